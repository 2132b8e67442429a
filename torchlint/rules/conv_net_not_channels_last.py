"""TL411 conv-net-not-channels-last."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.rule import Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.syntax import ACCELERATOR_WORDS, screen_with_accelerator_sign
from torchlint.semantic.training import RL_REASON, note_call, training_facts

CONV2D_WORDS = frozenset({"Conv2d", "ConvTranspose2d", "conv2d", "torchvision", "timm"})
# Words that say the file chose a memory format.
LAYOUT_WORDS = frozenset({"channels_last", "memory_format"})


class ConvNetNotChannelsLast(Rule):
    """## What it does
    Flags a mixed-precision training script of a 2-d convolutional network that never uses
    `torch.channels_last`: the file runs its own training loop (a loop whose body calls
    `.backward(` and `optimizer.step(`), shows accelerator use (or moves to a device
    variable), trains in reduced precision
    (autocast, a GradScaler, a `.half()` / `.bfloat16()` cast, a `torch.float16` /
    `torch.bfloat16` dtype, or a switch named as one: `args.amp`, `--fp16`; a word inside
    another name, such as `half_res`, is not one), refers
    to `nn.Conv2d` / `F.conv2d` or builds a torchvision or timm model, and never mentions
    `channels_last` or `memory_format`. One finding per file, at the first training loop's
    `.backward(` call.

    ## Why is this slow?
    cuDNN's tensor-core convolution kernels work on NHWC data. A model and inputs in the
    default NCHW layout either run on kernels that are slower for that layout or are
    transposed to NHWC and back around each convolution. `model.to(memory_format=torch.channels_last)` and inputs converted
    the same way let every convolution, batch norm and elementwise op run in NHWC end to end.
    The Performance Tuning Guide reports the gain for mixed-precision training on tensor
    cores.

    Silent on purpose: float32 training (the gain is smaller there, and mixed precision, TL407,
    comes first); files that mention `channels_last` or `memory_format` in any form (a layout
    was chosen, or is passed on as a switch); networks without 2-d convolutions in this file
    (1-d and 3-d convolutions have other layouts); files whose loop a framework runs (an import
    of Lightning, Fabric, accelerate or DeepSpeed); files without a training loop or a sign of
    an accelerator. Toy networks stay silent too (every `torch.nn` layer the file builds has
    literal widths below 128, such as `nn.Linear(8, 2)`, and no torchvision or timm model is
    built): their steps are bound by kernel launches, which no setting here changes. Test code
    and reinforcement-learning scripts (an import of gym, gymnasium, envpool and the like:
    environment steps bound their loops) are reported only with `--pedantic`.

    In preview: on the shared corpus (six libraries and the training set) it reports nothing
    by default (n = 0 reviewed findings, so the 90% bar cannot be shown): the 30 files there
    that run their own training loop use a framework, mixed precision or a precision config,
    are tests, train a toy network, or build the model or optimizer elsewhere, and the rule
    stays silent on them by default
    (benchmarks/reviews/TL407-TL411-silent-new-tuning.csv); with `--pedantic`, nothing either
    (benchmarks/reviews/TL411-new-tuning.csv). Some layers (custom CUDA ops, `view`
    on NCHW-shaped tensors) need contiguous NCHW input, which only the author can check.

    ## Example
    ```python
    model = torchvision.models.resnet50().cuda()
    for images, labels in loader:
        with torch.autocast("cuda", dtype=torch.bfloat16):
            loss = loss_fn(model(images.cuda()), labels.cuda())
        loss.backward()
        optimizer.step()
    ```

    ## Use instead
    ```python
    model = torchvision.models.resnet50().cuda().to(memory_format=torch.channels_last)
    for images, labels in loader:
        images = images.cuda().to(memory_format=torch.channels_last)
        with torch.autocast("cuda", dtype=torch.bfloat16):
            loss = loss_fn(model(images), labels.cuda())
        loss.backward()
        optimizer.step()
    ```

    ## Fix safety
    No fix: both the model and its inputs must change layout, and code that reshapes
    activations with `view` may then need `reshape`; only the author can check that.

    ## Measured
    `torchlint bench TL411`: a training step (forward and backward) of a small ResNet-style
    conv net (3x3 convolutions, batch norm, 64 to 256 channels, batch 64 at 56x56) in NCHW
    against channels_last, under bf16 autocast and in float32 (two cases); the float32 case
    compares outputs by relative norm error, the bf16 case shapes and dtypes only. On an H100 (PyTorch 2.11, `torchlint bench TL411 --device cuda`): ResNet-style convs fwd+bwd, batch 64 at 56x56, bf16 autocast: 10.5 ms -> 7.30 ms (1.44x, faster); ResNet-style convs fwd+bwd, batch 64 at 56x56, float32: 13.7 ms -> 10.9 ms (1.26x, faster).

    ## On user code
    In preview, off by default. The bar for on by default is at least 20 reviewed findings on
    held-out user code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed
    moves, 22 statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change):
    0 of 8 (0%); fresh7-2816 0 of 2 and fresh8-2817 0 of 2 (one reviewer each), fresh3 and
    fresh5 0 of 4. Noise: InstanceNorm or GroupNorm nets (CycleGAN, a diffusion UNet) where
    channels_last adds layout conversions; an fp32 MNIST toy net. It would need to stay silent
    where normalisation layers force NCHW or convolutions are small, then a review of 20. Round
    4: 0 of 4.

    Round 6 (held out, 2026-11-28): fresh10-2820 (one reviewer): 0 of 2. Noise: a CIFAR 32x32
    ResNet-18 in a course notebook whose loop has no autocast; a 2-epoch AMP demo on 1,000 dummy
    samples.
    """

    code = "TL411"
    name = "conv-net-not-channels-last"
    preview = True
    default = False  # below the bar for on by default: see "On user code"
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "a choice made once (model, optimizer, precision) applies to every training step"}
    screen = (frozenset({"backward"}), frozenset({"step"}), ACCELERATOR_WORDS, CONV2D_WORDS)

    @classmethod
    def screen_patterns(cls) -> list[re.Pattern[str]]:
        # a device variable in any spelling counts as accelerator use (runs_on_accelerator)
        return screen_with_accelerator_sign(cls.screen)

    def visit_Call(self, node: cst.Call) -> None:
        note_call(self.ctx, node)

    def leave_Module(self, node: cst.Module) -> None:
        facts = training_facts(self.ctx)
        if not facts.script or not facts.conv_net(two_d=True):
            return
        if not (facts.reduced_precision or facts.amp_switch):
            return
        if not facts.words.isdisjoint(LAYOUT_WORDS):
            return
        assert facts.backward is not None
        self.report(
            facts.backward,
            "this mixed-precision conv net trains in the default NCHW layout: "
            "`model.to(memory_format=torch.channels_last)` and inputs converted the same way "
            "let cuDNN run its NHWC tensor-core kernels without layout conversions",
            pedantic=RL_REASON if facts.rl else None,
        )
