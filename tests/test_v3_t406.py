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


HOST_WAITS = [
    (14, "drawn from a host generator given on purpose (`generator=`)"),
    (23, "its function indexes with a boolean mask, which waits for the device at every call: the copy adds no wait of its own"),
    (26, "its function indexes with a boolean mask, which waits for the device at every call: the copy adds no wait of its own"),
    (32, "the dummy input of an export or trace: runs once per export"),
]


def test_tl101_copies_where_the_host_waits_anyway_are_pedantic() -> None:
    assert _found("good_host_waits.py", "TL101", pedantic=False) == []
    assert [(row, why) for row, why, _ in _found("good_host_waits.py", "TL101", pedantic=True)] == HOST_WAITS


SYNCED_STEP = """\
import torch

for x in loader:
    mask = torch.ones(x.shape[0]).to("cuda")
    loss = model(x.cuda(), mask).sum()
    loss.backward()
    torch.cuda.synchronize()
"""


def test_tl101_step_that_synchronizes_is_pedantic() -> None:
    found = api.lint_source(SYNCED_STEP, "x.py", select=["TL101"], pedantic=True)
    assert [(d.location.row, d.pedantic) for d in found] == [
        (4, "the loop reads a value back to the host every iteration, so the copy waits behind no queued work")
    ]
    # without the synchronize, the same copy is a default finding
    unsynced = SYNCED_STEP.replace("    torch.cuda.synchronize()\n", "")
    assert [d.location.row for d in api.lint_source(unsynced, "x.py", select=["TL101"])] == [4]


def test_tl101_mask_built_but_not_used_as_index_stays_default() -> None:
    source = (
        "import torch\n"
        "def loss_fn(x):\n"
        "    mask = torch.eye(x.shape[0], dtype=torch.bool).to('cuda')\n"
        "    return x.masked_fill(mask, 0).sum()\n"
        "for x in loader:\n"
        "    loss_fn(model(x.cuda())).backward()\n"
    )
    assert [d.location.row for d in api.lint_source(source, "x.py", select=["TL101"])] == [3]


def test_tl406_bias_read_of_a_linear_attribute_is_no_conv_bias() -> None:
    # `self.net` of this class is only ever an `nn.LazyLinear`: its bias is no convolution's,
    # so the conv block elsewhere in the file keeps its default finding and its fix
    source = (
        "from torch import nn\n"
        "class LinearRegression(nn.Module):\n"
        "    def __init__(self):\n"
        "        super().__init__()\n"
        "        self.net = nn.LazyLinear(1)\n"
        "        self.net.bias.data.fill_(0)\n"
        "net = nn.Sequential(nn.Conv2d(3, 512, 3), nn.BatchNorm2d(512))\n"
    )
    found = api.lint_source(source, "x.py", select=["TL406"], unsafe_fixes=True)
    assert [(d.location.row, d.pedantic, d.fix is not None) for d in found] == [(7, None, True)]
