"""Does this file load saved weights into a model? (A fact of the whole file.)

Rules that change a model's parameters (TL406 drops a convolution's bias) ask it: where a file
loads weights, a checkpoint saved before the change no longer loads ("Unexpected key(s) in
state_dict"), and the shipped or downloaded checkpoints the file reads are the reason the model
has the parameter. What counts (:func:`loads_weights` answers the call that shows it):

- ``x.load_state_dict(...)``;
- ``torch.load(...)`` whose result is handed to a model: passed to a model builder the file
  defines (``Net(torch.load(p))``) or bound to a name the file then runs as a model (``net =
  torch.load(p)`` then ``net(x)``, ``net.eval()``); a ``torch.load`` of data (kept as a dict,
  passed to a ``DataLoader``) is not;
- ``Model.load_from_checkpoint(...)`` (Lightning), ``X.from_pretrained(...)`` (not of a
  tokenizer, processor, feature extractor or configuration, which hold no model weights, nor
  torch's ``nn.Embedding.from_pretrained(tensor)``, which takes a tensor in hand);
- ``torch.hub.load_state_dict_from_url``, ``torch.utils.model_zoo.load_url``,
  ``torch.hub.download_url_to_file``, and ``torch.hub.load(..., source="local")`` (the file's
  own repository); ``torch.hub.load(repo, name)`` builds another repository's model, whose
  convolutions are not this file's;
- ``pretrained=True`` (a true literal) or ``weights=`` (not ``None``) passed to a model builder
  defined in this file (``resnet18(pretrained=True)`` of the file's own ``def resnet18``).
  torchvision's and timm's builders build their library's model, not one of this file's
  classes: their pretrained weights never reach this file's layers (a layer the file puts in
  their place starts from scratch).
"""

from __future__ import annotations

import libcst as cst

from torchlint.semantic.syntax import find_arg, is_true

LOADING_METHODS = frozenset({"load_state_dict", "load_from_checkpoint", "from_pretrained"})
LOADING_FUNCTIONS = frozenset({
    "torch.hub.load_state_dict_from_url", "torch.utils.model_zoo.load_url", "torch.hub.download_url_to_file",
})
# `from_pretrained` of these loads no model weights
NOT_MODELS = ("Tokenizer", "TokenizerFast", "Processor", "FeatureExtractor", "Config", "ImageProcessor")
# methods that show a name holds a module
MODULE_METHODS = frozenset({"eval", "train", "parameters", "named_parameters", "modules", "children", "forward"})


def loads_weights(model) -> str | None:  # noqa: ANN001 - a SemanticModel
    """The first call by which the file loads saved weights into a model (its short name:
    `load_state_dict`, `torch.load`, `from_pretrained`, `pretrained=True` ...), or None."""
    memo = model.memo
    if "weights-loaded" not in memo:
        memo["weights-loaded"] = _loads_weights(model)
    return memo["weights-loaded"]


def _loads_weights(model) -> str | None:  # noqa: ANN001
    builders = _own_builders(model)
    for node in model.nodes_of(cst.Call):
        func = node.func  # type: ignore[attr-defined]
        if isinstance(func, cst.Attribute) and func.attr.value in LOADING_METHODS:
            if func.attr.value == "from_pretrained" and _names_no_model(model, func.value):
                continue
            return func.attr.value
        if not isinstance(func, (cst.Name, cst.Attribute)):
            continue
        qualified = model.qualified_name(func, model.path_to(func))
        if qualified in LOADING_FUNCTIONS:
            return qualified.rsplit(".", 1)[-1]
        if qualified == "torch.hub.load":
            source = find_arg(node, "source")  # type: ignore[arg-type]
            if source is not None and isinstance(source.value, cst.SimpleString) and "local" in source.value.value:
                return "torch.hub.load"
            continue
        if qualified == "torch.load" and _handed_to_model(model, node, builders):  # type: ignore[arg-type]
            return "torch.load"
        if isinstance(func, cst.Name) and func.value in builders:
            pretrained = find_arg(node, "pretrained")  # type: ignore[arg-type]
            weights = find_arg(node, "weights")  # type: ignore[arg-type]
            if pretrained is not None and is_true(pretrained.value):
                return "pretrained=True"
            if weights is not None and not (isinstance(weights.value, cst.Name) and weights.value.value == "None"):
                return "weights="
    return None


def _own_builders(model) -> frozenset[str]:  # noqa: ANN001
    """Names of the functions and classes defined at the file's top level."""
    # read from the tree, not from the model's tables, which the traversal is still filling
    return frozenset(
        statement.name.value for statement in model.module.body
        if isinstance(statement, (cst.FunctionDef, cst.ClassDef))
    )


def _names_no_model(model, receiver: cst.BaseExpression) -> bool:  # noqa: ANN001
    """`from_pretrained` of a tokenizer, processor or configuration, or torch's own
    `nn.Embedding.from_pretrained(tensor)` (a tensor in hand, no saved weights)."""
    if isinstance(receiver, (cst.Name, cst.Attribute)):
        qualified = model.qualified_name(receiver, model.path_to(receiver)) or ""
        if qualified.startswith("torch.nn."):
            return True
    last = receiver.value if isinstance(receiver, cst.Name) else (
        receiver.attr.value if isinstance(receiver, cst.Attribute) else ""
    )
    return last.endswith(NOT_MODELS)


def _handed_to_model(model, load: cst.Call, builders: frozenset[str]) -> bool:  # noqa: ANN001
    """``torch.load(...)`` passed straight to a model builder of the file (`Net(torch.load(p))`;
    `net.load_state_dict(torch.load(p))` counts by its own call), or bound to a name the file
    runs as a module. Passed to anything else (`DataLoader(torch.load(p))`) it is data."""
    path = model.path_to(load)
    parent = path[-2]
    if isinstance(parent, cst.Arg):
        call = path[-3]
        return isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value in builders
    if isinstance(parent, cst.Attribute) and parent.attr.value in MODULE_METHODS:
        return True  # torch.load(p).eval()
    if not isinstance(parent, cst.Assign) or len(parent.targets) != 1:
        return False
    target = parent.targets[0].target
    if not isinstance(target, cst.Name):
        return False
    name = target.value
    for call in model.nodes_of(cst.Call):
        func = call.func  # type: ignore[attr-defined]
        if isinstance(func, cst.Name) and func.value == name:
            return True  # net(x)
        if (
            isinstance(func, cst.Attribute)
            and func.attr.value in MODULE_METHODS
            and isinstance(func.value, cst.Name)
            and func.value.value == name
        ):
            return True  # net.eval()
    return False
