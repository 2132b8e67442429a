"""TL303 dataloader-workers-not-persistent."""

from __future__ import annotations

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.rule import PendingEdit, Rule, add_keyword
from torchlint.semantic import COLD, HOT
from torchlint.rules.dataloader_single_process import SOME, ZERO, literal_ints, worker_count
from torchlint.rules.dataloader_without_pin_memory import SMALL_SAMPLES, TENSOR_DATASETS, _dataset_values
from torchlint.semantic.flow import assigned_values
from torchlint.semantic.syntax import find_arg, has_star_args
from torchlint.semantic.values import DATALOADERS, LOADER

# DataLoader(dataset, batch_size, shuffle, sampler, batch_sampler, num_workers, ...)
NUM_WORKERS_POSITION = 5
# Calls that take a loader and iterate it where they are called.
ITERATING_WRAPPERS = frozenset({"enumerate", "iter", "tqdm", "zip"})
# Lightning hooks whose loader the Trainer iterates once per epoch.
LIGHTNING_LOADER_HOOKS = frozenset({"train_dataloader", "val_dataloader"})


class DataloaderWorkersNotPersistent(Rule):
    """## What it does
    Flags a `torch.utils.data.DataLoader` with worker processes (`num_workers` a non-zero
    literal, or a name or expression not bound to 0) and no `persistent_workers` argument,
    when the file iterates it once per epoch: a `for` loop over it (also through
    `enumerate`, `iter`, `zip` or `tqdm`) inside another loop of the same function, or
    `iter(loader)` inside a loop; or when it is what a `train_dataloader` / `val_dataloader`
    hook returns (Lightning's Trainer iterates those once per epoch).

    ## Why is this slow?
    Without `persistent_workers=True`, every `for batch in loader` starts `num_workers` new
    processes, each of which imports its modules again and receives its own copy of the
    dataset (pickled, under `spawn`), and shuts them all down when the epoch ends. Each epoch
    then begins with the GPU idle until the new workers deliver their first batches. With
    persistent workers the processes, and their prefetched batches, survive from one epoch to
    the next.

    Reported by default only where restarts are costly (v3, from a review of user code,
    where the rule's 33 findings were all judged noise: restarts cost 0.05-0.1 s an epoch
    with `fork`, under 1% of a long run's epoch, and about 14 s with `spawn`):
    - the start method is `spawn` or `forkserver`: `mp.set_start_method("spawn")` (from
      `multiprocessing` or `torch.multiprocessing`), the loader's
      `multiprocessing_context="spawn"` (or `mp.get_context("spawn")`, also through a name),
      or `multiprocessing.freeze_support()` (a Windows program, where `spawn` is the only
      method). The platform's default is not visible in a file (macOS and Windows use
      `spawn`, Linux `fork`, and Python 3.14 moved Linux to `forkserver`);
    - or epochs are short: an epoch loop of at least 10 iterations the file shows
      (`range(n)` with `n` a literal, a name or an argparse option bound to one, also in
      `tqdm(...)`) over a small dataset (a MNIST- or CIFAR-sized torchvision dataset, a
      `TensorDataset`, a list).
    Other per-epoch loaders are reported only with `--pedantic` ("no `spawn` start method or
    short epochs seen").

    Silent on purpose: any explicit `persistent_workers=` (a decision), `num_workers` absent,
    a literal `0` or a name bound only to 0 (`workers = 0` then `num_workers=workers`, a
    parameter or argparse option defaulting to 0: no workers to keep), calls with `**kwargs`
    (the value is unknown), a loader created inside the epoch loop (a new loader each epoch:
    persistence cannot carry over; create it once instead), a loader iterated once, and
    loaders whose iteration the file does not show (passed elsewhere).

    In preview: v2's 33 default findings on user code were all judged noise (names bound to
    0, infinite samplers, long runs where restarts cost under 1%); the v3 default awaits a
    fresh review.

    ## Example
    ```python
    mp.set_start_method("spawn")
    loader = DataLoader(dataset, batch_size=64, num_workers=8, pin_memory=True)
    for epoch in range(epochs):
        for images, labels in loader:
            ...
    ```

    ## Use instead
    ```python
    loader = DataLoader(dataset, batch_size=64, num_workers=8, pin_memory=True,
                        persistent_workers=True)
    ```

    ## Fix safety
    Adds `persistent_workers=True` after the last argument, only where `num_workers` is a
    non-zero literal or a plain name the file binds only to non-zero literals
    (`persistent_workers=True` with zero workers raises `ValueError`). Elsewhere (an
    attribute, a parameter a caller may set to 0, a call such as `os.cpu_count() // 2`, a
    subscript) no fix is offered: copying
    the expression into `persistent_workers=<expr> > 0` would evaluate it twice (issue 25,
    case 12), and binding it to a new name is a larger edit than a keyword. Unsafe, as it
    changes what the program computes: persistent workers keep their random number streams
    and iterator state across epochs, so from the second epoch the random augmentations and
    the shuffle order differ from a run without them (measured: epoch 2 losses differ); they
    keep their own copy of the dataset from the first epoch, so changes the main process
    makes to the dataset between epochs (a curriculum, a resampled index list) are no longer
    seen (stale data); and the worker processes and their memory stay alive between epochs
    (during evaluation too).

    ## Measured
    Worker restarts cost about 0.05-0.1 s an epoch with `fork` and about 14 s with `spawn`
    (review of user code on an H200). The built-in workload (`torchlint bench TL303`)
    iterates a loader with 4 workers over a small in-memory dataset for 3 epochs: `before`
    without persistent workers (4 processes started per epoch), `after` with
    `persistent_workers=True`; both yield the same batches. On an H100 (PyTorch 2.11,
    `torchlint bench TL303 --device cuda`): 3 epochs, 4 workers, 64 batches of 32x3x32x32:
    381 ms -> 201 ms (1.89x, faster).

    ## On user code
    In preview, off by default. The bar for on by default is at least 20 reviewed findings on
    held-out user code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed
    moves, 22 statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change):
    0 of 32 (0%); fresh8-2817 0 of 6 (one reviewer), fresh3-fresh5 0 of 26; fresh7 sampled none.
    Noise: a forked restart of 2 to 4 workers (about 0.1 s) against MNIST, CIFAR or DCGAN epochs
    of hundreds to thousands of steps. It would need to report only where restarts are a
    measurable share of an epoch (spawn start, short epochs, costly worker setup), then a review
    of 20 at 90% or more. Round 4: 0 of 26.

    Round 6 (held out, 2026-11-28): fresh10-2820 (one reviewer): 1 of 12 (8%). Acted on: a 1k-image
    subset at batch 32 (about 32 steps an epoch) for 200 epochs with 4 workers. Noise: full MNIST
    and CIFAR-10 epochs, validation and test loaders, where restarting 2 to 4 workers is a tiny
    share.
    """

    code = "TL303"
    name = "dataloader-workers-not-persistent"
    # Configuration of a loader iterated per epoch: everywhere but tests (the loader is
    # usually built in cold code, and its cost is paid every epoch)
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "a DataLoader built once serves every epoch: its settings cost on every epoch"}
    fix_availability = FixAvailability.UNSAFE  # offered only where the count is known non-zero
    preview = True  # below the precision bar on real code: see the docstring
    default = False  # below the bar for on by default: see "On user code"
    # (num_workers may be given by position: only the class name is certain)
    screen = (frozenset({"DataLoader"}),)

    def __init__(self, ctx) -> None:  # noqa: ANN001
        super().__init__(ctx)
        # (the DataLoader call, the edit that adds the keyword or None), built while the
        # traversal is in the call (its enclosing blocks give a keyword line its indentation)
        self.loaders: list[tuple[cst.Call, PendingEdit | None]] = []

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.qualified_name(node.func) not in DATALOADERS or has_star_args(node):
            return
        if find_arg(node, "persistent_workers") is not None:
            return
        count = worker_count(self.ctx, node)
        if count is None or count == ZERO:
            return  # no workers (also a name or option bound to 0): nothing to keep alive
        if self.ctx.semantic.loops_around(self.ctx.stack):
            return  # a new loader per iteration: persistence cannot carry over
        workers = find_arg(node, "num_workers", NUM_WORKERS_POSITION)
        # `persistent_workers=True` with zero workers raises ValueError, and copying the
        # count's expression into `<expr> > 0` would evaluate it twice (issue 25): a fix only
        # where the count is a non-zero literal or a plain name known to be non-zero
        known = count == SOME and _bound_to_non_zero_literals(self.ctx, workers.value)
        edit = add_keyword(self.ctx, node, "persistent_workers", "True") if known else None
        self.loaders.append((node, edit))

    def leave_Module(self, node: cst.Module) -> None:
        if not self.loaders:
            return
        per_epoch = self._iterated_per_epoch()
        spawn = self._spawn_start_method()
        for call, edit in self.loaders:
            if id(call) not in per_epoch:
                continue
            costly = spawn or _spawn_context(self.ctx, call)
            short = not costly and self._short_epochs(call, per_epoch[id(call)])
            if costly:
                why = "; under the `spawn`/`forkserver` start method each restart costs seconds (about 14 s measured)"
            elif short:
                why = "; many short epochs over a small dataset make each restart a visible share of the epoch"
            else:
                why = ""
            self.report(
                call,
                "`DataLoader` with workers but without `persistent_workers=True` starts its "
                "worker processes again every epoch" + why,
                fix=self.fix("Pass `persistent_workers=True`", [edit], Applicability.UNSAFE) if edit else None,
                pedantic=None if costly or short else (
                    "no `spawn` start method or short epochs seen: restarts under `fork` cost about 0.05-0.1 s an epoch"
                ),
            )

    # -- "are restarts costly here?" -----------------------------------------------------
    def _spawn_start_method(self) -> bool:
        """The file sets the `spawn` or `forkserver` start method
        (`mp.set_start_method("spawn")`), or calls `multiprocessing.freeze_support()` (a
        Windows program, where `spawn` is the only method)."""
        def build() -> bool:
            for call in self.ctx.semantic.nodes_of(cst.Call):
                name = self.ctx.qualified_name(call.func) or ""
                if name in SET_START_METHOD and call.args and _spawning(call.args[0].value):
                    return True
                if name in FREEZE_SUPPORT:
                    return True
            return False

        return self.ctx.memo("TL303-spawn", build)

    def _short_epochs(self, call: cst.Call, loops: list[cst.CSTNode]) -> bool:
        """Many epochs (an epoch loop of at least MANY_EPOCHS iterations the file shows) over
        a small dataset (MNIST/CIFAR-sized torchvision datasets, a `TensorDataset`, a list)."""
        if not loops or not any(self._many(loop) for loop in loops):
            return False
        dataset = find_arg(call, "dataset", 0)
        if dataset is None:
            return False
        values = _dataset_values(self.ctx, dataset.value)
        return bool(values) and all(_small_dataset(self.ctx, v) for v in values)

    def _many(self, loop: cst.CSTNode) -> bool:
        if not isinstance(loop, cst.For):
            return False
        it = loop.iter
        while isinstance(it, cst.Call) and not _is_range(it) and it.args and it.args[0].keyword is None:
            it = it.args[0].value  # `tqdm(range(n))`
        if not (isinstance(it, cst.Call) and _is_range(it) and it.args):
            return False
        stop = it.args[1].value if len(it.args) > 1 else it.args[0].value
        values = literal_ints(self.ctx, stop, self.ctx.semantic.path_to(stop))
        return bool(values) and min(values) >= MANY_EPOCHS

    def _iterated_per_epoch(self) -> dict[int, list[cst.CSTNode]]:
        """Ids of the DataLoader calls the file iterates once per epoch -> the loops around
        that iteration (none for a Lightning hook's loader)."""
        model = self.ctx.semantic
        found: dict[int, list[cst.CSTNode]] = {}
        for sub in model.nodes():
            if isinstance(sub, cst.For):
                path = model.path_to(sub)
                loops = model.loops_around(path)
                if loops:
                    source = self._loader(_unwrap(sub.iter), [*path, sub.iter])
                    if source is not None:
                        found.setdefault(id(source), []).extend(path[i] for i in loops)
            elif isinstance(sub, cst.Call) and isinstance(sub.func, cst.Name) and sub.func.value == "iter" and sub.args:
                path = model.path_to(sub)
                loops = model.loops_around(path)
                if loops:
                    source = self._loader(sub.args[0].value, [*path, sub.args[0], sub.args[0].value])
                    if source is not None:
                        found.setdefault(id(source), []).extend(path[i] for i in loops)
            elif isinstance(sub, cst.FunctionDef) and sub.name.value in LIGHTNING_LOADER_HOOKS:
                info = model.functions.get(id(sub))
                if info is None or info.cls is None:
                    continue
                for returned in info.returns:
                    source = self._loader(returned, model.path_to(returned))
                    if source is not None:
                        found.setdefault(id(source), [])
        return found

    def _loader(self, expr: cst.BaseExpression, path: list[cst.CSTNode]) -> cst.CSTNode | None:
        if expr is not path[-1]:
            path = self.ctx.semantic.path_to(expr)
        value = self.ctx.semantic.value(expr, path)
        return value.source if value.kind == LOADER else None


SET_START_METHOD = frozenset({"multiprocessing.set_start_method", "torch.multiprocessing.set_start_method"})
FREEZE_SUPPORT = frozenset({"multiprocessing.freeze_support", "torch.multiprocessing.freeze_support"})
GET_CONTEXT = frozenset({"multiprocessing.get_context", "torch.multiprocessing.get_context"})
SPAWNING = frozenset({"spawn", "forkserver"})
# An epoch loop of this many iterations or more is "many epochs".
MANY_EPOCHS = 10


def _bound_to_non_zero_literals(ctx, expr: cst.BaseExpression) -> bool:  # noqa: ANN001
    """A non-zero literal, or a plain name its scope binds only to non-zero literals (not a
    parameter: a caller may pass 0, and `persistent_workers=True` with zero workers raises)."""
    if isinstance(expr, cst.Integer):
        return expr.evaluated_value != 0
    if not isinstance(expr, cst.Name):
        return False
    values = assigned_values(ctx.semantic.path_to(expr), expr.value)
    return bool(values) and all(isinstance(v, cst.Integer) and v.evaluated_value != 0 for v in values)


def _spawning(expr: cst.BaseExpression) -> bool:
    return isinstance(expr, cst.SimpleString) and expr.evaluated_value in SPAWNING


def _spawn_context(ctx, call: cst.Call) -> bool:  # noqa: ANN001
    """`multiprocessing_context="spawn"` (or `mp.get_context("spawn")`, also through a name)."""
    arg = find_arg(call, "multiprocessing_context")
    if arg is None:
        return False
    values = [arg.value]
    if isinstance(arg.value, cst.Name):
        values = assigned_values(ctx.semantic.path_to(arg.value), arg.value.value) or []
    for value in values:
        if _spawning(value):
            return True
        if isinstance(value, cst.Call) and ctx.qualified_name(value.func) in GET_CONTEXT:
            if value.args and _spawning(value.args[0].value):
                return True
    return False


def _is_range(call: cst.Call) -> bool:
    return isinstance(call.func, cst.Name) and call.func.value in ("range", "trange")


def _small_dataset(ctx, value: cst.BaseExpression) -> bool:  # noqa: ANN001
    if isinstance(value, (cst.List, cst.Tuple, cst.ListComp)):
        return True
    if not isinstance(value, cst.Call):
        return False
    qualified = ctx.semantic.qualified_name(value.func, ctx.semantic.path_to(value)) or ""
    if qualified in TENSOR_DATASETS:
        return True
    return qualified.startswith("torchvision.datasets.") and qualified.rsplit(".", 1)[-1] in SMALL_SAMPLES


def _unwrap(expr: cst.BaseExpression) -> cst.BaseExpression:
    """``enumerate(loader)``, ``tqdm(loader, ...)``, ``zip(loader, ...)`` -> ``loader``."""
    while isinstance(expr, cst.Call) and expr.args:
        func = expr.func
        name = func.value if isinstance(func, cst.Name) else func.attr.value if isinstance(func, cst.Attribute) else None
        if name not in ITERATING_WRAPPERS or expr.args[0].keyword is not None:
            break
        expr = expr.args[0].value
    return expr
