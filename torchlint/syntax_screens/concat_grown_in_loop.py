"""TL412 reports an assignment `<t> = <concat>(...)` with one target, `<t>` a name or
`self.<attr>`, whose callee resolves through the file's absolute imports (the only bindings
the resolver follows; any scope's import is accepted here) to `torch.cat`, `numpy.append`
or another of the rule's concatenations, where an input is `<t>` itself: the first
argument (or `tensors=`, `arrays=`, `tup=`, `arr=`) is `<t>`, or is a list or tuple display
of two or more elements, none starred, whose first or last element is `<t>`. Its innermost
loop (the first `for`/`while` whose body holds it, with no `def`, class or lambda in
between) is not `for ... in range(<int literal at most 8>)`, and that loop's body (and a
`while`'s test) reads `<t>` nowhere else: not counting the grown input, assignment targets
and `<t> is None` tests, the rule's own test, here on CPython's tree."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import LOOPS, dotted_parts, is_literal, qualified

CONCATENATES = frozenset(
    {
        "torch.cat", "torch.concat", "torch.concatenate", "torch.hstack", "torch.vstack",
        "torch.row_stack", "torch.column_stack", "torch.dstack",
        "numpy.concatenate", "numpy.hstack", "numpy.vstack", "numpy.row_stack",
        "numpy.column_stack", "numpy.dstack", "numpy.append",
    }
)
LAST_NAMES = frozenset(name.rsplit(".", 1)[1] for name in CONCATENATES)
PIECES = frozenset({"tensors", "arrays", "tup", "arr"})
FEW_ITERATIONS = 8
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)


def _grown(assign: ast.Assign, imports: dict[str, set[str]]) -> list[ast.AST]:
    """The inputs of the concatenation that may be the one the rule takes for its target
    itself (every such input, since which argument the rule reads depends on the function
    and on which of them are given): empty when the assignment is no candidate."""
    if len(assign.targets) != 1 or not isinstance(assign.value, ast.Call):
        return []
    target = dotted_parts(assign.targets[0])
    if not target or len(target) > 2 or (len(target) == 2 and target[0] != "self"):
        return []
    call = assign.value
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr not in LAST_NAMES:
        return []
    if qualified(func, imports).isdisjoint(CONCATENATES):
        return []
    pieces = [k.value for k in call.keywords if k.arg in PIECES]
    if call.args and not isinstance(call.args[0], ast.Starred):
        pieces.append(call.args[0])
    found = []
    for piece in pieces:
        if dotted_parts(piece) == target:
            found.append(piece)
        elif isinstance(piece, (ast.List, ast.Tuple)):
            elements = piece.elts
            if len(elements) < 2 or any(isinstance(e, ast.Starred) for e in elements):
                continue
            found.extend(e for e in (elements[0], elements[-1]) if dotted_parts(e) == target)
    return found


def _few_iterations(loop: ast.AST) -> bool:
    if not isinstance(loop, ast.For) or not isinstance(loop.iter, ast.Call):
        return False
    call = loop.iter
    if not (isinstance(call.func, ast.Name) and call.func.id == "range") or len(call.args) != 1 or call.keywords:
        return False
    count = call.args[0]
    return (
        isinstance(count, ast.Constant)
        and count.value.__class__ is int
        and count.value <= FEW_ITERATIONS
    )


def _none_test(node: ast.AST) -> bool:
    return (
        node.__class__ is ast.Compare
        and len(node.ops) == 1
        and isinstance(node.ops[0], (ast.Is, ast.IsNot))
        and is_literal(node.comparators[0], None)
    )


def _read_in_loop(loop: ast.AST, grown: list[ast.AST], target: tuple[str, ...]) -> bool:
    """The rule's test, on CPython's tree: the target read in the loop's body (or a
    `while`'s test) other than as the grown input, as the target of an assignment, or by an
    `is None` test. Every input that may be the grown one is skipped, and CPython's tree has
    fewer names than libcst's (parameters, attribute and keyword names are no `Name` here),
    so it never sees a read the rule does not."""
    parts = [*loop.body] + ([loop.test] if isinstance(loop, ast.While) else [])
    nodes = [sub for part in parts for sub in ast.walk(part)]
    skipped = {id(n) for piece in grown for n in ast.walk(piece)}
    for sub in nodes:
        if sub.__class__ is ast.Assign:
            skipped.update(id(t) for t in sub.targets)
        elif _none_test(sub):
            skipped.add(id(sub.left))
    return any(
        sub.__class__ in (ast.Name, ast.Attribute) and id(sub) not in skipped and dotted_parts(sub) == target
        for sub in nodes
    )


def _innermost(loop: ast.AST, candidates: dict[ast.AST, ast.AST]) -> list[ast.AST]:
    """The candidates whose innermost loop (within their function) is ``loop``: in its body,
    not in the body of a loop nested in it, nor in a nested def, class or lambda."""
    found = []
    stack = list(loop.body)
    while stack:
        node = stack.pop()
        if node in candidates:
            found.append(node)
        if isinstance(node, _SCOPES):
            continue
        if isinstance(node, LOOPS):
            # a nested loop's body is its own; its header and `else` are this loop's
            stack.extend(child for child in ast.iter_child_nodes(node) if child not in node.body)
            continue
        stack.extend(ast.iter_child_nodes(node))
    return found


def may_report(syntax: Syntax) -> bool:
    candidates = {}
    for assign in syntax.nodes(ast.Assign):
        value = assign.value
        if value.__class__ is not ast.Call or len(assign.targets) != 1:
            continue
        grown = _grown(assign, syntax.imports)
        if grown:
            candidates[assign] = grown
    if not candidates:
        return False
    for loop in syntax.nodes(*LOOPS):
        if _few_iterations(loop):
            continue
        for assign in _innermost(loop, candidates):
            if not _read_in_loop(loop, candidates[assign], dotted_parts(assign.targets[0])):
                return True
    return False
