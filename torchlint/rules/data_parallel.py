"""TL403 data-parallel."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from torchlint.rule import Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.model_cost import HEAVY_ARCH, model_cost
from torchlint.semantic.names import dotted
from torchlint.semantic.syntax import is_false, last_name, method_call, walk

if TYPE_CHECKING:
    from torchlint.semantic.model import SemanticModel

DATA_PARALLEL = frozenset(
    {
        "torch.nn.DataParallel",
        "torch.nn.parallel.DataParallel",
        "torch.nn.parallel.data_parallel.DataParallel",
    }
)


class DataParallel(Rule):
    """## What it does
    Flags `torch.nn.DataParallel(...)` (also reached as `torch.nn.parallel.DataParallel`),
    through any import or alias.

    ## Why is this slow?
    `DataParallel` runs one Python process that, on every forward pass, copies the module's
    parameters to each GPU, scatters the batch, runs the replicas in threads that contend for
    the GIL, and gathers the outputs on the first GPU, whose memory and compute become the
    bottleneck. `DistributedDataParallel` runs one process per GPU, keeps a replica on each,
    and overlaps the gradient all-reduce with the backward pass; PyTorch's documentation
    recommends it even on a single machine.

    v4 (issue 24): the default finding is a **training script whose only multi-GPU path is
    `DataParallel` around a model known to be compute-heavy**: the file takes training steps
    (`.backward()` and an optimizer's `.step()`), names no `DistributedDataParallel`, FSDP
    or `init_process_group`, and the `model_cost` fact (`torchlint.semantic.model_cost`)
    knows the model it trains to be heavy (a torchvision, timm or detection/segmentation
    model, a `transformers` checkpoint of base size and up, wide or 3-d convolutions...),
    training more than a head. Every other `DataParallel` is `--pedantic`, saying why: the
    file also offers DDP (`DataParallel` is the fallback without a distributed launch);
    nothing trains in the file (inference, FID and evaluation scripts, checkpoint helpers
    that wrap a model for its `module.` key names, a wrapper never run); the model is not
    known to be heavy (a course network, where the loader bounds the step and on one GPU
    `DataParallel` is a passthrough); only a head trains on a frozen backbone (the whole
    model frozen, or, read here, the heavy part: `net.features = resnet34(...)`, then
    `for p in net.features.parameters(): p.requires_grad = False`).

    Silent on purpose: mentions that are not calls (`isinstance(model, nn.DataParallel)`,
    which is how code unwraps a model someone else wrapped), and classes that are merely
    named `DataParallel` but are not torch's.

    In preview: on the shared corpus its 2 findings were read by a reviewer
    (docs/accuracy.md) and neither would be changed: both are libraries offering
    `DataParallel` as an option next to `DistributedDataParallel` (Lightning Fabric's `dp`
    strategy, the Hugging Face Trainer's fallback without a distributed launch); both name
    `DistributedDataParallel`, so v4 makes them `--pedantic`. In a user's own training
    script it is worth acting on.

    ## Example
    ```python
    model = torch.nn.DataParallel(model).cuda()
    ```

    ## Use instead
    ```python
    # launched with `torchrun --nproc-per-node=<gpus> train.py`
    torch.distributed.init_process_group("nccl")
    local_rank = int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(local_rank)
    model = DistributedDataParallel(model.cuda(local_rank), device_ids=[local_rank])
    ```

    ## Fix safety
    No fix: moving to `DistributedDataParallel` changes how the program is launched, how data
    is sharded (`DistributedSampler`) and where checkpoints are written.

    ## Measured
    Not measured here (one GPU): the gap grows with the number of GPUs, and PyTorch's
    documentation reports `DistributedDataParallel` faster than `DataParallel` even on one
    machine.

    ## On user code
    In preview, off by default. The bar for on by default is at least 20 reviewed findings on
    held-out user code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed
    moves, 22 statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change):
    6 of 18 (33%); fresh7-2816 0 of 1 and fresh8-2817 0 of 5 (each two reviewers,
    independently), fresh3-fresh6 6 of 12. Noise: CIFAR ResNet-18 tutorials likely run on one
    GPU, where `DataParallel` is a passthrough; a frozen model wrapped for one embedding pass.
    Acted on (round 4): long trainings of heavy models whose only multi-GPU path is
    `DataParallel`. It would need to stay silent in tutorials, notebooks, one-pass evaluation
    and opt-in flags, then a review of 20 at 90% or more. Round 4: 6 of 12 (50%).
    """

    code = "TL403"
    name = "data-parallel"
    preview = True  # below the user-precision bar on real code: see the docstring
    default = False  # below the bar for on by default: see "On user code"
    # A performance rule: no findings in tests by default (catalog v2)
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "the wrapper built once replicates the model and scatters its inputs on every forward"}
    screen = (frozenset({"DataParallel"}),)

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.qualified_name(node.func) not in DATA_PARALLEL:
            return
        self.report(
            node,
            "`DataParallel` replicates the model and scatters every batch from one process; "
            "use `DistributedDataParallel` (one process per GPU)",
            pedantic=self._why_not(node),
        )

    def _why_not(self, node: cst.Call) -> str | None:
        """Why an engineer would keep this `DataParallel` (the --pedantic reason), or None:
        a training script whose only multi-GPU path it is, around a model known heavy."""
        model = self.ctx.semantic
        if offers_ddp(model):
            return "the file also offers `DistributedDataParallel`: `DataParallel` is its fallback"
        if not trains(model):
            return (
                "nothing trains in this file (no optimizer steps after a backward pass): "
                "inference, evaluation and checkpoint code gain little from DDP"
            )
        cost = model_cost(self.ctx)
        if cost.heavy is None:
            return (
                "the model trained is not known to be compute-heavy: for a course-sized "
                "network the loader, not the GPUs, bounds the step"
            )
        if cost.head_only or cost.one_off:
            return cost.head_only or cost.one_off
        if frozen_heavy_part(model):
            return (
                "the file freezes the heavy network it builds (a feature extractor whose "
                "parameters get `requires_grad = False`): only what follows it trains"
            )
        return None


DDP_NAMES = frozenset({"DistributedDataParallel", "FullyShardedDataParallel", "init_process_group"})


def offers_ddp(model: SemanticModel) -> bool:
    """The file's code names `DistributedDataParallel`, FSDP or `init_process_group` (an
    import, an attribute, a call; also under an `if`; comments and strings do not count): it
    has a distributed path and `DataParallel` is the fallback."""
    key = ("tl403-ddp",)
    if key not in model.memo:
        model.memo[key] = any(node.value in DDP_NAMES for node in model.nodes_of(cst.Name))
    return bool(model.memo[key])


def trains(model: SemanticModel) -> bool:
    """The file takes training steps: it calls `.backward()` and an optimizer's `.step()`
    (a receiver whose name holds `optim`, or one bound from `torch.optim.*`)."""
    key = ("tl403-trains",)
    if key not in model.memo:
        backward = step = False
        for call in model.nodes_of(cst.Call):
            if method_call(call, "backward"):
                backward = True
            elif method_call(call, "step") and _optimizer_like(model, call.func.value):
                step = True
        model.memo[key] = backward and step
    return bool(model.memo[key])


def _optimizer_like(model: SemanticModel, receiver: cst.BaseExpression) -> bool:
    name = last_name(receiver) or ""
    if "optim" in name.lower() or name.lower() in {"opt", "trainer", "solver"}:
        return True
    if isinstance(receiver, cst.Name):
        for node in model.nodes_of(cst.Assign):
            if any(isinstance(t.target, cst.Name) and t.target.value == receiver.value
                   for t in node.targets) and isinstance(node.value, cst.Call):
                qualified = model.qualified_name(node.value.func, model.path_to(node.value.func))
                if qualified and qualified.startswith("torch.optim."):
                    return True
    return False


def frozen_heavy_part(model: SemanticModel) -> bool:
    """`net.features = torchvision.models.resnet34(...)` (a known heavy architecture, by the
    callee's name: `HEAVY_ARCH`), then `for p in net.features.parameters(): p.requires_grad =
    False`: the heavy part is frozen, as when fine-tuning a head (d2l's dog-breed notebook).
    The `model_cost` fact counts only a whole model frozen; this is the part it leaves."""
    heavy: set[str] = set()
    for node in model.nodes_of(cst.Assign):
        value = node.value
        while isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and (
            value.func.attr.value in ("to", "cuda", "eval", "train")
        ):
            value = value.func.value
        if isinstance(value, cst.Call) and HEAVY_ARCH.match(last_name(value.func) or ""):
            for target in node.targets:
                parts = dotted(target.target)
                if parts:
                    heavy.add(".".join(parts))
    if not heavy:
        return False
    for loop in model.nodes_of(cst.For):
        it = loop.iter
        if not (method_call(it, "parameters", "named_parameters") and dotted(it.func.value)):
            continue
        if ".".join(dotted(it.func.value)) not in heavy:
            continue
        for node in walk(loop.body):
            if isinstance(node, cst.Assign) and is_false(node.value) and any(
                isinstance(t.target, cst.Attribute) and t.target.attr.value == "requires_grad"
                for t in node.targets
            ):
                return True
    return False
