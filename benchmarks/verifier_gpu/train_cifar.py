"""A CIFAR-sized training run on synthetic data, written with anti-patterns torchlint fixes.

The verifier's GPU check (docs/verifier.md) measures this script against its own fixed copy
(`torchlint fix --unsafe-fixes`): each step draws its batch on the host and moves it (TL101),
zeroes gradients by writing zeros (TL404), and gives the convolutions before batch norm a
bias that the norm cancels (TL406). The `.item()` every step (TL201) has no fix and stays in
both. Run as a program it trains STEPS steps (or argv[1]); function mode calls train_steps().
"""

import sys

import torch
import torch.nn.functional as F
from torch import nn

device = "cuda" if torch.cuda.is_available() else "cpu"
BATCH = 256
STEPS = 300


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 64, 3, padding=1), nn.BatchNorm2d(64), nn.ReLU(),
            nn.Conv2d(64, 128, 3, padding=1), nn.BatchNorm2d(128), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(128, 256, 3, padding=1), nn.BatchNorm2d(256), nn.ReLU(),
            nn.MaxPool2d(2),
        )
        self.head = nn.Linear(256, 10)

    def forward(self, x):
        x = self.features(x)
        return self.head(x.mean(dim=(2, 3)))


def train(steps=STEPS):
    torch.manual_seed(0)
    model = Net().to(device)
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    total = 0.0
    for _ in range(steps):
        x = torch.randn(BATCH, 3, 32, 32).to(device)
        y = torch.randint(0, 10, (BATCH,)).to(device)
        opt.zero_grad(set_to_none=False)
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        total += loss.item()
    return total / steps


def train_steps():
    """What function mode times: a short training run, model built afresh."""
    return train(30)


if __name__ == "__main__":
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else STEPS
    print(f"mean loss {train(steps):.4f}")
