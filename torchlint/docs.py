"""Documentation generated from the rules themselves: rule pages and the rule table.

A rule's class docstring is its user documentation, written in Markdown with the sections
``## What it does``, ``## Why is this slow?``, ``## Example``, ``## Use instead``,
``## Fix safety`` and ``## Measured``. ``python -m torchlint.docs`` writes ``docs/rules/*.md``
and ``docs/configuration.md``; a test fails when the committed pages drift from the code.
"""

from __future__ import annotations

import inspect
import json
import re
import sys
from pathlib import Path

from torchlint import registry
from torchlint.config import KEYS
from torchlint.rule import Rule
from torchlint.diagnostics import ENGINE_RULES, PROFILE_RULES
from torchlint.rulepages import MEASURED, contexts_line, default_word, engine_page, rule_page, rule_table  # noqa: F401 (re-exported)

SECTIONS = (
    "## What it does",
    "## Why is this slow?",
    "## Example",
    "## Use instead",
    "## Fix safety",
    "## Measured",
)
DOCS = Path(__file__).resolve().parent.parent / "docs"


def missing_sections(rule: type[Rule]) -> list[str]:
    text = inspect.getdoc(rule) or ""
    return [section for section in SECTIONS if section not in text]


def measured_lines() -> dict[str, str]:
    """Rule code -> its summary line in docs/benchmarks.md (the source, in a checkout)."""
    report = DOCS / "benchmarks.md"
    if not report.is_file():
        return {}
    found: dict[str, str] = {}
    lines = report.read_text(encoding="utf-8").splitlines()
    for index, line in enumerate(lines):
        match = re.match(r"^\|\s*(TL\d+)\b", line)
        if match:
            found.setdefault(match.group(1), line)
        elif (line.startswith("| Rule") or line.startswith("| rule")) and index + 1 < len(lines):
            found.setdefault("header", line + "\n" + lines[index + 1] + "\n")
    return found


def measured_data() -> str:
    return json.dumps(measured_lines(), indent=1, sort_keys=True, ensure_ascii=False) + "\n"


# What the Default column of the tables of rules means.
DEFAULT_COLUMN = (
    "Default: `on` rules are checked by a plain `torchlint check`; `off` rules are stable and "
    "checked when selected (`--select TL201`, a prefix such as `--select TL2`, "
    "`--extend-select`, or `--select ALL`), no `--preview` needed; `preview` rules are "
    "selected by their full code, or through a prefix or `ALL` with `--preview`. A rule is on "
    "by default when at least 20 of its findings on user code were reviewed and at least 90% "
    "of them acted on; each rule's page gives its figure under \"On user code\".\n"
)


def _rule_rows() -> str:
    return "".join(
        f"| [{rule.code}]({rule.code}.md) | {rule.name} | {rule.fix_availability.value} "
        f"| {default_word(rule)} |\n"
        for rule in registry.all_rules()
    )


def rules_index() -> str:
    # measured from a recorded run by `torchlint profile` (docs/profile.md), never by `check`
    profile_rows = "".join(
        f"| [{e.code}]({e.code}.md) | {e.name} | none | profile |\n" for e in PROFILE_RULES
    )
    return (
        "# Rules\n\n"
        "Generated from the rules' docstrings by `python -m torchlint.docs`.\n\n"
        "| Code | Name | Fix | Default |\n|---|---|---|---|\n"
        + _rule_rows() + profile_rows + "\n" + DEFAULT_COLUMN
    )


def configuration_page() -> str:
    lines = [
        "# Configuration reference\n\n",
        "Generated from `torchlint/config.py` by `python -m torchlint.docs`.\n\n",
        "torchlint reads its configuration from the nearest folder at or above each path it "
        "checks that holds `.torchlint.toml`, `torchlint.toml` (these two with the keys at "
        "their top level) or a `pyproject.toml` with a `[tool.torchlint]` table, the first of "
        "the three winning, as Ruff's `ruff.toml` beats `pyproject.toml` (`--config FILE` "
        "names the file instead). Command-line options override it: `--config KEY=VALUE` "
        "replaces a key (`--config 'preview = true'`); `--select`, `--exclude` and "
        "`--per-file-ignores` replace `select`, `exclude` and `per-file-ignores`; `--ignore`, "
        "`--extend-ignore`, `--extend-select` and `--extend-exclude` add to what is "
        "configured. An unknown key, a value of the wrong type, invalid TOML or an unknown "
        "rule code stops the run with exit code 2 and one line naming the file and the key."
        "\n\n",
        "| Key | Type | Meaning |\n|---|---|---|\n",
    ]
    for key, (_, kind, meaning) in KEYS.items():
        lines.append(f"| `{key}` | {kind} | {meaning} |\n")
    lines.append(
        "\nExample:\n\n```toml\n[tool.torchlint]\nselect = [\"ALL\"]\nignore = [\"TL302\"]\n"
        "exclude = [\"third_party/\"]\nunsafe-fixes = false\n\n[tool.torchlint.per-file-ignores]\n"
        "\"tests/*\" = [\"TL4\"]\n```\n"
    )
    lines.append(options_section())
    lines.append(formats_section())
    return "".join(lines)


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def options_section() -> str:
    """The options of `check` and `fix`, from the click commands themselves."""
    import click

    from torchlint import cli

    out = ["\n## Command-line options\n\n",
           "Generated from `torchlint/cli.py`. Exit codes: 0 nothing found, 1 findings (or "
           "findings left after fixing), 2 usage, configuration or internal error.\n"]
    for command in (cli.check, cli.fix):
        out.append(f"\n### `torchlint {command.name}`\n\n{_cell(command.help or '')}\n\n")
        out.append("| Option | Meaning |\n|---|---|\n")
        for param in command.params:
            if not isinstance(param, click.Option) or param.hidden:
                continue
            names = " / ".join(f"`{name}`" for name in [*param.opts, *param.secondary_opts])
            meaning = _cell(param.help or "")
            if isinstance(param.type, click.Choice):
                meaning += " One of " + ", ".join(f"`{c}`" for c in param.type.choices) + "."
            if param.show_default and param.default not in (None, False):
                meaning += f" Default `{param.default}`."
            out.append(f"| {names} | {meaning} |\n")
    return "".join(out)


def formats_section() -> str:
    """Each `--output-format`, described by the first line of its module's docstring."""
    import importlib

    from torchlint.output import FORMATS

    out = ["\n## Output formats\n\n",
           "Generated from `torchlint/output/`. Recipes for CI: [ci.md](ci.md).\n\n",
           "| `--output-format` | What it prints |\n|---|---|\n"]
    for name, module_name in FORMATS.items():
        module = importlib.import_module(f"torchlint.output.{module_name}")
        summary = (inspect.getdoc(module) or "").split("\n\n")[0]
        out.append(f"| `{name}` | {_cell(summary)} |\n")
    return "".join(out)


README = DOCS.parent / "README.md"
_TABLE = re.compile(r"(<!-- rules-table -->\n).*?(<!-- /rules-table -->)", re.DOTALL)


def readme_with_table(readme: str) -> str:
    """README.md with the rule table between its markers regenerated."""
    table = _rule_rows().replace("](", "](docs/rules/")
    header = "| Code | Name | Fix | Default |\n|---|---|---|---|\n"
    return _TABLE.sub(lambda m: m.group(1) + header + table + m.group(2), readme)


def pages() -> dict[Path, str]:
    out = {MEASURED: measured_data()}
    out.update({DOCS / "rules" / f"{rule.code}.md": rule_page(rule) for rule in registry.all_rules()})
    out.update({DOCS / "rules" / f"{engine.code}.md": engine_page(engine.code)
                for engine in ENGINE_RULES + PROFILE_RULES})
    out[DOCS / "rules" / "README.md"] = rules_index()
    out[DOCS / "configuration.md"] = configuration_page()
    if README.is_file():
        out[README] = readme_with_table(README.read_text(encoding="utf-8"))
    return out


def main() -> int:
    MEASURED.write_text(measured_data(), encoding="utf-8")  # the rule pages read it
    for path, text in pages().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(DOCS.parent)}")
    stale = {p for p in (DOCS / "rules").glob("TL*.md")} - set(pages())
    for path in sorted(stale):  # a rule that no longer exists
        path.unlink()
        print(f"removed {path.relative_to(DOCS.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
