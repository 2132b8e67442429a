"""TL202 numpy-without-detach."""

from __future__ import annotations

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic.syntax import chain, chain_receiver, in_no_grad, is_chain_top
from torchlint.rule import PendingFix, Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.values import requires_grad_tested_false

# Operations whose result never requires grad: nothing to detach from before them.
# Integer and bool conversions count too: integer tensors cannot require grad.
GRAD_FREE_METHODS = frozenset(
    {"argmax", "argmin", "argsort", "topk", "bincount", "nonzero", "long", "int", "short", "char",
     "byte", "bool", "data"}
)
GRAD_FREE_FUNCTIONS = frozenset(
    f"torch.{name}" for name in ("argmax", "argmin", "argsort", "topk", "bincount", "nonzero")
)


# Methods that only tensors have beside `.cpu()` (a detection library's `Boxes` has `.cpu()`
# and `.numpy()`, NumPy arrays have `.reshape()` but no `.cpu()`): a chain through one of
# them before `.cpu()` is a tensor's.
TENSOR_ONLY_METHODS = frozenset(
    {"softmax", "log_softmax", "sigmoid", "view", "squeeze", "unsqueeze", "permute",
     "contiguous", "float", "half", "double", "bfloat16", "detach_", "requires_grad_"}
)


def _tensor_method_before(expr: cst.BaseExpression) -> bool:
    while isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute):
        if expr.func.attr.value in TENSOR_ONLY_METHODS:
            return True
        expr = expr.func.value
    return False


class NumpyWithoutDetach(Rule):
    """## What it does
    Flags a chain that calls `.cpu()` and later `.numpy()` (directly, or with calls in between
    such as `.cpu().float().numpy()`) with no `.detach()` before `.cpu()`, and the
    `.cpu().detach()` order. One finding per chain, at its start; a chain that goes on after
    `.numpy()` with an attribute (`.cpu().numpy().T`) is judged as a whole.

    ## Why is this slow?
    On a tensor that requires grad, `.cpu().numpy()` raises `RuntimeError: Can't call numpy()
    on Tensor that requires grad`, and `.cpu().detach()` makes autograd record the device
    copy before throwing the history away. Detaching first copies a plain tensor.

    Silent on purpose: inside `torch.no_grad()` / `torch.inference_mode()` blocks and functions
    decorated with either (nothing requires grad there), and when the chain before `.cpu()`
    holds an operation whose result never requires grad: `argmax`, `argmin`, `argsort`, `topk`,
    `bincount`, `nonzero`, `.long()`, `.int()`, `.bool()`, `.data`, or a comparison; when
    an integer or bool conversion (`.byte()`, `.long()`, ...) comes between `.cpu()` and
    `.numpy()`, since `.numpy()` then sees a tensor that cannot require grad; and in a branch
    where the code tested that the receiver does not require grad (`if not x.requires_grad:`,
    the `else` of `if x.requires_grad:`).

    Where: the crash form is reported by default when the value is known to carry grad,
    outside tests: the output of a module built in this file or held as `self.<attr>`, a
    parameter or `.weight`, a value the same function calls `.backward()` on (it would raise
    otherwise), the output of a module the file trains, or a field of it
    (`outputs.logits`), or tensor operations on those, outside `no_grad` / `inference_mode`
    and functions only called from there. A module is trained when an optimizer of the file
    is built from its `parameters()` or from those of a module it belongs to (`self.backbone`
    with `self.parameters()`; names compared as written), or when, in the same
    function, a call of it feeds what `.backward()` runs on at most one call away (`loss =
    criterion(model(x), y); loss.backward()`), or further when the file uses it as a module
    (`model.train()`, `.parameters()`, `.zero_grad()`...): a transform whose output only
    enters the model is not one. Not in Lightning evaluation hooks, nor once frozen with
    `requires_grad_(False)` or `for p in m.parameters(): p.requires_grad = False` (a
    distillation teacher). The `.cpu().detach()` form is reported by default when such a
    value is on a hot path. A value whose grad is unknown (a function parameter, a loader
    batch, data, a transform's output) or that cannot require grad is reported only with
    `--pedantic`, which says why (`grad unknown`, `cannot require grad`, `in a test`). The
    finding is located where the chain's receiver starts, inside any parentheses that wrap a
    multi-line chain.

    On by default in its v2 form: on real library code v1 reported everywhere and most of
    its findings were tensors that can never require grad (integer indices, masks, input
    images, metrics: 23 of a 30-finding sample, docs/accuracy.md); the v2 default reports
    only values known to carry grad, where `.cpu().numpy()` raises, so it has no default
    finding on the shared corpus and rests on its fixtures; a recall sample of what it
    leaves to `--pedantic` there found 1 place of 30 that an engineer would want by default.

    ## Example
    ```python
    probs = logits.softmax(-1).cpu().numpy()
    embedding = model(x).cpu().detach()
    ```

    ## Use instead
    ```python
    probs = logits.softmax(-1).detach().cpu().numpy()
    embedding = model(x).detach().cpu()
    ```

    ## Fix safety
    Safe: `.detach()` is inserted right before `.cpu()`, or `.cpu().detach()` becomes
    `.detach().cpu()`; the values are the same. When `.cpu()` or `.detach()` takes arguments
    the order is not swapped (no fix).

    Only on a receiver known to be a tensor: a value the model knows for one, a value known
    to carry grad (every default finding), or a chain through a method only tensors have
    beside `.cpu()` (`.softmax()`, `.view()`, `.float()`...). Other receivers (a parameter, an
    attribute of an unknown object) are reported with `--pedantic` and not fixed: a detection
    library's `Boxes` has `.cpu()` and `.numpy()` but no `.detach()`, which the fix would call.

    ## Measured
    `.cpu().numpy()` on a tensor that requires grad raises instead of returning; on an H100,
    `.cpu().detach()` of a 1024x1024 tensor took 0.78 ms against 0.60 ms as
    `.detach().cpu()` (the copy no longer records autograd history).

    ## On user code
    Off by default. The bar for on by default is at least 20 reviewed findings on held-out user
    code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed moves, 22
    statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change): 0 of 37
    (0%); fresh7-2816 0 of 13 and fresh8-2817 0 of 8 (one reviewer each), fresh3-fresh6 0 of 16.
    Noise: scalar losses, small logits or probabilities read once per evaluation or for a plot;
    token generation and beam search of tiny models: the order of `.cpu()` and `.detach()` costs
    nothing measurable. It would need to report only large tensors that require grad on the
    device, read in a hot loop, then a review of 20. Round 4: 0 of 16.

    Round 6 (held out, 2026-11-28): fresh10-2820 (one reviewer): 0 of 1 (a scalar loss: the copy is
    trivial).
    """

    code = "TL202"
    severity = "error"  # a bug rule
    name = "numpy-without-detach"
    default = False  # below the bar for on by default: see "On user code"
    fix_availability = FixAvailability.SAFE
    screen = (frozenset({"cpu"}), frozenset({"numpy", "detach"}))
    # The crash form reports wherever it runs, tests aside; the slow form on hot paths.
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "the crash form is a bug: `.numpy()` raises on a tensor that requires grad, wherever it runs"}

    def __init__(self, ctx) -> None:  # noqa: ANN001
        super().__init__(ctx)
        # (flagged chain, the value before `.cpu()`, message, fix, contexts of its form)
        self.found: list[tuple[cst.CSTNode, cst.BaseExpression, str, PendingFix | None, frozenset[str]]] = []

    def leave_Module(self, node: cst.Module) -> None:
        # Whether the value carries grad is a whole-file fact (a function only called under
        # no_grad): decided once the model has seen the module.
        model = self.ctx.semantic
        for flagged, before_cpu, message, fix, contexts in self.found:
            value = model.value(before_cpu)
            grad = value.grad
            reason = None if grad else ("grad unknown" if grad is None else "cannot require grad")
            if not (value.is_tensor or grad or _tensor_method_before(before_cpu)):
                # not known to be a tensor: a detection library's `Boxes` has `.cpu()` and
                # `.numpy()` but no `.detach()`, which the fix would call
                fix = None
            # where the receiver starts: inside parentheses that wrap a multi-line chain
            # the crash form (reported in cold code too) is the bug; `.cpu().detach()` is slow
            self.report(
                chain_receiver(flagged), message, fix=fix, end_node=flagged, pedantic=reason,
                contexts=contexts, severity=None if COLD in contexts else "warning",
            )

    def visit_Call(self, node: cst.Call) -> None:
        if is_chain_top(self.ctx):
            self._check(node)

    def visit_Attribute(self, node: cst.Attribute) -> None:
        # a chain can end in an attribute (`.cpu().numpy().T`); a callee is judged as its call
        parent = self.ctx.parent
        if isinstance(parent, cst.Call) and parent.func is node:
            return
        if is_chain_top(self.ctx):
            self._check(node)

    def _check(self, node: cst.Call | cst.Attribute) -> None:
        links = chain(node)
        names = [name for name, _ in links]
        if "cpu" not in names:
            return
        cpu_index = names.index("cpu")
        before = names[:cpu_index]
        after = names[cpu_index + 1 :]
        cpu_call = links[cpu_index][1]
        if not isinstance(cpu_call, cst.Call):
            return
        swapped = bool(after) and after[0] == "detach" and isinstance(links[cpu_index + 1][1], cst.Call)
        numpy_later = "numpy" in after and isinstance(links[cpu_index + 1 + after.index("numpy")][1], cst.Call)
        if not (swapped or numpy_later) or "detach" in before:
            return
        if not swapped and GRAD_FREE_METHODS.intersection(after[: after.index("numpy")]):
            return  # `.cpu().byte().numpy()`: `.numpy()` sees a tensor that cannot require grad
        if GRAD_FREE_METHODS.intersection(before) or self._grad_free_receiver(node):
            return
        if in_no_grad(self.ctx):
            return
        assert isinstance(cpu_call.func, cst.Attribute)
        if swapped:
            detach_call = links[cpu_index + 1][1]
            assert isinstance(detach_call, cst.Call) and isinstance(detach_call.func, cst.Attribute)
            fix = None
            if not cpu_call.args and not detach_call.args:
                fix = self.fix(
                    "Call `.detach()` before `.cpu()`",
                    [self.replace(cpu_call.func.attr, "detach"), self.replace(detach_call.func.attr, "cpu")],
                    Applicability.SAFE,
                )
            self.found.append((
                node, cpu_call.func.value,
                "`.cpu().detach()` copies the tensor with its autograd history; call "
                "`.detach()` before `.cpu()`",
                fix, frozenset({HOT}),
            ))
            return
        fix = self.fix(
            "Insert `.detach()` before `.cpu()`",
            [self.insert_after(cpu_call.func.value, ".detach()")],
            Applicability.SAFE,
        )
        self.found.append((
            node, cpu_call.func.value,
            "`.cpu()` then `.numpy()` without `.detach()` fails on tensors that require grad; "
            "call `.detach()` before `.cpu()`",
            fix, self.default_contexts,
        ))

    def _grad_free_receiver(self, node: cst.Call | cst.Attribute) -> bool:
        receiver = chain_receiver(node)
        if isinstance(receiver, cst.Comparison):
            return True
        if isinstance(receiver, cst.Name) and requires_grad_tested_false(self.ctx.stack, receiver.value):
            return True  # `if not x.requires_grad:` says so in the code itself
        if isinstance(receiver, cst.Call):
            return self.ctx.qualified_name(receiver.func) in GRAD_FREE_FUNCTIONS
        return False

