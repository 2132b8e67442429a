"""What a file shows about training on an accelerator: the training-configuration rules' facts.

The "absence" rules (TL407-TL411) flag a training program that lacks a setting: mixed
precision, TF32 matmuls, cuDNN autotuning, fused optimizers, channels_last. Such a finding only
means something in a training *script*: a file that runs its own training loop on an
accelerator, where the setting belongs. A model definition, a library's building blocks or a
file whose loop a framework runs (Lightning, accelerate, DeepSpeed), with its own precision
and backend switches, is not where the setting goes. This module reads a file once for those
facts (memoised in the semantic model) so that each rule is a few lines.

A **training loop** is a ``for`` / ``while`` loop whose body (at any depth) calls
``.backward(`` and ``<optimizer>.step(`` (a receiver named like an optimizer: ``optimizer``,
``opt``, ``self.optim``, ``optD``; or ``scaler.step(optimizer)``), and that holds no inner loop
doing both (an epoch loop around a batch loop is one training loop: the batch loop).

A **toy network** is one whose every ``torch.nn`` layer built in the file has literal widths
(positional, or keywords such as ``in_features=``) below 128 (``nn.Linear(8, 2)``), with no 3-d convolution and no torchvision or timm model: its steps are bound by
kernel launches, so none of these settings changes its speed, and the rules stay silent.

**Words** are the parts of every identifier, keyword argument name and short string literal
in the code (``args.use_amp`` gives ``args``, ``use``, ``amp``, ``use_amp``), lower-cased: a
rule stays silent when the file names a setting it would advise (``allow_tf32``,
``channels_last``). Whether the file already trains in reduced precision is read from what the
code does, not from words (names are not facts: ``half_res`` is half resolution): autocast,
a GradScaler, a ``.half()`` cast, a ``torch.bfloat16`` dtype, or a precision switch named as
one (``args.amp``, ``--fp16``: the whole identifier).

**Model kind** (which setting pays) comes from the ``torch.nn`` classes the file builds:
convolutions, RNNs (cuDNN, TF32 already), ``Linear`` / attention layers and hand-written
matmuls (where TF32 matmul precision pays), and the GAN pattern (two optimizers, one over a
discriminator's parameters), where bf16 autocast was measured slower.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import libcst as cst

from torchlint.semantic.names import dotted
from torchlint.semantic.syntax import string_value
# Imports that mean a framework owns the loop's precision and backend settings (one list with
# the rules' syntax screens, which import no libcst).
from torchlint.syntax_screens._shared import FRAMEWORKS

if TYPE_CHECKING:
    from torchlint.rule import Context

OPTIMIZER_PREFIX = "torch.optim."
_SHORT_STRING = re.compile(r"^[\w.\-:]{1,60}$")
_WORD_SPLIT = re.compile(r"[_.\-:]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")

# Signs of reduced-precision training, from what the code does (names are not facts: a
# `half_res` variable is half resolution, a `DoubleConv` block is two convolutions): a call of
# a torch class or function of these names (`torch.autocast`, `torch.cuda.amp.autocast`,
# `torch.amp.GradScaler`...), a cast method, a reference to a reduced-precision dtype.
REDUCED_PRECISION_CALLS = frozenset({"autocast", "GradScaler"})
REDUCED_PRECISION_METHODS = frozenset({"half", "bfloat16"})
REDUCED_DTYPES = frozenset({"torch.float16", "torch.half", "torch.bfloat16"})
# float64 asked for (scientific code): lower precision is not the author's to gain.
DOUBLE_DTYPES = frozenset({"torch.float64", "torch.double"})
COMPLEX_DTYPES = frozenset(
    {"torch.complex64", "torch.complex128", "torch.cfloat", "torch.cdouble", "torch.complex32"}
)
DTYPE_ATTRIBUTES = frozenset(
    name.rsplit(".", 1)[1] for name in REDUCED_DTYPES | DOUBLE_DTYPES | COMPLEX_DTYPES
)
# A precision switch the script reads or passes on (`args.amp`, `--fp16`, `use_amp=`,
# `mixed_precision="bf16"`): the whole identifier (or flag) is the switch, so that a word
# inside another name (`half_res`, `amp_factor`, `precision_score`) is not one.
_SWITCH = (
    r"^(?:use_|enable_|with_|no_|disable_)?(?:{})(?:_enabled|_dtype|_mode|_level|_training|_type)?$"
)
_REDUCED = r"amp|fp16|bf16|half|autocast|mixed_precision|float16|bfloat16|half_precision|opt_level"
# a reduced-precision switch (`args.amp`); `precision` alone may be a matmul precision
# (`--precision highest`), which is a precision choice but no reduced-precision training
AMP_SWITCH = re.compile(_SWITCH.format(_REDUCED))
PRECISION_SWITCH = re.compile(_SWITCH.format(_REDUCED + "|precision"))

# Convolution layers and image-model factories: a conv net.
CONV_LAYERS = frozenset(
    f"torch.nn.{name}" for name in ("Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d",
                                    "ConvTranspose2d", "ConvTranspose3d")
) | frozenset(
    f"torch.nn.functional.{name}" for name in ("conv1d", "conv2d", "conv3d")
)
CONV3D_LAYERS = frozenset(
    {"torch.nn.Conv3d", "torch.nn.ConvTranspose3d", "torch.nn.functional.conv3d"}
)
CONV2D_LAYERS = frozenset(
    {"torch.nn.Conv2d", "torch.nn.ConvTranspose2d", "torch.nn.functional.conv2d"}
)
# (timm's utilities, `timm.utils.AverageMeter`, build no model)
IMAGE_MODEL_PREFIXES = ("torchvision.models.", "timm.models.", "timm.create_model")
# Layers whose first positional arguments are their widths (features, channels, hidden size).
SIZED_LAYERS = frozenset(
    f"torch.nn.{name}" for name in (
        "Linear", "Bilinear", "Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d",
        "ConvTranspose3d", "Embedding", "LSTM", "GRU", "RNN", "MultiheadAttention",
        "TransformerEncoderLayer", "TransformerDecoderLayer", "Transformer",
    )
)
RNN_LAYERS = frozenset(
    f"torch.nn.{name}" for name in ("LSTM", "GRU", "RNN", "LSTMCell", "GRUCell", "RNNCell")
)
LINEAR_LAYERS = frozenset({"torch.nn.Linear", "torch.nn.Bilinear", "torch.nn.LazyLinear"})
ATTENTION_LAYERS = frozenset(
    f"torch.nn.{name}" for name in (
        "MultiheadAttention", "Transformer", "TransformerEncoder", "TransformerDecoder",
        "TransformerEncoderLayer", "TransformerDecoderLayer",
    )
) | frozenset({"torch.nn.functional.scaled_dot_product_attention"})
# Batched matmuls written by hand (attention, mixing layers)
MATMUL_CALLS = frozenset({"torch.matmul", "torch.bmm", "torch.baddbmm", "torch.einsum"})
# Transformer models built from a library
ATTENTION_PREFIXES = ("transformers.",)
# Losses that raise under autocast ("unsafe to autocast": they take probabilities)
AUTOCAST_UNSAFE_LOSSES = frozenset(
    {"torch.nn.BCELoss", "torch.nn.functional.binary_cross_entropy"}
)
# What a GAN's discriminator (or critic) is called, as the receiver of `.parameters()` given to
# its own optimizer: `optim.Adam(netD.parameters())`.
_DISCRIMINATOR = re.compile(r"^(d|netd|dnet|d_net|model_d|disc|discriminator|critic)$|discrim|critic")

# Environment libraries of reinforcement learning: their steps run on the host, and the
# policy networks are small, so a precision setting does not change the loop's time.
RL_MODULES = frozenset(
    {"gym", "gymnasium", "envpool", "procgen", "pettingzoo", "dm_control", "minigrid", "ale_py"}
)
RL_REASON = (
    "a reinforcement-learning loop (an environment library is imported): environment steps on "
    "the host and small policy networks bound its time"
)

# The file chose its matmul precision: any of these words, in any form, is that decision.
TF32_WORDS = frozenset({"set_float32_matmul_precision", "allow_tf32", "tf32", "fp32_precision"})
# Why a GAN's precision finding is pedantic (RULES.md v3, measured on an H200 by review).
GAN_REASON = (
    "GAN-style training (two optimizers, one for a discriminator): bf16 autocast was measured "
    "slower for small GANs and DCGAN"
)

# A network whose every layer is narrower than this is launch-bound on a GPU: reduced
# precision, TF32, fused optimizers and layouts do not change its step time.
TINY_WIDTH = 128


@dataclass(eq=False)
class TrainingFacts:
    loops: list[cst.For | cst.While] = field(default_factory=list)
    # the first `.backward(` call of the first training loop, where findings are anchored
    backward: cst.Call | None = None
    accelerator: bool = False
    framework: str | None = None
    words: frozenset[str] = frozenset()
    # whole identifiers, keyword names and command-line flags (`"--precision"`), lower-cased
    identifiers: frozenset[str] = frozenset()
    # qualified names of the functions and classes the file calls
    names: frozenset[str] = frozenset()
    # methods called by name on anything (`.half(`, `.bfloat16(`)
    methods: frozenset[str] = frozenset()
    # `torch.optim` constructions, in source order: (call, qualified class name)
    optimizers: list[tuple[cst.Call, str]] = field(default_factory=list)
    # the widest literal width of the file's `torch.nn` layers; None when the file builds
    # none, or one whose widths are not literals
    widest_layer: int | None = None
    unknown_width: bool = False
    # qualified names of the torch dtypes referred to (`torch.bfloat16`, `torch.float64`)
    dtypes: frozenset[str] = frozenset()
    # `@` between two expressions: hand-written matmuls (attention)
    matmul_operator: bool = False
    # the file may run its model on the CPU: `torch.cuda.is_available()`, `"cpu"` as one
    # branch of a conditional expression (`"cuda" if ... else "cpu"`), a device name or
    # `default=` bound to `"cpu"`
    cpu_path: bool = False
    # sparse parameters or gradients: `sparse=True` (an embedding), `.to_sparse(`
    sparse: bool = False
    # the most optimizers one training loop steps (`optimizerD.step()` and
    # `optimizerG.step()`: 2), told apart by the receiver of `.step(`
    optimizers_per_loop: int = 0
    # a reinforcement-learning script: it imports an environment library (gym, gymnasium,
    # envpool...), whose steps on the host bound the loop
    rl: bool = False

    @property
    def script(self) -> bool:
        """A training script of this file that the setting belongs to: a training loop, on
        an accelerator, run by no framework, of a network that is not a toy."""
        return (
            self.backward is not None and self.accelerator and self.framework is None
            and not self.tiny_model
        )

    @property
    def tiny_model(self) -> bool:
        """Every layer the file builds has literal widths below ``TINY_WIDTH``
        (`nn.Linear(8, 2)`), and it builds no torchvision or timm model: a toy network,
        whose step time these settings do not change."""
        return (
            self.widest_layer is not None
            and not self.unknown_width
            and self.widest_layer < TINY_WIDTH
            and not any(name.startswith(IMAGE_MODEL_PREFIXES) for name in self.names)
            # 3-d convolutions over video or volumes are heavy at any width
            and not self.names & CONV3D_LAYERS
        )

    @property
    def reduced_precision(self) -> bool:
        """The code trains in reduced precision: it calls autocast, builds a GradScaler, casts
        with `.half()` / `.bfloat16()`, or refers to `torch.float16` / `torch.bfloat16`."""
        return (
            not self.methods.isdisjoint(REDUCED_PRECISION_METHODS)
            or not self.dtypes.isdisjoint(REDUCED_DTYPES)
            or any(
                name.startswith("torch.") and name.rsplit(".", 1)[1] in REDUCED_PRECISION_CALLS
                for name in self.names
            )
        )

    @property
    def precision_switch(self) -> bool:
        """A precision switch the script reads or passes on, named as one: `args.amp`,
        `--fp16`, `use_amp=`, `mixed_precision=`, `args.precision`, apex's `amp`."""
        return any(PRECISION_SWITCH.match(i.replace("-", "_")) for i in self.identifiers)

    @property
    def amp_switch(self) -> bool:
        """A reduced-precision switch named as one: `args.amp`, `--fp16`, `use_amp=`,
        `mixed_precision=` (not a bare `precision`, which may be a matmul precision)."""
        return any(AMP_SWITCH.match(i.replace("-", "_")) for i in self.identifiers)

    @property
    def float64(self) -> bool:
        """float64 asked for: `.double()`, `torch.float64` / `torch.double`."""
        return "double" in self.methods or not self.dtypes.isdisjoint(DOUBLE_DTYPES)

    @property
    def speaks_of_precision(self) -> bool:
        """Reduced precision in use, a precision switch (`--amp`, `precision=`), or float64
        asked for: what the code does, not what its names contain."""
        return self.reduced_precision or self.precision_switch or self.float64

    @property
    def complex_params(self) -> bool:
        return not self.dtypes.isdisjoint(COMPLEX_DTYPES)

    # -- what kind of model: the torch.nn classes the file builds --------------------------
    @property
    def rnn(self) -> bool:
        """An `nn.LSTM` / `GRU` / `RNN` (or a cell) is built: cuDNN RNNs, which use TF32
        already."""
        return bool(self.names & RNN_LAYERS)

    @property
    def attention(self) -> bool:
        """Attention or transformer layers, hand-written batched matmuls (`torch.matmul`,
        `torch.bmm`, `torch.einsum`, `@`), or a `transformers` model."""
        return (
            bool(self.names & (ATTENTION_LAYERS | MATMUL_CALLS))
            or self.matmul_operator
            or any(name.startswith(ATTENTION_PREFIXES) for name in self.names)
        )

    @property
    def large_matmuls(self) -> bool:
        """The model's compute is matmuls, where TF32 matmul precision pays: attention (see
        :attr:`attention`), or `nn.Linear` layers in a model with no convolution and no RNN
        (a conv net's classifier head or an RNN's decoder is not where its time goes)."""
        if self.attention:
            return True
        return bool(self.names & LINEAR_LAYERS) and not self.conv_net() and not self.rnn

    @property
    def gan(self) -> bool:
        """The GAN pattern: two or more `torch.optim` optimizers, one of them over the
        parameters of a discriminator or critic (`optim.Adam(netD.parameters())`)."""
        if len(self.optimizers) < 2:
            return False
        for call, _ in self.optimizers:
            if not call.args:
                continue
            params = call.args[0].value
            if (
                isinstance(params, cst.Call)
                and isinstance(params.func, cst.Attribute)
                and params.func.attr.value == "parameters"
            ):
                parts = dotted(params.func.value)
                if parts and _DISCRIMINATOR.search(parts[-1].lower()):
                    return True
        return False

    @property
    def autocast_unsafe_loss(self) -> bool:
        """`nn.BCELoss` / `F.binary_cross_entropy`: they raise under autocast."""
        return bool(self.names & AUTOCAST_UNSAFE_LOSSES)

    def conv_net(self, two_d: bool = False) -> bool:
        """A convolution layer of `torch.nn` (2-d ones only when ``two_d``), or a
        torchvision / timm model, is referred to in this file."""
        layers = CONV2D_LAYERS if two_d else CONV_LAYERS
        return bool(self.names & layers) or any(
            name.startswith(IMAGE_MODEL_PREFIXES) for name in self.names
        )


def note_call(ctx: Context, call: cst.Call) -> None:
    """Called by the rules for every call the traversal visits: keeps the ``.backward(`` and
    ``.step(`` calls, so that a file without both is settled without reading it again."""
    func = call.func
    if isinstance(func, cst.Attribute) and func.attr.value in ("backward", "step"):
        ctx.memo("training-calls", dict)[id(call)] = call


def training_facts(ctx: Context, *, without_loop: bool = False) -> TrainingFacts:
    """The file's training facts, read once per file after the traversal (a rule asks in
    ``leave_Module``, having passed every call to :func:`note_call`). ``without_loop``: read
    the file's words, names and dtypes even where it writes no training loop (a training a
    library runs: `transformers.Trainer`)."""
    return ctx.memo(("training-facts", without_loop), lambda: _read(ctx, without_loop))


def _read(ctx: Context, without_loop: bool = False) -> TrainingFacts:
    model = ctx.semantic
    facts = TrainingFacts()
    calls: dict[int, cst.Call] = ctx.memo("training-calls", dict)
    facts.loops, facts.backward = _training_loops(ctx, list(calls.values()))
    if not facts.loops and not without_loop:
        return facts  # most files: nothing more to read
    steps = [call for call in calls.values() if _is_optimizer_step(call)]
    for loop in facts.loops:
        stepped = {
            _stepped_optimizer(call) for call in steps if _within(model, call, loop)
        }
        facts.optimizers_per_loop = max(facts.optimizers_per_loop, len(stepped))
    nodes = model.nodes()
    # a device variable counts, as for TL201 (`model.to(device)`, the device from elsewhere)
    facts.accelerator = model.runs_on_accelerator()
    words: set[str] = set()
    identifiers: set[str] = set()
    names: set[str] = set()
    methods: set[str] = set()
    dtypes: set[str] = set()
    for node in nodes:
        kind = type(node)
        if kind is cst.Name:
            _add_words(words, identifiers, node.value)  # type: ignore[attr-defined]
        elif kind is cst.Attribute:
            attr = node.attr.value  # type: ignore[attr-defined]
            _add_words(words, identifiers, attr)
            if attr in DTYPE_ATTRIBUTES:
                qualified = model.qualified_name(node, model.path_to(node))  # type: ignore[arg-type]
                if qualified and not (qualified in DOUBLE_DTYPES and _metric_dtype(model, node)):  # type: ignore[arg-type]
                    dtypes.add(qualified)
        elif kind is cst.BinaryOperation:
            if isinstance(node.operator, cst.MatrixMultiply):  # type: ignore[attr-defined]
                facts.matmul_operator = True
        elif kind is cst.IfExp:
            if _is_cpu(node.body) or _is_cpu(node.orelse):  # type: ignore[attr-defined]
                facts.cpu_path = True
        elif kind is cst.Arg and node.keyword is not None:  # type: ignore[attr-defined]
            keyword = node.keyword.value  # type: ignore[attr-defined]
            _add_words(words, identifiers, keyword)
            value = node.value  # type: ignore[attr-defined]
            if keyword == "sparse" and isinstance(value, cst.Name) and value.value == "True":
                facts.sparse = True
            elif keyword == "default" and _is_cpu(value):
                facts.cpu_path = True
        elif kind is cst.Assign:
            if _is_cpu(node.value) and any(  # type: ignore[attr-defined]
                _device_name(target.target) for target in node.targets  # type: ignore[attr-defined]
            ):
                facts.cpu_path = True
        elif kind is cst.SimpleString:
            text = string_value(node)  # type: ignore[arg-type]
            if text is not None and _SHORT_STRING.match(text):
                # a dict key ("precision" of a metrics dict) is no setting; a flag is
                flag = identifiers if text.startswith("-") else set()
                _add_words(words, flag, text.lstrip("-"))
        elif kind is cst.Call:
            func = node.func  # type: ignore[attr-defined]
            if isinstance(func, cst.Attribute) and not (
                func.attr.value == "double" and _metric_double(model, node)  # type: ignore[arg-type]
            ):
                methods.add(func.attr.value)
            if isinstance(func, (cst.Name, cst.Attribute)):
                qualified = model.qualified_name(func, model.path_to(func))
                if isinstance(func, cst.Attribute) and func.attr.value == "to_sparse":
                    facts.sparse = True
                if qualified:
                    names.add(qualified)
                    if qualified == "torch.cuda.is_available":
                        facts.cpu_path = True
                    if _optimizer_class(qualified):
                        facts.optimizers.append((node, qualified))  # type: ignore[arg-type]
                    elif qualified in SIZED_LAYERS:
                        _measure_layer(facts, node, model)  # type: ignore[arg-type]
        elif kind is cst.Import or kind is cst.ImportFrom:
            facts.framework = facts.framework or _framework(node)  # type: ignore[arg-type]
            facts.rl = facts.rl or _imports_any(node, RL_MODULES)  # type: ignore[arg-type]
    facts.words = frozenset(words)
    facts.identifiers = frozenset(identifiers)
    facts.names = frozenset(names)
    facts.methods = frozenset(methods)
    facts.dtypes = frozenset(dtypes)
    return facts


def _metric_double(model, call: cst.Call) -> bool:  # noqa: ANN001
    """``.double()`` on a metric, not on the model's numbers: a ratio (``correct.double() /
    len(dataset)``), a count of comparisons (``(preds == y).double()``, ``preds.eq(y)
    .double()``), a value detached or read back to the host (``loss.detach().double()``,
    ``.double().numpy()``). Accuracy in float64 asks nothing of the training's precision."""
    from torchlint.semantic.syntax import walk

    parent = model.parent(call)
    if isinstance(parent, cst.BinaryOperation) and parent.left is call and isinstance(
        parent.operator, cst.Divide
    ):
        return True
    if isinstance(parent, cst.Attribute) and parent.attr.value in ("numpy", "item", "tolist", "cpu"):
        return True
    assert isinstance(call.func, cst.Attribute)
    return any(
        isinstance(node, cst.Comparison)
        or (isinstance(node, cst.Attribute) and node.attr.value in ("eq", "ne", "detach"))
        for node in walk(call.func.value)
    )


def _metric_dtype(model, dtype: cst.Attribute) -> bool:  # noqa: ANN001
    """`dtype=torch.float64` of a tensor read back to the host: a metric's average
    (``torch.mean(torch.tensor(accs, dtype=torch.float64)).item()``, a minBERT script of the
    fresh38 recall panel), no choice of the training's precision."""
    arg = model.parent(dtype)
    if not (isinstance(arg, cst.Arg) and arg.keyword is not None and arg.keyword.value == "dtype"):
        return False
    node = model.parent(arg)
    for _ in range(4):  # the call, and the calls and attributes it is handed to
        parent = model.parent(node)
        if isinstance(parent, cst.Attribute) and parent.attr.value in ("item", "numpy", "tolist", "cpu"):
            return True
        if isinstance(parent, cst.Arg):
            parent = model.parent(parent)
        if not isinstance(parent, (cst.Call, cst.Attribute)):
            return False
        node = parent
    return False


def _is_cpu(value: cst.BaseExpression) -> bool:
    """`"cpu"`, or `torch.device("cpu")` (any receiver: the string decides)."""
    if string_value(value) == "cpu":
        return True
    return (
        isinstance(value, cst.Call)
        and isinstance(value.func, (cst.Name, cst.Attribute))
        and (value.func.value if isinstance(value.func, cst.Name) else value.func.attr.value) == "device"
        and len(value.args) >= 1
        and string_value(value.args[0].value) == "cpu"
    )


def _device_name(target: cst.BaseExpression) -> bool:
    parts = dotted(target)
    return bool(parts) and "device" in parts[-1].lower()


# Keywords that give a layer's widths (`nn.Linear(in_features=2, out_features=10)`).
WIDTH_KEYWORDS = frozenset({
    "in_features", "out_features", "in_channels", "out_channels", "input_size", "hidden_size",
    "num_embeddings", "embedding_dim", "embed_dim", "d_model", "in1_features", "in2_features",
})


def layer_widths(call: cst.Call) -> list[cst.BaseExpression]:
    """A layer call's width arguments: its first two positional arguments (or the first, for
    a layer given only one), else its width keywords (`in_features=`, `out_channels=`)."""
    widths = [arg.value for arg in call.args if arg.keyword is None and not arg.star][:2]
    if len(widths) < 2:
        widths += [
            arg.value for arg in call.args
            if arg.keyword is not None and arg.keyword.value in WIDTH_KEYWORDS
        ][: 2 - len(widths)]
    return widths


def _measure_layer(facts: TrainingFacts, call: cst.Call, model) -> None:  # noqa: ANN001
    """The layer's widths: its first two positional arguments (or the first, for a layer
    given only one), else its width keywords (`in_features=`, `out_channels=`), which must be
    integer literals to be known, or parameters of the enclosing class's `__init__` that every
    construction of that class in the file gives as integer literals (or leaves at a literal
    default): `MoonModel(in_features=2, hidden_units=10)`."""
    widths = layer_widths(call)
    if not widths:
        facts.unknown_width = True
        return
    for width in widths:
        value = _literal_width(width, call, model)
        if value is None:
            facts.unknown_width = True
        else:
            facts.widest_layer = max(facts.widest_layer or 0, value)


def _literal_width(width: cst.BaseExpression, call: cst.Call, model) -> int | None:  # noqa: ANN001
    if isinstance(width, cst.Integer):
        return int(width.evaluated_value)
    if not isinstance(width, cst.Name):
        return None
    path = model.path_to(call)
    functions = [node for node in path if isinstance(node, cst.FunctionDef)]
    if not functions or functions[-1].name.value != "__init__":
        return None
    init = functions[-1]
    classes = [node for node in path if isinstance(node, cst.ClassDef)]
    if not classes or path.index(classes[-1]) > path.index(init):
        return None
    params = [p for p in init.params.params]
    names = [p.name.value for p in params]
    if width.value not in names or names.index(width.value) == 0:
        return None  # not a parameter (or `self`)
    index = names.index(width.value)
    default = params[index].default
    values: list[int] = []
    class_name = classes[-1].name.value
    constructions = [
        node for node in model.nodes_of(cst.Call)
        if isinstance(node.func, cst.Name) and node.func.value == class_name
    ]
    if not constructions:
        return None
    for construction in constructions:
        if any(arg.star for arg in construction.args):
            return None
        given = None
        for arg in construction.args:
            if arg.keyword is not None and arg.keyword.value == width.value:
                given = arg.value
        positional = [arg.value for arg in construction.args if arg.keyword is None]
        if given is None and len(positional) >= index:
            given = positional[index - 1]
        if given is None:
            given = default
        if not isinstance(given, cst.Integer):
            return None
        values.append(int(given.evaluated_value))
    return max(values)


def _optimizer_class(qualified: str) -> bool:
    """A `torch.optim` optimizer class (`torch.optim.AdamW`), not a scheduler
    (`torch.optim.lr_scheduler.StepLR`) or an SWA helper."""
    return (
        qualified.startswith(OPTIMIZER_PREFIX)
        and qualified.rsplit(".", 1)[-1][:1].isupper()
        and ".lr_scheduler." not in qualified
        and ".swa_utils." not in qualified
    )


def _add_words(words: set[str], identifiers: set[str], identifier: str) -> None:
    identifiers.add(identifier.lower())
    words.add(identifier.lower())
    for part in _WORD_SPLIT.split(_CAMEL.sub("_", identifier)):
        if part:
            words.add(part.lower())


def _imports_any(node: cst.Import | cst.ImportFrom, modules: frozenset[str]) -> bool:
    if isinstance(node, cst.Import):
        found = [dotted(alias.name) for alias in node.names]
    elif node.relative or node.module is None:
        return False
    else:
        found = [dotted(node.module)]
    return any(parts and parts[0] in modules for parts in found)


def _framework(node: cst.Import | cst.ImportFrom) -> str | None:
    if isinstance(node, cst.Import):
        modules = [dotted(alias.name) for alias in node.names]
    else:
        if node.relative or node.module is None:
            return None
        modules = [dotted(node.module)]
    for parts in modules:
        if parts and parts[0] in FRAMEWORKS:
            return parts[0]
    return None


def _is_backward(call: cst.Call) -> bool:
    return isinstance(call.func, cst.Attribute) and call.func.attr.value == "backward"


def _is_optimizer_step(call: cst.Call) -> bool:
    """``<optimizer>.step(``: a receiver named like an optimizer (``optimizer``, ``opt``,
    ``self.optim``, ``optD``), or ``scaler.step(opt)`` (a GradScaler steps the optimizer it is
    given)."""
    func = call.func
    if not (isinstance(func, cst.Attribute) and func.attr.value == "step"):
        return False
    parts = dotted(func.value)
    if parts is None:
        return False
    if "opt" in parts[-1].lower():
        return True
    if call.args and call.args[0].keyword is None:
        given = dotted(call.args[0].value)
        return given is not None and "opt" in given[-1].lower()
    return False


def _stepped_optimizer(call: cst.Call) -> tuple[str, ...]:
    """Which optimizer ``<optimizer>.step(`` steps: its receiver's dotted name, or the
    optimizer given to ``scaler.step(opt)``."""
    assert isinstance(call.func, cst.Attribute)
    parts = dotted(call.func.value) or ()
    if parts and "opt" not in parts[-1].lower() and call.args and call.args[0].keyword is None:
        parts = dotted(call.args[0].value) or parts
    return tuple(parts)


def _training_loops(
    ctx: Context, calls: list[cst.Call]
) -> tuple[list[cst.For | cst.While], cst.Call | None]:
    """The innermost loops whose body (at any depth, nested functions included) calls both
    ``.backward(`` and ``<optimizer>.step(``, in source order, and the first ``.backward(``
    call of the first one. Found from the calls (in source order) up to their loops."""
    model = ctx.semantic
    backward = [call for call in calls if _is_backward(call)]
    steps = [call for call in calls if _is_optimizer_step(call)]
    if not backward or not steps:
        return [], None
    around_step = {id(loop) for call in steps for loop in _loops_around(model, call)}
    training: list[cst.For | cst.While] = []  # in source order: outer loops first
    seen: set[int] = set()
    for call in backward:
        for loop in _loops_around(model, call):
            if id(loop) in around_step and id(loop) not in seen:
                seen.add(id(loop))
                training.append(loop)
    # an outer loop (epochs) holds a training loop (batches) in its body: keep the inner.
    # The nodes around each training loop, once (asking every pair of loops was quadratic
    # in a file of many training functions).
    outer = {id(step) for other in training for step in model.path_to(other)[:-1]}
    inner = [loop for loop in training if id(loop) not in outer]
    if not inner:
        return [], None
    first = inner[0]
    anchor = next(call for call in backward if _within(model, call, first))
    return inner, anchor


def _within(model, node: cst.CSTNode, ancestor: cst.CSTNode) -> bool:  # noqa: ANN001
    return any(step is ancestor for step in model.path_to(node))


def _loops_around(model, node: cst.CSTNode) -> list[cst.For | cst.While]:  # noqa: ANN001
    """Every loop whose body holds ``node``, at any depth."""
    path = model.path_to(node)
    return [
        ancestor for index, ancestor in enumerate(path[:-1])
        if isinstance(ancestor, (cst.For, cst.While)) and path[index + 1] is ancestor.body
    ]
