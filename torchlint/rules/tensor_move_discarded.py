"""TL104 tensor-move-discarded."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic.syntax import find_arg, has_star_args, is_device_like, string_value, walk
from torchlint.rule import Rule
from torchlint.semantic.values import MODULE, Value

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
    whose result is used, and a notebook cell's last expression (IPython shows its value: it
    is displayed, not thrown away; with a `;` after it, it is thrown away and reported).

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

    No fix when the tensor is then passed, in the same function, to a module that this file
    never moves (no `.to(...)` / `.cuda()` on it, not bound from a moved module): the fixed
    program would hand a tensor on the device to a module on the host and crash with a
    device mismatch. The message names the module and says to move both. A move to the
    host (`.cpu()`, `.to("cpu")`) keeps its fix: an unmoved module is on the host already.

    ## Measured
    No speed claim: the statement is a wasted copy, and the intended move never happens.

    ## On user code
    Off by default. The bar for on by default is at least 20 reviewed findings on held-out user
    code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed moves, 22
    statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change): 3 of 8
    (38%); fresh7-2816 1 of 1 and fresh8-2817 2 of 3 (one reviewer each), fresh3-2812 0 of 4.
    Acted on: a discarded `.to()` where the code means to move the tensor (a GPU layer fed a CPU
    input; a textbook cell demonstrating moves). Noise: `.to(device)` of a tensor already on the
    device (`empty_like` of a device tensor), a no-op. It would need to stay silent where the
    tensor is known to be on the target device, then a review of 20 at 90% or more. Round 4: 0
    of 4.

    Round 6 (held out, 2026-11-28): fresh10-2820 (one reviewer): 1 of 3, all in one cheat sheet:
    acted on where its comment says the discarded `x.to(device)` moves the tensor; noise where the
    comment says it returns a new one.

    Round 9 (fresh19-2831, two reviewers, independently): 0 of 2, both in a course's provided
    unit tests whose networks stay on the CPU: the discarded `x.cuda()` is what lets the test
    pass, and the advised `x = x.cuda()` would break it.

    Round 14 (fresh27-2839, two reviewers per half, independently): 0 of 2, both
    `loss.to(device)` discarded on a CycleGAN's losses already on the GPU: a no-op. The rule
    would need to know where a tensor already is; pooled as reviewed, 6 of 20.
    """

    code = "TL104"
    severity = "error"  # a bug rule
    name = "tensor-move-discarded"
    default = False  # below the bar for on by default: see "On user code"
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
        if self._displayed(node):
            return  # a notebook cell's last expression: its value is shown, not thrown away
        code = self.ctx.code(call)
        if "\n" in code or len(code) > 40:
            code = f"{name}.{method}(...)"
        message = (
            f"`Tensor.{method}()` returns a copy and leaves `{name}` where it was, so the copy is "
            f"thrown away; assign it: `{name} = {code}`, or delete the line if nothing was meant "
            "to move (or move the module, if a module was meant)"
        )
        fix = self.fix(
            f"Assign the result to `{name}`",
            [self.insert_before(call, f"{name} = ")],
            Applicability.UNSAFE,
        )
        unmoved = None if _to_host(call) else self._unmoved_module(node, name)
        if unmoved is not None:
            # assigning the move would feed a tensor on the device to a module on the host
            message = (
                f"`Tensor.{method}()` returns a copy and leaves `{name}` where it was, so the "
                f"copy is thrown away; `{name}` then reaches `{unmoved}`, which this file never "
                f"moves: assigning the move alone would give a device mismatch there (move both, "
                "or delete the line if nothing was meant to move)"
            )
            fix = None
        self.report(
            call.func.value,  # where the receiver starts, not at parentheses around the call
            message,
            fix=fix,
            end_node=call,
        )

    def _displayed(self, expression: cst.Expr) -> bool:
        statement = self.ctx.parent
        return isinstance(statement, cst.SimpleStatementLine) and self.ctx.displayed(statement, expression)

    def _unmoved_module(self, expression: cst.Expr, name: str) -> str | None:
        """The module (as written: `model`, `self.net`) that `name` is passed to after the
        statement, in the same function, when the file never moves that module to a device
        (no `.to(...)` / `.cuda()` on it, and not bound from a moved module)."""
        stack = self.ctx.stack
        later: list[cst.CSTNode] = []
        for index in range(len(stack) - 2, 0, -1):
            child, parent = stack[index], stack[index - 1]
            body = getattr(parent, "body", None)
            if isinstance(body, (list, tuple)) and child in body:
                later.extend(body[list(body).index(child) + 1 :])
            if isinstance(parent, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
                break
        model = self.ctx.semantic
        for root in later:
            for node in walk(root):
                if not isinstance(node, cst.Call) or not any(
                    isinstance(a.value, cst.Name) and a.value.value == name for a in node.args
                ):
                    continue
                callee = node.func
                if not isinstance(callee, (cst.Name, cst.Attribute)):
                    continue
                value = model.value(callee)
                if value.kind != MODULE or value.moved:
                    continue
                written = self.ctx.code(callee)
                if not self._moved_in_file(written):
                    return written
        return None

    def _moved_in_file(self, written: str) -> bool:
        """Does any call of the file move the module written `written` (`model.to(device)`,
        `model.cuda()`, `model = model.to(...)`, `model = Net().to(device)`)?"""
        for node in self.ctx.semantic.nodes_of(cst.Call):
            func = node.func  # type: ignore[attr-defined]
            if isinstance(func, cst.Attribute) and func.attr.value in _MODULE_MOVES:
                if self.ctx.code(func.value) == written:
                    return True
        for node in self.ctx.semantic.nodes_of(cst.Assign):
            value = node.value  # type: ignore[attr-defined]
            if not any(self.ctx.code(t.target) == written for t in node.targets):  # type: ignore[attr-defined]
                continue
            if any(
                isinstance(n, cst.Call) and isinstance(n.func, cst.Attribute)
                and n.func.attr.value in _MODULE_MOVES
                for n in walk(value)
            ):
                return True
        return False


_MODULE_MOVES = frozenset({"to", "cuda", "xpu", "mps", "to_empty"})


def _to_host(call: cst.Call) -> bool:
    """`.cpu()` / `.to("cpu")`: a move to the host, where an unmoved module already is."""
    assert isinstance(call.func, cst.Attribute)
    if call.func.attr.value == "cpu":
        return True
    target = find_arg(call, "device", 0)
    return target is not None and string_value(target.value) == "cpu"


def _known_tensor(value: Value) -> bool:
    """A tensor as the file shows it: a batch of a DataLoader is left out, since a collate
    function may yield an object whose `.to()` moves it in place (a `BatchEncoding`)."""
    return value.is_tensor and value.source is None
