# Sourced by the benchmarks' run_on_gpu.sh scripts (sh), with $root set to the repository:
# makes torchlint importable on a GPU machine that has torch but may lack libcst. Where libcst
# is missing, the wheels in $root/.whl/ (libcst, and pyyaml where that is missing too) are
# installed into /tmp/site first; then PYTHONPATH holds the repository (and /tmp/site),
# exported with PYTHONUNBUFFERED=1. Returns 2 where neither works.
if ! python3 -c "import libcst" 2>/dev/null; then
    if ls "$root"/.whl/*.whl >/dev/null 2>&1; then
        python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
            --target /tmp/site "$root"/.whl/*.whl || return 2
        PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}
    else
        echo "libcst is not importable and $root/.whl holds no wheel to install" >&2
        return 2
    fi
fi
PYTHONPATH=$root${PYTHONPATH:+:$PYTHONPATH}
export PYTHONPATH PYTHONUNBUFFERED=1
