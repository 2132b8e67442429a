"""TL403 reports a call whose callee resolves, through the file's imports, to
`torch.nn.DataParallel` (or its `torch.nn.parallel` spellings): the callee's first name is
bound by an absolute import somewhere in the file that makes the whole name one of them."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens.functional_dropout_ignores_eval import _imports, _qualified

QUALIFIED = frozenset(
    {"torch.nn.DataParallel", "torch.nn.parallel.DataParallel", "torch.nn.parallel.data_parallel.DataParallel"}
)


def may_report(syntax: Syntax) -> bool:
    imports = _imports(syntax)
    return any(not QUALIFIED.isdisjoint(_qualified(call.func, imports)) for call in syntax.nodes(ast.Call))
