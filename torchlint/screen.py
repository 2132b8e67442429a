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

import gc
import re
from typing import TYPE_CHECKING, Sequence, Union

from torchlint import source

if TYPE_CHECKING:
    from torchlint.rule import Rule

# Word groups (every group must have a word in the file), or regular expressions (each must
# match somewhere in it).
Screen = Union[tuple[frozenset[str], ...], list[re.Pattern[str]]]

_WORD = re.compile(r"\w+")
_ASCII_WORD = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


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
        self._matched: dict[tuple[str, int], bool] = {}
        self._lower: str | None = None

    def passes(self, screen: Screen, module: str | None = None) -> bool:
        """Whether the file meets ``screen`` and, when ``module`` (the rule's module under
        torchlint.rules) is given, that rule's syntax screen."""
        if isinstance(screen, list):
            if not all(self.matches(pattern) for pattern in screen):
                return False
        elif screen:
            words = self.words()
            if not all(not group.isdisjoint(words) for group in screen):
                return False
        return module is None or self.passes_syntax(module)

    def words(self) -> set[str]:
        if self._words is None:
            self._words = set(_WORD.findall(self.text))
        return self._words

    def matches(self, pattern: re.Pattern[str]) -> bool:
        """``pattern.search(text)``, answered from the word set where the pattern's form
        allows (see :func:`_shape`), and once per file for a pattern several rules share."""
        key = (pattern.pattern, pattern.flags)
        found = self._matched.get(key)
        if found is None:
            kind, words = _shape(pattern)
            if kind == "any":  # a top-level alternation: each alternative on its own
                found = any(self.matches(part) for part in _alternatives(pattern))
            elif kind == "words":
                found = not words.isdisjoint(self.words())
            elif kind == "ascii" and self.text.isascii():
                if self._lower is None:
                    self._lower = self.text.lower()
                found = any(word in self._lower for word in words)
            elif kind == "needs" and words.isdisjoint(self.words()):
                found = False
            elif kind == "starts":
                found = self._matches_at_words(pattern, words & self.words())
            elif kind == "leads":
                found = self._matches_at_words(pattern, words)
            else:
                found = pattern.search(self.text) is not None
            self._matched[key] = found
        return found

    def _matches_at_words(self, pattern: re.Pattern[str], words: set[str]) -> bool:
        """``pattern.search(text)`` for a "starts" pattern: tried where each of ``words`` (its
        leading words that the file holds) occurs, which is where any match starts."""
        text, match = self.text, pattern.match
        for word in words:
            at = text.find(word)
            while at != -1:
                if match(text, at):
                    return True
                at = text.find(word, at + 1)
        return False

    def passes_syntax(self, module: str) -> bool:
        decided = self._decided.get(module)
        if decided is None:
            from torchlint import syntax_screens

            if not syntax_screens.has_screen(module):
                decided = True
            else:
                if self._syntax is None:
                    self._syntax = syntax_screens.Syntax(self.text)
                # The tree is many objects that hold no cycles: a collection while it is
                # built walks them all for nothing (a tenth of the syntax stage).
                collecting = gc.isenabled()
                gc.disable()
                try:
                    decided = syntax_screens.may_report(module, self._syntax)  # type: ignore[arg-type]
                finally:
                    if collecting:
                        gc.enable()
            self._decided[module] = decided
        return decided

    def tree(self) -> object:
        """The file's CPython parse tree (``ast.Module``), the syntax screens' when they built
        one; None when CPython cannot parse the file."""
        if self._syntax is None:
            from torchlint import syntax_screens

            self._syntax = syntax_screens.Syntax(self.text)
        return self._syntax.tree  # type: ignore[attr-defined]

    def compiles(self) -> bool:
        """Whether CPython parses the file (the syntax screens' tree, when one was built)."""
        if self._syntax is not None:
            return self._syntax.tree is not None  # type: ignore[attr-defined]
        return source._compiles(self.text)


_shapes: dict[tuple[str, int], tuple[str, frozenset[str]]] = {}


def _shape(pattern: re.Pattern[str]) -> tuple[str, frozenset[str]]:
    """What a screen pattern asks, where its form shows it, so that the file's word set (built
    once) can answer instead of a scan of the whole text per pattern, which cost 23 s of CPU
    time over the corpus:

    - ("words", W): the pattern is ``\\b(?:w1|w2)\\b`` (or an alternation of such): it matches
      exactly when a word of W is one of the file's maximal runs of word characters;
    - ("needs", W): every alternative of the pattern starts, after a word boundary or a
      character that is not a word character, with a word of W followed by a boundary or
      such a character: it cannot match unless a word of W is in the file;
    - ("starts", W): a "needs" pattern each alternative of which starts with ``\\b`` and
      the word: a match starts where a word of W does, so the pattern is tried there only
      (found by a plain search for the word, far faster than the pattern's own scan);
    - ("leads", W): each alternative starts with ``\\b`` and a word of W, whatever follows
      (which may not show that the word stands whole): tried where each word of W occurs;
    - ("ascii", W): a case-insensitive alternation of plain ASCII words: on ASCII text it
      matches exactly when one of them occurs in the lowered text;
    - ("regex", {}): anything else: the pattern itself decides.
    """
    key = (pattern.pattern, pattern.flags)
    found = _shapes.get(key)
    if found is None:
        try:
            found = _analysed(pattern)
        except Exception:  # noqa: BLE001 - an unexpected form: the pattern decides
            found = ("regex", frozenset())
        _shapes[key] = found
    return found


def _analysed(pattern: re.Pattern[str]) -> tuple[str, frozenset[str]]:
    try:
        from re import _constants as constants, _parser as parser  # type: ignore[attr-defined]
    except ImportError:  # Python < 3.11
        import sre_constants as constants  # type: ignore[no-redef]
        import sre_parse as parser  # type: ignore[no-redef]

    items = list(parser.parse(pattern.pattern, pattern.flags & ~re.IGNORECASE))
    alternatives = items[0][1][1] if len(items) == 1 and items[0][0] is constants.BRANCH else [items]
    if len(items) == 1 and items[0][0] is constants.SUBPATTERN and items[0][1][1] & re.IGNORECASE:
        # `(?i:cuda|mps)`: a group that turns case off for all of the pattern
        inner = list(items[0][1][3])
        alternatives = inner[0][1][1] if len(inner) == 1 and inner[0][0] is constants.BRANCH else [inner]
        words = [_literal(list(alternative), constants) for alternative in alternatives]
        if all(word and word.isascii() and word.isalpha() for word in words):
            return "ascii", frozenset(word.lower() for word in words)  # type: ignore[union-attr]
        return "regex", frozenset()
    if pattern.flags & re.IGNORECASE:
        words = [_literal(alternative, constants) for alternative in alternatives]
        if all(word and word.isascii() and word.isalpha() for word in words):
            return "ascii", frozenset(word.lower() for word in words)  # type: ignore[union-attr]
    if len(alternatives) > 1 and len(_alternatives(pattern)) == len(alternatives):
        # `\.item\(|(?i:cuda)`: one scan of the text per alternative, each by the cheapest
        # means, is faster than one scan that tries every alternative at every position
        return "any", frozenset()
    if pattern.flags & re.IGNORECASE:
        return "regex", frozenset()
    needed: set[str] = set()
    exact = anchored = True
    for alternative in alternatives:
        found = _leading_words(list(alternative), constants)
        if found is None:
            leading = [_opening_words(list(alternative), constants) for alternative in alternatives]
            if all(leading):
                return "leads", frozenset(word for words in leading for word in words)  # type: ignore[union-attr]
            return "regex", frozenset()
        words, whole, starts = found
        needed |= words
        exact = exact and whole
        anchored = anchored and starts
    return ("words" if exact else "starts" if anchored else "needs"), frozenset(needed)


_split: dict[tuple[str, int], list[re.Pattern[str]]] = {}


def _alternatives(pattern: re.Pattern[str]) -> list[re.Pattern[str]]:
    """The top-level alternatives of ``pattern``, each compiled with its flags (``[]`` when it
    has none, or a form this split does not read: a character class holding ``|`` is read
    right, a verbose pattern is not split)."""
    key = (pattern.pattern, pattern.flags)
    found = _split.get(key)
    if found is None:
        found = []
        if not pattern.flags & re.VERBOSE:
            text, depth, start, index, in_class = pattern.pattern, 0, 0, 0, False
            pieces = []
            while index < len(text):
                char = text[index]
                if char == "\\":
                    index += 2
                    continue
                if in_class:
                    in_class = char != "]"
                elif char == "[":
                    in_class = True
                    if text[index + 1 : index + 2] == "]":
                        index += 1  # `[]...]`: a literal `]`
                elif char == "(":
                    depth += 1
                elif char == ")":
                    depth -= 1
                elif char == "|" and depth == 0:
                    pieces.append(text[start:index])
                    start = index + 1
                index += 1
            pieces.append(text[start:])
            if len(pieces) > 1:
                found = [re.compile(piece, pattern.flags) for piece in pieces]
        _split[key] = found
    return found


def _literal(items: list, constants: object) -> str | None:
    """The text of a sequence of plain literals, else None."""
    if not items or any(op is not constants.LITERAL for op, _ in items):  # type: ignore[attr-defined]
        return None
    return "".join(chr(code) for _, code in items)


def _leading_words(items: list, constants: object) -> tuple[set[str], bool, bool] | None:
    """(words, whole, starts) when the alternative ``items`` needs one of ``words`` as a whole
    run of word characters (``whole``: and is exactly ``\\b(?:words)\\b``; ``starts``: and
    begins with ``\\b`` and the word, so that a match starts where the word does), else
    None."""
    at, boundary, literal = constants.AT, constants.AT_BOUNDARY, constants.LITERAL  # type: ignore[attr-defined]
    repeats = (constants.MAX_REPEAT, constants.MIN_REPEAT)  # type: ignore[attr-defined]
    index, bounded, start = 0, False, 0
    while index < len(items):
        op, value = items[index]
        if op is at and value is boundary:
            bounded = True
        elif op is literal and chr(value) not in _ASCII_WORD:
            bounded = True
        elif op in repeats and _not_word(value[2], constants):
            pass  # optional characters that are not word characters: `%?`, `[\\s\\\\]*`
        else:
            break
        index += 1
        start = index
    if not bounded or index >= len(items):
        return None
    words, index = _words_at(items, index, constants, word_characters=True)
    if not all(word and set(word) <= _ASCII_WORD for word in words):
        return None
    after = index
    while after < len(items) and items[after][0] in repeats and _not_word(items[after][1][2], constants):
        after += 1
    if after >= len(items):
        return None
    op, value = items[after]
    if not ((op is at and value is boundary) or (op is literal and chr(value) not in _ASCII_WORD)):
        return None
    starts = start == 1 and items[0] == (at, boundary)
    whole = starts and after == index == len(items) - 1 and op is at
    return set(words), whole, starts  # type: ignore[arg-type]


def _opening_words(items: list, constants: object) -> set[str] | None:
    """The words an alternative starts with, when it is ``\\b`` and then one of them (what
    follows does not matter: a match starts where one of the words does), else None."""
    if len(items) < 2 or items[0] != (constants.AT, constants.AT_BOUNDARY):  # type: ignore[attr-defined]
        return None
    words, _ = _words_at(items, 1, constants, word_characters=False)
    return set(words) if all(words) else None  # type: ignore[arg-type]


def _words_at(items: list, index: int, constants: object, *, word_characters: bool) -> tuple[list, int]:
    """The literal texts that can stand at ``items[index]`` (a branch of literals, or a run
    of literals, of word characters only when ``word_characters``; None for an alternative
    that is not plain text) and the index after them."""
    op, value = items[index]
    if op is constants.BRANCH:  # type: ignore[attr-defined]
        return [_literal(list(alternative), constants) for alternative in value[1]], index + 1
    end = index
    while end < len(items) and items[end][0] is constants.LITERAL and (  # type: ignore[attr-defined]
        not word_characters or chr(items[end][1]) in _ASCII_WORD
    ):
        end += 1
    return [_literal(items[index:end], constants)], end


def _not_word(items: list, constants: object) -> bool:
    """Whether every character ``items`` (a repeat's body) can match is not a word character:
    plain literals, and sets of such literals and whitespace."""
    literal, in_, category = constants.LITERAL, constants.IN, constants.CATEGORY  # type: ignore[attr-defined]
    for op, value in items:
        if op is literal:
            if chr(value) in _ASCII_WORD:
                return False
        elif op is in_:
            for member, argument in value:
                if member is literal:
                    if chr(argument) in _ASCII_WORD:
                        return False
                elif not (member is category and argument is constants.CATEGORY_SPACE):  # type: ignore[attr-defined]
                    return False
        else:
            return False
    return True


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
