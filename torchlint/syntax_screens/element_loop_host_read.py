"""TL205 reports a host read of a loop's own element: `v.item()`, `v.tolist()`, `float(v)`,
`int(v)` or `bool(v)` on the loop's target `v`, or on `t[i]` where `i` is the target. So a
file can hold a finding only if some call of that shape names, as its receiver or argument
(or as the index of one), a name that a `for` loop or a comprehension binds, inside that
loop."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax

_METHODS = frozenset({"item", "tolist"})
_BUILTINS = frozenset({"float", "int", "bool"})
_LOOPS = (ast.For, ast.AsyncFor, ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)


def _element_name(value: ast.AST) -> str | None:
    """``v`` for ``v`` and for ``t[v]``."""
    if isinstance(value, ast.Name):
        return value.id
    if isinstance(value, ast.Subscript) and isinstance(value.slice, ast.Name):
        return value.slice.id
    return None


def _read(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in _METHODS and not call.args:
        return _element_name(func.value)
    if isinstance(func, ast.Name) and func.id in _BUILTINS and len(call.args) == 1:
        return _element_name(call.args[0])
    return None


def _targets(loop: ast.AST) -> set[str]:
    targets = [loop.target] if isinstance(loop, (ast.For, ast.AsyncFor)) else [g.target for g in loop.generators]
    return {node.id for target in targets for node in ast.walk(target) if isinstance(node, ast.Name)}


def may_report(syntax: Syntax) -> bool:
    reads = {}
    for call in syntax.nodes(ast.Call):
        name = _read(call)
        if name is not None:
            reads[call] = name
    if not reads:
        return False
    names = set(reads.values())
    for loop in syntax.nodes(*_LOOPS):
        bound = _targets(loop) & names
        if bound and any(reads.get(node) in bound for node in ast.walk(loop) if node.__class__ is ast.Call):
            return True
    return False
