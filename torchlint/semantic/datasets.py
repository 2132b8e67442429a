"""What per-sample work a DataLoader's dataset does in the process that reads the loader.

A loader without worker processes runs its dataset's ``__getitem__`` (and the transform it
applies) in the training process, once per sample. Whether that costs the step anything
depends on what a sample costs, which the file often shows. ``dataset_work`` answers, for
the dataset a ``DataLoader(...)`` call is given (its first argument or ``dataset=``):

- **decodes**: every sample is read from a file or decoded: a torchvision ``ImageFolder`` /
  ``DatasetFolder`` or another file-backed torchvision dataset (``CelebA``, ``Caltech101``,
  ``VOCDetection``, ``CocoDetection``, ``Flowers102``, ...; not the ones that hold every
  image in memory), a ``torchaudio.datasets`` class, a 🤗 dataset given a per-sample
  transform (``with_transform``: image columns decode when read), or a dataset class of this
  file whose item methods (``__getitem__``, ``__getitems__``, ``__iter__``), the methods of
  the class they call as ``self.<name>(...)`` and the functions of the file they call by
  name, open, read or decode files (``open``, ``PIL.Image.open``, ``cv2.imread``,
  ``torchvision.io.read_image`` / ``decode_*``, ``torchaudio.load``, ``soundfile.read``,
  ``librosa.load``, ``numpy.load``, ``h5py.File``, an LMDB transaction's ``get`` ...;
  ``cv2.*`` is matched by its written name when a star import hides it), run a 🤗 processor
  on images (``self.processor(images=...)``), or call a loader-like attribute
  (``self.loader(path)``); a class of this file deriving from ``ImageFolder`` /
  ``DatasetFolder`` decodes too;
- **in_memory**: the samples already sit in memory and a sample costs at most a
  conversion: a torchvision dataset that reads all its images when built (MNIST and its kin,
  CIFAR, SVHN, STL10, USPS, FakeData) with no transform or only ``ToTensor`` /
  ``PILToTensor`` / ``ToImage`` / ``ToDtype`` / ``ConvertImageDtype`` / ``Normalize`` /
  ``Grayscale`` / ``ToPILImage`` (also composed), a ``TensorDataset``, a list, tuple, ``range`` or display,
  or a dataset class of this file whose ``__getitem__`` only returns items of attributes
  (``return self.x[i], self.y[i]``);
- **tokenizes** (v6): the only per-sample work the file shows is a tokenizer call on text held
  in memory: item methods whose work is `self.tokenizer(text)` / `encode_plus(...)`, or a
  `collate_fn` tokenizing each batch of raw texts, over a dataset that neither decodes nor
  augments (``cpu_work`` when it also augments, ``decodes`` when it also reads files);
- **unknown**: anything else (a parameter, a dataset class of a module that is not a file of
  the project, an in-memory dataset given augmentations, a class of the file applying a
  transform it holds to in-memory data).

Since v15 a dataset class of a module of the project (`from src.dataset import
TissueDataset`, found by :meth:`SemanticModel.project_class`) is judged as a class of this
file, with the questions asked of its own module; one of another module given an
albumentations pipeline decodes.

The dataset is followed through names (every value the scope binds it to), ``self.``
attributes (a Lightning data module's ``setup``), ``random_split`` / ``Subset`` (their parts
load samples as the whole does), ``ConcatDataset([...])`` (decodes when a part does, in
memory when every part is), and 🤗 methods that keep the transform (``remove_columns``,
``["train"]``). Several candidate values: decodes when one decodes, in memory when all are.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import libcst as cst

from torchlint.semantic.context import Borrowed
from torchlint.semantic.flow import assigned_values, target_names
from torchlint.semantic.syntax import find_arg, is_device_like, walk

if TYPE_CHECKING:
    from torchlint.rule import Context

DECODES, CPU_WORK, IN_MEMORY, UNKNOWN = "decodes", "cpu_work", "in_memory", "unknown"
# v6: per-sample work that is only a tokenizer call on in-memory text (module docstring)
TOKENIZES = "tokenizes"
_MAX_DEPTH = 4
_MAX_METHODS = 20  # methods and functions one item-method walk reads at most

_TORCHVISION = "torchvision.datasets."
_TORCHAUDIO = "torchaudio.datasets."
# v15: image augmentation pipelines that run on decoded NumPy images
ALBUMENTATIONS = "albumentations."
DECODING_FOLDERS = frozenset({"ImageFolder", "DatasetFolder"})
# torchvision datasets that read every image into one array when built
MEMORY_IMAGE_DATASETS = frozenset(
    {"MNIST", "FashionMNIST", "KMNIST", "EMNIST", "QMNIST", "CIFAR10", "CIFAR100", "SVHN", "STL10", "USPS", "FakeData"}
)
# torchvision.datasets names that are not datasets reading files per sample
_NOT_FILE_BACKED = frozenset({"VisionDataset", "wrap_dataset_for_transforms_v2"})
# transforms that cost a sample no more than a conversion
LIGHT_TRANSFORMS = frozenset(
    {"ToTensor", "PILToTensor", "ToImage", "ToImageTensor", "ToDtype", "ConvertImageDtype", "Normalize",
     "Grayscale", "ToPureTensor", "ToPILImage"}
)
# 🤗 hub datasets of the same small images (a sample decodes a 28x28 or 32x32 PNG)
SMALL_HUB_IMAGES = frozenset(
    {"mnist", "fashion_mnist", "kmnist", "emnist", "qmnist", "cifar10", "cifar100", "svhn", "usps"}
)
TENSOR_DATASETS = frozenset({"torch.utils.data.TensorDataset", "torch.utils.data.dataset.TensorDataset"})
SPLITS = frozenset(
    {"torch.utils.data.random_split", "torch.utils.data.dataset.random_split",
     "torch.utils.data.Subset", "torch.utils.data.dataset.Subset"}
)
CONCATS = frozenset({"torch.utils.data.ConcatDataset", "torch.utils.data.dataset.ConcatDataset"})
# Calls that read or decode one sample's data.
FILE_READERS = frozenset(
    {
        "open", "io.open", "PIL.Image.open", "cv2.imread", "cv2.imdecode", "cv2.VideoCapture",
        "torchvision.io.read_image", "torchvision.io.decode_image", "torchvision.io.decode_jpeg",
        "torchvision.io.decode_png", "torchvision.io.read_file", "torchvision.io.read_video",
        "torchvision.io.VideoReader", "torchvision.datasets.folder.default_loader",
        "torchvision.datasets.folder.pil_loader", "torchaudio.load", "soundfile.read", "librosa.load",
        "imageio.imread", "imageio.v2.imread", "imageio.v3.imread", "skimage.io.imread", "numpy.load",
        "numpy.fromfile", "h5py.File", "pandas.read_csv", "scipy.io.wavfile.read", "json.load",
    }
)
# `cv2.imread(...)` written so, where a star import (`from torch_snippets import *`) hides cv2
_WRITTEN_READERS = frozenset({"cv2.imread", "cv2.imdecode", "Image.open", "PIL.Image.open", "torchaudio.load"})
# `self.loader(path)`, `self.read_image(p)`: a callable the dataset holds to read a sample
_READER_ATTRIBUTE = re.compile(r"^(?:load|read|open|decode)|loader$", re.IGNORECASE)
# `self.processor(images=...)`: a 🤗 image processor resizes and normalises a full-size image
_PROCESSOR_ATTRIBUTE = re.compile(r"processor|feature_extractor", re.IGNORECASE)
ITEM_METHODS = ("__getitem__", "__getitems__", "__iter__")
# TL201's and TL301's v3 question (`class_does_cpu_work`): calls that read or decode one sample
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
_WORK_ATTRIBUTE = re.compile(r"transform|augment|^aug|decode|^load|loader$|^read|^open|process", re.IGNORECASE)
# What makes a sample an image, audio clip or video (TL301's "large batches"): a decoder, or an
# image transform the dataset holds. Plain `open`, `numpy.load` and HDF5 read text or features
# as often as images.
MEDIA_READERS = SAMPLE_READERS - {"open", "numpy.load", "numpy.fromfile", "h5py.File"}
_MEDIA_ATTRIBUTE = re.compile(r"transform|augment|^aug|decode", re.IGNORECASE)
IN_MEMORY_BUILTINS = frozenset({"range", "list", "tuple"})
DISPLAYS = (cst.List, cst.Tuple, cst.Set, cst.Dict, cst.ListComp, cst.SetComp, cst.DictComp)
LAZY_TRANSFORMS = frozenset({"with_transform", "set_transform"})
KEEPS_TRANSFORM = frozenset(
    {"remove_columns", "rename_column", "rename_columns", "select_columns", "select", "shuffle", "train_test_split"}
)


def dataset_work(ctx: Context, call: cst.Call) -> str:
    """DECODES, IN_MEMORY or UNKNOWN for the dataset of the DataLoader ``call`` (module
    docstring), asked once the traversal has left the module."""
    memo = ctx.memo("dataset-work", dict)
    if id(call) not in memo:
        dataset = find_arg(call, "dataset", 0)
        model = ctx.semantic
        work = (
            UNKNOWN if dataset is None or dataset.star
            else _work(ctx, dataset.value, model.path_to(dataset.value), 0)
        )
        if work not in (DECODES, CPU_WORK) and collate_tokenizes(ctx, call):
            work = TOKENIZES
        memo[id(call)] = work
    return memo[id(call)]


def expression_work(ctx: Context, expr: cst.BaseExpression) -> str:
    """DECODES, CPU_WORK, IN_MEMORY or UNKNOWN for a dataset expression of the module (a 🤗
    `Trainer(..., train_dataset=ds)`): what ``dataset_work`` asks of a loader's dataset."""
    return _work(ctx, expr, ctx.semantic.path_to(expr), 0)


def _transformed_in_place(ctx: Context, name: str) -> bool:
    """`train_ds.set_transform(fn)` as a statement of the module: the 🤗 dataset bound to
    ``name`` runs ``fn`` on every sample it serves from then on."""
    def build() -> frozenset[str]:
        names = set()
        for node in ctx.semantic.nodes_of(cst.Expr):
            call = node.value
            if (
                isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute)
                and call.func.attr.value in LAZY_TRANSFORMS and isinstance(call.func.value, cst.Name)
            ):
                names.add(call.func.value.value)
        return frozenset(names)

    return name in ctx.memo("dataset-set-transform", build)


def _combine(found: list[str]) -> str:
    if not found:
        return UNKNOWN
    if DECODES in found:
        return DECODES
    if CPU_WORK in found:
        return CPU_WORK
    if TOKENIZES in found:
        return TOKENIZES
    return IN_MEMORY if all(f == IN_MEMORY for f in found) else UNKNOWN


def _work(ctx: Context, expr: cst.BaseExpression, path: list[cst.CSTNode], depth: int) -> str:
    model = ctx.semantic
    if depth > _MAX_DEPTH:
        return UNKNOWN
    if isinstance(expr, DISPLAYS):
        return IN_MEMORY
    if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, (cst.Multiply, cst.Add)):
        return _combine([_work(ctx, expr.left, path, depth + 1), _work(ctx, expr.right, path, depth + 1)])
    if isinstance(expr, cst.Subscript):
        return _work(ctx, expr.value, path, depth + 1)  # `transformed["train"]`
    if isinstance(expr, cst.Call):
        return _call_work(ctx, expr, path, depth)
    if isinstance(expr, cst.Name):
        if _transformed_in_place(ctx, expr.value) and not _small_hub_images(ctx, expr, path, 0):
            return DECODES  # `train_ds.set_transform(fn)`: as `with_transform`, in place
        values = assigned_values(path, expr.value)
        if values is None:  # `train, val = random_split(ds, [n, m])`: the parts of ds
            values = split_sources(model, path, expr.value)
        values = [v for v in values if not _is_loader(model, v, path)]
        return _combine([_work(ctx, v, model.path_to(v), depth + 1) for v in values])
    if isinstance(expr, cst.Attribute):
        values = attribute_values(model, expr, path)
        return _combine([_work(ctx, v, model.path_to(v), depth + 1) for v in values])
    return UNKNOWN


def _is_loader(model, value: cst.BaseExpression, path) -> bool:  # noqa: ANN001
    """`test = DataLoader(test, ...)`: the loader rebinding its dataset's name is no dataset."""
    return isinstance(value, cst.Call) and (model.qualified_name(value.func, path) or "").endswith(".DataLoader")


def _call_work(ctx: Context, expr: cst.Call, path: list[cst.CSTNode], depth: int) -> str:
    model = ctx.semantic
    func = expr.func
    if isinstance(func, cst.Attribute) and func.attr.value in LAZY_TRANSFORMS:
        # 🤗 `dataset.with_transform(fn)`: fn runs on every sample read, and image columns
        # decode as they are read; a hub copy of MNIST or CIFAR decodes a tiny PNG
        return UNKNOWN if _small_hub_images(ctx, func.value, path, 0) else DECODES
    if isinstance(func, cst.Attribute) and func.attr.value in KEEPS_TRANSFORM:
        return _work(ctx, func.value, path, depth + 1)
    qualified = model.qualified_name(func, path)
    if qualified in TENSOR_DATASETS:
        return IN_MEMORY
    if qualified in SPLITS and expr.args:
        return _work(ctx, expr.args[0].value, path, depth + 1)  # `Subset(ds, indices)`
    if qualified in CONCATS and expr.args:
        parts = expr.args[0].value
        if isinstance(parts, (cst.List, cst.Tuple)):
            return _combine([_work(ctx, e.value, path, depth + 1) for e in parts.elements])
        return UNKNOWN
    if qualified is not None and qualified.startswith(_TORCHAUDIO):
        return DECODES
    if qualified is not None and qualified.startswith(_TORCHVISION):
        last = qualified.rsplit(".", 1)[-1]
        if last in DECODING_FOLDERS:
            return DECODES
        if last in MEMORY_IMAGE_DATASETS:
            if _light_transforms(ctx, expr, path):
                return IN_MEMORY
            return CPU_WORK if _heavy_transforms(ctx, expr, path) else UNKNOWN
        return UNKNOWN if last in _NOT_FILE_BACKED or not last[:1].isupper() else DECODES
    if isinstance(func, cst.Name) and qualified is None:
        if func.value in IN_MEMORY_BUILTINS:
            return IN_MEMORY
        cls = model.classes_by_name.get(func.value)
        if cls is not None:
            # a wrapper indexing the dataset it is given serves that dataset's samples
            return DECODES if _wraps_decoding(ctx, expr, path, depth) else class_work(ctx, cls)
        functions = model.functions_by_name.get(func.value, [])
        if len(functions) == 1 and depth < _MAX_DEPTH:
            # a function of the file building the dataset (`train_ds = build_dataset(...)`)
            return _returned_work(ctx, functions[0].returns, depth)
    if qualified is None or not qualified.startswith(("torch.", "torchvision.", "torchaudio.")):
        # a dataset class of another module: what it is given says what it loads
        if _wraps_decoding(ctx, expr, path, depth) or _image_transform_given(ctx, expr, path):
            return DECODES
        work = _project_class_work(ctx, qualified)
        if work == UNKNOWN and depth < _MAX_DEPTH:
            # round 20: a function of a module of the project building the dataset
            # (`from data import build_dataset`), judged in its own module
            found = model.project_function(qualified)
            info = found[0].functions.get(id(found[1])) if found is not None else None
            if info is not None:
                return _returned_work(Borrowed(found[0]), info.returns, depth)
        return work
    return UNKNOWN


def _returned_work(ctx: Context, values: list[cst.BaseExpression], depth: int) -> str:
    """What the dataset a function returns costs per sample: the values of its `return`s
    (``FunctionInfo.returns``) judged in the function's own module (a class it builds, a
    torchvision dataset, a name it bound), UNKNOWN where one returns nothing known or the
    function returns nothing."""
    model = ctx.semantic
    if not values or any(isinstance(value, DISPLAYS) for value in values):
        return UNKNOWN  # `return train_ds, val_ds`: which one this caller binds is not read here
    return _combine([_work(ctx, value, model.path_to(value), depth + 1) for value in values])


def _project_class_work(ctx: Context, qualified: str | None) -> str:
    """`from dataset import TissueDataset`: a dataset class of a module of the project (a file
    beside this one or above it, read by torchlint.semantic.project, never imported) is judged
    as a class of this file would be, with the questions asked of its own module (v15);
    UNKNOWN where the class is not one of the project's files."""
    found = _project_class(ctx, qualified)
    return UNKNOWN if found is None else class_work(*found)


def _project_class(ctx: Context, qualified: str | None):  # noqa: ANN202 - (Borrowed, ClassInfo) or None
    """The class ``qualified`` of a module of the project, with the context of its module."""
    found = ctx.semantic.project_class(qualified)
    cls = found[0].classes.get(id(found[1])) if found is not None else None
    return None if cls is None else (Borrowed(found[0]), cls)


def _wraps_decoding(ctx: Context, call: cst.Call, path: list[cst.CSTNode], depth: int) -> bool:
    """`SubsetWithTransform(caltech, indices, aug)`: a dataset class handed a dataset that
    decodes serves that dataset's samples (a wrapper decodes what it wraps)."""
    return any(
        not arg.star and _work(ctx, arg.value, path, depth + 1) == DECODES
        for arg in call.args
        if isinstance(arg.value, (cst.Name, cst.Call, cst.Attribute))
    )


def _image_transform_given(ctx: Context, call: cst.Call, path: list[cst.CSTNode]) -> bool:
    """`MultiResolutionDataset(args.path, transform, size)`: a dataset class of another module
    handed an image transform pipeline (`transforms.Compose([...])` of torchvision, bound
    through names) that does more than convert: its samples are images it reads per sample
    (the datasets users write for image folders, LMDB or HDF5 files; images held in memory
    come from torchvision's own datasets, which are judged above). Since v15 also an
    albumentations pipeline (`A.Compose([...])`, whatever it holds, `Normalize` alone
    included): albumentations works on the NumPy images a dataset reads per sample with
    OpenCV or PIL (a histopathology trainer's 1024 px tiles)."""
    model = ctx.semantic
    for arg in call.args:
        named = arg.keyword.value if arg.keyword is not None else ctx.code(arg.value)
        if "transform" not in named.lower() or arg.star:
            continue
        values = [arg.value]
        if isinstance(arg.value, cst.Name):
            values = assigned_values(model.path_to(arg.value), arg.value.value) or []
        for value in values:
            if not isinstance(value, cst.Call):
                continue
            where = model.path_to(value)
            if _torchvision_transform(model, value, where) and not _light(ctx, value, where, 0):
                return True
            if (model.qualified_name(value.func, where) or "").startswith(ALBUMENTATIONS):
                return True
    return False


def _torchvision_transform(model, call: cst.Call, path: list[cst.CSTNode]) -> bool:  # noqa: ANN001
    qualified = model.qualified_name(call.func, path) or ""
    return qualified.startswith("torchvision.transforms.")


def _small_hub_images(ctx: Context, expr: cst.BaseExpression, path: list[cst.CSTNode], depth: int) -> bool:
    """`load_dataset("fashion_mnist")` (through names and `["train"]`): a hub copy of one of the
    small image sets torchvision holds in memory (28x28 or 32x32 images)."""
    model = ctx.semantic
    if depth > 3:
        return False
    if isinstance(expr, cst.Subscript):
        return _small_hub_images(ctx, expr.value, path, depth + 1)
    if isinstance(expr, cst.Name):
        values = assigned_values(path, expr.value) or []
        return bool(values) and all(_small_hub_images(ctx, v, model.path_to(v), depth + 1) for v in values)
    if isinstance(expr, cst.Call) and expr.args and isinstance(expr.args[0].value, cst.SimpleString):
        if (model.qualified_name(expr.func, path) or "").rsplit(".", 1)[-1] != "load_dataset":
            return False
        name = str(expr.args[0].value.evaluated_value).rsplit("/", 1)[-1].lower().replace("-", "_")
        return name in SMALL_HUB_IMAGES
    return False


def _light_transforms(ctx: Context, call: cst.Call, path: list[cst.CSTNode]) -> bool:
    """Does the torchvision dataset ``call`` convert its samples at most (`transform=` left
    out, None, or only conversions and `Normalize`, also composed)?"""
    for arg in call.args:
        if arg.keyword is None or arg.keyword.value not in ("transform", "transforms"):
            continue
        if not _light(ctx, arg.value, path, 0):
            return False
    return True


def _heavy_transforms(ctx: Context, call: cst.Call, path: list[cst.CSTNode]) -> bool:
    """Is the torchvision dataset ``call`` given a transform the file shows doing more than a
    conversion (`RandomCrop`, `Resize`, `Pad`, a `Lambda` ...)?"""
    return any(
        arg.keyword is not None and arg.keyword.value in ("transform", "transforms")
        and _heavy(ctx, arg.value, path, 0)
        for arg in call.args
    )


def _heavy(ctx: Context, expr: cst.BaseExpression, path: list[cst.CSTNode], depth: int) -> bool:
    """A torchvision transform (through names; `Compose([...])` when one part is) that does
    more than convert: an augmentation, a resize or pad, or a `Lambda` running a function of
    the file (`Lambda(edge_filter)`, a CPU convolution per sample)."""
    model = ctx.semantic
    if depth > 3:
        return False
    if isinstance(expr, cst.Name):
        values = assigned_values(path, expr.value) or []
        return any(_heavy(ctx, v, model.path_to(v), depth + 1) for v in values)
    if not isinstance(expr, cst.Call) or not _torchvision_transform(model, expr, path):
        return False
    name = (model.qualified_name(expr.func, path) or "").rsplit(".", 1)[-1]
    if name == "Compose":
        return bool(expr.args) and isinstance(expr.args[0].value, (cst.List, cst.Tuple)) and any(
            _heavy(ctx, e.value, path, depth + 1) for e in expr.args[0].value.elements
        )
    if name == "Lambda":
        # `Lambda(lambda x: x * 2)` is arithmetic; a named function of the file does real work
        return bool(expr.args) and isinstance(expr.args[0].value, cst.Name) and bool(
            model.functions_by_name.get(expr.args[0].value.value)
        )
    return name not in LIGHT_TRANSFORMS and name[:1].isupper()


def _light(ctx: Context, expr: cst.BaseExpression, path: list[cst.CSTNode], depth: int) -> bool:
    model = ctx.semantic
    if depth > 3:
        return False
    if isinstance(expr, cst.Name):
        if expr.value == "None":
            return True
        values = assigned_values(path, expr.value)
        return bool(values) and all(_light(ctx, v, model.path_to(v), depth + 1) for v in values)
    if isinstance(expr, cst.Call):
        name = (model.qualified_name(expr.func, path) or "").rsplit(".", 1)[-1]
        if not name:
            func = expr.func
            name = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else ""
        if name in LIGHT_TRANSFORMS:
            return True
        if name == "Compose" and expr.args and isinstance(expr.args[0].value, (cst.List, cst.Tuple)):
            return all(_light(ctx, e.value, path, depth + 1) for e in expr.args[0].value.elements)
    return False


def class_work(ctx: Context, cls) -> str:  # noqa: ANN001
    """DECODES, IN_MEMORY or UNKNOWN for a dataset class of this file (module docstring)."""
    memo = ctx.memo("dataset-class-work", dict)
    if id(cls.node) not in memo:
        memo[id(cls.node)] = UNKNOWN  # recursion guard
        memo[id(cls.node)] = _class_work(ctx, cls)
    return memo[id(cls.node)]


def _class_work(ctx: Context, cls) -> str:  # noqa: ANN001
    model = ctx.semantic
    for base in cls.bases:
        if base.startswith(_TORCHVISION) and base.rsplit(".", 1)[-1] in DECODING_FOLDERS:
            return DECODES
        local = model.classes_by_name.get(base)
        if local is not None and local is not cls and class_work(ctx, local) == DECODES:
            return DECODES
    if class_decodes(ctx, cls):
        return DECODES
    if class_augments(ctx, cls):
        return CPU_WORK
    if class_tokenizes(ctx, cls):
        return TOKENIZES
    return IN_MEMORY if indexing_dataset(cls.node) else UNKNOWN


def item_method_calls(ctx: Context, cls, functions: bool = True):  # noqa: ANN001, ANN201
    """Every call made by a dataset class's item methods (``ITEM_METHODS``), by the methods
    of the class they reach through `self.<method>(...)` calls, and (``functions``) by the
    functions of the file they reach by name: the one walk behind every "what does a sample
    cost?" question (TL302's `class_decodes`, TL201's and TL301's `class_does_cpu_work`).
    A call of one of the class's own methods is followed, not yielded; each method is walked
    once, and at most ``_MAX_METHODS`` of them."""
    model = ctx.semantic

    def functions_called(node: cst.Call) -> list[cst.FunctionDef]:
        func = node.func
        if functions and isinstance(func, cst.Name) and model.qualified_name(func, model.path_to(node)) is None:
            return [
                info.node for info in model.functions_by_name.get(func.value, ())
                if info.cls is None and isinstance(info.node, cst.FunctionDef)
            ]
        return []

    yield from _calls_reached(cls, ITEM_METHODS, functions_called)


def _calls_reached(cls, start: tuple[str, ...], more=lambda node: []):  # noqa: ANN001, ANN202
    """Every call of the methods of ``cls`` named in ``start``, of the methods of the class
    they reach through `self.<method>(...)` (followed, not yielded) and of the functions
    ``more`` names for a call (yielded and followed); each walked once, at most
    ``_MAX_METHODS``."""
    methods = {s.name.value: s for s in cls.node.body.body if isinstance(s, cst.FunctionDef)}
    pending: list[cst.FunctionDef] = [methods[name] for name in start if name in methods]
    seen: set[int] = set()
    while pending:
        function = pending.pop()
        if id(function) in seen or len(seen) > _MAX_METHODS:
            continue
        seen.add(id(function))
        for node in walk(function.body):
            if not isinstance(node, cst.Call):
                continue
            func = node.func
            if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
                own = methods.get(func.attr.value)
                if own is not None:
                    pending.append(own)
                    continue
            pending.extend(more(node))
            yield node


def class_decodes(ctx: Context, cls) -> bool:  # noqa: ANN001
    """Do the item methods of a dataset class of this file (and the methods of the class and
    functions of the file they call) read or decode files, or run an image processor?"""
    model = ctx.semantic
    for node in item_method_calls(ctx, cls):
        func = node.func
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
            if _READER_ATTRIBUTE.search(func.attr.value):
                return True
            if _PROCESSOR_ATTRIBUTE.search(func.attr.value) and (
                any(a.keyword is not None and a.keyword.value in ("images", "image") for a in node.args)
                or "image" in ctx.code(node).lower()
            ):
                return True
            continue
        if isinstance(func, cst.Attribute) and func.attr.value == "get" and _lmdb_txn(ctx, func.value):
            return True
        qualified = model.qualified_name(func, model.path_to(node))
        if qualified in FILE_READERS:
            return True
        if qualified is None:
            written = ctx.code(func)
            if written in _WRITTEN_READERS and not _bound_in_file(model, written.split(".")[0]):
                return True
            if isinstance(func, cst.Name) and func.value == "open" and func.value not in model.functions_by_name:
                return True
    return False


def class_transforms(ctx: Context, cls) -> bool:  # noqa: ANN001
    """Do the item methods of a dataset class of this file cost CPU work per sample without
    reading files: tokenize text (`self.tokenizer(text)`, `self.tokenizer.encode_plus(...)`),
    or apply a transform the class builds itself that does more than convert
    (`self.aug = transforms.Compose([RandomCrop(32), ...])`, `Lambda(edge_filter)`)?"""
    return class_augments(ctx, cls) or class_tokenizes(ctx, cls)


def class_tokenizes(ctx: Context, cls) -> bool:  # noqa: ANN001
    """Do the item methods of a dataset class of this file run a tokenizer?"""
    return any(_tokenizes(node) for node in item_method_calls(ctx, cls))


def class_augments(ctx: Context, cls) -> bool:  # noqa: ANN001
    """Do the item methods of a dataset class of this file apply a transform the class builds
    itself that does more than convert (`self.aug = transforms.Compose([RandomCrop(32), ...])`,
    `Lambda(edge_filter)`)?"""
    model = ctx.semantic
    for node in item_method_calls(ctx, cls):
        func = node.func
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
            for value in cls.attributes.get(func.attr.value, []):
                if _heavy(ctx, value, model.path_to(value), 0):
                    return True
    return False


# `tokenizer(texts)`, `self.tokenizer.encode_plus(...)`: a tokenizer run per sample or batch
_TOKENIZER = re.compile(r"tokeni[sz]er", re.IGNORECASE)
_TOKENIZER_METHODS = frozenset({"encode", "encode_plus", "batch_encode_plus", "tokenize", "__call__"})


def _tokenizes(call: cst.Call) -> bool:
    func = call.func
    if isinstance(func, cst.Attribute) and func.attr.value in _TOKENIZER_METHODS:
        func = func.value
    if isinstance(func, cst.Attribute):
        return bool(_TOKENIZER.search(func.attr.value))
    return isinstance(func, cst.Name) and bool(_TOKENIZER.search(func.value))


# v6: libraries whose `<Name>Tokenizer` classes are Python implementations (🤗 transformers'
# "slow" tokenizers, and its predecessors, which had no other kind)
_TOKENIZER_LIBRARIES = ("transformers.", "pytorch_transformers.", "pytorch_pretrained_bert.")
# torchtext's tokenizers (`basic_english`: regular expressions; spaCy, Moses ...): one text at a
# time through Python
_PYTHON_TOKENIZERS = frozenset({"torchtext.data.utils.get_tokenizer", "torchtext.data.get_tokenizer"})


def builds_slow_tokenizer(ctx: Context) -> bool:
    """The file builds a pure-Python tokenizer: a 🤗 `BertTokenizer` / `GPT2Tokenizer` ...
    class (not its `...TokenizerFast` twin, not `AutoTokenizer`, which returns the Rust-backed
    fast tokenizer where one exists), `AutoTokenizer.from_pretrained(..., use_fast=False)`, or
    torchtext's `get_tokenizer(...)`. Such a tokenizer splits and looks up every text in Python, one at a time, even for a
    batch; a fast one batches in Rust."""
    def build() -> bool:
        model = ctx.semantic
        for node in model.nodes_of(cst.Call):
            qualified = model.qualified_name(node.func, model.path_to(node)) or ""
            if qualified in _PYTHON_TOKENIZERS:
                return True
            if not qualified.startswith(_TOKENIZER_LIBRARIES):
                continue
            parts = qualified.split(".")
            names = [p for p in parts[1:] if p.endswith("Tokenizer")]
            if not names or parts[-1] not in (names[-1], "from_pretrained"):
                continue
            if names[-1] == "AutoTokenizer":
                fast = find_arg(node, "use_fast")
                if fast is not None and isinstance(fast.value, cst.Name) and fast.value.value == "False":
                    return True
                continue
            if names[-1] != "Tokenizer" and not names[-1].startswith("PreTrained"):
                return True
        return False

    return ctx.memo("dataset-slow-tokenizer", build)


def collate_tokenizes(ctx: Context, call: cst.Call) -> bool:
    """The loader's `collate_fn` tokenizes the raw texts of each batch: a function of the
    file (also reached through `partial(fn, ...)`), or an instance of a class of the file
    whose `__call__` (and what it calls) runs a tokenizer."""
    collate = find_arg(call, "collate_fn")
    if collate is None:
        return False
    model = ctx.semantic
    value = collate.value
    values = [value]
    if isinstance(value, cst.Name):
        values += assigned_values(model.path_to(value), value.value) or []
    for value in values:
        if isinstance(value, cst.Call) and value.args and (model.qualified_name(value.func, model.path_to(value)) or "") == "functools.partial":
            value = value.args[0].value
        if isinstance(value, cst.Call) and isinstance(value.func, cst.Name):
            cls = model.classes_by_name.get(value.func.value)
            if cls is not None and any(_tokenizes(n) for n in _method_calls(ctx, cls, "__call__")):
                return True
        elif isinstance(value, cst.Name):
            for info in model.functions_by_name.get(value.value, ()):
                if isinstance(info.node, cst.FunctionDef) and any(
                    isinstance(n, cst.Call) and _tokenizes(n) for n in walk(info.node.body)
                ):
                    return True
    return False


def _method_calls(ctx: Context, cls, name: str):  # noqa: ANN001, ANN202
    for statement in cls.node.body.body:
        if isinstance(statement, cst.FunctionDef) and statement.name.value == name:
            yield from (n for n in walk(statement.body) if isinstance(n, cst.Call))


def class_does_cpu_work(ctx: Context, cls, media: bool = False) -> bool:  # noqa: ANN001
    """The item methods of a dataset class of this file, and the methods of the class they
    call as `self.<name>(...)`, read, decode or transform samples (TL201 and TL301 ask; v3
    semantics). ``media``: decode images, audio or video, or apply a transform the dataset
    holds (not plain file reads)."""
    model = ctx.semantic
    readers = MEDIA_READERS if media else SAMPLE_READERS
    attribute = _MEDIA_ATTRIBUTE if media else _WORK_ATTRIBUTE
    for node in item_method_calls(ctx, cls, functions=False):
        func = node.func
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
            if attribute.search(func.attr.value):
                return True
            continue
        qualified = model.qualified_name(func, model.path_to(node))
        if not media and qualified is None and isinstance(func, cst.Name) and func.value == "open":
            if func.value not in model.functions_by_name:
                return True
        if qualified in readers:
            return True
    return False


def _lmdb_txn(ctx: Context, expr: cst.BaseExpression) -> bool:
    """`txn.get(key)` on a name bound by `with env.begin(...) as txn` (an LMDB read)."""
    return isinstance(expr, cst.Name) and expr.value in ctx.memo("dataset-lmdb-names", lambda: _lmdb_names(ctx))


def _lmdb_names(ctx: Context) -> frozenset[str]:
    names = set()
    for node in ctx.semantic.nodes_of(cst.WithItem):
        if node.asname is not None and isinstance(node.asname.name, cst.Name) and isinstance(node.item, cst.Call):
            func = node.item.func
            if isinstance(func, cst.Attribute) and func.attr.value == "begin":
                names.add(node.asname.name.value)
    return frozenset(names)


def _bound_in_file(model, name: str) -> bool:  # noqa: ANN001
    return any(
        name in target_names(t.target) for node in model.nodes_of(cst.Assign) for t in node.targets
    )


def indexing_dataset(cls: cst.ClassDef) -> bool:
    """A dataset class whose ``__getitem__`` only returns items of stored attributes:
    ``return self.data[i]`` or ``return {"x": self.x[i]}``."""
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


def split_sources(model, path, name: str) -> list[cst.BaseExpression]:  # noqa: ANN001
    """The datasets split into ``name`` by ``a, b = random_split(ds, ...)`` in the scope of
    ``path``'s last node: their samples are ``ds``'s."""
    scope = next((n for n in reversed(path[:-1]) if isinstance(n, cst.FunctionDef)), path[0])
    found = []
    for node in walk(scope):
        if not isinstance(node, cst.Assign) or not isinstance(node.value, cst.Call) or not node.value.args:
            continue
        if model.qualified_name(node.value.func, model.path_to(node.value)) not in SPLITS:
            continue
        if any(name in target_names(t.target) for t in node.targets):
            found.append(node.value.args[0].value)
    return found


def attribute_values(model, expr: cst.Attribute, path: list[cst.CSTNode]) -> list[cst.BaseExpression]:  # noqa: ANN001
    """What the class around ``path`` assigns to `self.<attr>` (``expr``), also as a part of
    `self.a, self.b = random_split(full, [n, m])` (a data module's `setup`): then `full`."""
    if not (isinstance(expr.value, cst.Name) and expr.value.value == "self"):
        return []
    info = model.enclosing_function(path)
    while info is not None and info.cls is None:
        info = info.parent
    if info is None or info.cls is None:
        return []
    return info.cls.attributes.get(expr.attr.value, []) or _split_attributes(model, info.cls.node, expr.attr.value)


def _split_attributes(model, cls: cst.ClassDef, attribute: str) -> list[cst.BaseExpression]:  # noqa: ANN001
    found = []
    for node in walk(cls):
        if not isinstance(node, cst.Assign) or not isinstance(node.value, cst.Call) or not node.value.args:
            continue
        if not any(isinstance(t.target, (cst.Tuple, cst.List)) for t in node.targets):
            continue
        if model.qualified_name(node.value.func, model.path_to(node.value)) not in SPLITS:
            continue
        for target in node.targets:
            for element in getattr(target.target, "elements", ()):
                value = element.value
                if (
                    isinstance(value, cst.Attribute) and isinstance(value.value, cst.Name)
                    and value.value.value == "self" and value.attr.value == attribute
                ):
                    found.append(node.value.args[0].value)
    return found


def project_dataset_classes(ctx: Context, expr: cst.BaseExpression, path: list[cst.CSTNode]) -> list:
    """The dataset classes that the dataset ``expr`` is an instance of, followed as
    ``dataset_work`` follows it (names, ``self.`` attributes, ``random_split`` / ``Subset``
    parts, ``ConcatDataset([...])``, ``["train"]``): `TCGADataset(...)` bound to a name and
    split; a wrapper class of the file counts with what it wraps. Classes of the file and
    (v15) of the project's modules (`from dataset import CartoonDataset`), each with the
    context to ask questions of it in: the file's own, or the defining module's."""
    return _dataset_classes(ctx, expr, path, 0, True)


def _dataset_classes(ctx, expr: cst.BaseExpression, path: list[cst.CSTNode], depth: int, project: bool) -> list:  # noqa: ANN001
    model = ctx.semantic
    if depth > _MAX_DEPTH:
        return []
    if isinstance(expr, cst.Subscript):
        return _dataset_classes(ctx, expr.value, path, depth + 1, project)
    if isinstance(expr, cst.Name):
        values = assigned_values(path, expr.value)
        if values is None:
            values = split_sources(model, path, expr.value)
        return [
            c for v in values if not _is_loader(model, v, path)
            for c in _dataset_classes(ctx, v, model.path_to(v), depth + 1, project)
        ]
    if isinstance(expr, cst.Attribute):
        return [
            c for v in attribute_values(model, expr, path)
            for c in _dataset_classes(ctx, v, model.path_to(v), depth + 1, project)
        ]
    if not isinstance(expr, cst.Call):
        return []
    qualified = model.qualified_name(expr.func, path)
    if qualified in SPLITS and expr.args:
        return _dataset_classes(ctx, expr.args[0].value, path, depth + 1, project)
    if qualified in CONCATS and expr.args and isinstance(expr.args[0].value, (cst.List, cst.Tuple)):
        return [c for e in expr.args[0].value.elements for c in _dataset_classes(ctx, e.value, path, depth + 1, project)]
    if isinstance(expr.func, cst.Name) and qualified is None:
        cls = model.classes_by_name.get(expr.func.value)
        if cls is not None:
            wrapped = [c for a in expr.args if not a.star for c in _dataset_classes(ctx, a.value, path, depth + 1, project)]
            return [(ctx, cls), *wrapped]
    if project:
        found = _project_class(ctx, qualified)
        if found is not None:
            return [found]
    return []


def class_holds_device_tensors(ctx: Context, cls) -> bool:  # noqa: ANN001
    """Does a dataset class of this file put tensors on an accelerator where a sample is made:
    a `.cuda()` call, or `.to(x)` with ``x`` a device (a `"cuda"` string, `torch.device(...)`,
    a name saying device), in `__init__`, an item method (``ITEM_METHODS``) or a method of the
    class they call as `self.<name>(...)` (a label mask moved in `__init__` and indexed per
    sample, a sample moved in `__getitem__`)? A worker process cannot use CUDA ("Cannot
    re-initialize CUDA in forked subprocess"), so such a dataset cannot simply be given
    workers. A method nothing of these calls (a `collate_fn` the loader is given) is not read.
    ``ctx`` is the context of the class's own module (:func:`project_dataset_classes`)."""
    for node in _calls_reached(cls, ("__init__", *ITEM_METHODS)):
        func = node.func
        if not isinstance(func, cst.Attribute):
            continue
        if func.attr.value == "cuda":
            return True
        if func.attr.value == "to":
            device = find_arg(node, "device", 0)
            if device is not None and is_device_like(ctx, device.value):
                return True
    return False
