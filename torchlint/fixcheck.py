"""Fix semantics: names a fix leaves unbound.

The engine checks that a fixed file parses and that a second pass changes nothing; that says
nothing about what the program does. This module answers one question more: does the fixed
source read a name that is not bound at that point, where the original did not? A fix that
moves `model = model.to(device)` above `device = ...`, or deletes the only binding of a name
that another line reads, shows up here.

:func:`new_unbound_reads` compares the two sources scope by scope (module, class bodies,
functions, lambdas, comprehensions, with Python's scoping rules) in statement order, and
returns the reads of the fixed source that have no counterpart in the original.

What it sees, and what it does not (conservative in the sense that it stays quiet when it
cannot tell, so every report is worth reading):
- a read of a name local to its scope before any statement of that scope binds it ("used
  before bound"); a binding in any earlier branch counts (a name bound in one arm of an `if`
  is "maybe bound" and passes), and a loop's back edge is not followed;
- a read, in any scope, of a name bound in no enclosing scope, the module or builtins
  ("undefined"); a module with `from x import *` binds anything;
- names only: attributes (`self.model`, `conv.bias`) and what a call does are not followed;
- reads are compared as counts per (scope, name, kind), not by line, since fixes shift lines:
  a fix that trades one unbound read for another of the same name in the same scope passes.
Never imports torch, never runs the code.
"""

from __future__ import annotations

import ast
import builtins
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

MODULE_NAMES = frozenset(
    {"__name__", "__file__", "__doc__", "__builtins__", "__spec__", "__loader__", "__package__",
     "__path__", "__annotations__", "__dict__", "__module__", "__qualname__", "__class__",
     "__debug__"}
)
BUILTINS = frozenset(dir(builtins)) | MODULE_NAMES


@dataclass(frozen=True)
class UnboundRead:
    scope: str  # dotted path of the scope: "<module>", "train", "Trainer.setup", "f.<lambda>"
    name: str
    kind: str  # "before-binding" or "undefined"
    line: int

    def key(self) -> tuple[str, str, str]:
        return self.scope, self.name, self.kind

    def __str__(self) -> str:
        what = "read before it is bound" if self.kind == "before-binding" else "never bound"
        return f"line {self.line}: `{self.name}` {what} (in {self.scope})"


def unbound_reads(source: str) -> list[UnboundRead]:
    """Every read of ``source`` that is before any binding in its scope, or of a name bound
    nowhere visible."""
    tree = ast.parse(source)
    checker = _Scope(tree, "<module>", parents=(), star=_has_star_import(tree))
    checker.run()
    return sorted(checker.found, key=lambda r: (r.line, r.scope, r.name))


def new_unbound_reads(original: str, fixed: str) -> list[UnboundRead]:
    """The reads of ``fixed`` left unbound that ``original`` did not have (per scope and name,
    counted). Raises SyntaxError when either source does not parse."""
    before = Counter(r.key() for r in unbound_reads(original))
    found = []
    for read in unbound_reads(fixed):
        if before[read.key()] > 0:
            before[read.key()] -= 1
        else:
            found.append(read)
    return found


def _has_star_import(tree: ast.AST) -> bool:
    return any(
        isinstance(node, ast.ImportFrom) and any(a.name == "*" for a in node.names)
        for node in ast.walk(tree)
    )


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda, ast.ListComp,
           ast.SetComp, ast.DictComp, ast.GeneratorExp)


def _bindings(nodes: list[ast.AST]) -> tuple[set[str], set[str]]:
    """(names bound directly in these statements or expressions, not inside nested scopes;
    names declared global or nonlocal). Walrus targets inside comprehensions bind here."""
    bound: set[str] = set()
    declared: set[str] = set()
    stack = list(nodes)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Global, ast.Nonlocal)):
            declared.update(node.names)
            continue
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
            stack.extend(node.decorator_list)
            if not isinstance(node, ast.ClassDef):
                stack.extend(node.args.defaults)
                stack.extend(d for d in node.args.kw_defaults if d is not None)
            else:
                stack.extend(node.bases)
                stack.extend(k.value for k in node.keywords)
            continue
        if isinstance(node, ast.Lambda):
            stack.extend(node.args.defaults)
            stack.extend(d for d in node.args.kw_defaults if d is not None)
            continue
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            # only walrus targets escape a comprehension
            stack.extend(n for n in ast.walk(node) if isinstance(n, ast.NamedExpr))
            stack.append(node.generators[0].iter)
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            bound.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.name != "*":
                    bound.add((alias.asname or alias.name).split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            bound.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            bound.add(node.rest)
        stack.extend(ast.iter_child_nodes(node))
    return bound, declared


class _Scope:
    """One scope, walked in statement order."""

    def __init__(
        self, node: ast.AST, path: str, parents: tuple[_Scope, ...], star: bool
    ) -> None:
        self.node = node
        self.path = path
        self.parents = parents
        self.star = star
        self.found: list[UnboundRead] = []
        self.nested: list[tuple[ast.AST, str]] = []
        self.bound_so_far: set[str] = set()
        body = self._body_nodes()
        self.locals, declared = _bindings(body)
        self.locals -= declared
        self.bound_so_far |= declared
        self.bound_so_far |= self._parameters()

    # -- what the scope holds ---------------------------------------------------------------
    def _body_nodes(self) -> list[ast.AST]:
        node = self.node
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            return list(node.body)
        if isinstance(node, ast.Lambda):
            return [node.body]
        assert isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp))
        parts: list[ast.AST] = []
        for index, generator in enumerate(node.generators):
            parts.append(generator.target)
            if index:
                parts.append(generator.iter)
            parts.extend(generator.ifs)
        return parts

    def _parameters(self) -> set[str]:
        args = getattr(self.node, "args", None)
        if not isinstance(args, ast.arguments):
            return set()
        every = [*args.posonlyargs, *args.args, *args.kwonlyargs]
        every += [a for a in (args.vararg, args.kwarg) if a is not None]
        return {a.arg for a in every}

    def visible(self, name: str) -> bool:
        """Bound somewhere this scope can see at run time (any order)."""
        if name in self.locals or name in self.bound_so_far or name in BUILTINS or self.star:
            return True
        for parent in self.parents:
            if isinstance(parent.node, ast.ClassDef):
                continue  # a class body's names are not visible in the scopes nested in it
            if name in parent.locals or name in parent.bound_so_far:
                return True
        return False

    # -- the walk ---------------------------------------------------------------------------
    def run(self) -> None:
        node = self.node
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            for index, generator in enumerate(node.generators):
                if index:
                    self._expression(generator.iter)
                self._bind(generator.target)
                for condition in generator.ifs:
                    self._expression(condition)
            if isinstance(node, ast.DictComp):
                self._expression(node.key)
                self._expression(node.value)
            else:
                self._expression(node.elt)
        elif isinstance(node, ast.Lambda):
            self._expression(node.body)
        else:
            self._statements(node.body)  # type: ignore[attr-defined]
        for child, path in self.nested:
            scope = _Scope(child, path, (*self.parents, self), self.star)
            scope.run()
            self.found.extend(scope.found)

    def _statements(self, statements: list[ast.stmt]) -> None:
        for statement in statements:
            self._statement(statement)

    def _statement(self, node: ast.stmt) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for expression in [*node.decorator_list, *node.args.defaults,
                               *(d for d in node.args.kw_defaults if d is not None)]:
                self._expression(expression)
            self.bound_so_far.add(node.name)
            self.nested.append((node, self._child_path(node.name)))
        elif isinstance(node, ast.ClassDef):
            for expression in [*node.decorator_list, *node.bases, *(k.value for k in node.keywords)]:
                self._expression(expression)
            # the class body runs now, in order; its own scope
            scope = _Scope(node, self._child_path(node.name), (*self.parents, self), self.star)
            scope.run()
            self.found.extend(scope.found)
            self.bound_so_far.add(node.name)
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            self._expression(node.iter)
            self._bind(node.target)
            self._statements(node.body)
            self._statements(node.orelse)
        elif isinstance(node, ast.While):
            self._expression(node.test)
            self._statements(node.body)
            self._statements(node.orelse)
        elif isinstance(node, ast.If):
            self._expression(node.test)
            self._statements(node.body)
            self._statements(node.orelse)
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for item in node.items:
                self._expression(item.context_expr)
                if item.optional_vars is not None:
                    self._bind(item.optional_vars)
            self._statements(node.body)
        elif isinstance(node, (ast.Try, getattr(ast, "TryStar", ast.Try))):
            self._statements(node.body)
            for handler in node.handlers:
                if handler.type is not None:
                    self._expression(handler.type)
                if handler.name:
                    self.bound_so_far.add(handler.name)
                self._statements(handler.body)
            self._statements(node.orelse)
            self._statements(node.finalbody)
        elif isinstance(node, ast.Match):
            self._expression(node.subject)
            for case in node.cases:
                self._bind(case.pattern)
                if case.guard is not None:
                    self._expression(case.guard)
                self._statements(case.body)
        elif isinstance(node, ast.Assign):
            self._expression(node.value)
            for target in node.targets:
                self._bind(target)
        elif isinstance(node, ast.AugAssign):
            if isinstance(node.target, ast.Name):  # `x += 1` reads x first
                self._read(node.target)
            else:
                self._expression(node.target)
            self._expression(node.value)
            self._bind(node.target)
        elif isinstance(node, ast.AnnAssign):
            if node.value is not None:
                self._expression(node.value)
                self._bind(node.target)
            elif not isinstance(node.target, ast.Name):
                self._expression(node.target)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            bound, _ = _bindings([node])
            self.bound_so_far |= bound
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            pass
        elif isinstance(node, ast.Delete):
            for target in node.targets:
                self._expression(target)
        else:  # Expr, Return, Raise, Assert, Pass, Break, Continue...
            for child in ast.iter_child_nodes(node):
                self._expression(child)

    def _bind(self, target: ast.AST) -> None:
        """A store: its sub-expressions (`a[i] = ...`, `obj.x = ...`) are reads."""
        for node in ast.walk(target):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                self.bound_so_far.add(node.id)
            elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
                self.bound_so_far.add(node.name)
            elif isinstance(node, ast.MatchMapping) and node.rest:
                self.bound_so_far.add(node.rest)
            elif isinstance(node, (ast.Subscript, ast.Attribute)):
                self._expression(node.value)
                if isinstance(node, ast.Subscript):
                    self._expression(node.slice)
            elif isinstance(node, ast.MatchValue):
                self._expression(node.value)
            elif isinstance(node, ast.MatchClass):
                self._expression(node.cls)

    def _expression(self, root: ast.AST) -> None:
        """Reads of an expression in evaluation order (roughly: nested scopes are deferred,
        a walrus binds as it is met)."""
        stack = [root]
        while stack:
            node = stack.pop()
            if isinstance(node, ast.Lambda):
                for expression in [*node.args.defaults, *(d for d in node.args.kw_defaults if d)]:
                    stack.append(expression)
                self.nested.append((node, self._child_path("<lambda>")))
                continue
            if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
                stack.append(node.generators[0].iter)
                # a comprehension runs now: check it now, with what is bound so far
                scope = _Scope(node, self._child_path("<comprehension>"), (*self.parents, self), self.star)
                scope.run()
                self.found.extend(scope.found)
                walrus, _ = _bindings([node])
                self.bound_so_far |= walrus
                continue
            if isinstance(node, ast.NamedExpr):
                self._expression(node.value)
                self.bound_so_far.add(node.target.id)
                continue
            if isinstance(node, ast.Name):
                if isinstance(node.ctx, ast.Load) or isinstance(node.ctx, ast.Del):
                    self._read(node)
                continue
            stack.extend(reversed(list(ast.iter_child_nodes(node))))

    def _read(self, node: ast.Name) -> None:
        name = node.id
        if name in self.locals and name not in self.bound_so_far:
            if isinstance(self.node, ast.ClassDef) and self.visible_outside(name):
                return  # a class body falls back to the global of that name
            self.found.append(UnboundRead(self.path, name, "before-binding", node.lineno))
        elif name not in self.locals and not self.visible(name):
            self.found.append(UnboundRead(self.path, name, "undefined", node.lineno))

    def visible_outside(self, name: str) -> bool:
        return any(name in p.locals or name in p.bound_so_far for p in self.parents) or name in BUILTINS

    def _child_path(self, name: str) -> str:
        return name if self.path == "<module>" else f"{self.path}.{name}"


def compare_trees(original: Path, fixed: Path) -> tuple[int, dict[str, list[UnboundRead]]]:
    """(files that differ, {relative path: new unbound reads}) for every ``.py`` file of
    ``fixed`` that differs from its counterpart under ``original``."""
    changed = 0
    found: dict[str, list[UnboundRead]] = {}
    for path in sorted(fixed.rglob("*.py")):
        relative = path.relative_to(fixed)
        before_path = original / relative
        if not before_path.is_file():
            continue
        before = before_path.read_text(encoding="utf-8", errors="surrogateescape")
        after = path.read_text(encoding="utf-8", errors="surrogateescape")
        if before == after:
            continue
        changed += 1
        try:
            reads = new_unbound_reads(before, after)
        except SyntaxError as error:  # the engine promises this never happens
            reads = [UnboundRead("<module>", f"<does not parse: {error.msg}>", "syntax", error.lineno or 0)]
        if reads:
            found[str(relative)] = reads
    return changed, found


def main(argv: list[str] | None = None) -> int:
    """`python -m torchlint.fixcheck ORIGINAL FIXED`: compare a tree with its fixed copy."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print("usage: python -m torchlint.fixcheck ORIGINAL_DIR FIXED_DIR", file=sys.stderr)
        return 2
    changed, found = compare_trees(Path(args[0]), Path(args[1]))
    for relative, reads in found.items():
        for read in reads:
            print(f"{relative}: {read}")
    count = sum(len(r) for r in found.values())
    print(f"{changed} fixed files compared; {count} new unbound reads in {len(found)} files")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
