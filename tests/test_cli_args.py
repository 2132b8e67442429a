"""semantic.cli_args: a file's argparse options with the attribute argparse gives each, read
once per file for TL302 (worker defaults), TL407 (precision switches) and model_cost
(checkpoint defaults)."""

from __future__ import annotations

import libcst as cst

from torchlint.semantic.cli_args import options
from torchlint.semantic.model import SemanticModel

SOURCE = '''
import argparse
parser = argparse.ArgumentParser()
parser.add_argument("--use-amp", action="store_true")
parser.add_argument("-w", "--num-workers", type=int, default=4)
parser.add_argument("--fp16", dest="half", action="store_true")
parser.add_argument("-b", type=int, default=64)
parser.add_argument("data")
group = parser.add_argument_group("model")
group.add_argument("--model-name", default="distilgpt2")
parser.add_argument(*FLAGS)
'''


def _options() -> list[tuple[tuple[str, ...], str, str]]:
    model = SemanticModel(cst.parse_module(SOURCE))
    return [(o.flags, o.dest, o.flag) for o in options(model)]


def test_each_option_gets_argparse_s_dest_and_the_flag_a_user_passes() -> None:
    assert _options() == [
        (("--use-amp",), "use_amp", "--use-amp"),
        (("-w", "--num-workers"), "num_workers", "--num-workers"),
        (("--fp16",), "half", "--fp16"),
        (("-b",), "b", "-b"),
        (("data",), "data", "data"),
        (("--model-name",), "model_name", "--model-name"),
        # `add_argument(*FLAGS)`: option strings not written in the file are left out
    ]
