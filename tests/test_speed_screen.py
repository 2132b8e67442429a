"""The text screen skips parsing files no selected rule can report in. It must never change
a finding: on real code, every rule (preview ones too) with and without the screen."""

from __future__ import annotations

from pathlib import Path

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
