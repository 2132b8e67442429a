"""Which line of a user function made a call the trace recorded.

A `python_function` event names the called function's first line, not the line of the caller
that called it; torch's Chrome trace keeps no call-site line. So the line inside a user
function is recovered from its source: the calls of the function's body (CPython `ast`, no
libcst) are matched, in execution order, to the calls the trace shows the function making
(`<built-in method item ...>` -> a call spelt `.item(...)`, `sgd.py(..): step` -> `.step(...)`,
an ATen operator made by no Python call -> an indexing or arithmetic expression). A function
that calls `f` from one line only gets that line exactly; where several lines qualify, the one
after the previously matched line is taken (wrapping around at a loop's end).
"""

from __future__ import annotations

import ast
import bisect
from dataclasses import dataclass, field
from pathlib import Path

_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ListComp, ast.SetComp,
           ast.DictComp, ast.GeneratorExp)
_SCOPE_NAMES = {ast.Lambda: "<lambda>", ast.ListComp: "<listcomp>", ast.SetComp: "<setcomp>",
                ast.DictComp: "<dictcomp>", ast.GeneratorExp: "<genexpr>"}
OPERATOR = "<operator>"  # an indexing or arithmetic expression, made by no named call
ANY_CALL = "<call>"  # a call the trace does not name as spelt (a class called by its name)
MODULE_CALL = "<module call>"  # `self.encoder(x)`, `model(x)`: a call of a user object
FOR = "<for>"  # a `for` header: the iterator's __iter__ and __next__
SKIP = "<skip>"  # a context manager's __enter__/__exit__: made by a `with`, keeps the line
# receivers and functions whose calls are never an nn.Module's
_NOT_MODULES = frozenset({"torch", "nn", "F", "np", "numpy", "math", "os", "sys", "time",
                          "random", "logging", "json", "print", "len", "range", "enumerate",
                          "zip", "isinstance", "float", "int", "str", "list", "dict", "tuple",
                          "set", "min", "max", "sum", "abs", "round", "sorted", "iter", "next",
                          "super", "getattr", "setattr", "hasattr", "open", "format", "tqdm"})


@dataclass
class Scope:
    """A function (or the module, or a comprehension) of a user file."""

    name: str
    first: int  # first line, decorators included (the `co_firstlineno` the trace shows)
    last: int
    calls: dict[str, list[int]] = field(default_factory=dict)  # callee name -> sorted lines
    loop_lines: set[int] = field(default_factory=set)  # lines inside a loop of this scope
    loops: list[tuple[int, int]] = field(default_factory=list)  # (first, last) of each loop
    # line -> the calls and operators it makes, each as the names it can be matched by
    slots: dict[int, list[frozenset]] = field(default_factory=dict)
    in_comprehension: bool = False

    def pick(self, candidates: list[int], cursor: int, strict: bool) -> int:
        """The line of the next call among `candidates` after the one at `cursor`: the next
        matching line (after the cursor, or on it unless `strict`) of the innermost loop around
        the cursor that has one, going round that loop again when the cursor is past its last;
        outside any loop, the next matching line, else the first."""
        def next_of(lines: list[int]) -> int | None:
            after = [line for line in lines if line > cursor or line == cursor and not strict]
            return after[0] if after else None

        for first, last in sorted((loop for loop in self.loops
                                   if loop[0] <= cursor <= loop[1]),
                                  key=lambda loop: loop[1] - loop[0]):
            inside = [line for line in candidates if first <= line <= last]
            if inside:
                found = next_of(inside)
                return found if found is not None else inside[0]
        found = next_of(candidates)
        return found if found is not None else candidates[0]

    def slots_for(self, line: int, name: str) -> list[int]:
        """The indexes of the calls of `line` that a call named `name` can be."""
        return [index for index, names in enumerate(self.slots.get(line, ()))
                if name in names]

    def candidates(self, name: str) -> list[int]:
        if name == ANY_CALL:
            return sorted({line for name, lines in self.calls.items() for line in lines
                       if not name.startswith("<")})
        return self.calls.get(name, [])


class SourceFile:
    """The scopes of one user file, parsed once."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.scopes: list[Scope] = []
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
            tree = ast.parse(text)
        except (OSError, SyntaxError, ValueError, RecursionError):
            self.lines = 0
            return
        self.lines = text.count("\n") + 1
        module = Scope("<module>", 1, self.lines)
        self.scopes.append(module)
        self._fill(tree, module, in_loop=False)

    def _fill(self, node: ast.AST, scope: Scope, in_loop: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, _SCOPES):
                name = getattr(child, "name", None) or _SCOPE_NAMES[type(child)]
                decorators = getattr(child, "decorator_list", [])
                first = min([child.lineno] + [d.lineno for d in decorators])
                inner = Scope(name, first, getattr(child, "end_lineno", child.lineno) or first,
                              in_comprehension=not isinstance(child, (ast.FunctionDef,
                                                                      ast.AsyncFunctionDef,
                                                                      ast.Lambda)))
                self.scopes.append(inner)
                # decorators and default values run in the enclosing scope
                for part in decorators + list(getattr(getattr(child, "args", None),
                                                      "defaults", []) or []):
                    self._note(part, scope, in_loop)
                    self._fill(part, scope, in_loop)
                if isinstance(child, (ast.ListComp, ast.SetComp, ast.DictComp,
                                      ast.GeneratorExp)):
                    # the first iterable is evaluated by the enclosing scope
                    self._note(child.generators[0].iter, scope, in_loop)
                    self._fill(child.generators[0].iter, scope, in_loop)
                    self._fill(child, inner, in_loop=True)
                    inner.loop_lines.update(range(inner.first, inner.last + 1))
                else:
                    self._fill(child, inner, in_loop=False)
                continue
            if isinstance(child, ast.ClassDef):
                self._fill(child, scope, in_loop)
                continue
            if isinstance(child, (ast.For, ast.AsyncFor, ast.While)):
                scope.loops.append((child.lineno, getattr(child, "end_lineno", None)
                                    or child.lineno))
                if not isinstance(child, ast.While):  # the header calls __iter__/__next__
                    lines = scope.calls.setdefault(FOR, [])
                    if child.lineno not in lines:
                        bisect.insort(lines, child.lineno)
            looping = in_loop or isinstance(node, (ast.For, ast.AsyncFor, ast.While)) and \
                child in getattr(node, "body", [])
            self._note(child, scope, looping)
            self._fill(child, scope, looping)

    @staticmethod
    def _note(node: ast.AST, scope: Scope, in_loop: bool) -> None:
        line = getattr(node, "lineno", None)
        if line is None:
            return
        name = None
        names: set[str] = set()
        if isinstance(node, ast.Call):
            names.add(ANY_CALL)
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else \
                func.id if isinstance(func, ast.Name) else ANY_CALL
            root = func
            while isinstance(root, (ast.Attribute, ast.Call, ast.Subscript)):
                root = root.value if not isinstance(root, ast.Call) else root.func
            if not (isinstance(root, ast.Name) and root.id in _NOT_MODULES):
                names.add(MODULE_CALL)
                lines = scope.calls.setdefault(MODULE_CALL, [])
                if line not in lines:
                    bisect.insort(lines, line)
        elif isinstance(node, (ast.If, ast.While, ast.Assert, ast.IfExp)) or (
                isinstance(node, ast.BoolOp)):
            # `if t:`, `while t:`, `a and b`: a tensor's truth (aten::is_nonzero)
            test = node.values[0] if isinstance(node, ast.BoolOp) else node.test
            test_line = getattr(test, "lineno", line)
            lines = scope.calls.setdefault("<op:truth>", [])
            if test_line not in lines:
                bisect.insort(lines, test_line)
        elif isinstance(node, ast.Subscript) and _is_size(node.value):
            pass  # `x.shape[0]`, `x.size()[1]`: a size, no operator
        elif isinstance(node, (ast.Subscript, ast.BinOp, ast.AugAssign, ast.UnaryOp,
                               ast.Compare)):
            name = OPERATOR
            syntax = _SYNTAX[type(node)]
            for key in (syntax, *(("<op:subscript>",) if isinstance(node, ast.AugAssign)
                                  and isinstance(node.target, ast.Subscript) else ())):
                names.add(key)
                lines = scope.calls.setdefault(key, [])
                if line not in lines:
                    bisect.insort(lines, line)
        if name is not None:
            names.add(name)
            scope.slots.setdefault(line, []).append(frozenset(names))
            lines = scope.calls.setdefault(name, [])
            if line not in lines:
                bisect.insort(lines, line)
        if in_loop and isinstance(node, ast.stmt):
            end = getattr(node, "end_lineno", line) or line
            scope.loop_lines.update(range(line, end + 1))

    def scope_of(self, function: str, line: int) -> Scope | None:
        """The scope a trace frame `file(line): function` ran: the function starting at `line`
        or, for a frame that was already running when recording began, the innermost one of
        that name around `line`."""
        best = None
        for scope in self.scopes:
            if scope.name != function:
                continue
            if scope.first == line:
                return scope
            if scope.first <= line <= scope.last and (best is None or scope.first > best.first):
                best = scope
        if best is None and function == "<module>" and self.scopes:
            return self.scopes[0]
        if best is None:
            # a def line a decorator moved: the function whose `def` sits on the line
            for scope in self.scopes:
                if scope.name == function and scope.first <= line <= scope.first + 20:
                    return scope
        return best

    def enclosing(self, line: int) -> Scope | None:
        """The innermost scope holding `line` (for joining static findings)."""
        best = None
        for scope in self.scopes:
            if scope.first <= line <= scope.last and (best is None or scope.first >= best.first):
                best = scope
        return best


def _is_size(node: ast.AST) -> bool:
    if isinstance(node, ast.Attribute):
        return node.attr == "shape"
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
        node.func.attr == "size"


_SYNTAX = {ast.Subscript: "<op:subscript>", ast.BinOp: "<op:binop>",
           ast.AugAssign: "<op:binop>", ast.UnaryOp: "<op:unary>", ast.Compare: "<op:compare>"}
# ATen operators that Python syntax makes without a named call, by the syntax that makes them
_OPERATOR_SYNTAX = {
    **dict.fromkeys(("aten::select", "aten::slice", "aten::index", "aten::index_put_",
                     "aten::copy_", "aten::masked_fill_", "aten::alias", "aten::unsqueeze",
                     "aten::as_strided", "aten::_index_put_impl_", "aten::fill_",
                     "aten::lift_fresh", "aten::lift_fresh_copy"),
                    "<op:subscript>"),
    **dict.fromkeys(("aten::is_nonzero",), "<op:truth>"),
    **dict.fromkeys(("aten::eq", "aten::ne", "aten::lt", "aten::le", "aten::gt", "aten::ge"),
                    "<op:compare>"),
    **dict.fromkeys(("aten::add", "aten::sub", "aten::mul", "aten::div", "aten::add_",
                     "aten::sub_", "aten::mul_", "aten::div_", "aten::floor_divide",
                     "aten::remainder", "aten::pow", "aten::matmul", "aten::rsub",
                     "aten::true_divide", "aten::__and__", "aten::__or__", "aten::__xor__",
                     "aten::bitwise_and", "aten::bitwise_or", "aten::bitwise_xor",
                     "aten::__lshift__", "aten::__rshift__"), "<op:binop>"),
    **dict.fromkeys(("aten::neg", "aten::bitwise_not", "aten::logical_not"), "<op:unary>"),
}


def callee_name(event_name: str, category: str) -> str:
    """What a call the trace shows is spelt as in source: `item`, `step`, an operator's
    syntax (`<op:subscript>`), or OPERATOR / ANY_CALL."""
    if category == "cpu_op":
        return _OPERATOR_SYNTAX.get(event_name, OPERATOR)
    if event_name.startswith("<built-in method "):
        return event_name[len("<built-in method "):].split(" ", 1)[0]
    if event_name.startswith("<built-in function "):
        return event_name[len("<built-in function "):].rstrip(">").split(" ", 1)[0]
    if event_name.startswith("nn.Module: "):
        return MODULE_CALL
    if "): " in event_name:
        file, function = event_name.rsplit("): ", 1)
        if function in ("_call_impl", "_wrapped_call_impl", "__call__"):
            return MODULE_CALL
        if function in ("__enter__", "__exit__", "__new__"):
            return SKIP
        if function in ("__iter__", "__next__"):
            return FOR
        if function == "wrapper" and file.endswith("optimizer.py"):
            return "step"  # Optimizer.step as wrapped by torch's hooks
        if function == "__init__":
            return ANY_CALL  # a class called by its own name
        return function
    return ANY_CALL
