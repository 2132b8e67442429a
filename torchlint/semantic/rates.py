"""How often a loop's body runs, and what else its iterations wait for: amortised cost facts.

:meth:`SemanticModel.cost_context` says whether code runs per step (``hot``), every N steps
(``periodic``) or once (``cold``). Two facts of a hot loop refine that for rules whose cost is
one small copy or one forward pass per iteration (TL101, TL402); they are read from what the
code does, never from names:

- :func:`epoch_loop`: the loop is an *epoch loop*, not a step loop: it runs another loop, in
  its body, that takes the training steps (``.backward()`` / ``.step()`` in it) or iterates a
  ``DataLoader``, while it iterates no loader itself and takes no step outside that inner loop
  (``for epoch in range(n): states = init(); for x in loader: ... loss.backward()``). Its own
  statements run once per epoch: their cost is spread over the epoch's steps.
- :func:`reads_host_every_iteration`: the loop's body reads a tensor back to the host on
  every iteration (``.item()``, ``.tolist()``, ``.numpy()``, ``.cpu()``, ``.to("cpu")``, at any
  depth, nested loops included; not under an ``if`` that holds once every N iterations): the
  device queue drains at every iteration, so a small blocking copy there waits behind no
  queued work and costs microseconds (RULES.md v3: a sync costs only when the device is the
  bottleneck).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Iterator

import libcst as cst

from torchlint.semantic.flow import periodic_test, reaching_binding, runs_once
from torchlint.semantic.syntax import walk as walk_nodes
from torchlint.semantic.training import (
    IMAGE_MODEL_PREFIXES, LINEAR_LAYERS, SIZED_LAYERS, _is_backward, _is_cpu, _is_optimizer_step, layer_widths,
)
from torchlint.semantic.values import ARRAY, HOST, LOADER

if TYPE_CHECKING:
    from torchlint.semantic.model import SemanticModel

# Tensor methods that copy a value back to the host and wait for the device.
HOST_READS = frozenset({"item", "tolist", "numpy", "cpu"})
_LOOPS = (cst.For, cst.While)
_SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)
_WRAPPERS = frozenset({"enumerate", "tqdm", "zip", "iter"})
_SYNCHRONIZE = frozenset({"torch.cuda.synchronize", "torch.accelerator.synchronize", "torch.xpu.synchronize", "torch.mps.synchronize"})


def host_read(model: SemanticModel, call: cst.Call) -> bool:
    """``torch.cuda.synchronize()`` (and the other backends'), or
    ``x.item()``, ``x.tolist()``, ``x.numpy()``, ``x.cpu()``, ``x.to("cpu")`` where ``x``
    is not known to be a NumPy array (whose ``.item()`` / ``.tolist()`` stay on the host) nor
    a tensor on the host (a loader's batch before it is moved): nothing waits for the
    device."""
    func = call.func
    if isinstance(func, cst.Attribute) and func.attr.value == "synchronize" and not call.args:
        # `torch.cuda.synchronize()` each iteration: the host waits for the queue to drain
        return model.qualified_name(func, model.path_to(func)) in _SYNCHRONIZE
    if not isinstance(func, cst.Attribute):
        return False
    if func.attr.value in HOST_READS:
        pass
    elif func.attr.value == "to" and call.args and _is_cpu(call.args[0].value):
        pass
    else:
        return False
    value = model.value(func.value, model.path_to(func.value))
    return value.kind != ARRAY and value.device != HOST


def _body_nodes(node: cst.CSTNode, model: SemanticModel, *, skip_loops: bool = False):  # noqa: ANN202
    """The nodes of ``node``'s body that run with it: not in nested functions, lambdas or
    classes, nor in the true branch of an ``if`` that holds once every N iterations (nor in
    nested loops, with ``skip_loops``)."""
    stack: list[cst.CSTNode] = [node.body]  # type: ignore[attr-defined]
    while stack:
        current = stack.pop()
        yield current
        if isinstance(current, cst.If) and periodic_test(model.path_to(current), current.test):
            stack.append(current.test)
            if current.orelse is not None:
                stack.append(current.orelse)
            continue
        for child in current.children:
            if isinstance(child, _SCOPES):
                continue
            if skip_loops and isinstance(child, _LOOPS):
                continue
            stack.append(child)


def reads_host_every_iteration(model: SemanticModel, loop: cst.For | cst.While) -> bool:
    """Does ``loop``'s body read a tensor back to the host on every iteration (see the
    module's docstring)?"""
    key = ("reads-host", id(loop))
    found = model.memo.get(key)
    if found is None:
        found = model.memo[key] = any(
            isinstance(node, cst.Call) and host_read(model, node) for node in _body_nodes(loop, model)
        )
    return found  # type: ignore[return-value]


def _iterates_loader(model: SemanticModel, loop: cst.CSTNode) -> bool:
    if not isinstance(loop, cst.For):
        return False
    iterable = loop.iter
    while (
        isinstance(iterable, cst.Call) and isinstance(iterable.func, cst.Name)
        and iterable.func.value in _WRAPPERS and iterable.args
    ):
        if any(model.value(a.value, model.path_to(a.value)).kind == LOADER for a in iterable.args):
            return True
        iterable = iterable.args[0].value
    return model.value(iterable, model.path_to(iterable)).kind == LOADER


def loops_loader_or_steps(model: SemanticModel, loop: cst.CSTNode) -> bool:
    """Does ``loop`` iterate a data loader, or does its body take a training step
    (``.backward()``, an optimizer's ``.step()``)?"""
    return _iterates_loader(model, loop) or _takes_step(_body_nodes(loop, model))


def _takes_step(nodes) -> bool:  # noqa: ANN001
    """A training step among ``nodes``: ``.backward(`` or ``<optimizer>.step(`` (a scheduler's
    ``.step()`` once per epoch is no step)."""
    return any(
        isinstance(n, cst.Call) and (_is_backward(n) or _is_optimizer_step(n)) for n in nodes
    )


def epoch_loop(model: SemanticModel, loop: cst.For | cst.While) -> bool:
    """Is ``loop`` an epoch loop around the loop that takes the steps (see the module's
    docstring)?"""
    key = ("epoch-loop", id(loop))
    found = model.memo.get(key)
    if found is None:
        found = model.memo[key] = _epoch_loop(model, loop)
    return found  # type: ignore[return-value]


def _epoch_loop(model: SemanticModel, loop: cst.For | cst.While) -> bool:
    if _iterates_loader(model, loop):
        return False
    own = list(_body_nodes(loop, model, skip_loops=True))
    if _takes_step(own):
        return False  # a step loop around micro-batches (gradient accumulation)
    for node in own:
        for child in node.children:
            if not isinstance(child, _LOOPS):
                continue
            if runs_once(child) or model.few_iterations(child, model.path_to(child)):
                continue
            if _iterates_loader(model, child) or _takes_step(_body_nodes(child, model)):
                return True
    return False


def innermost_loop(model: SemanticModel, path) -> cst.For | cst.While | None:  # noqa: ANN001
    """The innermost loop around the last node of ``path`` within its function, past loops
    over a handful of items (:meth:`SemanticModel.few_iterations`)."""
    for index in model.loops_around(path):
        loop = path[index]
        if not model.few_iterations(loop, path[: index + 1]):
            return loop  # type: ignore[return-value]
    return None


def amortised_loop(model: SemanticModel, loop: cst.For | cst.While) -> str | None:
    """Why one small copy or allocation per iteration of ``loop`` costs little: ``"epoch"``
    (:func:`epoch_loop`), ``"host"`` (:func:`reads_host_every_iteration`), or None."""
    if epoch_loop(model, loop):
        return "epoch"
    if reads_host_every_iteration(model, loop):
        return "host"
    return None


def host_bound_function(model: SemanticModel, info) -> bool:  # noqa: ANN001
    """Does every run of the function ``info`` happen where the device queue is drained: its
    own body runs a loop that reads the host every iteration (the next call starts with an
    empty queue), or it is hot only through calls of this file (not a ``forward`` or another
    method PyTorch calls per step), each in a loop that reads the host every iteration or an
    epoch loop (``gradient_penalty(...)`` called from a step loop that logs ``loss.item()``)."""
    key = ("host-bound", id(info.node))
    found = model.memo.get(key)
    if found is None:
        model.memo[key] = False  # recursion guard
        found = model.memo[key] = _host_bound_function(model, info)
    return found  # type: ignore[return-value]


def _host_bound_function(model: SemanticModel, info) -> bool:  # noqa: ANN001
    for loop in model.nodes_of(cst.For) + model.nodes_of(cst.While):
        path = model.path_to(loop)
        if (
            model.enclosing_function(path) is info
            and not model.few_iterations(loop, path)
            and reads_host_every_iteration(model, loop)
        ):
            return True
    if model._intrinsically_hot(info):
        return False
    sites = [site for site in model.call_sites if info in model._callees(site)]
    if not sites:
        return False
    for site in sites:
        if site.handed_hot:
            return False
        loop = innermost_loop(model, site.path)
        if loop is not None:
            if amortised_loop(model, loop) is None:
                return False
            continue
        caller = site.caller
        if caller is None or not host_bound_function(model, caller):
            return False
    return True


# A small network, for rules whose cost is what one forward pass keeps for backward:
# convolutions of at most SMALL_CONV_CHANNELS channels (their activations grow with the image),
# and other layers (`Linear`, RNNs, attention, an `Embedding` by its embedding size) of at most
# SMALL_PARAMETERS weights together (a 2^22-weight MLP keeps a few MB of activations per batch
# of hundreds: the rule's own measurement, an 8-layer 2048-wide MLP of 2^25 weights at batch
# 512, gained 24 MiB of 457).
SMALL_CONV_CHANNELS = 128
SMALL_PARAMETERS = 2**22
_CONVS = frozenset(
    f"torch.nn.{name}" for name in (
        "Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d",
    )
)
_EMBEDDINGS = frozenset({"torch.nn.Embedding", "torch.nn.EmbeddingBag"})
_MODULE_KEEPING = frozenset({"to", "cuda", "cpu", "eval", "train", "float", "double", "half"})


def small_network(model: SemanticModel, written: str, path) -> bool:  # noqa: ANN001
    """Is the module ``written`` (as written), where ``path`` ends, a small network built in
    this file: the file builds no torchvision or timm model, every ``torch.nn`` layer it
    builds has widths known as integers (literals, arithmetic of them, names bound only at
    module level to such, ``__init__`` parameters every construction gives such), with
    convolutions of at most :data:`SMALL_CONV_CHANNELS` channels and other layers of at most
    :data:`SMALL_PARAMETERS` weights together (none at all: a network whose layers are still
    to be written), while every ``self.<attr> = ...`` of a module's ``__init__`` builds a
    ``torch`` module or a class of this file (a ``Dataset``'s ``__init__``, of a class with
    ``__getitem__`` and no ``forward``, loads arrays and builds no layer: not counted); and every binding of the name calls a class
    of this file or ``torch.nn.Sequential`` (``model = Net().to(device)``), or, for a
    parameter of the function, every call of that function in the file passes such a name.
    The networks of course notebooks (an MNIST MLP, a CIFAR CNN of 16-64 channels): one
    forward keeps a few MB of activations."""
    if "." in written or not _small_layers(model):
        return False
    binding = reaching_binding(list(path), written)
    if binding is not None and isinstance(binding.node, cst.Param):
        info = model.enclosing_function(list(path))
        while info is not None and info.node.params is not None and binding.node not in info.node.params.params:
            info = info.parent
        if info is None or not isinstance(info.node, cst.FunctionDef):
            return False
        return _passed_small(model, info, binding.node)
    return _built_here(model, written)


def _passed_small(model: SemanticModel, info, param: cst.Param) -> bool:  # noqa: ANN001
    """Every call of the function ``info`` in the file passes a small network built here as
    ``param``."""
    given = model.arguments_passed(info, param)
    return given is not None and all(
        isinstance(value, cst.Name) and _built_here(model, value.value) for value in given
    )


def _built_here(model: SemanticModel, written: str) -> bool:
    """Every assignment of the name ``written`` calls a class of this file or
    ``torch.nn.Sequential``, possibly through ``.to()`` / ``.cuda()`` / ``.eval()``."""
    key = ("built-here", written)
    if key in model.memo:
        return model.memo[key]  # type: ignore[return-value]
    model.memo[key] = found = _built_here_uncached(model, written)
    return found


def module_bindings(model: SemanticModel, written: str) -> Iterator[cst.BaseExpression]:
    """What each plain assignment ``written = ...`` of the file binds, with the calls that keep
    the module (``.to()``, ``.cuda()``, ``.eval()``, ``.float()``...) peeled off; an assignment
    that rebinds the same network (``model = model.train()``) is skipped."""
    for node in model.nodes_of(cst.Assign):
        if not any(isinstance(t.target, cst.Name) and t.target.value == written for t in node.targets):
            continue
        value = peel_module_calls(node.value)
        if isinstance(value, cst.Name) and value.value == written:
            continue
        yield value


def _built_here_uncached(model: SemanticModel, written: str) -> bool:
    local_classes = {node.name.value for node in model.nodes_of(cst.ClassDef)}
    found = False
    for value in module_bindings(model, written):
        if not isinstance(value, cst.Call):
            return False
        func = value.func
        if isinstance(func, cst.Name) and func.value in local_classes:
            found = True
            continue
        if model.qualified_name(func, model.path_to(func)) == "torch.nn.Sequential":
            found = True
            continue
        return False
    return found


def small_layers(model: SemanticModel, conv_channels: int = 0, *, fully_connected: bool = False) -> bool:
    """Does every ``torch.nn`` layer the file builds have the widths of a small network (see
    :func:`small_network`; convolutions of at most ``conv_channels`` channels when given),
    with no torchvision or timm model and no module from elsewhere built in a module's
    ``__init__``? For rules whose cost grows with the layers' outputs (TL406: the bias of a
    course network's convolution, on MNIST or CIFAR images, costs microseconds a step).
    ``fully_connected``: also every such layer a ``Linear``, one at least (TL414: a GAN of
    small fully connected networks; a file building none may use networks from elsewhere)."""
    return _small_layers(model, conv_channels or SMALL_CONV_CHANNELS, fully_connected)


def _small_layers(model: SemanticModel, conv_channels: int = SMALL_CONV_CHANNELS, fully_connected: bool = False) -> bool:
    key = ("small-layers", conv_channels, fully_connected)
    if key in model.memo:
        return model.memo[key]  # type: ignore[return-value]
    small = True
    layers = 0
    weights = 0
    for call, qualified in _built_layers(model):
        if qualified.startswith(IMAGE_MODEL_PREFIXES):
            small = False
            break
        if fully_connected and qualified not in LINEAR_LAYERS:
            small = False
            break
        layers += 1
        values = _widths(model, call, qualified)
        if not values or any(v is None for v in values):
            small = False
            break
        if qualified in _CONVS:
            if max(values) > conv_channels:  # type: ignore[type-var]
                small = False
                break
        else:
            weights += _weights(values)  # type: ignore[arg-type]
    small = small and weights <= SMALL_PARAMETERS and (layers > 0 or not fully_connected)
    model.memo[key] = small = small and _builds_only_torch(model)
    return small


def fully_connected_layers(model: SemanticModel) -> bool:
    """Is every ``torch.nn`` layer with widths that the file builds a ``Linear`` or an
    ``Embedding`` (a conditional GAN's label table), with no torchvision or timm model, and do
    those whose widths are known add up to at most :data:`SMALL_PARAMETERS` weights (widths
    not known are not counted)? A file building no layer at all answers yes: its networks, if
    any, come from another module, and only other signs can tell they are fully connected
    (TL414 v3: a discriminator fed flattened images)."""
    key = "fully-connected-layers"
    if key in model.memo:
        return model.memo[key]  # type: ignore[return-value]
    found = True
    weights = 0
    for call, qualified in _built_layers(model):
        if qualified not in LINEAR_LAYERS and qualified not in _EMBEDDINGS:
            found = False  # a convolution, a recurrent or attention layer, an image model
            break
        values = _widths(model, call, qualified)
        if values and None not in values:
            weights += _weights(values)  # type: ignore[arg-type]
    model.memo[key] = found = found and weights <= SMALL_PARAMETERS
    return found


# A layer as :func:`module_layers` reads it: its qualified name and its widths (None where the
# file does not say).
Layer = tuple[str, list[int | None]]


def module_layers(model: SemanticModel, written: cst.BaseExpression) -> list[Layer] | None:
    """The layers of the network ``written`` names (`G`, `netG`, `self.generator`, or a
    parameter every call of its function gives such a name), where the file builds it:
    every binding of the name (or of ``self.<attr>``) builds a class of this file or a
    ``torch.nn.Sequential`` (through ``.to()`` / ``.cuda()``), and the class's body or the
    ``Sequential``'s arguments (with the classes of this file they build in turn) build
    ``Linear``, ``Embedding`` and convolution layers, no recurrent or attention layer, no
    torchvision or timm model and no module from elsewhere. For each layer: its qualified
    name and its widths as integers where the file says (:func:`_fold_width`). ``None``
    where the network is not built so in this file or a module of the project it imports
    (elsewhere, by a helper function). TL414 v4: the generator's own layers, not the file's;
    v6: a class of the project's modules too (:meth:`SemanticModel.project_class`)."""
    networks = _bound_networks(model, written, 0)
    if not networks:
        return None
    layers: list[Layer] = []
    for home, network in networks:
        found = _network_layers(home, network, 0)
        if not found:
            return None
        layers += found
    return layers


def _bound_networks(
    model: SemanticModel, written: cst.BaseExpression, depth: int
) -> list[tuple[SemanticModel, cst.CSTNode]]:
    """What every binding of ``written`` constructs, with the model of the file that defines
    it: classes of this file or of a module of the project it imports (round 13:
    `from models import Generator`, :meth:`SemanticModel.project_class`), and
    ``torch.nn.Sequential`` calls (empty when a binding constructs anything else, or there is
    none)."""
    if depth > 2:
        return []
    local = {node.name.value: node for node in model.nodes_of(cst.ClassDef)}
    if isinstance(written, cst.Call):  # passed as built: `train(Generator(z_dim), ...)`
        values: list[cst.BaseExpression] = [peel_module_calls(written)]
    elif isinstance(written, cst.Name):
        binding = reaching_binding(model.path_to(written), written.value)
        if binding is not None and isinstance(binding.node, cst.Param):
            info = model.enclosing_function(model.path_to(written))
            while info is not None and info.node.params is not None and binding.node not in info.node.params.params:
                info = info.parent
            if info is None or not isinstance(info.node, cst.FunctionDef):
                return []
            given = model.arguments_passed(info, binding.node)
            if not given:
                return []
            found: list[tuple[SemanticModel, cst.CSTNode]] = []
            for value in given:
                networks = _bound_networks(model, value, depth + 1)
                if not networks:
                    return []
                found += networks
            return found
        values = list(module_bindings(model, written.value))
    elif (
        isinstance(written, cst.Attribute) and isinstance(written.value, cst.Name)
        and written.value.value == "self"
    ):
        values = [
            peel_module_calls(node.value) for node in model.nodes_of(cst.Assign)
            if any(
                isinstance(t.target, cst.Attribute) and isinstance(t.target.value, cst.Name)
                and t.target.value.value == "self" and t.target.attr.value == written.attr.value
                for t in node.targets
            )
        ]
    else:
        return []
    found = []
    for value in values:
        if not isinstance(value, cst.Call):
            return []
        if isinstance(value.func, cst.Name) and value.func.value in local:
            found.append((model, local[value.func.value]))
            continue
        qualified = model.qualified_name(value.func, model.path_to(value.func))
        if qualified == "torch.nn.Sequential":
            found.append((model, value))
            continue
        elsewhere = model.project_class(qualified)
        if elsewhere is None:
            return []
        found.append(elsewhere)
    return found


def peel_module_calls(value: cst.BaseExpression, keeping: frozenset[str] = _MODULE_KEEPING) -> cst.BaseExpression:
    """``value`` without the calls around it that keep the module (`Net().to(device)` ->
    `Net()`): ``keeping`` names them."""
    while (
        isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute)
        and value.func.attr.value in keeping
    ):
        value = value.func.value
    return value


def _network_layers(model: SemanticModel, network: cst.CSTNode, depth: int):  # noqa: ANN202
    """The layers a class's body or a ``Sequential``'s arguments build (see
    :func:`module_layers`); None where they build something not sized here."""
    if depth > 3:
        return None
    local = {node.name.value: node for node in model.nodes_of(cst.ClassDef)}
    layers: list[Layer] = []
    body = network.body if isinstance(network, cst.ClassDef) else network
    for call in walk_nodes(body):
        if not isinstance(call, cst.Call) or not isinstance(call.func, (cst.Name, cst.Attribute)):
            continue
        if isinstance(call.func, cst.Name) and call.func.value in local and local[call.func.value] is not network:
            inner = _network_layers(model, local[call.func.value], depth + 1)
            if not inner:
                return None
            layers += inner
            continue
        qualified = model.qualified_name(call.func, model.path_to(call.func)) or ""
        if qualified.startswith(IMAGE_MODEL_PREFIXES):
            return None
        elsewhere = model.project_class(qualified)  # (never a torch layer: project.NOT_PROJECT)
        if elsewhere is not None and elsewhere[1] is not network:  # a block from another module
            inner = _network_layers(*elsewhere, depth + 1)
            if not inner:
                return None
            layers += inner
            continue
        if qualified not in SIZED_LAYERS:
            if qualified.split(".", 1)[0] not in ("torch", "builtins") and _assigned_to_self(model, call):
                # a module from elsewhere, or made by a helper (`self.backbone = resnet18()`,
                # `self.body = make_decoder(16)`)
                return None
            continue
        if qualified not in LINEAR_LAYERS and qualified not in _EMBEDDINGS and qualified not in _CONVS:
            return None  # recurrent and attention layers: not sized here
        layers.append((qualified, _widths(model, call, qualified)))
    return layers


def known_weights(layers: list[Layer]) -> int:
    """The weights of ``layers`` other than convolutions whose widths the file says (widths
    not known are not counted)."""
    return sum(
        _weights(widths) for qualified, widths in layers  # type: ignore[arg-type]
        if qualified not in _CONVS and widths and None not in widths
    )


def is_fully_connected(qualified: str) -> bool:
    """A ``Linear`` (or ``Bilinear``) or an ``Embedding`` layer."""
    return qualified in LINEAR_LAYERS or qualified in _EMBEDDINGS


def is_convolution(qualified: str) -> bool:
    return qualified in _CONVS


def _assigned_to_self(model: SemanticModel, call: cst.Call) -> bool:
    parent = model.parent(call) or model.path_to(call)[-2]
    return isinstance(parent, cst.Assign) and any(
        isinstance(t.target, cst.Attribute) and isinstance(t.target.value, cst.Name) and t.target.value.value == "self"
        for t in parent.targets
    )


def _built_layers(model: SemanticModel) -> Iterator[tuple[cst.Call, str]]:
    """The file's calls that build a ``torch.nn`` layer with widths (:data:`SIZED_LAYERS`) or
    a torchvision or timm model, with the qualified name of what they call."""
    for call in model.nodes_of(cst.Call):
        if not isinstance(call.func, (cst.Name, cst.Attribute)):
            continue
        qualified = model.qualified_name(call.func, model.path_to(call.func))
        if qualified is not None and (qualified in SIZED_LAYERS or qualified.startswith(IMAGE_MODEL_PREFIXES)):
            yield call, qualified


def _widths(model: SemanticModel, call: cst.Call, qualified: str) -> list[int | None]:
    """The layer's widths as integers where the file says (None where not); an ``Embedding``
    by its embedding size alone."""
    widths = layer_widths(call)
    if qualified in _EMBEDDINGS:
        widths = widths[1:]
    return [_fold_width(model, width, call) for width in widths]


def _weights(values: list[int]) -> int:
    """The weights of a layer other than a convolution, of widths ``values``."""
    return values[0] * (values[1] if len(values) > 1 else 1)


def _builds_only_torch(model: SemanticModel) -> bool:
    """Every module the ``__init__`` of a class of this file assigns to ``self.<attr>`` is
    built by a ``torch`` callable or a class of this file: no backbone from elsewhere hides
    behind a small head."""
    local_classes = {node.name.value for node in model.nodes_of(cst.ClassDef)}
    for function in model.nodes_of(cst.FunctionDef):
        if function.name.value != "__init__" or not _defines_forward(model, function):
            continue
        for node in walk_nodes(function.body):
            if not (isinstance(node, cst.Assign) and isinstance(node.value, cst.Call)):
                continue
            if not any(
                isinstance(t.target, cst.Attribute) and isinstance(t.target.value, cst.Name)
                and t.target.value.value == "self" for t in node.targets
            ):
                continue
            func = node.value.func
            if isinstance(func, cst.Name) and func.value in local_classes:
                continue
            qualified = model.qualified_name(func, model.path_to(func))
            if qualified is not None and qualified.split(".", 1)[0] in ("torch", "builtins"):
                continue
            if isinstance(func, cst.Name) and func.value in ("list", "dict", "tuple", "set", "int", "float"):
                continue
            return False
    return True


def _defines_forward(model: SemanticModel, init: cst.FunctionDef) -> bool:
    """Is ``init`` the ``__init__`` of a class that defines ``forward`` (a module)? A
    ``Dataset`` that loads its arrays with numpy or pandas in ``__init__`` builds no layer."""
    cls = next((node for node in reversed(model.path_to(init)) if isinstance(node, cst.ClassDef)), None)
    if cls is None or not isinstance(cls.body, cst.IndentedBlock):
        return True
    return any(
        isinstance(statement, cst.FunctionDef) and statement.name.value == "forward"
        for statement in cls.body.body
    ) or not any(
        isinstance(statement, cst.FunctionDef) and statement.name.value == "__getitem__"
        for statement in cls.body.body
    )


def _fold_width(model: SemanticModel, expr: cst.BaseExpression, call: cst.Call) -> int | None:
    """An integer width of the layer ``call`` builds: literals and arithmetic of them, names
    bound only at module level to such, and parameters of the enclosing ``__init__`` that
    every construction of its class in the file gives as such (or leaves at such a
    default); the widest of them."""
    path = model.path_to(call)
    functions = [node for node in path if isinstance(node, cst.FunctionDef)]
    classes = [node for node in path if isinstance(node, cst.ClassDef)]
    init = cls = None
    if functions and functions[-1].name.value == "__init__" and classes:
        init, cls = functions[-1], classes[-1]
    return _fold(model, expr, 0, init, cls)


def _fold(model: SemanticModel, expr: cst.BaseExpression, depth: int, init=None, cls=None) -> int | None:  # noqa: ANN001
    if depth > 6:
        return None
    if isinstance(expr, cst.Integer):
        return int(expr.evaluated_value)
    if isinstance(expr, cst.BinaryOperation):
        left = _fold(model, expr.left, depth + 1, init, cls)
        right = _fold(model, expr.right, depth + 1, init, cls)
        if left is None or right is None:
            return None
        operator = expr.operator
        if isinstance(operator, cst.Multiply):
            return left * right
        if isinstance(operator, cst.Add):
            return left + right
        if isinstance(operator, cst.Subtract):
            return left - right
        if isinstance(operator, cst.FloorDivide) and right:
            return left // right
        return None
    if not isinstance(expr, cst.Name):
        return None
    if init is not None:
        names = [p.name.value for p in init.params.params]
        if expr.value in names[1:]:
            return _parameter(model, names.index(expr.value), init, cls, depth)
    folded = [_fold(model, bound, depth + 1) for bound in _module_constants(model).get(expr.value, ())]
    if not folded or any(value is None for value in folded):
        return None
    return max(folded)  # type: ignore[type-var]


def _parameter(model: SemanticModel, index: int, init, cls, depth: int) -> int | None:  # noqa: ANN001
    """The widest integer every construction of ``cls`` gives its ``__init__`` parameter."""
    param = init.params.params[index]
    constructions = [
        node for node in model.nodes_of(cst.Call)
        if isinstance(node.func, cst.Name) and node.func.value == cls.name.value
    ]
    if not constructions:
        return None
    widest = 0
    for construction in constructions:
        if any(arg.star for arg in construction.args):
            return None
        given = next(
            (a.value for a in construction.args
             if a.keyword is not None and a.keyword.value == param.name.value),
            None,
        )
        positional = [a.value for a in construction.args if a.keyword is None]
        if given is None and len(positional) >= index:
            given = positional[index - 1]
        if given is None:
            given = param.default
        folded = _fold(model, given, depth + 1) if given is not None else None
        if folded is None:
            return None
        widest = max(widest, folded)
    return widest


def _holder(model: SemanticModel, name: cst.Name) -> cst.CSTNode | None:
    """What holds ``name``: its parent, or for a name in a tuple or list (nested, starred)
    what holds the outermost one: an ``AssignTarget`` for ``a, (b, *c) = ...``, a ``For`` for
    its target; a call's ``Arg`` for ``torch.randn((n, z_dim))``, where the name is read. A
    name the traversal has not reached yet has no parent recorded: ``path_to`` fills them."""
    node = model.parent(name) or model.path_to(name)[-2]
    while isinstance(node, (cst.Element, cst.StarredElement, cst.Tuple, cst.List)):
        node = model.parent(node)
    return node


def _module_constants(model: SemanticModel) -> dict[str, list[cst.BaseExpression]]:
    """Names bound only by plain ``name = value`` statements at module level (notebook cells
    included, where a later cell often repeats ``n_hidden = 8``): their values. A function's
    parameter of the same name (``def __init__(self, image_dim)`` beside a module-level
    ``image_dim = 784``) binds a name of the function, not the module's, and a name read in a
    tuple (``torch.randn((batch_size, z_dim))``) binds nothing: neither counts."""
    found = model.memo.get("module-constants")
    if found is not None:
        return found  # type: ignore[return-value]
    counts: Counter = Counter()
    values: dict[str, list[cst.BaseExpression]] = {}
    for node in model.nodes_of(cst.Name):
        holder = _holder(model, node)
        if isinstance(holder, (cst.AssignTarget, cst.For, cst.AugAssign, cst.AsName, cst.CompFor, cst.AnnAssign)):
            counts[node.value] += 1
    for statement in model.module.body:
        if isinstance(statement, cst.SimpleStatementLine):
            for small in statement.body:
                if (
                    isinstance(small, cst.Assign) and len(small.targets) == 1
                    and isinstance(small.targets[0].target, cst.Name)
                ):
                    values.setdefault(small.targets[0].target.value, []).append(small.value)
    found = {name: bound for name, bound in values.items() if counts[name] == len(bound)}
    model.memo["module-constants"] = found
    return found


def runs_at_least_once(model: SemanticModel, loop: cst.CSTNode) -> bool:
    """A ``for`` over ``range(n)`` (or ``range(a, b)``) whose bounds are known integers
    (literals, names bound only at module level to such) with at least one item: an epoch
    loop ``for epoch in range(num_epochs)`` after ``num_epochs = 5``."""
    if not isinstance(loop, cst.For):
        return False
    iterable = loop.iter
    if not (
        isinstance(iterable, cst.Call) and isinstance(iterable.func, cst.Name)
        and iterable.func.value == "range" and 1 <= len(iterable.args) <= 2
        and all(a.keyword is None and not a.star for a in iterable.args)
        and model.qualified_name(iterable.func, model.path_to(iterable.func)) is None
    ):
        return False
    bounds = [_fold(model, a.value, 0) for a in iterable.args]
    if any(b is None for b in bounds):
        return False
    start, stop = (0, bounds[0]) if len(bounds) == 1 else (bounds[0], bounds[1])
    return stop > start  # type: ignore[operator]


def made_on_first_use(model: SemanticModel, path) -> str | None:  # noqa: ANN001
    """Lazy initialisation: the last node of ``path`` sits in the body of an ``if`` whose test
    holds ``<target> is None`` (alone or in an ``and``) and whose body assigns ``<target>``
    (``if queue is None: queue = torch.zeros(...).cuda()``, SwAV's queue): it runs on the first
    pass only, however hot the code around it. ``<target>`` must outlive one pass: an attribute
    (``self.queue``), or a name tested inside a loop of its function (a plain name outside any
    loop, such as a parameter defaulting to ``None``, is made on every call). Not where the
    enclosing loop sets ``<target>`` back to ``None`` (then it runs again). The answer is the
    test as written, or None."""
    for index in range(len(path) - 2, -1, -1):
        node, child = path[index], path[index + 1]
        if isinstance(node, _SCOPES):
            return None
        if not isinstance(node, cst.If) or child is not node.body:
            continue
        scope = max((i for i in range(index) if isinstance(path[i], _SCOPES)), default=-1)
        loops = [n for n in path[scope + 1:index] if isinstance(n, _LOOPS)]
        for target in _none_tests(node.test):
            if not _assigns(node.body, target, none=False):
                continue
            if "." not in target and not loops:
                # a plain name outside any loop of its function lives one call only (a
                # parameter defaulting to None, `mask = None`): made on every call
                continue
            if loops and _assigns(loops[-1].body, target, none=True):
                continue
            return cst.Module([]).code_for_node(node.test)
    return None


def _none_tests(test: cst.BaseExpression) -> list[str]:
    """The targets ``x`` of ``x is None`` in ``test`` or in the operands of its ``and``."""
    if isinstance(test, cst.BooleanOperation) and isinstance(test.operator, cst.And):
        return _none_tests(test.left) + _none_tests(test.right)
    if (
        isinstance(test, cst.Comparison)
        and len(test.comparisons) == 1
        and isinstance(test.comparisons[0].operator, cst.Is)
        and isinstance(test.comparisons[0].comparator, cst.Name)
        and test.comparisons[0].comparator.value == "None"
        and isinstance(test.left, (cst.Name, cst.Attribute))
    ):
        return [cst.Module([]).code_for_node(test.left)]
    return []


def _assigns(block: cst.CSTNode, target: str, *, none: bool) -> bool:
    """Does ``block`` assign ``target`` (``none``: the value ``None``; else any other value)?"""
    for node in walk_nodes(block):
        if not isinstance(node, cst.Assign):
            continue
        if not any(cst.Module([]).code_for_node(t.target) == target for t in node.targets):
            continue
        is_none = isinstance(node.value, cst.Name) and node.value.value == "None"
        if is_none == none:
            return True
    return False
