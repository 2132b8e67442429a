"""TL402 inference-without-no-grad."""

from __future__ import annotations

from dataclasses import dataclass, field

import libcst as cst

from torchlint.rule import Context, Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.model import GRAD_MODE_CHOSEN
from torchlint.semantic.names import dotted
from torchlint.semantic.syntax import last_name

GRAD_FUNCTIONS = frozenset({"torch.autograd.grad", "torch.autograd.backward"})
GRAD_CALL_NAMES = frozenset(name.rsplit(".", 1)[1] for name in GRAD_MODE_CHOSEN | GRAD_FUNCTIONS)


@dataclass
class _Frame:
    """What one function does with ``<m>``, in source order."""

    node: cst.CSTNode
    # <m> as written -> the ancestors of its latest `.eval()` call
    evaluated: dict[str, list[cst.CSTNode]] = field(default_factory=dict)
    trained: set[str] = field(default_factory=set)
    # calls of an evaluated <m> outside no-grad: (call, <m>)
    calls: list[tuple[cst.Call, str]] = field(default_factory=list)
    # gradients wanted (backward, autograd.grad) or grad mode set by hand: hands off
    grad_managed: bool = False


class InferenceWithoutNoGrad(Rule):
    """## What it does
    Flags a function that calls `<m>.eval()` (or binds `<m> = <expr>.eval()`) and then
    calls `<m>(...)` outside any `torch.no_grad()` / `torch.inference_mode()` block or
    decorator. `<m>` is a name or a dotted attribute (`model`, `self.model`), compared as
    written. One finding per function, at the first such call of `<m>`.

    ## Why is this slow?
    `eval()` switches dropout and batch norm to inference behaviour; it does not turn off
    autograd. Without `no_grad()` / `inference_mode()` every forward pass still records the
    graph and keeps the activations it needs for a backward pass that never comes, which costs
    memory (and so the batch size that fits) and sometimes time.

    Silent on purpose:
    - the function also calls `<m>.train(...)` on the same `<m>` (training and evaluation in
      one loop), or calls `.backward(...)`, `torch.autograd.grad(...)` or
      `torch.autograd.backward(...)` (the gradients are wanted: saliency maps, adversarial
      examples, fine-tuning with frozen batch norm);
    - the function (or the module, at its top level) sets grad mode by hand with
      `torch.set_grad_enabled(...)` or `torch.enable_grad()`, as a statement or around the
      call: grad mode is chosen on purpose;
    - the call runs under a context manager or decorator of the project's own whose name
      speaks of grad mode (`with maybe_no_grad():`, `@inference_context`): we cannot see
      into it;
    - `<m>` is rebound between `.eval()` and the call, or the two sit in different branches
      of an `if`; nested functions and lambdas are their own scopes;
    - a method that another method of the same class calls as `self.<method>(...)` from
      under `torch.no_grad()` / `torch.inference_mode()` (decorator or `with` block),
      directly or through other such methods, and a module-level function called by name
      from under either in the same file: the caller already disabled autograd;
    - methods named like Lightning's evaluation hooks (`validation_step`, `test_step`,
      `predict_step`, `on_validation_*`, `on_test_*`, `on_predict_*`), which the Trainer
      runs with autograd off, and the methods they call.

    ## Example
    ```python
    def evaluate(model, loader):
        model.eval()
        return [model(x).argmax(-1) for x, _ in loader]
    ```

    ## Use instead
    ```python
    @torch.inference_mode()
    def evaluate(model, loader):
        model.eval()
        return [model(x).argmax(-1) for x, _ in loader]
    ```

    ## Fix safety
    No fix: whether the caller needs gradients through the outputs is not visible here, and
    tensors created under `inference_mode()` cannot later be used in autograd.

    ## Measured
    Honestly: on an H100, an 8-layer 2048-wide MLP forward at batch 512 took 1.11 ms with
    grad against 1.71 ms under `inference_mode`, while peak memory went from 457 MiB to
    433 MiB. The benefit is memory first, speed sometimes.
    """

    code = "TL402"
    name = "inference-without-no-grad"
    # A performance rule: no findings in tests by default (catalog v2)
    default_contexts = frozenset({HOT, COLD})
    screen = (frozenset({"eval"}),)

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.frames: list[_Frame | None] = []
        # Findings wait for the end of the module: a module-level
        # `torch.set_grad_enabled(False)` (often after the functions) silences them all, and
        # whether a caller already disabled autograd is known only then.
        self.pending: list[tuple[cst.FunctionDef, cst.Call, str]] = []
        self.module_grad_mode_set = False

    def leave_Module(self, node: cst.Module) -> None:
        if self.module_grad_mode_set:
            return
        for function, call, m in self.pending:
            if self.ctx.semantic.called_under_grad_mode(function):
                continue
            self.report(
                call,
                f"`{m}(...)` after `{m}.eval()` runs outside `torch.no_grad()` / "
                "`torch.inference_mode()`, so autograd still records the forward pass; run "
                "inference under `torch.inference_mode()`",
            )

    # -- scopes ---------------------------------------------------------------------------
    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.frames.append(_Frame(node))

    def leave_FunctionDef(self, node: cst.FunctionDef) -> None:
        frame = self.frames.pop()
        if frame is None or frame.grad_managed:
            return
        calls = [(call, m) for call, m in frame.calls if m not in frame.trained]
        if calls:
            self.pending.append((node, *calls[0]))

    def visit_Lambda(self, node: cst.Lambda) -> None:
        self.frames.append(None)

    def leave_Lambda(self, node: cst.Lambda) -> None:
        self.frames.pop()

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self.frames.append(None)

    def leave_ClassDef(self, node: cst.ClassDef) -> None:
        self.frames.pop()

    # -- events, in source order ----------------------------------------------------------
    def visit_Call(self, node: cst.Call) -> None:
        frame = self.frames[-1] if self.frames else None
        last = last_name(node.func)
        qualified = self.ctx.qualified_name(node.func) if last in GRAD_CALL_NAMES else None
        if qualified in GRAD_MODE_CHOSEN:
            # grad mode set by hand (`torch.set_grad_enabled(False)` as a statement, too)
            if frame is not None:
                frame.grad_managed = True
            elif not self.frames:
                self.module_grad_mode_set = True
            return
        if frame is None:
            return
        func = node.func
        if isinstance(func, cst.Attribute):
            receiver = _written(func.value)
            method = func.attr.value
            if method == "eval" and receiver is not None and not node.args:
                frame.evaluated[receiver] = list(self.ctx.stack)
            elif method == "train" and receiver is not None:
                frame.trained.add(receiver)
            elif method == "backward":
                frame.grad_managed = True
        if qualified in GRAD_FUNCTIONS:
            frame.grad_managed = True
        written = _written(func)
        if written is None or written not in frame.evaluated:
            return
        if _exclusive(frame.evaluated[written], self.ctx.stack) or self.ctx.semantic.grad_mode_set(self.ctx.stack):
            return
        frame.calls.append((node, written))

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            self._rebind(target.target)
        # `model = build().eval()` evaluates `model` as much as `model.eval()` does
        value = node.value
        frame = self.frames[-1] if self.frames else None
        if (
            frame is not None
            and len(node.targets) == 1
            and isinstance(value, cst.Call)
            and isinstance(value.func, cst.Attribute)
            and value.func.attr.value == "eval"
            and not value.args
        ):
            written = _written(node.targets[0].target)
            if written is not None:
                frame.evaluated[written] = list(self.ctx.stack)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self._rebind(node.target)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._rebind(node.target)

    def visit_For(self, node: cst.For) -> None:
        self._rebind(node.target)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            self._rebind(node.asname.name)

    def _rebind(self, target: cst.BaseExpression) -> None:
        frame = self.frames[-1] if self.frames else None
        if frame is None or not frame.evaluated:
            return
        names: list[str] = []
        if isinstance(target, (cst.Tuple, cst.List)):
            for element in target.elements:
                written = _written(element.value)
                if written is not None:
                    names.append(written)
        else:
            written = _written(target)
            if written is not None:
                names.append(written)
        for name in names:
            for m in list(frame.evaluated):
                # `model = ...` rebinds `model` and `model.encoder`; `self.model = ...` too
                if m == name or m.startswith(name + "."):
                    del frame.evaluated[m]


def _written(expr: cst.BaseExpression) -> str | None:
    """``self.model`` as written (a plain dotted name), or None."""
    parts = dotted(expr)
    return ".".join(parts) if parts else None


def _exclusive(first: list[cst.CSTNode], second: list[cst.CSTNode]) -> bool:
    """The two nodes sit in different branches of one ``if``."""
    for index in range(min(len(first), len(second))):
        if first[index] is not second[index]:
            parent = first[index - 1] if index else None
            return isinstance(parent, cst.If)
    return False
