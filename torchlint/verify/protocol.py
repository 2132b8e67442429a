"""What crosses between the torchlint process and a worker: outputs made portable and back.

The worker saves a call's output with ``portable`` (loadable with
``torch.load(weights_only=True)``) or ``portable_plain`` (JSON, when the user code never
imported torch); the parent turns it back with ``restore``. The parent never unpickles an
object user code made: what is not data becomes a ``RemoteObject``, which the comparison
reports as unchecked. Used by the worker and the harness; imports neither.
"""

from __future__ import annotations

import dataclasses
import datetime
import decimal
import enum
import fractions
import pathlib
import sys
import uuid
from typing import Any

TENSOR_KEY = "__torchlint_tensor__"
ARRAY_KEY = "__torchlint_ndarray__"
TUPLE_KEY = "__torchlint_tuple__"
SET_KEY = "__torchlint_set__"
BYTES_KEY = "__torchlint_bytes__"
VALUE_KEY = "__torchlint_value__"
RECORD_KEY = "__torchlint_record__"
OBJECT_KEY = "__torchlint_object__"
#: a worker's exit status when --memory-limit cannot be applied (the parent names it)
MEMORY_LIMIT_REFUSED = 86

#: types whose repr is their value: two are equal exactly when their reprs are
VALUE_TYPES = (
    decimal.Decimal, fractions.Fraction, complex, datetime.date, datetime.time,
    datetime.timedelta, uuid.UUID, range, enum.Enum, pathlib.PurePath,
)


class CyclicValue(ValueError):
    """The output holds itself (a list appended to itself, a dict that refers back): it has
    no finite portable form. Not the user's error: the worker reports it as verify's limit."""


def portable(value: Any) -> Any:
    """The output as plain containers, CPU tensors and primitives (torch must be loaded)."""
    return _portable(value, sys.modules.get("torch"), set())


def portable_plain(value: Any) -> Any:
    """``portable`` for output made without torch: JSON-ready."""
    return _portable(value, None, set())


def _portable(value: Any, torch: Any, active: set[int]) -> Any:
    if torch is not None and isinstance(value, torch.Tensor):
        return {TENSOR_KEY: str(value.device), "data": value.detach().cpu()}
    if isinstance(value, (list, tuple, dict)) or (
        dataclasses.is_dataclass(value) and not isinstance(value, type)
    ):
        # containers on the path from the root: meeting one again is a cycle, not depth
        if id(value) in active:
            raise CyclicValue(f"the returned {type(value).__name__} contains itself")
        active.add(id(value))
        try:
            return _container(value, torch, active)
        finally:
            active.discard(id(value))
    return _leaf(value, torch, active)


def _container(value: Any, torch: Any, active: set[int]) -> Any:
    if isinstance(value, (list, tuple)):
        items = [_portable(v, torch, active) for v in value]
        return items if isinstance(value, list) else {TUPLE_KEY: items}
    if isinstance(value, dict):
        return {_key(k): _portable(v, torch, active) for k, v in value.items()}
    fields = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    return {RECORD_KEY: type(value).__qualname__, "fields": _portable(fields, torch, active)}


def _leaf(value: Any, torch: Any, active: set[int]) -> Any:
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if torch is not None:
            return value
        finite = value == value and value not in (float("inf"), float("-inf"))
        return value if finite else {VALUE_KEY: "float", "repr": repr(value)}  # no NaN in JSON
    if isinstance(value, (set, frozenset)):
        items = sorted((_portable(v, torch, active) for v in value), key=repr)
        return {SET_KEY: type(value).__name__, "items": items}
    if isinstance(value, (bytes, bytearray)):
        return {BYTES_KEY: type(value).__name__, "hex": bytes(value).hex()}
    numpy = sys.modules.get("numpy")
    if numpy is not None and isinstance(value, numpy.ndarray):
        encoded = {ARRAY_KEY: str(value.dtype), "shape": list(value.shape)}
        if torch is not None and value.dtype.kind in "biufc":
            encoded["data"] = torch.from_numpy(numpy.ascontiguousarray(value).copy())
        else:
            encoded["items"] = _portable(value.tolist(), torch, active)
        return encoded
    if numpy is not None and isinstance(value, numpy.generic):
        return {VALUE_KEY: f"numpy.{value.dtype}", "repr": repr(value.item())}
    if isinstance(value, VALUE_TYPES):
        return {VALUE_KEY: type(value).__qualname__, "repr": repr(value)}
    if torch is not None and isinstance(value, (torch.dtype, torch.device)):
        return {VALUE_KEY: type(value).__qualname__, "repr": repr(value)}
    return {OBJECT_KEY: type(value).__qualname__}


def _key(key: Any) -> str:
    return key if isinstance(key, str) else repr(key)


def restore(value: Any) -> Any:
    """Inverse of ``portable`` in the parent."""
    if isinstance(value, dict):
        if TENSOR_KEY in value:
            return RemoteTensor(value[TENSOR_KEY], value["data"])
        if TUPLE_KEY in value:
            return tuple(restore(v) for v in value[TUPLE_KEY])
        if ARRAY_KEY in value:
            data = value["data"] if "data" in value else restore(value["items"])
            return RemoteArray(value[ARRAY_KEY], tuple(value["shape"]), data)
        if SET_KEY in value:
            return RemoteValue(value[SET_KEY], repr([restore(v) for v in value["items"]]))
        if BYTES_KEY in value:
            return RemoteValue(value[BYTES_KEY], value["hex"])
        if VALUE_KEY in value:
            return RemoteValue(value[VALUE_KEY], value["repr"])
        if RECORD_KEY in value:
            return RemoteRecord(value[RECORD_KEY], restore(value["fields"]))
        if OBJECT_KEY in value:
            return RemoteObject(value[OBJECT_KEY])
        return {k: restore(v) for k, v in value.items()}
    if isinstance(value, list):
        return [restore(v) for v in value]
    return value


class RemoteTensor:
    """A tensor as the child saw it: its device there, its values here on the CPU."""

    def __init__(self, device: str, data: Any):
        self.device, self.data = device, data


class RemoteArray:
    """A numpy array from the child: dtype and shape, values as a CPU tensor or a list."""

    def __init__(self, dtype: str, shape: tuple[int, ...], data: Any):
        self.dtype, self.shape, self.data = dtype, shape, data


class RemoteValue:
    """A value whose type and repr say all of it (Decimal, set, bytes, datetime ...)."""

    def __init__(self, type_name: str, text: str):
        self.type_name, self.text = type_name, text

    def __repr__(self) -> str:
        return self.text if self.type_name != "bytes" else f"bytes.fromhex({self.text!r})"


class RemoteRecord:
    """A dataclass instance: its type name and its fields."""

    def __init__(self, type_name: str, fields: dict[str, Any]):
        self.type_name, self.fields = type_name, fields


class RemoteObject:
    """An object the child returned that is not data: it cannot be compared."""

    def __init__(self, type_name: str):
        self.type_name = type_name

    def __repr__(self) -> str:
        return f"<{self.type_name} object>"
