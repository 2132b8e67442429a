"""Finds the rules under ``torchlint/rules/`` and turns selectors into sets of rules.

A rule is registered by existing: any ``Rule`` subclass with a code in a module of the
``torchlint.rules`` package. Selectors follow Ruff: a full code (``TL101``), a prefix (``TL1``,
``TL10``) or ``ALL``.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from functools import lru_cache
from typing import Iterable

from torchlint.diagnostics import ENGINE_CODES  # noqa: F401 - also read from here
from torchlint.rule import Rule

CODE_PATTERN = re.compile(r"^TL\d{3}$")


class UnknownSelector(ValueError):
    def __init__(self, selector: str) -> None:
        super().__init__(f"unknown rule selector {selector!r}")
        self.selector = selector


@lru_cache(maxsize=None)
def all_rules() -> tuple[type[Rule], ...]:
    import torchlint.rules as package

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




def known_code(code: str) -> bool:
    return code in ENGINE_CODES or rule_by_code(code) is not None


def matches(selector: str, code: str) -> bool:
    return selector == "ALL" or code.startswith(selector)


def check_selector(selector: str) -> str:
    """Normalise a selector, raising UnknownSelector when it matches no rule."""
    normalized = selector.strip().upper()
    if normalized == "ALL":
        return normalized
    if not normalized.startswith("TL") or not any(
        matches(normalized, code) for code in [r.code for r in all_rules()] + list(ENGINE_CODES)
    ):
        raise UnknownSelector(selector)
    return normalized


def _specificity(selector: str) -> int:
    return 0 if selector == "ALL" else len(selector)


def resolve(
    layers: Iterable[tuple[list[str] | None, list[str], list[str]]], *, preview: bool = False
) -> tuple[type[Rule], ...]:
    """The rules enabled after applying each (select, extend_select, ignore) layer in order.

    Within a layer the most specific matching selector wins and an ignore beats a select of
    equal specificity, as in Ruff. A layer whose select is not None starts from scratch.
    Preview rules join the default set and come in through prefixes and ALL only when
    ``preview`` is on (``--preview`` / ``preview = true`` opts in to them); naming a preview
    rule's full code selects it regardless (that is an explicit request).
    """
    rules = all_rules()
    enabled = {r.code for r in rules if preview or not r.preview}
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
    return tuple(r for r in rules if r.code in enabled)
