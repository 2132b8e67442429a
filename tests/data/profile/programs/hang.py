"""Hangs after its first step (and starts a child that hangs too)."""
import subprocess
import sys
import time

import torch

model = torch.nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
model(torch.randn(2, 4)).sum().backward()
optimizer.step()
subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)"])
time.sleep(300)
