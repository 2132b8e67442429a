"""Ends after four optimizer steps: fewer than the warm-up and the steps asked for."""
import torch

model = torch.nn.Linear(8, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(4):
    loss = model(torch.randn(4, 8)).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
