"""TL104 reports an expression statement that is nothing but a move of a bare name,
`x.cuda(...)`, `x.cpu(...)` or `x.to(<device-like or "cpu">)`, with no `**kwargs` (its
``visit_Expr``). So a file can hold a finding only if some ``ast.Expr`` statement's value is
such a call. Its receiver must be known to be a tensor with no loader behind it (values.infer):
a name with no binding reaching the statement (in its innermost function) is unknown or a
loader's batch, a parameter is a tensor only when annotated (`torch.Tensor`); any binding is one when the
scope calls `x.backward()` (it would raise otherwise), and any name inside `if not
x.requires_grad:`. A binding
reaches only as `x = value` or `x: T = value` (``flow._small_binding``; a loop, a `with`, an
unpacking leave it unknown, or a loader's batch), and values.infer finds a tensor only in a
name, attribute, call, subscript, comparison, binary or unary operation. So the receiver must
be assigned such a value in the statement's innermost function (outside functions: anywhere
in the file), or be a parameter of that function annotated with a name or a `.Tensor`
attribute, or have its `.backward` or `.requires_grad` read somewhere in the file. The `.to()`
argument test follows ``is_device_like`` loosely: the `device=` keyword or else the first
positional argument must be an accelerator string or `"cpu"`, any call, an f-string, or a
name or attribute named `device`, `dev` or `*_device`."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import FUNCTIONS, MAY_BE_TENSOR, device_like

MOVES = frozenset({"cuda", "cpu", "to"})


def _discarded_move(call: ast.AST) -> bool:
    if not isinstance(call, ast.Call):
        return False
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr in MOVES and isinstance(func.value, ast.Name)):
        return False
    if any(keyword.arg is None for keyword in call.keywords):
        return False
    if func.attr != "to":
        return True
    for keyword in call.keywords:
        if keyword.arg == "device":
            return device_like(keyword.value, cpu=True)
    if not call.args:
        return False
    first = call.args[0]
    return isinstance(first, ast.Starred) or device_like(first, cpu=True)


def _assigned_names(nodes) -> set[str]:  # noqa: ANN001
    """The names that ``nodes`` assign a value values.infer may take for a tensor, in the only
    two forms ``flow._small_binding`` makes a binding of: `x = value` (one target) and
    `x: T = value`. Any other binding (a loop, a `with`, an unpacking, an import) leaves the
    name unknown, or a loader's batch."""
    bound: set[str] = set()
    for node in nodes:
        cls = node.__class__
        if cls is ast.Assign:
            targets = node.targets
            if len(targets) == 1 and targets[0].__class__ is ast.Name and isinstance(node.value, MAY_BE_TENSOR):
                bound.add(targets[0].id)
        elif cls is ast.AnnAssign:
            if node.target.__class__ is ast.Name and isinstance(node.value, MAY_BE_TENSOR):
                bound.add(node.target.id)
    return bound


def _tensor_annotation(annotation: ast.AST | None) -> bool:
    """May resolve to `torch.Tensor` through imports: `torch.Tensor`, `th.Tensor`, or a bare
    name (`Tensor`, imported under any name)."""
    return isinstance(annotation, ast.Name) or (
        isinstance(annotation, ast.Attribute) and annotation.attr == "Tensor"
    )


def _in_function_may_be_tensor(function: ast.AST, name: str, bound: set[str]) -> bool:
    if name in bound:
        return True
    args = function.args  # type: ignore[attr-defined]
    return any(
        arg.arg == name and _tensor_annotation(arg.annotation)
        for arg in (*args.posonlyargs, *args.args, *args.kwonlyargs)
    )


def may_report(syntax: Syntax) -> bool:
    moves = [statement for statement in syntax.nodes(ast.Expr) if _discarded_move(statement.value)]
    if not moves:
        return False
    # `if not x.requires_grad:` makes an unknown `x` a tensor (values.infer)
    # ... and `x.backward()` in the scope makes any binding of `x` a tensor
    # (SemanticModel.backward_runs_on)
    tested = {
        node.value.id for node in syntax.nodes(ast.Attribute)
        if node.attr in ("requires_grad", "backward") and isinstance(node.value, ast.Name)
    }
    functions = syntax.nodes(*FUNCTIONS)
    module_bound: set[str] | None = None
    function_bound: dict[int, set[str]] = {}
    for statement in moves:
        name = statement.value.func.value.id  # type: ignore[attr-defined]
        if name in tested:
            return True
        # the innermost function around the statement: reaching_binding stops there (its
        # parameter, or nothing); outside functions, any binding of the file may reach it
        start = (statement.lineno, statement.col_offset)
        innermost = None
        for function in functions:
            begin = (function.lineno, function.col_offset)
            if begin <= start <= (function.end_lineno, function.end_col_offset) and (
                innermost is None or begin > (innermost.lineno, innermost.col_offset)
            ):
                innermost = function
        if innermost is None:
            if module_bound is None:
                module_bound = _assigned_names(syntax.nodes(ast.Assign, ast.AnnAssign))
            if name in module_bound:
                return True
            continue
        bound = function_bound.get(id(innermost))
        if bound is None:
            bound = function_bound[id(innermost)] = _assigned_names(ast.walk(innermost))
        if _in_function_may_be_tensor(innermost, name, bound):
            return True
    return False
