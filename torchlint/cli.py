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
            click.echo(f"error: internal error: {type(error).__name__}: {error}", err=True)
            sys.exit(EXIT_ERROR)
        finally:
            for sig, handler in (previous or {}).items():
                if handler is not None:  # None: installed outside Python, cannot be restored
                    signal.signal(sig, handler)


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
        click.option("--preview/--no-preview", default=None,
                     help="Enable preview rules (below the precision bar on real code)."),
        click.option("--pedantic/--no-pedantic", default=None,
                     help="Report every occurrence: also performance findings in code that runs "
                          "once or in tests (default: only hot paths and known-large costs)."),
        click.option("--config", "config", type=click.Path(dir_okay=False), default=None,
                     help="Use this pyproject.toml instead of discovering one."),
        click.option("--output-format", type=click.Choice(sorted(_formats())), default="text",
                     show_default=True, help="How to print findings."),
        click.option("--quiet", "-q", is_flag=True, help="Print findings only, no summary."),
        click.option("--statistics", is_flag=True, help="Print the number of findings per rule."),
        click.option("--force-exclude", is_flag=True,
                     help="Apply `exclude` to files named on the command line too (for pre-commit)."),
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
        click.option("--no-cache", is_flag=True, help="Neither read nor write the result cache."),
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


def _print_errors(run: Any, quiet: bool = False) -> None:
    if not run.files and not run.errors:  # a typo'd folder or a wrong --exclude, most likely
        click.echo("warning: No Python files found under the given paths", err=True)
    hidden = getattr(run, "pedantic_hidden", 0)
    if hidden and not quiet:
        click.echo(
            f"note: {hidden} more finding{'' if hidden == 1 else 's'} with `--pedantic` (code "
            "that runs once, tests, values not known to cost)",
            err=True,
        )
    for warning in run.warnings:
        click.echo(f"warning: {warning}", err=True)
    for error in run.all_errors:
        click.echo(f"error: {error}", err=True)


def _print_report(run: Any, *, output_format: str, unsafe: bool, quiet: bool,
                  statistics: bool, mode: str) -> None:
    from torchlint.output import OutputReport, renderer

    lines = {(f.path, row): text for f in run.files for row, text in f.lines.items()}
    report = OutputReport(
        diagnostics=run.diagnostics, lines=lines, unsafe_fixes=unsafe,
        fixed=len(run.fixed), mode=mode, quiet=quiet,
    )
    if statistics:
        click.echo(_statistics(report), nl=False)
        return
    out = renderer(output_format)(report)
    if quiet and output_format in ("text", "concise") and not report.diagnostics:
        return
    click.echo(out, nl=False)


def _statistics(report: Any) -> str:
    counts: dict[str, list] = {}
    for diagnostic in report.diagnostics:
        counts.setdefault(diagnostic.code, []).append(diagnostic)
    rows = []
    for code, found in sorted(counts.items(), key=lambda item: (-len(item[1]), item[0])):
        fixable = all(d.fix is not None and d.fix.applies(report.unsafe_fixes) for d in found)
        rows.append(f"{len(found):>5}\t{code}\t{'[*] ' if fixable else '    '}{found[0].name}\n")
    return "".join(rows)


@main.command()
@selection_options
@speed_options
@click.option("--unsafe-fixes", "unsafe_fixes", flag_value=True, default=None,
              help="Count unsafe fixes as fixable in the output.")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when there are findings.")
def check(paths: tuple[str, ...], select: tuple[str, ...], ignore: tuple[str, ...],
          extend_select: tuple[str, ...], preview: bool | None, pedantic: bool | None,
          config: str | None,
          output_format: str, quiet: bool, statistics: bool, force_exclude: bool,
          jobs: int | None, cache_dir: str | None, no_cache: bool,
          unsafe_fixes: bool | None, exit_zero: bool) -> None:
    """Report PyTorch performance anti-patterns in PATHS (default: the current folder)."""
    from torchlint import api

    try:
        with _progress_bar("Checking", quiet) as progress:
            run = api.lint_paths(
                paths or (".",), select=_split(select) if select else None, ignore=_split(ignore),
                extend_select=_split(extend_select), preview=preview, config=config,
                force_exclude=force_exclude, progress=progress, jobs=jobs,
                cache_dir=_cache_dir(paths, config, cache_dir, no_cache), pedantic=pedantic,
            )
    except api.ConfigError as error:
        _fail(str(error))
        return
    unsafe = bool(unsafe_fixes) or _configured_unsafe(paths, config)
    _print_report(run, output_format=output_format, unsafe=unsafe, quiet=quiet,
                  statistics=statistics, mode="check")
    _print_errors(run, quiet)
    if run.all_errors:
        sys.exit(EXIT_ERROR)
    sys.exit(EXIT_FINDINGS if run.diagnostics and not exit_zero else EXIT_CLEAN)


# Fewer files than this finish before a bar is worth drawing.
PROGRESS_MIN_FILES = 10


@contextlib.contextmanager
def _progress_bar(verb: str, quiet: bool) -> Iterator[Callable[[int, int], None] | None]:
    """A progress callback for ``api.lint_paths`` that draws a bar on stderr, or None.

    Only for a person watching: stderr must be a terminal and --quiet off; pipes, files and
    CI logs get nothing extra. rich is imported only then, so a plain run never pays for it.
    The bar is transient: it disappears when the run ends, leaving the output as it would be.
    """
    if quiet or not sys.stderr.isatty():
        yield None
        return
    state: dict[str, Any] = {}

    def update(done: int, total: int) -> None:
        if total < PROGRESS_MIN_FILES:
            return
        if "bar" not in state:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

            bar = Progress(TextColumn(verb), BarColumn(), MofNCompleteColumn(),
                           console=Console(stderr=True), transient=True)
            bar.start()
            state["bar"], state["task"] = bar, bar.add_task(verb, total=total)
        state["bar"].update(state["task"], completed=done)

    try:
        yield update
    finally:
        if "bar" in state:
            state["bar"].stop()


def _configured_unsafe(paths: tuple[str, ...], config: str | None) -> bool:
    from pathlib import Path

    from torchlint.config import Options, Resolver

    try:
        return Resolver(Options(config=config)).for_path(Path(paths[0] if paths else ".")).unsafe_fixes
    except Exception:  # noqa: BLE001 - only decides how [*] is shown
        return False


@main.command()
@selection_options
@speed_options
@click.option("--unsafe-fixes/--no-unsafe-fixes", "unsafe_fixes", default=None,
              help="Also apply fixes that may change results or behaviour.")
@click.option("--diff", is_flag=True, help="Print the changes as a unified diff; write nothing.")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when findings remain.")
def fix(paths: tuple[str, ...], select: tuple[str, ...], ignore: tuple[str, ...],
        extend_select: tuple[str, ...], preview: bool | None, pedantic: bool | None,
        config: str | None,
        output_format: str, quiet: bool, statistics: bool, force_exclude: bool,
        jobs: int | None, cache_dir: str | None, no_cache: bool,
        unsafe_fixes: bool | None, diff: bool, exit_zero: bool) -> None:
    """Apply fixes to PATHS (safe ones; unsafe ones too with --unsafe-fixes)."""
    from torchlint import api

    try:
        with _progress_bar("Fixing", quiet) as progress:
            run = api.fix_paths(
                paths or (".",), select=_split(select) if select else None, ignore=_split(ignore),
                extend_select=_split(extend_select), unsafe_fixes=unsafe_fixes, preview=preview,
                config=config, diff=diff, force_exclude=force_exclude, progress=progress,
                jobs=jobs, cache_dir=_cache_dir(paths, config, cache_dir, no_cache),
                pedantic=pedantic,
            )
    except api.ConfigError as error:
        _fail(str(error))
        return
    unsafe = unsafe_fixes if unsafe_fixes is not None else _configured_unsafe(paths, config)
    if diff:
        diffs = [f.diff for f in run.files if f.diff]
        click.echo("".join(diffs), nl=False)
        if not quiet:
            count = len(run.fixed)
            click.echo(f"Would fix {count} error{'' if count == 1 else 's'}.", err=True)
        _print_errors(run)
        if run.all_errors:
            sys.exit(EXIT_ERROR)
        sys.exit(EXIT_FINDINGS if diffs and not exit_zero else EXIT_CLEAN)
    _print_report(run, output_format=output_format, unsafe=unsafe, quiet=quiet,
                  statistics=statistics, mode="fix")
    _print_errors(run, quiet)
    if run.all_errors:
        sys.exit(EXIT_ERROR)
    sys.exit(EXIT_FINDINGS if run.diagnostics and not exit_zero else EXIT_CLEAN)


@main.command()
@click.argument("code", required=False)
@click.option("--all", "show_all", is_flag=True, help="List every rule.")
def rule(code: str | None, show_all: bool) -> None:
    """Print the documentation of rule CODE, or list every rule with --all."""
    from torchlint import docs, registry

    if show_all or code is None:
        if code is not None:
            _fail("give either a rule code or --all, not both")
        click.echo(docs.rule_table(), nl=False)
        return
    found = registry.rule_by_code(code)
    if found is None:
        _fail(f"unknown rule code {code!r} (see `torchlint rule --all`)")
        return
    click.echo(docs.rule_page(found), nl=False)


if __name__ == "__main__":  # pragma: no cover
    main()
