"""`torchlint profile`: what a user sees. Findings joined with the static rules (measured /
not seen in this run), the TL9xx findings with their call paths, the top five, every output
format (JSON `measured`, SARIF `properties.measured`), --plot, exit codes and errors. On the
HAND-MADE GPU-shaped trace of tests/profile_handmade.py and the recorded CPU trace."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from profile_handmade import write_gpu_case
from torchlint.cli import main

DATA = Path(__file__).resolve().parent / "data" / "profile"


def run(*args: str) -> tuple[int, str, str]:
    """The default policy (conftest turns --pedantic on for the rule tests) unless a test
    names one."""
    if "--pedantic" not in args and "--no-pedantic" not in args and (
            "--trace" in args or args[:1] == ("train.py",)):
        args = (*args, "--no-pedantic")
    result = CliRunner().invoke(main, ["profile", *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def gpu_case(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return write_gpu_case(tmp_path)


CONCISE = """\
gpu_train.py:5:5: TL901 Host-device sync: `aten::item` 1 per step; host blocked 2.32 ms, device idle 795 us per step (8.0% of the step); predicted saving 795 us [via gpu_train.py:15 -> gpu_train.py:5 -> <built-in method item of Tensor object>]
gpu_train.py:18:13: TL907 Python loop of tiny operators: `aten::add_` 64 per step; host time 512 us per step (6.3% of the step); predicted saving 630 us
gpu_train.py:16:9: TL905 `torch.cuda.empty_cache()` in the step: `torch.cuda.empty_cache` 1 per step; host blocked 400 us, device idle 510 us per step (5.1% of the step); predicted saving 400 us [via gpu_train.py:16 -> torch/cuda/memory.py(192): empty_cache]
gpu_train.py:10:9: TL903 Host-to-device copy from pageable memory: `aten::to` 1 per step; copy 250 us, device idle 62 us per step (3.1% of the step); predicted saving 144 us [via gpu_train.py:10 -> <built-in method to of Tensor object>]
gpu_train.py:11:9: TL904 Tensor created on the host, then copied to the device: `aten::to` 1 per step; copy 3 us, device idle 128 us per step (1.3% of the step); predicted saving 23 us [via gpu_train.py:11 -> <built-in method to of Tensor object>]
gpu_train.py:19:17: TL201 `.item()` in the training loop makes the host wait for the device on every step; accumulate on the device and read the value every N steps (not seen in this run)
Found 6 warnings.
"""

SUMMARY = """\
Profile: 3 steps (ProfilerStep annotations), 10.00 ms per step (median 10.00 ms)

Where a step's time goes (mean per step):
  device: kernels                         3.88 ms   38.8%
  device: copies                           256 us    2.6%
  device: memset                             0 us    0.0%
  idle: host blocked in a sync              62 us    0.6%
  idle: host in a copy call                 47 us    0.5%
  idle: data loading                         0 us    0.0%
  idle: host operators and launches        847 us    8.5%
  idle: Python overhead                   4.91 ms   49.1%

Top costs of a step (by predicted saving):
  1. gpu_train.py:5  TL901  795 us per step (8.0%), 1x per step, predicted saving 795 us
     via gpu_train.py:15 -> gpu_train.py:5 -> <built-in method item of Tensor object>
     change: read the value less often (every N steps) or keep it on the device (`torchlint rule TL901`)
  2. gpu_train.py:18  TL907  630 us per step (6.3%), 64x per step, predicted saving 630 us
     change: replace the loop with one batched tensor operation (`torchlint rule TL907`)
  3. gpu_train.py:16  TL905  510 us per step (5.1%), 1x per step, predicted saving 400 us
     via gpu_train.py:16 -> torch/cuda/memory.py(192): empty_cache
     change: remove torch.cuda.empty_cache() from the step (`torchlint rule TL905`)
  4. gpu_train.py:10  TL903  312 us per step (3.1%), 1x per step, predicted saving 144 us
     via gpu_train.py:10 -> <built-in method to of Tensor object>
     change: pin the source (DataLoader(pin_memory=True)) and copy with non_blocking=True (`torchlint rule TL903`)
  5. gpu_train.py:11  TL904  131 us per step (1.3%), 1x per step, predicted saving 23 us
     via gpu_train.py:11 -> <built-in method to of Tensor object>
     change: create the tensor on the device (device=...) (`torchlint rule TL904`)

Static findings: 1 not seen

Reported statically but not seen in this run:
  gpu_train.py:19:17: TL201 sync-in-training-loop
"""


def test_concise_findings_ranked_by_saving_then_the_profile(gpu_case: Path) -> None:
    code, out, err = run("--trace", "trace.json", "--output-format", "concise")
    assert (code, err) == (1, "")
    assert out == CONCISE + "\n" + SUMMARY


def test_text_shows_each_finding_with_its_line(gpu_case: Path) -> None:
    code, out, _ = run("--trace", "trace.json")
    assert code == 1
    assert out.startswith(
        "gpu_train.py:5:5: TL901 Host-device sync: `aten::item` 1 per step; host blocked 2.32 "
        "ms, device idle 795 us per step (8.0% of the step); predicted saving 795 us [via "
        "gpu_train.py:15 -> gpu_train.py:5 -> <built-in method item of Tensor object>]\n"
        "  |\n"
        "5 |     return loss.item()\n"
        "  |     ^^^^^^^^^^^^^^^^^^ TL901\n"
        "  |\n")
    assert out.endswith(SUMMARY)


def test_a_static_finding_on_a_measured_line_carries_the_measurement(gpu_case: Path) -> None:
    code, out, _ = run("--trace", "trace.json", "--preview", "--pedantic", "-q",
                       "--output-format", "concise")
    assert code == 1
    lines = out.splitlines()
    # TL204 and TL101 (preview / pedantic) claim the empty_cache and host-tensor places
    assert ("gpu_train.py:16:9: TL204 `torch.cuda.empty_cache()` in a loop releases the cached "
            "blocks on every iteration and forces the next allocations through the driver "
            "again; the cost depends on the workload: call it outside the loop, or only when "
            "another process needs the memory (measured: 510 us per step (5.1%))") in lines
    assert not any(" TL905 " in line or " TL904 " in line for line in lines)
    tl101 = next(line for line in lines if " TL101 " in line)
    assert tl101.endswith("(measured: 131 us per step (1.3%))")


def test_json_adds_a_measured_object_and_keeps_ruffs_keys(gpu_case: Path) -> None:
    code, out, _ = run("--trace", "trace.json", "--output-format", "json")
    assert code == 1
    entries = json.loads(out)
    assert {key for key in entries[0]} == {
        "cell", "code", "context", "end_location", "filename", "fix", "location", "measured",
        "message", "name", "noqa_row", "severity", "url"}
    assert entries[0]["measured"] == {
        "status": "measured", "kind": "sync", "what": ["aten::item"], "count_per_step": 1.0,
        "time_per_step_ms": 0.795, "share_of_step": 0.0795, "host_ms": 2.32,
        "device_idle_ms": 0.795, "copy_ms": 0.003, "predicted_saving_ms": 0.795,
        "call_path": ["gpu_train.py:15", "gpu_train.py:5",
                      "<built-in method item of Tensor object>"],
        "steps": 3, "step_ms": 10.0, "line_exact": True}
    assert entries[0]["url"].endswith("/docs/rules/TL901.md")
    assert entries[-1]["code"] == "TL201"
    assert entries[-1]["measured"] == {"status": "not-seen", "steps": 3, "step_ms": 10.0}
    lines = run("--trace", "trace.json", "--output-format", "json-lines")[1].splitlines()
    assert [json.loads(line) for line in lines] == entries


def test_sarif_puts_measured_in_properties_and_lists_the_tl9_rules(gpu_case: Path) -> None:
    code, out, _ = run("--trace", "trace.json", "--output-format", "sarif")
    assert code == 1
    from test_output_sarif import validate

    validate(json.loads(out))  # the SARIF 2.1.0 schema, as check's output
    run_ = json.loads(out)["runs"][0]
    first = run_["results"][0]
    assert first["ruleId"] == "TL901"
    assert first["properties"]["measured"]["predicted_saving_ms"] == 0.795
    rules = {rule["id"] for rule in run_["tool"]["driver"]["rules"]}
    assert {"TL901", "TL907", "TL201"} <= rules


@pytest.mark.parametrize("output_format", ["github", "gitlab", "junit"])
def test_the_other_formats_render(gpu_case: Path, output_format: str) -> None:
    code, out, err = run("--trace", "trace.json", "--output-format", output_format)
    assert (code, err) == (1, "")
    assert "TL901" in out and "TL201" in out


def test_exit_zero_and_quiet(gpu_case: Path) -> None:
    code, out, _ = run("--trace", "trace.json", "--exit-zero", "-q", "--output-format",
                       "concise")
    assert code == 0
    assert out == CONCISE.replace("Found 6 warnings.\n", "")


def test_plot_on_the_terminal_and_as_svg(gpu_case: Path, tmp_path: Path) -> None:
    code, out, _ = run("--trace", "trace.json", "--plot", "-q", "--output-format", "concise")
    assert code == 1
    assert out.endswith(
        "\nPer-step breakdown (each bar: one step, to scale):\n"
        "  step  1   10.00 ms |###################=::::-------------------------\n"
        "  step  2   10.00 ms |###################=::::-------------------------\n"
        "  step  3   10.00 ms |###################=::::-------------------------\n"
        "  legend: # device: kernels, = device: copies, + device: memset, * idle: host "
        "blocked in a sync, % idle: host in a copy call, o idle: data loading, : idle: host "
        "operators and launches, - idle: Python overhead\n")
    code, out, _ = run("--trace", "trace.json", "--plot", "steps.svg", "-q")
    svg = (tmp_path / "steps.svg").read_text()
    assert svg.startswith("<svg ") and svg.count("<title>device: kernels: 3.88 ms</title>") == 3
    assert "Per-step breakdown" not in out
    # a machine format keeps stdout clean: the bars go to stderr
    code, out, err = run("--trace", "trace.json", "--plot", "--output-format", "json")
    assert json.loads(out) and err.startswith("Per-step breakdown")


def test_cpu_trace_not_measurable_without_a_device(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("cpu_patterns.py", "record_cpu.py", "cpu_patterns.json.gz"):
        shutil.copy(DATA / name, tmp_path / name)
    monkeypatch.chdir(tmp_path)
    code, out, _ = run("--trace", "cpu_patterns.json.gz", "--pedantic", "--output-format",
                       "concise")
    assert code == 1
    assert out.splitlines()[:3] == [
        "cpu_patterns.py:12:9: TL907 Python loop of tiny operators: `aten::copy_, aten::mul, "
        "aten::select` 128 per step; host time 296 us per step (20.7% of the step); predicted "
        "saving 294 us [via record_cpu.py:30 -> cpu_patterns.py:29 -> cpu_patterns.py:12]",
        "cpu_patterns.py:36:15: TL402 `model(...)` after `model.eval()` runs outside "
        "`torch.no_grad()` / `torch.inference_mode()`, so autograd still records the forward "
        "pass; run inference under `torch.inference_mode()` (pedantic: a small network built "
        "in this file: its forward keeps little for backward) (measured: 12 us per step (0.8%))",
        "cpu_patterns.py:17:5: TL906 Autograd graph recorded but never used by a backward "
        "pass: `aten::linear, aten::relu` 5 per step; recording about 10 us per step (0.7% of "
        "the step); predicted saving 10 us [via record_cpu.py:30 -> cpu_patterns.py:38 -> "
        "cpu_patterns.py:17 -> nn.Module: Sequential_0]",
    ]
    assert "note: no accelerator in this trace: syncs and copies cannot be measured\n" in out


@pytest.mark.parametrize(("args", "message"), [
    ((), "error: give the program to run (`torchlint profile train.py`) or a recorded trace "
         "(`--trace FILE`)\n"),
    (("train.py", "--trace", "trace.json"),
     "error: give either a program to run or --trace FILE, not both\n"),
    (("--trace", "missing.json"), "error: missing.json: no such file\n"),
    (("--trace", "bad.json"), "error: bad.json: not JSON, so not a trace written by "
                              "torch.profiler (export_chrome_trace)\n"),
    (("--trace", "trace.json", "--root", "nowhere"), "error: --root nowhere: not a folder\n"),
    (("absent.py",), "error: absent.py: no such file\n"),
])
def test_bad_input_is_one_line_and_exit_2(gpu_case: Path, tmp_path: Path,
                                          args: tuple[str, ...], message: str) -> None:
    (tmp_path / "bad.json").write_text("{")
    code, out, err = run(*args)
    assert (code, out, err) == (2, "", message)


def test_the_tl9_pages_and_rule_command() -> None:
    result = CliRunner().invoke(main, ["rule", "TL903"])
    assert result.exit_code == 0
    assert result.stdout.startswith(
        "# TL903 measured-pageable-copy\n\n- Fix: none\n"
        "- Reported by: `torchlint profile` only (never by `check`)\n")
    table = CliRunner().invoke(main, ["rule", "--all"]).stdout
    assert "TL907  measured-tiny-kernel-loop             none       profile\n" in table


def test_check_never_reports_a_tl9_code(tmp_path: Path) -> None:
    (tmp_path / "t.py").write_text("import torch\nfor i in range(3):\n    torch.cuda.empty_cache()\n")
    result = CliRunner().invoke(main, ["check", str(tmp_path), "--select", "ALL",
                                       "--output-format", "json"])
    assert all(not d["code"].startswith("TL9") for d in json.loads(result.stdout))


def test_trace_analysis_imports_no_torch(tmp_path: Path) -> None:
    import subprocess
    import sys

    write_gpu_case(tmp_path)
    code = ("import sys; from torchlint.profile.commands import ProfileRequest, profile_run; "
            f"profile_run(ProfileRequest(trace={str(tmp_path / 'trace.json')!r}, "
            f"root={str(tmp_path)!r})); print('torch' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.stdout == "False\n", done.stderr


def test_rule_json_describes_a_tl9_code() -> None:
    result = CliRunner().invoke(main, ["rule", "TL906", "--output-format", "json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert (data["code"], data["name"], data["fix"]) == (
        "TL906", "measured-autograd-without-backward", "none")
    assert data["url"].endswith("/docs/rules/TL906.md")


def test_the_recorded_gpu_run_joined_with_every_static_finding(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """tests/data/profile/gpu/all.json.gz: each pattern measured at its line; a static finding
    on a measured line carries the measurement; setup before the training loop did not run
    in the steps; float32 training has no runtime signature the profile reads."""
    shutil.copy(DATA / "gpu" / "all.json.gz", tmp_path / "all.json.gz")
    # the script it was recorded from (one copy, the benchmark's)
    shutil.copy(DATA.parent.parent.parent / "benchmarks" / "profile_gpu" / "train_patterns.py",
                tmp_path / "train_patterns.py")
    monkeypatch.chdir(tmp_path)
    code, out, _ = run("--trace", "all.json.gz", "--pedantic", "--preview", "--output-format",
                       "json")
    assert code == 1
    rows = [(d["code"], d["location"]["row"], d["measured"]["status"]) for d in json.loads(out)]
    assert rows == [
        ("TL905", 160, "measured"), ("TL903", 135, "measured"), ("TL907", 158, "measured"),
        ("TL901", 149, "measured"), ("TL402", 164, "measured"), ("TL901", 142, "measured"),
        ("TL902", 153, "measured"), ("TL101", 138, "measured"), ("TL903", 136, "measured"),
        ("TL101", 118, "not-reached"), ("TL410", 120, "not-reached"),
        ("TL407", 146, "not-measurable"),
    ]


def test_a_root_that_holds_none_of_the_traces_files_says_so(gpu_case: Path,
                                                           tmp_path: Path) -> None:
    (tmp_path / "elsewhere").mkdir()
    code, out, _ = run("--trace", "trace.json", "--root", "elsewhere", "--output-format",
                       "concise")
    assert code == 0
    assert ("note: no Python frame of the trace is in a file under elsewhere: give your "
            "code's folder with --root\n") in out
    assert "Top costs of a step: nothing this run measured is attributable to a user line" in out
