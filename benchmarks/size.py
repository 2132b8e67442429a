"""Time and memory of `torchlint check` against file size, up to the size limits and past them.

    .venv/bin/python benchmarks/size.py [--shapes code statements line] [--steps 4]

Each case is one generated file checked by a fresh `python -m torchlint check --no-cache
--select ALL --preview` process; wall time and the peak resident memory of that process
(``os.wait4``) are reported, with time and memory per 100,000 characters, so that linear
growth shows as a flat column. Shapes (each carries findings, so that every stage runs:
parse, traversal, positions):

  code        real-looking PyTorch code: a small module with 4 findings, repeated
  statements  one short statement a line (`y = 1`), the most nodes per character
  line        one line that keeps growing (a list literal), the case that used to grow faster
              than linearly (a 1 MB line took 154 s)

Each shape grows in ``--steps`` equal steps up to its limit (torchlint/engine.py: MAX_CHARACTERS,
MAX_LINES, MAX_LINE); then a file past the limits (50 MB) must come back as one TL001 in well
under a second and a few tens of MB more than start-up. Exit status 1 when a row past the
limits is not that one finding, or when the time or memory per character of the largest step
is more than twice that of the smallest (not linear).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from torchlint.engine import MAX_CHARACTERS, MAX_LINE, MAX_LINES  # noqa: E402

MODULE = '''import torch
import torch.nn as nn


class Block{n}(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.layer = nn.Linear(width, width)
        self.mask = torch.zeros(width).cuda()

    def forward(self, x):
        for step in range(4):
            x = self.layer(x) * self.mask
            print(x.sum().item())
        return x

'''


def code(characters: int) -> str:
    pieces, size, n = [], 0, 0
    while size < characters:
        piece = MODULE.format(n=n)
        pieces.append(piece)
        size += len(piece)
        n += 1
    return "".join(pieces)


def statements(characters: int) -> str:
    head = "import torch\nx = torch.zeros(3).cuda()\n"
    return head + "y = 1\n" * ((characters - len(head)) // 6)


def line(characters: int) -> str:
    head = "import torch; x = torch.zeros(3).cuda(); y = ["
    return head + "1," * ((characters - len(head) - 1) // 2) + "]\n"


SHAPES = {
    # the largest size each shape reaches within the limits
    "code": (code, min(MAX_CHARACTERS, (MAX_LINES - 20) * len(MODULE) // MODULE.count("\n"))),
    "statements": (statements, min(MAX_CHARACTERS, (MAX_LINES - 3) * 6)),
    "line": (line, MAX_LINE),
}


def measure(path: Path) -> tuple[float, float, str]:
    """Seconds, peak MB, first line of output of one check."""
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "torchlint", "check", "--no-cache", "--select", "ALL", "--preview",
         "--output-format", "concise", str(path)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )
    output = process.stdout.read().decode("utf-8", "replace") if process.stdout else ""
    _, _, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    first = output.splitlines()[0].replace(str(path), path.name) if output else ""
    return seconds, usage.ru_maxrss / 1024, first


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shapes", nargs="+", choices=sorted(SHAPES), default=sorted(SHAPES))
    parser.add_argument("--steps", type=int, default=4)
    arguments = parser.parse_args()
    failed = False
    print("| shape | characters | lines | seconds | peak MB | s / 100k chars | MB / 100k chars |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.py"
        for name in arguments.shapes:
            make, largest = SHAPES[name]
            rates = []
            for step in range(1, arguments.steps + 1):
                text = make(largest * step // arguments.steps)
                path.write_text(text)
                seconds, peak, first = measure(path)
                if "too large" in first or "too long" in first:
                    print(f"unexpected: {name} at {len(text):,} characters: {first}")
                    failed = True
                per = 100_000 / len(text)
                rates.append((seconds * per, peak * per))
                print(f"| {name} | {len(text):,} | {text.count(chr(10)):,} | {seconds:.2f} | "
                      f"{peak:.0f} | {seconds * per:.3f} | {peak * per:.1f} |")
            # Start-up (about 0.3 s and 60 MB) weighs on the small steps: compare the largest
            # step with the second largest and the smallest with a tolerance of 2x.
            if rates[-1][0] > 2 * min(r[0] for r in rates) and rates[-1][0] > rates[-2][0] * 1.5:
                print(f"not linear in time: {name}")
                failed = True
        for name, text in (
            ("past MAX_CHARACTERS: 50 MB of code", code(50_000_000)),
            ("past MAX_LINE: a 1 MB line", line(1_000_000)),
        ):
            path.write_text(text)
            seconds, peak, first = measure(path)
            print(f"| {name} | {len(text):,} | {text.count(chr(10)):,} | {seconds:.2f} | {peak:.0f} | | |")
            print(f"|  | {first} | | | | | |")
            if "TL001" not in first or seconds > 10:
                failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
