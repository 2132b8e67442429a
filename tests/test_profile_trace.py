"""Reading torch.profiler traces and attributing each step's costs to the user's lines
(`torchlint.profile.trace`, `.attribute`), on a trace recorded on the CPU
(tests/data/profile/cpu_patterns.json.gz, made by record_cpu.py from cpu_patterns.py) and on
HAND-MADE GPU-shaped traces (tests/profile_handmade.py) until GPU-recorded ones land."""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from profile_handmade import STEP_US, write_gpu_case
from torchlint.profile.attribute import analyze
from torchlint.profile.trace import ProfileError, load_trace

DATA = Path(__file__).resolve().parent / "data" / "profile"


def _cpu_case(tmp_path: Path) -> Path:
    for name in ("cpu_patterns.py", "record_cpu.py", "cpu_patterns.json.gz"):
        shutil.copy(DATA / name, tmp_path / name)
    return tmp_path / "cpu_patterns.json.gz"


def _analyze(path: Path):
    root = str(path.parent)
    return analyze(load_trace(path), [(root, root)])


# -- reading ----------------------------------------------------------------------------------

def test_a_recorded_cpu_trace_has_its_steps_python_frames_and_operators() -> None:
    trace = load_trace(DATA / "cpu_patterns.json.gz")
    assert [step.name for step in trace.steps] == ["ProfilerStep#2", "ProfilerStep#3",
                                                   "ProfilerStep#4"]
    assert not trace.has_device
    loop = [e for e in trace.python if e.name == "cpu_patterns.py(10): scale_rows"]
    assert len(loop) == 3 and loop[0].frame == ("cpu_patterns.py", 10, "scale_rows")
    # every operator knows the Python call it ran in
    item = next(e for e in trace.cpu_ops if e.name == "aten::item")
    assert item.parent.name.startswith("<built-in method item of Tensor object")
    assert [frame.frame[2] for frame in item.python_stack() if frame.frame] == [
        "<module>", "train"]


@pytest.mark.parametrize(("content", "message"), [
    (b"not json", "not JSON, so not a trace written by torch.profiler (export_chrome_trace)"),
    (b'{"foo": 1}', 'not a trace written by torch.profiler (no "traceEvents" list)'),
    (b'{"traceEvents": []}', "the trace holds no profiler events (was anything recorded "
                             "between the profiler's start and stop?)"),
    (b'{"traceEvents": [{"ph": "X", "cat": "cpu_op", "name": "aten::mm", "ts": 1, "dur": 2}]}',
     "the trace has no Python stacks; record it with torch.profiler.profile(..., "
     "with_stack=True)"),
    (gzip.compress(b"[1, 2"), "not JSON, so not a trace written by torch.profiler "
                              "(export_chrome_trace)"),
])
def test_bad_traces_are_one_line_errors(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "t.json"
    path.write_bytes(content)
    with pytest.raises(ProfileError) as error:
        load_trace(path)
    assert str(error.value) == f"{path}: {message}"


def test_a_missing_trace_and_an_empty_folder_are_errors(tmp_path: Path) -> None:
    with pytest.raises(ProfileError, match="no such file"):
        load_trace(tmp_path / "missing.json")
    with pytest.raises(ProfileError) as error:
        load_trace(tmp_path)
    assert str(error.value) == f"{tmp_path}: a folder with no trace (*.json or *.json.gz) in it"


def test_a_folder_gives_its_newest_trace(tmp_path: Path) -> None:
    """As torch.profiler.tensorboard_trace_handler writes them: one file per run."""
    import os

    old = tmp_path / "host_1.100.pt.trace.json.gz"
    shutil.copy(DATA / "cpu_patterns.json.gz", old)
    os.utime(old, (1, 1))
    (tmp_path / "host_1.200.pt.trace.json").write_text("{")  # the newest: read, and refused
    with pytest.raises(ProfileError, match="host_1.200.pt.trace.json: not JSON"):
        load_trace(tmp_path)
    (tmp_path / "host_1.200.pt.trace.json").unlink()
    assert load_trace(tmp_path).path == old


# -- attribution on the recorded CPU trace ----------------------------------------------------

def _rows(profile) -> list[tuple]:
    return [(i.kind, i.path, i.line, i.function, i.what, round(i.count, 2),
             tuple(str(f) for f in i.call_path), i.library) for i in profile.items]


def test_cpu_trace_attribution_lines_and_counts_per_step(tmp_path: Path) -> None:
    profile = _analyze(_cpu_case(tmp_path))
    assert (profile.steps, profile.step_source) == (3, "ProfilerStep annotations")
    assert _rows(profile) == [
        # x[j] = x[j] * 2 for 32 rows: select, mul, select, copy_ (the header's x.shape[0]
        # is a size, no operator)
        ("tiny-kernel-loop", "cpu_patterns.py", 12, "scale_rows",
         "aten::copy_, aten::mul, aten::select", 128.0, ("record_cpu.py:30 (<module>)", "cpu_patterns.py:29 (train)",
                "cpu_patterns.py:12 (scale_rows)"), ""),
        ("autograd-without-backward", "cpu_patterns.py", 36, "train",
         "aten::linear, aten::relu, aten::softmax", 6.0,
         ("record_cpu.py:30 (<module>)", "cpu_patterns.py:36 (train)"),
         "nn.Module: Sequential_0"),
        ("autograd-without-backward", "cpu_patterns.py", 17, "accuracy",
         "aten::linear, aten::relu", 5.0,
         ("record_cpu.py:30 (<module>)", "cpu_patterns.py:38 (train)",
          "cpu_patterns.py:17 (accuracy)"), "nn.Module: Sequential_0"),
    ]


def test_the_breakdown_partitions_every_step(tmp_path: Path) -> None:
    profile = _analyze(_cpu_case(tmp_path))
    for step, wall in zip(profile.per_step, profile.step_us):
        assert sum(step.values()) == pytest.approx(wall, rel=1e-9)
        assert all(value >= 0 for value in step.values())
    assert sum(profile.breakdown.values()) == pytest.approx(profile.mean_step_us, rel=1e-9)
    assert list(profile.breakdown) == ["host: data loading", "host: operators",
                                       "host: Python overhead"]


def test_the_lines_that_ran_are_known_by_function(tmp_path: Path) -> None:
    profile = _analyze(_cpu_case(tmp_path))
    assert profile.ran_line("cpu_patterns.py", 12)  # scale_rows ran
    assert profile.ran_line("cpu_patterns.py", 34)  # train's loop ran
    assert not profile.ran_line("cpu_patterns.py", 3)  # the module's docstring: not in a step
    assert profile.user_files == ["cpu_patterns.py", "record_cpu.py"]


def test_library_frames_are_never_user_files(tmp_path: Path) -> None:
    profile = _analyze(_cpu_case(tmp_path))
    frames = [f.path for item in profile.items for f in item.call_path]
    assert all(not path.startswith("torch/") for path in frames)


# -- attribution on the hand-made GPU-shaped trace --------------------------------------------

def test_gpu_shaped_trace_every_kind_at_its_line(tmp_path: Path) -> None:
    profile = _analyze(write_gpu_case(tmp_path))
    rows = [(i.kind, i.line, i.function, i.what, round(i.count, 2), round(i.host_us, 1),
             round(i.idle_us, 1), round(i.copy_us, 1), round(i.cost_us, 1),
             round(i.saving_us, 1), tuple(str(f) for f in i.call_path)) for i in profile.items]
    assert rows == [
        # .item() inside a helper: blocked 2320 us; the device then idles from the sync's end
        # (4315) to the loop's first kernel (5110): 795 us, the cost and predicted saving
        ("sync", 5, "log_loss", "aten::item", 1.0, 2320.0, 795.0, 3.0, 795.0, 795.0,
         ("gpu_train.py:15 (train)", "gpu_train.py:5 (log_loss)")),
        # 64 operators of 8 us whose 2 us kernels leave the device idle: all but one
        # operator's host time (504) and all but one kernel (126)
        ("tiny-kernel-loop", 18, "train", "aten::add_", 64.0, 512.0, 0.0, 0.0, 630.0, 630.0,
         ("gpu_train.py:18 (train)",)),
        # empty_cache (4600-5000) keeps the device idle from 4600 to 5110; the sync drained
        # it first, so the call's own 400 us are what removing it saves
        ("empty-cache", 16, "train", "torch.cuda.empty_cache", 1.0, 400.0, 510.0, 0.0, 510.0,
         400.0, ("gpu_train.py:16 (train)",)),
        # a 4 MiB pageable copy of 250 us; its call (18-298) leaves the device idle until 360:
        # pinned, 4 MiB take 168 us at 25 GB/s (82 saved) and the call does not wait (62)
        ("pageable-h2d", 10, "train", "aten::to", 1.0, 280.0, 62.0, 250.0, 312.0, 144.2,
         ("gpu_train.py:10 (train)",)),
        # torch.tensor(...).to("cuda"): its copy (3) and the idle after its call, at most the
        # call (20)
        ("host-tensor-to-device", 11, "train", "aten::to", 1.0, 20.0, 128.0, 3.0, 131.0, 23.0,
         ("gpu_train.py:11 (train)",)),
    ]
    assert profile.items[0].share == pytest.approx(795.0 / STEP_US)


def test_gpu_shaped_breakdown_adds_up_to_the_step(tmp_path: Path) -> None:
    profile = _analyze(write_gpu_case(tmp_path))
    assert profile.step_us == [STEP_US] * 3
    step = {name: round(value, 1) for name, value in profile.per_step[1].items()}
    assert step == {
        "device: kernels": 3878.0,  # 500-2550, 2600-4300 and 64 x 2 us
        "device: copies": 256.0,  # 20-270, 360-363, 4300-4303
        "device: memset": 0.0,
        "idle: host blocked in a sync": 62.0,  # 2550-2600 and 4303-4315
        "idle: host in a copy call": 47.0,  # 18-20, 270-298, 352-360, 363-372
        "idle: data loading": 0.0,
        "idle: host operators and launches": 847.0,
        "idle: Python overhead": 4910.0,
    }
    assert sum(profile.per_step[1].values()) == pytest.approx(STEP_US)


def test_a_gzipped_trace_reads_the_same(tmp_path: Path) -> None:
    plain = _analyze(write_gpu_case(tmp_path))
    (tmp_path / "gz").mkdir()
    zipped = _analyze(write_gpu_case(tmp_path / "gz", gz=True))
    assert _rows(plain) == _rows(zipped)


def test_without_step_annotations_the_whole_trace_is_one_step(tmp_path: Path) -> None:
    path = write_gpu_case(tmp_path, steps=2)
    data = json.loads(path.read_text())
    data["traceEvents"] = [e for e in data["traceEvents"]
                           if not e["name"].startswith("ProfilerStep#")]
    path.write_text(json.dumps(data))
    profile = _analyze(path)
    assert (profile.steps, profile.step_source) == (1, "whole trace (no ProfilerStep "
                                                       "annotations)")
    assert sum(profile.per_step[0].values()) == pytest.approx(profile.step_us[0])
    sync = next(item for item in profile.items if item.kind == "sync")
    assert (sync.line, sync.count) == (5, 2.0)  # both steps' syncs, in the one window


def test_roots_map_a_copy_back_to_the_users_folder(tmp_path: Path) -> None:
    """A live run executes a copy of the folder: frames of the copy are the user's files."""
    user, copy = tmp_path / "user", tmp_path / "copy"
    user.mkdir()
    copy.mkdir()
    path = write_gpu_case(user)
    data = json.loads(path.read_text())
    for event in data["traceEvents"]:
        if event["name"].startswith("gpu_train.py"):
            event["name"] = str(copy / event["name"])
    path.write_text(json.dumps(data))
    profile = analyze(load_trace(path), [(str(copy), str(user))], shown_root=user)
    assert [(i.path, i.line) for i in profile.items][:2] == [("gpu_train.py", 5),
                                                             ("gpu_train.py", 18)]


# -- live CPU profiling of the attribution path -----------------------------------------------

def test_live_cpu_recording_attributes_the_loop(tmp_path: Path) -> None:
    for name in ("cpu_patterns.py", "record_cpu.py"):
        shutil.copy(DATA / name, tmp_path / name)
    done = subprocess.run([sys.executable, "record_cpu.py"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    profile = _analyze(tmp_path / "cpu_patterns.json.gz")
    assert profile.steps == 3
    kinds = {(item.kind, item.line) for item in profile.items}
    assert ("tiny-kernel-loop", 12) in kinds
    assert ("autograd-without-backward", 17) in kinds
    assert ("autograd-without-backward", 36) in kinds


# -- traces recorded on a GPU (tests/data/profile/gpu, by benchmarks/profile_gpu/record.py) ---

GPU = DATA / "gpu"
# the script the traces were recorded from: one copy, the benchmark's (its code's lines are
# checked against the recording in tests/test_v5_profile_script.py)
SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "profile_gpu" / "train_patterns.py"
# pattern -> (kind, the line marked `# pattern: NAME` in train_patterns.py)
PATTERNS = {
    "item": ("sync", 149),
    "nonzero": ("sync", 142),
    "d2h": ("d2h-copy", 153),
    "pageable": ("pageable-h2d", 135),
    "host-tensor": ("host-tensor-to-device", 138),
    "empty-cache": ("empty-cache", 160),
    "eval-grad": ("autograd-without-backward", 164),
    "tiny-loop": ("tiny-kernel-loop", 158),
}


def _gpu(name: str):
    return analyze(load_trace(GPU / f"{name}.json.gz"), [(str(SCRIPT.parent), str(SCRIPT.parent))])


def _marked_lines() -> dict[str, set[int]]:
    marked: dict[str, set[int]] = {}
    for number, text in enumerate(SCRIPT.read_text().splitlines(), 1):
        if "# pattern: " in text:
            marked.setdefault(text.split("# pattern: ")[1].strip(), set()).add(number)
    return marked


def test_the_pattern_lines_are_the_marked_ones() -> None:
    marked = _marked_lines()
    for name, (_, line) in PATTERNS.items():
        if name != "pageable":  # a DataLoader without pin_memory: the copy is at line 135
            assert line in marked[name], name


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_each_recorded_pattern_is_the_top_item_at_its_line(name: str) -> None:
    profile = _gpu(name)
    assert profile.has_device and profile.steps == 3
    kind, line = PATTERNS[name]
    top = profile.items[0]
    assert (top.kind, top.path, top.line) == (kind, "train_patterns.py", line)
    assert top.call_path[0] == attribute_frame("train_patterns.py", 185, "<module>")
    for step, wall in zip(profile.per_step, profile.step_us):
        assert sum(step.values()) == pytest.approx(wall, rel=1e-9)


def attribute_frame(path: str, line: int, function: str):
    from torchlint.profile.attribute import Frame

    return Frame(path, line, function)


def test_the_baseline_run_has_nothing_to_report() -> None:
    assert _gpu("baseline").items == []


def test_every_pattern_of_the_combined_run_at_its_line() -> None:
    profile = _gpu("all")
    found = {(item.kind, item.line) for item in profile.items}
    assert set(PATTERNS.values()) <= found
    # nothing else but the labels' pageable copy next to the images'
    assert found - set(PATTERNS.values()) == {("pageable-h2d", 136)}


def test_a_sync_in_a_gpu_bound_step_saves_only_the_idle_it_causes() -> None:
    item = _gpu("item").items[0]
    assert item.what == "aten::item" and item.count == 1.0
    assert item.host_us > 20_000  # the host waits for the whole step's kernels...
    assert item.idle_us < 1_000  # ...but the device hardly idles afterwards
    assert item.saving_us == pytest.approx(min(item.idle_us, item.host_us))


def test_a_sync_in_a_helper_of_another_file_has_its_call_path(tmp_path: Path) -> None:
    """HAND-MADE: main.py's loop calls utils.report(), which calls torch.cuda.synchronize()
    (a cudaDeviceSynchronize made by no operator); torch's own frame is the library call."""
    (tmp_path / "main.py").write_text(
        "import utils\n\n\ndef train(model, batches):\n    for batch in batches:\n"
        "        model(batch)\n        utils.report(batch)\n")
    (tmp_path / "utils.py").write_text(
        "import torch\n\n\ndef report(batch):\n    torch.cuda.synchronize()\n"
        "    return batch\n")

    def x(cat: str, name: str, ts: float, dur: float, **args: object) -> dict:
        tid = 7 if cat in ("kernel", "gpu_memcpy") else 1
        return {"ph": "X", "cat": cat, "name": name, "pid": 1, "tid": tid, "ts": ts,
                "dur": dur, "args": args}

    events = [x("python_function", "main.py(5): train", 0, 2000)]
    for step in range(2):
        s = 10 + step * 1000
        events += [
            x("user_annotation", f"ProfilerStep#{step}", s, 1000),
            x("python_function", "nn.Module: Net_0", s + 10, 50),
            x("cpu_op", "aten::linear", s + 15, 40),
            x("cuda_runtime", "cudaLaunchKernel", s + 20, 5, correlation=step * 10 + 1),
            x("kernel", "gemm", s + 30, 600, correlation=step * 10 + 1),
            x("python_function", "utils.py(4): report", s + 100, 560),
            x("python_function", "torch/cuda/__init__.py(1083): synchronize", s + 110, 540),
            x("cuda_runtime", "cudaDeviceSynchronize", s + 120, 520),
        ]
    path = tmp_path / "trace.json"
    path.write_text(json.dumps({"traceEvents": events}))
    profile = _analyze(path)
    [item] = profile.items
    assert (item.kind, item.path, item.line, item.what, item.count) == (
        "sync", "utils.py", 5, "cudaDeviceSynchronize", 1.0)
    assert [str(frame) for frame in item.call_path] == ["main.py:7 (train)",
                                                        "utils.py:5 (report)"]
    assert item.library == "torch/cuda/__init__.py(1083): synchronize"
    # blocked 520 us; the device drained at 640 and idles from the sync's end (650) to the
    # next step's kernel (1040): 390 us; in the last step to the trace's end (2010): 360 us
    assert (item.host_us, item.idle_us, item.saving_us) == (520.0, 375.0, 375.0)


LAYERS = '''import sys
import torch
from torch import nn
from torch.profiler import ProfilerActivity, profile, schedule


class Deep(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(4, 4) for _ in range(24))

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


def main():
    model = Deep()
    with torch.no_grad(), profile(activities=[ProfilerActivity.CPU], with_stack=True,
                                  schedule=schedule(wait=0, warmup=1, active=2),
                                  on_trace_ready=lambda p: p.export_chrome_trace(sys.argv[1])) as prof:
        for _ in range(3):
            x = model(torch.randn(2, 4))
            for i in range(24):
                x[0, i % 4] += 1
            prof.step()


main()
'''


def test_a_loop_over_layers_is_not_a_tiny_operator_loop(tmp_path: Path) -> None:
    """Live CPU: `for layer in self.layers: x = layer(x)` makes 24 tiny operators per step
    from one line in a loop, but through modules: a model, not a loop over elements."""
    (tmp_path / "layers.py").write_text(LAYERS)
    done = subprocess.run([sys.executable, "layers.py", "trace.json"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    profile = _analyze(tmp_path / "trace.json")
    assert [(item.kind, item.line) for item in profile.items] == [("tiny-kernel-loop", 26)]


ELEMENTS = '''import sys
import torch
from torch import nn
from torch.profiler import ProfilerActivity, profile, schedule


def main():
    model = nn.Linear(8, 3)
    opt = torch.optim.Adam(model.parameters())
    with profile(activities=[ProfilerActivity.CPU], with_stack=True,
                 schedule=schedule(wait=0, warmup=1, active=2),
                 on_trace_ready=lambda p: p.export_chrome_trace(sys.argv[1])) as prof:
        for _ in range(3):
            x, y = torch.randn(32, 8), torch.randint(0, 3, (32,))
            loss = nn.functional.cross_entropy(model(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            for j in range(x.shape[0]):
                if y[j] == 0:
                    x[j] = 0
            prof.step()


main()
'''


def test_an_element_loop_with_a_test_splits_between_its_lines(tmp_path: Path) -> None:
    """Live CPU: `if y[j] == 0:` (select, eq, is_nonzero) and `x[j] = 0` (select, fill_) each
    at their own line; `opt.step()` makes many small operators but is one call per step: no
    loop."""
    (tmp_path / "elements.py").write_text(ELEMENTS)
    done = subprocess.run([sys.executable, "elements.py", "trace.json"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    profile = _analyze(tmp_path / "trace.json")
    rows = {(item.kind, item.line): item.what for item in profile.items}
    assert rows[("tiny-kernel-loop", 20)] == "aten::eq, aten::is_nonzero, aten::select"
    assert set(rows[("tiny-kernel-loop", 21)].split(", ")) <= {
        "aten::fill_", "aten::lift_fresh", "aten::select"}
    assert ("tiny-kernel-loop", 18) not in rows


def test_empty_cache_also_saves_the_reallocation_it_causes() -> None:
    """GPU-recorded: with empty_cache every step, each step's allocations go through
    cudaMalloc again (the baseline run makes none)."""
    trace = load_trace(GPU / "empty-cache.json.gz")
    assert not [e for e in load_trace(GPU / "baseline.json.gz").runtime if e.name == "cudaMalloc"]
    malloc = sum(e.dur for e in trace.runtime if e.name == "cudaMalloc"
                 and any(s.ts <= e.ts < s.end for s in trace.steps)) / 3
    item = _gpu("empty-cache").items[0]
    assert item.kind == "empty-cache"
    assert item.saving_us == pytest.approx(min(item.host_us, item.idle_us - malloc) + malloc)
    assert malloc > 1000  # us per step
