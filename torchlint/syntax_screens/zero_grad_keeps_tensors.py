"""TL404 reports a `<expr>.zero_grad(...)` method call whose `set_to_none` argument, by
keyword or as the first positional argument, is the literal `False`. So a file can hold a
finding only if it has such a call (the rule's exemptions for files that keep gradients
allocated are left to the rule)."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import is_literal


def may_report(syntax: Syntax) -> bool:
    for call in syntax.nodes(ast.Call):
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr == "zero_grad"):
            continue
        if any(keyword.arg == "set_to_none" and is_literal(keyword.value, False) for keyword in call.keywords):
            return True
        if call.args and is_literal(call.args[0], False):
            return True
    return False
