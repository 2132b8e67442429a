"""GitLab Code Quality: a JSON list of issues, shown on the merge request's changes.

Each finding becomes ``{description, check_name, fingerprint, severity, location: {path,
lines: {begin, end}}}``. The fingerprint identifies a finding across commits, so that GitLab
can tell new findings from old ones: it hashes the code, the path, the message and the text of
the flagged line (not its row, which moves when lines are added above), plus a counter for
identical findings in one file. Notebook rows count from the top of a cell: a notebook finding
points at the line of the .ipynb file that holds it (the mapping SARIF uses) and its
description carries the cell and position.
"""

from __future__ import annotations

import hashlib
import json

from torchlint.output import OutputReport


def issue(report: OutputReport, diagnostic, seen: dict[str, int]) -> dict:  # noqa: ANN001
    row = diagnostic.location.row
    key = row if diagnostic.cell is None else (diagnostic.cell, row)
    line = (report.lines.get((diagnostic.filename, key)) or "").strip()
    identity = "\0".join([diagnostic.code, diagnostic.filename, diagnostic.message, line])
    occurrence = seen.get(identity, 0)
    seen[identity] = occurrence + 1
    fingerprint = hashlib.sha256(f"{identity}\0{occurrence}".encode("utf-8", "surrogatepass"))
    description = f"{diagnostic.code} {diagnostic.message}"
    if diagnostic.cell is not None:
        where = f"cell {diagnostic.cell}:{row}:{diagnostic.location.column}"
        description = f"{where}: {description}"
    begin, end = report.file_lines(diagnostic) or (1, 1)  # a notebook gone since: its top
    return {
        "description": description,
        "check_name": diagnostic.code,
        "fingerprint": fingerprint.hexdigest(),
        # GitLab's scale is info, minor, major, critical, blocker: a bug is major, a
        # performance warning minor
        "severity": {"warning": "minor", "info": "info"}.get(diagnostic.severity, "major"),
        "location": {"path": diagnostic.filename, "lines": {"begin": begin, "end": end}},
    }


def render(report: OutputReport) -> str:
    seen: dict[str, int] = {}
    issues = [issue(report, d, seen) for d in report.diagnostics]
    return json.dumps(issues, indent=2) + "\n"
