"""TL204 reports a call that resolves, through the file's absolute imports, to
`torch.cuda.empty_cache` (or the `xpu` / `mps` one) in the body of a `for` or `while` loop of
its function: the call lies inside a loop body's text."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import LOOPS, in_loop_body, qualified

QUALIFIED = frozenset({"torch.cuda.empty_cache", "torch.xpu.empty_cache", "torch.mps.empty_cache"})


def may_report(syntax: Syntax) -> bool:
    imports = syntax.imports
    calls = [call for call in syntax.nodes(ast.Call) if not QUALIFIED.isdisjoint(qualified(call.func, imports))]
    return bool(calls) and bool(in_loop_body(calls, syntax.nodes(*LOOPS)))
