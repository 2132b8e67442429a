"""How long a stale check of a large document holds up another document in `torchlint server`.

Reproduce (about a minute on two cores):

    .venv/bin/python benchmarks/server_stale.py

The case of issue 16 item 15: a 357 KB document full of findings is opened, then edited six
times, each edit after the server's pause for typing (so each starts a check), and then a small
document is opened. Printed: how long one check of the large document takes, and the seconds
from opening the small document to its diagnostics. With checks that cannot be stopped, the
small document waits for every queued check of the old texts; with stale checks stopped, it
waits at most for the one check of the newest text.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

EDITS = 6
EDIT_GAP_S = 0.5  # longer than the server's CHANGE_DELAY_S: every edit starts a check


def frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class Session:
    def __init__(self, cwd: Path) -> None:
        # --pedantic: the document's findings are at module level, and all of them are published
        self.process = subprocess.Popen(
            [sys.executable, "-m", "torchlint", "server"], cwd=cwd,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            env={**os.environ, "TORCHLINT_PEDANTIC": "1"},
        )
        self.published: dict[str, float] = {}
        self.answers: dict[int, dict] = {}
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        stream = self.process.stdout
        while True:
            length = 0
            while True:
                line = stream.readline()
                if not line:
                    return
                if not line.strip():
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            message = json.loads(stream.read(length))
            with self.changed:
                if message.get("method") == "textDocument/publishDiagnostics":
                    self.published[message["params"]["uri"]] = time.monotonic()
                elif "id" in message and "method" not in message:
                    self.answers[message["id"]] = message
                self.changed.notify_all()

    def send(self, message: dict) -> None:
        self.process.stdin.write(frame({"jsonrpc": "2.0", **message}))
        self.process.stdin.flush()

    def wait(self, test, timeout: float = 600) -> None:
        with self.changed:
            if not self.changed.wait_for(test, timeout):
                raise TimeoutError

    def open(self, uri: str, text: str) -> None:
        self.send({"method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "python", "version": 1, "text": text}}})


def main() -> None:
    line = "x = torch.zeros(3).cuda()\n"
    big = "import torch\n" + line * (357_000 // len(line))
    small = "import torch\n" + line
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "pyproject.toml").write_text("[tool.torchlint]\n")
        session = Session(root)
        session.send({"id": 1, "method": "initialize", "params": {
            "processId": os.getpid(), "rootUri": root.as_uri(), "capabilities": {}}})
        session.wait(lambda: 1 in session.answers)
        session.send({"method": "initialized", "params": {}})
        big_uri, small_uri = (root / "big.py").as_uri(), (root / "small.py").as_uri()

        start = time.monotonic()
        session.open(big_uri, big)
        session.wait(lambda: big_uri in session.published)
        one_check = time.monotonic() - start

        for version in range(2, EDITS + 2):
            session.send({"method": "textDocument/didChange", "params": {
                "textDocument": {"uri": big_uri, "version": version},
                "contentChanges": [{"text": big + f"# edit {version}\n"}]}})
            time.sleep(EDIT_GAP_S)
        opened = time.monotonic()
        session.open(small_uri, small)
        session.wait(lambda: small_uri in session.published)
        waited = time.monotonic() - opened

        session.send({"id": 2, "method": "shutdown", "params": None})
        session.wait(lambda: 2 in session.answers)
        session.send({"method": "exit", "params": None})
        session.process.wait(timeout=60)
    print(f"document: {len(big) / 1000:.0f} KB, {big.count(line)} findings; one check: {one_check:.1f} s")
    print(f"{EDITS} edits {EDIT_GAP_S} s apart, then another document opened: "
          f"its diagnostics after {waited:.1f} s")


if __name__ == "__main__":
    main()
