"""TL408 float32-matmul-precision-highest."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.rule import Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.syntax import ACCELERATOR_WORDS, screen_with_accelerator_sign
from torchlint.semantic.training import note_call, training_facts

# The file chose its matmul precision: any of these words, in any form, is that decision.
TF32_WORDS = frozenset({"set_float32_matmul_precision", "allow_tf32", "tf32", "fp32_precision"})


class Float32MatmulPrecisionHighest(Rule):
    """## What it does
    Flags a training script that trains in float32 on an accelerator and leaves float32
    matmuls at their default "highest" precision: the file runs its own training loop (a loop
    whose body calls `.backward(` and `optimizer.step(`), shows accelerator use (or moves to a
    device variable: `model.to(device)`), never calls
    `torch.set_float32_matmul_precision(...)`, never sets
    `torch.backends.cuda.matmul.allow_tf32` or `torch.backends.cudnn.allow_tf32`, and uses no
    reduced precision (no autocast, GradScaler, bf16/fp16 dtype or `.half()` cast). One
    finding per file, at the first training loop's `.backward(` call.

    ## Why is this slow?
    By default PyTorch computes float32 matmuls in full float32 (`"highest"`), which on
    Ampere and later GPUs forgoes the tensor cores. `torch.set_float32_matmul_precision("high")`
    lets them use TF32 (10-bit mantissa inputs, float32 accumulation), several times the
    float32 rate for large matmuls; convolutions already use TF32 by default
    (`torch.backends.cudnn.allow_tf32` is True).

    Silent on purpose: files that set any TF32 switch, to any value (the choice was made); files in
    reduced precision or speaking of it (`amp`, `autocast`, `fp16`, `bf16`, `half`, `precision`,
    `mixed` in an identifier, keyword or short string, metrics such as `precision_score` aside:
    autocast's matmuls do not run in float32,
    and a precision switch the script passes on is the author's decision); files that ask for
    float64 (`.double()`, `torch.float64`: numerics chosen on purpose); files whose loop a
    framework runs (an import of Lightning, Fabric, accelerate or DeepSpeed); files without a
    training loop or without a sign of an accelerator. Toy networks stay silent too (every
    `torch.nn` layer the file builds has literal widths below 128, such as `nn.Linear(8, 2)`,
    and no torchvision or timm model is built): their steps are bound by kernel launches, which
    no setting here changes. Test code is reported only with `--pedantic`.

    In preview: on the shared corpus (six libraries and the training set) it reports nothing
    by default (n = 0 reviewed findings, so the 90% bar cannot be shown): the 30 files there
    that run their own training loop use a framework, mixed precision or a precision config,
    are tests, train a toy network, or build the model or optimizer elsewhere, and the rule
    stays silent on them by default
    (benchmarks/reviews/TL407-TL411-silent-new-tuning.csv); with `--pedantic`, nothing either (a
    first run reported a numerics test of an 8x8 `Linear`, which no user would change, and
    which toy networks' silence now leaves out)
    (benchmarks/reviews/TL408-new-tuning.csv). TF32 changes float32 results in the
    fourth significant digit, which some scientific workloads cannot accept.

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
    """

    code = "TL408"
    name = "float32-matmul-precision-highest"
    preview = True
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
        facts = training_facts(self.ctx)
        if not facts.script or facts.speaks_of_precision or not facts.words.isdisjoint(TF32_WORDS):
            return
        assert facts.backward is not None
        self.report(
            facts.backward,
            "this float32 training loop leaves matmul precision at \"highest\": "
            "`torch.set_float32_matmul_precision(\"high\")` at the script's start lets "
            "float32 matmuls use TF32 tensor cores",
        )
