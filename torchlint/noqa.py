"""Adding ``# noqa: CODE`` comments: one implementation for ``check --add-noqa`` and the
language server's "Disable for this line" action.

A comment is added only where it silences the finding. It goes on the finding's noqa row
(the row the engine reads suppressions from); a row that ends inside a string (a triple-
quoted, raw or f-string spanning lines) or after a backslash cannot hold a comment: text
appended there would change the string's value, or the file would no longer parse. Such a row
is left alone and reported, never edited. Whether the comment took is decided the way a check
decides it: the edited text's own ``noqa_table`` (a comment token, found by the tokenizer,
not text that merely looks like one).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from torchlint import engine
from torchlint.diagnostics import Edit, Location


@dataclass
class NoqaEdits:
    edits: list[Edit] = field(default_factory=list)  # at most one per row, rows ascending
    refused: list[int] = field(default_factory=list)  # rows left alone: no comment can go there
    unparsable: bool = False  # the comments together would break the file: nothing applies


def noqa_edits(
    text: str,
    filename: str,
    rows: dict[int, set[str]],
    *,
    check_parse: bool = True,
    python: Callable[[str], str] | None = None,
) -> NoqaEdits:
    """The edits adding ``codes`` to the ``# noqa`` of each row of ``rows`` (row -> codes). A
    row that already silences all its codes gets no edit (and so is not counted as added).
    ``check_parse``: the text parses now, so the edited one must parse too. ``python``: the
    text as the parser sees it (a notebook cell's magics masked), when that differs."""
    python = python or (lambda t: t)
    index = engine.LineIndex(text)
    wanted: dict[int, tuple[Edit, set[str]]] = {}
    out = NoqaEdits()
    for row, codes in sorted(rows.items()):
        if not 1 <= row <= len(index.starts):
            continue
        line = index.line(row)
        match = engine._NOQA.search(line)
        if match and match.group("codes") is None:
            continue  # a bare `# noqa` silences everything already (if it is a comment)
        if line.rstrip().endswith("\\"):  # a comment cannot follow a line continuation
            out.refused.append(row)
            continue
        if match:
            present = {c.upper() for c in re.split(r"[\s,]+", match.group("codes")) if c}
            new = sorted(set(codes) - present)
            if not new:
                continue
            column = match.end("codes") + 1
            edit = Edit(Location(row, column), Location(row, column), ", " + ", ".join(new))
        else:
            kept = len(line.rstrip())
            edit = Edit(Location(row, kept + 1), Location(row, len(line) + 1), "  # noqa: " + ", ".join(sorted(codes)))
        wanted[row] = (edit, set(codes))
    if not wanted:
        return out
    new_text = apply(text, [edit for edit, _ in wanted.values()])
    table = engine.noqa_table(python(new_text), filename, [])
    for row, (edit, codes) in sorted(wanted.items()):
        silenced = table.get(row, frozenset())
        if silenced is None or codes <= silenced:
            out.edits.append(edit)
        else:  # the text went into a string: leave the row as it is
            out.refused.append(row)
    out.refused.sort()
    if out.refused and out.edits:
        new_text = apply(text, out.edits)
    if check_parse and out.edits:
        try:
            engine.parse(python(new_text))
        except engine.SourceError:
            out.edits = []
            out.unparsable = True
    return out


def apply(text: str, edits: list[Edit]) -> str:
    """``text`` with non-overlapping ``edits`` applied."""
    index = engine.LineIndex(text)
    out = text
    for edit in sorted(edits, key=lambda e: (e.location.row, e.location.column), reverse=True):
        start = index.offset(edit.location.row, edit.location.column)
        end = index.offset(edit.end_location.row, edit.end_location.column)
        out = out[:start] + edit.content + out[end:]
    return out
