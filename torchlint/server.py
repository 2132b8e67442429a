"""``torchlint server``: the Language Server Protocol over stdio, for editors.

Diagnostics are published when a Python document is opened, changed or saved; code actions
offer each finding's fix (an unsafe one says so in its title), a ``# noqa: CODE`` comment for
the finding's line, and one "fix all safe" source action (``source.fixAll.torchlint``, for
format-on-save). Each document is checked with the configuration that ``torchlint check``
would use for its path (the nearest ``pyproject.toml`` with ``[tool.torchlint]``).

Notebooks: a client that syncs whole notebooks (LSP 3.17 ``notebookDocument/*``) has their
Python cells checked as one module, as ``torchlint check`` checks the file; a cell that arrives
as a document of its own (``vscode-notebook-cell:``) is checked alone. Either way IPython
syntax is allowed (torchlint.notebook masks it).

Checks run on one worker thread, and a result is published only for the text it was computed
from, so a long check never holds up the editor's requests.

pygls is imported only when the server starts: ``torchlint check`` never pays for it, and
without it (``pip install 'torchlint[server]'``) the command says what to install.
"""

from __future__ import annotations

import asyncio
import bisect
import dataclasses
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence
from urllib.parse import unquote, urlparse

import click

from torchlint import __version__, engine
from torchlint.config import CONFIG_FILES, ConfigError, Options, Resolver
from torchlint.diagnostics import Applicability, Diagnostic, Edit, Location
from torchlint.registry import ENGINE_CODES
from torchlint.rule import Rule

if TYPE_CHECKING:  # pragma: no cover
    from lsprotocol import types

SOURCE = "torchlint"
# VS Code shows each cell of a notebook to a language server as its own Python document.
NOTEBOOK_CELL_SCHEME = "vscode-notebook-cell"
FIX_ALL_KIND = "source.fixAll.torchlint"
PYTHON_SUFFIXES = (".py", ".pyi")
CHANGE_DELAY_S = 0.15  # how long typing must pause before a changed document is checked


@dataclass
class Checked:
    """The last check of one document: what code actions are computed from."""

    text: str
    filename: str
    rules: tuple[type[Rule], ...]
    diagnostics: list[Diagnostic]
    cell: bool = False  # a notebook cell: IPython syntax allowed, checked by torchlint.notebook
    # For a cell of a notebook the editor syncs as a whole: the notebook (as torchlint.notebook
    # reads it) and this cell's index in it, so that fixing sees the other cells' imports.
    context: tuple[Any, int] | None = None

    def python(self, text: str) -> str:
        """``text`` as the parser sees it (a cell's magics masked)."""
        if not self.cell:
            return text
        from torchlint import notebook

        return notebook.mask(text).masked


# -- positions ------------------------------------------------------------------------------
class Positions:
    """Between torchlint's 1-based rows and character columns and the LSP's 0-based lines and
    code units (UTF-16 unless the client negotiated otherwise)."""

    def __init__(self, text: str, units: Any) -> None:
        self.index = engine.LineIndex(text)
        self.units = units  # counts a string's code units in the negotiated encoding

    def to_lsp(self, location: Location) -> types.Position:
        from lsprotocol import types

        line = self.index.line(location.row)
        return types.Position(
            line=location.row - 1, character=self.units(line[: max(location.column - 1, 0)])
        )

    def range(self, start: Location, end: Location) -> types.Range:
        from lsprotocol import types

        return types.Range(start=self.to_lsp(start), end=self.to_lsp(end))

    def from_lsp(self, position: types.Position) -> Location:
        line = self.index.line(position.line + 1)
        counted = 0
        column = 1
        for char in line:
            if counted >= position.character:
                break
            counted += self.units(char)
            column += 1
        return Location(position.line + 1, column)

    def text_edit(self, edit: Edit) -> types.TextEdit:
        from lsprotocol import types

        return types.TextEdit(range=self.range(edit.location, edit.end_location), new_text=edit.content)


# -- what the server computes ---------------------------------------------------------------
def configured_rules(path: Path | None) -> tuple[type[Rule], ...] | None:
    """The rules ``torchlint check`` would run on ``path`` (None: the path is excluded).
    Raises ConfigError."""
    if path is None:
        from torchlint.config import Settings

        return Settings(root=Path.cwd()).rules()
    settings = Resolver(Options()).for_path(path)
    if settings.excluded(path):
        return None
    return settings.rules_for(path)


def configured_pedantic(path: Path | None) -> bool:
    """Whether ``torchlint check`` would run with --pedantic on ``path`` (its configuration,
    else TORCHLINT_PEDANTIC)."""
    try:
        settings = Resolver(Options()).for_path(path) if path is not None else None
    except ConfigError:
        settings = None
    if settings is None:
        from torchlint.config import pedantic_from_environment

        return pedantic_from_environment()
    return settings.pedantic_on


def path_of(uri: str) -> Path | None:
    """The file a document is (for a notebook cell: its notebook), None when it is not one."""
    if uri.startswith(NOTEBOOK_CELL_SCHEME + ":"):
        # vscode-notebook-cell:/path/to/train.ipynb#W3sZmlsZQ%3D%3D
        return Path(unquote(urlparse(uri).path))
    if uri.startswith("file:"):
        from pygls import uris

        path = uris.to_fs_path(uri)
        return Path(path) if path else None
    return None


def analyse(uri: str, text: str, language_id: str | None) -> tuple[Checked | None, str | None]:
    """The check of a document's text (None: not Python), and a configuration problem to
    show the user, if any. Pure: safe to run off the event loop."""
    path = path_of(uri)
    if language_id:
        if language_id != "python":
            return None, None
    elif path is None or path.suffix not in PYTHON_SUFFIXES:
        return None, None
    problem = None
    try:
        rules = configured_rules(path)
    except ConfigError as error:
        problem, rules = f"torchlint: {error}", None
    filename = str(path) if path else uri
    cell = uri.startswith(NOTEBOOK_CELL_SCHEME + ":") or (path is not None and path.suffix == ".ipynb")
    if rules is None:
        return Checked(text, filename, (), [], cell), problem
    if cell:
        from torchlint import notebook

        found = notebook.check_cell(text, filename, rules).diagnostics
    else:
        found = engine.check_text(text, filename, rules).diagnostics
    found = engine.visible(found, configured_pedantic(path))
    return Checked(text, filename, rules, found, cell), problem


def analyse_notebook(
    uri: str, cells: Sequence[tuple[int, str, str]]
) -> tuple[dict[str, Checked], str | None]:
    """The check of a notebook the editor syncs as a whole, given its Python cells as
    (index among all its cells, cell URI, text): one module, as `torchlint check` reads the
    file; each cell gets its own findings, positioned in the cell."""
    from torchlint import notebook

    path = path_of(uri)
    problem = None
    try:
        rules = configured_rules(path)
    except ConfigError as error:
        problem, rules = f"torchlint: {error}", None
    filename = str(path) if path else uri
    parts = []
    for index, _, text in cells:
        part = notebook.mask(text)
        part.index = index
        parts.append(part)
    whole = notebook.Notebook(parts)
    found = notebook.check_notebook(whole, filename, rules).diagnostics if rules else []
    out = {}
    for index, cell_uri, text in cells:
        mine = [dataclasses.replace(d, cell=None) for d in found if d.cell == index + 1]
        out[cell_uri] = Checked(text, filename, rules or (), mine, True, (whole, index))
    return out, problem


def overlaps(diagnostic: Diagnostic, start: Location, end: Location) -> bool:
    """Whether a finding is on the requested lines: an editor asks with the cursor's position,
    which need not be inside the finding's columns for the line's quick fixes to be wanted."""
    return diagnostic.location.row <= end.row and start.row <= diagnostic.end_location.row


def noqa_edit(checked: Checked, diagnostic: Diagnostic) -> Edit | None:
    """An edit adding ``# noqa: CODE`` to the finding's line (to the codes of an existing
    ``# noqa:``), or None when that would not silence it (the line ends inside a string or
    after a backslash)."""
    row = diagnostic.noqa_row or diagnostic.location.row
    index = engine.LineIndex(checked.text)
    line = index.line(row)
    match = engine._NOQA.search(line)
    if match and match.group("codes") is not None:
        column = match.end("codes") + 1
        edit = Edit(Location(row, column), Location(row, column), f", {diagnostic.code}")
    else:
        kept = len(line.rstrip())
        edit = Edit(Location(row, kept + 1), Location(row, len(line) + 1), f"  # noqa: {diagnostic.code}")
    new_text = checked.python(_apply(checked.text, [edit]))
    table = engine.noqa_table(new_text, checked.filename, [])
    codes = table.get(row, frozenset())
    if codes is not None and diagnostic.code not in codes:
        return None
    if not any(d.code == "TL001" for d in checked.diagnostics):
        try:
            engine.parse(new_text)
        except engine.SourceError:
            return None
    return edit


def _apply(text: str, edits: Sequence[Edit]) -> str:
    index = engine.LineIndex(text)
    out = text
    for edit in sorted(edits, key=lambda e: e.location, reverse=True):
        start = index.offset(edit.location.row, edit.location.column)
        end = index.offset(edit.end_location.row, edit.end_location.column)
        out = out[:start] + edit.content + out[end:]
    return out


def fix_all_edit(checked: Checked) -> Edit | None:
    """One edit taking the document to the result of ``torchlint fix`` (safe fixes only),
    covering only the span that changes; None when nothing would change."""
    if checked.context is not None:
        from torchlint import notebook

        whole, index = checked.context
        fixed = notebook.fix_notebook(whole, checked.filename, checked.rules, unsafe_fixes=False,
                                      pedantic=configured_pedantic(Path(checked.filename)))
        if fixed.error:
            return None
        new = next((c.source for c in fixed.notebook.cells if c.index == index), checked.text)
    else:
        if checked.cell:
            from torchlint import notebook

            outcome = notebook.fix_cell(checked.text, checked.filename, checked.rules, unsafe_fixes=False,
                                        pedantic=configured_pedantic(Path(checked.filename)))
        else:
            outcome = engine.fix_text(checked.text, checked.filename, checked.rules, unsafe_fixes=False,
                                      pedantic=configured_pedantic(Path(checked.filename)))
        if outcome.error:
            return None
        new = outcome.text
    old = checked.text
    if new == old:
        return None
    prefix = 0
    limit = min(len(old), len(new))
    while prefix < limit and old[prefix] == new[prefix]:
        prefix += 1
    suffix = 0
    while suffix < limit - prefix and old[len(old) - 1 - suffix] == new[len(new) - 1 - suffix]:
        suffix += 1
    # Whole lines read better in an editor's preview; the spans grown here lie inside the
    # common prefix and suffix, so the new text grows by the same characters.
    index = engine.LineIndex(old)
    start_row = bisect.bisect_right(index.starts, prefix)
    start = index.starts[start_row - 1]
    end_row = bisect.bisect_right(index.starts, len(old) - suffix)
    end = max(len(old) - suffix, index.starts[end_row - 1] + len(index.line(end_row)))
    return Edit(
        Location(start_row, 1),
        Location(end_row, end - index.starts[end_row - 1] + 1),
        new[start : len(new) - (len(old) - end)],
    )


# -- the server -----------------------------------------------------------------------------
def build_server() -> Any:
    """The pygls server with torchlint's features registered."""
    from lsprotocol import types
    from pygls.lsp.server import LanguageServer

    ls = LanguageServer(
        SOURCE,
        __version__,
        text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
        # A client that syncs whole notebooks sends every cell, in order: the cells are then
        # checked as one module, as `torchlint check` checks the file.
        notebook_document_sync=types.NotebookDocumentSyncOptions(
            notebook_selector=[
                types.NotebookDocumentFilterWithCells(
                    cells=[types.NotebookCellLanguage(language="python")], notebook="jupyter-notebook"
                )
            ],
            save=True,
        ),
    )
    checked: dict[str, Checked] = {}

    def positions(text: str) -> Positions:
        return Positions(text, ls.workspace.position_codec.client_num_units)

    def opened(uri: str) -> Any:
        """The open document (None once closed); pygls keys documents by unquoted URI."""
        return ls.workspace.text_documents.get(unquote(uri))

    def tell(problem: str) -> None:
        ls.window_show_message(types.ShowMessageParams(type=types.MessageType.Error, message=problem))

    def lsp_diagnostic(place: Positions, diagnostic: Diagnostic) -> types.Diagnostic:
        url = diagnostic.url
        return types.Diagnostic(
            range=place.range(diagnostic.location, diagnostic.end_location),
            message=diagnostic.message,
            severity=types.DiagnosticSeverity.Error
            if diagnostic.code in ENGINE_CODES
            else types.DiagnosticSeverity.Warning,
            code=diagnostic.code,
            code_description=types.CodeDescription(href=url) if url else None,
            source=SOURCE,
        )

    # Checks run one at a time off the event loop, so that a long one (libcst takes seconds on
    # a file of thousands of lines) never holds up the editor's requests.
    worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="torchlint-check")
    running: set[asyncio.Task] = set()

    async def publish(uri: str) -> None:
        document = ls.workspace.get_text_document(uri)
        version, text, language_id = document.version, document.source, document.language_id
        result, problem = await asyncio.get_running_loop().run_in_executor(
            worker, analyse, uri, text, language_id
        )
        current = opened(uri)
        if current is None or current.version != version or current.source != text:
            return  # closed, or changed meanwhile: the check of the newer text publishes
        if problem:
            tell(problem)
        found: list[types.Diagnostic] = []
        if result is not None:
            checked[uri] = result
            place = positions(result.text)
            found = [lsp_diagnostic(place, d) for d in result.diagnostics]
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, version=version, diagnostics=found)
        )

    def publish_soon(uri: str) -> None:
        task = asyncio.ensure_future(publish(uri))
        running.add(task)
        task.add_done_callback(running.discard)

    # -- notebooks synced as a whole ------------------------------------------------------
    def notebook_cells(uri: str) -> tuple[int, list[tuple[int, str, str]]] | None:
        """(version, its Python cells as (index, URI, text)) of an open notebook."""
        document = ls.workspace.get_notebook_document(notebook_uri=uri)
        if document is None:
            return None
        cells = []
        for index, cell in enumerate(document.cells):
            if cell.kind != types.NotebookCellKind.Code:
                continue
            text = opened(cell.document)
            if text is not None and text.language_id in (None, "python"):
                cells.append((index, cell.document, text.source))
        return document.version, cells

    async def publish_notebook(uri: str) -> None:
        before = notebook_cells(uri)
        if before is None:
            return
        version, cells = before
        results, problem = await asyncio.get_running_loop().run_in_executor(
            worker, analyse_notebook, uri, cells
        )
        if notebook_cells(uri) != before:
            return  # changed meanwhile: the check of the newer cells publishes
        if problem:
            tell(problem)
        for cell_uri, result in results.items():
            checked[cell_uri] = result
            place = positions(result.text)
            ls.text_document_publish_diagnostics(
                types.PublishDiagnosticsParams(
                    uri=cell_uri, diagnostics=[lsp_diagnostic(place, d) for d in result.diagnostics]
                )
            )

    def publish_notebook_soon(uri: str) -> None:
        task = asyncio.ensure_future(publish_notebook(uri))
        running.add(task)
        task.add_done_callback(running.discard)

    @ls.feature(types.NOTEBOOK_DOCUMENT_DID_OPEN)
    def notebook_did_open(params: types.DidOpenNotebookDocumentParams) -> None:
        publish_notebook_soon(params.notebook_document.uri)

    @ls.feature(types.NOTEBOOK_DOCUMENT_DID_CHANGE)
    def notebook_did_change(params: types.DidChangeNotebookDocumentParams) -> None:
        uri = params.notebook_document.uri
        later(uri, lambda: publish_notebook_soon(uri))

    @ls.feature(types.NOTEBOOK_DOCUMENT_DID_SAVE)
    def notebook_did_save(params: types.DidSaveNotebookDocumentParams) -> None:
        publish_notebook_soon(params.notebook_document.uri)

    @ls.feature(types.NOTEBOOK_DOCUMENT_DID_CLOSE)
    def notebook_did_close(params: types.DidCloseNotebookDocumentParams) -> None:
        if params.notebook_document.uri in waiting:
            waiting.pop(params.notebook_document.uri).cancel()
        for cell in params.cell_text_documents:
            checked.pop(cell.uri, None)
            ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=cell.uri, diagnostics=[]))

    @ls.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(params: types.DidOpenTextDocumentParams) -> None:
        publish_soon(params.text_document.uri)

    waiting: dict[str, asyncio.TimerHandle] = {}

    def later(key: str, action: Any) -> None:
        # While the user types, each keystroke is a change: check once they pause, so that
        # a burst of changes costs one check, not one per keystroke.
        previous = waiting.pop(key, None)
        if previous is not None:
            previous.cancel()

        def run() -> None:
            waiting.pop(key, None)
            action()

        waiting[key] = asyncio.get_running_loop().call_later(CHANGE_DELAY_S, run)

    def publish_later(uri: str) -> None:
        later(uri, lambda: publish_soon(uri) if opened(uri) is not None else None)

    @ls.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(params: types.DidChangeTextDocumentParams) -> None:
        publish_later(params.text_document.uri)

    @ls.feature(types.TEXT_DOCUMENT_DID_SAVE, types.SaveOptions(include_text=False))
    def did_save(params: types.DidSaveTextDocumentParams) -> None:
        uri = params.text_document.uri
        path = path_of(uri)
        if path is not None and path.name in ("pyproject.toml", *CONFIG_FILES):
            # The configuration changed: every open document may be checked differently now.
            for other in list(checked):
                publish_soon(other)
            return
        publish_soon(uri)

    @ls.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(params: types.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        checked.pop(uri, None)
        if uri in waiting:
            waiting.pop(uri).cancel()
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    @ls.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(
            code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL_KIND], resolve_provider=False
        ),
    )
    async def code_action(params: types.CodeActionParams) -> list[types.CodeAction]:
        uri = params.text_document.uri
        document = ls.workspace.get_text_document(uri)
        version, text, language_id = document.version, document.source, document.language_id
        loop = asyncio.get_running_loop()
        result = checked.get(uri)
        whole = ls.workspace.get_notebook_document(cell_uri=uri)
        if whole is not None and (result is None or result.text != text):
            await publish_notebook(whole.uri)  # a cell is checked with its notebook
            result = checked.get(uri)
        if result is None or result.text != text:
            result, problem = await loop.run_in_executor(worker, analyse, uri, text, language_id)
            if problem:
                tell(problem)
            if result is None:
                return []
            current = opened(uri)
            if current is not None and current.source == text:
                checked[uri] = result
        # noqa checks and the fix-all pass parse the file again: off the event loop too.
        return await loop.run_in_executor(worker, actions, result, params, uri, version)

    def actions(result: Checked, params: types.CodeActionParams, uri: str, version: int) -> list[types.CodeAction]:
        place = positions(result.text)
        start, end = place.from_lsp(params.range.start), place.from_lsp(params.range.end)
        only = params.context.only

        def wanted(kind: str) -> bool:
            return not only or any(kind == o or kind.startswith(f"{o}.") for o in only)

        def action(title: str, kind: str, edits: list[Edit], found: list[Diagnostic],
                   preferred: bool = False) -> types.CodeAction:
            return types.CodeAction(
                title=title,
                kind=kind,
                diagnostics=[lsp_diagnostic(place, d) for d in found] or None,
                is_preferred=preferred or None,
                edit=types.WorkspaceEdit(
                    document_changes=[
                        types.TextDocumentEdit(
                            text_document=types.OptionalVersionedTextDocumentIdentifier(uri=uri, version=version),
                            edits=[place.text_edit(e) for e in edits],
                        )
                    ]
                ),
            )

        found: list[types.CodeAction] = []
        quick = types.CodeActionKind.QuickFix
        for diagnostic in result.diagnostics if wanted(quick) else ():
            if diagnostic.code in ENGINE_CODES or not overlaps(diagnostic, start, end):
                continue
            fix = diagnostic.fix
            if fix is not None and fix.applicability is not Applicability.DISPLAY_ONLY:
                safe = fix.applicability is Applicability.SAFE
                title = f"torchlint ({diagnostic.code}): {fix.message}"
                if not safe:
                    title += " (unsafe fix: may change behaviour)"
                found.append(action(title, quick, list(fix.edits), [diagnostic], safe))
            edit = noqa_edit(result, diagnostic)
            if edit is not None:
                found.append(action(f"torchlint ({diagnostic.code}): Disable for this line", quick, [edit], [diagnostic]))
        safe_fixes = any(d.fix is not None and d.fix.applicability is Applicability.SAFE for d in result.diagnostics)
        if safe_fixes and wanted(FIX_ALL_KIND):
            edit = fix_all_edit(result)
            if edit is not None:
                found.append(action("torchlint: Fix all safe fixes", FIX_ALL_KIND, [edit], []))
        return found

    return ls


@click.command()
def server() -> None:
    """Run the language server on stdin and stdout (for editors)."""
    try:
        import pygls  # noqa: F401
    except ImportError:
        click.echo("error: `torchlint server` needs pygls: pip install 'torchlint[server]'", err=True)
        sys.exit(2)
    build_server().start_io()
