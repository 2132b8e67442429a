"""Which files a run looks at.

Directories are walked for Python files and Jupyter notebooks, skipping version-control and
tool folders, virtual environments, build output, configured ``exclude`` patterns and, inside a
git checkout, files git ignores. A file named explicitly is always checked. When the named
directory is itself ignored by git (a vendored or downloaded tree), the user plainly wants it:
git's ignore rules are then not applied below it.

Walking never leaves the named folder: a symlink that leads outside it is skipped and
reported, so that ``fix`` cannot write through it. git is asked which files it ignores with
the checked tree's own configuration overridden where it could run a program.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator

if TYPE_CHECKING:
    import subprocess

SKIP_DIRS = frozenset(
    {
        ".git", ".hg", ".svn", ".bzr", "__pycache__", "node_modules", "build", "dist",
        ".venv", "venv", ".tox", ".nox", ".eggs", ".mypy_cache", ".pytest_cache",
        ".ruff_cache", ".torchlint_cache", ".ipynb_checkpoints", "site-packages",
    }
)
SUFFIXES = (".py", ".ipynb")


@dataclass(frozen=True)
class Found:
    path: Path
    explicit: bool  # named on the command line


class DiscoveryError(Exception):
    pass


def _is_venv(directory: str) -> bool:
    return os.path.isfile(os.path.join(directory, "pyvenv.cfg"))


# The checked tree's own .git/config is not trusted: `core.fsmonitor` names a program git runs
# while listing files (and `true` starts a daemon), hooks could run on an index write. These
# override it, so git only reads. The environment keeps git from reading a terminal or pager.
_GIT = (
    "git", "-c", "core.fsmonitor=false", "-c", "core.untrackedCache=false",
    "-c", "core.hooksPath=/dev/null", "--no-pager",
)
_GIT_ENV = {"GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0"}


def _git(arguments: list[str], directory: Path, timeout: float) -> subprocess.CompletedProcess[bytes]:
    import subprocess  # only a folder is asked about: a one-file check starts no git

    return subprocess.run(
        [*_GIT, *arguments], cwd=directory, capture_output=True, timeout=timeout,
        stdin=subprocess.DEVNULL, env={**os.environ, **_GIT_ENV},
    )


def _git_visible(directory: Path) -> set[str] | None:
    """Absolute paths of the files git does not ignore under ``directory``; None when git's
    rules do not apply (no git, not a checkout, or the directory itself is ignored)."""
    import subprocess

    try:
        ignored = _git(["check-ignore", "-q", "."], directory, 30)
        if ignored.returncode == 0 or ignored.returncode == 128:
            return None  # the folder itself is ignored, or this is not a git checkout
        listed = _git(
            ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "."],
            directory, 120,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    if listed.returncode != 0:
        return None
    base = os.path.realpath(directory)
    return {
        os.path.join(base, name) for name in listed.stdout.decode("utf-8", "surrogateescape").split("\0") if name
    }


@lru_cache(maxsize=4096)
def _real_directory(path: str) -> str:
    return os.path.realpath(path)


def real_directory(path: str) -> str:
    """``os.path.realpath`` of a folder, resolved once per run (see :func:`forget`)."""
    return _real_directory(os.path.abspath(path))


def real_path(path: str) -> str:
    """``os.path.realpath(path)``, resolving a file's folder once for all of its files: a
    warm check of the corpus spent a third of its time resolving each component of each
    file's path again, several times over."""
    path = os.path.abspath(path)
    head, tail = os.path.split(path)
    if tail in ("", ".", "..") or os.path.islink(path):
        return os.path.realpath(path)
    return os.path.join(_real_directory(head), tail)


def absolute_path(path: str | os.PathLike[str]) -> str:
    """``os.path.abspath(path)``, the folder's part worked out once per folder (and working
    directory): a warm check of the corpus spent a sixth of its time in such path arithmetic."""
    text = os.fspath(path)
    head, tail = os.path.split(text)
    if tail in ("", ".", ".."):
        return os.path.abspath(text)
    return os.path.join(_absolute_folder(head, os.getcwd()), tail)


def shown_path(path: str | os.PathLike[str]) -> str:
    """``path`` relative to the working directory when it is below it, else as given."""
    text = os.fspath(path)
    head, tail = os.path.split(text)
    if tail in ("", ".", ".."):
        try:
            relative = os.path.relpath(text)
        except ValueError:  # another drive
            return text
    else:
        folder = _relative_folder(head, os.getcwd())
        if folder is None:
            return text
        relative = tail if folder == "." else os.path.join(folder, tail)
    return text if relative.startswith("..") else relative


# Pure path arithmetic (no file system look-up), so nothing to forget between runs.
@lru_cache(maxsize=4096)
def _absolute_folder(folder: str, cwd: str) -> str:
    return os.path.normpath(os.path.join(cwd, folder)) if folder else cwd


@lru_cache(maxsize=4096)
def _relative_folder(folder: str, cwd: str) -> str | None:
    try:
        return os.path.relpath(folder or ".", cwd)
    except ValueError:
        return None


def forget() -> None:
    """Drop the resolved folders: a symlink may change between two runs of one process
    (the language server)."""
    _real_directory.cache_clear()


def _inside(real: str, root: str) -> bool:
    return real == root or real.startswith(root.rstrip(os.sep) + os.sep)


def discover(
    paths: list[Path],
    excluded: Callable[..., bool],
    *,
    respect_gitignore: bool = True,
    suffixes: tuple[str, ...] = SUFFIXES,
    warn: Callable[[str], None] | None = None,
    error: Callable[[str], None] | None = None,
) -> Iterator[Found]:
    """Yield each file to check once, in a stable order (a folder's files by name, then its
    folders by name, each walked in turn). ``excluded(path, real)``: whether a path (with its
    real path, symlinks resolved) is excluded.

    A symlink met while walking a folder is followed only when it leads to a place inside
    that folder: one that leads outside is skipped, and ``warn`` is told, so that ``fix``
    never writes through it to a file outside the tree it was asked to fix. A folder that
    cannot be listed (no permission, a path longer than the system allows) is told to
    ``error``: what it holds was not checked, so the run must not say all checks passed."""
    seen: set[str] = set()
    for path in paths:
        if not os.path.lexists(path):
            raise DiscoveryError(f"{path}: No such file or directory")
        if not path.is_dir():
            key = os.path.realpath(path)
            if key not in seen:
                seen.add(key)
                yield Found(path, True)
            continue
        visible = _git_visible(path) if respect_gitignore else None
        tree = os.path.realpath(path)
        visited: set[str] = set()
        # (the folder as it will be shown, its real path); a folder's real path is its
        # parent's and its name unless it is a symlink (one realpath per link, not per file)
        folders = [(str(path), tree)]
        while folders:
            root, real = folders.pop()
            if real in visited:  # a symlink loop
                continue
            visited.add(real)
            try:
                with os.scandir(root) as listing:
                    entries = sorted(listing, key=_name)
            except FileNotFoundError:
                continue  # removed while the tree was walked: nothing left to check
            except OSError as failure:
                if error is not None:
                    error(f"{_shown(root)}: cannot be read: {failure.strerror}")
                continue
            below = []
            for entry in entries:  # its folders first, as os.walk did (and so the warnings)
                if not _is_folder(entry):
                    continue
                name = entry.name
                if name in SKIP_DIRS or name.endswith(".egg-info"):
                    continue
                if _is_venv(os.path.join(root, name)):
                    continue
                admitted = _admitted(entry, root, real, tree, path, excluded, warn)
                if admitted is not None:
                    below.append(admitted)
            for entry in entries:
                name = entry.name
                if not name.endswith(suffixes) or _is_folder(entry):
                    continue
                if visible is not None and os.path.join(real, name) not in visible:
                    continue
                admitted = _admitted(entry, root, real, tree, path, excluded, warn)
                if admitted is None or admitted[1] in seen:
                    continue
                seen.add(admitted[1])
                yield Found(Path(admitted[0]), False)
            folders.extend(reversed(below))


def _admitted(
    entry: os.DirEntry[str], root: str, real: str, tree: str, named: Path,
    excluded: Callable[..., bool], warn: Callable[[str], None] | None,
) -> tuple[str, str] | None:
    """(path, real path) of an entry of the folder ``root`` (whose real path is ``real``) to
    walk or check; None when it is excluded, or a symlink that leads out of ``tree`` (the
    real path of ``named``, the folder asked for: ``warn`` is told)."""
    full = os.path.join(root, entry.name)
    link = entry.is_symlink()
    target = os.path.realpath(full) if link else os.path.join(real, entry.name)
    if excluded(full, target):
        return None
    if link and not _inside(target, tree):
        _outside(full, named, warn)
        return None
    return full, target


def _name(entry: os.DirEntry[str]) -> str:
    return entry.name


def _is_folder(entry: os.DirEntry[str]) -> bool:
    """A folder, or a symlink to one (followed, as ``os.walk(followlinks=True)`` does)."""
    try:
        return entry.is_dir()
    except OSError:
        return False


def _outside(link: str, tree: Path, warn: Callable[[str], None] | None) -> None:
    if warn is not None:
        target = os.path.realpath(link)
        warn(f"{_shown(link)}: skipped, a symlink to {target}, outside {_shown(str(tree))}")


def _shown(path: str) -> str:
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else relative


try:  # blake2 without hashlib's OpenSSL start-up (a one-file check pays for every import)
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - CPython always builds _blake2
    from hashlib import blake2b


def content_hash(data: bytes) -> str:
    """A file's content hash: the result cache's key, and what a check that read another
    module of the project notes of it (torchlint.semantic.project)."""
    return blake2b(data, digest_size=20).hexdigest()
