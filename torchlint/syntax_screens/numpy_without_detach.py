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


_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_NO_GRAD = frozenset({"no_grad", "inference_mode"})
_BINDERS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _surely_torch(syntax: Syntax) -> set[str]:
    """Names that resolve to the module `torch` wherever they are used: bound by an
    `import torch` (or `import torch.<sub>`, or `import torch as <name>`) among the module's
    own statements (outside functions and classes), and bound by nothing else anywhere."""
    imported: set[str] = set()
    other: set[str] = set()
    for node in syntax.nodes(ast.Import):
        for alias in node.names:
            if alias.asname is None:
                (imported if alias.name.split(".")[0] == "torch" else other).add(alias.name.split(".")[0])
            else:
                (imported if alias.name == "torch" else other).add(alias.asname)
    if not imported:
        return set()
    for node in syntax.nodes(ast.ImportFrom):
        other.update(alias.asname or alias.name for alias in node.names)
    for node in syntax.nodes(ast.Name):
        if not isinstance(node.ctx, ast.Load):
            other.add(node.id)
    for node in syntax.nodes(ast.arg):
        other.add(node.arg)
    for node in syntax.nodes(*_BINDERS):
        other.add(node.name)
    for node in syntax.nodes(ast.ExceptHandler):
        if node.name:
            other.add(node.name)
    for node in syntax.nodes(ast.MatchAs, ast.MatchStar):
        if node.name:
            other.add(node.name)
    for node in syntax.nodes(ast.MatchMapping):
        if node.rest:
            other.add(node.rest)
    candidates = imported - other
    if not candidates:
        return set()
    # an import among the module's own statements: visible from every scope of the file
    top: set[str] = set()
    stack: list[ast.AST] = list(syntax.tree.body)  # type: ignore[union-attr]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Import):
            for alias in node.names:
                top.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.stmt) and not isinstance(node, _BINDERS):
            stack.extend(
                child for child in ast.iter_child_nodes(node)
                if isinstance(child, (ast.stmt, ast.excepthandler, ast.match_case))
            )
        elif isinstance(node, (ast.excepthandler, ast.match_case)):
            stack.extend(node.body)
    return candidates & top


def _is_no_grad(expr: ast.AST, torch_names: set[str]) -> bool:
    """`torch.no_grad` / `torch.inference_mode`, called or not, through a name surely bound to
    `torch`: ``no_grad_among`` takes it for a no-grad context."""
    if isinstance(expr, ast.Call):
        expr = expr.func
    return (
        isinstance(expr, ast.Attribute)
        and expr.attr in _NO_GRAD
        and isinstance(expr.value, ast.Name)
        and expr.value.id in torch_names
    )


def _no_grad_nodes(syntax: Syntax) -> set[int]:
    """The calls and attributes that ``in_no_grad`` surely finds under `no_grad`: inside a
    `with torch.no_grad():` or a function decorated with it, not inside a function or lambda
    nested there (the walk up stops at the first function)."""
    torch_names = _surely_torch(syntax)
    if not torch_names:
        return set()
    roots: list[ast.AST] = []
    for node in syntax.nodes(ast.With, ast.AsyncWith):
        if any(_is_no_grad(item.context_expr, torch_names) for item in node.items):
            roots.append(node)
    for node in syntax.nodes(ast.FunctionDef, ast.AsyncFunctionDef):
        if any(_is_no_grad(decorator, torch_names) for decorator in node.decorator_list):
            roots.append(node)
    inside: set[int] = set()
    for root in roots:
        stack = list(ast.iter_child_nodes(root))
        while stack:
            node = stack.pop()
            if isinstance(node, _FUNCTIONS):
                continue
            inside.add(id(node))
            stack.extend(ast.iter_child_nodes(node))
    return inside


def may_report(syntax: Syntax) -> bool:
    cpu_calls = [
        call for call in syntax.nodes(ast.Call)
        if isinstance(call.func, ast.Attribute) and call.func.attr == "cpu"
    ]
    if not cpu_calls:
        return False
    no_grad: set[int] | None = None
    # the chain tops: a call or attribute that is not itself the receiver of an attribute
    # (a callee attribute is judged as its call, whose chain is the same)
    inner = {id(node.value) for node in syntax.nodes(ast.Attribute)}
    callees = {id(call.func) for call in syntax.nodes(ast.Call)}
    for node in syntax.nodes(ast.Call, ast.Attribute):
        if id(node) in inner or id(node) in callees:
            continue
        if _reported(node):
            if no_grad is None:
                no_grad = _no_grad_nodes(syntax)
            if id(node) not in no_grad:
                return True
    return False
