"""Before/after figures of a rule's default findings against last session's review verdicts.

    python benchmarks/usercode/reviewed_figures.py TL101 TL402

Runs ``torchlint check --select <codes> --pedantic --output-format json-lines`` over the
user-code tuning folders (``$USERCODE``, default /work/usercode: ``tune`` and ``review``), then
prints per rule: the default findings (and pedantic-only ones) per folder, and for the rows of
the review verdicts (``$REVIEWED``, default /work/reviews/reviewed.csv) how many ``act`` rows
are still default findings and how many ``noise`` rows are now silent or pedantic. A verdict
row matches a finding of its rule in the same file (and notebook cell) on the same line.
"""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(os.environ.get("USERCODE", "/work/usercode"))
REVIEWED = Path(os.environ.get("REVIEWED", "/work/reviews/reviewed.csv"))
FOLDERS = ("tune", "review")


def findings(codes: list[str]) -> list[dict]:
    command = [
        sys.executable, "-m", "torchlint", "check", "--select", ",".join(codes), "--pedantic",
        "--output-format", "json-lines", "--no-cache", *(str(ROOT / f) for f in FOLDERS),
    ]
    out = subprocess.run(command, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def key(folder_path: str, cell, line) -> tuple[str, str, str]:
    return folder_path, str(cell or ""), str(line)


def main(codes: list[str]) -> None:
    found = findings(codes)
    default: dict[str, set] = {code: set() for code in codes}
    pedantic: dict[str, set] = {code: set() for code in codes}
    counts: Counter = Counter()
    for f in found:
        if f["code"] not in default:
            continue
        path = Path(f["filename"])
        folder = path.relative_to(ROOT).parts[0]
        rel = str(path.relative_to(ROOT / folder))
        is_pedantic = "(pedantic: " in f["message"]
        shown = "pedantic" if is_pedantic else "default"
        counts[(f["code"], folder, shown)] += 1
        (pedantic if is_pedantic else default)[f["code"]].add(
            key(rel, f.get("cell"), f["location"]["row"])
        )
    with REVIEWED.open() as handle:
        handle.readline()  # the sample's comment line
        rows = [r for r in csv.DictReader(handle) if r["rule"] in default]
    for code in codes:
        print(f"{code}: default findings " + ", ".join(
            f"{folder} {counts[(code, folder, 'default')]} (+{counts[(code, folder, 'pedantic')]} pedantic)"
            for folder in FOLDERS))
        mine = [r for r in rows if r["rule"] == code]
        act = [r for r in mine if r["verdict"] == "act"]
        noise = [r for r in mine if r["verdict"] == "noise"]
        act_found = [r for r in act if key(r["file"], r["cell"], r["line"]) in default[code]]
        noise_gone = [r for r in noise if key(r["file"], r["cell"], r["line"]) not in default[code]]
        print(f"  reviewed act rows still default: {len(act_found)} of {len(act)}")
        print(f"  reviewed noise rows now silent or pedantic: {len(noise_gone)} of {len(noise)}")
        for r in act:
            if r not in act_found:
                print(f"    act row lost: {r['id']} {r['open']}")
        for r in noise:
            if r not in noise_gone:
                print(f"    noise row still default: {r['id']} {r['open']}")


if __name__ == "__main__":
    main(sys.argv[1:] or ["TL101", "TL402"])
