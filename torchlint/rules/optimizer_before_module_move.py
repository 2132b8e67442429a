"""TL103 optimizer-before-module-move."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic.syntax import find_arg, is_device_like, method_call_pattern, walk
from torchlint.rule import Anchor, Copy, PendingEdit, Rule
from torchlint.semantic.names import dotted

PARAMETER_METHODS = frozenset({"parameters", "named_parameters"})
MOVES = frozenset({"cuda", "to"})


class OptimizerBeforeModuleMove(Rule):
    """## What it does
    Flags an optimizer (any `torch.optim.*` class, or a class whose name ends in `Optimizer`)
    built from `m.parameters()` or `m.named_parameters()` before `m.to(<device>)` or
    `m.cuda()` later in the same block (`m = m.to(device)` counts as the move). The finding is
    located at the optimizer's construction.

    ## Why is this slow?
    An optimizer keeps references to the parameter tensors it was given. With plain
    parameters `Module.to()` converts them in place, so the optimizer still holds the right
    tensors (seen on PyTorch 2.11), and nothing is wrong today. The order breaks under
    `torch.__future__.set_overwrite_module_params_on_conversion(True)`, with swapped tensors,
    with optimizer state loaded before the move (the state stays on the CPU and every step
    copies it), and on backends such as XLA, where the optimizer then updates tensors the model
    no longer uses. Moving first costs nothing and is right everywhere.

    Silent on purpose: a rebinding of `m` between the two statements breaks the pattern; a move
    in another block (another branch of an `if`, a nested function) does not chain with the
    optimizer; `m.to(dtype)` and other non-device arguments are not moves.

    ## Example
    ```python
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
    model.to(device)
    ```

    ## Use instead
    ```python
    model.to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
    ```

    ## Fix safety
    Unsafe: the fix moves the move statement (with its line) right before the optimizer's
    statement, which reorders statements; anything in between that relied on the old order
    would see the module on the device earlier.

    ## Measured
    No speed claim: the gain is correctness on backends and settings where the parameters are
    replaced rather than converted in place.
    """

    code = "TL103"
    name = "optimizer-before-module-move"
    fix_availability = FixAvailability.UNSAFE
    screen = (PARAMETER_METHODS, MOVES)

    @classmethod
    def screen_patterns(cls) -> list[re.Pattern[str]]:
        return [method_call_pattern(PARAMETER_METHODS), method_call_pattern(MOVES)]

    def visit_Module(self, node: cst.Module) -> None:
        self._block(list(node.body))

    def visit_IndentedBlock(self, node: cst.IndentedBlock) -> None:
        self._block(list(node.body))

    def _block(self, body: list[cst.BaseStatement]) -> None:
        for index, statement in enumerate(body):
            found = self._optimizer(statement)
            if found is None:
                continue
            call, module = found
            for later in body[index + 1 :]:
                if _is_move(self, later, module):
                    self._report(call, module, statement, later)
                    break
                if _rebinds(later, module):
                    break

    def _optimizer(self, statement: cst.BaseStatement) -> tuple[cst.Call, str] | None:
        if not isinstance(statement, cst.SimpleStatementLine):
            return None
        for small in statement.body:
            value = None
            if isinstance(small, (cst.Assign, cst.AnnAssign)):
                value = small.value
            elif isinstance(small, cst.Expr):
                value = small.value
            if not isinstance(value, cst.Call) or not self._is_optimizer_class(value.func):
                continue
            params = find_arg(value, "params", 0)
            if params is None:
                continue
            for node in walk(params.value):
                if (
                    isinstance(node, cst.Call)
                    and isinstance(node.func, cst.Attribute)
                    and node.func.attr.value in PARAMETER_METHODS
                    and dotted(node.func.value) is not None
                ):
                    return value, self.ctx.code(node.func.value)
        return None

    def _is_optimizer_class(self, func: cst.BaseExpression) -> bool:
        qualified = self.ctx.qualified_name(func)
        if qualified is not None and qualified.startswith("torch.optim.") and qualified.rsplit(".", 1)[-1][:1].isupper():
            return True
        parts = dotted(func)
        return bool(parts) and parts[-1].endswith("Optimizer")

    def _report(self, call: cst.Call, module: str, optimizer_statement: cst.CSTNode, move: cst.CSTNode) -> None:
        fix = self.fix(
            f"Move `{module}` to the device before building the optimizer",
            [
                PendingEdit(
                    Anchor(optimizer_statement, "line_start"),
                    Anchor(optimizer_statement, "line_start"),
                    Copy(Anchor(move, "line_start"), Anchor(move, "next_line")),
                ),
                self.delete_between(Anchor(move, "line_start"), Anchor(move, "next_line")),
            ],
            Applicability.UNSAFE,
        )
        self.report(
            call,
            f"optimizer built from `{module}`'s parameters before `{module}` is moved to the "
            "device; move the module first",
            fix=fix,
        )


def _is_move(rule: Rule, statement: cst.CSTNode, module: str) -> bool:
    """``m.to(<device>)`` / ``m.cuda()`` alone on its line, or ``m = m.to(<device>)``."""
    if not isinstance(statement, cst.SimpleStatementLine) or len(statement.body) != 1:
        return False
    small = statement.body[0]
    if isinstance(small, cst.Expr):
        value = small.value
    elif isinstance(small, cst.Assign) and len(small.targets) == 1:
        if rule.ctx.code(small.targets[0].target) != module:
            return False
        value = small.value
    else:
        return False
    if not (isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute)):
        return False
    if rule.ctx.code(value.func.value) != module:
        return False
    if value.func.attr.value == "cuda":
        return True
    if value.func.attr.value == "to":
        target = find_arg(value, "device", 0)
        return target is not None and is_device_like(rule.ctx, target.value)
    return False


def _rebinds(statement: cst.CSTNode, module: str) -> bool:
    """Does ``statement`` assign to ``module`` (or to the name it starts with)?"""
    head = module.split(".")[0]
    for node in walk(statement):
        targets: list[cst.BaseExpression] = []
        if isinstance(node, cst.Assign):
            targets = [t.target for t in node.targets]
        elif isinstance(node, (cst.AnnAssign, cst.AugAssign)):
            targets = [node.target]
        elif isinstance(node, (cst.For,)):
            targets = [node.target]
        elif isinstance(node, cst.WithItem) and node.asname is not None:
            targets = [node.asname.name]
        for target in targets:
            for part in walk(target):
                parts = dotted(part) if isinstance(part, (cst.Name, cst.Attribute)) else None
                if parts and (".".join(parts) == module or (len(parts) == 1 and parts[0] == head)):
                    return True
    return False
