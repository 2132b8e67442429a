"""How often `torchlint verify` is wrong on a busy machine: identical work in every mode, and
a planted 20% slowdown, with two CPU-bound neighbour processes running throughout.

    python benchmarks/verify_noise.py [--identical 20] [--planted 10] [--budget 2]
                                      [--modes snippet,function,program]

For each mode it runs the verifier's own code path (the worker processes, the harness, the
statistics) on two sides that do the same work (five 128x128 matmuls, in torch; program mode
runs a plain-Python loop so that each fresh process does not pay a torch import), and on two
sides where the after side does six instead of five (20% more work). It prints, per mode, the
wrong-verdict rate on identical work (any "faster" or "slower") with its count of runs, how
often "no verdict" (timings unstable or too few pairs) was given, and how often the planted
slowdown was called "slower". Targets (issue 27): at most 5% wrong, at least 9 in 10 found.
The neighbours are `python -c 'while ...: pass'` x2, each bounded in time, and killed at the end.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from torchlint.verify import modes  # noqa: E402
from torchlint.verify.harness import Check  # noqa: E402
from torchlint.verify.report import CaseResult  # noqa: E402

TORCH_WORK = '''import torch
torch.manual_seed(0)
A = torch.randn(128, 128)


def work(n):
    out = A
    for _ in range(n):
        out = torch.mm(A, A)
    return out.sum()


def entry():
    return work({n})
'''

PLAIN_WORK = '''def work(n):
    total = 0
    for k in range(n):
        total += sum(i * i for i in range(150000))
    return total


if __name__ == "__main__":
    work({n})
'''


def neighbours(seconds: float) -> list[subprocess.Popen]:
    code = f"import time\nend = time.time() + {seconds}\nwhile time.time() < end: pass\n"
    return [subprocess.Popen([sys.executable, "-c", code]) for _ in range(2)]


def snippet_trial(folder: str, planted: bool, options: modes.Options, pair: list) -> str:
    path = os.path.join(folder, "snippet.py")
    with open(path, "w") as f:
        f.write("import torch\n")
    prelude = "import torch\ntorch.manual_seed(0)\nA = torch.randn(128, 128)\n"
    # five chained matmuls against the same five, or six (planted: 20% more work)
    five = "(A @ A @ A @ A @ A @ A)"
    six = "(A @ A @ A @ A @ A @ A @ A)"
    with modes.Workspace(path, None) as ws:
        if not pair:
            pair.append(modes.Worker("before", ws.dir("original"), ws.scratch("w.err"),
                                     options.timeout, options))
        w = pair[0]
        loads = [{"kind": "snippet", "prelude": prelude, "expression": e, "filename": path,
                  "row": 1} for e in (five, six if planted else five)]
        m = modes.compare_workers(w, w, loads[0], loads[1], ws, Check("meta"), options, "cpu")
    return m.verdict + (f" ({m.speedup:.3g}x [{m.ci[0]:.3g}, {m.ci[1]:.3g}])" if m.pairs else "")


def file_trial(folder: str, mode: str, planted: bool, options: modes.Options) -> str:
    template = TORCH_WORK if mode == "function" else PLAIN_WORK
    path = os.path.join(folder, f"{mode}.py")
    with open(path, "w") as f:
        f.write(template.format(n=5))
    variant = template.format(n=6 if planted else 5)
    result = CaseResult(rule="-", case=mode, status="ok")
    if mode == "function":
        modes.run_function(path, path, "entry", variant, Check("meta"), options, "cpu", result)
    else:
        modes.run_program(path, [], variant, "none", options, "cpu", result)
    m = result.measurement
    if result.status != "ok" or m is None:
        return f"error: {result.message[:200]}"
    return m.verdict + (f" ({m.speedup:.3g}x [{m.ci[0]:.3g}, {m.ci[1]:.3g}])" if m.pairs else "")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--identical", type=int, default=20)
    parser.add_argument("--planted", type=int, default=10)
    parser.add_argument("--budget", type=float, default=2.0)
    parser.add_argument("--runs", type=int, default=12, help="program mode's --runs")
    parser.add_argument("--modes", default="snippet,function,program")
    parser.add_argument("--limit", type=float, default=1800.0,
                        help="seconds the neighbours run at most")
    args = parser.parse_args()
    options = modes.Options(device="cpu", budget=args.budget, runs=args.runs, timeout=120)
    hogs = neighbours(args.limit)
    summary = []
    try:
        with tempfile.TemporaryDirectory() as folder:
            for mode in args.modes.split(","):
                pair: list = []
                verdicts: dict[str, list[str]] = {"identical": [], "planted": []}
                started = time.time()
                try:
                    for kind, count in (("identical", args.identical),
                                        ("planted", args.planted)):
                        for i in range(count):
                            planted = kind == "planted"
                            if mode == "snippet":
                                v = snippet_trial(folder, planted, options, pair)
                            else:
                                v = file_trial(folder, mode, planted, options)
                            verdicts[kind].append(v)
                            print(f"{mode} {kind} {i + 1}: {v}", flush=True)
                finally:
                    for w in pair:
                        w.close()
                same = verdicts["identical"]
                wrong = sum(v.startswith(("faster", "slower")) for v in same)
                none = sum(v.startswith("no verdict") for v in same)
                found = sum(v.startswith("slower") for v in verdicts["planted"])
                line = (f"{mode}: identical work: {wrong} wrong of {len(same)} "
                        f"({wrong / max(1, len(same)):.0%}), {none} no verdict; planted 20% "
                        f"slowdown found {found} of {len(verdicts['planted'])} "
                        f"({time.time() - started:.0f} s)")
                summary.append(line)
                print(line, flush=True)
    finally:
        for h in hogs:
            h.kill()
            h.wait()
    print("\n".join(["", f"two CPU-bound neighbours, {os.cpu_count()} cores, budget "
                         f"{args.budget:g} s, program mode --runs {args.runs}", *summary]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
