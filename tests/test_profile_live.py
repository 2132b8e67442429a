"""`torchlint profile PATH [-- ARGS]` live, on the CPU: the runner (torchlint.profile.runner)
runs small training programs of tests/data/profile/programs/ under torch.profiler, with the
verifier's protections, and the trace goes through `analyze` to the user's lines.

Each test runs a real program (a few seconds: torch's import), so there are few of them."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from torchlint.profile.attribute import analyze  # noqa: E402
from torchlint.profile.runner import ProfileError, loop_hint, record  # noqa: E402
from torchlint.profile.trace import load_trace  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
PROGRAMS = REPO / "tests" / "data" / "profile" / "programs"


def _events(path: Path) -> list[dict]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        return json.load(f)["traceEvents"]


def _steps(path: Path) -> list[str]:
    return sorted({e["name"] for e in _events(path)
                   if str(e.get("name", "")).startswith("ProfilerStep#")
                   and e.get("cat") == "user_annotation"})


def _line(name: str, text: str) -> int:
    lines = (PROGRAMS / name).read_text().splitlines()
    return next(n for n, line in enumerate(lines, 1) if line.strip() == text)


def _record(name: str, tmp_path: Path, args: list[str] | None = None, **kw):
    options = {"steps": 3, "seconds": None, "timeout": 120, "memory": None, "device": "cpu"}
    options.update(kw)
    return record(PROGRAMS / name, args or [], trace_out=tmp_path / "trace.json.gz", **options)


@pytest.fixture(scope="module")
def item_run(tmp_path_factory):
    """train_item.py with 100000 steps asked for: stopped after 2 warm-up + 3 recorded."""
    tmp = tmp_path_factory.mktemp("item")
    before = {p.name for p in PROGRAMS.iterdir()}
    started = time.monotonic()
    rec = _record("train_item.py", tmp, ["--steps", "100000", "--tag", "a b"])
    return rec, time.monotonic() - started, before


def test_steps_are_optimizer_steps_and_the_program_is_stopped(item_run):
    rec, seconds, _ = item_run
    assert (rec.steps, rec.step_source, rec.stopped_early, rec.returncode) == \
        (3, "optimizer", True, None)
    assert _steps(rec.trace) == ["ProfilerStep#1", "ProfilerStep#2", "ProfilerStep#3"]
    assert seconds < 60  # 100000 steps were asked for: the run was ended early


def test_the_users_folder_is_untouched_and_roots_map_the_copy_back(item_run):
    rec, _, before = item_run
    # the program appends to log.txt and writes checkpoint.txt beside itself: in the copy
    assert {p.name for p in PROGRAMS.iterdir()} == before
    assert not (PROGRAMS / "log.txt").exists() and not (PROGRAMS / "checkpoint.txt").exists()
    assert (PROGRAMS / "data.txt").read_text() == "user data\n"
    [(copy, user)] = rec.roots
    assert user == os.path.realpath(PROGRAMS) and copy != user
    assert not os.path.exists(copy)  # removed once the run is over
    # the program's frames carry the copy's whole path (not torch's `train_item.py`)
    names = {e["name"] for e in _events(rec.trace) if e.get("cat") == "python_function"}
    assert any(n.startswith(os.path.join(copy, "train_item.py") + "(") for n in names)
    # and none of the bootstrap's own frames stand between the user's line and torch
    assert not any("bootstrap.py(" in n for n in names)


def test_attribution_reaches_the_users_lines(item_run):
    rec, _, _ = item_run
    profile = analyze(load_trace(rec.trace), rec.roots)
    assert profile.steps == 3
    found = {(m.kind, m.path, m.line) for m in profile.items}
    assert ("tiny-kernel-loop", "train_item.py",
            _line("train_item.py", "counts[label] += 1")) in found
    assert ("autograd-without-backward", "train_item.py",
            _line("train_item.py", "val_out = model(val)")) in found


@pytest.mark.parametrize(("name", "header"), [("manual_sgd.py", "while True:"),
                                              ("manual_for.py", "for step in range(100000):")])
def test_the_training_loop_marked_by_the_semantic_model_gives_steps(tmp_path, name, header):
    hint = loop_hint((PROGRAMS / name).read_text(), name)
    assert hint is not None and (hint.line, hint.kind) == (_line(name, header), "backward")
    rec = _record(name, tmp_path)
    assert (rec.steps, rec.step_source, rec.stopped_early) == (3, "loop", True)
    assert _steps(rec.trace) == ["ProfilerStep#1", "ProfilerStep#2", "ProfilerStep#3"]
    # one iteration a step: each step holds exactly one backward pass
    events = _events(rec.trace)
    windows = [(e["ts"], e["ts"] + e["dur"]) for e in events
               if str(e.get("name", "")).startswith("ProfilerStep#")]
    backward = [e["ts"] for e in events if e.get("cat") == "cpu_op"
                and str(e.get("name", "")).startswith("autograd::engine::evaluate_function: MmBackward")]
    assert [sum(a <= t < b for t in backward) for a, b in windows] == [1, 1, 1]


def test_without_a_loop_a_window_of_seconds_is_one_step(tmp_path):
    rec = _record("no_loop.py", tmp_path, steps=None, seconds=1.0)
    assert (rec.steps, rec.step_source, rec.stopped_early) == (1, "seconds", True)
    assert _steps(rec.trace) == []
    assert analyze(load_trace(rec.trace), rec.roots).steps == 1


def test_a_program_that_ends_first_keeps_its_whole_steps(tmp_path):
    rec = _record("short.py", tmp_path, steps=5)
    # 4 optimizer steps: the first holds start-up, the second is warm-up, the third and the
    # fourth's whole span are recorded; what followed the last step is cut off
    assert (rec.steps, rec.stopped_early, rec.returncode) == (2, False, 0)
    assert _steps(rec.trace) == ["ProfilerStep#1", "ProfilerStep#2"]


def test_a_program_failing_before_its_first_step_is_one_line(tmp_path):
    with pytest.raises(ProfileError) as error:
        _record("crash.py", tmp_path)
    assert str(error.value) == ("crash.py failed before its first step (exit status 1): "
                                "ValueError: learning rate must be positive, got -0.1")


def test_a_hanging_program_times_out_and_its_children_are_ended(tmp_path):
    started = time.monotonic()
    with pytest.raises(ProfileError) as error:
        _record("hang.py", tmp_path, timeout=8)
    assert time.monotonic() - started < 40
    assert str(error.value).startswith("hang.py timed out after 8 s (--timeout)")
    time.sleep(0.5)
    left = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
    assert "time.sleep(300)" not in left


def test_cli_passes_arguments_after_the_double_dash(tmp_path):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        p for p in (str(REPO), os.environ.get("PYTHONPATH")) if p))
    out = subprocess.run(
        [sys.executable, "-m", "torchlint", "profile", str(PROGRAMS / "train_item.py"),
         "--steps", "2", "--device", "cpu", "--", "--steps", "30", "--tag", "x"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)
    # --steps 30 reached the program (it requires it), --steps 2 the profiler
    assert "Profile: 2 steps" in out.stdout, out.stderr
    assert "train_item.py:" in out.stdout
    assert out.returncode in (0, 1)


def test_cli_error_for_a_crashing_program(tmp_path):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        p for p in (str(REPO), os.environ.get("PYTHONPATH")) if p))
    out = subprocess.run(
        [sys.executable, "-m", "torchlint", "profile", str(PROGRAMS / "crash.py"),
         "--device", "cpu"], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)
    assert out.returncode == 2
    assert out.stderr.strip().splitlines()[-1] == (
        "error: crash.py failed before its first step (exit status 1): "
        "ValueError: learning rate must be positive, got -0.1")


def test_dataloader_workers_are_ended_with_the_program(tmp_path):
    rec = _record("loader.py", tmp_path)
    assert (rec.steps, rec.stopped_early) == (3, True)
    spec = os.path.join(os.path.dirname(rec.roots[0][0]), "spec.json")
    time.sleep(0.5)
    left = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
    assert spec not in left


def test_another_interpreter_gets_the_bootstrap_modules_alone(tmp_path, monkeypatch):
    """TORCHLINT_PYTHON: an interpreter of another environment (here the same one behind a
    script) runs the bootstrap from a package of its few modules, without torchlint's folder."""
    wrapper = tmp_path / "python-env"
    wrapper.write_text(f'#!/bin/sh\necho "$PYTHONPATH" > {tmp_path}/seen\nexec {sys.executable} "$@"\n')
    wrapper.chmod(0o755)
    monkeypatch.setenv("TORCHLINT_PYTHON", str(wrapper))
    monkeypatch.delenv("PYTHONPATH", raising=False)
    rec = _record("short.py", tmp_path, steps=1)
    assert rec.steps == 1
    seen = (tmp_path / "seen").read_text().strip().split(os.pathsep)
    assert len(seen) == 1 and seen[0].endswith("bootstrap")


def test_the_stderr_tail_is_the_programs_not_the_profilers(item_run):
    rec, _, _ = item_run
    assert not any(line.startswith("USDT:") for line in rec.stderr_tail.splitlines())


def test_the_memory_limit_applies_to_the_program(tmp_path):
    with pytest.raises(ProfileError) as error:
        _record("greedy.py", tmp_path, memory=6 * 2**30)
    message = str(error.value)
    assert message.startswith("greedy.py failed before its first step (exit status 1): ")
    assert "can't allocate memory" in message


def test_a_path_outside_the_copied_folder_is_named_in_the_error(tmp_path):
    (tmp_path / "data.txt").write_text("1 2 3\n")
    (tmp_path / "job").mkdir()
    script = tmp_path / "job" / "train.py"
    script.write_text("import torch\nnumbers = open('../data.txt').read()\n")
    with pytest.raises(ProfileError) as error:
        record(script, [], steps=3, seconds=None, timeout=120, memory=None, device="cpu",
               trace_out=tmp_path / "t.json")
    message = str(error.value)
    assert message.startswith("train.py failed before its first step (exit status 1): "
                              "FileNotFoundError: ")
    assert "train.py names '../data.txt', outside" in message
    assert "profile copies only that folder, so in the copy those paths point at nothing" in message
