"""The built-in before/after workload of every rule that claims a speedup.

Each workload is the smallest program that shows what the rule's fix changes, at the sizes the
rule catalog names. ``before`` is the flagged code, ``after`` is the code the fix (or, for a
rule with no fix, the message's advice) leads to. Factories take their sizes as arguments so
that tests can run every workload at a tiny size on the CPU.

torch is imported inside the factories only: importing this module must stay cheap. The
`before` sides are, on purpose, the code torchlint flags: those lines carry `# noqa`.
"""

from __future__ import annotations

import math
import subprocess
import sys
import tempfile
import time
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable

from torchlint.verify.harness import Check

MiB = 1024 * 1024

Make = Callable[[str], Callable[[], tuple[Callable[[], Any], Callable[[], Any]]]]


@dataclass
class Workload:
    rule: str
    case: str
    #: device -> (() -> (before, after)); the inner call is repeated by the harness
    factory: Make
    check: Check = field(default_factory=Check)
    before_code: str = ""
    after_code: str = ""
    #: None, "accelerator" (cuda or mps), "cuda", or "multi-gpu"
    requires: str | None = None
    timer: str = "auto"
    reading: bool = False  # each side returns its own clock reading (TL203)
    note: str = ""
    #: a runner that replaces the harness's in-process pairing (DDP under torchrun)
    custom: Callable[[str, float], Any] | None = None


@dataclass
class NoClaim:
    """A rule the catalog makes no speed claim for: listed, never timed."""

    rule: str
    reason: str


# --------------------------------------------------------------------------------------------
# TL1xx: device placement and transfers


def tl101(kind: str, n: int) -> Make:
    def factory(device: str):
        import torch

        make = getattr(torch, kind)

        def build():
            def before():
                return make(n, n).to(device)

            def after():
                return make(n, n, device=device)

            return before, after

        return build

    return factory


def tl102_overlap(n: int, host_n: int, host_work: bool) -> Make:
    """A pinned copy, then either host work or a kernel, blocking vs non_blocking."""

    def factory(device: str):
        import torch

        src = torch.randn(n, n).pin_memory()
        host = torch.randn(host_n, host_n)
        w = torch.randn(n, n, device=device)

        def build():
            if host_work:

                def work():
                    # stands for preparing the next batch on the host while the copy runs
                    return host.mul(1.0001).sum()

                def before():
                    y = src.to(device)
                    work()
                    return y

                def after():
                    y = src.to(device, non_blocking=True)
                    work()
                    return y

            else:

                def before():
                    y = src.to(device)
                    return y, w @ w

                def after():
                    y = src.to(device, non_blocking=True)
                    return y, w @ w

            return before, after

        return build

    return factory


def tl102_source(n: int, pin_fresh: bool) -> Make:
    """Pageable vs pinned source of a blocking copy; or pinning a fresh tensor to copy once."""

    def factory(device: str):
        import torch

        pageable = torch.randn(n, n)
        pinned = pageable.pin_memory()

        def build():
            def before():
                return pageable.to(device)

            if pin_fresh:

                def after():
                    return pageable.pin_memory().to(device)  # noqa: TL102

            else:

                def after():
                    return pinned.to(device)

            return before, after

        return build

    return factory


# --------------------------------------------------------------------------------------------
# TL2xx: host-device synchronization


def tl201(steps: int, width: int, batch: int) -> Make:
    def factory(device: str):
        import torch
        from torch import nn

        def build():
            model = nn.Sequential(
                nn.Linear(width, width), nn.ReLU(),
                nn.Linear(width, width), nn.ReLU(),
                nn.Linear(width, 1),
            ).to(device)
            opt = torch.optim.SGD(model.parameters(), lr=1e-3)  # noqa: TL410
            x = torch.randn(batch, width, device=device)
            y = torch.randn(batch, 1, device=device)

            def step():
                opt.zero_grad()
                loss = torch.nn.functional.mse_loss(model(x), y)
                loss.backward()
                opt.step()
                return loss

            def before():
                total = 0.0
                for _ in range(steps):
                    total += step().item()  # noqa: TL201
                return total

            def after():
                total = torch.zeros((), device=device)
                for _ in range(steps):
                    total += step().detach()
                return total.item()

            return before, after

        return build

    return factory


def tl201_kernels(steps: int, n: int) -> Make:
    """Steps of a few small kernels and no autograd: the per-step round trip shows."""

    def factory(device: str):
        import torch

        def build():
            x = torch.randn(n, n, device=device)
            w = torch.randn(n, n, device=device) / math.sqrt(n)

            def before():
                total = 0.0
                for _ in range(steps):
                    total += torch.tanh(x @ w).mean().item()
                return total

            def after():
                total = torch.zeros((), device=device)
                for _ in range(steps):
                    total += torch.tanh(x @ w).mean()
                return total.item()

            return before, after

        return build

    return factory


def tl202(n: int) -> Make:
    def factory(device: str):
        import torch

        def build():
            x = torch.randn(n, n, device=device, requires_grad=True)

            def before():
                return x.cpu().detach()  # noqa: TL202

            def after():
                return x.detach().cpu()

            return before, after

        return build

    return factory


def tl203(n: int) -> Make:
    """Not a speedup: what a host clock reads around a matmul without and with a sync."""

    def factory(device: str):
        import torch

        from torchlint.verify.devices import synchronize

        def build():
            a = torch.randn(n, n, device=device)

            def before():
                t0 = time.perf_counter()
                a @ a
                return time.perf_counter() - t0

            def after():
                t0 = time.perf_counter()
                a @ a
                synchronize(device)
                return time.perf_counter() - t0

            return before, after

        return build

    return factory


def tl204(steps: int, width: int, layers: int, batch: int) -> Make:
    def factory(device: str):
        import torch
        from torch import nn

        device_module = getattr(torch, device.split(":")[0])

        def build():
            blocks: list[nn.Module] = []
            for _ in range(layers):
                blocks += [nn.Linear(width, width), nn.ReLU()]
            model = nn.Sequential(*blocks).to(device)
            opt = torch.optim.SGD(model.parameters(), lr=1e-4)
            x = torch.randn(batch, width, device=device)

            def loop(release: bool):
                for _ in range(steps):
                    opt.zero_grad()
                    loss = model(x).square().mean()
                    loss.backward()
                    opt.step()
                    if release:
                        device_module.empty_cache()
                return loss.detach()

            return (lambda: loop(True)), (lambda: loop(False))

        return build

    return factory


def tl205(n: int) -> Make:
    """A loop over a device tensor's elements: `.item()` per element vs one `.tolist()`."""

    def factory(device: str):
        import torch

        scores = torch.rand(n, device=device)

        def build():
            def before():
                total = 0.0
                for score in scores:
                    total += score.item()  # noqa: TL205
                return total

            def after():
                total = 0.0
                for score in scores.tolist():
                    total += score
                return total

            return before, after

        return build

    return factory


def tl206(width: int, batch: int) -> Make:
    """A module's forward scaling its input by a NumPy computation vs the torch operation."""

    def factory(device: str):
        import numpy as np
        import torch
        from torch import nn

        class NumpyScale(nn.Module):
            def __init__(self) -> None:
                super().__init__()
                self.proj = nn.Linear(width, width)

            def forward(self, x):
                hidden = self.proj(x)
                weights = np.exp(-np.abs(hidden.detach().cpu().numpy()))  # noqa: TL206
                return hidden * torch.from_numpy(weights).to(hidden.device)

        class TorchScale(NumpyScale):
            def forward(self, x):
                hidden = self.proj(x)
                return hidden * torch.exp(-hidden.detach().abs())

        def build():
            torch.manual_seed(0)
            numpy_side = NumpyScale().to(device)
            torch_side = TorchScale().to(device)
            torch_side.load_state_dict(numpy_side.state_dict())
            x = torch.randn(batch, width, device=device)
            return (lambda: numpy_side(x)), (lambda: torch_side(x))

        return build

    return factory


# --------------------------------------------------------------------------------------------
# TL3xx: data loading


class HeavySampleDataset:
    """Samples that cost real CPU time to produce (decoding, augmentation stand-in).

    Module-level so that DataLoader workers can pickle it under any start method.
    """

    def __init__(self, count: int, size: int, work: int):
        import torch

        g = torch.Generator().manual_seed(0)
        self.data = torch.randn(count, size, size, generator=g)
        self.w = torch.randn(size, size, generator=g) / math.sqrt(size)
        self.work = work

    def __len__(self) -> int:
        return len(self.data)

    def __getitem__(self, i: int):
        import torch

        x = self.data[i]
        for _ in range(self.work):
            x = torch.tanh(x @ self.w)
        return x


def tl301(count: int, batch: int, side: int) -> Make:
    def factory(device: str):
        import torch
        from torch.utils.data import DataLoader, TensorDataset

        dataset = TensorDataset(torch.randn(count, 3, side, side))

        def build():
            def epoch(pin: bool):
                last = None
                for (xb,) in DataLoader(dataset, batch_size=batch, pin_memory=pin):
                    last = xb.to(device, non_blocking=True)
                return last

            return (lambda: epoch(False)), (lambda: epoch(True))

        return build

    return factory


def tl302(
    dataset_kind: str, count: int, batch: int, side: int, workers: int, work: int = 0
) -> Make:
    def factory(device: str):
        import torch
        from torch.utils.data import DataLoader, TensorDataset

        if dataset_kind == "tensor":
            dataset: Any = TensorDataset(torch.randn(count, 3, side, side))
        else:
            dataset = HeavySampleDataset(count, side, work)

        def build():
            def epoch(num_workers: int):
                last, batches = None, 0
                loader = DataLoader(  # noqa: TL301
                    dataset, batch_size=batch, num_workers=num_workers
                )
                for xb in loader:
                    if isinstance(xb, (list, tuple)):
                        xb = xb[0]
                    last = xb.to(device)
                    batches += 1
                return last, batches

            return (lambda: epoch(0)), (lambda: epoch(workers))

        return build

    return factory


def tl303(count: int, batch: int, side: int, workers: int, epochs: int) -> Make:
    """Epochs over a loader with worker processes, started per epoch vs kept alive."""

    def factory(device: str):
        import torch
        from torch.utils.data import DataLoader, TensorDataset

        dataset = TensorDataset(torch.randn(count, 3, side, side))

        def build():
            def loader(persistent: bool):
                return DataLoader(  # noqa: TL301
                    dataset, batch_size=batch, num_workers=workers, persistent_workers=persistent
                )

            fresh, kept = loader(False), loader(True)

            def run(epoch_loader):  # noqa: ANN001
                total = torch.zeros((), device=device)
                for _ in range(epochs):
                    for (xb,) in epoch_loader:
                        total += xb.to(device).sum()
                return total

            return (lambda: run(fresh)), (lambda: run(kept))

        return build

    return factory


def tl304(count: int, batch: int, side: int) -> Make:
    """One epoch of a single-process loader: samples moved one by one in ``__getitem__``
    vs host samples, pinned batches moved once each."""

    def factory(device: str):
        import torch
        from torch.utils.data import DataLoader, Dataset

        images = torch.randn(count, 3, side, side)

        class DeviceSamples(Dataset):
            def __len__(self) -> int:
                return count

            def __getitem__(self, index: int):
                return images[index].to(device)  # noqa: TL304

        class HostSamples(Dataset):
            def __len__(self) -> int:
                return count

            def __getitem__(self, index: int):
                return images[index]

        # pinning needs an accelerator; on the CPU the after side only drops the per-sample move
        pin = device != "cpu"

        def build():
            def before():
                total = torch.zeros((), device=device)
                # single process on purpose: CUDA in the dataset breaks forked workers
                for xb in DataLoader(DeviceSamples(), batch_size=batch):  # noqa: TL301, TL302
                    total += xb.sum()
                return total

            def after():
                total = torch.zeros((), device=device)
                for xb in DataLoader(HostSamples(), batch_size=batch, pin_memory=pin):  # noqa: TL302
                    total += xb.to(device, non_blocking=True).sum()
                return total

            return before, after

        return build

    return factory


# --------------------------------------------------------------------------------------------
# TL4xx: autograd, training and inference


def tl401(n: int, p: float) -> Make:
    def factory(device: str):
        import torch
        import torch.nn.functional as F

        def build():
            x = torch.randn(n, n, device=device)

            def before():
                return F.dropout(x, p)  # noqa: TL401

            def after():
                return F.dropout(x, p, training=False)

            return before, after

        return build

    return factory


def _mlp(width: int, layers: int, device: str, activation: bool = True):
    from torch import nn

    blocks: list[nn.Module] = []
    for _ in range(layers):
        blocks.append(nn.Linear(width, width))
        if activation:
            blocks.append(nn.ReLU())
    return nn.Sequential(*blocks).to(device)


def tl402(width: int, layers: int, batch: int) -> Make:
    def factory(device: str):
        import torch

        def build():
            model = _mlp(width, layers, device)
            model.eval()
            x = torch.randn(batch, width, device=device)

            def before():
                return model(x)

            def after():
                with torch.inference_mode():
                    return model(x)

            return before, after

        return build

    return factory


def tl403_single(width: int, layers: int, batch: int) -> Make:
    def factory(device: str):
        import torch
        from torch import nn

        def build():
            model = _mlp(width, layers, device)
            # one device named explicitly: on a multi-GPU host the default would split
            device_ids = [torch.cuda.current_device()]
            wrapped = nn.DataParallel(model, device_ids=device_ids)  # noqa: TL403
            x = torch.randn(batch, width, device=device)

            def before():
                return wrapped(x).sum().backward()

            def after():
                return model(x).sum().backward()

            return before, after

        return build

    return factory


def tl404(width: int, layers: int, batch: int) -> Make:
    def factory(device: str):
        import torch

        def build():
            model = _mlp(width, layers, device, activation=False)
            opt = torch.optim.SGD(model.parameters(), lr=1e-6)
            x = torch.randn(batch, width, device=device)

            def step(keep: bool):
                if keep:
                    opt.zero_grad(set_to_none=False)  # noqa: TL404
                else:
                    opt.zero_grad()
                loss = model(x).square().mean()
                loss.backward()
                opt.step()
                return loss.detach()

            return (lambda: step(True)), (lambda: step(False))

        return build

    return factory


def tl405(batch: int, side: int) -> Make:
    def factory(device: str):
        import torch
        from torch import nn

        def build():
            model = nn.Sequential(
                nn.Conv2d(3, 32, 3, padding=1),
                nn.ReLU(),
                nn.Conv2d(32, 64, 3, padding=1),
                nn.ReLU(),
                nn.AdaptiveAvgPool2d(1),
                nn.Flatten(),
                nn.Linear(64, 10),
            ).to(device)
            x = torch.randn(batch, 3, side, side, device=device)

            def step():
                model.zero_grad(set_to_none=True)
                loss = model(x).square().mean()
                loss.backward()
                return loss.detach(), model[0].weight.grad

            def before():
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")  # it warns on every entry
                    with torch.autograd.detect_anomaly(check_nan=True):  # noqa: TL405
                        return step()

            return before, step

        return build

    return factory


def tl406(channels: int, blocks: int, batch: int, side: int) -> Make:
    def factory(device: str):
        import torch
        from torch import nn

        def net(bias: bool):
            layers: list[nn.Module] = []
            for _ in range(blocks):
                layers += [
                    nn.Conv2d(channels, channels, 3, padding=1, bias=bias),
                    nn.BatchNorm2d(channels),
                    nn.ReLU(),
                ]
            return nn.Sequential(*layers).to(device)

        def build():
            with_bias = net(True)
            without = net(False)
            # Same weights on both sides: in training mode BatchNorm subtracts the batch mean,
            # which removes any per-channel bias, so the outputs must agree.
            with torch.no_grad():
                for a, b in zip(with_bias, without):
                    if isinstance(a, nn.Conv2d):
                        b.weight.copy_(a.weight)
            x = torch.randn(batch, channels, side, side, device=device)

            def run(model):
                def step():
                    model.zero_grad(set_to_none=True)
                    out = model(x)
                    out.square().mean().backward()
                    return out.detach()

                return step

            return run(with_bias), run(without)

        return build

    return factory


def tl412(pieces: int, rows: int, width: int) -> Make:
    """A result gathered piece by piece: grown by torch.cat on every iteration vs a list
    concatenated once."""

    def factory(device: str):
        import torch

        parts = [torch.randn(rows, width, device=device) for _ in range(pieces)]

        def build():
            def before():
                out = torch.empty(0, width, device=device)
                for part in parts:
                    out = torch.cat([out, part])  # noqa: TL412
                return out

            def after():
                chunks = []
                for part in parts:
                    chunks.append(part)
                return torch.cat(chunks)

            return before, after

        return build

    return factory


# --------------------------------------------------------------------------------------------
# TL407-TL411: training configuration (each side sets what it needs and restores it, so the
# interleaved runs and the workloads after them see the process's own settings)


def tl407(width: int, layers: int, batch: int, inputs: int) -> Make:
    """One training step of an MLP in float32 against the same step under bf16 autocast."""

    def factory(device: str):
        import copy

        import torch
        from torch import nn

        device_type = torch.device(device).type

        def build():
            torch.manual_seed(0)
            blocks: list[nn.Module] = [nn.Linear(inputs, width), nn.GELU()]
            for _ in range(layers - 1):
                blocks += [nn.Linear(width, width), nn.GELU()]
            blocks.append(nn.Linear(width, inputs))
            fp32 = nn.Sequential(*blocks).to(device)
            mixed = copy.deepcopy(fp32)
            x = torch.randn(batch, inputs, device=device)
            target = torch.randn(batch, inputs, device=device)

            def run(model, autocast: bool):
                params = list(model.parameters())

                def step():
                    model.zero_grad(set_to_none=True)
                    with torch.autocast(device_type, dtype=torch.bfloat16, enabled=autocast):
                        loss = nn.functional.mse_loss(model(x), target)
                    loss.backward()
                    with torch.no_grad():
                        # plain SGD as one multi-tensor update: autocast leaves the update
                        # alone, and torch.optim's first use costs a second on the CPU tests
                        torch._foreach_add_(params, [p.grad for p in params], alpha=-1e-4)
                    return loss.detach().float()

                return step

            return run(fp32, False), run(mixed, True)

        return build

    return factory


def tl408(n: int) -> Make:
    """A float32 matmul at precision "highest" against "high" (TF32)."""

    def factory(device: str):
        import torch

        a = torch.randn(n, n, device=device)
        b = torch.randn(n, n, device=device)

        def matmul(precision: str):
            def side():
                previous = torch.get_float32_matmul_precision()
                torch.set_float32_matmul_precision(precision)
                try:
                    return a @ b
                finally:
                    torch.set_float32_matmul_precision(previous)

            return side

        def build():
            return matmul("highest"), matmul("high")

        return build

    return factory


def tl410(count: int, n: int) -> Make:
    """One AdamW step over ``count`` n x n parameters: the default implementation against
    ``fused=True``."""

    def factory(device: str):
        import torch

        def build():
            torch.manual_seed(0)
            start = [torch.randn(n, n, device=device) for _ in range(count)]
            grads = [torch.randn(n, n, device=device) for _ in range(count)]

            def run(fused: bool | None):
                params = [torch.nn.Parameter(p.clone()) for p in start]
                for p, g in zip(params, grads):
                    p.grad = g
                opt = torch.optim.AdamW(params, lr=1e-3, weight_decay=0.1, fused=fused)

                def step():
                    opt.step()
                    return [p.detach() for p in params[:4]]

                return step

            return run(None), run(True)

        return build

    return factory


def tl411(batch: int, side: int, channels: tuple[int, ...], autocast: bool) -> Make:
    """Forward and backward of a ResNet-style conv net in NCHW against channels_last."""

    def factory(device: str):
        import copy

        import torch
        from torch import nn

        device_type = torch.device(device).type

        def build():
            torch.manual_seed(0)
            layers: list[nn.Module] = []
            previous = 3
            for width in channels:
                layers += [
                    nn.Conv2d(previous, width, 3, padding=1, bias=False),
                    nn.BatchNorm2d(width),
                    nn.ReLU(),
                    nn.Conv2d(width, width, 3, padding=1, bias=False),
                    nn.BatchNorm2d(width),
                    nn.ReLU(),
                ]
                previous = width
            nchw = nn.Sequential(*layers).to(device)
            nhwc = copy.deepcopy(nchw).to(memory_format=torch.channels_last)
            x = torch.randn(batch, 3, side, side, device=device)
            x_nhwc = x.contiguous(memory_format=torch.channels_last)

            def run(model, inputs):
                def step():
                    model.zero_grad(set_to_none=True)
                    with torch.autocast(device_type, dtype=torch.bfloat16, enabled=autocast):
                        out = model(inputs)
                    out.float().square().mean().backward()
                    return out.detach().float().contiguous()

                return step

            return run(nchw, x), run(nhwc, x_nhwc)

        return build

    return factory


# --------------------------------------------------------------------------------------------
# TL403 on several GPUs: DataParallel in this process vs DistributedDataParallel via torchrun

_DDP_SCRIPT = r"""
import json, os, sys, time
import torch, torch.distributed as dist
from torch import nn
width, layers, batch, steps = (int(a) for a in sys.argv[1:5])
out = sys.argv[5]
rank = int(os.environ["LOCAL_RANK"])
torch.cuda.set_device(rank)
dist.init_process_group("nccl", device_id=torch.device("cuda", rank))
world = dist.get_world_size()
torch.manual_seed(0)
blocks = []
for _ in range(layers):
    blocks += [nn.Linear(width, width), nn.ReLU()]
model = nn.parallel.DistributedDataParallel(nn.Sequential(*blocks).cuda(), device_ids=[rank])
opt = torch.optim.SGD(model.parameters(), lr=1e-4)
x = torch.randn(batch // world, width, device="cuda")
times = []
for i in range(steps):
    torch.cuda.synchronize(); dist.barrier(); t0 = time.perf_counter()
    opt.zero_grad(); model(x).square().mean().backward(); opt.step()
    torch.cuda.synchronize(); dist.barrier(); times.append(time.perf_counter() - t0)
if rank == 0:
    json.dump(times, open(out, "w"))
dist.destroy_process_group()
"""


def tl403_multi(width: int, layers: int, batch: int, steps: int) -> Callable[[str, float], Any]:
    """Per-step times of DataParallel (here) and DDP (torchrun, one process per GPU).

    The two cannot be interleaved run by run, since DDP lives in other processes: the runs
    are paired by step index instead, and the report says so.
    """

    def run(device: str, budget: float):
        import json
        import os

        import torch
        from torch import nn

        from torchlint.verify.harness import Measurement

        gpus = torch.cuda.device_count()
        torch.manual_seed(0)
        model = _mlp(width, layers, "cuda")
        dp = nn.DataParallel(model)  # noqa: TL403
        opt = torch.optim.SGD(model.parameters(), lr=1e-4)
        x = torch.randn(batch, width, device="cuda")
        dp_times = []
        for i in range(steps + 5):
            torch.cuda.synchronize()  # noqa: TL201
            t0 = time.perf_counter()
            opt.zero_grad()
            dp(x).square().mean().backward()
            opt.step()
            torch.cuda.synchronize()  # noqa: TL201
            if i >= 5:
                dp_times.append(time.perf_counter() - t0)
        del dp, model, opt, x
        torch.cuda.empty_cache()
        with tempfile.TemporaryDirectory(prefix="torchlint-ddp-") as tmp:
            script = os.path.join(tmp, "ddp.py")
            out = os.path.join(tmp, "times.json")
            with open(script, "w") as f:
                f.write(_DDP_SCRIPT)
            cmd = [
                sys.executable, "-m", "torch.distributed.run", "--standalone",
                f"--nproc-per-node={gpus}", script,
                str(width), str(layers), str(batch), str(steps + 5), out,
            ]
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=max(120, budget * 6))
            if proc.returncode != 0:
                tail = (proc.stderr or proc.stdout).strip().splitlines()[-5:]
                raise RuntimeError("torchrun failed: " + " | ".join(tail))
            with open(out) as f:
                ddp_times = json.load(f)[5:]
        m = Measurement(before=dp_times, after=ddp_times, stopped_by="fixed")
        return m.finish()

    return run


# --------------------------------------------------------------------------------------------
# the catalog


NO_CLAIM = [
    NoClaim("TL103", "no speed claim: a correctness rule (an optimizer built before the module "
                     "moves can hold stale tensors in some setups); nothing to time"),
    NoClaim("TL104", "no speed claim: a bug rule (the moved copy is thrown away, so the tensor "
                     "never reaches the device); nothing to time"),
]


def builtin_workloads(gpu_count: int = 0, tiny: bool = False) -> list[Workload]:
    """Every workload at the catalog's sizes, in rule order; ``tiny``: the same workloads at
    sizes a 2-core CI machine runs in milliseconds (what the tests run)."""

    def size(catalog: Any, small: Any) -> Any:
        return small if tiny else catalog

    values = Check("values")
    meta = Check("meta")
    w: list[Workload] = []
    for kind, n in (("rand", size(10000, 16)), ("zeros", size(10000, 8)),
                    ("rand", size(1024, 12)), ("rand", size(10, 4))):
        w.append(Workload(
            "TL101", f"{kind}({n},{n})", tl101(kind, n),
            check=meta if kind == "rand" else values,
            before_code=f"torch.{kind}({n}, {n}).to(device)",
            after_code=f"torch.{kind}({n}, {n}, device=device)",
            note="rand: other random numbers on the device (unsafe fix): shapes checked only"
            if kind == "rand" else "",
        ))
    w += [
        Workload(
            "TL102", "pinned 256 MiB copy + host work", tl102_overlap(*size((8192, 4096), (8, 4)), True),
            before_code="y = pinned.to(device); host_work()",
            after_code="y = pinned.to(device, non_blocking=True); host_work()",
            requires="cuda",
            note="pinned is 8192x8192 float32; host_work() multiplies and sums a 4096x4096 "
                 "float32 CPU tensor, standing for preparing the next batch. The fix's gain: "
                 "the host thread is free while the copy runs",
        ),
        Workload(
            "TL102", "pinned 256 MiB copy + 8192^2 matmul", tl102_overlap(*size((8192, 16), (8, 4)), False),
            before_code="y = pinned.to(device); w @ w",
            after_code="y = pinned.to(device, non_blocking=True); w @ w",
            requires="cuda",
            note="no host work to overlap: non_blocking does not overlap a copy with kernels "
                 "on the same stream, so no gain is expected",
        ),
        Workload(
            "TL102", "pageable vs pinned source 1024^2", tl102_source(size(1024, 8), False),
            before_code="pageable.to(device)", after_code="pinned.to(device)", requires="cuda",
            note="why pin at all: a pinned source copies faster",
        ),
        Workload(
            "TL102", "pageable vs pinned source 8192^2", tl102_source(size(8192, 8), False),
            before_code="pageable.to(device)", after_code="pinned.to(device)", requires="cuda",
        ),
        Workload(
            "TL102", "pin a fresh 4 MiB tensor to copy it once", tl102_source(size(1024, 8), True),
            before_code="t.to(device)", after_code="t.pin_memory().to(device)", requires="cuda",
            note="the after side pays for pin_memory() (a host copy) on every run; PyTorch's "
                 "caching host allocator reuses the pinned block, so whether this pays is "
                 "what the measurement says",
        ),
        Workload(
            "TL201", "200 tiny steps, 128-wide MLP, batch 64", tl201(*size((200, 128, 64), (3, 8, 4))),
            check=Check("values", rtol=1e-4, atol=1e-6),
            before_code="total += loss.item()  # every step",
            after_code="total += loss.detach()  # read once after the loop",
            note="Linear(128,128)-ReLU-Linear(128,128)-ReLU-Linear(128,1), MSE, SGD. "
                 "Launch-bound: the device finishes each step before the host has launched "
                 "the next, so waiting for it costs little",
        ),
        Workload(
            "TL201", "200 steps of 3 small kernels (256^2), no autograd", tl201_kernels(*size((200, 256), (3, 8))),
            check=Check("values", rtol=1e-4, atol=1e-6),
            before_code="total += torch.tanh(x @ w).mean().item()  # every step",
            after_code="total += torch.tanh(x @ w).mean()  # .item() once after the loop",
            note="steps short enough that the host-device round trip of each .item() is a "
                 "large share of the step",
        ),
        Workload(
            "TL202", "x.cpu().detach() 1024^2", tl202(size(1024, 8)),
            before_code="x.cpu().detach()", after_code="x.detach().cpu()",
            note="x.cpu().numpy() without detach raises RuntimeError on a tensor that "
                 "requires grad; the timed pair is the .cpu().detach() form",
        ),
        Workload(
            "TL203", "1024^2 matmul, clock reading", tl203(size(1024, 8)), reading=True,
            before_code="t0 = time.perf_counter(); a @ a; time.perf_counter() - t0",
            after_code="t0 = ...; a @ a; torch.cuda.synchronize(); time.perf_counter() - t0",
            note="a measurement-error demo, not a speedup: the figures are what each clock "
                 "reads; an unsynchronized reading only sees the kernel launch",
        ),
        Workload(
            "TL204", "50 training steps, 4x4096 MLP", tl204(*size((50, 4096, 4, 256), (2, 8, 2, 4))),
            check=Check("values", rtol=1e-4, atol=1e-6),
            before_code="50 x (SGD step; torch.cuda.empty_cache())",
            after_code="50 x (SGD step)",
            note="4 Linear(4096, 4096)+ReLU layers, batch 256, forward+backward+SGD",
            requires="accelerator",
        ),
        Workload(
            "TL205", "4096 scores read one by one", tl205(size(4096, 8)),
            before_code="for s in scores: total += s.item()",
            after_code="for s in scores.tolist(): total += s",
            note="scores = torch.rand(4096, device=device); both sides return the same Python "
                 "float: .item() and .tolist() give the same float64 of each element",
        ),
        Workload(
            "TL206", "forward with a NumPy scale, 1024x1024", tl206(*size((1024, 1024), (8, 4))),
            check=Check("values", rtol=1e-5, atol=1e-6),
            before_code="np.exp(-np.abs(hidden.detach().cpu().numpy())) in forward",
            after_code="torch.exp(-hidden.detach().abs()) in forward",
            note="Linear(1024, 1024) then the scale; NumPy's and torch's exp may differ in the "
                 "last bits, hence the tolerance",
        ),
        Workload(
            "TL301", "16 batches of 128x3x128x128", tl301(*size((2048, 128, 128), (8, 4, 4))),
            before_code="DataLoader(ds, batch_size=128)",
            after_code="DataLoader(ds, batch_size=128, pin_memory=True)",
            requires="cuda",
            note="single process; each batch copied with non_blocking=True",
        ),
        Workload(
            "TL302", "in-memory TensorDataset, 4 workers", tl302("tensor", *size((4096, 128, 64, 4), (8, 4, 4, 0))),
            before_code="DataLoader(ds, batch_size=128)",
            after_code="DataLoader(ds, batch_size=128, num_workers=4)",
            note="honest: with nothing to compute per sample, worker start-up and "
                 "inter-process transfer cost more than they save",
        ),
        Workload(
            "TL302", "CPU-heavy samples, 4 workers", tl302("heavy", *size((512, 32, 64, 4), (8, 4, 4, 0)),
                                                         work=size(50, 2)),
            before_code="DataLoader(heavy_ds, batch_size=32)",
            after_code="DataLoader(heavy_ds, batch_size=32, num_workers=4)",
            note="each sample costs 50 small CPU matmuls: the work that workers parallelize",
        ),
        Workload(
            "TL303", "3 epochs, 4 workers, 64 batches of 32x3x32x32",
            tl303(*size((2048, 32, 32, 4, 3), (8, 4, 4, 1, 2))),
            before_code="DataLoader(ds, batch_size=32, num_workers=4)",
            after_code="DataLoader(ds, batch_size=32, num_workers=4, persistent_workers=True)",
            note="in-memory TensorDataset, each batch copied to the device and summed; "
                 "before starts 4 worker processes per epoch, after starts them once and "
                 "keeps them across runs, as across a program's epochs",
        ),
        Workload(
            "TL304", "2048 samples of 3x64x64, batch 64", tl304(*size((2048, 64, 64), (8, 4, 4))),
            before_code="def __getitem__(self, i): return images[i].to(device)",
            after_code="DataLoader(host_ds, batch_size=64, pin_memory=True); "
                       "xb.to(device, non_blocking=True)",
            note="single process (CUDA in a dataset breaks forked workers); before copies "
                 "each sample and collates on the device, after collates on the host into "
                 "pinned memory and copies each batch once",
        ),
        Workload(
            "TL401", "dropout in eval, 8192^2", tl401(size(8192, 8), 0.1), check=meta,
            before_code="F.dropout(x, 0.1)", after_code="F.dropout(x, 0.1, training=False)",
            note="unsafe fix by design: the unfixed call keeps zeroing activations in eval; "
                 "shapes checked only",
        ),
        Workload(
            "TL402", "8x2048 MLP forward, batch 512", tl402(*size((2048, 8, 512), (8, 2, 4))),
            check=Check("values", rtol=1e-4, atol=1e-5),
            before_code="model.eval(); model(x)",
            after_code="model.eval(); with torch.inference_mode(): model(x)",
            note="8 Linear(2048, 2048)+ReLU; memory first: the forward with grad keeps "
                 "activations for a backward",
        ),
    ]
    if gpu_count >= 2:
        w.append(Workload(
            "TL403", f"DataParallel vs DDP over {gpu_count} GPUs", lambda d: None,
            before_code="nn.DataParallel(model)",
            after_code=f"DistributedDataParallel, torchrun --nproc-per-node={gpu_count}",
            requires="multi-gpu", custom=tl403_multi(*size((4096, 4, 1024, 30), (8, 2, 4, 2))),
            note="per training step of a 4x4096 MLP, global batch 1024; DDP runs in other "
                 "processes, so steps are paired by index, not interleaved",
        ))
    w.append(Workload(
        "TL403", "DataParallel wrapper on one GPU", tl403_single(*size((4096, 4, 1024), (8, 2, 4))),
        before_code="nn.DataParallel(model, device_ids=[0])(x).sum().backward()",
        after_code="model(x).sum().backward()",
        requires="cuda", check=Check("values", rtol=1e-4, atol=1e-5),
        note="with one GPU, DataParallel has nothing to split: this only shows the wrapper's "
             "overhead; the DDP comparison needs two or more GPUs"
        if gpu_count < 2 else "the wrapper's own overhead on one device",
    ))
    w += [
        Workload(
            "TL404", "SGD step, 6x4096^2 MLP, batch 64", tl404(*size((4096, 6, 64), (8, 2, 4))),
            check=Check("values", rtol=1e-4, atol=1e-6),
            before_code="opt.zero_grad(set_to_none=False); step",
            after_code="opt.zero_grad(); step",
            note="6 Linear(4096, 4096) with no activation, SGD, loss "
                 "model(x).square().mean()",
        ),
        Workload(
            "TL405", "small CNN fwd+bwd, batch 32 at 64x64", tl405(*size((32, 64), (2, 8))),
            check=Check("values", rtol=1e-4, atol=1e-6),
            before_code="with torch.autograd.detect_anomaly(check_nan=True): step()",
            after_code="step()",
            note="Conv2d(3,32,3)-ReLU-Conv2d(32,64,3)-ReLU-pool-Linear(64,10); step = "
                 "zero_grad, forward, square().mean(), backward",
        ),
        Workload(
            "TL406", "8 conv-BN-ReLU, 128ch 56x56, batch 32", tl406(*size((128, 8, 32, 56), (4, 2, 2, 6))),
            check=Check("values", relative_norm=1e-2),
            before_code="nn.Conv2d(128, 128, 3, padding=1)",
            after_code="nn.Conv2d(128, 128, 3, padding=1, bias=False)",
            note="training mode, forward+backward; same conv weights on both sides; outputs "
                 "compared by relative norm error (cuDNN's TF32 rounding differs once the "
                 "bias is gone)",
        ),
        Workload(
            "TL412", "1000 pieces of 64x256 float32", tl412(*size((1000, 64, 256), (4, 2, 4))),
            before_code="for part in parts: out = torch.cat([out, part])",
            after_code="for part in parts: chunks.append(part)\ntorch.cat(chunks)",
            note="both produce the same 64000x256 tensor; before copies everything gathered "
                 "so far on every iteration",
        ),
        Workload(
            "TL407", "4x4096 MLP training step, batch 4096", tl407(*size((4096, 4, 4096, 1024), (8, 2, 4, 8))),
            check=meta,
            before_code="loss_fn(model(x), y).backward(); sgd_update()  # float32",
            after_code="with torch.autocast(\"cuda\", dtype=torch.bfloat16): loss = loss_fn(model(x), y)\n"
                       "loss.backward(); sgd_update()",
            note="Linear(1024,4096)-GELU, 3 x Linear(4096,4096)-GELU, Linear(4096,1024), MSE, "
                 "SGD update; each side trains its own copy. bf16 rounds differently: shapes "
                 "and dtypes checked only",
        ),
        Workload(
            "TL408", "float32 4096^2 matmul", tl408(size(4096, 8)),
            check=meta,
            before_code="a @ b  # precision \"highest\" (the default)",
            after_code="torch.set_float32_matmul_precision(\"high\"); a @ b",
            requires="cuda",
            note="TF32 rounds the inputs to a 10-bit mantissa: shapes and dtypes checked only",
        ),
        Workload(
            "TL410", "AdamW step over 200 x 1024^2 params", tl410(*size((200, 1024), (4, 8))),
            check=Check("values", rtol=1e-4, atol=1e-6),
            before_code="torch.optim.AdamW(params, lr=1e-3, weight_decay=0.1)",
            after_code="torch.optim.AdamW(params, lr=1e-3, weight_decay=0.1, fused=True)",
            note="the optimizer step alone (gradients given); the default on CUDA is the "
                 "foreach implementation. Each side steps its own copy of the parameters",
        ),
    ]
    for autocast in (True, False):
        w.append(Workload(
            "TL411", f"ResNet-style convs fwd+bwd, batch 64 at 56x56, {'bf16 autocast' if autocast else 'float32'}",
            tl411(*size((64, 56, (64, 128, 256)), (2, 6, (4,))), autocast),
            check=meta if autocast else Check("values", relative_norm=1e-2),
            before_code="model(x)  # NCHW",
            after_code="model.to(memory_format=torch.channels_last)"
                       "(x.contiguous(memory_format=torch.channels_last))",
            note="3 stages of 2 x (Conv2d 3x3, BatchNorm2d, ReLU), 64/128/256 channels; "
                 + ("bf16 rounds by kernel: shapes checked only" if autocast else
                    "TF32 convolutions round by kernel: compared by relative norm error"),
        ))
    return w


def select_workloads(codes: list[str], gpu_count: int = 0,
                     tiny: bool = False) -> tuple[list[Workload], list[NoClaim]]:
    """Workloads whose rule matches any of ``codes`` (codes or prefixes; empty or ALL: all)."""
    everything = builtin_workloads(gpu_count, tiny)
    wanted = [c.upper() for c in codes]

    def chosen(rule: str) -> bool:
        return not wanted or "ALL" in wanted or any(rule.startswith(c) for c in wanted)

    return [w for w in everything if chosen(w.rule)], [n for n in NO_CLAIM if chosen(n.rule)]


def known_rules(gpu_count: int = 0) -> set[str]:
    return {w.rule for w in builtin_workloads(gpu_count)} | {n.rule for n in NO_CLAIM}
