"""TL305 reports a `<x>.generate(...)` call inside the body of a `for` loop, in a file that
calls some `from_pretrained` (where the generating model comes from)."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax


def _generates(node: ast.AST) -> bool:
    return any(
        isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "generate"
        for call in ast.walk(node)
    )


def may_report(syntax: Syntax) -> bool:
    if not any(
        isinstance(call.func, ast.Attribute) and call.func.attr == "from_pretrained"
        for call in syntax.nodes(ast.Call)
    ):
        return False
    return any(
        any(_generates(statement) for statement in loop.body)
        for loop in syntax.nodes(ast.For, ast.AsyncFor)
    )
