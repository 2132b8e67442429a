"""TL102 pinned-copy-blocking."""

from __future__ import annotations

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic.flow import path_to, reaching_binding
from torchlint.semantic.syntax import (
    find_arg,
    has_star_args,
    is_device_like,
    is_false,
    is_true,
)
from torchlint.rule import Rule, add_keyword
from torchlint.semantic import HOT

MOVES = frozenset({"cuda", "to"})


class PinnedCopyBlocking(Rule):
    """## What it does
    Flags a copy to an accelerator (`.cuda()`, `.to(<device>)`) of a tensor that is pinned,
    with no `non_blocking` argument or with a literal `non_blocking=False`. A tensor is pinned
    when `.pin_memory()` is called on it in the same expression (`x.pin_memory().cuda()`),
    when the variable being copied was last assigned from `.pin_memory()` in the same scope,
    when it was created with `pin_memory=True`, or when it is a batch of a
    `DataLoader(..., pin_memory=True)` iterated in the same file (`for x, y in loader:`), or
    a part of one (`x, y = batch`, `batch["image"]`).

    Where: by default on hot paths, per batch, where the host has the next batch to prepare;
    a one-off copy of a pinned tensor only with `--pedantic`. The finding is located at the
    copy's receiver.

    ## Why is this slow?
    A copy from page-locked (pinned) memory can run asynchronously, but without
    `non_blocking=True` the host thread still waits for it to finish. Pinning is the expensive
    half of the work; the blocking copy throws away what it bought: the host could be
    preparing the next batch while the copy runs.

    Silent on purpose: a `non_blocking=` value that is not a literal (it may well be `True`
    at run time), calls with `**kwargs`, a pinned tensor converted again before the copy
    (`x.pin_memory().float().cuda()` copies a fresh, pageable tensor), a variable rebound in
    between or assigned in another branch, and `.to(dtype)` or other arguments that are not
    devices; batches of a loader that does not pin, or pins by a flag that is not a literal
    (`pin_memory=args.pin_memory`), and a batch converted before the copy (`x = x.float()`
    makes a fresh, pageable tensor).

    ## Example
    ```python
    loader = DataLoader(dataset, batch_size=64, pin_memory=True)
    for images, labels in loader:
        images = images.to(device)
    ```

    ## Use instead
    ```python
    loader = DataLoader(dataset, batch_size=64, pin_memory=True)
    for images, labels in loader:
        images = images.to(device, non_blocking=True)
    ```

    ## Fix safety
    Unsafe: with `non_blocking=True` the call returns before the copy is done, so the host
    buffer must not be changed until the copy has finished (reusing a pinned staging buffer
    for the next batch right away would race with the copy). The fix adds
    `non_blocking=True`, or replaces an explicit `non_blocking=False`.

    ## Measured
    On an H100, copying from pinned instead of pageable memory: 1024x1024 fp32 0.49 ms ->
    0.11 ms; 8192x8192 38 ms -> 5.2 ms. Pinning a fresh 4 MiB tensor just to copy it once
    gains nothing (0.53 ms -> 0.55 ms): pin what is reused or what the DataLoader pins for you.
    `non_blocking=True` frees the host thread; it does not overlap the copy with kernels on
    the same stream (a pinned 256 MiB copy followed by an 8192^2 matmul: 26.4 ms blocking,
    26.3 ms non-blocking). The gain shows when the host has work to do meanwhile, such as
    preparing the next batch.

    ## On user code
    Off by default. The bar for on by default is at least 20 reviewed findings on held-out user
    code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed moves, 22
    statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change): 0 of 46
    (0%); fresh7-2816 0 of 16 and fresh8-2817 0 of 8 (one reviewer each), fresh3-fresh5 0 of 22.
    Noise: small token-id, label and MNIST batch copies (200 KB to a few MB) in loops that sync
    on `.item()` every step; one-off evaluation loops. It would need to report only large copies
    in loops with no other per-step sync, then a review of 20 at 90% or more. Round 4: 0 of 22.

    Round 6 (held out, 2026-11-28): fresh10-2820 (one reviewer): 0 of 7 (0%). Noise: small image
    batches copied each step of compute-bound GAN and VAE loops, where `non_blocking` would save
    microseconds; an evaluation loop that barely uses its batch.
    """

    code = "TL102"
    name = "pinned-copy-blocking"
    default = False  # below the bar for on by default: see "On user code"
    # A performance rule: by default where the copy repeats (per batch)
    default_contexts = frozenset({HOT})
    fix_availability = FixAvailability.UNSAFE
    screen = (frozenset({"pin_memory"}), MOVES)

    def __init__(self, ctx) -> None:  # noqa: ANN001
        super().__init__(ctx)
        self.candidates: list[tuple[cst.Call, cst.Arg | None]] = []

    def visit_Call(self, node: cst.Call) -> None:
        if not (isinstance(node.func, cst.Attribute) and node.func.attr.value in MOVES):
            return
        if has_star_args(node):
            return
        method = node.func.attr.value
        if method == "to":
            target = find_arg(node, "device", 0)
            if target is None or not is_device_like(self.ctx, target.value):
                return
            # Tensor.to(device, dtype, non_blocking, copy)
            flag = find_arg(node, "non_blocking", 2 if target.keyword is None else None)
        else:
            # Tensor.cuda(device, non_blocking)
            flag = find_arg(node, "non_blocking", 1)
        if flag is not None and not is_false(flag.value):
            return
        if self._pinned(node.func.value, self.ctx.stack, 0):
            self._report(node, flag)
        elif isinstance(node.func.value, (cst.Name, cst.Subscript, cst.Attribute)):
            # a pinned loader's batch: the model knows once it has read the whole file
            self.candidates.append((node, flag))

    def leave_Module(self, node: cst.Module) -> None:
        model = self.ctx.semantic
        for call, flag in self.candidates:
            receiver = call.func.value  # type: ignore[attr-defined]
            value = model.value(receiver)
            if value.is_tensor and value.pinned:
                self._report(call, flag)

    def _report(self, node: cst.Call, flag: cst.Arg | None) -> None:
        assert isinstance(node.func, cst.Attribute)
        method = node.func.attr.value
        if flag is None:
            edit = add_keyword(self.ctx, node, "non_blocking", "True")
            how = "without `non_blocking=True`"
        else:
            edit = self.replace(flag.value, "True")
            how = "with `non_blocking=False`"
        message = (
            f"`.{method}()` of a pinned tensor {how} blocks the host until the copy is done; "
            "pass `non_blocking=True` and leave the source alone until the copy has finished"
        )
        self.report(
            node.func.value,
            message,
            fix=self.fix("Pass `non_blocking=True`", [edit], Applicability.UNSAFE),
            end_node=node,
        )

    def _pinned(self, expr: cst.BaseExpression, path, depth: int) -> bool:  # noqa: ANN001
        if isinstance(expr, cst.Call):
            if isinstance(expr.func, cst.Attribute) and expr.func.attr.value == "pin_memory":
                return not has_star_args(expr)
            flag = find_arg(expr, "pin_memory")
            return (
                flag is not None
                and is_true(flag.value)
                and (self.ctx.qualified_name(expr.func) or "").startswith("torch.")
            )
        if isinstance(expr, cst.Name) and depth < 3:
            binding = reaching_binding(path, expr.value)
            if binding is None or binding.value is None:
                return False
            return self._pinned(binding.value, path_to(self.ctx, binding.value), depth + 1)
        return False
