"""TL406 conv-bias-before-batchnorm."""

from __future__ import annotations

import re

from typing import Iterator, Sequence

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.rule import Rule, add_keyword
from torchlint.semantic import COLD, HOT
from torchlint.semantic.rates import small_layers
from torchlint.semantic.weights import loads_weights
from torchlint.semantic.syntax import find_arg, is_true, string_value, walk

DIMENSIONS = ("1d", "2d", "3d")
CONVS = {f"Conv{d}": d for d in DIMENSIONS}
NORMS = {f"BatchNorm{d}": d for d in DIMENSIONS}
# torch.nn.Conv2d is also reachable through the modules it is defined in
NN_PREFIXES = ("torch.nn.", "torch.nn.modules.", "torch.nn.modules.conv.", "torch.nn.modules.batchnorm.")
SEQUENTIAL = frozenset({"torch.nn.Sequential", "torch.nn.modules.Sequential", "torch.nn.modules.container.Sequential"})
# Conv2d(in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias, ...)
BIAS_POSITION = 7
# A course network: every conv of at most 256 channels, small dense layers, no model from
# elsewhere (the reviewed toy ResNet, Fashion-MNIST CNN and MNIST GAN discriminator; the
# reviewed VGG and GoogLeNet that paid have 512 and 384+ channels)
SMALL_CHANNELS = 256
SMALL = "a small network (convolutions of at most 256 channels): the bias costs microseconds a step"


class ConvBiasBeforeBatchnorm(Rule):
    """## What it does
    Flags, inside one `nn.Sequential(...)` call or one list or tuple display of modules
    (`layers += [nn.Conv2d(...), nn.BatchNorm2d(c), nn.ReLU()]`), an `nn.Conv1d`, `nn.Conv2d`
    or `nn.Conv3d` without `bias=False` (or with `bias=True`) immediately followed by the
    batch norm of the same dimensionality (`nn.BatchNorm1d`, `2d`, `3d`). In a list of
    `(name, module)` pairs, as given to `OrderedDict` for `nn.Sequential`, the modules of
    consecutive pairs count as consecutive. Also the module style: a convolution and the
    matching batch norm assigned once each as attributes (`self.conv1 = nn.Conv2d(...)`,
    `self.bn1 = nn.BatchNorm2d(...)`) of an `nn.Module` subclass and applied in turn in
    `forward` (`self.bn1(self.conv1(x))`, or `out = self.conv1(x)` followed by the statement
    `out = self.bn1(out)`). And lists built statement by statement: `layers.append(conv)`
    (or `layers += [conv]`, `layers.extend([conv])`) followed by the statement that adds the
    matching batch norm to the same list, or by `if bn:` whose first statement does (VGG-style
    builders); there the bias is needed when the condition is false, so the advice is
    `bias=not bn`. The finding is located at the convolution (its construction).

    ## Why is this slow?
    Batch norm subtracts the per-channel mean right after the convolution, so a per-channel
    bias added by the convolution is cancelled: it costs an addition over the whole output in
    the forward pass, a reduction for its gradient in the backward pass, and optimizer state,
    and changes nothing the network can compute.

    Reported by default except in files that define models with published weights (they
    mention `PreTrainedModel`, `from_pretrained`, `load_state_dict_from_url`, `model_urls`,
    `register_model`, `pretrained_cfg`, `WeightsEnum`, `hf_hub_download`, `ModelMixin` or
    `register_to_config`): there the bias is part of checkpoints that users download, and
    changing the model breaks them, so only `--pedantic` reports it ("pretrained checkpoints
    of this model would break"). Likewise in files that load saved weights into a model
    (the semantic model's fact `semantic/weights.py`): a `.load_state_dict(...)` call, a
    `torch.load(...)` handed to a model (passed to a model class or builder the file defines,
    or bound to a name the file then runs or puts in `eval()`), a Lightning module's
    `Model.load_from_checkpoint(...)`, `X.from_pretrained(...)` (not a tokenizer's, a
    configuration's, or
    `nn.Embedding.from_pretrained(tensor)`), `torch.hub.load_state_dict_from_url(...)`,
    `torch.utils.model_zoo.load_url(...)`, `torch.hub.download_url_to_file(...)`,
    `torch.hub.load(..., source="local")`, and `pretrained=True` or `weights=` given to a model
    builder the file defines. Without the bias the checkpoints the file loads (shipped with the
    repository, downloaded, or saved by an earlier run) no longer load, for an addition a step
    saved: only `--pedantic` reports it ("this file loads saved weights into a model
    (`load_state_dict`), whose checkpoints would no longer load"), and there is no fix. Not
    counted (v4, a choice): torchvision's and timm's builders given `pretrained=True` /
    `weights=`, and `torch.hub.load(repo, name)`: they build their library's or another
    repository's model, whose weights never reach this file's layers (a layer the file puts
    in their place starts from scratch); a `torch.load` kept as data (`stats =
    torch.load(p)` read as a dict) or a `--resume` flag alone: still reported, without a fix
    (see Fix safety). The fact is the file's: a model file that another script of the project
    loads weights into is not seen (a linter reads one file at a time).

    Also `--pedantic` only (v3, from the second review of user code, where 15 of 19 default
    findings were not worth acting on): files whose code reads a convolution's bias without a
    `None` check (an initialiser applied to every module that calls `m.bias.data.zero_()` or
    `nn.init.constant_(m.bias, 0)` on convs: `bias=False` would make it raise at start-up, so
    the finding says so and has no fix: "code of this file reads the convolutions' biases,
    which `bias=False` removes"), and small networks: every `torch.nn` layer the file builds
    has widths known as integers, convolutions of at most 256 channels and dense layers of at
    most 2^22 weights together, with no torchvision or timm model (the semantic model's
    small-network fact, `semantic/rates.py`; a toy ResNet of 16-64 channels, a Fashion-MNIST
    CNN, an MNIST GAN discriminator: the bias costs microseconds in a step dominated by
    kernel launches and loading: "a small network (convolutions of at most 256 channels): the
    bias costs microseconds a step"). The VGG and GoogLeNet builders that paid (512 channels,
    or widths not known as literals) stay default. An initialiser's branch for another class
    by name (`elif classname.find("BatchNorm2d") != -1: ... m.bias`) reads no conv's bias.

    Silent on purpose: a class merely named `Conv2d` that is not torch's; a non-literal
    `bias=` value or `**kwargs` / `*args` (the value is unknown); a convolution and a batch
    norm of different dimensionality or with another module between them; in the module
    style, a convolution the class calls more than once (its output is also used without
    the batch norm) and a norm layer built from a parameter (`norm_layer(c)`).

    ## Example
    ```python
    block = nn.Sequential(
        nn.Conv2d(64, 128, kernel_size=3, padding=1),
        nn.BatchNorm2d(128),
        nn.ReLU(inplace=True),
    )
    ```

    ## Use instead
    ```python
    block = nn.Sequential(
        nn.Conv2d(64, 128, kernel_size=3, padding=1, bias=False),
        nn.BatchNorm2d(128),
        nn.ReLU(inplace=True),
    )
    ```

    ## Fix safety
    Unsafe: the fix adds `bias=False` after the last argument, or replaces `bias=True`
    (`bias=not bn` where the batch norm is added under `if bn:`; a condition other than a
    name or attribute gets no fix, since the fix would evaluate it again). The module's
    `state_dict` loses the convolution's bias keys, so resuming from a checkpoint saved before
    the fix fails with "Unexpected key(s) in state_dict" (`strict=True`, the default): the
    message says so, and there is no fix in a file that loads a state dict (a
    `.load_state_dict(` call, `torch.load(`, a `--resume` flag), where that is the next run's
    first step, or loads saved weights into a model in any other way (then the finding is
    `--pedantic` too). And a trained model's eval output changes, because batch norm's
    running mean absorbed the bias. Retrain, or fold the bias into the batch norm's running
    mean before dropping it. In a library that publishes pretrained weights this is a real
    cost: every released checkpoint then needs converting (or loading with `strict=False`,
    which drops the bias and shifts the outputs), so change such a model only together with
    its weights. No fix when the file reads a `.bias` that may be that conv's, anywhere in the
    file, without a `None` check: `model[0].bias`, an init function calling
    `nn.init.zeros_(m.bias)` on convs, a loop over modules
    (`for m in self.modules(): if isinstance(m, nn.Conv2d): nn.init.constant_(m.bias, 0)`,
    `m.bias.data.zero_()`, DCGAN's `classname.find('Conv')` initialiser): that code would meet
    `None` and raise. Reads behind `if m.bias is not None`, on a norm layer's name
    (`bn1.bias`) or in an `isinstance` branch naming only classes that are no convolution
    (`isinstance(m, nn.BatchNorm2d)`; a variable holding classes, `isinstance(m, types)`, may
    hold convs) do not block it, nor do reads through a name (or a `self.` attribute of the
    read's own class) that every assignment binds to a `torch.nn` module that is no
    convolution (`self.net = nn.LazyLinear(1)`; `self.net.bias.data.fill_(0)`).

    ## Measured
    On an H100, 8 conv-BN-ReLU blocks of 128 channels at 56x56, batch 32, forward and
    backward: 8.35 ms with the bias against 7.65 ms without.

    ## On user code
    Off by default. The bar for on by default is at least 20 reviewed findings on held-out user
    code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed moves, 22
    statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change): 16 of 104
    (15%); fresh7-2816 0 of 17 and fresh8-2817 0 of 15 (one reviewer each), fresh3-fresh6 16 of
    72. Noise: small GANs and course nets (32x32 generators, 16-64-channel ResNets) where the
    bias costs microseconds; projects with released checkpoints (stacked hourglass, PointNet,
    EfficientNet heads); unfinished notebooks that never train. The 16 acted on (fresh4) were
    U-Net family and VoiceFilter stacks trained from scratch on large inputs. It would need to
    stay silent for small-input nets and projects with released weights, then a review of 20 at
    90% or more. Round 4: 16 of 72 (22%).

    Round 6 (held out, 2026-11-28): fresh10-2820 (two reviewers, independently): 18 of 34 (53%);
    the first reviewer acted on 33, the second on 19: small course nets were the split. Both acted
    on conv-BN stacks trained from scratch (a backbone at 224x224, a dense U-Net at 128x128 and
    batch 64, a MiniGoogLeNet for 30 CIFAR epochs at batch 128). Noise for the second: small course
    CNNs (32-128 channels, 64x64 inputs), small MNIST DCGAN generators, two-conv toys, a single
    stem conv. Noise for the first (the second acted): a model whose notebooks load saved
    checkpoints.

    Round 9: the widths of a small network are read through a module-level constant that is
    also the name of an `__init__` parameter or read in a tuple (`nc = 1` beside
    `def __init__(self, nc)`), which shared reader TL414's v2 needed; so a small network built
    that way is `--pedantic` here too. On the reviewed rows: fresh4's MNIST GAN notebook with
    4-32-channel convolutions (10 noise findings) and the `review` split's MNIST CNN tutorial
    (2 acted on) moved to `--pedantic`.
    """

    code = "TL406"
    name = "conv-bias-before-batchnorm"
    default = False  # below the bar for on by default: see "On user code"
    # A performance rule: no findings in tests by default (catalog v2)
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "the layer built once computes its useless bias on every forward and backward"}
    fix_availability = FixAvailability.UNSAFE
    screen = (frozenset(CONVS), frozenset(NORMS))

    def __init__(self, ctx) -> None:  # noqa: ANN001
        super().__init__(ctx)
        self.reported: set[int] = set()

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.qualified_name(node.func) not in SEQUENTIAL:
            return
        self._sequence(list(_positional(node.args)))

    def leave_Module(self, node: cst.Module) -> None:
        # the module style: `self.conv1 = nn.Conv2d(...)` and `self.bn1 = nn.BatchNorm2d(...)`
        # in `__init__`, applied one after the other in `forward`
        model = self.ctx.semantic
        for cls in model.classes.values():
            if not model.is_module_class(cls):
                continue
            convs = self._attribute_modules(cls, CONVS)
            norms = self._attribute_modules(cls, NORMS)
            if not convs or not norms:
                continue
            calls = _self_calls(cls.node)
            for method in cls.methods.values():
                if method.name not in FORWARD_METHODS or not isinstance(method.node, cst.FunctionDef):
                    continue
                for conv_attr, norm_attr in _applied_in_turn(method.node):
                    conv = convs.get(conv_attr)
                    norm = norms.get(norm_attr)
                    if conv is None or norm is None or conv[1] != norm[1]:
                        continue
                    if calls.get(conv_attr, 0) != 1:
                        continue  # the conv's output is also used without the batch norm
                    self._check_conv(conv[0], attribute=True)

    def _attribute_modules(self, cls, table: dict[str, str]) -> dict[str, tuple[cst.Call, str]]:  # noqa: ANN001
        """`self.<attr>` assigned once in the class, to a torch module of ``table``: attr ->
        (its construction, its dimensionality)."""
        found = {}
        for attr, values in cls.attributes.items():
            if len(values) != 1 or not isinstance(values[0], cst.Call):
                continue
            qualified = self.ctx.semantic.qualified_name(values[0].func, self.ctx.semantic.path_to(values[0]))
            if qualified is None:
                continue
            prefix, _, short = qualified.rpartition(".")
            if short in table and prefix + "." in NN_PREFIXES:
                found[attr] = (values[0], table[short])
        return found

    def visit_List(self, node: cst.List) -> None:
        self._sequence(list(_elements(node.elements)))

    def visit_Tuple(self, node: cst.Tuple) -> None:
        self._sequence(list(_elements(node.elements)))

    def _sequence(self, modules: Sequence[cst.BaseExpression | None]) -> None:
        for current, following in zip(modules, modules[1:]):
            if not isinstance(current, cst.Call) or not isinstance(following, cst.Call):
                continue
            dimension = self._torch_class(current, CONVS)
            if dimension is None or self._torch_class(following, NORMS) != dimension:
                continue
            self._check_conv(current)

    def _torch_class(self, call: cst.Call, table: dict[str, str]) -> str | None:
        qualified = self.ctx.qualified_name(call.func)
        if qualified is None:
            return None
        prefix, _, short = qualified.rpartition(".")
        if short not in table or prefix + "." not in NN_PREFIXES:
            return None
        return table[short]

    def _check_conv(
        self, conv: cst.Call, attribute: bool = False, condition: cst.BaseExpression | None = None
    ) -> None:
        """Report ``conv``. ``condition``: the test under which the batch norm follows it
        (`if bn: layers.append(nn.BatchNorm2d(c))`); the bias is then needed when it is false,
        and the fix passes ``bias=not <condition>``."""
        if any(arg.star for arg in conv.args) or id(conv) in self.reported:
            return
        self.reported.add(id(conv))
        value = "False"
        fixable = True
        if condition is not None:
            condition_code = self.ctx.code(condition)
            # a name or attribute is read again without side effects; anything else is not
            # ours to evaluate twice
            fixable = isinstance(condition, (cst.Name, cst.Attribute))
            value = f"not {condition_code}"
        bias = find_arg(conv, "bias", BIAS_POSITION)
        if bias is None:
            edit = add_keyword(self.ctx, conv, "bias", value)
        elif is_true(bias.value):
            edit = self.replace(bias.value, value)
        else:
            return  # bias=False already, or a value we cannot know
        name = self.ctx.code(conv.func)
        fix = None
        loads = self.ctx.memo("TL406-loads-state", lambda: loads_state_dict(self.ctx))
        reads = self.ctx.memo("TL406-bias-read", lambda: reads_conv_bias(self.ctx.semantic))
        restores = loads_weights(self.ctx.semantic)
        if fixable and not loads and not reads and not restores:
            # code elsewhere that reads the bias would meet `None` after the fix, and a
            # checkpoint saved with the bias would no longer load
            fix = self.fix(f"Pass `bias={value}`", [edit], Applicability.UNSAFE)
        if condition is not None:
            where = f"the batch norm appended after it (when `{condition_code}`)"
        elif attribute:
            where = "the batch norm applied right after it in `forward`"
        else:
            where = "the batch norm right after it"
        if restores:
            advice = (
                f"`bias={value}` would save that work, but this file loads saved weights into a model "
                f"(`{restores}`), and a checkpoint saved with the bias then fails to load (\"Unexpected "
                "key(s) in state_dict\"): change it only with checkpoints converted or retrained"
            )
        elif loads:
            advice = (
                f"`bias={value}` would save that work, but this file loads a state dict, and a checkpoint "
                "saved with the bias then fails to load (\"Unexpected key(s) in state_dict\"): "
                "change it only with checkpoints converted or retrained"
            )
        else:
            advice = (
                f"pass `bias={value}` (a checkpoint saved with the bias then fails to load: "
                "\"Unexpected key(s) in state_dict\")"
            )
        if reads and not loads and not restores:
            advice = (
                f"`bias={value}` would save that work, but code of this file reads a convolution's "
                "`.bias` (an init function over the modules, say) and would then meet `None`"
            )
        published = self.ctx.memo("TL406-published", lambda: bool(PUBLISHED_WEIGHTS.search(self.ctx.source)))
        small = self.ctx.memo("TL406-small", lambda: small_layers(self.ctx.semantic, SMALL_CHANNELS))
        self.report(
            conv,
            f"`{name}` adds a bias that {where} cancels; {advice}",
            fix=fix,
            pedantic=(
                "pretrained checkpoints of this model would break" if published
                else f"this file loads saved weights into a model (`{restores}`), whose checkpoints would no longer load"
                if restores
                else "code of this file reads the convolutions' biases, which `bias=False` removes"
                if reads
                else SMALL if small else None
            ),
        )

    def visit_IndentedBlock(self, node: cst.IndentedBlock) -> None:
        self._appended_in_turn(node.body)

    def visit_Module(self, node: cst.Module) -> None:
        self._appended_in_turn(node.body)

    def _appended_in_turn(self, statements: Sequence[cst.BaseStatement]) -> None:
        """`layers.append(nn.Conv2d(...))` (or `layers += [...]`, `layers.extend([...])`)
        followed by the statement that adds the matching batch norm to the same list, or by
        `if bn:` whose first statement does."""
        for first, second in zip(statements, statements[1:]):
            added = _added(first)
            if added is None or not added[1]:
                continue
            target, modules = added
            conv = modules[-1]
            if not isinstance(conv, cst.Call):
                continue
            dimension = self._torch_class(conv, CONVS)
            if dimension is None:
                continue
            condition = None
            if isinstance(second, cst.If):
                body = second.body.body
                if not body:
                    continue
                second, condition = body[0], second.test
            following = _added(second)  # type: ignore[arg-type]
            if following is None or following[0] != target or not following[1]:
                continue
            norm = following[1][0]
            if isinstance(norm, cst.Call) and self._torch_class(norm, NORMS) == dimension:
                self._check_conv(conv, condition=condition)


def _added(statement: cst.CSTNode) -> tuple[str, list[cst.BaseExpression | None]] | None:
    """What a statement adds to a list: `L.append(m)`, `L += [m, ...]`, `L.extend([m, ...])`
    as a statement of its own: (the list's code, the modules added)."""
    if isinstance(statement, cst.SimpleStatementLine):
        if len(statement.body) != 1:
            return None
        small = statement.body[0]
    elif isinstance(statement, cst.BaseSmallStatement):
        small = statement
    else:
        return None
    if isinstance(small, cst.Expr) and isinstance(small.value, cst.Call):
        call = small.value
        func = call.func
        if not isinstance(func, cst.Attribute) or len(call.args) != 1 or call.args[0].keyword or call.args[0].star:
            return None
        argument = call.args[0].value
        if func.attr.value == "append":
            return _code(func.value), [argument]
        if func.attr.value == "extend" and isinstance(argument, (cst.List, cst.Tuple)):
            return _code(func.value), list(_elements(argument.elements))
        return None
    if (
        isinstance(small, cst.AugAssign)
        and isinstance(small.operator, cst.AddAssign)
        and isinstance(small.value, (cst.List, cst.Tuple))
    ):
        return _code(small.target), list(_elements(small.value.elements))
    return None


# A file that defines models with published weights (a transformers / diffusers / timm /
# torchvision model file): removing a bias there changes the state_dict of checkpoints users
# download, which costs more than the addition it saves.
PUBLISHED_WEIGHTS = re.compile(
    r"\b(PreTrainedModel|from_pretrained|load_state_dict_from_url|model_urls|register_model"
    r"|pretrained_cfg|WeightsEnum|hf_hub_download|ModelMixin|register_to_config)\b"
)
FORWARD_METHODS = frozenset({"forward", "__call__", "_forward_impl", "forward_features"})


def _self_attr(expr: cst.BaseExpression) -> str | None:
    """``attr`` of ``self.attr``."""
    if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name) and expr.value.value == "self":
        return expr.attr.value
    return None


def _self_calls(cls: cst.ClassDef) -> dict[str, int]:
    """How many times each ``self.<attr>(...)`` is called in the class."""
    counts: dict[str, int] = {}
    for node in walk(cls.body):
        if isinstance(node, cst.Call):
            attr = _self_attr(node.func)
            if attr is not None:
                counts[attr] = counts.get(attr, 0) + 1
    return counts


def _applied_in_turn(function: cst.FunctionDef) -> Iterator[tuple[str, str]]:
    """(first, second) attribute pairs where ``forward`` applies ``self.<second>`` right to
    the output of ``self.<first>``: ``self.bn(self.conv(x))``, or ``y = self.conv(x)``
    followed by the statement ``y = self.bn(y)`` (any name, the same one)."""
    for node in walk(function.body):
        if isinstance(node, cst.Call):
            outer = _self_attr(node.func)
            if outer is not None and node.args and isinstance(node.args[0].value, cst.Call):
                inner = _self_attr(node.args[0].value.func)
                if inner is not None:
                    yield inner, outer
        if isinstance(node, (cst.IndentedBlock, cst.Module)):
            statements = list(node.body)
            for first, second in zip(statements, statements[1:]):
                pair = _assigned_call(first)
                following = _assigned_call(second)
                if pair is None or following is None:
                    continue
                (target, call), (_, next_call) = pair, following
                inner, outer = _self_attr(call.func), _self_attr(next_call.func)
                if inner is None or outer is None or len(next_call.args) != 1:
                    continue
                argument = next_call.args[0].value
                if isinstance(argument, cst.Name) and argument.value == target:
                    yield inner, outer


def _assigned_call(statement: cst.CSTNode) -> tuple[str, cst.Call] | None:
    """``name = <call>`` as a statement of its own: (name, call)."""
    if not isinstance(statement, cst.SimpleStatementLine) or len(statement.body) != 1:
        return None
    small = statement.body[0]
    if (
        isinstance(small, cst.Assign)
        and len(small.targets) == 1
        and isinstance(small.targets[0].target, cst.Name)
        and isinstance(small.value, cst.Call)
    ):
        return small.targets[0].target.value, small.value
    return None


def _positional(args: Sequence[cst.Arg]) -> Iterator[cst.BaseExpression | None]:
    for arg in args:
        # a starred argument hides how many modules sit between its neighbours
        yield None if arg.star or arg.keyword is not None else arg.value


def _elements(elements: Sequence[cst.BaseElement]) -> Iterator[cst.BaseExpression | None]:
    for element in elements:
        if isinstance(element, cst.StarredElement):
            yield None
            continue
        value = element.value
        # ("conv1", nn.Conv2d(...)) pairs, as given to OrderedDict for nn.Sequential
        if (
            isinstance(value, cst.Tuple)
            and len(value.elements) == 2
            and string_value(value.elements[0].value) is not None
        ):
            value = value.elements[1].value
        yield value


def loads_state_dict(ctx) -> bool:  # noqa: ANN001
    """Does the file load saved weights into a model? A `.load_state_dict(` call, a
    `torch.load(` call, or a `--resume` command-line flag: a checkpoint saved before
    `bias=False` then fails to load ("Unexpected key(s) in state_dict")."""
    model = ctx.semantic
    for node in model.nodes_of(cst.Call):
        func = node.func  # type: ignore[attr-defined]
        if isinstance(func, cst.Attribute) and func.attr.value == "load_state_dict":
            return True
        if isinstance(func, (cst.Name, cst.Attribute)) and model.qualified_name(
            func, model.path_to(func)
        ) == "torch.load":
            return True
    for node in model.nodes_of(cst.SimpleString):
        text = string_value(node)  # type: ignore[arg-type]
        if text is not None and text.startswith("--resume"):
            return True
    return False


def reads_conv_bias(model) -> bool:  # noqa: ANN001 - a SemanticModel
    """Does the file read a `.bias` that may be a convolution's, with no `None` check around
    it? (`model[0].bias`, `nn.init.zeros_(m.bias)` in an init function that visits convs.)
    Reads under `if x.bias is not None:`, `getattr(x, "bias", None)`, reads on a name that says
    it is a norm (`bn1.bias`, `norm.bias`) and reads inside an `isinstance(x, ...)` branch
    naming no convolution class do not count; an assignment to `x.bias` is not a read."""
    finder = _BiasReads()
    # Only an `x.bias` attribute can be a read: ask the model's index of attributes for those,
    # each with its ancestors, instead of a libcst visit of the whole file (which rebuilt every
    # node: a fifth of the check of a large file with one finding of this rule).
    for node in model.nodes_of(cst.Attribute):
        if node.attr.value == "bias":  # type: ignore[attr-defined]
            finder.stack = model.path_to(node)[:-1]
            if finder._unguarded(node) and not _bound_to_no_conv(model, node.value):  # type: ignore[arg-type, attr-defined]
                return True
    return False


def _bound_to_no_conv(model, receiver: cst.BaseExpression) -> bool:  # noqa: ANN001
    """Is ``receiver`` (`self.net`, `fc`) assigned in the file, every time, a `torch.nn`
    module that is no convolution (`self.net = nn.LazyLinear(1)`): its `.bias` is no conv's."""
    written = _code(receiver)
    if not isinstance(receiver, (cst.Name, cst.Attribute)) or "[" in written:
        return False
    # `self.<attr>` is the attribute of the read's own class; a plain name, of the file
    scope = None
    if written.startswith("self."):
        scope = next((n for n in reversed(model.path_to(receiver)) if isinstance(n, cst.ClassDef)), None)
        if scope is None:
            return False
    found = False
    for assign in model.nodes_of(cst.Assign):
        if not any(_code(t.target) == written for t in assign.targets):
            continue
        if scope is not None and not any(n is scope for n in model.path_to(assign)):
            continue
        value = assign.value
        if not isinstance(value, cst.Call) or not isinstance(value.func, (cst.Name, cst.Attribute)):
            return False
        qualified = model.qualified_name(value.func, model.path_to(value.func)) or ""
        if not qualified.startswith("torch.nn.") or "conv" in qualified.lower() or qualified.endswith("Sequential"):
            return False
        found = True
    return found


_NORM_NAME = re.compile(r"(^|_)(bn|norm|ln|gn)|norm", re.IGNORECASE)


class _BiasReads(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.stack: list[cst.CSTNode] = []
        self.found = False

    def on_visit(self, node: cst.CSTNode) -> bool:
        if self.found:
            return False
        if isinstance(node, cst.Attribute) and node.attr.value == "bias" and self._unguarded(node):
            self.found = True
            return False
        self.stack.append(node)
        return True

    def on_leave(self, original_node: cst.CSTNode) -> None:
        if self.stack and self.stack[-1] is original_node:
            self.stack.pop()

    def _unguarded(self, node: cst.Attribute) -> bool:
        parent = self.stack[-1] if self.stack else None
        if isinstance(parent, cst.AssignTarget):
            return False
        receiver = _code(node.value)
        last = receiver.rsplit(".", 1)[-1].rsplit("]", 1)[0]
        if _NORM_NAME.search(last):
            return False
        if isinstance(parent, cst.Comparison) and _none_test(parent, node):
            return False
        # a guard holds in the body of its `if` (not in its `else`)
        for ancestor, child in zip(self.stack, self.stack[1:]):
            if isinstance(ancestor, (cst.If, cst.IfExp, cst.While)) and child is ancestor.body:
                if _guards(ancestor.test, receiver):
                    return False
        return True


def _code(node: cst.CSTNode) -> str:
    return cst.Module([]).code_for_node(node)


def _none_test(comparison: cst.Comparison, node: cst.CSTNode) -> bool:
    return comparison.left is node and all(
        isinstance(t.operator, (cst.Is, cst.IsNot)) and _code(t.comparator) == "None"
        for t in comparison.comparisons
    )


def _guards(test: cst.BaseExpression, receiver: str) -> bool:
    """A test that makes `receiver.bias` safe to read: `receiver.bias is not None`, a plain
    `receiver.bias` truth test, or `isinstance(receiver, ...)` naming classes (capitalised
    names, not a variable holding a tuple of them) none of which is a convolution."""
    for node in walk(test):
        if isinstance(node, cst.Attribute) and node.attr.value == "bias" and _code(node.value) == receiver:
            return True
        if (
            isinstance(node, cst.Call)
            and isinstance(node.func, cst.Name)
            and node.func.value == "isinstance"
            and len(node.args) == 2
            and _code(node.args[0].value) == receiver
            and _names_no_conv(node.args[1].value)
        ):
            return True
        if isinstance(node, cst.Comparison) and _names_class_no_conv(node):
            return True
    return False


def _names_class_no_conv(test: cst.Comparison) -> bool:
    """A test on a module's class name that names a class of no convolution:
    `classname.find("BatchNorm") != -1`, `"BatchNorm" in classname` (DCGAN-style
    initialisers, whose `elif` branch for batch norms writes `m.bias`)."""
    literal = None
    left = test.left
    if (
        isinstance(left, cst.Call) and isinstance(left.func, cst.Attribute)
        and left.func.attr.value == "find" and len(left.args) == 1
    ):
        literal = string_value(left.args[0].value)
    elif len(test.comparisons) == 1 and isinstance(test.comparisons[0].operator, cst.In):
        literal = string_value(left)
    return bool(literal) and literal[:1].isupper() and "conv" not in literal.lower()


def _names_no_conv(classes: cst.BaseExpression) -> bool:
    """`nn.BatchNorm2d`, `(nn.LayerNorm, nn.Linear)`: every class named, none a convolution.
    A lower-case name (`conv_types`, `types`) may hold any classes: not known."""
    elements = (
        [element.value for element in classes.elements]
        if isinstance(classes, cst.Tuple) else [classes]
    )
    for element in elements:
        if not isinstance(element, (cst.Name, cst.Attribute)):
            return False
        last = element.value if isinstance(element, cst.Name) else element.attr.value
        if not last[:1].isupper() or "conv" in last.lower():
            return False
    return True
