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
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from torchlint.verify.harness import (
    SLOWER,
    Check,
    Measurement,
    Mismatch,
    compare_outputs,
    measure,
)
from torchlint.verify.report import CaseResult

#: folders never worth copying next to a program: caches, environments, version control
IGNORED_FOLDERS = (
    ".git", ".hg", ".svn", "__pycache__", ".venv", "venv", ".tox", ".nox", "node_modules",
    ".mypy_cache", ".pytest_cache", ".ruff_cache", ".torchlint_cache", ".ipynb_checkpoints",
)
MAX_COPY_BYTES = 512 * 1024 * 1024
STDERR_TAIL_LINES = 15


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
    budget: float = 10.0
    runs: int = 5
    timeout: float = 300.0
    progress: Callable[[str], None] = lambda _: None
    warmup_pairs: int = 2


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
        unsafe_fixes=options.unsafe_fixes,
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
    """Two copies of PATH's folder, ``original`` and ``fixed``, removed on exit."""

    def __init__(self, path: str, fixed_source: str | None):
        self.path = os.path.abspath(path)
        self.folder = os.path.dirname(self.path)
        self.fixed_source = fixed_source
        self.root = ""

    def __enter__(self) -> Workspace:
        size = _folder_size(self.folder)
        if size > MAX_COPY_BYTES:
            raise UsageProblem(
                f"{self.folder} holds {size / 2**20:.0f} MiB; verify copies the script's folder "
                f"and stops at {MAX_COPY_BYTES // 2**20} MiB: move the script to a smaller "
                "folder, or keep data outside it"
            )
        self.root = tempfile.mkdtemp(prefix="torchlint-verify-")
        try:
            for side in ("original", "fixed"):
                shutil.copytree(
                    self.folder, os.path.join(self.root, side), symlinks=True,
                    ignore=shutil.ignore_patterns(*IGNORED_FOLDERS),
                )
            if self.fixed_source is not None:
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


def _folder_size(folder: str) -> int:
    total = 0
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = [d for d in dirnames if d not in IGNORED_FOLDERS]
        for name in filenames:
            try:
                total += os.lstat(os.path.join(dirpath, name)).st_size
            except OSError:
                pass
        if total > MAX_COPY_BYTES:
            break
    return total


def _child_env() -> dict[str, str]:
    env = dict(os.environ)
    # the children import torchlint.verify.worker even when torchlint is not installed
    package_root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH")) if p)
    env.setdefault("PYTHONUNBUFFERED", "1")
    return env


def _worker_env() -> dict[str, str]:
    env = _child_env()
    # Both sides' processes live side by side and take turns. OpenMP threads spin for a while
    # after each parallel region, so the idle side would burn the cores the timed side needs
    # (seen on a 2-core machine: 0.04 ms calls timed at 50-70 ms). Sleeping threads cost
    # both sides the same small wake-up instead.
    env.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    return env


def _kill(proc: subprocess.Popen) -> None:
    """Kill the child and everything it started (DataLoader workers, torchrun ranks)."""
    if proc.poll() is not None:
        return
    try:
        if os.name == "posix":
            os.killpg(proc.pid, signal.SIGKILL)
        else:
            proc.kill()
    except (ProcessLookupError, PermissionError):
        proc.kill()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass


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
    def __init__(self, label: str, cwd: str, stderr_path: str, timeout: float):
        self.label = label
        self.timeout = timeout
        self.stderr_path = stderr_path
        self._stderr = open(stderr_path, "wb")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "torchlint.verify.worker"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
            cwd=cwd, env=_worker_env(), start_new_session=(os.name == "posix"),
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

    def request(self, command: dict[str, Any], timeout: float | None = None) -> dict[str, Any]:
        limit = self.timeout if timeout is None else timeout
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
                f"{self.label}: timed out after {limit:g} s (--timeout); the process was killed"
            ) from None
        if line is None:
            self.proc.wait()
            tail = _tail(self.stderr_path)
            raise UserCodeFailed(
                f"{self.label}: the process exited with status {self.proc.returncode}"
                + (f"\n{tail}" if tail else "")
            )
        answer = json.loads(line)
        if not answer.get("ok"):
            raise UserCodeFailed(
                f"{self.label}: {answer.get('error')}\n{answer.get('traceback', '')}".rstrip()
            )
        return answer

    def close(self, force: bool = False) -> None:
        # a child stuck in user code would not read the polite exit: kill it outright
        if not force and self.proc.poll() is None:
            try:
                assert self.proc.stdin is not None
                self.proc.stdin.write(json.dumps({"op": "exit"}) + "\n")
                self.proc.stdin.flush()
                self.proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired, ValueError):
                pass
        _kill(self.proc)
        for stream in (self.proc.stdin, self.proc.stdout):
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
) -> Measurement:
    """Load both sides, check their outputs agree, then time them interleaved."""
    from torchlint.verify.worker import restore

    before.request({"op": "load", "device": device, **load_before})
    after.request({"op": "load", "device": device, **load_after})
    saved = []
    for worker, name in ((before, "before.out"), (after, "after.out")):
        target = ws.scratch(name)
        answer = worker.request({"op": "call", "seed": 0, "save": target})
        if answer.get("format") == "json":
            with open(target, encoding="utf-8") as f:
                saved.append(restore(json.load(f)))
        else:
            import torch

            saved.append(restore(torch.load(target, weights_only=True)))
    compare_outputs(saved[0], saved[1], check)

    def run(worker: Worker) -> Callable[[], float]:
        return lambda: float(worker.request({"op": "time"})["seconds"])

    m = measure(run(before), run(after), budget=options.budget,
                warmup_pairs=options.warmup_pairs)
    m.peak_memory_before = before.request({"op": "memory"}).get("bytes")
    m.peak_memory_after = after.request({"op": "memory"}).get("bytes")
    return m


def _environment(device: str) -> dict[str, Any]:
    from torchlint.verify.report import environment

    return environment(device)


def _device(options: Options) -> tuple[str, list[str]]:
    from torchlint.verify.harness import DeviceUnavailable, resolve_device

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
    with Workspace(path, fixed.fixed_source) as ws:
        workers = [
            Worker("before", ws.dir("original"), ws.scratch("before.err"), options.timeout),
            Worker("after", ws.dir("fixed"), ws.scratch("after.err"), options.timeout),
        ]
        try:
            loads = [
                {"kind": "function", "file": ws.file(side, entry_abs), "function": function}
                for side in ("original", "fixed")
            ]
            result.measurement = compare_workers(
                workers[0], workers[1], loads[0], loads[1], ws, check, options, device
            )
        except UserCodeFailed as exc:
            result.status, result.message = "error", str(exc)
        except Mismatch as exc:
            result.status, result.message = "mismatch", str(exc)
        finally:
            for w in workers:
                w.close()
    outcome.results.append(result)
    return outcome


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


def _apply_edits(text: str, edits: list[tuple[int, int, int, int, str]]) -> str:
    """Apply (row, col, end_row, end_col, content) edits, 1-based, end exclusive."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(row: int, col: int) -> int:
        if row - 1 >= len(lines):
            return len(text)
        return starts[row - 1] + col - 1

    out = text
    for row, col, end_row, end_col, content in sorted(edits, reverse=True):
        out = out[: offset(row, col)] + content + out[offset(end_row, end_col):]
    return out


def _module_bindings(
    tree: ast.Module, source: str
) -> tuple[dict[str, tuple[int, str]], dict[str, tuple[int, str]]]:
    """Names bound by top-level imports of torch, and by a single literal assignment, each
    with the line and text of the statement that binds it."""
    imports: dict[str, tuple[int, str]] = {}
    literals: dict[str, tuple[int, str]] = {}
    assigned: dict[str, int] = {}
    for node in tree.body:
        segment = ast.get_source_segment(source, node) or ""
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name == "torch" or alias.name.startswith("torch."):
                    bound = alias.asname or alias.name.split(".")[0]
                    imports[bound] = (node.lineno, f"import {alias.name}"
                                      + (f" as {alias.asname}" if alias.asname else ""))
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module and (
            node.module == "torch" or node.module.startswith("torch.")
        ):
            for alias in node.names:
                if alias.name != "*":
                    imports[alias.asname or alias.name] = (
                        node.lineno,
                        f"from {node.module} import {alias.name}"
                        + (f" as {alias.asname}" if alias.asname else ""),
                    )
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            targets = [node.target]
        for target in targets:
            for name in ast.walk(target):
                if isinstance(name, ast.Name):
                    assigned[name.id] = assigned.get(name.id, 0) + 1
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
            node.targets[0], ast.Name
        ):
            try:
                ast.literal_eval(node.value)
            except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                continue
            literals[node.targets[0].id] = (node.lineno, segment)
    # a name assigned twice may hold something else by the time the snippet runs
    literals = {k: v for k, v in literals.items() if assigned.get(k) == 1}
    return imports, literals


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
    makes it runnable on its own; or the reason it is not self-contained."""
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
    edits = []
    for e in diagnostic.fix.edits:
        begin = (e.location.row, e.location.column)
        end = (e.end_location.row, e.end_location.column)
        if begin < (first, start_col) or end > (last, end_col):
            return "the fix also edits other statements"
        edits.append((e.location.row, e.location.column, e.end_location.row,
                      e.end_location.column, e.content))
    fixed_source = _apply_edits(source, edits)
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

    imports, literals = _module_bindings(tree, source)
    # Inside a function, a parameter or local of the same name hides the module's binding.
    for scope in _enclosing_functions(tree, statement):
        local = {a.arg for a in (*scope.args.posonlyargs, *scope.args.args, *scope.args.kwonlyargs)}
        local |= {a.arg for a in (scope.args.vararg, scope.args.kwarg) if a is not None}
        local |= _stored_names(scope)
        for name in local:
            imports.pop(name, None)
            literals.pop(name, None)
    needed: list[str] = []
    for expr in (value, fixed_value):
        stored = _stored_names(expr)
        stored |= {a.arg for n in ast.walk(expr) if isinstance(n, ast.Lambda) for a in n.args.args}
        for node in ast.walk(expr):
            loaded = isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)
            if loaded and node.id not in stored:
                if node.id in imports or node.id in literals:
                    if node.id not in needed:
                        needed.append(node.id)
                elif node.id in SAFE_BUILTINS and hasattr(builtins, node.id):
                    continue
                else:
                    return (f"not self-contained: `{node.id}` is neither torch, a builtin, "
                            "nor a module-level name bound to a literal")
    # in the module's own order, as the statements would have run
    prelude_lines = [text for _, text in sorted({imports.get(n) or literals[n] for n in needed})]
    # Parenthesized so that an expression spanning several lines evaluates on its own.
    return Snippet(first, "\n".join(prelude_lines) + "\n", f"({before})", f"({after})")


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
    diagnostics = api.lint_source(source, path, select=options.select, ignore=options.ignore)
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
    with Workspace(path, None) as ws, WorkerPair(ws, options.timeout) as pair:
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
                     "filename": os.path.basename(path)}
                    for expr in (snippet.before, snippet.after)
                ]
                result.measurement = compare_workers(
                    before, after, loads[0], loads[1], ws, check, options, device
                )
            except UserCodeFailed as exc:
                result.status, result.message = "error", str(exc)
                pair.discard()  # one may be dead or stuck: the next snippet gets new ones
            except Mismatch as exc:
                result.status, result.message = "mismatch", str(exc)
            outcome.results.append(result)
    return outcome


class WorkerPair:
    """One before and one after child shared by every snippet (each load replaces the last),
    so torch is imported twice per run rather than twice per finding; closed however the run
    ends."""

    def __init__(self, ws: Workspace, timeout: float):
        self.ws, self.timeout = ws, timeout
        self.workers: list[Worker] = []
        self.generation = 0

    def get(self) -> tuple[Worker, Worker]:
        if not self.workers:
            self.generation += 1
            g = self.generation
            self.workers = [
                Worker(side, self.ws.dir("original"), self.ws.scratch(f"{side}-{g}.err"),
                       self.timeout)
                for side in ("before", "after")
            ]
        return self.workers[0], self.workers[1]

    def discard(self) -> None:
        for w in self.workers:
            w.close()
        self.workers = []

    def __enter__(self) -> WorkerPair:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.discard()


# --------------------------------------------------------------------------------------------
# program mode


def verify_program(path: str, args: list[str], options: Options) -> Outcome:
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
    result = CaseResult(
        rule=codes, case=f"python {os.path.basename(path)} {shown_args}".rstrip(), status="ok",
        before_code=f"{path} as written", after_code=f"{path} with {len(fixed.applied)} fix(es)",
        correctness="exit status",
        note="process wall time, start-up included; outputs are not compared, exit status is",
    )
    options.progress(f"verify {result.case}: {len(fixed.applied)} fix(es) ({codes}), "
                     f"{options.runs} run(s) each")
    with Workspace(path, fixed.fixed_source) as ws:
        counter = {"n": 0}

        def runner(side: str, label: str) -> Callable[[], float]:
            script = ws.file(side)

            def run_once() -> float:
                counter["n"] += 1
                err = ws.scratch(f"{label}-{counter['n']}.err")
                with open(err, "wb") as stderr, open(os.devnull, "wb") as stdout:
                    start = time.perf_counter()
                    proc = subprocess.Popen(
                        [sys.executable, script, *args], cwd=ws.dir(side), env=_child_env(),
                        stdin=subprocess.DEVNULL, stdout=stdout, stderr=stderr,
                        start_new_session=(os.name == "posix"),
                    )
                    try:
                        code = proc.wait(timeout=options.timeout)
                    except subprocess.TimeoutExpired:
                        _kill(proc)
                        raise UserCodeFailed(
                            f"{label}: timed out after {options.timeout:g} s (--timeout); "
                            "the process was killed"
                        ) from None
                    except BaseException:  # Ctrl-C: leave no program running behind us
                        _kill(proc)
                        raise
                    elapsed = time.perf_counter() - start
                if code != 0:
                    tail = _tail(err)
                    raise UserCodeFailed(f"{label}: exited with status {code}"
                                         + (f"\n{tail}" if tail else ""))
                return elapsed

            return run_once

        try:
            result.measurement = measure(
                runner("original", "before"), runner("fixed", "after"),
                fixed_pairs=options.runs, warmup_pairs=1, budget=float("inf"),
                # a program starts a fresh process each run: nothing carries over to settle
                settle=0,
            )
        except UserCodeFailed as exc:
            result.status, result.message = "error", str(exc)
    outcome.results.append(result)
    return outcome
