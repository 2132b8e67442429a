"""Ruff's full format: the finding, the source line with carets under it, the fix title."""

from __future__ import annotations

from torchlint.output import OutputReport
from torchlint.output.concise import line as heading, shown_name, visible
from torchlint.output.style import paint
from torchlint.output.summary import summary


def related_location(diagnostic, related) -> str:  # noqa: ANN001
    """``path:row:col`` of a related place (``path:cell N:row:col`` in a notebook)."""
    cell = f"cell {related.cell}:" if related.cell is not None else ""
    return f"{shown_name(diagnostic.filename)}:{cell}{related.location.row}:{related.location.column}"


def excerpt(report: OutputReport, diagnostic) -> list[str]:  # noqa: ANN001
    row = diagnostic.location.row
    # A notebook's rows restart in every cell, so its lines are keyed by (cell, row).
    key = row if diagnostic.cell is None else (diagnostic.cell, row)
    source = report.lines.get((diagnostic.filename, key))
    if source is None:  # no excerpt; the other places of the finding still show
        return [f"  = also: {related_location(diagnostic, r)}: {r.message}" for r in diagnostic.related]
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
    for related in diagnostic.related:
        lines.append(f"{gutter} {paint(report, '=', fg='blue', bold=True)} "
                     f"{paint(report, 'also', fg='cyan', bold=True)}: "
                     f"{related_location(diagnostic, related)}: {related.message}")
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
