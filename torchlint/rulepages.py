"""What `torchlint rule` prints: a rule's page and the table of rules.

Built from the rules themselves (their docstrings and attributes) and from data shipped with
the package, never from the docs/ folder, which an installed wheel does not have.
:mod:`torchlint.docs` writes the documentation site from the same functions.
"""

from __future__ import annotations

import inspect
import json
from pathlib import Path

from torchlint import registry
from torchlint.rule import Rule

# What `torchlint rule` prints of the verifier's GPU report ships with the package: an
# installed wheel has no docs/ folder. `python -m torchlint.docs` regenerates it from
# docs/benchmarks.md, and the drift test keeps the two in step.
MEASURED = Path(__file__).resolve().parent / "measured.json"


def _shipped() -> dict[str, str]:
    try:
        return json.loads(MEASURED.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def _measured_line(code: str) -> str | None:
    """The rule's summary line from the verifier's GPU report, as shipped with the package."""
    return _shipped().get(code)


_CONTEXT_WORDS = {"hot": "hot paths (per step, batch or forward)", "cold": "code that runs once or every N steps", "test": "tests"}


def contexts_line(rule: type[Rule]) -> str:
    """Where the rule reports without --pedantic, in words (a rule whose default is a place
    rather than a cost context says so in ``default_scope``)."""
    scope = getattr(rule, "default_scope", None)
    if scope:
        return f"{scope}; elsewhere with `--pedantic`"
    if rule.default_contexts is None:
        return "everywhere"
    named = []
    for context in ("hot", "cold", "test"):
        if context in rule.default_contexts:
            cost = rule.context_costs.get(context)
            named.append(_CONTEXT_WORDS[context] + (f" ({cost})" if cost else ""))
    if "cold" not in rule.default_contexts:
        named.append("not code that runs once every N steps (`if step % 100 == 0:`)")
    return ", ".join(named) + "; elsewhere with `--pedantic`"


def default_word(rule: type[Rule]) -> str:
    """The rule's column in the tables of rules: on, off or preview."""
    return "preview" if rule.preview else "on" if rule.default else "off"


def default_line(rule: type[Rule]) -> str:
    """Whether a plain `torchlint check` reports the rule, and how to turn it on if not."""
    if rule.preview:
        return (f"preview, off (select it by code: `--select {rule.code}`; prefixes and `ALL` "
                "include it only with `--preview`; below the bar for on by default on user code: "
                "see On user code)")
    if rule.default:
        return "on"
    return (f"off (select it: `--select {rule.code}`, `--extend-select {rule.code}` or "
            "`--select ALL`; below the bar for on by default on user code: see On user code)")


def rule_page(rule: type[Rule]) -> str:
    body = inspect.getdoc(rule) or ""
    default = default_line(rule)
    header = (
        f"# {rule.code} {rule.name}\n\n"
        f"- Fix: {rule.fix_availability.value}\n"
        f"- Default: {default}\n"
        f"- Reports by default in: {contexts_line(rule)}\n\n"
    )
    page = header + body.strip() + "\n"
    measured = _measured_line(rule.code)
    if measured:
        page += (
            "\nFrom the verifier's report on an H100 "
            "([benchmarks.md](../benchmarks.md), `torchlint bench`):\n\n"
            + _report_header()
            + measured
            + "\n"
        )
    return page


def engine_page(code: str) -> str | None:
    """The page of one of the engine's own codes (TL001, TL002) or of the profile family
    (TL9xx), or None."""
    from torchlint.diagnostics import ENGINE_RULES, PROFILE_RULES

    for engine in ENGINE_RULES + PROFILE_RULES:
        if engine.code == code.upper():
            if engine.profile:
                return (f"# {engine.code} {engine.name}\n\n- Fix: none\n"
                        "- Reported by: `torchlint profile` only (never by `check`)\n\n"
                        f"{engine.description}\n\n{engine.documentation.strip()}\n")
            return (f"# {engine.code} {engine.name}\n\n- Fix: none\n"
                    + ("- Default: on, whatever is selected (turned off by `ignore`)\n"
                       if engine.default else "- Default: off; on when named (`--extend-select "
                       f"{engine.code}`)\n")
                    + "- Reports by default in: every file it applies to\n\n"
                    f"{engine.description}\n\n{engine.documentation.strip()}\n")
    return None


def _report_header() -> str:
    return _shipped().get("header", "")


def rule_table() -> str:
    from torchlint.diagnostics import ENGINE_RULES, PROFILE_RULES

    rows = ["code   name                                  fix        default\n"]
    rows += [f"{e.code}  {e.name:<37} {'none':<10} {'on' if e.default else 'opt-in'}\n"
             for e in ENGINE_RULES]
    for rule in registry.all_rules():
        default = default_word(rule)
        rows.append(f"{rule.code}  {rule.name:<37} {rule.fix_availability.value:<10} {default}\n")
    rows += [f"{e.code}  {e.name:<37} {'none':<10} profile\n" for e in PROFILE_RULES]
    return "".join(rows)
