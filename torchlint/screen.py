"""Which rules could report in a text, decided on the text alone: the screen before the parse.

Each rule names the words its matches must contain (``Rule.screen``), or its own regular
expressions (``Rule.screen_patterns``); a file in which some group has no occurrence cannot
hold a finding of that rule. The engine parses a file only for the rules that pass.

The same screens are kept, with each rule's code and preview flag, in the generated
``torchlint/rule_index.py`` (``torchlint.registry.screens_for`` reads them), so that a check of
a file that no selected rule can match decides so without importing a rule module, and so
without libcst: this module imports neither.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Sequence, Union

from torchlint import source

if TYPE_CHECKING:
    from torchlint.rule import Rule

# Word groups (every group must have a word in the file), or regular expressions (each must
# match somewhere in it).
Screen = Union[tuple[frozenset[str], ...], list[re.Pattern[str]]]

_WORD = re.compile(r"\w+")


def of_rule(rule: type[Rule]) -> Screen:
    """A rule's screen: its word groups when that is all it says (answered from the file's
    set of words), else its ``screen_patterns``."""
    from torchlint.rule import Rule  # only reached with a rule class, so already imported

    plain = getattr(rule.screen_patterns, "__func__", None) is Rule.screen_patterns.__func__
    groups = tuple(frozenset(group) for group in rule.screen)
    if plain and all(groups) and all(_WORD.fullmatch(w) for group in groups for w in group):
        return groups
    return rule.screen_patterns()


def dump(screen: Screen) -> tuple:
    """A screen as plain, ``repr``-stable data for the generated rule index."""
    if isinstance(screen, list):
        return ("patterns", tuple((pattern.pattern, pattern.flags) for pattern in screen))
    return ("words", tuple(tuple(sorted(group)) for group in screen))


def load(data: tuple) -> Screen:
    kind, items = data
    if kind == "patterns":
        return [re.compile(pattern, flags) for pattern, flags in items]
    return tuple(frozenset(group) for group in items)


class Words:
    """The file's maximal runs of word characters, found once and only when a word screen
    asks: a word occurs in the sense of ``\\bword\\b`` exactly when it is one of them."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._words: set[str] | None = None

    def passes(self, screen: Screen) -> bool:
        if isinstance(screen, list):
            return all(pattern.search(self.text) for pattern in screen)
        if not screen:
            return True
        if self._words is None:
            self._words = set(_WORD.findall(self.text))
        return all(not group.isdisjoint(self._words) for group in screen)


_screens: dict[type, Screen] = {}


def screened(rules: Sequence[type[Rule]], text: str) -> list[type[Rule]]:
    """The rules that could report in ``text``: a rule whose screen is not met cannot match,
    so the file need not be parsed for it."""
    words = Words(text)
    kept = []
    for rule in rules:
        screen = _screens.get(rule)
        if screen is None:
            screen = _screens[rule] = of_rule(rule)
        if words.passes(screen):
            kept.append(rule)
    return kept


def kept(named: Sequence[tuple[str, Screen]], text: str) -> list[str]:
    """The names (rule codes) whose screens ``text`` meets, in order."""
    words = Words(text)
    return [name for name, screen in named if words.passes(screen)]


def nothing_to_find(text: str, kept: Sequence[str]) -> bool:
    """Whether checking ``text`` with the rules whose screens it meets (``kept``) must find
    nothing, decided as the engine's ``check_text`` decides it before parsing: a file within
    the size limits that ``# torchlint: noqa`` turns off, or valid Python that no rule's
    screen lets through. The caller may then answer "no findings" without importing the
    engine or libcst."""
    if source.size_error(text) is not None:
        return False  # one TL001: the engine says it
    if source.file_disabled(text):
        return True
    return not kept and source._compiles(text)
