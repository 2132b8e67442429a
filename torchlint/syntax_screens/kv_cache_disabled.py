"""TL413 reports either a `<x>.generate(...)` call given the keyword `use_cache=False`, or a
function (not a `forward` / `__call__`) whose cache switch (`use_cache`, `use_kv_caching`,
`kvcache`...) defaults to a literal `False` or `0` and whose body holds a loop."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import FUNCTIONS, LOOPS, is_literal

# Parameter names that switch a decoder's key/value cache on or off (bark's
# `use_kv_caching`, VoiceCraft's `kvcache`, DALLE-pytorch's and nanoGPT-style `use_cache`);
# the rule reads the same sets.
SWITCHES = frozenset(
    {"use_cache", "use_kv_cache", "use_kv_caching", "use_kvcache", "kv_cache", "kvcache", "kv_caching"}
)
# Methods whose cache flag their caller decides per call: a model's `forward` defaults the
# cache off because training needs none; the decode loop that calls it passes it on.
PER_CALL = frozenset({"forward", "__call__", "_forward", "forward_with_cache"})


def _off(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and node.value is not None and node.value in (False, 0) \
        and not isinstance(node.value, (str, bytes, float, complex))


def may_report(syntax: Syntax) -> bool:
    for call in syntax.nodes(ast.Call):
        if isinstance(call.func, ast.Attribute) and call.func.attr == "generate":
            if any(k.arg == "use_cache" and is_literal(k.value, False) for k in call.keywords):
                return True
    for function in syntax.nodes(*FUNCTIONS):
        if function.name in PER_CALL:
            continue
        args = function.args
        positional = [*args.posonlyargs, *args.args]
        defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
        pairs = [*zip(positional, defaults), *zip(args.kwonlyargs, args.kw_defaults)]
        if any(arg.arg in SWITCHES and _off(default) for arg, default in pairs):
            if any(isinstance(node, LOOPS) for node in ast.walk(function)):
                return True
    return False
