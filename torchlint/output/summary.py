"""The closing lines shared by the text and concise formats."""

from __future__ import annotations

from torchlint.output import OutputReport


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def fix_marker(report: OutputReport, diagnostic) -> str:  # noqa: ANN001
    fix = diagnostic.fix
    return " [*]" if fix is not None and fix.applies(report.unsafe_fixes) else ""


def summary(report: OutputReport) -> str:
    found = len(report.diagnostics)
    if report.mode == "fix":
        if found == 0:
            return f"Found {plural(report.fixed, 'error')} ({report.fixed} fixed, 0 remaining).\n" if report.fixed else "All checks passed!\n"
        total = found + report.fixed
        lines = [f"Found {plural(total, 'error')} ({report.fixed} fixed, {found} remaining)."]
    else:
        if found == 0:
            return "All checks passed!\n"
        lines = [f"Found {plural(found, 'error')}."]
    fixable = sum(1 for d in report.diagnostics if d.fix and d.fix.applies(report.unsafe_fixes))
    hidden = sum(
        1 for d in report.diagnostics if d.fix and not d.fix.applies(report.unsafe_fixes)
        and d.fix.applicability.value == "unsafe"
    )
    fixes = "fix" if hidden == 1 else "fixes"
    if report.mode == "check" and fixable:
        line = f"[*] {fixable} fixable with `torchlint fix`"
        if hidden:
            line += f" ({hidden} more with --unsafe-fixes)"
        lines.append(line + ".")
    elif report.mode == "check" and hidden:
        lines.append(f"No safe fixes available ({hidden} {fixes} with --unsafe-fixes).")
    elif report.mode == "fix" and hidden:
        lines.append(f"{hidden} more {fixes} available with --unsafe-fixes.")
    return "\n".join(lines) + "\n"
