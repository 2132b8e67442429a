"""The measurement harness every verifier mode goes through.

One discipline for bench workloads, snippets, functions and whole programs: check that both
sides agree, warm up, run before and after interleaved (A B A B ...) with the device
synchronized around every timed run, and keep going until the bootstrap 95% interval of the
speedup is within +/-5% of it or the time budget is spent.

The statistics (``summarize``, ``bootstrap_ratio_ci``, ``verdict``) and the scheduling
(``measure``) are plain Python so that they can be tested on synthetic timings; torch is only
imported by the functions that touch a device.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable

FASTER = "faster"
SLOWER = "slower"
NO_DIFFERENCE = "no significant difference"

#: stop as soon as both ends of the 95% interval lie within this fraction of the estimate
TARGET_PRECISION = 0.05
#: a verdict on fewer pairs than this is not worth printing, whatever the budget says
MIN_PAIRS = 3
#: the interval is only trusted for early stopping from this many pairs on
MIN_PAIRS_FOR_EARLY_STOP = 8
MAX_PAIRS = 5000
BOOTSTRAP_RESAMPLES = 1000


# --------------------------------------------------------------------------------------------
# statistics


def median(values: list[float]) -> float:
    if not values:
        raise ValueError("median of no values")
    ordered = sorted(values)
    mid = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[mid]
    return (ordered[mid - 1] + ordered[mid]) / 2


def speedup(before: list[float], after: list[float]) -> float:
    """How many times faster `after` is: median before over median after."""
    m_after = median(after)
    if m_after <= 0:
        return math.inf
    return median(before) / m_after


def bootstrap_ratio_ci(
    before: list[float],
    after: list[float],
    *,
    resamples: int = BOOTSTRAP_RESAMPLES,
    confidence: float = 0.95,
    seed: int = 0,
) -> tuple[float, float]:
    """Percentile bootstrap interval of the speedup, resampling whole (before, after) pairs.

    Pairs are resampled together because run i of each side was taken at the same moment:
    whatever drift the machine had then (clocks, another tenant) hits both, and keeping
    the pairing lets that cancel instead of widening the interval.
    """
    if len(before) != len(after):
        raise ValueError("before and after must be paired runs of equal count")
    n = len(before)
    if n == 0:
        raise ValueError("no runs")
    if n == 1:
        value = speedup(before, after)
        return value, value
    rng = random.Random(seed)
    indices = range(n)
    estimates = []
    for _ in range(resamples):
        picks = rng.choices(indices, k=n)
        estimates.append(speedup([before[i] for i in picks], [after[i] for i in picks]))
    estimates.sort()
    tail = (1 - confidence) / 2
    low = estimates[max(0, int(math.floor(tail * resamples)))]
    high = estimates[min(resamples - 1, int(math.ceil((1 - tail) * resamples)) - 1)]
    return low, high


def within_precision(ratio: float, ci: tuple[float, float], precision: float) -> bool:
    low, high = ci
    return low >= ratio * (1 - precision) and high <= ratio * (1 + precision)


def verdict(ci: tuple[float, float]) -> str:
    """faster / slower when the interval excludes 1, else no significant difference."""
    low, high = ci
    if low > 1:
        return FASTER
    if high < 1:
        return SLOWER
    return NO_DIFFERENCE


# --------------------------------------------------------------------------------------------
# results


@dataclass
class Measurement:
    """Everything one before/after comparison produced; JSON-serialisable via ``to_dict``."""

    before: list[float] = field(default_factory=list)  # seconds, one per timed run
    after: list[float] = field(default_factory=list)
    order: list[str] = field(default_factory=list)  # "A"/"B" for every run, warm-up included
    warmup_pairs: int = 0
    speedup: float = math.nan
    ci: tuple[float, float] = (math.nan, math.nan)
    verdict: str = NO_DIFFERENCE
    stopped_by: str = ""  # "precision", "budget" or "max-pairs"
    elapsed: float = 0.0
    peak_memory_before: int | None = None  # bytes above what was allocated before the call
    peak_memory_after: int | None = None

    @property
    def pairs(self) -> int:
        return len(self.before)

    @property
    def before_median(self) -> float:
        return median(self.before)

    @property
    def after_median(self) -> float:
        return median(self.after)

    def finish(self, *, precision: float = TARGET_PRECISION) -> Measurement:
        self.speedup = speedup(self.before, self.after)
        self.ci = bootstrap_ratio_ci(self.before, self.after)
        self.verdict = verdict(self.ci)
        return self

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("order")
        data["ci"] = list(self.ci)
        data["pairs"] = self.pairs
        data["before_median"] = self.before_median if self.before else None
        data["after_median"] = self.after_median if self.after else None
        return data


def measure(
    run_before: Callable[[], float],
    run_after: Callable[[], float],
    *,
    budget: float = 10.0,
    precision: float = TARGET_PRECISION,
    min_pairs: int = MIN_PAIRS,
    max_pairs: int = MAX_PAIRS,
    warmup_pairs: int = 2,
    fixed_pairs: int | None = None,
    settle: int = 1,
    settle_time: float = 0.01,
    clock: Callable[[], float] = time.perf_counter,
) -> Measurement:
    """Time two callables interleaved until the speedup is known to +/-``precision``.

    ``run_before``/``run_after`` perform one run each and return its duration in seconds,
    measured however suits the mode (device events in-process, a child's report, a process's
    wall time). The budget covers warm-up and timing; at least ``min_pairs`` pairs are taken
    even when one run alone exceeds it, since a verdict on fewer is meaningless.
    ``fixed_pairs`` (program mode's ``--runs``) takes exactly that many pairs instead.

    Each timed run is preceded by untimed runs of the same side, at least ``settle`` of them
    and at least ``settle_time`` seconds' worth (a A b B a A ..., where a lower-case letter
    stands for one such block). Without them each side inherits the other's leftovers: after
    a second of host-side random numbers, a 0.13 ms GPU kernel timed at 0.33 ms instead of
    the 0.18 ms it takes back to back (seen on an H100), because clocks and caches had moved.
    The timed runs still alternate, so slow drift still hits both sides alike.
    """
    result = Measurement()
    start = clock()
    deadline = start + budget

    # Warm-up is interleaved too, so that one-off costs (allocator growth, kernel selection,
    # page faults) are paid by both sides in the same order as the timed runs.
    for _ in range(warmup_pairs):
        result.order.append("A")
        run_before()
        result.order.append("B")
        run_after()
        result.warmup_pairs += 1
    # A slow first call (lazy module load) may have eaten the budget; the minimum still holds.

    target = fixed_pairs if fixed_pairs is not None else max_pairs
    next_check = max(min_pairs, MIN_PAIRS_FOR_EARLY_STOP)
    check_cost = 0.0
    time_since_check = 0.0
    while result.pairs < target:
        pair_start = clock()
        _settle(run_before, "a", settle, settle_time, clock, result.order)
        result.order.append("A")
        result.before.append(run_before())
        _settle(run_after, "b", settle, settle_time, clock, result.order)
        result.order.append("B")
        result.after.append(run_after())
        time_since_check += clock() - pair_start
        if fixed_pairs is not None:
            continue
        if result.pairs >= min_pairs and clock() >= deadline:
            result.stopped_by = "budget"
            break
        # The bootstrap costs real time; only look again once the timing done since the
        # last look outweighs it, so that checking never dominates the budget.
        if result.pairs >= next_check and time_since_check >= 4 * check_cost:
            t0 = clock()
            ratio = speedup(result.before, result.after)
            ci = bootstrap_ratio_ci(result.before, result.after)
            check_cost = clock() - t0
            time_since_check = 0.0
            if within_precision(ratio, ci, precision):
                result.stopped_by = "precision"
                break
            next_check = result.pairs + max(1, result.pairs // 10)
    else:
        result.stopped_by = "fixed" if fixed_pairs is not None else "max-pairs"
    result.elapsed = clock() - start
    return result.finish(precision=precision)


def _settle(run: Callable[[], float], tag: str, runs: int, seconds: float,
            clock: Callable[[], float], order: list[str]) -> None:
    if runs <= 0:
        return
    order.append(tag)
    start = clock()
    done = 0
    # capped, so that a run that takes no measurable time cannot spin forever
    while done < runs or (clock() - start < seconds and done < 10000):
        run()
        done += 1


# --------------------------------------------------------------------------------------------
# devices (these import torch)


def resolve_device(requested: str | None) -> tuple[str, str | None]:
    """Pick the device; returns (device, notice) where notice explains a silent choice."""
    import torch

    if requested is None:
        if torch.cuda.is_available():
            return "cuda", None
        return "cpu", "notice: no CUDA device available, measuring on the CPU"
    if requested == "cuda" and not torch.cuda.is_available():
        raise DeviceUnavailable("--device cuda was asked for but torch sees no CUDA device")
    if requested == "mps" and not (
        getattr(torch.backends, "mps", None) and torch.backends.mps.is_available()
    ):
        raise DeviceUnavailable("--device mps was asked for but torch sees no MPS device")
    return requested, None


class DeviceUnavailable(Exception):
    pass


def synchronize(device: str) -> None:
    if device.startswith("cuda"):
        import torch

        torch.cuda.synchronize()
    elif device == "mps":
        import torch

        torch.mps.synchronize()


def make_timer(device: str, timer: str = "auto") -> Callable[[Callable[[], Any]], float]:
    """Return ``time_one(fn) -> seconds`` with the device synchronized around the run.

    The default reads the host clock between two full synchronizations: what the program
    waits, host overhead included, on every stream and device. ``timer="events"`` reads CUDA
    events on the current stream instead; their recording costs more than it saves for short
    runs (a no-op read 0.023 ms with events, 0.012 ms with the host clock, on an H100).
    """
    if device.startswith("cuda") and timer == "events":
        import torch

        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)

        def time_one(fn: Callable[[], Any]) -> float:
            torch.cuda.synchronize()
            start.record()
            fn()
            end.record()
            torch.cuda.synchronize()
            return start.elapsed_time(end) / 1000.0

        return time_one

    def time_wall(fn: Callable[[], Any]) -> float:
        synchronize(device)
        t0 = time.perf_counter()
        fn()
        synchronize(device)
        return time.perf_counter() - t0

    return time_wall


def peak_memory(device: str, fn: Callable[[], Any]) -> int | None:
    """Bytes the call needed above what was allocated when it started (CUDA only)."""
    if not device.startswith("cuda"):
        return None
    import torch

    torch.cuda.synchronize()
    base = torch.cuda.memory_allocated()
    torch.cuda.reset_peak_memory_stats()
    out = fn()
    torch.cuda.synchronize()
    peak = torch.cuda.max_memory_allocated() - base
    del out
    return max(0, peak)


# --------------------------------------------------------------------------------------------
# correctness


@dataclass
class Check:
    """How closely the two sides must agree."""

    mode: str = "values"  # "values": same structure and assert_close; "meta": shapes only
    rtol: float | None = None
    atol: float | None = None
    #: compare tensors by ||after - before|| / ||before|| instead of element by element, for
    #: deep stacks where TF32 rounding differences grow layer by layer but stay small overall
    relative_norm: float | None = None


class Mismatch(Exception):
    """The two sides disagree; the message says where and how."""


def compare_outputs(before: Any, after: Any, check: Check | str = "values") -> None:
    """Raise Mismatch unless the outputs agree: same structure; for every tensor the same
    shape, dtype and device, and (mode "values") equal values within assert_close."""
    if isinstance(check, str):
        check = Check(check)
    _compare(before, after, check, "output")


def _compare(a: Any, b: Any, check: Check, where: str) -> None:
    import sys

    from torchlint.verify.worker import RemoteTensor

    # no tensor can exist unless torch was imported, so plain outputs never pay its import
    torch = sys.modules.get("torch")

    if isinstance(a, RemoteTensor) or isinstance(b, RemoteTensor):
        # a tensor a child process returned: its device there, its values copied here
        if not (isinstance(a, RemoteTensor) and isinstance(b, RemoteTensor)):
            raise Mismatch(f"{where}: {type(a).__name__} before, {type(b).__name__} after")
        if a.device != b.device:
            raise Mismatch(f"{where}: device {a.device} before, {b.device} after")
        _compare(a.data, b.data, check, where)
        return

    if torch is not None and (isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor)):
        if not (isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor)):
            raise Mismatch(f"{where}: {type(a).__name__} before, {type(b).__name__} after")
        for attr in ("shape", "dtype", "device"):
            va, vb = getattr(a, attr), getattr(b, attr)
            if attr == "shape":
                va, vb = tuple(va), tuple(vb)
            if va != vb:
                raise Mismatch(f"{where}: {attr} {va} before, {vb} after")
        if check.mode == "values" and check.relative_norm is not None:
            x, y = a.detach().double(), b.detach().double()
            scale = float(x.norm())
            error = float((y - x).norm()) / scale if scale > 0 else float(y.norm())
            if not error <= check.relative_norm:
                raise Mismatch(
                    f"{where}: relative error {error:.3g} over {check.relative_norm:g}"
                )
            return
        if check.mode == "values":
            try:
                torch.testing.assert_close(
                    b.detach(), a.detach(), rtol=check.rtol, atol=check.atol, equal_nan=True
                )
            except AssertionError as exc:
                first = str(exc).strip().splitlines()
                raise Mismatch(f"{where}: values differ ({first[0] if first else exc})")
        return
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        if type(a) is not type(b) or len(a) != len(b):
            raise Mismatch(
                f"{where}: {type(a).__name__} of {len(a)} before, "
                f"{type(b).__name__} of {len(b)} after"
            )
        for i, (x, y) in enumerate(zip(a, b)):
            _compare(x, y, check, f"{where}[{i}]")
        return
    if isinstance(a, dict) and isinstance(b, dict):
        if set(a) != set(b):
            raise Mismatch(
                f"{where}: keys {sorted(map(str, a))} before, {sorted(map(str, b))} after"
            )
        for key in a:
            _compare(a[key], b[key], check, f"{where}[{key!r}]")
        return
    if type(a) is not type(b):
        raise Mismatch(f"{where}: {type(a).__name__} before, {type(b).__name__} after")
    if check.mode != "values":
        return
    if isinstance(a, float):
        rtol = 1.3e-6 if check.rtol is None else check.rtol
        atol = 1e-5 if check.atol is None else check.atol
        both_nan = math.isnan(a) and math.isnan(b)
        if not (both_nan or math.isclose(a, b, rel_tol=rtol, abs_tol=atol)):
            raise Mismatch(f"{where}: {a!r} before, {b!r} after")
        return
    try:
        equal = bool(a == b)
    except Exception:  # objects whose == is not a truth value: nothing sound to compare
        return
    if not equal:
        raise Mismatch(f"{where}: {a!r} before, {b!r} after")


# --------------------------------------------------------------------------------------------
# in-process comparison of two callables (bench workloads, and snippets inside their child)


def run_pair(
    make: Callable[[], tuple[Callable[[], Any], Callable[[], Any]]],
    device: str,
    *,
    check: Check | str = "values",
    budget: float = 10.0,
    timer: str = "auto",
    reading: bool = False,
    seed: int = 0,
    warmup_pairs: int = 2,
    precision: float = TARGET_PRECISION,
) -> Measurement:
    """Check, then time, the pair of zero-argument callables that ``make()`` builds.

    ``make`` is called twice under the same seed and each side keeps its own copy, so a
    workload that mutates state (a training step) is checked from identical starting points
    and neither side's runs disturb the other's. Raises Mismatch when the outputs disagree.
    With ``reading=True`` each callable returns its own reading in seconds (a timing demo)
    and that reading is what gets compared.
    """
    import torch

    torch.manual_seed(seed)
    before, _ = make()
    torch.manual_seed(seed)
    _, after = make()

    torch.manual_seed(seed + 1)
    out_before = before()
    synchronize(device)
    torch.manual_seed(seed + 1)
    out_after = after()
    synchronize(device)
    if not reading:
        compare_outputs(out_before, out_after, check)
    del out_before, out_after

    if reading:

        def run(fn: Callable[[], Any]) -> Callable[[], float]:
            def one() -> float:
                value = float(fn())
                synchronize(device)  # drain what the reading left running before the next run
                return value

            return one

        result = measure(
            run(before), run(after), budget=budget, precision=precision, warmup_pairs=warmup_pairs
        )
        return result

    time_one = make_timer(device, timer)
    result = measure(
        lambda: time_one(before),
        lambda: time_one(after),
        budget=budget,
        precision=precision,
        warmup_pairs=warmup_pairs,
    )
    result.peak_memory_before = peak_memory(device, before)
    result.peak_memory_after = peak_memory(device, after)
    return result
