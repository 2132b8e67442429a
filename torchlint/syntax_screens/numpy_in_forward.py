"""TL206 reports a call in (the subtree of) a method directly in a class body whose name is
`forward`, `__call__`, or starts with `forward_` / `_forward` (a function or lambda nested
in it included: the rule walks up to the first enclosing method). The call is either
`<x>.numpy()` with no arguments, or a call with at least one argument (one must be a tensor)
whose callee resolves through the file's imports to `numpy.*`: a dotted name whose first name
an import of `numpy` (or a `numpy.` submodule) binds, or a bare name a `from numpy[...] import`
binds (absolute imports: the only ones the resolver follows; any scope's is accepted here).
The class must be one the rule may take for an `nn.Module`: along its chain of bases
through the file's classes, some class has a base other than a plain name of a file class
(see `_maybe_module`)."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax

PER_CALL = frozenset({"forward", "__call__"})
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


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


def _maybe_module(cls: ast.ClassDef, classes: dict[str, list[ast.ClassDef]], imports: dict[str, set[str]], seen: set[int]) -> bool:
    """Could the rule take ``cls`` for an `nn.Module`? Both of its tests (a `torch.nn` base
    through the file's classes, a foreign base with a `forward`) need some class along the
    chain of bases to have a base that is not a plain name of a class of this file (a name
    an import binds resolves to the import, so it counts as foreign here)."""
    if id(cls) in seen:
        return False
    seen.add(id(cls))
    for base in cls.bases:
        if isinstance(base, ast.Name) and base.id in classes and base.id not in imports:
            if any(_maybe_module(local, classes, imports, seen) for local in classes[base.id]):
                return True
            continue
        return True
    return False


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
        if not _maybe_module(cls, classes, imports, set()):
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
                if any(name.startswith("numpy.") for name in _qualified(func, imports)):
                    return True
    return False
