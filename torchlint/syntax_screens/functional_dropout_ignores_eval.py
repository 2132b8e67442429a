"""TL401 reports a call whose callee resolves, through the file's imports, to
`torch.nn.functional.<dropout>` (`dropout`, `dropout1d/2d/3d`, `alpha_dropout`,
`feature_alpha_dropout`), with no `*` or `**` argument and no `training` argument. The resolver
follows absolute imports of plain dotted names only (`F.dropout`, `nn.functional.dropout`,
`from torch.nn.functional import dropout as d`), so the callee's first name is bound by such an
import somewhere in the file, and some such binding makes the whole name one of those six (any
scope's import is accepted here). No `training=` keyword, and at most two positional
arguments (a third would be `training`). Reported with
`--pedantic` anywhere, so neither the enclosing class nor an `if self.training:` is
required."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import last_name, qualified

DROPOUTS = frozenset(
    {"dropout", "dropout1d", "dropout2d", "dropout3d", "alpha_dropout", "feature_alpha_dropout"}
)
QUALIFIED = frozenset(f"torch.nn.functional.{name}" for name in DROPOUTS)
TRAINING_POSITION = 2


def _training_unknown(call: ast.Call) -> bool:
    """No `*` nor `**` argument (either may hold `training`: the rule stays silent), no
    `training=`, and no third positional argument."""
    for keyword in call.keywords:
        if keyword.arg is None or keyword.arg == "training":
            return False
    return len(call.args) <= TRAINING_POSITION and not any(isinstance(arg, ast.Starred) for arg in call.args)


def may_report(syntax: Syntax) -> bool:
    for call in syntax.nodes(ast.Call):
        func = call.func
        # a bare name resolves to its import, whose last part is any name: checked below
        if isinstance(func, ast.Attribute) and func.attr not in DROPOUTS:
            continue
        if last_name(func) is None or not _training_unknown(call):
            continue
        if not qualified(func, syntax.imports).isdisjoint(QUALIFIED):
            return True
    return False
