"""The GPU test traces of `torchlint profile` (tests/data/profile/gpu) name lines of
benchmarks/profile_gpu/train_patterns.py, the one copy of the script they were recorded from
(issue 29): its code must still be the recorded code, line for line, or every line the
profile tests assert points at something else."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from torchlint.profile.trace import load_trace

REPO = Path(__file__).resolve().parent.parent
GPU = REPO / "tests" / "data" / "profile" / "gpu"
SCRIPT = REPO / "benchmarks" / "profile_gpu" / "train_patterns.py"


def _record_module():
    spec = importlib.util.spec_from_file_location("profile_gpu_record", SCRIPT.parent / "record.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_script_has_one_copy_the_benchmarks() -> None:
    assert not (GPU / "train_patterns.py").exists()
    manifest = json.loads((GPU / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["script"]["path"] == "benchmarks/profile_gpu/train_patterns.py"


def test_the_scripts_code_is_the_recorded_code() -> None:
    """Comments may change (a `# pattern: NAME` mark); a changed or moved line of code means
    recording the traces again (`sh benchmarks/profile_gpu/run_on_gpu.sh record`)."""
    manifest = json.loads((GPU / "manifest.json").read_text(encoding="utf-8"))
    assert _record_module().code_digest(SCRIPT) == manifest["script"]["code_digest"]


def test_the_digest_ignores_comments_and_sees_moved_lines(tmp_path: Path) -> None:
    digest = _record_module().code_digest
    source = SCRIPT.read_text(encoding="utf-8")
    commented = tmp_path / "commented.py"
    # a comment after code, and a mark dropped (the benchmark's lines 135-136 carry one)
    lines = [line + "  # note" if line.startswith("import ") else line.split("  # pattern:")[0]
             for line in source.splitlines()]
    commented.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert commented.read_text(encoding="utf-8") != source
    moved = tmp_path / "moved.py"
    moved.write_text("\n" + source, encoding="utf-8")
    assert digest(commented) == digest(SCRIPT) != digest(moved)


def test_the_traces_name_the_script_as_torch_wrote_it() -> None:
    """Relative to the sys.path entry it ran from: the benchmark's folder resolves it."""
    trace = load_trace(GPU / "item.json.gz")
    names = {event.name for event in trace.python if "train_patterns" in event.name}
    assert names and all(name.startswith("train_patterns.py(") for name in names)
    lines = SCRIPT.read_text(encoding="utf-8").splitlines()
    for name in names:  # every recorded line of the script holds code
        row = int(name.split("(")[1].split(")")[0])
        assert lines[row - 1].strip() and not lines[row - 1].strip().startswith("#"), name
