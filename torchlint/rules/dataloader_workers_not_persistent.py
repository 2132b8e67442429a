"""TL303 dataloader-workers-not-persistent."""

from __future__ import annotations

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.rule import PendingEdit, Rule, add_keyword
from torchlint.semantic import COLD, HOT
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
    Flags a `torch.utils.data.DataLoader` with worker processes (`num_workers` a literal
    above 0, or any other expression) and no `persistent_workers` argument, when the file
    iterates it once per epoch: a `for` loop over it (also through `enumerate`, `iter`, `zip`
    or `tqdm`) inside another loop of the same function, or `iter(loader)` inside a loop; or
    when it is what a `train_dataloader` / `val_dataloader` hook returns (Lightning's Trainer
    iterates those once per epoch).

    ## Why is this slow?
    Without `persistent_workers=True`, every `for batch in loader` starts `num_workers` new
    processes, each of which imports its modules again and receives its own copy of the
    dataset (pickled, under `spawn`), and shuts them all down when the epoch ends. Each epoch
    then begins with the GPU idle until the new workers deliver their first batches. With
    persistent workers the processes, and their prefetched batches, survive from one epoch to
    the next.

    Silent on purpose: any explicit `persistent_workers=` (a decision), `num_workers` absent
    or a literal `0` (no workers to keep), calls with `**kwargs` (the value is unknown), a
    loader created inside the epoch loop (a new loader each epoch: persistence cannot carry
    over; create it once instead), a loader iterated once, and loaders whose iteration the
    file does not show (passed elsewhere).

    In preview: on the shared corpus (benchmarks/reviews/TL303-new-tuning.csv) its 10
    findings were all `train_dataloader` / `val_dataloader` hooks, and an engineer would have
    changed 2 (20%): the 16-worker loaders of a seconds-long MNIST demo; the other 8 restart
    4 workers once per LLM finetuning epoch or validation, where start-up is noise. The
    epoch-loop form found nothing there (training loops that iterate `self._loader` set from
    a helper method are beyond what the file shows).

    ## Example
    ```python
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
    Adds `persistent_workers=True` after the last argument, or `persistent_workers=<n> > 0`
    when `num_workers` is not a literal (`persistent_workers=True` with zero workers raises
    `ValueError`). Unsafe: persistent workers keep their own copy of the dataset from the
    first epoch, so changes the main process makes to the dataset between epochs (a
    curriculum, a resampled index list) are no longer seen, and the worker processes and their
    memory stay alive between epochs (during evaluation too).

    ## Measured
    The built-in workload (`torchlint bench TL303`) iterates a loader with 4 workers over a
    small in-memory dataset for 3 epochs: `before` without persistent workers (4 processes
    started per epoch), `after` with `persistent_workers=True`; both yield the same batches.
    The expected direction is `after` faster by the worker start-up cost of each epoch,
    which matters most when epochs are short. On an H100 (PyTorch 2.11, `torchlint bench TL303 --device cuda`): 3 epochs, 4 workers, 64 batches of 32x3x32x32: 381 ms -> 201 ms (1.89x, faster).
    """

    code = "TL303"
    name = "dataloader-workers-not-persistent"
    # Configuration of a loader iterated per epoch: everywhere but tests (the loader is
    # usually built in cold code, and its cost is paid every epoch)
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "a DataLoader built once serves every epoch: its settings cost on every epoch"}
    fix_availability = FixAvailability.UNSAFE
    preview = True  # below the precision bar on real code: see the docstring
    # (num_workers may be given by position: only the class name is certain)
    screen = (frozenset({"DataLoader"}),)

    def __init__(self, ctx) -> None:  # noqa: ANN001
        super().__init__(ctx)
        # (the DataLoader call, the edit that adds the keyword), built while the traversal
        # is in the call (its enclosing blocks give a keyword line its indentation)
        self.loaders: list[tuple[cst.Call, PendingEdit]] = []

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.qualified_name(node.func) not in DATALOADERS or has_star_args(node):
            return
        if find_arg(node, "persistent_workers") is not None:
            return
        workers = find_arg(node, "num_workers", NUM_WORKERS_POSITION)
        if workers is None or (isinstance(workers.value, cst.Integer) and int(workers.value.value, 0) == 0):
            return
        if self.ctx.semantic.loops_around(self.ctx.stack):
            return  # a new loader per iteration: persistence cannot carry over
        # `persistent_workers=True` with zero workers raises ValueError
        value = "True" if isinstance(workers.value, cst.Integer) else f"{self.ctx.code(workers.value)} > 0"
        self.loaders.append((node, add_keyword(self.ctx, node, "persistent_workers", value)))

    def leave_Module(self, node: cst.Module) -> None:
        if not self.loaders:
            return
        per_epoch = self._iterated_per_epoch()
        for call, edit in self.loaders:
            if id(call) not in per_epoch:
                continue
            self.report(
                call,
                "`DataLoader` with workers but without `persistent_workers=True` starts its "
                "worker processes again every epoch: keep them with `persistent_workers=True`",
                fix=self.fix("Pass `persistent_workers=True`", [edit], Applicability.UNSAFE),
            )

    def _iterated_per_epoch(self) -> set[int]:
        """Ids of the DataLoader calls the file iterates once per epoch."""
        model = self.ctx.semantic
        found: set[int] = set()
        for sub in model.nodes():
            if isinstance(sub, cst.For):
                path = model.path_to(sub)
                if model.loops_around(path):
                    source = self._loader(_unwrap(sub.iter), [*path, sub.iter])
                    if source is not None:
                        found.add(id(source))
            elif isinstance(sub, cst.Call) and isinstance(sub.func, cst.Name) and sub.func.value == "iter" and sub.args:
                path = model.path_to(sub)
                if model.loops_around(path):
                    source = self._loader(sub.args[0].value, [*path, sub.args[0], sub.args[0].value])
                    if source is not None:
                        found.add(id(source))
            elif isinstance(sub, cst.FunctionDef) and sub.name.value in LIGHTNING_LOADER_HOOKS:
                info = model.functions.get(id(sub))
                if info is None or info.cls is None:
                    continue
                for returned in info.returns:
                    source = self._loader(returned, model.path_to(returned))
                    if source is not None:
                        found.add(id(source))
        return found

    def _loader(self, expr: cst.BaseExpression, path: list[cst.CSTNode]) -> cst.CSTNode | None:
        if expr is not path[-1]:
            path = self.ctx.semantic.path_to(expr)
        value = self.ctx.semantic.value(expr, path)
        return value.source if value.kind == LOADER else None


def _unwrap(expr: cst.BaseExpression) -> cst.BaseExpression:
    """``enumerate(loader)``, ``tqdm(loader, ...)``, ``zip(loader, ...)`` -> ``loader``."""
    while isinstance(expr, cst.Call) and expr.args:
        func = expr.func
        name = func.value if isinstance(func, cst.Name) else func.attr.value if isinstance(func, cst.Attribute) else None
        if name not in ITERATING_WRAPPERS or expr.args[0].keyword is not None:
            break
        expr = expr.args[0].value
    return expr
