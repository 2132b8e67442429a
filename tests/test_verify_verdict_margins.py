"""Where "no significant difference" and a wide faster/slower interval stop being verdicts
(issue 27, round three): equality is claimed only for an interval within 1/1.1 to 1.1, and a
wide interval wholly beyond 1.5x either way still decides. Exact verdicts and reasons, on
fixed intervals (harness.instability) and on timings built to give them."""

from __future__ import annotations

from torchlint.verify import harness


def test_an_interval_within_ten_percent_may_claim_no_difference() -> None:
    assert harness.instability([1.0] * 10, [1.0] * 10, (0.95, 1.04), harness.NO_DIFFERENCE) == ""


def test_an_interval_reaching_past_ten_percent_claims_nothing() -> None:
    # a planted 20% slowdown read [0.85, 0.98] on a busy 2-core machine: neither a difference
    # beyond the 3% band nor equality
    reason = harness.instability([1.0] * 10, [1.0] * 10, (0.85, 0.98), harness.NO_DIFFERENCE)
    assert reason == (
        "timings unstable: the 95% interval [0.85, 0.98] neither shows a difference beyond +/-3% nor "
        "rules out one beyond +/-10%; the machine was too busy to tell at this budget (give a larger "
        "--budget, or run when the machine is quieter)"
    )
    assert harness.instability([1.0] * 10, [1.0] * 10, (0.99, 1.12), harness.NO_DIFFERENCE) != ""


def test_a_wide_interval_far_from_one_still_decides() -> None:
    # 50 ms of sleep against a call of microseconds: the ratio's interval is wide in relative
    # terms and nowhere near 1
    before = [2e-6, 5e-6] * 10
    after = [0.050, 0.051] * 10
    m = harness.Measurement(before=list(before), after=list(after)).finish()
    assert m.verdict == harness.SLOWER, m.shortfall
    assert harness.instability(before, after, (0.00004, 0.0001), harness.SLOWER) == ""
    assert harness.instability(after, before, (1000.0, 2500.0), harness.FASTER) == ""


def test_a_wide_interval_reaching_near_one_is_still_doubt() -> None:
    # the neighbour's burst of issue 27: a planted 20% slowdown read 1.78x [1.06, 3.54]
    assert harness.instability([1.0] * 10, [1.0] * 10, (1.06, 3.54), harness.FASTER).startswith(
        "timings unstable: the 95% interval [1.06, 3.54] spans more than 1.5x"
    )
