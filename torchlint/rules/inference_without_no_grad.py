"""TL402 inference-without-no-grad."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

import libcst as cst

from torchlint.rule import Context, Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.flow import reaching_binding
from torchlint.semantic.model import GRAD_MODE_CHOSEN
from torchlint.semantic.names import dotted
from torchlint.semantic.syntax import chain, is_false, last_name, method_call, walk

# Made-up inputs: a call on these alone, once, is a dry run (catalog v2: one-off demo inputs).
DEMO_FACTORIES = frozenset(
    f"torch.{name}" for name in ("rand", "randn", "zeros", "ones", "empty")
)
DEMO_INPUT = "runs once on a made-up input"
GRAD_FUNCTIONS = frozenset({"torch.autograd.grad", "torch.autograd.backward"})
GRAD_CALL_NAMES = frozenset(name.rsplit(".", 1)[1] for name in GRAD_MODE_CHOSEN | GRAD_FUNCTIONS)


@dataclass
class _Call:
    """A call of an evaluated ``<m>`` outside no-grad code."""

    node: cst.Call
    m: str
    segment: int  # which `.eval()` made <m> evaluated
    top: int  # module level: id of the top-level statement holding the call
    training_loop: bool  # in a loop whose body calls `.backward()` or `.step()`


@dataclass
class _Frame:
    """What one function (or the module's own top-level code) does with ``<m>``, in source
    order."""

    node: cst.CSTNode
    # <m> as written -> (the ancestors of its latest `.eval()` call, that call's segment)
    evaluated: dict[str, tuple[list[cst.CSTNode], int]] = field(default_factory=dict)
    # receivers of `.train()`: in a function, anywhere in it; at module level, with the
    # top-level statement that calls it
    trained: set[str] = field(default_factory=set)
    trained_at: set[tuple[int, str]] = field(default_factory=set)
    calls: list[_Call] = field(default_factory=list)
    # gradients wanted (backward, autograd.grad) or grad mode set by hand: hands off. In a
    # function, anywhere in it; at module level, per top-level statement and per `.eval()`
    # still in force when the gradients are taken
    grad_managed: bool = False
    grad_tops: set[int] = field(default_factory=set)
    grad_segments: set[int] = field(default_factory=set)
    # module level: names bound from the output of an evaluated module -> its segments
    derived: dict[str, set[int]] = field(default_factory=dict)

    @property
    def module_level(self) -> bool:
        return isinstance(self.node, cst.Module)


class InferenceWithoutNoGrad(Rule):
    """## What it does
    Flags a function that calls `<m>.eval()` and then calls `<m>(...)` outside any
    `torch.no_grad()` / `torch.inference_mode()` block or decorator; and the same in
    module-level code (a script, notebook cells). `<m>` is a name or a dotted attribute
    (`model`, `self.model`), compared as written. `<m> = <expr>.eval()`, `<m> =
    Net(...).eval().to(device)` and `<m>.eval().to(device)` count as calling `<m>.eval()`.
    One finding per function (per `.eval()` at module level), at the first such call of `<m>`.

    ## Why is this slow?
    `eval()` switches dropout and batch norm to inference behaviour; it does not turn off
    autograd. Without `no_grad()` / `inference_mode()` every forward pass still records the
    graph and keeps the activations it needs for a backward pass that never comes, which costs
    memory (and so the batch size that fits) and sometimes time.

    The costliest form is a distillation teacher: `teacher.eval()`, then `teacher(x)` in the
    loop where another model trains (the loop calls `.backward()` or `.step()`, and the
    function calls `.train()` on a module that is neither the teacher nor a part of it). It is
    reported even though the function takes gradients and calls `.train()`, with its own
    message.

    A performance rule: in tests (see TL405) only with `--pedantic`; so is a call that runs
    once (not on a hot path) on made-up inputs only, every argument a `torch.rand`, `randn`,
    `zeros`, `ones` or `empty` call of literal sizes, in place or through a name: a dry run
    or a calibration pass, where autograd's cost is negligible.

    Silent on purpose:
    - the function also calls `<m>.train(...)` on the same `<m>` (training and evaluation in
      one loop), or calls `.backward(...)`, `torch.autograd.grad(...)` or
      `torch.autograd.backward(...)` (the gradients are wanted: saliency maps, adversarial
      examples, fine-tuning with frozen batch norm); except for a teacher, above;
    - at module level, where the cells of a notebook run in order: a call in a top-level
      statement (a loop) that also calls `<m>.train()` or takes gradients, a call after
      `<m>.train()`, and a call whose output gradients are taken later (`out = m(x)`, then
      `out.sum().backward()`);
    - a teacher whose parameters the file freezes (`teacher.requires_grad_(False)`, or
      `p.requires_grad = False` in a loop over `teacher.parameters()`): a forward of frozen
      parameters on data records nothing; and one whose `.parameters()` the file hands to
      anything but a `for` loop or comprehension (an optimizer, a parameter group): it may
      train with the other model (fine-tuning with frozen batch norm);
    - the function (or the module, at its top level) sets grad mode by hand with
      `torch.set_grad_enabled(...)` or `torch.enable_grad()`, as a statement or around the
      call: grad mode is chosen on purpose;
    - the call runs under a context manager or decorator of the project's own whose name
      speaks of grad mode (`with maybe_no_grad():`, `@inference_context`): we cannot see
      into it; and functions decorated with a function of the same file that applies
      `no_grad` / `inference_mode` (a wrapper, whatever its name);
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
    context_costs = {COLD: "an inference forward outside no-grad keeps every activation alive for a backward that never comes: memory that grows with the batch, even run once"}
    screen = (frozenset({"eval"}),)

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.frames: list[_Frame | None] = []
        # Findings wait for the end of the module: a module-level
        # `torch.set_grad_enabled(False)` (often after the functions) silences them all, and
        # whether a caller already disabled autograd is known only then.
        self.pending: list[tuple[_Frame, _Call, bool]] = []
        self.module_grad_mode_set = False
        self.segments = 0

    def leave_Module(self, node: cst.Module) -> None:
        self._leave_frame(self.frames.pop())
        if self.module_grad_mode_set:
            return
        model = self.ctx.semantic
        frozen: set[str] | None = None
        handed: set[str] = set()
        for frame, call, teacher in self.pending:
            function = frame.node
            if isinstance(function, cst.FunctionDef) and (
                model.called_under_grad_mode(function) or model.own_no_grad_decorator(function)
            ):
                continue
            m = call.m
            if teacher:
                if frozen is None:
                    frozen = frozen_modules(model.nodes())
                    handed = parameters_handed_over(model.nodes())
                if m in frozen:
                    continue  # frozen parameters: its forward records nothing
                if any(_related(m, owner) for owner in handed):
                    continue  # its parameters may be trained too (an optimizer's groups)
                self.report(
                    call.node,
                    f"`{m}(...)` after `{m}.eval()` runs in another model's training loop "
                    "outside `torch.no_grad()` / `torch.inference_mode()`, so autograd records "
                    f"its forward at every step; run `{m}` under `torch.no_grad()`",
                )
                continue
            self.report(
                call.node,
                f"`{m}(...)` after `{m}.eval()` runs outside `torch.no_grad()` / "
                "`torch.inference_mode()`, so autograd still records the forward pass; run "
                "inference under `torch.inference_mode()`",
                pedantic=DEMO_INPUT if self._demo_input(call.node) else None,
            )

    def _demo_input(self, call: cst.Call) -> bool:
        """Run once (not on a hot path) on made-up inputs only: every argument is a torch
        factory call of literal sizes (`torch.randn(1, 3, 224, 224)`), written in place or
        bound to a name that reaches the call. A dry run or a calibration pass, not an
        evaluation: autograd's cost on it is negligible."""
        model = self.ctx.semantic
        path = model.path_to(call)
        if not call.args or model.cost_context(path) == HOT:
            return False
        for arg in call.args:
            value: cst.BaseExpression | None = arg.value
            if arg.star or arg.keyword is not None:
                return False
            if isinstance(value, cst.Name):
                binding = reaching_binding(model.path_to(value), value.value)
                value = binding.value if binding is not None else None
            if not (isinstance(value, cst.Call) and self._literal_factory(value)):
                return False
        return True

    def _literal_factory(self, call: cst.Call) -> bool:
        model = self.ctx.semantic
        if model.qualified_name(call.func, model.path_to(call.func)) not in DEMO_FACTORIES:
            return False
        sizes = [a.value for a in call.args if a.keyword is None]
        if len(sizes) == 1 and isinstance(sizes[0], (cst.Tuple, cst.List)):
            sizes = [e.value for e in sizes[0].elements]
        return bool(sizes) and all(isinstance(size, cst.Integer) for size in sizes)

    # -- scopes ---------------------------------------------------------------------------
    def visit_Module(self, node: cst.Module) -> None:
        self.frames.append(_Frame(node))

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.frames.append(_Frame(node))

    def leave_FunctionDef(self, node: cst.FunctionDef) -> None:
        self._leave_frame(self.frames.pop())

    def _leave_frame(self, frame: _Frame | None) -> None:
        """Keep the frame's findings: one per function (per `.eval()` at module level), at
        the first call that no silence covers. A distillation teacher, evaluated and called
        in the loop where another model trains, is reported whatever else the function
        does."""
        if frame is None:
            return
        reported: set[int] = set()
        for call in frame.calls:
            if call.segment in reported:
                continue
            teacher = _teacher(frame, call)
            if not teacher and _silenced(frame, call):
                continue
            self.pending.append((frame, call, teacher))
            if not frame.module_level:
                return
            reported.add(call.segment)

    def visit_Lambda(self, node: cst.Lambda) -> None:
        self.frames.append(None)

    def leave_Lambda(self, node: cst.Lambda) -> None:
        self.frames.pop()

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self.frames.append(None)

    def leave_ClassDef(self, node: cst.ClassDef) -> None:
        self.frames.pop()

    # -- events, in source order ----------------------------------------------------------
    def _top(self) -> int:
        """Id of the top-level statement being visited (module level)."""
        stack = self.ctx.stack
        return id(stack[1]) if len(stack) > 1 else 0

    def _evaluate(self, frame: _Frame, m: str) -> None:
        self.segments += 1
        frame.evaluated[m] = (list(self.ctx.stack), self.segments)

    def _gradients_wanted(self, frame: _Frame, through: cst.CSTNode | None) -> None:
        """Gradients are taken (of ``through``, when known). At module level that silences
        the top-level statement, and the `.eval()` whose module's output they flow from."""
        if not frame.module_level:
            frame.grad_managed = True
            return
        frame.grad_tops.add(self._top())
        if through is not None:
            frame.grad_segments.update(self._segments_in(frame, through))

    @staticmethod
    def _segments_in(frame: _Frame, expr: cst.CSTNode) -> set[int]:
        """The `.eval()` segments whose module's output ``expr`` holds: calls of an evaluated
        module in it, and names bound from such calls (module level)."""
        calls = {id(call.node): call.segment for call in frame.calls}
        found: set[int] = set()
        for node in walk(expr):
            if isinstance(node, cst.Call) and id(node) in calls:
                found.add(calls[id(node)])
            elif isinstance(node, cst.Name):
                found |= frame.derived.get(node.value, set())
        return found

    def leave_Call(self, node: cst.Call) -> None:
        # at module level, known once the receiver's calls are visited
        frame = self.frames[-1] if self.frames else None
        if frame is not None and frame.module_level and method_call(node, "backward"):
            assert isinstance(node.func, cst.Attribute)
            self._gradients_wanted(frame, node.func.value)

    def leave_Assign(self, node: cst.Assign) -> None:
        frame = self.frames[-1] if self.frames else None
        if frame is None or not frame.module_level:
            return
        segments = self._segments_in(frame, node.value)
        for target in node.targets:
            for name in walk(target.target):
                if isinstance(name, cst.Name):
                    frame.derived[name.value] = segments

    def visit_Call(self, node: cst.Call) -> None:
        frame = self.frames[-1] if self.frames else None
        last = last_name(node.func)
        qualified = self.ctx.qualified_name(node.func) if last in GRAD_CALL_NAMES else None
        if qualified in GRAD_MODE_CHOSEN:
            # grad mode set by hand (`torch.set_grad_enabled(False)` as a statement, too)
            if frame is not None and frame.module_level:
                self.module_grad_mode_set = True
            elif frame is not None:
                frame.grad_managed = True
            return
        if frame is None:
            return
        func = node.func
        if isinstance(func, cst.Attribute):
            receiver = _written(func.value)
            method = func.attr.value
            if method == "eval" and receiver is not None and not node.args:
                self._evaluate(frame, receiver)
            elif method == "train" and receiver is not None:
                frame.trained.add(receiver)
                if frame.module_level:
                    # source order: later calls are not after `.eval()` any more
                    frame.trained_at.add((self._top(), receiver))
                    for m in [m for m in frame.evaluated if _related(m, receiver)]:
                        del frame.evaluated[m]
            elif method == "backward" and not frame.module_level:
                self._gradients_wanted(frame, None)
        if qualified in GRAD_FUNCTIONS:
            self._gradients_wanted(frame, node)
        written = _written(func)
        if written is None or written not in frame.evaluated:
            return
        stack, segment = frame.evaluated[written]
        if _exclusive(stack, self.ctx.stack) or self.ctx.semantic.grad_mode_set(self.ctx.stack):
            return
        frame.calls.append(
            _Call(node, written, segment, self._top(), self._in_training_loop())
        )

    def _in_training_loop(self) -> bool:
        """In a loop (within its function) whose body takes a training step: `.backward()`
        or `<optimizer>.step()`."""
        model = self.ctx.semantic
        stack = self.ctx.stack
        for index in model.loops_around(stack):
            loop = stack[index]
            assert isinstance(loop, (cst.For, cst.While))
            if any(method_call(call, "backward", "step") for call in model.loop_body(loop).calls):
                return True
        return False

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            self._rebind(target.target)
        # `model = build().eval()` (or `build().eval().to(device)`) evaluates `model` as much
        # as `model.eval()` does
        frame = self.frames[-1] if self.frames else None
        if frame is not None and len(node.targets) == 1 and _calls_eval(node.value):
            written = _written(node.targets[0].target)
            if written is not None:
                self._evaluate(frame, written)

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


def _teacher(frame: _Frame, call: _Call) -> bool:
    """A distillation teacher: called in a training loop, not trained itself, while the
    scope trains another model (`.train()` on a module that is neither it nor a part of it)."""
    return (
        call.training_loop
        and not any(_related(other, call.m) for other in frame.trained)
        and bool(frame.trained)
    )


def _silenced(frame: _Frame, call: _Call) -> bool:
    """Gradients wanted, grad mode chosen, or the module trained in the same scope: in a
    function, anywhere in it; at module level, in the same top-level statement (a loop that
    trains and evaluates) or while the `.eval()` is in force (saliency in a notebook)."""
    if not frame.module_level:
        return frame.grad_managed or call.m in frame.trained
    return (
        call.top in frame.grad_tops
        or call.segment in frame.grad_segments
        or (call.top, call.m) in frame.trained_at
    )


def _calls_eval(value: cst.BaseExpression) -> bool:
    """``<expr>.eval()`` with no arguments somewhere along the method chain ``value`` is."""
    return any(
        name == "eval" and isinstance(link, cst.Call) and not link.args for name, link in chain(value)
    )


def _related(first: str, second: str) -> bool:
    """One names the other or a part of it (``model``, ``model.encoder``)."""
    return first == second or first.startswith(second + ".") or second.startswith(first + ".")


def frozen_modules(nodes: Iterable[cst.CSTNode]) -> set[str]:
    """Modules (as written) whose parameters the file freezes: ``m.requires_grad_(False)``
    (also at the end of a chain bound to ``m``), or ``p.requires_grad = False`` /
    ``p.requires_grad_(False)`` in a loop over ``m.parameters()``. A forward of frozen
    parameters on data records no graph: `no_grad` would change nothing."""
    frozen: set[str] = set()
    for node in nodes:
        if isinstance(node, cst.Call) and _freezes(node):
            assert isinstance(node.func, cst.Attribute)
            receiver = _written(node.func.value)
            if receiver is not None:
                frozen.add(receiver)
        elif isinstance(node, cst.Assign) and len(node.targets) == 1:
            written = _written(node.targets[0].target)
            if written is not None and any(
                isinstance(link, cst.Call) and _freezes(link) for _, link in chain(node.value)
            ):
                frozen.add(written)
        elif (
            isinstance(node, cst.For)
            and isinstance(node.iter, cst.Call)
            and method_call(node.iter, "parameters", "named_parameters")
        ):
            assert isinstance(node.iter.func, cst.Attribute)
            owner = _written(node.iter.func.value)
            if owner is not None and any(
                (isinstance(n, cst.Call) and _freezes(n))
                or (
                    isinstance(n, cst.Assign)
                    and is_false(n.value)
                    and any(
                        isinstance(t.target, cst.Attribute) and t.target.attr.value == "requires_grad"
                        for t in n.targets
                    )
                )
                for n in walk(node.body)
            ):
                frozen.add(owner)
    return frozen


def parameters_handed_over(nodes: Iterable[cst.CSTNode]) -> set[str]:
    """Modules (as written) whose ``.parameters()`` / ``.named_parameters()`` the file hands
    to something (an optimizer, a parameter group, a list), rather than only iterating over
    them in a ``for`` statement or a comprehension (freezing, counting): their parameters
    may be trained."""
    iterated: set[int] = set()
    calls: list[cst.Call] = []
    for node in nodes:
        if isinstance(node, cst.For) or isinstance(node, cst.CompFor):
            iterated.add(id(node.iter))
        elif isinstance(node, cst.Call) and method_call(node, "parameters", "named_parameters"):
            calls.append(node)
    owners: set[str] = set()
    for call in calls:
        if id(call) in iterated:
            continue
        assert isinstance(call.func, cst.Attribute)
        owner = _written(call.func.value)
        if owner is not None:
            owners.add(owner)
    return owners


def _freezes(call: cst.Call) -> bool:
    return (
        method_call(call, "requires_grad_")
        and len(call.args) == 1
        and is_false(call.args[0].value)
    )


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
