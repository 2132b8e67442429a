"""Cross-check `torchlint bench` against a deliberately different, naive measurement.

The verifier's harness interleaves before/after runs, times each with CUDA events and stops on a
bootstrap interval. This script times the same before/after callables the plainest way: all
`before` runs in one block, then all `after` runs, each bracketed by `synchronize()` and read with
`time.perf_counter()`, a fixed count after a fixed warm-up, and the median. If the two methods
disagree by more than 25% on a case, either the harness or the case is fragile.

    python benchmarks/bench_crosscheck.py bench.json        # bench.json from
    torchlint bench --output-format json > bench.json       # the same machine
"""

from __future__ import annotations

import json
import statistics
import sys
import time


def naive(fn, device: str, runs: int, warmup: int = 3) -> float:
    import torch

    def sync():
        if device.startswith("cuda"):
            torch.cuda.synchronize()

    for _ in range(warmup):
        fn()
    sync()
    times = []
    for _ in range(runs):
        sync()
        t0 = time.perf_counter()
        fn()
        sync()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> int:
    import torch

    from torchlint.verify.workloads import builtin_workloads

    bench = json.load(open(sys.argv[1]))
    device = bench["environment"]["device"]
    measured = {
        (r["rule"], r["case"]): r["measurement"]["speedup"]
        for r in bench["results"]
        if r["status"] == "ok" and r["measurement"] and not r["reading"]
    }
    gpus = torch.cuda.device_count() if torch.cuda.is_available() else 0
    rows = []
    for w in builtin_workloads(gpus):
        key = (w.rule, w.case)
        if key not in measured or w.custom is not None:
            continue
        torch.manual_seed(0)
        before, after = w.factory(device)()
        probe = naive(before, device, runs=1, warmup=1)
        runs = max(5, min(200, int(3.0 / max(probe, 1e-6))))  # about 3 s per side
        ratio = naive(before, device, runs) / naive(after, device, runs)
        harness = measured[key]
        rows.append((w.rule, w.case, harness, ratio, ratio / harness - 1, runs))
        del before, after
        if device.startswith("cuda"):
            torch.cuda.empty_cache()  # noqa: TL204
    print("| Rule | Case | Harness speedup | Naive speedup | Difference | Naive runs |")
    print("| --- | --- | --- | --- | --- | --- |")
    for rule, case, h, n, diff, runs in rows:
        print(f"| {rule} | {case} | {h:.3g}x | {n:.3g}x | {diff:+.0%} | {runs} |")
    worst = max(abs(r[4]) for r in rows) if rows else 0.0
    print(f"\nlargest difference: {worst:.0%} over {len(rows)} cases")
    return 0


if __name__ == "__main__":
    sys.exit(main())
