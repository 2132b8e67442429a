"""Which findings pay off here: `torchlint verify --each` and `torchlint verify --try CODES`.

``--each`` measures every fix alone (the original against the original with that one fix)
and all fixes together, in function or program mode, and ranks them. ``--try`` builds, for
rules whose advice is no fix (workers, bf16 autocast, TF32, fused optimizers, channels_last),
an experimental variant of the script (``torchlint.verify.variants``), measures it the same
way and compares its outputs within the tolerance its numerics allow. A variant that raises
is a finding about the variant ("variant raised: ..."), not a failure of the tool.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from typing import Any

from torchlint.verify import modes
from torchlint.verify.harness import NO_DIFFERENCE, NO_VERDICT, SLOWER, Check
from torchlint.verify.report import CaseResult, fmt_ci

RAISED = "variant raised"


@dataclass
class Row:
    """One line of the ranked table."""

    finding: str  # "TL101 `torch.zeros(...)` created then moved" / "all 3 fixes"
    location: str  # "train.py:12:9", or "" for the row of all fixes
    result: CaseResult
    code: str = ""
    row: int = 0
    numerics: str = ""  # --try: what the outputs' comparison found

    @property
    def speedup(self) -> float:
        m = self.result.measurement
        return m.speedup if m is not None and self.result.status == "ok" else math.nan

    @property
    def verdict(self) -> str:
        r = self.result
        if r.status == RAISED:
            return f"{RAISED}: {r.message.splitlines()[0] if r.message else ''}".rstrip(": ")
        if r.status != "ok" or r.measurement is None:
            return r.status
        v = r.measurement.verdict
        if v == NO_VERDICT and r.measurement.shortfall.startswith("timings unstable"):
            return "no verdict: timings unstable"
        return v

    def to_dict(self) -> dict[str, Any]:
        m = self.result.measurement
        return {
            "finding": self.finding, "code": self.code, "location": self.location,
            "speedup": None if math.isnan(self.speedup) else self.speedup,
            "ci": list(m.ci) if m is not None and self.result.status == "ok" else None,
            "verdict": self.verdict, "check": self.result.correctness,
            "numerics": self.numerics, "message": self.result.message,
            "result": self.result.to_dict(),
        }


@dataclass
class Payoff:
    outcome: modes.Outcome
    rows: list[Row] = field(default_factory=list)
    kind: str = "each"  # or "try"

    def slower_or_same(self) -> list[Row]:
        """Findings that measured slower or no different: what --add-noqa-slower marks."""
        return [r for r in self.rows if r.code and r.row and r.result.status == "ok"
                and r.result.measurement is not None
                and r.result.measurement.verdict in (SLOWER, NO_DIFFERENCE)]


def _rank(rows: list[Row]) -> list[Row]:
    # measured rows by speedup, best first; then those without a figure
    return sorted(rows, key=lambda r: (math.isnan(r.speedup), -(r.speedup
                                                                 if not math.isnan(r.speedup)
                                                                 else 0)))


def _mode(entry: str | None, args: list[str] | None) -> str:
    return "function" if entry else "program"


def _entry(path: str, entry: str) -> tuple[str, str]:
    entry_file, _, function = entry.rpartition(":")
    if not entry_file or not function or not function.isidentifier():
        raise modes.UsageProblem(f"--entry must be FILE.py:FUNCTION, got {entry!r}")
    if not os.path.isfile(entry_file):
        raise modes.UsageProblem(f"--entry file {entry_file!r} does not exist")
    return os.path.abspath(entry_file), function


def _measure(path: str, source: str, variant: str, check: Check, options: modes.Options,
             device: str, result: CaseResult, entry: str | None,
             args: list[str]) -> list[str]:
    if entry:
        entry_abs, function = _entry(path, entry)
        return modes.run_function(path, entry_abs, function, variant, check, options, device,
                                  result)
    preload = "torch" if modes._imports_torch(source) else "none"
    return modes.run_program(path, args, variant, preload, options, device, result)


def _read(path: str) -> str:
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except (OSError, UnicodeDecodeError) as exc:
        raise modes.VerifyFailure(f"cannot read {path}: {exc}") from None


def verify_each(path: str, options: modes.Options, entry: str | None = None,
                args: list[str] | None = None) -> Payoff:
    """Every applicable fix alone, then all together, each against the original."""
    from torchlint import api
    from torchlint.engine import apply_fixes

    args = args or []
    source = _read(path)
    mode = _mode(entry, args)
    diagnostics = api.lint_source(source, path, select=options.select, ignore=options.ignore,
                                  **modes._check_meaning(options))
    fixable = [d for d in diagnostics if d.fix is not None and d.fix.applies(options.unsafe_fixes)]
    fixed = modes.fix_file(path, options)
    outcome = modes.Outcome(mode, fixes=modes._fix_summary(fixed))
    payoff = Payoff(outcome)
    if not fixable:
        outcome.messages = modes._no_fix_messages(fixed, path)
        return payoff
    device, notices = modes._device(options)
    outcome.messages += notices
    outcome.environment = modes._environment(device)
    name = os.path.basename(path)
    cases: list[tuple[str, str, str, int, str, list[Any]]] = []
    for d in fixable:
        alone, _ = apply_fixes(source, [d])
        cases.append((f"{d.code} {d.message.split('; ')[0]}", f"{name}:{d.location.row}:{d.location.column}",
                      d.code, getattr(d, "noqa_row", None) or d.location.row, alone, [d]))
    if len(fixable) > 1 or fixed.fixed_source != cases[0][4]:
        cases.append((f"all {len(fixed.applied)} fixes together", "", "", 0,
                      fixed.fixed_source, list(fixed.applied)))
    for finding, location, code, row, variant, applied in cases:
        safe = modes._all_safe(applied)
        check = Check("values" if safe or mode == "program" else "meta")
        result = CaseResult(rule=code or "all", case=location or "all fixes", status="ok",
                            before_code=f"{path} as written", after_code=finding,
                            correctness="exit status" if mode == "program" else
                            ("values" if check.mode == "values" else "shapes"))
        options.progress(f"verify --each {finding} ({location or 'together'})")
        if variant == source:
            result.status, result.message = "skipped", "the fix changes nothing on its own"
        else:
            outcome.messages += _measure(path, source, variant, check, options, device, result,
                                         entry, args)
        outcome.results.append(result)
        payoff.rows.append(Row(finding, location, result, code, row))
    payoff.rows = _rank(payoff.rows)
    return payoff


def verify_try(path: str, codes: list[str], options: modes.Options, entry: str | None = None,
               args: list[str] | None = None) -> Payoff:
    """Each tried code's experimental variant against the original: payoff and numerics."""
    from torchlint import api
    from torchlint.verify import variants

    args = args or []
    source = _read(path)
    mode = _mode(entry, args)
    diagnostics = api.lint_source(source, path, select=["ALL"], preview=True, pedantic=True)
    outcome = modes.Outcome(mode)
    payoff = Payoff(outcome, kind="try")
    device, notices = modes._device(options)
    outcome.messages += notices
    outcome.environment = modes._environment(device)
    name = os.path.basename(path)
    for code in codes:
        try:
            variant = variants.build(source, code, diagnostics, device)
        except variants.NoVariant as exc:
            outcome.messages.append(f"{name}: --try {code}: {exc}")
            continue
        except Exception as exc:  # a script libcst cannot rewrite: say so, go on
            outcome.messages.append(f"{name}: --try {code}: could not build the variant "
                                    f"({type(exc).__name__}: {exc})")
            continue
        tolerance = variants.TOLERANCE[code]
        # values compared within the tolerance the variant's numerics allow; beyond it the
        # outputs are still reported (structure must agree), never silently accepted
        check = Check("meta", rtol=tolerance, atol=1e-5, relative_norm=tolerance)
        location = f"{name}:{variant.row}" if variant.row else f"{name} (no finding)"
        result = CaseResult(rule=code, case=location, status="ok",
                            before_code=f"{path} as written", after_code=variant.change,
                            correctness="exit status" if mode == "program" else "values")
        options.progress(f"verify --try {code}: {variant.change}")
        outcome.messages += _measure(path, source, variant.source, check, options, device,
                                     result, entry, args)
        numerics = variants.NUMERICS[code]
        if result.status == "error":
            result.status = RAISED
            result.message = _raised(result.message)
        elif result.status == "ok" and mode == "function":
            m = result.measurement
            if m is not None and m.values_changed:
                result.correctness = "values differ beyond tolerance"
                numerics += f"; outside {tolerance:g}: {m.values_changed}"
            else:
                result.correctness = "values within tolerance"
                numerics += f"; outputs within {tolerance:g} (relative)"
            result.note = numerics
        elif mode == "program":
            numerics += "; outputs not compared in program mode (use --entry)"
        outcome.results.append(result)
        payoff.rows.append(Row(f"{code} {variant.change}", location, result, code,
                               variant.row, numerics))
    payoff.rows = _rank(payoff.rows)
    return payoff


def _raised(message: str) -> str:
    """The variant's error, its last line first (the exception), then the traceback."""
    lines = [line for line in message.splitlines() if line.strip()]
    last = next((line for line in reversed(lines)
                 if not line.startswith(" ") and ("Error" in line or "Exception" in line)),
                lines[0] if lines else "")
    last = last.removeprefix("after: ")
    return last.strip() + ("\n" + message if message and message.strip() != last.strip() else "")


def render(payoff: Payoff) -> str:
    """The ranked table a user decides from."""
    title = "finding" if payoff.kind == "each" else "variant"
    head = [title, "location", "speedup [95% CI]", "verdict", "check"]
    lines = []
    for r in payoff.rows:
        m = r.result.measurement
        figure = "-"
        if r.result.status == "ok" and m is not None and m.pairs:
            figure = f"{m.speedup:.2f}x {fmt_ci(m.ci)}"
        check = r.result.correctness or "-"
        finding = r.finding if len(r.finding) <= 70 else r.finding[:67] + "..."
        lines.append([finding, r.location or "-", figure, r.verdict, check])
    widths = [max(len(str(x[i])) for x in [head, *lines]) for i in range(len(head))]
    out = ["  ".join(str(c).ljust(w) for c, w in zip(head, widths)).rstrip(),
           "  ".join("-" * w for w in widths)]
    out += ["  ".join(str(c).ljust(w) for c, w in zip(row, widths)).rstrip() for row in lines]
    if payoff.kind == "try":
        for r in payoff.rows:
            if r.numerics:
                out.append(f"{r.code} numerics: {r.numerics}")
    return "\n".join(out)


__all__ = ["Payoff", "Row", "render", "verify_each", "verify_try"]
