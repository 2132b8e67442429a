"""TL101 and TL402 on user code (issue 24): amortised copies and cheap forwards are
`--pedantic` findings, saying why; what stays a default finding stays one."""

from __future__ import annotations

from torchlint import api

SMALL_NET = """\
import torch
from torch import nn

HIDDEN = 128


class Net(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.fc1 = nn.Linear(28 * 28, hidden)
        self.fc2 = nn.Linear(hidden, 10)

    def forward(self, x):
        return self.fc2(self.fc1(x).relu())


model = Net(HIDDEN).to("cuda")
model.eval()
for images, labels in test_loader:
    outputs = model(images.to("cuda"))
"""


def _shown(source: str, code: str) -> list[tuple[int, str | None]]:
    found = api.lint_source(source, "notebook.py", select=[code], preview=True)
    return [(d.location.row, d.pedantic) for d in found]


def test_small_network_built_in_the_file_is_pedantic() -> None:
    assert _shown(SMALL_NET, "TL402") == [
        (20, "a small network built in this file: its forward keeps little for backward")
    ]


NOT_HEAVY = (
    "the model is not known to be compute-heavy (no ResNet-class, detection, segmentation or "
    "base-size transformer model seen): its forward keeps little for backward"
)


def test_a_wide_network_stays_default() -> None:
    # v4 (changed on purpose): on by default only for a model known to be compute-heavy, which
    # a wide MLP of this file is not; it is no longer "small", so the reason says not heavy
    wide = SMALL_NET.replace("HIDDEN = 128", "HIDDEN = 8192")
    assert _shown(wide, "TL402") == [(20, NOT_HEAVY)]
    heavy = wide.replace('model = Net(HIDDEN).to("cuda")', 'model = torchvision.models.resnet50().to("cuda")')
    assert _shown("import torchvision\n" + heavy, "TL402") == [(21, None)]


def test_a_network_from_elsewhere_stays_default() -> None:
    # the class builds a backbone imported from another file: its size is not known here
    imported = SMALL_NET.replace(
        "        self.fc2 = nn.Linear(hidden, 10)\n",
        "        self.fc2 = nn.Linear(hidden, 10)\n        self.backbone = Backbone()\n",
    )
    assert _shown(imported, "TL402") == [(21, NOT_HEAVY)]  # v4: not known heavy either


def test_volatile_keeps_a_small_network_default() -> None:
    # `Variable(..., volatile=True)` asked for no graph: the code does not do what it says
    volatile = SMALL_NET.replace("import torch\n", "import torch\nfrom torch.autograd import Variable\n").replace(
        '    outputs = model(images.to("cuda"))',
        "    images = Variable(images, volatile=True)\n    outputs = model(images)",
    )
    # v4 (changed on purpose): a small network stays --pedantic; the message still says so
    found = api.lint_source(volatile, "notebook.py", select=["TL402"], preview=True, pedantic=True)
    small = "a small network built in this file: its forward keeps little for backward"
    assert [(d.location.row, d.pedantic) for d in found] == [(22, small)]
    assert "`Variable(..., volatile=True)` no longer disables autograd" in found[0].message


def test_a_parameter_is_small_when_every_caller_passes_a_small_network() -> None:
    source = SMALL_NET.replace(
        'model.eval()\nfor images, labels in test_loader:\n    outputs = model(images.to("cuda"))\n',
        "\n\ndef evaluate(net, loader):\n    net.eval()\n    for x, y in loader:\n        net(x)\n\n\n"
        "evaluate(model, test_loader)\n",
    )
    assert _shown(source, "TL402") == [
        (23, "a small network built in this file: its forward keeps little for backward")
    ]
    unknown = source + "evaluate(other, test_loader)\n"
    assert _shown(unknown, "TL402") == [(23, NOT_HEAVY)]  # v4: not small, not known heavy


EPOCH_THEN_TEST = """\
import torchvision

model = torchvision.models.resnet50()
for epoch in range(EPOCHS):
    model.train()
    for x, y in train_loader:
        model(x).sum().backward()
        optimizer.step()
    model.eval()
for x, y in test_loader:
    out = model(x)
"""


def test_a_loop_over_a_known_range_runs_at_least_once() -> None:
    # the test loop after the epoch loop: in eval mode once the loop has run
    assert _shown(EPOCH_THEN_TEST.replace("EPOCHS", "3"), "TL402") == [(11, None)]
    assert _shown("EPOCHS = 5\n" + EPOCH_THEN_TEST, "TL402") == [(12, None)]
    # an unknown or empty range may not run: the binding before it may reach the test loop
    assert _shown(EPOCH_THEN_TEST, "TL402") == []
    assert _shown(EPOCH_THEN_TEST.replace("EPOCHS", "0"), "TL402") == []


HOST_READ = """\
import torch


def train(model, loader, optimizer, device):
    for i, (x, y) in enumerate(loader):
        noise = torch.randn(x.size(0), 16).to(device)
        loss = model(x, noise)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        READ
"""


def test_tl101_in_a_loop_that_reads_the_host_every_iteration_is_pedantic() -> None:
    reason = "the loop reads a value back to the host every iteration, so the copy waits behind no queued work"
    assert _shown(HOST_READ.replace("READ", "total = loss.item()"), "TL101") == [(6, reason)]
    assert _shown(HOST_READ.replace("READ", "ids = loss.detach().cpu()"), "TL101") == [(6, reason)]
    # every 100 steps, a host batch's `.numpy()` or a NumPy array's `.item()`: the loop still
    # runs ahead of the device
    periodic = HOST_READ.replace("READ", "if i % 100 == 0:\n            print(loss.item())")
    assert _shown(periodic, "TL101") == [(6, None)]
    array = HOST_READ.replace("READ", "total = torch.zeros(3).numpy().item()")
    assert _shown(array, "TL101") == [(6, None)]


def test_tl101_a_large_literal_size_stays_default_where_the_host_is_read() -> None:
    large = HOST_READ.replace("torch.randn(x.size(0), 16)", "torch.randn(8192, 4096)").replace(
        "READ", "total = loss.item()"
    )
    assert _shown(large, "TL101") == [(6, None)]


def test_tl101_gradient_accumulation_loop_is_no_epoch_loop() -> None:
    source = """\
import torch


def train(model, batches, optimizer, device, accum):
    for step in range(1000):
        mask = torch.ones(64, 128).to(device)
        for micro in range(accum):
            model(batches[micro], mask).sum().backward()
        optimizer.step()
"""
    assert _shown(source, "TL101") == [(6, None)]
