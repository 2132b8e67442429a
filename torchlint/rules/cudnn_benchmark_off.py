"""TL409 cudnn-benchmark-off."""

from __future__ import annotations

import libcst as cst

from torchlint.rule import Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.syntax import ACCELERATOR_WORDS
from torchlint.semantic.training import note_call, training_facts

# The file chose its cuDNN algorithm policy: autotuning on or off, or determinism asked for.
CHOSEN_WORDS = frozenset({"benchmark", "deterministic", "use_deterministic_algorithms"})
CONV_WORDS = frozenset(
    {"Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d",
     "conv1d", "conv2d", "conv3d", "torchvision", "timm"}
)


class CudnnBenchmarkOff(Rule):
    """## What it does
    Flags a training script of a convolutional network that never sets
    `torch.backends.cudnn.benchmark`: the file runs its own training loop (a loop whose body
    calls `.backward(` and `optimizer.step(`), shows accelerator use, and refers to a
    `torch.nn` convolution (`nn.Conv2d`, `F.conv2d`, ...) or builds a torchvision or timm
    model. One finding per file, at the first training loop's `.backward(` call.

    ## Why is this slow?
    cuDNN has several algorithms for each convolution, and the fastest depends on the shapes,
    the layout and the GPU. By default PyTorch picks one by heuristics; with
    `torch.backends.cudnn.benchmark = True` it times the candidates on the first call with
    each new input shape and keeps the fastest. When the input shapes are fixed (image
    classification at one resolution), that one-time cost buys a faster convolution for every
    later step.

    Silent on purpose: files that mention `benchmark` or `deterministic` in any form
    (`cudnn.benchmark = False`, `torch.use_deterministic_algorithms(True)`, `args.benchmark`:
    determinism was chosen, or the switch is passed on); files whose loop a framework runs (an
    import of Lightning, Fabric, accelerate or DeepSpeed; Lightning's `Trainer(benchmark=...)`
    decides); files whose model comes from elsewhere with no convolution in sight; files without
    a training loop or a sign of an accelerator. Toy networks stay silent too (every `torch.nn`
    layer the file builds has literal widths below 128, such as `nn.Linear(8, 2)`, and no
    torchvision or timm model is built): their steps are bound by kernel launches, which no
    setting here changes. Test code is reported only with `--pedantic`.

    In preview: on the shared corpus (six libraries and the training set) it reports nothing
    by default (n = 0 reviewed findings, so the 90% bar cannot be shown): the 30 files there
    that run their own training loop use a framework, mixed precision or a precision config,
    are tests, train a toy network, or build the model or optimizer elsewhere, and the rule
    stays silent on them by default
    (benchmarks/reviews/TL407-TL411-silent-new-tuning.csv); with `--pedantic`, nothing either
    (benchmarks/reviews/TL409-new-tuning.csv). It cannot see whether input shapes vary
    (multi-scale detection, variable sequence lengths), where autotuning re-runs for each new
    shape and may cost more than it saves.

    ## Example
    ```python
    model = torchvision.models.resnet50().cuda()
    for images, labels in loader:
        loss_fn(model(images.cuda()), labels.cuda()).backward()
        optimizer.step()
    ```

    ## Use instead
    ```python
    torch.backends.cudnn.benchmark = True  # fixed input sizes: autotune once per shape
    model = torchvision.models.resnet50().cuda()
    for images, labels in loader:
        loss_fn(model(images.cuda()), labels.cuda()).backward()
        optimizer.step()
    ```

    ## Fix safety
    No fix: autotuned algorithms may be nondeterministic from run to run, and with varying
    input shapes autotuning can cost more than it saves; only the author knows both.

    ## Measured
    `torchlint bench TL409`: a training step (forward and backward) of a small conv net
    (3x3 and 5x5 convolutions, 64 to 256 channels, batch 64 at 56x56) with
    `cudnn.benchmark` off against on, after warm-up; outputs compared with a tolerance, since
    another algorithm rounds differently. H100 figure: see docs/benchmarks.md.
    """

    code = "TL409"
    name = "cudnn-benchmark-off"
    preview = True
    default_contexts = frozenset({HOT, COLD})
    screen = (frozenset({"backward"}), frozenset({"step"}), ACCELERATOR_WORDS, CONV_WORDS)

    def visit_Call(self, node: cst.Call) -> None:
        note_call(self.ctx, node)

    def leave_Module(self, node: cst.Module) -> None:
        facts = training_facts(self.ctx)
        if not facts.script or not facts.conv_net() or not facts.words.isdisjoint(CHOSEN_WORDS):
            return
        assert facts.backward is not None
        self.report(
            facts.backward,
            "this conv net trains with `torch.backends.cudnn.benchmark` off: with fixed input "
            "sizes, turning it on lets cuDNN pick the fastest convolution algorithm once per "
            "shape",
        )
