"""TL402 reports a call `<m>(...)` (`<m>` a plain dotted name, as written) in a function, or
in the module's own top-level code, that also evaluates that same `<m>`: calls `<m>.eval()`
with no arguments, or assigns `<m> = <chain>` (one target) where the chain holds a no-argument
`.eval()` call. The rule's frames are the module and each `def`; lambdas and class bodies
have none (nothing in them counts) and a nested `def` is a frame of its own, its decorators,
defaults and annotations included. So one frame holds both an evaluation of `<m>` and a call
of it, and the call is not under grad mode as the rule sees it for sure: not in a `with`
block (of that frame) nor in a `def` decorated with something whose last name speaks of
grad mode (`no_grad`, `inference_mode`, `set_grad_enabled`, a project's `maybe_no_grad`) and
that no import of its first name turns into another `torch.` name (the rule trusts such
names, resolved into its lists or not resolved to torch at all). Whether `<m>` is trained
too, or gradients are taken, is decided in execution order by the rule and not screened: a
function that trains and then evaluates (an epoch loop) may be reported."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import FUNCTIONS, dotted_name, dotted_parts, qualified

NO_GRAD = frozenset(
    {
        "torch.no_grad", "torch.inference_mode", "torch.autograd.no_grad",
        "torch.autograd.inference_mode", "torch.autograd.grad_mode.no_grad",
        "torch.autograd.grad_mode.inference_mode",
    }
)
GRAD_MODE_CHOSEN = frozenset(
    {
        "torch.set_grad_enabled", "torch.autograd.set_grad_enabled",
        "torch.autograd.grad_mode.set_grad_enabled", "torch.enable_grad",
        "torch.autograd.enable_grad", "torch.autograd.grad_mode.enable_grad",
    }
)
GRAD_WORDS = ("grad", "inference")
# nodes that open another frame (or none): their whole subtree leaves the current frame
_OTHER_FRAMES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def _is_eval(call: ast.AST) -> bool:
    return (
        isinstance(call, ast.Call)
        and isinstance(call.func, ast.Attribute)
        and call.func.attr == "eval"
        and not call.args
        and not call.keywords
    )


def _evaluated(nodes: list[ast.AST]) -> set[str]:
    """The `<m>` that ``nodes`` (one frame's, or the whole file's) evaluate."""
    found = set()
    for node in nodes:
        if node.__class__ is ast.Call:
            if _is_eval(node):
                written = dotted_name(node.func.value)
                if written is not None:
                    found.add(written)
        elif node.__class__ is ast.Assign:
            if len(node.targets) == 1 and any(_is_eval(sub) for sub in ast.walk(node.value)):
                written = dotted_name(node.targets[0])
                if written is not None:
                    found.add(written)
    return found


def _surely_grad_mode(expr: ast.AST, chosen: frozenset[str], imports: dict[str, set[str]]) -> bool:
    """A `with` item (``chosen``: NO_GRAD | GRAD_MODE_CHOSEN) or decorator (NO_GRAD) that the
    rule takes for setting grad mode, whatever its first name resolves to: its last name
    speaks of grad mode (`grad`, `inference`), and no import of that first name makes it a
    `torch.` name outside ``chosen`` (unresolved, or resolved elsewhere, the rule trusts the
    name)."""
    target = expr.func if isinstance(expr, ast.Call) else expr
    parts = dotted_parts(target)
    if parts is None or not any(word in parts[-1].lower() for word in GRAD_WORDS):
        return False
    return not any(name.startswith("torch.") and name not in chosen for name in qualified(target, imports))


def _frame(root: ast.AST, imports: dict[str, set[str]]) -> tuple[list[ast.AST], list[ast.AST]]:
    """The nodes of the frame ``root`` opens, without the frames nested in it; and those of
    them outside grad-mode `with` blocks (where a call of `<m>` may count)."""
    found: list[ast.AST] = []
    open_: list[ast.AST] = []
    stack = [(child, False) for child in ast.iter_child_nodes(root)]
    while stack:
        node, guarded = stack.pop()
        if isinstance(node, _OTHER_FRAMES):
            continue
        found.append(node)
        if not guarded:
            open_.append(node)
            if isinstance(node, (ast.With, ast.AsyncWith)) and any(
                _surely_grad_mode(item.context_expr, NO_GRAD | GRAD_MODE_CHOSEN, imports) for item in node.items
            ):
                guarded = True
        stack.extend((child, guarded) for child in ast.iter_child_nodes(node))
    return found, open_


def may_report(syntax: Syntax) -> bool:
    calls = syntax.nodes(ast.Call)
    if _flag_switched(syntax, calls):
        return True
    assigns = syntax.nodes(ast.Assign)
    helpers = _returning_helpers(syntax.tree)
    evaluated = _evaluated(calls + assigns) | _bound_from(assigns, helpers)
    if not evaluated:
        return False
    if not any(dotted_name(call.func) in evaluated for call in calls):
        return False
    imports = syntax.imports
    # both in one frame, the call outside grad-mode code
    for root in [syntax.tree, *syntax.nodes(*FUNCTIONS)]:
        if root is not syntax.tree and any(
            _surely_grad_mode(decorator, NO_GRAD, imports) for decorator in root.decorator_list
        ):
            continue  # every call of the frame runs under the decorator
        nodes, open_ = _frame(root, imports)  # a def's decorators, defaults and annotations included
        here = _evaluated(nodes) | _bound_from(nodes, helpers)
        if not here:
            continue
        if any(n.__class__ is ast.Call and dotted_name(n.func) in here for n in open_):
            return True
    # v5: a function that calls a module it takes as a parameter (`compute_accuracy(model,
    # loader)`), outside grad-mode code of its own, in a file that evaluates some module: the
    # rule reports it when a caller's `.eval()` of what it passes is in force at the call
    called = {call.func.id for call in calls if call.func.__class__ is ast.Name}
    for root in syntax.nodes(*FUNCTIONS):
        if root.name not in called or any(
            _surely_grad_mode(decorator, NO_GRAD, imports) for decorator in root.decorator_list
        ):
            continue
        arguments = root.args
        params = {a.arg for a in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]}
        if params and _param_called_per_item(root, params, imports):
            return True
    return False


def _flag_switched(syntax: Syntax, calls: list[ast.AST]) -> bool:
    """v6: a function whose `.backward()` sits under `if <parameter>:` and some call of which
    (by name or as `self.<name>(...)`) passes a literal `False` (a superset of the rule's
    train-flag form: which argument is not checked)."""
    if not any(
        c.func.__class__ is ast.Attribute and c.func.attr == "backward" for c in calls
    ):
        return False
    passes_false = {
        (c.func.id if c.func.__class__ is ast.Name else c.func.attr)
        for c in calls
        if c.func.__class__ in (ast.Name, ast.Attribute)
        and any(
            isinstance(v, ast.Constant) and v.value is False
            for v in [*c.args, *(k.value for k in c.keywords)]
        )
    }
    for root in syntax.nodes(*FUNCTIONS):
        if root.name not in passes_false:
            continue
        arguments = root.args
        params = {a.arg for a in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]}
        for node in ast.walk(root):
            if node.__class__ is ast.If and node.test.__class__ is ast.Name and node.test.id in params:
                if any(
                    c.__class__ is ast.Call and c.func.__class__ is ast.Attribute and c.func.attr == "backward"
                    for statement in node.body for c in ast.walk(statement)
                ):
                    return True
    return False


def _returning_helpers(tree: ast.AST) -> set[str]:
    """v6: module-level functions that evaluate some module and return something: the rule
    takes a name bound from a call of one (`model, ds = load(args)`) as evaluated when the
    function returns a module it evaluated (a superset here)."""
    found = set()
    for statement in getattr(tree, "body", []):
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            nodes = list(ast.walk(statement))
            if any(n.__class__ is ast.Return for n in nodes) and _evaluated(nodes):
                found.add(statement.name)
    return found


def _bound_from(nodes: list[ast.AST], helpers: set[str]) -> set[str]:
    """Names an assignment in ``nodes`` binds from a call of one of ``helpers``."""
    found = set()
    if not helpers:
        return found
    for node in nodes:
        if node.__class__ is ast.Assign and len(node.targets) == 1:
            value = node.value
            if value.__class__ is ast.Call and value.func.__class__ is ast.Name and value.func.id in helpers:
                for target in ast.walk(node.targets[0]):
                    if target.__class__ is ast.Name:
                        found.add(target.id)
    return found


_PER_ITEM = (ast.For, ast.AsyncFor, ast.While, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def _param_called_per_item(root: ast.AST, params: set[str], imports: dict[str, set[str]]) -> bool:
    """Does the function ``root`` call one of ``params`` by name inside a loop or a
    comprehension of its own frame, outside grad-mode `with` blocks?"""
    stack = [(child, False) for child in ast.iter_child_nodes(root)]
    while stack:
        node, looped = stack.pop()
        if isinstance(node, _OTHER_FRAMES):
            continue
        if isinstance(node, (ast.With, ast.AsyncWith)) and any(
            _surely_grad_mode(item.context_expr, NO_GRAD | GRAD_MODE_CHOSEN, imports) for item in node.items
        ):
            continue
        if looped and node.__class__ is ast.Call and node.func.__class__ is ast.Name and node.func.id in params:
            return True
        looped = looped or isinstance(node, _PER_ITEM)
        stack.extend((child, looped) for child in ast.iter_child_nodes(node))
    return False
