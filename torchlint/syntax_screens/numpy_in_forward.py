"""TL206 reports a call in (the subtree of) a method directly in a class body whose name is
`forward`, `__call__`, or starts with `forward_` / `_forward` (a function or lambda nested
in it included: the rule walks up to the first enclosing method), in a class it takes for
an `nn.Module` (see `_maybe_module`: through the file's classes, a base an import may make
a `torch.nn.` or Lightning name, or a `forward` method and a base from elsewhere). The call
is either `<x>.numpy()` with no arguments, or a call whose callee resolves through the
file's absolute imports (the only bindings the resolver follows; any scope's import is
accepted here) to a `numpy.` name, with an argument the rule may infer to be a tensor: a
name, attribute, call, subscript, comparison, unary or binary operation (its inference
knows no other expression)."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import FUNCTIONS, LIGHTNING_MODULES, MAY_BE_TENSOR, qualified

PER_CALL = frozenset({"forward", "__call__"})


def _per_call(name: str) -> bool:
    return name in PER_CALL or name.startswith(("forward_", "_forward"))


def _maybe_module(
    cls: ast.ClassDef, classes: dict[str, list[ast.ClassDef]], imports: dict[str, set[str]]
) -> bool:
    """Could the rule take ``cls`` for an `nn.Module`? Its chain here: the class and every
    class of the file that a plain-name base (or the name of a subscripted one) names,
    transitively (a superset of the chains both of the rule's tests follow). Either some
    class of the chain has a base that an import may make a `torch.nn.` or Lightning name,
    or some class of the chain defines `forward` and some has a base other than a plain name
    of a file class that no import binds (a foreign base: the documented `forward`
    heuristic)."""
    chain = [cls]
    seen = {id(cls)}
    for current in chain:
        for base in current.bases:
            if isinstance(base, ast.Subscript):
                base = base.value  # `Base[T]`: the rule's `forward` test follows `Base`
            if isinstance(base, ast.Name):
                for local in classes.get(base.id, ()):
                    if id(local) not in seen:
                        seen.add(id(local))
                        chain.append(local)
    foreign = False
    for current in chain:
        for base in current.bases:
            if any(q.startswith("torch.nn.") or q in LIGHTNING_MODULES for q in qualified(base, imports)):
                return True
            if not (isinstance(base, ast.Name) and base.id in classes and base.id not in imports):
                foreign = True
    return foreign and any(
        isinstance(statement, FUNCTIONS) and statement.name == "forward"
        for current in chain
        for statement in current.body
    )


def _maybe_tensor(arg: ast.AST) -> bool:
    if isinstance(arg, ast.Starred):
        arg = arg.value  # libcst keeps the value of `*x` as the argument's value
    return isinstance(arg, MAY_BE_TENSOR)


def may_report(syntax: Syntax) -> bool:
    classes: dict[str, list[ast.ClassDef]] = {}
    for cls in syntax.nodes(ast.ClassDef):
        classes.setdefault(cls.name, []).append(cls)
    for cls in syntax.nodes(ast.ClassDef):
        methods = [m for m in cls.body if isinstance(m, FUNCTIONS) and _per_call(m.name)]
        if not methods:
            continue
        imports = syntax.imports
        if not _maybe_module(cls, classes, imports):
            continue
        for method in methods:
            for node in ast.walk(method):
                if node.__class__ is not ast.Call:
                    continue
                func = node.func
                if not node.args and not node.keywords:
                    if isinstance(func, ast.Attribute) and func.attr == "numpy":
                        return True
                    continue
                if not any(_maybe_tensor(arg) for arg in [*node.args, *(k.value for k in node.keywords)]):
                    continue
                if any(name.startswith("numpy.") for name in qualified(func, imports)):
                    return True
    return False
