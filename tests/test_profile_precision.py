"""Precision of `torchlint profile` on patterns of real user code (helper prof3): what the
run measures must be what an engineer would change.

TL906 (autograd recorded, no backward reached it) is judged per forward call, and only where a
backward pass ran after the call:
- a trained model call whose forward discards some outputs (`_, state = rnn(x)`) recorded
  nodes no backward reaches, but the call's graph is used: no finding (the nlp-tutorial
  Seq2Seq false alarm);
- a forward whose backward the end of the recording cut off (a window of wall time) is not
  evidence either;
- a lone operator on the trained output (`_, predicted = output.max(2)`: a metric) records
  one node a step, about 2 us: not what an engineer changes a line for;
- the evaluation pass without no_grad is still found."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from torchlint.profile.attribute import analyze  # noqa: E402
from torchlint.profile.runner import record  # noqa: E402
from torchlint.profile.trace import load_trace  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
PROGRAMS = REPO / "tests" / "data" / "profile" / "programs"


def _line(name: str, text: str) -> int:
    lines = (PROGRAMS / name).read_text().splitlines()
    return next(n for n, line in enumerate(lines, 1) if line.strip().startswith(text))


@pytest.fixture(scope="module")
def rnn_run(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("rnn")
    rec = record(PROGRAMS / "rnn_discard.py", [], steps=3, seconds=None, timeout=120,
                 memory=None, device="cpu", trace_out=tmp / "trace.json.gz")
    return rec, tmp


def _autograd_lines(profile) -> set[tuple[str, int]]:
    return {(m.path, m.line) for m in profile.items if m.kind == "autograd-without-backward"}


def test_a_trained_call_that_discards_outputs_is_not_autograd_without_backward(rnn_run):
    rec, _ = rnn_run
    profile = analyze(load_trace(rec.trace), rec.roots)
    assert profile.steps == 3
    train = _line("rnn_discard.py", "output = model(src, hidden, tgt)")
    evaluation = _line("rnn_discard.py", "check = model(val_src")
    assert _autograd_lines(profile) == {("rnn_discard.py", evaluation)}
    [item] = [m for m in profile.items if m.kind == "autograd-without-backward"]
    assert train not in {f.line for f in item.call_path}
    # both RNNs, the decoder's linear (addmm, t) and the view of its output: every node of
    # the evaluation's forward, once per step
    assert item.count >= 4


def _cut(trace: Path, out: Path) -> None:
    """The trace as a window of wall time would end it: without step annotations, and ending
    in the last step between the training forward and its backward."""
    with gzip.open(trace, "rt", encoding="utf-8") as f:
        data = json.load(f)
    events = data["traceEvents"]
    backward = sorted(e["ts"] for e in events if e.get("cat") == "cpu_op"
                      and str(e.get("name", "")).startswith("autograd::engine::evaluate_function"))
    steps = sorted(e["ts"] for e in events if str(e.get("name", "")).startswith("ProfilerStep#"))
    cut = min(ts for ts in backward if ts > steps[-1])  # the last step's backward begins
    data["traceEvents"] = [
        e for e in events if not str(e.get("name", "")).startswith("ProfilerStep#")
        and (e.get("ph") != "X" or e["ts"] < cut)]
    for e in data["traceEvents"]:
        if e.get("ph") == "X" and e["ts"] + e.get("dur", 0) > cut:
            e["dur"] = cut - e["ts"]
    with gzip.open(out, "wt", encoding="utf-8") as f:
        json.dump(data, f)


def test_a_forward_whose_backward_the_recording_cut_off_is_not_reported(rnn_run):
    rec, tmp = rnn_run
    cut = tmp / "cut.json.gz"
    _cut(rec.trace, cut)
    profile = analyze(load_trace(cut), rec.roots)
    assert profile.steps == 1
    evaluation = _line("rnn_discard.py", "check = model(val_src")
    # the last training forward has no backward in the trace: not judged; the evaluations
    # that a later backward did not reach still are
    assert _autograd_lines(profile) == {("rnn_discard.py", evaluation)}


def test_a_static_finding_whose_line_did_not_run_says_so(tmp_path, monkeypatch) -> None:
    """The text says which static findings the profiled steps did not reach (before, only the
    summary counted them): the setup before the GPU script's training loop."""
    import shutil

    from click.testing import CliRunner

    from torchlint.cli import main

    shutil.copy(REPO / "tests" / "data" / "profile" / "gpu" / "all.json.gz", tmp_path / "all.json.gz")
    # the script it was recorded from (one copy, the benchmark's)
    shutil.copy(REPO / "benchmarks" / "profile_gpu" / "train_patterns.py", tmp_path / "train_patterns.py")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["profile", "--trace", "all.json.gz", "--pedantic",
                                       "--preview", "--output-format", "concise"])
    lines = [line for line in result.output.splitlines() if line.startswith("train_patterns.py:")]
    unreached = [line for line in lines if line.endswith("(not reached in the profiled steps)")]
    assert [(line.split(":")[1], line.split(" ")[1]) for line in unreached] == [
        ("118", "TL101"), ("120", "TL410")]


def test_each_line_keeps_the_calls_it_makes(tmp_path) -> None:
    """What lets a call stay on the line of its arguments' calls: the calls of each line,
    each with the names it can be matched by."""
    from torchlint.profile.source_lines import MODULE_CALL, OPERATOR, SourceFile

    source = tmp_path / "train.py"
    source.write_text("for x, y in loader:\n"
                      "    loss = criterion(model(x), y)\n"
                      "    out = model(x, torch.zeros(4), y[:, :1])\n"
                      "    x = x.to(device)\n")
    scope = SourceFile(source).scopes[0]
    assert scope.slots_for(2, MODULE_CALL) == [0, 1]  # criterion(...) and model(x)
    assert scope.slots_for(3, MODULE_CALL) == [0]  # torch.zeros is no model
    assert scope.slots_for(3, "zeros") == [1] and scope.slots_for(3, OPERATOR) == [2]
    # `x.to(device)` can be a model call too: matched as `to`, it takes the line's only slot
    assert scope.slots_for(4, "to") == scope.slots_for(4, MODULE_CALL) == [0]
