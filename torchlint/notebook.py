"""Jupyter notebooks: check and fix the code cells of an ``.ipynb`` as one module.

A notebook runs top to bottom in one namespace, so its code cells are checked as one module:
the cells, in order, are joined into one text, an import in cell 1 counts in cell 7, and every
position found in the joined text is mapped back to its cell (``cell`` is the 1-based index
among all the notebook's cells, as Ruff counts, with rows relative to the cell).

IPython syntax is not Python: magics (``%timeit``, ``%%time``), shell escapes (``!pip``), help
(``?obj``, ``obj?``) and autocall (``/f x``) lines are replaced before parsing by placeholder
lines of the same number of rows (``pass``, or the timed statement of ``%time stmt`` kept in
place, since it runs), and are never edited: a fix that would touch one is not offered. A
cell whose first line is a cell magic that runs something other than Python (``%%bash``,
``%%writefile``) is not Python at all and is left out. A fix whose edits would span cells is
not offered either: it would move code between cells the user runs one at a time.

Fixing rewrites only the ``source`` values of code cells, in place in the file's text, so the
outputs, metadata, key order, indentation and trailing newline stay exactly as they were, and a
``source`` stored as a list of lines stays a list (a string stays a string).

Only the ``json`` module is used here: nbformat is a test-time dependency, never a check-time one.
"""

from __future__ import annotations

import bisect
import dataclasses
import difflib
import io
import json
import re
import sys
import tokenize
from dataclasses import dataclass, field
from typing import Any, Sequence

import libcst as cst

from torchlint import engine
from torchlint.diagnostics import Diagnostic, Edit, Fix, Location, Related
from torchlint.rule import Rule

SUFFIX = ".ipynb"

# Cell magics whose body is Python run in the notebook's namespace. Any other cell magic
# (%%bash, %%writefile, %%html, %%sql ...) makes the cell something other than Python.
PYTHON_CELL_MAGICS = frozenset({"time", "timeit", "capture", "prun", "debug", "memit", "lprun"})

# Characters that start an IPython-only line: magics, shell escapes, help, autocall.
_ESCAPES = "%!?/;,"
_ESCAPE_LINE = re.compile(r"^([ \t]*)([%!?/;,])")
_HELP_LINE = re.compile(r"^([ \t]*)[A-Za-z_][\w.]*(?:\(\))?\?{1,2}[ \t]*$")
# `files = !ls`, `result = %timeit -o f()`: the target stays, the right-hand side is masked.
_ASSIGN_LINE = re.compile(r"^([ \t]*[A-Za-z_][\w.]*(?:[ \t]*,[ \t]*[A-Za-z_][\w.]*)*[ \t]*=[ \t]*)([%!])")
_TIMED_LINE = re.compile(r"^([ \t]*)%(time|timeit)(?![\w%])")
_TIMEIT_OPTION = re.compile(r"[ \t]+-(?:[nrp][ \t]*\S+|[tcqo])(?=[ \t]|$)")
_CELL_MAGIC = re.compile(r"^%%([\w.-]+)")
# Whether a cell may hold any IPython syntax at all (most cells don't: skip them quickly).
_ANY_IPYTHON = re.compile(r"^[ \t]*[%!?/;,]|\?[ \t\r]*$|=[ \t]*[%!]", re.MULTILINE)
# Rows end where the engine's (and the LSP's) rows end, not at str.splitlines' form feeds.
_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")

# `%time stmt` / `%timeit stmt` becomes `if "%timeit": stmt`: the statement runs, so rules see
# it, on the same row; and the string names the magic, which the engine hands the rules as a
# fact (`Context.cell_magic`, see timing_magic): a timing of GPU work without a
# synchronization is TL203's. No Python program writes a condition like that.
TIMED_PLACEHOLDER = 'if "%{magic}": '
TIMING_MAGICS = frozenset({"%time", "%timeit", "%%time", "%%timeit"})


def timing_magic(node: cst.If) -> str | None:
    """The IPython timing magic that this layer turned into ``node`` (``if "%timeit": stmt``,
    or ``if "%%timeit":`` over a timed cell's code), or None."""
    test = node.test
    if isinstance(test, cst.SimpleString) and test.value[1:-1] in TIMING_MAGICS:
        return test.value[1:-1]
    return None


class NotebookError(Exception):
    """A file that is not a notebook torchlint can read; becomes one TL001."""

    def __init__(self, message: str, row: int = 1, column: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.row = row
        self.column = column


# -- masking IPython syntax -----------------------------------------------------------------
@dataclass(frozen=True)
class MaskedRow:
    """How one row that held IPython syntax maps back to the original row.

    Columns (1-based, masked text) in ``[kept_from, kept_to)`` hold original text shifted by
    ``delta``; everything else on the row is placeholder, which maps to the magic's start.
    """

    magic_column: int
    kept_from: int = 0
    kept_to: int = 0
    delta: int = 0

    def original_column(self, column: int) -> int:
        if self.kept_from <= column <= self.kept_to and self.kept_to > self.kept_from:
            return column - self.delta
        if column < self.magic_column:
            return column  # the indentation is the same text
        return self.magic_column

    @staticmethod
    def editable(start: int, end: int) -> bool:
        """Whether an edit of columns [start, end) on this row leaves the IPython line as it
        is: only inserting lines before it does. (The statement `%time` times is checked, as
        it runs, but a fix would change what the user chose to time.)"""
        return start == end == 1


@dataclass
class Cell:
    index: int  # position in the notebook's `cells` list, 0-based
    source: str  # the cell's text as stored
    masked: str  # the text with IPython syntax replaced, same number of rows
    rows: dict[int, MaskedRow] = field(default_factory=dict)  # 1-based rows of `masked`
    python: bool = True

    @property
    def number(self) -> int:
        return self.index + 1


def _opens_statement(lines: list[str]) -> bool:
    """Whether the text so far ends between statements (not inside brackets, a string, or
    after a backslash), so that the next line starts a statement IPython would transform."""
    if not lines:
        return True
    text = "".join(lines)
    if text.rstrip("\r\n").endswith("\\"):
        return False
    try:
        for _ in tokenize.generate_tokens(io.StringIO(text).readline):
            pass
    except tokenize.TokenError:
        return False  # EOF inside brackets or a triple-quoted string
    except (SyntaxError, IndentationError):
        return True
    return True


def _ending(line: str) -> tuple[str, str]:
    body = line.rstrip("\r\n")
    return body, line[len(body):]


def _timed_statement(body: str, match: re.Match[str]) -> tuple[int, str] | None:
    """Where the statement of `%time stmt` / `%timeit [options] stmt` starts, and the
    statement; None when there is none."""
    position = match.end()
    if match.group(2) == "timeit":
        while True:
            option = _TIMEIT_OPTION.match(body, position)
            if not option:
                break
            position = option.end()
    rest = body[position:]
    statement = rest.lstrip(" \t")
    if not statement or statement.startswith("#"):
        return None
    return len(body) - len(statement), statement.rstrip()


def _mask_line(body: str) -> tuple[str, MaskedRow] | None:
    """The placeholder for an IPython line, or None when the line is plain Python."""
    timed = _TIMED_LINE.match(body)
    if timed:
        indent = timed.group(1)
        found = _timed_statement(body, timed)
        if found is not None:
            start, statement = found
            prefix = TIMED_PLACEHOLDER.format(magic=timed.group(2))
            masked = f"{indent}{prefix}{statement}"
            kept_from = len(indent) + len(prefix) + 1
            return masked, MaskedRow(
                magic_column=len(indent) + 1,
                kept_from=kept_from,
                kept_to=kept_from + len(statement),
                delta=kept_from - (start + 1),
            )
    assign = _ASSIGN_LINE.match(body)
    if assign:
        target = assign.group(1)
        return f"{target}...", MaskedRow(
            magic_column=len(target) + 1, kept_from=1, kept_to=len(target) + 1, delta=0
        )
    escape = _ESCAPE_LINE.match(body) or _HELP_LINE.match(body)
    if escape:
        indent = escape.group(1)
        return f"{indent}pass", MaskedRow(magic_column=len(indent) + 1)
    return None


def mask(source: str) -> Cell:
    """``source`` with every IPython-only line replaced (see the module docstring)."""
    cell = Cell(index=0, source=source, masked=source)
    if source[:1] in (" ", "\t"):
        # IPython's leading_indent: a cell whose first line is indented runs with that
        # indentation removed from every line that starts with it (a magic or not)
        lines = _LINE.findall(source)
        if lines[0].strip():
            return _mask_indented(source, lines)
    if not _ANY_IPYTHON.search(source):
        return cell
    lines = _LINE.findall(source)
    first = _CELL_MAGIC.match(lines[0]) if lines else None
    if first and first.group(1) not in PYTHON_CELL_MAGICS:
        cell.python = False
        return cell
    out: list[str] = []
    continued = False  # the previous masked line ended with a backslash
    for row, line in enumerate(lines, start=1):
        body, ending = _ending(line)
        if continued:
            # The continuation of a magic is part of it; a blank line keeps the rows aligned
            # (any indentation would be an unexpected indent).
            out.append(ending)
            cell.rows[row] = MaskedRow(magic_column=1)
            continued = body.endswith("\\")
            continue
        if row == 1 and first:
            out.append(f"pass{ending}")
            cell.rows[row] = MaskedRow(magic_column=1)
            continued = body.endswith("\\")
            continue
        stripped = body.lstrip(" \t")
        candidate = stripped[:1] in tuple(_ESCAPES) or stripped.endswith("?") or "=" in body
        replaced = _mask_line(body) if candidate and stripped else None
        if replaced is not None and _opens_statement(out):
            text, info = replaced
            out.append(text + ending)
            cell.rows[row] = info
            continued = body.endswith("\\")
        else:
            out.append(line)
    cell.masked = "".join(out)
    return cell


def _mask_indented(source: str, lines: list[str]) -> Cell:
    """A cell whose first line is indented (``  %%time``, `` def f():`` pasted with a space).
    IPython removes the first line's indentation from every line that starts with it before
    running the cell; so does this, and each such row maps its columns back past the removed
    indentation."""
    indent = lines[0][: len(lines[0]) - len(lines[0].lstrip(" \t"))]
    cut = [len(indent) if line.startswith(indent) else 0 for line in lines]
    inner = mask("".join(line[k:] for line, k in zip(lines, cut)))
    cell = Cell(index=0, source=source, masked=inner.masked, python=inner.python)
    for row, k in enumerate(cut, start=1):
        info = inner.rows.get(row)
        if info is not None:
            cell.rows[row] = MaskedRow(info.magic_column + k, info.kept_from, info.kept_to, info.delta - k)
        elif k:
            body = _ending(lines[row - 1])[0]
            cell.rows[row] = MaskedRow(1, kept_from=1, kept_to=len(body) - k + 1, delta=-k)
    return cell


# -- reading --------------------------------------------------------------------------------
@dataclass
class Notebook:
    """A notebook as torchlint reads it: its code cells, in order (the JSON stays text)."""

    cells: list[Cell]

    @property
    def python(self) -> list[Cell]:
        return [c for c in self.cells if c.python]


def _source_text(value: Any, index: int) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return "".join(value)
    raise NotebookError(f"not a valid notebook: cell {index + 1} has a `source` that is not text")


_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_text(source: str, index: int) -> None:
    """JSON can spell a lone surrogate (``"\\ud800"``); no parser (and no kernel) takes it."""
    found = _SURROGATE.search(source)
    if found is not None:
        row = source.count("\n", 0, found.start()) + 1
        raise NotebookError(
            f"not a valid notebook: cell {index + 1}, line {row} holds an unpaired surrogate "
            f"(\\u{ord(found.group()):04x}), which is not text"
        )


def _is_python(data: dict[str, Any]) -> bool:
    metadata = data.get("metadata")
    if not isinstance(metadata, dict):
        return True
    for key in ("language_info", "kernelspec"):
        table = metadata.get(key)
        if isinstance(table, dict):
            language = table.get("name" if key == "language_info" else "language")
            if isinstance(language, str) and language:
                return language.lower() == "python"
    return True


def read(text: str) -> Notebook:
    """The code cells of a notebook's JSON text. Raises NotebookError."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise NotebookError(f"notebook is not valid JSON: {error.msg}", error.lineno, error.colno) from None
    except RecursionError:
        raise NotebookError("notebook is not valid JSON: nested too deeply") from None
    except ValueError as error:  # a number of more than 4,300 digits (int_max_str_digits)
        digits = getattr(sys, "get_int_max_str_digits", lambda: 4300)()
        raise NotebookError(f"notebook cannot be read: it holds a number of more than {digits:,} "
                            f"digits ({type(error).__name__})") from None
    if not isinstance(data, dict) or not isinstance(data.get("cells"), list):
        if isinstance(data, dict) and isinstance(data.get("worksheets"), list):
            raise NotebookError("notebook format 3 is not supported; convert it with `jupyter nbconvert --to notebook`")
        raise NotebookError("not a Jupyter notebook: no `cells` list at the top level")
    cells: list[Cell] = []
    if not _is_python(data):
        return Notebook(cells)
    for index, raw in enumerate(data["cells"]):
        if not isinstance(raw, dict):
            raise NotebookError(f"not a valid notebook: cell {index + 1} is not an object")
        if raw.get("cell_type") != "code":
            continue
        source = _source_text(raw.get("source", ""), index)
        _check_text(source, index)
        cell = mask(source)
        cell.index = index
        cells.append(cell)
    return Notebook(cells)


# -- the joined module and positions --------------------------------------------------------
class Layout:
    """The Python cells joined into one text, and the way back from its rows to the cells."""

    def __init__(self, cells: Sequence[Cell]) -> None:
        self.cells = list(cells)
        self.starts: list[int] = []  # first row of each cell in the joined text
        pieces = []
        row = 1
        for cell in self.cells:
            text = cell.masked
            if text and not text.endswith(("\n", "\r")):
                text += "\n"
            self.starts.append(row)
            pieces.append(text)
            row += text.count("\n") + (text.count("\r") - text.count("\r\n"))
        self.text = "".join(pieces)
        self.rows_end = row  # one past the last row

    def locate(self, row: int) -> tuple[int, int]:
        """(position in self.cells, row within that cell) of a joined-text row; a row past the
        end belongs to the last cell."""
        if not self.starts:
            return 0, row
        position = max(bisect.bisect_right(self.starts, row) - 1, 0)
        return position, row - self.starts[position] + 1

    def cell_rows(self, position: int) -> int:
        end = self.starts[position + 1] if position + 1 < len(self.starts) else self.rows_end
        return end - self.starts[position]

    def location(self, location: Location) -> tuple[int, Location]:
        position, row = self.locate(location.row)
        info = self.cells[position].rows.get(row)
        column = info.original_column(location.column) if info else location.column
        return position, Location(row, column)

    def edit(self, edit: Edit) -> tuple[int, Edit] | None:
        """The edit in its cell's coordinates, or None when it spans cells or touches IPython
        syntax."""
        position, start = self.location(edit.location)
        end_position, end = self.locate(edit.end_location.row)
        if end_position == position + 1 and end == 1 and edit.end_location.column == 1:
            # Up to the first column of the next cell: the end of this cell.
            end_position = position
            end = self.cell_rows(position) + 1
        if end_position != position:
            return None
        rows = self.cells[position].rows
        first, last = edit.location.row, edit.end_location.row
        for joined_row in range(first, last + 1):
            info = rows.get(joined_row - self.starts[position] + 1)
            if info is None:
                continue
            begin = edit.location.column if joined_row == first else 1
            stop = edit.end_location.column if joined_row == last else 1 << 30
            if not info.editable(begin, stop):
                return None
        info = rows.get(end)
        end_column = info.original_column(edit.end_location.column) if info else edit.end_location.column
        return position, Edit(start, Location(end, end_column), edit.content)

    def diagnostic(self, diagnostic: Diagnostic) -> Diagnostic:
        position, start = self.location(diagnostic.location)
        end_position, end = self.location(diagnostic.end_location)
        if end_position != position:  # clamp to the end of the cell it starts in
            rows = self.cell_rows(position)
            last = self.cells[position].source.splitlines() or [""]
            end = Location(rows, len(last[min(rows, len(last)) - 1]) + 1)
        fix = diagnostic.fix
        if fix is not None:
            edits = [self.edit(e) for e in fix.edits]
            if any(e is None or e[0] != position for e in edits):
                fix = None
            else:
                fix = Fix(fix.message, tuple(e[1] for e in edits if e), fix.applicability)
        noqa_row = diagnostic.noqa_row
        if noqa_row is not None:
            noqa_row = self.locate(noqa_row)[1]
        related = []
        for place in diagnostic.related:
            where, begin = self.location(place.location)
            stop = self.location(place.end_location)[1] if self.locate(place.end_location.row)[0] == where else begin
            related.append(dataclasses.replace(
                place, location=begin, end_location=stop, cell=self.cells[where].number
            ))
        return dataclasses.replace(
            diagnostic,
            location=start,
            end_location=end,
            fix=fix,
            noqa_row=noqa_row,
            cell=self.cells[position].number,
            related=tuple(related),
        )


_WARNING_ROW = re.compile(r"^(?P<file>.*?):(?P<row>\d+): ")


def _cell_warning(warning: str, filename: str, layout: Layout) -> str:
    match = _WARNING_ROW.match(warning)
    if not match or match.group("file") != filename or not layout.cells:
        return warning
    position, row = layout.locate(int(match.group("row")))
    number = layout.cells[position].number
    return f"{filename}:cell {number}:{row}: {warning[match.end():]}"


def _notebook_error(error: NotebookError | engine.SourceError, filename: str) -> engine.CheckResult:
    diagnostic = engine._engine_diagnostic("TL001", error.message, filename, error.row, error.column)
    return engine.CheckResult(diagnostics=[diagnostic])


# -- checking -------------------------------------------------------------------------------
def check_notebook(
    notebook: Notebook, filename: str, rules: Sequence[type[Rule]], *, use_screen: bool = True
) -> engine.CheckResult:
    cells = notebook.python
    layout = Layout(cells)
    too_large = engine.size_error(layout.text)
    if too_large is not None:  # one warning, without parsing every cell alone to find it
        return engine.CheckResult(warnings=[_cell_warning(too_large.warning(filename), filename, layout)])
    found = engine.check_text(
        layout.text, filename, rules, use_screen=use_screen, cell_magic=timing_magic,
        cell_starts=layout.starts,
    )
    broken: list[Diagnostic] = []
    if found.unparsable:
        # One broken cell must not hide the findings in the others: report each cell that
        # does not parse on its own, and check the rest as the module.
        good = []
        legacy: list[tuple[int, engine.LegacySource]] = []  # cells written in Python 2
        for cell in cells:
            try:
                engine.parse(cell.masked)
            except engine.SourceError as error:
                if isinstance(error, engine.LegacySource):
                    legacy.append((cell.number, error))
                single = Layout([cell])
                diagnostic = engine._engine_diagnostic("TL001", error.message, filename, error.row, error.column)
                broken.append(single.diagnostic(diagnostic))
                continue
            good.append(cell)
        if broken and not good and len(legacy) == len(broken):
            # A Python 2 notebook: said once on stderr, as for a Python 2 script (engine.py).
            number, error = legacy[0]
            return engine.CheckResult(warnings=[error.warning(f"{filename}:cell {number}")])
        if broken:
            layout = Layout(good)
            found = engine.check_text(
                layout.text, filename, rules, use_screen=use_screen, cell_magic=timing_magic,
                cell_starts=layout.starts,
            )
    result = engine.CheckResult(warnings=[_cell_warning(w, filename, layout) for w in found.warnings])
    result.dependencies = found.dependencies
    if found.unparsable and layout.cells:
        # The cells parse alone but not together (a block left open across cells): say where.
        broken.extend(layout.diagnostic(d) for d in found.diagnostics if d.code == "TL001")
        found.diagnostics = [d for d in found.diagnostics if d.code != "TL001"]
    if broken and layout.cells:
        # Some cells were checked: the ones that do not parse (an exercise's `<>`, a cell
        # left half-written) are said on stderr, not reported as a finding.
        result.warnings.append(_skipped_cells(broken, filename))
        broken = []
    broken = _one_parse_error(broken)
    mapped = [layout.diagnostic(d) for d in found.diagnostics] if layout.cells else []
    if rules and not found.unparsable:
        mapped.extend(_timed_cells(layout, filename, rules))
    result.diagnostics = sorted(broken + mapped, key=Diagnostic.sort_key)
    by_number = {c.number: c for c in cells}
    for diagnostic in result.diagnostics:
        cell = by_number.get(diagnostic.cell or 0)
        if cell is not None:
            result.lines[(diagnostic.cell, diagnostic.location.row)] = engine.LineIndex(cell.source).line(
                diagnostic.location.row
            )
    return result


def _skipped_cells(broken: list[Diagnostic], filename: str) -> str:
    """One stderr line for the cells of a notebook that do not parse, the others checked."""
    broken = sorted(broken, key=Diagnostic.sort_key)
    first = broken[0]
    where = f"{filename}:cell {first.cell}:{first.location.row}:{first.location.column}"
    if len(broken) == 1:
        return f"{where}: {first.message}; this cell was not checked, the others were"
    others = ", ".join(str(d.cell) for d in broken[1:])
    also = f"cell {others}" if len(broken) == 2 else f"cells {others}"
    return (
        f"{where}: {first.message}; {len(broken)} cells do not parse (also {also}) "
        "and were not checked, the others were"
    )


def _one_parse_error(broken: list[Diagnostic]) -> list[Diagnostic]:
    """A notebook none of whose cells parse, as one TL001 at the first, the others its related
    places: nothing in it was checked."""
    if len(broken) < 2:
        return broken
    broken = sorted(broken, key=Diagnostic.sort_key)
    first, others = broken[0], broken[1:]
    related = tuple(
        Related(d.location, d.end_location, d.message, d.cell) for d in others
    )
    message = (
        f"{first.message} ({len(broken)} cells do not parse; no cell was checked)"
    )
    return [dataclasses.replace(first, message=message, related=related)]


def _timed_cells(layout: Layout, filename: str, rules: Sequence[type[Rule]]) -> list[Diagnostic]:
    """Findings about `%%time` / `%%timeit` cells as a whole.

    In the module the magic line is a placeholder and the cell's code stands as it runs, so no
    rule sees what the magic times. So the rules also check the module once more with every
    such cell's code as the block of ``if "%%timeit":`` (TL203 reads that as a timing), and
    the findings on those ``if`` lines become findings on the magic lines. One extra check
    for the whole notebook, whatever the number of timed cells.
    """
    pieces: list[str] = []
    headers: dict[int, Cell] = {}  # row of an `if "%%time":` line -> its cell
    row = 1
    for cell in layout.cells:
        magic = _CELL_MAGIC.match(cell.source.lstrip(" \t"))
        text = cell.masked
        if text and not text.endswith(("\n", "\r")):
            text += "\n"
        if magic and magic.group(1) in ("time", "timeit"):
            first, _, body = cell.masked.partition("\n")
            comment = cell.source.split("\n", 1)[0].partition("#")[2]
            header = f'if "%%{magic.group(1)}":' + (f"  #{comment}" if comment else "")
            block = "".join(
                f"    {line}" if line.strip() else line for line in _LINE.findall(body)
            ).rstrip("\r\n")
            text = f"{header}\n{block}\n    pass\n"
            headers[row] = cell
        pieces.append(text)
        row += text.count("\n") + (text.count("\r") - text.count("\r\n"))
    if not headers:
        return []
    result = engine.check_text("".join(pieces), filename, rules, cell_magic=timing_magic)
    found: list[Diagnostic] = []
    for diagnostic in result.diagnostics:
        cell = headers.get(diagnostic.location.row)
        if cell is None or diagnostic.code in ("TL001", "TL002"):
            continue
        line = engine.LineIndex(cell.source).line(1)
        found.append(
            dataclasses.replace(
                diagnostic,
                location=Location(1, 1),
                end_location=Location(1, len(line) + 1),
                fix=None,
                noqa_row=1,
                cell=cell.number,
            )
        )
    return found


def check_text(
    text: str, filename: str, rules: Sequence[type[Rule]], *, use_screen: bool = True
) -> engine.CheckResult:
    """Every finding of ``rules`` in the notebook whose JSON is ``text``, located by cell."""
    try:
        notebook = read(text)
    except NotebookError as error:
        return _notebook_error(error, filename)
    return check_notebook(notebook, filename, rules, use_screen=use_screen)


# -- fixing ---------------------------------------------------------------------------------
@dataclass
class CellsFixed:
    notebook: Notebook  # with the fixed sources (the original one when ``error`` is set)
    applied: list[Diagnostic]
    result: engine.CheckResult  # what remains
    error: str | None = None


def fix_notebook(
    notebook: Notebook, filename: str, rules: Sequence[type[Rule]], *, unsafe_fixes: bool = False,
    pedantic: bool = False, unfixable: frozenset[str] = frozenset(),
) -> CellsFixed:
    """Apply the applicable fixes to the code cells, each cell's fixes to its own source,
    under the engine's checks: every changed cell still parses, and the passes converge."""
    original = notebook
    applied: list[Diagnostic] = []
    for _ in range(engine.MAX_FIX_PASSES):
        result = check_notebook(notebook, filename, rules)
        fixable = [d for d in result.diagnostics
                   if engine.applicable(d, unsafe_fixes, pedantic, unfixable)]
        if any(d.code == "TL001" for d in result.diagnostics) or not fixable:
            return CellsFixed(notebook, applied, result)
        changed: dict[int, str] = {}
        used: list[Diagnostic] = []
        by_number = {c.number: c for c in notebook.cells}
        for number in sorted({d.cell for d in fixable if d.cell}):
            cell = by_number[number]
            new_source, applied_here = engine.apply_fixes(cell.source, [d for d in fixable if d.cell == number])
            if new_source != cell.source:
                changed[cell.index] = new_source
            used.extend(applied_here)
        for index, new_source in changed.items():
            try:
                old_masked = next(c.masked for c in notebook.cells if c.index == index)
                engine.check_fixed(mask(new_source).masked, engine._compiles(old_masked))
            except engine.SourceError as error:
                codes = sorted({d.code for d in used if d.cell == index + 1})
                return CellsFixed(
                    original, [], check_notebook(original, filename, rules),
                    f"{filename}: fix by {', '.join(codes)} produced code that does not parse in "
                    f"cell {index + 1} ({error.message}, line {error.row}); file left unchanged",
                )
        applied.extend(used)
        if not changed:
            return CellsFixed(notebook, applied, check_notebook(notebook, filename, rules))
        notebook = _with_sources(notebook, changed)
    codes = sorted({d.code for d in applied})
    return CellsFixed(
        original, [], check_notebook(original, filename, rules),
        f"{filename}: fixes by {', '.join(codes)} did not converge after "
        f"{engine.MAX_FIX_PASSES} passes; file left unchanged",
    )


def fix_text(
    text: str,
    filename: str,
    rules: Sequence[type[Rule]],
    *,
    unsafe_fixes: bool = False,
    pedantic: bool = False,
    unfixable: frozenset[str] = frozenset(),
) -> engine.FixOutcome:
    """Apply the applicable fixes to the code cells of the notebook whose JSON is ``text``.
    The returned text is the whole notebook's JSON with only cell sources rewritten."""
    try:
        notebook = read(text)
    except NotebookError as error:
        return _outcome(text, _notebook_error(error, filename))
    fixed = fix_notebook(notebook, filename, rules, unsafe_fixes=unsafe_fixes, pedantic=pedantic,
                         unfixable=unfixable)
    if fixed.error or not fixed.applied:
        return _outcome(text, fixed.result, error=fixed.error)
    sources = {c.index: c.source for c in fixed.notebook.cells}
    try:
        new_text = write(text, sources)
        written = {c.index: c.source for c in read(new_text).cells}
    except (NotebookError, ValueError, KeyError, IndexError, AssertionError) as error:
        written = {"error": str(error)}
    # The rewrite is checked like the engine checks a fixed file: the notebook must read back
    # with exactly the fixed sources (modulo the last newline Jupyter leaves off).
    if {i: s.rstrip("\n") for i, s in written.items()} != {i: s.rstrip("\n") for i, s in sources.items()}:
        return _outcome(
            text, check_notebook(notebook, filename, rules),
            error=f"{filename}: the fixed notebook could not be written back faithfully; file left unchanged",
        )
    return _outcome(new_text, fixed.result, fixed.applied)


# -- one cell alone (an editor's notebook cell) ---------------------------------------------
def _lone(text: str) -> Notebook:
    return Notebook([mask(text)])


def _uncelled(result: engine.CheckResult) -> engine.CheckResult:
    diagnostics = [dataclasses.replace(d, cell=None) for d in result.diagnostics]
    lines = {row: line for (_, row), line in result.lines.items()}
    return engine.CheckResult(diagnostics, result.warnings, lines)


def check_cell(text: str, filename: str, rules: Sequence[type[Rule]]) -> engine.CheckResult:
    """Findings in one cell's text checked alone, IPython syntax masked, positions in the
    text (no ``cell``): what an editor needs for the cell it shows as a document."""
    notebook = _lone(text)
    if not notebook.cells[0].python:
        return engine.CheckResult()
    return _uncelled(check_notebook(notebook, filename, rules))


def fix_cell(
    text: str, filename: str, rules: Sequence[type[Rule]], *, unsafe_fixes: bool = False, pedantic: bool = False
) -> engine.FixOutcome:
    """``fix_text`` for one cell's text checked alone."""
    notebook = _lone(text)
    if not notebook.cells[0].python:
        return engine.FixOutcome(text)
    fixed = fix_notebook(notebook, filename, rules, unsafe_fixes=unsafe_fixes, pedantic=pedantic)
    result = _uncelled(fixed.result)
    applied = [dataclasses.replace(d, cell=None) for d in fixed.applied]
    return _outcome(fixed.notebook.cells[0].source, result, applied, fixed.error)


def _outcome(
    text: str, result: engine.CheckResult, applied: list[Diagnostic] | None = None, error: str | None = None
) -> engine.FixOutcome:
    return engine.FixOutcome(
        text, list(applied or []), result.diagnostics, result.warnings, result.lines, error,
        result.dependencies,
    )


def _with_sources(notebook: Notebook, changed: dict[int, str]) -> Notebook:
    cells = []
    for cell in notebook.cells:
        if cell.index in changed:
            new = mask(changed[cell.index])
            new.index = cell.index
            cells.append(new)
        else:
            cells.append(cell)
    return Notebook(cells)


# -- writing --------------------------------------------------------------------------------
_WHITESPACE = " \t\n\r"


def _skip(text: str, i: int) -> int:
    while i < len(text) and text[i] in _WHITESPACE:
        i += 1
    return i


_DECODER = json.JSONDecoder()


def _value_end(text: str, i: int) -> int:
    return _DECODER.raw_decode(text, i)[1]


def _members(text: str, i: int):  # noqa: ANN202 - yields (key, value_start, value_end)
    """The members of the JSON object starting at ``text[i]`` with their value spans."""
    assert text[i] == "{"
    i = _skip(text, i + 1)
    if text[i] == "}":
        return
    while True:
        key, i = json.decoder.scanstring(text, i + 1)
        i = _skip(text, i)
        i = _skip(text, i + 1)  # the colon
        end = _value_end(text, i)
        yield key, i, end
        i = _skip(text, end)
        if text[i] == "}":
            return
        i = _skip(text, i + 1)  # the comma


def _elements(text: str, i: int):  # noqa: ANN202 - yields (value_start, value_end)
    assert text[i] == "["
    i = _skip(text, i + 1)
    if text[i] == "]":
        return
    while True:
        end = _value_end(text, i)
        yield i, end
        i = _skip(text, end)
        if text[i] == "]":
            return
        i = _skip(text, i + 1)


def source_spans(text: str) -> dict[int, tuple[int, int]]:
    """Cell index -> (start, end) of that cell's ``source`` value in the JSON text."""
    spans: dict[int, tuple[int, int]] = {}
    top = _skip(text, 0)
    for key, start, _ in _members(text, top):
        if key != "cells":
            continue
        for index, (cell_start, _cell_end) in enumerate(_elements(text, start)):
            for cell_key, value_start, value_end in _members(text, cell_start):
                if cell_key == "source":
                    spans[index] = (value_start, value_end)
    return spans


def file_rows(text: str) -> dict[tuple[int, int], int]:
    """(cell, row), both counted from 1 as findings count them -> the line of the .ipynb file
    that holds that row of the cell's source: what a format that cannot name a cell (SARIF)
    points at. A source written as one JSON string lies on one line of the file."""
    rows: dict[tuple[int, int], int] = {}
    for index, (start, end) in source_spans(text).items():
        if text[start] == "[":
            starts = [element for element, _ in _elements(text, start)]
        else:
            lines = json.loads(text[start:end]).count("\n") + 1
            starts = [start] * lines
        for row, offset in enumerate(starts, start=1):
            rows[(index + 1, row)] = text.count("\n", 0, offset) + 1
    return rows


def _indent_unit(text: str) -> str:
    """The file's indentation step (Jupyter writes one space), from its second line."""
    match = re.search(r"[\r\n]([ \t]+)\S", text)
    return match.group(1) if match else " "


def _format_source(text: str, start: int, end: int, source: str, ascii_only: bool) -> str:
    old = text[start:end]
    if old.startswith('"'):
        return json.dumps(source, ensure_ascii=ascii_only)
    lines = source.splitlines(keepends=True)
    if not lines:
        return "[]"
    items = [json.dumps(line, ensure_ascii=ascii_only) for line in lines]
    inner = old[1:-1]
    if not re.search(r"[\r\n]", text[:start] + text[end:]) or (inner.strip() and not re.search(r"[\r\n]", inner)):
        # A notebook on one line, or a list written on one line: keep it on one line, with
        # the separator the file (or the list) uses.
        sample = inner if inner.strip() else text
        separator = ", " if ", " in sample else ","
        return "[" + separator.join(items) + "]"
    if inner.strip():
        opening = inner[: len(inner) - len(inner.lstrip(_WHITESPACE))]
        closing = inner[len(inner.rstrip(_WHITESPACE)):]
    else:
        newline = "\r\n" if "\r\n" in text else "\r" if "\r" in text and "\n" not in text else "\n"
        line_start = max(text.rfind("\n", 0, start), text.rfind("\r", 0, start)) + 1
        key_indent = re.match(r"[ \t]*", text[line_start:]).group(0)
        opening = newline + key_indent + _indent_unit(text)
        closing = newline + key_indent
    return "[" + opening + ("," + opening).join(items) + closing + "]"


def write(text: str, sources: dict[int, str]) -> str:
    """``text`` with the ``source`` of each changed code cell replaced, and nothing else."""
    originals = {c.index: c.source for c in read(text).cells}
    changed = {i: s for i, s in sources.items() if originals.get(i) != s}
    if not changed:
        return text
    spans = source_spans(text)
    ascii_only = text.isascii() and "\\u" in text
    pieces = []
    cursor = 0
    for index in sorted(changed):
        start, end = spans[index]
        source = changed[index]
        if not originals[index].endswith("\n") and source.endswith("\n"):
            source = source[:-1]  # Jupyter stores a cell without its last newline
        pieces.append(text[cursor:start])
        pieces.append(_format_source(text, start, end, source, ascii_only))
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces)


def diff(old: str, new: str, shown: str) -> str:
    """What ``fix --diff`` shows for a notebook: a unified diff of each changed code cell's
    source, named ``path:cell N`` (the JSON around it never changes)."""
    before = {c.index: c.source for c in read(old).cells}
    after = {c.index: c.source for c in read(new).cells}
    out = []
    for index in sorted(before):
        if after.get(index, before[index]) == before[index]:
            continue
        name = f"{shown}:cell {index + 1}"
        lines = [_with_newline(line) for line in _LINE.findall(before[index])]
        new_lines = [_with_newline(line) for line in _LINE.findall(after[index])]
        out.extend(difflib.unified_diff(lines, new_lines, fromfile=name, tofile=name))
    return "".join(out)


def _with_newline(line: str) -> str:
    return line if line.endswith(("\n", "\r")) else line + "\n"


def is_notebook(path: Any) -> bool:
    return str(path).endswith(SUFFIX)


__all__ = [
    "NotebookError", "check_cell", "check_text", "fix_cell", "fix_notebook", "fix_text", "is_notebook",
    "mask", "read", "write",
]
