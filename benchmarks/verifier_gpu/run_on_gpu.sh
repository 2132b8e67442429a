#!/bin/sh
# The verifier's GPU check: `sh benchmarks/verifier_gpu/run_on_gpu.sh OUTDIR` on a machine with
# CUDA, from the repository root, with torchlint importable (PYTHONPATH=$PWD or installed).
# Writes the independent measurement, verify in function and program modes, and the CUDA-only
# tests of the verifier to OUTDIR; then `verify --each` and `verify --try` in function mode,
# and the independent harness on each variant they measure (each fix alone, all fixes, each
# tried variant). PARTS=payoff runs only the latter, PARTS=base only the former.
set -u
parts=${PARTS:-base,payoff}
out=${1:?usage: run_on_gpu.sh OUTDIR}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
mkdir -p "$work/original" "$work/fixed" "$out"
cp "$here/train_cifar.py" "$work/original/"
cp "$here/train_cifar.py" "$work/fixed/"
python3 -m torchlint fix --unsafe-fixes "$work/fixed/train_cifar.py" > "$out/fix.txt" 2>&1
diff -u "$work/original/train_cifar.py" "$work/fixed/train_cifar.py" > "$out/fix.diff"
script="$work/original/train_cifar.py"
case $parts in *base*)
python3 "$here/independent.py" "$work/original/train_cifar.py" "$work/fixed/train_cifar.py" \
    > "$out/independent.json" 2> "$out/independent.err"
python3 -m torchlint verify "$script" --entry "$script:train_steps" --unsafe-fixes \
    --device cuda --budget 30 --output-format json > "$out/function.json" 2> "$out/function.err"
python3 -m torchlint verify "$script" --unsafe-fixes --device cuda --output-format json \
    --program > "$out/program.json" 2> "$out/program.err"
python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_verify_harness.py \
    tests/test_verify_modes.py tests/test_verify_bench.py > "$out/gpu_tests.txt" 2>&1
;; esac
case $parts in *payoff*)
tried=TL407,TL408,TL410,TL411
python3 "$here/write_variants.py" "$script" "$work/variants" "$tried" 2> "$out/variants.err"
python3 "$here/independent.py" --variants "$script" "$work"/variants/*.py \
    > "$out/independent_variants.json" 2> "$out/independent_variants.err"
python3 -m torchlint verify "$script" --entry "$script:train_steps" --unsafe-fixes --each \
    --device cuda --budget ${BUDGET:-12} --output-format json > "$out/each.json" 2> "$out/each.err"
python3 -m torchlint verify "$script" --entry "$script:train_steps" --try "$tried" \
    --device cuda --budget ${BUDGET:-12} --output-format json > "$out/try.json" 2> "$out/try.err"
;; esac
cat "$out"/*.err > "$out/stderr.txt" 2>/dev/null; rm -f "$out"/*.err "$out/fix.txt"
rm -rf "$work"
