"""TL414 reports the first argument of a call (whose callee's last name is a discriminator's)
inside a loop that also holds a `.backward(...)` call and an argument-less `.step()` call."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import LOOPS


def _method(node: ast.AST, name: str) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == name


def may_report(syntax: Syntax) -> bool:
    for loop in syntax.nodes(*LOOPS):
        nodes = list(ast.walk(loop))
        if any(_method(n, "backward") for n in nodes) and any(
            _method(n, "step") and not n.args for n in nodes
        ):
            return True
    return False
