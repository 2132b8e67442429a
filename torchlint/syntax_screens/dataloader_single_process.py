"""TL302 reports a call that resolves to `torch.utils.data.DataLoader` (so its callee's last
name is `DataLoader`, or a name an import of `DataLoader` binds under another name) with no
`*`/`**` argument and no `num_workers` argument (neither by keyword nor as the sixth
positional one) or a literal `0` there (v5), and only in a module where ``SemanticModel.runs_on_accelerator`` holds:
every sign of that puts one of the words `cuda`, `mps`, `xpu`, `accelerator`, `dev` in the
file's text, in some case (``uses_accelerator`` and ``moves_to_device`` check those words
first), or where the file builds a Lightning `Trainer` (``loaders.trainer_may_use_accelerator``:
the word `Trainer`); v13: or where such a call is in a function of the module's top level that
returns something (a helper returning the loader to a script of the project that imports it,
``loaders.loader_importers``). v5: or a 🤗 `TrainingArguments(...)` call (its callee's last name, or a
name an import binds it under) with no `**` argument and no `dataloader_num_workers`: the
Trainer form reports at that call, whatever the accelerator words."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import dataloader_calls, last_name, mentions_accelerator

_NUM_WORKERS_POSITION = 5


def _zero(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value == 0


def _without_workers(call: ast.Call) -> bool:
    """No `num_workers`, or a literal 0 written at the call (v5: a hard-coded zero)."""
    if any(isinstance(arg, ast.Starred) for arg in call.args):
        return False
    if any(keyword.arg is None for keyword in call.keywords):
        return False
    if len(call.args) > _NUM_WORKERS_POSITION:
        return _zero(call.args[_NUM_WORKERS_POSITION])
    return all(keyword.arg != "num_workers" or _zero(keyword.value) for keyword in call.keywords)


_ARGUMENTS = frozenset({"TrainingArguments", "Seq2SeqTrainingArguments"})


def _arguments_without_workers(syntax: Syntax) -> bool:
    names = set(_ARGUMENTS)
    for node in syntax.nodes(ast.Import, ast.ImportFrom):
        for alias in node.names:
            if alias.asname and alias.name.rsplit(".", 1)[-1] in _ARGUMENTS:
                names.add(alias.asname)
    return any(
        last_name(call.func) in names
        and not any(k.arg is None or k.arg == "dataloader_num_workers" for k in call.keywords)
        for call in syntax.nodes(ast.Call)
    )


def _in_returning_helper(syntax: Syntax, calls: list[ast.Call]) -> bool:
    """Is one of ``calls`` inside a top-level function that has a ``return`` with a value?"""
    tree = syntax.tree
    if tree is None:
        return False
    inside = {id(call) for call in calls}
    for statement in tree.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            nodes = list(ast.walk(statement))
            if any(id(node) in inside for node in nodes) and any(
                isinstance(node, ast.Return) and node.value is not None for node in nodes
            ):
                return True
    return False


def may_report(syntax: Syntax) -> bool:
    if _arguments_without_workers(syntax):
        return True
    calls = [call for call in dataloader_calls(syntax) if _without_workers(call)]
    if not calls:
        return False
    return mentions_accelerator(syntax) or "Trainer" in syntax.text or _in_returning_helper(syntax, calls)
