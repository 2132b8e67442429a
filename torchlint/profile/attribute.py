"""What costs time in each step of a recorded run, attributed to the user's source lines.

`analyze(trace, roots)` reads a loaded trace (no torch needed) and returns a `Profile`: the
steps, a per-step breakdown that partitions each step's wall time, and the measured items
(syncs, copies, ...) at the innermost user line with the call path that led there.

How each quantity is measured (docs/profile.md says the same to users):
- A step is a `ProfilerStep#N` annotation; without any, the whole trace is one step.
- User files are the files of the trace's Python frames found under a root (never a
  site-packages or torch file). The innermost user frame of an event's Python stack is where it
  is attributed; its line is recovered from the source (see `source_lines`).
- A sync's host blocked time is the synchronizing runtime call's duration
  (`cudaStreamSynchronize`, `cudaDeviceSynchronize`, `cudaEventSynchronize`, a blocking
  `cudaMemcpy`); the device idle it causes is the gap on the device timeline from the end of
  the device work it waited for to the next device work. Predicted saving: that idle, bounded
  by the host blocked time (without the sync the host runs ahead and queues the next work).
- A copy's time is its `gpu_memcpy` event's duration. A pageable host-to-device copy's call
  stages the data and waits, in stream order, for the work queued before it: it is a sync
  too. Its cost is the copy time plus the device idle that wait causes; predicted saving: the
  copy time less the same bytes at PINNED_BYTES_PER_US, plus that idle (at most the call's
  time). A tensor created on the host and copied at once saves the whole copy and the idle.
- Autograd without backward: forward operators that created an autograd node (the last
  operator carrying a sequence number before the number advances) that no backward operator
  of the trace reached. Saving: the recording overhead, estimated at RECORD_US per node.
- `torch.cuda.empty_cache()`: the device idle from the call's start (or from when the device
  drained) to its next work, at most the call's time, plus the re-allocation it causes: the
  step's `cudaMalloc` time outside the call, at most the step's device idle time.
- A tiny-kernel (on the host: tiny-operator) loop: one user line inside a Python loop that
  makes at least TINY_COUNT operators per step whose kernels (or, without a device, whose host
  times) average under TINY_US. Saving: all but one operator's host time (one batched call
  left), on a device only as far as the device idles during the loop, plus all but one
  kernel's time.
"""

from __future__ import annotations

import bisect
import os
import statistics
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from torchlint.profile.source_lines import (
    ANY_CALL, MODULE_CALL, OPERATOR, SKIP, SourceFile, callee_name)
from torchlint.profile.trace import Event, Trace

KINDS = ("sync", "d2h-copy", "pageable-h2d", "host-tensor-to-device", "empty-cache",
         "autograd-without-backward", "tiny-kernel-loop")
SYNC_CALLS = frozenset({"cudaStreamSynchronize", "cudaDeviceSynchronize",
                        "cudaEventSynchronize", "cudaMemcpy", "hipStreamSynchronize",
                        "hipDeviceSynchronize", "hipEventSynchronize", "hipMemcpy",
                        "cuStreamSynchronize", "cuCtxSynchronize"})
# operators whose result the host must see: on an accelerator they wait for the device
DATA_DEPENDENT = frozenset({"aten::item", "aten::_local_scalar_dense", "aten::is_nonzero",
                            "aten::nonzero", "aten::masked_select", "aten::unique",
                            "aten::_unique2", "aten::unique_consecutive", "aten::equal",
                            "aten::allclose", "aten::tolist", "aten::repeat_interleave",
                            "aten::nonzero_static", "aten::bincount"})
HOST_FACTORIES = frozenset({"aten::tensor", "aten::zeros", "aten::ones", "aten::full",
                            "aten::arange", "aten::randn", "aten::rand", "aten::randint",
                            "aten::empty", "aten::eye", "aten::linspace", "aten::lift_fresh",
                            "aten::scalar_tensor", "aten::from_numpy", "aten::as_tensor"})
RECORD_US = 2.0  # estimated host cost of recording one autograd node
PINNED_BYTES_PER_US = 25e3  # host-to-device from pinned memory: 25 GB/s (PCIe 4/5, cautious)
TINY_COUNT = 16  # operators per step from one line
TINY_US = 20.0  # mean kernel (or host operator) time under which an operator is tiny
SCALAR_BYTES = 64  # a device-to-host copy this small is a scalar read (a sync), not a transfer


@dataclass(frozen=True)
class Frame:
    """One user frame of a call path: the user's path, the line, the function."""

    path: str
    line: int
    function: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line} ({self.function})"


@dataclass
class Measured:
    """One place in the user's code and what it cost per step.

    Times are microseconds per step (means over the steps). `cost_us` is what the item costs
    the step: the device idle it causes (syncs, empty_cache), plus the copy time (copies), the
    estimated recording time (autograd), the host time (tiny-operator loops; on a device, as
    far as the device waits for it); `saving_us` is the predicted gain of fixing it (see the
    module docstring)."""

    kind: str  # one of KINDS
    path: str  # the user's file, as the user names it (relative to the root when under it)
    line: int
    function: str
    what: str  # the operator or call measured: `aten::item`, `cudaStreamSynchronize`, ...
    call_path: tuple[Frame, ...]  # user frames outermost -> innermost
    library: str  # the first non-user call from the innermost user frame ("" if none)
    count: float  # occurrences per step
    host_us: float = 0.0  # host blocked (syncs), host time (loops, copies' calls)
    idle_us: float = 0.0  # device idle caused
    copy_us: float = 0.0  # copy time on the device
    cost_us: float = 0.0
    share: float = 0.0  # cost_us / mean step time
    saving_us: float = 0.0
    line_exact: bool = True  # False where the source did not single out the line


@dataclass
class Profile:
    """The result of `analyze`."""

    trace: Path
    steps: int
    step_source: str  # "ProfilerStep annotations" or "whole trace (no ProfilerStep annotations)"
    step_us: list[float]  # each step's wall time
    has_device: bool
    # per step: category -> microseconds; each step's categories add up to its wall time
    per_step: list[dict[str, float]] = field(default_factory=list)
    items: list[Measured] = field(default_factory=list)  # ranked: largest saving first
    # user path -> scope (first, last) -> the line ranges of it that ran in the steps (the whole
    # scope, or the loops a long-running frame's calls came from); and all the file's scopes
    ran: dict[str, dict[tuple[int, int], set[tuple[int, int]]]] = field(default_factory=dict)
    scopes: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    user_files: list[str] = field(default_factory=list)

    @property
    def mean_step_us(self) -> float:
        return statistics.fmean(self.step_us) if self.step_us else 0.0

    @property
    def median_step_us(self) -> float:
        return statistics.median(self.step_us) if self.step_us else 0.0

    @property
    def breakdown(self) -> dict[str, float]:
        """Mean microseconds per step by category (adds up to the mean step time)."""
        total: dict[str, float] = defaultdict(float)
        for step in self.per_step:
            for name, value in step.items():
                total[name] += value
        count = max(len(self.per_step), 1)
        return {name: value / count for name, value in total.items()}

    def ran_line(self, path: str, line: int) -> bool:
        """Whether the line's innermost function (or module) ran in a step, in a part that
        ran (see `_ran`)."""
        holding = [scope for scope in self.scopes.get(path, ()) if scope[0] <= line <= scope[1]]
        if not holding:
            return False
        innermost = max(holding, key=lambda scope: (scope[0], -scope[1]))
        regions = self.ran.get(path, {}).get(innermost, ())
        return any(first <= line <= last for first, last in regions)


# -- user files ------------------------------------------------------------------------------

_NEVER_USER = ("site-packages", "dist-packages", "/lib/python", "<frozen", "<string>")


class _Files:
    """Trace file names -> the user's files (or None for library code)."""

    def __init__(self, roots: list[tuple[str, str]]) -> None:
        self.roots = [(str(trace_prefix), Path(user_prefix)) for trace_prefix, user_prefix
                      in roots]
        self.cache: dict[str, Path | None] = {}
        self.sources: dict[Path, SourceFile] = {}
        self._index: dict[str, list[Path]] | None = None

    def _suffix_index(self) -> dict[str, list[Path]]:
        # trace names are relative to the sys.path entry they were imported from, which may be
        # a sub-folder of the root: index the root's Python files by name
        if self._index is None:
            self._index = defaultdict(list)
            seen = 0
            for _, user_prefix in self.roots:
                for folder, dirs, files in os.walk(user_prefix):
                    dirs[:] = [d for d in dirs if not d.startswith(".") and d not in
                               ("site-packages", "node_modules", "__pycache__", "venv")]
                    for name in files:
                        if name.endswith(".py"):
                            self._index[name].append(Path(folder, name))
                            seen += 1
                    if seen > 50000:
                        return self._index
        return self._index

    def user_path(self, name: str) -> Path | None:
        if name in self.cache:
            return self.cache[name]
        found = None
        if not any(part in name for part in _NEVER_USER) and name.endswith(".py"):
            if os.path.isabs(name):
                for trace_prefix, user_prefix in self.roots:
                    prefix = trace_prefix.rstrip("/") + "/"
                    if name.startswith(prefix):
                        candidate = user_prefix / name[len(prefix):]
                        if candidate.is_file():
                            found = candidate
                            break
            else:
                for _, user_prefix in self.roots:
                    candidate = user_prefix / name
                    if candidate.is_file():
                        found = candidate
                        break
                else:
                    tail = Path(name)
                    matches = [path for path in self._suffix_index().get(tail.name, [])
                               if path.parts[-len(tail.parts):] == tail.parts]
                    if matches:
                        found = min(matches, key=lambda path: len(path.parts))
        self.cache[name] = found
        return found

    def source(self, path: Path) -> SourceFile:
        if path not in self.sources:
            self.sources[path] = SourceFile(path)
        return self.sources[path]


# -- intervals ------------------------------------------------------------------------------

def _union(spans: list[tuple[float, float]]) -> list[tuple[float, float]]:
    merged: list[tuple[float, float]] = []
    for start, end in sorted(spans):
        if end <= start:
            continue
        if merged and start <= merged[-1][1]:
            if end > merged[-1][1]:
                merged[-1] = (merged[-1][0], end)
        else:
            merged.append((start, end))
    return merged


def _subtract(spans: list[tuple[float, float]],
              minus: list[tuple[float, float]]) -> list[tuple[float, float]]:
    result = []
    index = 0
    for start, end in spans:
        while index < len(minus) and minus[index][1] <= start:
            index += 1
        cursor = start
        probe = index
        while probe < len(minus) and minus[probe][0] < end:
            if minus[probe][0] > cursor:
                result.append((cursor, minus[probe][0]))
            cursor = max(cursor, minus[probe][1])
            probe += 1
        if cursor < end:
            result.append((cursor, end))
    return result


def _clip(spans: list[tuple[float, float]], start: float, end: float) -> list[tuple[float, float]]:
    return [(max(a, start), min(b, end)) for a, b in spans if b > start and a < end]


def _length(spans: list[tuple[float, float]]) -> float:
    return sum(end - start for start, end in spans)


# -- the analysis ---------------------------------------------------------------------------

@dataclass
class _Site:
    """Where one host event was made: the user frames and the first library call."""

    frames: tuple[Frame, ...]
    library: str
    exact: bool
    loop: bool
    # how many of `frames` lead to the first call of an nn.Module (all when none): the line
    # that decides whether a forward pass records autograd
    module_depth: int = 0
    module: str = ""  # that module call, as the trace names it (`nn.Module: Net_0`)
    # made inside a library nn.Module called from the innermost user frame (`layer(x)`)
    through_module: bool = False
    call: int = 0  # id() of the innermost user frame's call that made the event


class _Analysis:
    def __init__(self, trace: Trace, roots: list[tuple[str, str]], shown_root: Path) -> None:
        self.trace = trace
        self.files = _Files(roots)
        self.shown_root = shown_root
        self.lines: dict[int, tuple[int, bool]] = {}  # id(child event) -> (line, exact)
        self.sites: dict[int, _Site | None] = {}
        self.matched: set[int] = set()  # the user frames whose calls have lines

    # which user line made an event --------------------------------------------------------
    def shown(self, path: Path) -> str:
        try:
            return str(path.resolve().relative_to(self.shown_root.resolve()))
        except ValueError:
            return str(path)

    def _frame_scope(self, event: Event):
        frame = event.frame
        if frame is None:
            return None, None
        path = self.files.user_path(frame[0])
        if path is None:
            return None, None
        source = self.files.source(path)
        return path, source.scope_of(frame[2], frame[1])

    def _child_lines(self, user_event: Event) -> None:
        """Assign each call the user frame made (in order) to a line of its body."""
        if id(user_event) in self.matched:
            return
        self.matched.add(id(user_event))
        frame = user_event.frame
        path, scope = self._frame_scope(user_event)
        if scope is None:
            for child in user_event.children:
                self.lines[id(child)] = (frame[1] if frame else 0, False)
            return
        cursor = frame[1]
        previous = None
        taken: set[int] = set()  # the calls of the cursor's line already matched
        for child in sorted(user_event.children, key=lambda event: event.ts):
            if child.category not in ("python_function", "cpu_op", "cuda_runtime"):
                continue
            name = callee_name(child.name, child.category)
            if name == SKIP:
                self.lines[id(child)] = (cursor, False)
                continue
            candidates = scope.candidates(name)
            if not candidates and name.startswith("<op:"):
                name = OPERATOR
                candidates = scope.candidates(name)
            if not candidates and name != OPERATOR:
                candidates = scope.candidates(ANY_CALL)
            if not candidates:
                self.lines[id(child)] = (cursor, False)
                continue
            # a named call may share the line just matched (`x.pow(2).mean()`), but the same
            # name again is the next line's (`images.to(d)` then `labels.to(d)`)
            loose = name not in scope.calls or name in (OPERATOR, ANY_CALL, MODULE_CALL) or \
                name == previous and not name.startswith("<op:") or \
                previous == "<op:truth>"  # a test is the last thing its line evaluates
            free = [index for index in scope.slots_for(cursor, name) if index not in taken]
            if loose and free and cursor in candidates and previous != "<op:truth>":
                # the line just matched makes another such call: a call whose arguments made
                # the calls matched before it (`model(x, torch.zeros(n))`, `f(g(x))`)
                line = cursor
            else:
                line = scope.pick(candidates, cursor, strict=loose)
            if line != cursor:
                taken = set()
            free = [index for index in scope.slots_for(line, name) if index not in taken]
            if free:
                taken.add(free[0])
            previous = name
            self.lines[id(child)] = (line, len(candidates) == 1)
            cursor = line

    def site(self, event: Event) -> _Site | None:
        """The user frames an event ran under (outermost first) with their lines."""
        key = id(event)
        if key in self.sites:
            return self.sites[key]
        chain = []  # (python event, the child of it on the way to `event`)
        below = event
        node = event.parent
        while node is not None:
            if node.category == "python_function":
                chain.append((node, below))
            below = node
            node = node.parent
        chain.reverse()
        frames = []
        library = ""
        exact = True
        loop = False
        innermost_user = None
        module_depth = 0
        module = ""
        through_module = False
        call = 0
        for python_event, child in chain:
            path, scope = self._frame_scope(python_event)
            if python_event.name.startswith("nn.Module: ") and frames:
                through_module = True
                if not module_depth:
                    module_depth = len(frames)
                    module = python_event.name
            if path is None:
                if innermost_user is not None and not library:
                    library = _library_name(python_event)
                continue
            library = ""
            through_module = False
            innermost_user = python_event
            call = id(child)
            if id(child) not in self.lines:
                self._child_lines(python_event)
            line, line_exact = self.lines.get(id(child), (python_event.frame[1], False))
            frames.append(Frame(self.shown(path), line,
                                scope.name if scope else python_event.frame[2]))
            exact = line_exact
            loop = scope is not None and (line in scope.loop_lines or scope.in_comprehension)
        if not frames:
            self.sites[key] = None
            return None
        if not library and event.category == "python_function" and \
                self._frame_scope(event)[0] is None:
            library = _library_name(event)
        result = _Site(tuple(frames), library, exact, loop, module_depth or len(frames), module,
                       through_module, call)
        self.sites[key] = result
        return result


def _library_name(event: Event) -> str:
    name = event.name
    if " at 0x" in name:
        name = name.split(" at 0x", 1)[0] + ">"
    return name


def _trigger(event: Event) -> Event:
    """The outermost operator above `event` made directly from Python (what the user called)."""
    top = event
    node = event.parent
    while node is not None and node.category != "python_function":
        top = node
        node = node.parent
    return top


def _descendants(event: Event):
    stack = list(event.children)
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node.children)


def _step_windows(trace: Trace) -> tuple[list[tuple[float, float]], str]:
    if trace.steps:
        return [(step.ts, step.end) for step in trace.steps], "ProfilerStep annotations"
    host = trace.python + trace.cpu_ops
    start = min(event.ts for event in host)
    end = max(event.end for event in host)
    return [(start, end)], "whole trace (no ProfilerStep annotations)"


def _step_index(windows: list[tuple[float, float]], ts: float) -> int | None:
    for index, (start, end) in enumerate(windows):
        if start <= ts < end:
            return index
    return None


def _main_thread(trace: Trace) -> tuple[object, object]:
    if trace.steps:
        return trace.steps[0].pid, trace.steps[0].tid
    counts: dict[tuple[object, object], int] = defaultdict(int)
    for event in trace.python:
        counts[(event.pid, event.tid)] += 1
    return max(counts, key=counts.get)


def _is_data_loading(event: Event) -> bool:
    return "torch/utils/data/" in event.name and event.category == "python_function"


def _breakdown(trace: Trace, windows: list[tuple[float, float]]) -> list[dict[str, float]]:
    """Partition each step: device busy by kind, then the device's idle time (or, without a
    device, the host's time) by what the host's main thread was doing."""
    thread = _main_thread(trace)
    host = [event for event in trace.python + trace.cpu_ops + trace.runtime
            if (event.pid, event.tid) == thread]
    syncs = _union([(e.ts, e.end) for e in trace.runtime
                    if e.name in SYNC_CALLS and (e.pid, e.tid) == thread])
    copy_calls = _union([(e.ts, e.end) for e in trace.runtime
                         if e.name.startswith(("cudaMemcpy", "hipMemcpy"))
                         and e.name not in SYNC_CALLS and (e.pid, e.tid) == thread])
    loading = _union([(e.ts, e.end) for e in host if _is_data_loading(e)])
    operators = _union([(e.ts, e.end) for e in host if e.category == "cpu_op"])
    kernels = _union([(e.ts, e.end) for e in trace.device if e.category == "kernel"])
    copies = _union([(e.ts, e.end) for e in trace.device if e.category == "gpu_memcpy"])
    memsets = _union([(e.ts, e.end) for e in trace.device if e.category == "gpu_memset"])
    result = []
    for start, end in windows:
        rest = [(start, end)]
        step: dict[str, float] = {}
        if trace.has_device:
            layers = [("device: kernels", kernels), ("device: copies", copies),
                      ("device: memset", memsets),
                      ("idle: host blocked in a sync", syncs),
                      ("idle: host in a copy call", copy_calls),
                      ("idle: data loading", loading),
                      ("idle: host operators and launches", operators)]
            last = "idle: Python overhead"
        else:
            layers = [("host: data loading", loading), ("host: operators", operators)]
            last = "host: Python overhead"
        for name, spans in layers:
            inside = _clip(spans, start, end)
            taken = _subtract(rest, inside) if inside else rest
            step[name] = _length(rest) - _length(taken)
            rest = taken
        step[last] = _length(rest)
        result.append(step)
    return result


def analyze(trace: Trace, roots: list[tuple[str, str]], *, shown_root: Path | None = None
            ) -> Profile:
    """Measure what costs time in each step of `trace`, attributed to the user's lines.

    `roots` maps a path prefix as it appears in the trace's stacks to the user's path prefix
    (a live run executes a copy of the user's folder); `--trace` passes `[(root, root)]`.
    `shown_root` is the folder paths are shown relative to (default: the first root's)."""
    shown = shown_root if shown_root is not None else Path(roots[0][1] if roots else ".")
    analysis = _Analysis(trace, roots, shown)
    windows, source = _step_windows(trace)
    steps = len(windows)
    step_us = [end - start for start, end in windows]
    profile = Profile(trace.path, steps, source, step_us, trace.has_device)
    profile.per_step = _breakdown(trace, windows)
    mean_step = profile.mean_step_us or 1.0

    # (kind, path, line, call path, what) -> accumulated values
    totals: dict[tuple, dict] = {}

    def add(kind: str, site: _Site, what: str, **values: float) -> None:
        innermost = site.frames[-1]
        key = (kind, innermost.path, innermost.line, site.frames)
        entry = totals.setdefault(key, {"site": site, "count": 0.0, "host_us": 0.0,
                                        "idle_us": 0.0, "copy_us": 0.0, "saving_us": 0.0,
                                        "what": {}, "per_step": defaultdict(int)})
        entry["what"][what] = None
        for name, value in values.items():
            entry[name] += value

    device_spans = _union([(e.ts, e.end) for e in trace.device])
    starts = [span[0] for span in device_spans]

    charged: set[float] = set()

    def idle_after(when: float, step_end: float) -> float:
        """Device idle from `when` (a blocking call's end) to the next device work. A gap is
        charged to the first blocking call that ends in it (the one that drained the queue);
        later ones in the same gap found the device idle already."""
        index = bisect.bisect_right(starts, when)
        busy_until = device_spans[index - 1][1] if index else float("-inf")
        if busy_until > when:
            return 0.0  # the device was still busy: the call returned before it drained
        if busy_until in charged:
            return 0.0
        charged.add(busy_until)
        # to the next device work, also when that is the next step's first (a sync at a
        # step's end idles the device into the next); at the trace's end, to the step's end
        next_start = starts[index] if index < len(starts) else step_end
        return max(0.0, next_start - when)

    def idle_during(start: float, end: float, step_end: float) -> float:
        """Device idle from `start` (or from when the device drained, if later) to the next
        device work after `end`: what a blocking call that is not the first in its gap still
        keeps idle (its own time on the host while nothing is queued)."""
        index = bisect.bisect_right(starts, end)
        busy_until = device_spans[index - 1][1] if index else float("-inf")
        if busy_until > end:
            return 0.0
        next_start = starts[index] if index < len(starts) else step_end
        return max(0.0, min(next_start, step_end) - max(busy_until, start))

    # syncs, copies and empty_cache, by the operator the user called ------------------------
    seen_triggers: set[int] = set()
    if trace.has_device:
        for runtime in trace.runtime:
            step = _step_index(windows, runtime.ts)
            if step is None:
                continue
            trigger = _trigger(runtime)
            if id(trigger) in seen_triggers:
                continue
            seen_triggers.add(id(trigger))  # each operator is examined once, whatever it is
            launched = [event for call in ([trigger] if trigger is runtime else
                                           [trigger, *_descendants(trigger)])
                        if call.category == "cuda_runtime"
                        for event in trace.launched.get(id(call), [])]
            calls = [trigger] if trigger is runtime else \
                [node for node in _descendants(trigger) if node.category == "cuda_runtime"]
            sync_calls = [call for call in calls if call.name in SYNC_CALLS]
            pageable = [e for e in launched if e.category == "gpu_memcpy"
                        and "HtoD" in e.name and "Pageable" in e.name]
            to_host = [e for e in launched if e.category == "gpu_memcpy" and "DtoH" in e.name]
            data_dependent = trigger.name in DATA_DEPENDENT or any(
                node.name in DATA_DEPENDENT for node in _descendants(trigger))
            if not (sync_calls or pageable or to_host or data_dependent):
                continue
            site = analysis.site(trigger)
            if site is None:
                continue
            step_end = windows[step][1]
            host_blocked = sum(call.dur for call in sync_calls)
            idle = sum(idle_after(call.end, step_end) for call in sync_calls)
            copy_us = sum(e.dur for e in pageable + to_host)
            if pageable:
                copy_calls = [call for call in calls if call.name.startswith(
                    ("cudaMemcpy", "hipMemcpy"))]
                call_us = sum(call.dur for call in copy_calls)
                kind = "host-tensor-to-device" if _created_on_host_before(trigger) \
                    else "pageable-h2d"
                # a pageable copy's call stages the data and waits, in stream order, for the
                # work queued before it: a sync. Its cost is the copy plus the device idle
                # the wait causes; pinned, the call returns at once and the copy runs at
                # the pinned rate. Created on the device: no copy, no wait.
                idle = sum(idle_after(call.end, step_end) for call in copy_calls)
                pinned = sum(_pinned_us(e) for e in pageable)
                copy_saving = copy_us if kind == "host-tensor-to-device" else \
                    max(0.0, copy_us - pinned)
                add(kind, site, trigger.name, count=1, host_us=call_us, idle_us=idle,
                    copy_us=copy_us, saving_us=copy_saving + min(idle, call_us))
                analysis_step_count(totals, kind, site, trigger.name, step)
                continue
            big = [e for e in to_host if _bytes(e) is None or _bytes(e) > SCALAR_BYTES]
            kind = "d2h-copy" if big else "sync"
            saving = min(idle, host_blocked) if sync_calls else 0.0
            if kind == "d2h-copy" and not sync_calls:
                saving = 0.0  # an asynchronous copy: it overlaps already
            add(kind, site, trigger.name, count=1, host_us=host_blocked, idle_us=idle,
                copy_us=copy_us, saving_us=saving)
            analysis_step_count(totals, kind, site, trigger.name, step)
        # torch.cuda.empty_cache()
        emptied: list[tuple[Event, _Site]] = []
        for event in trace.python:
            if not (event.name.startswith("<built-in function _cuda_emptyCache") or
                    (event.frame and event.frame[2] == "empty_cache"
                     and event.frame[0].endswith("cuda/memory.py"))):
                continue
            if event.parent is not None and event.parent.frame and \
                    event.parent.frame[2] == "empty_cache":
                continue  # the built-in inside torch.cuda.empty_cache: counted once
            step = _step_index(windows, event.ts)
            site = analysis.site(event)
            if step is None or site is None:
                continue
            idle = idle_during(event.ts, event.end, windows[step][1])
            add("empty-cache", site, "torch.cuda.empty_cache", count=1, host_us=event.dur,
                idle_us=idle, saving_us=min(idle, event.dur))
            analysis_step_count(totals, "empty-cache", site, "torch.cuda.empty_cache", step)
            emptied.append((event, site))
        _reallocation(trace, windows, emptied, add, device_spans)

    # autograd recorded that no backward reached ----------------------------------------------
    _autograd_without_backward(trace, windows, analysis, add, totals)
    # tiny-operator loops ---------------------------------------------------------------------
    _tiny_loops(trace, windows, analysis, add, totals)

    items = []
    for (kind, path, line, frames), entry in totals.items():
        what = ", ".join(entry["what"])
        site = entry["site"]
        per = 1.0 / steps
        host_us, idle_us, copy_us = (entry["host_us"] * per, entry["idle_us"] * per,
                                     entry["copy_us"] * per)
        if kind in ("sync", "empty-cache"):
            cost = idle_us  # the host's wait costs the step only where the device idles
        elif kind == "d2h-copy":
            cost = copy_us + idle_us
        elif kind in ("pageable-h2d", "host-tensor-to-device"):
            cost = copy_us + idle_us
        elif kind == "tiny-kernel-loop":
            cost = entry["saving_us"] * per if trace.has_device else host_us
        else:
            cost = entry["saving_us"] * per
        item = Measured(kind, path, line, frames[-1].function, what, frames, site.library,
                        entry["count"] * per, host_us, idle_us, copy_us, cost,
                        cost / mean_step, entry["saving_us"] * per, site.exact)
        items.append(item)
    items.sort(key=lambda item: (-item.saving_us, -item.cost_us, item.path, item.line))
    profile.items = items
    profile.ran, profile.scopes = _ran(trace, windows, analysis)
    profile.user_files = sorted(profile.ran)
    return profile


def analysis_step_count(totals, kind, site, what, step) -> None:
    innermost = site.frames[-1]
    totals[(kind, innermost.path, innermost.line, site.frames)]["per_step"][step] += 1


def _pinned_us(copy: Event) -> float:
    """What a copy would take from pinned memory: its bytes at PINNED_BYTES_PER_US, at most
    its own time (half of it when the size is not recorded)."""
    size = _bytes(copy)
    if size is None:
        return copy.dur / 2
    return min(copy.dur, size / PINNED_BYTES_PER_US)


def _bytes(event: Event) -> int | None:
    value = event.args.get("bytes")
    return int(value) if isinstance(value, (int, float)) else None


def _created_on_host_before(trigger: Event) -> bool:
    """The copied tensor was made by a host factory just before, on the same line: the call
    before the copy's, in the same Python frame, is (or holds as its first operator) a
    factory that ended at most 200 us before."""
    call = trigger.parent  # the Python call that copied (`.to`, `.cuda`) or the user frame
    frame = call.parent if call is not None and call.category == "python_function" and \
        call.frame is None else call
    if frame is None:
        return False
    before = [child for child in frame.children if child.end <= trigger.ts and child is not call]
    if not before:
        return False
    previous = max(before, key=lambda child: child.end)
    if trigger.ts - previous.end > 200.0:
        return False
    operators = [previous] if previous.category == "cpu_op" else \
        [child for child in previous.children if child.category == "cpu_op"]
    return bool(operators) and operators[0].name in HOST_FACTORIES


def _reallocation(trace, windows, emptied, add, device_spans) -> None:
    """What emptying the cache costs later: the caching allocator hands the memory back to the
    driver, so the step's allocations go through `cudaMalloc` again. In each step with an
    empty_cache, the host's `cudaMalloc` time outside it, at most the device's idle time in
    that step, is added to the call's saving (shared among the calls of that step)."""
    if not emptied:
        return
    inside = _union([(event.ts, event.end) for event, _ in emptied])
    by_step: dict[int, list] = defaultdict(list)
    for event, site in emptied:
        by_step[_step_index(windows, event.ts)].append(site)
    for step, sites in by_step.items():
        start, end = windows[step]
        malloc = sum(e.dur for e in trace.runtime
                     if e.name in ("cudaMalloc", "hipMalloc") and start <= e.ts < end
                     and not _clip(inside, e.ts, e.end))
        idle = (end - start) - _length(_clip(device_spans, start, end))
        extra = min(malloc, idle) / len(sites)
        for site in sites:
            add("empty-cache", site, "torch.cuda.empty_cache", idle_us=extra, saving_us=extra)


def _autograd_without_backward(trace, windows, analysis, add, totals) -> None:
    """Forward calls whose recorded autograd graph no backward pass used.

    The unit judged is one forward call: one call of a model (the first nn.Module called from
    the user's frames) or one operator the user called. A call is reported only when NONE of
    the autograd nodes it created was reached by a backward operator: a call some of whose
    nodes were reached is part of the graph a backward pass used, and its unreached nodes are
    outputs the program discarded (`_, hidden = rnn(x)`: the RNN's output sequence), which
    `no_grad` at the call would break, not speed up. And a node can only be judged where a
    backward pass ran after it was created: a forward after the trace's last backward (its
    backward cut off by the end of the recording: a window of wall time, a step boundary
    between forward and backward) is not evidence; such calls count only at a line (call
    path) that was found unreached, with a later backward, in another step. A line is reported
    where a model call recorded a forward pass (it saves its activations for a backward that
    never comes), or where the operators it called record at least TINY_COUNT nodes per step
    (a loop): a lone operator on a trained value (`_, idx = outputs.max(1)` for a metric)
    records one node, about RECORD_US, which no engineer changes a line for."""
    forward_by_thread: dict[object, list[Event]] = defaultdict(list)
    reached: set[int] = set()
    last_backward = None
    for event in trace.cpu_ops:
        number = event.args.get("Sequence number")
        if not isinstance(number, int):
            continue
        backward = event.name.startswith("autograd::engine::evaluate_function: ") or \
            any(node.name.startswith("autograd::engine::evaluate_function: ")
                for node in _ancestors(event))
        if backward:
            reached.add(number)
            if last_backward is None or event.ts > last_backward:
                last_backward = event.ts
        else:
            forward_by_thread[event.tid].append(event)
    # forward call -> [node-creating operators]; calls with a node reached
    calls: dict[int, list[Event]] = defaultdict(list)
    models: set[int] = set()  # the calls that are model (nn.Module) calls
    used: set[int] = set()
    for events in forward_by_thread.values():
        events.sort(key=lambda event: event.ts)
        # the node-creating operator is the last one carrying a number before it advances
        for index, event in enumerate(events):
            number = event.args["Sequence number"]
            following = events[index + 1] if index + 1 < len(events) else None
            if following is None or following.args["Sequence number"] <= number:
                continue
            call = _forward_call(event, analysis)
            unit = id(call)
            if call.category == "python_function":
                models.add(unit)
            if number in reached:
                used.add(unit)
            else:
                calls[unit].append(event)
    found: dict[tuple, list[tuple[Event, _Site, int]]] = defaultdict(list)
    judged: set[tuple] = set()
    forward_pass: set[tuple] = set()
    for unit, events in calls.items():
        if unit in used:
            continue
        for event in events:
            step = _step_index(windows, event.ts)
            if step is None:
                continue
            site = analysis.site(_trigger(event))
            if site is None:
                continue
            # a model's forward records because its caller runs it with grad enabled: the
            # caller's line is where to change it
            if site.module_depth < len(site.frames):
                site = _Site(site.frames[:site.module_depth], site.module, True, site.loop,
                             site.module_depth, site.module)
            key = (site.frames[-1].path, site.frames[-1].line, site.frames)
            found[key].append((event, site, step))
            if unit in models:
                forward_pass.add(key)
            if last_backward is not None and event.ts < last_backward:
                judged.add(key)
    for key, members in found.items():
        if key not in judged:
            continue  # no backward came after it in this trace: cannot tell
        if key not in forward_pass and len(members) < TINY_COUNT * len(windows):
            continue  # a lone operator's node or two per step: a metric, not a forward pass
        for event, site, step in members:
            what = _trigger(event).name
            add("autograd-without-backward", site, what, count=1, host_us=event.dur,
                saving_us=RECORD_US)
            analysis_step_count(totals, "autograd-without-backward", site, what, step)


def _forward_call(event: Event, analysis: _Analysis) -> Event:
    """The forward call an operator belongs to: the first nn.Module called below a user frame
    (the model call, as `site` takes it), else the operator the user called."""
    chain = []
    node = event.parent
    while node is not None:
        chain.append(node)
        node = node.parent
    user = False
    for node in reversed(chain):  # outermost first
        if node.category != "python_function":
            continue
        if user and node.name.startswith("nn.Module: "):
            return node
        if not user and analysis._frame_scope(node)[0] is not None:
            user = True
    return _trigger(event)


def _ancestors(event: Event):
    node = event.parent
    while node is not None:
        yield node
        node = node.parent


def _tiny_loops(trace, windows, analysis, add, totals) -> None:
    device_spans = _union([(e.ts, e.end) for e in trace.device])
    kernel_us: dict[int, float] = {}
    kernel_count: dict[int, int] = {}
    if trace.has_device:
        for runtime in trace.runtime:
            launched = [e for e in trace.launched.get(id(runtime), []) if e.category == "kernel"]
            if launched:
                trigger = _trigger(runtime)
                kernel_us[id(trigger)] = kernel_us.get(id(trigger), 0.0) + sum(
                    e.dur for e in launched)
                kernel_count[id(trigger)] = kernel_count.get(id(trigger), 0) + len(launched)
    groups: dict[tuple, list[tuple[Event, int]]] = defaultdict(list)
    for event in trace.cpu_ops:
        if event.parent is None or event.parent.category != "python_function":
            continue  # only the operators made directly from Python
        step = _step_index(windows, event.ts)
        if step is None:
            continue
        site = analysis.site(event)
        # a loop over layers (`for layer in self.layers: x = layer(x)`) is a model, not a loop
        # over elements
        if site is None or not site.loop or site.through_module:
            continue
        innermost = site.frames[-1]
        groups[(innermost.path, innermost.line, site.frames)].append((event, step))
    steps = len(windows)
    for (_path, _line, _frames), members in groups.items():
        # a loop makes one call per element: one library call that makes many operators
        # (`optimizer.step()`) is not a loop
        calls = len({analysis.site(event).call for event, _ in members}) / steps
        count = len(members) / steps
        if calls < TINY_COUNT:
            continue
        if trace.has_device:
            launched = [kernel_count.get(id(event), 0) for event, _ in members]
            if sum(launched) / steps < TINY_COUNT:
                continue
            mean = sum(kernel_us.get(id(event), 0.0) for event, _ in members) / max(
                sum(launched), 1)
        else:
            mean = sum(event.dur for event, _ in members) / len(members)
        if mean >= TINY_US:
            continue
        host_us = sum(event.dur for event, _ in members)
        host_saving = host_us * (1 - 1 / max(count, 1))  # one batched operator remains
        if trace.has_device:
            # the host's time in the loop costs the step only where the device waits for it:
            # the device's idle time within the loop's span, step by step; the kernels
            # themselves shrink to one
            idle = 0.0
            for step in {step for _, step in members}:
                ops = [event for event, s in members if s == step]
                start, end = min(e.ts for e in ops), max(e.end for e in ops)
                idle += (end - start) - _length(_clip(device_spans, start, end))
            kernels = sum(kernel_us.get(id(event), 0.0) for event, _ in members)
            saving = min(host_saving, idle) + kernels * (1 - 1 / max(count, 1))
        else:
            saving = host_saving
        site = analysis.site(members[0][0])
        names = sorted({event.name for event, _ in members})
        what = ", ".join(names[:3]) + (", ..." if len(names) > 3 else "")
        add("tiny-kernel-loop", site, what, count=len(members), host_us=host_us,
            saving_us=saving)
        for _event, step in members:
            analysis_step_count(totals, "tiny-kernel-loop", site, what, step)


def _ran(trace, windows, analysis):
    """The parts of the user's scopes that ran in the steps: a whole function called in a
    step, but of a function that was already running (the training loop's), only the loops
    its calls in the steps came from: its setup before the loop ran before the steps."""
    ran: dict[str, dict[tuple[int, int], set[tuple[int, int]]]] = defaultdict(dict)
    scopes: dict[str, list[tuple[int, int]]] = {}
    for event in trace.python:
        inside = _step_index(windows, event.ts) is not None
        if not inside and not any(event.ts <= start and event.end >= end
                                  for start, end in windows):
            continue
        path, scope = analysis._frame_scope(event)
        if path is None or scope is None:
            continue
        shown = analysis.shown(path)
        if shown not in scopes:
            scopes[shown] = [(s.first, s.last) for s in analysis.files.source(path).scopes]
        regions = ran[shown].setdefault((scope.first, scope.last), set())
        if inside or not scope.loops:
            regions.add((scope.first, scope.last))
            continue
        # a frame spanning the steps: the loops holding the lines its calls came from
        children = [child for child in event.children
                    if _step_index(windows, child.ts) is not None]
        if children and id(children[0]) not in analysis.lines:
            analysis._child_lines(event)
        lines = {analysis.lines[id(child)][0] for child in children
                 if id(child) in analysis.lines}
        for line in lines:
            holding = [loop for loop in scope.loops if loop[0] <= line <= loop[1]]
            regions.add(max(holding, key=lambda loop: loop[1] - loop[0]) if holding
                        else (line, line))
    return dict(ran), scopes
