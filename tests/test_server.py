"""`torchlint server` driven as an editor drives it: a real LSP session over stdio.

Each test starts `python -m torchlint server` in a temporary project and speaks JSON-RPC with
Content-Length framing to it (initialize, initialized, didOpen, publishDiagnostics,
codeAction, didChange, didSave, shutdown, exit), asserting the exact diagnostics and edits.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pygls")

TIMEOUT = 60  # seconds for any one answer; a hung server fails the test instead of hanging it

SOURCE = '''import torch

device = "cuda"
x = torch.zeros(10).to(device)
y = torch.rand(3).cuda()
'''

FIXED = '''import torch

device = "cuda"
x = torch.zeros(10, device=device)
y = torch.rand(3).cuda()
'''

# Tests run with TORCHLINT_PEDANTIC=1 (tests/conftest.py), which the server inherits: findings at
# the top level of a module say that they only show under --pedantic.
ZEROS = ("`torch.zeros` creates the tensor on the CPU and then copies it to the device; pass `device=` to the "
         "factory (pedantic: runs once)")
RAND = ("`torch.rand` creates the tensor on the CPU and then copies it to the device; pass `device=` to the "
        "factory (pedantic: runs once)")
URL = "https://github.com/torchlint/torchlint/blob/main/docs/rules/TL101.md"


def _range(line: int, start: int, end_line: int, end: int) -> dict[str, Any]:
    return {"start": {"line": line, "character": start}, "end": {"line": end_line, "character": end}}


def _diagnostic(line: int, start: int, end: int, message: str) -> dict[str, Any]:
    return {
        "range": _range(line, start, line, end),
        "message": message,
        "severity": 2,  # a performance finding: Warning
        "code": "TL101",
        "codeDescription": {"href": URL},
        "source": "torchlint",
    }


class Client:
    """A minimal LSP client: one reader thread sorts the server's messages into responses
    (by id) and notifications."""

    def __init__(self, cwd: Path, env: dict[str, str] | None = None) -> None:
        self.env = env = {**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "torchlint", "server"],
            cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
        )
        self.next_id = 0
        self.responses: dict[int, queue.Queue] = {}
        self.notifications: queue.Queue = queue.Queue()
        self.lock = threading.Lock()
        self.received: list[bytes] = []  # every message body, as sent
        self.skipped: list[dict[str, Any]] = []  # notifications passed over by notification()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        while True:
            headers = {}
            while True:
                line = stream.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.decode("ascii").partition(":")
                headers[name.strip().lower()] = value.strip()
            body = stream.read(int(headers["content-length"]))
            self.received.append(body)
            message = json.loads(body.decode("utf-8"))
            if "id" in message and "method" not in message:
                self._queue(message["id"]).put(message)
            elif "method" in message and "id" in message:
                # A request from the server (e.g. window/workDoneProgress/create): answer it.
                self._send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            else:
                self.notifications.put(message)

    def _queue(self, id_: int) -> queue.Queue:
        with self.lock:
            return self.responses.setdefault(id_, queue.Queue())

    def _send(self, message: Any) -> None:
        self.send_raw(json.dumps(message).encode("utf-8"))

    def send_raw(self, body: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def request(self, method: str, params: Any) -> Any:
        answer = self.ask(method, params)
        assert "error" not in answer, answer
        return answer["result"]

    def ask(self, method: str, params: Any) -> dict[str, Any]:
        """The whole answer to a request: its result or its error."""
        self.next_id += 1
        id_ = self.next_id
        self._queue(id_)  # before sending: the answer may come before this thread looks
        self._send({"jsonrpc": "2.0", "id": id_, "method": method, "params": params})
        return self.answer(id_, method)

    def answer(self, id_: int | None, what: str) -> dict[str, Any]:
        try:
            return self._queue(id_).get(timeout=TIMEOUT)
        except queue.Empty:
            pytest.fail(f"no answer to {what}; server stderr: {self.stderr()}")

    def notify(self, method: str, params: Any) -> None:
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    def notification(self, method: str) -> dict[str, Any]:
        """The first notification of ``method`` not yet taken; the others wait their turn."""
        for message in self.skipped:
            if message["method"] == method:
                self.skipped.remove(message)
                return message["params"]
        while True:
            try:
                message = self.notifications.get(timeout=TIMEOUT)
            except queue.Empty:
                pytest.fail(f"no {method} notification; server stderr: {self.stderr()}")
            if message["method"] == method:
                return message["params"]
            self.skipped.append(message)

    def diagnostics(self) -> list[dict[str, Any]]:
        return self.notification("textDocument/publishDiagnostics")["diagnostics"]

    def stderr(self) -> str:
        if self.process.poll() is None:
            return "(still running)"
        assert self.process.stderr is not None
        return self.process.stderr.read().decode("utf-8", "replace")[-2000:]

    def start(self, root: Path, capabilities: dict[str, Any] | None = None) -> dict[str, Any]:
        result = self.request(
            "initialize",
            {"processId": os.getpid(), "rootUri": root.as_uri(), "capabilities": capabilities or {}},
        )
        self.notify("initialized", {})
        return result

    def open(self, path: Path, text: str, version: int = 1) -> list[dict[str, Any]]:
        self.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": path.as_uri(), "languageId": "python", "version": version, "text": text}},
        )
        return self.diagnostics()

    def code_actions(self, path: Path, line: int, character: int, only: list[str] | None = None) -> Any:
        context: dict[str, Any] = {"diagnostics": []}
        if only is not None:
            context["only"] = only
        return self.request(
            "textDocument/codeAction",
            {
                "textDocument": {"uri": path.as_uri()},
                "range": _range(line, character, line, character),
                "context": context,
            },
        )

    def stop(self) -> int:
        assert self.request("shutdown", None) is None
        self.notify("exit", None)
        return self.process.wait(timeout=TIMEOUT)

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def project(tmp_path: Path) -> Path:
    # every stable rule, as a plain check ran before issue 24: the server runs in its own
    # process, where tests/conftest.py cannot make every rule on by default
    (tmp_path / "pyproject.toml").write_text('[tool.torchlint]\nselect = ["ALL"]\n',
                                             encoding="utf-8")
    return tmp_path


@pytest.fixture
def client(project: Path):  # noqa: ANN201
    session = Client(project)
    yield session
    session.kill()


def _edit(path: Path, version: int, edits: list[dict[str, Any]]) -> dict[str, Any]:
    return {"documentChanges": [{"textDocument": {"uri": path.as_uri(), "version": version}, "edits": edits}]}


def test_session_diagnostics_code_actions_and_shutdown(client: Client, project: Path) -> None:
    capabilities = client.start(project)["capabilities"]
    assert capabilities["codeActionProvider"]["codeActionKinds"] == ["quickfix", "source.fixAll.torchlint"]
    path = project / "train.py"
    path.write_text(SOURCE, encoding="utf-8")

    zeros = _diagnostic(3, 4, 30, ZEROS)
    rand = _diagnostic(4, 4, 24, RAND)
    assert client.open(path, SOURCE) == [zeros, rand]

    fix_all = {
        "title": "torchlint: Fix all safe fixes",
        "kind": "source.fixAll.torchlint",
        "edit": _edit(path, 1, [{"range": _range(3, 0, 3, 30), "newText": "x = torch.zeros(10, device=device)"}]),
    }
    assert client.code_actions(path, 3, 10) == [
        {
            "title": "torchlint (TL101): Pass `device=device` to `torch.zeros`",
            "kind": "quickfix",
            "diagnostics": [zeros],
            "isPreferred": True,
            "edit": _edit(path, 1, [
                {"range": _range(3, 18, 3, 18), "newText": ", device=device"},
                {"range": _range(3, 19, 3, 30), "newText": ""},
            ]),
        },
        {
            "title": "torchlint (TL101): Disable for this line",
            "kind": "quickfix",
            "diagnostics": [zeros],
            "edit": _edit(path, 1, [{"range": _range(3, 30, 3, 30), "newText": "  # noqa: TL101"}]),
        },
        fix_all,
    ]
    # The unsafe fix is offered, and labelled; it is not the preferred action.
    assert client.code_actions(path, 4, 0) == [
        {
            "title": "torchlint (TL101): Pass `device=\"cuda\"` to `torch.rand` (unsafe fix: may change behaviour)",
            "kind": "quickfix",
            "diagnostics": [rand],
            "edit": _edit(path, 1, [
                {"range": _range(4, 16, 4, 16), "newText": ', device="cuda"'},
                {"range": _range(4, 17, 4, 24), "newText": ""},
            ]),
        },
        {
            "title": "torchlint (TL101): Disable for this line",
            "kind": "quickfix",
            "diagnostics": [rand],
            "edit": _edit(path, 1, [{"range": _range(4, 24, 4, 24), "newText": "  # noqa: TL101"}]),
        },
        fix_all,
    ]
    # What an editor asks on save: only the fix-all action.
    assert client.code_actions(path, 0, 0, only=["source.fixAll"]) == [fix_all]
    # A line without findings gets no quick fix.
    assert client.code_actions(path, 0, 0, only=["quickfix"]) == []

    # Editing the document (as the fix-all action would) re-publishes.
    client.notify(
        "textDocument/didChange",
        {
            "textDocument": {"uri": path.as_uri(), "version": 2},
            "contentChanges": [{"range": _range(3, 0, 3, 30), "text": "x = torch.zeros(10, device=device)"}],
        },
    )
    assert client.diagnostics() == [rand]
    # The noqa comment the action inserts silences the finding.
    client.notify(
        "textDocument/didChange",
        {
            "textDocument": {"uri": path.as_uri(), "version": 3},
            "contentChanges": [{"range": _range(4, 24, 4, 24), "text": "  # noqa: TL101"}],
        },
    )
    assert client.diagnostics() == []
    path.write_text(FIXED, encoding="utf-8")
    client.notify("textDocument/didSave", {"textDocument": {"uri": path.as_uri()}})
    assert client.diagnostics() == []
    client.notify("textDocument/didClose", {"textDocument": {"uri": path.as_uri()}})
    assert client.diagnostics() == []
    assert client.stop() == 0


def test_noqa_action_extends_an_existing_noqa(client: Client, project: Path) -> None:
    client.start(project)
    path = project / "train.py"
    text = "import torch\nx = torch.zeros(10).cuda()  # noqa: TL999\n"
    found = client.open(path, text)
    assert [d["code"] for d in found] == ["TL101"]
    actions = client.code_actions(path, 1, 4, only=["quickfix"])
    assert actions[-1]["title"] == "torchlint (TL101): Disable for this line"
    assert actions[-1]["edit"]["documentChanges"][0]["edits"] == [
        {"range": _range(1, 41, 1, 41), "newText": ", TL101"}
    ]
    assert client.stop() == 0


def test_configuration_of_the_documents_folder_is_respected(client: Client, project: Path) -> None:
    legacy = project / "legacy"
    legacy.mkdir()
    (legacy / "pyproject.toml").write_text('[tool.torchlint]\nignore = ["TL101"]\n', encoding="utf-8")
    (project / "pyproject.toml").write_text(
        '[tool.torchlint]\nselect = ["ALL"]\nexclude = ["generated"]\n'
        'per-file-ignores = {"scripts/*" = ["TL1"]}\n',
        encoding="utf-8",
    )
    client.start(project)
    assert len(client.open(project / "train.py", SOURCE)) == 2
    assert client.open(legacy / "train.py", SOURCE) == []
    assert client.open(project / "scripts" / "run.py", SOURCE) == []
    assert client.open(project / "generated" / "model.py", SOURCE) == []
    assert client.stop() == 0


def test_syntax_error_is_an_error_diagnostic_without_actions(client: Client, project: Path) -> None:
    client.start(project)
    path = project / "broken.py"
    found = client.open(path, "import torch\nx = (\n")
    assert [(d["code"], d["severity"], d["range"]["start"]) for d in found] == [
        ("TL001", 1, {"line": 1, "character": 4})
    ]
    assert client.code_actions(path, 1, 4) == []
    assert client.stop() == 0


def test_columns_are_utf16_code_units(client: Client, project: Path) -> None:
    client.start(project)
    text = 'import torch\nlabel = "🔥"; x = torch.zeros(10).cuda()\n'
    found = client.open(project / "emoji.py", text)
    # "🔥" is one character but two UTF-16 code units: the finding starts at unit 18, not 17.
    assert [d["range"] for d in found] == [_range(1, 18, 1, 40)]
    assert client.stop() == 0


def test_non_python_documents_are_left_alone(client: Client, project: Path) -> None:
    client.start(project)
    path = project / "notes.md"
    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": path.as_uri(), "languageId": "markdown", "version": 1,
                          "text": "x = torch.zeros(10).cuda()\n"}},
    )
    assert client.diagnostics() == []
    assert client.stop() == 0


def test_notebook_cells_may_hold_ipython_syntax(client: Client, project: Path) -> None:
    # VS Code shows each cell of a notebook as its own document, with this scheme.
    # TL203 (timing magics) is a preview rule: the project opts in.
    (project / "pyproject.toml").write_text('[tool.torchlint]\nselect = ["ALL"]\npreview = true\n',
                                          encoding="utf-8")
    client.start(project)
    uri = (project / "train.ipynb").as_uri().replace("file:", "vscode-notebook-cell:", 1) + "#W1sZmlsZQ%3D%3D"
    text = "!pip install torch\nimport torch\n%timeit torch.ones(4).cuda()\nx = torch.zeros(10).to('cuda')\nx?\n"
    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "python", "version": 1, "text": text}},
    )
    found = client.diagnostics()
    # No syntax error; the %timeit statement is checked (it runs) but never edited; the
    # magic itself is no clock read (RULES.md v3: no TL203, changed on purpose).
    assert [(d["code"], d["range"]["start"]["line"], d["range"]["start"]["character"]) for d in found] == [
        ("TL101", 2, 8), ("TL101", 3, 4)
    ]
    magic_line = client.request(
        "textDocument/codeAction",
        {"textDocument": {"uri": uri}, "range": _range(2, 0, 2, 0), "context": {"diagnostics": []}},
    )
    assert [a["title"] for a in magic_line] == [
        "torchlint (TL101): Disable for this line",
        "torchlint: Fix all safe fixes",
    ]
    fix_all = magic_line[-1]["edit"]["documentChanges"][0]["edits"]
    assert fix_all == [{"range": _range(3, 0, 3, 30), "newText": "x = torch.zeros(10, device='cuda')"}]
    assert client.stop() == 0


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"], ids=["lf", "crlf", "cr"])
def test_fix_all_edit_covers_whole_lines_and_keeps_newlines(newline: str) -> None:
    from torchlint import engine, server
    from torchlint.config import Settings

    rules = Settings(root=Path.cwd()).rules()
    text = newline.join(["import torch", "", 'device = "cuda"', "x = torch.zeros(10).to(device)", "y = 1", ""])
    edit = server.fix_all_edit(server.Checked(text, "a.py", rules, [], pedantic=True))
    assert edit is not None
    assert (edit.location.row, edit.location.column, edit.end_location.row, edit.end_location.column) == (4, 1, 4, 31)
    assert edit.content == "x = torch.zeros(10, device=device)"
    assert server._apply(text, [edit]) == engine.fix_text(text, "a.py", rules, pedantic=True).text


def test_without_pygls_the_command_says_what_to_install() -> None:
    # As in an environment where torchlint was installed without the server extra.
    code = "import sys; sys.modules['pygls'] = None\nfrom torchlint.cli import main\nmain(['server'])"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=TIMEOUT)
    assert (done.returncode, done.stdout, done.stderr) == (
        2, "", "error: `torchlint server` needs pygls: pip install 'torchlint[server]'\n"
    )


def test_a_notebook_synced_as_a_whole_is_one_module(client: Client, project: Path) -> None:
    # LSP 3.17 notebook sync: the editor sends every cell, in order. An import in cell 1
    # counts in cell 3, magics are allowed, and findings (and fixes) land in their own cell.
    capabilities = client.start(project, {"notebookDocument": {"synchronization": {}}})["capabilities"]
    assert capabilities["notebookDocumentSync"]["notebookSelector"] == [
        {"notebook": "jupyter-notebook", "cells": [{"language": "python"}]}
    ]
    notebook = (project / "train.ipynb").as_uri()
    cells = [f"vscode-notebook-cell:{notebook[5:]}#cell{n}" for n in range(3)]
    texts = ["!pip install torch\nimport torch as th", "# Moving tensors", 'x = th.zeros(10).to("cuda")']
    client.notify(
        "notebookDocument/didOpen",
        {
            "notebookDocument": {
                "uri": notebook, "notebookType": "jupyter-notebook", "version": 1,
                "cells": [{"kind": 2, "document": cells[0]}, {"kind": 1, "document": cells[1]},
                          {"kind": 2, "document": cells[2]}],
            },
            "cellTextDocuments": [
                {"uri": cells[0], "languageId": "python", "version": 1, "text": texts[0]},
                {"uri": cells[1], "languageId": "markdown", "version": 1, "text": texts[1]},
                {"uri": cells[2], "languageId": "python", "version": 1, "text": texts[2]},
            ],
        },
    )
    published = {}
    while len(published) < 2:
        params = client.notification("textDocument/publishDiagnostics")
        published[params["uri"]] = params["diagnostics"]
    assert published[cells[0]] == []
    assert [(d["code"], d["range"]) for d in published[cells[2]]] == [("TL101", _range(0, 4, 0, 27))]

    actions = client.request(
        "textDocument/codeAction",
        {"textDocument": {"uri": cells[2]}, "range": _range(0, 0, 0, 0), "context": {"diagnostics": []}},
    )
    assert [(a["title"], a["edit"]["documentChanges"][0]["edits"]) for a in actions] == [
        ("torchlint (TL101): Pass `device=\"cuda\"` to `torch.zeros`", [
            {"range": _range(0, 15, 0, 15), "newText": ', device="cuda"'},
            {"range": _range(0, 16, 0, 27), "newText": ""},
        ]),
        ("torchlint (TL101): Disable for this line", [{"range": _range(0, 27, 0, 27), "newText": "  # noqa: TL101"}]),
        ("torchlint: Fix all safe fixes", [{"range": _range(0, 0, 0, 27), "newText": 'x = th.zeros(10, device="cuda")'}]),
    ]

    # Editing the third cell (as the fix would) re-checks the notebook.
    client.notify(
        "notebookDocument/didChange",
        {
            "notebookDocument": {"uri": notebook, "version": 2},
            "change": {"cells": {"textContent": [{
                "document": {"uri": cells[2], "version": 2},
                "changes": [{"text": 'x = th.zeros(10, device="cuda")'}],
            }]}},
        },
    )
    published = {}
    while len(published) < 2:
        params = client.notification("textDocument/publishDiagnostics")
        published[params["uri"]] = params["diagnostics"]
    assert published == {cells[0]: [], cells[2]: []}
    client.notify(
        "notebookDocument/didClose",
        {"notebookDocument": {"uri": notebook}, "cellTextDocuments": [{"uri": u} for u in cells]},
    )
    assert client.stop() == 0


def test_severity_is_the_one_the_cli_reports(client: Client, project: Path) -> None:
    path = project / "train.py"
    path.write_text(SOURCE, encoding="utf-8")
    client.start(project)
    served = client.open(path, SOURCE)
    done = subprocess.run(
        [sys.executable, "-m", "torchlint", "check", "--output-format", "json", "train.py"],
        cwd=project, capture_output=True, text=True, timeout=TIMEOUT,
    )
    shown = json.loads(done.stdout)
    lsp_severity = {"error": 1, "warning": 2, "info": 3}
    assert [(d["code"], lsp_severity[d["severity"]]) for d in shown] == [
        (d["code"], d["severity"]) for d in served
    ] == [("TL101", 2), ("TL101", 2)]  # warnings, as the CLI says
    assert client.stop() == 0


# Installed as `sitecustomize` in the server's processes (its checking process included) by the
# tests below: failures that no input of today's rules causes, so that what the server does with
# a failure is tested whatever rules come and go.
FAULTS = '''
import os
import threading

from torchlint import engine, server
from torchlint.rules.tensor_created_then_moved import TensorCreatedThenMoved


class Broken(TensorCreatedThenMoved):
    code = "TL990"

    def __init__(self, ctx):
        raise ValueError("boom in TL990")


configured = server.configured_rules


def configured_rules(path):
    rules = configured(path)
    return rules + (Broken,) if rules is not None and "broken" in str(path) else rules


server.configured_rules = configured_rules
check_text = engine.check_text


def hanging_check_text(text, *args, **kwargs):
    if "# hang forever" in text:
        with open(os.path.join(os.path.dirname(__file__), f"hanging.{os.getpid()}"), "w"):
            pass
        threading.Event().wait()
    if "# end the checking process" in text:
        os._exit(3)
    return check_text(text, *args, **kwargs)


engine.check_text = hanging_check_text
noqa_edit = server.noqa_edit


def failing_noqa_edit(checked, diagnostic):
    if "# fail actions" in checked.text:
        raise KeyError("boom in noqa_edit")
    return noqa_edit(checked, diagnostic)


server.noqa_edit = failing_noqa_edit
'''


@pytest.fixture
def faulty(project: Path, tmp_path_factory: pytest.TempPathFactory):  # noqa: ANN201
    site = tmp_path_factory.mktemp("site")
    (site / "sitecustomize.py").write_text(FAULTS, encoding="utf-8")
    paths = [str(site), *filter(None, [os.environ.get("PYTHONPATH")])]
    session = Client(project, env={"PYTHONPATH": os.pathsep.join(paths)})
    yield session
    session.kill()


def _no_traceback_sent(client: Client) -> None:
    assert not [body for body in client.received if b"Traceback" in body or b"traceback" in body]


def test_a_check_that_raises_publishes_what_could_be_checked_and_logs_one_line(faulty: Client, project: Path) -> None:
    from torchlint import server

    faulty.start(project)
    path = project / "broken.py"
    found = faulty.open(path, SOURCE)
    # Every other rule ran: both TL101 findings, and one TL002 for the rule that raised.
    assert [(d["code"], d["severity"], d["range"]["start"]["line"], d["message"]) for d in found] == [
        ("TL002", 1, 0, "internal error in TL990: ValueError: boom in TL990"),
        ("TL101", 2, 3, ZEROS),
        ("TL101", 2, 4, RAND),
    ]
    ran = len(server.configured_rules(path))
    logged = faulty.notification("window/logMessage")
    assert logged == {
        "type": 1,
        "message": f"torchlint: internal error checking {path}: ValueError: boom in TL990 ({ran} of {ran + 1} rules ran)",
    }
    # A document without the failing part is checked as before.
    assert len(faulty.open(project / "train.py", SOURCE)) == 2
    _no_traceback_sent(faulty)
    assert faulty.stop() == 0
    stderr = faulty.stderr()
    assert "Traceback (most recent call last)" in stderr and "ValueError: boom in TL990" in stderr


def test_a_request_that_raises_answers_an_error_without_traceback(faulty: Client, project: Path) -> None:
    faulty.start(project)
    path = project / "train.py"
    faulty.open(path, SOURCE + "# fail actions\n")
    answer = faulty.ask(
        "textDocument/codeAction",
        {"textDocument": {"uri": path.as_uri()}, "range": _range(3, 4, 3, 4), "context": {"diagnostics": []}},
    )
    assert answer["error"] == {"code": -32603, "message": "KeyError: 'boom in noqa_edit'"}
    assert faulty.notification("window/logMessage")["message"] == (
        "torchlint: internal error in the server: KeyError: 'boom in noqa_edit'"
    )
    _no_traceback_sent(faulty)
    assert faulty.stop() == 0


def test_a_stale_check_is_stopped_and_other_documents_are_checked(faulty: Client, project: Path) -> None:
    # Checks of "# hang forever" never end. One per checking process keeps them all busy: only
    # a check that is stopped frees one. Before, checks were never stopped, and every later
    # document waited forever.
    from torchlint import server

    faulty.start(project)
    hanging = SOURCE + "# hang forever\n"
    slow = [project / f"slow{n}.py" for n in range(server.CHECK_PROCESSES)]
    for path in slow:
        faulty.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": path.as_uri(), "languageId": "python", "version": 1, "text": hanging}},
        )

    def change(path: Path, version: int, text: str) -> None:
        faulty.notify(
            "textDocument/didChange",
            {"textDocument": {"uri": path.as_uri(), "version": version}, "contentChanges": [{"text": text}]},
        )

    def published() -> tuple[str, int | None, int]:
        params = faulty.notification("textDocument/publishDiagnostics")
        return params["uri"], params.get("version"), len(params["diagnostics"])

    # An edit makes the check of the old text stale: it is stopped, and the new text checked.
    change(slow[0], 2, SOURCE)
    assert published() == (slow[0].as_uri(), 2, 2)
    # Closing a document stops its check: the process it held checks the next document.
    change(slow[0], 3, hanging)
    faulty.notify("textDocument/didClose", {"textDocument": {"uri": slow[1].as_uri()}})
    assert published() == (slow[1].as_uri(), None, 0)
    other = project / "other.py"
    faulty.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": other.as_uri(), "languageId": "python", "version": 1, "text": FIXED}},
    )
    assert published() == (other.as_uri(), 1, 1)
    assert faulty.stop() == 0


def _ended(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] == "Z"  # a zombie has ended
    except FileNotFoundError:
        return True


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads process states from /proc")
def test_checking_processes_end_with_the_server_even_when_it_is_killed(faulty: Client, project: Path) -> None:
    faulty.start(project)
    site = next(Path(p) for p in faulty.env["PYTHONPATH"].split(os.pathsep) if (Path(p) / "sitecustomize.py").is_file())
    faulty.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": (project / "slow.py").as_uri(), "languageId": "python", "version": 1,
                          "text": "# hang forever\n"}},
    )
    deadline = time.monotonic() + TIMEOUT
    while not list(site.glob("hanging.*")) and time.monotonic() < deadline:
        time.sleep(0.05)
    [marker] = site.glob("hanging.*")
    pid = int(marker.suffix[1:])
    assert not _ended(pid)
    faulty.process.kill()  # as an editor may end it: no shutdown, no exit, no atexit
    faulty.process.wait()
    while not _ended(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _ended(pid), "the checking process outlived the server"


def test_files_in_the_project_never_shadow_the_servers_imports(project: Path) -> None:
    # The server and its checking processes run in the project; modules named like what they
    # import must not run (the fork server, a `python -c`, puts its working folder on sys.path).
    names = ["click", "libcst", "multiprocessing", "difflib", "tokenize", "json", "pickle", "pkgutil"]
    for name in names:
        (project / f"{name}.py").write_text(f"open({str(project / ('RAN_' + name))!r}, 'w').close()\n")
    session = Client(project)
    try:
        session.start(project)
        assert len(session.open(project / "train.py", SOURCE)) == 2
        assert session.stop() == 0
    finally:
        session.kill()
    assert sorted(p.name for p in project.glob("RAN_*")) == []


def test_a_checking_process_that_dies_is_one_finding_and_the_next_check_runs(faulty: Client, project: Path) -> None:
    faulty.start(project)
    path = project / "train.py"
    message = "internal error: torchlint could not check this file: the checking process ended (exit status 3)"
    found = faulty.open(path, SOURCE + "# end the checking process\n")
    assert [(d["code"], d["severity"], d["range"], d["message"]) for d in found] == [
        ("TL002", 1, _range(0, 0, 0, 0), message)
    ]
    assert faulty.notification("window/logMessage") == {"type": 1, "message": f"torchlint: {path}: {message}"}
    assert len(faulty.open(project / "other.py", SOURCE)) == 2
    _no_traceback_sent(faulty)
    assert faulty.stop() == 0


def test_a_check_past_its_time_limit_is_stopped(tmp_path: Path) -> None:
    from torchlint import server

    # only TL414 is on by default: the project selects the others
    (tmp_path / "pyproject.toml").write_text('[tool.torchlint]\nselect = ["ALL"]\n')
    uri = (tmp_path / "a.py").as_uri()
    checker = server.Checker(time_limit_s=0.001)
    wanted = threading.Event()
    wanted.set()
    # Thousands of findings: the check takes far longer than the limit (and than a poll).
    text = "import torch\n" + "x = torch.zeros(3).cuda()\n" * 3000
    with pytest.raises(RuntimeError, match=r"^stopped after 0.001 s$"):
        checker.run(wanted, "analyse", uri, text, "python")
    checker.time_limit_s = server.CHECK_TIME_LIMIT_S
    result, problem = checker.run(wanted, "analyse", uri, "import torch\nx = torch.zeros(3).cuda()\n", "python")
    assert ([d.code for d in result.diagnostics], problem) == (["TL101"], None)
    wanted.clear()
    with pytest.raises(server.Stale):
        checker.run(wanted, "analyse", uri, "", "python")
    checker.stop()


def test_saving_a_fifo_or_dev_zero_that_is_not_open_reads_nothing(client: Client, project: Path) -> None:
    client.start(project)
    fifo = project / "pipe.py"
    os.mkfifo(fifo)
    zero = project / "zero.py"
    zero.symlink_to("/dev/zero")
    for path in (fifo, zero):
        client.notify("textDocument/didSave", {"textDocument": {"uri": path.as_uri()}})
        assert client.code_actions(path, 0, 0) == []
    # The server neither blocked nor filled its memory: it still checks what is opened.
    assert len(client.open(project / "train.py", SOURCE)) == 2
    assert client.stop() == 0


def test_unreadable_messages_get_their_json_rpc_errors(client: Client, project: Path) -> None:
    client.start(project)
    client.send_raw(b'{"jsonrpc": "2.0", "id": 7, "method": ')
    assert client.answer(None, "malformed JSON") == {
        "jsonrpc": "2.0", "id": None,
        "error": {"code": -32700, "message": "parse error: Expecting value: line 1 column 39 (char 38)"},
    }
    client.send_raw(b"[1, 2]")
    assert client.answer(None, "a list") == {
        "jsonrpc": "2.0", "id": None,
        "error": {"code": -32600, "message": "invalid request: not a JSON-RPC 2.0 message"},
    }
    path = project / "train.py"
    answer = client.ask("textDocument/codeAction", {"textDocument": {"uri": path.as_uri()}, "context": {}})
    assert answer["error"] == {
        "code": -32602,
        "message": "textDocument/codeAction: invalid params: required field missing @ $.params.range; "
        "required field missing @ $.params.context.diagnostics",
    }
    # A notification cannot be answered: it is logged, and the session goes on.
    client.notify("textDocument/didOpen", {"textDocument": {"uri": path.as_uri()}})
    logged = client.notification("window/logMessage")["message"]
    assert logged.startswith("torchlint: ignored textDocument/didOpen: invalid params: required field missing @ ")
    assert len(client.open(path, SOURCE)) == 2
    _no_traceback_sent(client)
    assert client.stop() == 0


def test_without_pedantic_the_server_shows_what_check_shows(project: Path) -> None:
    # The default policy: a finding in code that runs once is off, one in a loop is on; the
    # command line says the same of the same files.
    files = {
        "once.py": 'import torch\n\nx = torch.zeros(10).to("cuda")\n',
        "loop.py": 'import torch\n\nfor step in range(10):\n    x = torch.zeros(10).to("cuda")\n',
    }
    for name, text in files.items():
        (project / name).write_text(text, encoding="utf-8")
    session = Client(project, env={"TORCHLINT_PEDANTIC": "0"})
    try:
        session.start(project)
        served = {name: session.open(project / name, text) for name, text in files.items()}
        assert session.stop() == 0
    finally:
        session.kill()
    done = subprocess.run(
        [sys.executable, "-m", "torchlint", "check", "--output-format", "json", *files],
        cwd=project, capture_output=True, text=True, timeout=TIMEOUT, env={**os.environ, "TORCHLINT_PEDANTIC": "0"},
    )
    shown = json.loads(done.stdout)
    assert {name: [(d["code"], d["range"]["start"]["line"] + 1, d["message"]) for d in found]
            for name, found in served.items()} == {
        "once.py": [],
        "loop.py": [(d["code"], d["location"]["row"], d["message"]) for d in shown],
    }
    assert [Path(d["filename"]).name for d in shown] == ["loop.py"]


def test_changes_to_unopened_documents_and_unknown_methods_are_no_internal_errors(
        client: Client, project: Path) -> None:
    client.start(project)
    never_opened = (project / "never.py").as_uri()
    client.notify("textDocument/didChange", {
        "textDocument": {"uri": never_opened, "version": 2},
        "contentChanges": [{"text": "x = 1\n"}],
    })
    logged = client.notification("window/logMessage")["message"]
    assert logged == f"torchlint: ignored textDocument/didChange: {never_opened} is not open"
    answer = client.ask("torchlint/noSuchMethod", {})
    assert answer["error"]["code"] == -32601  # method not found, as JSON-RPC says
    client.notify("$/noSuchNotification", {})
    path = project / "train.py"
    assert len(client.open(path, SOURCE)) == 2  # the session goes on
    assert not [m for m in client.skipped if "internal error" in json.dumps(m)]
    _no_traceback_sent(client)
    assert client.stop() == 0
