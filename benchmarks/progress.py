"""How soon a long run shows progress, and what the preview hint costs.

    .venv/bin/python benchmarks/progress.py /work/main/.corpus/transformers

Prints, for ``api.lint_paths`` with a progress callback (two workers, no cache): when the
progress bar could first be drawn (10 files known), when the first file was done, and the
whole run; then the same run without ``hints`` (the preview rules that `check` also runs to
say "N more findings with --preview") to show their cost. Timings on a shared machine are
noisy: run it twice.
"""

from __future__ import annotations

import sys
import time

from torchlint import api


def timed(paths: list[str], hints: bool) -> dict[str, float]:
    start = time.perf_counter()
    seen: dict[str, float] = {}

    def progress(done: int, total: int) -> None:
        now = time.perf_counter() - start
        if total >= 10:
            seen.setdefault("bar drawn", now)
        if done > 0:
            seen.setdefault("first file done", now)

    api.lint_paths(paths, jobs=2, progress=progress, hints=hints)
    seen["whole run"] = time.perf_counter() - start
    return seen


def main() -> None:
    paths = sys.argv[1:] or ["."]
    for hints in (True, False):
        figures = timed(paths, hints)
        shown = ", ".join(f"{name} {seconds:.2f} s" for name, seconds in figures.items())
        print(f"hints={hints}: {shown}")


if __name__ == "__main__":
    main()
