"""TL302 reports a call that resolves to `torch.utils.data.DataLoader` (so its callee's last
name is `DataLoader`, or a name an import of `DataLoader` binds under another name) with no
`*`/`**` argument and no `num_workers` argument (neither by keyword nor as the sixth
positional one), and only in a module where ``SemanticModel.runs_on_accelerator`` holds:
every sign of that puts one of the words `cuda`, `mps`, `xpu`, `accelerator`, `dev` in the
file's text, in some case (``uses_accelerator`` and ``moves_to_device`` check those words
first)."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax

_SIGNS = ("cuda", "mps", "xpu", "accelerator", "dev")
_NUM_WORKERS_POSITION = 5


def _without_workers(call: ast.Call) -> bool:
    if len(call.args) > _NUM_WORKERS_POSITION:
        return False
    if any(isinstance(arg, ast.Starred) for arg in call.args):
        return False
    return not any(keyword.arg is None or keyword.arg == "num_workers" for keyword in call.keywords)


def may_report(syntax: Syntax) -> bool:
    names = {"DataLoader"}
    for node in syntax.nodes(ast.Import, ast.ImportFrom):
        for alias in node.names:
            if alias.asname and alias.name.rsplit(".", 1)[-1] == "DataLoader":
                names.add(alias.asname)
    found = False
    for call in syntax.nodes(ast.Call):
        func = call.func
        last = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
        if last in names and _without_workers(call):
            found = True
            break
    if not found:
        return False
    text = syntax.text.lower()
    return any(sign in text for sign in _SIGNS)
