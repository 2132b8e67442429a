"""Statement-level flow questions that rules spanning several statements ask.

"Which assignment of ``x`` reaches this use?", "which loops run this node?", "is this node in
a periodic-logging branch?", "which ``.eval()`` / ``.train()`` may be in force here, in
execution order?" (:func:`facts_in_order`). Answers follow Python's scopes and stay conservative: when a name
may hold more than one value here (rebound in a branch, a loop variable, rebound later in the
loop body that encloses the use), the answer is "unknown", and rules stay silent on unknowns.

Paths are lists of nodes from the module down to a node: ``ctx.stack`` during the traversal,
or :func:`path_to` for any node of the module.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterator, Sequence

import libcst as cst

from torchlint.walk import children, iter_nodes

if TYPE_CHECKING:
    from torchlint.semantic.context import NodeContext as Context

LOOPS = (cst.For, cst.While)
_SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)
_COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)
# Nodes whose `body` is a sequence of statements (or of small statements).
_BODIES = (cst.Module, cst.IndentedBlock, cst.SimpleStatementLine, cst.SimpleStatementSuite)


# -- paths ----------------------------------------------------------------------------------
def path_to(ctx: Context, node: cst.CSTNode) -> list[cst.CSTNode]:
    """The nodes from the module down to ``node`` (from the parents the model recorded)."""
    return ctx.semantic.path_to(node)


# -- bindings -------------------------------------------------------------------------------
def target_leaves(target: cst.BaseExpression) -> Iterator[cst.Name]:
    """The name nodes an assignment target binds: ``a``, ``a, (b, *c)``; not those of ``a.b``
    or ``a[i]``, which read ``a``."""
    if isinstance(target, cst.Name):
        yield target
    elif isinstance(target, (cst.Tuple, cst.List)):
        for element in target.elements:
            yield from target_leaves(element.value)
    elif isinstance(target, cst.StarredElement):
        yield from target_leaves(target.value)


def target_names(target: cst.BaseExpression) -> Iterator[str]:
    """Names an assignment target binds: ``a``, ``a, (b, *c)``; not ``a.b`` or ``a[i]``."""
    return (name.value for name in target_leaves(target))


# Names each node binds in the scope it belongs to, for the file being checked: reaching a
# use walks back over the statements before it, and asking each compound statement again
# walked its whole body again (a sixth of the rules' time over the corpus). Keyed by the node
# (libcst nodes take no weak references); the engine empties it after each file (forget()).
_BOUND: dict[cst.CSTNode, frozenset[str]] = {}
# Per module: the largest integer literal each name (or attribute's last name) is ever
# assigned, None when some assignment of it is not an integer literal.
_LITERAL_INTS: dict[cst.CSTNode, dict[str, int | None]] = {}
_ANY_NAME = "*"  # `from m import *`: may bind any name
_EMPTY: frozenset[str] = frozenset()
_OWN_SCOPE = frozenset({cst.FunctionDef, cst.ClassDef})  # bind their name, not their body's
_OPAQUE = frozenset({cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp})


def forget() -> None:
    """Drop what :func:`binds` and :func:`periodic_test` learned of the last file's tree."""
    _BOUND.clear()
    _LITERAL_INTS.clear()


def binds(node: cst.CSTNode, name: str) -> bool:
    """Does running ``node`` (re)bind ``name`` in the scope it belongs to? Nested functions and
    classes bind only their own name; comprehension variables are their own scope."""
    kind = type(node)
    if kind in _OWN_SCOPE:
        return node.name.value == name  # type: ignore[attr-defined]
    if kind is cst.Lambda:
        return False
    names = _BOUND.get(node)
    if names is None:
        names = _bound_below(node)
    return name in names or _ANY_NAME in names


def _bound_below(root: cst.CSTNode) -> frozenset[str]:
    """Fills _BOUND for ``root`` and the nodes below it, children first (no recursion: an
    expression a thousand operators long is a tree a thousand deep)."""
    bound = _BOUND
    # (node, its children once they are pushed: the node is finished when it comes back)
    stack: list[tuple[cst.CSTNode, list[cst.CSTNode] | None]] = [(root, None)]
    while stack:
        current, below = stack.pop()
        if below is None:
            if current in bound:
                continue
            below = children(current)
            stack.append((current, below))
            stack.extend(
                (child, None) for child in below
                if type(child) not in _OPAQUE and type(child) not in _OWN_SCOPE
            )
            continue
        names = set(_own_bindings(current))
        for child in below:
            kind = type(child)
            if kind in _OWN_SCOPE:
                names.add(child.name.value)  # type: ignore[attr-defined]
            elif kind not in _OPAQUE:
                names.update(bound[child])
        bound[current] = frozenset(names) if names else _EMPTY
    return bound[root]


def _own_bindings(node: cst.CSTNode) -> Iterator[str]:
    """The names ``node`` itself binds (not the nodes below it)."""
    kind = type(node)
    if kind is cst.Assign:
        for target in node.targets:  # type: ignore[attr-defined]
            yield from target_names(target.target)
    elif kind in _TARGETED:
        yield from target_names(node.target)  # type: ignore[attr-defined]
    elif kind is cst.WithItem:
        if node.asname is not None:  # type: ignore[attr-defined]
            yield from target_names(node.asname.name)  # type: ignore[attr-defined]
    elif kind is cst.ExceptHandler:
        if node.name is not None:  # type: ignore[attr-defined]
            yield from target_names(node.name.name)  # type: ignore[attr-defined]
    elif kind is cst.Global or kind is cst.Nonlocal:
        for item in node.names:  # type: ignore[attr-defined]
            yield item.name.value
    elif kind is cst.Import or kind is cst.ImportFrom:
        if isinstance(node.names, cst.ImportStar):  # type: ignore[attr-defined]
            yield _ANY_NAME
            return
        for alias in node.names:  # type: ignore[attr-defined]
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                yield alias.asname.name.value
            else:
                first = alias.name
                while isinstance(first, cst.Attribute):
                    first = first.value
                if isinstance(first, cst.Name):
                    yield first.value


_TARGETED = frozenset({cst.AnnAssign, cst.AugAssign, cst.NamedExpr, cst.For, cst.Del})


@dataclass(frozen=True)
class Binding:
    """The assignment (``name = value`` / ``name: T = value``) or parameter that gives a name
    its value at some point of the program."""

    node: cst.Assign | cst.AnnAssign | cst.Param
    statement: cst.CSTNode | None  # the small statement holding the assignment

    @property
    def value(self) -> cst.BaseExpression | None:
        if isinstance(self.node, cst.Param):
            return None
        return self.node.value


class _Unknown(Exception):
    pass


def _statement_binding(statement: cst.CSTNode, name: str, unpacking: bool = False) -> Binding | None:
    """The binding of ``name`` that ``statement`` leaves behind: a Binding, None when the
    statement does not bind it, or _Unknown when it binds it some other way."""
    if isinstance(statement, (cst.SimpleStatementLine, cst.SimpleStatementSuite)):
        for small in reversed(statement.body):
            found = _small_binding(small, name, unpacking)
            if found is not None:
                return found
        return None
    if isinstance(statement, cst.BaseSmallStatement):
        return _small_binding(statement, name, unpacking)
    if binds(statement, name):
        raise _Unknown
    return None


def _small_binding(small: cst.BaseSmallStatement, name: str, unpacking: bool = False) -> Binding | None:
    if isinstance(small, cst.Assign) and len(small.targets) == 1:
        target = small.targets[0].target
        if isinstance(target, cst.Name) and target.value == name:
            if binds(small.value, name):  # a walrus of the same name: too clever, give up
                raise _Unknown
            return Binding(small, small)
        if unpacking and _unpacks_to(target, name) and not binds(small.value, name):
            return Binding(small, small)
    if isinstance(small, cst.AnnAssign) and small.value is not None:
        if isinstance(small.target, cst.Name) and small.target.value == name:
            return Binding(small, small)
    if binds(small, name):
        raise _Unknown
    return None


def _unpacks_to(target: cst.BaseExpression, name: str) -> bool:
    """``a, b = ...`` / ``[a, b] = ...`` whose elements are plain names, ``name`` among them."""
    if not isinstance(target, (cst.Tuple, cst.List)):
        return False
    elements = [e.value for e in target.elements]
    return all(isinstance(e, cst.Name) for e in elements) and any(e.value == name for e in elements)  # type: ignore[attr-defined]


def reaching_binding(path: Sequence[cst.CSTNode], name: str, *, unpacking: bool = False) -> Binding | None:
    """The single assignment of ``name`` in the current scope that holds at the last node of
    ``path``, or the enclosing function's parameter of that name; None when there is none or
    it cannot be known (rebound in a branch, a loop variable, rebound later in an enclosing
    loop, bound in another scope). ``unpacking``: also an assignment that unpacks into
    ``name`` among plain names (``x, y = batch``); the binding's value is then the whole
    right-hand side."""
    try:
        return _reaching(path, name, unpacking)
    except _Unknown:
        return None


def _reaching(path: Sequence[cst.CSTNode], name: str, unpacking: bool = False) -> Binding | None:
    for index in range(len(path) - 1, 0, -1):
        child, parent = path[index], path[index - 1]
        if isinstance(parent, _BODIES):
            body = list(parent.body)
            position = next((i for i, s in enumerate(body) if s is child), None)
            if position is None:
                continue
            for earlier in reversed(body[:position]):
                found = _statement_binding(earlier, name, unpacking)
                if found is not None:
                    return found
        elif isinstance(parent, cst.For):
            if child is parent.body or child is parent.orelse:
                # the loop variable, or a value that the previous iteration may have changed
                if name in target_names(parent.target) or binds(parent.body, name):
                    raise _Unknown
        elif isinstance(parent, cst.While):
            if child is parent.body or child is parent.orelse:
                if binds(parent.body, name) or binds(parent.test, name):
                    raise _Unknown
        elif isinstance(parent, cst.With):
            if child is parent.body and any(binds(item, name) for item in parent.items):
                raise _Unknown
        elif isinstance(parent, cst.ExceptHandler):
            if parent.name is not None and name in target_names(parent.name.name):
                raise _Unknown
        elif isinstance(parent, cst.If):
            if binds(parent.test, name):
                raise _Unknown
        elif isinstance(parent, _COMPREHENSIONS):
            for_in = parent.for_in
            while for_in is not None:
                if name in target_names(for_in.target):
                    raise _Unknown
                for_in = for_in.inner_for_in
        elif isinstance(parent, (cst.FunctionDef, cst.Lambda)):
            if child is not parent.body:
                continue  # decorators and defaults run in the enclosing scope
            params = parent.params
            for param in (*params.posonly_params, *params.params, *params.kwonly_params):
                if param.name.value == name:
                    return Binding(param, None)
            for star in (params.star_arg, params.star_kwarg):
                if isinstance(star, cst.Param) and star.name.value == name:
                    raise _Unknown
            return None
        elif isinstance(parent, cst.ClassDef) and child is parent.body:
            return None
    return None


def rebound_before(path: Sequence[cst.CSTNode], start: int, name: str) -> bool:
    """Does a statement that runs before the last node of ``path``, in one of the blocks below
    ``path[start]`` (a loop, say), bind ``name`` again (``x = x.cuda()`` above a use of the
    loop variable ``x``)? Branches count: a rebinding that may have run is enough."""
    for index in range(start + 1, len(path) - 1):
        parent, child = path[index], path[index + 1]
        if not isinstance(parent, _BODIES):
            continue
        for earlier in parent.body:
            if earlier is child:
                break
            if binds(earlier, name):
                return True
    return False


def assigned_values(path: Sequence[cst.CSTNode], name: str) -> list[cst.BaseExpression] | None:
    """Every value ``name`` is assigned in the innermost function (or the module) around the
    last node of ``path`` that binds it; None when it is bound any other way there (a
    parameter, a loop, a ``with``, an unpacking); [] when nothing binds it."""
    scopes = [n for n in reversed(path[:-1]) if isinstance(n, (cst.FunctionDef, cst.Lambda))]
    scopes.append(path[0])
    for scope in scopes:
        if isinstance(scope, (cst.FunctionDef, cst.Lambda)):
            params = scope.params
            every = [*params.posonly_params, *params.params, *params.kwonly_params]
            if any(p.name.value == name for p in every):
                return None
        values = _scope_values(scope.body if not isinstance(scope, cst.Module) else scope, name)
        if values is None or values:
            return values
    return []


def _scope_values(body: cst.CSTNode, name: str) -> list[cst.BaseExpression] | None:
    values: list[cst.BaseExpression] = []
    for node in _own_scope(body):
        if isinstance(node, cst.Assign):
            for target in node.targets:
                if isinstance(target.target, cst.Name) and target.target.value == name:
                    values.append(node.value)
                elif _mentions(target.target, name):
                    return None
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr)):
            if _mentions(node.target, name):
                return None
        elif isinstance(node, cst.WithItem) and node.asname is not None:
            if _mentions(node.asname.name, name):
                return None
    return values


def _mentions(target: cst.CSTNode, name: str) -> bool:
    return any(isinstance(n, cst.Name) and n.value == name for n in iter_nodes(target))


def _own_scope(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """Nodes of one scope below ``node``, without entering nested functions, classes or
    lambdas."""
    stack = list(reversed(children(node)))
    while stack:
        current = stack.pop()
        yield current
        if isinstance(current, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            continue
        stack.extend(reversed(children(current)))


# -- loops and branches ---------------------------------------------------------------------
def loop_body_child(path: Sequence[cst.CSTNode], index: int) -> bool:
    """Is ``path[index]`` a loop whose body (not its iterable, test or ``else``) holds the last
    node of ``path``?"""
    loop = path[index]
    return isinstance(loop, LOOPS) and index + 1 < len(path) and path[index + 1] is loop.body


def has_modulo(node: cst.CSTNode) -> bool:
    """A ``%`` operator anywhere in ``node`` (``step % 100 == 0``)."""
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, cst.BinaryOperation) and isinstance(current.operator, cst.Modulo):
            return True
        if isinstance(current, cst.AugAssign) and isinstance(current.operator, cst.ModuloAssign):
            return True
        stack.extend(children(current))
    return False


def periodic_branch(path: Sequence[cst.CSTNode], start: int) -> bool:
    """Is the last node of ``path`` in the true branch of an ``if`` / ``elif`` (or a
    conditional expression) whose condition is true once every N iterations
    (:func:`periodic_test`), below ``path[start]``? That is how code says "every N steps";
    the ``else`` branch runs every other step and is not exempt."""
    for index in range(len(path) - 2, start, -1):
        node, child = path[index], path[index + 1]
        if isinstance(node, (cst.If, cst.IfExp)) and child is node.body:
            if periodic_test(path[: index + 1], node.test):
                return True
    return False


def periodic_test(path: Sequence[cst.CSTNode], test: cst.BaseExpression) -> bool:
    """Is ``test`` (the condition of the ``if`` that ends ``path``) true once every N
    iterations, as written:

    - an equality with a ``%`` in it: ``step % 100 == 0``, ``(i + 1) % accum == 0``,
      ``not step % n`` (``!=`` and a bare ``step % n`` are true on most steps, and
      ``step % 2 == 0`` on every other one: not periodic);
    - a loop counter's membership in a schedule: ``epoch in milestones``,
      ``i in np.linspace(0, n, 10)``, ``step in (100, 200)``, where the counter is the
      variable of an enclosing ``for`` over ``range(...)`` / ``enumerate(...)`` or a name
      the enclosing loop increments (``step += 1``): ``word in vocab`` is no schedule;
    - a flag bound from one of these in the same scope (``should_log = step % 100 == 0``
      ... ``if should_log:``);
    - ``a and b`` where either is periodic; ``a or b`` where each is periodic or an equality
      (``i % 100 == 0 or i == last``: the last step once more).
    """
    return _periodic(path, test, 0)


def _periodic(path: Sequence[cst.CSTNode], test: cst.BaseExpression, depth: int) -> bool:
    if depth > 4:
        return False
    if isinstance(test, cst.BooleanOperation):
        left = _periodic(path, test.left, depth + 1)
        right = _periodic(path, test.right, depth + 1)
        if isinstance(test.operator, cst.And):
            return left or right
        return (left or _equality(test.left)) and (right or _equality(test.right)) and (left or right)
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        inner = test.expression
        return _modulo_value(inner, path)
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1:
        target = test.comparisons[0]
        if isinstance(target.operator, cst.Equal):
            return _modulo_value(test.left, path) or _modulo_value(target.comparator, path)
        if isinstance(target.operator, cst.In):
            return _schedule(target.comparator) and _counter(path, test.left)
        return False
    if isinstance(test, cst.Name):
        binding = reaching_binding([*path, test], test.value)
        if binding is not None and binding.value is not None:
            return _periodic(path, binding.value, depth + 1)
    return False


def _modulo_value(expr: cst.BaseExpression, path: Sequence[cst.CSTNode]) -> bool:
    """``x % n`` (in parentheses or not, possibly inside arithmetic), not string formatting,
    nor ``x % 2`` or a divisor the file only ever sets to 1 or 2 (``d_every = 1`` in a config
    class, then ``ii % opt.d_every == 0``): every step, or every other one, still pays."""
    for node in iter_nodes(expr):
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Modulo):
            if isinstance(node.left, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)):
                continue
            if _at_most_two(node.right, path):
                continue
            return True
    return False


def _at_most_two(divisor: cst.BaseExpression, path: Sequence[cst.CSTNode]) -> bool:
    if isinstance(divisor, cst.Integer):
        return divisor.evaluated_value <= 2
    if not isinstance(divisor, (cst.Name, cst.Attribute)) or not path:
        return False
    name = divisor.value if isinstance(divisor, cst.Name) else divisor.attr.value
    module = path[0]
    ints = _LITERAL_INTS.get(module)
    if ints is None:
        ints = _LITERAL_INTS[module] = _literal_ints(module)
    largest = ints.get(name)
    return largest is not None and largest <= 2


def _literal_ints(module: cst.CSTNode) -> dict[str, int | None]:
    found: dict[str, int | None] = {}
    for node in iter_nodes(module):
        if isinstance(node, cst.Assign):
            pairs = [(t.target, node.value) for t in node.targets]
        elif isinstance(node, (cst.AnnAssign, cst.AugAssign)):
            pairs = [(node.target, node.value)]
        else:
            continue
        for target, value in pairs:
            if isinstance(target, cst.Name):
                name = target.value
            elif isinstance(target, cst.Attribute):
                name = target.attr.value
            else:
                for element in iter_nodes(target):  # unpacked: any value
                    if isinstance(element, cst.Name):
                        found[element.value] = None
                    elif isinstance(element, cst.Attribute):
                        found[element.attr.value] = None
                continue
            literal = isinstance(value, cst.Integer) and not isinstance(node, cst.AugAssign)
            number = value.evaluated_value if literal else None  # type: ignore[union-attr]
            if name in found and found[name] is None:
                continue
            found[name] = None if number is None else max(number, found.get(name) or 0)
    return found


def _equality(expr: cst.BaseExpression) -> bool:
    return (
        isinstance(expr, cst.Comparison)
        and len(expr.comparisons) == 1
        and isinstance(expr.comparisons[0].operator, cst.Equal)
    )


def _schedule(expr: cst.BaseExpression) -> bool:
    """A list of steps: a display, a call (``np.linspace(...)``, ``range(0, n, k)``,
    ``list(...)``) or a name or attribute bound to one elsewhere (``milestones``)."""
    return isinstance(expr, (cst.List, cst.Tuple, cst.Set, cst.Call, cst.Name, cst.Attribute))


def _counter(path: Sequence[cst.CSTNode], expr: cst.BaseExpression) -> bool:
    """A loop counter, maybe offset (``epoch``, ``epoch + 1``): the variable of an enclosing
    ``for`` over ``range(...)`` / ``enumerate(...)`` (its first element), or a name that an
    enclosing loop's body increments."""
    while isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, (cst.Add, cst.Subtract)):
        expr = expr.left if not isinstance(expr.left, cst.Integer) else expr.right
    if not isinstance(expr, cst.Name):
        return False
    name = expr.value
    for node in reversed(path):
        if isinstance(node, _SCOPES):
            return False
        if not isinstance(node, LOOPS):
            continue
        if isinstance(node, cst.For) and isinstance(node.iter, cst.Call) and isinstance(node.iter.func, cst.Name):
            counter = node.target
            if node.iter.func.value == "enumerate" and isinstance(counter, cst.Tuple) and counter.elements:
                counter = counter.elements[0].value
            if node.iter.func.value in ("range", "enumerate") and isinstance(counter, cst.Name) and counter.value == name:
                return True
        for small in iter_nodes(node.body):
            if (
                isinstance(small, cst.AugAssign)
                and isinstance(small.operator, cst.AddAssign)
                and isinstance(small.target, cst.Name)
                and small.target.value == name
            ):
                return True
    return False


def runs_once(loop: cst.For | cst.While) -> bool:
    """Does ``loop`` run its body at most once, as written: ``for _ in range(1)``, or a body
    that ends in an unconditional ``break`` / ``return`` / ``raise`` with no ``continue`` in it
    (``while True: ...; break``, ``for batch in loader: ...; break``: one batch)."""
    if isinstance(loop, cst.For) and isinstance(loop.iter, cst.Call):
        func, args = loop.iter.func, loop.iter.args
        if isinstance(func, cst.Name) and func.value == "range" and len(args) == 1 and args[0].keyword is None:
            value = args[0].value
            if isinstance(value, cst.Integer) and value.evaluated_value <= 1:
                return True
    body = loop.body
    statements = list(body.body) if isinstance(body, cst.IndentedBlock) else [body]
    if not statements:
        return False
    last = statements[-1]
    smalls = last.body if isinstance(last, (cst.SimpleStatementLine, cst.SimpleStatementSuite)) else []
    if not any(isinstance(s, (cst.Break, cst.Return, cst.Raise)) for s in smalls):
        return False
    return not any(isinstance(node, cst.Continue) for node in _this_iteration(body))


def _this_iteration(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """Every node below ``node`` that runs when it runs, not entering nested loops (their
    ``continue`` is their own) nor functions, classes and lambdas."""
    stack = list(children(node))
    while stack:
        current = stack.pop()
        yield current
        if isinstance(current, (cst.FunctionDef, cst.ClassDef, cst.Lambda, cst.For, cst.While)):
            continue
        stack.extend(children(current))


def leaves_loop_after(path: Sequence[cst.CSTNode], start: int) -> bool:
    """Does a statement after the last node of ``path``, in a block between it and the loop
    ``path[start]``, leave that loop (``break``, ``return``, ``raise``)? Then the node runs at
    most once per loop, not on every iteration."""
    nested_loop = False
    for index in range(start + 1, len(path) - 1):
        parent, child = path[index], path[index + 1]
        if isinstance(parent, LOOPS):
            nested_loop = True  # a `break` below here leaves the nested loop only
        if not isinstance(parent, _BODIES):
            continue
        body = list(parent.body)
        position = next((i for i, s in enumerate(body) if s is child), None)
        if position is None:
            continue
        exits = (cst.Return, cst.Raise) if nested_loop else (cst.Return, cst.Raise, cst.Break)
        for later in body[position + 1 :]:
            smalls = later.body if isinstance(later, cst.SimpleStatementLine) else [later]
            if any(isinstance(small, exits) for small in smalls):
                return True
    return False


def walk_scope(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """Every node below ``node`` that runs when ``node`` runs: nested function, class and
    lambda bodies are skipped (defining a function does not run it)."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        if current is not node and isinstance(current, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            continue
        stack.extend(reversed(children(current)))



def reads_any(node: cst.CSTNode, names: set[str]) -> bool:
    """``node`` reads one of ``names`` where it runs (`walk_scope`): a keyword (`use_cache=...`),
    an attribute (`config.use_cache`), an assignment target or a parameter of that name is no
    read."""
    skip: set[int] = set()
    for n in walk_scope(node):
        if isinstance(n, cst.Arg) and n.keyword is not None:
            skip.add(id(n.keyword))
        elif isinstance(n, cst.Attribute):
            skip.add(id(n.attr))
        elif isinstance(n, (cst.AssignTarget, cst.AnnAssign, cst.AugAssign)):
            if isinstance(n.target, cst.Name):
                skip.add(id(n.target))
        elif isinstance(n, cst.Param):
            skip.add(id(n.name))
    return any(
        isinstance(n, cst.Name) and n.value in names and id(n) not in skip for n in walk_scope(node)
    )

# -- what holds a tensor --------------------------------------------------------------------
# `torch.<name>` functions that do not return a tensor (or return a module, an optimizer...).
_NOT_TENSOR_FUNCTIONS = frozenset(
    {
        "load", "compile", "device", "save", "manual_seed", "seed", "initial_seed",
        "no_grad", "enable_grad", "inference_mode", "autocast", "set_grad_enabled",
        "broadcast_shapes", "finfo", "iinfo", "typename", "numel", "use_deterministic_algorithms",
        "get_rng_state", "set_rng_state", "get_device", "empty_cache", "cond", "vmap",
        "result_type", "promote_types", "can_cast", "Generator", "Size", "dtype", "Stream",
        "Event", "set_printoptions", "cdist_compute_mode", "chunk", "split", "unbind",
        "tensor_split", "meshgrid", "broadcast_tensors", "sort", "topk", "max", "min",
        "split_with_sizes", "hsplit", "vsplit", "dsplit", "unique", "histogram", "lu",
    }
)
# Submodules whose functions return tensors.
_TENSOR_SUBMODULES = ("torch.nn.functional.", "torch.fft.", "torch.linalg.", "torch.special.")


def is_tensor_function(qualified: str | None) -> bool:
    """A ``torch`` function that returns one tensor: ``torch.zeros``, ``torch.cat``,
    ``torch.nn.functional.relu``, ``torch.Tensor(...)``; not ``torch.nn.*`` classes,
    ``torch.load``, ``torch.jit.*``, ``torch.compile``, ``torch.cuda.*``..."""
    if qualified is None:
        return False
    if qualified.startswith(_TENSOR_SUBMODULES):
        short = qualified.rsplit(".", 1)[-1]
        return short[:1].islower() and short not in _NOT_TENSOR_FUNCTIONS
    parts = qualified.split(".")
    if len(parts) != 2 or parts[0] != "torch":
        return False
    short = parts[1]
    if short == "Tensor" or (short.endswith("Tensor") and short[:1].isupper()):
        return True
    return (
        short[:1].islower()
        and not short.startswith(("is_", "get_", "set_", "_"))
        and short not in _NOT_TENSOR_FUNCTIONS
    )


# Tensor methods and attributes that give something other than one tensor.
_NOT_TENSOR_METHODS = frozenset(
    {
        "item", "tolist", "numpy", "size", "dim", "numel", "nelement", "stride", "data_ptr",
        "element_size", "storage", "untyped_storage", "chunk", "split", "unbind", "tensor_split",
        "sort", "topk", "max", "min", "unique", "get_device", "type", "__len__", "shape",
        "dtype", "device", "ndim", "is_cuda", "requires_grad", "backward", "register_hook",
        "add_module", "parameters", "named_parameters", "state_dict", "modules", "children",
    }
)
_TENSOR_ATTRIBUTES = frozenset({"data", "T", "mT", "H", "mH", "grad", "real", "imag"})


def holds_tensor(ctx: Context, path: Sequence[cst.CSTNode], name: str, _depth: int = 0) -> bool:
    """Is ``name`` known to hold a tensor at the last node of ``path``: its reaching assignment
    is a tensor expression (see :func:`tensor_expression`), or it is a parameter annotated
    ``torch.Tensor``."""
    binding = reaching_binding(path, name)
    if binding is None or _depth > 4:
        return False
    if isinstance(binding.node, cst.Param):
        annotation = binding.node.annotation
        if annotation is None:
            return False
        return ctx.qualified_name(annotation.annotation) == "torch.Tensor"
    value = binding.value
    if value is None:
        return False
    return tensor_expression(ctx, path_to(ctx, value), value, _depth + 1)


def tensor_expression(
    ctx: Context, path: Sequence[cst.CSTNode], expr: cst.BaseExpression, _depth: int = 0
) -> bool:
    """``torch.zeros(n)``, ``F.relu(x)``, a method call or ``.T`` / ``.data`` / ``[i]`` on a
    known tensor; ``path`` locates ``expr`` (for the names it uses)."""
    if isinstance(expr, cst.Call):
        if is_tensor_function(ctx.qualified_name(expr.func)):
            return True
        if isinstance(expr.func, cst.Attribute) and expr.func.attr.value not in _NOT_TENSOR_METHODS:
            return _tensor_receiver(ctx, path, expr.func.value, _depth)
        return False
    if isinstance(expr, cst.Attribute) and expr.attr.value in _TENSOR_ATTRIBUTES:
        return _tensor_receiver(ctx, path, expr.value, _depth)
    if isinstance(expr, cst.Subscript):
        return _tensor_receiver(ctx, path, expr.value, _depth)
    return False


def _tensor_receiver(
    ctx: Context, path: Sequence[cst.CSTNode], receiver: cst.BaseExpression, depth: int
) -> bool:
    if isinstance(receiver, cst.Name):
        if ctx.qualified_name(receiver) is not None:  # a module such as `torch` or `np`
            return False
        return holds_tensor(ctx, path, receiver.value, depth)
    return tensor_expression(ctx, path, receiver, depth)


# -- facts in execution order ---------------------------------------------------------------
# A key's facts before anything in the scope set it (a parameter's state as the caller left it).
ENTRY = "entry"
_ENTRY_FACTS = frozenset({ENTRY})


def facts_in_order(
    scope: cst.CSTNode,
    effects: dict[int, list[tuple[str, object]]],
    queries: set[int],
    *,
    runs_at_least_once=None,  # noqa: ANN001
) -> dict[int, dict[str, frozenset[object]]]:
    """Which facts may hold, in execution order, when each of ``queries`` (node ids) runs.

    ``scope`` is a function (its body is read) or the module. ``effects`` maps a node's id to
    the ``(key, fact)`` pairs it sets when it runs: the key then holds that fact alone (a
    later ``model.train()`` replaces an earlier ``model.eval()``). The answer maps each query
    reached to ``{key: facts}``, the facts any path may bring there; a key no effect set on
    some path holds :data:`ENTRY` among its facts, and a key absent from the answer holds
    only ENTRY. Paths follow Python's order: both branches of an ``if``, a loop's body again
    after its end (the back edge: what the end of one iteration leaves, the next iteration's
    start sees), ``break`` / ``continue`` / ``return`` / ``raise``, an exception handler
    reached from anywhere in its ``try``. Within a statement, sub-expressions run in
    libcst's visiting order and a node's effects after its children's (a call's arguments
    before the call; ``m = f().eval()`` after its value). Nested function and class bodies and
    lambdas do not run where they are written; comprehensions and conditional expressions are
    read as if each part ran once (their parts' effects are not path-sensitive).
    ``runs_at_least_once``: a predicate on ``for`` loops known to run their body at least
    once (``for epoch in range(5)``): what leaves them is what their iterations leave, not
    also what held before them."""
    walker = _Order(effects, queries)
    walker.runs_at_least_once = runs_at_least_once
    if isinstance(scope, cst.Module):
        walker.block(scope.body, {})
    elif isinstance(scope, cst.FunctionDef):
        walker.suite(scope.body, {})
    else:
        walker.statement(scope, {})
    return walker.seen


def _join(*states: "dict[str, frozenset[object]] | None") -> "dict[str, frozenset[object]] | None":
    reached = [s for s in states if s is not None]
    if not reached:
        return None
    if len(reached) == 1:
        return reached[0]
    keys = set().union(*reached)
    return {key: frozenset().union(*(s.get(key, _ENTRY_FACTS) for s in reached)) for key in keys}


_MAX_ROUNDS = 8  # facts only grow: a loop settles in two or three rounds


class _Order:
    """The walk behind :func:`facts_in_order`."""

    def __init__(self, effects: dict[int, list[tuple[str, object]]], queries: set[int]) -> None:
        self.effects = effects
        self.queries = queries
        self.seen: dict[int, dict[str, frozenset[object]]] = {}
        self.breaks: list[list[dict]] = []
        self.continues: list[list[dict]] = []
        self.runs_at_least_once = None

    def _event(self, node: cst.CSTNode, state):  # noqa: ANN001, ANN202
        if state is None:
            return None
        key = id(node)
        if key in self.queries:
            before = self.seen.get(key)
            self.seen[key] = state if before is None else _join(before, state)  # type: ignore[assignment]
        found = self.effects.get(key)
        if found:
            state = dict(state)
            for name, fact in found:
                state[name] = frozenset({fact})
        return state

    def expression(self, node: cst.CSTNode, state):  # noqa: ANN001, ANN202
        """Post-order over ``node``: children first, then the node's own query and effects."""
        if state is None:
            return None
        stack: list[tuple[cst.CSTNode, bool]] = [(node, False)]
        while stack:
            current, done = stack.pop()
            if done:
                state = self._event(current, state)
                continue
            kind = type(current)
            if kind is cst.Lambda or kind is cst.FunctionDef or kind is cst.ClassDef:
                continue  # runs later, if at all
            stack.append((current, True))
            stack.extend((child, False) for child in reversed(children(current)))
        return state

    def block(self, statements: Sequence[cst.CSTNode], state):  # noqa: ANN001, ANN202
        for statement in statements:
            if state is None:
                return None
            state = self.statement(statement, state)
        return state

    def suite(self, body: cst.BaseSuite, state):  # noqa: ANN001, ANN202
        if isinstance(body, cst.IndentedBlock):
            return self.block(body.body, state)
        return self.statement(body, state)  # `if x: a(); b()` on one line

    def statement(self, node: cst.CSTNode, state):  # noqa: ANN001, ANN202
        if state is None:
            return None
        if isinstance(node, (cst.SimpleStatementLine, cst.SimpleStatementSuite)):
            for small in node.body:
                state = self.expression(small, state)
                if state is None:
                    return None
                if isinstance(small, (cst.Return, cst.Raise)):
                    return None
                if isinstance(small, cst.Break) and self.breaks:
                    self.breaks[-1].append(state)
                    return None
                if isinstance(small, cst.Continue) and self.continues:
                    self.continues[-1].append(state)
                    return None
            return state
        state = self._event(node, state)
        if isinstance(node, cst.If):
            state = self.expression(node.test, state)
            taken = self.suite(node.body, state)
            if isinstance(node.orelse, cst.If):
                other = self.statement(node.orelse, state)
            elif isinstance(node.orelse, cst.Else):
                other = self.suite(node.orelse.body, state)
            else:
                other = state
            return _join(taken, other)
        if isinstance(node, (cst.For, cst.While)):
            return self._loop(node, state)
        if isinstance(node, cst.With):
            for item in node.items:
                state = self.expression(item, state)
            return self.suite(node.body, state)
        if isinstance(node, (cst.Try, cst.TryStar)):
            return self._try(node, state)
        if isinstance(node, cst.Match):
            state = self.expression(node.subject, state)
            ends = [state]  # no case matched
            for case in node.cases:
                here = self.expression(case.pattern, state)
                if case.guard is not None:
                    here = self.expression(case.guard, here)
                ends.append(self.suite(case.body, here))
            return _join(*ends)
        if isinstance(node, (cst.FunctionDef, cst.ClassDef)):
            for decorator in node.decorators:
                state = self.expression(decorator.decorator, state)
            if isinstance(node, cst.FunctionDef):
                return self.expression(node.params, state)
            return state
        return self.expression(node, state)

    def _loop(self, node: cst.For | cst.While, state):  # noqa: ANN001, ANN202
        if isinstance(node, cst.For):
            state = self.expression(node.iter, state)
        head = state
        exit_state = None
        for _ in range(_MAX_ROUNDS):
            self.breaks.append([])
            self.continues.append([])
            if isinstance(node, cst.For):
                start = self.expression(node.target, head)
                exit_state = head  # the iterable runs out
            else:
                start = self.expression(node.test, head)
                exit_state = start
            end = self.suite(node.body, start)
            breaks, continues = self.breaks.pop(), self.continues.pop()
            grown = _join(head, end, *continues)
            if grown == head:
                break
            head = grown
        if (
            isinstance(node, cst.For) and self.runs_at_least_once is not None
            and self.runs_at_least_once(node)
        ):
            iterated = _join(end, *continues)
            if iterated is not None:
                exit_state = iterated  # the iterable runs out after one iteration at least
        if node.orelse is not None:
            exit_state = self.suite(node.orelse.body, exit_state)
        return _join(exit_state, *breaks)

    def _try(self, node: cst.Try | cst.TryStar, state):  # noqa: ANN001, ANN202
        # a handler may start after any statement of the body (or before the first)
        reached = [state]
        current = state
        for statement in node.body.body if isinstance(node.body, cst.IndentedBlock) else [node.body]:
            current = self.statement(statement, current)
            reached.append(current)
        entry = _join(*reached)
        ends = []
        if node.orelse is not None:
            ends.append(self.suite(node.orelse.body, current))
        else:
            ends.append(current)
        for handler in node.handlers:
            here = entry
            if handler.type is not None:
                here = self.expression(handler.type, here)
            if handler.name is not None:
                here = self.expression(handler.name, here)
            ends.append(self.suite(handler.body, here))
        state = _join(*ends)
        if node.finalbody is not None:
            # a `finally` also runs on the way out of a `return`: read from every state seen
            state = self.suite(node.finalbody.body, state if state is not None else entry)
        return state
