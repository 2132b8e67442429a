"""What the outputs may say about each code: ``RuleInfo`` built from the registry, the rules'
docstrings and the engine's own codes, so that no output module has to know a rule."""

from __future__ import annotations

import inspect
import re

from torchlint import registry
from torchlint.diagnostics import DOCS_URL, ENGINE_RULES, PROFILE_RULES
from torchlint.output import RuleInfo
from torchlint.rule import Rule


def _section(doc: str, heading: str) -> str:
    match = re.search(rf"^## {re.escape(heading)}\s*\n(.*?)(?=^## |\Z)", doc, re.M | re.S)
    return match.group(1).strip() if match else ""


def rule_info(rule: type[Rule]) -> RuleInfo:
    doc = inspect.getdoc(rule) or ""
    return RuleInfo(
        code=rule.code,
        name=rule.name,
        summary=" ".join(_section(doc, "What it does").split()) or rule.name,
        documentation=doc,
        url=DOCS_URL.format(code=rule.code),
        fix=rule.fix_availability.value,
        preview=rule.preview,
        default=rule.default,
        severity=rule.severity,
    )


def all_codes(profile: bool = False) -> list[RuleInfo]:
    """The engine's codes, then every rule, in code order; with ``profile``, then the codes
    only `torchlint profile` reports (TL9xx)."""
    engine = [RuleInfo(code=e.code, name=e.name, summary=e.description, engine=True,
                       documentation=e.documentation, url=DOCS_URL.format(code=e.code),
                       default=e.default)
              for e in ENGINE_RULES]
    profile_codes = [RuleInfo(code=e.code, name=e.name, summary=e.description, engine=True,
                              documentation=e.documentation, url=DOCS_URL.format(code=e.code),
                              severity="warning")
                     for e in PROFILE_RULES]
    return engine + [rule_info(rule) for rule in registry.all_rules()] + (
        profile_codes if profile else [])
