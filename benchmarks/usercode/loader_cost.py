"""What a main-process DataLoader costs for in-memory MNIST/CIFAR training (issue 24).

Question: for torchvision's in-memory small-image datasets with the usual per-sample PIL
transforms, does num_workers=4 (persistent_workers=True) instead of the default 0 make an
epoch of training a small model on the GPU materially faster?

Each dataset is built the way torchvision's MNIST / CIFAR10 are: a uint8 array held in memory,
Image.fromarray in __getitem__, then the transform. The data are synthesized (random pixels;
the PIL and tensor ops used here cost the same whatever the pixel values). The training loops
are the usual user loops: shuffle=True, default pin_memory=False, `.to(device)`, default
precision (fp32; cuDNN default flags), and a `loss.item()` per step as in the PyTorch tutorials
(the DCGAN example and the CIFAR-10 tutorial read a loss every step), so the GPU is synchronized
once per step.

Timing: per configuration, one warm-up epoch (which also starts the persistent workers), then
the median of 3 epochs; torch.cuda.synchronize() before each clock read. Case 4 times chunks of a
fixed number of batches from one iterator (a warm-up chunk, then 3 timed chunks) and
extrapolates to a 50k-image epoch. "loader alone" iterates the same DataLoader without the model
(median of 3; at 4 workers after a warm-up pass that starts them; case 4 in chunks as above).

Run: python3 benchmarks/usercode/loader_cost.py [--out DIR] [--quick]
(--quick: tiny sizes, CPU allowed; only to check that the script runs).
The results measured on the device machine are in loader_cost.md beside this file.
"""
import argparse
import json
import os
import platform
import statistics
import sys
import time

import numpy as np
import PIL
import torch
import torch.nn as nn
import torchvision
from PIL import Image
from torch.utils.data import DataLoader, Dataset
from torchvision import transforms as T


class MNISTLike(Dataset):
    """Like torchvision.datasets.MNIST: uint8 tensor (N, 28, 28) in memory, PIL per sample."""

    def __init__(self, n, transform, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.data = torch.randint(0, 256, (n, 28, 28), dtype=torch.uint8, generator=g)
        self.targets = torch.randint(0, 10, (n,), generator=g)
        self.transform = transform

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        img, target = self.data[index], int(self.targets[index])
        img = Image.fromarray(img.numpy())  # torchvision passes mode="L"; same result for 2-D uint8
        if self.transform is not None:
            img = self.transform(img)
        return img, target


class CIFARLike(Dataset):
    """Like torchvision.datasets.CIFAR10: uint8 ndarray (N, 32, 32, 3), PIL per sample."""

    def __init__(self, n, transform, seed=0):
        rng = np.random.default_rng(seed)
        self.data = rng.integers(0, 256, size=(n, 32, 32, 3), dtype=np.uint8)
        self.targets = rng.integers(0, 10, size=n).tolist()
        self.transform = transform

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        img, target = self.data[index], self.targets[index]
        img = Image.fromarray(img)
        if self.transform is not None:
            img = self.transform(img)
        return img, target


# ---------------------------------------------------------------- models and steps

def mlp_gan(dev):
    D = nn.Sequential(nn.Linear(784, 256), nn.LeakyReLU(0.2), nn.Linear(256, 256),
                      nn.LeakyReLU(0.2), nn.Linear(256, 1), nn.Sigmoid()).to(dev)
    G = nn.Sequential(nn.Linear(100, 256), nn.ReLU(), nn.Linear(256, 256), nn.ReLU(),
                      nn.Linear(256, 784), nn.Tanh()).to(dev)
    optD = torch.optim.Adam(D.parameters(), lr=2e-4, betas=(0.5, 0.999))
    optG = torch.optim.Adam(G.parameters(), lr=2e-4, betas=(0.5, 0.999))
    crit = nn.BCELoss()

    def step(x, y):
        x = x.to(dev).view(x.size(0), -1)
        b = x.size(0)
        ones = torch.ones(b, 1, device=dev)
        zeros = torch.zeros(b, 1, device=dev)
        fake = G(torch.randn(b, 100, device=dev))
        d_loss = crit(D(x), ones) + crit(D(fake.detach()), zeros)
        optD.zero_grad()
        d_loss.backward()
        optD.step()
        g_loss = crit(D(fake), ones)
        optG.zero_grad()
        g_loss.backward()
        optG.step()
        return d_loss.item() + g_loss.item()  # noqa: TL201 - a tutorial's per-step read, measured as users write it

    return step


class LeNet5(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 6, 5, padding=2), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(6, 16, 5), nn.ReLU(), nn.MaxPool2d(2))
        self.classifier = nn.Sequential(
            nn.Flatten(), nn.Linear(16 * 5 * 5, 120), nn.ReLU(), nn.Linear(120, 84), nn.ReLU(),
            nn.Linear(84, 10))

    def forward(self, x):
        return self.classifier(self.features(x))


def classifier_step(model, opt, dev):
    crit = nn.CrossEntropyLoss()
    model.train()

    def step(x, y):
        x, y = x.to(dev), y.to(dev)
        loss = crit(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        return loss.item()  # noqa: TL201 - a tutorial's per-step read, measured as users write it

    return step


def lenet(dev):
    m = LeNet5().to(dev)
    return classifier_step(m, torch.optim.Adam(m.parameters(), lr=1e-3), dev)


def resnet18(dev):
    m = torchvision.models.resnet18(num_classes=10).to(dev)
    opt = torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9, weight_decay=5e-4)
    return classifier_step(m, opt, dev)


def dcgan(dev, nc=1, nz=100, ngf=64, ndf=64):
    """The PyTorch DCGAN example's G and D (64x64) and its training step."""
    G = nn.Sequential(
        nn.ConvTranspose2d(nz, ngf * 8, 4, 1, 0, bias=False), nn.BatchNorm2d(ngf * 8), nn.ReLU(True),
        nn.ConvTranspose2d(ngf * 8, ngf * 4, 4, 2, 1, bias=False), nn.BatchNorm2d(ngf * 4), nn.ReLU(True),
        nn.ConvTranspose2d(ngf * 4, ngf * 2, 4, 2, 1, bias=False), nn.BatchNorm2d(ngf * 2), nn.ReLU(True),
        nn.ConvTranspose2d(ngf * 2, ngf, 4, 2, 1, bias=False), nn.BatchNorm2d(ngf), nn.ReLU(True),
        nn.ConvTranspose2d(ngf, nc, 4, 2, 1, bias=False), nn.Tanh()).to(dev)
    D = nn.Sequential(
        nn.Conv2d(nc, ndf, 4, 2, 1, bias=False), nn.LeakyReLU(0.2, inplace=True),
        nn.Conv2d(ndf, ndf * 2, 4, 2, 1, bias=False), nn.BatchNorm2d(ndf * 2), nn.LeakyReLU(0.2, inplace=True),
        nn.Conv2d(ndf * 2, ndf * 4, 4, 2, 1, bias=False), nn.BatchNorm2d(ndf * 4), nn.LeakyReLU(0.2, inplace=True),
        nn.Conv2d(ndf * 4, ndf * 8, 4, 2, 1, bias=False), nn.BatchNorm2d(ndf * 8), nn.LeakyReLU(0.2, inplace=True),
        nn.Conv2d(ndf * 8, 1, 4, 1, 0, bias=False), nn.Sigmoid()).to(dev)
    optD = torch.optim.Adam(D.parameters(), lr=2e-4, betas=(0.5, 0.999))
    optG = torch.optim.Adam(G.parameters(), lr=2e-4, betas=(0.5, 0.999))
    crit = nn.BCELoss()

    def step(x, y):
        real = x.to(dev)
        b = real.size(0)
        label = torch.full((b,), 1.0, device=dev)
        D.zero_grad()
        out = D(real).view(-1)
        errD_real = crit(out, label)
        errD_real.backward()
        D_x = out.mean().item()  # noqa: TL201 - as the DCGAN example does, every step
        fake = G(torch.randn(b, nz, 1, 1, device=dev))
        label.fill_(0.0)
        out = D(fake.detach()).view(-1)
        errD_fake = crit(out, label)
        errD_fake.backward()
        optD.step()
        G.zero_grad()
        label.fill_(1.0)
        out = D(fake).view(-1)
        errG = crit(out, label)
        errG.backward()
        optG.step()
        return D_x + errG.item()

    return step


# ---------------------------------------------------------------- timing

def sync(dev):
    if dev.type == "cuda":
        torch.cuda.synchronize()


def time_epoch(loader, step, dev):
    sync(dev)
    t0 = time.perf_counter()
    n = 0
    for x, y in loader:
        if step is None:
            n += x.shape[0]  # loader alone: just take the batch
        else:
            step(x, y)
    sync(dev)
    return time.perf_counter() - t0


def time_chunks(loader, step, dev, warm, n, reps):
    """Times `reps` chunks of `n` batches after a warm-up chunk, all from one iterator."""
    it = iter(loader)
    out = []
    for r in range(reps + 1):
        sync(dev)
        t0 = time.perf_counter()
        for _ in range(warm if r == 0 else n):
            x, y = next(it)
            if step is not None:
                step(x, y)
        sync(dev)
        if r:
            out.append(time.perf_counter() - t0)
    del it
    return out


def make_loader(ds, bs, workers):
    kw = dict(batch_size=bs, shuffle=True, num_workers=workers)
    if workers:
        kw["persistent_workers"] = True
    return DataLoader(ds, **kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.environ.get("OUT", "."))
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--cases", default="1a,1b,2,3,4")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--chunk", type=int, default=100)
    ap.add_argument("--budget", type=float, default=0,
                    help="seconds; start no further case once this much has passed (0: no limit)")
    args = ap.parse_args()

    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if not args.quick and dev.type != "cuda":
        sys.exit("no GPU")
    torch.manual_seed(0)
    n_mnist, n_cifar = (600, 500) if args.quick else (60000, 50000)
    chunk = 2 if args.quick else args.chunk
    warm_chunk = 1 if args.quick else 20
    if args.quick:
        args.reps = 1

    cpu = ""
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
    except Exception:
        pass
    env = dict(
        torch=torch.__version__, torchvision=torchvision.__version__,
        pillow=PIL.__version__, python=platform.python_version(),
        gpu=torch.cuda.get_device_name() if dev.type == "cuda" else "none",
        cpu=cpu, os_cpu_count=os.cpu_count(), affinity=len(os.sched_getaffinity(0)),
        torch_threads=torch.get_num_threads())
    print("env", json.dumps(env), flush=True)

    mnist_tf = T.Compose([T.ToTensor(), T.Normalize((0.1307,), (0.3081,))])
    mnist64_tf = T.Compose([T.Resize(64), T.ToTensor(), T.Normalize((0.5,), (0.5,))])
    norm_c = T.Normalize((0.4914, 0.4822, 0.4465), (0.2470, 0.2435, 0.2616))
    cifar_tf = T.Compose([T.RandomCrop(32, padding=4), T.RandomHorizontalFlip(), T.ToTensor(), norm_c])
    cifar224_tf = T.Compose([T.Resize(224), T.ToTensor(), norm_c])

    cases = {
        "1a": ("MNIST bs64, ToTensor+Normalize, MLP GAN (2 Adam steps)",
               lambda: MNISTLike(n_mnist, mnist_tf), 64, mlp_gan, "mnist"),
        "1b": ("MNIST bs64, ToTensor+Normalize, LeNet-5",
               lambda: MNISTLike(n_mnist, mnist_tf), 64, lenet, "mnist"),
        "2": ("MNIST bs128, Resize(64)+ToTensor+Normalize, DCGAN 64x64",
              lambda: MNISTLike(n_mnist, mnist64_tf), 128, dcgan, "mnist64"),
        "3": ("CIFAR bs128, RandomCrop+Flip+ToTensor+Normalize, ResNet-18 @32",
              lambda: CIFARLike(n_cifar, cifar_tf), 128, resnet18, "cifar"),
        "4": ("CIFAR bs64, Resize(224)+ToTensor+Normalize, ResNet-18 @224 (chunks, extrapolated)",
              lambda: CIFARLike(n_cifar, cifar224_tf), 64, resnet18, "cifar224"),
    }
    results = {}
    loader_alone = {}
    t_start = time.perf_counter()
    for key in args.cases.split(","):
        if args.budget and time.perf_counter() - t_start > args.budget:
            print(f"budget of {args.budget}s spent: case {key} not run", flush=True)
            continue
        desc, mk_ds, bs, mk_model, lkey = cases[key]
        ds = mk_ds()
        n_batches = (len(ds) + bs - 1) // bs
        chunked = key == "4"
        row = dict(case=key, desc=desc, batches_per_epoch=n_batches)
        for workers in (0, 4):
            torch.manual_seed(0)
            step = mk_model(dev)
            loader = make_loader(ds, bs, workers)
            if chunked:
                ts = time_chunks(loader, step, dev, warm_chunk, chunk, args.reps)
                per_batch = statistics.median(ts) / chunk
                row[f"w{workers}_chunks_s"] = ts
                row[f"w{workers}_s_per_batch"] = per_batch
                row[f"w{workers}_epoch_s"] = per_batch * n_batches
            else:
                time_epoch(loader, step, dev)  # warm-up (starts persistent workers)
                ts = [time_epoch(loader, step, dev) for _ in range(args.reps)]
                row[f"w{workers}_epochs_s"] = ts
                row[f"w{workers}_epoch_s"] = statistics.median(ts)
            del loader, step  # shuts the persistent workers down before the loader-alone pass
            # the loader alone, once per distinct dataset/transform/batch size
            lk = (lkey, workers)
            if lk not in loader_alone:
                if chunked:
                    ts = time_chunks(make_loader(ds, bs, workers), None, dev, warm_chunk, chunk, args.reps)
                    loader_alone[lk] = statistics.median(ts) / chunk * n_batches
                else:
                    la = make_loader(ds, bs, workers)
                    if workers:  # start the workers; at 0 the training epochs warmed this process
                        time_epoch(la, None, dev)
                    ts = [time_epoch(la, None, dev) for _ in range(args.reps)]
                    loader_alone[lk] = statistics.median(ts)
                    del la
            row[f"w{workers}_loader_alone_epoch_s"] = loader_alone[lk]
            print(f"[{time.perf_counter() - t_start:6.1f}s] case {key} workers={workers}: "
                  f"epoch {row[f'w{workers}_epoch_s']:.2f}s, loader alone {loader_alone[lk]:.2f}s",
                  flush=True)
        row["speedup"] = row["w0_epoch_s"] / row["w4_epoch_s"]
        results[key] = row
        with open(os.path.join(args.out, "loader_cost.json"), "w") as f:
            json.dump(dict(env=env, results=results), f, indent=1)

    print()
    print(f"GPU {env['gpu']}; CPU {env['cpu']}, {env['affinity']} cores; torch {env['torch']}, "
          f"torchvision {env['torchvision']}, Pillow {env['pillow']}")
    print("| case | epoch s, 0 workers | epoch s, 4 workers | speedup | loader alone s/epoch, 0 w | 4 w |")
    print("| --- | --- | --- | --- | --- | --- |")
    for key, r in results.items():
        extra = ""
        if "w0_s_per_batch" in r:
            extra = f" ({r['w0_s_per_batch'] * 1e3:.1f} / {r['w4_s_per_batch'] * 1e3:.1f} ms per batch)"
        print(f"| {key}. {r['desc']}{extra} | {r['w0_epoch_s']:.2f} | {r['w4_epoch_s']:.2f} | "
              f"{r['speedup']:.2f}x | {r['w0_loader_alone_epoch_s']:.2f} | {r['w4_loader_alone_epoch_s']:.2f} |")


if __name__ == "__main__":
    main()
