"""The modules of the checked file's project that it imports: read on demand, never imported.

A training script builds its networks and datasets from classes of its own project
(`from models import Generator`, `from dataset import FaceDataset`). Where a rule needs to
know such a class (how large a generator is, what a dataset holds), it asks the file's model
(:meth:`SemanticModel.project_class`), which asks this: the class's module is looked for as
a file beside the checked file or in one of the folders above it, parsed, and given a
semantic model of its own (a traversal with no rule), so the rule reads the class with the
same questions as a class of the checked file.

What a check read of other files is its result's ``dependencies`` (absolute path -> content
hash): the result cache (torchlint/cache.py) re-checks a file when one of them changed.

The other way round, a helper module that builds something for a script (`def
get_loader(): return DataLoader(...)` in `utils/data.py`, called by `train.py`) asks for its
importers (:meth:`Project.importers`): the project's Python files that call the function
through an import that resolves to the checked file. They are looked for nearest first (the
checked file's folder and its subfolders, then the folder above it), at most
:data:`IMPORTER_FILES` files looked at, a file parsed only where its text names both the function
and the checked file's module, and at most :data:`IMPORTERS` parsed. A file that starts calling the function later is not noticed
by the result cache until the checked file or a file it read changes.

A rule that needs what configures a model (TL416's size: torchlint.semantic.model_size) reads
the project as text: :meth:`Project.importing_files` (the files whose imports resolve to the
checked file, read as text, notebooks' code cells too), :meth:`Project.imported_modules` (the
project files a text's imports name) and :meth:`Project.text_of` (a file's code, noted as a
dependency). Imports resolve from the importing file: an absolute one as a module is found
(beside it or in a folder above), a relative one only in the importer's own package, so that
in a folder of projects one project's `train.py` never counts as importing another's
`model.py`.

Limits, so that a check stays a check of one file: only a module that is a file of the
project (``a/b.py`` or ``a/b/__init__.py`` under the checked file's folder or one of its
:data:`LEVELS` parents, first found wins, the file itself excluded), at most
:data:`MODULES` modules per check and :data:`MAX_BYTES` each; a module that cannot be read,
decoded or parsed is unknown, as an import from elsewhere is. Relative imports
(`from .models import G`) bind names the checked file's model does not know; a package's
module that re-exports a name (`utils/__init__.py`: `from .data import AdeDataset`, what
`from utils import AdeDataset` reads) is followed to the module that defines it, at most
:data:`REEXPORTS` hops.
"""

from __future__ import annotations

import json
import os
import re
from collections import OrderedDict
from pathlib import Path
from typing import Callable

import libcst as cst

from torchlint import walk
from torchlint.files import content_hash
from torchlint.semantic.names import dotted

# How many folders above the checked file's own a module is looked for in (a script in
# `scripts/` importing `models.gan` from the repository's root).
LEVELS = 2
# Modules one check may read, and the largest read.
MODULES = 8
# How many re-exports a class or function is followed through (`utils/__init__.py`'s
# `from .data import AdeDataset`).
REEXPORTS = 2
MAX_BYTES = 512 * 1024
# The search for the files that import the checked file's function: files looked at, files
# parsed, how deep below the folder above the checked file's own, and folders never entered.
IMPORTER_FILES = 400
IMPORTERS = 4
IMPORTER_DEPTH = 3
SKIPPED_FOLDERS = frozenset({"__pycache__", "node_modules", "site-packages", "venv", "env", "build", "dist"})
# The search for other files naming a definition (torchlint.semantic.reach): files looked at
# at most (past it, every name counts as named), the largest read (a notebook with its
# outputs), and what marks a project's root folder.
MENTION_FILES = 2000
MENTION_BYTES = 16 * 1024 * 1024
# Files that may name a definition besides code: configurations (Hydra's `_target_:
# train.MyModel`) and shell scripts (`python -c "from train import fit; fit()"`). One over
# MENTION_BYTES is data (a COCO annotation file), not a configuration, and is passed over.
CONFIG_SUFFIXES = (".yaml", ".yml", ".json", ".toml", ".cfg", ".ini", ".sh")
ROOT_MARKERS = (".git", "pyproject.toml", "setup.py", "setup.cfg", "requirements.txt")
# Packages that are never a project's own module: no file is looked for (`torch.nn.ReLU`).
NOT_PROJECT = frozenset(
    {"torch", "torchvision", "torchaudio", "torchtext", "timm", "numpy", "builtins", "math", "os",
     "sys", "collections", "functools", "typing", "transformers", "lightning", "pytorch_lightning"}
)
# What reads a module's bytes into its semantic model (the engine's parse and a traversal
# with no rule: torchlint.engine.module_model), given by the engine so that this layer does
# not import it. None: the module is not known.
Build = Callable[[bytes, str], object | None]
# Models of modules kept per process (a worker checks many files of one project).
_KEPT = 32
_MODELS: OrderedDict[tuple[str, int, int, int], tuple[object | None, str]] = OrderedDict()


class Project:
    """The project around one checked file (``origin``, an existing file)."""

    def __init__(self, origin: Path, build: Build) -> None:
        self.origin = origin
        self.build = build
        self.folder = origin.parent
        # absolute path -> content hash of every module read (torchlint.cache)
        self.dependencies: dict[str, str] = {}
        self._modules: dict[str, object | None] = {}
        # bytes of the files searched, by path (None: unreadable or over MAX_BYTES)
        self._read: dict[Path, bytes | None] = {}

    @classmethod
    def around(cls, filename: str, build: Build) -> Project | None:
        """The project of the file at ``filename`` when it names an existing file (not
        standard input, not a name given to checked text)."""
        if not filename or filename == "-" or filename.startswith("<"):
            return None
        try:
            path = Path(filename).absolute()
            if not path.is_file():
                return None
        except (OSError, ValueError):
            return None
        return cls(path, build)

    def class_def(self, qualified: str):  # noqa: ANN201 - (SemanticModel, ClassDef) or None
        """The model of the module that defines the class ``qualified`` (`models.Generator`,
        `nets.gan.Generator`) and its ``ClassDef``, where that module is a file of the project
        defining it at its top level; None otherwise."""
        return self._definition(qualified, cst.ClassDef)

    def function_def(self, qualified: str):  # noqa: ANN201 - (SemanticModel, FunctionDef) or None
        """The model of the module that defines the function ``qualified``
        (`fanogan.save_compared_images.save_compared_images`) at its top level and its
        ``FunctionDef``, as :meth:`class_def` finds a class; None otherwise."""
        return self._definition(qualified, cst.FunctionDef)

    def importers(self, name: str) -> list[tuple[object, list[cst.Call]]]:
        """The models of the project's Python files that call the checked file's top-level
        function ``name`` through an import that resolves to the checked file (`from
        utils.data import get_loader`, `import data; data.get_loader()`), each with those
        calls (relative imports are unknown to a model, and not followed)."""
        found = []
        needles = (name.encode(), self.origin.stem.encode())
        parsed = 0
        for path, data in self._nearby_texts((".py",)):
            if parsed >= IMPORTERS:
                break
            if not all(needle in data for needle in needles):
                continue  # neither calls the function nor imports its module
            parsed += 1
            model = _model_of(path, self.build, self.dependencies)
            if model is None:
                continue
            importer = Project(path, self.build)
            calls = []
            for call in model.nodes_of(cst.Call):  # type: ignore[attr-defined]
                qualified = model.qualified_name(call.func, model.path_to(call))  # type: ignore[attr-defined]
                module_name, _, called = (qualified or "").rpartition(".")
                if called == name and module_name and importer._find(module_name) == self.origin:
                    calls.append(call)
            if calls:
                found.append((model, calls))
        return found

    def imported(self) -> bool:
        """Does a file of the project import the checked file's module (`from data import
        loader`, `import data`, a relative import naming it)? Looked for as :meth:`importers`
        looks: a Python file is parsed only where its text has an import statement naming the
        module (a notebook's imports are read from its code cells and resolved from its
        folder); past :data:`IMPORTERS` read, it is taken to."""
        named = self._import_statement()
        parsed = 0
        for path, data in self._nearby_texts((".py", ".ipynb")):
            if not named.search(data):
                continue
            if parsed >= IMPORTERS:
                return True
            parsed += 1
            if path.suffix == ".ipynb":
                # its imports resolved from its own folder: a notebook of another project beside
                # this one imports its own `model`
                text = notebook_code(data)
                if text is None or self._names_origin(path, text):
                    return True
                continue
            model = _model_of(path, self.build, self.dependencies)
            if model is None or self._imports_origin(path, model.module):  # type: ignore[attr-defined]
                return True
        return False

    def mentions(self, names: set[str]) -> set[str] | None:
        """Which of ``names`` another Python file, notebook, configuration or shell script of
        the project (:data:`CONFIG_SUFFIXES`) writes as a word (an import, a call, a string, a
        comment, Hydra's `_target_:`), read as bytes, where it does not define a function or
        class of that name itself (a copy of the script); None where the project holds more than
        :data:`MENTION_FILES` such files or a Python file or notebook cannot be read (every name
        may be used). The project is :meth:`root`'s folder. Each file's words are read once per process
        while it is unchanged (:func:`_words_of`), so that a folder of many scripts is not read
        once per script. A file that names one is a dependency of the check; one that starts
        naming it later is not noticed by the result cache, as for :meth:`importers`."""
        if not names:
            return set()
        found: set[str] = set()
        files = 0
        for folder, subfolders, filenames in os.walk(self.root()):
            subfolders[:] = sorted(
                d for d in subfolders if not d.startswith(".") and d not in SKIPPED_FOLDERS
            )
            for filename in sorted(filenames):
                path = Path(folder, filename)
                code = path.suffix in (".py", ".ipynb")
                if not (code or path.suffix in CONFIG_SUFFIXES) or path == self.origin:
                    continue
                files += 1
                if files > MENTION_FILES:
                    return None
                read = _words_of(path)
                if read is None:
                    if code:
                        return None
                    continue  # a data file too large to be a configuration, or unreadable
                words, defined, digest = read
                # a copy of the script defining its own (`new/alexnet/main.py` beside
                # `new/resnet/main.py`) uses that one
                named = {name for name in names if name in words and name not in defined}
                if named:
                    found |= named
                    self.dependencies[str(path)] = digest
        return found

    def root(self) -> Path:
        """The project's root folder: the nearest folder above the checked file holding one of
        :data:`ROOT_MARKERS` (`.git`, `pyproject.toml`, `setup.py`...); without one, where the
        file lies below the working directory, the working directory's subfolder holding it
        (one project of a folder of projects) or the working directory itself for a file
        directly in it; otherwise the folder above the file's own."""
        for folder in (self.folder, *self.folder.parents):
            if any((folder / marker).exists() for marker in ROOT_MARKERS):
                return folder
        try:
            relative = self.folder.relative_to(Path.cwd())
        except ValueError:
            return self.folder.parent
        return Path.cwd() / relative.parts[0] if relative.parts else Path.cwd()

    def around_file(self, path: Path) -> Project:
        """The project as seen from another of its files (``path``), read the same way and
        sharing what this one read: the folders it searches overlap."""
        other = Project(path, self.build)
        other._read = self._read
        return other

    def _import_statement(self) -> re.Pattern[bytes]:
        """A text that may import the checked file's module: `from data import`, `import
        utils.data`, `from .data import`, `from . import data` (in a notebook's JSON, within a
        string)."""
        stem, parent = re.escape(self.origin.stem.encode()), re.escape(self.folder.name.encode())
        return re.compile(
            rb"\b(?:from|import)\s+(?:\.+|(?:[\w.]*\.)?" + parent + rb"\.)?" + stem + rb"\b"
            rb"|\bfrom\s+(?:\.+|(?:[\w.]*\.)?" + parent + rb")\s+import\s+[^\n]*\b" + stem + rb"\b"
        )

    def importing_files(self) -> list[Path]:
        """The project's Python files and notebooks whose imports resolve to the checked file
        (`from model import GPT`, `import model`, `from .model import GPT`), nearest first,
        looked for as :meth:`imported` looks, at most twice :data:`IMPORTERS` files read. The
        imports are read as text (a notebook's code cells: a notebook may hold magics no parser
        takes) and resolved from the importer's folder (:meth:`_resolve`): a relative import
        names a file of the importer's own package only."""
        named = self._import_statement()
        found: list[Path] = []
        read = 0
        for path, data in self._nearby_texts((".py", ".ipynb")):
            if read >= 2 * IMPORTERS:
                break
            if not named.search(data):
                continue
            read += 1
            if path.suffix == ".ipynb":
                text = notebook_code(data)
            else:
                text = data.decode("utf-8", errors="replace")
            if text is not None and self._names_origin(path, text):
                self.dependencies[str(path)] = content_hash(data)
                found.append(path)
        return found

    def imported_modules(self, text: str, importer: Path | None = None) -> list[Path]:
        """The project's files that the import statements of ``text`` (the checked file's, or
        those of ``importer``) name, resolved as :meth:`class_def` resolves a module: `from
        config import GPTConfig` is `config.py` beside the file or in a folder above it."""
        at = Project(importer, self.build) if importer is not None else self
        found: list[Path] = []
        for level, module in _import_names(text):
            path = at._resolve(level, module)
            if path is None and "." in module:
                path = at._resolve(level, module.rpartition(".")[0])  # `from pkg.config import CFG`
            if path is not None and path not in found:
                found.append(path)
        return found

    def text_of(self, path: Path) -> str | None:
        """The code of the project file at ``path`` as text (a notebook's code cells joined),
        noting its content hash in the dependencies; None where it cannot be read, is over
        :data:`MAX_BYTES` or is not text."""
        data = self._bytes(path)
        if data is None:
            return None
        self.dependencies[str(path)] = content_hash(data)
        if path.suffix == ".ipynb":
            return notebook_code(data)
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            return None

    def _names_origin(self, path: Path, text: str) -> bool:
        """Does one of the import statements of ``text`` (a notebook's code, at ``path``)
        resolve to the checked file?"""
        importer = Project(path, self.build)
        return any(importer._resolve(level, module) == self.origin for level, module in _import_names(text))

    def _resolve(self, level: int, dotted: str) -> Path | None:
        """The project file an import of ``dotted`` at ``level`` (the dots of a relative
        import) names from the checked file: an absolute one as :meth:`_find` finds it, a
        relative one only from the file's own package (`from .model import GPT`: `model.py`
        beside it; `from ..config import CFG`: `config.py` one folder up)."""
        if level == 0:
            return self._find(dotted)
        folder = self.folder
        for _ in range(level - 1):
            folder = folder.parent
        try:
            return self._module_file(folder, dotted.split("."))
        except OSError:
            return None

    def _module_file(self, folder: Path, parts: list[str]) -> Path | None:
        """``folder/a/b.py`` or ``folder/a/b/__init__.py`` for ``a.b``, not the checked file
        (raises OSError where the folder cannot be read)."""
        for candidate in (folder.joinpath(*parts).with_suffix(".py"), folder.joinpath(*parts, "__init__.py")):
            if candidate.is_file() and candidate != self.origin:
                return candidate
        return None

    def _nearby_texts(self, suffixes: tuple[str, ...]):  # noqa: ANN202 - Iterator[tuple[Path, bytes]]
        """The bytes of each of :meth:`_nearby_files` that can be read, up to :data:`MAX_BYTES`."""
        for path in self._nearby_files(suffixes):
            data = self._bytes(path)
            if data is not None:
                yield path, data

    def _bytes(self, path: Path) -> bytes | None:
        """The bytes of ``path``, read once per check (None: unreadable or over
        :data:`MAX_BYTES`)."""
        if path not in self._read:
            try:
                self._read[path] = None if path.stat().st_size > MAX_BYTES else path.read_bytes()
            except OSError:
                self._read[path] = None
        return self._read[path]

    def _imports_origin(self, path: Path, module: cst.Module) -> bool:
        importer = Project(path, self.build)
        for node in walk.iter_nodes(module):
            level = 0
            if isinstance(node, cst.ImportFrom):
                # `from .data import x`, `from . import data`: the importer's own package
                level = len(node.relative)
                module_name = ".".join(dotted(node.module) or []) if node.module is not None else ""
                names = [] if isinstance(node.names, cst.ImportStar) else [
                    ".".join(part for part in (module_name, ".".join(dotted(alias.name) or [])) if part)
                    for alias in node.names
                ]
                candidates = [module_name, *names]
            elif isinstance(node, cst.Import):
                candidates = [".".join(dotted(alias.name) or []) for alias in node.names]
            else:
                continue
            if any(importer._resolve(level, candidate) == self.origin for candidate in candidates if candidate):
                return True
        return False

    def _nearby_files(self, suffixes: tuple[str, ...] = (".py",)) -> list[Path]:
        """Files of the project with one of ``suffixes``, nearest the checked file first: its
        folder and that folder's subfolders (breadth first), then the folder above it and its
        other subfolders, at most :data:`IMPORTER_FILES`, at most :data:`IMPORTER_DEPTH`
        folders below the folder above."""
        top = self.folder.parent
        files: list[Path] = []
        seen: set[Path] = set()
        starts = [(self.folder, 1)] + ([(top, 0)] if top != self.folder else [])
        for start in starts:
            queue = [start]
            while queue and len(files) < IMPORTER_FILES:
                folder, depth = queue.pop(0)
                if folder in seen:
                    continue
                seen.add(folder)
                try:
                    entries = sorted(folder.iterdir())
                except OSError:
                    continue
                for entry in entries:
                    if entry.name.startswith("."):
                        continue
                    try:
                        if entry.is_dir():
                            if depth < IMPORTER_DEPTH and entry.name not in SKIPPED_FOLDERS:
                                queue.append((entry, depth + 1))
                        elif entry.suffix in suffixes and entry != self.origin and len(files) < IMPORTER_FILES:
                            files.append(entry)
                    except OSError:
                        continue
        return files

    def _definition(self, qualified: str, kind: type, hops: int = 0):  # noqa: ANN202
        module_name, _, name = qualified.rpartition(".")
        if not module_name or not name:
            return None
        model = self._module(module_name)
        if model is None:
            return None
        for statement in model.module.body:  # type: ignore[attr-defined]
            if isinstance(statement, kind) and statement.name.value == name:
                return model, statement
        if hops < REEXPORTS:
            source = _reexported(model, module_name, name)
            if source is not None:
                return self._definition(source, kind, hops + 1)
        return None

    def _module(self, dotted: str):  # noqa: ANN202
        if dotted in self._modules:
            return self._modules[dotted]
        found = None
        if len(self.dependencies) < MODULES:  # modules read, not names looked for
            path = self._find(dotted)
            if path is not None:
                found = _model_of(path, self.build, self.dependencies)
        self._modules[dotted] = found
        return found

    def _find(self, dotted: str) -> Path | None:
        parts = dotted.split(".")
        if parts[0] in NOT_PROJECT or not all(part.isidentifier() for part in parts):
            return None
        folder = self.folder
        for _ in range(LEVELS + 1):
            try:
                found = self._module_file(folder, parts)
            except OSError:
                return None
            if found is not None:
                return found
            if folder.parent == folder:
                break
            folder = folder.parent
        return None


def _reexported(model, module_name: str, name: str) -> str | None:  # noqa: ANN001
    """Where a module's top-level import takes ``name`` from (`from .data import AdeDataset` in
    `utils/__init__.py`: `utils.data.AdeDataset`; also `as` names and absolute imports), None
    where it does not import it. Relative imports count from the module's package (its own
    name for an `__init__.py`)."""
    package = module_name.split(".")
    if Path(model.filename).name != "__init__.py":
        package = package[:-1]
    for statement in model.module.body:
        if not isinstance(statement, cst.SimpleStatementLine):
            continue
        for small in statement.body:
            if not isinstance(small, cst.ImportFrom) or isinstance(small.names, cst.ImportStar):
                continue
            for alias in small.names:
                bound = alias.asname.name if alias.asname is not None else alias.name
                if not (isinstance(bound, cst.Name) and bound.value == name and isinstance(alias.name, cst.Name)):
                    continue
                parts = dotted(small.module) if small.module is not None else None
                level = len(small.relative)
                if parts is None or level - 1 > len(package):
                    return None  # `from . import data` binds a module, not a class
                base = package[: len(package) - (level - 1)] if level else []
                return ".".join([*base, *parts, alias.name.value])
    return None


# The words of the files Project.mentions read, by (path, modification time, size): each
# file is read once per process while it is unchanged. At most _WORDS_KEPT files are kept.
_WORDS: dict[tuple[str, int, int], tuple[frozenset[str], frozenset[str], str]] = {}
_WORDS_KEPT = 8000
_WORD = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
_DEFINED = re.compile(rb"\b(?:def|class)\s+([A-Za-z_][A-Za-z0-9_]*)")
# a notebook's JSON escapes a line break inside a cell's source (`"%run train.py\ntrain()"`)
_ESCAPES = re.compile(rb"\\[nrt]")


def _words_of(path: Path) -> tuple[frozenset[str], frozenset[str], str] | None:
    """The words ``path`` writes, the names it defines (`def f`, `class C`) and its content
    hash; None where it cannot be read or is over :data:`MENTION_BYTES`."""
    try:
        stat = path.stat()
        key = (str(path), stat.st_mtime_ns, stat.st_size)
        if key in _WORDS:
            return _WORDS[key]
        if stat.st_size > MENTION_BYTES:
            return None
        data = path.read_bytes()
    except OSError:
        return None
    text = _ESCAPES.sub(b" ", data)
    words = frozenset(word.decode() for word in set(_WORD.findall(text)))
    defined = frozenset(name.decode() for name in set(_DEFINED.findall(text)))
    if len(_WORDS) >= _WORDS_KEPT:
        _WORDS.clear()
    _WORDS[key] = (words, defined, content_hash(data))
    return _WORDS[key]


def _model_of(path: Path, build: Build, dependencies: dict[str, str]) -> object | None:
    """The semantic model of the module at ``path`` (None where it cannot be read or parsed),
    noting the file's content hash in ``dependencies``."""
    try:
        stat = os.stat(path)
        if stat.st_size > MAX_BYTES:
            return None
        key = (str(path), stat.st_mtime_ns, stat.st_ctime_ns, stat.st_size)
        if key in _MODELS:
            _MODELS.move_to_end(key)
            model, digest = _MODELS[key]
            dependencies[str(path)] = digest  # one that did not parse too: it may be mended
            return model
        data = path.read_bytes()
    except OSError:
        return None
    digest = content_hash(data)
    dependencies[str(path)] = digest
    try:
        model = build(data, str(path))
    except Exception:  # noqa: BLE001 - a module that cannot be read is unknown, as one from elsewhere
        model = None
    _MODELS[key] = (model, digest)
    if len(_MODELS) > _KEPT:
        _MODELS.popitem(last=False)
    return model


# `from a.b import c, d`, `import a.b as x, c`, `from . import data`, `from .model import GPT`
_FROM = re.compile(r"^[ \t]*from[ \t]+(\.*)([\w.]*)[ \t]+import[ \t]+\(?([\w., \t]+)", re.M)
_IMPORT = re.compile(r"^[ \t]*import[ \t]+([\w., \t]+)", re.M)


def _import_names(text: str) -> list[tuple[int, str]]:
    """The modules the import statements of ``text`` may name, each with its level (the dots
    of a relative import), each import read both as a module and as a module's member (`from
    utils import data` may name `utils.data`)."""
    names: list[tuple[int, str]] = []
    for match in _FROM.finditer(text):
        level, base = len(match.group(1)), match.group(2)
        members = [m.split()[0] for m in match.group(3).split(",") if m.strip()]
        if base:
            names.append((level, base))
        names += [(level, f"{base}.{m}" if base else m) for m in members]
    for match in _IMPORT.finditer(text):
        names += [(0, m.split()[0]) for m in match.group(1).split(",") if m.strip()]
    return [
        (level, name) for level, name in dict.fromkeys(names)
        if name and all(part.isidentifier() for part in name.split("."))
    ]


def notebook_code(data: bytes) -> str | None:
    """The code cells of a notebook's JSON bytes joined by blank lines; None where they are not
    a notebook."""
    try:
        document = json.loads(data)
    except (ValueError, RecursionError):
        return None
    cells = document.get("cells") if isinstance(document, dict) else None
    if not isinstance(cells, list):
        return None
    sources = []
    for cell in cells:
        if isinstance(cell, dict) and cell.get("cell_type") == "code":
            source = cell.get("source", "")
            if isinstance(source, list):
                source = "".join(part for part in source if isinstance(part, str))
            if isinstance(source, str):
                sources.append(source)
    return "\n\n".join(sources)
