"""TL406 and TL402 on user code (issue 24, fresh review): advice that would crash and biases
of small networks are `--pedantic`; initialisers that write only norm biases keep the fix;
a dataset's numpy arrays do not hide a small network from TL402."""

from __future__ import annotations

from pathlib import Path

from torchlint import api

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def _found(name: str, code: str, pedantic: bool) -> list[tuple[int, str | None, bool]]:
    source = (FIXTURES / code / name).read_text(encoding="utf-8")
    found = api.lint_source(source, name, select=[code], pedantic=pedantic, unsafe_fixes=True, preview=True)
    return [(d.location.row, d.pedantic, d.fix is not None) for d in found]


SMALL = "a small network (convolutions of at most 256 channels): the bias costs microseconds a step"
READS = "code of this file reads the convolutions' biases, which `bias=False` removes"


def test_small_network_is_pedantic() -> None:
    assert _found("good_small_network.py", "TL406", pedantic=False) == []
    assert _found("good_small_network.py", "TL406", pedantic=True) == [(12, SMALL, True), (13, SMALL, True)]


def test_init_writing_every_conv_bias_is_pedantic_without_fix() -> None:
    assert _found("good_init_writes_bias.py", "TL406", pedantic=False) == []
    assert _found("good_init_writes_bias.py", "TL406", pedantic=True) == [(18, READS, False), (20, READS, False)]


def test_init_writing_only_norm_biases_keeps_default_and_fix() -> None:
    assert _found("bad_norm_bias_init.py", "TL406", pedantic=False) == [(18, None, True)]


TL402_DATASET = """\
import numpy as np
import torch
from torch import nn


class Images(torch.utils.data.Dataset):
    def __init__(self, n):
        self.x = np.zeros((n, 1, 28, 28))

    def __getitem__(self, i):
        return self.x[i]

    def __len__(self):
        return len(self.x)


class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 64, 3)
        self.fc = nn.Linear(64 * 26 * 26, 10)

    def forward(self, x):
        return self.fc(self.conv(x).flatten(1))


cnn = CNN().to("cuda")
cnn.eval()
for images in loader:
    outputs = cnn(images.to("cuda"))
"""


def test_tl402_dataset_arrays_do_not_hide_a_small_network() -> None:
    found = api.lint_source(TL402_DATASET, "nb.py", select=["TL402"], pedantic=True, preview=True)
    assert [(d.location.row, d.pedantic) for d in found] == [
        (30, "a small network built in this file: its forward keeps little for backward")
    ]


def test_tl402_evaluation_every_n_steps_is_pedantic() -> None:
    assert _found("good_periodic_eval.py", "TL402", pedantic=False) == []
    assert _found("good_periodic_eval.py", "TL402", pedantic=True) == [
        (15, "an evaluation pass every N steps (under a periodic `if` of the loop around it)", False)
    ]


def test_tl402_plot_once_per_epoch_is_pedantic() -> None:
    assert _found("good_plot_per_epoch.py", "TL402", pedantic=False) == []
    assert _found("good_plot_per_epoch.py", "TL402", pedantic=True) == [
        (15, "runs once per epoch: every call of its function sits in an epoch loop's own body", False)
    ]


def test_tl402_evaluation_every_step_stays_default() -> None:
    # the counterpart: without the `%` branch the evaluation pass runs at every step:
    # reported by default
    source = (FIXTURES / "TL402" / "good_periodic_eval.py").read_text(encoding="utf-8")
    source = source.replace("    if i % eval_every == 0:\n", "    if True:\n")
    found = api.lint_source(source, "x.py", select=["TL402"], preview=True)
    assert [d.location.row for d in found] == [15]
