"""One line per finding: ``path:row:col: CODE [*] message``, then the summary."""

from __future__ import annotations

from torchlint.output import OutputReport
from torchlint.output.style import paint
from torchlint.output.summary import fix_marker, summary


_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def shown_name(name: str) -> str:
    """A file name on one line: control characters (a newline would split the finding in
    two) and bytes that are not UTF-8 written as escapes."""
    return name if name.isprintable() else "".join(map(_escape, name))


def _escape(c: str) -> str:
    if c.isprintable():
        return c
    if c in _ESCAPES:
        return _ESCAPES[c]
    if 0xDC80 <= ord(c) <= 0xDCFF:  # a byte that is not UTF-8, as os.fsdecode keeps it
        return f"\\x{ord(c) - 0xDC00:02x}"
    return f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}"


def visible(text: str) -> str:
    """Text quoted from a source file, safe for a terminal and one column per character:
    control characters become their Control Pictures (ESC is shown as U+241B), so that an
    escape sequence in a flagged line (``\\x1b]0;title\\x07``) is shown, never obeyed."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else _picture(c) for c in text)


def _picture(c: str) -> str:
    code = ord(c)
    if code < 0x20:
        return chr(0x2400 + code)
    return "\u2421" if code == 0x7F else "\ufffd"


# The code's colour in the text formats says the severity, as editors do.
COLOURS = {"error": "red", "warning": "yellow", "info": "cyan"}


def location(diagnostic) -> str:  # noqa: ANN001
    cell = f"cell {diagnostic.cell}:" if diagnostic.cell is not None else ""
    return f"{shown_name(diagnostic.filename)}:{cell}{diagnostic.location.row}:{diagnostic.location.column}"


def line(report: OutputReport, diagnostic) -> str:  # noqa: ANN001
    where = paint(report, location(diagnostic), bold=True)
    code = paint(report, diagnostic.code, fg=COLOURS.get(diagnostic.severity, "red"), bold=True)
    return f"{where}: {code}{fix_marker(report, diagnostic)} {visible(diagnostic.message)}"


def render(report: OutputReport) -> str:
    out = "".join(line(report, d) + "\n" for d in report.diagnostics)
    if not report.quiet:
        out += summary(report)
    return out
