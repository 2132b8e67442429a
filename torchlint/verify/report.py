"""Turning measurements into what people read: a table, JSON, a Markdown report, a plot."""

from __future__ import annotations

import json
import math
import os
import platform
import sys
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from torchlint.verify.harness import FASTER, NO_DIFFERENCE, NO_VERDICT, SLOWER, Measurement

MiB = 1024 * 1024


@dataclass
class CaseResult:
    """One before/after comparison as reported: a bench workload, a snippet, a function or a
    program."""

    rule: str
    case: str
    status: str  # "ok", "skipped", "mismatch" (outputs disagree), "error" (code failed)
    measurement: Measurement | None = None
    message: str = ""  # why skipped, what disagreed, the error's last line
    note: str = ""
    before_code: str = ""
    after_code: str = ""
    reading: bool = False  # the figures are clock readings, not run times (TL203)
    correctness: str = ""  # "values", "shapes", "exit status", or "" when unchecked

    @property
    def verdict(self) -> str:
        if self.status != "ok" or self.measurement is None:
            return self.status
        if self.reading:
            return {
                SLOWER: "unsynchronized reading too low",
                FASTER: "unsynchronized reading too high",
                NO_DIFFERENCE: "readings agree",
                NO_VERDICT: NO_VERDICT,
            }[self.measurement.verdict]
        return self.measurement.verdict

    @property
    def failed(self) -> bool:
        return self.status in ("mismatch", "error")

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "case": self.case,
            "status": self.status,
            "verdict": self.verdict,
            "message": self.message,
            "note": self.note,
            "before_code": self.before_code,
            "after_code": self.after_code,
            "reading": self.reading,
            "correctness": self.correctness,
            "measurement": self.measurement.to_dict() if self.measurement else None,
        }


# --------------------------------------------------------------------------------------------
# formatting


def fmt_time(seconds: float | None) -> str:
    """Milliseconds with three significant figures: one unit makes columns comparable."""
    if seconds is None or (isinstance(seconds, float) and math.isnan(seconds)):
        return "-"
    ms = seconds * 1000.0
    if ms == 0:
        return "0 ms"
    digits = max(0, 2 - int(math.floor(math.log10(abs(ms)))))
    return f"{ms:.{digits}f} ms"


def fmt_ratio(value: float) -> str:
    if value is None or math.isnan(value):
        return "-"
    if math.isinf(value):
        return "inf"
    if value >= 100:
        return f"{value:.0f}x"
    if value >= 10:
        return f"{value:.1f}x"
    return f"{value:.2f}x"


def fmt_ci(ci: tuple[float, float]) -> str:
    low, high = ci
    if math.isnan(low):
        return "-"

    def one(v: float) -> str:
        return fmt_ratio(v).rstrip("x")

    return f"[{one(low)}, {one(high)}]"


def fmt_mem(value: int | None) -> str:
    if value is None:
        return "n/a"
    return f"{value / MiB:.1f} MiB" if value < 10 * MiB else f"{value / MiB:.0f} MiB"


COLUMNS = (
    "rule", "case", "before", "after", "speedup", "95% CI",
    "mem before", "mem after", "verdict", "check",
)


def rows(results: list[CaseResult]) -> list[tuple[str, ...]]:
    out = []
    for r in results:
        m = r.measurement
        if m is None or r.status != "ok":
            # a traceback is printed separately; the table keeps its first line
            first = (r.message.splitlines() or [""])[0] if r.status != "ok" else ""
            out.append((r.rule, r.case, "-", "-", "-", "-", "-", "-", r.verdict, first))
            continue
        out.append((
            r.rule, r.case, fmt_time(m.before_median), fmt_time(m.after_median),
            fmt_ratio(m.speedup), fmt_ci(m.ci), fmt_mem(m.peak_memory_before),
            fmt_mem(m.peak_memory_after), r.verdict, r.correctness or "-",
        ))
    return out


def render_table(results: list[CaseResult]) -> str:
    table = [COLUMNS, *rows(results)]
    # the last column holds free text (a skip reason); it is never padded
    widths = [max(len(row[i]) for row in table) for i in range(len(COLUMNS) - 1)]
    lines = []
    for row in table:
        cells = [cell.ljust(widths[i]) for i, cell in enumerate(row[:-1])]
        lines.append("  ".join(cells + [row[-1]]).rstrip())
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# environment


def environment(device: str) -> dict[str, Any]:
    import torch

    info: dict[str, Any] = {
        "device": device,
        "device_name": "CPU: " + (platform.processor() or platform.machine()),
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpu_count": os.cpu_count(),
        "gpu_count": torch.cuda.device_count() if torch.cuda.is_available() else 0,
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
    }
    if device.startswith("cuda"):
        props = torch.cuda.get_device_properties(torch.cuda.current_device())
        info["device_name"] = props.name
        info["device_memory"] = f"{props.total_memory / 2**30:.0f} GiB"
    elif device == "mps":
        info["device_name"] = "Apple MPS"
    return info


def command_line() -> str:
    import shlex

    return shlex.join(["torchlint", *sys.argv[1:]])


def to_json(
    results: list[CaseResult], env: dict[str, Any], command: str, extra: dict | None = None
) -> str:
    data = {"command": command, "environment": env, "results": [r.to_dict() for r in results]}
    if extra:
        data.update(extra)
    return json.dumps(data, indent=2, default=_json_default)


def _json_default(value: Any) -> Any:
    if isinstance(value, float) and (math.isnan(value) or math.isinf(value)):
        return None
    raise TypeError(f"not serialisable: {type(value).__name__}")


# --------------------------------------------------------------------------------------------
# Markdown


def _md_escape(text: str) -> str:
    return text.replace("|", "\\|")


def _summary_phrase(r: CaseResult) -> str:
    m = r.measurement
    if r.status != "ok" or m is None:
        return f"{r.case}: {r.status} ({(r.message.splitlines() or [''])[0]})"
    if r.reading:
        return (
            f"{r.case}: reads {fmt_time(m.before_median)} unsynchronized vs "
            f"{fmt_time(m.after_median)} synchronized ({r.verdict})"
        )
    return (
        f"{r.case}: {fmt_time(m.before_median)} -> {fmt_time(m.after_median)} "
        f"({fmt_ratio(m.speedup)}, {r.verdict})"
    )


def render_markdown(
    results: list[CaseResult],
    env: dict[str, Any],
    command: str,
    *,
    title: str = "torchlint bench",
    no_claim: list[Any] = (),
    preamble: str = "",
) -> str:
    lines = [f"# {title}", ""]
    if preamble:
        lines += [preamble.strip(), ""]
    lines += [
        "| | |",
        "| --- | --- |",
        f"| device | {env.get('device_name')} ({env.get('device')}"
        + (f", {env['device_memory']}" if env.get("device_memory") else "")
        + (f", {env['gpu_count']} GPU(s) visible" if env.get("gpu_count") else "")
        + ") |",
        f"| torch | {env.get('torch')} |",
        f"| CUDA | {env.get('cuda') or 'none'} |",
        f"| Python | {env.get('python')} on {env.get('platform')}, {env.get('cpu_count')} CPUs |",
        f"| date | {env.get('date')} |",
        f"| command | `{command}` |",
        "",
        "## Per-rule summary",
        "",
        "| Rule | Measured |",
        "| --- | --- |",
    ]
    by_rule: dict[str, list[CaseResult]] = {}
    for r in results:
        by_rule.setdefault(r.rule, []).append(r)
    summary_rows = [
        (rule, "; ".join(_summary_phrase(r) for r in items)) for rule, items in by_rule.items()
    ]
    summary_rows += [(n.rule, n.reason) for n in no_claim]
    for rule, text in sorted(summary_rows):
        lines.append(f"| {rule} | {_md_escape(text)} |")
    lines += [
        "",
        "## All cases",
        "",
        "Times are medians of the timed runs; speedup is median before over median after; the",
        "interval is a 95% bootstrap interval over the paired runs; memory is the peak the call",
        "needed above what was already allocated (CUDA only).",
        "",
        "| Rule | Case | Before | After | Speedup | 95% CI | Peak mem before | Peak mem after "
        "| Verdict | Check | Pairs |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r, row in zip(results, rows(results)):
        pairs = str(r.measurement.pairs) if r.measurement and r.status == "ok" else "-"
        lines.append("| " + " | ".join(_md_escape(c) for c in row) + f" | {pairs} |")
    lines += ["", "## What each case compares", ""]
    for r in results:
        lines.append(f"- **{r.rule} {_md_escape(r.case)}**: `{r.before_code}` -> `{r.after_code}`"
                     + (f". {r.note}" if r.note else "")
                     + (f". {r.message.splitlines()[0]}" if r.message and r.status != "ok" else ""))
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------------------------
# plot


class PlotUnavailable(Exception):
    pass


def render_plot(results: list[CaseResult], path: str, title: str = "torchlint bench") -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as exc:
        raise PlotUnavailable(
            "--plot needs matplotlib: pip install 'torchlint[plot]'"
        ) from exc
    timed = [r for r in results
             if r.status == "ok" and r.measurement and r.measurement.pairs and not r.reading]
    if not timed:
        raise PlotUnavailable("nothing to plot: no case was timed")
    labels = [f"{r.rule} {r.case}" for r in timed]
    values = [r.measurement.speedup for r in timed]
    lows = [max(0.0, r.measurement.speedup - r.measurement.ci[0]) for r in timed]
    highs = [max(0.0, r.measurement.ci[1] - r.measurement.speedup) for r in timed]
    colors = [
        {"faster": "tab:green", "slower": "tab:red"}.get(r.measurement.verdict, "tab:gray")
        for r in timed
    ]
    fig, ax = plt.subplots(figsize=(9, 0.4 * len(timed) + 1.5))
    ys = list(range(len(timed)))[::-1]
    ax.barh(ys, values, color=colors, alpha=0.6)
    ax.errorbar(values, ys, xerr=[lows, highs], fmt="none", ecolor="black", capsize=3)
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.set_xscale("log")
    ax.set_yticks(ys)
    ax.set_yticklabels(labels, fontsize=8)
    ax.set_xlabel("speedup (before / after, log scale), 95% CI")
    ax.set_title(title)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
