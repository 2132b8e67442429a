"""TL201 sync-in-training-loop."""

from __future__ import annotations

import re
from dataclasses import dataclass
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
    find_arg,
    method_call_pattern,
    module_runs_on_accelerator,
    word_pattern,
)
from torchlint.rule import PendingRelated, Rule
from torchlint.rules.dataloader_single_process import NUM_WORKERS_POSITION, DataloaderSingleProcess
from torchlint.semantic import HOT
from torchlint.walk import children
from torchlint.semantic.model import LOOPS
from torchlint.semantic.names import dotted
from torchlint.semantic.values import ARRAY, HOST, LOADER, OPTIMIZER, TENSOR

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
    assignment of that name in the file is the CPU; never where the module hides every GPU from
    its process with `os.environ["CUDA_VISIBLE_DEVICES"] = ""` at its top level), flags calls that make the host wait for
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

    One finding per training step: removing one sync of a step gains nothing while another
    remains, so the rule reports each step once, at its first avoidable sync, and lists the
    step's other syncs as related locations (text output's `= also:` lines, JSON's
    `related`, SARIF's `relatedLocations`, the editor's related information; the message
    gives their count for the one-line formats). A `# noqa: TL201` on the reported line
    silences the step's finding. Syncs that only `--pedantic` shows (a branch the cost model
    amortises, code that runs once) form a finding of their own and never join a default one.

    Syncs the step cannot avoid (RULES.md v3) are silent: a NaN / inf guard (`if
    torch.isnan(loss).item(): raise ...`, a condition on `isnan` / `isinf` / `isfinite`, or
    a branch on the value that leaves the step: `break`, `raise`, `return`, `sys.exit`),
    also through a name (`diverged = loss.item() > 1e4`, then `if diverged: break`); a value
    the host needs to index or count (`x[:, :lengths.max().item()]`, `range(n.item())`); an
    action handed to an environment (`env.step(action.item())`,
    `envs.step(a.cpu().numpy())`: the interface of a reinforcement-learning loop; an
    environment or simulator is known by its name, `env`, `sim`, `game`, `world`, since
    gym builds it in another library); and a value handed straight to a library that is
    not torch and that the step needs (`linear_sum_assignment(cost.cpu())`: a detection
    matcher; SciPy, gym). Logging and metrics on the host (NumPy, pandas, scikit-learn's
    metrics, a list of losses) are the avoidable part: reported. A value that decides another branch on the host
    (`if loss.item() < best:`) is reported with other advice: keep the decision on the
    device (`torch.where`, `clamp`) where that works.

    Two cases make the step's finding `--pedantic`, with the reason in its message: amp's
    dynamic loss scaling (`scaler.step(optimizer)` of a `GradScaler` built in the file or
    named `*scaler*`) reads its inf check on the host on every step anyway; and a training
    loop over a `DataLoader` without worker processes whose dataset visibly does per-sample
    CPU work (TL302's own analysis answers that): the device waits for the loader, not for
    the read (on an H200 a per-step `.item()` cost 1-5% there while workers gained
    2.4-4.5x), so the loader comes first.

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
    and read a clock or CUDA events' `elapsed_time`, or read a clock before and after the
    step on every step, outside any branch (`t0 = time.perf_counter()` ...
    `times.append(time.perf_counter() - t0)`; a throughput log that reads the clock under
    `if step % n == 0:` is no harness; they wait for the device on purpose, to measure),
    calls outside loops, implicit truth tests (`if loss:`), values known to live on the host (a loader batch never moved to a device, the result of `.cpu()`, NumPy arrays and
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

    ## On user code
    Off by default. The bar for on by default is at least 20 reviewed findings on held-out user
    code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed moves, 22
    statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change): 0 of 65
    (0%); fresh7-2816 0 of 15 and fresh8-2817 0 of 10 (one reviewer each), fresh3-2812 0 of 40.
    Noise: one loss read a step next to a large forward (RoBERTa, UNet, VAE+LPIPS); steps that
    sync elsewhere anyway (DeepSpeed overflow checks, MoE gating, ODE solvers); required reads
    (RL actions for `env.step`); deliberate per-step logging of small models. None was acted on.
    It would need to report only a read that is the only sync of a light, device-bound step,
    then a review of 20 at 90% or more. Round 4: 0 of 40; round 3: 0 of 80.

    Round 6 (held out, 2026-11-28): fresh10-2820 (one reviewer): 4 of 40 (10%). Acted on: a
    `loss.item()` that is the only per-step sync of LM fine-tuning, DDPM and compiled scaling-law
    runs, its value used only every N steps or per epoch. Noise: another sync in the same step that
    stays (tqdm postfix, per-step logging); small course and tutorial models where the read is a
    negligible share; long steps (detection, seq2seq, ViT fine-tuning).
    """

    code = "TL201"
    name = "sync-in-training-loop"
    default = False  # below the bar for on by default: see "On user code"
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
        # One finding per training step (RULES.md v3): the syncs of each step, in source
        # order, grouped by the loop (or step function) that runs them and by whether the
        # cost policy shows them by default, so that a sync only --pedantic shows (a `% N`
        # branch the model amortises, code that runs once) never hides or joins a default one.
        steps: dict[tuple[int, bool], list[_Sync]] = {}
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
            top_path = self._path_of(top, call, path)
            role = self._role(top, top_path, path[loop])
            if role == SILENT:
                continue
            shown = self.ctx.semantic.cost_context(path) in self.default_contexts
            steps.setdefault((id(path[loop]), shown), []).append(
                _Sync(call, top, label, where, what.endswith("synchronize()`"), role, path[loop])
            )
        for syncs in steps.values():
            self._report_step(syncs)

    def _report_step(self, syncs: list[_Sync]) -> None:
        """One finding for the syncs of one training step: at the first avoidable one, with
        the others as related locations."""
        avoidable = [s for s in syncs if s.role == AVOIDABLE]
        first = (avoidable or syncs)[0]
        others = [s for s in syncs if s is not first]
        if first.role == CONTROL:
            advice = (
                "the value decides what the host does next; keep the decision on the device "
                "(`torch.where`, `clamp`) where that works"
            )
        elif first.synchronize:
            advice = "synchronize only where a measurement needs it"
        else:
            advice = "accumulate on the device and read the value every N steps"
        message = f"{first.label} {first.where} makes the host wait for the device on every step; {advice}"
        if others:
            count = len(others)
            message += (
                f"; the step waits at {count} more place{'s' if count > 1 else ''} (its related "
                "locations): removing one gains nothing while another remains"
            )
        related = [
            PendingRelated(
                s.call,
                f"{s.label}: "
                + ("the value drives control flow; keep it on the device (`torch.where`, `clamp`) where that works"
                   if s.role == CONTROL else "another sync of the same step"),
                end_node=s.top,
            )
            for s in others
        ]
        self.report(
            first.call, message, end_node=first.top, related=related,
            pedantic=self._step_pedantic(first.loop),
        )

    def _path_of(self, top: cst.CSTNode, call: cst.Call, path: list[cst.CSTNode]) -> list[cst.CSTNode]:
        """The path to ``top``, the last sync of the chain that starts at ``call``."""
        if top is call:
            return [*path]
        return list(self.ctx.semantic.path_to(top))

    # -- syncs the step cannot avoid ---------------------------------------------------------
    def _role(self, top: cst.CSTNode, path: list[cst.CSTNode], loop: cst.CSTNode) -> str:
        """AVOIDABLE, CONTROL (the value decides what the host does next, and could stay on
        the device), or SILENT: the step needs the value on the host (a NaN guard, a shape or
        count fed back into the model, an action handed to an environment, a non-torch
        library's input)."""
        if len(path) < 2:
            return AVOIDABLE
        parent = path[-2]
        if isinstance(parent, cst.Arg) and len(path) >= 3 and isinstance(path[-3], cst.Call):
            if self._host_interface(path[-3], [*path[:-2]]):
                return SILENT
        if isinstance(parent, (cst.Index, cst.Slice, cst.SubscriptElement)):
            return SILENT  # a position or a length: indexing needs it on the host
        test = self._test_around(path)
        if test is not None:
            return SILENT if self._guard(test, path) else CONTROL
        name = self._assigned_name(path)
        if name is not None:
            return self._role_of_name(name, path, loop)
        return AVOIDABLE

    def _role_of_name(self, name: str, path: list[cst.CSTNode], loop: cst.CSTNode) -> str:
        """The role of a sync whose value the statement assigns to ``name``: what the loop
        does with the name decides (`found_nan = torch.isnan(loss).item()` then `if
        found_nan: raise`, `action = q.argmax().item()` then `env.step(action)`)."""
        body = loop.body if isinstance(loop, (cst.For, cst.While, cst.FunctionDef)) else loop
        role = AVOIDABLE
        for use in walk_scope(body):
            if not (isinstance(use, cst.Name) and use.value == name):
                continue
            use_path = list(self.ctx.semantic.path_to(use))
            if len(use_path) < 2:
                continue
            parent = use_path[-2]
            if isinstance(parent, cst.Arg) and len(use_path) >= 3 and isinstance(use_path[-3], cst.Call):
                if self._host_interface(use_path[-3], use_path[:-2]):
                    return SILENT
            if isinstance(parent, (cst.Index, cst.Slice, cst.SubscriptElement)):
                return SILENT
            test = self._test_around(use_path)
            if test is not None:
                if self._guard(test, use_path):
                    return SILENT
                role = CONTROL
        return role

    @staticmethod
    def _assigned_name(path: list[cst.CSTNode]) -> str | None:
        """``name`` when the sync is part of the value of `name = ...` (`diverged =
        loss.item() > 1e4`)."""
        for index in range(len(path) - 2, 0, -1):
            node = path[index]
            if isinstance(node, cst.Assign):
                targets = node.targets
                if len(targets) == 1 and isinstance(targets[0].target, cst.Name):
                    return targets[0].target.value
                return None
            if not isinstance(node, (cst.BaseExpression, cst.Arg, cst.ComparisonTarget)):
                return None
        return None

    @staticmethod
    def _test_around(path: list[cst.CSTNode]) -> cst.If | cst.While | None:
        """The `if` / `while` whose condition holds the last node of ``path``."""
        for index in range(len(path) - 2, -1, -1):
            node, child = path[index], path[index + 1]
            if isinstance(node, (cst.If, cst.While)):
                return node if child is node.test else None
            if isinstance(node, (cst.BaseSuite, cst.BaseStatement, cst.BaseSmallStatement)):
                return None
        return None

    def _guard(self, test: cst.If | cst.While, path: list[cst.CSTNode]) -> bool:
        """A check the step cannot do on the device: a NaN / inf guard (`torch.isnan`,
        `isinf`, `isfinite`, `math.isnan` in the condition), or a branch that leaves the step
        (`break`, `raise`, `return`, `sys.exit`): only the host can stop the loop."""
        for node in walk_scope(test.test):
            if isinstance(node, cst.Call):
                qualified = self.ctx.qualified_name(node.func) or ""
                last = qualified.rsplit(".", 1)[-1] if qualified else (
                    node.func.attr.value if isinstance(node.func, cst.Attribute) else ""
                )
                if last in NAN_CHECKS:
                    return True
        if isinstance(test, cst.While):
            return False
        for node in walk_scope(test.body):
            if isinstance(node, (cst.Break, cst.Raise, cst.Return)):
                return True
            if isinstance(node, cst.Call) and (self.ctx.qualified_name(node.func) or "") in EXITS:
                return True
        return False

    def _host_interface(self, call: cst.Call, path: list[cst.CSTNode]) -> bool:
        """A call that needs its argument on the host: an environment's or a simulator's
        `step` / `act` (`env.step(action.cpu().numpy())`: the interface of a reinforcement-
        learning loop), a SciPy or gym function (`linear_sum_assignment(cost.cpu())`), or
        `range(n.item())`."""
        func = call.func
        parts = dotted(func)
        if parts and len(parts) >= 2 and parts[-1] in ("step", "act", "render"):
            owner = parts[-2].lower()
            if any(word in owner for word in ENVIRONMENTS):
                return True
        qualified = self.ctx.semantic.qualified_name(func, path) or ""
        if qualified.startswith(HOST_INTERFACES):
            return True
        if isinstance(func, cst.Name) and qualified == "" and func.value == "range":
            return True
        return False

    def _step_pedantic(self, loop: cst.CSTNode) -> str | None:
        """Why the findings of this step are worth less than something else first: a library
        call of the step that synchronizes on every step anyway (amp's `GradScaler.step`
        reads its inf check on the host), or a main-process loader doing per-sample work
        (TL302's case: the device waits for the loader, not for the reads)."""
        scaler = self._scaler_step(loop)
        if scaler is not None:
            return f"`{scaler}` already synchronizes on every step"
        if self._main_process_loader(loop):
            return "the loader does per-sample work in the main process; give it workers first (TL302)"
        return None

    def _scaler_step(self, loop: cst.CSTNode) -> str | None:
        """`scaler.step(optimizer)` of a `GradScaler` (bound from `torch.amp` / `torch.cuda.amp`
        in the file, or named `*scaler*`, as in other files' trainers) in the step."""
        if isinstance(loop, cst.FunctionDef):
            calls = [n for n in walk_scope(loop.body) if isinstance(n, cst.Call)]
        else:
            calls = self.ctx.semantic.loop_body(loop).calls  # type: ignore[arg-type]
        scalers = self.ctx.semantic.assigned_from("torch.amp.") | self.ctx.semantic.assigned_from("torch.cuda.amp.")
        for call in calls:
            if not isinstance(call.func, cst.Attribute) or call.func.attr.value != "step":
                continue
            parts = dotted(call.func.value)
            if not parts:
                continue
            if ".".join(parts) in scalers or "scaler" in parts[-1].lower():
                if any(self._is_optimizer(arg.value) for arg in call.args if not arg.star):
                    return f"{self.ctx.code(call.func)}()"
        return None

    def _main_process_loader(self, loop: cst.CSTNode) -> bool:
        """The training loop iterates a `DataLoader` without worker processes whose dataset
        visibly costs CPU work per sample: TL302's own analysis answers that."""
        if not isinstance(loop, cst.For):
            return False
        iterable = loop.iter
        while isinstance(iterable, cst.Call) and iterable.args and isinstance(iterable.func, cst.Name) \
                and iterable.func.value in ("enumerate", "tqdm", "iter"):
            iterable = iterable.args[0].value
        if isinstance(iterable, cst.Call) and iterable.args and (
            self.ctx.qualified_name(iterable.func) or ""
        ).endswith("tqdm"):
            iterable = iterable.args[0].value
        value = self.ctx.semantic.value(iterable, [*self.ctx.semantic.path_to(loop), iterable])
        source = value.source
        if value.kind != LOADER or not isinstance(source, cst.Call):
            return False
        workers = find_arg(source, "num_workers", NUM_WORKERS_POSITION)
        if workers is not None and not (isinstance(workers.value, cst.Integer) and workers.value.value == "0"):
            return False
        dataset = find_arg(source, "dataset", 0)
        if dataset is None:
            return False
        tl302 = DataloaderSingleProcess(self.ctx)
        return tl302._cpu_work(dataset.value, list(self.ctx.semantic.path_to(source)), depth=0)

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
            found = self._benchmarks[id(loop)] = clock and sync or self._times_each_step(loop)
        return found

    def _times_each_step(self, loop: cst.CSTNode) -> bool:
        """Does the loop time each of its steps: a name bound to a clock read on every
        iteration before the training step (`start = time.perf_counter()`), subtracted
        from after it (`times.append(time.perf_counter() - start)`)? Its reads of the device
        are what makes each figure true. A clock read around the data loading only
        (`data_time += time.time() - start` at the top of the body, `start = time.time()` at
        its end: across the back edge) times no step."""
        starts: set[str] = set()
        stepped = False
        for node in walk_scope(loop.body):  # type: ignore[attr-defined]
            if isinstance(node, cst.Assign) and isinstance(node.value, cst.Call) and not stepped:
                if self.ctx.qualified_name(node.value.func) in TIMERS and self._every_iteration(node, loop):
                    starts.update(t.target.value for t in node.targets if isinstance(t.target, cst.Name))
            elif isinstance(node, cst.Call) and starts and not stepped:
                stepped = self._is_step(node) or self._loss_scaler_call(node) or self._calls_step_function(node)
            elif (
                stepped and isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Subtract)
                and isinstance(node.right, cst.Name) and node.right.value in starts
                and self._every_iteration(node, loop)  # a throughput log under `%` is no harness
            ):
                return True
        return False

    def _every_iteration(self, node: cst.CSTNode, loop: cst.CSTNode) -> bool:
        """Does ``node`` run on every iteration of ``loop``: in no `if` (a throughput log
        under `if step % n == 0:` reads the clock only then) nor loop of its own?"""
        path = self.ctx.semantic.path_to(node)
        below = False
        for ancestor in path[:-1]:
            if ancestor is loop:
                below = True
            elif below and isinstance(ancestor, (cst.If, cst.IfExp, *LOOPS, cst.Try)):
                return False
        return below

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


AVOIDABLE, CONTROL, SILENT = "avoidable", "control", "silent"
# Checks whose answer only the host can act on (a NaN guard).
NAN_CHECKS = frozenset({"isnan", "isinf", "isfinite", "isneginf", "isposinf"})
EXITS = frozenset({"sys.exit", "exit", "quit", "os._exit"})
# Receivers of `.step(...)` / `.act(...)` that are an environment or a simulator, by name:
# gym environments are built in other libraries (`env = gym.make(...)`, vectorised `envs`).
ENVIRONMENTS = ("env", "sim", "game", "world")
# Libraries whose call the step needs with host values (a detection matcher's assignment,
# an environment): what a sync hands them directly is their input. Logging and metrics
# libraries (NumPy, pandas, scikit-learn's metrics) are not here: computing them on every
# step is the avoidable part.
HOST_INTERFACES = ("scipy.", "gym.", "gymnasium.")


@dataclass(frozen=True)
class _Sync:
    call: cst.Call
    top: cst.CSTNode
    label: str
    where: str
    synchronize: bool
    role: str
    loop: cst.CSTNode


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
