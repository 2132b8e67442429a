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
