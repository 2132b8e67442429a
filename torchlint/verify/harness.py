"""The measurement harness every verifier mode goes through.

One discipline for bench workloads, snippets, functions and whole programs: check that both
sides agree, warm up, run before and after in pairs (which side goes first is drawn at random
for each pair) with the device synchronized around every timed run, and keep going until the
bootstrap 95% interval of the speedup is within +/-5% of it or the time budget is spent.

A verdict needs at least ``MIN_PAIRS`` pairs, and says "faster" or "slower" only when the
whole interval lies beyond the +/-3% equivalence band around 1; anything less is "no
significant difference", and a run that could not take its minimum pairs within its budget
gets no verdict at all.

The statistics (``summarize``, ``bootstrap_ratio_ci``, ``verdict``) and the scheduling
(``measure``) are plain Python so that they can be tested on synthetic timings; torch is only
imported by the functions that touch a device (in ``devices``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
import random
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Iterator

from torchlint.verify.devices import (  # noqa: F401  (re-exported for callers of the harness)
    DeviceUnavailable,
    make_timer,
    peak_memory,
    resolve_device,
    synchronize,
)
from torchlint.verify.protocol import (
    RemoteArray,
    RemoteObject,
    RemoteRecord,
    RemoteTensor,
    RemoteValue,
    VALUE_TYPES,
)

FASTER = "faster"
SLOWER = "slower"
NO_DIFFERENCE = "no significant difference"
NO_VERDICT = "no verdict"

#: stop as soon as both ends of the 95% interval lie within this fraction of the estimate
TARGET_PRECISION = 0.05
#: "faster"/"slower" only when the whole interval lies beyond 1 +/- this fraction
EQUIVALENCE_BAND = 0.03
#: no verdict on fewer pairs than this, whatever the budget says
MIN_PAIRS = 10
#: the interval is only trusted for early stopping from this many pairs on
MIN_PAIRS_FOR_EARLY_STOP = MIN_PAIRS
MAX_PAIRS = 5000
BOOTSTRAP_RESAMPLES = 1000
#: timing lasts at least this share of the budget (at most MIN_SPAN_SECONDS) before it may
#: stop early: pairs taken within a few milliseconds all see the same moment of the machine
#: (identical plain-Python calls read 5x apart when one process sat on a core another tenant
#: had just taken)
MIN_SPAN_SHARE = 0.25
MIN_SPAN_SECONDS = 1.0
#: a side whose runs take at least this long is not settled before each timed run: what a
#: settling run guards against (the state the other side left) is gone within milliseconds,
#: and for long runs it would only double the cost of every pair
SETTLE_BELOW = 0.1


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
    groups: list[int] | None = None,
) -> tuple[float, float]:
    """Percentile bootstrap interval of the speedup, resampling whole (before, after) pairs.

    Pairs are resampled together because run i of each side was taken at the same moment:
    whatever drift the machine had then (clocks, another tenant) hits both, and keeping
    the pairing lets that cancel instead of widening the interval. Fewer than two pairs
    have no interval (NaN, NaN): one pair says nothing about the spread.

    ``groups`` (program mode: which pair of processes took each pair of runs) makes the
    bootstrap hierarchical: each resample draws processes pairs with replacement, then runs
    within each drawn one, so the spread between processes (one that sat on a busier core
    is slower for its whole life) is in the interval, not only the spread between runs.
    """
    if len(before) != len(after):
        raise ValueError("before and after must be paired runs of equal count")
    n = len(before)
    if n == 0:
        raise ValueError("no runs")
    if n == 1:
        return math.nan, math.nan
    rng = random.Random(seed)
    indices = range(n)
    members: list[list[int]] = []
    if groups is not None and len(set(groups)) > 1:
        for g in sorted(set(groups)):
            members.append([i for i in indices if groups[i] == g])
    estimates = []
    for _ in range(resamples):
        if members:
            picks = []
            for chosen in rng.choices(members, k=len(members)):
                picks += rng.choices(chosen, k=len(chosen))
        else:
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


def verdict(ci: tuple[float, float], band: float = EQUIVALENCE_BAND) -> str:
    """faster / slower when the whole interval lies beyond 1 +/- ``band``, else no
    significant difference. The band is symmetric in ratio: slower means below 1/(1+band)."""
    low, high = ci
    if math.isnan(low) or math.isnan(high):
        return NO_VERDICT
    if low > 1 + band:
        return FASTER
    if high < 1 / (1 + band):
        return SLOWER
    return NO_DIFFERENCE


#: an interval wider than this (high / low) says the machine was too noisy to tell apart a
#: real difference from a neighbour's bursts: no faster/slower verdict on it
UNSTABLE_WIDTH = 1.5
#: "no significant difference" claims the sides are equal to within the interval: only when
#: the whole interval lies within 1 +/- this fraction (1/1.1 to 1.1). An interval reaching
#: further ([0.85, 0.98], seen for a planted 20% slowdown on a 2-core machine with two busy
#: neighbours) neither shows a difference beyond the band nor rules one out
EQUAL_MARGIN = 0.10


def instability(before: list[float], after: list[float], ci: tuple[float, float],
                decided: str) -> str:
    """Why the timings are too unstable for a verdict, or "" when they are not.

    Three signs, any one enough: a faster/slower interval spanning more than
    ``UNSTABLE_WIDTH`` whose near end lies within ``UNSTABLE_WIDTH`` of 1; a "no significant difference" interval reaching beyond 1 +/-
    ``EQUAL_MARGIN`` (equality nothing supports); or a faster/slower verdict that its own blocks do not share
    (the pairs cut in time order into halves, or quarters from 20 pairs on, one of them at or
    on the other side of 1): a neighbour that came and went, not the fix. Seen on a 2-core
    machine with two CPU-bound neighbours: identical work read 0.92x [0.88, 0.96], and a
    planted 20% slowdown 1.78x [1.06, 3.54]."""
    low, high = ci
    if math.isnan(low) or math.isnan(high) or low <= 0:
        return ""
    advice = ("the machine was too busy to tell at this budget (give a larger --budget, or "
              "run when the machine is quieter)")
    if decided == NO_DIFFERENCE and (low < 1 / (1 + EQUAL_MARGIN) or high > 1 + EQUAL_MARGIN):
        return (f"timings unstable: the 95% interval [{low:.3g}, {high:.3g}] neither shows a "
                f"difference beyond +/-{EQUIVALENCE_BAND:.0%} nor rules out one beyond "
                f"+/-{EQUAL_MARGIN:.0%}; {advice}")
    # a wide interval wholly beyond 1.5x either way still says which side is faster (50 ms of
    # sleep against microseconds reads [0.0002, 0.0006]): only one reaching near 1 is doubt
    limit = UNSTABLE_WIDTH
    near = low < limit if decided == FASTER else high > 1 / limit
    if decided != NO_DIFFERENCE and near and high / low > limit:
        return (f"timings unstable: the 95% interval [{low:.3g}, {high:.3g}] spans more than "
                f"{limit:g}x; {advice}")
    if decided in (FASTER, SLOWER) and len(before) >= MIN_PAIRS:
        blocks = 4 if len(before) >= 2 * MIN_PAIRS else 2
        size = len(before) / blocks
        reads = []
        for k in range(blocks):
            lo, hi = int(round(k * size)), int(round((k + 1) * size))
            reads.append(speedup(before[lo:hi], after[lo:hi]))
        agree = all(r > 1 for r in reads) if decided == FASTER else all(r < 1 for r in reads)
        if not agree:
            shown = ", ".join(f"{r:.3g}x" for r in reads)
            return (f"timings unstable: the pairs, cut in time order into {blocks}, read "
                    f"{shown}; the machine changed under the measurement; {advice}")
    return ""


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
    stopped_by: str = ""  # "precision", "budget", "max-pairs" or "fixed"
    elapsed: float = 0.0  # wall seconds of the whole case: set-up, check, warm-up, timing
    budget: float | None = None
    pair_seconds: float | None = None  # wall time of one pair, settling runs included
    min_pairs: int = MIN_PAIRS
    #: why there is no verdict (too few pairs within the budget, or too few --runs)
    shortfall: str = ""
    #: places in the output that could not be compared (an object that is not data)
    unchecked: list[str] = field(default_factory=list)
    peak_memory_before: int | None = None  # bytes above what was allocated before the call
    peak_memory_after: int | None = None
    #: program mode: median seconds of each process outside the timed work (start-up, exit)
    startup_before: float | None = None
    startup_after: float | None = None
    #: which pair of processes took each pair of runs (program mode), for the bootstrap
    groups: list[int] = field(default_factory=list)
    #: an unsafe fix changed the output's values (where and how): expected, and reported
    values_changed: str = ""

    @property
    def pairs(self) -> int:
        return len(self.before)

    @property
    def before_median(self) -> float:
        return median(self.before) if self.before else math.nan

    @property
    def after_median(self) -> float:
        return median(self.after) if self.after else math.nan

    def finish(self, *, precision: float = TARGET_PRECISION) -> Measurement:
        if not self.before:
            self.verdict = NO_VERDICT
            self.shortfall = self.shortfall or "no pair was timed"
            return self
        self.speedup = speedup(self.before, self.after)
        groups = self.groups if len(self.groups) == len(self.before) else None
        self.ci = bootstrap_ratio_ci(self.before, self.after, groups=groups)
        self.verdict = verdict(self.ci)
        unstable = instability(self.before, self.after, self.ci, self.verdict)
        if unstable and self.pairs >= self.min_pairs:
            self.verdict = NO_VERDICT
            self.shortfall = unstable
        if self.pairs < self.min_pairs:
            self.verdict = NO_VERDICT
            if not self.shortfall:
                self.shortfall = (
                    f"{self.pairs} pair(s) timed; a verdict needs at least {self.min_pairs}"
                )
        return self

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("order")
        data["ci"] = list(self.ci)
        data["pairs"] = self.pairs
        data["before_median"] = self.before_median if self.before else None
        data["after_median"] = self.after_median if self.after else None
        return data


class OutOfBudget(BaseException):
    """Raised (by an alarm the caller sets) when a case runs past its budget mid-call. A
    BaseException, so that no ``except Exception`` in a workload or a check swallows it."""


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
    settle_below: float = SETTLE_BELOW,
    clock: Callable[[], float] = time.perf_counter,
    started: float | None = None,
    seed: int = 0,
) -> Measurement:
    """Time two callables in pairs until the speedup is known to +/-``precision``.

    ``run_before``/``run_after`` perform one run each and return its duration in seconds,
    measured however suits the mode (device events in-process, a child's report, a process's
    wall time). The budget is wall time from ``started`` (default: now), so a caller that
    spent part of it setting up and checking outputs passes when it began: warm-up and
    timing both count, and no run starts that would end past the budget by the last pair's
    measure. A case that cannot take ``min_pairs`` pairs in its budget stops there and gets
    no verdict (``shortfall`` says what budget it would need). ``fixed_pairs`` (program
    mode's ``--runs``) takes exactly that many pairs and ignores the budget.

    Which side runs first is drawn at random for each pair (seeded, so a run can be
    replayed): a fixed order lets whatever the first run leaves behind (a warm cache, a
    frequency boost, a background task's turn) favour the same side every time.

    Each timed run is preceded by untimed runs of the same side, at least ``settle`` of them
    and at least ``settle_time`` seconds' worth (a A b B, or b B a A, where a lower-case
    letter stands for one such block). Without them each side inherits the other's
    leftovers: after a second of host-side random numbers, a 0.13 ms GPU kernel timed at
    0.33 ms instead of the 0.18 ms it takes back to back (seen on an H100).
    """
    result = Measurement(budget=None if fixed_pairs is not None else budget,
                         min_pairs=min_pairs)
    start = clock() if started is None else started
    deadline = start + budget
    rng = random.Random(seed)
    last_pair = 0.0
    last_run: dict[str, float] = {}  # each side's latest run, in its own reading

    def room_for(seconds: float) -> bool:
        return fixed_pairs is not None or clock() + seconds <= deadline

    # Warm-up pairs go in the same random order as the timed ones: one-off costs (allocator
    # growth, kernel selection, page faults) are paid before any run is kept.
    target = fixed_pairs if fixed_pairs is not None else max_pairs
    next_check = max(min_pairs, MIN_PAIRS_FOR_EARLY_STOP)
    check_cost = 0.0
    time_since_check = 0.0
    result.stopped_by = "fixed" if fixed_pairs is not None else "max-pairs"
    try:
        for _ in range(warmup_pairs):
            if result.warmup_pairs and not room_for(last_pair):
                break
            t0 = clock()
            for tag, run in _ordered(rng, run_before, run_after):
                result.order.append(tag)
                last_run[tag] = run()
            last_pair = clock() - t0
            result.warmup_pairs += 1
        timing_start = clock()
        while result.pairs < target:
            if not room_for(last_pair):
                result.stopped_by = "budget"
                break
            pair_start = clock()
            times: dict[str, float] = {}
            for tag, run in _ordered(rng, run_before, run_after):
                if last_run.get(tag, 0.0) < settle_below:
                    _settle(run, tag.lower(), settle, settle_time, clock, result.order)
                result.order.append(tag)
                times[tag] = last_run[tag] = run()
            result.before.append(times["A"])
            result.after.append(times["B"])
            last_pair = clock() - pair_start
            time_since_check += last_pair
            if fixed_pairs is not None:
                continue
            # The bootstrap costs real time; only look again once the timing done since the
            # last look outweighs it, so that checking never dominates the budget.
            if result.pairs >= next_check and time_since_check >= 4 * check_cost:
                t0 = clock()
                ratio = speedup(result.before, result.after)
                ci = bootstrap_ratio_ci(result.before, result.after)
                check_cost = clock() - t0
                time_since_check = 0.0
                spanned = clock() - timing_start >= min(MIN_SPAN_SECONDS,
                                                         MIN_SPAN_SHARE * budget)
                if spanned and within_precision(ratio, ci, precision):
                    result.stopped_by = "precision"
                    break
                next_check = result.pairs + max(1, result.pairs // 10)
    except OutOfBudget:  # a run went on past the budget: what was timed before it stands
        result.stopped_by = "budget"
    result.elapsed = clock() - start
    result.pair_seconds = last_pair or None
    if result.pairs < min_pairs:
        if fixed_pairs is not None:
            result.shortfall = (f"{result.pairs} run(s) of each side; a verdict needs at least "
                                f"{min_pairs} (--runs {min_pairs})")
        else:
            setup = result.elapsed - last_pair * (result.pairs + result.warmup_pairs)
            need = max(0.0, setup) + last_pair * (min_pairs + max(1, result.warmup_pairs))
            result.shortfall = (
                f"only {result.pairs} of the {min_pairs} pairs a verdict needs fit in the "
                f"{budget:g} s budget (one pair takes {last_pair:.3g} s): give --budget "
                f"{math.ceil(need * 1.2)} or more"
            )
    return result.finish(precision=precision)


def _ordered(rng: random.Random, run_before: Callable[[], float],
             run_after: Callable[[], float]) -> list[tuple[str, Callable[[], float]]]:
    pair = [("A", run_before), ("B", run_after)]
    if rng.random() < 0.5:
        pair.reverse()
    return pair


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


def warm_comparison() -> None:
    """Pay the first ``assert_close``'s one-off cost (about 2 s on a busy 2-core machine,
    loading what it dispatches to) before any budget's clock starts. On one-element
    tensors, so no thread pool starts (a forked child could not use it)."""
    global _warm
    if _warm:
        return
    import torch

    one = torch.zeros(1)
    torch.testing.assert_close(one, one)
    _warm = True


_warm = False


def compare_outputs(before: Any, after: Any, check: Check | str = "values") -> list[str]:
    """Raise Mismatch unless the outputs agree: same structure; for every tensor and numpy
    array the same shape, dtype and device, and (mode "values") equal values within the
    dtype's tolerance. Fails closed: a comparison that raises is a mismatch, and the places
    holding objects that are not data (which cannot be compared) are returned, so the caller
    reports the check as unchecked rather than passed."""
    if isinstance(check, str):
        check = Check(check)
    unchecked: list[str] = []
    _compare(before, after, check, "output", unchecked)
    return unchecked


#: compared with ==, exactly: their equality is their value's
_EXACT = (bool, int, str, bytes, bytearray, set, frozenset, type(None)) + VALUE_TYPES


def _compare(a: Any, b: Any, check: Check, where: str, unchecked: list[str]) -> None:
    import sys

    # no tensor can exist unless torch was imported, so plain outputs never pay its import
    torch = sys.modules.get("torch")
    numpy = sys.modules.get("numpy")

    def mismatch(detail: str) -> Mismatch:
        return Mismatch(f"{where}: {detail}")

    if type(a) is not type(b) and not (
        isinstance(a, (list, tuple)) and isinstance(b, (list, tuple))
        or torch is not None and isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor)
    ):
        raise mismatch(f"{_kind(a)} before, {_kind(b)} after")

    if isinstance(a, RemoteObject):
        unchecked.append(f"{where} ({a.type_name})")
        return
    if isinstance(a, RemoteTensor):
        # a tensor a child process returned: its device there, its values copied here
        if a.device != b.device:
            raise mismatch(f"device {a.device} before, {b.device} after")
        _compare(a.data, b.data, check, where, unchecked)
        return
    if isinstance(a, RemoteArray):
        if (a.dtype, a.shape) != (b.dtype, b.shape):
            raise mismatch(f"numpy {a.dtype} {a.shape} before, {b.dtype} {b.shape} after")
        _compare(a.data, b.data, check, where, unchecked)
        return
    if isinstance(a, RemoteValue):
        if a.type_name != b.type_name:
            raise mismatch(f"{a.type_name} before, {b.type_name} after")
        if check.mode == "values" and a.text != b.text:
            raise mismatch(f"{a!r} before, {b!r} after")
        return
    if isinstance(a, RemoteRecord):
        if a.type_name != b.type_name:
            raise mismatch(f"{a.type_name} before, {b.type_name} after")
        _compare(a.fields, b.fields, check, f"{where}.{a.type_name}", unchecked)
        return
    if torch is not None and isinstance(a, torch.Tensor):
        _compare_tensors(torch, a, b, check, where)
        return
    if numpy is not None and isinstance(a, numpy.ndarray):
        if (a.dtype, a.shape) != (b.dtype, b.shape):
            raise mismatch(f"numpy {a.dtype} {a.shape} before, {b.dtype} {b.shape} after")
        if check.mode != "values":
            return
        if torch is not None and a.dtype.kind in "biufc":
            _compare_tensors(torch, torch.from_numpy(a.copy()), torch.from_numpy(b.copy()),
                             check, where)
        else:
            _compare(a.tolist(), b.tolist(), check, where, unchecked)
        return
    if isinstance(a, (list, tuple)):
        if type(a) is not type(b) or len(a) != len(b):
            raise mismatch(f"{type(a).__name__} of {len(a)} before, "
                           f"{type(b).__name__} of {len(b)} after")
        for i, (x, y) in enumerate(zip(a, b)):
            _compare(x, y, check, f"{where}[{i}]", unchecked)
        return
    if isinstance(a, dict):
        if set(a) != set(b):
            raise mismatch(f"keys {sorted(map(str, a))} before, {sorted(map(str, b))} after")
        for key in a:
            _compare(a[key], b[key], check, f"{where}[{key!r}]", unchecked)
        return
    if isinstance(a, float):
        if check.mode != "values":
            return
        rtol = 1.3e-6 if check.rtol is None else check.rtol
        atol = 1e-5 if check.atol is None else check.atol
        both_nan = math.isnan(a) and math.isnan(b)
        if not (both_nan or math.isclose(a, b, rel_tol=rtol, abs_tol=atol)):
            raise mismatch(f"{a!r} before, {b!r} after")
        return
    if numpy is not None and isinstance(a, numpy.generic):
        _compare(a.item(), b.item(), check, where, unchecked)
        return
    if torch is not None and isinstance(a, (torch.dtype, torch.device)) or isinstance(a, _EXACT):
        if check.mode != "values":
            return
        try:
            equal = a == b
            if not isinstance(equal, bool):
                raise TypeError(f"== gave a {type(equal).__name__}, not a bool")
        except Exception as exc:  # fail closed: what cannot be compared is not equal
            raise mismatch(f"comparing raised {type(exc).__name__}: {exc}") from None
        if not equal:
            raise mismatch(f"{a!r} before, {b!r} after")
        return
    if dataclasses.is_dataclass(a) and not isinstance(a, type):
        fields = [f.name for f in dataclasses.fields(a)]
        _compare({f: getattr(a, f) for f in fields}, {f: getattr(b, f) for f in fields},
                 check, f"{where}.{type(a).__name__}", unchecked)
        return
    # an object that is not data: its == may be identity, or anything its author wrote
    unchecked.append(f"{where} ({type(a).__qualname__})")


def _kind(value: Any) -> str:
    if isinstance(value, (RemoteObject, RemoteValue, RemoteRecord)):
        return value.type_name
    if isinstance(value, RemoteTensor):
        return "Tensor"
    if isinstance(value, RemoteArray):
        return "ndarray"
    return type(value).__name__


def _compare_tensors(torch: Any, a: Any, b: Any, check: Check, where: str) -> None:
    for attr in ("shape", "dtype", "device"):
        va, vb = getattr(a, attr), getattr(b, attr)
        if attr == "shape":
            va, vb = tuple(va), tuple(vb)
        if va != vb:
            raise Mismatch(f"{where}: {attr} {va} before, {vb} after")
    if check.mode != "values":
        return
    if check.relative_norm is not None:
        x, y = a.detach().double(), b.detach().double()
        scale = float(x.norm())
        error = float((y - x).norm()) / scale if scale > 0 else float(y.norm())
        if not error <= check.relative_norm:
            raise Mismatch(f"{where}: relative error {error:.3g} over {check.relative_norm:g}")
        return
    try:
        # per-dtype tolerances unless the case sets its own (docs/verifier.md lists them)
        torch.testing.assert_close(
            b.detach(), a.detach(), rtol=check.rtol, atol=check.atol, equal_nan=True
        )
    except AssertionError as exc:
        first = str(exc).strip().splitlines()
        raise Mismatch(f"{where}: values differ ({first[0] if first else exc})") from None
    except Exception as exc:  # fail closed
        raise Mismatch(f"{where}: comparing raised {type(exc).__name__}: {exc}") from None


@contextlib.contextmanager
def alarm(seconds: float) -> Iterator[None]:
    """Raise OutOfBudget in this thread once ``seconds`` have passed, between two Python
    bytecodes (so within one torch operation of the moment). Only the main thread of a POSIX
    process gets signals; elsewhere this does nothing, and the budget is kept between runs
    only."""
    import signal
    import threading

    usable = (hasattr(signal, "setitimer") and threading.current_thread() is
              threading.main_thread())
    if not usable or seconds <= 0 or math.isinf(seconds):
        yield
        return

    def ring(signum: int, frame: Any) -> None:
        # Never inside an import: a module interrupted half-way stays half-initialised in
        # sys.modules, and every later case fails on it (on an H100, torch's lazy import of
        # sympy, cut by a case's alarm, broke the optimizer steps of every case after it).
        while frame is not None:
            if frame.f_code.co_filename.startswith("<frozen importlib"):
                signal.setitimer(signal.ITIMER_REAL, 0.05)  # ring again once it is done
                return
            frame = frame.f_back
        raise OutOfBudget

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


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

    if not reading and (check if isinstance(check, str) else check.mode) == "values":
        warm_comparison()
    started = time.perf_counter()  # the budget covers building and checking too
    try:
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
        unchecked = [] if reading else compare_outputs(out_before, out_after, check)
        del out_before, out_after
    except OutOfBudget:
        took = time.perf_counter() - started
        m = Measurement(budget=budget, elapsed=took, stopped_by="budget", shortfall=(
            f"building the case and checking its outputs took more than the {budget:g} s "
            f"budget ({took:.3g} s before it was stopped): give a larger --budget"))
        return m.finish()

    if reading:

        def run(fn: Callable[[], Any]) -> Callable[[], float]:
            def one() -> float:
                value = float(fn())
                synchronize(device)  # drain what the reading left running before the next run
                return value

            return one

        return measure(run(before), run(after), budget=budget, precision=precision,
                       warmup_pairs=warmup_pairs, started=started, seed=seed)

    time_one = make_timer(device, timer)
    result = measure(
        lambda: time_one(before),
        lambda: time_one(after),
        budget=budget,
        precision=precision,
        warmup_pairs=warmup_pairs,
        started=started,
        seed=seed,
    )
    result.unchecked = unchecked
    if time.perf_counter() - started < budget:
        result.peak_memory_before = peak_memory(device, before)
        result.peak_memory_after = peak_memory(device, after)
    result.elapsed = time.perf_counter() - started
    return result
