"""What a file shows about the cost of the model it trains: the ``model_cost`` fact.

Absence rules (TL407 first) name a setting whose gain grows with the model's compute: bf16
autocast pays on ResNet-50-class convolution nets, 3-d convolutions, UNets with attention and
transformers of base size and up, and not on course networks, whose steps are bound by kernel
launches or by the loader (RULES.md v3; issue 24's reviews). This module reads, once per
file, the evidence that the model trained here is **known to be compute-heavy**, and the
evidence that, although it may be, the training the file runs does not pay for a change:

- **heavy**: a known heavy architecture built by its constructor (a torchvision model of
  ResNet-18 size and up, any torchvision detection, segmentation or video model; a timm model;
  a ``transformers`` model ``from_pretrained`` a checkpoint that is not a tiny, mini, small or
  distilled one (given first or as ``pretrained_model_name_or_path=``; GPT-2 small, ``gpt2``,
  is BERT-base's size and counts; ConvNeXt and Swin "tiny" ones are ResNet-50 class); a constructor from
  another module named as such an architecture, ``ResNet18()``, ``vgg16(classes)`` (a class
  or function of this file is judged by the layers it builds, never by its name); an
  architecture name given as a model switch's default,
  ``parser.add_argument("--arch", default="resnet50")``, or to a model factory,
  ``get_model("resnet50")``); 3-d convolutions; a convolution stack with 512 output
  channels or more (a layer's width folded from literals, or a literal width given to a function or class of
  this file that builds convolutions: ``blk(256, 512)``); a convolution net with attention
  (a diffusion UNet); a transformer configuration of GPT-2 size or larger written as literals
  (``{"emb_dim": 768, "n_layers": 12}``, ``GPTConfig(n_embd=768, n_layer=12)``); CLIP
  (``clip.load``, ``open_clip.create_model*``); a pretrained ``transformers`` model class
  that is not a light one, given its checkpoint by the command line
  (``model_class.from_pretrained(args.model_name_or_path)``).
  Constructors and layers count where they build the model the training loop's optimizer
  trains: the last binding, before the optimizer, of the name whose ``.parameters()`` it
  takes (through wrappers: ``get_peft_model(model, config)``, ``DDP(model)``), with the
  classes and functions of this file that binding builds; where the file does not show that
  binding (``self.model``, a function's parameter), whatever the file builds.
- **head only**: only a head trains: every optimizer takes a submodule's parameters
  (``model.fc.parameters()``), or the file freezes a whole model (``for p in
  model.parameters(): p.requires_grad = False``, ``model.requires_grad_(False)``): the frozen
  backbone's forward runs without a backward, and the step is bound by loading (not where an
  optimizer takes the whole parameters of a heavy model that no freeze of its function
  names: a fine-tune beside a feature extractor, a student beside a frozen teacher); or the
  training step runs a model under ``torch.no_grad()`` and trains what follows (a linear
  probe).
- **one off**: the training loop runs once for a short while or trains no model: a learning
  rate finder (the loop inside ``lr_find`` / ``lr_range_test`` / ``find_lr``, or a file named
  ``lr_finder``), or every optimizer takes a list of tensors and none a module's parameters
  (a latent projection, a style transfer, a class visualisation: an input is optimised), or
  the training loop is a single pass over its data at the top level of a script or notebook
  cell, with no epoch loop around it (a demonstration).

Names decide only where a name is the constructor of the model (RULES.md v3: names are not
facts, so a variable called ``resnet`` decides nothing; the callee ``resnet50`` does).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import libcst as cst

from torchlint.semantic.cli_args import options
from torchlint.semantic.names import dotted
from torchlint.semantic.model_size import Size, model_size
from torchlint.semantic.syntax import string_value

if TYPE_CHECKING:
    from torchlint.rule import Context
    from torchlint.semantic.model import SemanticModel

# Architectures of ResNet-18 compute and up (ImageNet-class models, detection and
# segmentation networks, video models, vision transformers), as their constructors or
# registry names are written (`resnet50`, `ResNet18`, `vgg16_bn`, `deeplabv3plus_resnet101`).
HEAVY_ARCH = re.compile(
    r"^(?:(?:se_?)?res_?net_?(?:18|26|34|50|101|152|200)d?(?:_\w+)?|resnext\w*|wide_?resnet\w*|"
    r"resnest\w*|vgg_?(?:11|13|16|19)(?:_?bn)?|densenet_?(?:121|161|169|201|264)\w*|"
    r"efficientnet\w*|convnext\w*|vit_\w+|swin\w*|deit\w*|regnet\w*|inception_?v[34]\w*|"
    r"googlenet|xception\w*|dpn\d+\w*|nasnet\w*|senet154|"
    r"r3d_\d+|r2plus1d\w*|mc3_\d+|s3d|mvit\w*|i3d\w*|"
    r"deeplab\w*|fcn_?resnet\w*|pspnet\w*|hrnet\w*|fasterrcnn\w*|maskrcnn\w*|keypointrcnn\w*|"
    r"retinanet\w*|fcos\w*|ssd(?:300|512)\w*|yolov?\d\w*)$",
    re.IGNORECASE,
)
# torchvision sub-packages whose every model is heavy at the resolutions they are trained at
HEAVY_TORCHVISION = ("torchvision.models.detection.", "torchvision.models.segmentation.",
                     "torchvision.models.video.", "torchvision.models.optical_flow.")
# checkpoints of tiny, mini, small or distilled models (`prajjwal1/bert-tiny`,
# `distilbert-base-uncased`, `t5-small`). `gpt2` alone (GPT-2 small, 124M parameters) is
# BERT-base's size, whose fp32 fine-tunes reviewers changed: it is not light (a short demo
# run or a trained head stays pedantic on its own evidence).
LIGHT_CHECKPOINT = re.compile(r"tiny|mini|small|distil|micro|nano", re.IGNORECASE)
# hub checkpoints of transformer families of BERT-base size and up, as courses load them into
# their own classes (`bert-base-uncased`, `gpt2`, `roberta-large`, `t5-base`)
HUB_TRANSFORMER = re.compile(
    r"^(?:bert|roberta|gpt2|gpt-2|t5|flan-t5|bart|deberta|electra|xlnet|albert|xlm|llama|"
    r"opt-|bloom|mistral|qwen|gemma|phi-|vit-|whisper|wav2vec2)", re.IGNORECASE
)
# Google's small BERTs (`bert_uncased_L-4_H-256_A-4`): up to 512 wide
SMALL_BERT = re.compile(r"_H-(?:128|256|512)_", re.IGNORECASE)
# vision families whose "tiny" and "small" models have ResNet-50's compute (ConvNeXt-T and
# Swin-T: 4.5 GFLOPs at 224 pixels)
HEAVY_TINY = re.compile(r"convnext|swin", re.IGNORECASE)
# CLIP's loaders (OpenAI's `clip` package, open_clip): the smallest CLIP is ViT-B/32 or
# ResNet-50 with a 12-layer text transformer, ResNet-50 class at least
CLIP_LOADERS = frozenset({
    "clip.load", "open_clip.create_model", "open_clip.create_model_and_transforms",
})
_CONVS = frozenset(
    f"torch.nn.{name}" for name in ("Conv1d", "Conv2d", "ConvTranspose1d", "ConvTranspose2d")
)
_CONV3D = frozenset({"torch.nn.Conv3d", "torch.nn.ConvTranspose3d", "torch.nn.functional.conv3d"})
_ATTENTION = frozenset({
    "torch.nn.MultiheadAttention", "torch.nn.functional.scaled_dot_product_attention",
    "torch.nn.TransformerEncoderLayer", "torch.nn.TransformerDecoderLayer",
})
WIDE_CONV = 512
CONV_ATTENTION = "it builds a convolution net with attention"
# A vision transformer the user's code defines (`DeiT(...)`, `ViT_B()` of the project), whose
# size the configuration says, not torchvision's `vit_b_16` or `swin_t` (a fixed size)
_OWN_TRANSFORMER = re.compile(r"(?!vit_[blh]_\d+$|swin_(?:v2_)?[tsb]$)(?:vit|deit|swin)", re.IGNORECASE)


@dataclass(frozen=True)
class Evidence:
    """Why the model is known to be compute-heavy (``reason``, shown in messages), and whether
    its size is its configuration's rather than its architecture's (``sized_by_config``: a
    convolution net with attention, a vision transformer the user's code defines), where what
    the configuring files say of a transformer's size decides (TL407 v8)."""

    reason: str
    sized_by_config: bool = False


# A transformer configuration of GPT-2 small's size or larger (768 wide, 12 layers).
_WIDTH_KEYS = frozenset({"emb_dim", "n_embd", "d_model", "hidden_size", "embed_dim", "dim"})
_DEPTH_KEYS = frozenset({"n_layers", "n_layer", "num_layers", "num_hidden_layers", "depth"})
GPT_WIDTH, GPT_DEPTH = 768, 12
_LR_FINDER = re.compile(r"lr_?find|lr_range|find_?lr|range_test", re.IGNORECASE)


@dataclass(frozen=True)
class ModelCost:
    """Why the trained model is known to be compute-heavy (None: not known), and why its
    training here would not pay for a change even so (None: nothing says so)."""

    heavy: str | None = None
    head_only: str | None = None
    one_off: str | None = None


def model_cost(ctx: Context, loop: cst.CSTNode | None = None) -> ModelCost:
    """The file's model-cost facts (memoised); ``loop``: the training loop a rule reports,
    whose enclosing function may be a one-off (an LR finder)."""
    return ctx.memo(("model-cost", id(loop)), lambda: _read(ctx.semantic, ctx, loop))


def _read(model: SemanticModel, ctx: Context, loop: cst.CSTNode | None) -> ModelCost:
    from torchlint.semantic.syntax import walk

    constants = _string_constants(model)
    local = {node.name.value: node for node in model.nodes_of(cst.ClassDef)}
    local.update((node.name.value, node) for node in model.nodes_of(cst.FunctionDef))
    builders = _conv_builders(model)
    calls = [
        call for call in model.nodes_of(cst.Call) if isinstance(call.func, (cst.Name, cst.Attribute))
    ]
    optimizers = [call for call in calls if _is_optimizer(model, call)]
    trained = _trained_values(model, _loop_optimizers(model, loop, optimizers) or optimizers, local)
    if trained is None:  # the model trained is not known: what the whole file builds
        heavy = _evidence(model, calls, constants, builders, local)
    else:
        heavy = None
        for value in trained:
            reached = [
                n for node in _reached(value, local) for n in walk(node)
                if isinstance(n, cst.Call) and isinstance(n.func, (cst.Name, cst.Attribute))
            ]
            heavy = _evidence(model, reached, constants, builders, local)
            if heavy:
                break
    if heavy is None:
        heavy = _switch_or_config(model, calls, constants) or _pretrained_transformer(model, calls)
    if heavy is None or heavy.sized_by_config:
        # what the configuring files say of a transformer's size decides (TL407 v8)
        size = transformer_size(ctx)
        if size.base_sized:
            over = f" over {size.tokens.value} tokens" if size.tokens is not None else ""
            shown = ", ".join(str(e) for e in (size.width, size.depth, size.tokens) if e is not None)
            heavy = heavy or Evidence(
                f"it trains a transformer {size.width.value} wide and {size.depth.value} blocks deep{over} "
                f"({shown}), where bf16 measured about 2x a step"
            )
        elif heavy is not None and size.transformer and size.small:
            heavy = None  # a ViT of a course or a small GPT: launch-bound, bf16 measured no faster
    frozen = _frozen_models(model, calls)
    freezes = bool(frozen) and not _trains_unfrozen(
        model, optimizers, frozen, lambda value: _evidence(
            model, [n for node in _reached(value, local) for n in walk(node)
                    if isinstance(n, cst.Call) and isinstance(n.func, (cst.Name, cst.Attribute))],
            constants, builders, local,
        ),
    )
    head_only = None
    if optimizers and all(_head_parameters(call) for call in optimizers):
        head_only = "only a head trains (its optimizer takes a submodule's parameters)"
    elif freezes:
        head_only = (
            "the file freezes a model's parameters (`requires_grad = False`): a frozen "
            "backbone's forward is no training step"
        )
    elif loop is not None and _features_without_grad(
        model, loop, {_parameters_root(o) for o in _loop_optimizers(model, loop, optimizers) or optimizers} - {None}
    ):
        head_only = (
            "the training step runs a model under `torch.no_grad()` and trains what follows it "
            "(a frozen backbone and a head: a linear probe)"
        )
    one_off = None
    if optimizers and not any(_takes_parameters(call) for call in optimizers):
        one_off = "no model trains: the optimizer takes tensors (an input or a latent is optimised)"
    elif loop is not None and _in_lr_finder(model, loop, ctx):
        one_off = "a learning-rate finder: a short sweep run once"
    elif loop is not None and single_pass(model, loop):
        one_off = "the training loop passes over its data once (no epoch loop around it): a demonstration run"
    return ModelCost(heavy.reason if heavy is not None else None, head_only, one_off)


def _is_optimizer(model: SemanticModel, call: cst.Call) -> bool:
    qualified = model.qualified_name(call.func, model.path_to(call.func))
    last = qualified.rsplit(".", 1)[-1] if qualified else ""
    if isinstance(call.func, cst.Name) and not (qualified or "").startswith("torch."):
        # an optimizer class of this file (`class SGD(optim.Optimizer)`): it trains what it takes
        cls = model.classes_by_name.get(call.func.value)  # bases resolved once, by the model
        return cls is not None and "torch.optim.Optimizer" in cls.bases
    return bool(
        qualified and qualified.startswith("torch.optim.") and last[:1].isupper()
        and ".lr_scheduler." not in qualified and ".swa_utils." not in qualified
    )


def _whole_model(receiver: cst.BaseExpression) -> bool:
    parts = dotted(receiver)
    return bool(parts) and len([p for p in parts if p != "self"]) == 1


def _evidence(model, calls, constants, builders, local) -> Evidence | None:  # noqa: ANN001
    """Why the layers and constructors of ``calls`` make a compute-heavy model, or None."""
    conv = attention = False
    for call in calls:
        func = call.func
        qualified = model.qualified_name(func, model.path_to(func))
        last = func.value if isinstance(func, cst.Name) else func.attr.value
        built = _heavy_constructor(call, qualified, last, constants, local)
        if built is not None:
            return built
        if qualified in _CONV3D:
            return Evidence("it builds 3-d convolutions")
        if qualified in _CONVS:
            conv = True
            if qualified.endswith("2d") and _widest_output(model, call) >= WIDE_CONV:
                # (v8) 2-d only: a 1-d convolution of 512 channels over a few hundred audio
                # frames is tens of MFLOPs a sample (two reviewed 1-d CNNs, noise)
                return Evidence(f"it builds convolutions of {WIDE_CONV} channels or more")
        elif qualified in _ATTENTION:
            attention = True
        elif isinstance(func, cst.Name) and func.value in builders and any(
            isinstance(a.value, cst.Integer) and int(a.value.evaluated_value) >= WIDE_CONV
            for a in call.args
        ):
            return Evidence(f"it builds convolutions of {WIDE_CONV} channels or more")
    if conv and (attention or any(
        isinstance(n.operator, cst.MatrixMultiply) for n in model.nodes_of(cst.BinaryOperation)
    )) and _some_conv_of(model, 128):
        return Evidence(CONV_ATTENTION, sized_by_config=True)
    return None


def transformer_size(ctx: Context) -> Size:
    """What the training file, the project modules it imports and the configuration files
    around it say of a transformer's size (torchlint.semantic.model_size; memoised)."""
    return ctx.memo(
        "model-size-imports",
        lambda: model_size(ctx.semantic.project, ctx.source, ctx.semantic.filename, imports=True),
    )


def _switch_or_config(model, calls, constants) -> Evidence | None:  # noqa: ANN001
    """An architecture named by a model switch or factory, or a GPT-sized configuration."""
    for call in calls:
        func = call.func
        last = func.value if isinstance(func, cst.Name) else func.attr.value
        if last in ("GPTConfig", "GPT2Config", "ModelArgs", "Config") and _gpt_sized(
            (a.keyword.value, a.value) for a in call.args if a.keyword is not None
        ):
            return Evidence("it trains a transformer of GPT-2 size or larger")
        named = _names_arch(call, constants)
        if named:
            return Evidence(f"its model switch names `{named}`")
    for node in model.nodes_of(cst.Dict):
        pairs = [
            (string_value(e.key), e.value) for e in node.elements
            if isinstance(e, cst.DictElement) and string_value(e.key) is not None
        ]
        if _gpt_sized(pairs):
            return Evidence("it trains a transformer of GPT-2 size or larger")
    return None


# `transformers` classes of a pretrained model: `RobertaModel`, `BertForSequenceClassification`
_TRANSFORMER_CLASS = re.compile(r"(?:Model|For[A-Z]\w*)$")


def _pretrained_transformer(model: SemanticModel, calls: list[cst.Call]) -> Evidence | None:
    """A pretrained ``transformers`` model whose checkpoint the file leaves to its caller:
    the file imports a model class of a family that is not tiny, mini, small or distilled
    (``RobertaModel``), every model ``.from_pretrained(...)`` call of the file takes a
    checkpoint that is not a literal (``args.model_name_or_path``, a command-line switch
    with no default naming a light one), and one is called on such a class or on a name
    bound to one (``model_class``, taken from a table of such classes)."""
    classes = set()
    for node in model.nodes_of(cst.ImportFrom):
        parts = dotted(node.module) if node.module is not None else None
        if not parts or parts[0] != "transformers" or isinstance(node.names, cst.ImportStar):
            continue
        for alias in node.names:
            name = alias.name.value if isinstance(alias.name, cst.Name) else None
            if (
                name and _TRANSFORMER_CLASS.search(name) and not _NOT_A_MODEL.search(name)
                and not LIGHT_CHECKPOINT.search(name) and name not in ("PreTrainedModel", "TFPreTrainedModel")
            ):
                local_name = alias.asname.name.value if alias.asname is not None else name
                if isinstance(local_name, str):
                    classes.add(local_name)
    if not classes:
        return None
    found = None
    for call in calls:
        func = call.func
        if not (isinstance(func, cst.Attribute) and func.attr.value == "from_pretrained"):
            continue
        receiver = func.value.value if isinstance(func.value, cst.Name) else None
        if receiver is None or _NOT_A_MODEL.search(receiver) or "token" in receiver.lower() or "config" in receiver.lower():
            continue
        if receiver not in classes and "model" not in receiver.lower():
            continue
        first = call.args[0].value if call.args and call.args[0].keyword is None else None
        if first is None or string_value(first) is not None:
            return None  # a literal checkpoint decides (see `_heavy_constructor`)
        if not (isinstance(first, cst.Attribute) and isinstance(first.value, cst.Name)
                and first.value.value in ("args", "opt", "opts", "config", "cfg", "hparams")):
            return None  # a notebook's variable: which checkpoint is not known
        if _light_default(model, first):
            return None
        found = found or (receiver if receiver in classes else sorted(classes)[0])
    return Evidence(f"it fine-tunes a pretrained `{found}`") if found else None


def _light_default(model: SemanticModel, value: cst.BaseExpression) -> bool:
    """``args.<name>`` whose command-line option (``--<name>``, or one with ``dest="<name>"``)
    defaults to a light checkpoint."""
    if not isinstance(value, cst.Attribute):
        return False
    name = value.attr.value
    for option in options(model):
        default = option.keyword("default") if option.dest == name else None
        if default is not None:
            text = string_value(default)
            return bool(text and LIGHT_CHECKPOINT.search(text.rsplit("/", 1)[-1]))
    return False


def _reached(value: cst.Call, local: dict) -> list[cst.CSTNode]:  # noqa: ANN001
    """``value`` and the classes and functions of this file it builds, and those they build
    in turn (three levels)."""
    from torchlint.semantic.syntax import walk

    found: list[cst.CSTNode] = [value]
    seen: set[str] = set()
    frontier: list[cst.CSTNode] = [value]
    for _ in range(3):
        following = []
        for node in frontier:
            for inner in walk(node):
                if isinstance(inner, cst.Name) and inner.value in local and inner.value not in seen:
                    seen.add(inner.value)
                    following.append(local[inner.value])
        found += following
        frontier = following
    return found


# `transformers` classes whose `from_pretrained` loads no model
_NOT_A_MODEL = re.compile(r"Tokenizer|Processor|FeatureExtractor|Config|Extractor|Pipeline|Scheduler")


def _heavy_constructor(
    call: cst.Call, qualified: str | None, last: str, constants: dict[str, str], local: dict  # noqa: ANN001
) -> Evidence | None:
    """Why ``call`` builds a known heavy model, or None. A class or function of this file is
    judged by what it builds, never by its name."""
    if qualified and qualified.startswith(HEAVY_TORCHVISION):
        return Evidence(f"it builds torchvision's `{qualified.rsplit('.', 1)[1]}`")
    if qualified and (qualified.startswith("timm.models.") or qualified == "timm.create_model"):
        return Evidence("it builds a timm model")
    if qualified in CLIP_LOADERS:  # every CLIP is a ViT-B or ResNet-50 image tower and a text transformer
        return Evidence(f"it loads CLIP (`{qualified}`)")
    if last == "from_pretrained" and not (qualified or "").startswith(("transformers.", "torch.")):
        # (v9) a course's own BERT or GPT-2 class loading the hub's weights
        # (`BertModel.from_pretrained("bert-base-uncased")` of CS224N's minBERT): the checkpoint
        # names the model's size, whoever's class reads it
        owner = dotted(call.func.value) if isinstance(call.func, cst.Attribute) else None
        checkpoint = _string_arg(call, constants)
        name = checkpoint.rsplit("/", 1)[-1] if checkpoint else ""
        if (
            owner and not _NOT_A_MODEL.search(owner[-1]) and HUB_TRANSFORMER.match(name)
            and not LIGHT_CHECKPOINT.search(name) and not SMALL_BERT.search(name)
        ):
            return Evidence(f"it fine-tunes `{checkpoint}`")
        return None
    if qualified and qualified.startswith("transformers.") and last == "from_pretrained":
        owner = qualified.rsplit(".", 2)[-2]
        checkpoint = _string_arg(call, constants)
        if (
            checkpoint and not _NOT_A_MODEL.search(owner)
            and (
                not LIGHT_CHECKPOINT.search(checkpoint.rsplit("/", 1)[-1])
                or HEAVY_TINY.search(checkpoint.rsplit("/", 1)[-1])
            )
        ):
            return Evidence(f"it fine-tunes `{checkpoint}`")
        return None
    if (
        HEAVY_ARCH.match(last) and not (qualified or "").startswith("torch.")
        and not (isinstance(call.func, cst.Name) and last in local)
        # a submodule called in `forward` (`self.vit_head(x)`) builds nothing
        and not (isinstance(call.func, cst.Attribute) and (dotted(call.func.value) or [""])[0] == "self")
    ):
        return Evidence(f"it builds `{last}`", sized_by_config=bool(_OWN_TRANSFORMER.match(last)))
    return None


_MODULE_KEEPING = frozenset({"to", "cuda", "train", "eval", "float", "requires_grad_"})


def _loop_optimizers(model: SemanticModel, loop: cst.CSTNode | None, optimizers: list[cst.Call]) -> list[cst.Call]:
    """The optimizers the training loop ``loop`` steps: for each ``<name>.step(`` in it, the
    last construction bound to ``<name>`` before the loop (empty when not known)."""
    from torchlint.semantic.syntax import walk

    if loop is None:
        return []
    order = {id(node): index for index, node in enumerate(model.nodes())}
    names = set()
    for node in walk(loop):
        if (
            isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
            and node.func.attr.value == "step" and isinstance(node.func.value, cst.Name)
        ):
            names.add(node.func.value.value)
    chosen = []
    for name in names:
        bound = []
        for call in optimizers:
            parent = model.parent(call)
            if (
                isinstance(parent, cst.Assign)
                and any(isinstance(t.target, cst.Name) and t.target.value == name for t in parent.targets)
                and order.get(id(call), 0) < order.get(id(loop), 0)
            ):
                bound.append(call)
        if not bound:
            return []
        chosen.append(bound[-1])
    return chosen


def _trained_values(model: SemanticModel, optimizers: list[cst.Call], local: dict) -> list[cst.Call] | None:  # noqa: ANN001
    """The calls that build the models the optimizers train: the last binding, before the
    optimizer, of the name whose ``.parameters()`` it takes (through wrappers:
    ``model = get_peft_model(model, config)``, ``DDP(net)``). None where one is not known
    (``self.model``, a parameter of the function, a generator expression)."""
    if not optimizers:
        return None
    order = {id(node): index for index, node in enumerate(model.nodes())}
    values = []
    for optimizer in optimizers:
        root = _parameters_root(optimizer)
        if root is None:
            return None
        value = _bound_model(model, order, root, order.get(id(optimizer), 0), local)
        if value is None:
            return None
        values.append(value)
    return values


def _bound_model(model: SemanticModel, order: dict, root: str, before: int, local: dict) -> cst.Call | None:  # noqa: ANN001
    """The call that builds the model bound to ``root`` last before position ``before``
    (through `.to(...)`, `.cuda()` and wrappers: `get_peft_model(model, config)`)."""
    value: cst.BaseExpression | None = None
    for _ in range(4):
        bindings = [
            node for node in model.nodes_of(cst.Assign)
            if any(isinstance(t.target, cst.Name) and t.target.value == root for t in node.targets)
            and order.get(id(node), 0) < before
        ]
        if not bindings:
            return None
        value = bindings[-1].value
        while (
            isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute)
            and value.func.attr.value in _MODULE_KEEPING
        ):
            value = value.func.value
        if isinstance(value, cst.Name):  # `model = model.to(device)`: the binding before it
            root, before = value.value, order.get(id(bindings[-1]), 0)
            continue
        wrapped = _wrapped_name(value, local)
        if wrapped is None:
            break
        root, before = wrapped, order.get(id(bindings[-1]), 0)
    if not isinstance(value, cst.Call) or not isinstance(value.func, (cst.Name, cst.Attribute)):
        return None
    return value


def heavy_model_named(ctx: Context, name: str, before: cst.CSTNode) -> tuple[bool, str | None]:
    """What the file shows of the model bound to ``name`` before ``before`` (the model a
    library's trainer is given: ``Trainer(model=student)``): (whether its binding is known,
    why it is compute-heavy or None)."""
    from torchlint.semantic.syntax import walk

    model = ctx.semantic
    order = {id(node): index for index, node in enumerate(model.nodes())}
    local = {node.name.value: node for node in model.nodes_of(cst.ClassDef)}
    local.update((node.name.value, node) for node in model.nodes_of(cst.FunctionDef))
    value = _bound_model(model, order, name, order.get(id(before), 0), local)
    if value is None:
        return False, None
    reached = [
        n for node in _reached(value, local) for n in walk(node)
        if isinstance(n, cst.Call) and isinstance(n.func, (cst.Name, cst.Attribute))
    ]
    heavy = _evidence(model, reached, _string_constants(model), _conv_builders(model), local)
    return True, heavy.reason if heavy is not None else None


def _wrapped_name(value: cst.BaseExpression, local) -> str | None:  # noqa: ANN001
    """The model a wrapper call takes as its first argument (``get_peft_model(model, c)``,
    ``DDP(net)``, ``nn.DataParallel(model)``), when the wrapper is not a class or function
    of this file (those build models of their own)."""
    if not (isinstance(value, cst.Call) and value.args and value.args[0].keyword is None):
        return None
    if isinstance(value.func, cst.Name) and value.func.value in local:
        return None
    # a model built from a configuration (`ViTForImageClassification(config)`,
    # `AutoModelForCausalLM.from_config(config)`) wraps nothing
    callee = value.func.value if isinstance(value.func, cst.Name) else getattr(value.func, "attr", None)
    callee = callee.value if isinstance(callee, cst.Name) else callee
    if isinstance(callee, str) and (callee == "from_config" or re.search(r"For[A-Z]", callee)):
        return None
    first = value.args[0].value
    return first.value if isinstance(first, cst.Name) else None


def _parameters_root(optimizer: cst.Call) -> str | None:
    """``model`` of ``optim.SGD(model.parameters())`` (or ``model.module.parameters()``);
    None when the parameters come otherwise."""
    value = _params_arg(optimizer)
    if not (
        isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute)
        and value.func.attr.value in ("parameters", "named_parameters")
    ):
        return None
    parts = dotted(value.func.value)
    if not parts or parts[0] == "self":
        return None
    return parts[0]


def _false_arg(call: cst.Call) -> bool:
    return bool(call.args) and isinstance(call.args[0].value, cst.Name) and call.args[0].value.value == "False"


def _string_constants(model: SemanticModel) -> dict[str, str]:
    """Names bound at module level (or anywhere, once) to a string literal."""
    found: dict[str, list[str | None]] = {}
    for node in model.nodes_of(cst.Assign):
        if len(node.targets) == 1 and isinstance(node.targets[0].target, cst.Name):
            found.setdefault(node.targets[0].target.value, []).append(string_value(node.value))
    return {
        name: values[0] for name, values in found.items()
        if len(set(values)) == 1 and values[0] is not None
    }


def _string_arg(call: cst.Call, constants: dict[str, str]) -> str | None:
    """The first positional argument (or `pretrained_model_name_or_path=`) as a string."""
    first = next(
        (a for a in call.args if a.keyword is not None
         and a.keyword.value == "pretrained_model_name_or_path"),
        call.args[0] if call.args and call.args[0].keyword is None else None,
    )
    if first is None:
        return None
    value = first.value
    text = string_value(value)
    if text is None and isinstance(value, cst.Name):
        text = constants.get(value.value)
    return text


def _names_arch(call: cst.Call, constants: dict[str, str]) -> str | None:
    """An architecture name given as a model switch's default (`add_argument("--arch",
    default="resnet50")`) or as the first argument of a model factory (`get_model("resnet50")`,
    `VGG("VGG19")`)."""
    func = call.func
    last = func.value if isinstance(func, cst.Name) else func.attr.value if isinstance(func, cst.Attribute) else ""
    if last == "add_argument":
        for arg in call.args:
            if arg.keyword is not None and arg.keyword.value == "default":
                text = string_value(arg.value)
                if text and HEAVY_ARCH.match(text):
                    return text
        return None
    if re.search(r"model|net|arch|backbone", last, re.IGNORECASE) or HEAVY_ARCH.match(last) or last[:1].isupper():
        text = _string_arg(call, constants)
        if text and HEAVY_ARCH.match(text):
            return text
    return None


def _widest_output(model: SemanticModel, call: cst.Call) -> int:
    """A convolution's output channels (its second width: `Conv1d(300, 100, 3)` over word
    vectors is 100 wide), folded to an integer; 0 when not known."""
    from torchlint.semantic.rates import _fold_width
    from torchlint.semantic.training import layer_widths

    widths = layer_widths(call)
    if len(widths) < 2:
        return 0
    value = _fold_width(model, widths[1], call)
    return value or 0


def _some_conv_of(model: SemanticModel, width: int) -> bool:
    """A convolution of at least ``width`` channels, or one whose width is not a literal."""
    from torchlint.semantic.rates import _fold_width
    from torchlint.semantic.training import layer_widths

    for call in model.nodes_of(cst.Call):
        func = call.func
        if isinstance(func, (cst.Name, cst.Attribute)) and model.qualified_name(func, model.path_to(func)) in _CONVS:
            values = [_fold_width(model, w, call) for w in layer_widths(call)]
            if any(v is None or v >= width for v in values):
                return True
    return False


def _conv_builders(model: SemanticModel) -> frozenset[str]:
    """Functions and classes of this file whose body builds a convolution, and names bound
    to a lambda that does (``blk = lambda ic, oc: nn.Sequential(nn.Conv2d(ic, oc, 7))``)."""
    names = set()
    candidates: list[tuple[str, cst.CSTNode]] = [
        (node.name.value, node) for kind in (cst.FunctionDef, cst.ClassDef)
        for node in model.nodes_of(kind) if not node.name.value.startswith("__")
    ]
    candidates += [
        (node.targets[0].target.value, node.value) for node in model.nodes_of(cst.Assign)
        if isinstance(node.value, cst.Lambda) and len(node.targets) == 1
        and isinstance(node.targets[0].target, cst.Name)
    ]
    for name, node in candidates:
        for inner in _calls_in(node):
            func = inner.func
            if isinstance(func, (cst.Name, cst.Attribute)) and model.qualified_name(
                func, model.path_to(func)
            ) in _CONVS:
                names.add(name)
                break
    return frozenset(names)


def _calls_in(node: cst.CSTNode):  # noqa: ANN202
    from torchlint.semantic.syntax import walk

    return (n for n in walk(node) if isinstance(n, cst.Call))


def _gpt_sized(pairs) -> bool:  # noqa: ANN001
    width = depth = 0
    for key, value in pairs:
        if not isinstance(value, cst.Integer):
            continue
        if key in _WIDTH_KEYS:
            width = max(width, int(value.evaluated_value))
        elif key in _DEPTH_KEYS:
            depth = max(depth, int(value.evaluated_value))
    return width >= GPT_WIDTH and depth >= GPT_DEPTH


def _params_arg(call: cst.Call) -> cst.BaseExpression | None:
    for arg in call.args:
        if arg.keyword is None or arg.keyword.value == "params":
            return arg.value
    return None


def _head_parameters(call: cst.Call) -> bool:
    """`optim.SGD(model.fc.parameters())`: a submodule's parameters (`self.` aside)."""
    value = _params_arg(call)
    if not (
        isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute)
        and value.func.attr.value == "parameters"
    ):
        return False
    parts = dotted(value.func.value)
    return bool(parts) and len([p for p in parts if p != "self"]) >= 2 and parts[-1] != "module"


def _takes_parameters(call: cst.Call) -> bool:
    """The optimizer may take a module's parameters: anything but a list or tuple of names
    and attributes (`[latent]`, `[x.requires_grad_()]`)."""
    value = _params_arg(call)
    if isinstance(value, cst.BinaryOperation):  # `[w_opt] + list(noise_bufs.values())`
        return _takes_parameters_value(value.left) or _takes_parameters_value(value.right)
    return _takes_parameters_value(value)


def _takes_parameters_value(value: cst.BaseExpression | None) -> bool:
    if isinstance(value, (cst.List, cst.Tuple)):
        return any(
            isinstance(e.value, cst.Dict) or "param" in _code_names(e.value) for e in value.elements
        )
    if isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value == "list":
        return bool(value.args) and _takes_parameters_value(value.args[0].value)
    if isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and value.func.attr.value == "values":
        return False  # a dict of tensors (`noise_bufs.values()`)
    return True


def _code_names(node: cst.CSTNode) -> str:
    from torchlint.semantic.syntax import walk

    return " ".join(
        n.value for n in walk(node) if isinstance(n, cst.Name)
    ) + " ".join(n.attr.value for n in walk(node) if isinstance(n, cst.Attribute))


# A model's backbone, as its attribute is called (`model.base_model` in `transformers`,
# `model.backbone`): freezing it leaves a head to train.
BACKBONES = frozenset({"base_model", "backbone", "encoder", "feature_extractor", "body"})


def _frozen_models(model: SemanticModel, calls: list[cst.Call]) -> list[tuple[str, cst.CSTNode | None]]:
    """The models the file freezes, each as (its name, the function that freezes it; None at
    module level): ``for p in model.parameters(): p.requires_grad = False`` (see
    ``_freezing_loop``) and ``model.requires_grad_(False)`` over a whole model."""
    found = list(_freezing_loop(model))
    for call in calls:
        if (
            isinstance(call.func, cst.Attribute) and call.func.attr.value == "requires_grad_"
            and _false_arg(call) and _whole_model(call.func.value)
        ):
            parts = dotted(call.func.value)
            found.append(("*" if parts[0] == "self" else [p for p in parts if p != "self"][0], call))
    frozen = []
    for name, node in found:
        if node is not None and _off_by_default(model, node):
            continue
        scope = _scope(model, node)
        if name == "*":
            frozen.append(("*", None))
        elif scope is not None and name in {
            p.name.value for p in (*scope.params.params, *scope.params.kwonly_params)
        }:  # a helper that freezes whatever model it is given freezes any of them
            frozen.append(("*", None))
        else:
            frozen.append((name, scope))
    return frozen


def _off_by_default(model: SemanticModel, node: cst.CSTNode) -> bool:
    """Is ``node`` (a freeze) inside ``if <x>.option == "pretrain":`` where the file's
    command-line option of that name defaults to another string (CS224N's minBERT scripts
    freeze BERT for `--option pretrain` and fine-tune it for `finetune`; a copy whose default
    is `finetune` trains the whole model as written)?"""
    from torchlint.semantic.syntax import walk

    defaults = {
        option.dest: string_value(option.keyword("default"))
        for option in options(model) if option.keyword("default") is not None
    }
    if not defaults:
        return False

    def off(target: cst.CSTNode) -> bool:
        for ancestor in model.path_to(target)[:-1]:
            if not isinstance(ancestor, cst.If) or not isinstance(ancestor.test, cst.Comparison):
                continue
            test = ancestor.test
            if len(test.comparisons) != 1 or not isinstance(test.comparisons[0].operator, cst.Equal):
                continue
            parts = dotted(test.left)
            wanted = string_value(test.comparisons[0].comparator)
            default = defaults.get(parts[-1]) if parts else None
            if wanted is not None and default is not None and default != wanted and _within_body(ancestor, target):
                return True
        return False

    # the freeze itself: the loop's `p.requires_grad = False` (under the option's `if`
    # inside the loop), or the loop or `requires_grad_(False)` call under it
    assigns = [
        n for n in walk(node) if isinstance(n, cst.Assign) and any(
            isinstance(t.target, cst.Attribute) and t.target.attr.value == "requires_grad" for t in n.targets
        ) and isinstance(n.value, cst.Name) and n.value.value == "False"
    ]
    return off(node) or (bool(assigns) and all(off(a) for a in assigns))


def _within_body(branch: cst.If, node: cst.CSTNode) -> bool:
    """Is ``node`` in the branch's own body (not its `else`)?"""
    from torchlint.semantic.syntax import walk

    return any(n is node for n in walk(branch.body))


def _scope(model: SemanticModel, node: cst.CSTNode) -> cst.CSTNode | None:
    return next(
        (n for n in reversed(model.path_to(node)[:-1]) if isinstance(n, cst.FunctionDef)), None
    )


def _trains_unfrozen(model: SemanticModel, optimizers: list[cst.Call], frozen: list, heavy) -> bool:  # noqa: ANN001
    """An optimizer takes the whole parameters of a model (``optim.Adam(model.parameters())``,
    ``student.parameters()``) that no freeze of its function (or of the module) names, and
    that model's binding before the optimizer builds a heavy model (``heavy``: the evidence
    of a call): a notebook that feature-extracts in one function and fine-tunes the whole
    network in another, or a frozen teacher beside a student that fully trains. A small
    head trained over a frozen network's features stays head-only."""
    order = {id(node): index for index, node in enumerate(model.nodes())}
    local = {node.name.value: node for node in model.nodes_of(cst.ClassDef)}
    local.update((node.name.value, node) for node in model.nodes_of(cst.FunctionDef))
    for optimizer in optimizers:
        if _head_parameters(optimizer):
            continue
        root = _parameters_root(optimizer)
        if root is None:
            continue
        scope = _scope(model, optimizer)
        if any(name in (root, "*") and where in (scope, None) for name, where in frozen):
            continue
        value = _bound_model(model, order, root, order.get(id(optimizer), 0), local)
        if value is None:
            continue
        builder = local.get(value.func.value) if isinstance(value.func, cst.Name) else None
        if builder is not None and any(
            where is not None and (where is builder or any(n is where for n in _calls_in_defs(builder)))
            for _, where in frozen
        ):
            continue  # `model = get_model()`, whose body freezes the model it returns
        if heavy(value):
            return True
    return False


def _calls_in_defs(node: cst.CSTNode) -> list[cst.CSTNode]:
    from torchlint.semantic.syntax import walk

    return [n for n in walk(node) if isinstance(n, cst.FunctionDef)]


def _freezing_loop(model: SemanticModel) -> list[tuple[str, cst.CSTNode]]:
    """``for p in model.parameters(): p.requires_grad = False`` over a whole model (a name,
    or ``self.<name>``) or its backbone (``model.base_model``, ``model.features``), also
    through ``named_parameters()`` (``for name, p in ...``): (the model's name, the loop)
    for each."""
    found = []
    for loop in model.nodes_of(cst.For):
        it = loop.iter
        if not (
            isinstance(it, cst.Call) and isinstance(it.func, cst.Attribute)
            and it.func.attr.value in ("parameters", "named_parameters")
        ):
            continue
        parts = dotted(it.func.value)
        named = [p for p in parts if p != "self"] if parts else []
        if not (len(named) == 1 or (len(named) == 2 and named[1] in BACKBONES)):
            continue
        for node in _assigns_in(loop):
            for target in node.targets:
                t = target.target
                if (
                    isinstance(t, cst.Attribute) and t.attr.value == "requires_grad"
                    and isinstance(node.value, cst.Name) and node.value.value == "False"
                ):
                    # a model class freezing part of itself (`self.features`) freezes part
                    # of whatever model builds it
                    found.append(("*" if parts[0] == "self" else named[0], loop))
                    break
    return found


def _assigns_in(node: cst.CSTNode):  # noqa: ANN202
    from torchlint.semantic.syntax import walk

    return (n for n in walk(node) if isinstance(n, cst.Assign))


_NO_GRAD = frozenset({"torch.no_grad", "torch.inference_mode"})


def _features_without_grad(model: SemanticModel, loop: cst.CSTNode, trained: set = frozenset()) -> bool:  # noqa: ANN001
    """The training loop's own body (not a function it calls) holds ``with torch.no_grad():``
    binding a call's result (``output = model(inp)``): features of a frozen network. Not
    where a model the optimizer trains whole (``trained``: the names whose ``.parameters()``
    it takes) is called in the loop on inputs that block does not bind: a frozen teacher's
    targets beside a student that learns from the data (knowledge distillation)."""
    from torchlint.semantic.syntax import walk

    for node in walk(loop.body):
        if not isinstance(node, cst.With):
            continue
        if not any(
            isinstance(item.item, cst.Call) and isinstance(item.item.func, (cst.Name, cst.Attribute))
            and model.qualified_name(item.item.func, model.path_to(item.item.func)) in _NO_GRAD
            for item in node.items
        ):
            continue
        bound = {
            n.value for inner in walk(node.body) if isinstance(inner, cst.Assign)
            for t in inner.targets for n in walk(t.target) if isinstance(n, cst.Name)
        }
        if not any(isinstance(inner, cst.Assign) and isinstance(inner.value, cst.Call) for inner in walk(node.body)):
            continue
        if any(
            isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value in trained
            and call.args and not any(
                isinstance(n, cst.Name) and n.value in bound for a in call.args for n in walk(a.value)
            )
            for call in walk(loop.body)
        ):
            continue  # the trained model reads the data itself: a student beside a teacher
        return True
    return False


def single_pass(model: SemanticModel, loop: cst.CSTNode) -> bool:
    """A ``for`` over data (not ``range``) at the top level of the module (a script or a
    notebook cell), inside no function and no other loop: one epoch, run once."""
    if not isinstance(loop, cst.For):
        return False
    it = loop.iter
    if isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.func.value == "range":
        return False
    return not any(
        isinstance(node, (cst.FunctionDef, cst.For, cst.While, cst.Lambda, cst.ClassDef))
        for node in model.path_to(loop)[:-1]
    )


def _in_lr_finder(model: SemanticModel, loop: cst.CSTNode, ctx: Context) -> bool:
    path = getattr(ctx, "path", None) or getattr(ctx, "filename", None) or ""
    if _LR_FINDER.search(str(path).rsplit("/", 1)[-1]):
        return True
    return any(
        isinstance(node, cst.FunctionDef) and _LR_FINDER.search(node.name.value)
        for node in model.path_to(loop)
    )
