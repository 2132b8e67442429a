"""One JSON object per line (Ruff's ``json-lines``): the ``json`` format's entries, streamable."""

from __future__ import annotations

import json

from torchlint.output import OutputReport
from torchlint.output.json_format import entry


def render(report: OutputReport) -> str:
    return "".join(
        json.dumps(entry(d), sort_keys=True, separators=(",", ":")) + "\n"
        for d in report.diagnostics
    )
