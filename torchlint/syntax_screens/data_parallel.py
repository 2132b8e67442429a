"""TL403 reports a call whose callee resolves, through the file's imports, to
`torch.nn.DataParallel` (or its `torch.nn.parallel` spellings): the callee's first name is
bound by an absolute import somewhere in the file that makes the whole name one of them."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import qualified

QUALIFIED = frozenset(
    {"torch.nn.DataParallel", "torch.nn.parallel.DataParallel", "torch.nn.parallel.data_parallel.DataParallel"}
)


def may_report(syntax: Syntax) -> bool:
    imports = syntax.imports
    return any(not QUALIFIED.isdisjoint(qualified(call.func, imports)) for call in syntax.nodes(ast.Call))
