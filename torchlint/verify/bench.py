"""`torchlint bench`: run the built-in workloads through the harness, one case at a time."""

from __future__ import annotations

import gc
import os
import time
import traceback
from typing import Any, Callable

from torchlint.verify.harness import Mismatch, OutOfBudget, alarm, run_pair, warm_comparison
from torchlint.verify.report import CaseResult
from torchlint.verify.workloads import Workload


#: how far past its budget a case may run before it is stopped (a share of the budget, plus
#: a fixed quarter second for starting and ending the process)
OVERRUN_ALLOWANCE = 0.1
OVERRUN_SECONDS = 0.25


def case_limit(budget: float) -> float:
    """The most wall seconds one case takes."""
    return budget * (1 + OVERRUN_ALLOWANCE) + OVERRUN_SECONDS


def skip_reason(workload: Workload, device: str, gpu_count: int) -> str | None:
    need = workload.requires
    if need is None:
        return None
    if need == "accelerator" and device == "cpu":
        return "needs an accelerator (the CPU has nothing to move to or wait for)"
    if need == "cuda" and not device.startswith("cuda"):
        return "needs CUDA"
    if need == "multi-gpu" and (not device.startswith("cuda") or gpu_count < 2):
        return f"needs two or more GPUs ({gpu_count} visible)"
    return None


def run_workload(workload: Workload, device: str, budget: float, gpu_count: int,
                 isolate: bool | None = None) -> CaseResult:
    """One case. On the CPU it runs in a forked child that is killed once the case is past
    its budget: one CPU operation on a catalog-sized tensor can take seconds, and neither
    the harness (which checks the budget between runs) nor an alarm (which fires between
    operations) can stop it sooner. On an accelerator, operations return at once, so the
    case runs here, where the device's context already is."""
    if isolate is None:
        isolate = device == "cpu" and os.name == "posix" and workload.custom is None
    if isolate:
        warm_comparison()  # once, here: every forked child inherits it
        return _run_forked(workload, device, budget, gpu_count)
    return _run_here(workload, device, budget, gpu_count)


def _run_forked(workload: Workload, device: str, budget: float, gpu_count: int) -> CaseResult:
    import multiprocessing
    import signal

    context = multiprocessing.get_context("fork")
    reader, writer = context.Pipe(duplex=False)

    def child() -> None:
        os.setsid()  # its own group, so that what it starts (DataLoader workers) dies with it
        try:
            # no clean-up: the process ends (a gc.collect() alone takes 0.3 s after torch)
            writer.send(_run_here(workload, device, budget, gpu_count, release=False))
        finally:
            writer.close()

    started = time.perf_counter()
    # not a daemon: a daemon may not start DataLoader workers; it is killed below either way
    proc = context.Process(target=child)
    proc.start()
    writer.close()
    limit = case_limit(budget)
    result = None
    try:
        if reader.poll(limit):
            result = reader.recv()
    except (EOFError, OSError):
        pass
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        proc.join(5)
        reader.close()
    if isinstance(result, CaseResult):
        return result
    case = _blank(workload)
    took = time.perf_counter() - started
    if proc.exitcode not in (None, 0, -signal.SIGKILL) or took < limit:
        case.status, case.message = "error", f"the case's process died (status {proc.exitcode})"
        return case
    case.measurement = _out_of_budget(budget, took, (
        f"stopped at {took:.3g} s: one operation ran past the {budget:g} s budget; give a "
        "larger --budget"))
    return case


def _blank(workload: Workload) -> CaseResult:
    return CaseResult(
        rule=workload.rule,
        case=workload.case,
        status="ok",
        note=workload.note,
        before_code=workload.before_code,
        after_code=workload.after_code,
        reading=workload.reading,
        correctness="" if workload.reading else (
            "values" if workload.check.mode == "values" else "shapes"
        ),
    )


def _run_here(workload: Workload, device: str, budget: float, gpu_count: int,
              release: bool = True) -> CaseResult:
    result = _blank(workload)
    reason = skip_reason(workload, device, gpu_count)
    if reason:
        result.status, result.message = "skipped", reason
        return result
    try:
        if workload.custom is not None:
            result.measurement = workload.custom(device, budget)
            result.correctness = ""
        else:
            # The harness keeps the budget between runs; the alarm stops a single run that
            # goes on past it (a case whose one call takes longer than the whole budget).
            try:
                with alarm(case_limit(budget)):
                    result.measurement = run_pair(
                        workload.factory(device),
                        device,
                        check=workload.check,
                        budget=budget,
                        timer=workload.timer,
                        reading=workload.reading,
                    )
            except OutOfBudget:  # between the harness's own guards: building the workload
                result.measurement = _out_of_budget(budget, None, (
                    f"setting the case up took more than the {budget:g} s budget: give a "
                    "larger --budget"))
            if result.measurement.unchecked:
                result.correctness = "unchecked"
    except Mismatch as exc:
        result.status, result.message = "mismatch", str(exc)
    except Exception as exc:  # one failing workload must not stop the others
        last = traceback.format_exception_only(type(exc), exc)[-1].strip()
        result.status, result.message = "error", last.splitlines()[0][:300]
    finally:
        if release:
            _release(device)
    return result


def _out_of_budget(budget: float, took: float | None, why: str) -> Any:
    from torchlint.verify.harness import Measurement

    return Measurement(budget=budget, elapsed=took if took is not None else budget,
                       stopped_by="budget", shortfall=why).finish()


def _release(device: str) -> None:
    gc.collect()
    if device.startswith("cuda"):
        import torch

        torch.cuda.empty_cache()


def expected_duration(workloads: list[Workload], device: str, budget: float,
                      gpu_count: int) -> tuple[int, float]:
    """(cases that will be timed, the most seconds they should take): each case is stopped
    at ``case_limit(budget)``."""
    timed = [w for w in workloads if skip_reason(w, device, gpu_count) is None]
    return len(timed), len(timed) * case_limit(budget)


def run_bench(
    workloads: list[Workload],
    device: str,
    budget: float,
    progress: Callable[[str], None] = lambda _: None,
) -> list[CaseResult]:
    import torch

    gpu_count = torch.cuda.device_count() if torch.cuda.is_available() else 0
    results = []
    for w in workloads:
        progress(f"{w.rule} {w.case} ...")
        r = run_workload(w, device, budget, gpu_count)
        if r.measurement is not None:
            progress(
                f"{w.rule} {w.case}: {r.verdict} after {r.measurement.pairs} pairs "
                f"({r.measurement.elapsed:.1f} s, stopped by {r.measurement.stopped_by})"
            )
        else:
            progress(f"{w.rule} {w.case}: {r.status} {r.message}")
        results.append(r)
    return results
