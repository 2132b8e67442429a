"""Checking or fixing one file on disk, and the result type that every layer above passes on.

This is the bottom of the file path: ``runner`` (which spreads files over processes and the
cache) and ``cache`` (which stores results) both build on it, and ``api`` on those, so no layer
calls a private helper of the one above it. Writing a fixed file is handed in by the caller
(``api.write_atomic``), which keeps this module free of the policy of how files are replaced.
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable, Sequence

from torchlint import files, screen, source
from torchlint.diagnostics import Diagnostic

# torchlint.engine imports libcst and is imported only for a file that the screen lets
# through (see lint_text): a one-file check of anything else never loads it.

# write(path, new bytes, expected=bytes the new ones were computed from); raises OSError.
Writer = Callable[..., None]


@dataclass
class FileResult:
    path: str
    diagnostics: list[Diagnostic] = field(default_factory=list)
    lines: dict[int, str] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    fixed: list[Diagnostic] = field(default_factory=list)  # applied by `fix`
    diff: str | None = None  # `fix --diff`
    error: str | None = None  # could not read, or a fix failed its safety checks
    # other files of the project the check read: absolute path -> content hash (the cache
    # re-checks the file when one changed; torchlint.semantic.project)
    dependencies: dict[str, str] = field(default_factory=dict)


def outside_tree(path: Path) -> bool:
    """Is ``path`` a symlink (or inside a symlinked folder) whose target lies outside the
    current folder's tree? A fix never writes through it (folders walked skip such links;
    this covers a path named on the command line)."""
    real = os.path.realpath(path)
    if real == os.path.abspath(path):
        return False
    root = os.path.realpath(os.getcwd())
    return os.path.commonpath([root, real]) != root


def _link_named(path: Path) -> str:
    """Which link leads ``path`` out of the tree, for a message: the file itself, or the
    first folder on its way that is a symlink (``../linkdir/a.py``: linkdir, not a.py)."""
    if os.path.islink(path):
        return f"a symlink to {os.path.realpath(path)}"
    parts = Path(os.path.abspath(path)).parts
    for end in range(1, len(parts)):
        folder = Path(*parts[:end])
        if os.path.islink(folder):
            return (f"reached through {folder}, a symlink to {os.path.realpath(folder)} "
                    f"(the file is {os.path.realpath(path)})")
    return f"the file is {os.path.realpath(path)}"


def display_path(path: Path) -> str:
    """Paths are shown relative to the working directory when they are below it."""
    return files.shown_path(path)


def project_path(path: Path) -> str | None:
    """``path`` relative to its project root, the folder of the nearest ``pyproject.toml``
    above it, with ``/`` separators: what decides whether it is a test file (TL405, the cost
    contexts), whatever the working directory. None when no ``pyproject.toml`` is found."""
    real = os.path.realpath(path)
    root = _project_root(os.path.dirname(real))
    return None if root is None else Path(os.path.relpath(real, root)).as_posix()


@lru_cache(maxsize=1024)
def _project_root(folder: str) -> str | None:
    if os.path.isfile(os.path.join(folder, "pyproject.toml")):
        return folder
    parent = os.path.dirname(folder)
    return None if parent == folder else _project_root(parent)


class TooLarge(OSError):
    """A file past the size limits, found from its stat before it is read."""

    def __init__(self, limit: source.SizeLimit) -> None:
        super().__init__(errno.EFBIG, limit.message)
        self.limit = limit


def read(path: Path) -> bytes:
    # Non-blocking open, then a type check: a FIFO named *.py would block the run forever and
    # a link to /dev/zero would fill the memory. Then the size, from the same stat: a file
    # too large to check is not read at all (a sparse 4 GB file was read whole, then killed).
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with open(descriptor, "rb") as handle:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        too_large = source.file_size_error(status.st_size, path.suffix == ".ipynb")
        if too_large is not None:
            raise TooLarge(too_large)
        return handle.read()


def too_large(shown: str, text: str) -> FileResult | None:
    """One warning, and no finding, for a text past the size limits: checked before any
    screen runs over it."""
    limit = source.size_error(text)
    return None if limit is None else FileResult(shown, warnings=[limit.warning(shown)])


def os_error(path: Path, error: OSError) -> str:
    return f"{display_path(path)}: {error.strerror or error}"


def checker(path: Path):  # noqa: ANN201 - a module with check_text and fix_text
    """Notebooks are JSON holding cells: torchlint.notebook checks them with the engine."""
    if path.suffix == ".ipynb":
        from torchlint import notebook

        return notebook
    from torchlint import engine

    return engine


def test_context(path: Path) -> dict[str, str]:
    """The engine judges test files on the path below the project root; notebooks keep the
    shown path."""
    if path.suffix == ".ipynb":
        return {}
    relative = project_path(path)
    return {} if relative is None else {"context_filename": relative}


def unified_diff(path: Path, old: str, new: str, shown: str) -> str:
    """What ``fix --diff`` shows for one file."""
    if path.suffix == ".ipynb":  # the changed cells' code, not the JSON that holds it
        from torchlint import notebook

        return notebook.diff(old, new, shown)
    import difflib

    return "".join(
        difflib.unified_diff(
            old.splitlines(keepends=True), new.splitlines(keepends=True), fromfile=shown, tofile=shown
        )
    )


def lint_file(path: Path, codes: Sequence[str], data: bytes | None = None) -> FileResult:
    """The findings of the rules of ``codes`` in the file at ``path`` (``data``: its bytes,
    when already read)."""
    shown = display_path(path)
    loaded = _load(path, shown, data)
    if isinstance(loaded, FileResult):
        return loaded
    _, text, _ = loaded
    return lint_text(path, shown, text, codes)


def lint_text(
    path: Path, shown: str, text: str, codes: Sequence[str], *, project: bool = True
) -> FileResult:
    """The findings of the rules of ``codes`` in ``text``, the content of ``path``. A file
    that the screen shows no rule can match is answered here, without the engine, libcst or
    a rule module (``screen.nothing_to_find`` decides as ``engine.check_text`` would).
    ``project``: judge test files on the path below the project root (``test_context``)."""
    from torchlint import registry

    if path.suffix != ".ipynb":  # a notebook's limits apply to its code (torchlint.notebook)
        large = too_large(shown, text)
        if large is not None:
            return large
    skip, kept = _screened(path, text, codes)
    if skip:
        return FileResult(shown)
    # Only the rules the screen lets through: the engine would screen the others out, and
    # their modules need not be imported.
    context = test_context(path) if project else {}
    result = checker(path).check_text(text, shown, registry.rules_for_codes(kept), **context)
    return FileResult(shown, result.diagnostics, result.lines, result.warnings,
                      dependencies=result.dependencies)


def _screened(path: Path, text: str, codes: Sequence[str]) -> tuple[bool, Sequence[str]]:
    """Whether checking ``text`` must find nothing (``screen.nothing_to_find``), and else the
    codes to check: those whose screens it meets, or all of ``codes`` when none does (the
    engine's TL001 for a file that does not parse) or the index cannot tell (a notebook,
    whose cells torchlint.notebook screens, or a code missing from the index)."""
    from torchlint import registry

    named = registry.screens_for(codes) if path.suffix != ".ipynb" else None
    if named is None:
        return False, codes
    kept = screen.kept(named, text)
    if screen.nothing_to_find(text, kept):
        return True, []
    return False, kept or codes


def _load(
    path: Path, shown: str, data: bytes | None
) -> tuple[bytes, str, source.Encoding] | FileResult:
    """The file's bytes (``data`` when given: the bytes the cache hashed) and their text, or
    the result that says why there are none (unreadable, or not decodable: one TL001)."""
    try:
        data = read(path) if data is None else data
    except TooLarge as error:
        return FileResult(shown, warnings=[error.limit.warning(shown)])
    except OSError as error:
        return FileResult(shown, error=f"cannot read {os_error(path, error)}")
    try:
        text, encoding = source.decode(data)
    except source.SourceError as error:
        return source_error(shown, error)
    return data, text, encoding


def source_error(shown: str, error: source.SourceError) -> FileResult:
    """One TL001 for a file that cannot be decoded or parsed."""
    diagnostic = source._engine_diagnostic("TL001", error.message, shown, error.row, error.column)
    return FileResult(shown, [diagnostic], {error.row: ""})


def fix_file(
    path: Path,
    codes: Sequence[str],
    unsafe: bool,
    diff: bool,
    *,
    write: Writer,
    data: bytes | None = None,
    pedantic: bool = False,
    unfixable: frozenset[str] = frozenset(),
) -> FileResult:
    shown = display_path(path)
    loaded = _load(path, shown, data)
    if isinstance(loaded, FileResult):
        return loaded
    data, text, encoding = loaded
    large = too_large(shown, text) if path.suffix != ".ipynb" else None
    if large is not None:
        return large
    if _screened(path, text, codes)[0]:  # nothing to fix, found without libcst
        return FileResult(shown)
    from torchlint import registry

    rules = registry.rules_for_codes(codes)  # all of them: a fix may bring another's words
    outcome = checker(path).fix_text(
        text, shown, rules, unsafe_fixes=unsafe, pedantic=pedantic, unfixable=unfixable,
        **test_context(path)
    )
    result = FileResult(shown, outcome.remaining, outcome.lines, outcome.warnings, error=outcome.error,
                        dependencies=outcome.dependencies)
    if outcome.error or not outcome.changed:
        return result
    from torchlint import engine  # looked up here: a test swaps engine.encode

    new_data = engine.encode(outcome.text, encoding)
    if new_data == data:
        return result
    result.fixed = outcome.applied
    if diff:
        result.diff = unified_diff(path, text, outcome.text, shown)
        return result
    refused = write_refused(path, shown, new_data, data, write, "not fixed")
    if refused is not None:
        result.error = refused
        result.fixed = []
        result.diagnostics = checker(path).check_text(text, shown, rules, **test_context(path)).diagnostics
    return result


def write_refused(path: Path, shown: str, new_data: bytes, expected: bytes, write: Writer, what: str) -> str | None:
    """The one way every command that edits a user's file (``fix``, ``check --add-noqa``)
    writes it: refuse a read-only file and a symlink leading out of the checked tree, then
    ``write``. None when written, else why not (``what`` ends the message: "not fixed")."""
    if not os.path.lexists(path):
        return f"{shown}: the file was removed while it was being checked; {what}"
    # root may write anything; the mode bits still say the owner wants the file left alone.
    try:
        if not os.access(path, os.W_OK) or not os.stat(path).st_mode & 0o222:
            return f"{shown}: file is read-only; {what}"
    except OSError as error:
        return f"cannot write {os_error(path, error)}; file left unchanged"
    if outside_tree(path):
        return f"{shown}: {_link_named(path)}, outside the checked tree ({os.getcwd()}); {what}"
    try:
        write(path, new_data, expected=expected)
    except OSError as error:
        return f"cannot write {os_error(path, error)}; file left unchanged"
    return None
