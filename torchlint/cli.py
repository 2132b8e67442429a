"""The ``torchlint`` command: parses options, calls ``torchlint.api``, prints results.

Exit codes, as in Ruff: 0 nothing found, 1 findings remain, 2 usage, configuration or internal
error. No traceback reaches the user (set TORCHLINT_DEBUG=1 to see one).
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from typing import Any, Callable, Iterator

import click

from torchlint import __version__

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2

# Commands that live in their own modules, imported only when used so that `check` never
# pays for the verifier (or torch).
_LAZY = {
    "bench": ("torchlint.verify.commands", "bench"),
    "verify": ("torchlint.verify.commands", "verify"),
    "profile": ("torchlint.profile.commands", "profile"),
    "server": ("torchlint.server", "server"),
}


class _Group(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted([*super().list_commands(ctx), *self._available_lazy()])

    def _available_lazy(self) -> list[str]:
        import importlib.util

        names = []
        for name, (module, _) in _LAZY.items():
            try:
                if importlib.util.find_spec(module) is not None:
                    names.append(name)
            except ModuleNotFoundError:
                pass
        return names

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        command = super().get_command(ctx, name)
        if command is not None or name not in _LAZY:
            return command
        import importlib

        module, attribute = _LAZY[name]
        try:
            return getattr(importlib.import_module(module), attribute)
        except (ImportError, AttributeError):
            return None

    def invoke(self, ctx: click.Context) -> Any:
        _check_streams()
        previous = _terminate_as_interrupt()
        try:
            return super().invoke(ctx)
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except KeyboardInterrupt:
            click.echo("error: interrupted", err=True)
            sys.exit(EXIT_ERROR)
        except Exception as error:  # the promise: no traceback reaches the user
            if os.environ.get("TORCHLINT_DEBUG"):
                raise
            _exit_on(error)
        finally:
            for sig, handler in (previous or {}).items():
                if handler is not None:  # None: installed outside Python, cannot be restored
                    signal.signal(sig, handler)


def _exit_on(error: Exception) -> None:
    """One line for what went wrong, and the exit code: the machine's own failures (a
    closed or full output, a folder that vanished) are said as such, not as torchlint's."""
    if isinstance(error, BrokenPipeError):
        # The reader went away (`| head`): stop quietly, as `yes | head` does, with the
        # status a process killed by SIGPIPE has; nothing more can be written there.
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(128 + signal.SIGPIPE)
    if isinstance(error, OSError) and error.strerror:
        where = f"{error.filename}: " if error.filename else "cannot write the output: "
        _say_and_exit(f"error: {where}{error.strerror}")
    _say_and_exit(f"error: internal error: {type(error).__name__}: {error}")


def _say_and_exit(message: str) -> None:
    with contextlib.suppress(OSError, ValueError, AttributeError):
        click.echo(message, err=True)
    sys.exit(EXIT_ERROR)


def _check_streams() -> None:
    """A closed standard output or a vanished working folder: one line, exit 2, before any
    work whose results could not be shown or whose relative paths mean nothing."""
    if sys.stdout is None:
        _say_and_exit("error: standard output is closed: there is nowhere to report to")
    try:
        os.getcwd()
    except FileNotFoundError:
        _say_and_exit("error: the current working folder no longer exists: cd to an existing "
                      "one")


_HANDLER_PID: list[int] = []


def _interrupt(signum: int, frame: Any) -> None:
    if _HANDLER_PID and os.getpid() != _HANDLER_PID[-1]:
        # A forked worker (which writes nothing): die quietly, as SIGTERM would, rather than
        # print a KeyboardInterrupt traceback; the main process reports the interruption.
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)
    raise KeyboardInterrupt


def _terminate_as_interrupt() -> Any:
    """SIGTERM (timeout, CI cancelling a job) unwinds like Ctrl-C, so that a fix being written
    removes its temporary file instead of leaving it behind; both leave forked workers quietly.
    Returns the previous handlers."""
    try:
        previous = {sig: signal.signal(sig, _interrupt) for sig in (signal.SIGTERM, signal.SIGINT)}
    except ValueError:  # not the main thread: leave signals alone
        return None
    _HANDLER_PID.append(os.getpid())
    return previous


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="torchlint")
def main() -> None:
    """A static linter for PyTorch performance anti-patterns."""


def _split(values: tuple[str, ...]) -> list[str]:
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


def selection_options(function: Callable) -> Callable:
    options = [
        click.argument("paths", nargs=-1, type=click.Path(path_type=str)),
        click.option("--select", multiple=True, metavar="CODES",
                     help="Rules to enable (codes, prefixes such as TL1, or ALL), replacing the default set."),
        click.option("--ignore", multiple=True, metavar="CODES", help="Rules to disable."),
        click.option("--extend-select", multiple=True, metavar="CODES",
                     help="Rules to enable in addition to those selected."),
        click.option("--extend-ignore", multiple=True, metavar="CODES",
                     help="Rules to disable in addition to those ignored (the same as --ignore)."),
        click.option("--preview/--no-preview", default=None,
                     help="Let prefixes and ALL select preview rules (below the precision bar "
                          "on real code)."),
        click.option("--pedantic/--no-pedantic", default=None,
                     help="Report every occurrence: also performance findings in code that runs "
                          "once or in tests (default: only hot paths and known-large costs)."),
        click.option("--config", "config", multiple=True, metavar="FILE | KEY=VALUE",
                     help="Use this configuration file (pyproject.toml or torchlint.toml) instead "
                          "of discovering one, or override one setting with a TOML line such "
                          "as `preview = true` (repeatable)."),
        click.option("--exclude", multiple=True, metavar="PATTERNS",
                     help="Files and folders to skip, replacing `exclude` from the configuration."),
        click.option("--extend-exclude", multiple=True, metavar="PATTERNS",
                     help="Files and folders to skip in addition to `exclude`."),
        click.option("--per-file-ignores", multiple=True, metavar="PATTERN:CODES",
                     help="Rules to disable in files matching a pattern (`tests/*:TL4`), "
                          "replacing `per-file-ignores` from the configuration (repeatable)."),
        click.option("--extend-per-file-ignores", multiple=True, metavar="PATTERN:CODES",
                     help="Like --per-file-ignores, in addition to the configured ones."),
        click.option("--respect-gitignore/--no-respect-gitignore", default=None,
                     help="Skip files git ignores while walking folders (default: on, or "
                          "`respect-gitignore` from the configuration)."),
        click.option("--fail-on", type=click.Choice(["error", "warning", "info"]), default=None,
                     help="The least serious finding that makes the run exit 1 (default: any; "
                          "`error` fails on bugs only, as `fail-on` in the configuration)."),
        click.option("--fixable", multiple=True, metavar="CODES",
                     help="Rules whose fixes may apply (default ALL), replacing `fixable`."),
        click.option("--extend-fixable", multiple=True, metavar="CODES",
                     help="Rules to add to `fixable`."),
        click.option("--unfixable", multiple=True, metavar="CODES",
                     help="Rules whose fixes never apply (reported without [*])."),
        click.option("--stdin-filename", metavar="PATH", default=None,
                     help="With `-` as the path: the name of the file read from standard input, "
                          "for configuration, per-file ignores and messages."),
        click.option("--output-format", type=click.Choice(sorted([*_formats(), "full"])),
                     default="text", show_default=True, envvar="TORCHLINT_OUTPUT_FORMAT",
                     help="How to print findings (`full` is Ruff's name for `text`; default "
                          "from TORCHLINT_OUTPUT_FORMAT when set)."),
        click.option("--output-file", "-o", type=click.Path(dir_okay=False), default=None,
                     help="Write the findings to this file instead of standard output."),
        click.option("--color", type=click.Choice(["auto", "always", "never"]), default="auto",
                     show_default=True,
                     help="Colour the text formats: auto means when stdout is a terminal and "
                          "NO_COLOR is not set."),
        click.option("--quiet", "-q", is_flag=True, help="Print findings only, no summary."),
        click.option("--silent", "-s", is_flag=True,
                     help="Print nothing but errors; the exit code still tells (as Ruff's -s)."),
        click.option("--statistics", is_flag=True, help="Print the number of findings per rule."),
        click.option("--force-exclude", is_flag=True,
                     help="Apply `exclude` to files named on the command line too (for pre-commit)."),
        click.option("--show-files", is_flag=True,
                     help="List the files that would be checked, then exit."),
        click.option("--show-settings", is_flag=True,
                     help="Print the settings that apply to the first path, then exit."),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def speed_options(function: Callable) -> Callable:
    options = [
        click.option("--jobs", "-j", type=click.IntRange(min=1), default=None, metavar="N",
                     help="Worker processes (default: every available core)."),
        click.option("--cache-dir", type=click.Path(file_okay=False), default=None,
                     help="Where to keep the result cache (default: TORCHLINT_CACHE_DIR, else "
                          "`cache-dir` from the configuration, else .torchlint_cache)."),
        click.option("--no-cache", "-n", is_flag=True,
                     help="Neither read nor write the result cache."),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def _cache_dir(paths: tuple[str, ...], config: str | None, cache_dir: str | None,
               no_cache: bool) -> str | None:
    from torchlint import cache

    return None if no_cache else str(cache.run_dir(paths, config, cache_dir))


def _formats() -> list[str]:
    from torchlint.output import FORMATS

    return list(FORMATS)


def _fail(message: str) -> None:
    click.echo(f"error: {message}", err=True)
    sys.exit(EXIT_ERROR)


def _print_errors(run: Any, stdin: bool = False, silent: bool = False) -> None:
    # No file and no error: a typo'd folder or a wrong --exclude (for standard input, a
    # --stdin-filename that --force-exclude excludes, which is what pre-commit-style callers want).
    if not run.files and not run.errors and run.rules_enabled and not stdin and not silent:
        click.echo("warning: No Python files found under the given paths", err=True)
    for warning in run.warnings if not silent else ():
        click.echo(f"warning: {warning}", err=True)
    for error in run.all_errors:
        click.echo(f"error: {error}", err=True)


class _Run:
    """What `check` and `fix` were asked to do, parsed once from their options."""

    def __init__(self, options: dict[str, Any], mode: str) -> None:
        self.mode = mode
        self.options = options
        self.paths: tuple[str, ...] = options["paths"]
        self.stdin = self.paths == ("-",) or (not self.paths and bool(options["stdin_filename"]))
        if "-" in self.paths and self.paths != ("-",):
            _fail("`-` (standard input) cannot be combined with other paths")
        if options["stdin_filename"] and not self.stdin:
            _fail("--stdin-filename needs `-` as the only path")
        self.config, overrides = _config_values(options["config"])
        if options["output_format"] == "full":  # Ruff's name for the default
            options["output_format"] = "text"
        from torchlint import api

        self.layer = api.Layer(
            exclude=_split(options["exclude"]) if options["exclude"] else None,
            extend_exclude=_split(options["extend_exclude"]),
            per_file_ignores=_per_file(options["per_file_ignores"], "--per-file-ignores"),
            extend_per_file_ignores=_per_file(options["extend_per_file_ignores"],
                                              "--extend-per-file-ignores"),
            overrides=overrides,
            respect_gitignore=options["respect_gitignore"],
            fixable=_split(options["fixable"]) if options["fixable"] else None,
            extend_fixable=_split(options["extend_fixable"]),
            unfixable=_split(options["unfixable"]),
            fail_on=options["fail_on"],
        )
        self.selection = {
            "select": _split(options["select"]) if options["select"] else None,
            "ignore": _split(options["ignore"]) + _split(options["extend_ignore"]),
            "extend_select": _split(options["extend_select"]),
            "preview": options["preview"],
            "pedantic": options["pedantic"],
            "config": self.config,
            "layer": self.layer,
        }
        self.color = _color(options["color"])

    def cache(self) -> str | None:
        from torchlint.config import parse_override

        options = self.options
        option = options["cache_dir"]
        for text in self.layer.overrides:  # --config 'cache-dir = "..."' (relative to here)
            key, value = parse_override(text)
            if key == "cache-dir" and not option:
                option = value
        return _cache_dir(self.paths, self.config, option, options["no_cache"])

    def unsafe(self, given: bool | None) -> bool:
        return given if given is not None else _configured_unsafe(self.paths, self.config)


def _per_file(values: tuple[str, ...], option: str) -> dict[str, list[str]] | None:
    """`PATTERN:CODES` values (repeatable) as a table; None when none was given."""
    table: dict[str, list[str]] | None = None
    for value in values:
        pattern, colon, codes = value.rpartition(":")
        if not colon or not pattern or not codes.strip():
            _fail(f"{option} {value!r}: expected PATTERN:CODES, e.g. `tests/*:TL4`")
        table = table or {}
        table.setdefault(pattern, []).extend(_split((codes,)))
    return table


def _config_values(values: tuple[str, ...]) -> tuple[str | None, list[str]]:
    """`--config FILE` or `--config KEY=VALUE`, as Ruff tells them apart: a value with `=`
    that is not an existing file is a setting."""
    files = [v for v in values if "=" not in v or os.path.isfile(v)]
    if len(files) > 1:
        _fail("--config: give at most one configuration file")
    return (files[0] if files else None), [v for v in values if v not in files]


def _color(choice: str) -> bool:
    if choice != "auto":
        return choice == "always"
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    return sys.stdout.isatty()


def _print_report(run: Any, *, output_format: str, unsafe: bool, quiet: bool,
                  statistics: bool, mode: str, color: bool = False, show_fixes: bool = False,
                  err: bool = False, output_file: str | None = None,
                  silent: bool = False) -> None:
    from torchlint.output import OutputReport, renderer

    if silent:
        return
    color = color and output_file is None
    lines = {(f.path, row): text for f in run.files for row, text in f.lines.items()}
    rules: list = []
    if output_format == "sarif":  # only SARIF lists the rules (metadata imports every one)
        from torchlint import metadata

        rules = metadata.all_codes()
    report = OutputReport(
        diagnostics=run.diagnostics, lines=lines, unsafe_fixes=unsafe,
        fixed=len(run.fixed), mode=mode, quiet=quiet, color=color,
        checked=run.rules_enabled and not run.all_errors,
        hints=[(h.count, h.flag, f"{h.what} are off") for h in run.hints],
        fixed_diagnostics=run.fixed, show_fixes=show_fixes,
        rules=rules,
    )
    if output_format in ("sarif", "github", "gitlab", "junit"):  # formats that name file lines
        from torchlint import api

        report.notebook_rows = api.notebook_rows(report.diagnostics)
    if statistics:
        _emit(_statistics(report, output_format), err=err, color=False, output_file=output_file)
        return
    out = renderer(output_format)(report)
    if quiet and output_format in ("text", "concise") and not report.diagnostics:
        out = ""
    _emit(out, err=err, color=color, output_file=output_file)


def _emit(text: str, *, err: bool, color: bool, output_file: str | None) -> None:
    """The report on standard output (or stderr), or into ``-o FILE`` (created or replaced,
    also when empty: a CI step that uploads it finds it)."""
    if output_file is None:
        if text:
            click.echo(text, nl=False, err=err, color=color)
        return
    try:
        with open(output_file, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as error:
        _fail(f"--output-file {output_file}: {error.strerror}")


def _statistics(report: Any, output_format: str) -> str:
    """Findings per rule, as Ruff's --statistics: count, code, `[*]` when every finding of the
    rule has a fix that applies (`[-]` when some do), name; JSON adds `fixable_count`. The
    text ends with the usual summary."""
    from torchlint.output.summary import summary

    counts: dict[str, list] = {}
    for diagnostic in report.diagnostics:
        counts.setdefault(diagnostic.code, []).append(diagnostic)
    rows = []
    for code, found in sorted(counts.items(), key=lambda item: (-len(item[1]), item[0])):
        fixable = sum(1 for d in found if d.fix is not None and d.fix.applies(report.unsafe_fixes))
        rows.append({"code": code, "name": found[0].name, "count": len(found),
                     "fixable": fixable == len(found), "fixable_count": fixable})
    if output_format == "json":
        import json

        return json.dumps(rows, indent=2) + "\n"
    marks = {True: "[*] ", False: "    "}
    table = "".join(
        f"{row['count']:>5}\t{row['code']}\t"
        f"{marks[row['fixable']] if row['fixable'] or not row['fixable_count'] else '[-] '}"
        f"{row['name']}\n" for row in rows)
    return table if report.quiet or not rows else table + "\n" + summary(report)


def _finish(run: Any, findings: bool, exit_zero: bool, stdin: bool = False,
            silent: bool = False, fixed_exit: bool = False) -> None:
    """Errors and warnings on stderr, then the exit code: 2 for an error, 1 for findings
    (0 with --exit-zero), and 1 when --exit-non-zero-on-fix (``fixed_exit``) and a fix was
    applied, even with --exit-zero, as in Ruff."""
    _print_errors(run, stdin, silent)
    if run.all_errors:
        sys.exit(EXIT_ERROR)
    if fixed_exit and run.fixed:
        sys.exit(EXIT_FINDINGS)
    sys.exit(EXIT_FINDINGS if findings and not exit_zero else EXIT_CLEAN)


def _show(run: _Run) -> bool:
    """--show-files and --show-settings: print, and say whether the command is done."""
    from torchlint import api

    options = run.options
    if options["show_settings"]:
        first = options["stdin_filename"] or (run.paths[0] if run.paths and run.paths != ("-",) else ".")
        settings = api.settings_for(first, unsafe_fixes=options.get("unsafe_fixes"),
                                    **run.selection)
        click.echo(f"Settings for {first}\n" + settings.describe(), nl=False)
        return True
    if options["show_files"]:
        files, errors = api.files_to_check(run.paths or (".",), config=run.config,
                                           force_exclude=options["force_exclude"],
                                           layer=run.layer)
        for path in sorted(api.display_path(p) for p in files):
            click.echo(path)
        for error in errors:
            click.echo(f"error: {error}", err=True)
        sys.exit(EXIT_ERROR if errors else EXIT_CLEAN)
    return False


@main.command()
@selection_options
@speed_options
@click.option("--fix/--no-fix", "apply_fixes", default=False,
              help="Apply fixes, as `torchlint fix` does.")
@click.option("--unsafe-fixes/--no-unsafe-fixes", "unsafe_fixes", default=None,
              help="Count unsafe fixes as fixable in the output; with --fix, apply them too.")
@click.option("--diff", is_flag=True,
              help="Print the fixes as a unified diff; write nothing (implies --fix).")
@click.option("--show-fixes", is_flag=True, help="With --fix, list the fixes applied per file.")
@click.option("--add-noqa", is_flag=True,
              help="Append `# noqa: CODES` to every line with a finding, to adopt torchlint on "
                   "an existing code base.")
@click.option("--ignore-noqa", is_flag=True,
              help="Report findings on lines with a `# noqa` comment too (a file-wide "
                   "`# torchlint: noqa` still skips its file); runs without the cache.")
@click.option("--fix-only", is_flag=True,
              help="Apply fixes, but neither report nor fail on the findings that remain "
                   "(implies --fix).")
@click.option("--exit-zero", "-e", is_flag=True, help="Exit 0 even when there are findings.")
@click.option("--exit-non-zero-on-fix", is_flag=True,
              help="Exit 1 when any file was fixed, even when no finding remains.")
@click.option("--watch", "-w", is_flag=True,
              help="Check again whenever a file changes (Ctrl-C ends it).")
def check(**options: Any) -> None:
    """Report PyTorch performance anti-patterns in PATHS (default: the current folder; `-`:
    standard input)."""
    from torchlint import api

    run = _Run(options, "check")
    if options["watch"] and (run.stdin or options["apply_fixes"] or options["diff"]
                             or options["fix_only"] or options["add_noqa"]):
        _fail("--watch only checks: it cannot read standard input, fix or add noqa")
    try:
        if _show(run):
            return
        if options["apply_fixes"] or options["diff"] or options["fix_only"]:
            _fix(run)
            return
        if options["add_noqa"]:
            _add_noqa(run)
            return
        if options["ignore_noqa"]:
            from torchlint.engine import IGNORE_NOQA

            os.environ[IGNORE_NOQA] = "1"  # the workers inherit it
            options["no_cache"] = True
        if options["watch"]:
            _watch(run)
            return
        result = _lint(run)
    except api.ConfigError as error:
        _fail(str(error))
        return
    _report_check(run, result)
    _finish(result, bool(result.failing), options["exit_zero"], run.stdin, options["silent"])


def _lint(run: _Run) -> Any:
    from torchlint import api

    options = run.options
    if run.stdin:
        data = sys.stdin.buffer.read()
        return api.lint_stdin(data, options["stdin_filename"],
                              force_exclude=options["force_exclude"], **run.selection)
    with _progress_bar("Checking", options["quiet"] or options["silent"]) as progress:
        return api.lint_paths(
            run.paths or (".",), force_exclude=options["force_exclude"],
            progress=progress, jobs=options["jobs"], cache_dir=run.cache(), hints=True,
            **run.selection,
        )


def _report_check(run: _Run, result: Any) -> None:
    options = run.options
    _print_report(result, output_format=options["output_format"],
                  unsafe=run.unsafe(options["unsafe_fixes"]), quiet=options["quiet"],
                  statistics=options["statistics"], mode="check", color=run.color,
                  output_file=options["output_file"], silent=options["silent"])


# How often --watch looks at the files again (seconds).
WATCH_INTERVAL = 0.5


def _watch(run: _Run) -> None:
    """Ruff's --watch: check, then check again whenever a checked file, a new file or a
    configuration file changes, until interrupted (exit 0). Files are compared by
    modification time and size, polled (no file-watching library needed)."""
    import time

    from torchlint import api

    def state() -> dict[str, tuple[int, int]]:
        files, _ = api.files_to_check(run.paths or (".",), config=run.config,
                                      force_exclude=run.options["force_exclude"], layer=run.layer)
        seen = {}
        for path in [*files, *_config_files(run)]:
            try:
                info = os.stat(path)
            except OSError:
                continue
            seen[str(path)] = (info.st_mtime_ns, info.st_size)
        return seen

    try:
        while True:
            before = state()
            stamp = time.strftime("%H:%M:%S")
            click.echo(f"[{stamp}] Checking {len(before)} file(s); watching for changes...",
                       err=True)
            result = _lint(run)
            _report_check(run, result)
            _print_errors(result, silent=run.options["silent"])
            while state() == before:
                time.sleep(WATCH_INTERVAL)
            click.echo("File change detected...", err=True)
    except KeyboardInterrupt:
        sys.exit(EXIT_CLEAN)


def _config_files(run: _Run) -> list[str]:
    """The configuration files that could apply to the watched paths: a change to one
    changes what is checked."""
    from torchlint.config import CONFIG_FILES

    found = [run.config] if run.config else []
    for path in run.paths or (".",):
        folder = os.path.abspath(path if os.path.isdir(path) else os.path.dirname(path) or ".")
        while True:
            found += [os.path.join(folder, n) for n in (*CONFIG_FILES, "pyproject.toml")]
            parent = os.path.dirname(folder)
            if parent == folder:
                break
            folder = parent
    return found


def _add_noqa(run: _Run) -> None:
    from torchlint import api

    if run.stdin:
        _fail("--add-noqa edits files; it cannot read standard input")
    added, result = api.add_noqa(run.paths or (".",), force_exclude=run.options["force_exclude"],
                                 **run.selection)
    if not run.options["silent"]:
        click.echo(f"Added {added} noqa directive{'' if added == 1 else 's'}.", err=True)
    _finish(result, False, True, silent=run.options["silent"])


def _fix(run: _Run) -> None:
    """`torchlint fix` and `torchlint check --fix`."""
    from torchlint import api

    options = run.options
    diff = options["diff"]
    given = options["unsafe_fixes"]
    try:
        if run.stdin:
            data = sys.stdin.buffer.read()
            result, fixed = api.fix_stdin(data, options["stdin_filename"], unsafe_fixes=given,
                                          diff=diff, force_exclude=options["force_exclude"],
                                          **run.selection)
        else:
            with _progress_bar("Fixing", options["quiet"]) as progress:
                result = api.fix_paths(
                    run.paths or (".",), unsafe_fixes=given, diff=diff,
                    force_exclude=options["force_exclude"], progress=progress,
                    jobs=options["jobs"], cache_dir=run.cache(), **run.selection,
                )
    except api.ConfigError as error:
        _fail(str(error))
        return
    silent = options["silent"]
    fixed_exit = options.get("exit_non_zero_on_fix", False)
    if diff:
        diffs = [f.diff for f in result.files if f.diff]
        if not silent:
            click.echo("".join(diffs), nl=False)
        if not options["quiet"] and not silent:
            from torchlint.output.summary import counted

            click.echo(f"Would fix {counted(result.fixed)}.", err=True)
        _finish(result, bool(diffs), options["exit_zero"], run.stdin, silent)
    if run.stdin:
        # The fixed source is the output, as formatters and editors expect; the report of
        # what remains goes to stderr.
        sys.stdout.buffer.write(fixed)
        sys.stdout.flush()
    if options.get("fix_only"):
        # Ruff's --fix-only: what was fixed is said, what remains is neither shown nor
        # counted against the exit code.
        if not options["quiet"] and not silent:
            from torchlint.output.summary import counted

            click.echo(f"Fixed {counted(result.fixed)}.", err=True)
        _finish(result, False, True, run.stdin, silent, fixed_exit)
    _print_report(result, output_format=options["output_format"], unsafe=run.unsafe(given),
                  quiet=options["quiet"], statistics=options["statistics"], mode="fix",
                  color=run.color and not run.stdin, show_fixes=options["show_fixes"],
                  err=run.stdin, output_file=options["output_file"], silent=silent)
    _finish(result, bool(result.failing), options["exit_zero"], run.stdin, silent, fixed_exit)


# Fewer files than this finish before a bar is worth drawing.
PROGRESS_MIN_FILES = 10
# The bar is redrawn at most this often (seconds): drawing every file would cost more than
# checking a small one.
PROGRESS_REFRESH = 0.1
# The time left is shown once this share of the files is done or this many seconds passed,
# and from then on is the average rate since the start (rich's own estimate follows the
# speed of the last few seconds, which the workers' start-up makes ten times too slow).
ESTIMATE_AFTER_SHARE = 0.05
ESTIMATE_AFTER_SECONDS = 5.0


@contextlib.contextmanager
def _progress_bar(verb: str, quiet: bool) -> Iterator[Callable[[int, int], None] | None]:
    """A progress callback for ``api.lint_paths`` that draws a bar on stderr, or None.

    Only for a person watching: stderr must be a terminal and --quiet off; pipes, files and
    CI logs get nothing extra. rich is imported only then, so a plain run never pays for it.
    The bar appears as soon as enough files have been found (it counts them while the tree
    is walked), shows files done, the rate and the time left, and is transient: it
    disappears when the run ends, leaving the output as it would be. It is redrawn from the
    callback, never from a thread of its own: worker processes are forked mid-run, and a
    fork while another thread holds a lock can hang the child.
    """
    if quiet or not sys.stderr.isatty():
        yield None
        return
    import time

    state: dict[str, Any] = {"drawn": 0.0}

    def update(done: int, total: int) -> None:
        if total < PROGRESS_MIN_FILES:
            return
        if "bar" not in state:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                ProgressColumn,
                TextColumn,
            )
            from rich.text import Text

            class Rate(ProgressColumn):
                def render(self, task: Any) -> Text:
                    speed = task.finished_speed or task.speed
                    return Text(f"{speed:,.0f} files/s" if speed else "", style="progress.data.speed")

            class Left(ProgressColumn):
                def render(self, task: Any) -> Text:
                    left = time_left(int(task.completed), int(task.total or 0), task.elapsed or 0.0)
                    return Text(left or "estimating", style="progress.remaining")

            bar = Progress(TextColumn(verb), BarColumn(), MofNCompleteColumn(),
                           TextColumn("files"), Rate(), Left(), console=Console(stderr=True),
                           transient=True, auto_refresh=False)
            bar.start()
            state["bar"], state["task"] = bar, bar.add_task(verb, total=total)
        bar = state["bar"]
        bar.update(state["task"], completed=done, total=total)
        now = time.monotonic()
        if now - state["drawn"] >= PROGRESS_REFRESH or done == total:
            state["drawn"] = now
            bar.refresh()

    try:
        yield update
    finally:
        if "bar" in state:
            state["bar"].stop()


def time_left(done: int, total: int, elapsed: float) -> str | None:
    """The progress bar's time left, once the rate means something: the first files pay for
    the workers' start and the first imports (rich's own estimate, from the last seconds'
    speed, once said 16 minutes for a 97-second run), so nothing is promised before
    ESTIMATE_AFTER_SHARE of the files or ESTIMATE_AFTER_SECONDS; then the average rate since
    the start. None: not yet."""
    if not done or not total or (done / total < ESTIMATE_AFTER_SHARE
                                 and elapsed < ESTIMATE_AFTER_SECONDS):
        return None
    minutes, seconds = divmod(int(elapsed * (total - done) / done + 0.5), 60)
    return f"{minutes}:{seconds:02d} left"


def _configured_unsafe(paths: tuple[str, ...], config: str | None) -> bool:
    from pathlib import Path

    from torchlint.config import Options, Resolver

    first = paths[0] if paths and paths[0] != "-" else "."
    try:
        return Resolver(Options(config=config)).for_path(Path(first)).unsafe_fixes
    except Exception:  # noqa: BLE001 - only decides how [*] is shown
        return False


@main.command()
@selection_options
@speed_options
@click.option("--unsafe-fixes/--no-unsafe-fixes", "unsafe_fixes", default=None,
              help="Also apply fixes that may change results or behaviour.")
@click.option("--diff", is_flag=True, help="Print the changes as a unified diff; write nothing.")
@click.option("--show-fixes", is_flag=True, help="List the fixes applied per file.")
@click.option("--exit-zero", "-e", is_flag=True, help="Exit 0 even when findings remain.")
@click.option("--exit-non-zero-on-fix", is_flag=True,
              help="Exit 1 when any file was fixed, even when no finding remains.")
def fix(**options: Any) -> None:
    """Apply fixes to PATHS (safe ones; unsafe ones too with --unsafe-fixes). With `-`, read
    standard input and write the fixed source to standard output."""
    from torchlint import api

    run = _Run(options, "fix")
    try:
        if _show(run):
            return
    except api.ConfigError as error:
        _fail(str(error))
    _fix(run)


@main.command()
@click.argument("code", required=False)
@click.option("--all", "show_all", is_flag=True, help="List every rule.")
@click.option("--output-format", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="A table or page, or JSON for scripts.")
def rule(code: str | None, show_all: bool, output_format: str) -> None:
    """Print the documentation of rule CODE, or list every rule with --all."""
    from torchlint import metadata, registry, rulepages

    if code is not None and show_all:
        _fail("give either a rule code or --all, not both")
    found = registry.rule_by_code(code) if code is not None else None
    engine = rulepages.engine_page(code) if code is not None and found is None else None
    if code is not None and found is None and engine is None:
        _fail(f"unknown rule code {code!r} (see `torchlint rule --all`)")
    if engine is not None and output_format != "json":
        click.echo(engine, nl=False)
        return
    if output_format == "json":
        import json

        every = metadata.all_codes(profile=True)
        infos = [i for i in every if i.code == code.upper()] if code is not None else every
        rows = [{"code": i.code, "name": i.name, "summary": i.summary, "fix": i.fix,
                 "preview": i.preview, "default": i.default, "url": i.url, "explanation": i.documentation}
                for i in infos]
        click.echo(json.dumps(rows[0] if code is not None else rows, indent=2))
        return
    click.echo(rulepages.rule_page(found) if found else rulepages.rule_table(), nl=False)


if __name__ == "__main__":  # pragma: no cover
    main()
