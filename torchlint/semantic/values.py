"""Abstract values: what an expression is, as far as the file shows.

A :class:`Value` says whether an expression is a tensor, a module, an optimizer, a DataLoader
or a dataset, and for tensors where it lives, whether it may carry grad, whether its dtype is
integral and whether it is pinned. Values flow through assignments (the single reaching
binding), ``for`` targets over loaders (and what a batch is unpacked into), ``self.<attr>``
assigned once in the class, calls of functions of the same module with one ``return``, and
the operations that keep or drop a fact
(``.detach()``, ``argmax``, comparisons, ``.cpu()``, ``.to(device)``, ``no_grad`` regions).

Unknown stays unknown: every field is None (or False for the flags) unless the code shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

import libcst as cst

from torchlint.semantic.flow import is_tensor_function, reaching_binding, rebound_before, target_names
from torchlint.semantic.syntax import ACCELERATOR_STRING, find_arg, is_device_like, string_value

# torchlint.semantic.model.SemanticModel, which imports this module: named loosely here so
# that imports point one way
SemanticModel = Any

TENSOR = "tensor"
MODULE = "module"
OPTIMIZER = "optimizer"
LOADER = "loader"
DATASET = "dataset"
ARRAY = "array"  # a NumPy array (what `.numpy()` returns)

HOST = "host"
ACCELERATOR = "accelerator"

MAX_DEPTH = 8

DATALOADERS = frozenset({"torch.utils.data.DataLoader", "torch.utils.data.dataloader.DataLoader"})
IN_MEMORY_DATASETS = frozenset({"torch.utils.data.TensorDataset", "torch.utils.data.dataset.TensorDataset"})
FACTORIES = frozenset(
    {"rand", "randn", "randint", "randperm", "normal", "zeros", "ones", "empty", "full", "arange",
     "linspace", "logspace", "eye", "tensor", "as_tensor", "from_numpy", "zeros_like", "ones_like",
     "empty_like", "full_like", "rand_like", "randn_like", "randint_like"}
)
# Results that never require grad: integer or boolean results, and detached views.
GRAD_FREE_METHODS = frozenset(
    {"argmax", "argmin", "argsort", "bincount", "nonzero", "long", "int", "short", "char",
     "byte", "bool", "detach", "eq", "ne", "lt", "le", "gt", "ge", "isnan", "isinf", "isfinite",
     "logical_and", "logical_or", "logical_not", "sign"}
)
INTEGRAL_METHODS = frozenset(
    {"argmax", "argmin", "argsort", "bincount", "nonzero", "long", "int", "short", "char", "byte",
     "bool", "eq", "ne", "lt", "le", "gt", "ge", "isnan", "isinf", "isfinite", "logical_and",
     "logical_or", "logical_not"}
)
GRAD_FREE_FUNCTIONS = frozenset(
    f"torch.{name}" for name in ("argmax", "argmin", "argsort", "bincount", "nonzero", "randint",
                                 "randperm", "eq", "ne", "lt", "le", "gt", "ge", "isnan", "isinf")
)
_GRAD_FREE_ATTRIBUTES = frozenset({"data", "grad"})
_SAME_ATTRIBUTES = frozenset({"T", "mT", "H", "mH", "real", "imag"})
_PARAMETER_ATTRIBUTES = frozenset({"weight", "bias"})
# Attributes of a tensor that are not tensors carrying its grad.
_NOT_TENSOR_ATTRIBUTES = frozenset(
    {"shape", "dtype", "device", "ndim", "is_cuda", "requires_grad", "grad_fn", "layout",
     "is_leaf", "names"}
) | _GRAD_FREE_ATTRIBUTES
# Tensor methods that return something other than one tensor.
_NOT_TENSOR_METHODS = frozenset(
    {"item", "tolist", "size", "dim", "numel", "nelement", "stride", "data_ptr", "element_size",
     "storage", "untyped_storage", "chunk", "split", "unbind", "tensor_split", "sort", "topk",
     "max", "min", "unique", "get_device", "type", "__len__", "backward", "register_hook"}
)
_MODULE_KEEPS = frozenset(
    {"eval", "train", "float", "half", "double", "bfloat16", "requires_grad_", "share_memory",
     "to_empty", "apply", "zero_grad"}
)
_INTEGRAL_DTYPES = frozenset(
    f"torch.{name}" for name in ("int8", "int16", "int32", "int64", "uint8", "long", "int", "short",
                                 "bool", "uint16", "uint32", "uint64")
)


@dataclass(frozen=True)
class Value:
    kind: str | None = None  # TENSOR, MODULE, OPTIMIZER, LOADER, DATASET, ARRAY; None: unknown
    device: str | None = None  # HOST, ACCELERATOR; None: unknown
    grad: bool | None = None  # may carry grad (True), cannot (False), unknown (None)
    integral: bool = False  # integer or boolean dtype
    pinned: bool = False  # in pinned host memory (or a pinned loader's batch)
    moved: bool = False  # a module moved to an accelerator
    source: cst.CSTNode | None = None  # the DataLoader / dataset / module construction
    forward: bool = False  # the output of a module's forward, or a part of it (`out.logits`)

    @property
    def is_tensor(self) -> bool:
        return self.kind == TENSOR


UNKNOWN = Value()


def infer(model: SemanticModel, expr: cst.BaseExpression, path: Sequence[cst.CSTNode], depth: int) -> Value:
    if depth > MAX_DEPTH:
        return UNKNOWN
    if not path or path[-1] is not expr:
        path = [*path, expr]
    value = _infer(model, expr, path, depth)
    if value.kind == TENSOR and value.grad is not False and model.in_no_grad(path):
        value = replace(value, grad=False)
    elif value.grad is not False and isinstance(expr, cst.Name) and requires_grad_tested_false(path, expr.value):
        value = replace(value, kind=value.kind or TENSOR, grad=False)
    return value


def requires_grad_tested_false(path: Sequence[cst.CSTNode], name: str) -> bool:
    """Is the last node of ``path`` in a branch that runs only when ``name.requires_grad`` is
    false: the body of ``if not x.requires_grad:`` (or ``... is False``, a conjunct of an
    ``and``), or the ``else`` of ``if x.requires_grad:`` (or an ``or`` holding it); the same
    for conditional expressions. Within the innermost function."""
    for index in range(len(path) - 2, -1, -1):
        node, child = path[index], path[index + 1]
        if isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            return False
        if isinstance(node, (cst.If, cst.IfExp)):
            if child is node.body and _says_requires_grad(node.test, name, True):
                return True
            if child is node.orelse and _says_requires_grad(node.test, name, False):
                return True
    return False


def _says_requires_grad(test: cst.BaseExpression, name: str, outcome: bool) -> bool:
    """Does ``test`` evaluating to ``outcome`` mean that ``name.requires_grad`` is false?"""
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        return _says_requires_grad(test.expression, name, not outcome)
    if isinstance(test, cst.BooleanOperation):
        # `a and b` true: both hold; `a or b` false: neither holds
        if isinstance(test.operator, cst.And if outcome else cst.Or):
            return _says_requires_grad(test.left, name, outcome) or _says_requires_grad(test.right, name, outcome)
        return False
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1:
        comparison = test.comparisons[0]
        if (
            isinstance(comparison.operator, (cst.Is, cst.Equal))
            and isinstance(comparison.comparator, cst.Name)
            and comparison.comparator.value in ("True", "False")
        ):
            literal = comparison.comparator.value == "True"
            return _says_requires_grad(test.left, name, outcome if literal else not outcome)
        return False
    return (
        not outcome
        and isinstance(test, cst.Attribute)
        and test.attr.value == "requires_grad"
        and isinstance(test.value, cst.Name)
        and test.value.value == name
    )


def _infer(model: SemanticModel, expr: cst.BaseExpression, path: Sequence[cst.CSTNode], depth: int) -> Value:
    if isinstance(expr, cst.Name):
        return _name(model, expr, path, depth)
    if isinstance(expr, cst.Attribute):
        return _attribute(model, expr, path, depth)
    if isinstance(expr, cst.Call):
        return _call(model, expr, path, depth)
    if isinstance(expr, cst.Subscript):
        inner = _sub(model, expr.value, path, depth)
        if inner.kind in (TENSOR, ARRAY):
            return replace(inner, source=None)
        return UNKNOWN
    if isinstance(expr, cst.Comparison):
        sides = [_sub(model, expr.left, path, depth)] + [
            _sub(model, c.comparator, path, depth) for c in expr.comparisons
        ]
        if any(s.kind == TENSOR for s in sides):
            device = _join_device(s for s in sides if s.kind == TENSOR)
            return Value(TENSOR, device=device, grad=False, integral=True)
        return UNKNOWN
    if isinstance(expr, cst.BinaryOperation):
        left, right = _sub(model, expr.left, path, depth), _sub(model, expr.right, path, depth)
        tensors = [v for v in (left, right) if v.kind == TENSOR]
        if not tensors:
            return UNKNOWN
        others = [v for v, e in ((left, expr.left), (right, expr.right)) if v.kind != TENSOR and not _literal(e)]
        grads = [v.grad for v in tensors]
        if any(g is True for g in grads):
            grad: bool | None = True
        elif all(g is False for g in grads) and not others:
            grad = False
        else:
            grad = None
        return Value(TENSOR, device=_join_device(tensors), grad=grad)
    if isinstance(expr, cst.UnaryOperation):
        return _sub(model, expr.expression, path, depth)
    return UNKNOWN


def _sub(model: SemanticModel, expr: cst.BaseExpression, path: Sequence[cst.CSTNode], depth: int) -> Value:
    return infer(model, expr, [*path, expr], depth + 1)


def _literal(expr: cst.BaseExpression) -> bool:
    return isinstance(expr, (cst.Integer, cst.Float, cst.Imaginary)) or (
        isinstance(expr, cst.UnaryOperation) and _literal(expr.expression)
    )


def _join_device(values) -> str | None:  # noqa: ANN001
    devices = {v.device for v in values}
    return devices.pop() if len(devices) == 1 else None


# -- names ------------------------------------------------------------------------------------
def _name(model: SemanticModel, expr: cst.Name, path: Sequence[cst.CSTNode], depth: int) -> Value:
    if model.qualified_name(expr, path) is not None:
        return UNKNOWN  # an import: a module or a function, not a value we track
    name = expr.value
    # a binding in the loop body before this use wins over the loop's target
    binding = reaching_binding(path, name)
    if binding is None:
        batch = _loop_target(model, name, path, depth)
        if batch is not None:
            return batch
        return _unpacked_batch(model, name, path, depth)
    if model.backward_runs_on(binding, name, path):
        # `.backward()` raises on a tensor that does not require grad: this one does
        return Value(TENSOR, grad=True)
    if isinstance(binding.node, cst.Param):
        annotation = binding.node.annotation
        if annotation is not None and model.qualified_name(annotation.annotation, path) == "torch.Tensor":
            return Value(TENSOR)
        return UNKNOWN
    value = binding.value
    if value is None:
        return UNKNOWN
    return infer(model, value, model.path_to(value), depth + 1)


def _unpacked_batch(model: SemanticModel, name: str, path: Sequence[cst.CSTNode], depth: int) -> Value:
    """``x, y = batch`` where ``batch`` is a loader's batch: ``x`` is a part of it (on the
    host, pinned when the loader pins). Other unpackings stay unknown: a tuple of outputs
    may hold anything."""
    binding = reaching_binding(path, name, unpacking=True)
    if binding is None or binding.value is None:
        return UNKNOWN
    value = infer(model, binding.value, model.path_to(binding.value), depth + 1)
    if value.kind == TENSOR and value.source is not None and model.value(value.source).kind == LOADER:
        return value
    return UNKNOWN


def _loop_target(model: SemanticModel, name: str, path: Sequence[cst.CSTNode], depth: int) -> Value | None:
    """A name bound by the ``for`` (or comprehension) that runs the last node of ``path``,
    iterating a loader: one of its batches (or a part of one)."""
    for index in range(len(path) - 2, -1, -1):
        node, child = path[index], path[index + 1]
        if isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            return None
        iterable: cst.BaseExpression | None = None
        if isinstance(node, cst.For) and child is node.body and name in target_names(node.target):
            if rebound_before(path, index, name):
                return None  # `x = x.cuda()` above the use: the reaching binding says what it is
            iterable = node.iter
        elif isinstance(node, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
            for_in = node.for_in
            if child is not for_in and name in target_names(for_in.target):
                iterable = for_in.iter
        if iterable is None:
            continue
        # `for i, (x, y) in enumerate(loader)`
        if isinstance(iterable, cst.Call) and isinstance(iterable.func, cst.Name) and iterable.func.value == "enumerate" and iterable.args:
            target = node.target if isinstance(node, cst.For) else node.for_in.target  # type: ignore[union-attr]
            if isinstance(target, cst.Tuple) and target.elements and name in target_names(target.elements[0].value):
                return UNKNOWN  # the counter
            iterable = iterable.args[0].value
        loader = infer(model, iterable, model.path_to(iterable) if model.parent(iterable) else [*path[: index + 1], iterable], depth + 1)
        if loader.kind == LOADER:
            return Value(TENSOR, device=HOST, grad=False, pinned=loader.pinned, source=loader.source)
        return UNKNOWN
    return None


# -- attributes -------------------------------------------------------------------------------
def _attribute(model: SemanticModel, expr: cst.Attribute, path: Sequence[cst.CSTNode], depth: int) -> Value:
    if model.qualified_name(expr, path) is not None:
        return UNKNOWN
    attr = expr.attr.value
    receiver = expr.value
    if isinstance(receiver, cst.Name) and receiver.value == "self":
        info = model.enclosing_function(path)
        while info is not None and info.cls is None:
            info = info.parent
        if info is None or info.cls is None:
            return UNKNOWN
        assigned = info.cls.attributes.get(attr, [])
        if len(assigned) != 1:
            return UNKNOWN
        return infer(model, assigned[0], model.path_to(assigned[0]), depth + 1)
    inner = _sub(model, receiver, path, depth)
    if inner.kind in (MODULE, None) and attr in _PARAMETER_ATTRIBUTES:
        # a module's parameter (the catalog counts `.weight` of anything but a tensor)
        return Value(TENSOR, device=ACCELERATOR if inner.moved else None, grad=True)
    if inner.forward and attr not in _NOT_TENSOR_ATTRIBUTES:
        # a field of a forward's output (`outputs.logits`): it carries what the output carries
        return replace(inner, source=None)
    if inner.kind == TENSOR:
        if attr in _GRAD_FREE_ATTRIBUTES:
            return replace(inner, grad=False, source=None)
        if attr in _SAME_ATTRIBUTES:
            return replace(inner, source=None)
    return UNKNOWN


# -- calls ------------------------------------------------------------------------------------
def _call(model: SemanticModel, expr: cst.Call, path: Sequence[cst.CSTNode], depth: int) -> Value:
    func = expr.func
    qualified = model.qualified_name(func, path)
    if qualified is not None:
        return _torch_call(model, qualified, expr, path, depth)
    if isinstance(func, cst.Name):
        cls = model.classes_by_name.get(func.value)
        if cls is not None:
            if model.is_module_class(cls):
                return Value(MODULE, source=expr)
            if model.is_dataset_class(cls):
                return Value(DATASET, source=cls.node)
            return UNKNOWN
        callee = _local_function(model, func.value)
        if callee is not None and len(callee.returns) == 1:
            returned = callee.returns[0]
            return infer(model, returned, model.path_to(returned), depth + 1)
    called = _sub(model, func, path, depth)
    if called.kind is None and model.trained_module_call(expr, path):
        # the forward of a module the file trains (see SemanticModel.trained_module_call)
        return Value(TENSOR, grad=True, forward=True)
    if isinstance(func, cst.Attribute) and called.kind != MODULE:
        receiver = _sub(model, func.value, path, depth)
        return _method(model, receiver, func.attr.value, expr, path)
    if called.kind == MODULE:
        # a module's forward: its output carries grad through the parameters
        return Value(TENSOR, device=ACCELERATOR if called.moved else None, grad=True, forward=True)
    return UNKNOWN


def _local_function(model: SemanticModel, name: str):  # noqa: ANN202
    found = [f for f in model.functions_by_name.get(name, ()) if f.cls is None]
    return found[0] if len(found) == 1 else None


def _torch_call(model: SemanticModel, qualified: str, expr: cst.Call, path: Sequence[cst.CSTNode], depth: int) -> Value:
    if qualified in DATALOADERS:
        pin = find_arg(expr, "pin_memory", 7)
        pinned = pin is not None and isinstance(pin.value, cst.Name) and pin.value.value == "True"
        return Value(LOADER, pinned=pinned, source=expr)
    if qualified in IN_MEMORY_DATASETS:
        return Value(DATASET, device=_tensors_device(model, expr, path, depth), source=expr)
    if qualified.startswith("torch.optim.") and qualified.rsplit(".", 1)[-1][:1].isupper():
        return Value(OPTIMIZER, source=expr)
    if qualified.startswith("torch.nn.") and not qualified.startswith("torch.nn.functional."):
        short = qualified.rsplit(".", 1)[-1]
        if short[:1].isupper() and short not in ("Parameter", "ParameterList", "ParameterDict"):
            return Value(MODULE, source=expr)
        if short == "Parameter":
            return Value(TENSOR, grad=True)
        return UNKNOWN
    if qualified in GRAD_FREE_FUNCTIONS:
        return Value(TENSOR, device=_argument_device(model, expr, path, depth), grad=False, integral=True)
    if not is_tensor_function(qualified):
        return UNKNOWN
    short = qualified.rsplit(".", 1)[-1]
    requires = find_arg(expr, "requires_grad")
    dtype = find_arg(expr, "dtype")
    integral = dtype is not None and model.qualified_name(dtype.value, path) in _INTEGRAL_DTYPES
    device_arg = find_arg(expr, "device")
    if qualified.count(".") == 1 and short in FACTORIES and not short.endswith("_like"):
        device: str | None = HOST
        if device_arg is not None:
            text = string_value(device_arg.value)
            if text == "cpu":
                device = HOST
            elif is_device_like(model_context(model, path), device_arg.value):
                device = ACCELERATOR
            else:
                device = None
        grad: bool | None = False
        if requires is not None:
            grad = None if not isinstance(requires.value, cst.Name) else requires.value.value == "True"
        integral = integral or short in ("randint", "randperm")
        pin = find_arg(expr, "pin_memory")
        pinned = pin is not None and isinstance(pin.value, cst.Name) and pin.value.value == "True"
        return Value(TENSOR, device=device, grad=grad, integral=integral, pinned=pinned)
    # an operation on tensors: its facts follow its tensor arguments
    arguments = [_sub(model, a.value, path, depth) for a in expr.args if a.keyword is None and not a.star]
    tensors = [a for a in arguments if a.kind == TENSOR]
    grads = [a.grad for a in tensors]
    grad = True if any(g is True for g in grads) else (False if tensors and all(g is False for g in grads) else None)
    return Value(TENSOR, device=_join_device(tensors) if tensors else None, grad=grad, integral=integral)


def _tensors_device(model: SemanticModel, expr: cst.Call, path: Sequence[cst.CSTNode], depth: int) -> str | None:
    values = [_sub(model, a.value, path, depth) for a in expr.args if not a.star]
    if values and all(v.kind == TENSOR for v in values):
        return _join_device(values)
    return None


def _argument_device(model: SemanticModel, expr: cst.Call, path: Sequence[cst.CSTNode], depth: int) -> str | None:
    if not expr.args:
        return None
    first = _sub(model, expr.args[0].value, path, depth)
    return first.device if first.kind == TENSOR else None


def _method(model: SemanticModel, receiver: Value, method: str, call: cst.Call, path: Sequence[cst.CSTNode]) -> Value:
    if receiver.kind == MODULE:
        if method == "cuda" or (method == "to" and _to_accelerator(model, call, path)):
            return replace(receiver, moved=True)
        if method in _MODULE_KEEPS or method == "to":
            return receiver
        return UNKNOWN
    if receiver.kind == ARRAY:
        return UNKNOWN
    if receiver.kind != TENSOR:
        return UNKNOWN
    if method in _NOT_TENSOR_METHODS:
        return UNKNOWN
    if method == "numpy":
        return Value(ARRAY, device=HOST, grad=False, integral=receiver.integral)
    if method == "cpu":
        return replace(receiver, device=HOST, pinned=False, source=None)
    if method == "cuda" or (method == "to" and _to_accelerator(model, call, path)):
        return replace(receiver, device=ACCELERATOR, pinned=False, source=None)
    if method == "pin_memory":
        return replace(receiver, pinned=True, source=None)
    if method in GRAD_FREE_METHODS:
        return replace(receiver, grad=False, integral=receiver.integral or method in INTEGRAL_METHODS, pinned=False, source=None)
    if method == "requires_grad_":
        return replace(receiver, grad=None if call.args else True, source=None)
    return replace(receiver, pinned=False, source=None)


def _to_accelerator(model: SemanticModel, call: cst.Call, path: Sequence[cst.CSTNode]) -> bool:
    target = find_arg(call, "device", 0)
    if target is None:
        return False
    text = string_value(target.value)
    if text is not None:
        return bool(ACCELERATOR_STRING.match(text))
    return is_device_like(model_context(model, path), target.value)


class model_context:  # noqa: N801 - a tiny adapter: what is_device_like asks of a context
    def __init__(self, model: SemanticModel, path: Sequence[cst.CSTNode]) -> None:
        self.model = model
        self.path = path

    def qualified_name(self, expr: cst.BaseExpression) -> str | None:
        return self.model.qualified_name(expr, self.path)
