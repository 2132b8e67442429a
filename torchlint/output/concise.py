"""One line per finding: ``path:row:col: CODE [*] message``, then the summary."""

from __future__ import annotations

from torchlint.output import OutputReport
from torchlint.output.style import paint
from torchlint.output.summary import fix_marker, summary


def location(diagnostic) -> str:  # noqa: ANN001
    cell = f"cell {diagnostic.cell}:" if diagnostic.cell is not None else ""
    return f"{diagnostic.filename}:{cell}{diagnostic.location.row}:{diagnostic.location.column}"


def line(report: OutputReport, diagnostic) -> str:  # noqa: ANN001
    where = paint(report, location(diagnostic), bold=True)
    code = paint(report, diagnostic.code, fg="red", bold=True)
    return f"{where}: {code}{fix_marker(report, diagnostic)} {diagnostic.message}"


def render(report: OutputReport) -> str:
    out = "".join(line(report, d) + "\n" for d in report.diagnostics)
    if not report.quiet:
        out += summary(report)
    return out
