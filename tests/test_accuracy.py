"""benchmarks/accuracy.py: the review files, the sampling, the recall account and the report.

The default tests are cheap: they read the committed CSVs and docs/accuracy.md and run the
script's pieces on tiny inputs. The whole-corpus run is marked slow.
"""

from __future__ import annotations

import csv
import importlib.util
import re
import sys
from pathlib import Path

import pytest

from torchlint import registry

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "accuracy.py"


def _load():  # noqa: ANN202 - the benchmarks folder is not a package
    spec = importlib.util.spec_from_file_location("accuracy", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["accuracy"] = module
    spec.loader.exec_module(module)
    return module


accuracy = _load()


def _finding(path: str, line: int, code: str = "TL101", column: int = 1):  # noqa: ANN202
    return accuracy.Finding(path, line, column, code, line, "message")


# -- the review files -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("path", "allowed"),
    [(accuracy.PRECISION_CSV, ("tp", "fp")), (accuracy.RECALL_CSV, ("silent", "miss"))],
    ids=["precision", "recall"],
)
def test_review_csv_is_well_formed(path: Path, allowed: tuple[str, ...]) -> None:
    assert path.is_file()
    verdicts = accuracy.read_verdicts(path, allowed)  # raises on a bad header, verdict, duplicate
    codes = {rule.code for rule in registry.all_rules()}
    for (file, line, code), verdict in verdicts.items():
        assert file.split("/", 1)[0] in accuracy.PROJECTS, file
        assert file.endswith(".py") and line >= 1
        assert code in codes, f"{file}:{line}: unknown code {code}"
        # one line of our own words, not a copy of the corpus's code
        assert "\n" not in verdict.reason and len(verdict.reason) <= 200, verdict.reason


def test_read_verdicts_rejects_a_bad_verdict(tmp_path: Path) -> None:
    path = tmp_path / "review.csv"
    path.write_text("path,line,code,verdict,reason\ntimm/a.py,3,TL101,maybe,unsure\n", encoding="utf-8")
    with pytest.raises(ValueError, match="verdict must be one of"):
        accuracy.read_verdicts(path, ("tp", "fp"))


def test_read_verdicts_rejects_a_missing_reason(tmp_path: Path) -> None:
    path = tmp_path / "review.csv"
    path.write_text("path,line,code,verdict,reason\ntimm/a.py,3,TL101,tp, \n", encoding="utf-8")
    with pytest.raises(ValueError, match="needs a line number and a reason"):
        accuracy.read_verdicts(path, ("tp", "fp"))


# -- sampling -------------------------------------------------------------------------------
def test_small_rules_are_reviewed_in_full() -> None:
    findings = [_finding(f"timm/f{i}.py", i) for i in range(12)]
    assert accuracy.sample(findings)["TL101"] == sorted(findings)


def test_sample_is_thirty_and_does_not_depend_on_order() -> None:
    findings = [_finding(f"timm/f{i % 7}.py", i) for i in range(200)]
    first = accuracy.sample(findings)["TL101"]
    again = accuracy.sample(list(reversed(findings)))["TL101"]
    assert len(first) == accuracy.SAMPLE_SIZE
    assert first == again


def test_sample_is_fixed_by_the_seed() -> None:
    # A change of seed or hashing would silently invalidate every committed verdict.
    findings = [_finding("timm/models/a.py", line) for line in range(1, 101)]
    lines = [f.line for f in accuracy.sample(findings, size=5)["TL101"]]
    assert lines == EXPECTED_SAMPLE_LINES


EXPECTED_SAMPLE_LINES = [10, 39, 56, 79, 80]


def test_removing_one_finding_changes_at_most_one_sampled() -> None:
    findings = [_finding("timm/models/a.py", line) for line in range(1, 101)]
    before = accuracy.sample(findings)["TL101"]
    after = accuracy.sample([f for f in findings if f != before[0]])["TL101"]
    assert len(set(before) - set(after)) == 1


def test_engine_codes_are_not_sampled() -> None:
    findings = [_finding("timm/a.py", 1, "TL001"), _finding("timm/a.py", 2, "TL202")]
    assert set(accuracy.sample(findings)) == {"TL202"}


# -- the committed report -------------------------------------------------------------------
REPORT = ROOT / "docs" / "accuracy.md"


def _precision_rows() -> dict[str, list[str]]:
    text = REPORT.read_text(encoding="utf-8")
    section = text.split("## Precision", 1)[1].split("## Recall", 1)[0]
    rows = {}
    for line in section.splitlines():
        match = re.match(r"^\| (TL\d{3}) ", line)
        if match:
            rows[match.group(1)] = [cell.strip() for cell in line.strip("|").split("|")]
    return rows


def test_report_says_how_to_reproduce() -> None:
    assert accuracy.COMMAND in REPORT.read_text(encoding="utf-8")


def test_report_covers_every_rule_and_every_sampled_finding() -> None:
    rows = _precision_rows()
    assert set(rows) == {rule.code for rule in registry.all_rules()}, "rerun benchmarks/accuracy.py"
    for code, cells in rows.items():
        assert "unreviewed" not in cells[4], f"{code}: sampled findings without a verdict"


def test_report_verdicts_match_the_csv() -> None:
    """The report's reviewed and false-positive counts are backed by rows of the CSV."""
    verdicts = accuracy.read_verdicts(accuracy.PRECISION_CSV, ("tp", "fp"))
    for code, cells in _precision_rows().items():
        reviewed, false_positives = int(cells[2]), int(cells[3])
        rows = [v for v in verdicts.values() if v.code == code]
        assert len(rows) >= reviewed, code
        assert sum(v.verdict == "fp" for v in rows) >= false_positives, code


def test_rules_below_the_bar_are_in_preview() -> None:
    for code, cells in _precision_rows().items():
        rule = registry.rule_by_code(code)
        assert rule is not None
        if cells[5] == "**no**":
            assert rule.preview, f"{code} misses the precision bar but is on by default"
        assert cells[6] == ("preview" if rule.preview else "default"), f"{code}: report is stale"


def test_report_has_no_unreviewed_recall_hits() -> None:
    assert "not yet reviewed" not in REPORT.read_text(encoding="utf-8")


# -- the recall account on small inputs -----------------------------------------------------
def _account(tmp_path: Path, source: str, findings=()):  # noqa: ANN001, ANN202
    (tmp_path / "timm").mkdir()
    (tmp_path / "timm" / "m.py").write_text(source, encoding="utf-8")
    return [
        (hit.line, hit.code, reported, reason)
        for hit, reported, reason in accuracy.recall_account(tmp_path, ["timm/m.py"], list(findings))
    ]


def test_recall_explains_correct_silences(tmp_path: Path) -> None:
    source = (
        "import torch\n"
        "import torch.nn.functional as F\n"
        "from torch.utils.data import DataLoader\n"
        "x = torch.zeros(3, device='cuda').to('cuda')\n"
        "y = torch.zeros(3).half().cuda()\n"
        "z = torch.ones(3).to(torch.float16)\n"
        "a = t.detach().cpu().numpy()\n"
        "b = t.argmax(-1).cpu().numpy()\n"
        "c = t.cpu().byte().numpy()\n"
        "loader = DataLoader(ds, pin_memory=True)\n"
        "out = F.dropout(h, 0.1, training=False)\n"
        "# torch.rand(3).cuda() in a comment\n"
    )
    assert _account(tmp_path, source) == [
        (4, "TL101", False, "the factory already passes `device=`"),
        (5, "TL101", False, "another call between factory and move (`.half().cuda()`)"),
        (6, "TL101", False, "`.to()` argument is not device-like (a dtype, a tensor, another name)"),
        (7, "TL202", False, "`.detach()` before `.cpu()`"),
        (8, "TL202", False, "an operation whose result never requires grad before `.cpu()`"),
        (9, "TL202", False, "an integer or bool conversion between `.cpu()` and `.numpy()`"),
        (10, "TL301", False, "`pin_memory` passed"),
        (11, "TL401", False, "`training=` passed"),
        (12, "TL101", False, "in a string or comment"),
    ]


def test_recall_leaves_real_patterns_unexplained(tmp_path: Path) -> None:
    """A hit that matches the rule's pattern is never excused by the account."""
    source = (
        "import torch\n"
        "import torch.nn.functional as F\n"
        "from torch.utils.data import DataLoader\n"
        "x = torch.rand(3).cuda()\n"
        "n = t.cpu().numpy()\n"
        "loader = DataLoader(ds)\n"
        "out = F.dropout(h, 0.1)\n"
        "w = torch.empty(2)\n"
        "w = w.to(device)\n"
    )
    rows = _account(tmp_path, source)
    assert [(line, code, reason) for line, code, _, reason in rows] == [
        (4, "TL101", accuracy.UNEXPLAINED),
        (5, "TL202", accuracy.UNEXPLAINED),
        (6, "TL301", accuracy.UNEXPLAINED),
        (7, "TL401", accuracy.UNEXPLAINED),
        (8, "TL101", accuracy.UNEXPLAINED),
    ]


def test_recall_counts_a_finding_on_the_line_as_reported(tmp_path: Path) -> None:
    source = "import torch\nx = torch.rand(3).cuda()\n"
    assert _account(tmp_path, source, [_finding("timm/m.py", 2)]) == [(2, "TL101", True, "")]


@pytest.mark.slow
def test_whole_corpus_every_finding_and_hit_has_a_verdict() -> None:
    from conftest import corpus

    root = corpus(*accuracy.LIBS)
    corpus("train")
    files = accuracy.corpus_files(root)
    findings = accuracy.lint(root, files, ["ALL"], 2)
    verdicts = accuracy.read_verdicts(accuracy.PRECISION_CSV, ("tp", "fp"))
    assert [f"{f.path}:{f.line} {f.code}" for f in accuracy.unreviewed(findings, verdicts)] == []
    recall = accuracy.read_verdicts(accuracy.RECALL_CSV, ("silent", "miss"))
    pending = [
        f"{hit.path}:{hit.line} {hit.code}"
        for hit, reported, reason in accuracy.recall_account(root, files, findings)
        if not reported and reason == accuracy.UNEXPLAINED and hit.key not in recall
    ]
    assert pending == []


# -- the preview set ------------------------------------------------------------------------
def test_preview_rules_are_opt_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A rule below the bar is off by default; `--preview` or `preview = true` turns it on."""
    from click.testing import CliRunner

    from torchlint.cli import main

    assert registry.rule_by_code("TL202").preview
    (tmp_path / "a.py").write_text("import torch\ny = model(x).cpu().numpy()\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)

    def codes(*args: str) -> list[str]:
        result = CliRunner().invoke(main, ["check", "--output-format", "concise", "--quiet", *args, "a.py"])
        return [line.split(": ", 1)[1].split(" ", 1)[0] for line in result.stdout.splitlines()]

    assert codes() == []
    assert codes("--preview") == ["TL202"]
    assert codes("--select", "TL2") == []
    assert codes("--select", "TL2", "--preview") == ["TL202"]
    assert codes("--select", "TL202") == ["TL202"]  # naming the code is an explicit request
    (tmp_path / "pyproject.toml").write_text("[tool.torchlint]\npreview = true\n", encoding="utf-8")
    assert codes() == ["TL202"]
    assert codes("--no-preview") == []
