"""TL406 reports a construction of `Conv1d/2d/3d`: a call whose callee resolves through the
file's absolute imports (the resolver follows no other binding; any scope's import is
accepted here) to `torch.nn[.modules[.conv]].ConvNd`, with no `*`/`**` argument, whose `bias`
(by keyword, else the eighth positional) is missing or the literal `True`. A batch norm call
resolving likewise to a `BatchNormNd` follows it: as the next positional argument of a call
(`nn.Sequential(...)`, any callee accepted here) or the next element of a list or tuple
display (an element may be a `("name", module)` pair), of the same dimensionality; or, in
the module style, in one class, the conv call is the value of an assignment to `self.<a>`,
a batch norm call of the same dimensionality the value of one to `self.<b>`, and a method of
the class named `forward`, `__call__`, `_forward_impl` or `forward_features` applies
`self.<b>` to the output of `self.<a>` (`self.<b>(self.<a>(x))`, or `y = self.<a>(x)`
followed by the statement `y = self.<b>(y)`); or, in any block of statements, a statement
that adds the conv call last to a list (`L.append(conv)`, `L += [..., conv]`,
`L.extend([..., conv])`) followed by one (or an `if` whose first statement is one) adding a
batch norm call of the same dimensionality first to a list (any list, here). Reported with
`--pedantic` in files with published weights, so that word list is not required."""

from __future__ import annotations

import ast

from torchlint.syntax_screens import Syntax
from torchlint.syntax_screens._shared import BLOCK_FIELDS, FUNCTIONS, is_literal, qualified

CONVS = {f"Conv{d}": d for d in ("1d", "2d", "3d")}
NORMS = {f"BatchNorm{d}": d for d in ("1d", "2d", "3d")}
BIAS_POSITION = 7
FORWARD_METHODS = frozenset({"forward", "__call__", "_forward_impl", "forward_features"})
# torch.nn.Conv2d is also reachable through the modules it is defined in
NN_PREFIXES = ("torch.nn.", "torch.nn.modules.", "torch.nn.modules.conv.", "torch.nn.modules.batchnorm.")


def _kind(call: ast.AST, table: dict[str, str], imports: dict[str, set[str]]) -> frozenset[str]:
    """The dimensionalities of the torch classes of ``table`` the callee may resolve to
    (empty when none)."""
    if not isinstance(call, ast.Call) or not isinstance(call.func, (ast.Attribute, ast.Name)):
        return frozenset()
    last = call.func.attr if isinstance(call.func, ast.Attribute) else call.func.id
    if isinstance(call.func, ast.Attribute) and last not in table:
        return frozenset()
    found = set()
    for name in qualified(call.func, imports):
        prefix, _, short = name.rpartition(".")
        if short in table and prefix + "." in NN_PREFIXES:
            found.add(table[short])
    return frozenset(found)


def _bias_may_be_on(call: ast.Call) -> bool:
    if any(isinstance(arg, ast.Starred) for arg in call.args):
        return False
    for keyword in call.keywords:
        if keyword.arg is None:
            return False
    for keyword in call.keywords:
        if keyword.arg == "bias":
            return is_literal(keyword.value, True)
    if len(call.args) > BIAS_POSITION:
        return is_literal(call.args[BIAS_POSITION], True)
    return True


def _unpaired(element: ast.AST) -> ast.AST:
    """The module of a `("name", module)` pair, else the element."""
    if (
        isinstance(element, ast.Tuple)
        and len(element.elts) == 2
        and isinstance(element.elts[0], ast.Constant)
        and isinstance(element.elts[0].value, str)  # implicitly joined too: more pairs than libcst
    ):
        return element.elts[1]
    return element


def _self_attr(node: ast.AST) -> str | None:
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self":
        return node.attr
    return None


def may_report(syntax: Syntax) -> bool:
    imports = syntax.imports
    convs: dict[ast.AST, frozenset[str]] = {}
    for call in syntax.nodes(ast.Call):
        kind = _kind(call, CONVS, imports)
        if kind and _bias_may_be_on(call):
            convs[call] = kind
    if not convs:
        return False
    # a sequence: positional arguments of a call, elements of a list or tuple display
    for call in syntax.nodes(ast.Call):
        args = call.args
        for current, following in zip(args, args[1:]):
            kind = convs.get(current)
            if kind and not kind.isdisjoint(_kind(following, NORMS, imports)):
                return True
    for display in syntax.nodes(ast.List, ast.Tuple):
        elements = [_unpaired(e) for e in display.elts]
        for current, following in zip(elements, elements[1:]):
            kind = convs.get(current)
            if kind and not kind.isdisjoint(_kind(following, NORMS, imports)):
                return True
    # consecutive statements adding to a list: `layers.append(conv)` then `if bn:
    # layers.append(norm)` (or the append itself, or `+=` / `.extend` of a display)
    for node in syntax.nodes(*_BLOCK_HOLDERS):
        for field in BLOCK_FIELDS:
            statements = getattr(node, field, None)
            if not isinstance(statements, list):
                continue
            for first, second in zip(statements, statements[1:]):
                added = _added(first)
                kind = convs.get(added[-1]) if added else None
                if not kind:
                    continue
                if isinstance(second, ast.If) and second.body:
                    second = second.body[0]
                following = _added(second)
                if following and not kind.isdisjoint(_kind(following[0], NORMS, imports)):
                    return True
    # the module style, per class: `self.a = ConvNd(...)` and `self.b = BatchNormNd(...)`,
    # applied in turn in a forward method (`self.b(self.a(x))`, or `y = self.a(x)` followed by
    # the statement `y = self.b(y)`)
    for cls in syntax.nodes(ast.ClassDef):
        conv_attrs: dict[str, frozenset[str]] = {}
        norm_attrs: dict[str, frozenset[str]] = {}
        for assign in ast.walk(cls):
            if assign.__class__ is not ast.Assign:
                continue
            for attr in map(_self_attr, assign.targets):
                if attr is None:
                    continue
                if assign.value in convs:
                    conv_attrs[attr] = conv_attrs.get(attr, frozenset()) | convs[assign.value]
                norm = _kind(assign.value, NORMS, imports)
                if norm:
                    norm_attrs[attr] = norm_attrs.get(attr, frozenset()) | norm
        if not conv_attrs or not norm_attrs:
            continue
        for method in cls.body:
            if not isinstance(method, FUNCTIONS) or method.name not in FORWARD_METHODS:
                continue
            for inner, outer in _applied_in_turn(method):
                conv, norm = conv_attrs.get(inner), norm_attrs.get(outer)
                if conv and norm and not conv.isdisjoint(norm):
                    return True
    return False


_BLOCK_HOLDERS = (
    ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.For, ast.AsyncFor,
    ast.While, ast.If, ast.With, ast.AsyncWith, ast.Try, ast.ExceptHandler,
) + ((ast.TryStar,) if hasattr(ast, "TryStar") else ()) + (
    (ast.match_case,) if hasattr(ast, "match_case") else ()
)


def _added(statement: ast.AST) -> list[ast.AST] | None:
    """The modules a statement adds to a list: `L.append(m)`, `L += [m, ...]`,
    `L.extend([m, ...])`."""
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        call = statement.value
        if not isinstance(call.func, ast.Attribute) or len(call.args) != 1 or call.keywords:
            return None
        argument = call.args[0]
        if call.func.attr == "append":
            return [argument]
        if call.func.attr == "extend" and isinstance(argument, (ast.List, ast.Tuple)):
            return [_unpaired(e) for e in argument.elts] or None
        return None
    if (
        isinstance(statement, ast.AugAssign)
        and isinstance(statement.op, ast.Add)
        and isinstance(statement.value, (ast.List, ast.Tuple))
    ):
        return [_unpaired(e) for e in statement.value.elts] or None
    return None


def _applied_in_turn(function: ast.AST):
    """(first, second) for `self.<second>(self.<first>(...))` (any argument of the outer call,
    here) and for `y = self.<first>(...)` followed by the statement `y = self.<second>(y)`."""
    for node in ast.walk(function):
        if node.__class__ is ast.Call:
            outer = _self_attr(node.func)
            if outer is not None:
                for arg in [*node.args, *(k.value for k in node.keywords)]:
                    if isinstance(arg, ast.Starred):
                        arg = arg.value
                    if isinstance(arg, ast.Call):
                        inner = _self_attr(arg.func)
                        if inner is not None:
                            yield inner, outer
        for field in BLOCK_FIELDS:
            statements = getattr(node, field, None)
            if not isinstance(statements, list):
                continue
            for first, second in zip(statements, statements[1:]):
                pair, following = _assigned_call(first), _assigned_call(second)
                if pair is None or following is None:
                    continue
                (target, call), (_, next_call) = pair, following
                inner, outer = _self_attr(call.func), _self_attr(next_call.func)
                if inner is None or outer is None or len(next_call.args) + len(next_call.keywords) != 1:
                    continue
                argument = next_call.args[0] if next_call.args else next_call.keywords[0].value
                if isinstance(argument, ast.Starred):
                    argument = argument.value
                if isinstance(argument, ast.Name) and argument.id == target:
                    yield inner, outer


def _assigned_call(statement: ast.AST):
    if (
        isinstance(statement, ast.Assign)
        and len(statement.targets) == 1
        and isinstance(statement.targets[0], ast.Name)
        and isinstance(statement.value, ast.Call)
    ):
        return statement.targets[0].id, statement.value
    return None
