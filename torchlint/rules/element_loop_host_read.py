"""TL205 element-loop-host-read."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.diagnostics import FixAvailability
from torchlint.rule import Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.names import dotted
from torchlint.semantic.syntax import walk
from torchlint.semantic.values import ACCELERATOR, ARRAY, HOST, TENSOR

# Reads of one element's value on the host.
READ_METHODS = frozenset({"item", "tolist"})
READ_BUILTINS = frozenset({"float", "int", "bool"})


class ElementLoopHostRead(Rule):
    """## What it does
    Flags a host read of one element (`.item()`, `.tolist()`, `float(...)`, `int(...)`,
    `bool(...)`) inside a Python loop over a tensor's elements: `for v in t: ... v.item()`,
    `[float(v) for v in t]`, and `for i in range(len(t))` (or `range(t.shape[0])`,
    `range(t.size(0))`, `range(t.numel())`) with `t[i].item()` / `float(t[i])` in its body.

    ## Why is this slow?
    On an accelerator each of those reads copies one element to the host and waits for every
    kernel queued before it: one synchronization and one tiny device-to-host copy per
    element, where one `.tolist()` (or `.cpu()`) before the loop makes a single copy and the
    loop then reads host memory. Usually the loop itself can be one tensor operation.

    Where: reported by default when the tensor is known to be on an accelerator (created
    with `device=`, moved with `.cuda()` / `.to(<device>)`, the output of a module this file
    moved), outside tests; when its device is not known, only `--pedantic` reports it
    ("device unknown"), and then only the `.item()` / `.tolist()` methods: a builtin
    (`float(v)`, `int(v)`) counts only on a tensor known to be on an accelerator.

    On real code (benchmarks/reviews/TL205-new-tuning.csv) the default form found one place
    on the shared corpus, a per-codebook `.item()` over a device `arange` in a decoder's
    forward, which an engineer would change (1 of 1); the 47 findings `--pedantic` adds there
    are loops whose tensor's device the file does not show (post-processing of model outputs,
    timesteps of a denoising loop).

    Silent on purpose: tensors known to be on the host (`.cpu()` before the loop, a host
    factory, a loader's batch that was not moved) and NumPy arrays, where a read costs no
    synchronization; reads of anything but the loop's own element (`total.item()` in the
    loop is TL201's business); and loops whose element is unpacked (`for a, b in pairs`).

    ## Example
    ```python
    scores = model(x.to(device)).softmax(-1).max(-1).values
    keep = [i for i, s in enumerate(scores) if s.item() > 0.5]
    for i in range(len(scores)):
        print(float(scores[i]))
    ```

    ## Use instead
    ```python
    scores = model(x.to(device)).softmax(-1).max(-1).values.tolist()  # one copy
    keep = [i for i, s in enumerate(scores) if s > 0.5]
    ```

    ## Fix safety
    No fix: moving the read before the loop changes the element's type (a Python number
    instead of a 0-d tensor) for the rest of the loop body.

    ## Measured
    The built-in workload (`torchlint bench TL205`) reads 4096 scores computed on the device:
    `before` loops over the tensor and calls `.item()` on each element, `after` calls
    `.tolist()` once and loops over the host list; both return the same Python sum. The
    expected direction is `after` faster by one synchronization per element.
    On an H100 (PyTorch 2.11, `torchlint bench TL205 --device cuda`): 4096 scores read one by one: 38.0 ms -> 0.158 ms (240x, faster).

    ## On user code
    Off by default. The bar for on by default is at least 20 reviewed findings on held-out user
    code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed moves, 22
    statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change): 0 of 15
    (0%), fresh8-2817 (one reviewer), its first reviewed findings. Noise: display code under `if
    i == 0:` that runs once per evaluation on 4 labels, right after an `images.cpu()` sync. It
    would need to stay silent for loops run once per evaluation over a few elements and for
    reads right after a sync, then a review of 20 at 90% or more. Round 4 reviewed none.
    """

    code = "TL205"
    name = "element-loop-host-read"
    default = False  # below the bar for on by default: see "On user code"
    # A performance rule whose cost is per element, wherever the loop runs: everywhere but
    # tests; the device must be known for the default
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "one host-device sync per element: the loop multiplies the cost even where it runs once"}
    fix_availability = FixAvailability.NONE
    screen = (frozenset({"item", "tolist", "float", "int", "bool"}),)

    @classmethod
    def screen_patterns(cls) -> list[re.Pattern[str]]:
        # A read the rule reports is `.item(` / `.tolist(`, or a builtin (`float(v)`) on an
        # element of a tensor known to be on an accelerator, which the value model learns
        # only from a `.cuda(` / `.to(` call or a `device=` argument, with a target whose
        # every form holds one of these words (`"cuda"`, `device`, `dev`, `"mps"`, `"xpu"`):
        # most files call `int(` or `float(` on other values.
        read = r"\.[\s\\]*(?:item|tolist)[\s\\]*\("
        return [
            re.compile(rf"{read}|\.[\s\\]*(?:cuda|to)[\s\\]*\(|\bdevice(?:[\s\\]|#[^\n]*(?=\n|\Z))*=(?!=)"),
            re.compile(rf"{read}|(?i:cuda|mps|xpu|dev)"),
        ]

    def __init__(self, ctx) -> None:  # noqa: ANN001
        super().__init__(ctx)
        self.reported: set[int] = set()  # a read inside nested loops over the same element

    def visit_For(self, node: cst.For) -> None:
        self._loop(node.target, node.iter, [node.body], [*self.ctx.stack, node.iter])

    def visit_ListComp(self, node: cst.ListComp) -> None:
        self._comprehension(node, [node.elt])

    def visit_SetComp(self, node: cst.SetComp) -> None:
        self._comprehension(node, [node.elt])

    def visit_GeneratorExp(self, node: cst.GeneratorExp) -> None:
        self._comprehension(node, [node.elt])

    def visit_DictComp(self, node: cst.DictComp) -> None:
        self._comprehension(node, [node.key, node.value])

    def _comprehension(self, node: cst.CSTNode, results: list[cst.BaseExpression]) -> None:
        for_in = node.for_in  # type: ignore[attr-defined]
        if for_in.inner_for_in is not None:
            return  # nested comprehensions: the element of which loop?
        parts = [*results, *(condition.test for condition in for_in.ifs)]
        self._loop(for_in.target, for_in.iter, parts, [*self.ctx.stack, for_in, for_in.iter])

    def _loop(
        self, target: cst.BaseExpression, iterable: cst.BaseExpression, parts: list[cst.CSTNode],
        iter_path: list[cst.CSTNode],
    ) -> None:
        """Report the host reads of the element in ``parts`` (what runs per element)."""
        element: cst.BaseExpression | None = None
        tensor: cst.BaseExpression | None = None
        if isinstance(target, cst.Name):
            over = _range_over(iterable)
            if over is not None:
                if dotted(over) is None:
                    return  # `t[i]` is matched by name
                tensor, element = over, cst.Subscript(over, [cst.SubscriptElement(cst.Index(target))])
            else:
                tensor, element = iterable, target
        elif _enumerated(target, iterable):
            assert isinstance(target, cst.Tuple) and isinstance(iterable, cst.Call)
            tensor, element = iterable.args[0].value, target.elements[1].value
        if tensor is None or element is None:
            return
        # the cheap question first: most loops read no element to the host, and what the
        # iterable is takes the model's binding search
        if not any(
            isinstance(sub, cst.Call) and id(sub) not in self.reported
            and self._read_of(sub, element, methods_only=False) is not None
            for part in parts for sub in walk(part)
        ):
            return
        model = self.ctx.semantic
        where = iter_path if tensor is iter_path[-1] else [*iter_path, *_down(iterable, tensor)]
        value = model.value(tensor, where)
        if value.kind == ARRAY or value.device == HOST or (value.kind not in (TENSOR, None)):
            return
        known = value.kind == TENSOR
        pedantic = None if known and value.device == ACCELERATOR else "device unknown"
        for part in parts:
            for sub in walk(part):
                if not isinstance(sub, cst.Call) or id(sub) in self.reported:
                    continue
                read = self._read_of(sub, element, methods_only=pedantic is not None)
                if read is None:
                    continue
                self.reported.add(id(sub))
                self.report(
                    sub,
                    f"`{read}` on each element of a tensor in a Python loop waits for the device "
                    "once per element: read the whole tensor once before the loop "
                    "(`.tolist()`), or replace the loop by one tensor operation",
                    pedantic=pedantic,
                )

    def _read_of(self, call: cst.Call, element: cst.BaseExpression, methods_only: bool) -> str | None:
        func = call.func
        if isinstance(func, cst.Attribute) and func.attr.value in READ_METHODS and not call.args:
            if _same(func.value, element) and (func.attr.value == "item" or not methods_only):
                return f".{func.attr.value}()"
            return None
        if methods_only or not isinstance(func, cst.Name) or func.value not in READ_BUILTINS:
            return None
        if len(call.args) != 1 or call.args[0].keyword is not None or call.args[0].star:
            return None
        if self.ctx.qualified_name(func) is not None:
            return None  # an imported `float`: not the builtin
        return f"{func.value}()" if _same(call.args[0].value, element) else None


def _range_over(iterable: cst.BaseExpression) -> cst.BaseExpression | None:
    """``range(len(t))``, ``range(t.shape[0])``, ``range(t.size(0))``, ``range(t.numel())``
    (one argument) -> ``t``."""
    if not (isinstance(iterable, cst.Call) and isinstance(iterable.func, cst.Name) and iterable.func.value == "range"):
        return None
    if len(iterable.args) != 1:
        return None
    count = iterable.args[0].value
    if isinstance(count, cst.Call) and isinstance(count.func, cst.Name) and count.func.value == "len" and len(count.args) == 1:
        return count.args[0].value
    if isinstance(count, cst.Call) and isinstance(count.func, cst.Attribute) and count.func.attr.value in ("size", "numel"):
        if count.func.attr.value == "numel" and not count.args:
            return count.func.value
        if count.func.attr.value == "size" and len(count.args) == 1 and isinstance(count.args[0].value, cst.Integer) and count.args[0].value.value == "0":
            return count.func.value
        return None
    if isinstance(count, cst.Subscript) and isinstance(count.value, cst.Attribute) and count.value.attr.value == "shape":
        index = count.slice[0].slice if len(count.slice) == 1 else None
        if isinstance(index, cst.Index) and isinstance(index.value, cst.Integer) and index.value.value == "0":
            return count.value.value
    return None


def _enumerated(target: cst.BaseExpression, iterable: cst.BaseExpression) -> bool:
    """``for i, v in enumerate(t)``."""
    return (
        isinstance(target, cst.Tuple)
        and len(target.elements) == 2
        and isinstance(target.elements[1].value, cst.Name)
        and isinstance(iterable, cst.Call)
        and isinstance(iterable.func, cst.Name)
        and iterable.func.value == "enumerate"
        and len(iterable.args) >= 1
        and iterable.args[0].keyword is None
    )


def _down(top: cst.CSTNode, node: cst.CSTNode) -> list[cst.CSTNode]:
    """The nodes from below ``top`` down to ``node``."""
    def search(current: cst.CSTNode, trail: list[cst.CSTNode]) -> list[cst.CSTNode] | None:
        if current is node:
            return trail
        for child in current.children:
            found = search(child, [*trail, child])
            if found is not None:
                return found
        return None

    return search(top, []) or [node]


def _same(expr: cst.BaseExpression, element: cst.BaseExpression) -> bool:
    """``expr`` is the loop's element: the name, or ``t[i]`` with the same ``t`` and ``i``."""
    if isinstance(element, cst.Name):
        return isinstance(expr, cst.Name) and expr.value == element.value
    assert isinstance(element, cst.Subscript)
    if not isinstance(expr, cst.Subscript) or len(expr.slice) != 1:
        return False
    index = expr.slice[0].slice
    wanted = element.slice[0].slice
    return (
        dotted(expr.value) == dotted(element.value)
        and isinstance(index, cst.Index)
        and isinstance(wanted, cst.Index)
        and isinstance(index.value, cst.Name)
        and index.value.value == wanted.value.value  # type: ignore[attr-defined]
    )
