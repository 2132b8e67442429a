"""TL102 reports a `.cuda(...)` or a `.to(<device-like>)` with no `**kwargs` and with no
`non_blocking` argument or a literal `non_blocking=False`, whose receiver is pinned. Pinned
memory has three sources only, in the rule and in the semantic model's values: a
`.pin_memory(...)` method call, a call with the keyword `pin_memory=True` (a factory, or a
DataLoader), or a DataLoader given `True` as its eighth positional argument (``find_arg(expr,
"pin_memory", 7)``); the last two only where the callee's qualified name starts with `torch.`,
which needs its dotted name's first part bound by an import from `torch`. So a file can hold a
finding only if it holds such a move and one of those sources; which value reaches which move
is left to the rule. The `.to()` device test
follows ``is_device_like`` loosely (an accelerator string, any call, an f-string, a name or
attribute named `device`, `dev` or `*_device`)."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import device_like, dotted_parts, is_literal

MOVES = frozenset({"cuda", "to"})


def _positional(call: ast.Call, position: int) -> ast.AST | None:
    """``find_arg``'s positional lookup, or the call itself where a starred argument makes
    it unsure (let through)."""
    if any(isinstance(arg, ast.Starred) for arg in call.args[: position + 1]):
        return call
    return call.args[position] if len(call.args) > position else None


def _blocking_move(call: ast.Call) -> bool:
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr in MOVES):
        return False
    if any(keyword.arg is None for keyword in call.keywords):
        return False
    keywords = {keyword.arg: keyword.value for keyword in call.keywords}
    if func.attr == "to":
        if "device" in keywords:
            target = keywords["device"]
            flag_position = None
        else:
            target = _positional(call, 0)
            if target is None:
                return False
            flag_position = 2
        if target is not call and not device_like(target):
            return False
    else:
        flag_position = 1
    if "non_blocking" in keywords:
        flag = keywords["non_blocking"]
    elif flag_position is not None:
        flag = _positional(call, flag_position)
        if flag is call:
            return True
    else:
        flag = None
    return flag is None or is_literal(flag, False)


def _torch_names(syntax: Syntax) -> set[str]:
    """Names that some import of the file binds to `torch` or to something inside it."""
    return {
        name for name, bases in syntax.imports.items() if any(base.split(".")[0] == "torch" for base in bases)
    }


def _pins(call: ast.Call, torch_names: set[str]) -> bool:
    """`.pin_memory(...)`, or a call of something under `torch` (a factory, a DataLoader:
    ``_pinned`` and ``values._torch_call`` ask for the qualified name) given `pin_memory=True`
    or `True` as its eighth positional argument."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr == "pin_memory":
        return True
    parts = dotted_parts(func)
    if parts is None or parts[0] not in torch_names:
        return False
    for keyword in call.keywords:
        if keyword.arg == "pin_memory":
            return is_literal(keyword.value, True)
    # find_arg(expr, "pin_memory", 7): a starred argument before it makes it None
    positional = [arg for arg in call.args if not isinstance(arg, ast.Starred)]
    return len(positional) > 7 and is_literal(positional[7], True)


def may_report(syntax: Syntax) -> bool:
    calls = syntax.nodes(ast.Call)
    torch_names = _torch_names(syntax)
    return any(_pins(call, torch_names) for call in calls) and any(_blocking_move(call) for call in calls)
