"""The torchlint package's import graph has no circles: every arrow points down a layer.

The graph is drawn from the sources with ``ast`` (nothing is imported), and it counts every
import statement wherever it is: a lazy import inside a function is still an arrow, because it
is still a layer calling the one above it. An edge goes to the module named (``from
torchlint import api`` -> torchlint.api; ``from torchlint.api import X`` -> torchlint.api),
not to the packages that Python also runs on the way. Imports under ``if TYPE_CHECKING:``
count too: they never run, but an annotation naming a type of the layer above is still an
upward arrow.

Circles known today are listed in KNOWN with their issue; each gets a strict expected failure,
so fixing one makes its test pass unexpectedly (remove the entry), and any other circle, or a
known one that grows, fails ``test_no_import_cycles``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "torchlint"

# The strongly connected components of the graph that are not fixed yet, each with why.
KNOWN: dict[frozenset[str], str] = {
}


def _modules(package: Path) -> dict[str, tuple[Path, bool]]:
    """Dotted name -> (file, is a package's __init__)."""
    modules = {}
    for file in package.rglob("*.py"):
        parts = list(file.relative_to(package.parent).with_suffix("").parts)
        is_init = parts[-1] == "__init__"
        if is_init:
            parts.pop()
        modules[".".join(parts)] = (file, is_init)
    return modules


def _known_prefix(name: str, modules: dict) -> str | None:
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def import_graph(package: Path = PACKAGE) -> dict[str, set[str]]:
    """Module -> the package's modules it imports, anywhere in its source."""
    modules = _modules(package)
    graph: dict[str, set[str]] = {}
    for name, (file, is_init) in modules.items():
        here = name if is_init else name.rpartition(".")[0]
        targets: set[str | None] = set()
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"), str(file))):
            if isinstance(node, ast.Import):
                targets.update(_known_prefix(alias.name, modules) for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                source = node.module or ""
                if node.level:
                    base = here
                    for _ in range(node.level - 1):
                        base = base.rpartition(".")[0]
                    source = f"{base}.{source}" if source else base
                for alias in node.names:
                    submodule = f"{source}.{alias.name}"
                    targets.add(submodule if submodule in modules else _known_prefix(source, modules))
        graph[name] = {t for t in targets if t is not None and t != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components with more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph[successor]))))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(frozenset(component))
    return found


def _describe(component: frozenset[str], graph: dict[str, set[str]]) -> str:
    arrows = [f"{a} -> {b}" for a in sorted(component) for b in sorted(graph[a] & component)]
    return "; ".join(arrows)


def test_no_import_cycles() -> None:
    graph = import_graph()
    new = [c for c in cycles(graph) if c not in KNOWN]
    assert [_describe(c, graph) for c in new] == []


@pytest.mark.parametrize(
    "component",
    [pytest.param(c, id="+".join(sorted(c)), marks=pytest.mark.xfail(strict=True, reason=r)) for c, r in KNOWN.items()],
)
def test_known_cycle_is_gone(component: frozenset[str]) -> None:
    assert component not in cycles(import_graph())


def test_file_work_sits_beneath_runner_cache_and_api() -> None:
    graph = import_graph()
    assert {"torchlint.filework"} <= graph["torchlint.runner"]
    assert "torchlint.api" not in graph["torchlint.runner"]
    assert "torchlint.api" not in graph["torchlint.cache"]
    assert not graph["torchlint.filework"] & {"torchlint.api", "torchlint.runner", "torchlint.cache"}


def test_the_graph_sees_lazy_relative_and_submodule_imports(tmp_path: Path) -> None:
    # A circle closed only by a relative import inside a function is still a circle; a module
    # that merely imports one of the circle is not part of it.
    package = tmp_path / "p"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("def late():\n    from . import b\n")
    (package / "b.py").write_text("from p.c import thing\n")
    (package / "c.py").write_text("import p.a\nthing = 1\n")
    (package / "d.py").write_text("from .a import late\n")
    graph = import_graph(package)
    assert graph == {"p": set(), "p.a": {"p.b"}, "p.b": {"p.c"}, "p.c": {"p.a"}, "p.d": {"p.a"}}
    assert cycles(graph) == [frozenset({"p.a", "p.b", "p.c"})]
