"""TL402, RL action selection (issue 24, round 5): what autograd costs a policy forward run
once per environment step at batch 1 (the result read back with .detach().cpu().numpy()),
with grad on against torch.no_grad(). Prints per-call medians in microseconds."""

from __future__ import annotations

import statistics
import time

import torch
from torch import nn


def mlp(obs: int, hidden: int, act: int) -> nn.Module:
    return nn.Sequential(nn.Linear(obs, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                         nn.Linear(hidden, act), nn.Tanh())


def per_call(policy: nn.Module, state: torch.Tensor, grad: bool, n: int) -> float:
    def step() -> None:
        out = policy(state)
        out.detach().cpu().numpy()

    runs = []
    for _ in range(7):
        start = time.perf_counter()
        if grad:
            for _ in range(n):
                step()
        else:
            with torch.no_grad():
                for _ in range(n):
                    step()
        runs.append((time.perf_counter() - start) / n * 1e6)
    return statistics.median(runs)


def main() -> None:
    torch.set_num_threads(1)
    cases = [("TRPO 64x64 float64 cpu", 11, 64, 2, torch.float64, "cpu"),
             ("TD3 256x256 cpu", 17, 256, 6, torch.float32, "cpu")]
    if torch.cuda.is_available():
        cases.append(("TD3 256x256 cuda", 17, 256, 6, torch.float32, "cuda"))
    for name, obs, hidden, act, dtype, device in cases:
        policy = mlp(obs, hidden, act).to(device=device, dtype=dtype)
        state = torch.randn(1, obs, dtype=dtype, device=device)
        per_call(policy, state, True, 500)  # warm-up
        pairs = [(per_call(policy, state, True, 3000), per_call(policy, state, False, 3000)) for _ in range(3)]
        with_grad = statistics.median(p[0] for p in pairs)
        without = statistics.median(p[1] for p in pairs)
        print(f"{name}: grad {with_grad:.1f} us/step, no_grad {without:.1f} us/step, "
              f"saved {with_grad - without:.1f} us ({(with_grad - without) / with_grad:.0%})")


if __name__ == "__main__":
    main()
