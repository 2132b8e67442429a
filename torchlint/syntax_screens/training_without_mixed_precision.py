"""TL407 reports only in a training script: a loop whose body calls `.backward(` and an
optimizer's `.step(`, in a file that imports no training framework (see
``_shared.runs_a_training_loop``)."""

from __future__ import annotations

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import runs_a_training_loop


def may_report(syntax: Syntax) -> bool:
    return runs_a_training_loop(syntax)
