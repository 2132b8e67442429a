"""Code a script never runs: the functions and classes a script or notebook defines outside
any other (at the top level, or in its `__main__` block) that nothing in it calls, builds or
names, and no other file of its project names.

A performance finding there costs nothing: the reviews of user code (issue 24, rounds 6 to 20)
kept meeting them as noise, in every rule that reads training code. A training function whose
calls are commented out (`train_with_clustering`, defined in the `__main__` block of a
bird-classification script, fresh38), a `train()` left behind by its rewrite (fresh11), a
dataset class of a notebook that no cell builds, a model class the script no longer uses.

A definition is reached when the file's running code names it: a statement at the top level
that is not a definition (`main()`, the `if __name__ == "__main__":` block, a notebook's cells),
a decorated definition (a registry, a command, a fixture: the decorator runs it or records it),
a `test*` function (a test runner calls it), a function named `main` (an entry point: a
Colab module defining `main` for a notebook to call, fresh38), or the body of a reached
definition, its decorators, bases and defaults included; or when another Python file,
notebook, configuration or shell script of the project writes its name as a word (an import,
a call, `%run`, Hydra's `_target_:`, `python -c "..."`, a string, even a comment: read as
text, not parsed; the project's root is the nearest folder with `.git`, `pyproject.toml`,
`setup.py`, `setup.cfg` or `requirements.txt`, see `Project.root`). Within the file a name
counts wherever it is written: as a name, an attribute (`module.train`), or a word in a string
(`getattr(sys.modules[__name__], "train")`, `__all__`), never in a comment. Nothing is
unreached in a file that is not a script or notebook (a module of definitions is there to be
used by others, through imports torchlint cannot always see: a configuration's `_target_:`,
`importlib`), in a file whose running code names none of its definitions (setup such as
`os.makedirs(...)` beside a module of definitions: a fresh37 `train_model()` its author calls
from elsewhere, acted on) unless a comment of the file calls the definition
(`# train_model(...)`, a call turned off), in a project too large to read
(`Project.mentions`), in an unknown project (standard input), or in a file that reaches its
names by their spelling in ways no name shows (`globals()`, `locals()`, `vars()`,
`fire.Fire()` with no argument).
"""

from __future__ import annotations

import re

import libcst as cst

from torchlint.semantic.syntax import last_name, string_value, walk

# Calls that, with no argument, reach a module's functions by their spelling: every
# definition may run (`fire.Fire()` exposes them all on the command line).
_BY_SPELLING = frozenset({"globals", "locals", "vars", "Fire"})
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_DEFINITIONS = (cst.FunctionDef, cst.ClassDef)


def unreached(model, path) -> str | None:  # noqa: ANN001 - SemanticModel, sequence of nodes
    """Why the last node of ``path`` never runs, where it lies in a function or class defined
    outside any other (at the top level, or in the `__main__` block) that the script never
    reaches (see the module docstring); None when it may run."""
    outermost = next((node for node in path if isinstance(node, _DEFINITIONS)), None)
    if outermost is None:
        return None
    dead = model.remember("unreached-definitions", lambda: _unreached(model))
    if id(outermost) not in dead:
        return None
    kind = "notebook" if model.filename.endswith(".ipynb") else "script"
    return f"never runs: nothing in the {kind} names `{outermost.name.value}` and no other file of its project names it"


def _unreached(model) -> frozenset[int]:  # noqa: ANN001
    if not _runs(model) or _by_spelling(model):
        return frozenset()  # before any walk: most files with findings are modules
    definitions: list[cst.FunctionDef | cst.ClassDef] = []
    roots: set[str] = set()
    _collect(model.module, definitions, roots)
    if not definitions:
        return frozenset()
    names_in: dict[str, set[str]] = {}
    for node in definitions:
        names_in.setdefault(node.name.value, set()).update(_names(node, own=node.name.value))
        if node.decorators or (isinstance(node, cst.FunctionDef) and _entry_point(node.name.value)):
            roots.add(node.name.value)
    reached = _closure(roots, names_in)
    unnamed = set(names_in) - reached
    if roots.isdisjoint(names_in):
        # the running code uses none of the file's definitions: setup beside a module of
        # definitions (`os.makedirs(...)` above a `train_model()` the author calls from
        # elsewhere, an acted-on fresh37 loader), unless a comment of the file calls the
        # definition (`# train_model(...)`: a call its author turned off, fresh41)
        unnamed = {name for name in unnamed if _commented_call(model.source_text, name)}
    if not unnamed:
        return frozenset()
    # another file of the project naming one (`from train import fit`, `%run`, a string)
    mentioned = model.project_mentions(unnamed)
    if mentioned is None:
        return frozenset()
    reached = _closure(reached | mentioned, names_in)
    return frozenset(id(node) for node in definitions if node.name.value not in reached)


def _entry_point(name: str) -> bool:
    """A function something outside the file calls by its name: a test runner (`test*`), or
    whoever imports a module's `main` (a notebook running `from jupyter_main import main`, a
    console-script entry point)."""
    return name.startswith("test") or name == "main"


def _commented_call(source: str, name: str) -> bool:
    """Does a comment of ``source`` call ``name`` (``# train_model(loader)``)?"""
    return re.search(r"#[^\n]*\b" + re.escape(name) + r"\s*\(", source) is not None


def _closure(roots: set[str], names_in: dict[str, set[str]]) -> set[str]:
    """The definitions' names ``roots`` reach, through the names each definition writes."""
    reached = set(roots)
    pending = list(reached)
    while pending:
        for name in names_in.get(pending.pop(), ()):
            if name not in reached:
                reached.add(name)
                pending.append(name)
    return reached


def _collect(node: cst.CSTNode, definitions: list, names: set[str]) -> None:
    """The functions and classes defined outside any other under ``node`` (at the top level,
    in an `if`, `try` or `with` block: the `__main__` block's), into ``definitions``; every
    name the code around them writes, into ``names``."""
    for child in node.children:
        if isinstance(child, _DEFINITIONS):
            definitions.append(child)
        elif isinstance(child, (cst.Name, cst.SimpleString, cst.FormattedStringText)):
            names |= _names(child)
        else:
            _collect(child, definitions, names)


def _runs(model) -> bool:  # noqa: ANN001
    """Is the file a script or notebook: code a user runs, whose top level does something
    (`main()`, a loop, the `__main__` block), not only defines and assigns?"""
    if model.filename.endswith(".ipynb"):
        return True
    for node in model.module.body:
        if isinstance(node, (cst.If, cst.For, cst.While, cst.With)):
            return True  # the `__main__` block, or a loop at the top level
        if isinstance(node, cst.SimpleStatementLine) and any(
            isinstance(small, cst.Expr) and isinstance(small.value, cst.Call) for small in node.body
        ):
            return True
    return False


def _by_spelling(model) -> bool:  # noqa: ANN001
    return any(not call.args and last_name(call.func) in _BY_SPELLING for call in model.nodes_of(cst.Call))


def _names(node: cst.CSTNode, own: str | None = None) -> set[str]:
    """Every name ``node`` writes: names, attributes, and the words of its strings; a
    definition's own name (``own``) is not a use of it."""
    names: set[str] = set()
    for child in walk(node):
        if isinstance(child, cst.Name):
            names.add(child.value)
        elif isinstance(child, cst.SimpleString):
            text = string_value(child)
            if text:
                names.update(_WORD.findall(text))
        elif isinstance(child, cst.FormattedStringText):
            names.update(_WORD.findall(child.value))
    if own is not None:
        # the definition's own name node is a binding; a recursive call is no use from outside
        names.discard(own)
    return names
