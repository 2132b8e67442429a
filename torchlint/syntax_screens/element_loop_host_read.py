"""TL205 reports a host read of a loop's own element, as the rule's ``_loop`` finds it:

- the loop is a `for` (its body) or a comprehension with one `for` (its results and
  conditions);
- its element is the target name `v`; or, for `for i in range(len(t))` (`t.size(0)`,
  `t.numel()`, `t.shape[0]`) with `t` a dotted name, `t[i]`; or, for `for i, v in
  enumerate(...)`, `v`;
- the read is `<element>.item()` or `<element>.tolist()`, or `float(<element>)` /
  `int(...)` / `bool(...)` with that one argument. A builtin counts only on a tensor known
  to be on an accelerator, and the value model knows that only from a `.cuda(...)` /
  `.to(...)` call or a `device=` argument somewhere in the file: without one, only the
  methods can be reported. Nor is a builtin reported when the tensor is a parameter of the
  loop's function that nothing in the function binds again (`def pad(fill): ...
  [float(f) for f in fill]`): the model knows no parameter to be on an accelerator.
"""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import dotted_name

_METHODS = frozenset({"item", "tolist"})
_BUILTINS = frozenset({"float", "int", "bool"})
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)


def _is_call(node: ast.AST, name: str, arguments: int) -> bool:
    return (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name
        and len(node.args) == arguments
    )


def _range_over(iterable: ast.AST) -> ast.AST | None:
    """The rule's ``_range_over``: ``range(len(t))``, ``range(t.size(0))``,
    ``range(t.numel())``, ``range(t.shape[0])`` -> ``t``."""
    if not (_is_call(iterable, "range", 1) and not iterable.keywords):
        return None
    count = iterable.args[0]
    if _is_call(count, "len", 1):
        return count.args[0]
    if isinstance(count, ast.Call) and isinstance(count.func, ast.Attribute):
        if count.func.attr == "numel" and not count.args:
            return count.func.value
        if count.func.attr == "size" and len(count.args) == 1 and _zero(count.args[0]):
            return count.func.value
        return None
    if isinstance(count, ast.Subscript) and isinstance(count.value, ast.Attribute) and count.value.attr == "shape":
        if _zero(count.slice):
            return count.value.value
    return None


def _zero(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value == 0 and type(node.value) is int


def _element(target: ast.AST, iterable: ast.AST) -> tuple[str, str] | None:
    """("v", "") for the name `v`, ("i", "t") for `t[i]`; None where the rule finds none."""
    if isinstance(target, ast.Name):
        over = _range_over(iterable)
        if over is None:
            return target.id, ""
        tensor = dotted_name(over)
        return (target.id, tensor) if tensor is not None else None
    if (
        isinstance(target, (ast.Tuple, ast.List)) and len(target.elts) == 2
        and isinstance(target.elts[1], ast.Name)
        and isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Name)
        and iterable.func.id == "enumerate" and iterable.args
        and not isinstance(iterable.args[0], ast.Starred)
    ):
        return target.elts[1].id, ""
    return None


def _same(expr: ast.AST, element: tuple[str, str]) -> bool:
    name, tensor = element
    if not tensor:
        return isinstance(expr, ast.Name) and expr.id == name
    return (
        isinstance(expr, ast.Subscript) and isinstance(expr.slice, ast.Name)
        and expr.slice.id == name and dotted_name(expr.value) == tensor
    )


def _reads(call: ast.Call, element: tuple[str, str], builtins: bool) -> bool:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr in _METHODS and not call.args and not call.keywords and _same(func.value, element)
    return (
        builtins and isinstance(func, ast.Name) and func.id in _BUILTINS
        and len(call.args) == 1 and not call.keywords
        and not isinstance(call.args[0], ast.Starred) and _same(call.args[0], element)
    )


def _candidate(call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr in _METHODS and not call.args
    return isinstance(func, ast.Name) and func.id in _BUILTINS and len(call.args) == 1


def _tensor_of(target: ast.AST, iterable: ast.AST) -> ast.AST:
    """What the rule asks the device of: the iterable, the `t` of `range(len(t))`, the
    first argument of `enumerate`."""
    if isinstance(target, ast.Name):
        return _range_over(iterable) or iterable
    return iterable.args[0]  # enumerate(t): _element let nothing else through


def _enclosing(syntax: Syntax) -> dict[ast.AST, ast.AST]:
    """Each node inside a function -> the innermost function (def or lambda) holding it."""
    found: dict[ast.AST, ast.AST] = {}
    for function in syntax.nodes(ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda):
        stack = [function.body] if isinstance(function, ast.Lambda) else list(function.body)
        while stack:
            node = stack.pop()
            found[node] = function
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                continue  # its own body belongs to it (a class body: to no function)
            stack.extend(ast.iter_child_nodes(node))
    return found


def _only_a_parameter(name: str, function: ast.AST) -> bool:
    """``name`` is a parameter of ``function`` and nothing in it binds the name again."""
    arguments = function.args
    own = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
           *([arguments.vararg] if arguments.vararg else []), *([arguments.kwarg] if arguments.kwarg else [])]
    if not any(argument.arg == name for argument in own):
        return False
    inner = function.body if isinstance(function, ast.Lambda) else function
    for node in ast.walk(inner):
        cls = node.__class__
        if cls is ast.Name:
            if node.id == name and node.ctx.__class__ is not ast.Load:
                return False
        elif cls is ast.arg:
            if node.arg == name and not any(node is argument for argument in own):
                return False
        elif cls in (ast.Global, ast.Nonlocal):
            if name in node.names:
                return False
        elif cls is ast.alias:
            if (node.asname or node.name.partition(".")[0]) == name:
                return False
        elif cls in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
            if node.name == name and node is not function:
                return False
        elif cls is ast.ExceptHandler:
            if node.name == name:
                return False
        elif cls in (ast.MatchAs, ast.MatchStar):
            if node.name == name:
                return False
        elif cls is ast.MatchMapping:
            if node.rest == name:
                return False
    return True


def _accelerator_evidence(syntax: Syntax) -> bool:
    for call in syntax.nodes(ast.Call):
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr in ("cuda", "to"):
            return True
        if any(keyword.arg == "device" for keyword in call.keywords):
            return True
    return False


def may_report(syntax: Syntax) -> bool:
    if not any(_candidate(call) for call in syntax.nodes(ast.Call)):
        return False
    builtins: bool | None = None
    enclosing: dict[ast.AST, ast.AST] | None = None
    loops = []
    for loop in syntax.nodes(ast.For, ast.AsyncFor):
        loops.append((loop, loop.target, loop.iter, loop.body))
    for loop in syntax.nodes(*_COMPREHENSIONS):
        if len(loop.generators) != 1:
            continue  # nested comprehensions: the rule does not say which loop's element
        generator = loop.generators[0]
        results = [loop.key, loop.value] if isinstance(loop, ast.DictComp) else [loop.elt]
        loops.append((loop, generator.target, generator.iter, [*results, *generator.ifs]))
    for loop, target, iterable, parts in loops:
        element = _element(target, iterable)
        if element is None:
            continue
        for part in parts:
            for node in ast.walk(part):
                if node.__class__ is not ast.Call or not _candidate(node):
                    continue
                if _reads(node, element, builtins=False):
                    return True
                if builtins is None and isinstance(node.func, ast.Name):
                    builtins = _accelerator_evidence(syntax)
                if not (builtins and _reads(node, element, builtins=True)):
                    continue
                tensor = _tensor_of(target, iterable)
                if not isinstance(tensor, ast.Name):
                    return True
                if enclosing is None:
                    enclosing = _enclosing(syntax)
                function = enclosing.get(loop)
                if function is None or not _only_a_parameter(tensor.id, function):
                    return True
    return False
