"""Time and memory of `torchlint check` against file size, up to the size limits and past them.

    .venv/bin/python benchmarks/size.py [--parts lines limits big] [--shapes code statements line]
                                        [--steps 4] [--baseline TREE] [--runs 3]

Part ``lines``: time per line of files from 100 to 10,000 lines, generated and real (the
corpus's files nearest to each size, and its largest test file, the one that once took 12.4 s),
checked in this process by ``engine.check_text`` with every rule and no screen, so that each
file is parsed and every stage runs; CPU time (steadier than wall time on a shared machine),
the best of 3. The same code grows in two families: the generated module repeated, and the
first 1,000 and 3,000 lines of the two largest real files, then all of them. Exit status 1
when a family costs more than twice per line at its largest than at 1,000 lines (not linear).
Real files of different sizes are not compared with each other: their density differs.

Part ``limits``:

Each case is one generated file checked by a fresh `python -m torchlint check --no-cache
--select ALL --preview` process; wall time and the peak resident memory of that process
(``os.wait4``) are reported, with time and memory per 100,000 characters, so that linear
growth shows as a flat column. Shapes (each carries findings, so that every stage runs:
parse, traversal, positions):

  code        real-looking PyTorch code: a small module with 4 findings, repeated
  statements  one short statement a line (`y = 1`), the most nodes per character
  line        one line that keeps growing (a list literal), the case that used to grow faster
              than linearly (a 1 MB line took 154 s)

Each shape grows in ``--steps`` equal steps up to its limit (torchlint/source.py: MAX_CHARACTERS,
MAX_LINES, MAX_LINE); then a file past the limits (50 MB) must come back as one warning in well
under a second and a few tens of MB more than start-up. Exit status 1 when a row past the
limits is not that one finding, or when the time or memory per character of the largest step
is more than twice that of the smallest (not linear).

Part ``big`` (not run by default; issue 26, "Cost of one big file"): a 60,000-line generated
file of model classes and training functions (every rule has something to inspect: a conv
before a batch norm, a tensor created then moved, a dropout, an optimizer built before the
move, a training loop that reads `.item()`) and a 2,000-cell notebook of the same code, each
checked ``--runs`` times by a fresh `check --no-cache --select ALL --preview` process;
medians of wall time, CPU time (user + system, steadier on a shared machine) and peak
resident memory, with lines per second and KB per line. ``--baseline TREE``: a torchlint
source tree to compare with (for instance ``git archive <commit> torchlint | tar -x -C
TREE``), run alternately with this one; its column comes first.
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
CORPUS = Path(os.environ.get("TORCHLINT_CORPUS", ROOT / ".corpus"))

from torchlint.engine import MAX_CHARACTERS, MAX_LINE, MAX_LINES  # noqa: E402

LINE_COUNTS = (100, 300, 1_000, 3_000, 10_000)
# The largest test file of the corpus: a test file of this size took 12.4 s (issue 15).
LARGE_TEST = "torchtitan/torchtitan/experiments/graph_trainer/tests/test_passes.py"

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


def generated_lines(lines: int) -> str:
    """``code`` cut to ``lines`` lines (whole blocks)."""
    block = MODULE.count("\n")
    return "".join(MODULE.format(n=n) for n in range(max(1, lines // block)))


BIG_HEAD = (
    "import torch\nimport torch.nn as nn\nimport torch.nn.functional as F\n"
    "from torch.utils.data import DataLoader\n\nloader = DataLoader(list(range(10)), batch_size=32)\n"
)
BIG_MODEL = """

class Net{n}(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.conv = nn.Conv2d(3, width, 3, bias=True)
        self.bn = nn.BatchNorm2d(width)
        self.fc = nn.Linear(width, 10)
        self.mask = torch.ones(width).cuda()

    def forward(self, x):
        x = F.relu(self.bn(self.conv(x)))
        x = F.dropout(x, 0.1)
        x = x.mean(dim=(2, 3)) * self.mask
        return self.fc(x)
"""
BIG_TRAIN = """

def train{n}(loader, device="cuda"):
    model = Net{n}()
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    model = model.to(device)
    for epoch in range(10):
        for images, labels in loader:
            images, labels = images.to(device), labels.to(device)
            optimizer.zero_grad(set_to_none=False)
            loss = F.cross_entropy(model(images), labels)
            loss.backward()
            optimizer.step()
            print(epoch, loss.item())
    return model
"""


def big_file(lines: int = 60_000) -> str:
    """Model classes and their training functions, about ``lines`` lines."""
    block = BIG_MODEL.count("\n") + BIG_TRAIN.count("\n")
    count = (lines - BIG_HEAD.count("\n")) // block
    return BIG_HEAD + "".join(BIG_MODEL.format(n=n) + BIG_TRAIN.format(n=n) for n in range(count))


def big_notebook(cells: int = 2_000) -> str:
    """The same code as a notebook: the imports, then a cell per class and per function."""
    import json

    sources = [BIG_HEAD]
    n = 0
    while len(sources) < cells:
        sources += [BIG_MODEL.format(n=n).strip("\n") + "\n", BIG_TRAIN.format(n=n).strip("\n") + "\n"]
        n += 1
    return json.dumps({
        "cells": [
            {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
             "source": source.splitlines(keepends=True)}
            for source in sources[:cells]
        ],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
    })


def measure_cpu(path: Path, tree: Path | None = None) -> tuple[float, float, float, int]:
    """Wall seconds, CPU seconds, peak MB and the number of findings of one check, by the
    torchlint of ``tree`` (default: this one)."""
    environment = dict(os.environ)
    if tree is not None:
        environment["PYTHONPATH"] = str(tree)
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "torchlint", "check", "--no-cache", "--select", "ALL", "--preview",
         "--output-format", "concise", str(path)],
        cwd=ROOT if tree is None else tree, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        env=environment,
    )
    output = process.stdout.read().decode("utf-8", "replace") if process.stdout else ""
    _, _, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    findings = sum(1 for line in output.splitlines() if ": TL" in line)
    return seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, findings


def big_table(baseline: Path | None, runs: int) -> None:
    """Medians for the 60,000-line file and the 2,000-cell notebook, beside the baseline's."""
    import statistics

    trees: list[tuple[str, Path | None]] = [("this tree", None)]
    if baseline is not None:
        trees.insert(0, ("baseline", baseline.resolve()))
    print(f"| input | lines | torchlint | wall s | CPU s | peak MB | lines/s (CPU) | KB/line | findings |")
    print("|---|---:|---|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as folder:
        for name, text in (("60,000-line file", big_file()), ("2,000-cell notebook", big_notebook())):
            path = Path(folder) / ("big.ipynb" if "notebook" in name else "big.py")
            path.write_text(text)
            lines = text.count("\n") if path.suffix == ".py" else sum(
                len(cell["source"]) for cell in __import__("json").loads(text)["cells"])
            results: dict[str, list[tuple[float, float, float, int]]] = {label: [] for label, _ in trees}
            for _ in range(runs):
                for label, tree in trees:  # alternately, so that the machine's load weighs on both
                    results[label].append(measure_cpu(path, tree))
            for label, _ in trees:
                wall, cpu, peak = (statistics.median(r[i] for r in results[label]) for i in range(3))
                found = results[label][-1][3]
                print(f"| {name} | {lines:,} | {label} | {wall:.1f} | {cpu:.1f} | {peak:.0f} | "
                      f"{lines / cpu:,.0f} | {peak * 1024 / lines:.1f} | {found:,} |", flush=True)


def real_files(counts: tuple[int, ...]) -> list[Path]:
    """The corpus's file nearest to each line count (of those that parse), and LARGE_TEST."""
    if not CORPUS.is_dir():
        return []
    sized = []
    for path in CORPUS.rglob("*.py"):
        try:
            sized.append((path.read_bytes().count(b"\n"), str(path)))
        except OSError:
            continue
    sized.sort()
    chosen = []
    for count in counts:
        lines, name = min(sized, key=lambda item: (abs(item[0] - count), item[1]))
        if Path(name) not in chosen:
            chosen.append(Path(name))
    if (CORPUS / LARGE_TEST).is_file() and CORPUS / LARGE_TEST not in chosen:
        chosen.append(CORPUS / LARGE_TEST)
    return chosen


def prefixes(text: str, counts: tuple[int, ...]) -> list[tuple[int, str]]:
    """The first top-level statements of ``text`` up to about each line count, then all of
    it: the same code at growing sizes."""
    import ast

    lines = text.splitlines(keepends=True)
    starts = []
    for node in ast.parse(text).body:
        first = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])
        starts.append(first)
    out = []
    for count in counts:
        cut = max((s for s in starts if s <= count + 1), default=None)
        if cut is not None and cut - 1 < len(lines) * 0.9 and cut > 1:
            out.append((cut - 1, "".join(lines[: cut - 1])))
    out.append((len(lines), text))
    return out


def per_line_table(rounds: int = 3) -> bool:
    """Prints the time-per-line table; False when the same code costs more than twice per
    line at its largest size than at 1,000 lines (not linear)."""
    from torchlint import engine, registry

    rules = registry.all_rules()
    families: list[tuple[str, list[tuple[str, str]]]] = [
        ("generated", [(f"generated ({n:,} lines)", generated_lines(n)) for n in LINE_COUNTS]),
    ]
    files = real_files(LINE_COUNTS)
    for path in files[:-2]:
        families.append((str(path.relative_to(CORPUS)), [(str(path.relative_to(CORPUS)),
                                                          path.read_text(encoding="utf-8"))]))
    for path in files[-2:]:  # the largest real file and the large test file: growing prefixes
        name = str(path.relative_to(CORPUS))
        text = path.read_text(encoding="utf-8")
        families.append((name, [(f"{name} (first {n:,} lines)" if n < text.count("\n") else name, part)
                                for n, part in prefixes(text, (1_000, 3_000))]))
    print("| file | lines | CPU s (best of 3) | ms / 1,000 lines | findings |")
    print("|---|---:|---:|---:|---:|")
    slow = []
    for family, cases in families:
        rates = []
        for name, text in cases:
            lines = max(1, text.count("\n"))
            best, found = float("inf"), 0
            for _ in range(rounds):
                start = time.process_time()
                result = engine.check_text(text, name, rules, use_screen=False)
                best = min(best, time.process_time() - start)
                found = len(result.diagnostics)
            rates.append((lines, best / lines * 1e6))
            print(f"| {name} | {lines:,} | {best:.3f} | {rates[-1][1]:.1f} | {found} |", flush=True)
        base = [rate for lines, rate in rates if lines >= 1_000]
        if len(base) > 1 and base[-1] > 2 * base[0]:
            slow.append(family)
    for family in slow:
        print(f"not linear: {family} costs more than twice per line at its largest than at 1,000 lines")
    return not slow


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
    parser.add_argument("--parts", nargs="+", choices=("lines", "limits", "big"), default=["lines", "limits"])
    parser.add_argument("--shapes", nargs="+", choices=sorted(SHAPES), default=sorted(SHAPES))
    parser.add_argument("--steps", type=int, default=4)
    parser.add_argument("--baseline", type=Path, help="a torchlint source tree to compare with (part big)")
    parser.add_argument("--runs", type=int, default=3, help="runs per input and tree (part big)")
    arguments = parser.parse_args()
    failed = False
    if "big" in arguments.parts:
        big_table(arguments.baseline, arguments.runs)
        print()
    if "lines" in arguments.parts:
        failed = not per_line_table()
        print()
    if "limits" not in arguments.parts:
        return 1 if failed else 0
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
                if "not checked" in first:
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
            ("past MAX_LINE: a line over 1 MB", line(MAX_LINE + 100)),
        ):
            path.write_text(text)
            seconds, peak, first = measure(path)
            print(f"| {name} | {len(text):,} | {text.count(chr(10)):,} | {seconds:.2f} | {peak:.0f} | | |")
            print(f"|  | {first} | | | | | |")
            if "not checked" not in first or "TL001" in first or seconds > 10:
                failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
