"""Helpers that several syntax screens share: dotted names, import resolution (over the
per-file table ``Syntax.imports``), the loose ``is_device_like`` test, DataLoader calls,
statement blocks, literal tests. Its name starts with `_`, so it screens no rule
(``_MODULES`` in ``__init__``); like the screens, it imports neither libcst nor a rule."""

from __future__ import annotations

import ast
from typing import Iterator, Mapping

from torchlint.syntax_screens import Syntax

FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
LOOPS = (ast.For, ast.AsyncFor, ast.While)
# The expressions in which the rules' value inference (values.infer) may find a tensor; any
# other (a literal, a display, a lambda, a conditional or boolean expression, an await...) is
# unknown to it.
MAY_BE_TENSOR = (ast.Name, ast.Attribute, ast.Call, ast.Subscript, ast.Compare, ast.BinOp, ast.UnaryOp)
# Every sign of an accelerator that the rules look for (``SemanticModel.runs_on_accelerator``,
# ``uses_accelerator``, ``moves_to_device``) puts one of these words in the file's text, in
# some case: those checks look for the words first.
ACCELERATOR_WORDS = ("cuda", "mps", "xpu", "accelerator", "dev")
# The nodes that own lists of statements, and the fields that hold those lists.
BLOCK_OWNERS = (
    ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.For, ast.AsyncFor,
    ast.While, ast.If, ast.With, ast.AsyncWith, ast.Try, ast.ExceptHandler, ast.match_case,
    *((ast.TryStar,) if hasattr(ast, "TryStar") else ()),
)
BLOCK_FIELDS = ("body", "orelse", "finalbody")
# Imports that mean a framework owns a training loop's precision and backend settings: the
# training-configuration rules (TL407-TL411) stay silent in a file with any of them. One list
# for them (torchlint.semantic.training) and their screens (here: no libcst).
FRAMEWORKS = ("lightning", "pytorch_lightning", "lightning_fabric", "accelerate", "deepspeed")


def dotted_parts(expr: ast.AST) -> tuple[str, ...] | None:
    """``("a", "b", "c")`` for the plain dotted name ``a.b.c`` (a bare name included), else
    None."""
    parts = []
    while isinstance(expr, ast.Attribute):
        parts.append(expr.attr)
        expr = expr.value
    if not isinstance(expr, ast.Name):
        return None
    parts.append(expr.id)
    return tuple(reversed(parts))


def dotted_name(expr: ast.AST) -> str | None:
    """``"a.b.c"`` for the plain dotted name ``a.b.c``, as written, else None."""
    parts = dotted_parts(expr)
    return None if parts is None else ".".join(parts)


def is_literal(node: ast.AST, value: bool | None) -> bool:
    """Whether ``node`` is the literal `True`, `False` or `None` that ``value`` is."""
    return isinstance(node, ast.Constant) and node.value is value


def last_name(func: ast.AST) -> str | None:
    """A callee's last name: ``c`` of ``a.b.c`` (of any receiver) or of a bare ``c``."""
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return None


def qualified(expr: ast.AST, imports: Mapping[str, set[str]]) -> set[str]:
    """The dotted names ``expr`` may refer to through ``imports`` (``Syntax.imports``: the
    absolute imports of any scope)."""
    parts = []
    while isinstance(expr, ast.Attribute):
        parts.append(expr.attr)
        expr = expr.value
    if not isinstance(expr, ast.Name) or expr.id not in imports:
        return set()
    rest = "".join("." + part for part in reversed(parts))
    return {base + rest for base in imports[expr.id]}


def device_string(text: str, *, cpu: bool = False) -> bool:
    """``re.match(r"^(cuda(:\\d+)?|mps|xpu)$", text)`` (with ``cpu``: ``|cpu`` too), loosely:
    `$` also matches before a final newline, and ``str.isdigit`` takes a few more digits
    than ``\\d``."""
    if text.endswith("\n"):
        text = text[:-1]
    if cpu and text == "cpu":
        return True
    return text in ("cuda", "mps", "xpu") or (text.startswith("cuda:") and text[5:].isdigit())


def device_like(node: ast.AST, *, cpu: bool = False) -> bool:
    """Over-approximates ``is_device_like`` (without ``allow_int``): an accelerator string
    (or, with ``cpu``, `"cpu"`), any call, an f-string, or a name or attribute named
    `device`, `dev` or `*_device`."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and device_string(node.value, cpu=cpu)
    if isinstance(node, (ast.Call, ast.JoinedStr)):
        return True
    if isinstance(node, ast.Name):
        name = node.id
    elif isinstance(node, ast.Attribute):
        name = node.attr
    else:
        return False
    lowered = name.lower()
    return lowered in ("device", "dev") or lowered.endswith("_device")


def statement_blocks(syntax: Syntax) -> Iterator[list[ast.stmt]]:
    """Every list of statements in the file: each body, `else` and `finally` block."""
    for owner in syntax.nodes(*BLOCK_OWNERS):
        for field in BLOCK_FIELDS:
            block = getattr(owner, field, None)
            if block.__class__ is list:
                yield block


def mentions_accelerator(syntax: Syntax) -> bool:
    """Whether the file's text holds one of ``ACCELERATOR_WORDS``, in some case."""
    text = syntax.lowered_text
    return any(word in text for word in ACCELERATOR_WORDS)


def dataloader_calls(syntax: Syntax) -> Iterator[ast.Call]:
    """The calls that may resolve to `torch.utils.data.DataLoader`: the callee's last name is
    `DataLoader`, or a name that an import of a `DataLoader` binds under another name."""
    names = {"DataLoader"}
    for node in syntax.nodes(ast.Import, ast.ImportFrom):
        for alias in node.names:
            if alias.asname and alias.name.rsplit(".", 1)[-1] == "DataLoader":
                names.add(alias.asname)
    for call in syntax.nodes(ast.Call):
        if last_name(call.func) in names:
            yield call


# The Lightning module classes, for the semantic model (``is_module_class``) and the screens
# alike: one list, here because this module imports no libcst.
LIGHTNING_MODULES = frozenset(
    {
        "lightning.LightningModule",
        "lightning.pytorch.LightningModule",
        "pytorch_lightning.LightningModule",
        "lightning.pytorch.core.LightningModule",
        "pytorch_lightning.core.LightningModule",
    }
)


def in_loop_body(calls: list[ast.AST], loops: list[ast.AST]) -> list[ast.AST]:
    """The ``loops`` whose body (not a ``while`` test, not an ``else``), at any depth, holds
    one of ``calls``: the body's statements are contiguous in the text, so a node inside it
    starts between the first one's start and the last one's end."""
    starts = [(call.lineno, call.col_offset) for call in calls]  # type: ignore[attr-defined]
    found = []
    for loop in loops:
        body = loop.body  # type: ignore[attr-defined]
        first, last = (body[0].lineno, body[0].col_offset), (body[-1].end_lineno, body[-1].end_col_offset)
        if any(first <= start <= last for start in starts):
            found.append(loop)
    return found


def runs_a_training_loop(syntax: Syntax) -> bool:
    """What every finding of TL407-TL411 needs (torchlint.semantic.training): a loop whose
    body, at any depth, calls ``.backward(`` and an optimizer's ``.step(`` (a receiver whose
    last name holds "opt", or given an argument whose last name does: looser here than the
    rules' first argument), in a file that imports no training framework."""
    found = syntax.shared.get("training-loop")
    if found is None:
        found = syntax.shared["training-loop"] = _runs_a_training_loop(syntax)
    return found


def _runs_a_training_loop(syntax: Syntax) -> bool:
    backward, steps = [], []
    for call in syntax.nodes(ast.Call):
        func = call.func  # type: ignore[attr-defined]
        if not isinstance(func, ast.Attribute):
            continue
        if func.attr == "backward":
            backward.append(call)
        elif func.attr == "step" and _optimizer_step(call):  # type: ignore[arg-type]
            steps.append(call)
    if not backward or not steps:
        return False
    for node in syntax.nodes(ast.Import):
        if any(alias.name.split(".")[0] in FRAMEWORKS for alias in node.names):  # type: ignore[attr-defined]
            return False
    for node in syntax.nodes(ast.ImportFrom):
        module = node.module  # type: ignore[attr-defined]
        if not node.level and module and module.split(".")[0] in FRAMEWORKS:  # type: ignore[attr-defined]
            return False
    around_backward = in_loop_body(backward, syntax.nodes(*LOOPS))
    return bool(in_loop_body(steps, around_backward))


def _optimizer_step(call: ast.Call) -> bool:
    receiver = dotted_parts(call.func.value)  # type: ignore[attr-defined]
    if receiver is None:
        return False
    given = [arg.value if isinstance(arg, ast.Starred) else arg for arg in call.args]
    given += [keyword.value for keyword in call.keywords if keyword.arg is None]  # `**opts`
    for name in (receiver, *(dotted_parts(value) for value in given)):
        if name is not None and "opt" in name[-1].lower():
            return True
    return False
