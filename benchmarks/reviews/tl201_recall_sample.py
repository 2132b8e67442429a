"""A recall sample for TL201: `.item()` calls in loops that call `.backward(`, which the rule
does not report, drawn with a fixed seed from the shared corpus.

    python benchmarks/reviews/tl201_recall_sample.py CORPUS FINDINGS.json [--seed N] [--size N]

FINDINGS.json is `torchlint check --select TL201 --preview --pedantic --output-format json`
on CORPUS; the script prints `path,line,code,user,reason` rows (verdicts left to the
reviewer) and, on stderr, how many raw hits there were and how many the rule reports.
"""

from __future__ import annotations

import argparse
import ast
import csv
import json
import random
import sys
from pathlib import Path


def raw_hits(root: Path) -> set[tuple[str, int]]:
    """(path, line) of every `.item()` call in the body of a loop whose body calls
    `.backward(`."""
    hits = set()
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root).as_posix()
        if relative.startswith("wheels/"):
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if ".backward(" not in text or ".item()" not in text:
            continue
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        for loop in ast.walk(tree):
            if not isinstance(loop, (ast.For, ast.While, ast.AsyncFor)):
                continue
            calls = [n for s in loop.body for n in ast.walk(s) if isinstance(n, ast.Call)]
            if not any(isinstance(c.func, ast.Attribute) and c.func.attr == "backward" for c in calls):
                continue
            for call in calls:
                if isinstance(call.func, ast.Attribute) and call.func.attr == "item" and not call.args:
                    hits.add((relative, call.lineno))
    return hits


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", type=Path)
    parser.add_argument("findings", type=Path)
    parser.add_argument("--seed", type=int, default=20261124)
    parser.add_argument("--size", type=int, default=30)
    args = parser.parse_args()
    root = args.corpus.resolve()
    reported = set()
    for finding in json.loads(args.findings.read_text(encoding="utf-8")):
        if finding["code"] != "TL201":
            continue
        name = Path(finding["filename"]).resolve().relative_to(root).as_posix()
        for row in range(finding["location"]["row"], finding["end_location"]["row"] + 1):
            reported.add((name, row))
    hits = raw_hits(root)
    missed = sorted(hits - reported)
    sample = random.Random(args.seed).sample(missed, min(args.size, len(missed)))
    print(f"raw hits: {len(hits)}, reported: {len(hits) - len(missed)}, "
          f"not reported: {len(missed)}, sampled: {len(sample)}", file=sys.stderr)
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(["path", "line", "code", "user", "reason"])
    for path, line in sorted(sample):
        writer.writerow([path, line, "TL201", "", ""])


if __name__ == "__main__":
    main()
