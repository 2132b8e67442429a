"""The verdicts, through the real harness on real CPU work: identical code is almost never
called faster or slower, and a planted 20% slowdown is found.

The workloads are torch matmuls on one thread: k products of a 96x96 matrix per call, so
"20% more work" is exactly 6 products against 5, whatever the machine's speed. Each
measurement gets a 0.5 s budget, enough for the 10 pairs a verdict needs on a busy 2-core
machine (a case that cannot get them says "no verdict", which is not a wrong verdict). On a
machine busy enough that a trial still gets no verdict, that trial runs again once with four
times the budget: what is tested is that the verdicts are right, not how loaded CI is. For
the same reason the size of a found slowdown is held to its median over the trials: one
trial caught by a burst of other work may misjudge the size, never the direction.
"""

from __future__ import annotations

import collections
import statistics

import pytest

torch = pytest.importorskip("torch")

from torchlint.verify import harness  # noqa: E402

TRIALS = 40
SLOWDOWN_TRIALS = 20
BUDGET = 0.5


def products(k_before: int, k_after: int):
    def make():
        x = torch.randn(96, 96)

        def side(k: int):
            def run():
                y = x
                for _ in range(k):
                    y = x @ x
                return y

            return run

        return side(k_before), side(k_after)

    return make


@pytest.fixture(autouse=True)
def one_thread():
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # two busy cores shared with others: one thread is steadier
    # the first matmul and the first comparison of a process cost a second or more: not
    # something any single trial should pay inside its budget
    products(1, 1)()[0]()
    harness.warm_comparison()
    yield
    torch.set_num_threads(threads)


def measured(k_before: int, k_after: int, seed: int):
    result = harness.run_pair(products(k_before, k_after), "cpu", budget=BUDGET, seed=seed)
    if result.verdict == harness.NO_VERDICT:
        result = harness.run_pair(products(k_before, k_after), "cpu", budget=4 * BUDGET, seed=seed)
    return result


def test_identical_code_is_almost_never_called_faster_or_slower():
    verdicts = collections.Counter(measured(5, 5, trial).verdict for trial in range(TRIALS))
    wrong = verdicts[harness.FASTER] + verdicts[harness.SLOWER]
    # under 5% wrong; and most trials must reach a verdict, or the test proves nothing
    assert wrong < 0.05 * TRIALS, verdicts
    assert verdicts[harness.NO_DIFFERENCE] >= 0.8 * TRIALS, verdicts


def test_a_planted_20_percent_slowdown_is_found():
    results = [measured(5, 6, trial) for trial in range(SLOWDOWN_TRIALS)]
    verdicts = collections.Counter(m.verdict for m in results)
    # a wrong verdict (faster, or "no difference" on a 20% slowdown) is what must not happen;
    # "no verdict" is the harness saying the machine was too busy, which is allowed but rare
    wrong = verdicts[harness.FASTER] + verdicts[harness.NO_DIFFERENCE]
    assert wrong <= 1, verdicts
    assert verdicts[harness.SLOWER] >= 0.8 * SLOWDOWN_TRIALS, verdicts
    found = sorted(m.speedup for m in results if m.verdict == harness.SLOWER)
    # 5/6 = 0.83: the typical estimate is right to within a few percent; a single trial on a
    # shared 2-core machine can be caught by a burst of other work (0.68 has been seen in CI),
    # so single estimates are held only to the right side of 1 and a sane size
    assert 0.78 < statistics.median(found) < 0.89, found
    assert all(0.5 < s < 0.97 for s in found), found
