"""ANSI colours for the text formats, only when the report asks for them."""

from __future__ import annotations

from typing import Any

from torchlint.output import OutputReport


def paint(report: OutputReport, text: str, **style: Any) -> str:
    if not report.color:
        return text
    import click

    return click.style(text, **style)
