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

PER_CALL = frozenset({"forward", "__call__"})
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
LIGHTNING_MODULES = frozenset(
    {
        "lightning.LightningModule",
        "lightning.pytorch.LightningModule",
        "pytorch_lightning.LightningModule",
        "lightning.pytorch.core.LightningModule",
        "pytorch_lightning.core.LightningModule",
    }
)


def _per_call(name: str) -> bool:
    return name in PER_CALL or name.startswith(("forward_", "_forward"))


def _imports(syntax: Syntax) -> dict[str, set[str]]:
    """Every name an absolute import binds anywhere in the file -> the dotted names it is bound
    to (the resolver follows only such imports; relative ones resolve to nothing)."""
    bound: dict[str, set[str]] = {}
    for node in syntax.nodes(ast.Import):
        for alias in node.names:
            if alias.asname:
                bound.setdefault(alias.asname, set()).add(alias.name)
            else:
                head = alias.name.split(".")[0]
                bound.setdefault(head, set()).add(head)
    for node in syntax.nodes(ast.ImportFrom):
        if node.level or not node.module:
            continue
        for alias in node.names:
            if alias.name != "*":
                bound.setdefault(alias.asname or alias.name, set()).add(f"{node.module}.{alias.name}")
    return bound


def _qualified(expr: ast.AST, imports: dict[str, set[str]]) -> set[str]:
    """The dotted names ``expr`` may refer to through the file's imports (any scope's)."""
    parts = []
    while isinstance(expr, ast.Attribute):
        parts.append(expr.attr)
        expr = expr.value
    if not isinstance(expr, ast.Name) or expr.id not in imports:
        return set()
    rest = "".join("." + part for part in reversed(parts))
    return {base + rest for base in imports[expr.id]}


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
            if any(q.startswith("torch.nn.") or q in LIGHTNING_MODULES for q in _qualified(base, imports)):
                return True
            if not (isinstance(base, ast.Name) and base.id in classes and base.id not in imports):
                foreign = True
    return foreign and any(
        isinstance(statement, _FUNCTIONS) and statement.name == "forward"
        for current in chain
        for statement in current.body
    )


# The expressions whose value the rule's inference may find to be a tensor (any other,
# a literal, a display, a lambda, a conditional or boolean expression, is unknown to it).
_MAY_BE_TENSOR = (ast.Name, ast.Attribute, ast.Call, ast.Subscript, ast.Compare, ast.BinOp, ast.UnaryOp)


def _maybe_tensor(arg: ast.AST) -> bool:
    if isinstance(arg, ast.Starred):
        arg = arg.value  # libcst keeps the value of `*x` as the argument's value
    return isinstance(arg, _MAY_BE_TENSOR)


def may_report(syntax: Syntax) -> bool:
    classes: dict[str, list[ast.ClassDef]] = {}
    for cls in syntax.nodes(ast.ClassDef):
        classes.setdefault(cls.name, []).append(cls)
    imports = None
    for cls in syntax.nodes(ast.ClassDef):
        methods = [m for m in cls.body if isinstance(m, _FUNCTIONS) and _per_call(m.name)]
        if not methods:
            continue
        if imports is None:
            imports = _imports(syntax)
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
                if any(name.startswith("numpy.") for name in _qualified(func, imports)):
                    return True
    return False
