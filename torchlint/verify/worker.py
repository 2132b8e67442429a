"""The child process that runs one side of a comparison: `python -m torchlint.verify.worker`.

User code only ever runs here, never in the torchlint process. The parent sends one JSON
command per line on stdin and reads one JSON answer per line from the protocol stream; the
user code's own prints go to stderr (a file the parent reads back on failure), so nothing it
writes can corrupt the protocol. Commands:

- ``load``: import a file and take a function from it (function mode), or run a prelude and
  compile an expression (snippet mode);
- ``call``: run once under a fixed seed and save the output, made portable, for the parent
  to compare;
- ``time``: one run bracketed by device synchronization, answering its seconds;
- ``memory``: one run, answering the peak device memory it needed;
- ``exit``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import traceback
from typing import Any, Callable

from torchlint.verify.devices import (
    cuda_needed_message,
    initialize,
    make_timer,
    needs_cuda,
    peak_memory,
    synchronize,
    user_line,
)
from torchlint.verify.protocol import MEMORY_LIMIT_REFUSED, CyclicValue, portable, portable_plain
from torchlint.verify.reaper import become_subreaper

TRACEBACK_LINES = 15


def _error(exc: BaseException, user_file: str | None = None,
           device: str = "cpu") -> dict[str, Any]:
    lines = traceback.format_exception(type(exc), exc, exc.__traceback__)
    text = "".join(lines).rstrip().splitlines()
    if user_file and not device.startswith("cuda") and needs_cuda(exc):
        # one line with the user's own line number, instead of torch's traceback
        line = user_line(exc, user_file)
        return {"ok": False, "error": cuda_needed_message(user_file, line, device),
                "traceback": "", "needs_cuda": True}
    if isinstance(exc, ProgramExit):  # its own words are in its stderr: the parent adds them
        return {"ok": False, "error": str(exc), "traceback": "", "stderr_tail": True}
    if isinstance(exc, MemoryError):
        limited = " under --memory-limit" if os.environ.get("TORCHLINT_MEMORY_LIMIT") else ""
        return {"ok": False, "error": f"the program ran out of memory (MemoryError){limited}",
                "traceback": "\n".join(text[-TRACEBACK_LINES:])}
    return {
        "ok": False,
        "error": traceback.format_exception_only(type(exc), exc)[-1].strip(),
        "traceback": "\n".join(text[-TRACEBACK_LINES:]),
    }


class Copies:
    """Several copies of one folder loaded in this one process (function mode loads the
    original and the fixed file side by side, so both are timed on the same core at the same
    moments). Each copy's modules live apart: while one copy loads or runs, ``sys.modules``
    holds its own modules under their plain names (so ``import helpers`` in the fixed copy
    gets the fixed copy's ``helpers``) and ``sys.path`` starts with its folder; the other
    copies' modules are put aside and come back when their copy runs again. Each module is
    also registered under a distinct name (``train@B``) so that both stay importable."""

    def __init__(self) -> None:
        self.folders: dict[str, str] = {}
        self.modules: dict[str, dict[str, Any]] = {}
        self.active: str | None = None

    def _owned(self, folder: str) -> dict[str, Any]:
        prefix = folder.rstrip(os.sep) + os.sep
        return {name: m for name, m in list(sys.modules.items())
                if "@" not in name and (getattr(m, "__file__", None) or "").startswith(prefix)}

    def _put_aside(self) -> None:
        if self.active is not None:
            mine = self._owned(self.folders[self.active])
            self.modules[self.active] = mine
            for name in mine:
                sys.modules.pop(name, None)
        self.active = None

    def activate(self, slot: str) -> None:
        if self.active == slot or slot not in self.folders:
            return
        self._put_aside()
        sys.modules.update(self.modules.get(slot, {}))
        for other in self.folders.values():
            while other in sys.path:
                sys.path.remove(other)
        sys.path.insert(0, self.folders[slot])
        self.active = slot

    def add(self, slot: str, folder: str) -> None:
        self._put_aside()
        self.folders[slot] = folder
        self.modules[slot] = {}
        self.activate(slot)


COPIES = Copies()


def _load_function(spec: dict[str, Any]) -> Callable[[], Any]:
    path = spec["file"]
    folder = os.path.dirname(os.path.abspath(path))
    slot = spec.get("slot", "A")
    COPIES.add(slot, folder)
    name = os.path.splitext(os.path.basename(path))[0]
    module_spec = importlib.util.spec_from_file_location(name, path)
    if module_spec is None or module_spec.loader is None:
        raise ImportError(f"cannot import {path}")
    module = importlib.util.module_from_spec(module_spec)
    # registered before running, so that siblings importing it by name get this module
    sys.modules[name] = module
    sys.modules[f"{name}@{slot}"] = module
    module_spec.loader.exec_module(module)
    COPIES.modules[slot] = COPIES._owned(folder)
    fn = getattr(module, spec["function"], None)
    if fn is None or not callable(fn):
        raise AttributeError(f"{os.path.basename(path)} has no function {spec['function']!r}")
    return fn


class ProgramExit(Exception):
    """The program ended with a non-zero exit status."""


def _load_program(spec: dict[str, Any], device: str) -> Callable[[], Any]:
    """Program mode: each call runs the file as ``__main__`` with its arguments, as
    ``python FILE ARGS`` would, in this one process, so that only the first run pays for
    start-up (imports, device initialisation, kernel loading)."""
    import runpy

    path, args = spec["file"], list(spec.get("args", []))
    folder = os.path.dirname(os.path.abspath(path))
    if folder not in sys.path:
        sys.path.insert(0, folder)
    if spec.get("preload") == "torch":  # the program imports torch anyway: start-up, not work
        import torch  # noqa: F401

        initialize(device)

    def run() -> None:
        sys.argv = [path, *args]
        try:
            runpy.run_path(path, run_name="__main__")
        except SystemExit as exc:
            if exc.code is None or exc.code == 0:
                return None
            if isinstance(exc.code, int):
                raise ProgramExit(f"the program exited with status {exc.code}") from None
            raise ProgramExit(f"the program exited with status 1: {exc.code}") from None
        return None

    return run


def _load_snippet(spec: dict[str, Any]) -> Callable[[], Any]:
    import ast

    filename = spec.get("filename", "<snippet>")
    namespace: dict[str, Any] = {"__name__": "__torchlint_snippet__"}
    exec(compile(spec["prelude"], filename, "exec"), namespace)
    # compiled at its own line, so that a traceback points at the line in the user's file
    tree = ast.parse(spec["expression"], filename, "eval")
    ast.increment_lineno(tree, spec.get("row", 1) - 1)
    code = compile(tree, filename, "eval")
    return lambda: eval(code, namespace)


def limit_memory() -> bool:
    """Apply ``TORCHLINT_MEMORY_LIMIT`` (bytes of address space, set by the parent for
    ``--memory-limit``) to this process; False, with a line on stderr, where it cannot be
    set. Shared by every child that runs user code (``verify``'s worker, ``profile``'s
    bootstrap)."""
    if not os.environ.get("TORCHLINT_MEMORY_LIMIT"):
        return True
    import resource

    limit = int(os.environ["TORCHLINT_MEMORY_LIMIT"])
    try:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ValueError, OverflowError, OSError) as exc:
        print(f"torchlint: --memory-limit of {limit} bytes cannot be set here ({exc})",
              file=sys.stderr)
        return False
    return True


def main() -> int:
    # orphans of user code (a process in a new session whose parent exited) stay in this
    # process's tree, where the parent finds and ends them (torchlint.verify.reaper)
    become_subreaper()
    if not limit_memory():  # verify --memory-limit
        return MEMORY_LIMIT_REFUSED
    # The protocol keeps the real stdout; fd 1 now points at stderr for whatever user code
    # prints, including C extensions that write to the file descriptor directly.
    protocol = os.fdopen(os.dup(1), "w", buffering=1, encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    # Likewise the commands keep the real stdin, and user code (and what it starts) reads an
    # empty /dev/null: a program asking for input gets end-of-file at once, instead of
    # reading the protocol or waiting out --timeout.
    commands = os.fdopen(os.dup(0), "r", encoding="utf-8")
    empty = os.open(os.devnull, os.O_RDONLY)
    os.dup2(empty, 0)
    os.close(empty)
    sys.stdin = open(os.devnull, encoding="utf-8")

    fns: dict[str, Callable[[], Any]] = {}
    device = "cpu"
    time_one = None
    user_files: dict[str, str | None] = {}
    user_file: str | None = None

    def answer(obj: dict[str, Any]) -> None:
        protocol.write(json.dumps(obj) + "\n")
        protocol.flush()

    for line in commands:
        if not line.strip():
            continue
        command = json.loads(line)
        op = command.get("op")
        try:
            if op == "exit":
                answer({"ok": True})
                return 0
            slot = command.get("slot", "A")
            if op == "load":
                device = command.get("device", "cpu")
                user_file = user_files[slot] = command.get("file") or command.get("filename")
                if command["kind"] == "function":
                    fns[slot] = _load_function(command)
                elif command["kind"] == "program":
                    fns[slot] = _load_program(command, device)
                else:
                    fns[slot] = _load_snippet(command)
                time_one = make_timer(device, command.get("timer", "auto"))
                answer({"ok": True})
                continue
            fn = fns.get(slot)
            if fn is None:
                raise RuntimeError("nothing loaded")
            user_file = user_files.get(slot)
            COPIES.activate(slot)  # outside the timed run: the copy's own modules
            if op == "call":
                import random

                # torch is only touched when the user code brought it in: a plain-Python
                # function needs no multi-second torch import to be verified
                torch = sys.modules.get("torch")
                random.seed(command.get("seed", 0))
                if torch is not None:
                    torch.manual_seed(command.get("seed", 0))
                out = fn()
                synchronize(device)
                fmt = "torch" if torch is not None else "json"
                if command.get("save"):
                    try:
                        data = portable(out) if torch is not None else portable_plain(out)
                    except CyclicValue as exc:
                        answer({"ok": False, "traceback": "", "error": (
                            f"{exc}: verify compares returned values and cannot compare one "
                            "that refers to itself; return the tensors or numbers to compare")})
                        continue
                    if torch is not None:
                        torch.save(data, command["save"])
                    else:
                        with open(command["save"], "w", encoding="utf-8") as f:
                            json.dump(data, f)
                del out
                answer({"ok": True, "format": fmt})
            elif op == "time":
                repeat = max(1, int(command.get("repeat", 1)))
                if repeat == 1:
                    answer({"ok": True, "seconds": time_one(fn)})
                else:  # a call too short for the clock: time a batch, answer the mean
                    batch = fn

                    def batch_fn(call: Callable[[], Any] = batch, n: int = repeat) -> None:
                        for _ in range(n):
                            call()

                    answer({"ok": True, "seconds": time_one(batch_fn) / repeat})
            elif op == "memory":
                answer({"ok": True, "bytes": peak_memory(device, fn)})
            else:
                answer({"ok": False, "error": f"unknown command {op!r}", "traceback": ""})
        except BaseException as exc:  # user code may raise anything, SystemExit included
            answer(_error(exc, user_file, device))
    return 0


if __name__ == "__main__":
    sys.exit(main())
