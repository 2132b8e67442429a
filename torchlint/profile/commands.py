"""`torchlint profile`: run the program under torch.profiler (or read a trace it already
wrote), measure each step, join with the static findings, print in any `check` format.

Only the live path imports the runner (and, in the child process it starts, torch); reading
a trace needs neither.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import click

from torchlint.profile.trace import ProfileError

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2


@dataclass
class ProfileRequest:
    """What to profile and how (everything the CLI takes, so that Python callers can too)."""

    path: str | None = None  # the program to run (live mode)
    args: list[str] = field(default_factory=list)
    trace: str | None = None  # a recorded trace instead
    root: str | None = None  # the user's folder (default: the program's folder, or ".")
    steps: int | None = None
    seconds: float | None = None
    timeout: float = 600.0
    memory: int | None = None
    device: str | None = None
    select: list[str] | None = None
    ignore: list[str] = field(default_factory=list)
    extend_select: list[str] = field(default_factory=list)
    preview: bool | None = None
    pedantic: bool | None = None
    config: str | None = None


def profile_run(request: ProfileRequest, progress: Callable[[str], None] = lambda _: None):
    """Record (or read) the trace, analyze it, lint the user files it touches and join.
    Returns a `ProfileReport`; raises `ProfileError` with a one-line message."""
    from torchlint import api
    from torchlint.profile.attribute import analyze
    from torchlint.profile.report import join
    from torchlint.profile.trace import load_trace

    notes = []
    if request.trace is not None:
        root = Path(request.root or ".")
        if not root.is_dir():
            raise ProfileError(f"--root {request.root}: not a folder")
        trace = load_trace(request.trace)
        roots = [(str(root.resolve()), str(root.resolve()))]
    else:
        program = Path(request.path)
        if not program.is_file():
            raise ProfileError(f"{request.path}: no such file")
        root = Path(request.root) if request.root else (program.parent or Path("."))
        if not root.is_dir():
            raise ProfileError(f"--root {request.root}: not a folder")
        try:
            from torchlint.profile import runner
        except ImportError as error:  # pragma: no cover - the runner ships with torchlint
            raise ProfileError(f"live profiling is not available here ({error})") from None
        with tempfile.TemporaryDirectory(prefix="torchlint-profile-") as folder:
            recording = runner.record(
                program, list(request.args), steps=request.steps, seconds=request.seconds,
                timeout=request.timeout, memory=request.memory, device=request.device,
                trace_out=Path(folder) / "trace.json.gz", progress=progress)
            trace = load_trace(recording.trace)
        roots = list(recording.roots)
        notes.extend(getattr(recording, "notes", []) or [])
        if recording.stopped_early:
            notes.append(f"stopped the program after {recording.steps} profiled steps "
                         f"({recording.step_source})")
        elif recording.returncode not in (0, None):
            notes.append(f"the program exited with status {recording.returncode}")
    try:
        profile = analyze(trace, roots, shown_root=root)
    except Exception as error:  # noqa: BLE001 - one line for the user, not a traceback
        if os.environ.get("TORCHLINT_DEBUG"):
            raise
        raise ProfileError(f"{trace.path}: could not analyze the trace ({type(error).__name__}: "
                           f"{error}); please report it with the trace "
                           "(TORCHLINT_DEBUG=1 shows the traceback)") from None
    files = [str(_shown(root / path)) for path in profile.user_files]
    static = []
    lines: dict[tuple[str, int], str] = {}
    if files:
        try:
            run = api.lint_paths(files, select=request.select, ignore=request.ignore,
                                 extend_select=request.extend_select, preview=request.preview,
                                 config=request.config, pedantic=request.pedantic)
        except api.ConfigError as error:
            raise ProfileError(str(error)) from None
        static = [d for d in run.diagnostics if not d.code.startswith("TL00")]
        lines = {(f.path, row): text for f in run.files for row, text in f.lines.items()}
    report = join(profile, static, root, lines)
    if not profile.user_files:
        notes.append(f"no Python frame of the trace is in a file under {root}: give your "
                     "code's folder with --root")
    report.notes[:0] = notes
    return report


def _shown(path: Path) -> Path:
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else Path(relative)


# -- the command ----------------------------------------------------------------------------

def _formats() -> list[str]:
    from torchlint.output import FORMATS

    return sorted([*FORMATS, "full"])


def _fail(message: str) -> None:
    click.echo(f"error: {message}", err=True)
    sys.exit(EXIT_ERROR)


@click.command("profile", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("path", required=False)
@click.argument("args", nargs=-1, type=click.UNPROCESSED)
@click.option("--trace", "trace", type=click.Path(), default=None, metavar="FILE",
              help="Read this trace (Chrome trace JSON, or .json.gz, written by torch.profiler "
                   "with with_stack=True; a folder: its newest, as tensorboard_trace_handler "
                   "writes them) instead of running anything.")
@click.option("--root", type=click.Path(file_okay=False), default=None, metavar="DIR",
              help="The folder of your code: frames of files under it are yours (default: the "
                   "program's folder; with --trace, the current folder).")
@click.option("--steps", type=click.IntRange(min=1), default=None,
              help="Training steps to record (default 5, after 2 of warm-up).")
@click.option("--seconds", type=click.FloatRange(min=0.1), default=None,
              help="Without a step to count (no optimizer step, no marked training loop): "
                   "record this many seconds as one step.")
@click.option("--timeout", type=click.FloatRange(min=1.0), default=600.0, show_default=True,
              help="Seconds the program may run before it is stopped.")
@click.option("--memory", default=None, metavar="SIZE",
              help="Address space the program may take (4G, 512M); leave it off on a GPU.")
@click.option("--device", type=click.Choice(["cuda", "cpu"]), default=None,
              help="Profile the accelerator's activity too (default: cuda when available).")
@click.option("--select", multiple=True, metavar="CODES",
              help="Static rules to join (as check: codes, prefixes, ALL).")
@click.option("--ignore", multiple=True, metavar="CODES", help="Static rules to leave out.")
@click.option("--extend-select", multiple=True, metavar="CODES",
              help="Static rules to add to those selected.")
@click.option("--preview/--no-preview", default=None, help="Also the preview rules.")
@click.option("--pedantic/--no-pedantic", default=None,
              help="Also the static findings in code that runs once or in tests.")
@click.option("--config", default=None, metavar="FILE",
              help="The configuration file for the static rules (default: discovered).")
@click.option("--output-format", type=click.Choice(_formats()), default="text",
              show_default=True, help="How to print the findings, as check.")
@click.option("--output-file", "-o", type=click.Path(dir_okay=False), default=None,
              help="Write the findings to this file instead of standard output.")
@click.option("--plot", "plot", is_flag=False, flag_value="-", default=None, metavar="[FILE]",
              help="Draw the per-step breakdown: text bars on the terminal, or an SVG when "
                   "FILE ends in .svg.")
@click.option("--quiet", "-q", is_flag=True, help="Findings only: no summary, no progress.")
@click.option("--exit-zero", "-e", is_flag=True, help="Exit 0 even when there are findings.")
def profile(**options: Any) -> None:
    """Run PATH under torch.profiler for a few training steps (arguments for it after `--`),
    or read a recorded trace with --trace FILE, and report what costs time per step at your
    source lines, joined with the static findings."""
    from torchlint.verify.commands import _memory

    if options["trace"] is None and options["path"] is None:
        _fail("give the program to run (`torchlint profile train.py`) or a recorded trace "
              "(`--trace FILE`)")
    if options["trace"] is not None and options["path"] is not None:
        _fail("give either a program to run or --trace FILE, not both")
    request = ProfileRequest(
        path=options["path"], args=list(options["args"]), trace=options["trace"],
        root=options["root"], steps=options["steps"], seconds=options["seconds"],
        timeout=options["timeout"], memory=_memory(options["memory"]) if options["memory"]
        else None, device=options["device"],
        select=_split(options["select"]) or None, ignore=_split(options["ignore"]),
        extend_select=_split(options["extend_select"]), preview=options["preview"],
        pedantic=options["pedantic"], config=options["config"])
    quiet = options["quiet"]
    try:
        report = profile_run(request, progress=(lambda _: None) if quiet else
                             (lambda line: click.echo(line, err=True)))
    except ProfileError as error:
        _fail(str(error))
        return
    output_format = "text" if options["output_format"] == "full" else options["output_format"]
    text = render(report, output_format, quiet=quiet)
    plot = options["plot"]
    if plot is not None and plot != "-":
        from torchlint.profile.report import plot_svg, plot_text

        try:
            Path(plot).write_text(plot_svg(report.profile) if plot.endswith(".svg")
                                  else plot_text(report.profile), encoding="utf-8")
        except OSError as error:
            _fail(f"--plot {plot}: {error.strerror}")
    elif plot == "-":
        from torchlint.profile.report import plot_text

        bars = plot_text(report.profile)
        if output_format in ("text", "concise") and options["output_file"] is None:
            text += "\n" + bars
        else:
            click.echo(bars, err=True, nl=False)
    if options["output_file"] is not None:
        try:
            Path(options["output_file"]).write_text(text, encoding="utf-8")
        except OSError as error:
            _fail(f"--output-file {options['output_file']}: {error.strerror}")
    else:
        click.echo(text, nl=False)
    failing = bool(report.diagnostics)
    sys.exit(EXIT_FINDINGS if failing and not options["exit_zero"] else EXIT_CLEAN)


def _split(values: tuple[str, ...]) -> list[str]:
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


def render(report, output_format: str, quiet: bool = False) -> str:  # noqa: ANN001
    """The findings in one of check's formats; the text formats end with the profile summary."""
    from torchlint.output import OutputReport, renderer
    from torchlint.profile.report import summary_text

    rules: list = []
    if output_format == "sarif":
        from torchlint import metadata

        rules = metadata.all_codes(profile=True)
    output = OutputReport(diagnostics=report.diagnostics, lines=report.lines, quiet=quiet,
                          rules=rules)
    if output_format in ("sarif", "github", "gitlab", "junit"):
        from torchlint import api

        output.notebook_rows = api.notebook_rows(report.diagnostics)
    text = renderer(output_format)(output)
    if output_format in ("text", "concise") and not quiet:
        text += ("\n" if text else "") + summary_text(report)
    return text
