"""Experimental variants for `torchlint verify --try`: the change a finding suggests, applied
to a copy of the user's script, for rules whose advice is never offered as a fix.

Each rewrite here is small and deliberately NOT a fix: it may change numerics or raise, and
only the user's own script can say whether it pays.

- TL302 adds ``num_workers=N`` to the flagged DataLoader (N: up to 4, at most the machine's
  cores): same batches in the same order, but a script whose dataset is not picklable or
  reads global state raises in the workers.
- TL303 adds ``persistent_workers=True`` (it raises where ``num_workers`` is 0).
- TL407 runs the forward pass and loss of the flagged training loop (the statements before
  ``.backward()``) under ``torch.autocast(dtype=torch.bfloat16)``: other numerics (bf16 has an
  8-bit mantissa), and some losses raise under autocast (``BCELoss``).
- TL408 allows TF32 for float32 matmuls and convolutions (``set_float32_matmul_precision
  ("high")``): 10-bit mantissa inputs, other numerics.
- TL410 adds ``fused=True`` to the flagged optimizer: other rounding; raises where the
  parameters' device has no fused kernel.
- TL411 converts the model the training loop calls to ``channels_last``: the same values up
  to kernel choice; some custom layers (``.view`` on a non-contiguous activation) raise.

``build(source, code, diagnostics, device)`` returns the variant's source and one line that
says what changed, or raises ``NoVariant`` with the reason.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

import libcst as cst

#: the codes --try knows, and the tolerance their outputs are compared with
TRYABLE = ("TL302", "TL303", "TL407", "TL408", "TL410", "TL411")

#: relative norm error allowed between the original's outputs and the variant's: bf16 is
#: loose (8-bit mantissa, errors grow over training steps), TF32 10-bit, fused optimizers
#: only reorder float32 arithmetic, workers and memory format should agree to float32 rounding
TOLERANCE = {
    "TL302": 1e-5, "TL303": 1e-5, "TL407": 5e-2, "TL408": 1e-2, "TL410": 1e-3, "TL411": 1e-3,
}
NUMERICS = {
    "TL302": "same values expected (the same batches, loaded by worker processes)",
    "TL303": "same values expected",
    "TL407": "bf16 numerics: loose tolerance",
    "TL408": "TF32 numerics: 10-bit mantissa in matmuls and convolutions",
    "TL410": "fused kernel: float32 rounding may differ",
    "TL411": "same values up to kernel choice",
}


class NoVariant(Exception):
    """The change cannot be applied to this script; the message says why."""


@dataclass
class Variant:
    code: str
    source: str
    change: str  # one line: what the variant does
    row: int


def build(source: str, code: str, diagnostics: list[Any], device: str = "cpu") -> Variant:
    """The variant for ``code`` of ``source``, built at the first of its findings."""
    if code not in TRYABLE:
        raise NoVariant(f"--try knows {', '.join(TRYABLE)}, not {code}")
    found = [d for d in diagnostics if d.code == code]
    # A whole-script change (TL407, TL408, TL411) can be tried without a finding: --try is
    # the user asking; a change at one call needs the finding to say which call.
    if not found and code not in ("TL407", "TL408", "TL411"):
        raise NoVariant(f"no {code} finding in this file: nothing to try")
    row = found[0].location.row if found else 0
    module = cst.parse_module(source)
    wrapper = cst.MetadataWrapper(module)
    if code in ("TL302", "TL303", "TL410"):
        if code == "TL302":
            workers = max(1, min(4, os.cpu_count() or 1))
            arg, value = "num_workers", str(workers)
        elif code == "TL303":
            arg, value = "persistent_workers", "True"
        else:
            arg, value = "fused", "True"
        new = wrapper.visit(_AddKeyword(row, arg, value))
        if new.code == source:
            raise NoVariant(f"no call at line {row} to add `{arg}=` to")
        return Variant(code, new.code, f"`{arg}={value}` at line {row}", row)
    if code == "TL408":
        new = _after_imports(module, [
            'torch.set_float32_matmul_precision("high")',
            "torch.backends.cudnn.allow_tf32 = True",
        ])
        return Variant(code, new.code, "TF32 allowed for float32 matmuls and convolutions "
                       "(`torch.set_float32_matmul_precision(\"high\")`)", row)
    if code == "TL407":
        device_type = device.split(":")[0]
        new = wrapper.visit(_AutocastForward(row, device_type))
        if new.code == source:
            raise NoVariant(f"no statements before the `.backward()` at line {row} to put "
                            "under autocast")
        return Variant(code, _ensure_torch(new).code, f"forward and loss under "
                       f"`torch.autocast(\"{device_type}\", dtype=torch.bfloat16)`", row)
    if code == "TL411":
        rewrite = _ChannelsLast(row)
        new = wrapper.visit(rewrite)
        if not rewrite.model:
            raise NoVariant("no model called in the training loop, built in the same scope, "
                            "to convert")
        return Variant(code, _ensure_torch(new).code,
                       f"`{rewrite.model}.to(memory_format=torch.channels_last)` after it is "
                       "built", row)
    raise AssertionError(code)


# --------------------------------------------------------------------------------------------


def _line(node: cst.CSTNode, transformer: cst.CSTTransformer) -> tuple[int, int]:
    span = transformer.get_metadata(cst.metadata.PositionProvider, node)
    return span.start.line, span.end.line


class _AddKeyword(cst.CSTTransformer):
    """Add ``arg=value`` to the outermost call that starts on ``row``."""

    METADATA_DEPENDENCIES = (cst.metadata.PositionProvider,)

    def __init__(self, row: int, arg: str, value: str):
        super().__init__()
        self.row, self.arg, self.value = row, arg, value
        self.target: cst.Call | None = None

    def visit_Call(self, node: cst.Call) -> bool:
        # the outermost call on the row (visited first): `Net().parameters()` is inside it
        if self.target is None and _line(node, self)[0] == self.row:
            self.target = node
        return True

    def leave_Call(self, original: cst.Call, updated: cst.Call) -> cst.CSTNode:
        if original is not self.target:
            return updated
        names = [a.keyword.value for a in updated.args if a.keyword is not None]
        if self.arg in names:
            return updated
        args = list(updated.args)
        if args and args[-1].comma is cst.MaybeSentinel.DEFAULT:
            args[-1] = args[-1].with_changes(comma=cst.Comma(
                whitespace_after=cst.SimpleWhitespace(" ")))
        args.append(cst.Arg(cst.parse_expression(self.value), keyword=cst.Name(self.arg),
                            equal=cst.AssignEqual(cst.SimpleWhitespace(""),
                                                  cst.SimpleWhitespace(""))))
        return updated.with_changes(args=args)


def _after_imports(module: cst.Module, lines: list[str]) -> cst.Module:
    body = list(module.body)
    last = -1
    for i, statement in enumerate(body):
        if isinstance(statement, cst.SimpleStatementLine) and any(
            isinstance(s, (cst.Import, cst.ImportFrom)) for s in statement.body
        ):
            last = i
    added = [cst.parse_statement(text + "\n") for text in lines]
    has_torch = any(
        isinstance(s, cst.Import) and any(cst.Module([]).code_for_node(a.name) == "torch"
                                          and a.asname is None for a in s.names)
        for statement in body if isinstance(statement, cst.SimpleStatementLine)
        for s in statement.body
    )
    if not has_torch:
        added.insert(0, cst.parse_statement("import torch\n"))
    return module.with_changes(body=body[:last + 1] + added + body[last + 1:])


def _ensure_torch(module: cst.Module) -> cst.Module:
    return _after_imports(module, [])


def _contains_backward(node: cst.CSTNode) -> bool:
    found = False

    class Find(cst.CSTVisitor):
        def visit_Attribute(self, n: cst.Attribute) -> None:
            nonlocal found
            if n.attr.value == "backward":
                found = True

    node.visit(Find())
    return found


class _AutocastForward(cst.CSTTransformer):
    """In the loop holding the ``.backward()`` at ``row``, the statements of its body before
    the one that calls ``.backward()`` go under ``with torch.autocast(...)``."""

    METADATA_DEPENDENCIES = (cst.metadata.PositionProvider,)

    def __init__(self, row: int, device_type: str):
        super().__init__()
        self.row, self.device_type = row, device_type
        self.done = False

    def _wrap(self, original: Any, updated: Any) -> Any:
        if self.done or not isinstance(updated.body, cst.IndentedBlock):
            return updated
        statements = list(updated.body.body)
        originals = list(original.body.body)
        for i, statement in enumerate(originals):
            start, end = _line(statement, self)
            if (self.row == 0 or start <= self.row <= end) and _contains_backward(statement):
                if i == 0 or not isinstance(statement, cst.SimpleStatementLine):
                    return updated
                self.done = True
                head = cst.parse_statement(
                    f'with torch.autocast("{self.device_type}", dtype=torch.bfloat16):\n'
                    "    pass\n")
                assert isinstance(head, cst.With)
                block = head.with_changes(body=cst.IndentedBlock(body=statements[:i]))
                return updated.with_changes(body=updated.body.with_changes(
                    body=[block, *statements[i:]]))
        return updated

    def leave_For(self, original: cst.For, updated: cst.For) -> cst.CSTNode:
        return self._wrap(original, updated)

    def leave_While(self, original: cst.While, updated: cst.While) -> cst.CSTNode:
        return self._wrap(original, updated)


class _ChannelsLast(cst.CSTTransformer):
    """After the statement that builds the model the training loop calls, convert it:
    ``model = model.to(memory_format=torch.channels_last)``."""

    METADATA_DEPENDENCIES = (cst.metadata.PositionProvider,)

    def __init__(self, row: int):
        super().__init__()
        self.row = row
        self.model = ""

    def _convert(self, statements: list[Any]) -> list[Any] | None:
        if self.model:
            return None
        assigned: dict[str, int] = {}
        for i, statement in enumerate(statements):
            if isinstance(statement, cst.SimpleStatementLine):
                for small in statement.body:
                    if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(
                        small.targets[0].target, cst.Name
                    ) and isinstance(small.value, cst.Call):
                        assigned[small.targets[0].target.value] = i
            elif isinstance(statement, (cst.For, cst.While)) and _contains_backward(statement):
                for name in _called_names(statement):
                    if name in assigned:
                        self.model = name
                        line = cst.parse_statement(
                            f"{name} = {name}.to(memory_format=torch.channels_last)\n")
                        at = assigned[name] + 1
                        return [*statements[:at], line, *statements[at:]]
        return None

    def leave_FunctionDef(self, original: cst.FunctionDef,
                          updated: cst.FunctionDef) -> cst.CSTNode:
        if not isinstance(updated.body, cst.IndentedBlock):
            return updated
        body = self._convert(list(updated.body.body))
        if body is None:
            return updated
        return updated.with_changes(body=updated.body.with_changes(body=body))

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        body = self._convert(list(updated.body))
        return updated if body is None else updated.with_changes(body=body)


def _called_names(node: cst.CSTNode) -> list[str]:
    names: list[str] = []

    class Find(cst.CSTVisitor):
        def visit_Call(self, n: cst.Call) -> None:
            if isinstance(n.func, cst.Name) and n.func.value not in names:
                names.append(n.func.value)

    node.visit(Find())
    return names

