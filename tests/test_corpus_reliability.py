"""Real code: `check --select ALL --preview` and `fix --unsafe-fixes --select ALL --preview` over
the corpus (timm + torchvision on every run, all of it with --run-slow).

What must hold: no internal error (TL002) and no run-level error; every file is checked or
reported as TL001, and a TL001 only where CPython cannot parse the file either; every fixed
file parses (for CPython, not only for libcst); a second fix changes nothing; and every changed
character lies inside an edit of a fix that was reported as applied. Fixes are applied in passes
whose edit positions refer to the text of that pass, so the last property is checked pass by
pass: the engine's check of the pass's text gives the fixes, the text after the pass must be
that text with exactly those edits and nothing else, and the chain of passes must end at the
bytes `fix` wrote.

Set TORCHLINT_RELIABILITY_REPORT=FILE to get the figures as JSON (docs/reliability.md).
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import warnings
from collections import Counter
from pathlib import Path

import pytest

from torchlint import api, engine
from torchlint.config import Options, Resolver, check_options
from torchlint.diagnostics import Diagnostic
from torchlint.files import SKIP_DIRS

SELECT = {"select": ["ALL"], "preview": True}


def python_files(root: Path) -> list[Path]:
    found = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.endswith(".egg-info"))
        found.extend(Path(folder, name) for name in sorted(files) if name.endswith(".py"))
    return found


def cpython_parses(text: str) -> bool:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


def _offset(starts: list[int], length: int, row: int, column: int) -> int:
    """Ruff-style 1-based row/column to a character offset, written apart from the engine's."""
    if row > len(starts):
        return length
    return min(starts[row - 1] + column - 1, length)


def _line_starts(text: str) -> list[int]:
    # Python's newlines only: str.splitlines would also split at form feeds and U+2028.
    return [0] + [m.end() for m in re.finditer(r"\r\n|\r|\n", text)]


def apply_edits_exactly(text: str, applied: list[Diagnostic]) -> str:
    """``text`` with the edits of ``applied`` and nothing else; fails on overlapping edits."""
    starts = _line_starts(text)
    spans = sorted(
        (_offset(starts, len(text), e.location.row, e.location.column),
         _offset(starts, len(text), e.end_location.row, e.end_location.column), e.content)
        for d in applied for e in d.fix.edits
    )
    pieces, cursor = [], 0
    for start, end, content in spans:
        assert start >= cursor, f"overlapping edits at offset {start}"
        assert end >= start
        pieces.append(text[cursor:start])
        pieces.append(content)
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces)


def replay(original: bytes, shown: str, path: Path, fixed: list[Diagnostic]) -> bytes:
    """The fix, pass by pass, each pass checked against its reported edits; returns the bytes
    the last pass gives."""
    text, encoding = engine.decode(original)
    rules = Resolver(check_options(Options(select=("ALL",), preview=True, unsafe_fixes=True)))
    rules = rules.for_path(path).rules_for(path)
    current, applied = text, []
    for _ in range(engine.MAX_FIX_PASSES):
        result = engine.check_text(current, shown, rules)
        fixable = [d for d in result.diagnostics if d.fix and d.fix.applies(True)]
        if not fixable:
            break
        candidate, used = engine.apply_fixes(current, fixable)
        assert candidate == apply_edits_exactly(current, used), f"{shown}: bytes changed outside the reported edits"
        applied.extend(used)
        if candidate == current:
            break
        current = candidate
    assert sorted(json.dumps(d.to_dict(), sort_keys=True) for d in applied) == sorted(
        json.dumps(d.to_dict(), sort_keys=True) for d in fixed
    ), f"{shown}: the fixes reported are not the fixes applied"
    return engine.encode(current, encoding)


def survey(roots: list[Path], scratch: Path) -> dict[str, object]:
    """Runs everything the module docstring promises over ``roots``; returns the figures."""
    files = [p for root in roots for p in python_files(root)]
    originals = {p: p.read_bytes() for p in files}
    checked = api.lint_paths(roots, **SELECT)
    assert checked.all_errors == []
    assert len(checked.files) == len(files)  # every file checked (TL001 is a finding)
    internal = [f"{d.filename}: {d.message}" for d in checked.diagnostics if d.code == "TL002"]
    assert internal == []
    unparsable = {f.path for f in checked.files if any(d.code == "TL001" for d in f.diagnostics)}
    false_tl001 = []
    for path in files:
        if api.display_path(path) in unparsable:
            text = originals[path].decode("utf-8", "surrogateescape")
            if cpython_parses(text):
                false_tl001.append(api.display_path(path))
    assert false_tl001 == [], "libcst refused what CPython parses"

    copies = []
    for root in roots:
        copy = scratch / root.name
        shutil.copytree(root, copy, symlinks=True)
        copies.append(copy)
    fixed = api.fix_paths(copies, unsafe_fixes=True, **SELECT)
    assert fixed.all_errors == []
    assert [d.message for d in fixed.diagnostics if d.code == "TL002"] == []
    results = {f.path: f for f in fixed.files}
    changed = 0
    for root, copy in zip(roots, copies):
        for path in python_files(root):
            twin = copy / path.relative_to(root)
            shown = api.display_path(twin)
            after = twin.read_bytes()
            result = results[shown]
            if not result.fixed:
                assert after == originals[path], f"{shown} changed without a reported fix"
                continue
            changed += after != originals[path]
            assert replay(originals[path], shown, twin, result.fixed) == after, shown
            before_text = engine.decode(originals[path])[0]
            if cpython_parses(before_text):
                assert cpython_parses(engine.decode(after)[0]), f"{shown}: fix broke the parse"

    snapshot = {p: p.read_bytes() for copy in copies for p in python_files(copy)}
    again = api.fix_paths(copies, unsafe_fixes=True, **SELECT)
    assert again.all_errors == []
    assert again.fixed == []
    assert {p: p.read_bytes() for p in snapshot} == snapshot

    codes = Counter(d.code for d in checked.diagnostics)
    return {
        "projects": [root.name for root in roots],
        "files": len(files),
        "lines": sum(data.count(b"\n") for data in originals.values()),
        "findings": sum(codes.values()),
        "findings_by_code": dict(sorted(codes.items())),
        "tl001_files": len(unparsable),
        "fixes_applied": len(fixed.fixed),
        "files_changed_by_fix": changed,
        "remaining_after_fix": len(fixed.diagnostics),
    }


def _report(figures: dict[str, object]) -> None:
    target = os.environ.get("TORCHLINT_RELIABILITY_REPORT")
    if target:
        previous = json.loads(Path(target).read_text()) if Path(target).is_file() else {}
        previous["+".join(figures["projects"])] = figures  # type: ignore[arg-type]
        Path(target).write_text(json.dumps(previous, indent=2) + "\n")
    print(json.dumps(figures))


def test_subset_check_and_fix(corpus_subset: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    figures = survey([corpus_subset / "timm", corpus_subset / "torchvision"], tmp_path)
    assert figures["files"] > 400 and figures["fixes_applied"] > 0
    _report(figures)


@pytest.mark.slow
def test_whole_corpus_check_and_fix(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from conftest import corpus

    libraries = ["timm", "torchvision", "pytorch_lightning", "accelerate", "diffusers", "transformers"]
    training = ["torchtune", "litgpt", "torchtitan", "ultralytics"]
    root = corpus(*libraries, *training)
    monkeypatch.chdir(tmp_path)
    figures = survey([root / name for name in libraries + training], tmp_path)
    assert figures["files"] > 5000
    _report(figures)
