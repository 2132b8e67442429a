"""No torch.optim: the weights are updated by hand, so steps are the training loop's iterations
(the loop the semantic model marks around `.backward()`)."""
import torch

w = torch.randn(16, 1, requires_grad=True)
step = 0
while True:
    x = torch.randn(64, 16)
    loss = (x @ w).pow(2).mean()
    loss.backward()
    with torch.no_grad():
        w -= 0.01 * w.grad
        w.grad = None
    step += 1
    if step >= 100000:
        break
