"""TL302 dataloader-single-process."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.rule import Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.flow import assigned_values, target_names
from torchlint.semantic.syntax import find_arg, module_runs_on_accelerator, walk

DATALOADERS = frozenset({"torch.utils.data.DataLoader", "torch.utils.data.dataloader.DataLoader"})
TENSOR_DATASETS = frozenset({"torch.utils.data.TensorDataset", "torch.utils.data.dataset.TensorDataset"})
IN_MEMORY_BUILTINS = frozenset({"range", "list", "tuple"})
DISPLAYS = (cst.List, cst.Tuple, cst.Set, cst.Dict, cst.ListComp, cst.SetComp, cst.DictComp)
# DataLoader(dataset, batch_size, shuffle, sampler, batch_sampler, num_workers, ...)
NUM_WORKERS_POSITION = 5


class DataloaderSingleProcess(Rule):
    """## What it does
    Flags `torch.utils.data.DataLoader(...)` with no `num_workers` argument, in a module that
    shows accelerator use (a `"cuda"`, `"cuda:N"`, `"mps"`
    or `"xpu"` string, a `.cuda(` call, any `torch.cuda.*`, `torch.accelerator.*`,
    `torch.mps.*` or `torch.xpu.*` reference but seeding or asking (`manual_seed_all`,
    `is_available()`), or `torch.device(...)` with anything but `"cpu"`, outside a branch that
    never runs as written (`"cuda" if use_cuda else "cpu"` with `use_cuda = False`); or a module that moves work to a device it names only through a variable (`x.to(device)`,
    `model.to(DEVICE)`, `device=opt.device`), as most training scripts do, unless every
    assignment of that name in the file is the CPU).

    ## Why is this slow?
    With `num_workers=0` the training process itself loads, decodes, augments and collates
    every batch, and the accelerator waits while it does. Worker processes prepare the next
    batches in parallel with the training step. The gain depends on how much CPU work each
    sample costs: decoding images or audio and random augmentations gain a lot, while for
    data already in memory worker processes are slower than the main process (they pay for
    starting processes and for sending every batch between them).

    Reported by default only where the dataset visibly costs CPU work per sample: a dataset
    class of the file whose `__getitem__` (or a method of the class it calls) opens files,
    decodes images or audio (`open`, `Image.open`, `cv2.imread`, `torchvision.io.read_image`,
    `torchaudio.load`, `soundfile.read`, `librosa.load`, `numpy.load`...) or calls a transform
    it holds (`self.transform(...)`, `self.augment(...)`); an `ImageFolder` or
    `DatasetFolder` (they decode every image); another `torchvision.datasets` class given a
    `transform=`; a dataset class of another module handed a transform (`transform=aug`, or
    a positional argument named like one: `Faces(root, train_transform)`). Loaders over other datasets (a parameter, a dataset of another file) are
    reported only with `--pedantic` ("no per-sample CPU work seen in the dataset").

    Silent on purpose:
    - any `num_workers` given, `num_workers=0` included: an explicit zero is a decision (the
      data may be cheap, or worker processes unwanted there), and a name or expression is
      configured; calls with `*args` or `**kwargs`;
    - modules with no accelerator use: there is no device waiting for the batches;
    - datasets visibly held in memory, where zero workers is the fast choice: a
      `TensorDataset(...)`, `range(...)`, `list(...)`, `tuple(...)`, a list, tuple, set or
      dict display or comprehension (also repeated or concatenated: `[sample] * n`), an
      instance of a class defined in the same file whose `__getitem__` only indexes
      attributes (`return self.x[i], self.y[i]`), or a name the same function (or module)
      binds only to one of these.

    Pedantic: a loader whose batches the file reads only once (`next(iter(loader))`, a loop
    over it that ends in an unconditional `break`): there is no step to keep fed
    (`SemanticModel.loader_reads`).

    In preview: v1's figure on real code was 4 of 14 findings in-memory datasets imported
    from elsewhere (29% false positives). The v2 default reports only datasets whose
    per-sample CPU work the file shows; on real training scripts its 10 such findings were
    all loaders an engineer would give workers (benchmarks/reviews/tl301-tl406-v2-tuning.csv),
    but 2 came from a change made after reading them, on the shared corpus it reports none
    outside `--pedantic`, and of two findings in a fresh sample of 48 real scripts one was a
    loop that stops after one batch: too little fresh evidence for the 90% bar.

    ## Example
    ```python
    loader = DataLoader(ImageFolder(root, transform=augment), batch_size=256, shuffle=True)
    for images, labels in loader:
        images = images.cuda(non_blocking=True)
    ```

    ## Use instead
    ```python
    loader = DataLoader(
        ImageFolder(root, transform=augment), batch_size=256, shuffle=True, num_workers=8
    )
    for images, labels in loader:
        images = images.cuda(non_blocking=True)
    ```

    ## Fix safety
    No fix: the right number of workers depends on the CPU work per sample and the cores
    available, and for cheap in-memory datasets zero workers is the fastest choice.

    ## Measured
    The honest figure is a counterexample: on an H100 host, for an in-memory
    `TensorDataset`, 4 workers were 3.8x slower than the main process (99 ms -> 375 ms per
    epoch). Workers pay off only when each sample costs CPU work (the verifier's run below:
    samples costing 50 small CPU matmuls each loaded 3x faster with 4 workers); measure with
    your dataset.
    """

    code = "TL302"
    name = "dataloader-single-process"
    # A performance rule: no findings in tests by default (catalog v2)
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "a DataLoader built once serves every batch: its settings cost on every step"}
    preview = True  # below the precision bar on real code: see the docstring
    screen = (frozenset({"DataLoader"}),)

    def __init__(self, ctx) -> None:  # noqa: ANN001
        super().__init__(ctx)
        # (loader call, its path, message): judged once the model has seen the whole module
        # (a dataset class may be defined after the loader)
        self.loaders: list[tuple[cst.Call, list[cst.CSTNode], str]] = []

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.qualified_name(node.func) not in DATALOADERS:
            return
        if any(arg.star for arg in node.args):
            return
        if find_arg(node, "num_workers", NUM_WORKERS_POSITION) is not None:
            return  # a number of workers chosen, zero included: a decision
        message = "`DataLoader` without `num_workers` loads every batch in the training process"
        self.loaders.append((node, list(self.ctx.stack), message))

    def leave_Module(self, node: cst.Module) -> None:
        for call, path, message in self.loaders:
            dataset = find_arg(call, "dataset", 0)
            if dataset is not None and self._in_memory(dataset.value, path, depth=0):
                continue
            if not module_runs_on_accelerator(self.ctx):
                return
            work = dataset is not None and self._cpu_work(dataset.value, path, depth=0)
            self.report(
                call,
                message
                + "; worker processes help when each sample costs CPU work (decoding, "
                "augmentation), not for in-memory tensors",
                pedantic=(
                    "one batch read (`next(iter(...))`)"
                    if self.ctx.semantic.loader_reads(call) == "once"
                    else None if work else "no per-sample CPU work seen in the dataset"
                ),
            )

    # -- "does each sample visibly cost CPU work?" ------------------------------------------
    def _cpu_work(self, expr: cst.BaseExpression, path: list[cst.CSTNode], depth: int) -> bool:
        """Does the dataset visibly decode, read or transform every sample: a dataset class
        of this file whose item methods (or the methods they call) read files, decode images
        or audio, or apply a transform; an `ImageFolder` / `DatasetFolder` (they decode every
        image); another `torchvision.datasets` class given a transform?"""
        model = self.ctx.semantic
        if isinstance(expr, cst.Call):
            qualified = model.qualified_name(expr.func, path)
            if qualified in SPLITS and expr.args and depth < 3:
                return self._cpu_work(expr.args[0].value, path, depth)  # `Subset(ds, indices)`
            if qualified is not None:
                if not qualified.startswith(TORCHVISION_DATASETS):
                    # a dataset class of another module handed a transform: `Faces(root, transform)`
                    return not qualified.startswith("torch.") and any(
                        "transform" in (arg.keyword.value if arg.keyword is not None else self.ctx.code(arg.value)).lower()
                        for arg in expr.args
                    )
                if qualified.rsplit(".", 1)[-1] in DECODING_FOLDERS:
                    return True
                return any(
                    arg.keyword is not None and arg.keyword.value in TRANSFORM_KEYWORDS
                    and not (isinstance(arg.value, cst.Name) and arg.value.value == "None")
                    for arg in expr.args
                )
            if isinstance(expr.func, cst.Name):
                cls = model.classes_by_name.get(expr.func.value)
                return cls is not None and class_does_cpu_work(self.ctx, cls)
            return False
        if depth > 2:
            return False
        if isinstance(expr, cst.Name):
            values = assigned_values(path, expr.value)
            if values is None:  # `train, val = random_split(ds, [n, m])`: the parts of ds
                values = _split_sources(model, path, expr.value)
            return bool(values) and any(self._cpu_work(v, path, depth + 1) for v in values)
        if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name) and expr.value.value == "self":
            info = model.enclosing_function(path)
            while info is not None and info.cls is None:
                info = info.parent
            if info is None or info.cls is None:
                return False
            assigned = info.cls.attributes.get(expr.attr.value, [])
            return len(assigned) == 1 and self._cpu_work(assigned[0], model.path_to(assigned[0]), depth + 1)
        return False

    # -- "is the dataset visibly in memory?" ------------------------------------------------
    def _in_memory(self, expr: cst.BaseExpression, path: list[cst.CSTNode], depth: int) -> bool:
        """Is the dataset visibly in memory? ``path`` locates the loader call."""
        if isinstance(expr, DISPLAYS):
            return True
        if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, (cst.Multiply, cst.Add)):
            # `[sample] * n`, `train + extra`: the list operations of displays
            return self._in_memory(expr.left, path, depth) or self._in_memory(expr.right, path, depth)
        model = self.ctx.semantic
        if isinstance(expr, cst.Call):
            qualified = model.qualified_name(expr.func, path)
            if qualified in TENSOR_DATASETS:
                return True
            if isinstance(expr.func, cst.Name) and qualified is None:
                if expr.func.value in IN_MEMORY_BUILTINS:
                    return True
                cls = model.classes_by_name.get(expr.func.value)
                return cls is not None and _indexing_dataset(cls.node)
            return False
        if isinstance(expr, cst.Name) and depth == 0:
            values = assigned_values(path, expr.value)
            return bool(values) and all(self._in_memory(v, path, depth + 1) for v in values)
        return False


def _indexing_dataset(cls: cst.ClassDef) -> bool:
    """A dataset class whose ``__getitem__`` only returns items of stored attributes, so its
    samples already sit in memory: ``return self.data[i]`` or ``return {"x": self.x[i]}``."""
    for statement in cls.body.body:
        if isinstance(statement, cst.FunctionDef) and statement.name.value == "__getitem__":
            body = statement.body.body if isinstance(statement.body, cst.IndentedBlock) else []
            lines = [s for s in body if not _is_docstring(s)]
            if len(lines) != 1 or not isinstance(lines[0], cst.SimpleStatementLine):
                return False
            small = lines[0].body
            if len(small) != 1 or not isinstance(small[0], cst.Return) or small[0].value is None:
                return False
            return _stored_items(small[0].value)
    return False


def _stored_items(expr: cst.BaseExpression) -> bool:
    if isinstance(expr, cst.Subscript):
        return _self_attribute(expr.value)
    if isinstance(expr, (cst.Tuple, cst.List)):
        return bool(expr.elements) and all(_stored_items(e.value) for e in expr.elements)
    if isinstance(expr, cst.Dict):
        return bool(expr.elements) and all(
            isinstance(e, cst.DictElement) and _stored_items(e.value) for e in expr.elements
        )
    return False


def _self_attribute(expr: cst.BaseExpression) -> bool:
    while isinstance(expr, cst.Attribute):
        expr = expr.value
        if isinstance(expr, cst.Name):
            return expr.value == "self"
    return False


def _is_docstring(statement: cst.BaseStatement) -> bool:
    return (
        isinstance(statement, cst.SimpleStatementLine)
        and len(statement.body) == 1
        and isinstance(statement.body[0], cst.Expr)
        and isinstance(statement.body[0].value, (cst.SimpleString, cst.ConcatenatedString))
    )


SPLITS = frozenset(
    {"torch.utils.data.random_split", "torch.utils.data.dataset.random_split",
     "torch.utils.data.Subset", "torch.utils.data.dataset.Subset"}
)


def _split_sources(model, path, name: str) -> list[cst.BaseExpression]:  # noqa: ANN001
    """The datasets split into ``name`` by ``a, b = random_split(ds, ...)`` in the scope of
    ``path``'s last node: their samples are ``ds``'s."""
    scope = next((n for n in reversed(path[:-1]) if isinstance(n, cst.FunctionDef)), path[0])
    found = []
    for node in walk(scope):
        if not isinstance(node, cst.Assign) or not isinstance(node.value, cst.Call) or not node.value.args:
            continue
        if model.qualified_name(node.value.func, path) not in SPLITS:
            continue
        if any(name in target_names(t.target) for t in node.targets):
            found.append(node.value.args[0].value)
    return found


TORCHVISION_DATASETS = ("torchvision.datasets.",)
# torchvision dataset classes that open and decode a file for every sample
DECODING_FOLDERS = frozenset({"ImageFolder", "DatasetFolder"})
TRANSFORM_KEYWORDS = frozenset({"transform", "transforms", "target_transform"})
# Calls that read or decode one sample's data.
SAMPLE_READERS = frozenset(
    {
        "open", "PIL.Image.open", "cv2.imread", "cv2.imdecode", "cv2.resize", "cv2.cvtColor",
        "torchvision.io.read_image", "torchvision.io.decode_image", "torchvision.io.decode_jpeg",
        "torchvision.io.read_file", "torchvision.io.read_video", "torchvision.io.VideoReader",
        "torchaudio.load", "soundfile.read", "librosa.load", "imageio.imread", "imageio.v3.imread",
        "skimage.io.imread", "numpy.load", "numpy.fromfile", "h5py.File",
    }
)
# `self.transform(x)`, `self.augment(x)`, `self.loader(path)`: per-sample work through an
# attribute whose name says so (a callable the dataset was given, or a method of a base class)
_WORK_ATTRIBUTE = re.compile(r"transform|augment|^aug|decode|^load|loader$|^read|^open", re.IGNORECASE)
ITEM_METHODS = ("__getitem__", "__getitems__", "__iter__")


def class_does_cpu_work(ctx, cls) -> bool:  # noqa: ANN001
    """The item methods of a dataset class of this file, and the methods of the class they
    call as `self.<name>(...)`, read, decode or transform samples."""
    model = ctx.semantic
    methods = {
        statement.name.value: statement
        for statement in cls.node.body.body
        if isinstance(statement, cst.FunctionDef)
    }
    pending = [methods[name] for name in ITEM_METHODS if name in methods]
    seen: set[str] = set()
    while pending:
        function = pending.pop()
        if function.name.value in seen:
            continue
        seen.add(function.name.value)
        for node in walk(function.body):
            if not isinstance(node, cst.Call):
                continue
            func = node.func
            if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
                own = methods.get(func.attr.value)
                if own is not None:
                    pending.append(own)
                elif _WORK_ATTRIBUTE.search(func.attr.value):
                    return True
                continue
            qualified = model.qualified_name(func, model.path_to(node))
            if qualified is None and isinstance(func, cst.Name) and func.value == "open":
                if func.value not in model.functions_by_name:
                    return True
            if qualified in SAMPLE_READERS:
                return True
    return False
