"""TL301 dataloader-without-pin-memory."""

from __future__ import annotations

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.rule import Context, Rule, add_keyword
from torchlint.semantic import COLD, HOT
from torchlint.semantic.syntax import (
    find_arg,
    has_star_args,
    is_device_like,
    is_false,
    module_uses_accelerator,
    walk,
)

DATALOADERS = frozenset({"torch.utils.data.DataLoader", "torch.utils.data.dataloader.DataLoader"})
# DataLoader(dataset, batch_size, shuffle, sampler, batch_sampler, num_workers, collate_fn,
#            pin_memory, ...)
PIN_MEMORY_POSITION = 7
COLLATE_FN_POSITION = 6


class DataloaderWithoutPinMemory(Rule):
    """## What it does
    Flags `torch.utils.data.DataLoader(...)` with no `pin_memory` argument or with
    `pin_memory=False`, in a module that shows accelerator use (a `"cuda"`, `"cuda:N"`,
    `"mps"` or `"xpu"` string, a `.cuda(` call, any `torch.cuda.*`, `torch.accelerator.*`,
    `torch.mps.*` or `torch.xpu.*` reference, or `torch.device(...)` with anything but
    `"cpu"`).

    ## Why is this slow?
    Batches in pageable host memory are staged through a pinned buffer by the driver on every
    copy, and the copy cannot run asynchronously. With `pin_memory=True` the loader's pinning
    thread hands out page-locked batches, so host-to-device copies are faster and
    `non_blocking=True` copies can overlap with compute.

    Silent on purpose: calls with `**kwargs` (the value is unknown), and modules that show no
    accelerator use (on a CPU-only program pinning only costs memory).

    In preview: whether a loader's batches ever reach the device is decided outside the call.
    On real code (docs/accuracy.md) 2 of its 26 findings were loaders in data-loading tests
    whose batches never leave the host, 7.7% false positives against the 5% bar.

    ## Example
    ```python
    loader = DataLoader(dataset, batch_size=64, num_workers=4)
    ```

    ## Use instead
    ```python
    loader = DataLoader(dataset, batch_size=64, num_workers=4, pin_memory=True)
    ```

    Silent too when the dataset yields accelerator tensors (its `__getitem__` moves to a device,
    or it is a `TensorDataset` of accelerator tensors), or the loader's `collate_fn` of this
    file moves the batch to a device: pinning them raises "cannot pin
    'torch.cuda.FloatTensor'", so the fix would break the loop.

    ## Fix safety
    `pin_memory=True` is added after the last argument, or replaces an explicit
    `pin_memory=False`. Batches hold the same values; they live in page-locked memory. Safe
    when this file shows that the dataset yields host tensors (a dataset class of the file
    whose item methods move nothing to a device, a `TensorDataset` of host tensors the file
    builds, and no `collate_fn` from elsewhere); unsafe when the dataset or the collate function
    is defined elsewhere, since pinning cannot be shown harmless.

    ## Measured
    On an H100: 16 batches of 128x3x128x128, single process, copied with
    `non_blocking=True`: 166 ms -> 72 ms per epoch.
    """

    code = "TL301"
    name = "dataloader-without-pin-memory"
    # A performance rule: no findings in tests by default (catalog v2)
    default_contexts = frozenset({HOT, COLD})
    fix_availability = FixAvailability.SOMETIMES
    preview = True  # below the precision bar on real code: see the docstring
    screen = (frozenset({"DataLoader"}),)

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.qualified_name(node.func) not in DATALOADERS or has_star_args(node):
            return
        pin = find_arg(node, "pin_memory", PIN_MEMORY_POSITION)
        if pin is not None and not is_false(pin.value):
            return
        if not module_uses_accelerator(self.ctx):
            return
        dataset = find_arg(node, "dataset", 0)
        placement = dataset_placement(self.ctx, dataset.value) if dataset is not None else "unknown"
        collate = find_arg(node, "collate_fn", COLLATE_FN_POSITION)
        if collate is not None and placement != "device":
            placement = collate_placement(self.ctx, collate.value, placement)
        if placement == "device":
            return  # pinning accelerator tensors raises: the fix would break the loop
        if pin is None:
            edit = add_keyword(self.ctx, node, "pin_memory", "True")
            message = "`DataLoader` without `pin_memory=True` copies batches from pageable memory"
        else:
            edit = self.replace(pin.value, "True")
            message = "`DataLoader` with `pin_memory=False` copies batches from pageable memory"
        self.report(
            node,
            message,
            fix=self.fix(
                "Pass `pin_memory=True`",
                [edit],
                Applicability.SAFE if placement == "host" else Applicability.UNSAFE,
            ),
        )


TENSOR_DATASETS = frozenset({"torch.utils.data.TensorDataset", "torch.utils.data.dataset.TensorDataset"})
# What a dataset class yields: its items, or its stream.
ITEM_METHODS = frozenset({"__getitem__", "__getitems__", "__iter__"})


def dataset_placement(ctx, dataset: cst.BaseExpression) -> str:  # noqa: ANN001
    """Where the loader's dataset keeps what it yields, as far as this file shows: "device"
    (its `__getitem__` moves to an accelerator, or it is a `TensorDataset` of accelerator
    tensors), "host" (a class of this file whose items stay on the host, or a `TensorDataset`
    of tensors this file builds on the host), or "unknown" (defined elsewhere)."""
    values = _assigned_values(ctx, dataset) if isinstance(dataset, cst.Name) else [dataset]
    if not values:
        return "unknown"
    found = set()
    for value in values:
        found.add(_value_placement(ctx, value))
    if "device" in found:
        return "device"
    return "host" if found == {"host"} else "unknown"


def collate_placement(ctx, collate: cst.BaseExpression, placement: str) -> str:  # noqa: ANN001
    """The loader pins what its `collate_fn` returns: a collate function of this file (or a
    lambda) that moves to a device makes the batches accelerator tensors; one defined
    elsewhere makes pinning's harmlessness unknown."""
    if isinstance(collate, cst.Lambda):
        return "device" if _moves_to_device(ctx, collate) else placement
    if isinstance(collate, cst.Name):
        functions = [
            n for n in ctx.semantic.nodes()
            if isinstance(n, cst.FunctionDef) and n.name.value == collate.value
        ]
        if functions:
            return "device" if any(_moves_to_device(ctx, f) for f in functions) else placement
    return "unknown"


def _value_placement(ctx, value: cst.BaseExpression) -> str:  # noqa: ANN001
    if not isinstance(value, cst.Call):
        return "unknown"
    if ctx.qualified_name(value.func) in TENSOR_DATASETS:
        places = set()
        for arg in value.args:
            sources = _assigned_values(ctx, arg.value) if isinstance(arg.value, cst.Name) else [arg.value]
            if not sources:
                places.add("unknown")
            for source in sources:
                places.add("device" if _moves_to_device(ctx, source) else _host_tensor(ctx, source))
        if "device" in places:
            return "device"
        return "host" if places == {"host"} else "unknown"
    if isinstance(value.func, cst.Name):
        classes = [
            s for s in ctx.module.body if isinstance(s, cst.ClassDef) and s.name.value == value.func.value
        ]
        if len(classes) != 1:
            return "unknown"
        methods = [
            s for s in walk(classes[0].body)
            if isinstance(s, cst.FunctionDef) and s.name.value in ITEM_METHODS
        ]
        if not methods:
            return "unknown"  # inherited from a base defined elsewhere
        if any(_moves_to_device(ctx, m) for m in methods) or _moves_to_device(ctx, classes[0]):
            return "device"
        return "host"
    return "unknown"


def _host_tensor(ctx, node: cst.BaseExpression) -> str:  # noqa: ANN001
    """A `torch.*` call with no device in it builds a host tensor."""
    if isinstance(node, cst.Call):
        name = ctx.qualified_name(node.func)
        if name is not None and name.startswith("torch.") and find_arg(node, "device") is None:
            return "host"
    return "unknown"


def _moves_to_device(ctx, node: cst.CSTNode) -> bool:  # noqa: ANN001
    """`.cuda(`, `.to(<device-like>)` or `device=<accelerator>` anywhere in ``node``."""
    for sub in walk(node):
        if isinstance(sub, cst.Call) and isinstance(sub.func, cst.Attribute):
            if sub.func.attr.value == "cuda":
                return True
            if sub.func.attr.value == "to":
                target = find_arg(sub, "device", 0)
                if target is not None and is_device_like(ctx, target.value):
                    return True
        if isinstance(sub, cst.Arg) and sub.keyword is not None and sub.keyword.value == "device":
            if is_device_like(ctx, sub.value):
                return True
    return False


def _assigned_values(ctx: Context, name: cst.BaseExpression) -> list[cst.BaseExpression]:
    """Every value assigned to the plain name anywhere in the file (conservative: all scopes)."""
    assert isinstance(name, cst.Name)
    values = []
    for node in ctx.semantic.nodes():
        if isinstance(node, cst.Assign) and any(
            isinstance(t.target, cst.Name) and t.target.value == name.value for t in node.targets
        ):
            values.append(node.value)
    return values
