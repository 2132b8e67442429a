"""TL202 reports a method/attribute chain (links: `.name(...)` calls and `.name` attributes,
from the receiver outwards, as ``semantic.syntax.chain`` builds it) whose first `cpu` link is
a call, with no `detach` link and no grad-free link (`argmax`, `long`, `data`...) before it,
on a receiver that is not a comparison, and that is followed either directly by a
`.detach()` call, or later by a `.numpy()` call (its first `numpy` link) with no integer or
bool conversion between `.cpu()` and it. Every such chain is reported, with `--pedantic` at
least, unless under `no_grad` or on a receiver known not to require grad; so a file can hold
a finding only if some chain, walked down from any call or attribute, has that shape."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax

GRAD_FREE_METHODS = frozenset(
    {"argmax", "argmin", "argsort", "topk", "bincount", "nonzero", "long", "int", "short", "char",
     "byte", "bool", "data"}
)


def _chain(node: ast.AST) -> tuple[list[tuple[str, ast.AST]], ast.AST]:
    """``semantic.syntax.chain`` and ``chain_receiver`` on CPython's tree."""
    links: list[tuple[str, ast.AST]] = []
    current = node
    while True:
        if isinstance(current, ast.Call) and isinstance(current.func, ast.Attribute):
            links.append((current.func.attr, current))
            current = current.func.value
        elif isinstance(current, ast.Attribute):
            links.append((current.attr, current))
            current = current.value
        else:
            break
    links.reverse()
    return links, current


def _reported(node: ast.AST) -> bool:
    links, receiver = _chain(node)
    names = [name for name, _ in links]
    if "cpu" not in names:
        return False
    cpu_index = names.index("cpu")
    before = names[:cpu_index]
    after = names[cpu_index + 1:]
    if not isinstance(links[cpu_index][1], ast.Call):
        return False
    swapped = bool(after) and after[0] == "detach" and isinstance(links[cpu_index + 1][1], ast.Call)
    numpy_later = "numpy" in after and isinstance(links[cpu_index + 1 + after.index("numpy")][1], ast.Call)
    if not (swapped or numpy_later) or "detach" in before:
        return False
    if not swapped and GRAD_FREE_METHODS.intersection(after[: after.index("numpy")]):
        return False
    if GRAD_FREE_METHODS.intersection(before) or isinstance(receiver, ast.Compare):
        return False
    return True


def may_report(syntax: Syntax) -> bool:
    cpu_calls = [
        call for call in syntax.nodes(ast.Call)
        if isinstance(call.func, ast.Attribute) and call.func.attr == "cpu"
    ]
    if not cpu_calls:
        return False
    # the chain tops: a call or attribute that is not itself the receiver of an attribute
    # (a callee attribute is judged as its call, whose chain is the same)
    inner = {id(node.value) for node in syntax.nodes(ast.Attribute)}
    callees = {id(call.func) for call in syntax.nodes(ast.Call)}
    for node in syntax.nodes(ast.Call, ast.Attribute):
        if id(node) in inner or id(node) in callees:
            continue
        if _reported(node):
            return True
    return False
