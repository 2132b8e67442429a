"""TL301 dataloader-without-pin-memory."""

from __future__ import annotations

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic.syntax import find_arg, has_star_args, is_false, module_uses_accelerator
from torchlint.rule import Rule, add_keyword

DATALOADERS = frozenset({"torch.utils.data.DataLoader", "torch.utils.data.dataloader.DataLoader"})
# DataLoader(dataset, batch_size, shuffle, sampler, batch_sampler, num_workers, collate_fn,
#            pin_memory, ...)
PIN_MEMORY_POSITION = 7


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

    ## Fix safety
    Safe: `pin_memory=True` is added after the last argument, or replaces an explicit
    `pin_memory=False`. Batches hold the same values; they live in page-locked memory.

    ## Measured
    On an H100: 16 batches of 128x3x128x128, single process, copied with
    `non_blocking=True`: 166 ms -> 72 ms per epoch.
    """

    code = "TL301"
    name = "dataloader-without-pin-memory"
    fix_availability = FixAvailability.SAFE
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
        if pin is None:
            edit = add_keyword(self.ctx, node, "pin_memory", "True")
            message = "`DataLoader` without `pin_memory=True` copies batches from pageable memory"
        else:
            edit = self.replace(pin.value, "True")
            message = "`DataLoader` with `pin_memory=False` copies batches from pageable memory"
        self.report(
            node,
            message,
            fix=self.fix("Pass `pin_memory=True`", [edit], Applicability.SAFE),
        )
