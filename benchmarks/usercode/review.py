"""Tools for judging torchlint's findings on the user-code review set (issue 24).

    review.py findings --set .usercode/review --out findings.csv [--jobs N] [--pedantic-form CODE:REASON ...]
    review.py sample --findings findings.csv --seed N [--per-rule 40] --out sample.csv
    review.py tables --reviewed sample.csv [more.csv ...] [--recall recall.csv ...] --markdown
    review.py recall-match --places places.csv --findings findings.csv [--every-set] [--confirmed] --out recall.csv
    review.py pick-files --set .usercode/review --seed N [--count 25]

(``review.py`` is ``python benchmarks/usercode/review.py``; see README.md beside it.)

``findings`` runs the CLI of the checkout this file lives in twice over the set, with default
settings (``check --output-format json --no-cache --exit-zero``: no --preview, no --pedantic)
and with ``--select ALL --preview``; with ``--pedantic-form CODE:REASON`` also as set
``pedantic`` the ``--pedantic`` findings of rule CODE whose reason starts with REASON, their
message as a default finding would read (to judge a form before moving it into the default
output). Every finding of the first run is ``default``; one that
only the second run reports is ``preview`` (what a preview rule, or a rule outside the default
selection, would report if it were on by default). Positions are 1-based; in a notebook,
``line`` counts within ``cell`` (the 1-based index among all the notebook's cells, as
torchlint and Ruff report it); in a script ``cell`` is empty.

``sample`` draws, for each (rule, set) pair, up to ``--per-rule`` findings with
``random.Random(f"{seed}:{rule}:{set}")`` from the findings sorted by position, and adds what
a reviewer needs: where to look (``open``), the source around the finding (``excerpt``, 8
lines either side, ``>>`` marking the finding's lines; for a notebook, lines of its cell), the
number of findings the sample was drawn from (``rule_total``), and the empty columns
``verdict`` (``act`` or ``noise``: would an experienced engineer change this code?) and
``reason``.

``tables`` prints per-rule user precision (act / (act + noise)) with its counts (a row whose
``counts`` column starts with ``no`` is left out: its reason says why the verdict does not
count for the rule as it is now), the default
set's precision (pooled over the reviewed default findings, and weighted by each rule's
number of findings), and with ``--recall`` the recall per rule (found / (found + missed)).

``recall-match`` marks each place an engineer listed (``file, cell, line, rule, why``; lines
starting with ``#`` are comments; ``cell`` may be left out for scripts) ``found`` when a
default finding of that rule in that file (and cell) spans a line within ``--window`` lines
of the place (or names it among its related locations), else ``missed``.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import random
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
FINDING_FIELDS = ["rule", "name", "set", "file", "cell", "line", "col", "end_line", "end_col",
                  "context", "message", "related"]
SAMPLE_FIELDS = ["id", "rule", "set", "rule_total", "file", "cell", "line", "col", "open",
                 "context", "message", "excerpt", "verdict", "reason"]
VERDICTS = ("act", "noise")
EXCERPT_RADIUS = 8


# ---------------------------------------------------------------- findings

def run_torchlint(set_dir: Path, extra: list[str], jobs: int | None) -> list[dict]:
    cmd = [sys.executable, "-m", "torchlint", "check", "--output-format", "json", "--no-cache",
           "--exit-zero", *extra]
    if jobs:
        cmd += ["--jobs", str(jobs)]
    cmd.append(str(set_dir))
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    done = subprocess.run(cmd, cwd=set_dir, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"torchlint failed ({done.returncode}): {' '.join(cmd)}\n{done.stderr}")
    return json.loads(done.stdout or "[]")


def _related(entry: dict) -> str:
    out = []
    for rel in entry.get("related") or []:
        loc = rel.get("location") or {}
        cell = rel.get("cell")
        out.append((f"{cell}:" if cell else "") + f"{loc.get('row')}:{loc.get('column')}")
    return ";".join(out)


def to_row(entry: dict, set_dir: Path, which: str) -> dict:
    loc, end = entry.get("location") or {}, entry.get("end_location") or {}
    return {
        "rule": entry["code"], "name": entry.get("name", ""), "set": which,
        "file": Path(os.path.relpath(entry["filename"], set_dir)).as_posix(),
        "cell": entry.get("cell") or "", "line": loc.get("row", ""), "col": loc.get("column", ""),
        "end_line": end.get("row", ""), "end_col": end.get("column", ""),
        "context": entry.get("context") or "", "message": entry.get("message", ""),
        "related": _related(entry),
    }


def _key(row: dict) -> tuple:
    return (row["rule"], row["file"], str(row["cell"]), str(row["line"]), str(row["col"]),
            row["message"])


def cmd_findings(args) -> int:
    set_dir = Path(args.set).resolve()
    # "default": what a plain check shows; "off": what the stable rules that are off by default
    # would add when selected (their default form); "preview": what --preview adds to that
    default = [to_row(e, set_dir, "default") for e in run_torchlint(set_dir, [], args.jobs)]
    seen = {_key(r) for r in default}
    rows = list(default)
    for which, options in (("off", ["--select", "ALL"]), ("preview", ["--select", "ALL", "--preview"])):
        wider = [to_row(e, set_dir, which) for e in run_torchlint(set_dir, options, args.jobs)]
        rows += [r for r in wider if _key(r) not in seen]
        seen |= {_key(r) for r in wider}
    if args.pedantic_form:
        rows += pedantic_form_rows(set_dir, args.pedantic_form, args.jobs, seen)
    rows.sort(key=lambda r: (r["set"], r["rule"], r["file"], _int(r["cell"]), _int(r["line"]),
                             _int(r["col"])))
    write_csv(Path(args.out), FINDING_FIELDS, rows)
    counts = Counter((r["set"], r["rule"]) for r in rows)
    for (which, rule), n in sorted(counts.items()):
        print(f"{which:8s} {rule}: {n}", file=sys.stderr)
    print(f"{len(rows)} findings ({len(default)} default) -> {args.out}", file=sys.stderr)
    return 0


PEDANTIC = " (pedantic: "


def pedantic_form_rows(set_dir: Path, forms: list[str], jobs: int | None, seen: set) -> list[dict]:
    """Set ``pedantic``: the --pedantic findings of each ``CODE:REASON-PREFIX`` form, with the
    message a default finding of that form would show (the `(pedantic: ...)` suffix removed),
    so that reviewers judge a form before it could be moved into the default output."""
    wanted = [form.split(":", 1) for form in forms]
    rows = []
    for entry in run_torchlint(set_dir, ["--select", "ALL", "--preview", "--pedantic"], jobs):
        message = entry.get("message", "")
        if PEDANTIC not in message:
            continue
        shown, reason = message.split(PEDANTIC, 1)
        if any(entry["code"] == code and reason.startswith(prefix) for code, prefix in wanted):
            row = to_row(dict(entry, message=shown), set_dir, "pedantic")
            if _key(row) not in seen:
                rows.append(row)
    return rows


# ---------------------------------------------------------------- sample

def _int(value) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def source_lines(path: Path, cell: int | None) -> list[str]:
    """The lines a finding's row counts in: the file's, or its notebook cell's."""
    text = path.read_text(encoding="utf-8", errors="replace")
    if not cell:
        return text.splitlines()
    cells = json.loads(text).get("cells", [])
    if not 1 <= cell <= len(cells):
        return []
    src = cells[cell - 1].get("source", "")
    return ("".join(src) if isinstance(src, list) else str(src)).splitlines()


def excerpt(lines: list[str], line: int, end_line: int, radius: int = EXCERPT_RADIUS) -> str:
    if not lines:
        return ""
    end_line = max(end_line, line)
    lo, hi = max(1, line - radius), min(len(lines), end_line + radius)
    return "\n".join(f"{'>>' if line <= n <= end_line else '  '}{n:5d} | {lines[n - 1]}"
                     for n in range(lo, hi + 1))


def where(row: dict) -> str:
    if row["cell"]:
        return f"{row['file']} cell {row['cell']} line {row['line']}"
    return f"{row['file']}:{row['line']}"


def cmd_sample(args) -> int:
    rows = read_csv(Path(args.findings))
    set_dir = Path(args.set) if args.set else None
    groups: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for r in rows:
        if args.only in ("both", r["set"]):
            groups[(r["rule"], r["set"])].append(r)
    out = []
    for (rule, which), members in sorted(groups.items()):
        members.sort(key=lambda r: (r["file"], _int(r["cell"]), _int(r["line"]), _int(r["col"]),
                                    r["message"]))
        rng = random.Random(f"{args.seed}:{rule}:{which}")
        picked = rng.sample(members, min(args.per_rule, len(members)))
        picked.sort(key=lambda r: (r["file"], _int(r["cell"]), _int(r["line"]), _int(r["col"])))
        for r in picked:
            text = ""
            if set_dir is not None:
                path = set_dir / r["file"]
                try:
                    text = excerpt(source_lines(path, _int(r["cell"]) or None), _int(r["line"]),
                                   _int(r["end_line"]))
                except (OSError, ValueError):
                    text = "(source not readable)"
            out.append({"id": f"{rule}-{which}-{len(out) + 1:04d}", "rule": rule, "set": which,
                        "rule_total": len(members), "file": r["file"], "cell": r["cell"],
                        "line": r["line"], "col": r["col"], "open": where(r),
                        "context": r["context"], "message": r["message"], "excerpt": text,
                        "verdict": "", "reason": ""})
    write_csv(Path(args.out), SAMPLE_FIELDS, out,
              header=f"# sample of {args.findings}: seed {args.seed}, up to {args.per_rule} "
                     f"per rule and set ({args.only}); verdict: act | noise")
    print(f"{len(out)} findings sampled from {len(rows)} -> {args.out}", file=sys.stderr)
    return 0


# ---------------------------------------------------------------- tables

def _ratio(num: float, den: float) -> str:
    return f"{num / den:.2f}" if den else "n/a"


def precision_table(rows: list[dict]) -> tuple[list[str], dict]:
    per: dict[tuple[str, str], Counter] = defaultdict(Counter)
    # findings per (rule, set): each sample's rule_total, summed over pooled samples
    each: dict[tuple[str, str, str], int] = {}
    bad = [r.get("id", "?") for r in rows if r.get("verdict", "").strip()
           and r["verdict"].strip().lower() not in VERDICTS]
    if bad:
        raise SystemExit(f"verdicts other than act|noise in: {', '.join(bad[:10])}")
    for r in rows:
        if (r.get("counts") or "yes").startswith("no"):
            continue  # a verdict that does not count for the rule as it is now (the reason says why)
        key = (r["rule"], r["set"])
        verdict = r.get("verdict", "").strip().lower() or "unreviewed"
        per[key][verdict] += 1
        source = (*key, r.get("_source", ""))
        each[source] = max(each.get(source, 0), _int(r.get("rule_total")) or 0)
    totals: dict[tuple[str, str], int] = defaultdict(int)
    for (rule, which, _), total in each.items():
        totals[(rule, which)] += total
    lines = ["| rule | set | findings | sampled | act | noise | unreviewed | user precision |",
             "|---|---|---:|---:|---:|---:|---:|---:|"]
    for (rule, which), c in sorted(per.items(), key=lambda kv: (kv[0][1] != "default", kv[0])):
        sampled = sum(c.values())
        lines.append(f"| {rule} | {which} | {totals[(rule, which)] or sampled} | {sampled} | "
                     f"{c['act']} | {c['noise']} | {c['unreviewed']} | "
                     f"{_ratio(c['act'], c['act'] + c['noise'])} |")
    # The default set as a whole: pooled over the reviewed findings, and weighted by how many
    # findings each rule has (the sample caps each rule, so pooling over-weights rare rules).
    act = noise = 0
    w_num = w_den = 0.0
    for (rule, which), c in per.items():
        if which != "default":
            continue
        act += c["act"]
        noise += c["noise"]
        judged = c["act"] + c["noise"]
        if judged:
            weight = totals[(rule, which)] or judged
            w_num += weight * c["act"] / judged
            w_den += weight
    summary = {"act": act, "noise": noise, "pooled": _ratio(act, act + noise),
               "weighted": _ratio(w_num, w_den)}
    return lines, summary


def recall_table(rows: list[dict]) -> list[str]:
    per: dict[str, Counter] = defaultdict(Counter)
    for r in rows:
        per[r["rule"]][r["status"]] += 1
    lines = ["| rule | places | found | missed | user recall |", "|---|---:|---:|---:|---:|"]
    total = Counter()
    for rule, c in sorted(per.items()):
        total.update(c)
        lines.append(f"| {rule} | {c['found'] + c['missed']} | {c['found']} | {c['missed']} | "
                     f"{_ratio(c['found'], c['found'] + c['missed'])} |")
    lines.append(f"| all | {total['found'] + total['missed']} | {total['found']} | "
                 f"{total['missed']} | {_ratio(total['found'], total['found'] + total['missed'])} |")
    return lines


def cmd_tables(args) -> int:
    rows = [{**row, "_source": path} for path in args.reviewed for row in read_csv(Path(path))]
    lines, s = precision_table(rows)
    out = ["### User precision per rule", "", *lines, "",
           f"Default set: {s['act']} act, {s['noise']} noise: user precision {s['pooled']} "
           f"(pooled over the reviewed default findings), {s['weighted']} (each rule weighted "
           f"by its number of default findings)."]
    if args.recall:
        places = [row for path in args.recall for row in read_csv(Path(path))]
        out += ["", "### User recall per rule", "", *recall_table(places)]
    if not args.markdown:  # plain: tab-separated tables
        out = ["\t".join(c.strip() for c in ln.strip("|").split("|")) if ln.startswith("|") else ln
               for ln in out if not ln.startswith("|---")]
    sys.stdout.write("\n".join(out) + "\n")
    return 0


# ---------------------------------------------------------------- recall-match

def _spans(row: dict) -> list[tuple[str, int, int]]:
    """(cell, first line, last line) of a finding and of each of its related locations."""
    first, last = _int(row["line"]), max(_int(row["end_line"]), _int(row["line"]))
    spans = [(str(row["cell"] or ""), first, last)]
    for rel in filter(None, (row.get("related") or "").split(";")):
        parts = rel.split(":")
        cell = parts[0] if len(parts) == 3 else ""
        spans.append((cell, _int(parts[-2]), _int(parts[-2])))
    return spans


def cmd_recall_match(args) -> int:
    places = read_csv(Path(args.places))
    if args.confirmed:  # double-labelled: a second engineer, asked the reviewers' question, said act
        if places and "second_verdict" not in places[0]:
            raise SystemExit(f"{args.places}: no second_verdict column to confirm places with")
        places = [p for p in places if p["second_verdict"].strip() == "act"]
    found_in: dict[tuple[str, str], list[tuple[str, int, int]]] = defaultdict(list)
    for r in read_csv(Path(args.findings)):
        if r["set"] == "default" or args.every_set:
            found_in[(r["rule"], r["file"])].extend(_spans(r))
    out = []
    for p in places:
        cell, line = str(p.get("cell") or ""), _int(p["line"])
        hit = any(c == cell and lo - args.window <= line <= hi + args.window
                  for c, lo, hi in found_in.get((p["rule"], p["file"]), []))
        out.append({**p, "cell": cell, "status": "found" if hit else "missed"})
    fields = ["file", "cell", "line", "rule", "why", "status"]
    write_csv(Path(args.out), fields, out, header=f"# {args.places}"
              f"{' (places a second engineer confirmed)' if args.confirmed else ''} matched against the "
              f"{'' if args.every_set else 'default '}findings of {args.findings} (window {args.window} lines)")
    c = Counter(r["status"] for r in out)
    print(f"{c['found']} found, {c['missed']} missed -> {args.out}", file=sys.stderr)
    return 0


# ---------------------------------------------------------------- pick-files

MARKERS = (".backward(", "DataLoader", ".eval()")


def cmd_pick_files(args) -> int:
    """Whole files for a recall account, chosen without torchlint: from each kind, the set's
    files sorted and shuffled with ``random.Random(f"{seed}:recall:{kind}")``, files with a
    training or evaluation marker first (stable), one file per project, notebooks first up to
    half of ``--count`` (rounded down), then scripts from the projects not yet used."""
    set_dir = Path(args.set)
    by_kind: dict[str, list[tuple[str, bool]]] = {"notebook": [], "script": []}
    for path in sorted(set_dir.rglob("*")):
        if path.suffix not in (".py", ".ipynb") or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        kind = "notebook" if path.suffix == ".ipynb" else "script"
        by_kind[kind].append((path.relative_to(set_dir).as_posix(), any(m in text for m in MARKERS)))
    chosen: list[str] = []
    used: set[str] = set()
    for kind, want in (("notebook", args.count // 2), ("script", args.count)):
        files = by_kind[kind]
        random.Random(f"{args.seed}:recall:{kind}").shuffle(files)
        files.sort(key=lambda f: not f[1])
        for rel, _ in files:
            project = rel.split("/", 1)[0]
            if len(chosen) >= args.count or want == 0 or project in used:
                continue
            chosen.append(rel)
            used.add(project)
            want -= 1
    for rel in chosen:
        print(rel)
    return 0


# ---------------------------------------------------------------- csv

def read_csv(path: Path) -> list[dict]:
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines(keepends=True)
             if not ln.startswith("#")]
    return list(csv.DictReader(io.StringIO("".join(lines))))


def write_csv(path: Path, fields: list[str], rows: list[dict], header: str = "") -> None:
    buf = io.StringIO()
    if header:
        buf.write(header + "\n")
    writer = csv.DictWriter(buf, fieldnames=fields, extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    path.write_text(buf.getvalue(), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("findings", help="run torchlint over the set and write every finding")
    p.add_argument("--set", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--jobs", type=int, default=None, help="torchlint --jobs (default: its own)")
    p.add_argument("--pedantic-form", action="append", default=[], metavar="CODE:REASON",
                   help="also write, as set `pedantic`, the --pedantic findings of rule CODE whose "
                        "reason starts with REASON, shown as a default finding would read")
    p.set_defaults(func=cmd_findings)
    p = sub.add_parser("sample", help="fixed-seed sample of findings per rule, for a reviewer")
    p.add_argument("--findings", required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--per-rule", type=int, default=40)
    p.add_argument("--only", choices=("default", "off", "preview", "both", "pedantic"), default="both")
    p.add_argument("--set", default=".usercode/review",
                   help="the set's folder, to read excerpts from (empty: no excerpts)")
    p.add_argument("--out", required=True)
    p.set_defaults(func=cmd_sample)
    p = sub.add_parser("tables", help="precision (and recall) tables from a reviewed sample")
    p.add_argument("--reviewed", required=True, nargs="+",
                   help="reviewed samples; several are pooled (rows whose counts column says no left out)")
    p.add_argument("--recall", nargs="+", help="matched recall places; several are pooled")
    p.add_argument("--markdown", action="store_true")
    p.set_defaults(func=cmd_tables)
    p = sub.add_parser("recall-match", help="mark listed places found or missed")
    p.add_argument("--places", required=True)
    p.add_argument("--findings", required=True)
    p.add_argument("--window", type=int, default=3)
    p.add_argument("--every-set", action="store_true",
                   help="count the findings of every set (what --select ALL --preview reports), not only default")
    p.add_argument("--confirmed", action="store_true",
                   help="only places whose second_verdict is act (a second engineer would change the code too)")
    p.add_argument("--out", required=True)
    p.set_defaults(func=cmd_recall_match)
    p = sub.add_parser("pick-files", help="fixed-seed whole files for a recall account")
    p.add_argument("--set", required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--count", type=int, default=25)
    p.set_defaults(func=cmd_pick_files)
    args = ap.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
