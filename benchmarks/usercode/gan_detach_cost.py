"""What detaching the fake in a GAN's discriminator step saves (TL414, issue 24).

Question: reviewers of TL414's findings on user code split where the generator is small (MNIST
GANs, small generators beside larger discriminators) and judged the saving from FLOPs. How much
of a training iteration does `D(fake.detach())` save, measured, for the network shapes those
reviews met?

Each case builds a generator and a discriminator of the shape named (written here, after the
kinds of network the reviewed scripts build; no script's code is used), synthetic data of the
script's shape on the device, Adam for both (lr 2e-4, betas 0.5/0.999) and BCE-with-logits
(MSE for the CycleGAN case), and times one training iteration the way the flagged scripts run
it, in two variants:

- as written: `fake = G(z)`; the discriminator step scores `D(fake)` (attached) and calls
  `d_loss.backward(retain_graph=True)`, so that the generator step can score the same `fake`
  again; the discriminator's backward also runs the generator's whole backward pass;
- detached: the discriminator step scores `D(fake.detach())`; `d_loss.backward()`; the
  generator step is unchanged.

Both variants zero the generator's gradients before its own step (as the scripts do), and read
`d_loss.item()` and `g_loss.item()` every iteration (most scripts keep a per-step loss history).
Data loading is left out: where a script loads in the main process, that cost comes on top of
both variants alike, so the saving is a smaller share of its step.

Timing: 20 warm-up iterations of each variant, then 15 repeats of 50 iterations of each, the
variants alternating repeat by repeat (ABBA...), so that a drift of the host's speed falls on
both; the median ms per iteration of each variant, and the median of the 15 paired savings;
`torch.cuda.synchronize()` before each clock read. fp32, cuDNN defaults.

Run: python3 benchmarks/usercode/gan_detach_cost.py [--out FILE.json] [--quick] [--cpu]
(--quick: tiny repeat counts, CPU allowed; only to check that the script runs. --cpu: also
time every case on the CPU, with fewer iterations).
The results measured on the device machine are in gan_detach_cost.md beside this file.
"""
from __future__ import annotations

import argparse
import json
import platform
import statistics
import time

import torch
import torch.nn as nn
import torch.nn.functional as F


def mlp(widths: list[int], last: nn.Module | None) -> nn.Sequential:
    layers: list[nn.Module] = []
    for a, b in zip(widths, widths[1:]):
        layers += [nn.Linear(a, b), nn.LeakyReLU(0.2)]
    layers = layers[:-1]
    if last is not None:
        layers.append(last)
    return nn.Sequential(*layers)


class ConvGenerator(nn.Module):
    """`z` (as a 1x1 map) through transposed convolutions of the listed `channels`, then one to
    `out` channels; `specs` gives each layer's kernel, stride and padding."""

    def __init__(self, z: int, channels: list[int], specs: list[tuple[int, int, int]], out: int) -> None:
        super().__init__()
        layers: list[nn.Module] = []
        widths = [z, *channels]
        for (a, b), (k, s, p) in zip(zip(widths, widths[1:]), specs):
            layers += [nn.ConvTranspose2d(a, b, k, s, p, bias=False), nn.BatchNorm2d(b), nn.ReLU(True)]
        k, s, p = specs[len(channels)]
        layers += [nn.ConvTranspose2d(widths[-1], out, k, s, p, bias=False), nn.Tanh()]
        self.net = nn.Sequential(*layers)
        self.z = z

    def forward(self, z: torch.Tensor) -> torch.Tensor:
        return self.net(z.view(z.size(0), self.z, 1, 1))


class ConvDiscriminator(nn.Module):
    """Strided convolutions (4x4, stride 2) with LeakyReLU, then a linear head of `hidden`."""

    def __init__(self, inp: int, channels: list[int], side: int, hidden: int | None) -> None:
        super().__init__()
        layers: list[nn.Module] = []
        widths = [inp, *channels]
        for a, b in zip(widths, widths[1:]):
            layers += [nn.Conv2d(a, b, 4, 2, 1), nn.LeakyReLU(0.2, True)]
            side //= 2
        self.features = nn.Sequential(*layers)
        flat = widths[-1] * side * side
        self.head = mlp([flat, hidden, 1], None) if hidden else nn.Linear(flat, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.features(x).flatten(1))


class Flat(nn.Module):
    """A fully connected generator whose output is reshaped to an image."""

    def __init__(self, net: nn.Module, shape: tuple[int, ...]) -> None:
        super().__init__()
        self.net, self.shape = net, shape

    def forward(self, z: torch.Tensor) -> torch.Tensor:
        return self.net(z).view(z.size(0), *self.shape)


class FlatD(nn.Module):
    def __init__(self, net: nn.Module) -> None:
        super().__init__()
        self.net = net

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.net(x.flatten(1))


class InfoGenerator(nn.Module):
    """An InfoGAN generator for 28x28 images: two linear layers to a 128x7x7 map, then two
    transposed convolutions (the shape of the MNIST InfoGANs reviewed)."""

    def __init__(self, z: int) -> None:
        super().__init__()
        self.fc = nn.Sequential(nn.Linear(z, 1024), nn.BatchNorm1d(1024), nn.ReLU(),
                                nn.Linear(1024, 128 * 7 * 7), nn.BatchNorm1d(128 * 7 * 7), nn.ReLU())
        self.deconv = nn.Sequential(nn.ConvTranspose2d(128, 64, 4, 2, 1), nn.BatchNorm2d(64), nn.ReLU(),
                                    nn.ConvTranspose2d(64, 1, 4, 2, 1), nn.Tanh())

    def forward(self, z: torch.Tensor) -> torch.Tensor:
        return self.deconv(self.fc(z).view(-1, 128, 7, 7))


class SmallCycleGenerator(nn.Module):
    """A CycleGAN generator for 32x32 single-channel digits: two strided convolutions down,
    residual blocks, two transposed convolutions up (`conv_dim` channels at the first)."""

    def __init__(self, conv_dim: int, blocks: int = 2) -> None:
        super().__init__()
        d = conv_dim
        # The biases before batch norms are kept as the reviewed CycleGAN scripts write them.
        self.down = nn.Sequential(nn.Conv2d(1, d, 4, 2, 1), nn.BatchNorm2d(d), nn.ReLU(),  # noqa: TL406
                                  nn.Conv2d(d, 2 * d, 4, 2, 1), nn.BatchNorm2d(2 * d), nn.ReLU())  # noqa: TL406
        self.res = nn.ModuleList(
            nn.Sequential(nn.Conv2d(2 * d, 2 * d, 3, 1, 1), nn.BatchNorm2d(2 * d))  # noqa: TL406
            for _ in range(blocks)
        )
        self.up = nn.Sequential(nn.ConvTranspose2d(2 * d, d, 4, 2, 1), nn.BatchNorm2d(d), nn.ReLU(),
                                nn.ConvTranspose2d(d, 1, 4, 2, 1), nn.Tanh())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.down(x)
        for block in self.res:
            x = F.relu(x + block(x))
        return self.up(x)


def cases() -> dict[str, dict]:
    """name -> generator, discriminator, batch, latent shape, real shape, loss, what it stands for."""
    return {
        "mlp-tiny": dict(
            about="fully connected MNIST GAN, hidden widths 32-128 (a homework GAN)",
            G=lambda: Flat(mlp([100, 32, 64, 128, 784], nn.Tanh()), (1, 28, 28)),
            D=lambda: FlatD(mlp([784, 128, 64, 32, 1], None)), batch=64, z=(100,), real=(1, 28, 28)),
        "mlp-classic": dict(
            about="fully connected MNIST GAN, 256-512-1024 (the vanilla GAN of most tutorials)",
            G=lambda: Flat(mlp([100, 256, 512, 1024, 784], nn.Tanh()), (1, 28, 28)),
            D=lambda: FlatD(mlp([784, 1024, 512, 256, 1], None)), batch=64, z=(100,), real=(1, 28, 28)),
        "dcgan-tiny": dict(
            about="convolutional MNIST generator of at most 16 channels (TL414 v4's --pedantic form)",
            G=lambda: ConvGenerator(100, [16, 8], [(7, 1, 0), (4, 2, 1), (4, 2, 1)], 1),
            D=lambda: ConvDiscriminator(1, [64, 128], 28, None), batch=128, z=(100,), real=(1, 28, 28)),
        "dcgan-mnist-small-g": dict(
            about="MNIST DCGAN, generator 128-112-56-28 channels (0.3M weights) beside a 256/512-channel "
                  "discriminator with an 8192x1024 head",
            G=lambda: ConvGenerator(128, [112, 56, 28], [(4, 1, 0), (3, 2, 1), (4, 2, 1), (4, 2, 1)], 1),
            D=lambda: ConvDiscriminator(1, [256, 512], 28, 1024), batch=128, z=(128,), real=(1, 28, 28)),
        "infogan-mnist": dict(
            about="MNIST InfoGAN: generator 74-1024-6272 then 128-64-1 transposed convolutions",
            G=lambda: InfoGenerator(74),
            D=lambda: ConvDiscriminator(1, [64, 128], 28, 1024), batch=64, z=(74,), real=(1, 28, 28)),
        "cyclegan-32": dict(
            about="CycleGAN on 32x32 digits, conv_dim 32 (two generators and two discriminators; one "
                  "direction timed)",
            G=lambda: SmallCycleGenerator(32),
            D=lambda: ConvDiscriminator(1, [32, 64, 128], 32, None), batch=64, z=(1, 32, 32),
            real=(1, 32, 32), mse=True),
        "dcgan-64": dict(
            about="DCGAN at 64x64 (ngf = ndf = 64), the reference case reviewers acted on",
            G=lambda: ConvGenerator(100, [512, 256, 128, 64], [(4, 1, 0), (4, 2, 1), (4, 2, 1), (4, 2, 1), (4, 2, 1)], 3),
            D=lambda: ConvDiscriminator(3, [64, 128, 256, 512], 64, None), batch=128, z=(100,), real=(3, 64, 64)),
    }


def iteration(G, D, opt_g, opt_d, z, real, detach: bool, mse: bool) -> None:
    loss = F.mse_loss if mse else F.binary_cross_entropy_with_logits
    fake = G(z)
    opt_d.zero_grad()
    d_real, d_fake = D(real), D(fake.detach() if detach else fake)
    d_loss = loss(d_real, torch.ones_like(d_real)) + loss(d_fake, torch.zeros_like(d_fake))
    d_loss.backward(retain_graph=not detach)
    opt_d.step()
    opt_g.zero_grad()
    g_out = D(fake)
    g_loss = loss(g_out, torch.ones_like(g_out))
    g_loss.backward()
    opt_g.step()
    d_loss.item(), g_loss.item()  # noqa: TL201 - a per-step loss history, as the scripts keep


def params(module: nn.Module) -> int:
    return sum(p.numel() for p in module.parameters())


def setup(case: dict, device: torch.device):
    torch.manual_seed(0)
    G, D = case["G"]().to(device), case["D"]().to(device)
    opt_g = torch.optim.Adam(G.parameters(), 2e-4, betas=(0.5, 0.999))
    opt_d = torch.optim.Adam(D.parameters(), 2e-4, betas=(0.5, 0.999))
    z = torch.randn(case["batch"], *case["z"], device=device)
    real = torch.rand(case["batch"], *case["real"], device=device) * 2 - 1
    return G, D, opt_g, opt_d, z, real


def measure(case: dict, device: torch.device, warmup: int, repeats: int, n: int,
            step=None) -> tuple[list[float], list[float]]:  # noqa: ANN001
    """ms per iteration of each repeat, as written and changed (here: detached). The two
    variants (each with its own networks and optimizers) alternate repeat by repeat, the first
    of each pair alternating too, so that a drift of the host's speed falls on both alike.
    ``step(state, changed)`` runs one iteration of a variant (default: this script's)."""
    mse = case.get("mse", False)
    if step is None:
        def step(state, changed: bool) -> None:  # noqa: ANN001
            iteration(*state, changed, mse)
    runs = {False: setup(case, device), True: setup(case, device)}
    sync = torch.cuda.synchronize if device.type == "cuda" else (lambda: None)
    for changed, state in runs.items():
        for _ in range(warmup):
            step(state, changed)
    times: dict[bool, list[float]] = {False: [], True: []}
    for r in range(repeats):
        for changed in ((False, True) if r % 2 == 0 else (True, False)):
            sync()
            start = time.perf_counter()
            for _ in range(n):
                step(runs[changed], changed)
            sync()
            times[changed].append((time.perf_counter() - start) / n * 1000)
    return times[False], times[True]


def timing_row(name: str, case: dict, written: list[float], changed: list[float], label: str) -> dict:
    """One case's JSON row: medians, the saving, the paired saving, every repeat; ``label``
    names the changed variant (`detached`, `fixed`)."""
    a, b = statistics.median(written), statistics.median(changed)
    paired = statistics.median(100 * (w - c) / w for w, c in zip(written, changed))
    return {"case": name, "about": case["about"], "batch": case["batch"],
            "g_params": params(case["G"]()), "d_params": params(case["D"]()),
            "ms_as_written": round(a, 3), f"ms_{label}": round(b, 3),
            "saving_pct": round(100 * (a - b) / a, 1), "paired_saving_pct": round(paired, 1),
            "runs_as_written": [round(t, 3) for t in written],
            f"runs_{label}": [round(t, 3) for t in changed]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=None)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--cpu", action="store_true", help="also time every case on the CPU")
    args = parser.parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if device.type != "cuda" and not args.quick:
        raise SystemExit("no GPU: run with --quick to check the script on the CPU")
    warmup, repeats, n = (2, 2, 2) if args.quick else (20, 15, 50)
    devices = [device] + ([torch.device("cpu")] if args.cpu and device.type == "cuda" else [])
    results = {"torch": torch.__version__, "python": platform.python_version(),
               "gpu": torch.cuda.get_device_name() if device.type == "cuda" else None,
               "threads": torch.get_num_threads(), "cases": []}
    for name, case in cases().items():
        for dev in devices:
            # `--cpu` beside a GPU: fewer iterations (a CPU iteration of the 64x64 DCGAN takes seconds)
            counts = (warmup, repeats, n) if dev.type == "cuda" or args.quick else (5, 4, 10)
            written, detached = measure(case, dev, *counts)
            row = {**timing_row(name, case, written, detached, "detached"), "device": dev.type}
            results["cases"].append(row)
            print(f"{name:22s} {dev.type:4s} G {row['g_params']:>10,} D {row['d_params']:>10,} "
                  f"{row['ms_as_written']:8.3f} ms -> {row['ms_detached']:8.3f} ms  saving "
                  f"{row['saving_pct']:5.1f}% (paired {row['paired_saving_pct']:5.1f}%)", flush=True)
    if args.out:
        with open(args.out, "w") as handle:
            json.dump(results, handle, indent=1)


if __name__ == "__main__":
    main()
