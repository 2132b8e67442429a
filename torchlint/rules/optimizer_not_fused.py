"""TL410 optimizer-not-fused."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.rule import Rule, add_keyword
from torchlint.semantic import COLD, HOT
from torchlint.semantic.syntax import ACCELERATOR_WORDS, screen_with_accelerator_sign, find_arg, has_star_args
from torchlint.semantic.training import RL_REASON, note_call, training_facts

# The torch.optim classes with a fused CUDA implementation (`fused` and `foreach` are
# keyword-only in their signatures).
FUSED = frozenset({"torch.optim.Adam", "torch.optim.AdamW", "torch.optim.SGD"})
SHORT = {name: name.rsplit(".", 1)[1] for name in FUSED}
# `fused=` exists for Adam and AdamW (CUDA) in every release this package supports
# (torch>=2.1); SGD gained it later, so `fused=True` there may raise TypeError.
FIXABLE = frozenset({"torch.optim.Adam", "torch.optim.AdamW"})
ONE_OPTIMIZER = (
    "one optimizer: fused kernels were measured under 3% of a step for a ResNet-50 or a "
    "handful of LoRA tensors; they pay with several optimizers or many small parameter tensors"
)


class OptimizerNotFused(Rule):
    """## What it does
    Flags a `torch.optim.Adam`, `AdamW` or `SGD` built without `fused=` and without
    `foreach=` in a training script on an accelerator (a file that runs its own training loop,
    a loop whose body calls `.backward(` and `optimizer.step(`, and shows accelerator use or
    moves to a device variable: `model.to(device)`), located at the optimizer's construction.

    Reported by default only where fusing pays: a training loop that steps several optimizers
    (`optimizerD.step()` and `optimizerG.step()` in one loop: GANs, actor-critic; each unfused
    optimizer of the file is reported). Otherwise the file gets one finding, with `--pedantic`
    only; so do reinforcement-learning scripts (an import of gym, gymnasium, envpool and the
    like), whose loops environment steps on the host bound. The rule was chosen from the figures of RULES.md v3
    (H200, by review): fused optimizers gained 13-21% of the step for several Adam optimizers
    over small MLP and UNet GANs, and under 3% for a ResNet-50 or a handful of LoRA tensors.
    How many parameter tensors a model has is not visible in a script; how many optimizers
    a loop steps is.

    ## Why is this slow?
    On CUDA, PyTorch's default optimizer implementation is `foreach`: a handful of
    multi-tensor kernels per parameter group and per operation of the update rule. With
    `fused=True`, the whole update (moments, bias correction, weight decay, the step) runs
    in fused kernels that read and write each tensor once per step. How much of a training
    step this saves depends on how much of the step the update is: most for models with many
    small parameter tensors and little compute per parameter, and for several optimizers.

    Silent on purpose: an optimizer given `fused=` or `foreach=` (to any value: a choice was made);
    calls with `**kwargs` (the options are unknown); optimizers without a fused CUDA
    implementation; files that show complex or sparse parameters (a `torch.complex64` /
    `torch.cfloat` dtype, `sparse=True`, `.to_sparse(`), which fused kernels reject; files whose
    loop a framework runs (an import of Lightning, Fabric, accelerate or DeepSpeed, which may
    wrap or replace the optimizer); files without a training loop or without a sign of an
    accelerator. Toy networks stay silent too (every `torch.nn` layer the file builds has
    literal widths below 128, such as `nn.Linear(8, 2)`, and no torchvision or timm model is
    built): their steps are bound by kernel launches, which no setting here changes. Test code
    is reported only with `--pedantic`.

    In preview: on user code (issue 24's review) the default findings stood at 0.26 user
    precision before the gating above; the rule needs a fresh review of at least 20 default
    findings at 90% to leave preview. On the shared corpus of libraries and training
    frameworks it reports nothing by default (benchmarks/reviews/TL407-TL411-silent-new-tuning.csv,
    benchmarks/reviews/TL410-new-tuning.csv).

    ## Example
    ```python
    opt_d = torch.optim.Adam(netD.parameters(), lr=2e-4, betas=(0.5, 0.999))
    opt_g = torch.optim.Adam(netG.parameters(), lr=2e-4, betas=(0.5, 0.999))
    for real, noise in loader:
        ...
        loss_d.backward()
        opt_d.step()
        ...
        loss_g.backward()
        opt_g.step()
    ```

    ## Use instead
    ```python
    opt_d = torch.optim.Adam(netD.parameters(), lr=2e-4, betas=(0.5, 0.999), fused=True)
    opt_g = torch.optim.Adam(netG.parameters(), lr=2e-4, betas=(0.5, 0.999), fused=True)
    ```

    ## Fix safety
    `fused=True` is added after the last argument, on its own line at the other arguments'
    indentation when they sit on lines of their own. Unsafe: the fused kernels round
    differently from the `foreach` path, so results change in the last bits; every parameter
    must be a floating-point tensor on a device with a fused implementation, not sparse or
    complex, or the constructor or the first step raises. This package supports PyTorch 2.1
    and later, so the fix is offered only where it holds on all of them:
    - for `Adam` and `AdamW`, whose `fused=` (CUDA) every supported release has; `SGD` gained
      it later, so an `SGD` is reported without a fix;
    - in a file without a CPU path: before PyTorch 2.4 `fused=True` requires CUDA
      floating-point parameters at construction, so a script that may run on the CPU
      (`torch.cuda.is_available()`, `"cuda" if ... else "cpu"`, a device bound to `"cpu"`)
      would raise there; it is reported without a fix, and the message says so;
    - without `differentiable=` (fused rejects it).

    ## Measured
    `torchlint bench TL410`: one `AdamW` step over 200 parameters of 1024x1024 float32 with
    their gradients, the default implementation against `fused=True`; parameters compared
    with a tolerance. On an H100 (PyTorch 2.11, `torchlint bench TL410 --device cuda`): AdamW step over 200 x 1024^2 params: 6.99 ms -> 2.70 ms (2.59x, faster).

    ## On user code
    In preview, off by default. The bar for on by default is at least 20 reviewed findings on
    held-out user code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed
    moves, 22 statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change):
    0 of 63 (0%); fresh7-2816 0 of 15 and fresh8-2817 0 of 8 (one reviewer each), fresh3-2812 0
    of 40. Noise: conv-bound GAN and TTS steps (DCGAN, VITS2, alias-free GAN) with per-step
    syncs; batch-1 seq2seq with per-token decoder loops; tiny MNIST GANs with worker-less
    loaders; CPU fallbacks where `fused=True` is a risk. It would need to report only where the
    optimizer update is a measurable share of the step, then a review of 20. Round 4: 0 of 40;
    round 3: 0 of 36.

    Round 6 (held out, 2026-11-28): fresh10-2820 (one reviewer): 11 of 40 (28%). Acted on: small
    MLP GANs on the GPU stepping two Adams per iteration (7 repositories), a launch-bound update
    where `fused=True` is a cheap win. Noise: convolution GANs (DCGAN, pix2pix, CycleGAN, SRGAN,
    PGGAN) and a DDPM UNet whose step is dominated by convolutions; RL scripts bound by environment
    steps; a tutorial of two tiny MLPs on MNIST.
    """

    code = "TL410"
    name = "optimizer-not-fused"
    preview = True
    default = False  # below the bar for on by default: see "On user code"
    fix_availability = FixAvailability.UNSAFE
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "a choice made once (model, optimizer, precision) applies to every training step"}
    screen = (
        frozenset({"backward"}),
        frozenset({"step"}),
        ACCELERATOR_WORDS,
        frozenset(SHORT.values()),
    )

    @classmethod
    def screen_patterns(cls) -> list[re.Pattern[str]]:
        # a device variable in any spelling counts as accelerator use (runs_on_accelerator)
        return screen_with_accelerator_sign(cls.screen)

    def visit_Call(self, node: cst.Call) -> None:
        note_call(self.ctx, node)

    def leave_Module(self, node: cst.Module) -> None:
        facts = training_facts(self.ctx)
        if not facts.script or facts.complex_params or facts.sparse:
            return  # fused kernels reject complex and sparse parameters
        several = facts.optimizers_per_loop > 1
        for call, qualified in facts.optimizers:
            if qualified not in FUSED:
                continue
            if has_star_args(call) or find_arg(call, "fused") or find_arg(call, "foreach"):
                continue
            fix = None
            message = (
                f"`{SHORT[qualified]}` in an accelerator training script uses the multi-kernel "
                "default update; `fused=True` runs the whole update rule in fused kernels, reading "
                "and writing each tensor once per step"
            )
            if several:
                message += (
                    " (the training loop steps several optimizers: fusing them was measured to "
                    "save 13-21% of a small GAN's step)"
                )
            if facts.cpu_path:
                # before PyTorch 2.4, fused=True raises for CPU parameters at construction
                message += (
                    "; this script may run on the CPU, where `fused=True` raises before "
                    "PyTorch 2.4"
                )
            elif qualified in FIXABLE and find_arg(call, "differentiable") is None:
                fix = self.fix(
                    "Pass `fused=True`",
                    [add_keyword(self.ctx, call, "fused", "True")],
                    Applicability.UNSAFE,
                )
            pedantic = RL_REASON if facts.rl else None if several else ONE_OPTIMIZER
            self.report(call, message, fix=fix, pedantic=pedantic)
            if not several:
                return
