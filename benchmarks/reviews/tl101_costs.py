"""What TL101's v2 choices rest on, measured on an accelerator (run by hand on a GPU machine).

1. `torch.tensor(<python data>)`: does `device=` avoid the host copy? (It should not: the data
   is read on the host either way.)
2. A tiny factory moved to the device: what does the move cost next to `device=`, alone and
   with GPU work queued ahead of it (a blocking host-to-device copy waits for the stream)?

Prints one line per case: median host-side milliseconds of the statement (and of a step that
queues work then runs the statement, for the queued cases), over interleaved repeats.

Measured 2026-11-24 on one H100 80GB HBM3, torch 2.11.0+cu130 (before = moved, after =
`device=`):
    tensor(list of 1e6 floats): before 217.3161 ms  after 218.6810 ms
    tensor([4 floats]): before 0.0319 ms  after 0.0292 ms
    zeros(1): before 0.0285 ms  after 0.0243 ms
    zeros(1024): before 0.0305 ms  after 0.0242 ms
    zeros(64, 128): before 0.0362 ms  after 0.0244 ms
    host blocked by zeros(1) behind 20 queued 4096^2 matmuls: before 52.611 ms  after 0.112 ms
    host blocked by tensor([0.0]) behind 20 queued 4096^2 matmuls: before 52.620 ms  after 52.651 ms
    host blocked by zeros(1024) behind 20 queued 4096^2 matmuls: before 52.624 ms  after 0.108 ms
    step: 20 matmuls + zeros(1) moved: before 53.5208 ms  after 53.3583 ms
"""

from __future__ import annotations

import statistics
import time

import torch

REPEATS = 30
dev = torch.device("cuda")


def timed(fn, repeats=REPEATS):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    samples = []
    for _ in range(repeats):
        torch.cuda.synchronize()
        start = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        samples.append((time.perf_counter() - start) * 1e3)
    return statistics.median(samples), min(samples), max(samples)


def pair(name, before, after):
    b, a = [], []
    for _ in range(5):
        b.append(timed(before)[0])
        a.append(timed(after)[0])
    print(f"{name}: before {statistics.median(b):.4f} ms  after {statistics.median(a):.4f} ms")


data = [float(i) for i in range(1_000_000)]
pair("tensor(list of 1e6 floats)", lambda: torch.tensor(data).to(dev), lambda: torch.tensor(data, device=dev))  # noqa: TL101 - the pattern is what is measured
small = [1.0, 2.0, 3.0, 4.0]
pair("tensor([4 floats])", lambda: torch.tensor(small).to(dev), lambda: torch.tensor(small, device=dev))  # noqa: TL101 - the pattern is what is measured
pair("zeros(1)", lambda: torch.zeros(1).to(dev), lambda: torch.zeros(1, device=dev))  # noqa: TL101 - the pattern is what is measured
pair("zeros(1024)", lambda: torch.zeros(1024).to(dev), lambda: torch.zeros(1024, device=dev))  # noqa: TL101 - the pattern is what is measured
pair("zeros(64, 128)", lambda: torch.zeros(64, 128).to(dev), lambda: torch.zeros(64, 128, device=dev))  # noqa: TL101 - the pattern is what is measured

# queued work: a step of 20 matmuls, then the statement; how long until the host is free?
a = torch.randn(4096, 4096, device=dev)


def host_free_after(stmt):
    def run():
        for _ in range(20):
            a @ a
        start = time.perf_counter()
        stmt()
        return (time.perf_counter() - start) * 1e3
    run()
    torch.cuda.synchronize()
    samples = []
    for _ in range(REPEATS):
        torch.cuda.synchronize()
        samples.append(run())
    torch.cuda.synchronize()
    return statistics.median(samples)


for name, before, after in [
    ("zeros(1)", lambda: torch.zeros(1).to(dev), lambda: torch.zeros(1, device=dev)),  # noqa: TL101 - the pattern is what is measured
    ("tensor([0.0])", lambda: torch.tensor([0.0]).to(dev), lambda: torch.tensor([0.0], device=dev)),  # noqa: TL101 - the pattern is what is measured
    ("zeros(1024)", lambda: torch.zeros(1024).to(dev), lambda: torch.zeros(1024, device=dev)),  # noqa: TL101 - the pattern is what is measured
]:
    print(
        f"host blocked by {name} behind 20 queued 4096^2 matmuls: "
        f"before {host_free_after(before):.3f} ms  after {host_free_after(after):.3f} ms"
    )
# the whole step, statement included, with 20 matmuls queued
pair(
    "step: 20 matmuls + zeros(1) moved",
    lambda: ([a @ a for _ in range(20)], torch.zeros(1).to(dev)),  # noqa: TL101 - the pattern is what is measured
    lambda: ([a @ a for _ in range(20)], torch.zeros(1, device=dev)),
)
print(torch.__version__, torch.cuda.get_device_name())
