"""TL101 tensor-created-then-moved."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic.syntax import (
    find_arg,
    has_star_args,
    is_device_like,
    call_or_alias_pattern,
    method_call_pattern,
)
from torchlint.rule import Anchor, PendingEdit, Rule, add_keyword
from torchlint.semantic import HOT

# Factories whose values do not depend on a random generator: same numbers on any device.
DETERMINISTIC = frozenset(
    {"zeros", "ones", "empty", "full", "arange", "linspace", "logspace", "eye", "tensor"}
)
# The accelerator's generator draws other numbers than the CPU's.
RANDOM = frozenset({"rand", "randn", "randint", "randperm", "normal"})
FACTORIES = DETERMINISTIC | RANDOM
MOVES = frozenset({"cuda", "to"})
# A literal size from which the host allocation and copy cost milliseconds wherever they run
# (2^24 elements: 64 MiB of float32).
LARGE = 2**24
# Keywords of `.to()` / `.cuda()` that mean nothing for a freshly created tensor.
DROPPED = frozenset({"non_blocking", "copy"})


class TensorCreatedThenMoved(Rule):
    """## What it does
    Flags a tensor factory whose result is moved to an accelerator right away:
    `torch.rand(n, n).cuda()`, `torch.zeros(n).to(device)`, and the two-statement form
    `x = torch.randn(n)` directly followed by `x = x.cuda()` or `x = x.to(device)`.

    Factories: `rand randn randint randperm normal zeros ones empty full arange linspace
    logspace eye tensor`, resolved through imports and aliases (`import torch as th`,
    `from torch import rand`).

    Where: by default on hot paths (loop bodies, `forward`, Lightning `*_step` hooks,
    `Dataset.__getitem__`, `collate_fn`, and functions of the file called from those), and
    anywhere the factory's size is a literal of at least 2^24 elements (64 MiB of float32:
    the copy costs milliseconds wherever it runs). A one-off tensor at module level, in
    `__init__` or in a test costs microseconds once: `--pedantic` reports it, saying why it
    is not a default finding (`runs once`, `in a test`).

    ## Why is this slow?
    The tensor is first built in host memory (for random factories, by the CPU's generator),
    then copied over PCIe. Passing `device=` builds it where it is needed, with no host
    allocation and no copy.

    Silent on purpose: `torch.from_numpy(a).cuda()` (the data already lives on the host),
    `as_tensor`, `*_like` factories, factories that already pass `device=`, `.to(dtype)`,
    `.to("cpu")`, `.to(other_tensor)` and other arguments that are not device-like, chains with
    another call between factory and move (`torch.zeros(n).half().cuda()`), calls with
    `**kwargs`, and any statement between the two statements of the two-statement form.

    ## Example
    ```python
    noise = torch.randn(batch, dim).cuda()
    mask = torch.ones(n).to(device, torch.bool)
    ```

    ## Use instead
    ```python
    noise = torch.randn(batch, dim, device="cuda")
    mask = torch.ones(n, device=device, dtype=torch.bool)
    ```

    ## Fix safety
    `device=` (then `dtype=`, when the same `.to()` converts) is appended after the factory's
    last argument and the move is dropped; `.cuda()` becomes `device="cuda"`, `.cuda(1)`
    becomes `device="cuda:1"`, `non_blocking=` is dropped. When the factory already passes its
    own `dtype=`, the conversion is deliberate: only `device=` is added and the move becomes
    `.to(dtype=...)`. The fix is safe for `zeros ones empty full arange linspace logspace eye
    tensor` and unsafe for `rand randn randint randperm normal`: the accelerator's random
    generator produces different numbers. `.cuda(<non-literal>)` is reported without a fix
    (`.cuda(None)` means the current device, `device=None` means the CPU).

    ## Measured
    On an H100: `rand(10000, 10000)` 911 ms -> 0.18 ms; `zeros(10000, 10000)` 121 ms ->
    0.14 ms; `rand(1024, 1024)` 7.9 ms -> 0.03 ms; `rand(10, 10)` 0.034 ms -> 0.029 ms. Size
    matters: for tiny tensors the difference is noise.
    """

    code = "TL101"
    name = "tensor-created-then-moved"
    fix_availability = FixAvailability.SOMETIMES
    screen = (FACTORIES, MOVES)
    default_contexts = frozenset({HOT})

    @classmethod
    def screen_patterns(cls) -> list[re.Pattern[str]]:
        # Both forms call a move as a method: `.cuda(` / `.to(`, not the word "to".
        # ... and the factory is called, or imported under another name.
        return [call_or_alias_pattern(FACTORIES), method_call_pattern(MOVES)]

    # -- chained form: torch.zeros(n).cuda() ----------------------------------------------
    def visit_Call(self, node: cst.Call) -> None:
        if not (isinstance(node.func, cst.Attribute) and node.func.attr.value in MOVES):
            return
        factory = node.func.value
        kind = self._factory(factory)
        if kind is None:
            return
        assert isinstance(factory, cst.Call)
        move = self._move(node)
        if move is None:
            return
        device, dtype, fixable = move
        message = (
            f"`{kind}` creates the tensor on the CPU and then copies it to the device; "
            "pass `device=` to the factory"
        )
        fix = None
        if fixable:
            edits = self._factory_edits(factory, device, dtype)
            keep_dtype = dtype is not None and find_arg(factory, "dtype") is not None
            if keep_dtype:
                # the factory's own dtype makes the conversion deliberate: keep it
                edits.append(
                    PendingEdit(
                        Anchor(node.func.value, "end"), Anchor(node, "end"), f".to(dtype={dtype})"
                    )
                )
            else:
                edits.append(
                    self.delete_between(Anchor(node.func.value, "end"), Anchor(node, "end"))
                )
            fix = self.fix(f"Pass `device={device}` to `{kind}`", edits, self._applicability(kind))
        self.report(factory, message, fix=fix, end_node=node, always=_large(kind, factory))

    # -- two-statement form: x = torch.zeros(n) / x = x.cuda() ----------------------------
    def visit_Module(self, node: cst.Module) -> None:
        self._block(node.body)

    def visit_IndentedBlock(self, node: cst.IndentedBlock) -> None:
        self._block(node.body)

    def _block(self, body: tuple[cst.BaseStatement, ...] | list) -> None:
        for first, second in zip(body, body[1:]):
            created = _single_assign(first)
            moved = _single_assign(second)
            if created is None or moved is None:
                continue
            name, factory = created
            kind = self._factory(factory)
            if kind is None:
                continue
            target, move = moved
            if target != name or not isinstance(move, cst.Call):
                continue
            func = move.func
            if not (
                isinstance(func, cst.Attribute)
                and func.attr.value in MOVES
                and isinstance(func.value, cst.Name)
                and func.value.value == name
            ):
                continue
            found = self._move(move)
            if found is None:
                continue
            device, dtype, fixable = found
            assert isinstance(factory, cst.Call)
            if dtype is not None and find_arg(factory, "dtype") is not None:
                fixable = False  # the conversion is deliberate; rewriting both lines is too much
            fix = None
            if fixable:
                edits = self._factory_edits(factory, device, dtype)
                edits.append(self.delete_between(Anchor(second, "line_start"), Anchor(second, "next_line")))
                fix = self.fix(
                    f"Pass `device={device}` to `{kind}` and drop the move",
                    edits,
                    self._applicability(kind),
                )
            statement = first.body[0]  # type: ignore[attr-defined]
            self.report(
                statement,
                f"`{kind}` creates `{name}` on the CPU and the next statement copies it to the "
                "device; pass `device=` to the factory",
                fix=fix,
                always=_large(kind, factory),
            )

    # -- helpers ---------------------------------------------------------------------------
    def _factory(self, node: cst.BaseExpression) -> str | None:
        """``torch.<factory>`` for a factory call that does not choose its device yet."""
        if not isinstance(node, cst.Call):
            return None
        qualified = self.ctx.qualified_name(node.func)
        if qualified is None or not qualified.startswith("torch."):
            return None
        short = qualified[len("torch.") :]
        if short not in FACTORIES:
            return None
        if has_star_args(node) or find_arg(node, "device") is not None:
            return None
        return f"torch.{short}"

    def _move(self, call: cst.Call) -> tuple[str, str | None, bool] | None:
        """(device code, dtype code or None, fixable) for a move to an accelerator."""
        assert isinstance(call.func, cst.Attribute)
        if has_star_args(call):
            return None
        other = [
            a for a in call.args
            if a.keyword is not None and a.keyword.value not in DROPPED | {"device", "dtype"}
        ]
        if call.func.attr.value == "cuda":
            target = find_arg(call, "device", 0)
            if target is None:
                return '"cuda"', None, not other
            if isinstance(target.value, cst.Integer):
                return f'"cuda:{target.value.value}"', None, not other
            code = self.ctx.code(target.value)
            if isinstance(target.value, cst.SimpleString) and is_device_like(self.ctx, target.value):
                return code, None, not other
            return code, None, False  # `.cuda(None)` and `device=None` differ
        target = find_arg(call, "device", 0)
        if target is None or not is_device_like(self.ctx, target.value):
            return None
        dtype_arg = find_arg(call, "dtype", 1 if target.keyword is None else None)
        dtype = self.ctx.code(dtype_arg.value) if dtype_arg is not None else None
        return self.ctx.code(target.value), dtype, not other

    def _factory_edits(self, factory: cst.Call, device: str, dtype: str | None) -> list[PendingEdit]:
        value = device
        if dtype is not None and find_arg(factory, "dtype") is None:
            edit = add_keyword(self.ctx, factory, "device", f"{device}, dtype={dtype}")
        else:
            edit = add_keyword(self.ctx, factory, "device", value)
        return [edit]

    @staticmethod
    def _applicability(kind: str) -> Applicability:
        short = kind.rsplit(".", 1)[-1]
        return Applicability.UNSAFE if short in RANDOM else Applicability.SAFE


def _large(kind: str, factory: cst.Call) -> bool:
    """Is the factory's size a literal of at least LARGE elements?"""
    numel = _literal_numel(kind.rsplit(".", 1)[-1], factory)
    return numel is not None and numel >= LARGE


def _literal_numel(short: str, call: cst.Call) -> int | None:
    positional = [a.value for a in call.args if a.keyword is None and not a.star]
    if short in ("zeros", "ones", "empty", "rand", "randn"):
        size = find_arg(call, "size")
        if size is not None:
            return _product(size.value)
        if len(positional) == 1 and isinstance(positional[0], (cst.Tuple, cst.List)):
            return _product(positional[0])
        return _product_of(positional) if positional else None
    if short == "full":
        size = find_arg(call, "size", 0)
        return _product(size.value) if size is not None else None
    if short in ("randint", "normal"):
        size = find_arg(call, "size")
        if size is None and short == "randint" and positional and isinstance(positional[-1], (cst.Tuple, cst.List)):
            return _product(positional[-1])
        return _product(size.value) if size is not None else None
    if short in ("linspace", "logspace"):
        steps = find_arg(call, "steps", 2)
        return _integer(steps.value) if steps is not None else None
    if short == "randperm":
        return _integer(positional[0]) if positional else None
    if short == "arange":
        numbers = [_integer(v) for v in positional]
        if not numbers or None in numbers:
            return None
        if len(numbers) == 1:
            return numbers[0]
        step = numbers[2] if len(numbers) > 2 else 1
        return (numbers[1] - numbers[0]) // step if step else None  # type: ignore[operator]
    if short == "eye":
        numbers = [_integer(v) for v in positional[:2]]
        if not numbers or None in numbers:
            return None
        return numbers[0] * (numbers[1] if len(numbers) > 1 else numbers[0])  # type: ignore[operator]
    return None


def _product(node: cst.BaseExpression) -> int | None:
    if isinstance(node, (cst.Tuple, cst.List)):
        return _product_of([e.value for e in node.elements])
    return _integer(node)


def _product_of(values: list[cst.BaseExpression]) -> int | None:
    total = 1
    for value in values:
        number = _integer(value)
        if number is None:
            return None
        total *= number
    return total


def _integer(node: cst.BaseExpression) -> int | None:
    """An integer literal (``8192``, ``1_000``, ``2**24``)."""
    if isinstance(node, cst.Integer):
        try:
            return int(node.value, 0)
        except ValueError:
            return None
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Power, cst.Multiply)):
        left, right = _integer(node.left), _integer(node.right)
        if left is None or right is None or right > 64:
            return None
        return left**right if isinstance(node.operator, cst.Power) else left * right
    return None


def _single_assign(statement: cst.CSTNode) -> tuple[str, cst.BaseExpression] | None:
    """``name = value`` as the only statement on its line."""
    if not isinstance(statement, cst.SimpleStatementLine) or len(statement.body) != 1:
        return None
    assign = statement.body[0]
    if not isinstance(assign, cst.Assign) or len(assign.targets) != 1:
        return None
    target = assign.targets[0].target
    if not isinstance(target, cst.Name):
        return None
    return target.value, assign.value
