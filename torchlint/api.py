"""torchlint from Python: what the CLI, the tests and the verifier call.

``lint_source`` / ``fix_source`` work on text; ``lint_paths`` / ``fix_paths`` find files, read
them, apply configuration and (for fixing) write results back atomically.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Sequence

from torchlint import filework, runner
from torchlint.config import ConfigError, Options, Resolver, Settings, check_options
from torchlint.diagnostics import Diagnostic
from torchlint.files import DiscoveryError, discover
from torchlint.filework import FileResult, display_path  # noqa: F401 - public, re-exported
from torchlint.filework import checker as _checker
from torchlint.rule import Rule

__all__ = [
    "ConfigError",
    "FileResult",
    "Options",
    "RunResult",
    "fix_paths",
    "fix_source",
    "lint_paths",
    "lint_source",
]


# progress(done, total): files checked so far, files in the run
Progress = Callable[[int, int], None]


@dataclass
class RunResult:
    files: list[FileResult] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # run-level: a path that does not exist

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [d for f in self.files for d in f.diagnostics]

    @property
    def fixed(self) -> list[Diagnostic]:
        return [d for f in self.files for d in f.fixed]

    @property
    def all_errors(self) -> list[str]:
        return self.errors + [f.error for f in self.files if f.error]

    @property
    def warnings(self) -> list[str]:
        return [w for f in self.files for w in f.warnings]


@dataclass
class FixResult:
    """What ``fix_source`` returns."""

    source: str
    applied: list[Diagnostic]
    remaining: list[Diagnostic]
    error: str | None


def _options(
    select: Sequence[str] | None,
    ignore: Sequence[str] | None,
    extend_select: Sequence[str] | None,
    unsafe_fixes: bool | None,
    preview: bool | None,
    config: str | None = None,
) -> Options:
    return check_options(
        Options(
            select=tuple(select) if select is not None else None,
            extend_select=tuple(extend_select or ()),
            ignore=tuple(ignore or ()),
            unsafe_fixes=unsafe_fixes,
            preview=preview,
            config=config,
        )
    )


def _source_rules(options: Options) -> tuple[Settings, tuple[type[Rule], ...]]:
    settings = Settings(root=Path.cwd(), cli=options)
    return settings, settings.rules()


def lint_source(
    source: str,
    filename: str = "<string>",
    *,
    select: Sequence[str] | None = None,
    ignore: Sequence[str] | None = None,
    extend_select: Sequence[str] | None = None,
    preview: bool | None = None,
    unsafe_fixes: bool | None = None,
) -> list[Diagnostic]:
    """Findings for one source text (a notebook's JSON when ``filename`` ends in ``.ipynb``);
    no configuration file is read."""
    _, rules = _source_rules(_options(select, ignore, extend_select, unsafe_fixes, preview))
    return _checker(Path(filename)).check_text(source, filename, rules).diagnostics


def fix_source(
    source: str,
    filename: str = "<string>",
    *,
    select: Sequence[str] | None = None,
    ignore: Sequence[str] | None = None,
    extend_select: Sequence[str] | None = None,
    unsafe_fixes: bool = False,
    preview: bool | None = None,
) -> FixResult:
    """Apply the applicable fixes to one source text; no configuration file is read."""
    settings, rules = _source_rules(_options(select, ignore, extend_select, unsafe_fixes, preview))
    outcome = _checker(Path(filename)).fix_text(source, filename, rules, unsafe_fixes=settings.fix_unsafe)
    return FixResult(outcome.text, outcome.applied, outcome.remaining, outcome.error)


# -- files ----------------------------------------------------------------------------------
def _read(path: Path) -> bytes:
    # Looked up on the module at each call, so that a reader swapped in by a test is used here too.
    return filework.read(path)


def write_atomic(path: Path, data: bytes, expected: bytes | None = None) -> None:
    """Write through a temporary file in the same folder and a rename, keeping mode bits, so
    that a reader (or a crash) sees either the old file or the new one, never half of one.
    ``expected``: the bytes the new content was computed from; if the file no longer holds
    them, nothing is written (OSError)."""
    target = Path(os.path.realpath(path))
    status = os.stat(target)
    _remove_stale_temporaries(target)
    handle, temporary = tempfile.mkstemp(
        prefix=f".{target.name}.{os.getpid()}.", suffix=_TEMPORARY_SUFFIX, dir=target.parent
    )
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        with contextlib.suppress(OSError):  # keep the owner when root fixes someone's file
            os.chown(temporary, status.st_uid, status.st_gid)
        os.chmod(temporary, status.st_mode & 0o7777)
        if expected is not None and _read(target) != expected:
            # An editor saved, or another run fixed, since the file was read: the rename
            # would throw that away.
            raise OSError(errno.EAGAIN, "file changed on disk while it was being fixed")
        os.replace(temporary, target)
    except BaseException:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass
        raise


_TEMPORARY_SUFFIX = ".torchlint-tmp"


def _remove_stale_temporaries(target: Path) -> None:
    """A run killed outright between writing its temporary file and the rename (SIGKILL, power
    loss) leaves the temporary behind; the next write to the same file removes it once the
    process named in it is gone."""
    prefix = f".{target.name}."
    try:
        names = [n for n in os.listdir(target.parent) if n.startswith(prefix)]
    except OSError:
        return
    for name in names:
        pid = name[len(prefix):].split(".", 1)[0]
        if not name.endswith(_TEMPORARY_SUFFIX) or not pid.isdigit() or _alive(int(pid)):
            continue
        with contextlib.suppress(OSError):
            os.unlink(target.parent / name)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _jobs(
    paths: Iterable[str | os.PathLike[str]], options: Options, force_exclude: bool = False
) -> tuple[list[tuple[Path, Settings]], list[str]]:
    resolver = Resolver(options)
    jobs: list[tuple[Path, Settings]] = []
    errors: list[str] = []
    for raw in paths:
        path = Path(raw)
        if not os.path.lexists(path):
            errors.append(f"{raw}: No such file or directory")
            continue
        settings = resolver.for_path(path)
        try:
            for found in discover([path], settings.excluded):
                # pre-commit names every file; --force-exclude keeps `exclude` in force for them
                if force_exclude and found.explicit and settings.excluded(found.path):
                    continue
                jobs.append((found.path, settings))
        except DiscoveryError as error:
            errors.append(str(error))
    return jobs, errors


def lint_paths(
    paths: Iterable[str | os.PathLike[str]] = (".",),
    *,
    select: Sequence[str] | None = None,
    ignore: Sequence[str] | None = None,
    extend_select: Sequence[str] | None = None,
    preview: bool | None = None,
    config: str | None = None,
    force_exclude: bool = False,
    progress: Progress | None = None,
    jobs: int | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
) -> RunResult:
    """Check files and folders the way ``torchlint check`` does. Raises ConfigError.

    ``force_exclude``: apply ``exclude`` to files named explicitly too. ``progress(done,
    total)`` is called before the first file and after each one. ``jobs``: worker processes
    (default: every available core). ``cache_dir``: keep and reuse per-file results there
    (default: no cache); results are the same with or without it.
    """
    options = _options(select, ignore, extend_select, None, preview, config)
    found, errors = _jobs(paths, options, force_exclude)
    run = RunResult(errors=errors)
    items = [(path, _codes(settings, path), False) for path, settings in found]
    run.files = runner.run(items, jobs=jobs, cache_dir=cache_dir, progress=progress)
    return run


def _codes(settings: Settings, path: Path) -> tuple[str, ...]:
    return tuple(rule.code for rule in settings.rules_for(path))


def fix_paths(
    paths: Iterable[str | os.PathLike[str]] = (".",),
    *,
    select: Sequence[str] | None = None,
    ignore: Sequence[str] | None = None,
    extend_select: Sequence[str] | None = None,
    unsafe_fixes: bool | None = None,
    preview: bool | None = None,
    config: str | None = None,
    diff: bool = False,
    force_exclude: bool = False,
    progress: Progress | None = None,
    jobs: int | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
) -> RunResult:
    """Fix files the way ``torchlint fix`` does (``diff=True``: compute diffs, write nothing).
    ``force_exclude``, ``progress``, ``jobs`` and ``cache_dir`` as for ``lint_paths``; a file
    whose cached findings offer no applicable fix is neither read nor parsed again."""
    options = _options(select, ignore, extend_select, unsafe_fixes, preview, config)
    found, errors = _jobs(paths, options, force_exclude)
    run = RunResult(errors=errors)
    items = [(path, _codes(settings, path), settings.fix_unsafe) for path, settings in found]
    run.files = runner.run(
        items, fix=True, diff=diff, jobs=jobs, cache_dir=cache_dir, progress=progress,
        write=write_atomic,
    )
    return run
