"""Before and after a change, on the same files, in one run: is torchlint any slower?

    .venv/bin/python benchmarks/ab.py REV [PATH ...] [--rounds 5] [--select ALL] [--args ...]

Exports revision REV of this repository (``git archive``) into a temporary folder and runs
``torchlint check --no-cache -j 1`` from that copy and from the working tree alternately, round
after round (the order flips each round), so that a busy machine slows both alike. Each run is
a fresh process. Prints the median wall time of each side per path and their ratio
(after / before): above 1 is slower.

The same interpreter runs both sides (this checkout's virtual environment), so only
torchlint's own code differs. The editable install's import hook is removed from the child's
``sys.meta_path`` so that the exported copy is the one imported.
"""

from __future__ import annotations

import argparse
import shlex
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAUNCH = (
    "import sys; sys.meta_path = [f for f in sys.meta_path if 'editable' not in repr(f).lower()]; "
    "sys.path.insert(0, {tree!r}); from torchlint.cli import main; sys.argv = {argv!r}; main()"
)


def export(rev: str, into: Path) -> Path:
    data = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True, check=True).stdout
    with tarfile.open(fileobj=BytesIO(data)) as archive:
        archive.extractall(into, filter="data")
    return into


def run_once(tree: Path, argv: list[str]) -> float:
    code = LAUNCH.format(tree=str(tree), argv=["torchlint", *argv])
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"torchlint failed in {tree}: {done.stderr.strip()[-500:]}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rev", help="the revision to compare against (e.g. HEAD~1, main)")
    parser.add_argument("paths", nargs="*", default=[str(ROOT / ".corpus" / "timm")])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--select", default="ALL")
    parser.add_argument("--args", default="--preview", help="more check options, both sides")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        before = export(options.rev, Path(folder))
        print(f"| Path | {options.rev} (s) | working tree (s) | after / before |")
        print("|---|---|---|---|")
        for path in options.paths:
            argv = ["check", "--no-cache", "-j", "1", "-q", "--exit-zero", "--select", options.select,
                    *shlex.split(options.args), path]
            times: dict[str, list[float]] = {"before": [], "after": []}
            for round_ in range(options.rounds):
                sides = [("before", before), ("after", ROOT)]
                for name, tree in sides if round_ % 2 == 0 else reversed(sides):
                    times[name].append(run_once(tree, argv))
            old, new = statistics.median(times["before"]), statistics.median(times["after"])
            print(f"| {path} | {old:.2f} | {new:.2f} | {new / old:.3f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
