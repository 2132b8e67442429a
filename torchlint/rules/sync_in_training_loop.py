"""TL201 sync-in-training-loop."""

from __future__ import annotations

import re
from typing import Sequence

import libcst as cst

from torchlint.diagnostics import FixAvailability
from torchlint.semantic.flow import (
    is_tensor_function,
    leaves_loop_after,
    periodic_branch,
    reaching_binding,
    walk_scope,
)
from torchlint.semantic.syntax import (
    ACCELERATOR_SIGN,
    ACCELERATOR_WORDS,
    method_call_pattern,
    module_runs_on_accelerator,
    word_pattern,
)
from torchlint.rule import Rule
from torchlint.semantic import HOT
from torchlint.walk import children
from torchlint.semantic.model import LOOPS
from torchlint.semantic.names import dotted
from torchlint.semantic.values import ARRAY, HOST, OPTIMIZER, TENSOR

SYNC_METHODS = frozenset({"item", "cpu", "numpy", "tolist"})
SYNC_FUNCTIONS = frozenset({"torch.cuda.synchronize"})
# Builtins that read a tensor's value on the host.
CONVERSIONS = frozenset({"float", "int", "bool", "print"})
TIMERS = frozenset({"time.time", "time.perf_counter", "time.monotonic", "timeit.default_timer"})
# Libraries whose arrays have `.tolist()` / `.item()` too, and live on the host.
HOST_LIBRARIES = ("numpy.", "pandas.")


class SyncInTrainingLoop(Rule):
    """## What it does
    In a module that shows accelerator use (or moves work to a device variable: `x.to(device)`,
    `model.to(DEVICE)`, `device=opt.device`, as most training scripts do, unless every
    assignment of that name in the file is the CPU), flags calls that make the host wait for
    the device inside a training loop: `.item()`, `.cpu()`, `.numpy()`, `.tolist()`,
    `torch.cuda.synchronize()`, and `float(x)` / `int(x)` / `bool(x)` / `print(x)` where `x`
    is known to hold a tensor (the semantic model says so: a `torch.*` result, a module's
    output, a moved batch; or the loop calls `.backward()` on it) or is such a call
    (`float(torch.mean(d))`).

    The training loop is the innermost `for` or `while` loop whose body runs a training step:
    a `.backward(` call (`accelerator.backward(loss)` and `scaler.scale(loss).backward()`
    included), `.step(` on an optimizer (a name or attribute containing `optim`, or bound from
    a `torch.optim.*` class, imported at the top or inside the function; a scheduler's
    `.step()` is not a training step), a loss-scaler object called with the optimizer
    (`loss_scaler(loss, optimizer, clip_grad=...)`, which runs backward and step inside it),
    or a call of a function of the same module (by name or as `self.<method>`, defined
    anywhere in the file) whose body runs one of these outside a loop of its own
    (`loss = train_step(batch)`; a function that loops over the batches itself runs a whole
    epoch). A function defined in the loop body and called or passed there, such as the
    closure given to `optimizer.step(closure)`, is part of the body, and so are loops nested
    in it. Such a step function is itself part of the training step: a read in it, outside
    any loop of its own, is flagged when a loop of the module calls it (`return
    loss.item()` in a `train_step` called once per batch) and the read runs on every call:
    not in an `if` branch, nor after an early `return` (`if not should_log: return`, then
    the logging reads: the function decides when to read, in a way we cannot see). A chain such as `.cpu().numpy()`
    is one finding, at the chain's start.

    ## Why is this slow?
    The device runs asynchronously: the host queues kernels and moves on to the next step.
    Reading a value on the host waits until every queued kernel has finished, so the host
    stops queueing work and the device then idles while the host catches up. Once per step,
    that bubble is paid on every step.

    Silent on purpose: calls in the branch of an `if` / `elif` whose condition holds once
    every N iterations (`SemanticModel`'s periodic test: `if step % 100 == 0:` is periodic
    logging, and so is `if should_log:` after `should_log = step % 100 == 0`, or a schedule
    such as `if epoch in milestones:`; the `else` branch, `!= 0` and `% 2` run every step or
    every other one and are not exempt; a branch that itself runs the training step, `if (i +
    1) % accumulation == 0: optimizer.step()` or WGAN's `if i % n_critic == 0:`, is the step,
    and its reads are reported only with `--pedantic`, "runs every N steps": their cost is
    amortised over N steps),
    calls followed by a `break`, `return` or `raise` in their block (they run once), calls in
    outer loops (once per epoch is fine) and in loops that run no training step themselves (a
    validation loop next to the training loop), benchmark loops that synchronize explicitly
    and read a clock or CUDA events' `elapsed_time` (they wait for the device on purpose, to
    measure), calls outside loops, implicit truth tests (`if loss:`), values known to live on
    the host (a loader batch never moved to a device, the result of `.cpu()`, NumPy arrays and
    values built by NumPy or pandas: `labels.tolist()` of a batch still on the host reads host
    memory), and modules with no sign of accelerator use (on a CPU there is nothing to wait
    for).

    ## Example
    ```python
    for batch in loader:
        loss = model(batch).mean()
        loss.backward()
        optimizer.step()
        total += loss.item()
    ```

    ## Use instead
    ```python
    total = torch.zeros((), device=device)
    for step, batch in enumerate(loader):
        loss = model(batch).mean()
        loss.backward()
        optimizer.step()
        total += loss.detach()
        if step % 100 == 0:
            print(total.item() / (step + 1))
    ```

    Name heuristics, where resolution cannot see far enough (each documented here): an
    optimizer is a name or attribute bound from a `torch.optim` class in the file, or whose
    last part contains `optim` (not `sched`): optimizers built in another file or by a
    framework are only known by name. A loss scaler is a callee whose last name contains
    `scaler` (`loss_scaler`, `self.loss_scaler`), and it counts only when an optimizer is
    among its arguments: scaler classes live in other files (timm's `NativeScaler`), and a
    scaler called without an optimizer (`self.scaler(values, mask)`) is no training step. A
    loop that calls `time_sync()` (the helper of ultralytics and YOLO code bases, which
    synchronizes and reads the clock) is timing its steps: the helper lives in another file,
    so it is known by name.

    ## Fix safety
    No fix: where to accumulate and how often to read the value is a design choice.

    ## Measured
    On an H100, 200 small training steps reading `.item()` each step: 11.6 ms; accumulating
    on the device and reading once: 8.9 ms.
    """

    code = "TL201"
    name = "sync-in-training-loop"
    # A performance rule: no findings in tests by default (catalog v2)
    default_contexts = frozenset({HOT})  # cold code: --pedantic (catalog v3, no context leak)
    fix_availability = FixAvailability.NONE
    screen = (
        SYNC_METHODS | CONVERSIONS | {"synchronize"},
        frozenset({"backward", "step"}),
        frozenset({"for", "while"}),
        ACCELERATOR_WORDS,
    )

    @classmethod
    def screen_patterns(cls) -> list[re.Pattern[str]]:
        # A training step is a method call (`.backward(`, `.step(`), and the rule reports only
        # in modules that show accelerator use or move work to a device variable, whose every
        # form holds one of these words.
        sync, steps, loops, accelerator = cls.screen
        # ... or a loss-scaler object called with the optimizer (`loss_scaler(loss, opt)`)
        step = re.compile(method_call_pattern(steps).pattern + r"|scaler[\s\\]*\(")
        # any spelling of a device variable (`DEVICE`, `opt.train_device`) counts as well as
        # accelerator use (``SemanticModel.runs_on_accelerator``)
        return [word_pattern(sync), step, word_pattern(loops), ACCELERATOR_SIGN]

    def __init__(self, ctx) -> None:  # noqa: ANN001
        super().__init__(ctx)
        self._steps: dict[int, bool] = {}
        self._innermost: dict[int, bool] = {}
        self._benchmarks: dict[int, bool] = {}
        self._tensor_names: dict[int, frozenset[str]] = {}
        self._step_functions: dict[int, bool] = {}
        self._candidates: list[tuple[cst.Call, str, list[cst.CSTNode]]] = []
        self._branch_steps: dict[int, bool] = {}

    def visit_Call(self, node: cst.Call) -> None:
        what = self._sync(node)
        if what is None:
            return
        path = list(self.ctx.stack)
        if not self.ctx.semantic.loops_around(path, through_local_functions=True):
            if self.ctx.semantic.enclosing_function(path) is None:
                return  # module level, outside loops: runs once
        self._candidates.append((node, what, path))

    def leave_Module(self, node: cst.Module) -> None:
        # Which loop runs a training step can depend on functions defined further down the
        # file (`loss = train_step(batch)`): decided once the model has seen them all.
        if not self._candidates or not module_runs_on_accelerator(self.ctx):
            return
        for call, what, path in self._candidates:
            where = "in the training loop"
            loop = self._training_loop(path)
            if loop is None:
                # in a function that runs one training step, called once per iteration
                loop = self._step_function(path)
                if loop is None:
                    continue
                where = f"in `{path[loop].name.value}()`, a training step run on every iteration of a loop,"  # type: ignore[attr-defined]
            elif leaves_loop_after(path, loop):
                continue
            if periodic_branch(path, self._step_branch(path, loop)):
                continue
            if what == "" and not self._conversion_of_tensor(call, path, path[loop]):
                continue
            if isinstance(call.func, cst.Attribute) and self._on_host(call.func.value, [*path, call.func]):
                continue  # a host value: reading it waits for nothing (asked last: it costs most)
            top, chain_label = self._chain_top(call, path)
            if what == "":
                assert isinstance(call.func, cst.Name)
                label = f"`{call.func.value}()` of a tensor"
            else:
                label = chain_label or what
            advice = (
                "synchronize only where a measurement needs it"
                if what.endswith("synchronize()`")
                else "accumulate on the device and read the value every N steps"
            )
            self.report(
                call,
                f"{label} {where} makes the host wait for the device on every step; " + advice,
                end_node=top,
            )

    # -- what synchronizes ------------------------------------------------------------------
    def _sync(self, node: cst.Call) -> str | None:
        """A label for a synchronizing call, "" for a conversion that needs the tensor check,
        or None."""
        func = node.func
        if isinstance(func, cst.Attribute) and func.attr.value in SYNC_METHODS:
            receiver = func.value
            # the innermost sync of a chain reports for the whole chain
            while isinstance(receiver, (cst.Call, cst.Attribute)):
                if isinstance(receiver, cst.Call):
                    inner = receiver.func
                    if isinstance(inner, cst.Attribute) and inner.attr.value in SYNC_METHODS:
                        return None
                    receiver = inner
                else:
                    receiver = receiver.value
            if self._host_value(func.value):
                return None
            return f"`.{func.attr.value}()`"
        qualified = self.ctx.qualified_name(func)
        if qualified in SYNC_FUNCTIONS:
            return f"`{self.ctx.code(func)}()`"
        if isinstance(func, cst.Name) and func.value in CONVERSIONS and qualified is None:
            if node.args and all(arg.keyword is None and not arg.star for arg in node.args[:1]):
                return ""
        return None

    def _on_host(self, expr: cst.BaseExpression, above: Sequence[cst.CSTNode]) -> bool:
        """A value the model knows lives in host memory (a loader batch never moved, the
        result of `.cpu()`, a NumPy array): reading it waits for nothing."""
        value = self.ctx.semantic.value(expr, [*above, expr])
        return value.kind in (TENSOR, ARRAY) and value.device == HOST

    def _host_value(self, receiver: cst.BaseExpression) -> bool:
        """A receiver known to live on the host: a module (`np.cpu()` is not a tensor method),
        or a value built by NumPy or pandas (`np.asarray(x).tolist()`, `order.tolist()` after
        `order = np.argsort(s)`)."""
        current = receiver
        followed = False
        while True:
            if isinstance(current, cst.Call):
                qualified = self.ctx.qualified_name(current.func)
                if qualified is not None:
                    return qualified.startswith(HOST_LIBRARIES)
                if not isinstance(current.func, cst.Attribute):
                    return False
                current = current.func.value
            elif isinstance(current, (cst.Attribute, cst.Subscript)):
                current = current.value
            elif isinstance(current, cst.Name):
                if self.ctx.qualified_name(current) is not None:
                    return current is receiver
                binding = None if followed else reaching_binding(self.ctx.stack, current.value)
                if binding is None or binding.value is None:
                    return False
                current, followed = binding.value, True
            else:
                return False

    def _chain_top(self, node: cst.Call, path: Sequence[cst.CSTNode]) -> tuple[cst.CSTNode, str]:
        """The last synchronizing call of the chain that starts at ``node``, and the chain's
        label (``.cpu().numpy()``)."""
        if not isinstance(node.func, cst.Attribute) or node.func.attr.value not in SYNC_METHODS:
            return node, ""
        top = node
        names = [node.func.attr.value]
        index = len(path) - 1
        current: cst.CSTNode = node
        while index >= 2:
            attribute, call = path[index - 1], path[index - 2]
            if not (
                isinstance(attribute, cst.Attribute)
                and attribute.value is current
                and isinstance(call, cst.Call)
                and call.func is attribute
            ):
                break
            current = call
            index -= 2
            if attribute.attr.value in SYNC_METHODS:
                top = call
                names.append(attribute.attr.value)
        return top, "`" + "".join(f".{name}()" for name in names) + "`"

    def _conversion_of_tensor(self, node: cst.Call, path: list[cst.CSTNode], loop: cst.CSTNode) -> bool:
        assert isinstance(node.func, cst.Name)
        args = node.args if node.func.value == "print" else node.args[:1]
        if node.func.value != "print" and len(node.args) != 1:
            return False
        losses = self._backward_names(loop)
        for arg in args:
            value = self.ctx.semantic.value(arg.value, [*path, arg, arg.value])
            if value.device == HOST:
                continue  # a host tensor: reading it waits for nothing
            if value.is_tensor:
                return True
            if isinstance(arg.value, cst.Name) and arg.value.value in losses:
                return True
            if isinstance(arg.value, cst.Call):
                if is_tensor_function(self.ctx.semantic.qualified_name(arg.value.func, [*path, arg, arg.value])):
                    return True
        return False

    def _backward_names(self, loop: cst.CSTNode) -> frozenset[str]:
        """Names the training loop calls `.backward()` on: tensors, whatever the file shows of
        how they were computed (`loss = model(batch).mean()` of a model built elsewhere)."""
        found = self._tensor_names.get(id(loop))
        if found is None:
            names = set()
            if isinstance(loop, cst.FunctionDef):
                calls = [n for n in walk_scope(loop.body) if isinstance(n, cst.Call)]
            else:
                calls = self.ctx.semantic.loop_body(loop).calls  # type: ignore[arg-type]
            for node in calls:
                if (
                    isinstance(node.func, cst.Attribute)
                    and node.func.attr.value == "backward"
                    and isinstance(node.func.value, cst.Name)
                ):
                    names.add(node.func.value.value)
            found = self._tensor_names[id(loop)] = frozenset(names)
        return found

    # -- where the training loop is ---------------------------------------------------------
    def _training_loop(self, path: Sequence[cst.CSTNode]) -> int | None:
        """The index in ``path`` of the training loop that runs the last node of ``path``
        on every step, or None."""
        for index in self.ctx.semantic.loops_around(path, through_local_functions=True):
            loop = path[index]
            if self._has_step(loop):
                if not self._is_innermost(loop) or self._is_benchmark(loop):
                    return None
                return index
        return None

    def _step_function(self, path: Sequence[cst.CSTNode]) -> int | None:
        """The index in ``path`` of the function around the last node (outside any loop of
        its own) when that function runs one training step and a loop of this module calls
        it (by name, as `self.<method>`, or handed to `optimizer.step`): then what it reads,
        it reads on every step."""
        if self.ctx.semantic.loops_around(path):
            return None
        index = next(
            (i for i in range(len(path) - 2, -1, -1) if isinstance(path[i], (cst.FunctionDef, cst.Lambda, cst.ClassDef))),
            None,
        )
        if index is None or not isinstance(path[index], cst.FunctionDef):
            return None
        function = path[index]
        if not _every_call(path, index):
            return None
        info = self.ctx.semantic.functions.get(id(function))
        if info is None or not self._runs_one_step(function, 0):  # type: ignore[arg-type]
            return None
        method = info.cls is not None
        for site in self.ctx.semantic.call_sites:
            if site.callee == info.name and site.self_call == method and site.in_loop:
                return index
        return None

    def _step_branch(self, path: Sequence[cst.CSTNode], loop: int) -> int:
        """The index of the innermost `if` between the training loop and the call whose
        branch runs the training step itself (`if (i + 1) % accumulation == 0:
        optimizer.step()`): that `%` says "every step", not "every N steps", so only a
        periodic branch below it exempts a call. The loop's index when there is none."""
        for index in range(len(path) - 2, loop, -1):
            node, child = path[index], path[index + 1]
            if isinstance(node, cst.If) and child is node.body:
                found = self._branch_steps.get(id(node))
                if found is None:
                    found = self._branch_steps[id(node)] = any(
                        isinstance(n, cst.Call) and (
                            self._is_step(n) or self._loss_scaler_call(n)
                            or self._calls_step_function(n)
                        )
                        for n in walk_scope(node.body)
                    )
                if found:
                    return index
        return loop

    def _is_benchmark(self, loop: cst.CSTNode) -> bool:
        """A loop that synchronizes explicitly and reads a clock is measuring its steps: it
        waits for the device on purpose, and one more read costs nothing extra."""
        found = self._benchmarks.get(id(loop))
        if found is None:
            clock = sync = False
            for node in self.ctx.semantic.loop_body(loop).calls:  # type: ignore[arg-type]
                qualified = self.ctx.qualified_name(node.func) or ""
                name = node.func.attr.value if isinstance(node.func, cst.Attribute) else (
                    node.func.value if isinstance(node.func, cst.Name) else ""
                )
                # `time_sync()`: the YOLO helper that synchronizes, then reads the clock;
                # `start.elapsed_time(end)`: CUDA events read the device's clock
                clock = clock or qualified in TIMERS or name in ("time_sync", "elapsed_time")
                sync = sync or name in ("synchronize", "time_sync")
            found = self._benchmarks[id(loop)] = clock and sync
        return found

    def _has_step(self, loop: cst.CSTNode) -> bool:
        found = self._steps.get(id(loop))
        if found is None:
            found = self._steps[id(loop)] = any(
                self._is_step(n) or self._loss_scaler_call(n) or self._calls_step_function(n)
                for n in self.ctx.semantic.loop_body(loop).calls  # type: ignore[arg-type]
            )
        return found

    def _loss_scaler_call(self, node: cst.Call) -> bool:
        """`loss_scaler(loss, optimizer, ...)`: a loss-scaler object (timm's `NativeScaler`
        and its kind) called with the optimizer runs the backward and the step inside it."""
        parts = dotted(node.func)
        if not parts or "scaler" not in parts[-1].lower():
            return False
        return any(self._is_optimizer(arg.value) for arg in node.args if not arg.star)

    def _calls_step_function(self, node: cst.Call, depth: int = 0) -> bool:
        """A call of a function of this module (by name, or `self.<method>`) whose body runs
        one training step (`.backward(`, an optimizer's `.step(`, a loss-scaler call) outside
        any loop of its own: the loop that calls it once per batch is the training loop. A
        function that loops over batches itself (`train_one_epoch`) is a whole epoch."""
        func = node.func
        if isinstance(func, cst.Name):
            name, method = func.value, False
        elif isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
            name, method = func.attr.value, True
        else:
            return False
        for info in self.ctx.semantic.functions_by_name.get(name, ()):
            if (info.cls is not None) != method or not isinstance(info.node, cst.FunctionDef):
                continue
            if self._runs_one_step(info.node, depth):
                return True
        return False

    def _runs_one_step(self, function: cst.FunctionDef, depth: int) -> bool:
        key = id(function)
        found = self._step_functions.get(key)
        if found is None:
            self._step_functions[key] = False  # recursion guard
            found = False
            for node in _outside_loops(function.body):
                if not isinstance(node, cst.Call):
                    continue
                if self._is_step(node) or self._loss_scaler_call(node) or (
                    depth < 2 and self._calls_step_function(node, depth + 1)
                ):
                    found = True
                    break
            self._step_functions[key] = found
        return found

    def _is_innermost(self, loop: cst.CSTNode) -> bool:
        found = self._innermost.get(id(loop))
        if found is None:
            found = not any(
                self._has_step(n) for n in self.ctx.semantic.loop_body(loop).loops  # type: ignore[arg-type]
            )
            self._innermost[id(loop)] = found
        return found

    def _is_step(self, node: cst.Call) -> bool:
        if not isinstance(node.func, cst.Attribute):
            return False
        method = node.func.attr.value
        if method == "backward":
            return True
        if method != "step":
            return False
        receiver = node.func.value
        while isinstance(receiver, cst.Subscript):  # `self.optimizers[0].step()`
            receiver = receiver.value
        return self._is_optimizer(receiver)

    def _is_optimizer(self, expr: cst.BaseExpression) -> bool:
        """An optimizer: a value the model knows is one (bound from a `torch.optim` class, the
        imports inside functions included), a name or attribute the module assigns from one,
        or (a documented heuristic) whose last part contains `optim` but not `sched`."""
        parts = dotted(expr)
        if not parts:
            return False
        last = parts[-1].lower()
        if "optim" in last and "sched" not in last:
            return True
        if ".".join(parts) in self._optimizer_names():
            return True
        return self.ctx.semantic.value(expr).kind == OPTIMIZER

    def _optimizer_names(self) -> frozenset[str]:
        """Names and attributes the module assigns from a `torch.optim.*` class."""
        return self.ctx.semantic.assigned_from("torch.optim.")


def _outside_loops(body: cst.CSTNode):  # noqa: ANN202
    """The nodes of a function body that run once per call: not in a loop of its own, nor in
    a nested function."""
    stack = [body]
    while stack:
        current = stack.pop()
        yield current
        if current is not body and isinstance(current, (*LOOPS, cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            continue
        stack.extend(children(current))


def _every_call(path, function: int) -> bool:  # noqa: ANN001
    """Does the last node of ``path`` run on every call of the function ``path[function]``:
    in no `if` branch, and after no statement of its blocks that may `return` early?"""
    for index in range(function + 1, len(path) - 1):
        node, child = path[index], path[index + 1]
        if isinstance(node, cst.If):
            return False
        if isinstance(node, cst.IndentedBlock):
            for earlier in node.body:
                if earlier is child:
                    break
                if any(isinstance(n, cst.Return) for n in walk_scope(earlier)):
                    return False
    return True
