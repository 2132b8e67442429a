"""torchlint.walk must give exactly the events of libcst's own traversal, and the findings
must not depend on which of the two the engine uses."""

from __future__ import annotations

from pathlib import Path

import libcst as cst
import pytest

from torchlint import engine, registry, walk
from torchlint.walk import _type_table

# Syntax that the corpus may not cover: every kind of node whose visiting order is unusual.
SAMPLE = '''
from __future__ import annotations
import os, sys as system
from .pkg import (a as b, c)
@decorator(1)
@other
async def f[T](x: int = 1, /, y=2, *args, z: "str" = (3), **kw) -> list[T]:
    global g
    async with open(x) as (h, i), other():
        async for j in k:
            yield (await j)
    return [m async for m in n if m if not m] or {p: q for p, q in r} or {s for s in t}
class C(Base, metaclass=Meta):  # a comment
    """doc"""
    x: int = 1
    def g(self):
        nonlocal_value = lambda a, *, b=1: a if b else -a
        del self.x[1:2, ::3], y
        assert x, "msg"
        raise E from e
match command:
    case [1, *rest] if rest:
        pass
    case {"k": v, **others}:
        pass
    case Point(x=0) | None as z:
        pass
try:
    pass
except* (A, B) as e:
    pass
else:
    pass
finally:
    pass
while (w := next(it)) is not None:
    x @= y ** -z // 2 << 1
    print(f"{x!r:>{width}} {y=}", rb"raw" b"", 'implicit' "concat")
type Alias = dict[str, int]
with (a as b, c as d):
    pass
for i, *j in ((1, 2, 3),):
    continue
else:
    break
'''


class _Recorder(cst.CSTVisitor):
    def __init__(self, wanted: frozenset[str]) -> None:
        super().__init__()
        self.wanted = wanted
        self.depth = 0
        self.events: list[tuple[str, str, int, int]] = []

    def on_visit(self, node: cst.CSTNode) -> bool:
        self.depth += 1
        if type(node).__name__ in self.wanted:
            self.events.append(("visit", type(node).__name__, self.depth, id(node)))
        return True

    def on_leave(self, original_node: cst.CSTNode) -> None:
        if type(original_node).__name__ in self.wanted:
            self.events.append(("leave", type(original_node).__name__, self.depth, id(original_node)))
        self.depth -= 1


def _events(module: cst.Module, wanted: frozenset[str], fast: bool) -> list:
    recorder = _Recorder(wanted)
    if fast:
        walk.visit(module, recorder, wanted)
    else:
        module.visit(recorder)
    return recorder.events


EVERY_TYPE = frozenset(cls.__name__ for cls in _type_table())


def _rule_types() -> frozenset[str]:
    names = set()
    for rule in registry.all_rules():
        for attribute in dir(rule):
            kind, _, rest = attribute.partition("_")
            if kind in ("visit", "leave") and rest and "_" not in rest:
                names.add(rest)
    return frozenset(names)


def test_child_fields_are_read_from_libcst() -> None:
    # FunctionDef's fields are declared name-first, but libcst visits decorators first.
    assert walk.child_fields(cst.FunctionDef)[:2] == ("leading_lines", "decorators")
    assert walk.child_fields(cst.IfExp) == (
        "lpar", "body", "whitespace_before_if", "whitespace_after_if", "test",
        "whitespace_before_else", "whitespace_after_else", "orelse", "rpar",
    )


@pytest.mark.parametrize("wanted", [EVERY_TYPE, frozenset({"Call"}), frozenset({"Comment"}),
                                    frozenset({"Name", "FunctionDef"})],
                         ids=["every-type", "Call", "Comment", "Name+FunctionDef"])
def test_sample_events_match_libcst(wanted: frozenset[str]) -> None:
    module = cst.parse_module(SAMPLE)
    expected = _events(module, wanted, fast=False)
    assert expected, "the sample must contain the wanted nodes"
    assert _events(module, wanted, fast=True) == expected


def test_visitor_that_stops_descent_still_leaves() -> None:
    class Top(cst.CSTVisitor):
        def __init__(self) -> None:
            super().__init__()
            self.seen: list[str] = []

        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            self.seen.append(f"def {node.name.value}")
            return False

        def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
            self.seen.append(f"end {original_node.name.value}")

        def visit_Call(self, node: cst.Call) -> None:
            self.seen.append("call")

    module = cst.parse_module("def f():\n    g()\nh()\nclass C:\n    def m(self): i()\n")
    slow, fast = Top(), Top()
    module.visit(slow)
    walk.visit(module, fast)
    assert fast.seen == slow.seen == ["def f", "end f", "call", "def m", "end m"]


def _files(root: Path) -> list[Path]:
    files = sorted((root / "torchvision").rglob("*.py")) + sorted((root / "timm").rglob("*.py"))
    return files


def test_corpus_events_match_libcst(corpus_subset: Path) -> None:
    """Every node type on a sample of real files (exact order, whitespace included), and the
    rules' node types on all of the subset (what the engine's pruning relies on)."""
    rule_types = _rule_types()
    for index, path in enumerate(_files(corpus_subset)[::3]):
        module = cst.parse_module(path.read_text(encoding="utf-8"))
        assert _events(module, rule_types, True) == _events(module, rule_types, False), path
        if index % 6 == 0:
            assert _events(module, EVERY_TYPE, True) == _events(module, EVERY_TYPE, False), path


def test_findings_do_not_depend_on_the_traversal(corpus_subset: Path, monkeypatch) -> None:
    rules = registry.resolve([(["ALL"], [], [])], preview=True)
    files = _files(corpus_subset)[::8]
    texts = [(str(p), p.read_text(encoding="utf-8")) for p in files]
    fast = [engine.check_text(text, name, rules).diagnostics for name, text in texts]

    def libcst_visit(node, visitor, handled=None, parents=None):  # noqa: ANN001, ARG001
        node.visit(visitor)

    monkeypatch.setattr(walk, "visit", libcst_visit)
    slow = [engine.check_text(text, name, rules).diagnostics for name, text in texts]
    assert sum(map(len, fast)) > 0
    assert fast == slow


def _libcst_positions(module: cst.Module) -> dict:
    from libcst.metadata import MetadataWrapper, PositionProvider

    found = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    return {node: (r.start.line, r.start.column, r.end.line, r.end.column) for node, r in found.items()}


@pytest.mark.parametrize("text", [SAMPLE, "x = (1 +\r\n  2)\r\n", "if x:\n\tpass\n# end", ""],
                         ids=["sample", "crlf", "tab-indent", "empty"])
def test_positions_are_libcst_positions(text: str) -> None:
    module = cst.parse_module(text)
    assert walk.positions(module) == _libcst_positions(module)


def test_corpus_positions_are_libcst_positions(corpus_subset: Path) -> None:
    for path in _files(corpus_subset)[::10]:
        module = cst.parse_module(path.read_text(encoding="utf-8"))
        assert walk.positions(module) == _libcst_positions(module), path


# Statements inside classes and functions, which positions_within generates alone.
NESTED = (
    "import torch\n"
    "class A:\n"
    "    # a comment before the first method\n"
    "\n"
    "    @staticmethod\n"
    "    # between decorators\n"
    "    @other(1,\n"
    "           2)\n"
    "    def f(x=torch.zeros(2)):\n"
    '        """doc"""\n'
    "        a = 1; b = torch.ones(3).cuda()\n"
    "        class B:\n"
    "        \tdef g(self): return torch.ones(1)\n"
    "        async def h():\n"
    "            return (\n"
    "                torch.ones(4))\n"
    "        return a\n"
    "    def one(self): return torch.ones(5)\n"
    "def top():\n"
    "  if x:\n"
    "    y = torch.ones(6)\n"
)


def _path_finder(module: cst.Module):  # noqa: ANN202
    """``SemanticModel.path_to`` for a bare tree."""
    parents = {id(child): node for node in walk.iter_nodes(module) for child in walk.children(node)}

    def path_to(node: cst.CSTNode) -> list[cst.CSTNode]:
        path = [node]
        while id(path[-1]) in parents:
            path.append(parents[id(path[-1])])
        return path[::-1]

    return path_to


def _within_agrees(text: str, step: int = 1) -> tuple[int, int]:
    """positions_within against positions, node by node, for the calls, decorators,
    parameters, returns and classes of ``text`` (every ``step``-th): (answered, declined)."""
    import ast

    module, tree = cst.parse_module(text), ast.parse(text)
    full, path_to = walk.positions(module), _path_finder(module)
    answered = declined = 0
    kinds = (cst.Call, cst.Decorator, cst.Param, cst.Return, cst.ClassDef)
    for node in [n for n in walk.iter_nodes(module) if isinstance(n, kinds)][::step]:
        found = walk.positions_within(module, text, tree, [node], path_to)
        if found is None:
            declined += 1
            continue
        answered += 1
        assert node in found
        assert {n: found[n] for n in found} == {n: full[n] for n in found}, text
    return answered, declined


@pytest.mark.parametrize("newline", ["\n", "\r\n"], ids=["lf", "crlf"])
def test_positions_within_methods_and_nested_functions(newline: str) -> None:
    text = NESTED.replace("\n", newline)
    assert _within_agrees(text) == (19, 0)
    # no final newline: the last statement does not generate as written, so the caller
    # generates the whole file
    answered, declined = _within_agrees(text.rstrip())
    assert (answered, declined) == (18, 1)  # `torch.ones(6)`, in the last statement


def test_corpus_positions_within(corpus_subset: Path) -> None:
    answered = declined = 0
    for path in _files(corpus_subset)[::9]:
        counts = _within_agrees(path.read_text(encoding="utf-8"), step=7)
        answered, declined = answered + counts[0], declined + counts[1]
    assert declined < answered / 100


def test_comment_rows_from_the_tree_are_the_tokenizers(corpus_subset: Path) -> None:
    """The noqa table reads comment rows from the tree of a file with findings; every comment
    (needle "") must sit on the row where the tokenizer finds it."""
    for path in _files(corpus_subset)[::5]:
        text = path.read_text(encoding="utf-8")
        positions = walk.positions(cst.parse_module(text))
        for needle in ("", "noqa"):
            assert engine._tree_comment_rows(positions, needle) == engine._comment_rows(text, needle), path


def test_noqa_rows_from_the_tree() -> None:
    text = 'x = "# noqa"\ny = torch.zeros(3).cuda()  # noqa: TL101\ns = """\n# noqa\n"""  # NOQA\n'
    positions = walk.positions(cst.parse_module(text))
    assert engine._tree_comment_rows(positions, "noqa") == engine._comment_rows(text, "noqa") == [2, 5]


class _Order(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.nodes: list[cst.CSTNode] = []

    def on_visit(self, node: cst.CSTNode) -> bool:
        self.nodes.append(node)
        return True


def test_iter_nodes_is_libcsts_visiting_order() -> None:
    module = cst.parse_module(SAMPLE)
    order = _Order()
    module.visit(order)  # libcst's visit rebuilds nodes: compare their kinds and count
    assert [type(n) for n in walk.iter_nodes(module)] == [type(n) for n in order.nodes]
    assert [id(n) for n in walk.iter_nodes(module)] == [
        id(n) for n in _events_ids(module)
    ]


def _events_ids(module: cst.Module) -> list[cst.CSTNode]:
    order = _Order()
    walk.visit(module, order, EVERY_TYPE)
    return order.nodes


def test_positions_of_some_statements_are_those_of_the_whole_file() -> None:
    """``walk.positions_within`` generates only the statements that hold the wanted nodes,
    from the line CPython's tree gives: the same positions as a whole-file
    codegen, on every fixture, or None where its line cannot be trusted."""
    import ast
    from pathlib import Path

    from torchlint import engine, walk

    root = Path(__file__).resolve().parent.parent / "fixtures"
    checked = 0
    for path in sorted(root.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        try:
            module, tree = engine.parse(text), ast.parse(text)
        except (engine.SourceError, SyntaxError):
            continue
        wanted = [node for statement in module.body[1::2] for node in list(walk.iter_nodes(statement))[:8]]
        found = walk.positions_within(module, text, tree, wanted, _path_finder(module))
        assert found is not None, path
        full = walk.positions(module)
        assert all(full[node] == where for node, where in found.items()), path
        assert all(node in found for node in wanted), path
        checked += 1
    assert checked > 40


def test_positions_within_gives_up_where_its_line_is_not_the_statement() -> None:
    import ast

    from torchlint import engine, walk

    for text in ("import torch\n\n@\\\ndeco\ndef f():\n    pass\n", "import torch\nx = 1"):
        module = engine.parse(text)
        last = module.body[-1]
        assert walk.positions_within(module, text, ast.parse(text), [last], _path_finder(module)) is None, text
    text = "import torch\n# a comment\n\n@deco\n# between\n@other\ndef f():\n    return torch.zeros(3)\n"
    module = engine.parse(text)
    found = walk.positions_within(module, text, ast.parse(text), [module.body[-1]], _path_finder(module))
    assert found is not None and found[module.body[-1]] == walk.positions(module)[module.body[-1]]


def test_type_table_reads_annotations_as_typing_does(monkeypatch) -> None:
    """The table reads libcst's annotations straight from the classes; it must be the one
    ``typing.get_type_hints`` gives."""
    import typing

    fast = walk._type_table()
    monkeypatch.setattr(walk, "_annotations", typing.get_type_hints)
    walk._type_table.cache_clear()
    try:
        assert walk._type_table() == fast
    finally:
        walk._type_table.cache_clear()


def test_visit_notes_the_parents_of_children_it_passes_over() -> None:
    module = cst.parse_module(SAMPLE)
    real = {id(child): node for node in walk.iter_nodes(module) for child in walk.children(node)}

    class Calls(cst.CSTVisitor):
        def visit_Call(self, node: cst.Call) -> None:
            pass

    parents: dict[int, cst.CSTNode] = {}
    walk.visit(module, Calls(), frozenset({"Call"}), parents)
    assert parents and all(real[key] is parent for key, parent in parents.items())
    # the `1` of `@decorator(1)`: no Call can be in an Integer, so the walk passes over it
    call = next(n for n in walk.iter_nodes(module) if isinstance(n, cst.Call))
    assert isinstance(call.args[0].value, cst.Integer)
    assert parents[id(call.args[0].value)] is call.args[0]
