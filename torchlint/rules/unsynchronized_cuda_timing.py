"""TL203 unsynchronized-cuda-timing."""

from __future__ import annotations

import re
from typing import Iterator, Sequence

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic.flow import (
    Binding,
    binds,
    path_to,
    reaching_binding,
    target_names,
    walk_scope,
)
from torchlint.semantic.syntax import (
    ACCELERATOR_STRING,
    call_or_alias_pattern,
    is_device_like,
    last_name,
    string_value,
)
from torchlint.rule import Anchor, PendingEdit, Rule
from torchlint.semantic.values import ACCELERATOR, MODULE

TIMERS = frozenset(
    {"time.time", "time.perf_counter", "time.monotonic", "timeit.default_timer"}
)
# Device management and statistics take a device but run no work on it.
DEVICE_MANAGEMENT = ("torch.cuda.", "torch.xpu.", "torch.mps.", "torch.accelerator.")
IMPLICIT_SYNCS = frozenset({"item", "cpu", "tolist", "numpy", "synchronize"})
_BLOCKS = (cst.Module, cst.IndentedBlock)
_LINES = (cst.SimpleStatementLine, cst.SimpleStatementSuite)
LOOPS = (cst.For, cst.While)
_BLOCKED = object()
# A condition about the device (`if use_cuda:`, `if torch.cuda.is_available():`, `if args.gpu`)
_DEVICE_CONDITION = re.compile(r"cuda|gpu|device|available|accelerat", re.IGNORECASE)  # a statement that binds the start name, but not to a timer read


class UnsynchronizedCudaTiming(Rule):
    """## What it does
    Flags wall-clock timing around accelerator work with nothing that waits for the device. A
    start read is a name assigned from `time.time()`, `time.perf_counter()`,
    `time.monotonic()` or `timeit.default_timer()` (alone or in a tuple assignment:
    `t0, seen = time.perf_counter(), 0`); the end read is a later call of a timer in the same
    scope whose value is subtracted from that name (`time.time() - t0`, or `t1 = time.time()`
    later used in `t1 - t0`). The finding is located at the end read.

    The two reads may sit at different loop depths. A start read on every iteration of a batch
    loop (in its body, or in loops and `with` blocks nested there, not in a branch) and the
    end read after the loop measure the last iteration only. An end read inside a
    loop is judged in execution order, the loop's back edge included: the rest of the previous
    iteration runs before it, and when the loop resets the start read after reading the time
    (`dt = time.time() - t0; t0 = time.time()`), that reset is the start of the next reading.

    It fires only when the code between the two reads visibly runs accelerator work: (a)
    `.cuda(`, `.to(<device>)`, or a `torch.*` call given a device-like argument or a
    `device=` keyword (`torch.randn(n, device="cuda")`); (b) a use of a name bound earlier
    in the same scope to the result of (a): a call on it, passing it, or an operator on it
    (`model = Net().cuda()` ... `model(x)`; `gpu = x.cuda()` ... `gpu @ gpu`); or (c) work on
    a value the semantic model knows lives on an accelerator (a call of a module moved there
    in `__init__`, a method or operator on a tensor on the device). And nothing that runs
    between the two reads synchronizes: `torch.cuda.synchronize()`, `<event>.synchronize()`,
    `<stream>.synchronize()`, or an implicit sync (`.item()`, `.cpu()`, `.tolist()`,
    `.numpy()`); through the back edge, a sync anywhere in a loop that reads the time on
    every step makes each reading wait for the step before it.

    In Jupyter notebooks the cells are one module, so a start read in one cell and the end
    read in a later one are a timing too. IPython's `%time` / `%timeit` lines and `%%time` /
    `%%timeit` cells are not clock reads of the code: never findings (a review of user
    notebooks judged every such finding noise; the statements they time are still checked
    like any other code).

    ## Why is this slow?
    Kernel launches return before the kernels run. Without a synchronization before the end
    read, the clock measures how long it took to queue the work, not to do it: the figure is
    wrong (usually far too small), and decisions based on it (which implementation is faster,
    which batch size to use) are wrong too.

    Silent on purpose: timer pairs whose reads are in different functions or in different
    branches of an `if`, a start name rebound in between (or bound in a loop only on some
    iterations), an elapsed time compared with a
    limit (`while time.time() - t0 < timeout:` is a time budget, not a measurement), timings
    with no visible device work in between (CPU code, data loading), a device, or a value
    moved to one, handed to a function of another module (`load_checkpoint(model, path,
    device)`, `engine.train(model=model, ...)` timed as a whole: it may well synchronize
    before returning, a training loop reading `.item()` every batch does, and it is opaque), device management and memory statistics
    (`torch.cuda.set_device(device)`, `torch.cuda.reset_peak_memory_stats(device)`: no
    kernels), and timings with any of the synchronizing calls above in between, also inside
    a function of the same file called there, a few calls deep (a whole `train(...)` timed in
    a notebook, whose batch loop reads `loss.item()`: the figure is true to the batch).

    In preview: on the shared corpus its 3 default findings were read by a reviewer
    (docs/accuracy.md): 1 an engineer would change (a PPO step timed with its last backward
    still queued), 1 a compile warm-up whose generation loop already synchronizes inside a
    called function (invisible here), 1 unclear: 1 of 3 against the 90% bar. Its fixtures
    (timers around `.cuda()` work with no synchronization) are exact; opt in with
    `--preview` or select it.

    ## Example
    ```python
    x = torch.randn(1024, 1024, device="cuda")
    start = time.perf_counter()
    y = x @ x
    elapsed = time.perf_counter() - start
    ```

    ## Use instead
    ```python
    x = torch.randn(1024, 1024, device="cuda")
    start = time.perf_counter()
    y = x @ x
    torch.cuda.synchronize()
    elapsed = time.perf_counter() - start
    ```
    Or time with CUDA events (`torch.cuda.Event(enable_timing=True)`) or
    `torch.utils.benchmark`, which synchronize for you.

    ## Fix safety
    Only when the evidence is CUDA (`.cuda(` or a `"cuda..."` literal): the fix inserts
    `torch.cuda.synchronize()` (with the module's own alias of `torch`) as a statement after the
    start read (in execution order) and right before the statement holding the end read (`y = x @ x;
    torch.cuda.synchronize(); dt = time.time() - t0` when the work shares the end read's line).
    In a file that also runs on a CPU (it asks `torch.cuda.is_available()` or
    `device_count()`, names the `"cpu"` device, or moves work to CUDA only in a branch
    whose condition is about the device: `if use_cuda: x = x.cuda()`, `if args.gpu:`), the
    inserted call is guarded as the code guards its own device use, `if
    torch.cuda.is_available():` over `torch.cuda.synchronize()`, so that the fixed program
    still runs where CUDA is absent (an unguarded call raises "Torch not compiled with CUDA
    enabled"); a guarded synchronize cannot join the statements of one line, so that form
    gets no fix there.
    It is unsafe: it changes what is measured and adds a synchronization. When both reads share
    a statement or a line (`t0 = time.time(); y = x @ x; dt = time.time() - t0`) there is no
    fix: no place runs after one and before the other. With other evidence (a `device`
    variable, a value the model knows is on some accelerator) there is no fix, since an unconditional CUDA synchronization raises on MPS, XPU
    or CPU-only machines.

    ## Measured
    On an H100 a 1024x1024 matmul reads 0.022 ms unsynchronized and 0.075 ms synchronized: the
    unsynchronized figure is more than three times too small.

    ## On user code
    In preview, off by default. The bar for on by default is at least 20 reviewed findings on
    held-out user code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed
    moves, 22 statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change):
    3 of 66 (5%); fresh7-2816 2 of 15 and fresh8-2817 1 of 8 (one reviewer each), fresh3-fresh4
    0 of 43. Noise: spans whose loop already syncs (`.item()` in metric loggers, `.cpu()` reads,
    sampling stop checks); whole runs, model loading or evaluations timed in seconds or minutes.
    Acted on: per-phase step timings (forward against backward) and a function that exists to
    benchmark forward latency. It would need to see those syncs and report only short spans
    meant as measurements, then a review of 20 at 90% or more. Round 4: 0 of 43.

    Round 6 (held out, 2026-11-28): fresh10-2820 (one reviewer): 7 of 32 (22%). Acted on: forward
    or prediction latency, traced-model speedups and GPU-against-CPU demos timed with no sync, the
    printed figure measuring the launch. Noise: Hugging Face `generate` in the interval, which
    already syncs (10 rows); something else in the interval that already syncs (tensor metrics
    formatted or printed, `add_scalar`, outputs moved to the CPU, GradScaler's check); tokenizing
    with a tiny copy of input ids.
    """

    code = "TL203"
    severity = "error"  # a bug rule
    name = "unsynchronized-cuda-timing"
    preview = True  # below the user-precision bar on real code: see the docstring
    default = False  # below the bar for on by default: see "On user code"
    fix_availability = FixAvailability.UNSAFE
    screen = (frozenset({"time", "timeit", "perf_counter", "monotonic", "default_timer"}),)

    @classmethod
    def screen_patterns(cls) -> list[re.Pattern[str]]:
        # "time" is a common word: require a timer call or an aliasing import, or a notebook's
        # timing magic (masked by the notebook layer into a string holding `%timeit`).
        timers = call_or_alias_pattern(frozenset({"time", "perf_counter", "monotonic", "default_timer"}))
        return [re.compile(f"{timers.pattern}|\\btimeit\\b")]

    def __init__(self, ctx) -> None:  # noqa: ANN001
        super().__init__(ctx)
        self._reported: set[int] = set()

    def visit_BinaryOperation(self, node: cst.BinaryOperation) -> None:
        if not isinstance(node.operator, cst.Subtract) or not isinstance(node.right, cst.Name):
            return
        name = node.right.value
        if name not in self._clock_names():
            return
        if self._compared(node):
            return  # a time budget (`time.time() - t0 > timeout`), not a measurement
        if self._is_timer_call(node.left):
            end = node.left
            end_path = [*self.ctx.stack, end]
        elif isinstance(node.left, cst.Name):
            end_binding = self._timer_binding(self.ctx.stack, node.left.value)
            if end_binding is None or end_binding.value is None:
                return
            end = end_binding.value
            end_path = path_to(self.ctx, end)
        else:
            return
        if id(end) in self._reported:
            return
        found = self._start_read(end_path, name)
        if found is None:
            return
        start, region = found
        if start is end or self._synchronizes(region):
            return
        evidence = self._evidence(region)
        if evidence is None:
            return
        self._reported.add(id(end))
        fix = self._fix(end_path, path_to(self.ctx, start)) if evidence else None
        timer = self.ctx.code(end.func)  # type: ignore[attr-defined]
        self.report(
            end,
            f"`{timer}()` reads the clock while the device may still run the work queued since "
            f"`{name}`; synchronize the device before reading the time",
            fix=fix,
        )

    # -- where the start read is, and what runs between ---------------------------------------
    def _start_read(
        self, end_path: Sequence[cst.CSTNode], name: str
    ) -> tuple[cst.Call, list[cst.CSTNode]] | None:
        """The timer read that ``name`` holds at the end read (the last node of ``end_path``),
        and the code that runs between the two, as subtrees; None when ``name`` may hold
        anything else there.

        Read backwards in execution order, within the end read's scope: earlier statements of
        each block; at the top of a loop body, the back edge (the previous iteration's
        statements after the end read ran in between, and when the loop itself rebinds the
        name there, the start read is among them); a loop statement that binds the name once,
        with a timer read on every iteration, holds the start read of its last iteration."""
        region: list[cst.CSTNode] = []
        for index in range(len(end_path) - 1, 0, -1):
            child, parent = end_path[index], end_path[index - 1]
            if isinstance(parent, (*_BLOCKS, *_LINES)):
                body = list(parent.body)  # type: ignore[attr-defined]
                position = next((i for i, s in enumerate(body) if s is child), None)
                if position is None:
                    continue
                for earlier in reversed(body[:position]):
                    found = self._start_in(earlier, name)
                    if found is _BLOCKED:
                        return None
                    if found is not None:
                        start, after = found  # type: ignore[misc]
                        return start, [*after, *region]
                    region.append(earlier)
            elif isinstance(parent, LOOPS) and child is parent.body:
                if isinstance(parent, cst.For) and name in target_names(parent.target):
                    return None
                after = list(_after(end_path, index))
                header = [parent.test] if isinstance(parent, cst.While) else [parent.iter]
                if binds(parent.body, name):
                    # rebound after the end read in the body: the start read of the previous
                    # iteration, through the back edge
                    for position in range(len(after) - 1, -1, -1):
                        found = self._start_in(after[position], name)
                        if found is _BLOCKED:
                            return None
                        if found is not None:
                            start, rest = found  # type: ignore[misc]
                            return start, [*rest, *after[position + 1 :], *header, *region]
                    return None
                region.extend([*after, *header])
            elif isinstance(parent, (cst.If, cst.While)) and child is not parent.test:
                region.append(parent.test)
            elif isinstance(parent, cst.With) and child is parent.body:
                region.extend(parent.items)
            elif isinstance(parent, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
                return None
        return None

    def _start_in(self, statement: cst.CSTNode, name: str):  # noqa: ANN202
        """In one statement that runs before the end read: (timer call, what runs after it
        within the statement) when it holds the start read, _BLOCKED when it binds the name
        some other way, None when it does not bind it."""
        if isinstance(statement, _LINES):
            smalls = list(statement.body)
            for position in range(len(smalls) - 1, -1, -1):
                found = self._start_in(smalls[position], name)
                if found is _BLOCKED:
                    return found
                if found is not None:
                    return found[0], smalls[position + 1 :]  # type: ignore[index]
            return None
        if isinstance(statement, cst.BaseSmallStatement):
            call = self._timer_assignment(statement, name)
            if call is not None:
                return call, []
            return _BLOCKED if binds(statement, name) else None
        if not binds(statement, name):
            return None
        if not isinstance(statement, LOOPS) or (
            isinstance(statement, cst.For) and name in target_names(statement.target)
        ) or (statement.orelse is not None and binds(statement.orelse, name)):
            return _BLOCKED
        # a start read on every iteration of a loop before the end read: the last one holds
        # (`for batch in loader: t0 = time.time(); ...` then `time.time() - t0` after it)
        binding = [
            line for line in walk_scope(statement.body)
            if isinstance(line, cst.BaseSmallStatement) and binds(line, name)
        ]
        if len(binding) != 1:
            return _BLOCKED
        call = self._timer_assignment(binding[0], name)
        if call is None:
            return _BLOCKED
        start_path = path_to(self.ctx, binding[0])
        top = next(i for i, n in enumerate(start_path) if n is statement.body)
        # on every iteration: its line directly in the loop's body, or in the body of loops
        # (a batch loop in an epoch loop) or `with` blocks nested there
        for index in range(top, len(start_path) - 2):
            node = start_path[index]
            if isinstance(node, (*LOOPS, cst.With)) and start_path[index + 1] is node.body:
                continue
            if not isinstance(node, cst.IndentedBlock):
                return _BLOCKED  # in a branch or a `try`: not on every iteration
        return call, list(_after(start_path, top))

    def _timer_assignment(self, small: cst.BaseSmallStatement, name: str) -> cst.Call | None:
        """The timer call ``small`` assigns to ``name``: `t0 = time.time()`, or by a tuple
        assignment (`t0, seen = time.perf_counter(), 0`)."""
        if not isinstance(small, cst.Assign):
            return None
        for target in small.targets:
            if isinstance(target.target, cst.Name) and target.target.value == name:
                return small.value if self._is_timer_call(small.value) else None  # type: ignore[return-value]
            if isinstance(target.target, (cst.Tuple, cst.List)) and isinstance(small.value, (cst.Tuple, cst.List)):
                names, values = target.target.elements, small.value.elements
                if len(names) != len(values) or any(
                    isinstance(e, cst.StarredElement) for e in (*names, *values)
                ):
                    continue
                for element, value in zip(names, values):
                    if isinstance(element.value, cst.Name) and element.value.value == name:
                        return value.value if self._is_timer_call(value.value) else None  # type: ignore[return-value]
        return None

    def _clock_names(self) -> frozenset[str]:
        """Names the file assigns from a call without arguments: a cheap superset of the
        start reads, so that most subtractions need no flow analysis."""

        def compute() -> frozenset[str]:
            names = set()
            for found in self.ctx.semantic.nodes_of(cst.Assign):
                for target in found.targets:  # type: ignore[attr-defined]
                    if isinstance(found.value, cst.Call) and not found.value.args:
                        if isinstance(target.target, cst.Name):
                            names.add(target.target.value)
                    elif isinstance(target.target, (cst.Tuple, cst.List)):
                        # `t0, seen = time.perf_counter(), 0`
                        names.update(
                            e.value.value for e in target.target.elements
                            if isinstance(e.value, cst.Name)
                        )
            return frozenset(names)

        return self.ctx.memo("tl203-clock-names", compute)  # type: ignore[return-value]

    def _device_names(self) -> frozenset[str]:
        """Names the file assigns, anywhere, from a value that may hold (a): a cheap syntactic
        superset (a `.cuda(` or `.to(` call, a `device=` keyword, or a device-like argument),
        so that most names need no flow analysis."""

        def compute() -> frozenset[str]:
            names = set()
            for found in self.ctx.semantic.nodes_of(cst.Assign):
                if _may_run_on_device(found.value):  # type: ignore[attr-defined]
                    for target in found.targets:  # type: ignore[attr-defined]
                        names.update(target_names(target.target))
            return frozenset(names)

        return self.ctx.memo("tl203-device-names", compute)  # type: ignore[return-value]

    def _compared(self, node: cst.BinaryOperation) -> bool:
        for ancestor in self.ctx.ancestors():
            if isinstance(ancestor, (cst.Comparison, cst.ComparisonTarget)):
                return True
            if not isinstance(ancestor, (cst.BinaryOperation, cst.UnaryOperation)):
                return False
        return False

    # IPython's `%time` / `%timeit` (which a notebook's cells reach the rules as `if
    # "%timeit": stmt`) are not clock reads of the code: never findings (RULES.md v3).

    # -- timer reads --------------------------------------------------------------------------
    def _is_timer_call(self, node: cst.BaseExpression) -> bool:
        return (
            isinstance(node, cst.Call)
            and not node.args
            and self.ctx.qualified_name(node.func) in TIMERS
        )

    def _timer_binding(self, path: Sequence[cst.CSTNode], name: str) -> Binding | None:
        binding = reaching_binding(path, name)
        if binding is None or not isinstance(binding.node, cst.Assign):
            return None
        return binding if self._is_timer_call(binding.node.value) else None

    # -- what happens in between ----------------------------------------------------------------
    def _synchronizes(self, region: list[cst.CSTNode], depth: int = 0, seen: set[int] | None = None) -> bool:
        """Does anything in ``region`` synchronize: a synchronizing call, or a call of a
        function of this file (by name) whose body does, a few calls deep (`train(...)`
        timed as a whole, whose batch loop reads `loss.item()`: the figure is true)."""
        seen = set() if seen is None else seen
        for piece in region:
            for node in walk_scope(piece):
                if not isinstance(node, cst.Call):
                    continue
                func = node.func
                if isinstance(func, cst.Attribute) and func.attr.value in IMPLICIT_SYNCS:
                    return True
                if depth < 3 and isinstance(func, cst.Name) and self.ctx.qualified_name(func) is None:
                    for info in self.ctx.semantic.functions_by_name.get(func.value, ()):
                        if info.cls is None and isinstance(info.node, cst.FunctionDef) and id(info.node) not in seen:
                            seen.add(id(info.node))
                            if self._synchronizes([info.node.body], depth + 1, seen):
                                return True
        return False

    def _evidence(self, region: list[cst.CSTNode]) -> bool | None:
        """None when nothing between the reads visibly runs on an accelerator; otherwise
        whether the evidence is CUDA (which alone allows the fix)."""
        found: bool | None = None
        for piece in region:
            for node in walk_scope(piece):
                direct = self._direct_evidence(node)
                if direct is not None:
                    found = bool(found) or direct
                    continue
                if isinstance(node, cst.Name):
                    bound = self._bound_evidence(node)
                    if bound is not None:
                        found = bool(found) or bound
        if found is None and self.ctx.semantic.uses_accelerator():
            # what the model knows costs more to ask: only when nothing above was evidence
            for piece in region:
                for node in walk_scope(piece):
                    if self._known_on_accelerator(node):
                        return False
        return found

    def _known_on_accelerator(self, node: cst.CSTNode) -> bool:
        """Work the semantic model knows runs on an accelerator: a call of a module moved
        there (`self.net(x)` after `self.net = nn.Linear(8, 8).cuda()` in `__init__`), a
        method or an operator on a tensor that lives there. Which accelerator it does not
        say, so this evidence never allows the CUDA fix."""
        model = self.ctx.semantic
        if isinstance(node, cst.Call):
            func = node.func
            if not isinstance(func, (cst.Name, cst.Attribute)) or self.ctx.qualified_name(func) is not None:
                return False
            called = model.value(func)
            if called.kind == MODULE and called.moved:
                return True
            if isinstance(func, cst.Attribute):
                receiver = model.value(func.value)
                return receiver.is_tensor and receiver.device == ACCELERATOR
            return False
        if isinstance(node, cst.BinaryOperation):
            return any(
                side.is_tensor and side.device == ACCELERATOR
                for side in (model.value(node.left), model.value(node.right))
            )
        return False

    def _direct_evidence(self, node: cst.CSTNode) -> bool | None:
        """(a): `.cuda(`, `.to(<device>)`, or a `torch.*` call given a device; True when it
        is CUDA. A device handed to any other function is opaque: it may build a tensor there,
        or load a checkpoint and synchronize before returning, so it is not evidence."""
        if not isinstance(node, cst.Call):
            return None
        func = node.func
        method = func.attr.value if isinstance(func, cst.Attribute) else None
        if method == "cuda":
            return True
        if method == "to":
            args = [a for a in node.args if a.keyword is None or a.keyword.value == "device"][:1]
        else:
            qualified = self.ctx.qualified_name(func)
            if not (qualified or "").startswith("torch.") or qualified == "torch.device":
                return None  # not torch; and naming a device runs nothing on it
            if qualified.startswith(DEVICE_MANAGEMENT):
                return None  # `torch.cuda.set_device(device)`, memory statistics: no kernels
            args = list(node.args)
        found: bool | None = None
        for arg in args:
            text = string_value(arg.value)
            if arg.keyword is not None and arg.keyword.value == "device":
                if text == "cpu" or (isinstance(arg.value, cst.Name) and arg.value.value == "None"):
                    continue
            elif not is_device_like(self.ctx, arg.value):
                continue
            found = bool(found) or (text is not None and text.startswith("cuda"))
        return found

    def _passed_to_torch(self, path: Sequence[cst.CSTNode]) -> bool:
        """Is the argument at the end of ``path`` given to a torch function or a callable of
        this file's values (`torch.matmul(gpu, gpu)`, `model(gpu)`)? A device value handed to
        a function of another module (`engine.train(model=model, ...)`) is opaque, as a device
        argument is: it may well synchronize before returning (a training loop reading
        `.item()` every batch), so it is no evidence."""
        call = path[-3] if len(path) > 2 and isinstance(path[-3], cst.Call) else None
        if call is None:
            return False
        qualified = self.ctx.qualified_name(call.func)
        if qualified is not None:
            return qualified.startswith("torch.")
        return True  # a local callable (`model(x)`, `step(x)`): judged as before

    def _bound_evidence(self, name: cst.Name) -> bool | None:
        """(b): a name used (called, passed, operated on) whose value came from (a)."""
        if name.value not in self._device_names():
            return None  # no assignment in the file could hold device work: skip the flow
        path = path_to(self.ctx, name)
        parent = path[-2] if len(path) > 1 else None
        used = (
            isinstance(parent, cst.Call) and parent.func is name
            or isinstance(parent, cst.Arg) and parent.value is name and self._passed_to_torch(path)
            or isinstance(parent, cst.Attribute) and parent.value is name
            and len(path) > 2 and isinstance(path[-3], cst.Call) and path[-3].func is parent
            or isinstance(parent, (cst.BinaryOperation, cst.UnaryOperation))
        )
        if not used or self.ctx.qualified_name(name) is not None:
            return None
        binding = reaching_binding(path, name.value)
        if binding is None or binding.value is None:
            return None
        found: bool | None = None
        for node in walk_scope(binding.value):
            direct = self._direct_evidence(node)
            if direct is not None:
                found = bool(found) or direct
        return found

    # -- the fix --------------------------------------------------------------------------------
    def _fix(self, end_path: Sequence[cst.CSTNode], start_path: Sequence[cst.CSTNode]):  # noqa: ANN202
        alias = self._torch_alias(end_path)
        if alias is None:
            return None
        statement_index = None
        for index in range(len(end_path) - 1, 0, -1):
            if isinstance(end_path[index - 1], _BLOCKS):
                statement_index = index
                break
        if statement_index is None:
            return None
        statement = end_path[statement_index]
        if any(node is statement for node in start_path):
            # both reads share the statement (or its line): a synchronize before it would run
            # before the start read too, and the finding would stay forever
            return None
        below = end_path[statement_index + 1] if statement_index + 1 < len(end_path) else None
        guarded = self._has_cpu_path()
        sync = f"{alias}.cuda.synchronize()"
        if guarded:
            sync = f"if {alias}.cuda.is_available(): {sync}"
        if isinstance(statement, cst.SimpleStatementLine):
            if below is not None and below is not statement.body[0]:
                if guarded:
                    return None  # an `if` cannot join the statements of one line
                # `y = x @ x; dt = time.time() - t0`: the work shares the end read's line, the
                # synchronize goes between them
                return self.fix(
                    f"Insert `{alias}.cuda.synchronize()` before reading the time",
                    [self.insert_before(below, f"{alias}.cuda.synchronize(); ")],
                    Applicability.UNSAFE,
                )
        elif isinstance(statement, cst.If) and below is statement.test:
            pass
        elif isinstance(statement, cst.For) and below is statement.iter:
            pass
        elif isinstance(statement, cst.With) and any(below is item for item in statement.items):
            pass
        else:
            return None  # a `while` test or a one-line suite: no single place runs before it
        module = self.ctx.module
        indent = "".join(
            module.default_indent if block.indent is None else block.indent
            for block in end_path[:statement_index]
            if isinstance(block, cst.IndentedBlock)
        )
        newline = module.default_newline
        line = f"{indent}{alias}.cuda.synchronize(){newline}"
        if guarded:
            line = f"{indent}if {alias}.cuda.is_available():{newline}{indent}{module.default_indent}{line.lstrip()}"
        return self.fix(
            f"Insert `{sync}` before reading the time",
            [PendingEdit(Anchor(statement, "line_start"), Anchor(statement, "line_start"), line)],
            Applicability.UNSAFE,
        )

    def _has_cpu_path(self) -> bool:
        """Does the file run on a CPU too: does it ask `torch.cuda.is_available()` (or
        `device_count()`), name the `"cpu"` device, or move work to CUDA only in a branch
        (`if use_cuda: x = x.cuda()`)? Then an unconditional synchronize would raise where
        the program ran before ("Torch not compiled with CUDA enabled"), so the fix guards it
        as the code guards its own device use."""

        def compute() -> bool:
            model = self.ctx.semantic
            for attribute in model.nodes_of(cst.Attribute):
                if attribute.attr.value in ("is_available", "device_count"):  # type: ignore[attr-defined]
                    if (model.qualified_name(attribute, model.path_to(attribute)) or "").startswith("torch.cuda."):
                        return True
            for string in model.nodes_of(cst.SimpleString):
                if string_value(string) == "cpu":  # type: ignore[arg-type]
                    return True
            for call in model.nodes_of(cst.Call):
                func = call.func  # type: ignore[attr-defined]
                if isinstance(func, cst.Attribute) and func.attr.value == "cuda":
                    if any(
                        isinstance(n, (cst.If, cst.IfExp)) and _DEVICE_CONDITION.search(self.ctx.code(n.test))
                        for n in model.path_to(call)
                    ):
                        return True
            return False

        return self.ctx.memo("tl203-cpu-path", compute)  # type: ignore[return-value]

    def _torch_alias(self, path: Sequence[cst.CSTNode]) -> str | None:
        """The name `torch` is imported as where the end read is (`torch`, `th`)."""
        if self.ctx.resolver.lookup("torch", path) == "torch":
            return "torch"
        scopes = [n for n in path if isinstance(n, (cst.Module, cst.FunctionDef))]
        for scope in reversed(scopes):
            for name, targets in sorted(self.ctx.resolver.bindings(scope).items()):
                if "torch" in targets and self.ctx.resolver.lookup(name, path) == "torch":
                    return name
        return None


def _may_run_on_device(value: cst.BaseExpression) -> bool:
    """Syntactically, could ``value`` hold what `_direct_evidence` accepts?"""
    for node in walk_scope(value):
        if not isinstance(node, cst.Call):
            continue
        if isinstance(node.func, cst.Attribute) and node.func.attr.value in ("cuda", "to"):
            return True
        for arg in node.args:
            if arg.keyword is not None and arg.keyword.value == "device":
                return True
            text = string_value(arg.value)
            if text is not None and ACCELERATOR_STRING.match(text):
                return True
            target = arg.value.func if isinstance(arg.value, cst.Call) else arg.value
            last = last_name(target) if isinstance(target, (cst.Name, cst.Attribute)) else None
            if last is not None and (last.lower() in ("device", "dev") or last.lower().endswith("_device")):
                return True
    return False


def _after(path: Sequence[cst.CSTNode], top: int) -> Iterator[cst.CSTNode]:
    """What runs after the last node of ``path`` until the end of the block ``path[top]``, as
    subtrees in execution order: the rest of its line, then the later statements of each
    enclosing block up to ``path[top]``."""
    for index in range(len(path) - 2, top - 1, -1):
        parent, child = path[index], path[index + 1]
        if isinstance(parent, (*_BLOCKS, *_LINES)):
            body = list(parent.body)  # type: ignore[attr-defined]
            position = next((i for i, s in enumerate(body) if s is child), None)
            if position is not None:
                yield from body[position + 1 :]
