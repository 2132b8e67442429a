"""Write what `verify --each` and `verify --try` measure as files, for the independent harness.

`python write_variants.py SCRIPT OUTDIR CODES` writes OUTDIR/each_<CODE>_<row>.py (the script
with that one fix, unsafe fixes included), OUTDIR/each_all.py (all fixes) and
OUTDIR/try_<CODE>.py (the experimental variant of each of CODES, comma-separated), using
torchlint's own fix engine and variant builder: only the timing is independent.
"""

import os
import sys

from torchlint import api
from torchlint.engine import apply_fixes
from torchlint.verify import variants


def main():
    script, out, codes = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
    os.makedirs(out, exist_ok=True)
    with open(script, encoding="utf-8") as f:
        source = f.read()
    found = api.lint_source(source, script)
    for d in found:
        if d.fix is not None and d.fix.applies(True):
            alone, _ = apply_fixes(source, [d])
            write(out, f"each_{d.code}_{d.location.row}.py", alone)
    write(out, "each_all.py", api.fix_source(source, script, unsafe_fixes=True).source)
    everything = api.lint_source(source, script, select=["ALL"], preview=True, pedantic=True)
    for code in codes:
        try:
            v = variants.build(source, code, everything, "cuda")
        except variants.NoVariant as exc:
            print(f"{code}: {exc}", file=sys.stderr)
            continue
        write(out, f"try_{code}.py", v.source)


def write(folder, name, text):
    with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
