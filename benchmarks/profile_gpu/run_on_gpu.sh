#!/bin/sh
# `torchlint profile` on a GPU (issue 29): `sh benchmarks/profile_gpu/run_on_gpu.sh [record|check|both] [OUTDIR]`
# from anywhere, on a machine with CUDA and torch.
#   record: record.py writes the test traces (tests/data/profile/gpu/ layout) into OUTDIR/gpu,
#           packed as OUTDIR/gpu_traces.tar (the device machine sends back few files);
#   check:  check.py profiles train_patterns.py and checks that the per-step costs add up to
#           the step time and that fixing the top item gives the predicted speedup;
#           OUTDIR/check.json and OUTDIR/check.txt.
# OUTDIR: the second argument, else $OUT, else ./profile_gpu_out.
# torchlint needs libcst: benchmarks/gpu_env.sh installs it from the repository's .whl/ where missing.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
what=${1:-both}
out=${2:-${OUT:-$PWD/profile_gpu_out}}
mkdir -p "$out"
. "$root/benchmarks/gpu_env.sh" || exit 2
cd "$root" || exit 2
status=0
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null
if [ "$what" = record ] || [ "$what" = both ]; then
    python3 "$here/record.py" --out "$out/gpu" 2>&1 | tee "$out/record.txt" || status=1
    tar -C "$out" -cf "$out/gpu_traces.tar" gpu && rm -rf "$out/gpu"
fi
if [ "$what" = check ] || [ "$what" = both ]; then
    python3 "$here/check.py" --json "$out/check.json" 2>&1 | tee "$out/check.txt" || status=1
fi
exit $status
