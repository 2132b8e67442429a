"""TL103 reports an optimizer built, in a statement of a block (an assignment or an expression
whose value is a call of a dotted callee), from `m.parameters()` or `m.named_parameters()` of
a dotted `m`, when a later statement of the same block moves `m`: `m.to(...)`/`m.cuda(...)`
alone or assigned to `m`, or such a move as the one statement of an `if`. So a file can hold
a finding only if some statement list holds a statement of the first shape followed by one
of the second, for the same dotted `m` (the rule compares their source text, so equal text
means equal names). The optimizer class, the device argument and rebinding in between are not
checked here (the rule checks them)."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import dotted_parts, statement_blocks

_PARAMETER_METHODS = frozenset({"parameters", "named_parameters"})
_MOVES = frozenset({"cuda", "to"})


def _value(statement: ast.stmt) -> ast.AST | None:
    if isinstance(statement, (ast.Assign, ast.AnnAssign, ast.Expr)):
        return statement.value
    return None


def _optimized(statement: ast.stmt) -> set[tuple[str, ...]]:
    """The dotted modules whose parameters an optimizer-shaped statement is built from."""
    value = _value(statement)
    if not isinstance(value, ast.Call) or not isinstance(value.func, (ast.Name, ast.Attribute)):
        return set()
    if dotted_parts(value.func) is None:
        return set()
    found = set()
    for node in ast.walk(value):
        if (
            node.__class__ is ast.Call
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _PARAMETER_METHODS
        ):
            module = dotted_parts(node.func.value)
            if module is not None:
                found.add(module)
    return found


def _moved(statement: ast.stmt) -> tuple[str, ...] | None:
    if isinstance(statement, ast.If) and statement.body:
        statement = statement.body[0]
    if isinstance(statement, ast.Assign) and len(statement.targets) != 1:
        return None
    if not isinstance(statement, (ast.Expr, ast.Assign)):
        return None
    value = statement.value
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr in _MOVES:
        return dotted_parts(value.func.value)
    return None


def _block(body: list) -> bool:
    wanted: set[tuple[str, ...]] = set()
    for statement in body:
        if wanted:
            moved = _moved(statement)
            if moved is not None and moved in wanted:
                return True
        wanted |= _optimized(statement)
    return False


def may_report(syntax: Syntax) -> bool:
    # cheap first: some `.parameters()` call of a dotted receiver, and some move call
    if not any(
        isinstance(call.func, ast.Attribute) and call.func.attr in _PARAMETER_METHODS
        for call in syntax.nodes(ast.Call)
    ):
        return False
    if not any(
        isinstance(call.func, ast.Attribute) and call.func.attr in _MOVES for call in syntax.nodes(ast.Call)
    ):
        return False
    return any(body and _block(body) for body in statement_blocks(syntax))
