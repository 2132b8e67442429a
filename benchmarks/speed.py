"""torchlint against TorchFix 0.7.0 (and Ruff as a floor) on the same files, side by side.

    .venv/bin/python benchmarks/speed.py [--rounds 3] [--torchfix-rounds 2] [--cases ...]
                                         [--write-docs]

Prepares the corpus with ../shared/corpus.sh, installs TorchFix 0.7.0 and Ruff in their own
virtual environment (.bench-venv: TorchFix pins an older libcst than torchlint's), then runs
the tools alternately, round after round, on identical file sets, so that a busy machine slows
them alike. Every run is a fresh process: wall time includes interpreter start-up, and peak
memory is the largest sum of the resident memory of the tool's whole process tree (sampled
every 20 ms from /proc; shared pages counted once per process, so it errs high).

Cases (targets from issue 15):
  subset     cold check of timm + torchvision, default rules: torchlint vs TorchFix vs Ruff
             (target: at least 50x TorchFix's lines per second)
  corpus     cold check of the whole corpus, training projects included (about 2.4M lines):
             <= 40 s, peak memory of all processes <= 1.5 GB
  warm       the same with the cache filled and nothing changed: <= 0.5 s
  warm-one   the same after one file changed (no target; issue 5 asked for <= 2 s)
  single     `torchlint check FILE` for one file that the rules parse and report in
             (pre-commit), start-up included: <= 0.35 s
  floor      the one-file floor, median of 11 runs each: `python -c pass`, `python -c "import
             libcst"`, `torchlint check` of a file no rule's text screen lets through, of
             one their syntax screens turn away (neither may import libcst) and of one
             that the rules parse (single's file)
Prints a Markdown table whose last column sets each figure against its target as a ratio;
--write-docs also writes it into docs/performance.md.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREE = ROOT  # where `python -m torchlint` runs from (--snapshot: an export of HEAD)
CORPUS = Path(os.environ.get("TORCHLINT_CORPUS", ROOT / ".corpus"))
CORPUS_SCRIPT = ROOT.parent / "shared" / "corpus.sh"
BENCH_VENV = ROOT / ".bench-venv"
TORCHFIX = "torchfix==0.7.0"
RUFF = "ruff==0.17.6"
SUBSET = ("timm", "torchvision")
LIBRARIES = ("timm", "torchvision", "pytorch_lightning", "accelerate", "diffusers", "transformers",
             "torchtune", "litgpt", "torchtitan", "ultralytics")
# Pre-commit: a model definition that the rules must parse, with a finding (libcst, the
# engine, a rule and the output all run).
SINGLE_FILE = ("timm", "timm/models/edgenext.py")
# A model definition whose words some rules' text screens meet, turned away by their syntax
# screens on CPython's tree (no libcst).
SYNTAX_FILE = ("torchvision", "torchvision/models/resnet.py")
# A file that no rule can match: its check must stay at the interpreter's start-up.
CLEAN_FILE = ("torchvision", "torchvision/ops/_box_convert.py")
CHANGED_FILE = ("transformers", "transformers/models/bert/modeling_bert.py")
CASES = ("subset", "corpus", "warm", "warm-one", "single", "floor")
FLOOR_RUNS = 11
# case -> (target as shown, limit in seconds; the subset's is a ratio to TorchFix)
TARGETS = {
    "subset": ("≥ 50x TorchFix lines/s", 50.0),
    "corpus": ("≤ 40 s, ≤ 1.5 GB", 40.0),
    "warm": ("≤ 0.5 s", 0.5),
    "warm-one": ("", None),
    "single": ("≤ 0.35 s", 0.35),
    "floor": ("", None),
}
MEMORY_LIMIT_MB = 1536


# -- measuring ------------------------------------------------------------------------------
_TICK = os.sysconf("SC_CLK_TCK")


def _children() -> tuple[dict[int, list[int]], dict[int, float]]:
    """Each process's children, and its CPU time so far (user + system, seconds)."""
    tree: dict[int, list[int]] = {}
    cpu: dict[int, float] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as handle:
                fields = handle.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue
        tree.setdefault(int(fields[1]), []).append(int(name))
        cpu[int(name)] = (int(fields[11]) + int(fields[12])) / _TICK
    return tree, cpu


def _rss(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/statm", "rb") as handle:
            return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, IndexError, ValueError):
        return 0


class PeakMemory:
    """Samples the summed resident memory of a process and all its descendants, and the CPU
    time of each (``cpu``: the sum of the last figure seen for each; a process's last 20 ms
    can be missed). ``wait4`` counts only the descendants their parents waited for: workers
    started from a forkserver are not among them."""

    def __init__(self, pid: int, interval: float = 0.02) -> None:
        self.pid = pid
        self.interval = interval
        self.peak = 0
        self.seen: dict[int, float] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            tree, cpu = _children()
            pending, total = [self.pid], 0
            while pending:
                pid = pending.pop()
                total += _rss(pid)
                if pid in cpu:
                    self.seen[pid] = cpu[pid]
                pending.extend(tree.get(pid, ()))
            self.peak = max(self.peak, total)
            self._stop.wait(self.interval)

    def stop(self) -> int:
        self._stop.set()
        self._thread.join()
        return self.peak

    @property
    def cpu(self) -> float:
        return sum(self.seen.values())


@dataclass
class Series:
    tool: str
    case: str
    files: int
    lines: int
    walls: list[float] = field(default_factory=list)
    cpus: list[float] = field(default_factory=list)  # user + system, all processes
    peaks: list[int] = field(default_factory=list)
    exit_codes: set[int] = field(default_factory=set)

    @property
    def median(self) -> float:
        return statistics.median(self.walls)

    @property
    def lines_per_second(self) -> float:
        return self.lines / self.median


def timed(command: list[str], series: Series, *, cwd: Path | None = None, ok: tuple[int, ...] = (0, 1)) -> None:
    cwd = cwd or TREE
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        env = dict(os.environ, PYTHONPATH=str(TREE)) if TREE != ROOT else None
        process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=errors, env=env)
        memory = PeakMemory(process.pid)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        # The sampler sums the tree; wait4's figure is the largest single process, a floor
        # for runs too short to be sampled.
        peak = max(memory.stop(), usage.ru_maxrss * 1024)
        if process.returncode not in ok:
            errors.seek(0)
            raise SystemExit(f"{' '.join(command)} exited {process.returncode}:\n"
                             f"{errors.read().decode(errors='replace')[-2000:]}")
    series.walls.append(wall)
    series.cpus.append(max(usage.ru_utime + usage.ru_stime, memory.cpu))
    series.peaks.append(peak)
    series.exit_codes.add(process.returncode)
    print(f"  {series.case:9} {series.tool:10} {wall:8.3f} s wall {series.cpus[-1]:8.2f} s cpu "
          f"{peak / 2**20:7.0f} MB", flush=True)


# -- preparing ------------------------------------------------------------------------------
def prepare_corpus(projects: tuple[str, ...]) -> None:
    missing = [p for p in projects if not (CORPUS / p).is_dir()]
    if missing:
        print(f"corpus: fetching {' '.join(missing)} with {CORPUS_SCRIPT}", flush=True)
        subprocess.run(["bash", str(CORPUS_SCRIPT), str(CORPUS), *missing], check=True)


def bench_tool(name: str) -> Path:
    return BENCH_VENV / "bin" / name


def prepare_venv() -> None:
    if bench_tool("torchfix").is_file() and bench_tool("ruff").is_file():
        return
    print(f"installing {TORCHFIX} and {RUFF} into {BENCH_VENV}", flush=True)
    subprocess.run([sys.executable, "-m", "venv", str(BENCH_VENV)], check=True)
    subprocess.run([str(bench_tool("pip")), "install", "-q", TORCHFIX, RUFF], check=True)


def python_files(folders: list[Path]) -> list[Path]:
    """The files torchlint checks under ``folders`` (the same that TorchFix and Ruff get)."""
    sys.path.insert(0, str(ROOT))
    from torchlint.files import discover

    return [found.path for found in discover(folders, lambda path, real: False)]


def count_lines(files: list[Path]) -> int:
    total = 0
    for path in files:
        with open(path, "rb") as handle:
            total += handle.read().count(b"\n")
    return total


# -- cases ------------------------------------------------------------------------------------
def torchlint_command(*args: str) -> list[str]:
    # The console script, as a user (or pre-commit) runs it; PYTHONPATH (see timed) points it
    # at the snapshot when there is one.
    script = Path(sys.executable).with_name("torchlint")
    start = [str(script)] if script.is_file() else [sys.executable, "-m", "torchlint"]
    return [*start, "check", "--exit-zero", "--output-format", "concise", *args]


def ruff_command(paths: list[str]) -> list[str]:
    return [str(bench_tool("ruff")), "check", "--no-cache", "--select", "E9", "--exit-zero",
            "--no-respect-gitignore", "--force-exclude", "--quiet", *paths]


def run_cases(args: argparse.Namespace) -> list[Series]:
    results: list[Series] = []
    jobs = ["--jobs", str(args.jobs)] if args.jobs else []

    if "subset" in args.cases:
        folders = [CORPUS / p for p in SUBSET]
        files = python_files(folders)
        lines = count_lines(files)
        paths = [str(f) for f in folders]
        ours = Series("torchlint", "subset", len(files), lines)
        theirs = Series("TorchFix", "subset", len(files), lines)
        floor = Series("Ruff E9", "subset", len(files), lines)
        for round_ in range(max(args.rounds, args.torchfix_rounds)):
            if round_ < args.rounds:
                timed(torchlint_command("--no-cache", *jobs, *paths), ours)
            if round_ < args.torchfix_rounds:
                timed([str(bench_tool("torchfix")), *paths], theirs)
            if round_ < args.rounds:
                timed(ruff_command(paths), floor)
        results += [ours, theirs, floor]

    need_corpus = {"corpus", "warm", "warm-one"} & set(args.cases)
    if need_corpus:
        folders = [CORPUS / p for p in LIBRARIES]
        files = python_files(folders)
        lines = count_lines(files)
        with tempfile.TemporaryDirectory(prefix="torchlint-bench-") as scratch:
            # A copy, so that warm-one may edit a file and the corpus stays as downloaded.
            copy = Path(scratch) / "corpus"
            for project in LIBRARIES:
                shutil.copytree(CORPUS / project, copy / project)
            paths = [str(copy / p) for p in LIBRARIES]
            cache_dir = Path(scratch) / "cache"
            if "corpus" in args.cases:
                ours = Series("torchlint", "corpus", len(files), lines)
                floor = Series("Ruff E9", "corpus", len(files), lines)
                for round_ in range(args.corpus_rounds):
                    # Cold: an empty cache folder, which this run fills for the warm cases.
                    shutil.rmtree(cache_dir, ignore_errors=True)
                    timed(torchlint_command("--cache-dir", str(cache_dir), *jobs, *paths), ours)
                    timed(ruff_command(paths), floor)
                results += [ours, floor]
            if {"warm", "warm-one"} & set(args.cases):
                warming = Series("torchlint", "fill", len(files), lines)
                if "corpus" not in args.cases:
                    timed(torchlint_command("--cache-dir", str(cache_dir), *jobs, *paths), warming)
                time.sleep(2.5)  # past the cache's racy window for files copied just now
                timed(torchlint_command("--cache-dir", str(cache_dir), *jobs, *paths), warming)
            if "warm" in args.cases:
                warm = Series("torchlint", "warm", len(files), lines)
                for _ in range(args.rounds):
                    timed(torchlint_command("--cache-dir", str(cache_dir), *jobs, *paths), warm)
                results.append(warm)
            if "warm-one" in args.cases:
                changed = copy / CHANGED_FILE[0] / CHANGED_FILE[1]
                original = changed.read_text(encoding="utf-8")
                one = Series("torchlint", "warm-one", len(files), lines)
                for round_ in range(args.rounds):
                    changed.write_text(original + f"# benchmark edit {round_}\n", encoding="utf-8")
                    timed(torchlint_command("--cache-dir", str(cache_dir), *jobs, *paths), one)
                results.append(one)

    if "single" in args.cases:
        target = CORPUS / SINGLE_FILE[0] / SINGLE_FILE[1]
        lines = count_lines([target])
        ours = Series("torchlint", "single", 1, lines)
        floor = Series("Ruff E9", "single", 1, lines)
        for _ in range(max(args.rounds, 5)):
            timed(torchlint_command("--no-cache", str(target)), ours)
            timed(ruff_command([str(target)]), floor)
        results += [ours, floor]

    if "floor" in args.cases:
        parsed = CORPUS / SINGLE_FILE[0] / SINGLE_FILE[1]
        clean = CORPUS / CLEAN_FILE[0] / CLEAN_FILE[1]
        syntax = CORPUS / SYNTAX_FILE[0] / SYNTAX_FILE[1]
        python = sys.executable
        runs = [
            (Series("python -c pass", "floor", 0, 0), [python, "-c", "pass"]),
            (Series("python -c 'import libcst'", "floor", 0, 0), [python, "-c", "import libcst"]),
            (Series(f"torchlint, screened out ({clean.name})", "floor", 1, count_lines([clean])),
             torchlint_command("--no-cache", str(clean))),
            (Series(f"torchlint, turned away by the syntax screens ({syntax.name})", "floor", 1,
                    count_lines([syntax])), torchlint_command("--no-cache", str(syntax))),
            (Series(f"torchlint, parsed ({parsed.name})", "floor", 1, count_lines([parsed])),
             torchlint_command("--no-cache", str(parsed))),
        ]
        for _ in range(FLOOR_RUNS):  # interleaved, so that a busy spell slows all alike
            for series, command in runs:
                timed(command, series)
        results += [series for series, _ in runs]
    return results


# -- reporting --------------------------------------------------------------------------------
def verdict(case: str, series: Series, by_case: dict[tuple[str, str], Series]) -> str:
    """The figure against its target, as a ratio (below 1 is better for times, above 1 for
    the speed-up over TorchFix), and whether it is met."""
    if case == "floor":
        start = by_case.get(("floor", "python -c pass"))
        if start is None or series is start:
            return ""
        return f"{series.median / start.median:.1f}x `python -c pass`"
    if series.tool != "torchlint":
        return ""
    median, peak = series.median, max(series.peaks) / 2**20
    shown, limit = TARGETS[case]
    if limit is None:
        return ""
    if case == "subset":
        other = by_case.get(("subset", "TorchFix"))
        if other is None:
            return "(TorchFix not run)"
        ratio = series.lines_per_second / other.lines_per_second
        cpu_ratio = statistics.median(other.cpus) / statistics.median(series.cpus)
        return (f"{ratio:.1f}x TorchFix by wall time ({cpu_ratio:.1f}x by CPU time) = "
                f"{ratio / limit:.2f} of the target: {'met' if ratio >= limit else 'MISSED'}")
    ok = median <= limit
    text = f"{median / limit:.2f} of the time allowed"
    if case == "corpus":
        ok = ok and peak <= MEMORY_LIMIT_MB
        text += f", {peak / MEMORY_LIMIT_MB:.2f} of the memory"
    return f"{text}: {'met' if ok else 'MISSED'}"


def table(results: list[Series]) -> str:
    by_case = {(s.case, s.tool): s for s in results}
    rows = [
        "| case | tool | files | lines | runs | wall median (min–max) | lines/s | CPU s (median) | peak memory | target | result |",
        "|---|---|---:|---:|---:|---|---:|---:|---:|---|---|",
    ]
    for series in results:
        rows.append(
            f"| {series.case} | {series.tool} | {series.files:,} | {series.lines:,} | "
            f"{len(series.walls)} | {series.median:.2f} s ({min(series.walls):.2f}–"
            f"{max(series.walls):.2f}) | {series.lines_per_second:,.0f} | "
            f"{statistics.median(series.cpus):.2f} | "
            f"{max(series.peaks) / 2**20:,.0f} MB | "
            f"{TARGETS[series.case][0] if series.tool == 'torchlint' else ''} | "
            f"{verdict(series.case, series, by_case)} |"
        )
    return "\n".join(rows) + "\n"


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    except (ValueError, OSError):
        memory = 0.0
    try:
        load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    except OSError:
        load = "?"
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (f"{cores} cores ({cpu}), {memory:.0f} GiB memory, {platform.system()} "
            f"{platform.release()}, Python {platform.python_version()}; load average at the "
            f"end of the run: {load}")


def summary(results: list[Series]) -> str:
    """One line per target: the figure, the target, the ratio, met or not."""
    by_case = {(s.case, s.tool): s for s in results}
    names = {
        "subset": "Cold, timm + torchvision, against TorchFix",
        "corpus": "Cold, the whole corpus",
        "warm": "Warm, nothing changed",
        "single": "One file (pre-commit), start-up included",
    }
    lines = []
    for case, name in names.items():
        series = by_case.get((case, "torchlint"))
        if series is None:
            lines.append(f"- **{name}** ({TARGETS[case][0]}): not measured in this run.")
            continue
        lines.append(f"- **{name}** ({TARGETS[case][0]}): {series.median:.2f} s wall median; "
                     f"{verdict(case, series, by_case)}.")
    floor = [s for s in results if s.case == "floor"]
    if floor:
        lines.append("- **The one-file floor** (median of 11 runs each): " + "; ".join(
            f"{s.tool} {s.median:.3f} s wall, {statistics.median(s.cpus):.3f} s CPU" for s in floor
        ) + ".")
    return "\n".join(lines) + "\n"


SECTION = "<!-- speed.py section -->"


def busy() -> str:
    """A warning when the machine had more runnable work than cores during the run."""
    try:
        load = max(os.getloadavg())
    except OSError:
        return ""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    if load <= cores:
        return ""
    return (f" **The machine was busy** (load average up to {load:.1f} on {cores} cores): wall "
            "times include waiting for a core and for the disk; the CPU times are the figures to "
            "compare, and the targets (wall time) should be measured again on a quiet machine.")


def write_docs(text: str, command: str, results: list[Series]) -> None:
    """Replace the section between the two SECTION markers of docs/performance.md (the
    whole "Latest measurements" section: machine, load, command, table, targets)."""
    path = ROOT / "docs" / "performance.md"
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    block = (
        f"{SECTION}\n## Latest measurements\n\n"
        "Produced by `benchmarks/speed.py --write-docs`, which wrote this whole section. It runs "
        "torchlint, TorchFix 0.7.0 (in its own virtual environment, `.bench-venv`) and Ruff "
        "(`--select E9`, as a floor: Ruff does not parse into a CST) alternately on identical "
        "files, each run a fresh process with interpreter start-up included. \"CPU s\" is user "
        "+ system time of the whole process tree; on a machine shared with other work it is "
        "the steadier figure.\n\n"
        f"Measured {now} on {machine()}.{busy()}\n\nCommand: `{command}`\n\n{text}\n"
        f"### Against the targets (issue 15)\n\n{summary(results)}{SECTION}\n"
    )
    current = path.read_text(encoding="utf-8") if path.is_file() else "# Performance\n\n"
    if current.count(SECTION) == 2:
        before, _, rest = current.partition(SECTION)
        _, _, after = rest.partition(SECTION)
        current = before + block.rstrip("\n") + after
    else:
        current = current.rstrip("\n") + "\n\n" + block
    path.write_text(current, encoding="utf-8")
    print(f"wrote {path.relative_to(ROOT)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3, help="torchlint and Ruff runs per case")
    parser.add_argument("--torchfix-rounds", type=int, default=2,
                        help="TorchFix runs on the subset (each takes minutes)")
    parser.add_argument("--cases", default=",".join(CASES),
                        help=f"comma-separated, from {', '.join(CASES)}")
    parser.add_argument("--corpus-rounds", type=int, default=2,
                        help="cold runs over the whole corpus (each takes about a minute)")
    parser.add_argument("--jobs", type=int, default=None, help="torchlint --jobs (default: all cores)")
    parser.add_argument("--snapshot", action="store_true",
                        help="run torchlint from an export of git HEAD (a working tree that others "
                             "edit meanwhile changes the cache's salt between runs)")
    parser.add_argument("--write-docs", action="store_true", help="write docs/performance.md")
    args = parser.parse_args()
    args.cases = [c.strip() for c in args.cases.split(",") if c.strip()]
    unknown = set(args.cases) - set(CASES)
    if unknown:
        parser.error(f"unknown case(s): {', '.join(sorted(unknown))}")
    prepare_corpus(LIBRARIES if set(args.cases) - {"subset", "single", "floor"} else SUBSET)
    if set(args.cases) - {"floor"}:  # the floor runs no other tool
        prepare_venv()
    print(f"machine: {machine()}", flush=True)
    with tempfile.TemporaryDirectory(prefix="torchlint-tree-") as tree:
        if args.snapshot:
            global TREE
            TREE = Path(tree)
            archive = subprocess.run(["git", "archive", "HEAD", "torchlint"], cwd=ROOT,
                                     capture_output=True, check=True).stdout
            subprocess.run(["tar", "-x", "-C", tree], input=archive, check=True)
            # as pip leaves an installed package: compiled, so the first run does not pay
            subprocess.run([sys.executable, "-m", "compileall", "-q", tree], check=True)
        results = run_cases(args)
    text = table(results)
    print()
    print(text)
    if args.write_docs:
        command = "python benchmarks/speed.py " + " ".join(sys.argv[1:])
        write_docs(text, command.strip(), results)


if __name__ == "__main__":
    main()
