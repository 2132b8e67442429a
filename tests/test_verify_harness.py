"""The harness: statistics on synthetic timings, interleaving, stopping, verdicts and the
correctness check. Nothing here needs a GPU; timings are made up so results are exact."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from torchlint.verify import harness
from torchlint.verify.harness import (
    FASTER,
    NO_DIFFERENCE,
    SLOWER,
    Check,
    Mismatch,
    bootstrap_ratio_ci,
    compare_outputs,
    measure,
    median,
    speedup,
    verdict,
    within_precision,
)


def noisy(center: float, spread: float, n: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [center * (1 + rng.uniform(-spread, spread)) for _ in range(n)]


# --- statistics ------------------------------------------------------------------------------


def test_median_odd_even():
    assert median([3.0, 1.0, 2.0]) == 2.0
    assert median([4.0, 1.0, 3.0, 2.0]) == 2.5
    with pytest.raises(ValueError):
        median([])


def test_speedup_is_ratio_of_medians():
    assert speedup([2.0, 2.0, 100.0], [1.0, 1.0, 1.0]) == 2.0  # an outlier does not move it


def test_bootstrap_interval_contains_true_ratio_and_is_narrow_for_tight_data():
    before = noisy(2.0, 0.02, 200, seed=1)
    after = noisy(1.0, 0.02, 200, seed=2)
    low, high = bootstrap_ratio_ci(before, after)
    assert low < 2.0 < high
    assert within_precision(speedup(before, after), (low, high), 0.05)


def test_bootstrap_interval_is_wide_for_noisy_data():
    before = noisy(1.0, 0.9, 10, seed=3)
    after = noisy(1.0, 0.9, 10, seed=4)
    ci = bootstrap_ratio_ci(before, after)
    assert not within_precision(speedup(before, after), ci, 0.05)
    assert verdict(ci) == NO_DIFFERENCE


def test_bootstrap_is_deterministic_and_checks_pairing():
    before, after = noisy(3.0, 0.1, 30, 5), noisy(1.0, 0.1, 30, 6)
    assert bootstrap_ratio_ci(before, after) == bootstrap_ratio_ci(before, after)
    with pytest.raises(ValueError):
        bootstrap_ratio_ci([1.0, 2.0], [1.0])
    assert bootstrap_ratio_ci([2.0], [1.0]) == (2.0, 2.0)


def test_pairing_cancels_shared_drift():
    # Both sides drift together 10x over the run; the ratio per pair stays 2.
    drift = [1 + 9 * i / 99 for i in range(100)]
    before = [2.0 * d for d in drift]
    after = [1.0 * d for d in drift]
    low, high = bootstrap_ratio_ci(before, after)
    assert 1.5 < low <= 2.0 <= high < 2.6


@pytest.mark.parametrize(
    "ci, expected",
    [
        ((1.1, 1.3), FASTER),
        ((0.5, 0.9), SLOWER),
        ((0.9, 1.1), NO_DIFFERENCE),
        ((1.0, 1.2), NO_DIFFERENCE),  # touching 1 is not excluding it
    ],
)
def test_verdict(ci, expected):
    assert verdict(ci) == expected


# --- interleaving and stopping ----------------------------------------------------------------


class FakeClock:
    """A clock that only moves when a fake run says so."""

    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def fake_runs(clock: FakeClock, before_times, after_times, log: list[str]):
    b, a = iter(before_times), iter(after_times)

    def run_before():
        log.append("A")
        t = next(b)
        clock.now += t
        return t

    def run_after():
        log.append("B")
        t = next(a)
        clock.now += t
        return t

    return run_before, run_after


def test_runs_are_interleaved_warmup_included():
    clock, log = FakeClock(), []
    rb, ra = fake_runs(clock, itertools.repeat(2.0), itertools.repeat(1.0), log)
    m = measure(rb, ra, budget=100, warmup_pairs=2, clock=clock)
    assert log == ["A", "B"] * 2 + ["A", "A", "B", "B"] * m.pairs
    # each timed run follows an untimed run of its own side; timed runs alternate
    assert m.order == ["A", "B"] * 2 + ["a", "A", "b", "B"] * m.pairs
    assert m.warmup_pairs == 2
    assert m.before == [2.0] * m.pairs  # warm-up and settling runs are not kept


def test_without_settling_runs_strictly_alternate():
    clock, log = FakeClock(), []
    rb, ra = fake_runs(clock, itertools.repeat(2.0), itertools.repeat(1.0), log)
    m = measure(rb, ra, budget=100, warmup_pairs=1, settle=0, clock=clock)
    assert m.order == log == ["A", "B"] * (1 + m.pairs)


def test_stops_on_precision_with_steady_timings():
    clock, log = FakeClock(), []
    rb, ra = fake_runs(clock, itertools.repeat(2.0), itertools.repeat(1.0), log)
    m = measure(rb, ra, budget=1e9, clock=clock)
    assert m.stopped_by == "precision"
    assert m.pairs == harness.MIN_PAIRS_FOR_EARLY_STOP
    assert m.speedup == 2.0 and m.ci == (2.0, 2.0) and m.verdict == FASTER


def test_stops_on_budget_with_noisy_timings():
    clock, log = FakeClock(), []
    before = itertools.cycle(noisy(1.0, 0.9, 101, 7))
    after = itertools.cycle(noisy(1.0, 0.9, 103, 8))
    rb, ra = fake_runs(clock, before, after, log)
    m = measure(rb, ra, budget=40.0, warmup_pairs=0, settle=0, clock=clock)
    assert m.stopped_by == "budget"
    assert 15 <= m.pairs <= 25  # about 2 time units per pair
    assert m.verdict == NO_DIFFERENCE


def test_minimum_pairs_even_when_one_run_exceeds_the_budget():
    clock, log = FakeClock(), []
    rb, ra = fake_runs(clock, itertools.repeat(50.0), itertools.repeat(60.0), log)
    m = measure(rb, ra, budget=1.0, warmup_pairs=1, clock=clock)
    assert m.pairs == harness.MIN_PAIRS
    assert m.verdict == SLOWER


def test_fixed_pairs():
    clock, log = FakeClock(), []
    rb, ra = fake_runs(clock, itertools.repeat(1.0), itertools.repeat(1.0), log)
    m = measure(rb, ra, fixed_pairs=4, warmup_pairs=1, budget=0.0, settle=0, clock=clock)
    assert m.pairs == 4 and m.stopped_by == "fixed"
    assert log == ["A", "B"] * 5


def test_measurement_json_round_trip_fields():
    m = harness.Measurement(before=[2.0, 2.0, 2.0], after=[1.0, 1.0, 1.0]).finish()
    data = m.to_dict()
    assert data["speedup"] == 2.0 and data["pairs"] == 3 and data["ci"] == [2.0, 2.0]
    assert data["before_median"] == 2.0 and "order" not in data


def test_importing_the_verifier_does_not_import_torch():
    """`torchlint --help` loads these modules; torch must stay out until a command runs."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "import torchlint.verify.commands, torchlint.verify.harness, torchlint.verify.report\n"
        "import torchlint.verify.workloads, torchlint.verify.modes, torchlint.verify.bench\n"
        "import torchlint.verify.worker\n"
        "assert 'torch' not in sys.modules, 'torch was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# --- correctness check ------------------------------------------------------------------------

torch = pytest.importorskip("torch")


def test_compare_equal_nested_structures():
    a = {"x": torch.ones(2, 3), "y": [1, 2.0, (torch.zeros(1),)], "z": None}
    b = {"x": torch.ones(2, 3), "y": [1, 2.0, (torch.zeros(1),)], "z": None}
    compare_outputs(a, b)


@pytest.mark.parametrize(
    "after, needle",
    [
        (torch.ones(3, 2), "shape"),
        (torch.ones(2, 3, dtype=torch.float64), "dtype"),
        (torch.ones(2, 3).to(torch.device("meta")), "device"),
        (torch.full((2, 3), 2.0), "values differ"),
        ([torch.ones(2, 3)], "before"),
    ],
)
def test_compare_reports_what_differs(after, needle):
    with pytest.raises(Mismatch, match=needle):
        compare_outputs(torch.ones(2, 3), after)


def test_meta_check_ignores_values_but_not_shapes():
    compare_outputs(torch.rand(4), torch.rand(4), Check("meta"))
    with pytest.raises(Mismatch, match="shape"):
        compare_outputs(torch.rand(4), torch.rand(5), Check("meta"))


def test_tolerances_and_relative_norm():
    a = torch.ones(100)
    b = a + 1e-3
    with pytest.raises(Mismatch):
        compare_outputs(a, b)
    compare_outputs(a, b, Check("values", rtol=1e-2, atol=1e-2))
    compare_outputs(a, b, Check("values", relative_norm=1e-2))
    with pytest.raises(Mismatch, match="relative error"):
        compare_outputs(a, a * 1.5, Check("values", relative_norm=1e-2))


def test_compare_floats_and_objects():
    compare_outputs(1.0, 1.0 + 1e-9)
    with pytest.raises(Mismatch):
        compare_outputs(1.0, 1.1)
    with pytest.raises(Mismatch):
        compare_outputs(1, "1")
    with pytest.raises(Mismatch, match="keys"):
        compare_outputs({"a": 1}, {"b": 1})


def test_run_pair_checks_then_times_on_cpu():
    def make():
        x = torch.randn(64, 64)
        return (lambda: x.sum(dim=0)), (lambda: x.t().sum(dim=1))

    m = harness.run_pair(make, "cpu", budget=0.05, warmup_pairs=1)
    assert m.pairs >= harness.MIN_PAIRS and m.peak_memory_before is None
    assert not math.isnan(m.speedup)


def test_run_pair_refuses_to_time_disagreeing_sides():
    def make():
        return (lambda: torch.zeros(3)), (lambda: torch.ones(3))

    with pytest.raises(Mismatch):
        harness.run_pair(make, "cpu", budget=0.05)


def test_run_pair_gives_each_side_its_own_state_from_one_seed():
    # A side that mutates its state must still agree on the first call.
    def make():
        w = torch.randn(8)

        def step():
            w.mul_(2)
            return w.clone()

        return step, step

    harness.run_pair(make, "cpu", budget=0.02, warmup_pairs=0)


def test_reading_mode_uses_the_returned_readings():
    def make():
        return (lambda: 0.001), (lambda: 0.003)

    m = harness.run_pair(make, "cpu", budget=0.05, reading=True)
    assert m.before_median == 0.001 and m.after_median == 0.003 and m.verdict == SLOWER


def test_resolve_device_default_and_refusal(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    device, notice = harness.resolve_device(None)
    assert device == "cpu" and "CPU" in notice
    with pytest.raises(harness.DeviceUnavailable):
        harness.resolve_device("cuda")
    assert harness.resolve_device("cpu") == ("cpu", None)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
def test_cuda_timer_and_memory():
    x = torch.randn(2048, 2048, device="cuda")
    time_one = harness.make_timer("cuda")
    t = time_one(lambda: x @ x)
    assert 0 < t < 1
    peak = harness.peak_memory("cuda", lambda: x @ x)
    assert peak >= 2048 * 2048 * 4

    def make():
        def before():
            return torch.rand(1024, 1024).cuda()

        def after():
            return torch.rand(1024, 1024, device="cuda")

        return before, after

    m = harness.run_pair(make, "cuda", check="meta", budget=2)
    assert m.verdict == FASTER and m.speedup > 3
