"""TL303 reports a call that resolves to `torch.utils.data.DataLoader` (so its callee's last
name is `DataLoader`, or a name an import of `DataLoader` binds under another name) with no
`**` argument, no `persistent_workers=` and a `num_workers` argument (by keyword, or a sixth
positional one) other than a literal `0`, and only when the file iterates a loader once per
epoch: a `for` loop inside another `for`/`while` loop, `iter(...)` called inside a loop, or
a `train_dataloader`/`val_dataloader` method. So a file needs such a call and one of those
three shapes."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import LOOPS, dataloader_calls

_NUM_WORKERS_POSITION = 5
_HOOKS = frozenset({"train_dataloader", "val_dataloader"})


def _zero(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value == 0


def _with_workers(call: ast.Call) -> bool:
    workers = None
    for keyword in call.keywords:
        if keyword.arg is None or keyword.arg == "persistent_workers":
            return False
        if keyword.arg == "num_workers":
            workers = keyword.value
    if workers is None:
        if len(call.args) <= _NUM_WORKERS_POSITION:
            return False
        workers = call.args[_NUM_WORKERS_POSITION]
    return not _zero(workers)


def _per_epoch(syntax: Syntax) -> bool:
    for function in syntax.nodes(ast.FunctionDef, ast.AsyncFunctionDef):
        if function.name in _HOOKS:
            return True
    for loop in syntax.nodes(*LOOPS):
        for node in ast.walk(loop):
            if node is loop:
                continue
            cls = node.__class__
            if cls is ast.For or cls is ast.AsyncFor:
                return True
            if cls is ast.Call and isinstance(node.func, ast.Name) and node.func.id == "iter":
                return True
    return False


def may_report(syntax: Syntax) -> bool:
    if not any(_with_workers(call) for call in dataloader_calls(syntax)):
        return False
    return _per_epoch(syntax)
