"""TL407 reports only in a training script: a loop whose body calls `.backward(` and an
optimizer's `.step(`, in a file that imports no training framework (see
``_shared.runs_a_training_loop``); or in a file that configures `transformers`' Trainer (a
call of `TrainingArguments` / `Seq2SeqTrainingArguments`)."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import runs_a_training_loop

TRAINING_ARGUMENTS = frozenset({"TrainingArguments", "Seq2SeqTrainingArguments"})


def may_report(syntax: Syntax) -> bool:
    if runs_a_training_loop(syntax):
        return True
    for call in syntax.nodes(ast.Call):
        func = call.func  # type: ignore[attr-defined]
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
        if name in TRAINING_ARGUMENTS:
            return True
    return False
