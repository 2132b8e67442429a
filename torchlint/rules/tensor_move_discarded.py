"""TL104 tensor-move-discarded."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic.syntax import find_arg, has_star_args, is_device_like, string_value
from torchlint.rule import Rule
from torchlint.semantic.values import Value

MOVES = frozenset({"cuda", "cpu", "to"})


class TensorMoveDiscarded(Rule):
    """## What it does
    Flags an expression statement `x.cuda()`, `x.to(<device or "cpu">)` or `x.cpu()` whose
    result is thrown away, where `x` is known to be a tensor, as the semantic model's values
    show: in the same scope it was last bound from a call of a `torch.*` function
    (`torch.zeros`, `torch.cat`, `F.relu`; not `torch.nn.*` classes, `torch.device`,
    `torch.load`, `torch.jit.*`, `torch.compile`), from a method call on a known tensor, from a
    module's `.weight` or `.bias`, an `nn.Parameter` or the output of a module built in the
    file, or it is a parameter annotated `torch.Tensor`.

    Where: a bug rule, reported everywhere, tests included (the code after the line does not
    run where its author thinks).

    ## Why is this slow?
    `Tensor.to()`, `.cuda()` and `.cpu()` return a copy and leave the tensor where it was;
    only `Module.to()` works in place. The statement copies the data across the bus and throws
    the copy away, and the code after it still runs on the old device (or fails with a device
    mismatch).

    Silent on purpose: names that may hold a module (anything not known to be a tensor:
    `model.to(device)` is the right way to move a module), a batch of a DataLoader (a collate
    function may yield an object whose `.to()` works in place, such as a tokenizer's
    `BatchEncoding`), names rebound in a branch or loop between the assignment and the move,
    `.to(dtype)` and other arguments that are not devices, calls with `**kwargs`, and moves
    whose result is used.

    ## Example
    ```python
    def step(batch: torch.Tensor, device):
        batch.to(device)
        return model(batch)
    ```

    ## Use instead
    ```python
    def step(batch: torch.Tensor, device):
        batch = batch.to(device)
        return model(batch)
    ```

    ## Fix safety
    Unsafe: the fix assigns the result back (`x = x.to(device)`), so the code after it now
    sees the tensor on the new device, which changes what it computes (and where). The author
    may also have meant to delete the line (nothing was meant to move) or to move a module
    (`Module.to()` works in place); the message says so, and only the author can tell.

    ## Measured
    No speed claim: the statement is a wasted copy, and the intended move never happens.
    """

    code = "TL104"
    severity = "error"  # a bug rule
    name = "tensor-move-discarded"
    fix_availability = FixAvailability.UNSAFE
    screen = (MOVES,)

    @classmethod
    def screen_patterns(cls) -> list[re.Pattern[str]]:
        # The method call, `.cuda(`, `.cpu(` or `.to(`: that it stands as a statement of its
        # own, on a bare name, is the syntax screen's to see (a pattern for a line that holds
        # only `name.cuda(...)` cost a second of CPU time over the corpus, and the files it
        # turned away reach CPython's parse for other rules anyway: 0.3% more lines do).
        return [re.compile(r"\.[\s\\]*(?:%s)[\s\\]*\(" % "|".join(sorted(MOVES)))]

    def visit_Expr(self, node: cst.Expr) -> None:
        call = node.value
        if not (
            isinstance(call, cst.Call)
            and isinstance(call.func, cst.Attribute)
            and call.func.attr.value in MOVES
            and isinstance(call.func.value, cst.Name)
        ):
            return
        if has_star_args(call):
            return
        method = call.func.attr.value
        if method == "to":
            target = find_arg(call, "device", 0)
            if target is None or not (
                is_device_like(self.ctx, target.value) or string_value(target.value) == "cpu"
            ):
                return
        name = call.func.value.value
        if self.ctx.qualified_name(call.func.value) is not None:
            return  # an imported module or class, not a local tensor
        receiver = self.ctx.semantic.value(call.func.value, [*self.ctx.stack, call, call.func, call.func.value])
        if not _known_tensor(receiver):
            return
        code = self.ctx.code(call)
        if "\n" in code or len(code) > 40:
            code = f"{name}.{method}(...)"
        self.report(
            call.func.value,  # where the receiver starts, not at parentheses around the call
            f"`Tensor.{method}()` returns a copy and leaves `{name}` where it was, so the copy is "
            f"thrown away; assign it: `{name} = {code}`, or delete the line if nothing was meant "
            "to move (or move the module, if a module was meant)",
            fix=self.fix(
                f"Assign the result to `{name}`",
                [self.insert_before(call, f"{name} = ")],
                Applicability.UNSAFE,
            ),
            end_node=call,
        )


def _known_tensor(value: Value) -> bool:
    """A tensor as the file shows it: a batch of a DataLoader is left out, since a collate
    function may yield an object whose `.to()` moves it in place (a `BatchEncoding`)."""
    return value.is_tensor and value.source is None
