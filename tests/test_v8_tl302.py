"""TL302 v8 (issue 24, round 7): a loader over torchvision's small images held in memory that
feeds a training loop states the cost the device measured (benchmarks/usercode/loader_cost.md)
instead of the decoding datasets' figure; still --pedantic. An evaluation loader over the same
data, and one whose training runs on the CPU as written, keep their own reasons."""

from __future__ import annotations

from test_v4_t302 import IN_MEMORY, SMALL_IMAGES, SMALL_WORKERS as MEASURED  # one copy of each text

from torchlint import api

LENET = """\
import torch
from torch import nn
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

device = torch.device("cuda")
tf = transforms.Compose([transforms.ToTensor(), transforms.Normalize((0.1307,), (0.3081,))])
train_loader = DataLoader(datasets.MNIST("data", train=True, download=True, transform=tf), batch_size=64, shuffle=True)
test_loader = DataLoader(datasets.MNIST("data", train=False, transform=tf), batch_size=1000)
model = nn.Sequential(nn.Conv2d(1, 6, 5), nn.ReLU(), nn.Flatten(), nn.Linear(3456, 10)).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
for epoch in range(10):
    model.train()
    for x, y in train_loader:
        x, y = x.to(device), y.to(device)
        optimizer.zero_grad()
        nn.functional.cross_entropy(model(x), y).backward()
        optimizer.step()
    model.eval()
    with torch.no_grad():
        for x, y in test_loader:
            model(x.to(device))
"""


def _found(source: str, pedantic: bool) -> list[tuple[int, str, str | None]]:
    return [
        (d.location.row, d.message, d.pedantic)
        for d in api.lint_source(source, "lenet.py", select=["TL302"], preview=True, pedantic=pedantic)
    ]


def test_a_training_loader_over_mnist_states_the_measured_cost() -> None:
    assert _found(LENET, pedantic=False) == []
    rows = _found(LENET, pedantic=True)
    assert rows[0] == (8, f"{MEASURED} (pedantic: {SMALL_IMAGES})", SMALL_IMAGES)


def test_the_evaluation_loader_keeps_the_in_memory_reason() -> None:
    # WHY: an evaluation pass converts each held sample once an epoch; nothing was measured there
    rows = _found(LENET, pedantic=True)
    assert rows[1][0] == 9 and rows[1][2] == IN_MEMORY and not rows[1][1].startswith(MEASURED)


def test_training_on_the_cpu_keeps_its_reason() -> None:
    # WHY: the loop never moves batches to a device: workers are not the advice for CPU training
    cpu = LENET.replace("x, y = x.to(device), y.to(device)", "pass").replace(".to(device)", "")
    reasons = [why for _, _, why in _found(cpu, pedantic=True)]
    assert SMALL_IMAGES not in reasons
