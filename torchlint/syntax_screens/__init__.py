"""Second-stage screens on CPython's parse tree: for a file whose words a rule's text screen
lets through, a necessary condition on the file's syntax, decided before libcst parses it.

libcst's parse is most of a check's time, and a text screen cannot see structure: TL205 needs
a loop that reads its own element (`for v in t: v.item()`), but "item" and "float" occur in
nearly every file. CPython's own parser builds a file's ``ast`` about eight times faster than
libcst builds its tree, and this package imports neither libcst nor a rule module, so a file
that no rule's syntax screen lets through costs a CPython parse instead of a libcst parse
(and, in a one-file check, instead of importing libcst).

Each module here is named as the rule module it screens for (``element_loop_host_read``
screens for ``torchlint/rules/element_loop_host_read.py``) and defines
``may_report(syntax: Syntax) -> bool``: False only where the rule provably cannot report in
the file, by default or ``--pedantic``. Its docstring says which syntax every finding of the
rule needs. A rule without a module here is screened by its words alone.

Soundness is tested, not assumed: ``tests/test_speed_screen.py`` checks on the fixtures, on
timm and torchvision and (marked slow) on the whole corpus that the findings of every rule are
the same with and without the screens.
"""

from __future__ import annotations

import ast
import importlib
import os
import warnings
from functools import cached_property
from typing import Callable, Iterator

_UNPARSED = object()
_HERE = os.path.dirname(os.path.abspath(__file__))
_MODULES = frozenset(
    name[:-3] for name in os.listdir(_HERE) if name.endswith(".py") and not name.startswith("_")
)
_loaded: dict[str, Callable[["Syntax"], bool]] = {}


class Syntax:
    """One file's CPython parse tree, parsed on first use, with an index of its nodes by
    class and the other facts below, each computed on first use and shared by every screen."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._tree: object = _UNPARSED
        self._by_class: dict[type, list[ast.AST]] | None = None
        # facts several screens compute alike (``_shared.runs_a_training_loop``), by name
        self.shared: dict[str, object] = {}

    @property
    def tree(self) -> ast.Module | None:
        """The tree, or None when CPython cannot parse the file (libcst, which may know newer
        syntax, then has the last word, so every screen lets it through)."""
        if self._tree is _UNPARSED:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    self._tree = compile(self.text, "<torchlint>", "exec", ast.PyCF_ONLY_AST)
            except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError):
                self._tree = None
        return self._tree  # type: ignore[return-value]

    def nodes(self, *classes: type) -> list[ast.AST]:
        """Every node of ``classes`` in the file, in no particular order."""
        if self._by_class is None:
            self._by_class = _index(self.tree) if self.tree is not None else {}
        found: list[ast.AST] = []
        for cls in classes:
            found.extend(self._by_class.get(cls, ()))
        return found

    @cached_property
    def lowered_text(self) -> str:
        """The file's text in lower case, for screens that look for words in any case."""
        return self.text.lower()

    @cached_property
    def imports(self) -> dict[str, set[str]]:
        """Every name an absolute import binds anywhere in the file -> the dotted names it is
        bound to (the rules' resolver follows only such imports; relative ones resolve to
        nothing). Shared by every screen: read it, never change it."""
        bound: dict[str, set[str]] = {}
        for node in self.nodes(ast.Import):
            for alias in node.names:
                if alias.asname:
                    bound.setdefault(alias.asname, set()).add(alias.name)
                else:
                    head = alias.name.split(".")[0]
                    bound.setdefault(head, set()).add(head)
        for node in self.nodes(ast.ImportFrom):
            if node.level or not node.module:
                continue
            for alias in node.names:
                if alias.name != "*":
                    bound.setdefault(alias.asname or alias.name, set()).add(f"{node.module}.{alias.name}")
        return bound


# A `global`'s names, a `{**d}`'s missing key, and the load/store marks of every name (no
# screen asks for them, and they are a sixth of the nodes).
_NOT_INDEXED = frozenset({str, type(None), ast.Load, ast.Store, ast.Del})


def _index(tree: ast.AST) -> dict[type, list[ast.AST]]:
    by_class: dict[type, list[ast.AST]] = {}
    stack = [tree]
    pop, push, extend = stack.pop, stack.append, stack.extend
    AST, List = ast.AST, list
    while stack:
        node = pop()
        cls = node.__class__
        if cls in _NOT_INDEXED:
            continue
        bucket = by_class.get(cls)
        if bucket is None:
            bucket = by_class[cls] = []
        bucket.append(node)
        for name in cls._fields:
            value = getattr(node, name, None)
            if value.__class__ is List:
                extend(value)
            elif isinstance(value, AST):
                push(value)
    return by_class


def walk(node: ast.AST) -> Iterator[ast.AST]:
    """``node`` and every node below it."""
    return ast.walk(node)


def has_screen(module: str) -> bool:
    return module in _MODULES


def may_report(module: str, syntax: Syntax) -> bool:
    """Whether the rule of ``module`` could report in the file of ``syntax``."""
    if module not in _MODULES:
        return True
    check = _loaded.get(module)
    if check is None:
        check = _loaded[module] = importlib.import_module(f"{__name__}.{module}").may_report
    if syntax.tree is None:
        return True
    return check(syntax)
