"""TL407 training-without-mixed-precision."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.rule import Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.syntax import ACCELERATOR_WORDS, screen_with_accelerator_sign
from torchlint.semantic.training import note_call, training_facts


class TrainingWithoutMixedPrecision(Rule):
    """## What it does
    Flags a training script that trains in float32 on an accelerator: the file runs its own
    training loop (a loop whose body calls `.backward(` and `optimizer.step(`), shows
    accelerator use (a `"cuda"` string, `.cuda(`, `torch.cuda.*` but seeding or asking,
    `torch.device(...)`, outside a branch that never runs as written, or
    moves to a device variable that is not only ever the CPU: `model.to(device)`), and
    nowhere uses reduced precision: no `torch.autocast` / `torch.cuda.amp.autocast`, no
    `GradScaler`, no `torch.bfloat16` / `torch.float16`, no `.half()` / `.bfloat16()` cast.
    One finding per file, at the first training loop's `.backward(` call.

    ## Why is this slow?
    In float32, matmuls and convolutions run on the GPU's float32 path (or TF32 at best);
    under `torch.autocast(device_type="cuda", dtype=torch.bfloat16)` they run on tensor cores
    at bf16 rates, and activations saved for the backward take half the memory. PyTorch's
    Performance Tuning Guide names mixed precision as the largest single gain for training on
    recent NVIDIA GPUs.

    Silent on purpose: files whose training loop a framework runs or configures (an import of
    Lightning, Fabric, accelerate or DeepSpeed: `Trainer(precision=...)`,
    `Accelerator(mixed_precision=...)` or a launcher's config decide); files that speak of
    precision in any form (an identifier, keyword or short string with `amp`, `autocast`,
    `fp16`, `bf16`, `half`, `precision` or `mixed` in it, such as `args.use_amp` or
    `--precision`, but not a metric such as `precision_score`: a switch the script passes on, which this file alone cannot follow); files
    that ask for float64 (`.double()`, `torch.float64`: numerics chosen on purpose); files
    without a training loop (model definitions, libraries, evaluation scripts); files with no
    sign of an accelerator. Toy networks stay silent too (every `torch.nn` layer the file builds
    has literal widths below 128, such as `nn.Linear(8, 2)`, and no torchvision or timm model is
    built): their steps are bound by kernel launches, which no setting here changes. Test code
    is reported only with `--pedantic`.

    In preview: on the shared corpus (six libraries and the training set) it reports nothing
    by default (n = 0 reviewed findings, so the 90% bar cannot be shown): the 30 files there
    that run their own training loop use a framework, mixed precision or a precision config,
    are tests, train a toy network, or build the model or optimizer elsewhere, and the rule
    stays silent on them by default
    (benchmarks/reviews/TL407-TL411-silent-new-tuning.csv); with `--pedantic`, nothing either (a
    first run reported a numerics test of an 8x8 `Linear`, which no user would change, and
    which toy networks' silence now leaves out)
    (benchmarks/reviews/TL407-new-tuning.csv). Whether a model is numerically fit for
    bf16 stays the author's call.

    ## Example
    ```python
    model = Net().cuda()
    for x, y in loader:
        loss = loss_fn(model(x.cuda()), y.cuda())
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
    ```

    ## Use instead
    ```python
    model = Net().cuda()
    for x, y in loader:
        with torch.autocast(device_type="cuda", dtype=torch.bfloat16):
            loss = loss_fn(model(x.cuda()), y.cuda())
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
    ```

    ## Fix safety
    No fix: reduced precision changes results, some models need a `GradScaler` (float16) or
    float32 islands, and where the autocast region ends is the author's decision.

    ## Measured
    `torchlint bench TL407`: one training step (forward, backward, SGD update) of an MLP with
    four 4096-wide hidden layers (GELU), batch 4096 x 1024 inputs, in float32 against the same
    step under `torch.autocast("cuda", dtype=torch.bfloat16)`. On an H100 (PyTorch 2.11,
    `torchlint bench TL407 --device cuda`): 28.8 ms -> 3.10 ms (9.28x, faster).
    """

    code = "TL407"
    name = "training-without-mixed-precision"
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
        if not facts.script or facts.speaks_of_precision:
            return
        assert facts.backward is not None
        self.report(
            facts.backward,
            "this training loop runs in float32 on the accelerator: no autocast, bf16/fp16 "
            "cast or GradScaler in this file; `torch.autocast(device_type=\"cuda\", "
            "dtype=torch.bfloat16)` around the forward and loss runs matmuls and "
            "convolutions on tensor cores",
        )
