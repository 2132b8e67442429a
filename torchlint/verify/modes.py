"""`torchlint verify PATH`: snippet, function and program modes.

Every mode works on copies: PATH's folder is copied twice into a temporary folder, one copy
gets the fixed file, and user code runs only in child processes started from those copies.
The temporary folder is removed however the run ends, and PATH itself is only ever read.
"""

from __future__ import annotations

import ast
import builtins
import json
import os
import queue
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from torchlint.verify import reaper
from torchlint.verify.devices import DeviceUnavailable, resolve_device
from torchlint.verify.harness import (
    MIN_PAIRS,
    SLOWER,
    Check,
    Measurement,
    Mismatch,
    compare_outputs,
    measure,
    warm_comparison,
)
from torchlint.verify.protocol import MEMORY_LIMIT_REFUSED, restore
from torchlint.verify.report import CaseResult

#: folders never worth copying next to a program: caches, environments, version control
IGNORED_FOLDERS = (
    ".git", ".hg", ".svn", "__pycache__", ".venv", "venv", ".tox", ".nox", "node_modules",
    ".mypy_cache", ".pytest_cache", ".ruff_cache", ".torchlint_cache", ".ipynb_checkpoints",
)
MAX_COPY_BYTES = 512 * 1024 * 1024
#: a timed run in a worker lasts at least this long (short calls are timed in batches)
BATCH_SECONDS = 1e-3
STDERR_TAIL_LINES = 15
#: how an unsafe fix that changed the output's values is reported, beside its timing
VALUES_CHANGED = "values changed (unsafe fix: expected)"
#: program mode: the runs are spread over this many pairs of fresh processes
PROCESS_PAIRS = 3


class UsageProblem(Exception):
    """The command line cannot work as given (exit 2 with usage)."""


class VerifyFailure(Exception):
    """Something outside user code went wrong (exit 2, one line)."""


@dataclass
class Options:
    select: list[str] | None = None
    ignore: list[str] | None = None
    unsafe_fixes: bool = False
    device: str | None = None
    budget: float = 60.0
    runs: int = MIN_PAIRS
    timeout: float = 300.0
    progress: Callable[[str], None] = lambda _: None
    warmup_pairs: int = 2
    #: bytes of address space each child may take (RLIMIT_AS); None: no limit
    memory_limit: int | None = None
    #: program mode: pairs of fresh processes the runs are spread over
    process_pairs: int = PROCESS_PAIRS
    preview: bool | None = None
    pedantic: bool | None = None


@dataclass
class Outcome:
    mode: str
    results: list[CaseResult] = field(default_factory=list)
    environment: dict[str, Any] = field(default_factory=dict)
    fixes: list[dict[str, Any]] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)

    @property
    def exit_code(self) -> int:
        for r in self.results:
            if r.failed:
                return 1
            if r.status == "ok" and r.measurement and r.measurement.verdict == SLOWER:
                return 1
        return 0


# --------------------------------------------------------------------------------------------
# fixes


@dataclass
class Fixed:
    source: str
    fixed_source: str
    applied: list[Any]  # Diagnostic
    unapplied_unsafe: int


def fix_file(path: str, options: Options) -> Fixed:
    from torchlint import api
    from torchlint.diagnostics import Applicability

    try:
        with open(path, encoding="utf-8") as f:
            source = f.read()
    except (OSError, UnicodeDecodeError) as exc:
        raise VerifyFailure(f"cannot read {path}: {exc}") from None
    result = api.fix_source(
        source, path, select=options.select, ignore=options.ignore,
        unsafe_fixes=options.unsafe_fixes, **_check_meaning(options),
    )
    if result.error:
        raise VerifyFailure(
            f"the fixes for {path} failed torchlint's safety checks: {result.error}"
        )
    unsafe_left = sum(
        1 for d in result.remaining
        if d.fix is not None and d.fix.applicability is Applicability.UNSAFE
    )
    return Fixed(source, result.source, list(result.applied), unsafe_left)


def _check_meaning(options: Options) -> dict[str, Any]:
    """--preview and --pedantic as `check` reads them; left out when not given, so that an
    engine (or a test's stand-in) without them is called as before."""
    return {k: v for k, v in (("preview", options.preview), ("pedantic", options.pedantic))
            if v is not None}


def _fix_summary(fixed: Fixed) -> list[dict[str, Any]]:
    return [
        {
            "code": d.code,
            "row": d.location.row,
            "column": d.location.column,
            "message": d.fix.message if d.fix else "",
            "applicability": d.fix.applicability.value if d.fix else None,
        }
        for d in fixed.applied
    ]


def _all_safe(diagnostics: list[Any]) -> bool:
    from torchlint.diagnostics import Applicability

    return all(d.fix is not None and d.fix.applicability is Applicability.SAFE for d in diagnostics)


def _no_fix_messages(fixed: Fixed, path: str) -> list[str]:
    lines = [f"{path}: no fix to verify."]
    if fixed.unapplied_unsafe:
        lines.append(f"{fixed.unapplied_unsafe} unsafe fix(es) not applied; "
                     "pass --unsafe-fixes to verify them.")
    return lines


# --------------------------------------------------------------------------------------------
# temporary copies


class Workspace:
    """Two copies of PATH's folder, ``original`` and ``fixed``, removed on exit.

    What a symbolic link points to is copied, not the link: a program that writes to
    ``checkpoints/`` when ``checkpoints -> /somewhere`` must write into the copy, never
    through the link into the user's files. A broken link is left out (writing through it
    would create its target), and so are named pipes, sockets and device files (opening a
    pipe blocks). ``notes`` says what was done about each.
    """

    def __init__(self, path: str, fixed_source: str | None,
                 sides: tuple[str, ...] = ("original", "fixed")):
        self.path = os.path.abspath(path)
        self.sides = sides  # `profile` runs one copy: ("original",)
        self.folder = os.path.dirname(self.path)
        self.fixed_source = fixed_source
        self.root = ""
        self.notes: list[str] = []

    def __enter__(self) -> Workspace:
        plan, links, size = _copy_plan(self.folder, self.notes)
        if size > MAX_COPY_BYTES:
            followed = f" (symbolic links followed: {', '.join(links[:3])})" if links else ""
            raise UsageProblem(
                f"{self.folder} holds {size / 2**20:.0f} MiB{followed}; verify copies the "
                f"script's folder and stops at {MAX_COPY_BYTES // 2**20} MiB: move the script "
                "to a smaller folder, or keep data outside it"
            )
        if links:
            shown = ", ".join(links[:3]) + (f" and {len(links) - 3} more" if len(links) > 3 else "")
            self.notes.insert(0, f"copied what {len(links)} symbolic link(s) point to ({shown}), "
                                 "so the program writes to its copy, never through a link")
        self.notes += _outside_paths(self.path, self.folder)
        self.root = tempfile.mkdtemp(prefix="torchlint-verify-")
        try:
            for side in self.sides:
                base = os.path.join(self.root, side)
                os.mkdir(base)
                for relative, is_dir in plan:
                    source, target = os.path.join(self.folder, relative), os.path.join(base, relative)
                    if is_dir:
                        os.mkdir(target)
                    else:
                        shutil.copy2(source, target)  # follows a link: its target's bytes
            if self.fixed_source is not None and "fixed" in self.sides:
                with open(self.file("fixed"), "w", encoding="utf-8") as f:
                    f.write(self.fixed_source)
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def __exit__(self, *exc: Any) -> None:
        if self.root:
            shutil.rmtree(self.root, ignore_errors=True)

    def dir(self, side: str) -> str:
        return os.path.join(self.root, side)

    def file(self, side: str, original_path: str | None = None) -> str:
        relative = os.path.relpath(os.path.abspath(original_path or self.path), self.folder)
        return os.path.join(self.root, side, relative)

    def scratch(self, name: str) -> str:
        return os.path.join(self.root, name)

    def as_user_sees(self, text: str) -> str:
        """Messages name the user's files, not the copies."""
        for side in self.sides:
            text = text.replace(self.dir(side) + os.sep, self.folder + os.sep)
        return text


def _outside_paths(path: str, folder: str) -> list[str]:
    """A note for each relative path in PATH's text that climbs out of its folder
    (``"../data"``): the copies hold only the folder, so such a path names nothing there,
    and the program fails or silently reads less than it does at home."""
    try:
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
    except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
        return []
    climbing = sorted({
        node.value for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
        and (node.value in ("..", "../", "..\\") or node.value.startswith(("../", "..\\")))
    })
    if not climbing:
        return []
    shown = ", ".join(repr(p) for p in climbing[:3]) + (
        f" and {len(climbing) - 3} more" if len(climbing) > 3 else "")
    return [f"{os.path.basename(path)} names {shown}, outside {folder}: verify copies only "
            "that folder, so in the copies those paths point at nothing; move the data under "
            "the script's folder (an absolute path would reach your real files)"]


_SPECIAL = ((stat.S_ISFIFO, "a named pipe"), (stat.S_ISSOCK, "a socket"),
            (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"))


def _copy_plan(folder: str, notes: list[str]) -> tuple[list[tuple[str, bool]], list[str], int]:
    """(relative path, is a folder) for everything to copy, in creation order; the symbolic
    links followed (``name -> target``); and the bytes it all holds. Stops counting once past
    the limit."""
    plan: list[tuple[str, bool]] = []
    links: list[str] = []
    size = 0
    seen = {os.path.realpath(folder)}

    def visit(relative: str) -> None:
        nonlocal size
        try:
            entries = sorted(os.scandir(os.path.join(folder, relative)), key=lambda e: e.name)
        except OSError as exc:
            notes.append(f"{relative or '.'}: not copied ({exc.strerror})")
            return
        for entry in entries:
            if size > MAX_COPY_BYTES:
                return
            if entry.name in IGNORED_FOLDERS:
                continue
            rel = os.path.join(relative, entry.name)
            if entry.is_symlink():
                target = os.readlink(entry.path)
                if not os.path.exists(entry.path):
                    notes.append(f"{rel} -> {target}: a broken symbolic link, left out (a "
                                 "write through it would create a file outside the copy)")
                    continue
                links.append(f"{rel} -> {target}")
            try:
                info = os.stat(entry.path)
            except OSError as exc:
                notes.append(f"{rel}: not copied ({exc.strerror})")
                continue
            if stat.S_ISDIR(info.st_mode):
                real = os.path.realpath(entry.path)
                if real in seen:
                    notes.append(f"{rel}: a link back into a folder already copied, left out")
                    continue
                seen.add(real)
                plan.append((rel, True))
                visit(rel)
            elif stat.S_ISREG(info.st_mode):
                size += info.st_size
                plan.append((rel, False))
            else:
                kind = next((k for test, k in _SPECIAL if test(info.st_mode)), "a special file")
                notes.append(f"{rel}: {kind}, not copied")

    visit("")
    return plan, links, size


def _child_env(options: Options | None = None) -> dict[str, str]:
    env = dict(os.environ)
    # the children import torchlint.verify even when torchlint is not installed
    package_root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH")) if p)
    env.setdefault("PYTHONUNBUFFERED", "1")
    if options is not None and options.memory_limit:
        env["TORCHLINT_MEMORY_LIMIT"] = str(options.memory_limit)
    return env


def _worker_env(options: Options | None = None, mark: str | None = None) -> dict[str, str]:
    env = _child_env(options)
    if mark:  # inherited by whatever user code starts, so it can be found and ended
        env[reaper.MARK] = mark
    # Both sides' processes live side by side and take turns. OpenMP threads spin for a while
    # after each parallel region, so the idle side burns cores the timed side needs (seen on
    # a 2-core machine: 0.04 ms calls timed at 50-70 ms; on a 16-core H100 machine a
    # host-heavy training step's speedup read 2.14x against 1.84x measured outside verify).
    # Sleeping threads cost both sides the same small wake-up instead (1.76x there).
    env.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    return env


def _kill(proc: subprocess.Popen, mark: str | None = None) -> None:
    """Kill the child's whole process group (DataLoader workers, torchrun ranks, whatever
    user code forked), whether or not the child itself has exited: its children outlive it
    otherwise. Its pid cannot be reused while the group has members, so this is safe after
    the child was reaped. Processes that left the group (a new session) are found through
    the child's tree and the run mark in their environment (torchlint.verify.reaper)."""
    try:
        if os.name == "posix":
            reaper.kill_tree(proc.pid, mark, tree=proc.poll() is None)
        elif proc.poll() is None:
            proc.kill()
    except (ProcessLookupError, PermissionError):
        if proc.poll() is None:
            proc.kill()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass


def _died(label: str, status: int | None, options: Options | None) -> str:
    if status == -signal.SIGKILL:
        limit = " (or raise --memory-limit)" if options and options.memory_limit else ""
        return (f"{label}: the process was killed (SIGKILL) without a word: most likely the "
                f"system ran out of memory and its out-of-memory killer chose it; give "
                f"--memory-limit to get a MemoryError instead{limit}")
    if status is not None and status < 0:
        try:
            name = signal.Signals(-status).name
        except ValueError:
            name = f"signal {-status}"
        return f"{label}: the process was killed by {name}"
    if status == MEMORY_LIMIT_REFUSED:
        return f"{label}: --memory-limit could not be applied on this system (see below)"
    if status == 0:
        return (f"{label}: the program ended its own process in the middle of a run "
                "(os._exit(0), or a library that exits the interpreter) instead of returning; "
                "verify runs it many times in one process: end it with sys.exit() or a return")
    return (f"{label}: the process exited with status {status} without raising SystemExit "
            "(os._exit(), or a crash in native code)")


def _tail(path: str, lines: int = STDERR_TAIL_LINES) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return ""
    return "\n".join(text.rstrip().splitlines()[-lines:])


# --------------------------------------------------------------------------------------------
# a long-lived child for one side


class UserCodeFailed(Exception):
    """User code raised, crashed or timed out; the message holds the traceback tail."""


class Worker:
    def __init__(self, label: str, cwd: str, stderr_path: str, timeout: float,
                 options: Options | None = None, rename: Callable[[str], str] = str):
        self.label = label
        self.timeout = timeout
        self.stderr_path = stderr_path
        self.options = options
        self.rename = rename
        self._stderr = open(stderr_path, "wb")
        self.mark = reaper.new_mark()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "torchlint.verify.worker"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
            cwd=cwd, env=_worker_env(options, self.mark), start_new_session=(os.name == "posix"),
            text=True, encoding="utf-8",
        )
        self._answers: queue.Queue[str | None] = queue.Queue()
        # a thread reads the answers so that a wait can time out on any platform
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self._answers.put(line)
        self._answers.put(None)

    def request(self, command: dict[str, Any], timeout: float | None = None,
                label: str | None = None) -> dict[str, Any]:
        limit = self.timeout if timeout is None else timeout
        name = label or self.label
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write(json.dumps(command) + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass  # it died; the read below reports how
        try:
            line = self._answers.get(timeout=limit)
        except queue.Empty:
            self.close(force=True)
            raise UserCodeFailed(
                f"{name}: timed out after {limit:g} s (--timeout); the process was killed"
            ) from None
        if line is None:
            self.proc.wait()
            tail = self.rename(_tail(self.stderr_path))
            raise UserCodeFailed(_died(name, self.proc.returncode, self.options)
                                 + (f"\n{tail}" if tail else ""))
        answer = json.loads(line)
        if not answer.get("ok"):
            if answer.get("needs_cuda"):
                raise UserCodeFailed(self.rename(answer["error"]))
            if answer.get("stderr_tail"):
                tail = self.rename(_tail(self.stderr_path))
                raise UserCodeFailed(f"{name}: {answer.get('error')}"
                                     + (f"\n{tail}" if tail else ""))
            raise UserCodeFailed(self.rename(
                f"{name}: {answer.get('error')}\n{answer.get('traceback', '')}".rstrip()
            ))
        return answer

    def close(self, force: bool = False) -> None:
        # a child stuck in user code would not read the polite exit: kill it outright
        if not force and self.proc.poll() is None:
            try:
                assert self.proc.stdin is not None
                self.proc.stdin.write(json.dumps({"op": "exit"}) + "\n")
                self.proc.stdin.flush()
                self._answers.get(timeout=5)
            except (OSError, ValueError, queue.Empty):
                pass
        _kill(self.proc, self.mark)  # every time: what user code forked dies with the worker
        # The reader ends once every process holding the pipe is gone. Closing the pipe while
        # it still reads would block on its lock, so a pipe some escaped process still holds
        # (one that left the process group) is left to the garbage collector instead.
        self._reader.join(timeout=5)
        streams = [self.proc.stdin] + ([self.proc.stdout] if not self._reader.is_alive() else [])
        for stream in streams:
            try:
                if stream:
                    stream.close()
            except OSError:
                pass
        self._stderr.close()


def compare_workers(
    before: Worker,
    after: Worker,
    load_before: dict[str, Any],
    load_after: dict[str, Any],
    ws: Workspace,
    check: Check,
    options: Options,
    device: str,
    startup: dict[str, float] | None = None,
    batch: bool = True,
    **timing: Any,
) -> Measurement:
    """Load both sides, check their outputs agree, then time them in pairs. The budget counts
    from the check on (the first call, warm-up, timing); loading, which imports the user's
    modules and torch, is start-up and bounded by --timeout alone. ``batch``: a call too
    short for the clock is timed in batches of calls (never in program mode, whose --runs
    promises how often the program runs).

    ``before`` and ``after`` may be one worker (snippet and function modes): both sides are
    then loaded into one process (slots A and B) and timed there, interleaved, so that
    whatever the machine does to that process (a busier core, a neighbour's burst) hits both
    sides alike instead of biasing one for its whole life.

    Where the fix is unsafe (``check.mode == "meta"``), values are still compared: a
    difference is recorded in ``values_changed`` (expected of an unsafe fix, and said so),
    and only a difference in structure, shapes, dtypes or devices is a mismatch."""
    startup = {} if startup is None else startup
    sides = (("before", before, "A", load_before), ("after", after, "B", load_after))
    for label, worker, slot, load in sides:
        t0 = time.perf_counter()
        worker.request({"op": "load", "device": device, "slot": slot, **load}, label=label)
        startup[f"load_{label}"] = time.perf_counter() - t0
    started = time.perf_counter()
    saved = []
    for label, worker, slot, _ in sides:
        target = ws.scratch(f"{label}.out")
        t0 = time.perf_counter()
        answer = worker.request({"op": "call", "seed": 0, "save": target, "slot": slot},
                                label=label)
        startup[f"first_{label}"] = time.perf_counter() - t0
        if answer.get("format") == "json":
            with open(target, encoding="utf-8") as f:
                saved.append(restore(json.load(f)))
        else:
            import torch

            saved.append(restore(torch.load(target, weights_only=True)))
            warm_comparison()
    values_changed = ""
    if check.mode == "meta":
        try:
            unchecked = compare_outputs(saved[0], saved[1], Check("values", check.rtol,
                                                                  check.atol,
                                                                  check.relative_norm))
        except Mismatch as exc:
            values_changed = str(exc)
            unchecked = compare_outputs(saved[0], saved[1], check)
    else:
        unchecked = compare_outputs(saved[0], saved[1], check)

    # A call of a few microseconds is mostly clock and round trip: time batches of calls
    # that last about a millisecond each instead (both sides the same count).
    repeat = 1
    if batch and min(startup[f"first_{label}"] for label, *_ in sides) < 100 * BATCH_SECONDS:
        # the slower side decides: a batch of it lasts about BATCH_SECONDS
        slower = max(min(float(w.request({"op": "time", "slot": slot}, label=label)["seconds"])
                         for _ in "12") for label, w, slot, _ in sides)
        repeat = max(1, min(10000, int(BATCH_SECONDS / max(slower, 1e-9))))

    def run(label: str, worker: Worker, slot: str) -> Callable[[], float]:
        command = {"op": "time", "repeat": repeat, "slot": slot}
        return lambda: float(worker.request(command, label=label)["seconds"])

    settings: dict[str, Any] = {"budget": options.budget, "warmup_pairs": options.warmup_pairs,
                                "started": started}
    settings.update(timing)
    m = measure(run(*sides[0][:3]), run(*sides[1][:3]), **settings)
    m.unchecked = unchecked
    m.values_changed = values_changed
    if device != "cpu":  # one run of each side more, after the budget's timing
        m.peak_memory_before = before.request({"op": "memory", "slot": "A"}).get("bytes")
        m.peak_memory_after = after.request({"op": "memory", "slot": "B"}).get("bytes")
    m.elapsed = time.perf_counter() - started
    return m


def _environment(device: str) -> dict[str, Any]:
    from torchlint.verify.report import environment

    return environment(device)


def _device(options: Options) -> tuple[str, list[str]]:
    try:
        device, notice = resolve_device(options.device)
    except DeviceUnavailable as exc:
        raise VerifyFailure(str(exc)) from None
    return device, [notice] if notice else []


# --------------------------------------------------------------------------------------------
# function mode


def verify_function(path: str, entry: str, options: Options) -> Outcome:
    entry_file, _, function = entry.rpartition(":")
    if not entry_file or not function or not function.isidentifier():
        raise UsageProblem(f"--entry must be FILE.py:FUNCTION, got {entry!r}")
    if not os.path.isfile(entry_file):
        raise UsageProblem(f"--entry file {entry_file!r} does not exist")
    folder = os.path.dirname(os.path.abspath(path))
    entry_abs = os.path.abspath(entry_file)
    if os.path.commonpath([folder, entry_abs]) != folder:
        raise UsageProblem(f"--entry file must be in {path}'s folder or below it")

    fixed = fix_file(path, options)
    outcome = Outcome("function", fixes=_fix_summary(fixed))
    if not fixed.applied:
        outcome.messages = _no_fix_messages(fixed, path)
        return outcome
    device, notices = _device(options)
    outcome.messages += notices
    outcome.environment = _environment(device)
    codes = ",".join(sorted({d.code for d in fixed.applied}))
    check = Check("values" if _all_safe(fixed.applied) else "meta")
    result = CaseResult(
        rule=codes, case=f"{os.path.basename(entry_file)}:{function}()", status="ok",
        before_code=f"{path} as written", after_code=f"{path} with {len(fixed.applied)} fix(es)",
        correctness="values" if check.mode == "values" else "shapes",
        note="" if check.mode == "values" else "unsafe fixes applied: shapes, dtypes and "
             "devices compared, not values",
    )
    options.progress(f"verify {result.case}: {len(fixed.applied)} fix(es) ({codes})")
    outcome.messages += run_function(path, entry_abs, function, fixed.fixed_source, check,
                                     options, device, result)
    outcome.results.append(result)
    return outcome


def run_function(path: str, entry_abs: str, function: str, fixed_source: str, check: Check,
                 options: Options, device: str, result: CaseResult) -> list[str]:
    """Time ``function`` of the original against the same of ``fixed_source``, both loaded
    into one worker; fills ``result``, returns the workspace's notes."""
    with Workspace(path, fixed_source) as ws:
        workers: list[Worker] = []
        try:
            # one process holds both copies: timed side by side, on the same core
            workers = [Worker("before", ws.dir("original"), ws.scratch("worker.err"),
                              options.timeout, options, ws.as_user_sees)]
            loads = [
                {"kind": "function", "file": ws.file(side, entry_abs), "function": function}
                for side in ("original", "fixed")
            ]
            result.measurement = compare_workers(
                workers[0], workers[0], loads[0], loads[1], ws, check, options, device
            )
            _record_check(result)
        except UserCodeFailed as exc:
            result.status, result.message = "error", str(exc)
        except Mismatch as exc:
            result.status, result.message = "mismatch", str(exc)
        finally:
            interrupted = sys.exc_info()[0] is not None and not isinstance(
                sys.exc_info()[1], (UserCodeFailed, Mismatch))
            for w in workers:
                w.close(force=interrupted)
        return ws.notes


def _record_check(result: CaseResult) -> None:
    """A check that left parts of the output uncompared is reported as such, never as
    passed."""
    m = result.measurement
    if m is not None and m.values_changed:
        result.correctness = VALUES_CHANGED
        result.note = f"values changed: {m.values_changed}"
    elif m is not None and result.correctness == "shapes":
        result.correctness = "values"
        result.note = "unsafe fix: values compared too, and equal"
    if m is not None and m.unchecked:
        result.correctness = "unchecked"
        shown = ", ".join(m.unchecked[:3]) + (" ..." if len(m.unchecked) > 3 else "")
        result.note = (result.note + "; " if result.note else "") + (
            f"not compared (objects that are not data): {shown}")


# --------------------------------------------------------------------------------------------
# snippet mode


SAFE_BUILTINS = frozenset({
    "abs", "bool", "dict", "float", "int", "len", "list", "max", "min", "range", "round",
    "slice", "sum", "tuple", "True", "False", "None",
})


@dataclass
class Snippet:
    row: int
    prelude: str
    before: str
    after: str


def _char_col(line: str, byte_offset: int) -> int:
    """ast gives UTF-8 byte offsets; diagnostics count characters."""
    return len(line.encode("utf-8")[:byte_offset].decode("utf-8", errors="replace"))


@dataclass
class Binding:
    """A module-level name a snippet may use: the statement that binds it, and the names
    that statement needs in turn."""

    line: int
    text: str
    needs: tuple[str, ...] = ()


#: calls a snippet's prelude may make: they read the machine, never user state
SAFE_CALLS = frozenset({
    "torch.device", "torch.cuda.is_available", "torch.cuda.device_count",
    "torch.backends.mps.is_available",
})
SAFE_TORCH_ATTRIBUTES = frozenset(
    f"torch.{name}" for name in (
        "float16", "float32", "float64", "bfloat16", "half", "float", "double", "int8",
        "int16", "int32", "int64", "long", "int", "uint8", "bool", "complex64",
        "complex128", "channels_last", "contiguous_format",
    )
)
WHAT_IS_EVALUATED = ("literals, arithmetic on them, torch.device(...), "
                     "torch.cuda.is_available() and torch dtypes")


def _dotted(node: ast.expr) -> str | None:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def _safe_value(node: ast.expr, known: dict[str, Binding],
                torch_names: dict[str, str]) -> set[str] | None:
    """The module-level names ``node`` needs, if evaluating it is safe: no user code, no
    allocation beyond a small literal; None otherwise."""
    needs: set[str] = set()

    def qualified(n: ast.expr) -> str | None:
        dotted = _dotted(n)
        if dotted is None:
            return None
        root, _, rest = dotted.partition(".")
        if root not in torch_names:
            return None
        needs.add(root)
        return torch_names[root] + ("." + rest if rest else "")

    def ok(n: ast.expr) -> bool:
        if isinstance(n, ast.Constant):
            return True
        if isinstance(n, (ast.Tuple, ast.List)):
            return all(ok(e) for e in n.elts)
        if isinstance(n, ast.UnaryOp):
            return ok(n.operand)
        if isinstance(n, ast.BinOp):
            if isinstance(n.op, (ast.Pow, ast.LShift)) and not (
                isinstance(n.right, ast.Constant) and isinstance(n.right.value, int)
                and 0 <= n.right.value <= 64
            ):
                return False  # 10 ** 10 ** 10 would never finish
            return ok(n.left) and ok(n.right)
        if isinstance(n, ast.IfExp):
            return ok(n.test) and ok(n.body) and ok(n.orelse)
        if isinstance(n, ast.Name) and n.id in known and n.id not in torch_names:
            needs.add(n.id)
            return True
        if isinstance(n, ast.Attribute):
            return qualified(n) in SAFE_TORCH_ATTRIBUTES
        if isinstance(n, ast.Call):
            return (qualified(n.func) in SAFE_CALLS and all(ok(x) for x in n.args)
                    and all(ok(k.value) for k in n.keywords))
        return False

    return needs if ok(node) else None


def _module_bindings(
    tree: ast.Module, source: str
) -> tuple[dict[str, Binding], dict[str, str], dict[str, str]]:
    """The module-level names a snippet can use (torch imports, and names bound once to a
    value that is safe to evaluate), why each other module-level name cannot be used, and
    what module each torch import stands for."""
    usable: dict[str, Binding] = {}
    why: dict[str, str] = {}
    torch_names: dict[str, str] = {}
    assigned: dict[str, int] = {}
    for node in tree.body:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            targets = [node.target]
        for target in targets:
            for name in ast.walk(target):
                if isinstance(name, ast.Name):
                    assigned[name.id] = assigned.get(name.id, 0) + 1
    for node in tree.body:
        segment = ast.get_source_segment(source, node) or ""
        short = segment.splitlines()[0][:60] if segment else ""
        if isinstance(node, ast.Import):
            for alias in node.names:
                bound = alias.asname or alias.name.split(".")[0]
                if alias.name == "torch" or alias.name.startswith("torch."):
                    torch_names[bound] = alias.name if alias.asname else "torch"
                    usable[bound] = Binding(node.lineno, f"import {alias.name}" + (
                        f" as {alias.asname}" if alias.asname else ""))
                else:
                    why[bound] = (f"imported at line {node.lineno} (`{short}`): a snippet only "
                                  "imports torch")
        elif isinstance(node, ast.ImportFrom):
            is_torch = node.level == 0 and node.module is not None and (
                node.module == "torch" or node.module.startswith("torch."))
            for alias in node.names:
                if alias.name == "*":
                    continue
                bound = alias.asname or alias.name
                if is_torch:
                    torch_names[bound] = f"{node.module}.{alias.name}"
                    usable[bound] = Binding(node.lineno, f"from {node.module} import {alias.name}"
                                            + (f" as {alias.asname}" if alias.asname else ""))
                else:
                    why[bound] = (f"imported at line {node.lineno} (`{short}`): a snippet only "
                                  "imports torch")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            kind = "a class" if isinstance(node, ast.ClassDef) else "a function"
            why[node.name] = f"{kind} defined at line {node.lineno}; a snippet runs no user code"
        elif isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if len(targets) != 1:
                continue
            target, value = targets[0], node.value
            if isinstance(target, ast.Name):
                pairs = [(target.id, value)]
            elif isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple) and len(
                target.elts
            ) == len(value.elts) and all(isinstance(t, ast.Name) for t in target.elts):
                pairs = [(t.id, v) for t, v in zip(target.elts, value.elts)]  # A, B = 1, 2
            else:
                for name in _stored_names(target):
                    why[name] = f"unpacked at line {node.lineno} (`{short}`)"
                continue
            for name, part in pairs:
                if assigned.get(name, 0) > 1:
                    why[name] = (f"assigned {assigned[name]} times at module level, so its "
                                 "value when the line runs is not known")
                    usable.pop(name, None)
                    continue
                needs = _safe_value(part, usable, torch_names)
                if needs is None:
                    why[name] = (f"bound at line {node.lineno} by `{short}`, which verify does "
                                 f"not evaluate on its own (it evaluates {WHAT_IS_EVALUATED})")
                else:
                    usable[name] = Binding(node.lineno, segment, tuple(sorted(needs)))
    return usable, why, torch_names


def _statement_at(tree: ast.Module, row: int) -> ast.stmt | None:
    best = None
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and node.lineno <= row <= (node.end_lineno or node.lineno):
            inside_best = best is not None and node.lineno >= best.lineno and (
                (node.end_lineno or 0) <= (best.end_lineno or 0)
            )
            if best is None or inside_best:
                best = node
    return best


def _enclosing_functions(
    tree: ast.Module, statement: ast.stmt
) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node is not statement:
            if any(child is statement for child in ast.walk(node)):
                found.append(node)
    return found


def _stored_names(node: ast.AST) -> set[str]:
    return {
        n.id for n in ast.walk(node) if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)
    }


def _value_of(statement: ast.stmt) -> ast.expr | None:
    if isinstance(statement, (ast.Assign, ast.Expr, ast.Return)) or (
        isinstance(statement, ast.AnnAssign)
    ):
        return statement.value
    return None


def extract_snippet(source: str, diagnostic: Any) -> Snippet | str:
    """The flagged statement's expression before and after the fix, with the prelude that
    makes it runnable on its own; or the reason it is not self-contained.

    When the statement is not self-contained (``out.append(torch.zeros(n).to(device))``:
    ``out`` is a list the snippet cannot build) but the flagged expression the fix edits is,
    that expression is timed on its own."""
    whole = _statement_snippet(source, diagnostic)
    if isinstance(whole, Snippet):
        return whole
    part = _expression_snippet(source, diagnostic)
    return part if isinstance(part, Snippet) else whole


def _statement_snippet(source: str, diagnostic: Any) -> Snippet | str:
    from torchlint.engine import apply_fixes

    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    statement = _statement_at(tree, diagnostic.location.row)
    if statement is None:
        return "not inside a statement"
    value = _value_of(statement)
    if value is None:
        return f"a {type(statement).__name__} statement, not an expression to time"
    first, last = statement.lineno, statement.end_lineno or statement.lineno
    start_col = _char_col(lines[first - 1], statement.col_offset) + 1
    end_col = _char_col(lines[last - 1], statement.end_col_offset or 0) + 1
    for e in diagnostic.fix.edits:
        begin = (e.location.row, e.location.column)
        end = (e.end_location.row, e.end_location.column)
        if begin < (first, start_col) or end > (last, end_col):
            return "the fix also edits other statements"
    fixed_source, _ = apply_fixes(source, [diagnostic])  # the engine's own edit application
    try:
        fixed_tree = ast.parse(fixed_source)
    except SyntaxError:
        return "the fixed statement does not parse on its own"
    fixed_statement = _statement_at(fixed_tree, first)
    fixed_value = _value_of(fixed_statement) if fixed_statement else None
    if fixed_value is None:
        return "the fix turns the statement into something other than an expression"
    before = ast.get_source_segment(source, value)
    after = ast.get_source_segment(fixed_source, fixed_value)
    if before is None or after is None:
        return "could not locate the expression"
    return _with_prelude(tree, source, statement, first, value, fixed_value, before, after)


def _with_prelude(tree: ast.Module, source: str, statement: ast.stmt, first: int,
                  value: ast.expr, fixed_value: ast.expr, before: str,
                  after: str) -> Snippet | str:
    usable, why, _ = _module_bindings(tree, source)
    # Inside a function, a parameter or local of the same name hides the module's binding.
    hidden: dict[str, str] = {}
    for scope in _enclosing_functions(tree, statement):
        params = {a.arg for a in (*scope.args.posonlyargs, *scope.args.args,
                                  *scope.args.kwonlyargs)}
        params |= {a.arg for a in (scope.args.vararg, scope.args.kwarg) if a is not None}
        for name in params:
            hidden[name] = f"a parameter of `{scope.name}()`"
        for name in _stored_names(scope) - params:
            hidden.setdefault(name, f"a local variable of `{scope.name}()`")
    needed: list[str] = []
    for expr in (value, fixed_value):
        stored = _stored_names(expr)
        stored |= {a.arg for n in ast.walk(expr) if isinstance(n, ast.Lambda) for a in n.args.args}
        for node in ast.walk(expr):
            loaded = isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)
            if not loaded or node.id in stored:
                continue
            name = node.id
            if name in hidden:
                reason = hidden[name]
            elif name in usable:
                if name not in needed:
                    needed.append(name)
                continue
            elif name in SAFE_BUILTINS and hasattr(builtins, name):
                continue
            else:
                reason = why.get(name, "not bound at module level")
            return f"not self-contained: `{name}` is {reason}"
    # the statements that bind them, and what those need in turn, in the module's order
    wanted: set[str] = set()
    stack = list(needed)
    while stack:
        name = stack.pop()
        if name not in wanted:
            wanted.add(name)
            stack.extend(usable[name].needs)
    statements = sorted({(usable[n].line, usable[n].text) for n in wanted})
    prelude_lines = [text for _, text in statements]
    # Parenthesized so that an expression spanning several lines evaluates on its own.
    return Snippet(first, "\n".join(prelude_lines) + "\n", f"({before})", f"({after})")


def _expression_snippet(source: str, diagnostic: Any) -> Snippet | str:
    """The smallest expression holding the diagnostic and every edit of its fix, before and
    after the fix, when it is self-contained."""
    from torchlint.engine import apply_fixes

    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(row: int, column: int) -> int:
        return starts[row - 1] + column - 1

    edits = diagnostic.fix.edits
    lo = min([offset(e.location.row, e.location.column) for e in edits]
             + [offset(diagnostic.location.row, diagnostic.location.column)])
    hi = max(offset(e.end_location.row, e.end_location.column) for e in edits)
    best: tuple[int, int, ast.expr] | None = None
    for node in ast.walk(tree):
        if not isinstance(node, ast.expr) or node.end_lineno is None:
            continue
        begin = offset(node.lineno, _char_col(lines[node.lineno - 1], node.col_offset) + 1)
        end = offset(node.end_lineno,
                     _char_col(lines[node.end_lineno - 1], node.end_col_offset or 0) + 1)
        if begin <= lo and hi <= end and (best is None or end - begin < best[1] - best[0]):
            best = (begin, end, node)
    if best is None:
        return "no expression holds the fix"
    begin, end, node = best
    fixed_source, _ = apply_fixes(source, [diagnostic])
    delta = len(fixed_source) - len(source)
    before, after = source[begin:end], fixed_source[begin:end + delta]
    try:
        fixed_value = ast.parse(f"({after})", mode="eval").body
        ast.parse(f"({before})", mode="eval")
    except SyntaxError:
        return "the fixed expression does not parse on its own"
    statement = _statement_at(tree, node.lineno)
    if statement is None:
        return "not inside a statement"
    return _with_prelude(tree, source, statement, node.lineno, node, fixed_value, before, after)


def verify_snippets(path: str, options: Options) -> Outcome:
    from torchlint import api

    try:
        with open(path, encoding="utf-8") as f:
            source = f.read()
    except (OSError, UnicodeDecodeError) as exc:
        raise VerifyFailure(f"cannot read {path}: {exc}") from None
    try:
        ast.parse(source)
    except SyntaxError as exc:
        raise VerifyFailure(f"{path} does not parse: {exc.msg} (line {exc.lineno})") from None
    diagnostics = api.lint_source(source, path, select=options.select, ignore=options.ignore,
                                  **_check_meaning(options))
    fixable = [d for d in diagnostics if d.fix is not None and d.fix.applies(options.unsafe_fixes)]
    outcome = Outcome("snippet")
    unsafe_left = sum(
        1 for d in diagnostics if d.fix is not None and not d.fix.applies(options.unsafe_fixes)
    )
    if not fixable:
        outcome.messages = _no_fix_messages(Fixed(source, source, [], unsafe_left), path)
        return outcome
    outcome.fixes = _fix_summary(Fixed(source, source, fixable, unsafe_left))
    device, notices = _device(options)
    outcome.messages += notices
    outcome.environment = _environment(device)

    pending: list[tuple[Any, Snippet]] = []
    for d in fixable:
        snippet = extract_snippet(source, d)
        if isinstance(snippet, str):
            outcome.messages.append(
                f"{path}:{d.location.row}:{d.location.column}: {d.code} skipped: {snippet}; "
                f"use --entry FILE.py:FUNCTION or program mode to verify it"
            )
        else:
            pending.append((d, snippet))
    if unsafe_left:
        outcome.messages.append(f"{unsafe_left} unsafe fix(es) not applied; pass --unsafe-fixes "
                                "to verify them.")
    if not pending:
        return outcome
    with Workspace(path, None) as ws, WorkerPair(ws, options) as pair:
        outcome.messages += ws.notes
        for d, snippet in pending:
            check = Check("values" if _all_safe([d]) else "meta")
            result = CaseResult(
                rule=d.code, case=f"line {d.location.row}", status="ok",
                before_code=snippet.before[1:-1], after_code=snippet.after[1:-1],
                correctness="values" if check.mode == "values" else "shapes",
                note="" if check.mode == "values" else
                "unsafe fix: shapes, dtypes and devices compared, not values",
            )
            options.progress(f"verify {d.code} line {d.location.row}: "
                             f"{result.before_code} -> {result.after_code}")
            before, after = pair.get()
            try:
                loads = [
                    {"kind": "snippet", "prelude": snippet.prelude, "expression": expr,
                     "filename": path, "row": snippet.row}
                    for expr in (snippet.before, snippet.after)
                ]
                result.measurement = compare_workers(
                    before, after, loads[0], loads[1], ws, check, options, device
                )
                _record_check(result)
            except UserCodeFailed as exc:
                result.status, result.message = "error", str(exc)
                pair.discard()  # one may be dead or stuck: the next snippet gets new ones
            except Mismatch as exc:
                result.status, result.message = "mismatch", str(exc)
            outcome.results.append(result)
    return outcome


class WorkerPair:
    """One child shared by every snippet, holding both sides (each load replaces the last),
    so torch is imported once per run rather than twice per finding; closed however the run
    ends."""

    def __init__(self, ws: Workspace, options: Options):
        self.ws, self.options = ws, options
        self.workers: list[Worker] = []
        self.generation = 0

    def get(self) -> tuple[Worker, Worker]:
        if not self.workers:
            self.generation += 1
            g = self.generation
            # one process evaluates both expressions, interleaved
            self.workers = [
                Worker("before", self.ws.dir("original"), self.ws.scratch(f"worker-{g}.err"),
                       self.options.timeout, self.options, self.ws.as_user_sees)
            ]
        return self.workers[0], self.workers[0]

    def discard(self, force: bool = False) -> None:
        for w in self.workers:
            w.close(force=force)
        self.workers = []

    def __enter__(self) -> WorkerPair:
        return self

    def __exit__(self, kind: Any, *exc: Any) -> None:
        self.discard(force=kind is not None)  # interrupted: no polite goodbyes


# --------------------------------------------------------------------------------------------
# program mode


def verify_program(path: str, args: list[str], options: Options) -> Outcome:
    """Run the whole program, original and fixed, each side in its own long-lived process
    that runs it as ``__main__`` again and again: the first run pays for start-up
    (interpreter, imports, device initialisation, kernel loading) and is reported apart, and
    the verdict is on warm runs, timed with the device synchronized."""
    fixed = fix_file(path, options)
    outcome = Outcome("program", fixes=_fix_summary(fixed))
    if not fixed.applied:
        outcome.messages = _no_fix_messages(fixed, path)
        return outcome
    device, notices = _device(options)
    outcome.messages += notices
    outcome.environment = _environment(device)
    codes = ",".join(sorted({d.code for d in fixed.applied}))
    shown_args = " ".join(args)
    preload = "torch" if _imports_torch(fixed.source) else "none"
    result = CaseResult(
        rule=codes, case=f"python {os.path.basename(path)} {shown_args}".rstrip(), status="ok",
        before_code=f"{path} as written", after_code=f"{path} with {len(fixed.applied)} fix(es)",
        correctness="exit status",
        note="warm runs of the whole program, each side in its own process; the first run "
             "of each, with start-up, is reported apart; outputs are not compared, exit "
             "status is",
    )
    options.progress(f"verify {result.case}: {len(fixed.applied)} fix(es) ({codes}), "
                     f"{options.runs} run(s) each")
    outcome.messages += run_program(path, args, fixed.fixed_source, preload, options, device,
                                    result)
    outcome.results.append(result)
    return outcome


def run_program(path: str, args: list[str], fixed_source: str, preload: str,
                options: Options, device: str, result: CaseResult) -> list[str]:
    """Time the program as written against ``fixed_source`` over several process pairs;
    fills ``result``, returns the messages (workspace notes, start-up)."""
    messages: list[str] = []
    with Workspace(path, fixed_source) as ws:
        messages += ws.notes
        startup: dict[str, float] = {}
        loads = [{"kind": "program", "file": ws.file(side), "args": args,
                  "preload": preload} for side in ("original", "fixed")]
        # The runs are spread over several pairs of fresh processes: a process that lands
        # on a busier core is slower for its whole life, and only other processes show it.
        # The bootstrap then resamples process pairs, then runs (Measurement.groups).
        pairs = max(1, min(options.process_pairs, options.runs))
        shares = [options.runs // pairs + (1 if k < options.runs % pairs else 0)
                  for k in range(pairs)]
        parts: list[Measurement] = []
        try:
            for k, share in enumerate(shares):
                workers: list[Worker] = []
                try:
                    workers = [
                        Worker("before", ws.dir("original"), ws.scratch(f"before-{k}.err"),
                               options.timeout, options, ws.as_user_sees),
                        Worker("after", ws.dir("fixed"), ws.scratch(f"after-{k}.err"),
                               options.timeout, options, ws.as_user_sees),
                    ]
                    parts.append(compare_workers(
                        workers[0], workers[1], loads[0], loads[1], ws, Check("meta"), options,
                        device, startup if k == 0 else {}, batch=False, fixed_pairs=share,
                        warmup_pairs=1, settle=0, budget=float("inf"), seed=k,
                    ))
                finally:
                    interrupted = sys.exc_info()[0] is not None and not isinstance(
                        sys.exc_info()[1], UserCodeFailed)
                    for w in workers:
                        w.close(force=interrupted)
            result.measurement = _combine(parts, options.runs)
        except UserCodeFailed as exc:
            result.status, result.message = "error", str(exc)
    if result.measurement is not None and result.measurement.pairs:
        m = result.measurement
        # start-up: loading, and what the first (cold) run took beyond a warm one
        m.startup_before = startup["load_before"] + max(
            0.0, startup["first_before"] - m.before_median)
        m.startup_after = startup["load_after"] + max(0.0, startup["first_after"] - m.after_median)
        messages.append(
            f"start-up (interpreter, imports, device initialisation, the first run's one-off "
            f"costs) takes {m.startup_before:.2f} s before and {m.startup_after:.2f} s after "
            f"the fixes; a warm run {m.before_median:.3g} s and {m.after_median:.3g} s"
        )
        share = m.startup_before / (m.startup_before + m.before_median)
        if share > 0.5:
            messages.append(
                f"start-up is {share:.0%} of a cold run: a single `python {os.path.basename(path)}"
                "` would gain less than the verdict says; to time just the part that matters, "
                "use function mode (--entry FILE.py:FUNCTION)"
            )
    return messages


def _combine(parts: list[Measurement], runs: int) -> Measurement:
    """One measurement from the runs of several process pairs, each pair's runs tagged with
    its group, so the interval carries the spread between processes."""
    first = parts[0]
    if len(parts) == 1:
        return first
    m = Measurement(budget=None, min_pairs=first.min_pairs, stopped_by="fixed",
                    warmup_pairs=sum(p.warmup_pairs for p in parts))
    for k, part in enumerate(parts):
        m.before += part.before
        m.after += part.after
        m.order += part.order
        m.groups += [k] * part.pairs
    m.unchecked = first.unchecked
    m.peak_memory_before, m.peak_memory_after = first.peak_memory_before, first.peak_memory_after
    m.elapsed = sum(p.elapsed for p in parts)
    m.pair_seconds = parts[-1].pair_seconds
    if m.pairs < m.min_pairs:
        m.shortfall = (f"{m.pairs} run(s) of each side; a verdict needs at least "
                       f"{m.min_pairs} (--runs {m.min_pairs})")
    return m.finish()


def _imports_torch(source: str) -> bool:
    """Whether the program imports torch at module level: then its worker imports it (and
    initialises the device) while loading, as start-up, since the program would anyway."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return False
    for node in tree.body:
        if isinstance(node, ast.Import) and any(
            a.name == "torch" or a.name.startswith("torch.") for a in node.names
        ):
            return True
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module and (
            node.module == "torch" or node.module.startswith("torch.")
        ):
            return True
    return False
