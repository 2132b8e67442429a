"""Fix semantics on a device: every program of fixtures/programs/ whose behaviour depends on
the device (a `# gpu: yes` line) is fixed the way tests/test_fixed_programs.py fixes it
(`--select ALL --preview --pedantic`, with unsafe fixes unless the program says
`# fixes: safe`), then the original and the fixed program run, each in a fresh interpreter,
and their outputs are compared. A program that asks for safe fixes only also runs with the
unsafe ones, to show what they would do (reported, not judged).

One line per run: the program, the applicability, whether the original and the fixed program
ran or raised, whether they printed the same, what is expected, and the verdict. The device
is CUDA where torch sees one, else the CPU (the line says which). Exit 0 when every judged
run is as expected, 1 otherwise.

    python benchmarks/fixes_gpu/runner.py [--json PATH] [--program NAME ...] [--timeout S]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "fixtures" / "programs"


def marked(source: str, line: str) -> bool:
    return line in source.splitlines()


def device_programs(names: list[str] | None = None) -> list[Path]:
    paths = sorted(PROGRAMS.glob("*.py"))
    if names:
        return [PROGRAMS / name for name in names]
    return [p for p in paths if marked(p.read_text(encoding="utf-8"), "# gpu: yes")]


def fix(source: str, name: str, unsafe: bool) -> tuple[str, str | None]:
    from torchlint import api

    result = api.fix_source(
        source, name, select=["ALL"], preview=True, pedantic=True, unsafe_fixes=unsafe
    )
    return result.source, result.error


def run(path: Path, timeout: float) -> tuple[bool, str]:
    """(ran without raising, what it printed, or the last line of its error)."""
    try:
        done = subprocess.run(
            [sys.executable, str(path)], capture_output=True, text=True, timeout=timeout,
            cwd=path.parent, stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        return False, f"timed out after {timeout:g} s"
    if done.returncode != 0:
        lines = [line for line in done.stderr.strip().splitlines() if line.strip()]
        return False, lines[-1] if lines else f"exit status {done.returncode}"
    return True, done.stdout


def device_name() -> str:
    try:
        import torch
    except ImportError:
        return "cpu (torch missing)"
    if torch.cuda.is_available():
        return f"cuda ({torch.cuda.get_device_name(0)})"
    return "cpu"


def judge(program: Path, unsafe: bool, judged: bool, work: Path, timeout: float) -> dict:
    source = program.read_text(encoding="utf-8")
    applicability = "unsafe" if unsafe else "safe"
    fixed, error = fix(source, program.name, unsafe)
    row: dict = {"program": program.name, "applicability": applicability, "judged": judged}
    if error is not None:
        row.update(fix_error=error, ok=False if judged else None)
        return row
    original_path = work / f"original_{applicability}_{program.name}"
    fixed_path = work / f"fixed_{applicability}_{program.name}"
    original_path.write_text(source, encoding="utf-8")
    fixed_path.write_text(fixed, encoding="utf-8")
    original_ok, original_out = run(original_path, timeout)
    if fixed == source:
        fixed_ok, fixed_out = original_ok, original_out
    else:
        fixed_ok, fixed_out = run(fixed_path, timeout)
    equal = original_ok and fixed_ok and original_out == fixed_out
    # a safe fix computes the same values; an unsafe one may change them but must not crash
    expected = "ok, equal" if not unsafe else "ok (values may differ)"
    ok = original_ok and fixed_ok and (equal or unsafe)
    row.update(
        changed=fixed != source,
        original="ok" if original_ok else f"raised: {original_out}",
        fixed="ok" if fixed_ok else f"raised: {fixed_out}",
        values="equal" if equal else "different",
        expected=expected,
        ok=ok if judged else None,
    )
    if not equal and original_ok and fixed_ok:
        row["outputs"] = {"original": original_out[-2000:], "fixed": fixed_out[-2000:]}
    return row


def line(row: dict, device: str) -> str:
    if "fix_error" in row:
        return f"{row['program']}: {row['applicability']}: fix failed: {row['fix_error']}"
    verdict = "PASS" if row["ok"] else ("FAIL" if row["ok"] is False else "(shown, not judged)")
    change = "fixed" if row["changed"] else "unchanged"
    return (
        f"{row['program']} [{device}] {row['applicability']} fixes ({change}): "
        f"original {row['original'].split(':')[0] if row['original'] != 'ok' else 'ok'}, "
        f"fixed {row['fixed'] if row['fixed'] == 'ok' else row['fixed']}, "
        f"values {row['values']}; expected {row['expected']}: {verdict}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, help="write every row there as JSON")
    parser.add_argument("--program", action="append", help="a program of fixtures/programs/ (repeatable)")
    parser.add_argument("--timeout", type=float, default=300.0)
    args = parser.parse_args(argv)
    device = device_name()
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        for program in device_programs(args.program):
            safe_only = marked(program.read_text(encoding="utf-8"), "# fixes: safe")
            runs = [(False, True), (True, False)] if safe_only else [(True, True)]
            for unsafe, judged in runs:
                row = judge(program, unsafe, judged, work, args.timeout)
                row["device"] = device
                rows.append(row)
                print(line(row, device.split(" ")[0]), flush=True)
    failed = [r for r in rows if r.get("ok") is False]
    print(f"{len(rows)} runs on {device}: {len(failed)} not as expected")
    if args.json is not None:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"device": device, "rows": rows}, indent=1), encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
