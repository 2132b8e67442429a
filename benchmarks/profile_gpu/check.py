"""Issue 29, item 5 on a GPU: do the profile's figures hold?

`python3 benchmarks/profile_gpu/check.py [--json FILE] [--rounds 2]` on a machine with CUDA.
Starting from train_patterns.py with every cheap-to-switch pattern on, each round:

1. profiles the script as `torchlint profile` does (`runner.record`, then `analyze`);
2. checks that the per-step breakdown adds up to the profiled step time, and that the profiled
   step time is within 10% of the step time measured without the profiler (`--time`: the
   script's own clock over 45 steps after 15 of warm-up, device synchronized around them);
3. takes the top-ranked item, finds its pattern through the `# pattern: NAME` mark on its line,
   and times the script with and without that pattern (alternating runs, the median of each),
   unprofiled: the measured speedup must be within 15% of the one the report predicts
   (step / (step - predicted saving)). The next round starts from the fixed script.

One line per figure on stdout, a table at the end, everything in --json.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))

from torchlint.profile.attribute import analyze  # noqa: E402
from torchlint.profile.runner import record  # noqa: E402
from torchlint.profile.trace import load_trace  # noqa: E402

SCRIPT = HERE / "train_patterns.py"
START = ["--item", "--nonzero", "--d2h", "--pageable", "--host-tensor", "--empty-cache",
         "--tiny-loop"]
ADD_UP = 0.10
SPEEDUP = 0.15


def pattern_lines() -> dict[int, str]:
    marks = {}
    for number, text in enumerate(SCRIPT.read_text().splitlines(), 1):
        found = re.search(r"# pattern: ([\w-]+)", text)
        if found:
            marks[number] = found[1]
    return marks


def timed(flags: list[str], steps: int, warmup: int) -> float:
    """The script's own step time in ms, unprofiled."""
    out = subprocess.run([sys.executable, str(SCRIPT), "--time", "--steps", str(steps),
                          "--warmup", str(warmup), *flags],
                         capture_output=True, text=True, timeout=300)
    found = re.search(r"^step_ms ([\d.]+)$", out.stdout, re.M)
    if out.returncode or not found:
        raise RuntimeError(f"train_patterns.py {' '.join(flags)} failed: "
                           f"{(out.stderr.strip().splitlines() or ['?'])[-1]}")
    return float(found[1])


def compare(before: list[str], after: list[str], runs: int, steps: int,
            warmup: int) -> tuple[float, float]:
    a, b = [], []
    for k in range(runs):  # alternating, so drift hits both sides alike
        for flags, into in ((before, a), (after, b)) if k % 2 == 0 else ((after, b), (before, a)):
            into.append(timed(flags, steps, warmup))
    return statistics.median(a), statistics.median(b)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--runs", type=int, default=3, help="timed runs of each side")
    p.add_argument("--steps", type=int, default=60)
    p.add_argument("--warmup", type=int, default=15)
    p.add_argument("--json", default=None)
    args = p.parse_args()
    import torch

    device = torch.cuda.get_device_name() if torch.cuda.is_available() else "cpu"
    print(f"device {device}, torch {torch.__version__}", flush=True)
    marks = pattern_lines()
    flags = list(START)
    rows = []
    ok = True
    for round_ in range(1, args.rounds + 1):
        with tempfile.TemporaryDirectory() as folder:
            trace = Path(folder) / "trace.json.gz"
            rec = record(SCRIPT, ["--steps", "200", *flags], steps=5, seconds=None, timeout=240,
                         memory=None, device=None, trace_out=trace, warmup=5)
            profile = analyze(load_trace(trace), rec.roots, shown_root=HERE)
        step_ms = profile.mean_step_us / 1000
        parts_ms = sum(profile.breakdown.values()) / 1000
        unprofiled_ms = timed(flags, args.steps, args.warmup)
        row = {"round": round_, "flags": list(flags), "device": device,
               "profiled_step_ms": round(step_ms, 3), "breakdown_sum_ms": round(parts_ms, 3),
               "median_step_ms": round(profile.median_step_us / 1000, 3),
               "unprofiled_step_ms": round(unprofiled_ms, 3),
               "breakdown": {k: round(v / 1000, 3) for k, v in profile.breakdown.items()},
               "items": [{"kind": m.kind, "line": m.line, "path": m.path, "what": m.what,
                          "cost_ms": round(m.cost_us / 1000, 3),
                          "saving_ms": round(m.saving_us / 1000, 3),
                          "pattern": marks.get(m.line)} for m in profile.items[:8]]}
        row["adds_up"] = abs(parts_ms - step_ms) <= ADD_UP * step_ms
        row["profiled_vs_unprofiled"] = round(step_ms / unprofiled_ms, 3)
        row["within_10pct_of_unprofiled"] = abs(step_ms - unprofiled_ms) <= ADD_UP * unprofiled_ms
        print(f"round {round_}: flags {' '.join(flags) or '(none)'}", flush=True)
        print(f"  profiled step {step_ms:.2f} ms (median {row['median_step_ms']:.2f}), "
              f"breakdown sum {parts_ms:.2f} ms, unprofiled step {unprofiled_ms:.2f} ms",
              flush=True)
        for item in row["items"]:
            print(f"  item {item['kind']} line {item['line']} ({item['pattern']}): cost "
                  f"{item['cost_ms']} ms, saving {item['saving_ms']} ms", flush=True)
        top = profile.items[0] if profile.items else None
        pattern = marks.get(top.line) if top else None
        row["top"] = row["items"][0] if top else None
        if top is None or pattern is None or f"--{pattern}" not in flags:
            print(f"  the top item is no switchable pattern: {row['top']}", flush=True)
            row["speedup_ok"] = False
            ok = False
            # the first switchable item, to measure at least one prediction
            switchable = [m for m in profile.items
                          if marks.get(m.line) and f"--{marks[m.line]}" in flags]
            if not switchable:
                rows.append(row)
                break
            top = switchable[0]
            pattern = marks[top.line]
            row["measured_item"] = {"line": top.line, "pattern": pattern}
        fixed = [f for f in flags if f != f"--{pattern}"]
        before_ms, after_ms = compare(flags, fixed, args.runs, args.steps, args.warmup)
        predicted = step_ms / max(step_ms - top.saving_us / 1000, 1e-9)
        predicted_unprofiled = unprofiled_ms / max(unprofiled_ms - top.saving_us / 1000, 1e-9)
        measured = before_ms / after_ms
        row.update({"fixed_pattern": pattern, "before_ms": round(before_ms, 3),
                    "after_ms": round(after_ms, 3), "measured_speedup": round(measured, 3),
                    "predicted_speedup": round(predicted, 3),
                    "predicted_speedup_unprofiled_base": round(predicted_unprofiled, 3)})
        row.setdefault("speedup_ok", abs(measured / predicted - 1) <= SPEEDUP)
        print(f"  fix {pattern}: {before_ms:.2f} -> {after_ms:.2f} ms, measured x{measured:.3f}, "
              f"predicted x{predicted:.3f} (from the unprofiled step: x{predicted_unprofiled:.3f})"
              f" -> {'ok' if row['speedup_ok'] else 'MISSED'}", flush=True)
        ok = ok and row["adds_up"] and row["speedup_ok"]
        rows.append(row)
        flags = fixed
    print("\nround | profiled ms | parts ms | unprofiled ms | fixed | predicted | measured | ok")
    for row in rows:
        print(f"{row['round']} | {row['profiled_step_ms']} | {row['breakdown_sum_ms']} | "
              f"{row['unprofiled_step_ms']} | {row.get('fixed_pattern')} | "
              f"{row.get('predicted_speedup')} | {row.get('measured_speedup')} | "
              f"{row['adds_up'] and row.get('speedup_ok')}")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
