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
