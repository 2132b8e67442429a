"""The command-line options a file defines with argparse (``parser.add_argument(...)``).

Training scripts take their switches from the command line: the precision switch that stays
off unless passed (TL407), the worker count a loader reads (TL302), the checkpoint a model is
built from (``semantic.model_cost``). Each option is read once per file, with the attribute
the parsed namespace holds, by argparse's own rule: ``dest=`` when given, else the first long
flag (``--use-amp`` is ``use_amp``), else the first short one, each without its dashes and
with ``-`` read as ``_``; a positional argument is its name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import libcst as cst

from torchlint.semantic.syntax import last_name, string_value

if TYPE_CHECKING:
    from torchlint.semantic.model import SemanticModel


@dataclass(frozen=True)
class Option:
    """One ``add_argument`` call whose option strings are plain string literals."""

    call: cst.Call
    flags: tuple[str, ...]  # as written: ("--use-amp", "-a"), or a positional's name
    dest: str  # the attribute of the parsed namespace

    @property
    def flag(self) -> str:
        """The flag a user passes, as help text shows it: the first long one, else the first."""
        return next((f for f in self.flags if f.startswith("--")), self.flags[0])

    @property
    def optional(self) -> bool:
        return self.flags[0].startswith("-")

    def keyword(self, name: str) -> cst.BaseExpression | None:
        """The value given for the keyword ``name`` (``default=``, ``action=``), or None."""
        return next(
            (arg.value for arg in self.call.args if arg.keyword is not None and arg.keyword.value == name),
            None,
        )


def options(model: SemanticModel) -> list[Option]:
    """Every ``add_argument`` call of the file (any receiver: a parser, a group), in source
    order; a call whose option strings are not all string literals is left out."""
    found = model.memo.get("cli-options")
    if found is None:
        found = model.memo["cli-options"] = _read(model)
    return found  # type: ignore[return-value]


def _read(model: SemanticModel) -> list[Option]:
    found = []
    for call in model.nodes_of(cst.Call):
        if last_name(call.func) != "add_argument":
            continue
        positional = [arg for arg in call.args if arg.keyword is None]
        flags = tuple(string_value(arg.value) or "" for arg in positional if not arg.star)
        if not flags or not all(flags) or len(flags) != len(positional):
            continue
        dest = next(
            (string_value(arg.value) for arg in call.args if arg.keyword is not None and arg.keyword.value == "dest"),
            None,
        )
        if dest is None:
            if flags[0].startswith("-"):
                chosen = next((f for f in flags if f.startswith("--")), flags[0])
                dest = chosen.lstrip("-").replace("-", "_")
            else:
                dest = flags[0]
        found.append(Option(call, flags, dest))
    return found
