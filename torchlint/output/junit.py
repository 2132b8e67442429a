"""JUnit XML, for CI systems that show test reports (GitLab, Jenkins, Azure): one test suite
per file, one failed test case per finding; a clean run is one passing test case, so the
report still shows that the check ran.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from torchlint.output import OutputReport

# XML 1.0 cannot carry most control characters, even escaped; a message quoting odd source
# text must not make the whole report unreadable.
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _text(value: str) -> str:
    return _NOT_XML.sub("\ufffd", value)


def _position(diagnostic) -> str:  # noqa: ANN001
    cell = f"cell {diagnostic.cell}:" if diagnostic.cell is not None else ""
    return f"{cell}{diagnostic.location.row}:{diagnostic.location.column}"


def render(report: OutputReport) -> str:
    found = len(report.diagnostics)
    root = ET.Element("testsuites", name="torchlint", tests=str(max(found, 1)),
                      failures=str(found), errors="0")
    if not found:
        suite = ET.SubElement(root, "testsuite", name="torchlint", tests="1", failures="0",
                              errors="0", skipped="0")
        ET.SubElement(suite, "testcase", name="No findings", classname="torchlint")
    by_file: dict[str, list] = {}
    for diagnostic in report.diagnostics:
        by_file.setdefault(diagnostic.filename, []).append(diagnostic)
    for filename, cases in by_file.items():
        suite = ET.SubElement(root, "testsuite", name=_text(filename), tests=str(len(cases)),
                              failures=str(len(cases)), errors="0", skipped="0")
        for diagnostic in cases:
            position = _position(diagnostic)
            case = ET.SubElement(
                suite, "testcase", name=f"{diagnostic.code} at {position}",
                classname=_text(filename), file=_text(filename),
                line=str((report.file_lines(diagnostic) or (1, 1))[0]),
            )
            # JUnit has no severity: the failure's text and message lead with it
            failure = ET.SubElement(case, "failure",
                                    message=_text(f"{diagnostic.severity}: {diagnostic.message}"),
                                    type=diagnostic.code)
            body = f"{filename}:{position}: {diagnostic.code} {diagnostic.severity}: {diagnostic.message}"
            for related in diagnostic.related:  # the finding's other places, one line each
                cell = f"cell {related.cell}:" if related.cell is not None else ""
                body += f"\n  also {filename}:{cell}{related.location.row}:{related.location.column}: {related.message}"
            failure.text = _text(body)
    ET.indent(root)
    # ASCII with character references: the report survives any console or file encoding.
    body = ET.tostring(root, encoding="us-ascii").decode("ascii")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n"
