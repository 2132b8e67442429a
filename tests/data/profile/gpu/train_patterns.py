"""A realistic small training script with each slow pattern of issue 29 behind a flag.

A ResNet-style conv net on synthetic 64x64 images (100 classes) from a DataLoader with two
worker processes, AdamW, cross-entropy: enough work per step to keep a GPU busy, so that what
each pattern costs is the pattern, not an idle device. Every pattern is off by default and is
one line of the training step, marked `# pattern: NAME` (benchmarks/profile_gpu/check.py finds
the line of a measured item through that mark):

  --item         loss.item() every step (a host-device sync)
  --nonzero      boolean-mask indexing on the device (a data-dependent shape: a sync)
  --d2h          predictions copied to the host with .cpu() every step
  --pageable     batches left in pageable memory (pin_memory=False) before the copy
  --host-tensor  torch.tensor(list).cuda() every step (class weights built on the host)
  --empty-cache  torch.cuda.empty_cache() every step
  --eval-grad    the evaluation pass runs without torch.no_grad() (with --eval-every N)
  --tiny-loop    a Python loop over the batch's labels (one tiny kernel per element)

`--time` prints the median step time of steps after --warmup (device synchronized only around
the timed span, so the patterns cost what they cost in a real run): `step_ms 12.345`.
Runs on the CPU too (smaller by default), for the live tests.
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, Dataset

NUM_CLASSES = 100


class Images(Dataset):
    """Synthetic images, made once on the host (as a decoded dataset would be)."""

    def __init__(self, count: int, size: int, seed: int = 0) -> None:
        g = torch.Generator().manual_seed(seed)
        self.images = torch.randn(count, 3, size, size, generator=g)
        self.labels = torch.randint(0, NUM_CLASSES, (count,), generator=g)

    def __len__(self) -> int:
        return len(self.labels)

    def __getitem__(self, index: int):
        return self.images[index], self.labels[index]


class Block(nn.Module):
    def __init__(self, cin: int, cout: int, stride: int) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.skip = (nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))
                     if stride != 1 or cin != cout else nn.Identity())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = F.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        return F.relu(y + self.skip(x))


class Net(nn.Module):
    def __init__(self, width: int) -> None:
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, width, 3, 1, 1, bias=False), nn.BatchNorm2d(width),
                                  nn.ReLU())
        self.layers = nn.Sequential(
            Block(width, width, 1), Block(width, width, 1),
            Block(width, 2 * width, 2), Block(2 * width, 2 * width, 1),
            Block(2 * width, 4 * width, 2), Block(4 * width, 4 * width, 1),
        )
        self.head = nn.Linear(4 * width, NUM_CLASSES)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.layers(self.stem(x))
        return self.head(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--steps", type=int, default=60)
    p.add_argument("--batch-size", type=int, default=None)
    p.add_argument("--image-size", type=int, default=None)
    p.add_argument("--width", type=int, default=None)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    p.add_argument("--time", action="store_true", help="print the median step time")
    p.add_argument("--warmup", type=int, default=10, help="steps not timed by --time")
    p.add_argument("--eval-every", type=int, default=0)
    for flag in ("item", "nonzero", "d2h", "pageable", "host-tensor", "empty-cache",
                 "eval-grad", "tiny-loop"):
        p.add_argument(f"--{flag}", action="store_true")
    args = p.parse_args()
    gpu = args.device.startswith("cuda")
    args.batch_size = args.batch_size or (256 if gpu else 16)
    args.image_size = args.image_size or (64 if gpu else 16)
    args.width = args.width or (64 if gpu else 8)
    if args.eval_grad and not args.eval_every:
        args.eval_every = 1
    return args


def main() -> None:
    args = parse_args()
    device = torch.device(args.device)
    torch.manual_seed(0)
    torch.backends.cudnn.benchmark = True
    data = Images(args.batch_size * 8, args.image_size)
    loader = DataLoader(data, batch_size=args.batch_size, shuffle=True, drop_last=True,
                        num_workers=args.workers, persistent_workers=args.workers > 0,
                        pin_memory=device.type == "cuda" and not args.pageable)
    val_images = torch.randn(args.batch_size, 3, args.image_size, args.image_size).to(device)
    model = Net(args.width).to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.05)
    class_weights = [1.0 + (c % 5) / 10 for c in range(NUM_CLASSES)]
    weight = torch.tensor(class_weights, device=device)
    counts = torch.zeros(NUM_CLASSES, device=device)
    one = torch.ones(1, device=device)
    losses = []
    correct = torch.zeros((), device=device)
    step, times, started = 0, [], None
    while step < args.steps:
        for images, labels in loader:
            if step == args.warmup:
                if device.type == "cuda":
                    torch.cuda.synchronize()
                started = time.perf_counter()
            tick = time.perf_counter()
            images = images.to(device, non_blocking=True)
            labels = labels.to(device, non_blocking=True)
            if args.host_tensor:
                weight = torch.tensor(class_weights).to(device)  # pattern: host-tensor
            logits = model(images)
            per_sample = F.cross_entropy(logits, labels, weight=weight, reduction="none")
            if args.nonzero:
                loss = per_sample[labels != 0].mean()  # pattern: nonzero
            else:
                loss = (per_sample * (labels != 0)).sum() / (labels != 0).sum().clamp(min=1)
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            optimizer.step()
            if args.item:
                losses.append(loss.item())  # pattern: item
            else:
                losses.append(loss.detach())
            if args.d2h:
                correct += (logits.argmax(1).cpu() == labels.cpu()).sum().item()  # pattern: d2h
            else:
                correct += (logits.argmax(1) == labels).sum()
            if args.tiny_loop:
                for c in labels[:64]:  # pattern: tiny-loop
                    counts.index_add_(0, c.view(1), one)  # pattern: tiny-loop
            if args.empty_cache:
                torch.cuda.empty_cache()  # pattern: empty-cache
            if args.eval_every and step % args.eval_every == 0:
                model.eval()
                if args.eval_grad:
                    val_logits = model(val_images)  # pattern: eval-grad
                else:
                    with torch.no_grad():
                        val_logits = model(val_images)
                model.train()
                del val_logits
            times.append(time.perf_counter() - tick)
            step += 1
            if step >= args.steps:
                break
    if device.type == "cuda":
        torch.cuda.synchronize()
    last = losses[-1] if isinstance(losses[-1], float) else float(losses[-1])
    print(f"steps {step} loss {last:.4f} correct {int(correct)}")
    if args.time and started is not None:
        timed = step - args.warmup
        print(f"step_ms {(time.perf_counter() - started) / timed * 1000:.3f}")
        print(f"host_step_ms_median {statistics.median(times[args.warmup:]) * 1000:.3f}")


if __name__ == "__main__":
    main()
