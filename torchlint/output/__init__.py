"""Output formats: one module per format, each with ``render(report) -> str``.

No output module knows a rule; each sees only diagnostics, the source lines they point at,
whether unsafe fixes are on (which decides what counts as fixable), and, for formats that list
rules (SARIF), the rules' metadata that the caller passes in as ``RuleInfo``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Callable

from torchlint.diagnostics import Diagnostic

# name -> module under torchlint.output (imported only when that format is asked for)
FORMATS: dict[str, str] = {
    "text": "text",
    "concise": "concise",
    "json": "json_format",
    "json-lines": "json_lines",
    "github": "github",
    "sarif": "sarif",
    "junit": "junit",
    "gitlab": "gitlab",
}


@dataclass(frozen=True)
class RuleInfo:
    """What a format that describes rules (SARIF) may say about one; built by the caller."""

    code: str
    name: str
    summary: str  # what it does, one paragraph
    documentation: str = ""  # the full Markdown page
    url: str | None = None
    fix: str = "none"  # none, safe, unsafe, sometimes
    preview: bool = False
    default: bool = True  # on by default (a plain `check`); False: selected by code, prefix or ALL
    engine: bool = False  # one of the engine's own codes (TL001...), not a rule
    severity: str = "error"  # the rule's own: "error" for bug rules, "warning" for performance


@dataclass
class OutputReport:
    diagnostics: list[Diagnostic]
    # (filename, row) -> that line's text, for excerpts
    lines: dict[tuple[str, int], str] = field(default_factory=dict)
    unsafe_fixes: bool = False
    fixed: int = 0  # fixes applied, for `torchlint fix`
    mode: str = "check"  # or "fix"
    quiet: bool = False
    color: bool = False  # ANSI colours in the text formats
    # False: a path could not be read or no rule was on, so "All checks passed!" would lie
    checked: bool = True
    # findings left out because an opt-in is off: (count, the flag to use, why they are off)
    hints: list[tuple[int, str, str]] = field(default_factory=list)
    fixed_diagnostics: list[Diagnostic] = field(default_factory=list)
    show_fixes: bool = False  # list the applied fixes per file (`--show-fixes`)
    rules: list[RuleInfo] = field(default_factory=list)
    # (filename, cell, row) -> the line of the .ipynb file holding that row, for formats that
    # cannot name a cell (SARIF); given by the caller, which can read notebooks
    notebook_rows: dict[tuple[str, int, int], int] = field(default_factory=dict)

    def file_lines(self, diagnostic: Diagnostic) -> tuple[int, int] | None:
        """The first and last line of the file (an .ipynb's own lines for a notebook cell)
        that hold the finding; None for a notebook that could not be read again. Formats
        that point at a file's lines (GitHub, GitLab, JUnit, SARIF) use it, so a notebook
        finding is shown on the line of the cell that holds it."""
        if diagnostic.cell is None:
            return diagnostic.location.row, max(diagnostic.location.row,
                                                diagnostic.end_location.row)
        key = (diagnostic.filename, diagnostic.cell)
        start = self.notebook_rows.get((*key, diagnostic.location.row))
        if start is None:
            return None
        end = self.notebook_rows.get((*key, diagnostic.end_location.row), start)
        return start, max(start, end)


def renderer(name: str) -> Callable[[OutputReport], str]:
    module = importlib.import_module(f"torchlint.output.{FORMATS[name]}")
    return module.render
