#!/bin/sh
# Fix semantics on a GPU: `sh benchmarks/fixes_gpu/run_on_gpu.sh [OUTDIR]` from anywhere, on a
# machine with CUDA and torch (on a CPU-only machine it runs the same programs on the CPU and
# says so). Every program of fixtures/programs/ marked `# gpu: yes` is fixed and run, original
# and fixed (runner.py says how); one line per run on stdout, all rows in OUTDIR/fixes_gpu.json
# (OUTDIR: the first argument, else $OUT, else ./fixes_gpu_out).
# torchlint needs libcst: where it is missing, wheels in the repository's .whl/ (libcst, and
# pyyaml where that is missing too) are installed into /tmp/site first.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-${OUT:-$PWD/fixes_gpu_out}}
mkdir -p "$out"
if ! python3 -c "import libcst" 2>/dev/null; then
    if ls "$root"/.whl/*.whl >/dev/null 2>&1; then
        python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
            --target /tmp/site "$root"/.whl/*.whl || exit 2
        PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}
    else
        echo "libcst is not importable and $root/.whl holds no wheel to install" >&2
        exit 2
    fi
fi
PYTHONPATH=$root${PYTHONPATH:+:$PYTHONPATH}
export PYTHONPATH PYTHONUNBUFFERED=1
cd "$root" || exit 2
python3 "$here/runner.py" --json "$out/fixes_gpu.json" 2>&1 | tee "$out/fixes_gpu.txt"
