"""TL203 reports either an IPython timing magic, which the notebook layer turns into an `if`
whose test is the string `"%time"`, `"%timeit"`, `"%%time"` or `"%%timeit"`, or the end read
of a timing: a subtraction `<end> - <name>` where `<name>` is assigned a timer call (alone or
by a tuple assignment) and `<end>` is a timer call or a name assigned one. A timer call has no
arguments and resolves to `time.time`, `time.perf_counter`, `time.monotonic` or
`timeit.default_timer`, so its callee's last name is one of those, or a name an import of one
of them binds under another name. Both forms also need visible device work (``_evidence``):
a `.cuda(` call, a device-like argument (a `"cuda"`/`"cuda:N"`/`"mps"`/`"xpu"` string, a
`torch.device(...)` call, a name `device`/`dev`/`*_device`), a `device=` keyword, or a value
the model knows is on an accelerator, asked only when ``uses_accelerator`` holds (which first
looks for `cuda`/`mps`/`xpu`/`accelerator`/`device` in the text). So the file's text holds one
of `cuda`, `mps`, `xpu`, `accelerator`, `dev` in some case, or a string literal spells one with
escapes. The missing synchronization is left to the rule."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import ACCELERATOR_WORDS, mentions_accelerator

_TIMERS = frozenset({"time", "perf_counter", "monotonic", "default_timer"})
_MAGICS = frozenset({"%time", "%timeit", "%%time", "%%timeit"})


def _device_work_possible(syntax: Syntax) -> bool:
    if mentions_accelerator(syntax):
        return True
    # a device string written with escapes (`"\x63uda"`): the rule reads the string's value
    return any(
        isinstance(node.value, str) and any(sign in node.value.lower() for sign in ACCELERATOR_WORDS)
        for node in syntax.nodes(ast.Constant)
    )


def may_report(syntax: Syntax) -> bool:
    if not _device_work_possible(syntax):
        return False
    for node in syntax.nodes(ast.If):
        test = node.test
        if isinstance(test, ast.Constant) and test.value in _MAGICS:
            return True
    timers = set(_TIMERS)
    for node in syntax.nodes(ast.Import, ast.ImportFrom):
        for alias in node.names:
            if alias.asname and alias.name.rsplit(".", 1)[-1] in _TIMERS:
                timers.add(alias.asname)

    def is_timer(call: ast.AST) -> bool:
        if call.__class__ is not ast.Call or call.args or call.keywords:
            return False
        func = call.func
        if isinstance(func, ast.Attribute):
            return func.attr in timers
        return isinstance(func, ast.Name) and func.id in timers

    if not any(is_timer(call) for call in syntax.nodes(ast.Call)):
        return False
    # names assigned a timer call, alone or in a tuple (`t0, seen = time.perf_counter(), 0`)
    clocks: set[str] = set()
    for assign in syntax.nodes(ast.Assign):
        value = assign.value
        if not (is_timer(value) or isinstance(value, (ast.Tuple, ast.List)) and any(map(is_timer, value.elts))):
            continue
        for target in assign.targets:
            for node in ast.walk(target):
                if node.__class__ is ast.Name:
                    clocks.add(node.id)
    if not clocks:
        return False
    for operation in syntax.nodes(ast.BinOp):
        if operation.op.__class__ is not ast.Sub:
            continue
        right, left = operation.right, operation.left
        if right.__class__ is ast.Name and right.id in clocks:
            if is_timer(left) or left.__class__ is ast.Name and left.id in clocks:
                return True
    return False
