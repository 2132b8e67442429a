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

TENSOR_KEY = "__torchlint_tensor__"
OBJECT_KEY = "__torchlint_object__"
TRACEBACK_LINES = 15


def portable(value: Any) -> Any:
    """The output as plain containers, CPU tensors and primitives, loadable with
    ``torch.load(weights_only=True)``: the parent never unpickles objects user code made."""
    import torch

    if isinstance(value, torch.Tensor):
        return {TENSOR_KEY: str(value.device), "data": value.detach().cpu()}
    if isinstance(value, (list, tuple)):
        items = [portable(v) for v in value]
        return items if isinstance(value, list) else {"__torchlint_tuple__": items}
    if isinstance(value, dict):
        return {str(k): portable(v) for k, v in value.items()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return {OBJECT_KEY: type(value).__qualname__}


def portable_plain(value: Any) -> Any:
    """``portable`` for output made without torch: JSON-ready, tuples kept apart from lists."""
    if isinstance(value, (list, tuple)):
        items = [portable_plain(v) for v in value]
        return items if isinstance(value, list) else {"__torchlint_tuple__": items}
    if isinstance(value, dict):
        return {str(k): portable_plain(v) for k, v in value.items()}
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        finite = value == value and value not in (float("inf"), float("-inf"))
        return value if finite else repr(value)  # JSON has no NaN or infinity
    return {OBJECT_KEY: type(value).__qualname__}


def restore(value: Any) -> Any:
    """Inverse of ``portable`` in the parent, with a tensor's device carried alongside."""
    if isinstance(value, dict):
        if TENSOR_KEY in value:
            return RemoteTensor(value[TENSOR_KEY], value["data"])
        if "__torchlint_tuple__" in value:
            return tuple(restore(v) for v in value["__torchlint_tuple__"])
        if OBJECT_KEY in value:
            return RemoteObject(value[OBJECT_KEY])
        return {k: restore(v) for k, v in value.items()}
    if isinstance(value, list):
        return [restore(v) for v in value]
    return value


class RemoteTensor:
    """A tensor as the child saw it: its device there, its values here on the CPU."""

    def __init__(self, device: str, data: Any):
        self.device, self.data = device, data


class RemoteObject:
    """An object the child returned that is not data: only its type can be compared."""

    def __init__(self, type_name: str):
        self.type_name = type_name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RemoteObject) and other.type_name == self.type_name

    def __repr__(self) -> str:
        return f"<{self.type_name} object>"


def _error(exc: BaseException) -> dict[str, Any]:
    lines = traceback.format_exception(type(exc), exc, exc.__traceback__)
    text = "".join(lines).rstrip().splitlines()
    return {
        "ok": False,
        "error": traceback.format_exception_only(type(exc), exc)[-1].strip(),
        "traceback": "\n".join(text[-TRACEBACK_LINES:]),
    }


def _load_function(spec: dict[str, Any]) -> Callable[[], Any]:
    path = spec["file"]
    folder = os.path.dirname(os.path.abspath(path))
    if folder not in sys.path:
        sys.path.insert(0, folder)
    name = os.path.splitext(os.path.basename(path))[0]
    module_spec = importlib.util.spec_from_file_location(name, path)
    if module_spec is None or module_spec.loader is None:
        raise ImportError(f"cannot import {path}")
    module = importlib.util.module_from_spec(module_spec)
    # registered before running, so that siblings importing it by name get this module
    sys.modules[name] = module
    module_spec.loader.exec_module(module)
    fn = getattr(module, spec["function"], None)
    if fn is None or not callable(fn):
        raise AttributeError(f"{os.path.basename(path)} has no function {spec['function']!r}")
    return fn


def _load_snippet(spec: dict[str, Any]) -> Callable[[], Any]:
    namespace: dict[str, Any] = {"__name__": "__torchlint_snippet__"}
    exec(compile(spec["prelude"], spec.get("filename", "<snippet>"), "exec"), namespace)
    code = compile(spec["expression"], spec.get("filename", "<snippet>"), "eval")
    return lambda: eval(code, namespace)


def main() -> int:
    # The protocol keeps the real stdout; fd 1 now points at stderr for whatever user code
    # prints, including C extensions that write to the file descriptor directly.
    protocol = os.fdopen(os.dup(1), "w", buffering=1, encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr

    fn: Callable[[], Any] | None = None
    device = "cpu"
    time_one = None

    def answer(obj: dict[str, Any]) -> None:
        protocol.write(json.dumps(obj) + "\n")
        protocol.flush()

    for line in sys.stdin:
        if not line.strip():
            continue
        command = json.loads(line)
        op = command.get("op")
        try:
            if op == "exit":
                answer({"ok": True})
                return 0
            if op == "load":
                from torchlint.verify.harness import make_timer

                device = command.get("device", "cpu")
                if command["kind"] == "function":
                    fn = _load_function(command)
                else:
                    fn = _load_snippet(command)
                time_one = make_timer(device, command.get("timer", "auto"))
                answer({"ok": True})
                continue
            if fn is None:
                raise RuntimeError("nothing loaded")
            if op == "call":
                import random

                from torchlint.verify.harness import synchronize

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
                    data = portable(out) if torch is not None else portable_plain(out)
                    if torch is not None:
                        torch.save(data, command["save"])
                    else:
                        with open(command["save"], "w", encoding="utf-8") as f:
                            json.dump(data, f)
                del out
                answer({"ok": True, "format": fmt})
            elif op == "time":
                answer({"ok": True, "seconds": time_one(fn)})
            elif op == "memory":
                from torchlint.verify.harness import peak_memory

                answer({"ok": True, "bytes": peak_memory(device, fn)})
            else:
                answer({"ok": False, "error": f"unknown command {op!r}", "traceback": ""})
        except BaseException as exc:  # user code may raise anything, SystemExit included
            answer(_error(exc))
    return 0


if __name__ == "__main__":
    sys.exit(main())
