"""TL301 reports a call that resolves to `torch.utils.data.DataLoader` (so its callee's last
name is `DataLoader`, or a name an import of `DataLoader` binds under another name) with no
`**` argument and no `pin_memory=` keyword other than `False`, and only in a module where
``SemanticModel.runs_on_accelerator`` holds: every sign of that (a `cuda`/`mps`/`xpu`
string or reference, `torch.accelerator`, `torch.device`, a move to a variable named
`device`, `dev` or `*_device`) puts one of the words `cuda`, `mps`, `xpu`, `accelerator`,
`dev` in the file's text, in some case (``uses_accelerator`` and ``moves_to_device`` check
those words first)."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import dataloader_calls, is_literal, mentions_accelerator



def _unpinned(call: ast.Call) -> bool:
    for keyword in call.keywords:
        if keyword.arg is None:
            return False  # `**kwargs`: the rule stays silent
        if keyword.arg == "pin_memory":
            return is_literal(keyword.value, False)
    return True


def may_report(syntax: Syntax) -> bool:
    if not any(_unpinned(call) for call in dataloader_calls(syntax)):
        return False
    return mentions_accelerator(syntax)
