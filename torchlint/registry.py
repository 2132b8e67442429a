"""Finds the rules under ``torchlint/rules/`` and turns selectors into sets of rules.

A rule is registered by existing: any ``Rule`` subclass with a code in a module of the
``torchlint.rules`` package. Selectors follow Ruff: a full code (``TL101``), a prefix (``TL1``,
``TL10``) or ``ALL``.

What selection and the screen need of each rule (code, name, preview flag, default contexts,
fix availability, screen) is also kept in ``torchlint/rule_index.py``, generated from the rule
classes by ``python -m torchlint.registry``: resolving a selection and screening a file then
import no rule module (each imports libcst, a third of a one-file check). The index holds a
digest of the sources it was generated from; when they differ (a rule edited or added and the
index not regenerated), :func:`index` derives the same entries from the imported classes
instead, so a stale index costs time, never a finding.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable, Sequence

from torchlint.diagnostics import ENGINE_CODES  # noqa: F401 - also read from here

if TYPE_CHECKING:
    from torchlint.rule import Rule
    from torchlint.screen import Screen

CODE_PATTERN = re.compile(r"^TL\d{3}$")


class UnknownSelector(ValueError):
    def __init__(self, selector: str) -> None:
        super().__init__(f"unknown rule selector {selector!r}")
        self.selector = selector


@lru_cache(maxsize=None)
def all_rules() -> tuple[type[Rule], ...]:
    import torchlint.rules as package
    from torchlint.rule import Rule

    found: dict[str, type[Rule]] = {}
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and issubclass(value, Rule)
                and value is not Rule
                and value.__module__ == module.__name__
                and value.code
            ):
                if not CODE_PATTERN.match(value.code):
                    raise RuntimeError(f"{value.__name__}: bad rule code {value.code!r}")
                if value.code in found:
                    raise RuntimeError(f"rule code {value.code} defined twice")
                found[value.code] = value
    return tuple(found[code] for code in sorted(found))


def rule_by_code(code: str) -> type[Rule] | None:
    for rule in all_rules():
        if rule.code == code.upper():
            return rule
    return None


def rules_for_codes(codes: Iterable[str]) -> list[type[Rule]]:
    """The rule classes of ``codes``, in that order, importing only their modules (a file
    that the screen lets through for one rule does not pay for the import of the others)."""
    entries = index_by_code()
    found = []
    for code in codes:
        entry = entries[code]
        module = importlib.import_module(f"torchlint.rules.{entry.module}")
        found.append(getattr(module, entry.cls))
    return found


# -- the index: what is known of each rule without importing it ----------------------------
@dataclass(frozen=True)
class RuleEntry:
    code: str
    name: str
    module: str  # under torchlint.rules
    cls: str
    preview: bool
    default_contexts: tuple[str, ...] | None
    fix_availability: str
    screen: tuple  # torchlint.screen.dump() of the rule's screen
    default: bool = True  # on by default (Rule.default)

    def compiled_screen(self) -> Screen:
        found = _compiled.get(self.code)
        if found is None:
            from torchlint import screen

            found = _compiled[self.code] = screen.load(self.screen)
        return found


_compiled: dict[str, Screen] = {}
_PACKAGE = os.path.dirname(os.path.abspath(__file__))
# What a rule's entry can depend on: the rule modules and what they build on.
_SOURCES = ("rules", "rule.py", "semantic", "diagnostics.py", "screen.py", "registry.py")


def sources_digest() -> str:
    """A digest of the sources the index is generated from (names and contents)."""
    try:
        from _blake2 import blake2b
    except ImportError:  # pragma: no cover - CPython always builds _blake2
        from hashlib import blake2b

    digest = blake2b(digest_size=16)
    for name in _SOURCES:
        path = os.path.join(_PACKAGE, name)
        files = (
            sorted(os.path.join(path, f) for f in os.listdir(path) if f.endswith(".py"))
            if os.path.isdir(path) else [path]
        )
        for file in files:
            with open(file, "rb") as handle:
                data = handle.read()
            digest.update(f"{os.path.relpath(file, _PACKAGE)}\0{len(data)}\0".encode())
            digest.update(data)
    return digest.hexdigest()


def entries_from_classes() -> tuple[RuleEntry, ...]:
    """Every rule's entry, from the imported rule classes (what the index is generated from)."""
    from torchlint import screen

    return tuple(
        RuleEntry(
            code=rule.code,
            name=rule.name,
            module=rule.__module__.rsplit(".", 1)[-1],
            cls=rule.__name__,
            preview=bool(rule.preview),
            default_contexts=(
                tuple(sorted(rule.default_contexts)) if rule.default_contexts is not None else None
            ),
            fix_availability=str(rule.fix_availability.value),
            screen=screen.dump(screen.of_rule(rule)),
            default=bool(rule.default),
        )
        for rule in all_rules()
    )


@lru_cache(maxsize=None)
def index() -> tuple[RuleEntry, ...]:
    """Every rule's entry, sorted by code: from the generated index when it was generated
    from the sources as they are, else from the rule classes (importing them)."""
    try:
        from torchlint import rule_index
    except ImportError:
        rule_index = None
    try:
        fresh = rule_index is not None and rule_index.SOURCES == sources_digest()
    except OSError:  # sources not readable as files (a zip): trust only the classes
        fresh = False
    if fresh:
        return tuple(RuleEntry(*row) for row in rule_index.RULES)
    return entries_from_classes()


@lru_cache(maxsize=None)
def index_by_code() -> dict[str, RuleEntry]:
    return {entry.code: entry for entry in index()}


INDEX_HEADER = '''"""Each rule's code, name, module, class, preview flag, default contexts, fix availability,
screen and default flag, for torchlint.registry.index(): generated from the rule classes by
`python -m torchlint.registry`; do not edit. (A stale file is ignored at run time: SOURCES
must be the digest of the sources it was generated from.)"""

'''


def index_text() -> str:
    """The text of torchlint/rule_index.py for the rules as they are."""
    rows = "".join(
        f"    {(e.code, e.name, e.module, e.cls, e.preview, e.default_contexts, e.fix_availability, e.screen, e.default)!r},\n"
        for e in entries_from_classes()
    )
    return f"{INDEX_HEADER}SOURCES = {sources_digest()!r}\n\nRULES = (\n{rows})\n"


def screens_for(codes: Iterable[str]) -> list[tuple[str, Screen, str]] | None:
    """Each code with its rule's screen and module, from the index; None when a code is not
    in it."""
    entries = index_by_code()
    named = []
    for code in codes:
        entry = entries.get(code)
        if entry is None:
            return None
        named.append((code, entry.compiled_screen(), entry.module))
    return named


def known_code(code: str) -> bool:
    return code in ENGINE_CODES or code.upper() in index_by_code()


def matches(selector: str, code: str) -> bool:
    return selector == "ALL" or code.startswith(selector)


def check_selector(selector: str) -> str:
    """Normalise a selector, raising UnknownSelector when it matches no rule."""
    normalized = selector.strip().upper()
    if normalized == "ALL":
        return normalized
    if not normalized.startswith("TL") or not any(
        matches(normalized, code) for code in [e.code for e in index()] + list(ENGINE_CODES)
    ):
        raise UnknownSelector(selector)
    return normalized


def _specificity(selector: str) -> int:
    return 0 if selector == "ALL" else len(selector)


def resolve(
    layers: Iterable[tuple[list[str] | None, list[str], list[str]]], *, preview: bool = False
) -> tuple[type[Rule], ...]:
    """The rules of :func:`resolve_codes` (imports every rule module)."""
    return tuple(rules_for_codes(resolve_codes(layers, preview=preview)))


def resolve_codes(
    layers: Iterable[tuple[list[str] | None, list[str], list[str]]], *, preview: bool = False
) -> tuple[str, ...]:
    """The codes of the rules enabled after applying each (select, extend_select, ignore)
    layer in order, from the index (no rule module imported).

    Within a layer the most specific matching selector wins and an ignore beats a select of
    equal specificity, as in Ruff. A layer whose select is not None starts from scratch.
    With no select, the rules on by default (``Rule.default``) are enabled; a stable rule
    that is off by default comes in through its code, a prefix or ALL, as in Ruff. Preview
    rules join the default set (when marked default) and come in through prefixes and ALL
    only when ``preview`` is on (``--preview`` / ``preview = true`` opts in to them); naming a
    preview rule's full code selects it regardless (that is an explicit request).
    """
    rules = index()
    enabled = {r.code for r in rules if r.default and (preview or not r.preview)}
    for select, extend_select, ignore in layers:
        if select is not None:
            enabled = set()
        selectors = [(s, True) for s in (select or []) + extend_select]
        selectors += [(s, False) for s in ignore]
        for rule in rules:
            best: tuple[int, int] | None = None
            for selector, on in selectors:
                if not matches(selector, rule.code):
                    continue
                if rule.preview and not preview and selector != rule.code and on:
                    continue
                rank = (_specificity(selector), 0 if on else 1)
                if best is None or rank > best:
                    best = rank
            if best is None:
                continue
            if best[1] == 0:
                enabled.add(rule.code)
            else:
                enabled.discard(rule.code)
    return tuple(r.code for r in rules if r.code in enabled)


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m torchlint.registry [--check]``: write torchlint/rule_index.py (``--check``:
    exit 1 when it is not what the rules give)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    path = os.path.join(_PACKAGE, "rule_index.py")
    text = index_text()
    try:
        with open(path, encoding="utf-8") as handle:
            current = handle.read()
    except OSError:
        current = None
    if "--check" in arguments:
        if current != text:
            print(f"{path} is stale: run `python -m torchlint.registry`", file=sys.stderr)
            return 1
        return 0
    if current != text:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
