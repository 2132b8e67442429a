"""Output formats: one module per format, each with ``render(report) -> str``.

No output module knows a rule; each sees only diagnostics, the source lines they point at, and
whether unsafe fixes are on (which decides what counts as fixable).
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
}


@dataclass
class OutputReport:
    diagnostics: list[Diagnostic]
    # (filename, row) -> that line's text, for excerpts
    lines: dict[tuple[str, int], str] = field(default_factory=dict)
    unsafe_fixes: bool = False
    fixed: int = 0  # fixes applied, for `torchlint fix`
    mode: str = "check"  # or "fix"
    quiet: bool = False


def renderer(name: str) -> Callable[[OutputReport], str]:
    module = importlib.import_module(f"torchlint.output.{FORMATS[name]}")
    return module.render
