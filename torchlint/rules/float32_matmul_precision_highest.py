"""TL408 float32-matmul-precision-highest."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.rule import Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.syntax import ACCELERATOR_WORDS, screen_with_accelerator_sign
from torchlint.semantic.training import GAN_REASON, RL_REASON, TF32_WORDS, note_call, training_facts


class Float32MatmulPrecisionHighest(Rule):
    """## What it does
    Flags a training script that trains a matmul model in float32 on an accelerator and leaves
    float32 matmuls at their default "highest" precision: the file runs its own training loop
    (a loop whose body calls `.backward(` and `optimizer.step(`), shows accelerator use (or
    moves to a device variable: `model.to(device)`), builds a model whose compute is matmuls
    (`nn.Linear` layers in a model without convolutions or RNNs, attention or transformer
    layers, `torch.matmul` / `torch.bmm` / `torch.einsum` / `@`, a `transformers` model), never
    sets a TF32 switch (`torch.set_float32_matmul_precision(...)`,
    `torch.backends.cuda.matmul.allow_tf32`, `torch.backends.cudnn.allow_tf32`), and trains in
    no reduced precision. One finding per file, at the first training loop's `.backward(` call.

    One action with TL407: where TL407 is selected too, its finding carries this advice as
    its second option and this rule stays silent, so the same loop is not reported twice.
    Selecting TL408 alone still reports.

    ## Why is this slow?
    By default PyTorch computes float32 matmuls in full float32 (`"highest"`), which on
    Ampere and later GPUs forgoes the tensor cores. `torch.set_float32_matmul_precision("high")`
    lets them use TF32 (10-bit mantissa inputs, float32 accumulation), several times the
    float32 rate for large matmuls. Convolutions already use TF32 by default
    (`torch.backends.cudnn.allow_tf32` is True), and so do cuDNN RNNs: measured by review
    (RULES.md v3, H200), the switch changes nothing for conv nets and LSTMs, so they stay
    silent. GAN-style training (two optimizers, one over a discriminator's parameters) is
    reported only with `--pedantic`: small GANs are bound by kernel launches; so are
    reinforcement-learning scripts (an import of gym, gymnasium, envpool and the like), bound
    by environment steps on the host.

    Silent on purpose: conv nets and RNNs (above); files that set any TF32 switch, to any value
    (the choice was made); files whose code trains in reduced precision (autocast, a
    GradScaler, a bf16/fp16 dtype, a `.half()` cast: autocast's matmuls do not run in float32)
    or reads a precision switch named as one (`args.amp`, `--fp16`, `args.precision`: the
    author's decision); files that ask for float64 (`.double()`, `torch.float64`: numerics
    chosen on purpose); files whose loop a framework runs (an import of Lightning, Fabric,
    accelerate or DeepSpeed); files without a training loop or without a sign of an
    accelerator. Names are not facts: `half_res` (half resolution) is no precision setting.
    Toy networks stay silent too (every `torch.nn` layer the file builds has literal widths
    below 128, such as `nn.Linear(8, 2)`, and no torchvision or timm model is built): their
    steps are bound by kernel launches, which no setting here changes. Test code is reported
    only with `--pedantic`.

    In preview: on user code (issue 24's review) the default findings stood at 0.33 user
    precision before the model-kind gating above; the rule needs a fresh review of at least
    20 default findings at 90% to leave preview. On the shared corpus of libraries and
    training frameworks it reports nothing by default
    (benchmarks/reviews/TL407-TL411-silent-new-tuning.csv,
    benchmarks/reviews/TL408-new-tuning.csv). TF32 changes float32 results in the fourth
    significant digit, which some scientific workloads cannot accept.

    ## Example
    ```python
    import torch

    model = Net().cuda()
    for x, y in loader:
        loss_fn(model(x.cuda()), y.cuda()).backward()
        optimizer.step()
    ```

    ## Use instead
    ```python
    import torch

    torch.set_float32_matmul_precision("high")  # TF32 tensor cores for float32 matmuls
    model = Net().cuda()
    for x, y in loader:
        loss_fn(model(x.cuda()), y.cuda()).backward()
        optimizer.step()
    ```

    ## Fix safety
    No fix: TF32 changes results (within about 1e-3 relative), and where the switch belongs
    (the script's entry point, not an imported module) is the author's decision.

    ## Measured
    `torchlint bench TL408`: a float32 4096x4096 matmul at precision "highest" against
    "high" (TF32); outputs compared for shape and dtype only, since TF32 rounds differently.
    On an H100 (PyTorch 2.11, `torchlint bench TL408 --device cuda`): float32 4096^2 matmul: 2.74 ms -> 0.372 ms (7.37x, faster).

    ## On user code
    In preview, off by default. The bar for on by default is at least 20 reviewed findings on
    held-out user code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed
    moves, 22 statements, fresh5-fresh7). No finding of it was reviewed in rounds 4 or 5: none
    was reported or sampled on the six held-out splits (fresh3 to fresh8). It would need a
    review of at least 20 of its findings on held-out user code at 90% or more. Round 3 reviewed
    none either.
    """

    code = "TL408"
    name = "float32-matmul-precision-highest"
    preview = True
    default = False  # below the bar for on by default: see "On user code"
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "a choice made once (model, optimizer, precision) applies to every training step"}
    screen = (frozenset({"backward"}), frozenset({"step"}), ACCELERATOR_WORDS)

    @classmethod
    def screen_patterns(cls) -> list[re.Pattern[str]]:
        # a device variable in any spelling counts as accelerator use (runs_on_accelerator)
        return screen_with_accelerator_sign(cls.screen)

    def visit_Call(self, node: cst.Call) -> None:
        note_call(self.ctx, node)

    def leave_Module(self, node: cst.Module) -> None:
        if self.ctx.selected is None or "TL407" in self.ctx.selected:
            return  # one action: TL407's finding offers TF32 as its second option
        facts = training_facts(self.ctx)
        if not facts.script or facts.speaks_of_precision or not facts.words.isdisjoint(TF32_WORDS):
            return
        if not facts.large_matmuls:
            return  # convolutions and cuDNN RNNs use TF32 already: the switch changes nothing
        assert facts.backward is not None
        self.report(
            facts.backward,
            "this float32 training loop of a model built on matmuls leaves matmul precision at "
            "\"highest\": `torch.set_float32_matmul_precision(\"high\")` at the script's start "
            "runs them on TF32 tensor cores (bf16 autocast, TL407, gains more)",
            pedantic=RL_REASON if facts.rl else GAN_REASON if facts.gan else None,
        )
