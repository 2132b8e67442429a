"""A CPU training loop with the patterns of issue 29 that show on a CPU (used by
tests/test_profile_live.py): a per-step .item(), a host-created tensor moved every step, a
Python loop of tiny operators, an evaluation pass without no_grad. Writes checkpoint.txt and
appends to log.txt next to itself (the profile must run it in a copy)."""
import argparse
import os

import torch

parser = argparse.ArgumentParser()
parser.add_argument("--steps", type=int, required=True)
parser.add_argument("--tag", default="")
args = parser.parse_args()
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "log.txt"), "a") as log:
    log.write(f"started {args.tag}\n")
torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 4))
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
counts = torch.zeros(4)
val = torch.randn(16, 32)
for step in range(args.steps):
    x = torch.randn(16, 32)
    y = torch.randint(0, 4, (16,))
    scale = torch.tensor([1.0, 2.0, 3.0, 4.0]).to("cpu")
    loss = torch.nn.functional.cross_entropy(model(x) * scale, y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    running = loss.item()
    for label in y:
        counts[label] += 1
    model.eval()
    val_out = model(val)
    model.train()
with open(os.path.join(here, "checkpoint.txt"), "w") as f:
    f.write(f"done {running}\n")
