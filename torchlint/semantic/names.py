"""Import and alias resolution: what dotted name does ``F`` or ``th.rand`` stand for?

libcst's ScopeProvider answers this for every node of every file, which costs more than the
rest of a check together. Rules ask about a handful of nodes, so this resolver builds the
binding table of a scope only when a name in it is first asked about.

Semantics, chosen to match how PyTorch code is written:
- a scope's bindings come from its whole body, including imports inside ``if``, ``try`` and
  ``with`` blocks, excluding nested functions, classes, lambdas and comprehensions;
- lookup follows Python: the innermost function scope, then enclosing functions (class bodies
  are skipped except for code directly in them), then the module;
- when a scope binds a name both by an import and otherwise (``try: import torch`` /
  ``except ImportError: torch = None``), the import wins; a name bound only otherwise
  (``F = make_f()``, ``class Conv2d``, a parameter) is not an import, so it resolves to None.
"""

from __future__ import annotations

from typing import Sequence

import libcst as cst

from torchlint import walk

_SCOPE_TYPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)
_COMP_TYPES = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)
# A binding that is not an import.
OTHER = ""


def dotted(expr: cst.BaseExpression) -> list[str] | None:
    """``a.b.c`` -> ["a", "b", "c"]; None for anything that is not a plain dotted name."""
    parts: list[str] = []
    while isinstance(expr, cst.Attribute):
        parts.append(expr.attr.value)
        expr = expr.value
    if not isinstance(expr, cst.Name):
        return None
    parts.append(expr.value)
    parts.reverse()
    return parts


def _module_name(node: cst.BaseExpression | None) -> str | None:
    if node is None:
        return None
    parts = dotted(node)
    return ".".join(parts) if parts else None


class _Collector(cst.CSTVisitor):
    """Collects the names one scope binds, without entering nested scopes."""

    def __init__(self) -> None:
        super().__init__()
        self.bindings: dict[str, list[str]] = {}

    def bind(self, name: str, target: str = OTHER) -> None:
        self.bindings.setdefault(name, []).append(target)

    def bind_target(self, node: cst.BaseExpression) -> None:
        if isinstance(node, cst.Name):
            self.bind(node.value)
        elif isinstance(node, (cst.Tuple, cst.List)):
            for element in node.elements:
                self.bind_target(element.value)
        elif isinstance(node, cst.StarredElement):
            self.bind_target(node.value)

    # nested scopes: record the name they bind, do not enter
    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        self.bind(node.name.value)
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        self.bind(node.name.value)
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False

    def visit_ListComp(self, node: cst.ListComp) -> bool:
        return False

    def visit_SetComp(self, node: cst.SetComp) -> bool:
        return False

    def visit_DictComp(self, node: cst.DictComp) -> bool:
        return False

    def visit_GeneratorExp(self, node: cst.GeneratorExp) -> bool:
        return False

    def visit_Import(self, node: cst.Import) -> bool:
        for alias in node.names:
            full = _module_name(alias.name)
            if full is None:
                continue
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                self.bind(alias.asname.name.value, full)
            else:
                # `import torch.nn` binds `torch` to the package `torch`
                head = full.split(".")[0]
                self.bind(head, head)
        return False

    def visit_ImportFrom(self, node: cst.ImportFrom) -> bool:
        module = None if node.relative else _module_name(node.module)
        if isinstance(node.names, cst.ImportStar):
            return False
        for alias in node.names:
            name = _module_name(alias.name)
            if name is None:
                continue
            local = name
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                local = alias.asname.name.value
            self.bind(local, f"{module}.{name}" if module else OTHER)
        return False

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            self.bind_target(target.target)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if node.value is not None:
            self.bind_target(node.target)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self.bind_target(node.target)

    def visit_For(self, node: cst.For) -> None:
        self.bind_target(node.target)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            self.bind_target(node.asname.name)

    def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
        if node.name is not None:
            self.bind_target(node.name.name)

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self.bind_target(node.target)


def _param_names(params: cst.Parameters) -> list[str]:
    names = [p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)]
    for star in (params.star_arg, params.star_kwarg):
        if isinstance(star, cst.Param):
            names.append(star.name.value)
    return names


class Resolver:
    def __init__(self, module: cst.Module) -> None:
        self.module = module
        self._tables: dict[int, dict[str, list[str]]] = {}
        # (innermost scope, name) -> the import it refers to: one answer per scope and name
        self._lookups: dict[tuple[int, str], str | None] = {}

    def bindings(self, scope: cst.CSTNode) -> dict[str, list[str]]:
        table = self._tables.get(id(scope))
        if table is None:
            collector = _Collector()
            if isinstance(scope, cst.Module):
                for statement in scope.body:
                    walk.visit(statement, collector)
            elif isinstance(scope, (cst.FunctionDef, cst.Lambda)):
                for name in _param_names(scope.params):
                    collector.bind(name)
                walk.visit(scope.body, collector)
            elif isinstance(scope, cst.ClassDef):
                walk.visit(scope.body, collector)
            elif isinstance(scope, _COMP_TYPES):
                for comp in _comp_fors(scope):
                    collector.bind_target(comp.target)
            table = collector.bindings
            self._tables[id(scope)] = table
        return table

    def lookup(self, name: str, stack: Sequence[cst.CSTNode]) -> str | None:
        """The import a bare name refers to at the innermost node of ``stack``."""
        innermost = stack[0] if stack else None
        for node in reversed(stack):  # usually a few steps: the memo needs only this scope
            if isinstance(node, _ALL_SCOPES):
                innermost = node
                break
        key = (id(innermost), name)
        try:
            return self._lookups[key]
        except KeyError:
            pass
        found = self._lookup(name, _scopes(stack))
        self._lookups[key] = found
        return found

    def _lookup(self, name: str, scopes: list[cst.CSTNode]) -> str | None:
        for index, scope in enumerate(scopes):
            # class bodies are only visible to code directly inside them
            if isinstance(scope, cst.ClassDef) and index != 0:
                continue
            found = self.bindings(scope).get(name)
            if found:
                imports = [target for target in found if target]
                return imports[0] if imports else None
        return None

    def qualified_name(self, expr: cst.BaseExpression, stack: Sequence[cst.CSTNode]) -> str | None:
        parts = dotted(expr)
        if not parts:
            return None
        base = self.lookup(parts[0], stack)
        if base is None:
            return None
        return ".".join([base, *parts[1:]])


def _comp_fors(node: cst.CSTNode) -> list[cst.CompFor]:
    fors = []
    comp = getattr(node, "for_in", None)
    while comp is not None:
        fors.append(comp)
        comp = comp.inner_for_in
    return fors


_ALL_SCOPES = _SCOPE_TYPES + _COMP_TYPES


def _scopes(stack: Sequence[cst.CSTNode]) -> list[cst.CSTNode]:
    """Enclosing scopes, innermost first. A function's decorators, defaults and annotations
    belong to the enclosing scope; we accept the small imprecision of treating them as inside."""
    scopes = [node for node in reversed(stack) if isinstance(node, _ALL_SCOPES)]
    if not stack or not isinstance(stack[0], cst.Module):
        raise ValueError("the stack must start at the module")
    scopes.append(stack[0])
    return scopes


def enclosing_scope(stack: Sequence[cst.CSTNode]) -> cst.CSTNode:
    """The innermost function, lambda, class or module around the current node."""
    for node in reversed(stack[:-1]):
        if isinstance(node, _SCOPE_TYPES):
            return node
    return stack[0]
