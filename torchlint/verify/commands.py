"""The click commands `torchlint bench` and `torchlint verify`.

Parsing and printing only; the work is in bench.py, modes.py and the harness. Exit codes:
0 ok, 1 a verified fix is slower, outputs disagree or user code failed, 2 usage or internal
error. Errors are one line on stderr, never a traceback.
"""

from __future__ import annotations

import contextlib
import sys
from typing import Any, Callable, Iterator

import click

EXIT_OK, EXIT_FAIL, EXIT_ERROR = 0, 1, 2


class VerifyError(Exception):
    """A one-line error for the user; exits 2."""


def _fail(message: str, code: int = EXIT_ERROR) -> None:
    click.echo(f"torchlint: error: {message}", err=True)
    sys.exit(code)


class _Seconds(click.FloatRange):
    """A finite number of seconds: ``nan`` passes FloatRange's comparisons (no limit at all)
    and ``inf`` overflows the timers, so both are a usage error (exit 2)."""

    def convert(self, value: Any, param: Any, ctx: Any) -> Any:
        import math

        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value!r} is not a finite number of seconds.", param, ctx)
        return number


def _guarded(fn: Callable[..., int]) -> Callable[..., None]:
    """Run a command body, turning every unexpected exception into one line and exit 2."""
    import functools

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        try:
            code = fn(*args, **kwargs)
        except (click.exceptions.Exit, click.ClickException, SystemExit, KeyboardInterrupt):
            raise
        except VerifyError as exc:
            _fail(str(exc))
        except ImportError as exc:
            if getattr(exc, "name", "") == "torch" or "torch" in str(exc):
                _fail("this command needs torch: pip install 'torchlint[verify]'")
            _fail(f"internal error: {exc}")
        except Exception as exc:
            first = (str(exc).splitlines() or [""])[0]
            _fail(f"internal error: {type(exc).__name__}: {first}")
        sys.exit(code or 0)

    return wrapper


def _device(requested: str | None) -> str:
    from torchlint.verify.devices import DeviceUnavailable, resolve_device

    try:
        device, notice = resolve_device(requested)
    except DeviceUnavailable as exc:
        raise VerifyError(str(exc)) from None
    if notice:
        click.echo(notice, err=True)
    return device


def _progress(quiet: bool) -> Callable[[str], None]:
    if quiet:
        return lambda _: None
    return lambda line: click.echo(line, err=True)


# --------------------------------------------------------------------------------------------
# bench

device_option = click.option(
    "--device",
    type=click.Choice(["cuda", "cpu", "mps"]),
    default=None,
    help="Where to measure. Default: cuda when available, else cpu (with a notice).",
)
budget_option = click.option(
    "--budget",
    type=_Seconds(min=0.0),
    default=10.0,
    show_default=True,
    help="Wall seconds per case, building, checking and warm-up included. Timing stops "
    "earlier once the 95% interval of the speedup is within +/-5%; a case that cannot take "
    "the 10 pairs a verdict needs within it says so and gives no verdict.",
)
format_option = click.option(
    "--output-format",
    type=click.Choice(["table", "json"]),
    default="table",
    show_default=True,
)


@click.command("bench")
@click.argument("codes", nargs=-1)
@device_option
@budget_option
@format_option
@click.option("--report", "report_path", type=click.Path(dir_okay=False), default=None,
              help="Also write a Markdown report (device, versions, date, command) here.")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False), default=None,
              help="Also draw the speedups with their intervals to this PNG (needs matplotlib).")
@click.option("-q", "--quiet", is_flag=True, help="No progress lines on stderr.")
@_guarded
def bench(codes: tuple[str, ...], device: str | None, budget: float, output_format: str,
          report_path: str | None, plot_path: str | None, quiet: bool) -> int:
    """Time each rule's built-in before/after workload on this machine.

    CODES are rule codes or prefixes (TL101, TL1, ALL); none means every rule. Each case is
    checked for equal outputs first, then timed interleaved with the device synchronized.
    """
    from torchlint.verify.workloads import known_rules

    wanted = [c.upper() for c in codes]
    rules = known_rules(gpu_count=2)
    for code in wanted:
        if code != "ALL" and not any(rule.startswith(code) for rule in rules):
            raise click.UsageError(f"no built-in workload for {code!r}; known: "
                                   + ", ".join(sorted(rules)))
    if plot_path:
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            raise VerifyError("--plot needs matplotlib: pip install 'torchlint[plot]'") from None

    import torch

    from torchlint.verify import report
    from torchlint.verify.bench import run_bench
    from torchlint.verify.workloads import select_workloads

    dev = _device(device)
    gpus = torch.cuda.device_count() if torch.cuda.is_available() else 0
    workloads, no_claim = select_workloads(wanted, gpu_count=gpus)
    if not quiet:
        from torchlint.verify.bench import expected_duration

        cases, seconds = expected_duration(workloads, dev, budget, gpus)
        click.echo(f"{cases} case(s) to time, {budget:g} s budget each: "
                   f"{_duration(seconds)} at most, once torch has loaded", err=True)
    results = run_bench(workloads, dev, budget, progress=_progress(quiet))
    env = report.environment(dev)
    command = report.command_line()
    if output_format == "json":
        extra = {"no_claim": [{"rule": n.rule, "reason": n.reason} for n in no_claim]}
        click.echo(report.to_json(results, env, command, extra))
    else:
        click.echo(report.render_table(results))
        for line in _shortfalls(results):
            click.echo(line)
        for n in no_claim:
            click.echo(f"{n.rule}: {n.reason}")
    if report_path:
        with open(report_path, "w", encoding="utf-8") as f:
            f.write(report.render_markdown(results, env, command, no_claim=no_claim))
    if plot_path:
        try:
            report.render_plot(results, plot_path)
        except report.PlotUnavailable as exc:
            raise VerifyError(str(exc)) from None
    return EXIT_FAIL if any(r.failed for r in results) else EXIT_OK


def _duration(seconds: float) -> str:
    if seconds < 120:
        return f"{seconds:.0f} s"
    return f"{seconds / 60:.0f} min"


def _shortfalls(results: list[Any]) -> list[str]:
    return [f"{r.rule} {r.case}: no verdict: {r.measurement.shortfall}"
            for r in results if r.status == "ok" and r.measurement and r.measurement.shortfall]


def _memory(value: str | None) -> int | None:
    if value is None:
        return None
    units = {"K": 2**10, "M": 2**20, "G": 2**30, "T": 2**40}
    text = value.strip().upper().removesuffix("B").removesuffix("I")
    scale = units.get(text[-1:], None)
    number = text[:-1] if scale else text
    try:
        amount = float(number) * (scale or 2**20)
    except ValueError:
        raise click.BadParameter(f"{value!r} is not a size like 4G or 512M",
                                 param_hint="--memory-limit") from None
    if amount < 2**24:
        raise click.BadParameter(f"{value!r} is below 16M: not enough for Python to start",
                                 param_hint="--memory-limit")
    ceiling = _address_space_ceiling()
    if not amount < ceiling:  # also NaN and infinity
        raise click.BadParameter(
            f"{value!r} is above what this system lets a process ask for "
            f"({ceiling / 2**30:.0f}G): leave --memory-limit off for no limit",
            param_hint="--memory-limit")
    return int(amount)


def _address_space_ceiling() -> float:
    """The largest address-space limit a process may set: the hard RLIMIT_AS, where one is
    set, and what the kernel's 64-bit rlim_t holds."""
    ceiling = float(2**63 - 1)
    try:
        import resource

        hard = resource.getrlimit(resource.RLIMIT_AS)[1]
        if hard != resource.RLIM_INFINITY:
            ceiling = min(ceiling, float(hard))
    except (ImportError, OSError, ValueError):
        pass
    return ceiling


# --------------------------------------------------------------------------------------------
# verify


@click.command("verify", context_settings={"ignore_unknown_options": False})
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
@click.argument("program_args", nargs=-1, type=click.UNPROCESSED)
@click.option("--entry", default=None, metavar="FILE.py:FUNCTION",
              help="Function mode: call FUNCTION (no arguments) from FILE in the original and "
              "in the fixed copy, each in its own long-lived process, and time the calls.")
@click.option("--program", is_flag=True,
              help="Program mode without arguments (arguments after -- imply it).")
@click.option("--select", default=None, metavar="CODES",
              help="Comma-separated rule codes or prefixes whose fixes to apply.")
@click.option("--ignore", default=None, metavar="CODES",
              help="Comma-separated rule codes or prefixes whose fixes to leave out.")
@click.option("--unsafe-fixes", is_flag=True, help="Also apply unsafe fixes (their outputs "
              "are still compared: a change is reported as `values changed (unsafe fix: "
              "expected)`).")
@click.option("--preview/--no-preview", default=None,
              help="Enable preview rules, as `check --preview`.")
@click.option("--pedantic/--no-pedantic", default=None,
              help="Also findings in code that runs once or in tests, as `check --pedantic`.")
@click.option("--each", is_flag=True,
              help="Function or program mode: measure every fix alone and all together, "
              "and print them ranked by speedup.")
@click.option("--try", "try_codes", default=None, metavar="CODES",
              help="Function or program mode: measure an experimental variant of the script "
              "for each code (TL302 workers, TL303 persistent workers, TL407 bf16 autocast, "
              "TL408 TF32, TL410 fused optimizer, TL411 channels_last): payoff and numerics. "
              "Variants are not fixes: they may change numerics or raise.")
@click.option("--add-noqa-slower", is_flag=True,
              help="With --each: add `# noqa: CODE` to the findings whose fix measured slower "
              "or no different, as `check --add-noqa` does.")
@device_option
@click.option(
    "--budget",
    type=_Seconds(min=0.0),
    default=60.0,
    show_default=True,
    help="Wall seconds per case, from the output check through warm-up and timing (loading "
    "your code is bounded by --timeout). Timing stops earlier once the 95% interval of the "
    "speedup is within +/-5%; a case that cannot take the 10 pairs a verdict needs within it "
    "says so and gives no verdict. Program mode takes --runs instead.",
)
@click.option("--runs", type=click.IntRange(min=1), default=10, show_default=True,
              help="Program mode: timed runs of each side, exactly this many in all, spread over "
              "up to 3 pairs of fresh processes; each process first runs the program once to "
              "check its exit status and once to warm up (on a GPU, one run more measures "
              "peak memory); --budget is ignored. Fewer than 10 give no verdict.")
@click.option("--timeout", type=_Seconds(min=0.1), default=300.0, show_default=True,
              help="Seconds any one step of user code may take (an import, a call, a program "
              "run) before its process is killed.")
@click.option("--memory-limit", default=None, metavar="SIZE",
              help="Address space each process running your code may take (4G, 512M), so that "
              "running out gives a MemoryError instead of the system's out-of-memory killer. "
              "CUDA maps far more address space than it uses: leave it off on a GPU.")
@format_option
@click.option("--report", "report_path", type=click.Path(dir_okay=False), default=None,
              help="Also write a Markdown report (device, versions, date, command) here.")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False), default=None,
              help="Also draw the speedups with their intervals to this PNG (needs matplotlib).")
@click.option("-q", "--quiet", is_flag=True, help="No progress lines on stderr.")
@_guarded
def verify(path: str, program_args: tuple[str, ...], entry: str | None, program: bool,
           select: str | None, ignore: str | None, unsafe_fixes: bool, preview: bool | None,
           pedantic: bool | None, each: bool, try_codes: str | None, add_noqa_slower: bool,
           device: str | None, budget: float, runs: int, timeout: float,
           memory_limit: str | None, output_format: str, report_path: str | None,
           plot_path: str | None, quiet: bool) -> int:
    """Run PATH's code with and without its fixes and time both. THIS RUNS YOUR CODE.

    It executes code from PATH (and what it imports) in child processes on this machine, each
    step limited by --timeout, with standard input from /dev/null (empty). PATH is never
    modified: fixes are applied to copies of PATH's folder in a temporary folder, which is
    removed afterwards, and the program runs in those copies. What it writes by relative path goes to the copies;
    what it writes to an absolute path reaches that real file, as when you run it yourself;
    relative paths out of its folder (../data) name nothing in the copies.

    \b
    Three modes:
      torchlint verify PATH                        snippet mode: each fixable, self-contained
                                                   flagged expression, timed on its own
      torchlint verify PATH --entry PATH:func      function mode: func() from the original
                                                   vs from the fixed file
      torchlint verify PATH -- ARGS                program mode: the whole program, original
                                                   vs fixed, --runs times each
    """
    from torchlint.verify import modes, report

    if plot_path:
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            raise VerifyError("--plot needs matplotlib: pip install 'torchlint[plot]'") from None
    options = modes.Options(
        select=_codes(select),
        ignore=_codes(ignore),
        unsafe_fixes=unsafe_fixes,
        device=device,
        budget=budget,
        runs=runs,
        timeout=timeout,
        progress=_progress(quiet),
        memory_limit=_memory(memory_limit),
        preview=preview,
        pedantic=pedantic,
    )
    if (each or try_codes) and not (entry or program or program_args):
        raise click.UsageError("--each and --try need function mode (--entry FILE.py:FUNCTION) "
                               "or program mode (--program, or -- ARGS)")
    if each and try_codes:
        raise click.UsageError("--each and --try exclude each other: run them one at a time")
    if add_noqa_slower and not each:
        raise click.UsageError("--add-noqa-slower needs --each")
    if entry is not None and (program_args or program):
        raise click.UsageError("--entry and program arguments exclude each other")
    if each or try_codes:
        return _payoff(path, entry, list(program_args), options, each, _codes(try_codes) or [],
                       add_noqa_slower, output_format)
    with _verifying():
        if entry is not None:
            outcome = modes.verify_function(path, entry, options)
        elif program or program_args:
            outcome = modes.verify_program(path, list(program_args), options)
        else:
            outcome = modes.verify_snippets(path, options)

    command = report.command_line()
    if output_format == "json":
        click.echo(report.to_json(outcome.results, outcome.environment, command,
                                  {"mode": outcome.mode, "fixes": outcome.fixes,
                                   "messages": outcome.messages}))
    else:
        for line in outcome.messages:
            click.echo(line)
        if outcome.results:
            click.echo(report.render_table(outcome.results))
        for line in _shortfalls(outcome.results):
            click.echo(line)
        for r in outcome.results:
            if r.status in ("error", "mismatch") and r.message:
                click.echo(f"\n{r.rule} {r.case}: {r.status}:\n{r.message}", err=True)
    if report_path and outcome.results:
        with open(report_path, "w", encoding="utf-8") as f:
            f.write(report.render_markdown(outcome.results, outcome.environment, command,
                                           title=f"torchlint verify ({outcome.mode} mode)",
                                           preamble="\n".join(outcome.messages)))
    if plot_path and outcome.results:
        try:
            report.render_plot(outcome.results, plot_path,
                               title=f"torchlint verify ({outcome.mode} mode)")
        except report.PlotUnavailable as exc:
            raise VerifyError(str(exc)) from None
    return outcome.exit_code


def _payoff(path: str, entry: str | None, args: list[str], options: Any, each: bool,
            codes: list[str], add_noqa_slower: bool, output_format: str) -> int:
    """--each and --try: the ranked table, or its JSON."""
    from torchlint.verify import payoff, report
    from torchlint.verify.variants import TRYABLE

    unknown = [c for c in codes if c not in TRYABLE]
    if unknown:
        raise click.UsageError(f"--try knows {', '.join(TRYABLE)}; not {', '.join(unknown)}")
    with _verifying():
        if each:
            result = payoff.verify_each(path, options, entry, args)
        else:
            result = payoff.verify_try(path, codes, options, entry, args)
    outcome = result.outcome
    marked: list[str] = []
    if add_noqa_slower:
        from torchlint import api

        rows: dict[int, set[str]] = {}
        for row in result.slower_or_same():
            rows.setdefault(row.row, set()).add(row.code)
        if rows:
            added, errors, notes = api.add_noqa_rows({path: rows})
            marked.append(f"added `# noqa` to {added} line(s) of {path} whose fix measured "
                          "slower or no different")
            marked += errors + notes
        else:
            marked.append("no finding measured slower or no different: no `# noqa` added")
    if output_format == "json":
        key = "each" if each else "try"
        click.echo(report.to_json(outcome.results, outcome.environment, report.command_line(),
                                  {"mode": outcome.mode, "fixes": outcome.fixes,
                                   "messages": outcome.messages + marked,
                                   key: [r.to_dict() for r in result.rows]}))
    else:
        for line in outcome.messages:
            click.echo(line)
        if result.rows:
            click.echo(payoff.render(result))
        for line in _shortfalls(outcome.results):
            click.echo(line)
        for line in marked:
            click.echo(line)
        for r in outcome.results:
            if r.status in ("error", "mismatch") and r.message:
                click.echo(f"\n{r.rule} {r.case}: {r.status}:\n{r.message}", err=True)
    return outcome.exit_code


@contextlib.contextmanager
def _verifying() -> Iterator[None]:
    """Runs user code: SIGTERM unwinds it cleanly, and the verifier's own errors become a
    usage error (exit 2) or a verification error."""
    from torchlint.verify import modes

    restore = _terminate_cleanly()
    try:
        yield
    except modes.UsageProblem as exc:
        raise click.UsageError(str(exc)) from None
    except modes.VerifyFailure as exc:
        raise VerifyError(str(exc)) from None
    finally:
        restore()


def _terminate_cleanly() -> Callable[[], None]:
    """SIGTERM unwinds like Ctrl-C while user code runs, so the children are killed and the
    copies removed; returns what puts the previous handler back."""
    import signal

    def stop(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt

    try:
        previous = signal.signal(signal.SIGTERM, stop)
    except ValueError:  # not the main thread (an embedding caller): leave it be
        return lambda: None
    return lambda: signal.signal(signal.SIGTERM, previous)


def _codes(value: str | None) -> list[str] | None:
    if not value:
        return None
    return [c.strip().upper() for c in value.split(",") if c.strip()]
