"""TL101 reports a factory call (`zeros ones empty full arange linspace logspace eye tensor
rand randn randint randperm normal`, or a legacy typed constructor such as `LongTensor`) that
passes no `device=` and no `**kwargs`, whose callee resolves through imports to
`torch.<factory>`, and that is moved by a `.cuda(...)` or a
`.to(<device-like>)` (no `**kwargs` either): in a chain, the factory is the move's receiver,
directly or through tensor methods that keep it on the host (`.unsqueeze(0).expand(b, n)`,
a form ``_through_host_calls`` reports for every factory but `torch.tensor`), or cast by
`.type_as(x)`;
in the two-statement form, `x = <factory>(...)` is followed in the same block by
`x = x.cuda()` / `x = x.to(device)`, or by an `if` without `else` whose body is only that.
The rule's names come from imports alone (``Resolver.qualified_name``): a dotted callee
`m.zeros` resolves to `torch.zeros` only when `m` is bound by `import torch [as m]` (or
`import torch.<sub>`), a bare `z` only when imported as `from torch import zeros [as z]` or
`import torch.zeros as z`; every import of the file is read, wherever it stands. The move's
device test follows ``is_device_like`` loosely: an accelerator string, any call, or a name
or attribute named `device`, `dev` or `*_device`; f-strings and implicit concatenations are
let through too."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import device_like, statement_blocks

FACTORIES = frozenset(
    {"zeros", "ones", "empty", "full", "arange", "linspace", "logspace", "eye", "tensor",
     "rand", "randn", "randint", "randperm", "normal"}
)
MOVES = frozenset({"cuda", "to"})
# the legacy typed constructors, reported when moved right away (`torch.LongTensor(...).cuda()`)
LEGACY = frozenset(
    {"FloatTensor", "DoubleTensor", "HalfTensor", "BFloat16Tensor", "ByteTensor", "CharTensor",
     "ShortTensor", "IntTensor", "LongTensor", "BoolTensor"}
)
KEEPING = frozenset(
    {"view", "reshape", "unsqueeze", "squeeze", "expand", "repeat", "flatten", "unflatten",
     "transpose", "permute", "t", "contiguous", "clone", "flip", "roll", "narrow", "tril",
     "triu", "float", "double", "half", "bfloat16", "long", "int", "short", "bool", "byte",
     "mul", "add", "sub", "div", "pow", "exp", "log", "sqrt", "rsqrt", "sin", "cos", "neg",
     "abs", "clamp", "cumsum", "cumprod", "reciprocal", "sigmoid", "tanh", "softmax", "sum",
     "mean"}
)


def _double_star(call: ast.Call) -> bool:
    return any(keyword.arg is None for keyword in call.keywords)


def _is_move(call: ast.AST) -> bool:
    """A `.cuda(...)` or `.to(<device-like>)` that ``_move`` accepts."""
    if not isinstance(call, ast.Call):
        return False
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr in MOVES) or _double_star(call):
        return False
    if func.attr == "cuda":
        return True
    for keyword in call.keywords:
        if keyword.arg == "device":
            return device_like(keyword.value)
    if not call.args:
        return False
    first = call.args[0]
    if isinstance(first, ast.Starred):
        return True  # where a starred argument stands, let it through
    return device_like(first)


def _aliases(syntax: Syntax) -> tuple[set[str], dict[str, set[str]]]:
    """Names bound by an import to `torch`, and names bound to `torch.<factory>` (with the
    factories each may stand for), read off the file's import table."""
    modules: set[str] = set()
    factories: dict[str, set[str]] = {}
    for name, bases in syntax.imports.items():
        if "torch" in bases:
            modules.add(name)
        for base in bases:
            if base.startswith("torch.") and base[len("torch."):] in FACTORIES | LEGACY:
                factories.setdefault(name, set()).add(base[len("torch."):])
    return modules, factories


def may_report(syntax: Syntax) -> bool:
    modules, factories = _aliases(syntax)
    if not modules and not factories:
        return False

    def is_factory(node: ast.AST, *, chained: bool = False) -> bool:
        """A call of `torch.<factory>` without `device=`; through host-keeping calls
        (``chained``), not `torch.tensor` (``_through_host_calls`` leaves it out)."""
        if not isinstance(node, ast.Call):
            return False
        func = node.func
        if isinstance(func, ast.Attribute):
            if func.attr not in FACTORIES | LEGACY or not (isinstance(func.value, ast.Name) and func.value.id in modules):
                return False
            if chained and func.attr == "tensor":
                return False
        elif isinstance(func, ast.Name) and func.id in factories:
            if chained and factories[func.id] == {"tensor"}:
                return False
        else:
            return False
        return not _double_star(node) and not any(k.arg == "device" for k in node.keywords)

    # the chained forms: <factory>(...)[.<keeping>(...)]*.cuda() / .to(device), and
    # <factory>(...).type_as(x) (any `x`: the rule asks the semantic model where it lives)
    for call in syntax.nodes(ast.Call):
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr == "type_as" and is_factory(func.value):
            return True
        if not (isinstance(func, ast.Attribute) and func.attr in MOVES):
            continue
        current = func.value
        chained = False
        while True:
            if is_factory(current, chained=chained):
                if _is_move(call):
                    return True
                break
            if (
                isinstance(current, ast.Call)
                and isinstance(current.func, ast.Attribute)
                and current.func.attr in KEEPING
            ):
                current = current.func.value
                chained = True
                continue
            break

    # the two-statement forms: x = <factory>(...) then x = x.cuda() (maybe under an `if`)
    created: set[str] = set()
    for assign in syntax.nodes(ast.Assign):
        target = _single_name(assign)
        if target is not None and is_factory(assign.value):
            created.add(target)
    if not created:
        return False
    for body in statement_blocks(syntax):
        for first, second in zip(body, body[1:]):
            if not isinstance(first, ast.Assign):
                continue
            name = _single_name(first)
            if name is None or name not in created or not is_factory(first.value):
                continue
            if isinstance(second, ast.If):
                if second.orelse or len(second.body) != 1:
                    continue
                second = second.body[0]
            if _moves_name(second, name):
                return True
        for index, first in enumerate(body):
            # the grouped forms: `z = Variable(z.cuda())`, `z, y = z.cuda(), y.cuda()`, past up
            # to two other statements (the rule's `_moved_in_a_group` is narrower)
            if not isinstance(first, ast.Assign):
                continue
            name = _single_name(first)
            if name is None or name not in created or not is_factory(first.value):
                continue
            if any(_moves_name_inside(later, name) for later in body[index + 1 : index + 4]):
                return True
    return False


def _moves_name_inside(statement: ast.AST, name: str) -> bool:
    """An assignment to ``name`` (alone or in a tuple) whose value calls ``name.<move>()``."""
    if not isinstance(statement, ast.Assign) or len(statement.targets) != 1:
        return False
    target = statement.targets[0]
    names = [target] if isinstance(target, ast.Name) else list(getattr(target, "elts", []))
    if not any(isinstance(t, ast.Name) and t.id == name for t in names):
        return False
    return any(
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == name
        and _is_move(node)
        for node in ast.walk(statement.value)
    )


def _single_name(assign: ast.Assign) -> str | None:
    if len(assign.targets) == 1 and isinstance(assign.targets[0], ast.Name):
        return assign.targets[0].id
    return None


def _moves_name(statement: ast.AST, name: str) -> bool:
    """`name = name.cuda(...)` / `name = name.to(<device>)`."""
    if not isinstance(statement, ast.Assign) or _single_name(statement) != name:
        return False
    value = statement.value
    return (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and isinstance(value.func.value, ast.Name)
        and value.func.value.id == name
        and _is_move(value)
    )
