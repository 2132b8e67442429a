"""A small CPU training script with the patterns `torchlint profile` measures on a host.

tests/data/profile/record_cpu.py runs it under torch.profiler and writes cpu_patterns.json.gz;
tests/test_profile_trace.py and tests/test_profile_report.py read that trace.
"""
import torch
from torch import nn


def scale_rows(x):
    for j in range(x.shape[0]):
        x[j] = x[j] * 2  # a Python loop over elements: many tiny operators
    return x


def accuracy(model, x, y):
    logits = model(x)  # evaluation with grad enabled: autograd recorded, never used
    return (logits.argmax(1) == y).float().mean()


def train(profiler, steps):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 4))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    losses = []
    for step in range(steps):
        x = torch.randn(32, 32)
        y = torch.randint(0, 4, (32,))
        x = scale_rows(x)
        loss = nn.functional.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
        model.eval()
        acc = model(x).softmax(-1)  # inference without no_grad
        model.train()
        accuracy(model, x, y)
        profiler.step()
    return losses, acc
