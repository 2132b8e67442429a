"""Fixes round two (issue 25) for TL101, TL104, TL202, the shared keyword insertion
(``torchlint.rule.add_keyword``) and the fix-semantics checks of ``torchlint.fixcheck``."""

from __future__ import annotations

import textwrap

from torchlint import api


def fixed(source: str, select: str, *, unsafe: bool = True, pedantic: bool = True) -> str:
    result = api.fix_source(
        textwrap.dedent(source), select=[select], preview=True, unsafe_fixes=unsafe,
        pedantic=pedantic,
    )
    assert result.error is None, result.error
    return result.source


def lint(source: str, select: str, *, pedantic: bool = False):  # noqa: ANN201
    return api.lint_source(textwrap.dedent(source), select=[select], preview=True, pedantic=pedantic)


# -- layout: every keyword-adding fix keeps the call's layout -------------------------------
def test_multiline_factory_and_move_keep_their_layout() -> None:
    source = """\
    import torch

    def step(n, device):
        for _ in range(3):
            a = torch.zeros(
                n,
            ).to(
                device
            )
    """
    assert fixed(source, "TL101") == textwrap.dedent("""\
    import torch

    def step(n, device):
        for _ in range(3):
            a = torch.zeros(
                n,
                device=device,
            )
    """)


def test_a_moved_layout_keeps_the_blocks_indentation() -> None:
    # the move's line break comes into the factory's parentheses at the move's indentation
    source = """\
    import torch

    def step(n, device):
        for _ in range(3):
            e = torch.zeros(n).to(
                device  # where
            )
    """
    assert fixed(source, "TL101") == textwrap.dedent("""\
    import torch

    def step(n, device):
        for _ in range(3):
            e = torch.zeros(n,
                device=device  # where
            )
    """)


def test_the_last_arguments_comment_stays_with_it() -> None:
    source = """\
    import torch

    def step(n, device):
        for _ in range(3):
            b = torch.zeros(
                n,  # size
            ).to(device)
            h = torch.ones(
                n,
                3  # three
                # more
            ).to(device)
    """
    assert fixed(source, "TL101") == textwrap.dedent("""\
    import torch

    def step(n, device):
        for _ in range(3):
            b = torch.zeros(
                n,  # size
                device=device,
            )
            h = torch.ones(
                n,
                3,  # three
                # more
                device=device
            )
    """)


def test_several_arguments_per_line_get_the_keyword_on_the_last_line() -> None:
    source = """\
    import torch

    def step(n, device):
        for _ in range(3):
            c = torch.zeros(n, 3,
                            4).to(device)
    """
    assert fixed(source, "TL101") == textwrap.dedent("""\
    import torch

    def step(n, device):
        for _ in range(3):
            c = torch.zeros(n, 3,
                            4, device=device)
    """)


def test_keywords_added_after_the_whole_file_is_read_keep_the_indentation() -> None:
    # TL301 builds its fix in leave_Module, TL406 under a comment: both once misplaced it
    source = """\
    import torch
    import torch.nn as nn
    from torch.utils.data import DataLoader


    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.body = nn.Sequential(
                nn.Conv2d(
                    3,
                    8,
                    3,  # kernel
                ),
                nn.BatchNorm2d(8),
            )

        def forward(self, x):
            return self.body(x)


    def main(dataset):
        device = torch.device("cuda")
        model = Net().to(device)
        loader = DataLoader(
            dataset,
            batch_size=64,
            num_workers=4,
        )
        for x in loader:
            x = x.to(device)
    """
    out = fixed(source, "ALL")
    assert "                3,  # kernel\n                bias=False,\n            ),\n" in out
    assert "        num_workers=4,\n        pin_memory=True,\n    )\n" in out


# -- TL104 ----------------------------------------------------------------------------------
def _notebook(*cells: str) -> str:
    import json

    return json.dumps({
        "cells": [
            {"cell_type": "code", "metadata": {}, "source": c, "outputs": [], "execution_count": None}
            for c in cells
        ],
        "metadata": {"kernelspec": {"language": "python", "name": "python3", "display_name": "p"}},
        "nbformat": 4, "nbformat_minor": 5,
    })


def test_a_cells_last_expression_is_displayed_not_discarded() -> None:
    text = _notebook(
        "import torch\nx = torch.zeros(3)\nx.cuda()",  # shown: silent
        "y = torch.ones(2)\ny.cuda()\nprint(1)",  # not the last statement: thrown away
        "z = torch.ones(2)\nz.cuda();",  # `;` hides the value: thrown away
        "w = torch.ones(2)\nw.cuda()\n# a comment after it\n",  # still the last: silent
    )
    found = api.lint_source(text, "nb.ipynb", select=["TL104"])
    assert [(d.cell, d.location.row) for d in found] == [(2, 2), (3, 2)]


def test_a_tensor_that_meets_an_unmoved_module_gets_no_fix() -> None:
    source = """\
    import torch

    def evaluate():
        net = torch.nn.Linear(3, 2)
        x = torch.zeros(4, 3)
        x.cuda()
        return net(x)

    def evaluate_moved(device):
        model = torch.nn.Linear(3, 2).to(device)
        y = torch.zeros(4, 3)
        y.to(device)
        return model(y)
    """
    found = lint(source, "TL104")
    assert [(d.location.row, d.fix is not None) for d in found] == [(6, False), (12, True)]
    assert "`x` then reaches `net`, which this file never moves" in found[0].message
