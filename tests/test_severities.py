"""Severities (issue 28): bug rules are errors, performance rules warnings; `severity` in the
configuration changes a rule's, `fail-on` / --fail-on decides which fail a run, and every
format carries the severity."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint import registry
from torchlint.cli import main

PERF = 'import torch\nfor i in range(3):\n    x = torch.zeros(3).to("cuda")\n'
BUG = "import torch\n\ndef f(model, x):\n    y = model(x)\n    return y.cpu().numpy()\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "perf.py").write_text(PERF)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def check(*args: str):  # noqa: ANN201
    return CliRunner().invoke(main, ["check", "-n", *args])


def test_bug_rules_are_errors_and_performance_rules_warnings() -> None:
    severities = {rule.code: rule.severity for rule in registry.all_rules()}
    assert {code for code, s in severities.items() if s == "error"} == {
        "TL103", "TL104", "TL202", "TL203", "TL401"}
    assert set(severities.values()) == {"error", "warning"}


def test_the_summary_counts_by_severity(project: Path) -> None:
    assert check("perf.py").stdout.splitlines()[-2] == "Found 1 warning."
    (project / "bug.py").write_text(BUG)
    out = check("--select", "TL101,TL202", ".").stdout
    assert "Found 2 findings: 1 error, 1 warning." in out


def test_configured_severity_most_specific_wins(project: Path) -> None:
    (project / "pyproject.toml").write_text(
        '[tool.torchlint]\nseverity = {TL1 = "error", TL101 = "info"}\n')
    rows = json.loads(check("--output-format", "json", "perf.py").stdout)
    assert rows[0]["severity"] == "info"
    assert "::notice file=perf.py" in check("--output-format", "github", "perf.py").stdout
    sarif = json.loads(check("--output-format", "sarif", "perf.py").stdout)
    assert sarif["runs"][0]["results"][0]["level"] == "note"
    gitlab = json.loads(check("--output-format", "gitlab", "perf.py").stdout)
    assert gitlab[0]["severity"] == "info"
    (project / "pyproject.toml").write_text('[tool.torchlint]\nseverity = {TL101 = "fatal"}\n')
    bad = check("perf.py")
    assert bad.exit_code == 2 and "severity" in bad.stderr


def test_fail_on_keeps_ci_failing_on_bugs_only(project: Path) -> None:
    assert check("perf.py").exit_code == 1
    assert check("--fail-on", "error", "perf.py").exit_code == 0
    (project / "pyproject.toml").write_text('[tool.torchlint]\nfail-on = "error"\n')
    ok = check("perf.py")
    assert ok.exit_code == 0 and "Found 1 warning." in ok.stdout  # still shown
    (project / "bug.py").write_text(BUG)
    assert check("--select", "TL202", "bug.py").exit_code == 1
    assert check("--fail-on", "info", "perf.py").exit_code == 1  # the option wins
