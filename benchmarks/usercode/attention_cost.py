"""What hand-written attention costs against PyTorch's fused attention (TL416).

Question: TL416 reports model code that computes attention by hand (`scores = q @
k.transpose(-2, -1) / math.sqrt(d)`, a `masked_fill(mask == 0, float("-inf"))` or a causal
`tril` mask, `softmax(scores, dim=-1)`, dropout, then `attn @ v`) and advises
`torch.nn.functional.scaled_dot_product_attention` (SDPA). How much of a user's training step
does the change save, measured, for the shapes users' own models have?

One attention module (a `qkv` linear layer, the attention, an output projection), in two
variants built once with the same weights (the second's copied from the first):

- `manual`: the user's form above; dropout 0.1 on the attention weights (`nn.Dropout`); a
  causal case masks with `masked_fill(self.tril[:T, :T] == 0, float("-inf"))` (a registered
  `tril` buffer, as nanoGPT and the tutorials write it); a padded case with
  `masked_fill(mask == 0, float("-inf"))`, `mask = (src != PAD)[:, None, None, :]`;
- `sdpa`: `F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=0.1 if
  self.training else 0.0, is_causal=causal)` (for a padded case the same boolean mask, True
  where a key takes part).

The cases (written here after the shapes of users' code; no user's code is used):
`vit-tiny-cifar` (ViT, 32x32 CIFAR images, patch 4: 65 tokens, dim 192, 3 heads, 6 blocks,
batch 128), `vit-small-224` (patch 16 at 224: 197 tokens, dim 384, 6 heads, 6 blocks, batch
64), `vit-patch8-224` (785 tokens, dim 256, 4 heads, 4 blocks, batch 64), `gpt-char-256`
(causal, block 256, dim 384, 6 heads, 6 layers, batch 64, vocabulary 65: nanoGPT's
shakespeare_char size), `gpt-1024` (causal, block 1024, dim 768, 12 heads, 4 layers, batch 8,
vocabulary 50257) and `toy-seq2seq-32` (a course toy's encoder: 32 tokens with end padding,
dim 64, 2 heads, 2 blocks, batch 32, vocabulary 100); round 19 added five causal GPTs
across the attention's share of a step (`gpt2vocab-128-256`, `gpt2vocab-128-768`,
`gpt2vocab-256-384`, `gpt-char-128-512`, `gpt2vocab-512-768`: block / width and the
vocabulary in the name, GPT-2's 50257 or 65 characters; see cases()). The blocks are pre-norm transformer
blocks (LayerNorm, attention, residual; LayerNorm, MLP of 4x hidden with GELU, residual), a
final LayerNorm and a head (ViT: class token, 10 or 1000 classes; GPT and the toy: per-token
logits, the GPT's tied to its embedding as nanoGPT does). No dropout but the attention's.

Two measurements per case, each in float32 (torch's defaults: no TF32 for matrix products)
and under `torch.autocast("cuda", dtype=torch.bfloat16)`:

- op: the attention alone (q, k, v of the module's layout in, attention out), forward and
  backward (`torch.autograd.grad` of the output against a random gradient), dropout on;
- step: one training step of the whole model: forward, cross-entropy on random labels or
  tokens, backward, AdamW step, `zero_grad()`, `loss.item()` every step (as the tutorials
  do). Synthetic data already on the device; no data loading. Also the peak memory of a step
  (`torch.cuda.max_memory_allocated` over one step, each variant built alone: weights,
  gradients, AdamW's state and activations).

Timing: warm-up iterations of each variant (5 for a step, 20 for the op), then the number of
iterations per repeat chosen so that a repeat takes about 0.15 s, and 11 repeats of each
variant alternating repeat by repeat (ABBA...), `torch.cuda.synchronize()` before each clock
read; the median ms per iteration of each variant, and the median of the 11 paired savings
(each `manual` repeat against the `sdpa` repeat beside it). The run also records, per case
and dtype, the relative error of each variant's attention output (dropout off) against a
float64 reference, and which SDPA backends accept the case's inputs.

Run: python3 benchmarks/usercode/attention_cost.py [--out FILE.json] [--quick] [--cases A,B]
(--quick: tiny repeat counts and shrunk shapes, CPU allowed; only to check that the script
runs). The results measured on the device machine are in attention_cost.md beside this file.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import math
import platform
import statistics
import time
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

PAD = 0
DROPOUT = 0.1


def cases() -> dict[str, dict]:
    """name -> shape of the model; `tokens` is what the attention sees."""
    return {
        "vit-tiny-cifar": dict(kind="vit", image=32, patch=4, dim=192, heads=3, blocks=6, batch=128, classes=10,
                               about="ViT on 32x32 CIFAR, patch 4"),
        "vit-small-224": dict(kind="vit", image=224, patch=16, dim=384, heads=6, blocks=6, batch=64, classes=1000,
                              about="ViT at 224, patch 16"),
        "vit-patch8-224": dict(kind="vit", image=224, patch=8, dim=256, heads=4, blocks=4, batch=64, classes=1000,
                               about="ViT at 224, patch 8 (a user's ViT found in review)"),
        "gpt-char-256": dict(kind="gpt", block=256, dim=384, heads=6, blocks=6, batch=64, vocab=65,
                             about="causal, nanoGPT shakespeare_char size"),
        "gpt-1024": dict(kind="gpt", block=1024, dim=768, heads=12, blocks=4, batch=8, vocab=50257,
                         about="causal, GPT-2 context and vocabulary, 4 layers"),
        "toy-seq2seq-32": dict(kind="toy", block=32, dim=64, heads=2, blocks=2, batch=32, vocab=100,
                               about="course toy encoder with a padding mask"),
        # round 19 (TL416 v4): GPTs across the estimated attention share of a step's saved
        # activations (torchlint.semantic.model_size), the shapes the fresh34-36 reviews read
        "gpt2vocab-128-256": dict(kind="gpt", block=128, dim=256, heads=4, blocks=4, batch=32, vocab=50257,
                                  about="causal, block 128, dim 256, GPT-2 vocabulary (share 0.05)"),
        "gpt2vocab-128-768": dict(kind="gpt", block=128, dim=768, heads=12, blocks=12, batch=8, vocab=50257,
                                  about="causal, GPT-2 small trained at block 128 (share 0.09)"),
        "gpt2vocab-256-384": dict(kind="gpt", block=256, dim=384, heads=6, blocks=6, batch=32, vocab=50257,
                                  about="causal, nanoGPT size with the GPT-2 vocabulary (share 0.17)"),
        "gpt-char-128-512": dict(kind="gpt", block=128, dim=512, heads=8, blocks=6, batch=64, vocab=65,
                                 about="causal, block 128, dim 512, characters (share 0.27)"),
        "gpt2vocab-512-768": dict(kind="gpt", block=512, dim=768, heads=12, blocks=12, batch=8, vocab=50257,
                                  about="causal, GPT-2 small at block 512 (share 0.47)"),
    }


def tokens(case: dict) -> int:
    if case["kind"] == "vit":
        return (case["image"] // case["patch"]) ** 2 + 1
    return case["block"]


def shrink(case: dict) -> dict:
    """--quick: the same kind of model, small enough for a CPU."""
    small = dict(case, batch=2, blocks=1, dim=case["heads"] * 16)
    if case["kind"] == "vit":
        small["image"] = case["patch"] * 4
    else:
        small["block"] = min(case["block"], 32)
        small["vocab"] = min(case["vocab"], 100)
    return small


def attend_manual(q, k, v, mask, tril, drop: nn.Module):  # noqa: ANN001, ANN201
    """The user's form (TL416 reports this)."""
    T = q.size(-2)
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.size(-1))
    if tril is not None:
        scores = scores.masked_fill(tril[:T, :T] == 0, float("-inf"))
    if mask is not None:
        scores = scores.masked_fill(mask == 0, float("-inf"))
    attn = F.softmax(scores, dim=-1)  # noqa: TL416 - the form measured
    attn = drop(attn)
    return attn @ v


def attend_sdpa(q, k, v, mask, causal: bool, p: float):  # noqa: ANN001, ANN201
    """The form TL416 advises."""
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=p, is_causal=causal)


class Attention(nn.Module):
    def __init__(self, dim: int, heads: int, causal: bool, block: int, sdpa: bool) -> None:
        super().__init__()
        self.heads, self.causal, self.sdpa = heads, causal, sdpa
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.drop = nn.Dropout(DROPOUT)
        self.register_buffer("tril", torch.tril(torch.ones(block, block)) if causal else None, persistent=False)

    def split(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        B, T, C = x.shape
        q, k, v = self.qkv(x).view(B, T, 3, self.heads, C // self.heads).permute(2, 0, 3, 1, 4)
        return q, k, v

    def forward(self, x: torch.Tensor, mask: torch.Tensor | None = None) -> torch.Tensor:
        B, T, C = x.shape
        q, k, v = self.split(x)
        if self.sdpa:
            y = attend_sdpa(q, k, v, mask, self.causal, DROPOUT if self.training else 0.0)
        else:
            y = attend_manual(q, k, v, mask, self.tril, self.drop)
        return self.proj(y.transpose(1, 2).reshape(B, T, C))


class Block(nn.Module):
    def __init__(self, dim: int, heads: int, causal: bool, block: int, sdpa: bool) -> None:
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.attn = Attention(dim, heads, causal, block, sdpa)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))

    def forward(self, x: torch.Tensor, mask: torch.Tensor | None = None) -> torch.Tensor:
        x = x + self.attn(self.ln1(x), mask)
        return x + self.mlp(self.ln2(x))


class Model(nn.Module):
    """ViT (images in, class logits out) or a token model (tokens in, per-token logits out:
    causal for `gpt`, padded for `toy`)."""

    def __init__(self, case: dict, sdpa: bool) -> None:
        super().__init__()
        self.kind, dim, T = case["kind"], case["dim"], tokens(case)
        causal = self.kind == "gpt"
        if self.kind == "vit":
            self.embed = nn.Conv2d(3, dim, case["patch"], case["patch"])
            self.cls = nn.Parameter(torch.randn(1, 1, dim) * 0.02)
        else:
            self.embed = nn.Embedding(case["vocab"], dim)
        self.pos = nn.Parameter(torch.randn(1, T, dim) * 0.02)
        self.blocks = nn.ModuleList(Block(dim, case["heads"], causal, T, sdpa) for _ in range(case["blocks"]))
        self.ln = nn.LayerNorm(dim)
        out = case["classes"] if self.kind == "vit" else case["vocab"]
        self.head = nn.Linear(dim, out, bias=self.kind != "gpt")
        if self.kind == "gpt":
            self.head.weight = self.embed.weight  # tied, as nanoGPT does

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        mask = None
        if self.kind == "vit":
            x = self.embed(x).flatten(2).transpose(1, 2)
            x = torch.cat([self.cls.expand(x.size(0), -1, -1), x], dim=1)
        else:
            if self.kind == "toy":
                mask = (x != PAD)[:, None, None, :]
            x = self.embed(x)
        x = x + self.pos[:, : x.size(1)]
        for block in self.blocks:
            x = block(x, mask)
        x = self.ln(x)
        return self.head(x[:, 0] if self.kind == "vit" else x)


def pair(case: dict, device: torch.device) -> dict[str, nn.Module]:
    """The two variants, the second with the first's weights."""
    torch.manual_seed(0)
    manual = Model(case, sdpa=False).to(device)
    sdpa = Model(case, sdpa=True).to(device)
    sdpa.load_state_dict(manual.state_dict())
    return {"manual": manual, "sdpa": sdpa}


def batch(case: dict, device: torch.device) -> tuple[torch.Tensor, torch.Tensor]:
    # drawn on a CPU generator, then moved: the same data on every device (hence the noqa)
    g = torch.Generator().manual_seed(1)
    B = case["batch"]
    if case["kind"] == "vit":
        return (torch.randn(B, 3, case["image"], case["image"], generator=g).to(device),  # noqa: TL101
                torch.randint(0, case["classes"], (B,), generator=g).to(device))  # noqa: TL101
    T, V = case["block"], case["vocab"]
    x = torch.randint(1, V, (B, T), generator=g)
    if case["kind"] == "toy":  # end padding: each sequence keeps between half and all of its tokens
        lengths = torch.randint(T // 2, T + 1, (B,), generator=g)
        x[torch.arange(T)[None, :] >= lengths[:, None]] = PAD
    return x.to(device), torch.randint(0, V, (B, T), generator=g).to(device)  # noqa: TL101


def autocast(device: torch.device, dtype: str):  # noqa: ANN201
    if dtype == "bf16":
        return torch.autocast(device.type, dtype=torch.bfloat16)
    return contextlib.nullcontext()


def step(model: nn.Module, opt: torch.optim.Optimizer, x, y, device, dtype: str) -> float:  # noqa: ANN001
    with autocast(device, dtype):
        logits = model(x)
        loss = F.cross_entropy(logits.reshape(-1, logits.size(-1)), y.reshape(-1))
    loss.backward()
    opt.step()
    opt.zero_grad()
    return loss.item()  # noqa: TL201 - a per-step loss, as the tutorials print and keep


def op_inputs(case: dict, device: torch.device, dtype: str, seed: int = 2):  # noqa: ANN201
    """q, k, v as the module makes them (views of one (B, T, 3, H, hd) tensor), the mask, the
    tril buffer and a gradient for the output."""
    g = torch.Generator().manual_seed(seed)  # on the CPU, as in batch()
    B, T, H = case["batch"], tokens(case), case["heads"]
    hd = case["dim"] // H
    dt = torch.bfloat16 if dtype == "bf16" else torch.float32
    base = torch.randn(B, T, 3, H, hd, generator=g)  # noqa: TL101
    base = base.to(device=device, dtype=dt).requires_grad_()
    q, k, v = base.permute(2, 0, 3, 1, 4)
    mask = None
    if case["kind"] == "toy":
        x, _ = batch(case, torch.device("cpu"))
        mask = (x != PAD)[:, None, None, :].to(device)
    tril = torch.tril(torch.ones(T, T, device=device)) if case["kind"] == "gpt" else None
    grad = torch.randn(B, H, T, hd, generator=g).to(device=device, dtype=dt)  # noqa: TL101
    return base, (q, k, v), mask, tril, grad


def op_call(variant: str, qkv, mask, tril, drop: nn.Module, causal: bool, p: float):  # noqa: ANN001, ANN201
    q, k, v = qkv
    if variant == "sdpa":
        return attend_sdpa(q, k, v, mask, causal, p)
    return attend_manual(q, k, v, mask, tril, drop)


def accuracy(case: dict, device: torch.device, dtype: str) -> dict:
    """Relative error (Frobenius) of each variant's attention output, dropout off, against a
    float64 reference computed from the same inputs; and which SDPA backends accept them."""
    small = dict(case, batch=min(case["batch"], 4))
    base, qkv, mask, tril, _ = op_inputs(small, device, dtype, seed=3)
    causal = case["kind"] == "gpt"
    ref_in = [t.detach().double() for t in qkv]
    ref = attend_manual(*ref_in, mask, None if tril is None else tril.double(), nn.Identity())
    out = {}
    with torch.no_grad():
        for variant in ("manual", "sdpa"):
            with autocast(device, dtype):
                y = op_call(variant, qkv, mask, tril, nn.Identity(), causal, 0.0)
            out[f"rel_err_{variant}"] = float((y.double() - ref).norm() / ref.norm())
        backends = []
        if device.type == "cuda":
            from torch.nn.attention import SDPBackend, sdpa_kernel
            for name in ("FLASH_ATTENTION", "EFFICIENT_ATTENTION", "CUDNN_ATTENTION", "MATH"):
                backend = getattr(SDPBackend, name, None)
                if backend is None:
                    continue
                try:
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore")
                        with sdpa_kernel([backend]), autocast(device, dtype):
                            op_call("sdpa", qkv, mask, tril, nn.Identity(), causal, DROPOUT)
                    backends.append(name.lower())
                except RuntimeError:
                    pass
        out["sdpa_backends_accepting"] = backends
    return out


def alternate(run, warmup: int, repeats: int, target_s: float, sync) -> tuple[dict[str, list[float]], int]:  # noqa: ANN001
    """ms per iteration of each repeat of each variant; `run(variant)` is one iteration."""
    for variant in ("manual", "sdpa"):
        for _ in range(warmup):
            run(variant)
    sync()
    start = time.perf_counter()
    for _ in range(3):
        run("manual")
    sync()
    per = (time.perf_counter() - start) / 3
    n = max(3, min(500, round(target_s / per))) if target_s else 2
    times: dict[str, list[float]] = {"manual": [], "sdpa": []}
    for r in range(repeats):
        for variant in (("manual", "sdpa") if r % 2 == 0 else ("sdpa", "manual")):
            sync()
            start = time.perf_counter()
            for _ in range(n):
                run(variant)
            sync()
            times[variant].append((time.perf_counter() - start) / n * 1000)
    return times, n


def summary(times: dict[str, list[float]], prefix: str) -> dict:
    a, b = statistics.median(times["manual"]), statistics.median(times["sdpa"])
    paired = statistics.median(100 * (m - s) / m for m, s in zip(times["manual"], times["sdpa"]))
    return {f"{prefix}_ms_manual": round(a, 4), f"{prefix}_ms_sdpa": round(b, 4),
            f"{prefix}_speedup": round(a / b, 3), f"{prefix}_saving_pct": round(100 * (a - b) / a, 1),
            f"{prefix}_paired_saving_pct": round(paired, 1),
            f"{prefix}_runs_manual": [round(t, 4) for t in times["manual"]],
            f"{prefix}_runs_sdpa": [round(t, 4) for t in times["sdpa"]]}


def measure_op(case: dict, device: torch.device, dtype: str, counts: tuple[int, int, float], sync) -> dict:  # noqa: ANN001
    base, qkv, mask, tril, grad = op_inputs(case, device, dtype)
    causal = case["kind"] == "gpt"
    drop = nn.Dropout(DROPOUT)

    def run(variant: str) -> None:
        with autocast(device, dtype):
            y = op_call(variant, qkv, mask, tril, drop, causal, DROPOUT)
        torch.autograd.grad(y, base, grad)

    warmup, repeats, target = counts
    times, n = alternate(run, warmup * 4, repeats, target, sync)
    row = {**summary(times, "op"), "op_iters_per_repeat": n}
    if device.type == "cuda":
        for variant in ("manual", "sdpa"):
            sync()
            torch.cuda.reset_peak_memory_stats()
            before = torch.cuda.memory_allocated()
            run(variant)
            sync()
            row[f"op_peak_extra_mib_{variant}"] = round((torch.cuda.max_memory_allocated() - before) / 2**20, 1)
    return row


def measure_step(case: dict, device: torch.device, dtype: str, counts: tuple[int, int, float], sync) -> dict:  # noqa: ANN001
    models = pair(case, device)
    opts = {k: torch.optim.AdamW(m.parameters(), lr=3e-4) for k, m in models.items()}
    x, y = batch(case, device)

    def run(variant: str) -> None:
        step(models[variant], opts[variant], x, y, device, dtype)

    warmup, repeats, target = counts
    times, n = alternate(run, warmup, repeats, target, sync)
    row = {**summary(times, "step"), "step_iters_per_repeat": n,
           "params": sum(p.numel() for p in models["manual"].parameters())}
    models.clear(), opts.clear()  # free both variants before the memory phase
    if device.type == "cuda":  # each variant alone: weights, gradients, AdamW state, activations
        for variant in ("manual", "sdpa"):
            sync()
            torch.cuda.empty_cache()  # noqa: TL204 - each variant's peak is measured from an empty cache
            model = pair(case, device)[variant]
            opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
            for _ in range(2):
                step(model, opt, x, y, device, dtype)
            sync()
            torch.cuda.reset_peak_memory_stats()
            step(model, opt, x, y, device, dtype)
            sync()
            row[f"step_peak_mib_{variant}"] = round(torch.cuda.max_memory_allocated() / 2**20, 1)
            del model, opt
        torch.cuda.empty_cache()
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=None)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--cases", default=None, help="comma-separated case names (default: all)")
    args = parser.parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if device.type != "cuda" and not args.quick:
        raise SystemExit("no GPU: run with --quick to check the script on the CPU")
    counts = (1, 2, 0.0) if args.quick else (5, 11, 0.15)
    if args.quick and device.type == "cpu":
        torch.set_num_threads(1)  # a check, not a timing: one thread stalls least on a busy CPU
    sync = torch.cuda.synchronize if device.type == "cuda" else (lambda: None)
    results = {"torch": torch.__version__, "cuda": torch.version.cuda, "python": platform.python_version(),
               "gpu": torch.cuda.get_device_name() if device.type == "cuda" else None,
               "threads": torch.get_num_threads(), "quick": args.quick,
               "tf32_matmul": torch.backends.cuda.matmul.allow_tf32, "cases": []}
    chosen = args.cases.split(",") if args.cases else list(cases())
    for name in chosen:
        case = cases()[name]
        if args.quick:
            case = shrink(case)
        for dtype in ("fp32", "bf16"):
            row = {"case": name, "dtype": dtype, "about": case["about"], "batch": case["batch"],
                   "tokens": tokens(case), "dim": case["dim"], "heads": case["heads"], "blocks": case["blocks"],
                   "causal": case["kind"] == "gpt", "padding_mask": case["kind"] == "toy"}
            row.update(accuracy(case, device, dtype))
            row.update(measure_op(case, device, dtype, counts, sync))
            row.update(measure_step(case, device, dtype, counts, sync))
            results["cases"].append(row)
            mem = (f"  peak {row['step_peak_mib_manual']:8.1f} -> {row['step_peak_mib_sdpa']:8.1f} MiB"
                   if "step_peak_mib_manual" in row else "")
            print(f"{name:15s} {dtype:4s} op {row['op_ms_manual']:8.3f} -> {row['op_ms_sdpa']:8.3f} ms "
                  f"(x{row['op_speedup']:.2f})  step {row['step_ms_manual']:8.3f} -> {row['step_ms_sdpa']:8.3f} ms "
                  f"saving {row['step_saving_pct']:5.1f}% (paired {row['step_paired_saving_pct']:5.1f}%){mem}  "
                  f"err {row['rel_err_manual']:.1e}/{row['rel_err_sdpa']:.1e} {','.join(row['sdpa_backends_accepting'])}",
                  flush=True)
    if args.out:
        with open(args.out, "w") as handle:
            json.dump(results, handle, indent=1)


if __name__ == "__main__":
    main()
