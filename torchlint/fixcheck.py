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

:func:`fix_problems` asks four questions more of a fix (issue 25: each caught a real fix that
crashed or changed a program), comparing each call of the original with its counterpart in
the fixed source (the calls of one scope with the same callee, in order, where their counts
agree):
- ``keyword-not-accepted``: a keyword added that the call's overload does not take, or that
  changes what it does: ``device=`` on ``torch.normal(mean, std)`` (only the ``size``
  overload takes it), beside ``pin_memory=True`` (raises), beside ``generator=`` (a CPU
  generator cannot drive a device factory), beside ``requires_grad=True`` (the result becomes
  a leaf), from a parameter only named like a device (``.to(x)`` also takes a dtype);
  any keyword added to a call that passes ``*args`` / ``**kwargs`` (it may be given twice);
- ``not-a-tensor``: a tensor method (``.detach()``) added on a receiver the file does not
  show to be a tensor (a detection library's ``Boxes`` has ``.cpu()`` but no ``.detach()``).
  It asks for evidence, as a safe fix must (a torch call, a tensor-only method, a parameter
  annotated ``Tensor``, ``.backward()`` called on it, a module's output), so a tensor that
  comes from another file's function is reported too: read those;
- ``intent-overridden``: an explicit literal argument of the original replaced or removed
  (``pin_memory=False`` flipped, ``set_to_none=False`` dropped);
- ``evaluated-twice``: a call expression that the fixed source holds more often than the
  original (a fix copying ``num_workers=get_workers()`` into ``persistent_workers=``).
"""

from __future__ import annotations

import ast
import builtins
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

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


# -- what a fix adds, replaces or copies ---------------------------------------------------------
@dataclass(frozen=True)
class FixProblem:
    kind: str  # "keyword-not-accepted", "not-a-tensor", "intent-overridden", "evaluated-twice"
    line: int  # in the fixed source
    detail: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.detail} ({self.kind})"


# Tensor methods whose presence before a call shows a tensor (objects of other libraries that
# have `.cpu()` / `.numpy()` rarely have these).
_TENSOR_METHODS = frozenset(
    {"softmax", "log_softmax", "sigmoid", "view", "squeeze", "unsqueeze", "permute",
     "contiguous", "float", "half", "double", "bfloat16", "detach", "clone", "requires_grad_"}
)
_TENSOR_ADDED_METHODS = frozenset({"detach"})
# Keyword-only in every torch factory and optimizer: `*args` cannot fill them.
_KEYWORD_ONLY = frozenset(
    {"device", "dtype", "layout", "pin_memory", "requires_grad", "generator", "out", "fused",
     "foreach", "non_blocking"}
)


def fix_problems(original: str, fixed: str) -> list[FixProblem]:
    """What a fix added, replaced or copied that may change the program (see the module
    docstring). Raises SyntaxError when either source does not parse."""
    before, after = ast.parse(original), ast.parse(fixed)
    aliases = _torch_aliases(before) | _torch_aliases(after)
    problems: list[FixProblem] = []
    old_scopes, new_scopes = _calls_by_scope(before), _calls_by_scope(after)
    for scope, new_calls in new_scopes.items():
        old_calls = old_scopes.get(scope, {})
        scope_node = (new_calls.pop("<function>", None) or [after])[0]
        old_function = old_calls.pop("<function>", None)  # where the original shows evidence
        for callee, calls in new_calls.items():
            olds = old_calls.get(callee, [])
            if len(olds) != len(calls):
                continue
            for old, new in zip(olds, calls):
                problems += _compare_call(old, new, callee, aliases, old_function, before)
        problems += _copied_calls(old_calls, new_calls)
        problems += _added_methods(old_calls, new_calls, aliases, after, scope_node)
    return sorted(problems, key=lambda p: (p.line, p.kind, p.detail))


def _torch_aliases(tree: ast.AST) -> set[str]:
    names = {"torch"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.asname for a in node.names if a.name == "torch" and a.asname}
    return names


def _calls_by_scope(tree: ast.AST) -> dict[str, dict[str, list]]:
    """{scope path: {callee text: [calls in source order]}}; the key ``<function>`` holds
    the scope's function node."""
    scopes: dict[str, dict[str, list]] = {}

    def visit(node: ast.AST, path: str, function: ast.AST | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                inner = child.name if path == "<module>" else f"{path}.{child.name}"
                scopes.setdefault(inner, {})["<function>"] = [child]
                visit(child, inner, child)
                continue
            if isinstance(child, ast.Call):
                scopes.setdefault(path, {}).setdefault(ast.unparse(child.func), []).append(child)
            visit(child, path, function)

    scopes["<module>"] = {"<function>": [tree]}
    visit(tree, "<module>", None)
    return scopes


def _keywords(call: ast.Call) -> dict[str, ast.expr]:
    return {k.arg: k.value for k in call.keywords if k.arg is not None}


def _is_torch(callee: str, aliases: set[str], name: str) -> bool:
    return any(callee == f"{alias}.{name}" for alias in aliases) or callee == name


def _compare_call(
    old: ast.Call, new: ast.Call, callee: str, aliases: set[str], function, tree: ast.AST  # noqa: ANN001
) -> list[FixProblem]:
    found = []
    old_keywords, new_keywords = _keywords(old), _keywords(new)
    for name, value in old_keywords.items():
        if not isinstance(value, ast.Constant):
            continue  # a computed value may change when a fix rewrites inside it
        if name not in new_keywords:
            found.append(FixProblem(
                "intent-overridden", new.lineno,
                f"explicit `{name}={ast.unparse(value)}` of `{callee}(...)` removed",
            ))
        elif ast.unparse(new_keywords[name]) != ast.unparse(value):
            found.append(FixProblem(
                "intent-overridden", new.lineno,
                f"explicit `{name}={ast.unparse(value)}` of `{callee}(...)` replaced by "
                f"`{name}={ast.unparse(new_keywords[name])}`",
            ))
    added = [name for name in new_keywords if name not in old_keywords]
    if not added:
        return found
    starred = any(isinstance(a, ast.Starred) for a in old.args)
    double_starred = any(k.arg is None for k in old.keywords)
    for name in added:
        where = f"`{name}=` added to `{callee}(...)`"
        # `*args` can fill a parameter that may be passed by position, `**kwargs` any
        if double_starred or (starred and name not in _KEYWORD_ONLY):
            found.append(FixProblem(
                "keyword-not-accepted", new.lineno, f"{where}, which passes `*args`/`**kwargs`: it may be given twice"
            ))
        if name != "device":
            continue
        reason = None
        if _is_torch(callee, aliases, "normal") and len(new.args) < 3 and "size" not in new_keywords:
            reason = "`normal(mean, std)` takes no `device=` (only its `size` overload does)"
        elif _truthy(new_keywords.get("pin_memory")):
            reason = "beside `pin_memory=True` it raises (a device tensor cannot be pinned)"
        elif "generator" in new_keywords:
            reason = "beside `generator=` it needs a generator on that device"
        elif _truthy(new_keywords.get("requires_grad")):
            reason = "beside `requires_grad=True` the result becomes a leaf (in-place ops raise)"
        elif _parameter_guess(new_keywords["device"], function, tree):
            reason = (
                f"`{ast.unparse(new_keywords['device'])}` is a parameter only named like a device: "
                "`.to()` also took a dtype"
            )
        if reason is not None:
            found.append(FixProblem("keyword-not-accepted", new.lineno, f"{where}: {reason}"))
    return found


def _truthy(value: ast.expr | None) -> bool:
    return value is not None and not (isinstance(value, ast.Constant) and value.value in (False, None))


def _parameter_guess(value: ast.expr, function, tree: ast.AST) -> bool:  # noqa: ANN001
    """A plain parameter of the enclosing function (``function``: the original's), not
    annotated, that the original never passes as `device=` nor to `torch.device(...)`: a
    device by its name only."""
    if not isinstance(value, ast.Name) or not function:
        return False
    node = function[0]
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return False
    args = node.args
    param = next((a for a in [*args.posonlyargs, *args.args, *args.kwonlyargs] if a.arg == value.id), None)
    if param is None or param.annotation is not None:
        return False
    for inner in ast.walk(node):
        if isinstance(inner, ast.Name) and inner.id == value.id and isinstance(inner.ctx, ast.Store):
            return False  # rebound in the function: not the parameter alone
        if not isinstance(inner, ast.Call):
            continue
        if any(k.arg == "device" and isinstance(k.value, ast.Name) and k.value.id == value.id
               for k in inner.keywords):
            return False  # the original passes it as `device=` elsewhere
        if (ast.unparse(inner.func).endswith("device") and inner.args
                and isinstance(inner.args[0], ast.Name) and inner.args[0].id == value.id):
            return False
    return True


def _copied_calls(old_calls: dict[str, list], new_calls: dict[str, list]) -> list[FixProblem]:
    """Call expressions the fixed scope holds more often than the original did."""
    found = []
    old_texts = Counter(ast.unparse(c) for calls in old_calls.values() for c in calls)
    new_texts: dict[str, list[ast.Call]] = {}
    for calls in new_calls.values():
        for call in calls:
            new_texts.setdefault(ast.unparse(call), []).append(call)
    for text, calls in new_texts.items():
        if old_texts[text] and len(calls) > old_texts[text]:
            found.append(FixProblem(
                "evaluated-twice", calls[-1].lineno,
                f"`{text}` evaluated {len(calls)} times where the original evaluated it {old_texts[text]}",
            ))
    return found


def _added_methods(
    old_calls: dict[str, list], new_calls: dict[str, list], aliases: set[str], tree: ast.AST,
    scope: ast.AST,
) -> list[FixProblem]:
    """Tensor methods added on receivers not known to be tensors (``tree``: the fixed module,
    ``scope``: the function, or the module, the calls are in)."""
    found = []
    old_count = Counter()
    for callee, calls in old_calls.items():
        for call in calls:
            if isinstance(call.func, ast.Attribute) and call.func.attr in _TENSOR_ADDED_METHODS:
                old_count[ast.unparse(call.func.value)] += 1
    seen = Counter()
    for callee, calls in new_calls.items():
        for call in calls:
            if not (isinstance(call.func, ast.Attribute) and call.func.attr in _TENSOR_ADDED_METHODS):
                continue
            receiver = ast.unparse(call.func.value)
            seen[receiver] += 1
            if seen[receiver] <= old_count[receiver]:
                continue
            if not _known_tensor(call.func.value, aliases, tree, scope):
                found.append(FixProblem(
                    "not-a-tensor", call.lineno,
                    f"`.{call.func.attr}()` added on `{receiver}`, which the file does not show to be a tensor",
                ))
    return found


def _known_tensor(expr: ast.expr, aliases: set[str], tree: ast.AST, scope: ast.AST, depth: int = 0) -> bool:
    """A torch call, a chain through a tensor-only method, `.weight`/`.bias`/`.grad`, the call
    of a name bound to a `torch.nn` module, or a name assigned only such values."""
    if depth > 4:
        return False
    current = expr
    while True:
        if isinstance(current, ast.Call):
            func = current.func
            text = ast.unparse(func)
            if any(text.startswith(f"{alias}.") for alias in aliases):
                return True
            if isinstance(func, ast.Attribute):
                if func.attr in _TENSOR_METHODS:
                    return True
                if (isinstance(func.value, ast.Name) and func.value.id == "self"
                        and _module_classes(tree)):
                    return True  # a submodule's call in a module class
                current = func.value
                continue
            if isinstance(func, ast.Name) and (
                _bound_to(func.id, tree, lambda v: _module_construction(v, aliases, tree))
                or _used_as_module(func.id, tree)
            ):
                return True
            return False
        if isinstance(current, ast.Attribute):
            if current.attr in ("weight", "bias", "grad"):
                return True
            current = current.value
            continue
        if isinstance(current, ast.Subscript):
            current = current.value
            continue
        if isinstance(current, ast.BinOp):
            return any(
                _known_tensor(side, aliases, tree, scope, depth + 1) for side in (current.left, current.right)
            )
        if isinstance(current, ast.Name):
            if _backward_on(current.id, tree) or _annotated_tensor(current.id, tree):
                return True
            # one assignment of the name in its function that shows a tensor (`x = torch.cat(...)`
            # then `x = x.to(...)`), else the module's
            known = lambda v: _known_tensor(v, aliases, tree, scope, depth + 1)  # noqa: E731
            return _bound_to(current.id, scope, known, every=False) or (
                scope is not tree and _bound_to(current.id, tree, known)
            )
        return False


def _module_construction(value: ast.expr, aliases: set[str], tree: ast.AST) -> bool:
    while isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr in ("to", "cuda", "eval", "train"):
        value = value.func.value
    if not isinstance(value, ast.Call):
        return False
    text = ast.unparse(value.func)
    return (
        any(text.startswith(f"{alias}.nn.") for alias in aliases)
        or text.startswith("nn.")
        or text in _module_classes(tree)
    )


def _module_classes(tree: ast.AST) -> set[str]:
    """Classes of the file with a base named like a module (`nn.Module`, `torch.nn.Module`)."""
    return {
        node.name for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef) and any(ast.unparse(b).endswith("Module") for b in node.bases)
    }


def _used_as_module(name: str, tree: ast.AST) -> bool:
    """`name.train()`, `name.eval()`, `name.parameters()`, `name.zero_grad()` in the file."""
    return any(
        isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("train", "eval", "parameters", "named_parameters", "zero_grad")
        and isinstance(node.func.value, ast.Name) and node.func.value.id == name
        for node in ast.walk(tree)
    )


def _annotated_tensor(name: str, tree: ast.AST) -> bool:
    """A parameter of that name annotated as a tensor (`torch.Tensor`, `Tensor`) in the file."""
    for node in ast.walk(tree):
        if isinstance(node, ast.arg) and node.arg == name and node.annotation is not None:
            if ast.unparse(node.annotation).split(".")[-1].strip("'\"") == "Tensor":
                return True
    return False


def _backward_on(name: str, tree: ast.AST) -> bool:
    """`name.backward()` or `name.<field>.backward()`: a tensor, or an output holding one."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "backward":
            receiver = node.func.value
            while isinstance(receiver, ast.Attribute):
                receiver = receiver.value
            if isinstance(receiver, ast.Name) and receiver.id == name:
                return True
    return False


def _bound_to(name: str, tree: ast.AST, test, *, every: bool = True) -> bool:  # noqa: ANN001
    """Is ``name`` assigned in ``tree`` only values (``every``), or at least one value, that
    pass ``test``?"""
    values = [
        node.value for node in ast.walk(tree)
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets)
    ]
    if not every:
        return any(test(v) for v in values)
    return bool(values) and all(test(v) for v in values)


def changed_files(original: Path, fixed: Path) -> Iterator[tuple[Path, str, str]]:
    """(relative path, text before, text after) for every ``.py`` file of ``fixed`` that
    differs from its counterpart under ``original``."""
    for path in sorted(fixed.rglob("*.py")):
        relative = path.relative_to(fixed)
        before_path = original / relative
        if not before_path.is_file():
            continue
        before = before_path.read_text(encoding="utf-8", errors="surrogateescape")
        after = path.read_text(encoding="utf-8", errors="surrogateescape")
        if before != after:
            yield relative, before, after


def compare_trees(original: Path, fixed: Path) -> tuple[int, dict[str, list[UnboundRead]]]:
    """(files that differ, {relative path: new unbound reads}) for every ``.py`` file of
    ``fixed`` that differs from its counterpart under ``original``."""
    changed = 0
    found: dict[str, list[UnboundRead]] = {}
    for relative, before, after in changed_files(original, fixed):
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
    problems = tree_problems(Path(args[0]), Path(args[1]))
    for relative, listed in problems.items():
        for problem in listed:
            print(f"{relative}: {problem}")
    if problems:
        total = sum(len(p) for p in problems.values())
        print(f"{total} fixes that may change the program in {len(problems)} files")
    return 1 if found or problems else 0


def tree_problems(original: Path, fixed: Path) -> dict[str, list[FixProblem]]:
    """{relative path: fix_problems} for every ``.py`` file of ``fixed`` that differs."""
    found: dict[str, list[FixProblem]] = {}
    for relative, before, after in changed_files(original, fixed):
        try:
            problems = fix_problems(before, after)
        except SyntaxError:
            continue  # compare_trees reports it
        if problems:
            found[str(relative)] = problems
    return found


if __name__ == "__main__":
    sys.exit(main())
