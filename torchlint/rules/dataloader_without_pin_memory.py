"""TL301 dataloader-without-pin-memory."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.rule import Context, Rule, add_keyword
from torchlint.semantic import COLD, HOT
from torchlint.semantic.flow import assigned_values, target_names
from torchlint.semantic.values import LOADER
from torchlint.rules.dataloader_single_process import class_does_cpu_work
from torchlint.semantic.syntax import (
    find_arg,
    has_star_args,
    is_device_like,
    is_false,
    module_runs_on_accelerator,
    walk,
)

DATALOADERS = frozenset({"torch.utils.data.DataLoader", "torch.utils.data.dataloader.DataLoader"})
# DataLoader(dataset, batch_size, shuffle, sampler, batch_sampler, num_workers, collate_fn,
#            pin_memory, ...)
PIN_MEMORY_POSITION = 7
COLLATE_FN_POSITION = 6


class DataloaderWithoutPinMemory(Rule):
    """## What it does
    Flags `torch.utils.data.DataLoader(...)` with no `pin_memory` argument or with
    `pin_memory=False`, in a module that shows accelerator use (a `"cuda"`, `"cuda:N"`,
    `"mps"` or `"xpu"` string, a `.cuda(` call, any `torch.cuda.*`, `torch.accelerator.*`,
    `torch.mps.*` or `torch.xpu.*` reference, or `torch.device(...)` with anything but
    `"cpu"`; or a module that moves work to a device it names only through a variable (`x.to(device)`,
    `model.to(DEVICE)`, `device=opt.device`), as most training scripts do, unless every
    assignment of that name in the file is the CPU).

    ## Why is this slow?
    Batches in pageable host memory are staged through a pinned buffer by the driver on every
    copy, and the copy cannot run asynchronously. With `pin_memory=True` the loader's pinning
    thread hands out page-locked batches, so host-to-device copies are faster and
    `non_blocking=True` copies can overlap with compute.

    Reported by default only where the file shows the loader's batches reaching an
    accelerator: a loop over the loader (also through `enumerate(...)`, `tqdm(...)`) that
    moves the batch, or values computed from it, with `.to(device)` / `.cuda()` (or hands it
    to a helper of the file that does, or to one named for devices: `to_device(batch,
    device)`); the loader handed to a function of the file whose loop over that parameter
    does so (`train(model, loader)`); a loader built in a `*_dataloader` hook of a
    Lightning module or data module, or handed to a Lightning `Trainer`'s `fit` /
    `validate` / `test` / `predict` or to Accelerate's `Accelerator.prepare` built in the
    file (those move every batch to the device). Other loaders are
    reported only with `--pedantic` ("batches not seen reaching an accelerator"): a loader
    given to a training loop in another file may well deserve pinning, but this file does
    not show it. Also only with `--pedantic`: loaders without worker processes whose
    batches are known to be small, one sample each (no `batch_size`) or a literal batch
    size of a torchvision dataset of small samples (MNIST, CIFAR...) under about a megabyte:
    the main process would pin each batch on the critical path, for no gain. The same for
    loaders without workers over samples the file holds in memory (a `TensorDataset`, or a
    dataset class of the file whose items read, decode and transform nothing): in real
    training scripts those were tabular or token batches of a few kilobytes far more often
    than megabyte image batches. And loaders without workers over a dataset built by a class
    or function of another module of the project given no transform (`FeatureDataset(items)`,
    also through `random_split`): in the scripts reviewed those held features or tokens.

    Silent on purpose: calls with `**kwargs` (the value is unknown), and modules that show no
    accelerator use (on a CPU-only program pinning only costs memory).

    On by default in its v2 form. v1 reported 2 of 26 findings in data-loading tests (7.7%
    false positives against v1's 5% bar). The v2 default reports only loaders whose batches
    the file shows reaching an accelerator: on 19 real training scripts
    (benchmarks/reviews/tl301-tl406-v2-tuning.csv) 13 loaders, each one an engineer would
    change (image batches of megabytes, or workers pinning in the background), and 10 such
    loaders left to `--pedantic` (in-memory or imported datasets whose batches were big
    after all): user precision 13/13, recall about 0.57, measured on the scripts it was
    tuned on; on the shared corpus nothing outside `--pedantic`, and a recall sample of 30
    unreported `DataLoader(` calls found 1 miss.

    ## Example
    ```python
    loader = DataLoader(dataset, batch_size=64, num_workers=4)
    for images, labels in loader:
        images = images.to(device, non_blocking=True)
    ```

    ## Use instead
    ```python
    loader = DataLoader(dataset, batch_size=64, num_workers=4, pin_memory=True)
    for images, labels in loader:
        images = images.to(device, non_blocking=True)
    ```

    Silent too when the dataset yields accelerator tensors (its `__getitem__` moves to a device,
    or it is a `TensorDataset` of accelerator tensors), or the loader's `collate_fn` of this
    file moves the batch to a device: pinning them raises "cannot pin
    'torch.cuda.FloatTensor'", so the fix would break the loop.

    ## Fix safety
    `pin_memory=True` is added after the last argument, or replaces an explicit
    `pin_memory=False`. Batches hold the same values; they live in page-locked memory. Safe
    when this file shows that the dataset yields host tensors (a dataset class of the file
    whose item methods move nothing to a device, a `TensorDataset` of host tensors the file
    builds, and no `collate_fn` from elsewhere); unsafe when the dataset or the collate function
    is defined elsewhere, since pinning cannot be shown harmless.

    ## Measured
    On an H100: 16 batches of 128x3x128x128, single process, copied with
    `non_blocking=True`: 166 ms -> 72 ms per epoch.
    """

    code = "TL301"
    name = "dataloader-without-pin-memory"
    # A performance rule: no findings in tests by default (catalog v2)
    default_contexts = frozenset({HOT, COLD})
    fix_availability = FixAvailability.SOMETIMES
    screen = (frozenset({"DataLoader"}),)

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        # loader calls without pinning, judged once the model has seen the whole module (a
        # dataset class or the training loop may come after the loader)
        self.loaders: list[cst.Call] = []

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.qualified_name(node.func) not in DATALOADERS or has_star_args(node):
            return
        pin = find_arg(node, "pin_memory", PIN_MEMORY_POSITION)
        if pin is not None and not is_false(pin.value):
            return
        self.loaders.append(node)

    def leave_Module(self, node: cst.Module) -> None:
        if not self.loaders or not module_runs_on_accelerator(self.ctx):
            return
        reaching = _loaders_reaching_accelerator(self.ctx)
        for call in self.loaders:
            self._judge(call, reaching)

    def _judge(self, node: cst.Call, reaching: set[int]) -> None:
        pin = find_arg(node, "pin_memory", PIN_MEMORY_POSITION)
        dataset = find_arg(node, "dataset", 0)
        placement = dataset_placement(self.ctx, dataset.value) if dataset is not None else "unknown"
        collate = find_arg(node, "collate_fn", COLLATE_FN_POSITION)
        if collate is not None and placement != "device":
            placement = collate_placement(self.ctx, collate.value, placement)
        if placement == "device":
            return  # pinning accelerator tensors raises: the fix would break the loop
        if pin is None:
            edit = add_keyword(self.ctx, node, "pin_memory", "True")
            message = "`DataLoader` without `pin_memory=True` copies batches from pageable memory"
        else:
            edit = self.replace(pin.value, "True")
            message = "`DataLoader` with `pin_memory=False` copies batches from pageable memory"
        shown = id(node) in reaching or _lightning_hook_loader(self.ctx, node)
        small = _small_batches(self.ctx, node, dataset.value if dataset is not None else None)
        self.report(
            node,
            message + "; it pays from about 1 MB per batch, or with worker processes (they pin in the background)",
            fix=self.fix(
                "Pass `pin_memory=True`",
                [edit],
                Applicability.SAFE if placement == "host" else Applicability.UNSAFE,
            ),
            pedantic=small if shown and small else None if shown else "batches not seen reaching an accelerator",
        )


# -- "are its batches big enough for pinning to pay?" --------------------------------------
# Bytes of one float32 sample of the torchvision datasets whose samples are known to be small.
SMALL_SAMPLES = {
    **{name: 28 * 28 * 4 for name in ("MNIST", "FashionMNIST", "KMNIST", "EMNIST", "QMNIST")},
    **{name: 32 * 32 * 3 * 4 for name in ("CIFAR10", "CIFAR100", "SVHN")},
}
# Below about a megabyte per batch, pinning in the main process costs what it saves (on an
# H100: 256 KB copied in 50 us pageable, 28 us pinned, and pinning it cost 23 us).
PAYING_BATCH_BYTES = 1 << 20
BATCH_SIZE_POSITION = 1
NUM_WORKERS_POSITION = 5


def _small_batches(ctx: Context, call: cst.Call, dataset: cst.BaseExpression | None) -> str | None:
    """Why pinning cannot pay for this loader's batches, when the call shows it: no worker
    processes (the main process would pin every batch on the critical path) and batches
    known to be small: one sample each (no `batch_size`), or a literal batch size of a
    torchvision dataset with small samples (MNIST, CIFAR...) under about a megabyte."""
    workers = find_arg(call, "num_workers", NUM_WORKERS_POSITION)
    if workers is not None and not (isinstance(workers.value, cst.Integer) and workers.value.evaluated_value == 0):
        return None  # workers pin in the background (or the count is configured)
    if find_arg(call, "batch_sampler", 4) is not None:
        return None
    size = find_arg(call, "batch_size", BATCH_SIZE_POSITION)
    if size is None:
        return "one sample per batch: too small for pinning to pay"
    if dataset is not None and _samples_in_memory(ctx, dataset):
        return "samples held in memory, batch size unknown: pinning pays from about 1 MB per batch"
    if dataset is not None and _imported_without_transform(ctx, dataset):
        return "a dataset of another module with no transform, batch size unknown: pinning pays from about 1 MB per batch"
    if not isinstance(size.value, cst.Integer) or dataset is None:
        return None
    sample = _sample_bytes(ctx, dataset)
    if sample is None:
        return None
    total = size.value.evaluated_value * sample
    if total >= PAYING_BATCH_BYTES:
        return None
    return f"batches of about {total // 1024} KB: too small for pinning to pay"


def _samples_in_memory(ctx: Context, dataset: cst.BaseExpression) -> bool:
    """A dataset this file builds from tensors it holds (`TensorDataset(...)`, or a dataset
    class of the file whose items read, decode and transform nothing): tabular or token data
    more often than images, whose batches are usually too small for pinning to pay."""
    values = _dataset_values(ctx, dataset)
    if not values:
        return False
    for value in values:
        if not isinstance(value, cst.Call):
            return False
        if ctx.qualified_name(value.func) in TENSOR_DATASETS:
            continue
        if not isinstance(value.func, cst.Name):
            return False
        cls = ctx.semantic.classes_by_name.get(value.func.value)
        if cls is None or not any(m in cls.methods for m in ITEM_METHODS):
            return False
        if class_does_cpu_work(ctx, cls) or any(
            arg.keyword is not None and "transform" in arg.keyword.value for arg in value.args
        ):
            return False
    return True


SPLITS = frozenset(
    {"torch.utils.data.random_split", "torch.utils.data.dataset.random_split",
     "torch.utils.data.Subset", "torch.utils.data.dataset.Subset"}
)


def _dataset_values(ctx: Context, dataset: cst.BaseExpression, depth: int = 0) -> list[cst.BaseExpression]:
    """What the file builds the dataset from, through names and the parts of a
    `random_split` / `Subset` (empty when it cannot tell)."""
    if depth > 5:
        return []
    if isinstance(dataset, cst.Call):
        if ctx.qualified_name(dataset.func) in SPLITS and dataset.args:
            return _dataset_values(ctx, dataset.args[0].value, depth + 1)
        return [dataset]
    if not isinstance(dataset, cst.Name):
        return []
    values = _assigned_values(ctx, dataset)
    if not values:
        # `train, val = random_split(ds, [n, m])`: the file's split assignments, found once
        # (a scan of every node per loader of a parameter was quadratic in a large file)
        splits = ctx.memo("TL301-split-assignments", lambda: [
            node for node in ctx.semantic.nodes_of(cst.Assign)
            if isinstance(node.value, cst.Call) and ctx.qualified_name(node.value.func) in SPLITS
        ])
        for node in splits:
            if any(dataset.value in target_names(t.target) for t in node.targets):
                values.append(node.value)
    found = []
    for value in values:
        found.extend(_dataset_values(ctx, value, depth + 1))
    return found


def _imported_without_transform(ctx: Context, dataset: cst.BaseExpression) -> bool:
    """A dataset built by a class or function of another module of the project (not
    torchvision's) given no transform: features, tokens or tables more often than images,
    in the training scripts reviewed."""
    values = _dataset_values(ctx, dataset)
    if not values:
        return False
    for value in values:
        if not isinstance(value, cst.Call):
            return False
        qualified = ctx.qualified_name(value.func)
        if qualified is None or qualified.startswith(("torch.", "torchvision.")):
            return False
        for arg in value.args:
            named = arg.keyword.value if arg.keyword is not None else ctx.code(arg.value)
            if "transform" in named.lower():
                return False
    return True


def _sample_bytes(ctx: Context, dataset: cst.BaseExpression, depth: int = 0) -> int | None:
    values = _assigned_values(ctx, dataset) if isinstance(dataset, cst.Name) else [dataset]
    sizes = set()
    for value in values:
        if not isinstance(value, cst.Call) or depth > 2:
            return None
        qualified = ctx.semantic.qualified_name(value.func, ctx.semantic.path_to(value))
        if qualified is None or not qualified.startswith("torchvision.datasets."):
            return None
        sizes.add(SMALL_SAMPLES.get(qualified.rsplit(".", 1)[-1]))
    return sizes.pop() if len(sizes) == 1 else None


# -- "do this loader's batches reach an accelerator?" -------------------------------------
# Calls that hand a loader's batches on without changing them: `enumerate(loader)`,
# `tqdm(loader)`, `iter(loader)`; their first argument is what the loop iterates.
MAX_HELPER_DEPTH = 3
_MOVING_HELPER = re.compile(r"device|cuda|gpu", re.IGNORECASE)


def _loaders_reaching_accelerator(ctx: Context) -> set[int]:
    """ids of the DataLoader calls whose batches a loop of this file moves to an accelerator:
    `for x, y in loader:` then `x.to(device)` / `x.cuda()` (or a helper of the file, or one
    named for devices, given the batch), directly or in a function of the file the loader is
    handed to (`train(model, loader)` whose loop over that parameter moves the batches)."""
    model = ctx.semantic
    found: set[int] = set()
    moving_params: dict[int, set[str]] = {}  # function node id -> parameters whose batches move
    # the model's index by class: an isinstance test per node of the file, three times, was
    # a tenth of this rule's time in a large file
    for node in model.nodes_of(cst.For):
        iterated = _iterated(node.iter, model)
        if iterated is None or not _moves_batches(ctx, node):
            continue
        found.update(_loader_sources(model, iterated))
        if isinstance(iterated, cst.Name):
            info = model.enclosing_function(model.path_to(node))
            if info is not None and isinstance(info.node, cst.FunctionDef):
                moving_params.setdefault(id(info.node), set()).add(iterated.value)
    for node in model.nodes_of(cst.Call):
        for arg in _handed_to_a_placing_trainer(ctx, node):
            found.update(_loader_sources(model, arg))
    if not moving_params:
        return found
    calls = [node for node in model.nodes_of(cst.Call) if _local_callees(model, node)]
    for _ in range(MAX_HELPER_DEPTH):
        # `train(model, loader)` calling `run_epoch(loader)`: a parameter handed on to a
        # moving parameter moves too
        grown = False
        for call in calls:
            caller = model.enclosing_function(model.path_to(call))
            if caller is None or not isinstance(caller.node, cst.FunctionDef):
                continue
            own = {p.name.value for p in (*caller.node.params.posonly_params, *caller.node.params.params)}
            for function in _local_callees(model, call):
                params = moving_params.get(id(function.node), set())
                for arg, param in _bound_parameters(function.node, call):
                    if param in params and isinstance(arg.value, cst.Name) and arg.value.value in own:
                        known = moving_params.setdefault(id(caller.node), set())
                        grown |= arg.value.value not in known
                        known.add(arg.value.value)
        if not grown:
            break
    for call in calls:
        for function in _local_callees(model, call):
            params = moving_params.get(id(function.node))
            if not params:
                continue
            for arg, param in _bound_parameters(function.node, call):
                if param in params:
                    found.update(_loader_sources(model, arg.value))
    return found


def _loader_sources(model, expr: cst.BaseExpression, depth: int = 0) -> set[int]:  # noqa: ANN001
    """ids of the DataLoader calls ``expr`` may hold: what the model infers, or, for a name
    unpacked from a function of the file that returns a tuple (`train, val = loaders()`),
    the matching element of what it returns."""
    unwrapped = _iterated(expr, model)  # `tqdm(loader)` handed on, or a name bound to it
    expr = unwrapped if unwrapped is not None else expr
    value = model.value(expr)
    if value.kind == LOADER and value.source is not None:
        return {id(value.source)}
    if not isinstance(expr, cst.Name) or depth > 2:
        return set()
    found: set[int] = set()
    path = model.path_to(expr)
    scope = next((n for n in reversed(path[:-1]) if isinstance(n, cst.FunctionDef)), path[0])
    for node in walk(scope):
        if not isinstance(node, cst.Assign) or not isinstance(node.value, cst.Call):
            continue
        for target in node.targets:
            if not isinstance(target.target, (cst.Tuple, cst.List)):
                continue
            names = [e.value.value if isinstance(e.value, cst.Name) else None for e in target.target.elements]
            if expr.value not in names:
                continue
            index = names.index(expr.value)
            for function in _local_callees(model, node.value):
                info = model.functions.get(id(function.node))
                for returned in info.returns if info is not None else ():
                    if isinstance(returned, cst.Tuple) and len(returned.elements) == len(names):
                        found.update(_loader_sources(model, returned.elements[index].value, depth + 1))
    return found


# Trainers that move every batch to the accelerator themselves: Lightning's `Trainer.fit` and
# friends, and 🤗 Accelerate's `Accelerator.prepare` (device placement is on by default).
PLACING_TRAINERS = {
    **dict.fromkeys(
        ("lightning.Trainer", "lightning.pytorch.Trainer", "pytorch_lightning.Trainer"),
        frozenset({"fit", "validate", "test", "predict"}),
    ),
    "accelerate.Accelerator": frozenset({"prepare", "prepare_data_loader"}),
}


def _handed_to_a_placing_trainer(ctx: Context, call: cst.Call) -> list[cst.BaseExpression]:
    """The arguments of `trainer.fit(model, loader)` / `accelerator.prepare(model, loader)`
    where the file builds `trainer` / `accelerator` from Lightning's `Trainer` or
    Accelerate's `Accelerator` (those move the loader's batches to the device)."""
    func = call.func
    if not isinstance(func, cst.Attribute) or not isinstance(func.value, cst.Name):
        return []
    # Per receiver name, once per file: every `x.method(...)` call asked it of every
    # assignment of `x` in the file (quadratic in a file of many training functions).
    known = ctx.memo("TL301-placing-receivers", dict)
    name = func.value.value
    if name not in known:
        methods = None
        for value in _assigned_values(ctx, func.value):
            if isinstance(value, cst.Call):
                methods = PLACING_TRAINERS.get(ctx.semantic.qualified_name(value.func, ctx.semantic.path_to(value)) or "")
            if methods is not None:
                break
        known[name] = methods
    methods = known[name]
    if methods is None or func.attr.value not in methods:
        return []
    return [arg.value for arg in call.args if not arg.star]


def _iterated(expr: cst.BaseExpression, model=None) -> cst.BaseExpression | None:  # noqa: ANN001
    """What a `for` iterates, through `enumerate(...)`, `tqdm(...)` and the like, also
    through a name bound once to such a call (`bar = tqdm(loader)`; `for b in bar:`)."""
    for _ in range(4):
        if isinstance(expr, cst.Name) and model is not None:
            values = assigned_values(model.path_to(expr), expr.value)
            if values and len(values) == 1 and isinstance(values[0], cst.Call):
                if model.value(values[0]).kind != LOADER:
                    expr = values[0]
        if not isinstance(expr, cst.Call) or (model is not None and model.value(expr).kind == LOADER):
            return expr
        if not expr.args or expr.args[0].keyword is not None or expr.args[0].star:
            return None
        expr = expr.args[0].value
    return None


def _mentions(node: cst.CSTNode, names: set[str]) -> bool:
    return any(isinstance(sub, cst.Name) and sub.value in names for sub in walk(node))


def _moves_batches(ctx: Context, loop: cst.For) -> bool:
    """Does the loop's body move what its target binds (or values computed from it) to an
    accelerator?"""
    tracked = set(target_names(loop.target))
    body = ctx.semantic.loop_body(loop)
    for _ in range(2):  # `x, y = batch` then `x = x.to(device)`: names computed from the batch
        for assign in body.assigns:
            if _mentions(assign.value, tracked):
                for target in assign.targets:
                    tracked.update(target_names(target.target))
        for sub in walk(loop.body):
            if isinstance(sub, (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)):
                if _mentions(sub.for_in.iter, tracked):
                    tracked.update(target_names(sub.for_in.target))
    for call in body.calls:
        if _moves_call(ctx, call, tracked):
            return True
    return False


def _moves_call(ctx: Context, call: cst.Call, tracked: set[str]) -> bool:
    func = call.func
    if isinstance(func, cst.Attribute) and _mentions(func.value, tracked):
        if func.attr.value == "cuda":
            return True
        if func.attr.value == "to":
            target = find_arg(call, "device", 0)
            return target is not None and is_device_like(ctx, target.value)
    if not any(_mentions(arg.value, tracked) for arg in call.args):
        return False
    name = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else ""
    if _MOVING_HELPER.search(name):
        return True  # `to_device(batch, device)`, `batch_to_gpu(batch)`
    return any(
        _moves_to_device(ctx, function.node) for function in _local_callees(ctx.semantic, call)
    )


def _local_callees(model, call: cst.Call) -> list:  # noqa: ANN001
    """Functions of this file that ``call`` may run: ``f(...)`` by name, ``self.f(...)``."""
    func = call.func
    if isinstance(func, cst.Name):
        return [f for f in model.functions_by_name.get(func.value, ()) if isinstance(f.node, cst.FunctionDef)]
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
        return [
            f for f in model.functions_by_name.get(func.attr.value, ())
            if f.cls is not None and isinstance(f.node, cst.FunctionDef)
        ]
    return []


def _bound_parameters(function: cst.FunctionDef, call: cst.Call):  # noqa: ANN202
    """(argument, parameter name) pairs of ``call`` to ``function``."""
    params = [p.name.value for p in (*function.params.posonly_params, *function.params.params)]
    if params and params[0] in ("self", "cls") and isinstance(call.func, cst.Attribute):
        params = params[1:]
    position = 0
    for arg in call.args:
        if arg.star:
            return
        if arg.keyword is not None:
            yield arg, arg.keyword.value
        elif position < len(params):
            yield arg, params[position]
            position += 1


def _lightning_hook_loader(ctx: Context, call: cst.Call) -> bool:
    """A loader built in a `*_dataloader` hook of a Lightning module or data module: the
    Trainer moves its batches to the accelerator (the module shows accelerator use)."""
    model = ctx.semantic
    info = model.enclosing_function(model.path_to(call))
    while info is not None and info.cls is None:
        info = info.parent
    if info is None or info.cls is None or not info.name.endswith("_dataloader"):
        return False
    return model.is_lightning_data_class(info.cls)


TENSOR_DATASETS = frozenset({"torch.utils.data.TensorDataset", "torch.utils.data.dataset.TensorDataset"})
# What a dataset class yields: its items, or its stream.
ITEM_METHODS = frozenset({"__getitem__", "__getitems__", "__iter__"})


def dataset_placement(ctx, dataset: cst.BaseExpression) -> str:  # noqa: ANN001
    """Where the loader's dataset keeps what it yields, as far as this file shows: "device"
    (its `__getitem__` moves to an accelerator, or it is a `TensorDataset` of accelerator
    tensors), "host" (a class of this file whose items stay on the host, or a `TensorDataset`
    of tensors this file builds on the host), or "unknown" (defined elsewhere)."""
    values = _assigned_values(ctx, dataset) if isinstance(dataset, cst.Name) else [dataset]
    if not values:
        return "unknown"
    found = set()
    for value in values:
        found.add(_value_placement(ctx, value))
    if "device" in found:
        return "device"
    return "host" if found == {"host"} else "unknown"


def collate_placement(ctx, collate: cst.BaseExpression, placement: str) -> str:  # noqa: ANN001
    """The loader pins what its `collate_fn` returns: a collate function of this file (or a
    lambda) that moves to a device makes the batches accelerator tensors; one defined
    elsewhere makes pinning's harmlessness unknown."""
    if isinstance(collate, cst.Lambda):
        return "device" if _moves_to_device(ctx, collate) else placement
    if isinstance(collate, cst.Name):
        functions = [
            n for n in ctx.semantic.nodes()
            if isinstance(n, cst.FunctionDef) and n.name.value == collate.value
        ]
        if functions:
            return "device" if any(_moves_to_device(ctx, f) for f in functions) else placement
    return "unknown"


def _value_placement(ctx, value: cst.BaseExpression) -> str:  # noqa: ANN001
    if not isinstance(value, cst.Call):
        return "unknown"
    if ctx.qualified_name(value.func) in TENSOR_DATASETS:
        places = set()
        for arg in value.args:
            sources = _assigned_values(ctx, arg.value) if isinstance(arg.value, cst.Name) else [arg.value]
            if not sources:
                places.add("unknown")
            for source in sources:
                places.add("device" if _moves_to_device(ctx, source) else _host_tensor(ctx, source))
        if "device" in places:
            return "device"
        return "host" if places == {"host"} else "unknown"
    if isinstance(value.func, cst.Name):
        classes = [
            s for s in ctx.module.body if isinstance(s, cst.ClassDef) and s.name.value == value.func.value
        ]
        if len(classes) != 1:
            return "unknown"
        methods = [
            s for s in walk(classes[0].body)
            if isinstance(s, cst.FunctionDef) and s.name.value in ITEM_METHODS
        ]
        if not methods:
            return "unknown"  # inherited from a base defined elsewhere
        if any(_moves_to_device(ctx, m) for m in methods) or _moves_to_device(ctx, classes[0]):
            return "device"
        return "host"
    return "unknown"


def _host_tensor(ctx, node: cst.BaseExpression) -> str:  # noqa: ANN001
    """A `torch.*` call with no device in it builds a host tensor."""
    if isinstance(node, cst.Call):
        name = ctx.qualified_name(node.func)
        if name is not None and name.startswith("torch.") and find_arg(node, "device") is None:
            return "host"
    return "unknown"


def _moves_to_device(ctx, node: cst.CSTNode) -> bool:  # noqa: ANN001
    """`.cuda(`, `.to(<device-like>)` or `device=<accelerator>` anywhere in ``node``."""
    for sub in walk(node):
        if isinstance(sub, cst.Call) and isinstance(sub.func, cst.Attribute):
            if sub.func.attr.value == "cuda":
                return True
            if sub.func.attr.value == "to":
                target = find_arg(sub, "device", 0)
                if target is not None and is_device_like(ctx, target.value):
                    return True
        if isinstance(sub, cst.Arg) and sub.keyword is not None and sub.keyword.value == "device":
            if is_device_like(ctx, sub.value):
                return True
    return False


def _assigned_values(ctx: Context, name: cst.BaseExpression) -> list[cst.BaseExpression]:
    """Every value assigned to the plain name anywhere in the file (conservative: all scopes)."""
    assert isinstance(name, cst.Name)
    return list(ctx.memo("TL405-assigned", lambda: _assignments(ctx)).get(name.value, ()))


def _assignments(ctx: Context) -> dict[str, list[cst.BaseExpression]]:
    """name -> the values assigned to it (``name = value``), anywhere in the file."""
    found: dict[str, list[cst.BaseExpression]] = {}
    for node in ctx.semantic.nodes_of(cst.Assign):
        names = {t.target.value for t in node.targets if isinstance(t.target, cst.Name)}  # type: ignore[attr-defined]
        for name in names:
            found.setdefault(name, []).append(node.value)  # type: ignore[attr-defined]
    return found
