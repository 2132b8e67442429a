"""No torch.optim, a `for` loop: steps are the loop's iterations (with a `continue`)."""
import torch

w = torch.randn(16, 1, requires_grad=True)
for step in range(100000):
    x = torch.randn(64, 16)
    loss = (x @ w).pow(2).mean()
    loss.backward()
    with torch.no_grad():
        w -= 0.01 * w.grad
        w.grad = None
    if step % 2:
        continue
    w.detach_().requires_grad_()
