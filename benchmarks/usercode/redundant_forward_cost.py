"""What a GAN step pays for a forward it runs twice (TL415, issue 24, round 17).

Question: TL415 reports a module run again on the same input within one step. How much of a
training iteration is that second forward, measured, for the network shapes the reviewed GAN
scripts build? Two forms, each against its fix:

- `twice`: the generator runs twice on one latent, `D(G(z).detach())` for the discriminator
  step and `D(G(z))` again for the generator step; fixed: `fake = G(z)` once,
  `D(fake.detach())`, then `D(fake)`;
- `shape`: the generator step's loss is written `loss(D(fake), ones_like(D(fake)))`, a second
  discriminator forward (with its graph) to learn a shape; fixed: `out = D(fake)`,
  `loss(out, ones_like(out))`. Both variants generate the fake once.

The networks, data and timing are those of gan_detach_cost.py (the same cases, imported from
it): synthetic data on the device, Adam for both networks, BCE-with-logits (MSE for the
CycleGAN case), `.item()` of both losses every iteration, no data loading; 20 warm-up
iterations of each variant, then repeats of 40 iterations alternating the variants repeat by
repeat (ABBA), `torch.cuda.synchronize()` before each clock read; the median ms per iteration
of each variant and the median of the paired savings.

Run: python3 benchmarks/usercode/redundant_forward_cost.py [--out FILE.json] [--quick]
(--quick: tiny repeat counts, CPU allowed; only to check that the script runs). The results
measured on the device machine are in redundant_forward_cost.md beside this file.
"""
from __future__ import annotations

import argparse
import json
import platform
import sys
from pathlib import Path

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gan_detach_cost import cases, measure, timing_row  # noqa: E402

CASES = ("mlp-classic", "infogan-mnist", "cyclegan-32", "dcgan-64")


def iteration(G, D, opt_g, opt_d, z, real, form: str, fixed: bool, mse: bool) -> None:  # noqa: ANN001
    loss = F.mse_loss if mse else F.binary_cross_entropy_with_logits
    twice = form == "twice" and not fixed
    opt_d.zero_grad()
    d_real = D(real)
    if twice:
        d_fake = D(G(z).detach())
    else:
        fake = G(z)
        d_fake = D(fake.detach())
    d_loss = loss(d_real, torch.ones_like(d_real)) + loss(d_fake, torch.zeros_like(d_fake))
    d_loss.backward()
    opt_d.step()
    opt_g.zero_grad()
    if twice:
        fake = G(z)  # noqa: TL415 - the form measured
    if form == "shape" and not fixed:
        g_loss = loss(D(fake), torch.ones_like(D(fake)))  # noqa: TL415 - the form measured
    else:
        g_out = D(fake)
        g_loss = loss(g_out, torch.ones_like(g_out))
    g_loss.backward()
    opt_g.step()
    d_loss.item(), g_loss.item()  # noqa: TL201 - a per-step loss history, as the scripts keep


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=None)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if device.type != "cuda" and not args.quick:
        raise SystemExit("no GPU: run with --quick to check the script on the CPU")
    counts = (2, 2, 2) if args.quick else (20, 11, 40)
    results = {"torch": torch.__version__, "python": platform.python_version(),
               "gpu": torch.cuda.get_device_name() if device.type == "cuda" else None,
               "threads": torch.get_num_threads(), "cases": []}
    known = cases()
    for name in CASES:
        case = known[name]
        for form in ("twice", "shape"):
            def step(state, fixed: bool, form: str = form, mse: bool = case.get("mse", False)) -> None:  # noqa: ANN001
                iteration(*state, form, fixed, mse)

            written, fixed = measure(case, device, *counts, step=step)
            row = {**timing_row(name, case, written, fixed, "fixed"), "form": form}
            results["cases"].append(row)
            print(f"{name:16s} {form:6s} {row['ms_as_written']:8.3f} ms -> {row['ms_fixed']:8.3f} ms  "
                  f"saving {row['saving_pct']:5.1f}% (paired {row['paired_saving_pct']:5.1f}%)", flush=True)
    if args.out:
        with open(args.out, "w") as handle:
            json.dump(results, handle, indent=1)


if __name__ == "__main__":
    main()
