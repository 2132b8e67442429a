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
import subprocess
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterator

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
    return subprocess.run(
        [*_GIT, *arguments], cwd=directory, capture_output=True, timeout=timeout,
        stdin=subprocess.DEVNULL, env={**os.environ, **_GIT_ENV},
    )


def _git_visible(directory: Path) -> set[str] | None:
    """Absolute paths of the files git does not ignore under ``directory``; None when git's
    rules do not apply (no git, not a checkout, or the directory itself is ignored)."""
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


def forget() -> None:
    """Drop the resolved folders: a symlink may change between two runs of one process
    (the language server)."""
    _real_directory.cache_clear()


def _inside(real: str, root: str) -> bool:
    return real == root or real.startswith(root.rstrip(os.sep) + os.sep)


def discover(
    paths: list[Path],
    excluded: Callable[[Path], bool],
    *,
    respect_gitignore: bool = True,
    suffixes: tuple[str, ...] = SUFFIXES,
    warn: Callable[[str], None] | None = None,
) -> Iterator[Found]:
    """Yield each file to check once, in a stable order.

    A symlink met while walking a folder is followed only when it leads to a place inside
    that folder: one that leads outside is skipped, and ``warn`` is told, so that ``fix``
    never writes through it to a file outside the tree it was asked to fix."""
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
        visited: set[str] = set()
        tree = os.path.realpath(path)
        for root, dirs, files in os.walk(path, followlinks=True):
            real = os.path.realpath(root)
            if real in visited:  # a symlink loop
                dirs[:] = []
                continue
            visited.add(real)
            kept = []
            for name in sorted(dirs):
                full = os.path.join(root, name)
                if name in SKIP_DIRS or name.endswith(".egg-info") or _is_venv(full):
                    continue
                if excluded(Path(full)):
                    continue
                if os.path.islink(full) and not _inside(os.path.realpath(full), tree):
                    _outside(full, path, warn)
                    continue
                kept.append(name)
            dirs[:] = kept
            for name in sorted(files):
                if not name.endswith(suffixes):
                    continue
                full = os.path.join(root, name)
                if visible is not None and os.path.join(real, name) not in visible:
                    continue
                if excluded(Path(full)):
                    continue
                key = real_path(full)
                if os.path.islink(full) and not _inside(key, tree):
                    _outside(full, path, warn)
                    continue
                if key in seen:
                    continue
                seen.add(key)
                yield Found(Path(full), False)


def _outside(link: str, tree: Path, warn: Callable[[str], None] | None) -> None:
    if warn is not None:
        target = os.path.realpath(link)
        warn(f"{_shown(link)}: skipped, a symlink to {target}, outside {_shown(str(tree))}")


def _shown(path: str) -> str:
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else relative
