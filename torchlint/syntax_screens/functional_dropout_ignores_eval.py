"""TL401 reports a call whose callee resolves, through the file's imports, to
`torch.nn.functional.<dropout>` (`dropout`, `dropout1d/2d/3d`, `alpha_dropout`,
`feature_alpha_dropout`), with no `**` argument and no `training` argument. The resolver
follows absolute imports of plain dotted names only (`F.dropout`, `nn.functional.dropout`,
`from torch.nn.functional import dropout as d`), so the callee's first name is bound by such an
import somewhere in the file, and some such binding makes the whole name one of those six (any
scope's import is accepted here). No `training=` keyword, and not three plain positional
arguments with no `*` among the arguments (the third would be `training`). Reported with
`--pedantic` anywhere, so neither the enclosing class nor an `if self.training:` is
required."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax

DROPOUTS = frozenset(
    {"dropout", "dropout1d", "dropout2d", "dropout3d", "alpha_dropout", "feature_alpha_dropout"}
)
QUALIFIED = frozenset(f"torch.nn.functional.{name}" for name in DROPOUTS)
TRAINING_POSITION = 2


def _imports(syntax: Syntax) -> dict[str, set[str]]:
    """Every name an absolute import binds anywhere in the file -> the dotted names it is bound
    to (the resolver follows only such imports; relative ones resolve to nothing)."""
    bound: dict[str, set[str]] = {}
    for node in syntax.nodes(ast.Import):
        for alias in node.names:
            if alias.asname:
                bound.setdefault(alias.asname, set()).add(alias.name)
            else:
                head = alias.name.split(".")[0]
                bound.setdefault(head, set()).add(head)
    for node in syntax.nodes(ast.ImportFrom):
        if node.level or not node.module:
            continue
        for alias in node.names:
            if alias.name != "*":
                bound.setdefault(alias.asname or alias.name, set()).add(f"{node.module}.{alias.name}")
    return bound


def _qualified(expr: ast.AST, imports: dict[str, set[str]]) -> set[str]:
    """The dotted names ``expr`` may refer to through the file's imports (any scope's)."""
    parts = []
    while isinstance(expr, ast.Attribute):
        parts.append(expr.attr)
        expr = expr.value
    if not isinstance(expr, ast.Name) or expr.id not in imports:
        return set()
    rest = "".join("." + part for part in reversed(parts))
    return {base + rest for base in imports[expr.id]}


def _training_unknown(call: ast.Call) -> bool:
    """No `**`, no `training=`, and the `training` position not filled for sure."""
    for keyword in call.keywords:
        if keyword.arg is None or keyword.arg == "training":
            return False
    return len(call.args) <= TRAINING_POSITION or any(isinstance(arg, ast.Starred) for arg in call.args)


def _last_name(func: ast.AST) -> str | None:
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return None


def may_report(syntax: Syntax) -> bool:
    imports = None
    for call in syntax.nodes(ast.Call):
        func = call.func
        # a bare name resolves to its import, whose last part is any name: checked below
        if isinstance(func, ast.Attribute) and func.attr not in DROPOUTS:
            continue
        if _last_name(func) is None or not _training_unknown(call):
            continue
        if imports is None:
            imports = _imports(syntax)
        if not _qualified(func, imports).isdisjoint(QUALIFIED):
            return True
    return False
