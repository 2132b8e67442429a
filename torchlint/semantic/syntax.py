"""Small syntactic questions several rules ask, answered once.

Kept free of rule knowledge: "is this argument device-like?", "which argument is at position 2
or called ``training``?", "where does this method chain start?". Questions about what a value
is, how often code runs or whether autograd is on belong to :mod:`torchlint.semantic.model`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, Iterable, Iterator

import libcst as cst

from torchlint import walk as _walk

if TYPE_CHECKING:
    from torchlint.semantic.context import NodeContext as Context

ACCELERATOR_STRING = re.compile(r"^(cuda(:\d+)?|mps|xpu)$")
NO_GRAD_CONTEXTS = frozenset(
    {
        "torch.no_grad",
        "torch.inference_mode",
        "torch.autograd.no_grad",
        "torch.autograd.inference_mode",
        "torch.autograd.grad_mode.no_grad",
        "torch.autograd.grad_mode.inference_mode",
    }
)


def word_pattern(words: frozenset[str]) -> re.Pattern[str]:
    """Any of ``words`` as a whole word: the default screen of a group."""
    return re.compile(r"\b(?:%s)\b" % "|".join(sorted(map(re.escape, words))))


def method_call_pattern(names: frozenset[str]) -> re.Pattern[str]:
    """``.name(`` for one of ``names``, allowing the whitespace and line continuations Python
    allows between the dot, the name and the parenthesis. A narrower screen than the bare word
    (``to`` occurs in most comments)."""
    return re.compile(r"\.[\s\\]*(?:%s)[\s\\]*\(" % "|".join(sorted(map(re.escape, names))))


def call_or_alias_pattern(names: frozenset[str]) -> re.Pattern[str]:
    """One of ``names`` called (``name(``) or imported under another name (``name as``): a
    function the rule resolves can only be reached in one of these two ways."""
    alternatives = "|".join(sorted(map(re.escape, names)))
    return re.compile(r"\b(?:%s)\b[\s\\]*(?:\(|as\b)" % alternatives)


# Every kind of "accelerator use" (see module_uses_accelerator) contains one of these words.
ACCELERATOR_WORDS = frozenset({"cuda", "mps", "xpu", "accelerator", "device"})
# ... and with moves to a device variable in any spelling (`DEVICE`, `opt.train_dev`), every
# sign of ``SemanticModel.runs_on_accelerator`` holds one of these, in any case, anywhere.
ACCELERATOR_SIGN = re.compile("(?i)" + "|".join(sorted(ACCELERATOR_WORDS | {"dev"})))


def screen_with_accelerator_sign(groups: tuple[frozenset[str], ...]) -> list[re.Pattern[str]]:
    """A rule's screen whose ``ACCELERATOR_WORDS`` group stands for ``runs_on_accelerator``:
    the other groups as whole words, that one as ``ACCELERATOR_SIGN``."""
    return [ACCELERATOR_SIGN if group is ACCELERATOR_WORDS else word_pattern(group) for group in groups]


def string_value(node: cst.BaseExpression) -> str | None:
    """The value of a plain string literal (no f-string, no concatenation)."""
    if isinstance(node, cst.SimpleString):
        try:
            value = node.evaluated_value
        except Exception:  # noqa: BLE001 - odd escapes: not a literal we understand
            return None
        return value if isinstance(value, str) else None
    return None


def last_name(node: cst.BaseExpression) -> str | None:
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        return node.attr.value
    return None


def is_device_like(ctx: Context, node: cst.BaseExpression, *, allow_int: bool = False) -> bool:
    """An argument that names an accelerator, per the catalog's definition."""
    text = string_value(node)
    if text is not None:
        return bool(ACCELERATOR_STRING.match(text))
    if isinstance(node, cst.Integer):
        return allow_int
    if isinstance(node, cst.Call):
        return ctx.qualified_name(node.func) == "torch.device"
    name = last_name(node)
    return name is not None and is_device_name(name)


def is_device_name(name: str) -> bool:
    """A name the catalog takes for a device: ``device``, ``dev``, ``*_device``, any case."""
    lowered = name.lower()
    return lowered in ("device", "dev") or lowered.endswith("_device")


def has_star_args(call: cst.Call) -> bool:
    return any(arg.star == "**" for arg in call.args)


def find_arg(call: cst.Call, keyword: str, position: int | None = None) -> cst.Arg | None:
    """The argument bound to parameter ``keyword``, given by keyword or at ``position``."""
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == keyword:
            return arg
    if position is None:
        return None
    positional = [arg for arg in call.args if arg.keyword is None and not arg.star]
    if any(arg.star == "*" for arg in call.args[: position + 1]):
        return None
    return positional[position] if len(positional) > position else None


def is_false(node: cst.BaseExpression) -> bool:
    return isinstance(node, cst.Name) and node.value == "False"


def is_true(node: cst.BaseExpression) -> bool:
    return isinstance(node, cst.Name) and node.value == "True"


def argument_indent(call: cst.Call, ctx: Context | None = None) -> str | None:
    """The indentation of the call's last argument when it starts a line of its own (the
    arguments are laid out one or several per line), else None. With ``ctx``, the full
    indentation from column 0 (the enclosing blocks' from the model's parents, so that it
    holds wherever the rule asks, ``leave_Module`` included); without, only whether there is
    one."""
    if not call.args:
        return None
    if len(call.args) == 1:
        before = call.whitespace_before_args
    else:
        comma = call.args[-2].comma
        before = comma.whitespace_after if isinstance(comma, cst.Comma) else None
    if not isinstance(before, cst.ParenthesizedWhitespace):
        return None
    block = block_indent(ctx, call) if before.indent and ctx is not None else ""
    return block + before.last_line.value


def one_per_line(call: cst.Call) -> bool:
    """Does every argument after the first start a line of its own (and the first too, when
    it is the only one)? ``f(\n    a,\n    b,\n)`` and ``f(a,\n  b)`` are; ``f(a, b,\n  c)``
    is not (several per line)."""
    if not call.args:
        return False
    if len(call.args) == 1:
        return isinstance(call.whitespace_before_args, cst.ParenthesizedWhitespace)
    return all(
        isinstance(arg.comma, cst.Comma)
        and isinstance(arg.comma.whitespace_after, cst.ParenthesizedWhitespace)
        for arg in call.args[:-1]
    )


def block_indent(ctx: Context, node: cst.CSTNode) -> str:
    """The indentation of the blocks around ``node`` (libcst keeps it out of the whitespace
    nodes inside a statement), from the model's parents: right wherever the rule asks."""
    default = ctx.module.default_indent
    return "".join(
        block.indent if block.indent is not None else default
        for block in ctx.semantic.path_to(node)
        if isinstance(block, cst.IndentedBlock)
    )


def code_in_place(ctx: Context, node: cst.CSTNode, block: str) -> str:
    """``node``'s code as it reads in the file, where its enclosing blocks are indented by
    ``block`` (``code_for_node`` leaves their indentation out of lines that continue inside
    brackets)."""
    from libcst._nodes.internal import CodegenState  # what code_for_node itself uses

    state = CodegenState(
        default_indent=ctx.module.default_indent, default_newline=ctx.module.default_newline
    )
    if block:
        state.indent_tokens.append(block)
    node._codegen(state)
    return "".join(state.tokens)


def string_literal(ctx: Context, text: str) -> str | None:
    """A new string literal for ``text`` that can stand where the current node is: inside an
    f-string's replacement field, a quote the f-string itself uses would end it on Python
    before 3.12, so the other quote is taken (None when the enclosing f-strings use both)."""
    taken = set()
    for node in ctx.stack:
        if isinstance(node, cst.FormattedString):
            taken.add(node.quote[0])
    for quote in ('"', "'"):
        if quote not in taken and quote not in text and "\\" not in text:
            return f"{quote}{text}{quote}"
    return None


def method_call(node: cst.CSTNode, *names: str) -> bool:
    """``<anything>.name(...)`` for one of ``names``."""
    return (
        isinstance(node, cst.Call)
        and isinstance(node.func, cst.Attribute)
        and node.func.attr.value in names
    )


def in_no_grad(ctx: Context) -> bool:
    """Inside a ``with torch.no_grad():`` / ``inference_mode()`` block, or a function decorated
    with either, without crossing into a function defined inside such a block (lexical: the
    model's :meth:`~torchlint.semantic.model.SemanticModel.in_no_grad` knows more)."""
    return no_grad_among(ctx.ancestors(), ctx.qualified_name)


def no_grad_among(
    ancestors: Iterable[cst.CSTNode],
    qualified_name: Callable[[cst.BaseExpression], str | None],
) -> bool:
    """``in_no_grad`` for any walk over enclosing nodes (innermost first) and name resolver."""
    for node in ancestors:
        if isinstance(node, cst.With):
            for item in node.items:
                target = item.item.func if isinstance(item.item, cst.Call) else item.item
                if qualified_name(target) in NO_GRAD_CONTEXTS:
                    return True
        if isinstance(node, (cst.FunctionDef, cst.Lambda)):
            if isinstance(node, cst.FunctionDef):
                for decorator in node.decorators:
                    expr = decorator.decorator
                    target = expr.func if isinstance(expr, cst.Call) else expr
                    if qualified_name(target) in NO_GRAD_CONTEXTS:
                        return True
            return False
    return False


def enclosing_function(ctx: Context) -> cst.FunctionDef | None:
    for node in ctx.ancestors():
        if isinstance(node, cst.FunctionDef):
            return node
    return None


def enclosing_class(ctx: Context, function: cst.FunctionDef) -> cst.ClassDef | None:
    """The class ``function`` is a method of (directly in its body), if any."""
    stack = ctx.stack
    try:
        index = next(i for i in range(len(stack) - 1, -1, -1) if stack[i] is function)
    except StopIteration:
        return None
    for node in reversed(stack[:index]):
        if isinstance(node, cst.ClassDef):
            return node
        if not isinstance(node, (cst.IndentedBlock, cst.SimpleStatementSuite)):
            return None
    return None


def is_torch_module_class(ctx: Context, cls: cst.ClassDef) -> bool:
    """A class deriving directly from a ``torch.nn`` class (``nn.Module``, ``nn.Sequential``)."""
    for base in cls.bases:
        name = ctx.qualified_name(base.value)
        if name is not None and name.startswith("torch.nn.") and name[9:10].isupper() or (
            name is not None and name.startswith("torch.nn.modules.")
        ):
            return True
    return False


def chain(node: cst.BaseExpression) -> list[tuple[str, cst.CSTNode]]:
    """A method/attribute chain from its receiver outwards: ``x.a.b().c()`` ->
    [("a", Attribute), ("b", Call), ("c", Call)]; the receiver ``x`` is not included."""
    links: list[tuple[str, cst.CSTNode]] = []
    current: cst.BaseExpression = node
    while True:
        if isinstance(current, cst.Call) and isinstance(current.func, cst.Attribute):
            links.append((current.func.attr.value, current))
            current = current.func.value
        elif isinstance(current, cst.Attribute):
            links.append((current.attr.value, current))
            current = current.value
        else:
            break
    links.reverse()
    return links


def chain_receiver(node: cst.BaseExpression) -> cst.BaseExpression:
    current = node
    while True:
        if isinstance(current, cst.Call) and isinstance(current.func, cst.Attribute):
            current = current.func.value
        elif isinstance(current, cst.Attribute):
            current = current.value
        else:
            return current


def is_chain_top(ctx: Context) -> bool:
    """The current node is the outermost link of its chain (nothing is called or accessed on
    it), so that a chain is judged once."""
    parent = ctx.parent
    if isinstance(parent, cst.Attribute) and parent.value is ctx.stack[-1]:
        return False
    return True


def module_uses_accelerator(ctx: Context) -> bool:
    """Does the module show accelerator use (see the catalog's definition)?"""
    return ctx.semantic.uses_accelerator()


def module_runs_on_accelerator(ctx: Context) -> bool:
    """Accelerator use, or moves to a device variable (``x.to(device)``): see
    ``SemanticModel.moves_to_device``."""
    return ctx.semantic.runs_on_accelerator()


def walk(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """Every node at or below ``node`` (pre-order), for small subtrees."""
    return _walk.iter_nodes(node)


def assigns_name(scope: cst.CSTNode, name: str) -> bool:
    """Is ``name`` assigned anywhere in ``scope`` (``=``, ``+=``, an annotated assignment, a
    ``for`` target, ``:=``; inside a tuple target too)? A parameter never assigned is not."""
    for node in walk(scope):
        targets: list[cst.CSTNode] = []
        if isinstance(node, cst.Assign):
            targets = [t.target for t in node.targets]
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For)):
            targets = [node.target]
        elif isinstance(node, cst.NamedExpr):
            targets = [node.target]
        if any(isinstance(n, cst.Name) and n.value == name for t in targets for n in walk(t)):
            return True
    return False
