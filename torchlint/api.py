"""torchlint from Python: what the CLI, the tests and the verifier call.

``lint_source`` / ``fix_source`` work on text; ``lint_paths`` / ``fix_paths`` find files, read
them, apply configuration and (for fixing) write results back atomically.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import errno
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

from torchlint import filework, runner, source
from torchlint.config import (
    ConfigError,
    Options,
    Resolver,
    Settings,
    check_options,
    parse_override,
)
from torchlint.diagnostics import ENGINE_CODES, Diagnostic
from torchlint.files import DiscoveryError, discover, forget as forget_folders
from torchlint.filework import FileResult, display_path  # noqa: F401 - public, re-exported
from torchlint.filework import checker as _checker
from torchlint.filework import unified_diff as _diff

if TYPE_CHECKING:
    from torchlint.rule import Rule

# torchlint.engine (and with it libcst and the rules) is imported where it is used: a check
# whose files the screen turns away never needs it.

__all__ = [
    "ConfigError",
    "FileResult",
    "Hint",
    "Layer",
    "Options",
    "RunResult",
    "add_noqa",
    "add_noqa_rows",
    "files_to_check",
    "fix_paths",
    "fix_source",
    "fix_stdin",
    "lint_paths",
    "lint_source",
    "lint_stdin",
    "settings_for",
]


# progress(done, total): files checked so far, files in the run
Progress = Callable[[int, int], None]


@dataclass
class Hint:
    """Findings a run did not report because an opt-in was off: "N more with --preview"."""

    count: int
    flag: str  # the option that would report them
    what: str  # what they are, for the summary line


@dataclass
class RunResult:
    files: list[FileResult] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # run-level: a path that does not exist
    # run-level warnings, e.g. a selection that enables no rule
    notes: list[str] = field(default_factory=list)
    hints: list[Hint] = field(default_factory=list)
    rules_enabled: bool = True  # False: the selection left no rule, nothing was checked
    fail_on: str = "info"  # the least serious severity that fails the run (`fail-on`)

    @property
    def failing(self) -> list[Diagnostic]:
        """The findings serious enough to fail the run (exit 1)."""
        from torchlint.diagnostics import SEVERITIES

        worst = SEVERITIES.index(self.fail_on)
        return [d for d in self.diagnostics
                if SEVERITIES.index(d.severity if d.severity in SEVERITIES else "error") <= worst]

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
    layer: Layer | None = None,
    pedantic: bool | None = None,
) -> Options:
    layer = layer or Layer()
    return check_options(
        Options(
            select=tuple(select) if select is not None else None,
            extend_select=tuple(extend_select or ()),
            ignore=tuple(ignore or ()),
            unsafe_fixes=unsafe_fixes,
            preview=preview,
            config=config,
            pedantic=pedantic,
            exclude=tuple(layer.exclude) if layer.exclude is not None else None,
            extend_exclude=tuple(layer.extend_exclude),
            per_file_ignores=(
                tuple((pattern, tuple(codes)) for pattern, codes in layer.per_file_ignores.items())
                if layer.per_file_ignores is not None else None
            ),
            extend_per_file_ignores=tuple(
                (pattern, tuple(codes))
                for pattern, codes in (layer.extend_per_file_ignores or {}).items()),
            overrides=tuple(parse_override(text) for text in layer.overrides),
            respect_gitignore=layer.respect_gitignore,
            fixable=tuple(layer.fixable) if layer.fixable is not None else None,
            extend_fixable=tuple(layer.extend_fixable),
            unfixable=tuple(layer.unfixable),
            fail_on=layer.fail_on,
        )
    )


@dataclass(frozen=True)
class Layer:
    """The rest of what the command line can set over the configuration files, for
    ``lint_paths`` and friends: ``exclude`` and ``per_file_ignores`` replace the configured
    ones, ``extend_exclude`` adds to them, ``overrides`` are ``KEY = VALUE`` TOML lines
    (``--config``) that replace a key."""

    exclude: Sequence[str] | None = None
    extend_exclude: Sequence[str] = ()
    per_file_ignores: dict[str, Sequence[str]] | None = None
    extend_per_file_ignores: dict[str, Sequence[str]] | None = None
    overrides: Sequence[str] = ()
    respect_gitignore: bool | None = None
    fixable: Sequence[str] | None = None
    extend_fixable: Sequence[str] = ()
    unfixable: Sequence[str] = ()
    fail_on: str | None = None


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
    pedantic: bool | None = None,
) -> list[Diagnostic]:
    """Findings for one source text (a notebook's JSON when ``filename`` ends in ``.ipynb``);
    no configuration file is read. ``pedantic``: also the findings of performance rules in
    code that runs once or in tests."""
    from torchlint import engine

    settings, rules = _source_rules(_options(select, ignore, extend_select, unsafe_fixes, preview, pedantic=pedantic))
    found = _checker(Path(filename)).check_text(source, filename, rules).diagnostics
    return engine.visible(found, settings.pedantic_on)


def fix_source(
    source: str,
    filename: str = "<string>",
    *,
    select: Sequence[str] | None = None,
    ignore: Sequence[str] | None = None,
    extend_select: Sequence[str] | None = None,
    unsafe_fixes: bool = False,
    preview: bool | None = None,
    pedantic: bool | None = None,
) -> FixResult:
    """Apply the applicable fixes to one source text; no configuration file is read."""
    from torchlint import engine

    settings, rules = _source_rules(_options(select, ignore, extend_select, unsafe_fixes, preview, pedantic=pedantic))
    outcome = _checker(Path(filename)).fix_text(
        source, filename, rules, unsafe_fixes=settings.fix_unsafe, pedantic=settings.pedantic_on
    )
    remaining = engine.visible(outcome.remaining, settings.pedantic_on)
    return FixResult(outcome.text, outcome.applied, remaining, outcome.error)


# -- files ----------------------------------------------------------------------------------
def _read(path: Path) -> bytes:
    # Looked up on the module at each call, so that a reader swapped in by a test is used here too.
    return filework.read(path)


def write_atomic(path: Path, data: bytes, expected: bytes | None = None) -> None:
    """Write through a temporary file in the same folder and a rename, keeping mode bits, so
    that a reader (or a crash) sees either the old file or the new one, never half of one.
    ``expected``: the bytes the new content was computed from; if the file no longer holds
    them, nothing is written (OSError)."""
    if isinstance(data, source.Unwritable):
        raise OSError(errno.EILSEQ, data.reason)
    target = Path(os.path.realpath(path))
    status = os.stat(target)
    _remove_stale_temporaries(target)
    import tempfile  # only a fix writes: a check need not import it

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
        _copy_xattrs(target, temporary)  # before chmod: setting one needs write permission
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


def _copy_xattrs(source: Path, destination: str) -> None:
    """Extended attributes (user.*, and with them ACLs and security labels where the process
    may set them) go with the content: the rename would otherwise drop them. An attribute the
    file system or the process's privileges refuse is skipped; the fix is still written."""
    if not hasattr(os, "listxattr"):
        return
    try:
        names = os.listxattr(source)
    except OSError:
        return
    for name in names:
        with contextlib.suppress(OSError):  # ENOTSUP, EPERM (trusted.*, security.* as a user)
            os.setxattr(destination, name, os.getxattr(source, name))


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


# While files are being found, progress(0, found so far) every this many files: a large tree
# shows its count growing instead of a bar that sits at zero.
DISCOVERY_PROGRESS_STEP = 50


def _jobs(
    paths: Iterable[str | os.PathLike[str]],
    options: Options,
    force_exclude: bool = False,
    progress: Progress | None = None,
    notes: list[str] | None = None,
) -> tuple[list[tuple[Path, Settings]], list[str]]:
    forget_folders()  # folders resolved in an earlier run of this process may have moved
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
            for found in discover([path], settings.excluded, warn=warn, error=errors.append,
                                  respect_gitignore=settings.gitignore_on):
                # pre-commit names every file; --force-exclude keeps `exclude` in force for them
                if force_exclude and found.explicit and settings.excluded(found.path):
                    continue
                jobs.append((found.path, settings))
                if progress is not None and len(jobs) % DISCOVERY_PROGRESS_STEP == 0:
                    progress(0, len(jobs))
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
    layer: Layer | None = None,
    hints: bool = False,
    pedantic: bool | None = None,
) -> RunResult:
    """Check files and folders the way ``torchlint check`` does. Raises ConfigError.

    ``force_exclude``: apply ``exclude`` to files named explicitly too. ``progress(done,
    total)`` is called while files are found (``done`` 0, ``total`` growing), then before the
    first file is checked and after each one. ``jobs``: worker processes (default: every
    available core). ``cache_dir``: keep and reuse per-file results there (default: no
    cache); results are the same with or without it. ``layer``: the command line's exclude,
    per-file-ignores and ``KEY = VALUE`` overrides. ``hints``: also run the preview rules
    that are off, to fill ``RunResult.hints`` with how many findings they would add (their
    findings are not reported). ``pedantic``: also the findings of performance rules in code
    that runs once or in tests; without it, ``RunResult.hints`` counts them.
    """
    options = _options(select, ignore, extend_select, None, preview, config, layer, pedantic)
    notes: list[str] = []
    found, errors = _jobs(paths, options, force_exclude, progress, notes)
    run = _new_run(errors, options, found, paths)
    run.notes.extend(notes)
    items, hidden = [], []
    for path, settings in found:
        codes = _codes(settings, path)
        extra = _preview_codes(settings, path, codes) if hints else ()
        items.append((path, tuple(sorted(codes + extra)), runner.FixPolicy()))
        hidden.append(frozenset(extra))
    run.files = runner.run(items, jobs=jobs, cache_dir=cache_dir, progress=progress, notes=run.notes)
    if hints:
        count = sum(
            _hide(result, codes, settings.pedantic_on)
            for result, codes, (_, settings) in zip(run.files, hidden, found)
        )
        if count:
            run.hints.append(Hint(count, "--preview", "preview rules"))
    _show(run, found)
    _unused_noqa(run, found)
    return run


def _with_severity(diagnostic: Diagnostic, settings: Settings) -> Diagnostic:
    severity = settings.severity_of(diagnostic.code, diagnostic.severity)
    return diagnostic if severity == diagnostic.severity else dataclasses.replace(
        diagnostic, severity=severity)


def _unfixable(settings: Settings, codes: tuple[str, ...]) -> frozenset[str]:
    return frozenset(code for code in codes if not settings.fix_allowed(code))


def _unused_noqa(run: RunResult, found: Sequence[tuple[Path, Settings]]) -> None:
    """TL003 where it is named: each Python file with a torchlint `# noqa` is checked once
    more without its comments applied, and a comment's code that silences no finding of its
    row (of a rule that is on) is reported on the comment."""
    for result, (path, settings) in zip(run.files, found):
        if path.suffix != ".py" or not settings.unused_noqa_on(path):
            continue
        from torchlint import engine  # only where TL003 is named: a clean check needs no libcst

        try:
            text, _ = engine.decode(_read(path))
        except (OSError, engine.SourceError):
            continue
        if "noqa" not in text.lower():
            continue
        enabled = set(settings.codes_for(path))
        table = {row: codes for row, codes in engine.noqa_table(text, result.path, []).items()
                 if codes and any(c in enabled for c in codes)}
        if not table:
            continue
        previous = os.environ.get(engine.IGNORE_NOQA)
        os.environ[engine.IGNORE_NOQA] = "1"
        try:
            raw = filework.lint_text(path, result.path, text, tuple(sorted(enabled))).diagnostics
        finally:
            if previous is None:
                os.environ.pop(engine.IGNORE_NOQA, None)
            else:
                os.environ[engine.IGNORE_NOQA] = previous
        used: dict[int, set[str]] = {}
        for diagnostic in raw:
            used.setdefault(diagnostic.noqa_row or diagnostic.location.row, set()).add(diagnostic.code)
        index = engine.LineIndex(text)
        for row, codes in sorted(table.items()):
            unused = sorted(c for c in codes if c in enabled and c not in used.get(row, set()))
            if not unused:
                continue
            line = index.line(row)
            match = engine._NOQA.search(line)
            named = ", ".join(f"`{c}`" for c in unused)
            result.diagnostics.append(_with_severity(dataclasses.replace(engine._engine_diagnostic(
                "TL003", f"unused `noqa` directive (silences nothing on this line: {named})",
                result.path, row, (match.start() if match else 0) + 1), severity="warning"),
                settings))
            result.lines[row] = line
        result.diagnostics.sort(key=Diagnostic.sort_key)


def _show(run: RunResult, found: Sequence[tuple[Path, Settings]]) -> None:
    """Keep what each file's settings show: without --pedantic, the findings that their rules
    report by default; the others are counted in a hint. The fixes of rules that `fixable` /
    `unfixable` hold back are not offered (no `[*]`), as in Ruff."""
    count = 0
    for result, (path, settings) in zip(run.files, found):
        engine_codes = {d.code for d in result.diagnostics if d.code in ENGINE_CODES}
        dropped = {code for code in engine_codes if settings.ignores_engine_code(code, path)}
        if dropped:  # TL001/TL002 are on whatever is selected, off when ignored
            result.diagnostics = [d for d in result.diagnostics if d.code not in dropped]
        if settings.severities:
            result.diagnostics = [_with_severity(d, settings) for d in result.diagnostics]
        held = _unfixable(settings, tuple({d.code for d in result.diagnostics if d.fix}))
        if held:
            result.diagnostics = [dataclasses.replace(d, fix=None) if d.code in held else d
                                  for d in result.diagnostics]
        if settings.pedantic_on:
            continue
        shown = source.visible(result.diagnostics, False)
        count += len(result.diagnostics) - len(shown)
        result.diagnostics = shown
    if count:
        run.hints.append(Hint(count, "--pedantic", "one-off, test and unknown-value findings"))


def _new_run(errors: list[str], options: Options, found: list[tuple[Path, Settings]],
             paths: Iterable[str | os.PathLike[str]]) -> RunResult:
    run = RunResult(errors=errors)
    if found:
        settings = found[0][1]
    else:
        first = next(iter(paths), ".")
        settings = Resolver(options).for_path(Path(first)) if os.path.lexists(first) else None
    if settings is not None:
        run.notes = settings.selection_warnings()
        run.fail_on = settings.failing
        run.rules_enabled = bool(settings.codes())
    return run


def _preview_codes(settings: Settings, path: Path, codes: tuple[str, ...]) -> tuple[str, ...]:
    """The preview rules that `--preview` would add for this file (per-file ignores kept)."""
    if settings.preview_on:
        return ()
    return _added(_with_preview(settings).codes_for(path), codes)


@functools.lru_cache(maxsize=256)
def _added(every: tuple[str, ...], codes: tuple[str, ...]) -> tuple[str, ...]:
    """The codes of ``every`` not in ``codes`` (most files of a run ask the same question)."""
    return tuple(c for c in every if c not in codes)


@functools.lru_cache(maxsize=64)
def _with_preview(settings: Settings) -> Settings:
    """``settings.with_preview()``, made once per settings, not once per file."""
    return settings.with_preview()


def _hide(result: FileResult, codes: frozenset[str], pedantic: bool) -> int:
    """Drop the findings of the hint-only rules from ``result``; how many of them the run
    would show."""
    if not codes:
        return 0
    kept, count = [], 0
    for diagnostic in result.diagnostics:
        if diagnostic.code in codes:
            count += pedantic or diagnostic.pedantic is None
        elif diagnostic.code == "TL002" and any(f" {c}:" in diagnostic.message for c in codes):
            pass  # a hint-only rule failed: not the user's concern in this run
        else:
            kept.append(diagnostic)
    result.diagnostics = kept
    return count


def _codes(settings: Settings, path: Path) -> tuple[str, ...]:
    return settings.codes_for(path)


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
    layer: Layer | None = None,
    pedantic: bool | None = None,
) -> RunResult:
    """Fix files the way ``torchlint fix`` does (``diff=True``: compute diffs, write nothing).
    ``force_exclude``, ``progress``, ``jobs``, ``cache_dir`` and ``layer`` as for
    ``lint_paths``; a file whose cached findings offer no applicable fix is neither read nor
    parsed again."""
    options = _options(select, ignore, extend_select, unsafe_fixes, preview, config, layer, pedantic)
    notes: list[str] = []
    found, errors = _jobs(paths, options, force_exclude, progress, notes)
    run = _new_run(errors, options, found, paths)
    run.notes.extend(notes)
    items = [
        (path, codes, runner.FixPolicy(settings.fix_unsafe, settings.pedantic_on,
                                       _unfixable(settings, codes)))
        for path, settings in found for codes in (_codes(settings, path),)
    ]
    run.files = runner.run(
        items, fix=True, diff=diff, jobs=jobs, cache_dir=cache_dir, progress=progress,
        write=write_atomic, notes=run.notes,
    )
    _show(run, found)
    return run


def settings_for(
    path: str | os.PathLike[str] = ".",
    *,
    select: Sequence[str] | None = None,
    ignore: Sequence[str] | None = None,
    extend_select: Sequence[str] | None = None,
    unsafe_fixes: bool | None = None,
    preview: bool | None = None,
    config: str | None = None,
    layer: Layer | None = None,
    pedantic: bool | None = None,
) -> Settings:
    """The settings that apply to ``path`` (``torchlint check --show-settings``)."""
    options = _options(select, ignore, extend_select, unsafe_fixes, preview, config, layer, pedantic)
    return Resolver(options).for_path(Path(path))


def files_to_check(
    paths: Iterable[str | os.PathLike[str]] = (".",),
    *,
    config: str | None = None,
    force_exclude: bool = False,
    layer: Layer | None = None,
) -> tuple[list[Path], list[str]]:
    """The files a check of ``paths`` would read, and the paths that could not be walked
    (``torchlint check --show-files``)."""
    found, errors = _jobs(paths, _options(None, None, None, None, None, config, layer),
                          force_exclude)
    return [path for path, _ in found], errors


def notebook_rows(diagnostics: Iterable[Diagnostic]) -> dict[tuple[str, int, int], int]:
    """(filename, cell, row) -> the line of the .ipynb file that holds that row of the cell,
    for the findings in notebooks: for output formats that cannot name a cell (SARIF). A
    notebook that cannot be read again, or no longer holds that row, gets no entry."""
    from torchlint import notebook

    out: dict[tuple[str, int, int], int] = {}
    for filename in sorted({d.filename for d in diagnostics if d.cell is not None}):
        try:
            rows = notebook.file_rows(Path(filename).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError, AssertionError, IndexError):
            continue
        out.update({(filename, cell, row): line for (cell, row), line in rows.items()})
    return out


# -- standard input -------------------------------------------------------------------------
def _stdin_settings(filename: str | None, options: Options) -> tuple[Path, str, Settings]:
    path = Path(filename) if filename else Path("-")
    shown = display_path(path) if filename else "-"
    return path, shown, Resolver(options).for_path(path if filename else Path("."))


def _decode_stdin(data: bytes, shown: str) -> tuple[str, source.Encoding | None, FileResult | None]:
    try:
        text, encoding = source.decode(data)
    except source.SourceError as error:
        return "", None, filework.source_error(shown, error)
    return text, encoding, None


def lint_stdin(
    data: bytes,
    filename: str | None = None,
    *,
    select: Sequence[str] | None = None,
    ignore: Sequence[str] | None = None,
    extend_select: Sequence[str] | None = None,
    preview: bool | None = None,
    config: str | None = None,
    force_exclude: bool = False,
    layer: Layer | None = None,
    pedantic: bool | None = None,
) -> RunResult:
    """Check source read from standard input as if it were the file ``filename``
    (``--stdin-filename``): that file's configuration, per-file ignores and notebook-ness
    apply. With ``force_exclude``, an excluded ``filename`` is not checked."""
    options = _options(select, ignore, extend_select, None, preview, config, layer, pedantic)
    path, shown, settings = _stdin_settings(filename, options)
    run = RunResult(notes=settings.selection_warnings(), rules_enabled=bool(settings.codes()),
                    fail_on=settings.failing)
    if force_exclude and filename and settings.excluded(path):
        return run
    text, _, failed = _decode_stdin(data, shown)
    if failed is not None:
        run.files = [failed]
        _show(run, [(path, settings)])
        return run
    run.files = [filework.lint_text(path, shown, text, settings.codes_for(path), project=bool(filename))]
    _show(run, [(path, settings)])
    return run


def fix_stdin(
    data: bytes,
    filename: str | None = None,
    *,
    select: Sequence[str] | None = None,
    ignore: Sequence[str] | None = None,
    extend_select: Sequence[str] | None = None,
    unsafe_fixes: bool | None = None,
    preview: bool | None = None,
    config: str | None = None,
    diff: bool = False,
    force_exclude: bool = False,
    layer: Layer | None = None,
    pedantic: bool | None = None,
) -> tuple[RunResult, bytes]:
    """Fix source read from standard input; returns the run (the findings that remain) and
    the fixed bytes (``data`` itself when nothing changed). ``diff=True`` fills the file
    result's ``diff``. As ``lint_stdin`` for ``filename`` and ``force_exclude``."""
    options = _options(select, ignore, extend_select, unsafe_fixes, preview, config, layer)
    path, shown, settings = _stdin_settings(filename, options)
    run = RunResult(notes=settings.selection_warnings(), rules_enabled=bool(settings.codes()),
                    fail_on=settings.failing)
    if force_exclude and filename and settings.excluded(path):
        return run, data
    text, encoding, failed = _decode_stdin(data, shown)
    if failed is not None:
        run.files = [failed]
        _show(run, [(path, settings)])
        return run, data
    rules = settings.rules_for(path)
    context = filework.test_context(path) if filename else {}
    outcome = _checker(path).fix_text(
        text, shown, rules, unsafe_fixes=settings.fix_unsafe, pedantic=settings.pedantic_on, **context
    )
    result = FileResult(shown, outcome.remaining, outcome.lines, outcome.warnings, error=outcome.error)
    run.files = [result]
    _show(run, [(path, settings)])
    if outcome.error or not outcome.changed or encoding is None:
        return run, data
    result.fixed = outcome.applied
    if diff:
        result.diff = _diff(path, text, outcome.text, shown)
    from torchlint import engine

    return run, engine.encode(outcome.text, encoding)


# -- adopting torchlint on an existing code base ----------------------------------------------
def add_noqa(
    paths: Iterable[str | os.PathLike[str]] = (".",),
    *,
    select: Sequence[str] | None = None,
    ignore: Sequence[str] | None = None,
    extend_select: Sequence[str] | None = None,
    preview: bool | None = None,
    config: str | None = None,
    force_exclude: bool = False,
    layer: Layer | None = None,
    pedantic: bool | None = None,
) -> tuple[int, RunResult]:
    """Append ``# noqa: CODES`` to every line with a finding, so that the next check is clean
    and only new code is held to the rules (``torchlint check --add-noqa``). Codes join an
    existing ``# noqa: ...`` list; in a notebook, each cell's lines get theirs. Returns the
    number of comments added or extended, and the run whose findings they silence."""
    run = lint_paths(paths, select=select, ignore=ignore, extend_select=extend_select,
                     preview=preview, config=config, force_exclude=force_exclude, layer=layer,
                     pedantic=pedantic)
    by_file: dict[str, dict[int, set[str]]] = {}
    for diagnostic in run.diagnostics:
        if diagnostic.code in ENGINE_CODES:  # not the code's fault; noqa would hide it
            continue
        rows = by_file.setdefault(diagnostic.filename, {})
        row = diagnostic.noqa_row or diagnostic.location.row
        key = row if diagnostic.cell is None else (diagnostic.cell, row)  # a notebook's cell
        rows.setdefault(key, set()).add(diagnostic.code)
    added, errors, notes = add_noqa_rows(by_file)
    run.errors += errors
    run.notes += notes
    return added, run


def _noqa_refusals(found, where: str, part: str, errors: list[str],  # noqa: ANN001
                   notes: list[str]) -> bool:
    """Say which rows `--add-noqa` left alone (``where``: a file, or a notebook's cell) and
    whether the edit was refused whole (True: the result would not parse, nothing applies)."""
    for row in found.refused:
        notes.append(f"{where}:{row}: the line ends inside a string or after a backslash, "
                     "where a comment would change the code; no noqa added")
    if found.unparsable:
        errors.append(f"cannot add noqa to {where}: the result would not parse; "
                      f"{part} left unchanged")
    return found.unparsable


def _add_noqa_to_cells(path: Path, shown: str, rows: dict, errors: list[str],
                       notes: list[str]) -> int:
    """`--add-noqa` in a notebook: each cell's rows (keys ``(cell number, row)``) get their
    comment in the cell's own source, through the same edits as a file's (IPython lines
    masked for the parse check), and the notebook's JSON is rewritten with only those cell
    sources changed, through the one write path. How many comments were added."""
    from torchlint import noqa, notebook

    try:
        data = _read(path)
        text = data.decode("utf-8")
        cells = {cell.number: cell for cell in notebook.read(text).cells}
    except (OSError, UnicodeDecodeError, notebook.NotebookError) as error:
        errors.append(f"cannot add noqa to {shown}: {getattr(error, 'strerror', None) or error}")
        return 0
    by_cell: dict[int, dict[int, set[str]]] = {}
    for key, codes in rows.items():
        if isinstance(key, tuple):
            by_cell.setdefault(key[0], {})[key[1]] = codes
    sources: dict[int, str] = {}
    added = 0
    for number, cell_rows in sorted(by_cell.items()):
        cell = cells.get(number)
        if cell is None:
            continue
        found = noqa.noqa_edits(cell.source, shown, cell_rows,
                                python=lambda t: notebook.mask(t).masked)
        if _noqa_refusals(found, f"{shown}:cell {number}", "cell", errors, notes):
            continue
        if found.edits:
            sources[cell.index] = noqa.apply(cell.source, found.edits)
            added += len(found.edits)
    if not sources:
        return 0
    refused = filework.write_refused(path, shown, notebook.write(text, sources).encode("utf-8"),
                                     data, write_atomic, "no noqa added")
    if refused is not None:
        errors.append(refused)
        return 0
    return added


def add_noqa_rows(by_file: dict[str, dict[int, set[str]]]) -> tuple[int, list[str], list[str]]:
    """Append ``# noqa: CODES`` to the given rows of each file (``{file: {row: {codes}}}``):
    what ``add_noqa`` does for every finding, and ``verify --add-noqa-slower`` for the
    findings that measured slower or no different, through the one write path of every
    command that edits files. Returns the count of comments added or extended, the errors,
    and notes."""
    from torchlint import engine, noqa

    added = 0
    errors: list[str] = []
    notes: list[str] = []
    for shown, rows in by_file.items():
        path = Path(shown)
        if path.suffix == ".ipynb":
            added += _add_noqa_to_cells(path, shown, rows, errors, notes)
            continue
        try:
            data = _read(path)
            text, encoding = engine.decode(data)
        except (OSError, engine.SourceError) as error:
            errors.append(f"cannot add noqa to {shown}: {getattr(error, 'strerror', None) or error}")
            continue
        found = noqa.noqa_edits(text, shown, rows)
        if _noqa_refusals(found, shown, "file", errors, notes):
            continue
        if not found.edits:
            continue
        new_data = engine.encode(noqa.apply(text, found.edits), encoding)
        refused = filework.write_refused(path, shown, new_data, data, write_atomic, "no noqa added")
        if refused is not None:
            errors.append(refused)
            continue
        added += len(found.edits)
    return added, errors, notes


