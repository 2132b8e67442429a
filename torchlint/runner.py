"""Runs the per-file work of a check or fix: cached results first, the rest over processes.

The parent looks every file up in the cache's stat index (no read, no parse for an unchanged
file). The others become tasks: a worker reads the file once, hashes it, takes the entry for
that content if there is one, and otherwise checks (or fixes) the very bytes it hashed and
stores the result. Tasks run largest first over a process pool, or in this process when there
are too few to pay for one (a one-file pre-commit check starts no pool). Results come back in
the order of the input, whatever order they finished in, so output never depends on ``--jobs``.
"""

from __future__ import annotations

import contextlib
import os
import sys
import types
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from torchlint import cache as cache_module
from torchlint import filework
from torchlint.filework import FileResult, display_path

# Fewer tasks than this run in-process: starting workers costs more than they save.
MIN_POOL_TASKS = 4
MIN_POOL_BYTES = 256 * 1024


def available_cores() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class Task:
    path: str
    shown: str
    codes: tuple[str, ...]
    size: int


@dataclass(frozen=True)
class Mode:
    fix: bool = False
    diff: bool = False
    store: str | None = None  # the cache's entry folder, None without a cache
    write: filework.Writer | None = None  # how `fix` replaces a file (api.write_atomic)


@dataclass(frozen=True)
class FixPolicy:
    """Which fixes a file's settings apply: unsafe ones too, and those of findings that only
    --pedantic shows."""

    unsafe: bool = False
    pedantic: bool = False
    unfixable: frozenset[str] = frozenset()  # rules whose fixes `unfixable`/`fixable` hold back


def _fixable(result: FileResult, policy: FixPolicy) -> bool:
    from torchlint.engine import applicable

    return any(applicable(d, policy.unsafe, policy.pedantic, policy.unfixable)
               for d in result.diagnostics)


def _rules(codes: Sequence[str]) -> list[type]:
    from torchlint import registry

    return registry.rules_for_codes(codes)


def work(item: tuple[int, Task, Mode, FixPolicy]) -> tuple[int, FileResult, tuple | None]:
    """One file: (position, FileResult, index record or None)."""
    position, task, mode, policy = item
    path = Path(task.path)
    codes = task.codes
    if mode.store is None:
        return position, _compute(path, codes, mode, policy, None), None
    store = cache_module.Store(Path(mode.store))
    try:
        stat = os.stat(path)  # before reading: a change after this shows in the next stat
        data = filework.read(path)
    except OSError:
        return position, _compute(path, codes, mode, policy, None), None
    digest = cache_module.content_hash(data)
    key = cache_module.entry_key(task.shown, task.codes, digest)
    trusted = cache_module.stat_key(stat) if cache_module.trustworthy(stat, _now()) else None
    cached = store.load(key, task.shown)
    if cached is not None and cached.dependencies and not cache_module.dependencies_current(cached.dependencies):
        cached = None  # another module of the project it read has changed
    if cached is not None and not (mode.fix and _fixable(cached, policy)):
        return position, cached, (None if cached.dependencies else trusted, digest, key, False,
                                  cache_module.is_empty(cached))
    result = _compute(path, codes, mode, policy, data)
    # A fix that changed nothing reports exactly what a check of the same bytes does.
    plain = result.error is None and not result.fixed and result.diff is None
    if result.dependencies:
        trusted = None  # no stat in its index row: every run re-hashes what it read
    if plain:
        store.save(key, result)
        return position, result, (trusted, digest, key, True, cache_module.is_empty(result))
    return position, result, None


def _now() -> float:
    import time

    return time.time()


def _compute(path: Path, codes: tuple[str, ...], mode: Mode, policy: FixPolicy, data: bytes | None) -> FileResult:
    if mode.fix:
        return filework.fix_file(
            path, codes, policy.unsafe, mode.diff, write=mode.write, data=data,
            pedantic=policy.pedantic, unfixable=policy.unfixable,
        )
    # Rule classes (and libcst) are imported only for a file the screen lets through.
    return filework.lint_file(path, codes, data=data)


def _pool_context() -> Any:
    import multiprocessing  # only a run big enough for a pool pays for the import

    # Workers start from a forkserver where there is one: a fork of this process can inherit
    # a lock another thread holds (the pool's own handler threads, a language server), and
    # the child then hangs forever (seen in the suite). The server preloads what workers
    # need, so each worker does not import it again.
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["torchlint.filework", "torchlint.registry", "torchlint.syntax_screens"])
        return context
    return multiprocessing.get_context("spawn" if "spawn" in methods else methods[0])


@contextlib.contextmanager
def _main_script_hidden() -> Any:
    """While workers start: a process started from the forkserver runs the caller's main
    script again before it takes a task (multiprocessing's "safe importing of main module"),
    so a script that calls ``lint_paths`` without an ``if __name__ == "__main__"`` guard
    would start workers without end, and one with the guard still imports it again in every
    worker. Workers need nothing from it: they run torchlint's own functions."""
    main = sys.modules.get("__main__")
    sys.modules["__main__"] = types.ModuleType("__main__")  # no __file__, no __spec__
    try:
        yield
    finally:
        if main is not None:
            sys.modules["__main__"] = main


# Tasks sent ahead to each worker: it never waits for the parent between two files, and when
# it dies, the first of its tasks without an answer is the one it died on.
AHEAD = 2
# A test hook (tests/test_reliability_v3.py): a worker given a file whose name ends with this
# variable's value kills itself with SIGKILL before checking it, as the out-of-memory killer
# would. Read by the parent and handed to each worker; unset, it costs one lookup per run.
KILL_HOOK = "TORCHLINT_TEST_KILL_WORKER_ON"


def _serve(connection: Any, kill_on: str | None) -> None:
    """A worker: answers tasks until told to stop (None) or the parent is gone."""
    import signal

    # Ctrl-C reaches the whole process group; the parent ends the workers itself, so a
    # worker prints no KeyboardInterrupt of its own.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            item = connection.recv()
        except (EOFError, OSError):
            return
        if item is None:
            return
        if kill_on and item[1].path.endswith(kill_on):
            os.kill(os.getpid(), signal.SIGKILL)
        connection.send(work(item))


class _Worker:
    def __init__(self, context: Any, kill_on: str | None) -> None:
        self.connection, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(child, kill_on), daemon=True)
        self.process.start()
        child.close()
        self.sent: list[tuple[int, Task, Mode, FixPolicy]] = []


def _lost(task: Task, exitcode: int | None) -> FileResult:
    """One TL002 for the file a worker died on; the rest of the run goes on."""
    import signal

    from torchlint import source

    how = f"ended with exit status {exitcode}"
    if exitcode is not None and exitcode < 0:
        try:
            how = f"was killed by {signal.Signals(-exitcode).name}"
        except ValueError:
            how = f"was killed by signal {-exitcode}"
    message = (f"internal error: the process checking this file {how} (the out-of-memory "
               "killer, or kill -9?); file not checked, the rest of the run went on")
    return FileResult(task.shown, [source._engine_diagnostic("TL002", message, task.shown, 1, 1)], {1: ""})


def _pooled(
    pending: list[tuple[int, Task, Mode, FixPolicy]],
    workers: int,
    finished: Callable[[tuple[int, Any, tuple | None]], None],
    started: Callable[[], None],
) -> None:
    """``pending`` over ``workers`` processes, each result handed to ``finished``. A worker
    that dies (SIGKILL, the out-of-memory killer) costs the file it was on, reported as one
    TL002, and is replaced; its other tasks go to the next worker. multiprocessing.Pool
    waited forever for such a worker's results. Any exception here (SIGTERM and SIGINT
    arrive as KeyboardInterrupt) ends every worker before it propagates."""
    from collections import deque
    from multiprocessing.connection import wait

    context = _pool_context()
    kill_on = os.environ.get(KILL_HOOK) or None
    queue = deque(pending)
    pool: list[_Worker] = []
    try:
        with _main_script_hidden():
            pool = [_Worker(context, kill_on) for _ in range(workers)]
        # The workers start before the first progress call: a progress display may run a
        # thread, and forking while another thread holds a lock can hang the child.
        started()

        def feed(worker: _Worker) -> None:
            while queue and len(worker.sent) < AHEAD:
                item = queue.popleft()
                try:
                    worker.connection.send(item)
                except OSError:  # it died: its sentinel says so at the next wait
                    queue.appendleft(item)
                    return
                worker.sent.append(item)

        for worker in pool:
            feed(worker)
        while queue or any(worker.sent for worker in pool):
            busy = list(pool)
            ready = set(wait([w.connection for w in busy] + [w.process.sentinel for w in busy]))
            for worker in busy:
                dead = worker.process.sentinel in ready
                if worker.connection in ready or dead:
                    try:  # a worker may answer and then die: its answers count
                        while worker.sent and worker.connection.poll():
                            outcome = worker.connection.recv()
                            worker.sent.pop(0)
                            finished(outcome)
                    except (EOFError, OSError):
                        dead = True
                if dead:
                    worker.process.join(1)
                    if worker.sent:
                        position, task, _, _ = worker.sent.pop(0)
                        finished((position, _lost(task, worker.process.exitcode), None))
                        queue.extendleft(reversed(worker.sent))
                        worker.sent = []
                    _end([worker])
                    pool.remove(worker)
                    if queue:
                        with _main_script_hidden():
                            pool.append(_Worker(context, kill_on))
            for worker in pool:
                feed(worker)
        for worker in pool:
            with contextlib.suppress(OSError):
                worker.connection.send(None)
        for worker in pool:
            worker.process.join(5)
    finally:
        _end(pool)


def _end(pool: list[_Worker]) -> None:
    """Every worker gone: SIGTERM, then SIGKILL for one that lingers."""
    for worker in pool:
        if worker.process.is_alive():
            with contextlib.suppress(OSError):
                worker.process.terminate()
    deadline = _monotonic() + 2.0
    for worker in pool:
        worker.process.join(max(0.0, deadline - _monotonic()))
        if worker.process.is_alive():
            with contextlib.suppress(OSError):
                worker.process.kill()
            worker.process.join(1)
        with contextlib.suppress(OSError):
            worker.connection.close()


def _monotonic() -> float:
    import time

    return time.monotonic()


def run(
    items: Sequence[tuple[Path, tuple[str, ...], FixPolicy]],
    *,
    fix: bool = False,
    diff: bool = False,
    jobs: int | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    progress: Callable[[int, int], None] | None = None,
    write: filework.Writer | None = None,
    notes: list[str] | None = None,
) -> list[FileResult]:
    """FileResults for ``items`` (path, rule codes in force, which fixes apply), in order.
    ``write(path, data, expected=...)`` replaces a fixed file; a fix run needs it. ``notes``
    gets the warning of a cache that cannot be used (a link out of the tree)."""
    if fix and write is None:
        raise ValueError("a fix run needs the function that writes fixed files")
    total = len(items)
    results: list[Any] = [None] * total
    cache = cache_module.Cache(cache_dir) if cache_dir is not None else None
    if cache is not None and cache.problem is not None:
        if notes is not None:
            notes.append(cache.problem)
        cache = None
    mode = Mode(fix=fix, diff=diff, store=str(cache.folder) if cache else None, write=write)
    pending: list[tuple[int, Task, Mode, FixPolicy]] = []
    for position, (path, codes, policy) in enumerate(items):
        shown = display_path(path)
        if cache is not None:
            hit = cache.lookup(path, shown, codes)
            if hit is not None and not (fix and _fixable(hit, policy)):
                results[position] = hit
                continue
        try:
            size = os.stat(path).st_size
        except OSError:
            size = 0
        pending.append((position, Task(str(path), shown, codes, size), mode, policy))
    done = total - len(pending)

    def finished(outcome: tuple[int, Any, tuple | None]) -> None:
        nonlocal done
        position, result, record = outcome
        results[position] = result
        if cache is not None and record is not None:
            trusted, digest, key, wrote, empty = record
            path, codes, _ = items[position]
            cache.record(cache.row_key(path, display_path(path), codes), trusted, digest, key, wrote, empty)
        done += 1
        if progress is not None:
            progress(done, total)

    workers = min(jobs or available_cores(), len(pending))
    big_enough = len(pending) >= MIN_POOL_TASKS and sum(t.size for _, t, _, _ in pending) >= MIN_POOL_BYTES
    if workers > 1 and big_enough:
        pending.sort(key=lambda item: -item[1].size)  # largest first: no long file last
        _pooled(pending, workers, finished, lambda: progress(done, total) if progress else None)
    else:
        if progress is not None:
            progress(done, total)
        for item in pending:
            finished(work(item))
    if cache is not None:
        cache.save()
    return results
