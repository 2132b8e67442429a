"""Record the GPU test traces of `torchlint profile` (tests/data/profile/gpu/).

`python3 benchmarks/profile_gpu/record.py [--out DIR] [--steps 3]` on a machine with CUDA:
runs benchmarks/profile_gpu/train_patterns.py once per pattern (and once with none, once with
all) through torchlint's own runner (`torchlint.profile.runner.record`, as `torchlint profile`
does), 3 recorded steps after 3 of warm-up, and writes into DIR:

- `<name>.json.gz`: the trace, with torch's own file names (relative to the `sys.path` entry,
  `train_patterns.py(123): main`), as a trace the user records without torchlint reads;
- `manifest.json` and `README.md`: the script, the command, the device, torch's version and
  each trace's flags, steps and size; the manifest also holds `code_digest` of the script.

The script is not copied beside the traces: the traces' line numbers are the lines of
benchmarks/profile_gpu/train_patterns.py, which the tests read. `code_digest` covers its code
line by line (comments left out, so marking a line `# pattern: NAME` keeps it); when the code
changes, tests/test_v5_profile_script.py fails until the traces are recorded again.

A trace over MAX_BYTES is recorded again with fewer steps. `run_on_gpu.sh` runs this and
check.py on the device machine.
"""

from __future__ import annotations

import argparse
import json
import os
import hashlib
import io
import subprocess
import sys
import time
import tokenize
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))

from torchlint.profile.runner import record  # noqa: E402

SCRIPT = HERE / "train_patterns.py"
MAX_BYTES = 1_000_000
PATTERNS = ("item", "nonzero", "d2h", "pageable", "host-tensor", "empty-cache", "eval-grad",
            "tiny-loop")
CASES = {"baseline": []} | {p: [f"--{p}"] for p in PATTERNS} | {
    "all": [f"--{p}" for p in PATTERNS]}


def code_digest(path: Path) -> str:
    """sha256 of the script's lines with their comments and trailing blanks removed: the same
    while every line holds the same code (what the traces' line numbers point at)."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            row, column = token.start
            lines[row - 1] = lines[row - 1][:column]
    return hashlib.sha256("\n".join(line.rstrip() for line in lines).encode()).hexdigest()


def device_info() -> dict[str, str]:
    code = ("import torch, json; print(json.dumps({'torch': torch.__version__, 'device': "
            "torch.cuda.get_device_name() if torch.cuda.is_available() else 'cpu', "
            "'cuda': torch.version.cuda or ''}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "tests" / "data" / "profile" / "gpu"))
    p.add_argument("--steps", type=int, default=3)
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--cases", default=",".join(CASES), help="comma-separated names")
    p.add_argument("--timeout", type=float, default=120)
    args = p.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    info = device_info()
    print(f"device {info['device']}, torch {info['torch']} (CUDA {info['cuda']})", flush=True)
    # run in place: torch names its frames relative to the sys.path entry, `train_patterns.py`
    rows = []
    for name in args.cases.split(","):
        flags = CASES[name]
        steps = args.steps
        while True:
            trace = out / f"{name}.json.gz"
            started = time.monotonic()
            try:
                rec = record(SCRIPT, ["--steps", "200", *flags], steps=steps, seconds=None,
                             timeout=args.timeout, memory=None, device=None, trace_out=trace,
                             warmup=args.warmup, absolute_paths=False)
            except Exception as exc:  # noqa: BLE001 - one case failing must not lose the rest
                print(f"{name}: FAILED {exc}", flush=True)
                rows.append({"name": name, "flags": flags, "error": str(exc)})
                break
            size = trace.stat().st_size
            if size > MAX_BYTES and steps > 1:
                steps -= 1
                continue
            row = {"name": name, "flags": flags, "steps": rec.steps, "source": rec.step_source,
                   "bytes": size, "seconds": round(time.monotonic() - started, 1)}
            rows.append(row)
            print(f"{name}: {rec.steps} steps ({rec.step_source}), {size / 1e3:.0f} kB, "
                  f"{row['seconds']} s", flush=True)
            break
    command = (f"python3 benchmarks/profile_gpu/record.py --steps {args.steps} "
               f"--warmup {args.warmup}")
    script = {"path": str(SCRIPT.relative_to(ROOT)), "code_digest": code_digest(SCRIPT)}
    (out / "manifest.json").write_text(json.dumps({"info": info, "command": command,
                                                   "script": script, "cases": rows},
                                                  indent=1) + "\n")
    lines = [
        "# GPU traces of `torchlint profile` (issue 29)",
        "",
        f"Recorded by `{command}` (benchmarks/profile_gpu/record.py) on {info['device']}, "
        f"torch {info['torch']} (CUDA {info['cuda']}), through torchlint's runner "
        "(`torchlint.profile.runner.record`, `absolute_paths=False`: file names as torch "
        "writes them, relative to the `sys.path` entry, as in a trace recorded without "
        "torchlint).",
        "",
        "The traces were recorded from benchmarks/profile_gpu/train_patterns.py, which the "
        "tests read (no copy here): the traces' line numbers are its lines (each pattern's "
        "line is marked `# pattern: NAME`). manifest.json's `code_digest` covers its code "
        "line by line, comments left out; tests/test_v5_profile_script.py fails when the "
        "code changes: record the traces again. Each trace ran "
        "`train_patterns.py --steps 200 FLAGS`; the runner "
        f"skipped {args.warmup} optimizer steps, recorded the steps below, then ended the "
        "program.",
        "",
        "| trace | flags | recorded steps | size |",
        "| --- | --- | --- | --- |",
    ]
    for row in rows:
        if "error" in row:
            lines.append(f"| {row['name']} | {' '.join(row['flags'])} | failed: {row['error']} | |")
        else:
            lines.append(f"| {row['name']}.json.gz | {' '.join(row['flags']) or '(none)'} | "
                         f"{row['steps']} | {row['bytes'] / 1e3:.0f} kB |")
    (out / "README.md").write_text("\n".join(lines) + "\n")
    return 0 if all("error" not in r for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
