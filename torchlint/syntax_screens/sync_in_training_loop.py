"""TL201 reports a synchronizing call (`.item()`, `.cpu()`, `.numpy()`, `.tolist()`, a call
named `synchronize` or bound from an import of `synchronize`, or a bare `float`/`int`/`bool`/
`print` call) that runs in a training step. Every step the rule sees bottoms out in a *step
call*: a `.backward(` method call, or, on an optimizer, a `.step(` method call or a callee
whose last name contains `scaler` (`_is_step`, `_loss_scaler_call`). An optimizer is a name
or attribute whose last part contains `optim`, or one bound from a `torch.optim` class,
which the model resolves through imports: `optim` is in the text either way.
`_calls_step_function` only follows calls, by name or `self.<name>`, to functions of the file
whose body (transitively) holds a step call. So a finding needs either a `for`/`while` loop
holding both a synchronizing call and a step call or a call of such a step function
(`_training_loop`, with local functions inside the loop), or a step function that holds a
synchronizing call and whose name a loop calls or hands over (`_step_function`, through
``call_sites``)."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import FUNCTIONS, LOOPS, last_name

_SYNC_METHODS = frozenset({"item", "cpu", "numpy", "tolist", "synchronize"})
_CONVERSIONS = frozenset({"float", "int", "bool", "print", "synchronize"})


def _backward(call: ast.Call) -> bool:
    func = call.func
    return isinstance(func, ast.Attribute) and func.attr == "backward"


def _any_step(call: ast.Call) -> bool:
    return _backward(call) or _optimizer_step(call)


def _optimizer_step(call: ast.Call) -> bool:
    """`.step(` or a callee named like a scaler: a step only with an optimizer, which needs
    `optim` in the text (checked by the caller)."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr == "step":
        return True
    last = last_name(func)
    return last is not None and "scaler" in last.lower()


def may_report(syntax: Syntax) -> bool:
    calls = syntax.nodes(ast.Call)
    # an optimizer is a name or attribute containing `optim`, or bound from a `torch.optim`
    # class (resolved through imports that spell `optim`): either way, the text says `optim`
    if "optim" in syntax.lowered_text:
        is_step_call = _any_step
    else:
        is_step_call = _backward
    if not any(is_step_call(call) for call in calls):
        return False
    # names a `synchronize` import binds (`from torch.cuda import synchronize as sync`)
    sync_names = set(_CONVERSIONS)
    for node in syntax.nodes(ast.Import, ast.ImportFrom):
        for alias in node.names:
            if alias.name.rsplit(".", 1)[-1] == "synchronize":
                sync_names.add(alias.asname or alias.name)

    def is_sync(call: ast.Call) -> bool:
        func = call.func
        if isinstance(func, ast.Attribute):
            return func.attr in _SYNC_METHODS
        return isinstance(func, ast.Name) and func.id in sync_names

    if not any(is_sync(call) for call in calls):
        return False
    # functions whose body (transitively, by any call of their name) holds a step call
    functions = syntax.nodes(*FUNCTIONS)
    called: dict[ast.AST, set[str]] = {}
    steppers: set[str] = set()
    for function in functions:
        names = set()
        for node in ast.walk(function):
            if node.__class__ is ast.Call:
                if is_step_call(node):
                    steppers.add(function.name)
                    break
                last = last_name(node.func)
                if last is not None:
                    names.add(last)
        else:
            called[function] = names
    changed = True
    while changed:
        changed = False
        for function, names in called.items():
            if function.name not in steppers and names & steppers:
                steppers.add(function.name)
                changed = True

    def is_step(call: ast.Call) -> bool:
        return is_step_call(call) or last_name(call.func) in steppers

    # a training loop: a loop holding a synchronizing call and a step
    loops = syntax.nodes(*LOOPS)
    for loop in loops:
        nodes = [node for node in ast.walk(loop) if node.__class__ is ast.Call]
        if any(is_sync(node) for node in nodes) and any(is_step(node) for node in nodes):
            return True
    # a step function holding a synchronizing call, its name called or handed over in a loop
    in_loops = None
    for function in functions:
        if function.name not in steppers:
            continue
        if not any(node.__class__ is ast.Call and is_sync(node) for node in ast.walk(function)):
            continue
        if in_loops is None:
            in_loops = set()
            for loop in loops:
                for node in ast.walk(loop):
                    if node.__class__ is ast.Name:
                        in_loops.add(node.id)
                    elif node.__class__ is ast.Attribute:
                        in_loops.add(node.attr)
        if function.name in in_loops:
            return True
    return False
