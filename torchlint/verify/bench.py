"""`torchlint bench`: run the built-in workloads through the harness, one case at a time."""

from __future__ import annotations

import gc
import traceback
from typing import Callable

from torchlint.verify.harness import Mismatch, run_pair
from torchlint.verify.report import CaseResult
from torchlint.verify.workloads import Workload


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


def run_workload(workload: Workload, device: str, budget: float, gpu_count: int) -> CaseResult:
    result = CaseResult(
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
    reason = skip_reason(workload, device, gpu_count)
    if reason:
        result.status, result.message = "skipped", reason
        return result
    try:
        if workload.custom is not None:
            result.measurement = workload.custom(device, budget)
            result.correctness = ""
        else:
            result.measurement = run_pair(
                workload.factory(device),
                device,
                check=workload.check,
                budget=budget,
                timer=workload.timer,
                reading=workload.reading,
            )
            if result.measurement.unchecked:
                result.correctness = "unchecked"
    except Mismatch as exc:
        result.status, result.message = "mismatch", str(exc)
    except Exception as exc:  # one failing workload must not stop the others
        last = traceback.format_exception_only(type(exc), exc)[-1].strip()
        result.status, result.message = "error", last.splitlines()[0][:300]
    finally:
        _release(device)
    return result


def _release(device: str) -> None:
    gc.collect()
    if device.startswith("cuda"):
        import torch

        torch.cuda.empty_cache()


#: seconds a case may run past its budget: the run in flight when the budget ends finishes
OVERRUN_ALLOWANCE = 0.25


def expected_duration(workloads: list[Workload], device: str, budget: float,
                      gpu_count: int) -> tuple[int, float]:
    """(cases that will be timed, the most seconds they should take): each case stops within
    its budget, so the bound is the budget times the cases, and a little for each run in
    flight at the end."""
    timed = [w for w in workloads if skip_reason(w, device, gpu_count) is None]
    return len(timed), len(timed) * budget * (1 + OVERRUN_ALLOWANCE)


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
