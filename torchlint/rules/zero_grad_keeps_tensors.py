"""TL404 zero-grad-keeps-tensors."""

from __future__ import annotations

import re
from typing import Iterable

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic.syntax import find_arg, is_false, method_call, walk
from torchlint.rule import Anchor, PendingEdit, Rule
from torchlint.semantic import COLD, HOT


class ZeroGradKeepsTensors(Rule):
    """## What it does
    Flags every `<expr>.zero_grad(set_to_none=False)` (the literal `False`, by keyword or as
    the only positional argument), whatever `<expr>` is: an optimizer, a module, a wrapper.

    ## Why is this slow?
    `set_to_none=False` keeps every gradient tensor alive and writes zeros into all of them
    before each step: one extra kernel launch and a full pass over gradient memory per
    parameter. With the default (`set_to_none=True`, since PyTorch 2.0) the gradients become
    `None`, the memory is released, and the next backward pass writes the gradients instead of
    accumulating into zeros.

    Silent on purpose: `zero_grad()`, `zero_grad(set_to_none=True)` and any non-literal value
    (`set_to_none=args.keep_grads`), which may be a deliberate choice; and files that rely on
    the gradient tensors staying allocated: they read a gradient's storage
    (`p.grad.data_ptr()`), place gradients in a preallocated pool or bucket (`p.grad =
    pool[i]`, a `grad_buckets` name, DDP's `gradient_as_bucket_view`). There `None` gradients
    would break the program.

    ## Example
    ```python
    optimizer.zero_grad(set_to_none=False)
    ```

    ## Use instead
    ```python
    optimizer.zero_grad()
    ```

    ## Fix safety
    Unsafe: the fix drops the argument, and afterwards the gradients are `None` between
    `zero_grad()` and the next backward pass instead of zero tensors (and stay `None` for
    parameters a backward pass does not reach). Code that reads `p.grad` in that window
    (gradient logging, custom optimizers that assume a tensor) would see `None`. So no fix is
    offered, and the message says why, when the file uses a gradient's value with no `None`
    check around it: an attribute or method of `<expr>.grad` (`p.grad.norm()`, `.grad.data`,
    `.grad.sum()`, `.grad.abs()`), an index into it, or `<expr>.grad += ...`, unless an
    enclosing condition (`if p.grad is not None:`, `... and p.grad.sum()`, a comprehension's
    `if`) or an earlier `if p.grad is None: continue` (or `assert`) tests it against `None`.
    Nor when the call has other arguments, or a comment between its parentheses.

    ## Measured
    On an H100, an SGD step of a 6x4096^2 (100M-parameter) MLP, batch 64: 2.43 ms with
    `set_to_none=False` against 1.96 ms with the default.

    ## On user code
    Off by default. The bar for on by default is at least 20 reviewed findings on held-out user
    code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed moves, 22
    statements, fresh5-fresh7). No finding of it was reviewed in rounds 4 or 5: none was
    reported or sampled on the six held-out splits (fresh3 to fresh8). It would need a review of
    at least 20 of its findings on held-out user code at 90% or more. Round 3 reviewed none
    either.

    Round 6 (held out, 2026-11-28): fresh10-2820 (one reviewer): 0 of 1: a tutorial that passes
    `set_to_none=False` on purpose, to print the zeroed gradients afterwards.
    """

    code = "TL404"
    name = "zero-grad-keeps-tensors"
    default = False  # below the bar for on by default: see "On user code"
    # A performance rule: no findings in tests by default (catalog v2)
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "`zero_grad` is a per-step call: where no loop around it is in view, its caller (a trainer in another file) runs it every step"}
    fix_availability = FixAvailability.UNSAFE
    screen = (frozenset({"zero_grad"}), frozenset({"set_to_none", "False"}))

    def visit_Call(self, node: cst.Call) -> None:
        if not method_call(node, "zero_grad"):
            return
        argument = find_arg(node, "set_to_none", 0)
        if argument is None or argument.star or not is_false(argument.value):
            return
        if self.ctx.memo("TL404-allocated-grads", lambda: relies_on_allocated_grads(self.ctx.semantic.nodes())):
            return  # the gradients must stay tensors: `None` would break that code
        reader = self.ctx.memo("TL404-grad-read", lambda: unguarded_grad_read(self.ctx.semantic))
        fix = None
        if reader is None and len(node.args) == 1 and not any(isinstance(n, cst.Comment) for n in walk(node)):
            # Everything from the end of `.zero_grad` to the closing parenthesis, so that the
            # result reads exactly `x.zero_grad()` whatever the spacing or trailing comma (a
            # comment in there would go with it: no fix then).
            fix = self.fix(
                "Drop `set_to_none=False`",
                [PendingEdit(Anchor(node.func, "end"), Anchor(node, "end"), "()")],
                Applicability.UNSAFE,
            )
        message = (
            "`zero_grad(set_to_none=False)` writes zeros into every gradient instead of freeing "
            "them; use the default `zero_grad()`"
        )
        if reader is not None:
            message += (
                f"; no fix: the file reads gradients with no `None` check (`{_shown(self.ctx, reader)}`), "
                "which would meet `None` after the default `zero_grad()`: check for it first"
            )
        self.report(node, message, fix=fix)


# Reading a gradient's storage: its address or memory must survive `zero_grad`.
_STORAGE_READS = frozenset({"data_ptr", "untyped_storage", "storage", "set_"})
# Gradients that live in a preallocated pool or bucket: `grad_pool`, `grad_buckets`...
_POOL_NAME = re.compile(r"grad\w*(pool|bucket|buffer|arena)|(pool|bucket|buffer|arena)\w*grad", re.I)


def relies_on_allocated_grads(nodes: Iterable[cst.CSTNode]) -> bool:
    """Does the file rely on gradient tensors staying allocated? It reads a gradient's storage
    (`p.grad.data_ptr()`, or `data_ptr()` anywhere in a file that reads `.grad`), assigns
    `p.grad = <view>` (gradients placed in a preallocated pool), names a gradient pool or
    bucket, or asks DDP for `gradient_as_bucket_view`."""
    grad_read = data_ptr = False
    for node in nodes:
        if isinstance(node, cst.Attribute):
            if node.attr.value == "grad":
                grad_read = True
            elif node.attr.value in _STORAGE_READS and _grad_attribute(node.value):
                return True
            elif node.attr.value == "data_ptr":
                data_ptr = True
            if _POOL_NAME.search(node.attr.value):
                return True
        elif isinstance(node, cst.Name) and _POOL_NAME.search(node.value):
            return True
        elif isinstance(node, cst.AssignTarget) and _grad_attribute(node.target):
            return True
        elif isinstance(node, cst.Arg) and node.keyword is not None and (
            node.keyword.value == "gradient_as_bucket_view"
        ):
            return True
    return grad_read and data_ptr


def _grad_attribute(node: cst.BaseExpression) -> bool:
    return isinstance(node, cst.Attribute) and node.attr.value == "grad"


# A test that makes a gradient read safe: `p.grad is not None`, `if p.grad is None: continue`.
_NONE_CHECK = re.compile(r"\bgrad\b.*\bNone\b|\bNone\b.*\bgrad\b", re.DOTALL)


def unguarded_grad_read(model) -> cst.CSTNode | None:  # noqa: ANN001 - the semantic model
    """The first place the file uses a gradient's value with no `None` check around it:
    an attribute or method of `<expr>.grad` (`p.grad.norm()`, `.grad.data`, `.grad.sum()`),
    an index into it, or `<expr>.grad += ...`. With `zero_grad()`'s default those gradients
    are `None` until the next backward pass (and stay `None` for parameters it does not
    reach), so each of these raises. A read is guarded when an enclosing `if` / `while` /
    conditional / `and` / comprehension condition, or an earlier `if ...: continue` (or
    `return`, `raise`, `assert`) in an enclosing block, tests the gradient against
    `None`."""
    for node in model.nodes():
        if isinstance(node, (cst.Attribute, cst.Subscript)) and _grad_attribute(node.value):
            target = node.value
        elif isinstance(node, cst.AugAssign) and _grad_attribute(node.target):
            target = node.target
        else:
            continue
        if isinstance(node, cst.Attribute) and node.attr.value in _STORAGE_READS:
            continue  # relies_on_allocated_grads' business
        if not _none_checked(model, target):
            return node
    return None


def _none_checked(model, node: cst.CSTNode) -> bool:  # noqa: ANN001
    path = model.path_to(node)
    code = model.module.code_for_node
    for index in range(len(path) - 2, -1, -1):
        parent, child = path[index], path[index + 1]
        if isinstance(parent, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            return False
        tests: list[cst.CSTNode] = []
        if isinstance(parent, (cst.If, cst.While, cst.IfExp)) and child is not parent.test:
            tests.append(parent.test)
        elif isinstance(parent, cst.BooleanOperation) and child is parent.right:
            tests.append(parent.left)
        elif isinstance(parent, cst.CompFor):
            tests.extend(condition.test for condition in parent.ifs)
        elif isinstance(parent, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
            for_in = parent.for_in
            while for_in is not None:
                tests.extend(condition.test for condition in for_in.ifs)
                for_in = for_in.inner_for_in
        elif isinstance(parent, (cst.IndentedBlock, cst.Module)):
            for earlier in parent.body:
                if earlier is child:
                    break
                if isinstance(earlier, cst.If) and _leaves(earlier.body):
                    tests.append(earlier.test)  # `if p.grad is None: continue`
                elif isinstance(earlier, cst.SimpleStatementLine):
                    tests.extend(small.test for small in earlier.body if isinstance(small, cst.Assert))
        if any(_NONE_CHECK.search(code(test)) for test in tests):
            return True
    return False


def _shown(ctx, read: cst.CSTNode) -> str:  # noqa: ANN001
    """The gradient read as written, short: `p.grad.norm`, `p.grad[0]`, `p.grad +=`."""
    if isinstance(read, cst.AugAssign):
        text = f"{ctx.code(read.target)} {ctx.code(read.operator).strip()}"
    else:
        text = ctx.code(read)
    text = " ".join(text.split())
    return text if len(text) <= 40 else text[:37] + "..."


def _leaves(body: cst.BaseSuite) -> bool:
    """The block ends with `continue`, `return`, `raise` or `break`."""
    last = body.body[-1] if isinstance(body, cst.IndentedBlock) and body.body else body
    smalls = last.body if isinstance(last, (cst.SimpleStatementLine, cst.SimpleStatementSuite)) else []
    return any(isinstance(small, (cst.Continue, cst.Return, cst.Raise, cst.Break)) for small in smalls)
