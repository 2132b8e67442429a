"""SARIF 2.1.0, the format code-scanning services read (GitHub's among them).

One run whose driver lists every rule with its documentation and its page (the metadata that
the caller passes in the report's ``rules``: this module knows no rule), then one result per
finding with its region and, where the finding has a fix, the fix as SARIF ``fixes`` (the
replacements that ``torchlint fix`` would make).

Columns count characters, as everywhere in torchlint, so the run says
``columnKind: unicodeCodePoints`` rather than SARIF's default of UTF-16 code units. Paths below
the working directory are relative to ``%SRCROOT%``, which is the working directory; others
are absolute ``file:`` URIs.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

from torchlint import __version__
from torchlint.diagnostics import DOCS_URL, Diagnostic, Edit
from torchlint.output import OutputReport, RuleInfo

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = DOCS_URL.split("/blob/")[0]
ROOT = "%SRCROOT%"


def rule_descriptors(rules: list[RuleInfo]) -> list[dict[str, Any]]:
    descriptors = []
    for rule in rules:
        descriptor: dict[str, Any] = {
            "id": rule.code,
            "name": rule.name,
            "shortDescription": {"text": _first_sentence(rule.summary)},
            "fullDescription": {"text": rule.summary},
        }
        if rule.documentation:
            descriptor["help"] = {"text": rule.documentation, "markdown": rule.documentation}
        if rule.url:
            descriptor["helpUri"] = rule.url
        if not rule.engine:
            descriptor["defaultConfiguration"] = {"level": LEVELS[rule.severity],
                                                  "enabled": rule.default and not rule.preview}
            descriptor["properties"] = {
                "tags": ["torchlint", "performance", "pytorch"],
                "fix": rule.fix,
                "preview": rule.preview,
                "default": rule.default,
            }
        else:
            descriptor["defaultConfiguration"] = {"level": "error"}
            descriptor["properties"] = {"tags": ["torchlint"]}
        descriptors.append(descriptor)
    return descriptors


def _first_sentence(text: str) -> str:
    match = re.match(r"(.+?\.)(\s|$)", text)
    return match.group(1) if match else text


def artifact(filename: str) -> dict[str, str]:
    path = Path(filename)
    if path.is_absolute():
        return {"uri": path.as_uri()}
    # Bytes, not text: a file name that is not UTF-8 keeps its bytes as %XX escapes.
    return {"uri": quote(os.fsencode(path.as_posix())), "uriBaseId": ROOT}


def region(start: Any, end: Any) -> dict[str, int]:
    return {
        "startLine": start.row,
        "startColumn": start.column,
        "endLine": end.row,
        "endColumn": end.column,
    }


# torchlint's severities as SARIF levels
LEVELS = {"error": "error", "warning": "warning", "info": "note"}


def replacement(edit: Edit) -> dict[str, Any]:
    return {
        "deletedRegion": region(edit.location, edit.end_location),
        "insertedContent": {"text": edit.content},
    }


def result(diagnostic: Diagnostic, index: dict[str, int], report: OutputReport) -> dict[str, Any]:
    location: dict[str, Any] = {"artifactLocation": artifact(diagnostic.filename)}
    out: dict[str, Any] = {
        "ruleId": diagnostic.code,
        "level": LEVELS.get(diagnostic.severity, "error"),
        "message": {"text": diagnostic.message},
        "locations": [{"physicalLocation": location}],
    }
    if diagnostic.code in index:
        out["ruleIndex"] = index[diagnostic.code]
    if diagnostic.measured is not None:  # what `torchlint profile` measured on the line
        out["properties"] = {"measured": diagnostic.measured}
    if diagnostic.related:
        out["relatedLocations"] = [
            related_location(diagnostic, related, number, report)
            for number, related in enumerate(diagnostic.related, start=1)
        ]
    if diagnostic.cell is not None:
        # Rows in a notebook count from the top of a cell, not of the .ipynb file: the region
        # gives the lines of the file that hold the flagged rows (columns inside a JSON string
        # would not match the code's, so none are given), and the cell and position travel as
        # properties.
        out["properties"] = {
            **out.get("properties", {}),
            "cell": diagnostic.cell,
            "row": diagnostic.location.row,
            "column": diagnostic.location.column,
        }
        lines = report.file_lines(diagnostic)
        if lines is not None:
            location["region"] = {"startLine": lines[0], "endLine": lines[1]}
        return out
    location["region"] = region(diagnostic.location, diagnostic.end_location)
    fix = diagnostic.fix
    if fix is not None and fix.edits:
        out["fixes"] = [{
            "description": {"text": fix.message},
            "artifactChanges": [{
                "artifactLocation": artifact(diagnostic.filename),
                "replacements": [replacement(edit) for edit in fix.edits],
            }],
            "properties": {"applicability": fix.applicability.value},
        }]
    return out


def related_location(diagnostic: Diagnostic, related: Any, number: int, report: OutputReport) -> dict[str, Any]:
    """Another place of the finding (SARIF ``relatedLocations``), in the same file."""
    physical: dict[str, Any] = {"artifactLocation": artifact(diagnostic.filename)}
    out: dict[str, Any] = {"id": number, "physicalLocation": physical, "message": {"text": related.message}}
    if related.cell is not None:  # as the finding's own location: the .ipynb file's lines
        rows = report.notebook_rows
        start = rows.get((diagnostic.filename, related.cell, related.location.row))
        end = rows.get((diagnostic.filename, related.cell, related.end_location.row), start)
        if start is not None:
            physical["region"] = {"startLine": start, "endLine": max(start, end or start)}
        out["properties"] = {
            "cell": related.cell, "row": related.location.row, "column": related.location.column
        }
    else:
        physical["region"] = region(related.location, related.end_location)
    return out


def log(report: OutputReport) -> dict[str, Any]:
    rules = rule_descriptors(report.rules)
    index = {rule["id"]: position for position, rule in enumerate(rules)}
    return {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "torchlint",
                "version": __version__,
                "informationUri": INFORMATION_URI,
                "rules": rules,
            }},
            "originalUriBaseIds": {ROOT: {"uri": Path(os.getcwd()).as_uri().rstrip("/") + "/"}},
            "columnKind": "unicodeCodePoints",
            "results": [result(d, index, report) for d in report.diagnostics],
        }],
    }


def render(report: OutputReport) -> str:
    return json.dumps(log(report), indent=2) + "\n"
