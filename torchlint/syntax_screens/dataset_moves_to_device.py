"""TL304 reports a `.cuda(...)` or `.to(<device>)` call in a method of a dataset class that
runs per sample: one the class defines directly in its body as `__getitem__`,
`__getitems__` or `__iter__` (``SemanticModel`` counts only those as its methods), or a
method they call, or a function or lambda inside one of those. So the call lies inside a
class whose body defines one of those three methods."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax

PER_SAMPLE = frozenset({"__getitem__", "__getitems__", "__iter__"})


def _move(node: ast.AST) -> bool:
    if node.__class__ is not ast.Call or not isinstance(node.func, ast.Attribute):
        return False
    attr = node.func.attr
    return attr == "cuda" or (attr == "to" and bool(node.args or node.keywords))


def may_report(syntax: Syntax) -> bool:
    if not any(_move(call) for call in syntax.nodes(ast.Call)):
        return False
    for cls in syntax.nodes(ast.ClassDef):
        if not any(
            isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and statement.name in PER_SAMPLE
            for statement in cls.body
        ):
            continue
        if any(_move(node) for statement in cls.body for node in ast.walk(statement)):
            return True
    return False
