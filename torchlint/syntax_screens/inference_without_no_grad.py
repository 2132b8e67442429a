"""TL402 reports a call `<m>(...)` (`<m>` a plain dotted name, as written) in a function, or
in the module's own top-level code, that also evaluates that same `<m>`: calls `<m>.eval()`
with no arguments, or assigns `<m> = <chain>` (one target) where the chain holds a no-argument
`.eval()` call. The rule's frames are the module and each `def`; lambdas and class bodies
have none (nothing in them counts) and a nested `def` is a frame of its own, its decorators,
defaults and annotations included. So a file can hold a finding only if one frame holds both
an evaluation of some `<m>` and a call of it."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
# nodes that open another frame (or none): their whole subtree leaves the current frame
_OTHER_FRAMES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def _written(expr: ast.AST) -> str | None:
    parts = []
    while isinstance(expr, ast.Attribute):
        parts.append(expr.attr)
        expr = expr.value
    if not isinstance(expr, ast.Name):
        return None
    parts.append(expr.id)
    return ".".join(reversed(parts))


def _is_eval(call: ast.AST) -> bool:
    return (
        isinstance(call, ast.Call)
        and isinstance(call.func, ast.Attribute)
        and call.func.attr == "eval"
        and not call.args
        and not call.keywords
    )


def _evaluated(nodes: list[ast.AST]) -> set[str]:
    """The `<m>` that ``nodes`` (one frame's, or the whole file's) evaluate."""
    found = set()
    for node in nodes:
        if node.__class__ is ast.Call:
            if _is_eval(node):
                written = _written(node.func.value)
                if written is not None:
                    found.add(written)
        elif node.__class__ is ast.Assign:
            if len(node.targets) == 1 and any(_is_eval(sub) for sub in ast.walk(node.value)):
                written = _written(node.targets[0])
                if written is not None:
                    found.add(written)
    return found


def _frame_nodes(root: ast.AST) -> list[ast.AST]:
    """The nodes of the frame ``root`` opens, without the frames nested in it."""
    found = []
    stack = list(ast.iter_child_nodes(root))
    while stack:
        node = stack.pop()
        if isinstance(node, _OTHER_FRAMES):
            continue
        found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found


def may_report(syntax: Syntax) -> bool:
    calls = syntax.nodes(ast.Call)
    evaluated = _evaluated(calls + syntax.nodes(ast.Assign))
    if not evaluated:
        return False
    if not any(_written(call.func) in evaluated for call in calls):
        return False
    # both in one frame
    for root in [syntax.tree, *syntax.nodes(*_FUNCTIONS)]:
        nodes = _frame_nodes(root)  # a def's decorators, defaults and annotations included
        here = _evaluated(nodes)
        if here and any(n.__class__ is ast.Call and _written(n.func) in here for n in nodes):
            return True
    return False
