"""Joining a measured profile with the static findings, and the report a user reads.

A static finding on a line that ran in the profiled steps carries what the run measured there
(`measured: 1.8 ms per step (23%)`) or `not seen in this run`; a measured place no static
finding covers becomes a finding of the profile family (TL901-TL907, one code per kind) with
its call path. Findings are ranked by the predicted saving, then the measured cost.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

from torchlint.diagnostics import PROFILE_CODES, PROFILE_KIND_CODES, Diagnostic, Location
from torchlint.profile.attribute import Measured, Profile

# what each kind is, in a finding's message
TITLES = {
    "sync": "Host-device sync",
    "d2h-copy": "Device-to-host copy",
    "pageable-h2d": "Host-to-device copy from pageable memory",
    "host-tensor-to-device": "Tensor created on the host, then copied to the device",
    "empty-cache": "`torch.cuda.empty_cache()` in the step",
    "autograd-without-backward": "Autograd graph recorded but never used by a backward pass",
    "tiny-kernel-loop": "Python loop of tiny operators",
}
# what to change, for the top five
ADVICE = {
    "sync": "read the value less often (every N steps) or keep it on the device",
    "d2h-copy": "keep the tensor on the device, or copy it non_blocking into pinned memory",
    "pageable-h2d": "pin the source (DataLoader(pin_memory=True)) and copy with "
                    "non_blocking=True",
    "host-tensor-to-device": "create the tensor on the device (device=...)",
    "empty-cache": "remove torch.cuda.empty_cache() from the step",
    "autograd-without-backward": "run it under torch.no_grad() / torch.inference_mode(), or "
                                 ".detach() its inputs",
    "tiny-kernel-loop": "replace the loop with one batched tensor operation",
}
# the static rules whose finding a measured kind confirms
STATIC_CODES = {
    "sync": ("TL201", "TL205"),
    "d2h-copy": ("TL201", "TL202", "TL206"),
    "pageable-h2d": ("TL301", "TL102", "TL304"),
    "host-tensor-to-device": ("TL101",),
    "empty-cache": ("TL204",),
    "autograd-without-backward": ("TL402",),
    "tiny-kernel-loop": ("TL205", "TL412"),
}
KINDS_OF_CODE: dict[str, tuple[str, ...]] = {}
for _kind, _codes in STATIC_CODES.items():
    for _code in _codes:
        KINDS_OF_CODE[_code] = KINDS_OF_CODE.get(_code, ()) + (_kind,)
DEVICE_KINDS = frozenset({"sync", "d2h-copy", "pageable-h2d", "host-tensor-to-device",
                          "empty-cache"})


def duration(us: float) -> str:
    """`812 us`, `3.41 ms`, `1.20 s`."""
    if us >= 1e6:
        return f"{us / 1e6:.2f} s"
    if us >= 1000:
        return f"{us / 1000:.2f} ms"
    return f"{us:.0f} us"


def _count(value: float) -> str:
    return f"{value:.0f}" if abs(value - round(value)) < 0.05 else f"{value:.1f}"


@dataclass
class ProfileReport:
    profile: Profile
    diagnostics: list[Diagnostic]  # ranked: measured first (by saving), then the rest
    not_seen: list[Diagnostic]  # static findings on profiled lines the run did not confirm
    lines: dict[tuple[str, int], str] = field(default_factory=dict)  # excerpts
    notes: list[str] = field(default_factory=list)


def measured_object(items: list[Measured], profile: Profile) -> dict:
    """The JSON `measured` object of a finding measured at one place (one or more items)."""
    first = items[0]
    return {
        "status": "measured",
        "kind": first.kind if len({i.kind for i in items}) == 1 else "several",
        "what": sorted({i.what for i in items}),
        "count_per_step": round(sum(i.count for i in items), 3),
        "time_per_step_ms": round(sum(i.cost_us for i in items) / 1000, 4),
        "share_of_step": round(sum(i.share for i in items), 4),
        "host_ms": round(sum(i.host_us for i in items) / 1000, 4),
        "device_idle_ms": round(sum(i.idle_us for i in items) / 1000, 4),
        "copy_ms": round(sum(i.copy_us for i in items) / 1000, 4),
        "predicted_saving_ms": round(sum(i.saving_us for i in items) / 1000, 4),
        "call_path": [f"{f.path}:{f.line}" for f in first.call_path]
                     + ([first.library] if first.library else []),
        "steps": profile.steps,
        "step_ms": round(profile.mean_step_us / 1000, 4),
        # False where the source did not single the line out (see docs/profile.md)
        "line_exact": all(i.line_exact for i in items),
    }


def _status(status: str, profile: Profile) -> dict:
    return {"status": status, "steps": profile.steps,
            "step_ms": round(profile.mean_step_us / 1000, 4)}


def _cost_text(items: list[Measured]) -> str:
    cost = sum(i.cost_us for i in items)
    share = sum(i.share for i in items)
    return f"{duration(cost)} per step ({share:.1%})"


def _via(item: Measured) -> str:
    hops = [f"{f.path}:{f.line}" for f in item.call_path[:-1]]
    if item.library:
        hops = [f"{item.path}:{item.line}", item.library] if not hops else \
            hops + [f"{item.path}:{item.line}", item.library]
    elif hops:
        hops.append(f"{item.path}:{item.line}")
    return f" [via {' -> '.join(hops)}]" if len(hops) > 1 else ""


def _measures(item: Measured) -> str:
    """What was measured, in the words of its kind."""
    kind = item.kind
    if kind in ("sync", "empty-cache"):
        return f"host blocked {duration(item.host_us)}, device idle {duration(item.idle_us)}"
    if kind == "d2h-copy":
        return (f"copy {duration(item.copy_us)}, host blocked {duration(item.host_us)}, device "
                f"idle {duration(item.idle_us)}")
    if kind in ("pageable-h2d", "host-tensor-to-device"):
        return f"copy {duration(item.copy_us)}, device idle {duration(item.idle_us)}"
    if kind == "autograd-without-backward":
        return f"recording about {duration(item.cost_us)}"
    return f"host time {duration(item.host_us)}"


def _profile_message(item: Measured) -> str:
    return (f"{TITLES[item.kind]}: `{item.what}` {_count(item.count)} per step; "
            f"{_measures(item)} per step ({item.share:.1%} of the step); predicted saving "
            f"{duration(item.saving_us)}{_via(item)}")


def join(profile: Profile, static: list[Diagnostic], root: Path,
         static_lines: dict[tuple[str, int], str] | None = None) -> ProfileReport:
    """Mark each static finding with what the run measured on its line, and turn measured
    places no static finding covers into TL9xx findings."""
    root = root.resolve()
    shown_of = {os.path.realpath(root / path): path for path in profile.scopes}

    def items_on(path: str, row: int, kinds: tuple[str, ...]) -> list[Measured]:
        return [item for item in profile.items if item.kind in kinds and any(
            frame.path == path and frame.line == row for frame in item.call_path)]

    claimed: set[int] = set()
    measured: list[tuple[float, float, Diagnostic]] = []
    rest: list[Diagnostic] = []
    not_seen: list[Diagnostic] = []
    for diagnostic in static:
        path = shown_of.get(os.path.realpath(diagnostic.filename))
        row = diagnostic.location.row
        kinds = KINDS_OF_CODE.get(diagnostic.code, ())
        if path is None or diagnostic.cell is not None or not profile.ran_line(path, row):
            rest.append(dataclasses.replace(
                diagnostic, message=f"{diagnostic.message} (not reached in the profiled steps)",
                measured=_status("not-reached", profile)))
            continue
        found = items_on(path, row, kinds)
        if found:
            claimed.update(id(item) for item in found)
            marked = dataclasses.replace(
                diagnostic, message=f"{diagnostic.message} (measured: {_cost_text(found)})",
                measured=measured_object(found, profile))
            measured.append((sum(i.saving_us for i in found), sum(i.cost_us for i in found),
                             marked))
        elif not kinds:  # float32 training, an unfused optimizer: no signature in a trace
            rest.append(dataclasses.replace(
                diagnostic, message=f"{diagnostic.message} (not measurable from a trace)",
                measured=_status("not-measurable", profile)))
        elif not profile.has_device and all(kind in DEVICE_KINDS for kind in kinds):
            rest.append(dataclasses.replace(
                diagnostic, message=f"{diagnostic.message} (not measured: no accelerator in "
                                    "this run)",
                measured=_status("no-device", profile)))
        else:
            marked = dataclasses.replace(
                diagnostic, message=f"{diagnostic.message} (not seen in this run)",
                measured=_status("not-seen", profile))
            not_seen.append(marked)
            rest.append(marked)
    lines = dict(static_lines or {})
    sources: dict[Path, list[str]] = {}  # each user file read once
    for item in profile.items:
        if id(item) in claimed:
            continue
        filename = _display(root / item.path)
        text = _line_text(sources, root / item.path, item.line)
        lines[(filename, item.line)] = text
        start = len(text) - len(text.lstrip()) + 1
        code = PROFILE_KIND_CODES[item.kind]
        diagnostic = Diagnostic(
            code=code, name=PROFILE_CODES[code], message=_profile_message(item),
            filename=filename, location=Location(item.line, start),
            end_location=Location(item.line, max(len(text.rstrip()) + 1, start + 1)),
            severity="warning", context="hot", measured=measured_object([item], profile))
        measured.append((item.saving_us, item.cost_us, diagnostic))
    measured.sort(key=lambda entry: (-entry[0], -entry[1], entry[2].sort_key()))
    rest.sort(key=Diagnostic.sort_key)
    notes = []
    if profile.step_source.startswith("whole trace"):
        notes.append("the trace has no ProfilerStep annotations: the whole trace is one step")
    if not profile.has_device:
        notes.append("no accelerator in this trace: syncs and copies cannot be measured")
    return ProfileReport(profile, [entry[2] for entry in measured] + rest, not_seen, lines,
                         notes)


def _display(path: Path) -> str:
    try:
        relative = os.path.relpath(path)
    except ValueError:
        return str(path)
    return str(path) if relative.startswith("..") else relative


def _line_text(sources: dict[Path, list[str]], path: Path, line: int) -> str:
    if path not in sources:
        try:
            sources[path] = path.read_text(encoding="utf-8", errors="replace").split("\n")
        except OSError:
            sources[path] = []
    text = sources[path]
    return text[line - 1] if 0 < line <= len(text) else ""


def summary_text(report: ProfileReport) -> str:
    """The part of the text report after the findings: the step, its breakdown, the top five
    costs with what to change, and what the run did not confirm."""
    profile = report.profile
    out = [f"Profile: {profile.steps} step{'s' if profile.steps != 1 else ''} "
           f"({profile.step_source}), {duration(profile.mean_step_us)} per step (median "
           f"{duration(profile.median_step_us)})"]
    out += [f"note: {note}" for note in report.notes]
    out.append("")
    out.append("Where a step's time goes (mean per step):")
    total = profile.mean_step_us or 1.0
    for name, value in profile.breakdown.items():
        out.append(f"  {name:<36} {duration(value):>10}  {value / total:6.1%}")
    out.append("")
    top = [d for d in report.diagnostics
           if d.measured and d.measured.get("status") == "measured"][:5]
    if top:
        out.append("Top costs of a step (by predicted saving):")
        for number, diagnostic in enumerate(top, start=1):
            data = diagnostic.measured
            kind = data["kind"]
            out.append(f"  {number}. {diagnostic.filename}:{diagnostic.location.row}  "
                       f"{diagnostic.code}  {duration(data['time_per_step_ms'] * 1000)}"
                       f" per step ({data['share_of_step']:.1%}), "
                       f"{_count(data['count_per_step'])}x per step, predicted saving "
                       f"{duration(data['predicted_saving_ms'] * 1000)}")
            if len(data["call_path"]) > 1:
                out.append(f"     via {' -> '.join(data['call_path'])}")
            advice = ADVICE.get(kind, "see the rule page")
            out.append(f"     change: {advice} (`torchlint rule {diagnostic.code}`)")
    else:
        out.append("Top costs of a step: nothing this run measured is attributable to a "
                   "user line")
    out.append("")
    statuses = [d.measured.get("status") for d in report.diagnostics
                if d.measured and not d.code.startswith("TL9")]
    if statuses:
        counts = {name: statuses.count(name) for name in
                  ("measured", "not-seen", "no-device", "not-measurable", "not-reached")}
        out.append("Static findings: " + ", ".join(
            f"{count} {name.replace('-', ' ')}" for name, count in counts.items() if count)
            + " (their code did not run in the profiled steps)" * bool(counts["not-reached"]))
        out.append("")
    if report.not_seen:
        out.append("Reported statically but not seen in this run:")
        for diagnostic in report.not_seen:
            out.append(f"  {diagnostic.filename}:{diagnostic.location.row}:"
                       f"{diagnostic.location.column}: {diagnostic.code} {diagnostic.name}")
    else:
        out.append("Reported statically but not seen in this run: none")
    return "\n".join(out) + "\n"


# -- --plot ---------------------------------------------------------------------------------

_MARKS = "#=+*%o:-.~"


def plot_text(profile: Profile, width: int = 50) -> str:
    """The per-step breakdown as text bars, one per step, with a legend."""
    names = [name for name in profile.breakdown]
    longest = max(profile.step_us) if profile.step_us else 1.0
    out = ["Per-step breakdown (each bar: one step, to scale):"]
    for number, (step, wall) in enumerate(zip(profile.per_step, profile.step_us), start=1):
        bar = ""
        for index, name in enumerate(names):
            bar += _MARKS[index % len(_MARKS)] * round(step.get(name, 0.0) / longest * width)
        out.append(f"  step {number:>2} {duration(wall):>10} |{bar}")
    out.append("  legend: " + ", ".join(f"{_MARKS[i % len(_MARKS)]} {name}"
                                         for i, name in enumerate(names)))
    return "\n".join(out) + "\n"


_COLOURS = ("#4c72b0", "#55a868", "#c44e52", "#8172b2", "#ccb974", "#64b5cd", "#8c8c8c",
            "#dd8452", "#937860", "#da8bc3")


def plot_svg(profile: Profile) -> str:
    """The per-step breakdown as a stacked bar chart (SVG, no dependencies)."""
    names = list(profile.breakdown)
    longest = max(profile.step_us) if profile.step_us else 1.0
    width, left, bar, gap = 640, 90, 22, 8
    height = 40 + len(profile.step_us) * (bar + gap) + 20 * len(names) + 20
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width + left + 20}" '
             f'height="{height}" font-family="sans-serif" font-size="12">',
             f'<text x="10" y="20">Per-step breakdown ({escape(profile.step_source)})</text>']
    y = 35
    for number, (step, wall) in enumerate(zip(profile.per_step, profile.step_us), start=1):
        parts.append(f'<text x="10" y="{y + 15}">step {number}</text>')
        x = float(left)
        for index, name in enumerate(names):
            w = step.get(name, 0.0) / longest * width
            if w > 0:
                parts.append(f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="{bar}" '
                             f'fill="{_COLOURS[index % len(_COLOURS)]}"><title>'
                             f'{escape(name)}: {duration(step.get(name, 0.0))}</title></rect>')
            x += w
        parts.append(f'<text x="{x + 4:.1f}" y="{y + 15}">{duration(wall)}</text>')
        y += bar + gap
    y += 10
    for index, name in enumerate(names):
        parts.append(f'<rect x="10" y="{y}" width="12" height="12" '
                     f'fill="{_COLOURS[index % len(_COLOURS)]}"/>'
                     f'<text x="28" y="{y + 11}">{escape(name)}</text>')
        y += 20
    parts.append("</svg>")
    return "\n".join(parts) + "\n"
