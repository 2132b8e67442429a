"""The core linter on real code (timm + torchvision): no internal error, and every fix parses."""

from __future__ import annotations

from pathlib import Path

import libcst as cst

from torchlint import api


def test_check_and_unsafe_fix_diff_on_real_code(corpus_subset: Path) -> None:
    paths = [corpus_subset / "timm", corpus_subset / "torchvision"]
    run = api.lint_paths(paths, select=["ALL"], preview=True)
    assert len(run.files) > 400
    internal = [f"{d.filename}:{d.location.row}: {d.message}" for d in run.diagnostics if d.code == "TL002"]
    assert internal == []
    assert run.all_errors == []
    fixed = api.fix_paths(paths, select=["ALL"], preview=True, unsafe_fixes=True, diff=True)
    assert fixed.all_errors == []
    changed = [f for f in fixed.files if f.diff]
    for result in changed:
        original = Path(result.path).read_text(encoding="utf-8")
        new = api.fix_source(original, result.path, select=["ALL"], preview=True, unsafe_fixes=True)
        assert new.error is None
        cst.parse_module(new.source)
