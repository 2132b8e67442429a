"""Ruff's JSON output: a list of diagnostics with 1-based rows and columns."""

from __future__ import annotations

import json
import os

from torchlint.output import OutputReport


def entry(diagnostic) -> dict:  # noqa: ANN001
    data = diagnostic.to_dict()
    if not diagnostic.filename.startswith("<"):
        data["filename"] = os.path.abspath(diagnostic.filename)  # Ruff reports absolute paths
    return data


def render(report: OutputReport) -> str:
    return json.dumps([entry(d) for d in report.diagnostics], indent=2, sort_keys=True) + "\n"
