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
    asks: a word occurs in the sense of ``\\bword\\b`` exactly when it is one of them. A rule
    that passes its text screen then meets its syntax screen, if it has one
    (torchlint.syntax_screens), on the file's CPython parse tree, built once."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._words: set[str] | None = None
        self._syntax: object = None
        self._decided: dict[str, bool] = {}

    def passes(self, screen: Screen, module: str | None = None) -> bool:
        """Whether the file meets ``screen`` and, when ``module`` (the rule's module under
        torchlint.rules) is given, that rule's syntax screen."""
        if isinstance(screen, list):
            if not all(pattern.search(self.text) for pattern in screen):
                return False
        elif screen:
            if self._words is None:
                self._words = set(_WORD.findall(self.text))
            if not all(not group.isdisjoint(self._words) for group in screen):
                return False
        return module is None or self.passes_syntax(module)

    def passes_syntax(self, module: str) -> bool:
        decided = self._decided.get(module)
        if decided is None:
            from torchlint import syntax_screens

            if not syntax_screens.has_screen(module):
                decided = True
            else:
                if self._syntax is None:
                    self._syntax = syntax_screens.Syntax(self.text)
                decided = syntax_screens.may_report(module, self._syntax)  # type: ignore[arg-type]
            self._decided[module] = decided
        return decided

    def compiles(self) -> bool:
        """Whether CPython parses the file (the syntax screens' tree, when one was built)."""
        if self._syntax is not None:
            return self._syntax.tree is not None  # type: ignore[attr-defined]
        return source._compiles(self.text)


# The last file screened: the runner screens a file, then the engine screens it again for
# the rules it was handed; the second time costs no word split and no CPython parse.
_last: Words | None = None


def words_of(text: str) -> Words:
    global _last
    if _last is None or _last.text is not text:
        _last = Words(text)
    return _last


_screens: dict[type, Screen] = {}


def screened(rules: Sequence[type[Rule]], text: str) -> list[type[Rule]]:
    """The rules that could report in ``text``: a rule whose screen is not met cannot match,
    so the file need not be parsed for it."""
    words = words_of(text)
    kept = []
    for rule in rules:
        screen = _screens.get(rule)
        if screen is None:
            screen = _screens[rule] = of_rule(rule)
        if words.passes(screen, rule.__module__.rpartition(".")[2]):
            kept.append(rule)
    return kept


def kept(named: Sequence[tuple[str, Screen, str]], text: str) -> list[str]:
    """The names (rule codes) whose screens ``text`` meets, in order: each with its screen
    and its rule's module (for the syntax screen)."""
    words = words_of(text)
    return [name for name, screen, module in named if words.passes(screen, module)]


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
    return not kept and words_of(text).compiles()
