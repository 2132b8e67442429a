"""TL104 reports an expression statement that is nothing but a move of a bare name,
`x.cuda(...)`, `x.cpu(...)` or `x.to(<device-like or "cpu">)`, with no `**kwargs` (its
``visit_Expr``). So a file can hold a finding only if some ``ast.Expr`` statement's value is
such a call. The `.to()` argument test follows ``is_device_like`` loosely: the `device=`
keyword or else the first positional argument must be an accelerator string or `"cpu"`, any
call, an f-string, or a name or attribute named `device`, `dev` or `*_device`."""

from __future__ import annotations

import ast
import re

from torchlint.syntax_screens import Syntax

MOVES = frozenset({"cuda", "cpu", "to"})
_DEVICE_STRING = re.compile(r"^(cuda(:\d+)?|mps|xpu|cpu)$")


def _device_like(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and bool(_DEVICE_STRING.match(node.value))
    if isinstance(node, (ast.Call, ast.JoinedStr)):
        return True
    if isinstance(node, ast.Name):
        name = node.id
    elif isinstance(node, ast.Attribute):
        name = node.attr
    else:
        return False
    lowered = name.lower()
    return lowered in ("device", "dev") or lowered.endswith("_device")


def _discarded_move(call: ast.AST) -> bool:
    if not isinstance(call, ast.Call):
        return False
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr in MOVES and isinstance(func.value, ast.Name)):
        return False
    if any(keyword.arg is None for keyword in call.keywords):
        return False
    if func.attr != "to":
        return True
    for keyword in call.keywords:
        if keyword.arg == "device":
            return _device_like(keyword.value)
    if not call.args:
        return False
    first = call.args[0]
    return isinstance(first, ast.Starred) or _device_like(first)


def may_report(syntax: Syntax) -> bool:
    return any(_discarded_move(statement.value) for statement in syntax.nodes(ast.Expr))
