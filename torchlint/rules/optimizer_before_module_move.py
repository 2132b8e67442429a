"""TL103 optimizer-before-module-move."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic.syntax import (
    ACCELERATOR_STRING, find_arg, is_device_like, is_true, method_call_pattern, string_value, walk,
)
from torchlint.rule import Anchor, Copy, PendingEdit, Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.names import dotted

PARAMETER_METHODS = frozenset({"parameters", "named_parameters"})
MOVES = frozenset({"cuda", "to"})
XLA_PACKAGE = "torch_xla"
XLA_DEVICE = re.compile(r"^xla(:\d+)?$")
OVERWRITE_SETTING = "torch.__future__.set_overwrite_module_params_on_conversion"
# Tests that only ask whether an accelerator is there: a move under them counts as the move.
ACCELERATOR_CHECKS = frozenset(
    {"torch.cuda.is_available", "torch.cuda.device_count", "torch.backends.mps.is_available",
     "torch.mps.is_available", "torch.xpu.is_available", "torch.accelerator.is_available"}
)
# A flag named for an accelerator (`use_cuda`, `args.gpu`, `self.on_gpu`).
ACCELERATOR_FLAG = re.compile(r"cuda|gpu|accelerator", re.IGNORECASE)
# A flag named for running on the host (`args.cpu`, `no_cuda`): `if not <flag>:` tests for one.
HOST_FLAG = re.compile(r"cpu|^no_(cuda|gpu)$", re.IGNORECASE)


class OptimizerBeforeModuleMove(Rule):
    """## What it does
    Flags an optimizer (any `torch.optim.*` class, or a class whose name ends in `Optimizer`)
    built from `m.parameters()` or `m.named_parameters()` before `m.to(<device>)` or
    `m.cuda()` later in the same block (`m = m.to(device)` counts as the move, and so does a
    move alone under an `if` that only tests for an accelerator: `if
    torch.cuda.is_available():`, `if use_cuda:`, `if device.type != "cpu":`, `if not
    args.cpu:`). The finding is located at the optimizer's construction.

    ## Why is this slow?
    An optimizer keeps references to the parameter tensors it was given. With plain
    parameters `Module.to()` converts them in place, so the optimizer still holds the right
    tensors and nothing is wrong. The order breaks when the move replaces the parameters or
    the optimizer already holds state. Measured on an H100 with PyTorch 2.11 (Adam, one
    `nn.Linear`, moved with `.cuda()` after the optimizer was built): plain parameters train
    normally; optimizer state loaded with `load_state_dict` before the move stays on the host
    and the first step raises `RuntimeError: Expected all tensors to be on the same device`;
    under `torch.__future__.set_overwrite_module_params_on_conversion(True)` the optimizer
    keeps updating the old host tensors while the model trains nothing, silently; under
    `set_swap_module_params_on_conversion(True)` the parameters keep their identity and train
    normally. On XLA the move gives the module new parameters, as with overwriting.

    Where: by default only where the order is wrong: the file imports `torch_xla` (or names an
    `"xla"` device), sets
    `set_overwrite_module_params_on_conversion(True)`, or loads the optimizer's state
    (`optimizer.load_state_dict(...)`) between its construction and the move. Every other
    occurrence is harmless with plain parameters and is reported only with `--pedantic`
    (`harmless with plain parameters`), as are findings in tests. Swapping on conversion
    alone is not a reason (measured above).

    Silent on purpose: a rebinding of `m` between the two statements breaks the pattern (an
    assignment to an attribute of it, `m.config.use_cache = False`, does not); a move in
    another block (another branch of an `if`, an `if` that tests anything but an
    accelerator, a nested function) does not chain with the optimizer; `m.to(dtype)` and
    other non-device arguments are not moves.

    ## Example
    ```python
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
    optimizer.load_state_dict(checkpoint["optimizer"])
    model.to(device)
    ```

    ## Use instead
    ```python
    model.to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
    optimizer.load_state_dict(checkpoint["optimizer"])
    ```

    Name heuristic: a class whose name ends in `Optimizer` counts as an optimizer, as the
    catalog says, since optimizers of other libraries (`bnb.optim.Adam8bit` aside) are known
    only by name when they are imported from outside torch.

    ## Fix safety
    Unsafe: the fix reorders statements. It prefers moving the optimizer's construction down to
    just after the move, when nothing in between (nor the move) reads or rebinds what the
    optimizer's statement binds and nothing in between rebinds a name it reads. Otherwise it
    moves the move up above the optimizer, when no statement it jumps over binds a name the
    move reads (`device = ...`), mentions the module, or may leave the block (`return`,
    `raise`, `break`, `continue`: the move would then run on a path where it did not): a
    statement never lands above a binding it reads. When neither order is provably right (as
    far as names show: a call in between may still change the module), the finding comes
    without a fix. Bytes outside the moved lines stay, a missing final newline included.

    ## Measured
    No speed claim: the gain is correctness where the parameters are replaced rather than
    converted in place, or the optimizer holds state before the move (see above).

    ## On user code
    Off by default. The bar for on by default is at least 20 reviewed findings on held-out user
    code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed moves, 22
    statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change): 2 of 2
    (100%), fresh8-2817 (one reviewer), its first reviewed findings: fewer than 20. Acted on:
    optimizer state loaded on resume before `model.to(device)`, leaving SGD momentum on the CPU;
    a TPU (XLA) chapter where the move replaces the parameters the optimizer holds. It would
    need at least 18 more reviewed findings, 20 in all at 90% or more. Round 4 reviewed none.

    Round 9 (fresh19-2831, two reviewers, independently): 1 of 1, a resume path loading the
    optimizer's state before `model.to(device)`, whose first `step()` then fails on mixed
    devices. So 3 of 3: 17 more would reach 20.
    """

    code = "TL103"
    severity = "error"  # a bug rule
    name = "optimizer-before-module-move"
    default = False  # below the bar for on by default: see "On user code"
    # A performance rule: no findings in tests by default (catalog v2)
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "a bug where it is reported by default: the optimizer keeps tensors the move replaced (a crash or a model that trains nothing), wherever it is built"}
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
            for offset, later in enumerate(body[index + 1 :]):
                if _is_move(self, later, module) or self._guarded_move(later, module):
                    between = body[index + 1 : index + 1 + offset]
                    self._report(call, module, statement, later, between)
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

    def _report(
        self,
        call: cst.Call,
        module: str,
        optimizer_statement: cst.BaseStatement,
        move: cst.BaseStatement,
        between: list[cst.BaseStatement],
    ) -> None:
        fix = None
        down = self._optimizer_down(optimizer_statement, move, between)
        if down is not None:
            fix = self.fix(
                f"Build the optimizer after moving `{module}` to the device", down, Applicability.UNSAFE
            )
        else:
            up = self._move_up(optimizer_statement, move, between)
            if up is not None:
                fix = self.fix(
                    f"Move `{module}` to the device before building the optimizer",
                    up,
                    Applicability.UNSAFE,
                )
        found = f"optimizer built from `{module}`'s parameters before `{module}` is moved to the device"
        risk = self._risk(optimizer_statement, between)
        if risk is not None:
            self.report(call.func, f"{found}; {risk}: move the module first", fix=fix, end_node=call)
            return
        # located where the class name starts, not at parentheses wrapping the call
        self.report(
            call.func,
            f"{found}; harmless with plain parameters (`Module.to()` converts them in place), "
            "not on XLA or with parameters replaced on conversion: move the module first",
            fix=fix,
            end_node=call,
            pedantic="harmless with plain parameters",
        )

    def _risk(self, optimizer: cst.BaseStatement, between: list[cst.BaseStatement]) -> str | None:
        """Why the order is wrong here, when the file shows it; None when, as far as the file
        shows, the parameters are plain and the move converts them in place."""
        bound, _ = statement_names(optimizer)
        for statement in between:
            for node in walk(statement):
                if (
                    isinstance(node, cst.Call)
                    and isinstance(node.func, cst.Attribute)
                    and node.func.attr.value == "load_state_dict"
                    and ".".join(dotted(node.func.value) or ()) in bound
                ):
                    return (
                        "the optimizer state loaded before the move stays on the host while the "
                        "parameters move, and the first step fails with a device mismatch"
                    )
        settings = self.ctx.memo("TL103-module-settings", self._module_settings)
        if "xla" in settings:
            return "on XLA the move gives the module new parameters and the optimizer keeps updating the old ones"
        if "overwrite" in settings:
            return (
                "with parameters overwritten on conversion the move gives the module new "
                "parameters and the optimizer keeps updating the old ones"
            )
        return None

    def _module_settings(self) -> frozenset[str]:
        """What makes the order wrong in this whole file: ``xla`` (``torch_xla`` is imported,
        or a string names an XLA device) and ``overwrite``
        (``set_overwrite_module_params_on_conversion(True)``)."""
        source = self.ctx.source
        if "xla" not in source and "on_conversion" not in source:
            return frozenset()
        found = set()
        model = self.ctx.semantic
        for node in model.nodes():
            if isinstance(node, cst.Import):
                if any(_module_name(alias.name).startswith(XLA_PACKAGE) for alias in node.names):
                    found.add("xla")
            elif isinstance(node, cst.ImportFrom):
                if node.module is not None and _module_name(node.module).startswith(XLA_PACKAGE):
                    found.add("xla")
            elif isinstance(node, cst.SimpleString):
                if XLA_DEVICE.match(string_value(node) or ""):
                    found.add("xla")  # `torch.device("xla")`
            elif isinstance(node, cst.Call) and dotted(node.func) is not None and node.args:
                qualified = model.qualified_name(node.func, model.path_to(node))
                if qualified == OVERWRITE_SETTING and is_true(node.args[0].value):
                    found.add("overwrite")
        return frozenset(found)

    def _guarded_move(self, statement: cst.BaseStatement, module: str) -> bool:
        """``if torch.cuda.is_available(): m.cuda()`` (or ``if use_cuda:``): an ``if`` that
        only tests for an accelerator, with the move as its whole body and no ``else``."""
        if not isinstance(statement, cst.If) or statement.orelse is not None:
            return False
        body = statement.body
        if not isinstance(body, cst.IndentedBlock) or len(body.body) != 1:
            return False
        return _is_move(self, body.body[0], module) and self._accelerator_test(statement.test)

    def _accelerator_test(self, test: cst.BaseExpression) -> bool:
        if isinstance(test, cst.BooleanOperation):
            return self._accelerator_test(test.left) and self._accelerator_test(test.right)
        if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            # `if not args.cpu:`, `if not no_cuda:`
            parts = dotted(test.expression)
            if parts and HOST_FLAG.search(parts[-1]):
                return True
            return self._accelerator_test(test.expression)
        if isinstance(test, cst.Comparison):
            # `torch.cuda.device_count() > 0`, `device == "cuda"`, `device.type != "cpu"`
            literals = [string_value(c.comparator) for c in test.comparisons]
            if any(text is not None and (text == "cpu" or ACCELERATOR_STRING.match(text)) for text in literals):
                return True
            return self._accelerator_test(test.left)
        if isinstance(test, cst.Call):
            return self.ctx.qualified_name(test.func) in ACCELERATOR_CHECKS
        parts = dotted(test)
        return bool(parts) and bool(ACCELERATOR_FLAG.search(parts[-1]))

    def _optimizer_down(
        self, optimizer: cst.BaseStatement, move: cst.BaseStatement, between: list[cst.BaseStatement]
    ) -> list[PendingEdit] | None:
        """Build the optimizer right after the move: allowed when nothing in between (nor the
        move) reads or rebinds what the optimizer's statement binds, and nothing in between
        rebinds a name it reads."""
        if not isinstance(optimizer, cst.SimpleStatementLine) or len(optimizer.body) != 1:
            return None
        bound, used = statement_names(optimizer)
        for statement in [*between, move]:
            other_bound, other_used = statement_names(statement)
            if statement is move:
                other_bound = set()  # `m = m.to(d)`: reading the moved module is the point
            if bound & (other_bound | other_used) or used & other_bound:
                return None
        line = self._line(optimizer)
        if self._is_last_line(move):
            # the move ends a file without a final newline: the optimizer follows it without one
            insertion = PendingEdit(
                Anchor(move, "next_line"), Anchor(move, "next_line"),
                self.ctx.module.default_newline + line.rstrip("\r\n"),
            )
        else:
            insertion = PendingEdit(Anchor(move, "next_line"), Anchor(move, "next_line"), line)
        return [
            self.delete_between(Anchor(optimizer, "line_start"), Anchor(optimizer, "next_line")),
            insertion,
        ]

    def _move_up(
        self, optimizer: cst.BaseStatement, move: cst.BaseStatement, between: list[cst.BaseStatement]
    ) -> list[PendingEdit] | None:
        """Move the move above the optimizer: allowed when no statement it jumps over binds a
        name it reads or mentions what it binds or moves (`model` in `model.cuda()`)."""
        if self._is_last_line(move):
            return None  # deleting the file's last line would add a final newline
        if any(_may_leave(statement) for statement in between):
            return None  # the move would run on a path that left before it
        bound, used = statement_names(move)
        moved = bound | (used & {self._head(move)})
        for statement in [optimizer, *between]:
            other_bound, other_used = statement_names(statement)
            if statement is optimizer:
                other_used = other_used - moved  # the optimizer reading the module is the point
            if used & other_bound or moved & (other_bound | other_used):
                return None
        return [
            PendingEdit(
                Anchor(optimizer, "line_start"),
                Anchor(optimizer, "line_start"),
                Copy(Anchor(move, "line_start"), Anchor(move, "next_line")),
            ),
            self.delete_between(Anchor(move, "line_start"), Anchor(move, "next_line")),
        ]

    @staticmethod
    def _head(move: cst.BaseStatement) -> str:
        """The module a move statement moves, as written (`self.model` in `self.model.to(d)`),
        also when the move sits in an `if` that tests for an accelerator."""
        for node in walk(move):
            if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and (
                node.func.attr.value in MOVES
            ):
                return ".".join(dotted(node.func.value) or ())
        return ""

    def _line(self, statement: cst.SimpleStatementLine) -> str:
        """The statement's line(s) as they read in the file, indentation included, ending
        with a newline. Both statements share a block, hence an indentation."""
        indent = "".join(
            node.indent if node.indent is not None else self.ctx.module.default_indent
            for node in self.ctx.stack
            if isinstance(node, cst.IndentedBlock)
        )
        code = self.ctx.code(statement.with_changes(leading_lines=()))
        lines = code.splitlines(keepends=True)
        return indent + lines[0] + "".join(lines[1:])

    def _is_last_line(self, statement: cst.CSTNode) -> bool:
        """The statement ends a file that has no final newline."""
        if self.ctx.module.has_trailing_newline:
            return False
        return self.ctx.source.endswith(self.ctx.code(statement).rstrip("\r\n"))


def _module_name(node: cst.BaseExpression) -> str:
    return ".".join(dotted(node) or ())


def _may_leave(statement: cst.CSTNode) -> bool:
    """Can control leave the block inside ``statement`` (`return`, `raise`, `break`,
    `continue`)? Conservative: nested functions count too."""
    return any(
        isinstance(node, (cst.Return, cst.Raise, cst.Break, cst.Continue)) for node in walk(statement)
    )


def statement_names(statement: cst.CSTNode) -> tuple[set[str], set[str]]:
    """(what the statement binds, what it reads): plain names, and dotted names for
    attributes (`self.optimizer = ...` binds `self.optimizer`, not `self`; reading
    `self.model.parameters` reads `self`, `self.model` and `self.model.parameters`). Attribute
    names and keyword argument names alone are not names. Conservative: a subscript target
    (`groups[0] = ...`) binds every name in it."""
    bound: set[str] = set()
    used: set[str] = set()
    skip: set[int] = set()
    for node in walk(statement):
        if isinstance(node, cst.Attribute):
            skip.add(id(node.attr))
            parts = dotted(node)
            if parts:
                used.update(".".join(parts[: i + 1]) for i in range(len(parts)))
        elif isinstance(node, cst.Arg) and node.keyword is not None:
            skip.add(id(node.keyword))
        elif isinstance(node, (cst.Assign, cst.AnnAssign, cst.AugAssign, cst.For, cst.NamedExpr)):
            targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else [node.target]
            for target in targets:
                bound.update(_target_names(target))
        elif isinstance(node, cst.AsName):
            bound.update(_target_names(node.name))
        elif isinstance(node, (cst.FunctionDef, cst.ClassDef)):
            bound.add(node.name.value)
        elif isinstance(node, (cst.Import, cst.ImportFrom)) and not isinstance(node.names, cst.ImportStar):
            for alias in node.names:
                if alias.asname is None:
                    bound.add(cst.Module([]).code_for_node(alias.name).split(".")[0])
        elif isinstance(node, (cst.Global, cst.Nonlocal)):
            bound.update(n.name.value for n in node.names)
        if isinstance(node, cst.Name) and id(node) not in skip:
            used.add(node.value)
    return bound, used


def _target_names(target: cst.BaseExpression) -> set[str]:
    if isinstance(target, cst.Name):
        return {target.value}
    if isinstance(target, cst.Attribute) and dotted(target):
        return {".".join(dotted(target))}
    if isinstance(target, (cst.Tuple, cst.List)):
        names: set[str] = set()
        for element in target.elements:
            names |= _target_names(element.value)
        return names
    if isinstance(target, cst.StarredElement):
        return _target_names(target.value)
    return {n.value for n in walk(target) if isinstance(n, cst.Name)}


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
    """Does ``statement`` assign to ``module`` or to a name it starts with (``self.model`` is
    rebound by ``self.model = ...`` and ``self = ...``)? An assignment to an attribute of it
    (``model.config.use_cache = False``) changes the module, not which module the name holds."""
    for node in walk(statement):
        targets: list[cst.BaseExpression] = []
        if isinstance(node, cst.Assign):
            targets = [t.target for t in node.targets]
        elif isinstance(node, (cst.AnnAssign, cst.AugAssign, cst.For)):
            targets = [node.target]
        elif isinstance(node, cst.WithItem) and node.asname is not None:
            targets = [node.asname.name]
        for target in targets:
            for bound in _target_names(target):
                if module == bound or module.startswith(bound + "."):
                    return True
    return False
