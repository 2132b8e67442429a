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
below 128 (``nn.Linear(8, 2)``), with no torchvision or timm model: its steps are bound by
kernel launches, so none of these settings changes its speed, and the rules stay silent.

**Words** are the parts of every identifier, keyword argument name and short string literal
in the code (``args.use_amp`` gives ``args``, ``use``, ``amp``, ``use_amp``), lower-cased:
the rules stay silent when the file speaks of the setting in any form, since a
``--amp`` flag or a ``precision`` config the script passes on is the author's decision, which
this file alone cannot follow.
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

# Signs of reduced-precision training: a call of a torch class or function of these names
# (`torch.autocast`, `torch.cuda.amp.autocast`, `torch.amp.GradScaler`...).
REDUCED_PRECISION_CALLS = frozenset({"autocast", "GradScaler"})
REDUCED_PRECISION_METHODS = frozenset({"half", "bfloat16"})
# Words that say the file deals with reduced precision in some form (a flag, a config).
PRECISION_WORDS = frozenset(
    {"autocast", "amp", "gradscaler", "half", "bfloat16", "float16", "bf16", "fp16", "mixed"}
)
# `precision` in an identifier is a setting (`args.precision`, `mixed_precision=`), except in
# the names of classification metrics (`precision_score`, `average_precision`).
_PRECISION = re.compile(r"precision")
_METRIC = re.compile(
    r"score|recall|average|metric|macro|micro|top|mean|map"
    # metrics tracked per split or epoch (`best_train_precision`, `val_precision`)
    r"|best|train|val|test|eval|epoch|batch|class|acc|f1|total|avg|running|hist"
)
# Words that say the file computes in float64 on purpose (scientific code): lower precision
# is not the author's to gain.
DOUBLE_WORDS = frozenset({"double", "float64", "fp64"})

# Convolution layers and image-model factories: a conv net.
CONV_LAYERS = frozenset(
    f"torch.nn.{name}" for name in ("Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d",
                                    "ConvTranspose2d", "ConvTranspose3d")
) | frozenset(
    f"torch.nn.functional.{name}" for name in ("conv1d", "conv2d", "conv3d")
)
CONV2D_LAYERS = frozenset(
    {"torch.nn.Conv2d", "torch.nn.ConvTranspose2d", "torch.nn.functional.conv2d"}
)
IMAGE_MODEL_PREFIXES = ("torchvision.models.", "timm.")
# Layers whose first positional arguments are their widths (features, channels, hidden size).
SIZED_LAYERS = frozenset(
    f"torch.nn.{name}" for name in (
        "Linear", "Bilinear", "Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d",
        "ConvTranspose3d", "Embedding", "LSTM", "GRU", "RNN", "MultiheadAttention",
        "TransformerEncoderLayer", "TransformerDecoderLayer", "Transformer",
    )
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
        )

    @property
    def reduced_precision(self) -> bool:
        """The file calls autocast, builds a GradScaler, or casts with `.half()` /
        `.bfloat16()` (a bf16/fp16 dtype is among the words of `speaks_of_precision`)."""
        return not self.methods.isdisjoint(REDUCED_PRECISION_METHODS) or any(
            name.startswith("torch.") and name.rsplit(".", 1)[1] in REDUCED_PRECISION_CALLS
            for name in self.names
        )

    @property
    def speaks_of_precision(self) -> bool:
        """Reduced precision in use, a word for it anywhere (`--amp`, `precision=`), or float64
        asked for (`.double()`, `torch.float64`)."""
        return (
            self.reduced_precision
            or not self.words.isdisjoint(PRECISION_WORDS | DOUBLE_WORDS)
            or any(_PRECISION.search(i) and not _METRIC.search(i) for i in self.identifiers)
        )

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


def training_facts(ctx: Context) -> TrainingFacts:
    """The file's training facts, read once per file after the traversal (a rule asks in
    ``leave_Module``, having passed every call to :func:`note_call`)."""
    return ctx.memo("training-facts", lambda: _read(ctx))


def _read(ctx: Context) -> TrainingFacts:
    model = ctx.semantic
    facts = TrainingFacts()
    calls: dict[int, cst.Call] = ctx.memo("training-calls", dict)
    facts.loops, facts.backward = _training_loops(ctx, list(calls.values()))
    if not facts.loops:
        return facts  # most files: nothing more to read
    nodes = model.nodes()
    # a device variable counts, as for TL201 (`model.to(device)`, the device from elsewhere)
    facts.accelerator = model.runs_on_accelerator()
    words: set[str] = set()
    identifiers: set[str] = set()
    names: set[str] = set()
    methods: set[str] = set()
    for node in nodes:
        kind = type(node)
        if kind is cst.Name:
            _add_words(words, identifiers, node.value)  # type: ignore[attr-defined]
        elif kind is cst.Attribute:
            _add_words(words, identifiers, node.attr.value)  # type: ignore[attr-defined]
        elif kind is cst.Arg and node.keyword is not None:  # type: ignore[attr-defined]
            _add_words(words, identifiers, node.keyword.value)  # type: ignore[attr-defined]
        elif kind is cst.SimpleString:
            text = string_value(node)  # type: ignore[arg-type]
            if text is not None and _SHORT_STRING.match(text):
                # a dict key ("precision" of a metrics dict) is no setting; a flag is
                flag = identifiers if text.startswith("-") else set()
                _add_words(words, flag, text.lstrip("-"))
        elif kind is cst.Call:
            func = node.func  # type: ignore[attr-defined]
            if isinstance(func, cst.Attribute):
                methods.add(func.attr.value)
            if isinstance(func, (cst.Name, cst.Attribute)):
                qualified = model.qualified_name(func, model.path_to(func))
                if qualified:
                    names.add(qualified)
                    if _optimizer_class(qualified):
                        facts.optimizers.append((node, qualified))  # type: ignore[arg-type]
                    elif qualified in SIZED_LAYERS:
                        _measure_layer(facts, node)  # type: ignore[arg-type]
        elif kind is cst.Import or kind is cst.ImportFrom:
            facts.framework = facts.framework or _framework(node)  # type: ignore[arg-type]
    facts.words = frozenset(words)
    facts.identifiers = frozenset(identifiers)
    facts.names = frozenset(names)
    facts.methods = frozenset(methods)
    return facts


def _measure_layer(facts: TrainingFacts, call: cst.Call) -> None:
    """The layer's widths: its first two positional arguments (or the first, for a layer
    given only one), which must be integer literals to be known."""
    widths = [arg.value for arg in call.args if arg.keyword is None and not arg.star][:2]
    if not widths:
        facts.unknown_width = True
        return
    for width in widths:
        if isinstance(width, cst.Integer):
            facts.widest_layer = max(facts.widest_layer or 0, int(width.evaluated_value))
        else:
            facts.unknown_width = True


def _optimizer_class(qualified: str) -> bool:
    return qualified.startswith(OPTIMIZER_PREFIX) and qualified.rsplit(".", 1)[-1][:1].isupper()


def _add_words(words: set[str], identifiers: set[str], identifier: str) -> None:
    identifiers.add(identifier.lower())
    words.add(identifier.lower())
    for part in _WORD_SPLIT.split(_CAMEL.sub("_", identifier)):
        if part:
            words.add(part.lower())


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
