"""TL103's file-wide reasons to report by default: what the whole file shows (an XLA import, a
conversion setting) decides whether an optimizer built before the move is harmless, so each
case needs a file of its own, which the one-bad.py fixture cannot hold."""

from __future__ import annotations

import textwrap

import pytest

from torchlint import api

ORDER = """
    def setup(model):
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
        model.to("cuda")
        return optimizer
"""


def _findings(header: str, pedantic: bool) -> list[str]:
    source = textwrap.dedent(header) + textwrap.dedent(ORDER)
    found = api.lint_source(source, "train.py", select=["TL103"], pedantic=pedantic)
    return [f"{d.location.row}:{d.location.column} {d.message}" for d in found]


PLAIN = (
    "optimizer built from `model`'s parameters before `model` is moved to the device; harmless "
    "with plain parameters (`Module.to()` converts them in place), not on XLA or with parameters "
    "replaced on conversion: move the module first"
)
REPLACED = (
    "optimizer built from `model`'s parameters before `model` is moved to the device; {why} the "
    "move gives the module new parameters and the optimizer keeps updating the old ones: move the "
    "module first"
)


@pytest.mark.parametrize(
    ("header", "why"),
    [
        ("import torch\nimport torch_xla.core.xla_model as xm\n", "on XLA"),
        ("import torch\nfrom torch_xla import runtime\n", "on XLA"),
        ('import torch\nDEVICE = torch.device("xla")\n', "on XLA"),
        (
            "import torch\ntorch.__future__.set_overwrite_module_params_on_conversion(True)\n",
            "with parameters overwritten on conversion",
        ),
    ],
)
def test_replaced_parameters_report_by_default(header: str, why: str) -> None:
    row = header.count("\n") + 3
    expected = [f"{row}:17 " + REPLACED.format(why=why)]
    assert _findings(header, pedantic=False) == expected
    assert _findings(header, pedantic=True) == expected


@pytest.mark.parametrize(
    "header",
    [
        "import torch\n",
        # swapping keeps each parameter's identity: measured harmless (docs/rules/TL103.md)
        "import torch\ntorch.__future__.set_swap_module_params_on_conversion(True)\n",
        # switched off: parameters are converted in place again
        "import torch\ntorch.__future__.set_overwrite_module_params_on_conversion(False)\n",
    ],
)
def test_plain_parameters_are_pedantic_only(header: str) -> None:
    row = header.count("\n") + 3
    assert _findings(header, pedantic=False) == []
    assert _findings(header, pedantic=True) == [
        f"{row}:17 {PLAIN} (pedantic: harmless with plain parameters)"
    ]
