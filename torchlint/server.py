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

Checks run in child processes (``CHECK_PROCESSES`` of them, one check each at a time), and a
result is published only for the text it was computed from, so a long check never holds up the
editor's requests, and one large document does not hold up the others. A check that a newer
edit (or closing the document) makes stale is stopped by ending its process, and so is one
that runs past ``CHECK_TIME_LIMIT_S``; a new process, forked from a warm one, is ready in
about 0.1 s.

Failures never reach the editor as tracebacks: an exception while checking is logged on
stderr with its traceback, the client gets one ``window/logMessage`` line, and the document
still gets the findings of every rule that could run, plus a ``TL002`` naming what failed.
A request the server cannot read gets its JSON-RPC error (-32700 for malformed JSON, -32600
for a message that is no request, -32602 for invalid params) instead of no answer.

pygls is imported only when the server starts: ``torchlint check`` never pays for it, and
without it (``pip install 'torchlint[server]'``) the command says what to install.
"""

from __future__ import annotations

import asyncio
import bisect
import dataclasses
import logging
import os
import queue
import re
import sys
import threading
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence
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
ACTION_KEY = "codeAction:"  # code actions' own checks, apart from the document's published one
PYTHON_SUFFIXES = (".py", ".pyi")
CHANGE_DELAY_S = 0.15  # how long typing must pause before a changed document is checked
CHECK_TIME_LIMIT_S = 120.0  # a check still running after this is stopped and reported
POLL_S = 0.02  # how often a waiting check looks whether it is still wanted
# Two: a document being typed in never holds up the one opened next; more would compete for
# the cores an editor needs.
CHECK_PROCESSES = 2


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
    # One line per internal error met while checking (the traceback went to stderr).
    failures: tuple[str, ...] = ()
    # --pedantic in force for the file (its configuration, else TORCHLINT_PEDANTIC): which
    # findings are shown, and which fixes "fix all" applies, as `torchlint check` / `fix` do.
    pedantic: bool = False

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

        def check(some: Sequence[type[Rule]]) -> list[Diagnostic]:
            return notebook.check_cell(text, filename, some).diagnostics
    else:

        def check(some: Sequence[type[Rule]]) -> list[Diagnostic]:
            return engine.check_text(text, filename, some).diagnostics

    found, failures = salvage(check, rules, filename)
    pedantic = configured_pedantic(path)
    found = engine.visible(found, pedantic)
    return Checked(text, filename, rules, found, cell, failures=failures, pedantic=pedantic), problem


def salvage(
    check: Callable[[Sequence[type[Rule]]], list[Diagnostic]], rules: Sequence[type[Rule]], filename: str
) -> tuple[list[Diagnostic], tuple[str, ...]]:
    """``check(rules)``; when it raises, each rule alone, so that one failing part costs only
    its own findings: the findings of every rule that ran, a ``TL002`` per rule that raised
    (one ``TL002`` for the file when none could run), and one line per failure to log."""
    try:
        return check(rules), ()
    except Exception as error:  # noqa: BLE001 - the editor gets findings and a line, not a traceback
        first = error
        _log_traceback(f"checking {filename} raised; checking rule by rule")
    found: list[Diagnostic] = []
    failed: dict[str, Exception] = {}
    for rule in rules:
        try:
            # each run reports the file's own findings (a TL001) again: keep one
            found.extend(d for d in check((rule,)) if d not in found)
        except Exception as error:  # noqa: BLE001
            failed[rule.code] = error
    if rules and len(failed) == len(rules):
        message = f"internal error: {_describe(first)}; no rule could check this file"
        found = [engine._engine_diagnostic("TL002", message, filename, 1, 1)]
    else:
        found.extend(
            engine._engine_diagnostic("TL002", f"internal error in {code}: {_describe(error)}", filename, 1, 1)
            for code, error in sorted(failed.items())
        )
    ran = len(rules) - len(failed)
    note = f"torchlint: internal error checking {filename}: {_describe(first)} ({ran} of {len(rules)} rules ran)"
    return sorted(found, key=Diagnostic.sort_key), (note,)


def _describe(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}".rstrip(": ")


def _log_traceback(what: str) -> None:
    """The traceback of the exception being handled, on stderr (the editor's log of the
    server), never in the protocol stream."""
    print(f"torchlint server: {what}", file=sys.stderr)
    traceback.print_exc(file=sys.stderr)
    sys.stderr.flush()


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
    found: list[Diagnostic] = []
    failures: tuple[str, ...] = ()
    if rules:
        found, failures = salvage(
            lambda some: notebook.check_notebook(whole, filename, some).diagnostics, rules, filename
        )
    pedantic = configured_pedantic(path)
    found = engine.visible(found, pedantic)
    out = {}
    for number, (index, cell_uri, text) in enumerate(cells):
        # A finding for the whole notebook (cell None: a TL002) is shown in its first cell.
        mine = [
            dataclasses.replace(d, cell=None)
            for d in found
            if d.cell == index + 1 or (d.cell is None and number == 0)
        ]
        out[cell_uri] = Checked(
            text, filename, rules or (), mine, True, (whole, index), failures if number == 0 else (), pedantic
        )
    return out, problem


def overlaps(diagnostic: Diagnostic, start: Location, end: Location) -> bool:
    """Whether a finding is on the requested lines: an editor asks with the cursor's position,
    which need not be inside the finding's columns for the line's quick fixes to be wanted."""
    return diagnostic.location.row <= end.row and start.row <= diagnostic.end_location.row


def noqa_edit(checked: Checked, diagnostic: Diagnostic) -> Edit | None:
    """An edit adding ``# noqa: CODE`` to the finding's line (to the codes of an existing
    ``# noqa:``), or None when that would not silence it (the line ends inside a string or
    after a backslash). The same code as ``check --add-noqa`` (torchlint.noqa)."""
    from torchlint import noqa

    row = diagnostic.noqa_row or diagnostic.location.row
    found = noqa.noqa_edits(checked.text, checked.filename, {row: {diagnostic.code}},
                            check_parse=not any(d.code == "TL001" for d in checked.diagnostics),
                            python=checked.python)
    return found.edits[0] if found.edits else None


def _apply(text: str, edits: Sequence[Edit]) -> str:
    from torchlint import noqa

    return noqa.apply(text, list(edits))


def fix_all_edit(checked: Checked) -> Edit | None:
    """One edit taking the document to the result of ``torchlint fix`` (safe fixes only),
    covering only the span that changes; None when nothing would change."""
    if checked.context is not None:
        from torchlint import notebook

        whole, index = checked.context
        fixed = notebook.fix_notebook(
            whole, checked.filename, checked.rules, unsafe_fixes=False, pedantic=checked.pedantic
        )
        if fixed.error:
            return None
        new = next((c.source for c in fixed.notebook.cells if c.index == index), checked.text)
    else:
        if checked.cell:
            from torchlint import notebook

            outcome = notebook.fix_cell(
                checked.text, checked.filename, checked.rules, unsafe_fixes=False, pedantic=checked.pedantic
            )
        else:
            outcome = engine.fix_text(
                checked.text, checked.filename, checked.rules, unsafe_fixes=False, pedantic=checked.pedantic
            )
        if outcome.error:
            return None
        new = outcome.text
    old = checked.text
    if new == old:
        return None
    prefix, suffix = engine.common_affixes(old, new)
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


# -- where checks run ----------------------------------------------------------------------
class Stale(Exception):
    """The check was no longer wanted (a newer edit, the document closed) and was stopped."""


# What the child process may be asked to run, by name.
JOBS: dict[str, Callable[..., Any]] = {"analyse": analyse, "analyse_notebook": analyse_notebook}


def _child(connection: Any, lifeline: Any, cwd: str) -> None:
    """The checking process: runs jobs from the server until the pipe closes."""
    # The protocol runs on the server's stdin and stdout, which this process inherited: nothing
    # here may read or write them (stderr, the server's log, stays).
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(devnull, 1)
    sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 - for the process's life
    sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    # The fork server ran `python -c`, whose sys.path starts with the working directory: a
    # project's click.py or json.py there must never be imported (and run) by a later import.
    sys.path[:] = [entry for entry in sys.path if entry not in ("", ".")]
    os.chdir(cwd)  # where the server runs: untitled documents are checked from there

    def end_with_the_server() -> None:
        # Only the server holds the other end: it closes when the server ends, however it
        # ends (even killed), and a check that never finishes must not outlive it.
        try:
            lifeline.recv()
        except (EOFError, OSError):
            pass
        os._exit(0)

    threading.Thread(target=end_with_the_server, daemon=True).start()
    while True:
        try:
            name, args = connection.recv()
        except (EOFError, OSError):
            return
        try:
            answer: tuple[str, Any] = ("done", JOBS[name](*args))
        except Exception as error:  # noqa: BLE001 - reported to the server as one line
            _log_traceback(f"{name} raised")
            answer = ("failed", _describe(error))
        try:
            connection.send(answer)
        except Exception as error:  # noqa: BLE001 - e.g. a result that cannot be pickled
            _log_traceback(f"cannot send the result of {name}")
            connection.send(("failed", _describe(error)))


class Checker:
    """Runs one job at a time in a child process, so that a job nobody wants any more (or one
    past the time limit) can be stopped at once by ending the process, whatever it is doing.

    Children come from a fork server that has imported torchlint and its rules once, so a
    replacement is ready in about 0.1 s (where there is no fork server, it is spawned).
    ``run`` blocks: call it from a worker thread.
    """

    def __init__(self, time_limit_s: float = CHECK_TIME_LIMIT_S) -> None:
        import multiprocessing

        self.time_limit_s = time_limit_s
        methods = multiprocessing.get_all_start_methods()
        self.context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        if "forkserver" in methods:
            import pkgutil

            from torchlint import rules

            modules = [f"torchlint.rules.{info.name}" for info in pkgutil.iter_modules(rules.__path__)]
            self.context.set_forkserver_preload(["torchlint.server", "torchlint.notebook", *modules])
            _start_fork_server()
        self.process: Any = None
        self.connection: Any = None
        self.lifeline: Any = None
        self.lock = threading.Lock()

    def _start(self) -> None:
        ours, theirs = self.context.Pipe()
        theirs_to_watch, ours_to_hold = self.context.Pipe(duplex=False)
        process = self.context.Process(
            target=_child, args=(theirs, theirs_to_watch, os.getcwd()), daemon=True, name="torchlint-check"
        )
        process.start()
        theirs.close()
        theirs_to_watch.close()
        self.process, self.connection, self.lifeline = process, ours, ours_to_hold

    def stop(self) -> None:
        """End the child (a new one starts with the next job)."""
        if self.process is None:
            return
        self.process.kill()
        self.process.join()
        self.connection.close()
        self.lifeline.close()
        self.process = self.connection = self.lifeline = None

    def run(self, wanted: threading.Event, name: str, *args: Any) -> Any:
        """``JOBS[name](*args)`` in the child. Raises Stale once ``wanted`` is cleared, and
        RuntimeError (one line) when the job raised, ran too long or its process died."""
        with self.lock:
            if not wanted.is_set():
                raise Stale
            if self.process is None or not self.process.is_alive():
                self.stop()
                self._start()
            try:
                self.connection.send((name, args))
            except OSError:  # the process ended between the check above and now
                raise self._ended() from None
            deadline = time.monotonic() + self.time_limit_s
            while not self.connection.poll(POLL_S):
                if not wanted.is_set():
                    self.stop()
                    raise Stale
                if time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"stopped after {self.time_limit_s:g} s")
            try:
                status, value = self.connection.recv()
            except (EOFError, OSError):
                raise self._ended() from None
            if status == "failed":
                raise RuntimeError(value)
            return value


    def _ended(self) -> RuntimeError:
        self.process.join(1)
        code = self.process.exitcode
        self.stop()
        return RuntimeError(f"the checking process ended ({_exit_reason(code)})")


def _start_fork_server() -> None:
    """Start multiprocessing's fork server from an empty folder. It runs `python -c`, whose
    sys.path starts with the working directory, and it imports torchlint and its dependencies:
    started in a project, a click.py or multiprocessing.py there would run."""
    import tempfile
    from multiprocessing import forkserver

    here = os.getcwd()
    empty = tempfile.mkdtemp(prefix="torchlint-server-")
    try:
        os.chdir(empty)
        forkserver.ensure_running()
    finally:
        os.chdir(here)
        os.rmdir(empty)  # gone: the fork server's "" entry on sys.path now finds nothing


def _exit_reason(code: int | None) -> str:
    if code is not None and code < 0:
        import signal

        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit status {code}"


# -- the server -----------------------------------------------------------------------------
JSONRPC_PARSE_ERROR = -32700
JSONRPC_INVALID_REQUEST = -32600
JSONRPC_INVALID_PARAMS = -32602
JSONRPC_INTERNAL_ERROR = -32603


def _protocol_classes() -> tuple[type, type]:
    """pygls's server and protocol, changed where they fail a client: a request with invalid
    params or malformed JSON got no answer (the client waits forever), and an exception in a
    handler was answered with its traceback in ``error.data``."""
    from lsprotocol import types
    from pygls.exceptions import JsonRpcException, JsonRpcInvalidParams, JsonRpcMethodNotFound
    from pygls.lsp.server import LanguageServer
    from pygls.protocol import LanguageServerProtocol
    from urllib.parse import unquote

    class Answered:
        """Stands for a message already answered (or logged) while it was read."""

    def details(error: BaseException) -> str:
        cause = error.__cause__
        if cause is not None:
            try:
                import cattrs

                return "; ".join(cattrs.transform_error(cause))
            except Exception:  # noqa: BLE001 - not a cattrs error: its own words
                return _describe(cause)
        return _describe(error)

    class Protocol(LanguageServerProtocol):
        def answer_error(self, msg_id: Any, code: int, message: str) -> None:
            if msg_id is None:
                # lsprotocol's converter leaves out a null id, but JSON-RPC 2.0 wants
                # `"id": null` when the request's id could not be read.
                self._send_data({"jsonrpc": "2.0", "id": None, "error": {"code": code, "message": message}})
            else:
                self._send_response(msg_id, error=types.ResponseError(code=code, message=message))

        def structure_message(self, data: dict[str, Any]) -> Any:
            try:
                return super().structure_message(data)
            except Exception as error:  # noqa: BLE001 - answered below
                method = data.get("method")
                if not isinstance(method, str):
                    raise
                invalid = isinstance(error, JsonRpcInvalidParams)
                what = f"invalid params: {details(error)}" if invalid else details(error)
                if "id" in data:
                    code = JSONRPC_INVALID_PARAMS if invalid else JSONRPC_INTERNAL_ERROR
                    given = data["id"]
                    self.answer_error(given if isinstance(given, (int, str)) else None, code, f"{method}: {what}")
                else:
                    self._server.note(f"torchlint: ignored {method}: {what}")
                return Answered()

        def handle_message(self, message: Any) -> None:
            if isinstance(message, Answered):
                return
            if getattr(message, "method", None) == types.TEXT_DOCUMENT_DID_CHANGE:
                # pygls applies the change to its copy of the document before any handler
                # runs, and a document never opened has none (KeyError): say so instead.
                uri = message.params.text_document.uri
                if unquote(uri) not in self._server.workspace.text_documents:
                    self._server.note(f"torchlint: ignored {message.method}: {uri} is not open")
                    return
            if not hasattr(message, "jsonrpc"):
                # Valid JSON, but no JSON-RPC message: a list, a number, an object without
                # "jsonrpc".
                given = message.get("id") if isinstance(message, dict) else None
                self.answer_error(
                    given if isinstance(given, (int, str)) else None,
                    JSONRPC_INVALID_REQUEST,
                    "invalid request: not a JSON-RPC 2.0 message",
                )
                return
            super().handle_message(message)

        def _send_response(self, msg_id: Any, result: Any = None, error: Any = None) -> None:
            if error is not None and error.data is not None:
                # pygls puts the traceback of a failed handler here: it is on stderr instead.
                error = types.ResponseError(code=error.code, message=error.message)
            super()._send_response(msg_id, result, error)

    class Server(LanguageServer):
        def note(self, line: str) -> None:
            """One line for the client's log of this server (and for stderr)."""
            print(line, file=sys.stderr)
            self.window_log_message(types.LogMessageParams(type=types.MessageType.Error, message=line))

        def report_server_error(self, error: Exception, source: Any) -> None:
            if source is JsonRpcException and isinstance(error, ValueError):
                # The read loop's json.loads failed on a body (JSONDecodeError,
                # UnicodeDecodeError): the id cannot be known, so the answer's is null, as
                # JSON-RPC 2.0 says.
                self.protocol.answer_error(None, JSONRPC_PARSE_ERROR, f"parse error: {error}")
                return
            if isinstance(error, JsonRpcMethodNotFound):
                # Answered -32601 already (a request), or a notification this server does not
                # take, which LSP says to ignore: the client's doing, not an internal error.
                self.note(f"torchlint: ignored {error.message}")
                return
            what = error.message if isinstance(error, JsonRpcException) else _describe(error)
            self.note(f"torchlint: internal error in the server: {what}")

    return Server, Protocol


def build_server() -> Any:
    """The pygls server with torchlint's features registered."""
    from lsprotocol import types

    server_class, protocol_class = _protocol_classes()
    ls = server_class(
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
        protocol_cls=protocol_class,
    )
    checked: dict[str, Checked] = {}

    def positions(text: str) -> Positions:
        return Positions(text, ls.workspace.position_codec.client_num_units)

    def opened(uri: str) -> Any:
        """The open document (None once closed); pygls keys documents by unquoted URI."""
        return ls.workspace.text_documents.get(unquote(uri))

    def tell(problem: str) -> None:
        ls.window_show_message(types.ShowMessageParams(type=types.MessageType.Error, message=problem))

    # The severity `torchlint check` gives the finding (its JSON's "severity").
    severities = {
        "error": types.DiagnosticSeverity.Error,
        "warning": types.DiagnosticSeverity.Warning,
        "info": types.DiagnosticSeverity.Information,
    }

    def lsp_diagnostic(place: Positions, diagnostic: Diagnostic, uri: str) -> types.Diagnostic:
        url = diagnostic.url
        # The other places of the finding (the other syncs of a training step), in the same
        # document (a notebook finding's, in the same cell).
        related = [
            types.DiagnosticRelatedInformation(
                location=types.Location(uri=uri, range=place.range(r.location, r.end_location)),
                message=r.message,
            )
            for r in diagnostic.related
        ]
        return types.Diagnostic(
            related_information=related or None,
            range=place.range(diagnostic.location, diagnostic.end_location),
            message=diagnostic.message,
            severity=severities.get(diagnostic.severity, types.DiagnosticSeverity.Error),
            code=diagnostic.code,
            code_description=types.CodeDescription(href=url) if url else None,
            source=SOURCE,
        )

    # Checks run in child processes (see Checker), waited for on `waiter`'s threads, one per
    # process, so that a long one (libcst takes seconds on a file of thousands of lines) never
    # holds up the editor's requests; code actions' edits are computed on `worker`.
    free: queue.SimpleQueue[Checker] = queue.SimpleQueue()
    for _ in range(CHECK_PROCESSES):
        free.put(Checker())
    waiter = ThreadPoolExecutor(max_workers=CHECK_PROCESSES, thread_name_prefix="torchlint-wait")
    worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="torchlint-actions")
    running: set[asyncio.Task] = set()
    # key (a document's URI) -> the flag its current check runs under; clearing it stops that
    # check, queued or running.
    wanted_by: dict[str, threading.Event] = {}

    async def check_in_child(key: str, name: str, *args: Any) -> Any:
        """JOBS[name](*args) in the checking process; raises Stale when a newer check of
        ``key`` (or ``forget(key)``) made this one unwanted, RuntimeError when it failed."""
        forget(key)
        wanted = threading.Event()
        wanted.set()
        wanted_by[key] = wanted
        try:
            return await asyncio.get_running_loop().run_in_executor(waiter, on_free_checker, wanted, name, *args)
        finally:
            if wanted_by.get(key) is wanted:
                del wanted_by[key]

    def on_free_checker(wanted: threading.Event, name: str, *args: Any) -> Any:
        checker = free.get()  # never waits long: there are as many checkers as threads
        try:
            return checker.run(wanted, name, *args)
        finally:
            free.put(checker)

    def forget(key: str) -> None:
        flag = wanted_by.pop(key, None)
        if flag is not None:
            flag.clear()

    def failed_check(uri: str, text: str, error: Exception) -> Checked:
        """What a check that could not finish publishes: one TL002 saying why."""
        filename = str(path_of(uri) or uri)
        message = f"internal error: torchlint could not check this file: {error}"
        ls.note(f"torchlint: {filename}: {message}")
        return Checked(text, filename, (), [engine._engine_diagnostic("TL002", message, filename, 1, 1)])

    def report(result: Checked) -> None:
        for line in result.failures:
            ls.note(line)

    async def publish(uri: str) -> None:
        document = opened(uri)
        if document is None:
            return  # closed: and never read an unopened document from disk (a FIFO, /dev/zero)
        version, text, language_id = document.version, document.source, document.language_id
        try:
            result, problem = await check_in_child(uri, "analyse", uri, text, language_id)
        except Stale:
            return  # a newer check of this document publishes
        except RuntimeError as error:
            result, problem = failed_check(uri, text, error), None
        current = opened(uri)
        if current is None or current.version != version or current.source != text:
            return  # closed, or changed meanwhile: the check of the newer text publishes
        if problem:
            tell(problem)
        found: list[types.Diagnostic] = []
        if result is not None:
            report(result)
            checked[uri] = result
            place = positions(result.text)
            found = [lsp_diagnostic(place, d, uri) for d in result.diagnostics]
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, version=version, diagnostics=found)
        )

    def soon(work: Any) -> None:
        """Run a coroutine on the loop; if it fails, say so rather than lose it unseen."""
        task = asyncio.ensure_future(work)
        running.add(task)

        def done(task: asyncio.Task) -> None:
            running.discard(task)
            if task.cancelled() or task.exception() is None:
                return
            error = task.exception()
            print("torchlint server: publishing failed", file=sys.stderr)
            traceback.print_exception(type(error), error, error.__traceback__, file=sys.stderr)
            ls.note(f"torchlint: internal error in the server: {_describe(error)}")

        task.add_done_callback(done)

    def publish_soon(uri: str) -> None:
        soon(publish(uri))

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
        try:
            results, problem = await check_in_child(uri, "analyse_notebook", uri, cells)
        except Stale:
            return
        except RuntimeError as error:
            results = {cell_uri: Checked(text, uri, (), [], True) for _, cell_uri, text in cells}
            if cells:
                results[cells[0][1]] = failed_check(uri, cells[0][2], error)
            problem = None
        if notebook_cells(uri) != before:
            return  # changed meanwhile: the check of the newer cells publishes
        if problem:
            tell(problem)
        for result in results.values():
            report(result)
        for cell_uri, result in results.items():
            checked[cell_uri] = result
            place = positions(result.text)
            ls.text_document_publish_diagnostics(
                types.PublishDiagnosticsParams(
                    uri=cell_uri, diagnostics=[lsp_diagnostic(place, d, cell_uri) for d in result.diagnostics]
                )
            )

    def publish_notebook_soon(uri: str) -> None:
        soon(publish_notebook(uri))

    @ls.feature(types.NOTEBOOK_DOCUMENT_DID_OPEN)
    def notebook_did_open(params: types.DidOpenNotebookDocumentParams) -> None:
        publish_notebook_soon(params.notebook_document.uri)

    @ls.feature(types.NOTEBOOK_DOCUMENT_DID_CHANGE)
    def notebook_did_change(params: types.DidChangeNotebookDocumentParams) -> None:
        uri = params.notebook_document.uri
        forget(uri)  # the check of the old cells is stale now, not only once typing pauses
        later(uri, lambda: publish_notebook_soon(uri))

    @ls.feature(types.NOTEBOOK_DOCUMENT_DID_SAVE)
    def notebook_did_save(params: types.DidSaveNotebookDocumentParams) -> None:
        publish_notebook_soon(params.notebook_document.uri)

    @ls.feature(types.NOTEBOOK_DOCUMENT_DID_CLOSE)
    def notebook_did_close(params: types.DidCloseNotebookDocumentParams) -> None:
        forget(params.notebook_document.uri)
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
        forget(params.text_document.uri)  # the check of the old text is stale now
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
        if opened(uri) is not None:  # a save of a file that is not open is no news
            publish_soon(uri)

    @ls.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(params: types.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        checked.pop(uri, None)
        forget(uri)
        forget(ACTION_KEY + uri)
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
        document = opened(uri)
        if document is None:
            return []  # not open: nothing is read from disk on a client's word
        version, text, language_id = document.version, document.source, document.language_id
        loop = asyncio.get_running_loop()
        result = checked.get(uri)
        whole = ls.workspace.get_notebook_document(cell_uri=uri)
        if whole is not None and (result is None or result.text != text):
            await publish_notebook(whole.uri)  # a cell is checked with its notebook
            result = checked.get(uri)
        if result is None or result.text != text:
            try:
                result, problem = await check_in_child(ACTION_KEY + uri, "analyse", uri, text, language_id)
            except Stale:
                return []  # a newer request for this document is being answered
            except RuntimeError as error:
                ls.note(f"torchlint: {uri}: no code actions: {error}")
                return []
            if problem:
                tell(problem)
            if result is None:
                return []
            report(result)
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
                diagnostics=[lsp_diagnostic(place, d, uri) for d in found] or None,
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


# The largest message body the server reads (a large notebook's text, JSON-escaped, is a
# few tens of megabytes). pygls reads whatever a Content-Length header says: a header of
# 99999999999999 made it allocate that much and killed the server.
MAX_MESSAGE_BYTES = 128 * 1024 * 1024
_CONTENT_LENGTH = re.compile(rb"^content-length:\s*(\d+)\s*$", re.IGNORECASE)


class CappedInput:
    """The server's stdin for pygls, with ``Content-Length`` capped: a header over
    MAX_MESSAGE_BYTES is reported on stderr and dropped, its body skipped up to the next
    message's header (a body ends without a newline, so that header ends the body's last
    line): an error, not a dead server."""

    def __init__(self, stream: Any, limit: int = MAX_MESSAGE_BYTES) -> None:
        self.stream = stream
        self.limit = limit
        self.skipping = False

    def readline(self, *args: Any) -> bytes:
        while True:
            line = self.stream.readline(*args)
            if not line:
                return line
            if self.skipping:
                start = line.lower().rfind(b"content-length:")
                if start < 0:
                    continue
                line = line[start:]
            match = _CONTENT_LENGTH.match(line) if len(line) < 100 else None
            if match and int(match.group(1)) > self.limit:
                print(f"torchlint: message refused: Content-Length {int(match.group(1)):,} is over "
                      f"the limit of {self.limit:,} bytes; skipped", file=sys.stderr, flush=True)
                self.skipping = True
                continue
            if self.skipping and not match:
                continue
            self.skipping = False
            return line

    def read(self, size: int = -1) -> bytes:
        return self.stream.read(size)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


@click.command()
def server() -> None:
    """Run the language server on stdin and stdout (for editors)."""
    try:
        import pygls  # noqa: F401
    except ImportError:
        click.echo("error: `torchlint server` needs pygls: pip install 'torchlint[server]'", err=True)
        sys.exit(2)
    # pygls logs a failed handler's traceback: on stderr, the editor's log of the server.
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format="torchlint server: %(name)s: %(message)s")
    build_server().start_io(stdin=CappedInput(sys.stdin.buffer))
