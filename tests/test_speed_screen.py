"""The text screen skips parsing files no selected rule can report in. It must never change
a finding: on real code, every rule (preview ones too) with and without the screen."""

from __future__ import annotations

from pathlib import Path

import pytest

from torchlint import engine, registry
from torchlint.rule import Rule


def test_screen_changes_no_finding_on_real_code(corpus_subset: Path) -> None:
    rules = registry.resolve([(["ALL"], [], [])], preview=True)
    assert rules == registry.all_rules()
    skipped = findings = 0
    for path in sorted(corpus_subset.glob("timm/**/*.py")) + sorted(corpus_subset.glob("torchvision/**/*.py")):
        text = path.read_text(encoding="utf-8")
        screened = engine.check_text(text, str(path), rules)
        full = engine.check_text(text, str(path), rules, use_screen=False)
        assert screened.diagnostics == full.diagnostics, path
        assert screened.lines == full.lines and screened.warnings == full.warnings, path
        skipped += not engine.screened(rules, text)
        findings += len(full.diagnostics)
    assert findings > 0
    assert skipped > 0  # the screen does skip files, or this test proves nothing


class _Words(Rule):
    code = "TL999"
    screen = (frozenset({"cuda", "to"}), frozenset({"zeros"}))


class _Custom(_Words):
    @classmethod
    def screen_patterns(cls):  # noqa: ANN206
        import re

        return [re.compile(r"zeros\(")]


def test_screen_matches_whole_words_only() -> None:
    assert engine.screened([_Words], "x = torch.zeros(3).to(d)") == [_Words]
    assert engine.screened([_Words], "x = torch.zeros(3).cuda()") == [_Words]
    assert engine.screened([_Words], "x = torch.zeros(3)") == []  # second group missing
    assert engine.screened([_Words], "x = torch.zeros_like(y).cuda()") == []  # not the word
    assert engine.screened([_Words], "x = my_zeros(3).tolist()") == []
    assert engine.screened([_Words], "café.zeros().to") == [_Words]  # unicode word boundaries


def test_a_rule_may_bring_its_own_patterns() -> None:
    assert engine.screened([_Custom], "torch.zeros (3)") == []
    assert engine.screened([_Custom], "zeros(3)") == [_Custom]


# -- the rule index: screening without importing a rule module --------------------------------
ROOT = Path(__file__).resolve().parent.parent


def test_rule_index_is_up_to_date() -> None:
    written = (ROOT / "torchlint" / "rule_index.py").read_text(encoding="utf-8")
    assert written == registry.index_text(), (
        "torchlint/rule_index.py is stale: run `python -m torchlint.registry`"
    )


@pytest.mark.real_defaults  # the index itself
def test_index_entries_are_the_rule_classes() -> None:
    assert registry.index() == registry.entries_from_classes()
    assert [e.code for e in registry.index()] == [r.code for r in registry.all_rules()]


@pytest.mark.real_defaults  # the index itself
def test_a_stale_index_is_ignored(monkeypatch) -> None:  # noqa: ANN001
    from torchlint import rule_index

    monkeypatch.setattr(rule_index, "SOURCES", "edited since")
    registry.index.cache_clear()
    registry.index_by_code.cache_clear()
    try:
        assert registry.index() == registry.entries_from_classes()
    finally:
        registry.index.cache_clear()
        registry.index_by_code.cache_clear()


def _fixture_texts() -> list[tuple[str, str]]:
    return [(str(p.relative_to(ROOT)), p.read_text(encoding="utf-8"))
            for p in sorted((ROOT / "fixtures").glob("TL*/*.py"))]


def _sound(name: str, text: str, codes: list[str]) -> None:
    """Screening ``text`` for ``codes`` without the rule classes loses no finding: a rule the
    index screens out has none in a check without any screen, and a file it calls skippable
    has no finding at all."""
    rules = registry.rules_for_codes(codes)
    full = engine.check_text(text, name, rules, use_screen=False).diagnostics
    kept = _kept(codes, text)
    assert {d.code for d in full if d.code in codes} <= set(kept), name
    assert kept == [r.code for r in engine.screened(rules, text)], name
    if _skippable(text, codes):
        assert full == [], name


def _kept(codes: list[str], text: str) -> list[str]:
    from torchlint import screen

    named = registry.screens_for(codes)
    assert named is not None
    return screen.kept(named, text)


def _skippable(text: str, codes: list[str]) -> bool:
    from torchlint import screen

    return screen.nothing_to_find(text, _kept(codes, text))


def test_index_screen_is_sound_on_the_fixtures() -> None:
    codes = [e.code for e in registry.index()]
    texts = _fixture_texts()
    assert len(texts) > 20
    skipped = 0
    for name, text in texts:
        _sound(name, text, codes)
        for code in codes:
            skipped += _skippable(text, [code])
    assert skipped > 0  # the screen does turn fixtures away for some rules


@pytest.mark.slow
def test_index_screen_is_sound_on_the_whole_corpus() -> None:
    from conftest import CORPUS

    if not CORPUS.is_dir():
        pytest.skip(f"no corpus at {CORPUS}")
    codes = [e.code for e in registry.index()]
    files = sorted(CORPUS.rglob("*.py"))
    assert len(files) > 1000
    for path in files:
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        _sound(str(path), text, codes)


def test_a_screened_out_file_imports_neither_libcst_nor_a_rule(tmp_path: Path) -> None:
    import subprocess
    import sys

    clean = tmp_path / "clean.py"
    clean.write_text("import os\n\nprint(os.getcwd())\n")
    matching = tmp_path / "matching.py"
    matching.write_text("import torch\nx = torch.zeros(3).cuda()\n")
    probe = (
        "import sys\nfrom torchlint.cli import main\n"
        "try:\n    main([sys.argv[1], '--no-cache', '--select', 'ALL', '--preview', sys.argv[2]])\n"
        "except SystemExit as exit:\n    code = exit.code\n"
        "loaded = sorted(m for m in sys.modules if m == 'libcst' or m.startswith('torchlint.rules.'))\n"
        "print(code, len(loaded), 'libcst' in loaded)\n"
    )
    outputs = [
        subprocess.run([sys.executable, "-c", probe, "check", str(path)], capture_output=True,
                       text=True, cwd=tmp_path, check=True).stdout.split("\n")[-2]
        for path in (clean, matching)
    ]
    assert outputs[0] == "0 0 False"  # clean: nothing imported, exit 0
    assert outputs[1].startswith("1 ") and outputs[1].endswith(" True")  # a finding: exit 1


def test_a_warm_run_with_findings_imports_no_libcst(tmp_path: Path) -> None:
    """Cached findings are filtered and printed without the engine."""
    import subprocess
    import sys
    import time

    (tmp_path / "m.py").write_text("import torch\n\nfor step in range(10):\n    x = torch.zeros(3).cuda()\n")
    probe = (
        "import sys\nfrom torchlint.cli import main\n"
        "try:\n    main(['check', '--select', 'ALL', '--no-pedantic', '--cache-dir', 'cache', 'm.py'])\n"
        "except SystemExit as exit:\n    code = exit.code\n"
        "print(code, 'libcst' in sys.modules)\n"
    )

    def run() -> str:
        done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                              cwd=tmp_path, check=True)
        return done.stdout.split("\n")[-2]

    assert run() == "1 True"  # cold: parsed
    time.sleep(2.1)  # past the cache's window for files written just now
    run()  # re-hashes the young file and trusts its stat from now on
    assert run() == "1 False"  # warm: the same finding, from the cache alone


def _rule_patterns() -> list:
    from torchlint import screen

    found = {}
    for code, compiled, _ in registry.screens_for([e.code for e in registry.index()]) or []:
        if isinstance(compiled, list):
            for pattern in compiled:
                found[(pattern.pattern, pattern.flags)] = pattern
    kinds = {screen._shape(q)[0] for p in found.values() for q in [p, *screen._alternatives(p)]}
    assert kinds >= {"words", "needs", "starts", "leads", "ascii", "any"}
    return list(found.values())


EDGES = [
    "t = time.time()", "from time import perf_counter as pc", "%timeit f()", "%%time\nf()",
    "x = timeit", "timer()", "x.timestamp()", "grad_scaler(loss)", "self.scaler (loss)",
    "x . to (d)", "x.\\\nto(d)", "y = x.to(d)", "a; x.cuda()", "if c: x.cpu()", "  (x).to(d)",
    "DEVICE = 'CUDA'", "dév = 1", "mpſ = 1", "ſtep()", "x.item ()", "[v.tolist() for v in t]",
    "F.dropout(x)", "dropout_p = 0.1", "torch.zeros(3).to(d)", "zeros_like(x)", "from torch import ones as o",
    "loss.backward()", "opt.step()", "optimizer.step ()", "Adam(p)", "AdamWeight(p)", "nn.Conv2d(1, 2, 3)",
    # a leading word inside longer words before its own occurrence
    "runtime(); datetime.now(); time\\\n()", "x = onesies + ones\t(3)", "dropout_rate; F.dropout  (x)",
    "mydevice = d; device == d", "f(device  # cpu\n  = d)", "device_map = 1; devices =2",
]


def test_pattern_shapes_answer_as_the_patterns_do(corpus_subset: Path) -> None:
    """The word-set answers of ``Words.matches`` (torchlint.screen._shape) are exactly the
    patterns' own, on edge cases, every fixture and test file, and timm + torchvision."""
    from torchlint import screen

    patterns = _rule_patterns()
    texts = list(EDGES)
    root = Path(__file__).resolve().parent.parent
    texts += [p.read_text(encoding="utf-8") for p in sorted((root / "fixtures").rglob("*.py"))]
    texts += [p.read_text(encoding="utf-8") for p in sorted((root / "tests").rglob("*.py"))]
    texts += [p.read_text(encoding="utf-8") for p in sorted(corpus_subset.glob("t*/**/*.py"))]
    for text in texts:
        words = screen.Words(text)
        for pattern in patterns:
            assert words.matches(pattern) == (pattern.search(text) is not None), (pattern.pattern, text[:80])


def test_a_pattern_is_split_only_at_its_top_level() -> None:
    import re

    from torchlint import screen

    split = screen._alternatives(re.compile(r"a(?:b|c)|[|x]|d\|e"))
    assert [p.pattern for p in split] == ["a(?:b|c)", "[|x]", r"d\|e"]
    assert screen._alternatives(re.compile("(?x) a | b")) == []  # verbose: not split
    assert [p.flags & re.I for p in screen._alternatives(re.compile("(?i)ab|c+"))] == [re.I, re.I]
