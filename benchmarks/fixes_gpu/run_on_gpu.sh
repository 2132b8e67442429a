#!/bin/sh
# Fix semantics on a GPU: `sh benchmarks/fixes_gpu/run_on_gpu.sh [OUTDIR]` from anywhere, on a
# machine with CUDA and torch (on a CPU-only machine it runs the same programs on the CPU and
# says so). Every program of fixtures/programs/ marked `# gpu: yes` is fixed and run, original
# and fixed (runner.py says how); one line per run on stdout, all rows in OUTDIR/fixes_gpu.json
# (OUTDIR: the first argument, else $OUT, else ./fixes_gpu_out).
# torchlint needs libcst: benchmarks/gpu_env.sh installs it from the repository's .whl/ where missing.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-${OUT:-$PWD/fixes_gpu_out}}
mkdir -p "$out"
. "$root/benchmarks/gpu_env.sh" || exit 2
cd "$root" || exit 2
python3 "$here/runner.py" --json "$out/fixes_gpu.json" 2>&1 | tee "$out/fixes_gpu.txt"
