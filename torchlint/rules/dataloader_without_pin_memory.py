"""TL301 dataloader-without-pin-memory."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.rule import Context, Rule, add_keyword
from torchlint.semantic import COLD, HOT
from torchlint.semantic.flow import assigned_values, target_names
from torchlint.semantic.loaders import EVAL, loader_role, reader_may_train
from torchlint.semantic.values import LOADER
from torchlint.rules.dataloader_single_process import ZERO, literal_ints, worker_count
from torchlint.semantic.datasets import class_does_cpu_work
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
    Flags `torch.utils.data.DataLoader(...)` with no `pin_memory` argument, in a module that
    shows accelerator use (a `"cuda"`, `"cuda:N"`, `"mps"` or `"xpu"` string, a `.cuda(`
    call, any `torch.cuda.*`, `torch.accelerator.*`, `torch.mps.*` or `torch.xpu.*`
    reference but seeding or asking (`manual_seed_all`, `is_available()`), or
    `torch.device(...)` with anything but `"cpu"`, outside a branch that never runs as
    written (`"cuda" if use_cuda else "cpu"` with `use_cuda = False`); or a module that moves
    work to a device it names only through a variable (`x.to(device)`, `model.to(DEVICE)`,
    `device=opt.device`), as most training scripts do, unless every assignment of that name
    in the file is the CPU). Never in a module that hides every GPU from its own process
    (`os.environ["CUDA_VISIBLE_DEVICES"] = ""` or `"-1"` at its top level, outside any `if`: CPU-only
    Kaggle notebooks; since round 20).

    ## Why is this slow?
    Batches in pageable host memory are staged through a pinned buffer by the driver on every
    copy, and the copy cannot run asynchronously. With `pin_memory=True` the loader hands out
    page-locked batches, so host-to-device copies are faster and `non_blocking=True` copies
    can overlap with compute. Pinning is itself a copy: it pays when worker processes do it
    in the background and the batches are big enough for the faster copy to matter.

    Reported by default only where all three hold (v3, from a review of user code):
    - **worker processes**: `num_workers` a non-zero literal, or a name or expression not
      bound to 0 (`workers = 0` then `num_workers=workers`, a parameter defaulting to 0 or an
      argparse option defaulting to 0 count as 0). Without workers the main process pins
      every batch itself, on the critical path, and that costs about what it saves;
    - **large batches**: at least 1 MB per batch, the size from which pinning pays when
      workers pin in the background. The file must show samples that are images, audio or
      video: a torchvision `ImageFolder` / `DatasetFolder`, a torchvision dataset or a dataset
      of another module given a transform, a torchaudio dataset (at least a second of 16 kHz
      audio a clip, 64 KB), a dataset class of the file that decodes images,
      audio or video or applies a transform it holds. A sample's size is the one a
      `Resize` / `RandomResizedCrop` / `CenterCrop` / `RandomCrop` of the transform gives
      (3 float channels), else the side a dataset is given as `input_size=` / `image_size=` /
      `img_size=` / `crop_size=` / `resolution=` (`ListDataset(root, transform=t,
      input_size=600)`: 3x600x600), else the known size of MNIST- and CIFAR-like datasets, else at
      least a 3x64x64 float image (48 KB, so a batch of 22 is a megabyte); it is multiplied
      by the batch size (a literal, or a name or argparse option bound to one). A configured
      batch size of decoded images counts as large; of MNIST/CIFAR-sized images it does not;
    - **every step on an accelerator**: a loop over the loader (also through
      `enumerate(...)`, `tqdm(...)`) that moves the batch, or values computed from it, with
      `.to(device)` / `.cuda()` (also wrapped: `Variable(x.cuda())`; or hands it to a helper
      of the file that does, or to one named for devices: `to_device(batch, device)`), also a
      loop in a function over a loader the module binds (`def train(epoch): for i, (x, y) in
      enumerate(trainloader):`); the loader handed to a function of the
      file whose loop over that parameter does so (`train(model, loader)`); a loader built in
      a `*_dataloader` hook of a Lightning module or data module, or handed to a Lightning
      `Trainer`'s `fit` / `validate` / `test` / `predict` or to Accelerate's
      `Accelerator.prepare` built in the file (those move every batch to the device).

    And not an **evaluation loader of small images** (v3, from the review of user code): a
    loader whose every read runs no backward pass and is visibly an evaluation (under no-grad,
    after `.eval()`, Lightning's `validate` / `test`, `fit`'s validation loaders: see
    `torchlint.semantic.loaders`), over samples known to be no bigger than CIFAR's (MNIST,
    CIFAR, SVHN): read once per epoch or run, a 3 MB batch pinned saves about half a
    millisecond, milliseconds in all. Evaluation loaders of larger images (69 MB batches of
    600x600 detection images) stay reported.

    Nor (v3, from the second review of user code, on a fresh split: its 3 false alarms of 4):
    - **batches of small images** for any loader: samples known to be no bigger than CIFAR's
      (MNIST, CIFAR, SVHN, not resized by the transform): a CIFAR batch of 128 is 1.5 MB, and
      pinning saves about 0.2 ms of a step of tens of milliseconds whose augmentation in the
      workers is the bottleneck. A transform function of the file that resizes
      (`transform=train_tf` with `def train_tf(x)` resizing to 96) gives the size: a batch of
      256 such CIFAR images is 28 MB, and stays reported;
    - an **inference or metric script**: a loader read only by loops without a backward pass
      in a file that shows no training at all (`torchlint.semantic.loaders.file_may_train`):
      one pass over the data, where the model's forward and per-image conversion and saving
      dominate and pinning saves nothing visible.

    Every other loader is reported only with `--pedantic`, saying why: "no worker
    processes", "batches not known to be large" (token IDs, tabular features and small
    images: a batch of 64 token sequences of 512 IDs is 256 KB), "batches of about N KB", or
    "batches not seen reaching an accelerator" (a loader given to a training loop in another
    file may well deserve pinning, but this file does not show it: a `load_data` generator
    whose batches another module moves is not reported by default), "an evaluation loader
    ... of small images".

    An explicit `pin_memory=False` (with or without a comment) is a decision, as the catalog
    says of explicit arguments (issue 25, case 5: a `--pedantic` fix flipped
    `pin_memory=False  # deliberately off`): it is reported only with `--pedantic`, and never
    rewritten, not even there. The user may have measured that pinning does not pay, or be
    short of page-locked memory.

    Silent on purpose: calls with `**kwargs` (the value is unknown), and modules that show no
    accelerator use (on a CPU-only program pinning only costs memory).

    On by default. On user code (course notebooks, research and fine-tuning scripts) v2's
    default precision was 0.41: its false alarms were token-ID and small-image batches loaded
    in the main process, which v3 leaves to `--pedantic`. v3's first review read one default
    finding (a CIFAR test loader read once per evaluation pass: noise, now `--pedantic`); on
    the user-code tuning set the default findings are 8 (7 before: a 8-worker detection
    script's two loaders of 69 MB batches added, the CIFAR evaluation loader left out), each
    a loader of decoded images with workers feeding the GPU every step.

    ## Example
    ```python
    loader = DataLoader(ImageFolder(root, transform=augment), batch_size=64, num_workers=4)
    for images, labels in loader:
        images = images.to(device, non_blocking=True)
    ```

    ## Use instead
    ```python
    loader = DataLoader(
        ImageFolder(root, transform=augment), batch_size=64, num_workers=4, pin_memory=True
    )
    for images, labels in loader:
        images = images.to(device, non_blocking=True)
    ```

    Silent too when the dataset yields accelerator tensors (its `__getitem__` moves to a device,
    or it is a `TensorDataset` of accelerator tensors), or the loader's `collate_fn` of this
    file moves the batch to a device: pinning them raises "cannot pin
    'torch.cuda.FloatTensor'", so the fix would break the loop.

    ## Fix safety
    `pin_memory=True` is added after the last argument; an explicit `pin_memory=False` is
    never replaced. Batches hold the same values; they live in page-locked memory. Safe when
    this file shows that the dataset yields host tensors (a dataset class of the file whose
    item methods move nothing to a device, a `TensorDataset` of host tensors the file builds,
    and no `collate_fn` from elsewhere); unsafe when the dataset or the collate function is
    defined elsewhere, since pinning cannot be shown harmless.

    ## Measured
    On an H200 with worker processes pinning in the background: a 1 MB batch copied in
    174 us pageable, 22 us pinned; 16 MB in 3.0 ms vs 0.32 ms (about 0.15 ms saved per MB).
    Without workers the main process pins each batch itself: a 28 MB batch took 1.76 ms
    plain against 1.01 ms pinning + 0.59 ms copying, 3 MB 0.27 ms against 0.13 + 0.06 ms.
    On an H100: 16 batches of 128x3x128x128, single process, copied with
    `non_blocking=True`: 166 ms -> 72 ms per epoch.

    ## On user code
    Off by default. The bar for on by default is at least 20 reviewed findings on held-out user
    code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed moves, 22
    statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change): 0 of 37
    (0%); fresh7-2816 0 of 15 and fresh8-2817 0 of 8 (one reviewer each), fresh3-2812 0 of 14.
    Noise: batches of a few MB or less (CIFAR or MNIST at batch 64, demos at batch 4 or 25);
    validation and test loaders read once per epoch or once; loader-bound loops with workers
    decoding JPEGs. It would need to stay silent for small batches and loaders of one-off
    passes, then a review of 20 at 90% or more. Round 4: 0 of 14.

    Round 6 (held out, 2026-11-28): fresh10-2820 (two reviewers, independently): 8 of 15 (53%).
    Acted on: training loaders with workers feeding the GPU every step with batches of 6 to 77 MB
    (224 px images at batch 32-128, CelebA and face GANs). Noise: CIFAR-size batches (0.4 to 6 MB:
    SimCLR views, DINO crops, transfer learning at batch 32); test and evaluation loaders read once
    an epoch.
    """

    code = "TL301"
    name = "dataloader-without-pin-memory"
    default = False  # below the bar for on by default: see "On user code"
    # A performance rule: no findings in tests by default (catalog v2)
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "a DataLoader built once serves every batch: its settings cost on every step"}
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
        shown = id(node) in reaching or _lightning_hook_loader(self.ctx, node)
        if pin is not None:
            # an explicit `pin_memory=False` is a decision (issue 25): shown only with
            # --pedantic, and never rewritten
            self.report(
                node,
                "`DataLoader` with `pin_memory=False` copies batches from pageable memory; pinned "
                "batches copy faster when worker processes pin them in the background",
                pedantic="`pin_memory=False` is explicit: a decision, never rewritten",
            )
            return
        edit = add_keyword(self.ctx, node, "pin_memory", "True")
        why = None if not shown else _why_pinning_may_not_pay(
            self.ctx, node, dataset.value if dataset is not None else None
        )
        self.report(
            node,
            "`DataLoader` without `pin_memory=True` copies batches from pageable memory; with "
            "worker processes pinning in the background it pays from about 1 MB per batch",
            fix=self.fix(
                "Pass `pin_memory=True`",
                [edit],
                Applicability.SAFE if placement == "host" else Applicability.UNSAFE,
            ),
            pedantic=why if shown else "batches not seen reaching an accelerator",
        )


# -- "are its batches big enough for pinning to pay?" --------------------------------------
# Bytes of one float32 sample of the torchvision datasets whose samples are known to be small.
SMALL_SAMPLES = {
    **{name: 28 * 28 * 4 for name in ("MNIST", "FashionMNIST", "KMNIST", "EMNIST", "QMNIST")},
    **{name: 32 * 32 * 3 * 4 for name in ("CIFAR10", "CIFAR100", "SVHN")},
}
# Samples up to this size (CIFAR's) are small images: an evaluation pass over them copies a
# few hundred megabytes in all.
SMALL_IMAGE_BYTES = 32 * 32 * 3 * 4
# The threshold: pinning by worker processes saves about 0.15 ms per 1 MB batch copy (H200:
# 1 MB 174 us pageable, 22 us pinned by workers; 16 MB 3.0 ms vs 0.32 ms); below a megabyte
# the saving is tens of microseconds a step.
PAYING_BATCH_BYTES = 1 << 20
BATCH_SIZE_POSITION = 1


def _why_pinning_may_not_pay(ctx: Context, call: cst.Call, dataset: cst.BaseExpression | None) -> str | None:
    """Why pinning may not pay for this loader (None when it does): without worker processes
    the main process pins every batch itself on the critical path, which costs about what the
    faster copy saves (H200: 28 MB batch 1.76 ms plain vs 1.01 ms pin + 0.59 ms copy); with
    workers it pays from about 1 MB per batch, so the batches must be known to be that big."""
    if worker_count(ctx, call) in (None, ZERO):
        return "no worker processes: the main process would pin every batch itself, which costs about what the faster copy saves"
    size = _batch_bytes(ctx, call, dataset)
    if size is None:
        return "batches not known to be large (token IDs, features, small images): pinning pays from about 1 MB per batch"
    if size < PAYING_BATCH_BYTES:
        return f"batches of about {size // 1024} KB: pinning pays from about 1 MB per batch"
    role = loader_role(ctx, call)
    sample = _sample_size(ctx, dataset) if dataset is not None else None
    if role == EVAL and not reader_may_train(ctx, call):
        return "an inference or evaluation pass: the file trains nothing, each batch is copied once"
    if sample is not None and sample[1] and sample[0] <= SMALL_IMAGE_BYTES:
        # a CIFAR batch of 128 is 1.5 MB: pinning saves about 0.2 ms of a step of tens of
        # milliseconds whose augmentation in the workers is the bottleneck
        return (
            "batches of small images (MNIST, CIFAR): pinning saves a fraction of a millisecond a step"
            if role != EVAL else
            "an evaluation loader (no backward pass where it is read) of small images (MNIST, CIFAR): "
            "read once per epoch or run, pinning saves milliseconds in all"
        )
    return None


def _batch_bytes(ctx: Context, call: cst.Call, dataset: cst.BaseExpression | None) -> int | None:
    """Bytes of one batch, as far as the file shows: the sample size of an image dataset
    (a known torchvision dataset's, a size its transform resizes or crops to, else a
    3x64x64 float image as a lower bound for decoded images) times the batch size (a
    literal, a name or argparse option bound to one; a configured batch size of decoded
    images counts as large). None when the samples are not known to be images, audio or
    video."""
    if dataset is None:
        return None
    sample = _sample_size(ctx, dataset)
    if sample is None:
        return None
    bytes_, known = sample
    if find_arg(call, "batch_sampler", 4) is not None:
        return None
    size = find_arg(call, "batch_size", BATCH_SIZE_POSITION)
    if size is None:
        return bytes_  # one sample per batch
    batches = literal_ints(ctx, size.value, ctx.semantic.path_to(size.value))
    if batches:
        return min(batches) * bytes_
    # a configured batch size: training batches of decoded images are megabytes; a known
    # small dataset's (MNIST, CIFAR) may well not be; one sample of a megabyte is
    if known and bytes_ >= PAYING_BATCH_BYTES:
        return bytes_
    return None if known else PAYING_BATCH_BYTES


# A lower bound for one decoded image of unknown size: 3x64x64 float32 (48 KB), so a batch of
# 22 such images is a megabyte.
IMAGE_SAMPLE_BYTES = 3 * 64 * 64 * 4
# ... and for one clip of a torchaudio dataset: a second of 16 kHz float32 audio (64 KB).
AUDIO_SAMPLE_BYTES = 16000 * 4
DECODING_FOLDERS = frozenset({"ImageFolder", "DatasetFolder"})
RESIZES = frozenset({"Resize", "RandomResizedCrop", "CenterCrop", "RandomCrop", "FiveCrop", "TenCrop"})


def _sample_size(ctx: Context, dataset: cst.BaseExpression) -> tuple[int, bool] | None:
    """(bytes of one float32 sample, whether that size is known rather than a lower bound)
    for datasets of images, audio or video, as the file shows them; None otherwise."""
    values = _dataset_values(ctx, dataset)
    if not values:
        return None
    sizes = []
    for value in values:
        size = _one_sample_size(ctx, value)
        if size is None:
            return None
        sizes.append(size)
    return min(sizes)


def _one_sample_size(ctx: Context, value: cst.BaseExpression) -> tuple[int, bool] | None:
    found = _image_sample_size(ctx, value)
    if found is not None and found == (IMAGE_SAMPLE_BYTES, False):
        # images of unknown size, given the side they are produced at: `ListDataset(...,
        # transform=transform, input_size=600)`
        assert isinstance(value, cst.Call)
        for arg in value.args:
            if arg.keyword is not None and arg.keyword.value in IMAGE_SIDE_KEYWORDS:
                sides = literal_ints(ctx, arg.value, ctx.semantic.path_to(arg.value))
                if sides:
                    side = min(sides)
                    return 3 * side * side * 4, True
    return found


# Keywords by which a dataset of images is given the side of the square images it yields.
IMAGE_SIDE_KEYWORDS = frozenset({"input_size", "image_size", "img_size", "crop_size", "resolution"})


def _image_sample_size(ctx: Context, value: cst.BaseExpression) -> tuple[int, bool] | None:
    if not isinstance(value, cst.Call):
        return None
    transform = find_arg(value, "transform")
    transform = transform.value if transform is not None and not (
        isinstance(transform.value, cst.Name) and transform.value.value == "None"
    ) else None
    resized = _resized_bytes(ctx, transform) if transform is not None else None
    if resized is not None:
        return resized, resized != IMAGE_SAMPLE_BYTES
    qualified = ctx.semantic.qualified_name(value.func, ctx.semantic.path_to(value))
    if qualified is not None and qualified.startswith("torchaudio.datasets."):
        return AUDIO_SAMPLE_BYTES, False  # waveforms: at least a second of 16 kHz audio each
    if qualified is not None and qualified.startswith("torchvision.datasets."):
        name = qualified.rsplit(".", 1)[-1]
        if name in SMALL_SAMPLES:
            return SMALL_SAMPLES[name], True
        if name in DECODING_FOLDERS or transform is not None:
            return IMAGE_SAMPLE_BYTES, False
        return None
    if isinstance(value.func, cst.Name) and qualified is None:
        cls = ctx.semantic.classes_by_name.get(value.func.value)
        if cls is not None and class_does_cpu_work(ctx, cls, media=True):
            return IMAGE_SAMPLE_BYTES, False
    if qualified is None or qualified.startswith("torch."):
        return None
    # a dataset class of another module handed a transform: `Faces(root, train_transform)`
    for arg in value.args:
        named = arg.keyword.value if arg.keyword is not None else ctx.code(arg.value)
        if "transform" in named.lower() and not (isinstance(arg.value, cst.Name) and arg.value.value == "None"):
            return IMAGE_SAMPLE_BYTES, False
    return None


def _resized_bytes(ctx: Context, transform: cst.BaseExpression) -> int | None:
    """Bytes of a 3-channel float image of the last size a transform the file shows resizes
    or crops to (`transforms.Resize(224)`, `RandomResizedCrop((96, 128))`); for a transform
    the file does not spell out (`weights.transforms()`, a helper's result: pretrained
    models' transforms resize to 224), a decoded image of unknown size."""
    nodes = [transform]
    if isinstance(transform, cst.Name):
        nodes = list(_assigned_values(ctx, transform))
        if not nodes:
            # `transform=train_tf` with `def train_tf(x): return tfs.Compose([...])(x)`: the
            # sizes its body resizes to
            nodes = [
                f.node for f in ctx.semantic.functions_by_name.get(transform.value, ())
                if isinstance(f.node, cst.FunctionDef) and f.cls is None
            ]
        if not nodes:
            return None
    size = None
    for node in nodes:
        if not _spelled_out(ctx, node):
            return IMAGE_SAMPLE_BYTES
        for sub in walk(node):
            if not isinstance(sub, cst.Call) or not sub.args:
                continue
            func = sub.func
            name = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else ""
            if name not in RESIZES:
                continue
            first = sub.args[0].value
            if isinstance(first, cst.Integer):
                side = first.evaluated_value
                size = 3 * side * side * 4
            elif isinstance(first, (cst.Tuple, cst.List)) and len(first.elements) == 2 and all(
                isinstance(e.value, cst.Integer) for e in first.elements
            ):
                h, w = (e.value.evaluated_value for e in first.elements)
                size = 3 * h * w * 4
            else:
                size = IMAGE_SAMPLE_BYTES  # a configured size
    return size


def _spelled_out(ctx: Context, transform: cst.BaseExpression) -> bool:
    """A transform built in the file from torchvision's transforms (`Compose([...])`,
    `ToTensor()`), or a lambda: what it does to the image size is visible."""
    if isinstance(transform, (cst.Lambda, cst.FunctionDef)):
        return True
    if not isinstance(transform, cst.Call):
        return False
    qualified = ctx.semantic.qualified_name(transform.func, ctx.semantic.path_to(transform)) or ""
    return qualified.startswith(("torchvision.transforms.", "torchvision.transforms.v2."))


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
    # a loader of the module read in a function (`def train(epoch): for ... in
    # enumerate(trainloader):`): the name is the module's, bound to DataLoader calls
    values = assigned_values(path, expr.value)
    if values and all(isinstance(v, cst.Call) and model.value(v).kind == LOADER for v in values):
        return {id(v) for v in values}
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
