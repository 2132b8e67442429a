"""Ruff's full format: the finding, the source line with carets under it, the fix title."""

from __future__ import annotations

from torchlint.output import OutputReport
from torchlint.output.concise import line as heading
from torchlint.output.concise import visible
from torchlint.output.style import paint
from torchlint.output.summary import summary


def excerpt(report: OutputReport, diagnostic) -> list[str]:  # noqa: ANN001
    row = diagnostic.location.row
    # A notebook's rows restart in every cell, so its lines are keyed by (cell, row).
    key = row if diagnostic.cell is None else (diagnostic.cell, row)
    source = report.lines.get((diagnostic.filename, key))
    if source is None:
        return []
    source = visible(source.expandtabs(1))
    width = len(str(row))
    start = diagnostic.location.column - 1
    if diagnostic.end_location.row == row:
        stop = diagnostic.end_location.column - 1
    else:
        stop = len(source.rstrip())
    carets = "^" * max(1, stop - start)
    gutter = " " * width
    bar = paint(report, "|", fg="blue", bold=True)
    lines = [
        f"{gutter} {bar}",
        f"{paint(report, str(row), fg='blue', bold=True)} {bar} {source}",
        f"{gutter} {bar} {' ' * start}{paint(report, carets + ' ' + diagnostic.code, fg='red', bold=True)}",
        f"{gutter} {bar}",
    ]
    if diagnostic.fix is not None:
        label = "help" if diagnostic.fix.applies(report.unsafe_fixes) else f"help ({diagnostic.fix.applicability.value} fix)"
        lines.append(f"{gutter} {paint(report, '=', fg='blue', bold=True)} "
                     f"{paint(report, label, fg='cyan', bold=True)}: {diagnostic.fix.message}")
    return lines


def render(report: OutputReport) -> str:
    blocks = []
    for diagnostic in report.diagnostics:
        blocks.append("\n".join([heading(report, diagnostic), *excerpt(report, diagnostic)]) + "\n")
    out = "\n".join(blocks)
    if not report.quiet:
        out += ("\n" if blocks else "") + summary(report)
    return out
