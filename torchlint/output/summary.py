"""The closing lines shared by the text and concise formats."""

from __future__ import annotations

from torchlint.output import OutputReport
from torchlint.output.style import paint


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


_WORDS = {"error": "error", "warning": "warning", "info": "info finding"}


def counted(diagnostics) -> str:  # noqa: ANN001
    """``diagnostics`` counted by severity: "2 errors", "3 warnings", or "5 findings" when
    they are of several severities (``tally`` then says which)."""
    severities = {d.severity for d in diagnostics}
    if len(severities) == 1:
        return plural(len(diagnostics), _WORDS.get(severities.pop(), "error"))
    return plural(len(diagnostics), "finding" if diagnostics else "error")


def tally(diagnostics) -> str:  # noqa: ANN001
    """": 1 error, 2 warnings" for findings of several severities, else nothing."""
    counts = {s: sum(1 for d in diagnostics if d.severity == s) for s in _WORDS}
    if sum(1 for n in counts.values() if n) < 2:
        return ""
    return ": " + ", ".join(plural(n, _WORDS[s]) if s != "info" else f"{n} info"
                            for s, n in counts.items() if n)


def fix_marker(report: OutputReport, diagnostic) -> str:  # noqa: ANN001
    fix = diagnostic.fix
    if fix is None or not fix.applies(report.unsafe_fixes):
        return ""
    return " " + paint(report, "[*]", fg="cyan")


def applied_fixes(report: OutputReport) -> str:
    """`--show-fixes`: what was fixed, per file and rule, as Ruff lists it."""
    if not report.fixed_diagnostics:
        return "No errors fixed.\n\n" if report.show_fixes and report.mode == "fix" else ""
    by_file: dict[str, dict[tuple[str, str], int]] = {}
    for diagnostic in report.fixed_diagnostics:
        rules = by_file.setdefault(diagnostic.filename, {})
        key = (diagnostic.code, diagnostic.name)
        rules[key] = rules.get(key, 0) + 1
    lines = [f"Fixed {counted(report.fixed_diagnostics)}:"]
    for filename, rules in by_file.items():
        lines.append(f"- {paint(report, filename, bold=True)}:")
        for (code, name), count in sorted(rules.items()):
            lines.append(f"    {count} × {paint(report, code, fg='red', bold=True)} ({name})")
    return "\n".join(lines) + "\n\n"


def summary(report: OutputReport) -> str:
    found = len(report.diagnostics)
    shown = applied_fixes(report) if report.show_fixes else ""
    every = [*report.diagnostics, *report.fixed_diagnostics]
    if report.mode == "fix":
        if found == 0 and report.fixed:
            lines = [f"Found {counted(every)} ({report.fixed} fixed, 0 remaining)."]
        elif found == 0:
            lines = ["All checks passed!"] if report.checked else []
        else:
            total = found + report.fixed
            noun = counted(every) if len(every) == total else plural(total, "error")
            lines = [f"Found {noun} ({report.fixed} fixed, {found} remaining)."]
    elif found == 0:
        lines = ["All checks passed!"] if report.checked else []
    else:
        lines = [f"Found {counted(report.diagnostics)}{tally(report.diagnostics)}."]
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
    for count, flag, why in report.hints:
        lines.append(f"{plural(count, 'more finding')} with `{flag}` ({why}).")
    return shown + "".join(line + "\n" for line in lines)
