"""torchlint from Python: what the CLI, the tests and the verifier call.

``lint_source`` / ``fix_source`` work on text; ``lint_paths`` / ``fix_paths`` find files, read
them, apply configuration and (for fixing) write results back atomically.
"""

from __future__ import annotations

import contextlib
import difflib
import errno
import os
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Sequence

from torchlint import engine, runner
from torchlint.config import ConfigError, Options, Resolver, Settings, check_options
from torchlint.diagnostics import Diagnostic
from torchlint.files import DiscoveryError, discover
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
class FileResult:
    path: str
    diagnostics: list[Diagnostic] = field(default_factory=list)
    lines: dict[int, str] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    fixed: list[Diagnostic] = field(default_factory=list)  # applied by `fix`
    diff: str | None = None  # `fix --diff`
    error: str | None = None  # could not read, or a fix failed its safety checks


@dataclass
class RunResult:
    files: list[FileResult] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # run-level: a path that does not exist
    notes: list[str] = field(default_factory=list)  # run-level warnings: a skipped symlink

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
        return self.notes + [w for f in self.files for w in f.warnings]


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
def display_path(path: Path) -> str:
    """Paths are shown relative to the working directory when they are below it."""
    try:
        relative = os.path.relpath(path)
    except ValueError:
        return str(path)
    return str(path) if relative.startswith("..") else relative


def _read(path: Path) -> bytes:
    # Non-blocking open, then a type check: a FIFO named *.py would block the run forever and
    # a link to /dev/zero would fill the memory.
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with open(descriptor, "rb") as handle:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        return handle.read()


def write_atomic(path: Path, data: bytes, expected: bytes | None = None) -> None:
    """Write through a temporary file in the same folder and a rename, keeping mode bits, so
    that a reader (or a crash) sees either the old file or the new one, never half of one.
    ``expected``: the bytes the new content was computed from; if the file no longer holds
    them, nothing is written (OSError)."""
    if isinstance(data, engine.Unwritable):
        raise OSError(errno.EILSEQ, data.reason)
    target = Path(os.path.realpath(path))
    status = os.stat(target)
    _remove_stale_temporaries(target)
    handle, temporary = tempfile.mkstemp(
        prefix=_temporary_prefix(target.name) + f"{os.getpid()}.", suffix=_TEMPORARY_SUFFIX,
        dir=target.parent,
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
# The temporary's name holds the file's name, the pid, mkstemp's 8 random characters and the
# suffix; a name longer than this is cut so that the whole stays within NAME_MAX (255 bytes).
_NAME_IN_TEMPORARY = 160


def _temporary_prefix(name: str) -> str:
    """``.NAME.``, NAME cut to _NAME_IN_TEMPORARY bytes (a cut inside a character is fine:
    the file system takes bytes)."""
    return f".{os.fsdecode(os.fsencode(name)[:_NAME_IN_TEMPORARY])}."


def _remove_stale_temporaries(target: Path) -> None:
    """A run killed outright between writing its temporary file and the rename (SIGKILL, power
    loss) leaves the temporary behind; the next write to the same file removes it once the
    process named in it is gone."""
    prefix = _temporary_prefix(target.name)
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


def _os_error(path: Path, error: OSError) -> str:
    return f"{display_path(path)}: {error.strerror or error}"


def _checker(path: Path):  # noqa: ANN202 - a module with check_text and fix_text
    """Notebooks are JSON holding cells: torchlint.notebook checks them with the engine."""
    if path.suffix == ".ipynb":
        from torchlint import notebook

        return notebook
    return engine


def _diff(path: Path, old: str, new: str, shown: str) -> str:
    if path.suffix == ".ipynb":  # the changed cells' code, not the JSON that holds it
        from torchlint import notebook

        return notebook.diff(old, new, shown)
    return "".join(
        difflib.unified_diff(
            old.splitlines(keepends=True), new.splitlines(keepends=True), fromfile=shown, tofile=shown
        )
    )


def _lint_file(path: Path, rules: Sequence[type[Rule]], data: bytes | None = None) -> FileResult:
    shown = display_path(path)
    try:
        data = _read(path) if data is None else data  # given: the bytes the cache hashed
    except OSError as error:
        return FileResult(shown, error=f"cannot read {_os_error(path, error)}")
    try:
        text, _ = engine.decode(data)
    except engine.SourceError as error:
        return _source_error(shown, error)
    result = _checker(path).check_text(text, shown, rules)
    return FileResult(shown, result.diagnostics, result.lines, result.warnings)


def _source_error(shown: str, error: engine.SourceError) -> FileResult:
    diagnostic = engine._engine_diagnostic("TL001", error.message, shown, error.row, error.column)
    return FileResult(shown, [diagnostic], {error.row: ""})


def _fix_file(
    path: Path, rules: Sequence[type[Rule]], unsafe: bool, diff: bool, data: bytes | None = None
) -> FileResult:
    shown = display_path(path)
    try:
        data = _read(path) if data is None else data  # given: the bytes the cache hashed
    except OSError as error:
        return FileResult(shown, error=f"cannot read {_os_error(path, error)}")
    try:
        text, encoding = engine.decode(data)
    except engine.SourceError as error:
        return _source_error(shown, error)
    outcome = _checker(path).fix_text(text, shown, rules, unsafe_fixes=unsafe)
    result = FileResult(shown, outcome.remaining, outcome.lines, outcome.warnings, error=outcome.error)
    if outcome.error or not outcome.changed:
        return result
    new_data = engine.encode(outcome.text, encoding)
    if new_data == data:
        return result
    result.fixed = outcome.applied
    if diff:
        result.diff = _diff(path, text, outcome.text, shown)
        return result
    # root may write anything; the mode bits still say the owner wants the file left alone.
    if not os.access(path, os.W_OK) or not os.stat(path).st_mode & 0o222:
        result.error = f"{shown}: file is read-only; not fixed"
        result.fixed = []
        result.diagnostics = _checker(path).check_text(text, shown, rules).diagnostics
        return result
    try:
        write_atomic(path, new_data, expected=data)
    except OSError as error:
        result.error = f"cannot write {_os_error(path, error)}; file left unchanged"
        result.fixed = []
        result.diagnostics = _checker(path).check_text(text, shown, rules).diagnostics
    return result


def _jobs(
    paths: Iterable[str | os.PathLike[str]], options: Options, force_exclude: bool = False,
    notes: list[str] | None = None,
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
            warn = notes.append if notes is not None else None
            for found in discover([path], settings.excluded, warn=warn):
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
    notes: list[str] = []
    found, errors = _jobs(paths, options, force_exclude, notes)
    run = RunResult(errors=errors, notes=notes)
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
    notes: list[str] = []
    found, errors = _jobs(paths, options, force_exclude, notes)
    run = RunResult(errors=errors, notes=notes)
    items = [(path, _codes(settings, path), settings.fix_unsafe) for path, settings in found]
    run.files = runner.run(
        items, fix=True, diff=diff, jobs=jobs, cache_dir=cache_dir, progress=progress
    )
    return run
