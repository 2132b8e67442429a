"""Reading a Chrome trace written by `torch.profiler` (`export_chrome_trace`), without torch.

What such a trace holds, as recorded with `with_stack=True` (torch 2.x, Kineto):
- `python_function` events: one per Python call, named `file(line): function` (the file relative
  to the `sys.path` entry it was imported from, or absolute; the line is the function's first
  line, or, for frames already running when recording began, the line they were on), nested by
  `args["Python id"]` / `args["Python parent id"]`; built-in calls are named
  `<built-in method item of Tensor object at 0x...>`, module calls `nn.Module: Linear_0`.
- `cpu_op` events: ATen operators, nested in time under the Python call that made them; those
  autograd records carry `args["Sequence number"]` (forward: `Fwd thread id` 0 or absent;
  backward `autograd::engine::evaluate_function: XBackward0` events carry the forward op's
  sequence number).
- `user_annotation` events: `ProfilerStep#N` (one per `prof.step()` with a schedule), the
  optimizer's `Optimizer.step#SGD.step`, the user's `record_function` ranges.
- On an accelerator: `cuda_runtime` / `cuda_driver` calls on the host (`cudaLaunchKernel`,
  `cudaMemcpyAsync`, `cudaStreamSynchronize`, `cudaDeviceSynchronize`, ...), and device events
  `kernel`, `gpu_memcpy` (`Memcpy HtoD (Pageable -> Device)`, `Memcpy DtoH (Device -> Pinned)`
  ...) and `gpu_memset`, linked to the runtime call that launched them by `args["correlation"]`.
Times are microseconds (`ts`, `dur`). Older Kineto spells some categories differently
(`Kernel`, `Memcpy`, `Runtime`, `Operator`); they are read as the names above.
"""

from __future__ import annotations

import gzip
import json
import re
from dataclasses import dataclass, field
from pathlib import Path


class ProfileError(Exception):
    """A trace or a run that cannot be profiled; the message is one line for the user."""


# older Kineto category names -> the current ones
_CATEGORIES = {
    "kernel": "kernel", "gpu_memcpy": "gpu_memcpy", "memcpy": "gpu_memcpy",
    "gpu_memset": "gpu_memset", "memset": "gpu_memset",
    "cuda_runtime": "cuda_runtime", "runtime": "cuda_runtime", "cuda_driver": "cuda_runtime",
    "cpu_op": "cpu_op", "operator": "cpu_op",
    "python_function": "python_function",
    "user_annotation": "user_annotation", "gpu_user_annotation": "gpu_user_annotation",
}
DEVICE_CATEGORIES = frozenset({"kernel", "gpu_memcpy", "gpu_memset"})
_STEP = re.compile(r"ProfilerStep#(\d+)$")
_FRAME = re.compile(r"^(?P<file>.+)\((?P<line>\d+)\): (?P<function>.+)$")


@dataclass(eq=False)
class Event:
    """One complete (`"ph": "X"`) event of the trace."""

    name: str
    category: str
    ts: float  # microseconds
    dur: float
    pid: object
    tid: object
    args: dict
    # filled by `load_trace` for Python and CPU events: the Python call it ran in
    parent: Event | None = field(default=None, repr=False)
    children: list[Event] = field(default_factory=list, repr=False)

    @property
    def end(self) -> float:
        return self.ts + self.dur

    @property
    def frame(self) -> tuple[str, int, str] | None:
        """(file, line, function) of a Python call to a function defined in Python, else None."""
        if self.category != "python_function":
            return None
        match = _FRAME.match(self.name)
        if match is None:
            return None
        return match["file"], int(match["line"]), match["function"]

    def python_stack(self) -> list[Event]:
        """The Python calls this event ran in, outermost first."""
        stack = []
        event = self.parent
        while event is not None:
            if event.category == "python_function":
                stack.append(event)
            event = event.parent
        stack.reverse()
        return stack


@dataclass
class Trace:
    """The events of one trace, by kind, each list sorted by start time."""

    path: Path
    python: list[Event]  # python_function
    cpu_ops: list[Event]  # cpu_op
    annotations: list[Event]  # user_annotation (host side)
    runtime: list[Event]  # cuda_runtime / cuda_driver (host side)
    device: list[Event]  # kernel, gpu_memcpy, gpu_memset
    steps: list[Event]  # the ProfilerStep#N annotations, in order
    # runtime event -> the device events it launched (by correlation id)
    launched: dict[int, list[Event]] = field(default_factory=dict)

    @property
    def has_device(self) -> bool:
        return bool(self.device)

    @property
    def host_events(self) -> list[Event]:
        return sorted(self.python + self.cpu_ops + self.annotations + self.runtime,
                      key=_order)


def _order(event: Event) -> tuple[float, float]:
    # a parent starts no later than its child and lasts longer: longest first on ties
    return event.ts, -event.dur


def _in_folder(path: Path) -> Path:
    """The newest trace in a folder (`tensorboard_trace_handler` writes one file per run:
    `*.pt.trace.json`, or `.json.gz`)."""
    try:
        found = [p for p in path.iterdir() if p.is_file()
                 and p.name.endswith((".json", ".json.gz"))]
    except OSError as error:
        raise ProfileError(f"{path}: cannot list it ({error.strerror})") from None
    if not found:
        raise ProfileError(f"{path}: a folder with no trace (*.json or *.json.gz) in it")
    return max(found, key=lambda p: (p.stat().st_mtime, p.name))


def _read_json(path: Path) -> object:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise ProfileError(f"{path}: no such file") from None
    except OSError as error:
        raise ProfileError(f"{path}: cannot read it ({error.strerror})") from None
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError):
            raise ProfileError(f"{path}: not a readable gzip file") from None
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        raise ProfileError(f"{path}: not JSON, so not a trace written by torch.profiler "
                           "(export_chrome_trace)") from None


def _key(value: object) -> object:
    """A process or thread id usable as a key (Kineto writes numbers or strings)."""
    return value if isinstance(value, (int, float, str)) or value is None else repr(value)


def _number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    number = float(value)
    return number if number == number and abs(number) != float("inf") else None


def load_trace(path: str | Path) -> Trace:
    """Read a `torch.profiler` Chrome trace (`.json` or `.json.gz`, or the newest one in a
    folder, as `tensorboard_trace_handler` writes them) recorded with stacks.

    Raises `ProfileError` (one line) for a file that is not JSON, not such a trace, holds no
    events or no Python stacks (`with_stack=True` was not given)."""
    path = Path(path)
    if path.is_dir():
        path = _in_folder(path)
    document = _read_json(path)
    if isinstance(document, dict):
        raw_events = document.get("traceEvents")
    elif isinstance(document, list):
        raw_events = document
    else:
        raw_events = None
    if not isinstance(raw_events, list):
        raise ProfileError(f"{path}: not a trace written by torch.profiler "
                           "(no \"traceEvents\" list)")
    by_category: dict[str, list[Event]] = {name: [] for name in set(_CATEGORIES.values())}
    for raw in raw_events:
        if not isinstance(raw, dict) or raw.get("ph") != "X":
            continue
        category = _CATEGORIES.get(str(raw.get("cat", "")).lower())
        ts, dur = _number(raw.get("ts")), _number(raw.get("dur"))
        if category is None or ts is None or dur is None or dur < 0:
            continue
        args = raw.get("args")
        by_category[category].append(Event(
            str(raw.get("name", "")), category, ts, dur, _key(raw.get("pid")),
            _key(raw.get("tid")), args if isinstance(args, dict) else {}))
    if not any(by_category.values()):
        raise ProfileError(f"{path}: the trace holds no profiler events (was anything "
                           "recorded between the profiler's start and stop?)")
    if not by_category["python_function"]:
        raise ProfileError(f"{path}: the trace has no Python stacks; record it with "
                           "torch.profiler.profile(..., with_stack=True)")
    for events in by_category.values():
        events.sort(key=_order)
    annotations = by_category["user_annotation"]
    steps = [event for event in annotations if _STEP.match(event.name)]
    trace = Trace(path, by_category["python_function"], by_category["cpu_op"], annotations,
                  by_category["cuda_runtime"],
                  sorted(by_category["kernel"] + by_category["gpu_memcpy"]
                         + by_category["gpu_memset"], key=_order),
                  steps)
    _nest(trace)
    _link(trace)
    return trace


def _nest(trace: Trace) -> None:
    """Give each host event the event it ran in (per thread, by time), so that every operator
    and runtime call knows its Python stack."""
    by_thread: dict[tuple[object, object], list[Event]] = {}
    for event in trace.python + trace.cpu_ops + trace.runtime:
        by_thread.setdefault((event.pid, event.tid), []).append(event)
    for events in by_thread.values():
        events.sort(key=_order)
        open_events: list[Event] = []
        for event in events:
            while open_events and open_events[-1].end <= event.ts:
                open_events.pop()
            # an event that outlasts the one it starts in is not inside it (clock rounding):
            # nest it in the innermost one that contains it
            while open_events and open_events[-1].end < event.end - 0.01:
                open_events.pop()
            if open_events:
                event.parent = open_events[-1]
                open_events[-1].children.append(event)
            open_events.append(event)


def _link(trace: Trace) -> None:
    by_correlation: dict[object, list[Event]] = {}
    for event in trace.device:
        correlation = event.args.get("correlation")
        if correlation is not None:
            by_correlation.setdefault(correlation, []).append(event)
    for event in trace.runtime:
        correlation = event.args.get("correlation")
        if correlation in by_correlation:
            trace.launched[id(event)] = by_correlation[correlation]
