"""No optimizer and no training loop: only a window of wall time can be recorded."""
import time

import torch

x = torch.randn(128, 128)
deadline = time.monotonic() + 60
while time.monotonic() < deadline:
    x = torch.tanh(x @ x)
