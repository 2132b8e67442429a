"""A read-only traversal in libcst's visiting order that enters only what handlers can see.

``CSTNode.visit`` rebuilds every node it passes (a dataclass constructor with validation per
node) and enters every whitespace and punctuation node. Checking needs neither: this walker
reads the children in the order ``_visit_and_replace_children`` visits them and enters a child
only when a node type some handler wants can occur at or below it. Both facts are derived from
libcst itself (the visiting code's field names, the fields' annotations), never hand-kept, so
they follow libcst upgrades; tests/test_speed_walk.py compares the events with libcst's own
traversal on real code.
"""

from __future__ import annotations

import dataclasses
import re
import typing
from functools import lru_cache
from typing import Callable, Iterable, Iterator, Sequence

import libcst as cst
from libcst._nodes.base import CSTNode
from libcst._nodes.internal import CodegenState

_PLAIN = (str, int, float, bool, type(None))


def child_fields(cls: type) -> tuple[str, ...]:
    """The fields ``_visit_and_replace_children`` visits, in its order.

    Each ``visit_*(self, "field", ...)`` call names its field as a string constant, and the
    compiler keeps constants in the order it meets them; keeping only names of dataclass
    fields drops any other string the method might hold.
    """
    method = getattr(cls, "_visit_and_replace_children", None)
    if method is None or not dataclasses.is_dataclass(cls):
        return ()
    names = {f.name for f in dataclasses.fields(cls)}
    ordered: list[str] = []
    for constant in method.__code__.co_consts:
        if type(constant) is str and constant in names and constant not in ordered:
            ordered.append(constant)
    return tuple(ordered)


def _node_classes(hint: object) -> set[type] | None:
    """The CSTNode classes an annotation allows; None when it cannot be read (then the
    field may hold anything and is always entered)."""
    if isinstance(hint, type):
        if issubclass(hint, CSTNode):
            return {hint}
        if issubclass(hint, _PLAIN) or issubclass(hint, cst.MaybeSentinel):
            return set()
        return None
    origin = typing.get_origin(hint)
    if origin is typing.Literal:
        return set()
    if origin is None:
        return None
    out: set[type] = set()
    for argument in typing.get_args(hint):
        if argument is Ellipsis:
            continue
        found = _node_classes(argument)
        if found is None:
            return None
        out |= found
    return out


@lru_cache(maxsize=None)
def _type_table() -> dict[type, dict[str, frozenset[type] | None]]:
    """For every node class: each visited field and the classes it may hold."""
    classes: list[type] = []
    pending, seen = [CSTNode], set()
    while pending:
        cls = pending.pop()
        if cls not in seen:
            seen.add(cls)
            classes.append(cls)
            pending.extend(cls.__subclasses__())
    below: dict[type, set[type]] = {cls: {cls} for cls in classes}
    for cls in classes:
        for base in cls.__mro__[1:]:
            if base in below:
                below[base].add(cls)
    table: dict[type, dict[str, frozenset[type] | None]] = {}
    for cls in classes:
        fields = child_fields(cls)
        if not fields:
            table[cls] = {}
            continue
        hints = _annotations(cls)
        entry: dict[str, frozenset[type] | None] = {}
        for name in fields:
            allowed = _node_classes(hints[name]) if name in hints else None
            entry[name] = (
                None if allowed is None
                else frozenset(c for a in allowed for c in below.get(a, {a}))
            )
        table[cls] = entry
    return table


def _annotations(cls: type) -> dict[str, object]:
    """``typing.get_type_hints(cls)`` (empty when unreadable: then every field is entered),
    read straight from the classes' ``__annotations__`` when none is a string to evaluate:
    libcst's are objects, and evaluating hints cost a twentieth of a one-file check."""
    hints: dict[str, object] = {}
    for base in reversed(cls.__mro__):
        hints.update(base.__dict__.get("__annotations__", {}))
    if not any(_names_later(hint) for hint in hints.values()):
        return hints
    try:
        return typing.get_type_hints(cls)
    except Exception:  # noqa: BLE001 - unreadable annotations: assume anything
        return {}


def _names_later(hint: object) -> bool:
    """Whether an annotation holds a name to evaluate (``Sequence["MatchCase"]``)."""
    if isinstance(hint, (str, typing.ForwardRef)):
        return True
    return any(_names_later(argument) for argument in typing.get_args(hint))


class Plan:
    """Which node classes and fields to enter, for one set of handled class names."""

    def __init__(self, handled: Iterable[str]) -> None:
        self.handled = frozenset(handled)
        table = _type_table()
        # Reverse reachability to a fixpoint: a class is worth entering when a handled
        # class can occur at or below it.
        reach = {cls for cls in table if cls.__name__ in self.handled}
        changed = True
        while changed:
            changed = False
            for cls, fields in table.items():
                if cls not in reach and any(
                    allowed is None or not allowed.isdisjoint(reach) for allowed in fields.values()
                ):
                    reach.add(cls)
                    changed = True
        self.reach = reach
        self.fields: dict[type, tuple[str, ...]] = {
            cls: tuple(
                name for name, allowed in fields.items()
                if allowed is None or not allowed.isdisjoint(reach)
            )
            for cls, fields in table.items()
        }

    def learn(self, cls: type) -> tuple[str, ...]:
        """A class the table did not know (defined after it was built): enter everything."""
        self.reach.add(cls)
        fields = self.fields[cls] = child_fields(cls)
        return fields


@lru_cache(maxsize=64)
def plan(handled: frozenset[str]) -> Plan:
    return Plan(handled)


@lru_cache(maxsize=None)
def handled_by(visitor_class: type) -> frozenset[str]:
    """Node class names a CSTVisitor subclass has visit_/leave_ methods for.

    Attribute callbacks (``visit_Call_func``) are not supported by :func:`visit`; a visitor
    that defines one is refused rather than silently missing calls.
    """
    names = set()
    for attribute in dir(visitor_class):
        kind, _, rest = attribute.partition("_")
        if kind not in ("visit", "leave") or not rest:
            continue
        if getattr(visitor_class, attribute) is getattr(cst.CSTVisitor, attribute, None):
            continue
        if "_" in rest:
            raise TypeError(f"{visitor_class.__name__}.{attribute}: attribute callbacks unsupported")
        names.add(rest)
    if visitor_class.on_visit_attribute is not cst.CSTVisitor.on_visit_attribute:
        raise TypeError(f"{visitor_class.__name__}: on_visit_attribute unsupported")
    return frozenset(names)


def visit(
    node: CSTNode,
    visitor: cst.CSTVisitor,
    handled: frozenset[str] | None = None,
    parents: dict[int, CSTNode] | None = None,
) -> None:
    """Call ``visitor.on_visit`` / ``on_leave`` as ``node.visit(visitor)`` would, for every
    node at or above a node whose class is in ``handled`` (default: what the visitor's own
    methods handle). Children of a node whose ``on_visit`` returns False are skipped; its
    ``on_leave`` is still called, as in libcst. ``parents``: where to note ``id(child) ->
    node`` for the children of a visited node that the walk passes over (a rule asking about
    the ``x`` of ``x.cpu()`` then finds its place without a walk of the whole tree)."""
    chosen = plan(handled if handled is not None else handled_by(type(visitor)))
    fields = chosen.fields
    reach = chosen.reach
    on_visit = visitor.on_visit
    on_leave = visitor.on_leave

    def walk(current: CSTNode) -> None:
        if on_visit(current):
            cls = current.__class__
            names = fields.get(cls)
            if names is None:
                names = chosen.learn(cls)
            for name in names:
                value = getattr(current, name)
                kind = value.__class__
                # Exact class tests: CSTNode is an ABC, and isinstance on it is slow.
                if kind in reach:
                    walk(value)
                elif kind is tuple or kind is list:
                    for child in value:
                        if child.__class__ in reach:
                            walk(child)
                        elif parents is not None:
                            parents[id(child)] = current
                elif parents is not None and _is_node_class(kind):
                    parents[id(value)] = current
        on_leave(current)

    walk(node)


def _skip_validation(self: CSTNode) -> None:
    pass


def parse_module(text: str) -> cst.Module:
    """``libcst.parse_module`` without re-validating each node the parser builds.

    Every node's constructor runs ``_validate`` (regular expressions over whitespace, type
    checks); for the parser's own output that is a third of the parse time spent proving what
    the grammar already guarantees. Nodes built by anything else are still validated.
    """
    original = CSTNode.__dict__["__post_init__"]
    CSTNode.__post_init__ = _skip_validation  # type: ignore[method-assign]
    try:
        return cst.parse_module(text)
    finally:
        CSTNode.__post_init__ = original  # type: ignore[method-assign]


# libcst's native parser holds about 17 KB of its own structures per line of a file until the
# whole tree is built (a 60,000-line file peaked at 1.4 GB; the finished tree is 1.5 KB a line
# and glibc keeps the freed memory). A large file is parsed in pieces of top-level statements
# instead, and the pieces joined into the module a whole parse gives.
PIECE_LINES = 1_000


def parse_in_pieces(text: str, tree: object, piece_lines: int | None = None) -> cst.Module | None:
    """``parse_module(text)`` built from pieces of about ``piece_lines`` lines, cut between
    top-level statements found in CPython's tree (``tree``: ``ast.Module`` of ``text``).

    A cut is made only where the join cannot differ from a whole parse: the statement before
    it ends at the end of a line, and the lines between the two statements are empty or hold
    a comment at column 0 (such lines belong to the statement after them; an indented comment
    or a line of spaces may belong to the block before). Those lines open the next piece,
    whose parse calls them the module's header: they go back to the statement as its leading
    lines. None, for the caller to parse the file whole, when no cut is possible, when a piece
    does not parse (the whole parse then gives its own error), or when a piece detects
    another indentation or newline than the first (libcst stores the default as None in
    each node). tests/test_v3_size.py compares the joined trees with whole parses."""
    if "\r" in text or "\f" in text or tree is None:
        return None
    piece_lines = PIECE_LINES if piece_lines is None else piece_lines
    lines = text.split("\n")
    cuts: list[int] = []  # 0-based line indexes where a piece starts
    start, previous_end = 0, None
    for statement in getattr(tree, "body", ()):
        first = min([statement.lineno] + [d.lineno for d in getattr(statement, "decorator_list", ())])
        if previous_end is not None and first - 1 - start >= piece_lines and previous_end < first:
            gap = lines[previous_end : first - 1]
            if all(line == "" or line.startswith("#") for line in gap) and not lines[first - 1][:1].isspace():
                cuts.append(previous_end)
                start = previous_end
        previous_end = statement.end_lineno
    if not cuts:
        return None
    bounds = [0, *cuts, len(lines)]
    modules: list[cst.Module] = []
    try:
        for begin, end in zip(bounds, bounds[1:]):
            piece = "\n".join(lines[begin:end])
            if end < len(lines):
                piece += "\n"
            modules.append(parse_module(piece))
    except (cst.ParserSyntaxError, RecursionError):
        return None
    first_module, last = modules[0], modules[-1]
    body = list(first_module.body)
    for module in modules[1:]:
        if (
            module.default_indent != first_module.default_indent
            or module.default_newline != first_module.default_newline
        ):
            return None
        statements = list(module.body)
        if not statements:
            return None
        if module.header:
            statements[0] = statements[0].with_changes(
                leading_lines=(*module.header, *statements[0].leading_lines)
            )
        body.extend(statements)
    for module in modules[:-1]:
        if module.footer or not module.has_trailing_newline:
            return None
    return first_module.with_changes(
        body=body, footer=last.footer, has_trailing_newline=last.has_trailing_newline
    )


def _all_node_names() -> frozenset[str]:
    return frozenset(cls.__name__ for cls in _type_table())


ALL_NODES: frozenset[str] = frozenset()


def all_nodes() -> frozenset[str]:
    global ALL_NODES
    if not ALL_NODES:
        ALL_NODES = _all_node_names()
    return ALL_NODES


@lru_cache(maxsize=None)
def _fields_of(cls: type) -> tuple[str, ...]:
    return child_fields(cls)


# class -> is it a CSTNode subclass. isinstance on CSTNode (an ABC) costs a call into abc for
# every field value; a dictionary keyed by the exact class answers the same in one look-up.
_NODE_CLASS: dict[type, bool] = {}


def _is_node_class(cls: type) -> bool:
    known = _NODE_CLASS.get(cls)
    if known is None:
        known = _NODE_CLASS[cls] = issubclass(cls, CSTNode)
    return known


def children(node: CSTNode) -> list[CSTNode]:
    """``node.children`` without rebuilding anything: libcst's property re-runs the node's
    visiting code (a constructor per child); this reads the fields in the same order."""
    out: list[CSTNode] = []
    is_node = _NODE_CLASS.get
    for name in _fields_of(node.__class__):
        value = getattr(node, name)
        kind = value.__class__
        if kind is tuple or kind is list:
            for child in value:
                found = is_node(child.__class__)
                if found or (found is None and _is_node_class(child.__class__)):
                    out.append(child)
        else:
            found = is_node(kind)
            if found or (found is None and _is_node_class(kind)):
                out.append(value)
    return out


def iter_nodes(node: CSTNode) -> Iterator[CSTNode]:
    """Every node at or below ``node``, pre-order, in libcst's visiting order."""
    stack = [node]
    pop = stack.pop
    while stack:
        current = pop()
        yield current
        found = children(current)
        if found:
            found.reverse()
            stack.extend(found)


class _PositionState(CodegenState):
    """libcst's ``PositionProvidingCodegenState`` with plain tuples for positions: the same
    codegen hooks and the same syntactic ranges, without a ``CodePosition`` and a
    ``CodeRange`` object per node or a regular-expression split per token."""

    def __init__(self, module: cst.Module) -> None:
        super().__init__(default_indent=module.default_indent, default_newline=module.default_newline)
        self.line = 1
        self.column = 0
        self.starts: list[tuple[int, int]] = []
        self.found: dict[CSTNode, tuple[int, int, int, int]] = {}

    def add_indent_tokens(self) -> None:
        self.tokens.extend(self.indent_tokens)
        for token in self.indent_tokens:
            self._advance(token)

    def add_token(self, value: str) -> None:
        self.tokens.append(value)
        self._advance(value)

    def _advance(self, value: str) -> None:
        if "\n" not in value and "\r" not in value:
            self.column += len(value)
            return
        segments = _NEWLINE.split(value)
        self.line += len(segments) - 1
        self.column = len(segments[-1])

    def before_codegen(self, node: CSTNode) -> None:
        self.starts.append((self.line, self.column))

    def after_codegen(self, node: CSTNode) -> None:
        line, column = self.starts.pop()
        if node not in self.found:  # a syntactic position recorded inside stands
            self.found[node] = (line, column, self.line, self.column)

    def record_syntactic_position(
        self, node: CSTNode, *, start_node: CSTNode | None = None, end_node: CSTNode | None = None
    ) -> "_Syntactic":
        return _Syntactic(self, node, start_node, end_node)


class _Syntactic:
    """The ``with`` block of ``record_syntactic_position``: a plain class, about twice as fast
    as a generator-based context manager (called for most nodes)."""

    __slots__ = ("state", "node", "start_node", "end_node", "line", "column")

    def __init__(self, state: _PositionState, node: CSTNode, start_node: CSTNode | None,
                 end_node: CSTNode | None) -> None:
        self.state = state
        self.node = node
        self.start_node = start_node
        self.end_node = end_node
        self.line = state.line
        self.column = state.column

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        state = self.state
        found = state.found
        line, column = self.line, self.column
        if self.start_node is not None:
            line, column = found[self.start_node][:2]
        if self.end_node is not None:
            end_line, end_column = found[self.end_node][2:]
        else:
            end_line, end_column = state.line, state.column
        found[self.node] = (line, column, end_line, end_column)


_NEWLINE = re.compile(r"\r\n?|\n")


def positions_within(
    module: cst.Module,
    text: str,
    tree: object,
    wanted: Sequence[CSTNode],
    path_to: Callable[[CSTNode], Sequence[CSTNode]],
) -> dict[CSTNode, tuple[int, int, int, int]] | None:
    """The positions :func:`positions` gives, for the statements that hold ``wanted`` only:
    each is generated alone, from the line where it starts, inside the classes and functions
    around it (a method of a large class, not the class). ``path_to(node)``: the nodes from
    the module down to ``node``. The line comes from CPython's tree (``tree``: ``ast.Module``
    of ``text``) less the statement's leading blank and comment lines, and is checked: the
    generated code must be the text found there. None where any of this does not hold (a node
    outside the module's statements, a decorator after a line continuation, no final
    newline...): the caller then generates the whole file. A file with findings in one
    method of a large module generated all of it before."""
    routes: dict[tuple[int, ...], CSTNode] = {}  # where a statement is -> the statement
    # id(body) -> where each statement of that body is, and how many CPython statements come
    # before it: looking them up by a scan of the body per finding was quadratic in a large
    # module with findings all through it
    bodies: dict[int, tuple[dict[int, int], list[int]]] = {}
    for node in wanted:
        try:
            located = _route(module, path_to(node), bodies)
        except ValueError:  # not a node of this module
            return None
        if located is None:
            return None
        routes[located[0]] = located[1]
    starts = [0, *(match.end() for match in _NEWLINE.finditer(text))]
    state = _PositionState(module)
    # Only these nodes' positions leave this function (a wanted node, and the parentheses
    # that its span includes); the rest are dropped after each statement: a file with findings
    # all through it held a position for every node (130 MB at 60,000 lines).
    keep: set[int] = set()
    for node in wanted:
        keep.add(id(node))
        for parentheses, end in (("lpar", 0), ("rpar", -1)):
            found = getattr(node, parentheses, None)
            if isinstance(found, (list, tuple)) and found:  # a class's `lpar` is a sentinel
                keep.add(id(found[end]))
    kept: dict[CSTNode, tuple[int, int, int, int]] = {}
    for route in sorted(routes):
        if any(route[:size] in routes for size in range(1, len(route))):
            continue  # inside a statement generated whole
        located = _start_line(module, tree, route, bodies)
        if located is None:
            return None
        line, indents = located
        if not 1 <= line <= len(starts):
            return None
        state.line, state.column = line, 0
        state.indent_tokens = list(indents)
        mark = len(state.tokens)
        routes[route]._codegen(state)
        if not text.startswith("".join(state.tokens[mark:]), starts[line - 1]):
            return None
        kept.update((node, where) for node, where in state.found.items() if id(node) in keep)
        state.found.clear()
        del state.tokens[:]
    return kept if all(node in kept for node in wanted) else None


# Statements whose indented body a route enters: their body is a scope of its own, and
# CPython's tree lists its statements as libcst does.
_ENTERED = (cst.FunctionDef, cst.ClassDef)


def _body_index(body: Sequence[CSTNode], bodies: dict) -> tuple[dict[int, int], list[int]]:  # noqa: ANN001
    """For one body: id(statement) -> its index (the first, as a scan finds it), and for each
    index the number of CPython statements before it (a simple statement line holds several)."""
    found = bodies.get(id(body))
    if found is None:
        where: dict[int, int] = {}
        before = [0]
        for i, statement in enumerate(body):
            where.setdefault(id(statement), i)
            before.append(before[-1] + (len(statement.body) if isinstance(statement, cst.SimpleStatementLine) else 1))
        found = bodies[id(body)] = (where, before)
    return found


def _route(
    module: cst.Module, path: Sequence[CSTNode], bodies: dict | None = None  # noqa: ANN001
) -> tuple[tuple[int, ...], CSTNode] | None:
    """The statement to generate for the last node of ``path`` (the innermost statement, or
    the class or function whose header holds it), and where it is: its index in the module's
    body, then in each enclosing class's or function's body."""
    if not path or path[0] is not module or len(path) < 2:
        return None
    route: list[int] = []
    body: Sequence[CSTNode] = module.body
    depth = 1
    while True:
        statement = path[depth]
        index = _body_index(body, {} if bodies is None else bodies)[0].get(id(statement))
        if index is None:
            return None
        route.append(index)
        block = statement.body if isinstance(statement, _ENTERED) else None  # type: ignore[attr-defined]
        if (
            not isinstance(block, cst.IndentedBlock)
            or depth + 2 >= len(path)
            or path[depth + 1] is not block
        ):
            return tuple(route), statement
        body = block.body
        depth += 2


def _start_line(
    module: cst.Module, tree: object, route: tuple[int, ...], bodies: dict | None = None  # noqa: ANN001
) -> tuple[int, list[str]] | None:
    """The line where the statement at ``route`` starts (its leading blank and comment lines
    included), from CPython's tree, and the indentation of the blocks around it."""
    body: Sequence[CSTNode] = module.body
    statements = getattr(tree, "body", None)
    indents: list[str] = []
    statement: CSTNode | None = None
    found = None
    for level, index in enumerate(route):
        if statements is None:
            return None
        if level:
            block = statement.body  # type: ignore[union-attr]
            indents.append(module.default_indent if block.indent is None else block.indent)
            body = block.body
        position = _body_index(body, {} if bodies is None else bodies)[1][index]
        if position >= len(statements):
            return None
        statement, found = body[index], statements[position]
        statements = getattr(found, "body", None)
    decorators = getattr(found, "decorator_list", None)
    line = decorators[0].lineno if decorators else found.lineno  # type: ignore[union-attr]
    line -= len(statement.leading_lines)  # type: ignore[union-attr]
    decorated = getattr(statement, "decorators", ())
    if decorated:
        line -= len(decorated[0].leading_lines)
    return line, indents


def positions(module: cst.Module) -> dict[CSTNode, tuple[int, int, int, int]]:
    """Every node's syntactic range (start line, start column, end line, end column; lines
    1-based, columns 0-based), as libcst's ``PositionProvider`` gives them, from one codegen
    pass. ``MetadataWrapper.resolve`` adds a full visit of the tree (rebuilding each node) on
    top of the codegen, and an object per position: together about half the time (the 7,000
    lines of a test file with findings spent 4.5 s there, against 3.3 s for its parse)."""
    state = _PositionState(module)
    module._codegen(state)
    return state.found
