"""TL410 optimizer-not-fused."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.rule import Rule, add_keyword
from torchlint.semantic import COLD, HOT
from torchlint.semantic.syntax import ACCELERATOR_WORDS, screen_with_accelerator_sign, find_arg, has_star_args
from torchlint.semantic.training import note_call, training_facts

# The torch.optim classes with a fused CUDA implementation (`fused` and `foreach` are
# keyword-only in their signatures).
FUSED = frozenset({"torch.optim.Adam", "torch.optim.AdamW", "torch.optim.SGD"})
SHORT = {name: name.rsplit(".", 1)[1] for name in FUSED}


class OptimizerNotFused(Rule):
    """## What it does
    Flags the first `torch.optim.Adam`, `AdamW` or `SGD` built without `fused=` and without
    `foreach=` in a training script on an accelerator (a file that runs its own training loop,
    a loop whose body calls `.backward(` and `optimizer.step(`, and shows accelerator use or
    moves to a device variable: `model.to(device)`).
    One finding per file, at the optimizer's construction.

    ## Why is this slow?
    On CUDA, PyTorch's default optimizer implementation is `foreach`: a handful of
    multi-tensor kernels per parameter group and per operation of the update rule. With
    `fused=True`, the whole update (moments, bias correction, weight decay, the step) runs
    in fused kernels that read and write each tensor once per step. The profiler's
    pattern matcher points at the optimizer step for the same reason. How much of a training
    step this saves depends on how much of the step the update is: most for models with many
    parameters and little compute per parameter.

    Silent on purpose: an optimizer given `fused=` or `foreach=` (to any value: a choice was made);
    calls with `**kwargs` (the options are unknown); optimizers without a fused CUDA
    implementation; files whose loop a framework runs (an import of Lightning, Fabric,
    accelerate or DeepSpeed, which may wrap or replace the optimizer); files without a training
    loop or without a sign of an accelerator. Toy networks stay silent too (every `torch.nn`
    layer the file builds has literal widths below 128, such as `nn.Linear(8, 2)`, and no
    torchvision or timm model is built): their steps are bound by kernel launches, which no
    setting here changes. Test code is reported only with `--pedantic`.

    In preview: on the shared corpus (six libraries and the training set) it reports nothing
    by default (n = 0 reviewed findings, so the 90% bar cannot be shown): the 30 files there
    that run their own training loop use a framework, mixed precision or a precision config,
    are tests, train a toy network, or build the model or optimizer elsewhere, and the rule
    stays silent on them by default
    (benchmarks/reviews/TL407-TL411-silent-new-tuning.csv); with `--pedantic`, one finding, in a
    bitwise-comparison test, which no user would change
    (benchmarks/reviews/TL410-new-tuning.csv). It stays there until the H100
    figure shows a gain over the default `foreach`.

    ## Example
    ```python
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4, weight_decay=0.1)
    ```

    ## Use instead
    ```python
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4, weight_decay=0.1, fused=True)
    ```

    ## Fix safety
    `fused=True` is added after the last argument. Unsafe: the fused kernels round
    differently from the `foreach` path, so results change in the last bits; every parameter
    must be a floating-point tensor on a device with a fused implementation (CUDA, and the CPU
    since PyTorch 2.4), not sparse or complex, or the constructor or the first step raises.
    An optimizer given `differentiable=` is reported without a fix (fused rejects it).

    ## Measured
    `torchlint bench TL410`: one `AdamW` step over 200 parameters of 1024x1024 float32 with
    their gradients, the default implementation against `fused=True`; parameters compared
    with a tolerance. On an H100 (PyTorch 2.11, `torchlint bench TL410 --device cuda`): AdamW step over 200 x 1024^2 params: 6.99 ms -> 2.70 ms (2.59x, faster).
    """

    code = "TL410"
    name = "optimizer-not-fused"
    preview = True
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
        if not facts.script:
            return
        for call, qualified in facts.optimizers:
            if qualified not in FUSED:
                continue
            if has_star_args(call) or find_arg(call, "fused") or find_arg(call, "foreach"):
                continue
            fix = None
            if find_arg(call, "differentiable") is None:
                fix = self.fix(
                    "Pass `fused=True`",
                    [add_keyword(self.ctx, call, "fused", "True")],
                    Applicability.UNSAFE,
                )
            self.report(
                call,
                f"`{SHORT[qualified]}` in an accelerator training script uses the multi-kernel "
                "default update; `fused=True` runs the whole update rule in fused kernels, reading "
                "and writing each tensor once per step",
                fix=fix,
            )
            return
