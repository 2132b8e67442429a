"""GitHub Actions workflow commands: each finding becomes an annotation on the pull request.

``::error file=PATH,line=ROW,col=COL,endLine=ROW,endColumn=COL,title=CODE::MESSAGE``, escaped
the way the Actions runner unescapes (the rules of ``@actions/core``): in the message ``%``,
CR and LF; in a property value also ``:`` and ``,``, which would otherwise end the value.
"""

from __future__ import annotations

from torchlint.output import OutputReport


def escape_data(value: str) -> str:
    return value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(value: str) -> str:
    return escape_data(value).replace(":", "%3A").replace(",", "%2C")


def command(diagnostic, report: OutputReport | None = None) -> str:  # noqa: ANN001
    level = {"warning": "warning", "info": "notice"}.get(diagnostic.severity, "error")
    message = diagnostic.message
    if diagnostic.cell is not None:
        # A notebook's rows count from the top of a cell: the annotation goes on the line of
        # the .ipynb file that holds the flagged row (the same mapping SARIF uses; columns
        # inside a JSON string would not match the code's, so none are given), and the
        # message carries the cell and position.
        where = f"cell {diagnostic.cell}:{diagnostic.location.row}:{diagnostic.location.column}"
        lines = report.file_lines(diagnostic) if report is not None else None
        properties = [("file", diagnostic.filename)]
        if lines is not None:
            properties += [("line", str(lines[0])), ("endLine", str(lines[1]))]
        properties.append(("title", diagnostic.code))
        message = f"{where}: {message}"
    else:
        properties = [
            ("file", diagnostic.filename),
            ("line", str(diagnostic.location.row)),
            ("col", str(diagnostic.location.column)),
            ("endLine", str(diagnostic.end_location.row)),
            ("endColumn", str(diagnostic.end_location.column)),
            ("title", diagnostic.code),
        ]
    fields = ",".join(f"{key}={escape_property(value)}" for key, value in properties)
    return f"::{level} {fields}::{escape_data(message)}"


def render(report: OutputReport) -> str:
    return "".join(command(d, report) + "\n" for d in report.diagnostics)
