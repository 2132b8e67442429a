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
def _check_row(file: str, line: int, code: str, reasons: list[str]) -> None:
    codes = {rule.code for rule in registry.all_rules()}
    assert file.split("/", 1)[0] in accuracy.PROJECTS, file
    assert file.endswith(".py") and line >= 1
    assert code in codes, f"{file}:{line}: unknown code {code}"
    for reason in reasons:  # one line of our own words, not a copy of the corpus's code
        assert "\n" not in reason and len(reason) <= 200, reason


def test_precision_review_is_well_formed() -> None:
    reviews = accuracy.read_reviews(accuracy.PRECISION_CSV)  # raises on a bad row
    assert reviews
    for (file, line, code), review in reviews.items():
        _check_row(file, line, code, [review.spec_reason, review.user_reason])


def test_recall_review_is_well_formed() -> None:
    verdicts = accuracy.read_verdicts(accuracy.RECALL_CSV, ("silent", "miss"))
    for (file, line, code), verdict in verdicts.items():
        _check_row(file, line, code, [verdict.reason])


@pytest.mark.parametrize(
    ("row", "error"),
    [
        ("timm/a.py,3,TL101,maybe,unsure,,", "spec must be one of"),
        ("timm/a.py,3,TL101,tp,ok,perhaps,unsure", "user must be one of"),
        ("timm/a.py,3,TL101,,,yes,", "user needs a verdict and a reason"),
        ("timm/a.py,3,TL101,,,,", "no verdict"),
        ("timm/a.py,x,TL101,tp,ok,,", "needs a line number"),
    ],
)
def test_read_reviews_rejects_a_bad_row(tmp_path: Path, row: str, error: str) -> None:
    path = tmp_path / "review.csv"
    path.write_text(",".join(accuracy.PRECISION_FIELDS) + "\n" + row + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=error):
        accuracy.read_reviews(path)


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


# columns of the precision table
SHOWN, SPEC_REVIEWED, SPEC_FP, SPEC_PRECISION, USER_SEED, USER_REVIEWED, USER_NO, USER_PRECISION, \
    MEETS, SET = range(2, 12)


def test_report_says_how_to_reproduce() -> None:
    assert accuracy.COMMAND in REPORT.read_text(encoding="utf-8")


def test_report_covers_every_rule_and_every_sampled_finding() -> None:
    rows = _precision_rows()
    assert set(rows) == {rule.code for rule in registry.all_rules()}, "rerun benchmarks/accuracy.py"
    for code, cells in rows.items():
        assert "unreviewed" not in cells[SPEC_PRECISION] + cells[USER_PRECISION], (
            f"{code}: sampled findings without a verdict"
        )


def test_report_counts_are_exactly_the_csv_verdicts() -> None:
    """Each figure of the precision table is recounted from the review rows of the sampled
    findings: a report that understates false positives (or overstates reviews) fails."""
    import json

    data = json.loads(accuracy.SAMPLES.read_text(encoding="utf-8"))
    reviews = accuracy.read_reviews(accuracy.PRECISION_CSV)
    assert data["spec_seed"] == accuracy.SEED
    for code, cells in _precision_rows().items():
        t = accuracy.tally(data, reviews, code)
        assert cells[USER_SEED] == f"`{accuracy.user_seed(code)}`", f"{code}: rerun the report"
        if code in data["rules"]:
            assert data["rules"][code]["user_seed"] == accuracy.user_seed(code), code
        assert int(cells[SPEC_REVIEWED]) == t["spec_reviewed"] == t["spec_sampled"], code
        assert int(cells[SPEC_FP]) == t["spec_fp"], code
        assert int(cells[USER_REVIEWED]) == t["user_reviewed"] == t["user_sampled"], code
        assert int(cells[USER_NO]) == t["user_no"], code
        # a rule with more default findings than the sample size has a full sample
        assert t["user_sampled"] == min(int(cells[SHOWN]), accuracy.SAMPLE_SIZE), code


def test_tally_counts_what_the_rows_say(tmp_path: Path) -> None:
    data = {"spec_seed": accuracy.SEED, "rules": {"TL101": {
        "spec": ["timm/a.py:1", "timm/a.py:2", "timm/a.py:3"], "user_seed": "user-1",
        "user": ["timm/a.py:1", "timm/a.py:2"]}}}
    reviews = {
        ("timm/a.py", 1, "TL101"): accuracy.Review("timm/a.py", 1, "TL101", "tp", "r", "no", "r"),
        ("timm/a.py", 2, "TL101"): accuracy.Review("timm/a.py", 2, "TL101", "fp", "r", "no", "r"),
        ("timm/a.py", 3, "TL101"): accuracy.Review("timm/a.py", 3, "TL101", "fp", "r", "", ""),
    }
    assert accuracy.tally(data, reviews, "TL101") == {
        "spec_sampled": 3, "spec_reviewed": 3, "spec_fp": 2,
        "user_sampled": 2, "user_reviewed": 2, "user_no": 2,
    }
    del reviews[("timm/a.py", 2, "TL101")]
    assert accuracy.tally(data, reviews, "TL101")["user_reviewed"] == 1


def test_rules_below_the_bar_are_in_preview() -> None:
    for code, cells in _precision_rows().items():
        rule = registry.rule_by_code(code)
        assert rule is not None
        if cells[MEETS] == "**no**":
            assert rule.preview, f"{code} misses the user-precision bar but is stable"
            assert not rule.default or rule.preview, f"{code} misses the bar but is on by default"
        # the library review decides preview or stable; user code decides on or off by default
        assert cells[SET] == ("preview" if rule.preview else "stable"), f"{code}: report is stale"


def test_user_samples_come_from_default_findings_only() -> None:
    findings = [
        accuracy.Finding("timm/a.py", 1, 1, "TL101", 1, "m"),
        accuracy.Finding("timm/a.py", 2, 1, "TL101", 2, "m (pedantic: runs once)", "runs once"),
    ]
    samples = accuracy.samples_of(findings)
    assert [f.line for f in samples["spec"]["TL101"]] == [1, 2]
    assert [f.line for f in samples["user"]["TL101"]] == [1]


def test_a_new_user_seed_draws_a_fresh_sample() -> None:
    findings = [_finding("timm/models/a.py", line) for line in range(1, 201)]
    first = accuracy.sample(findings, seed="user-1")["TL101"]
    second = accuracy.sample(findings, seed="user-2")["TL101"]
    assert len(set(first) & set(second)) < 10


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
        "loader = DataLoader(ds, pin_memory=pin)\n"
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
    reviews = accuracy.read_reviews(accuracy.PRECISION_CSV)
    assert [f"{kind} {f.path}:{f.line} {f.code}" for kind, f in accuracy.unreviewed(findings, reviews)] == []
    recall = accuracy.read_verdicts(accuracy.RECALL_CSV, ("silent", "miss"))
    account = accuracy.recall_account(root, files, findings)
    assert [f"{hit.path}:{hit.line} {hit.code}" for hit, _ in accuracy.unread_hits(account, recall)] == []


# -- the preview set ------------------------------------------------------------------------
@pytest.mark.real_defaults
def test_preview_rules_are_opt_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A rule below the bar is off by default, and `ALL` or a prefix reaches it only with
    `--preview` or `preview = true` (which rules a plain check runs: tests/test_v3_defaults.py)."""
    from click.testing import CliRunner

    from torchlint.cli import main

    assert registry.rule_by_code("TL403").preview
    (tmp_path / "a.py").write_text("import torch\nm = torch.nn.DataParallel(m)\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)

    def codes(*args: str) -> list[str]:
        result = CliRunner().invoke(main, ["check", "--output-format", "concise", "--quiet", *args, "a.py"])
        return [line.split(": ", 1)[1].split(" ", 1)[0] for line in result.stdout.splitlines()]

    assert codes() == []
    assert codes("--select", "ALL") == []
    assert codes("--select", "ALL", "--preview") == ["TL403"]
    assert codes("--select", "TL40") == []
    assert codes("--select", "TL40", "--preview") == ["TL403"]
    assert codes("--select", "TL403") == ["TL403"]  # naming the code is an explicit request
    (tmp_path / "pyproject.toml").write_text("[tool.torchlint]\npreview = true\n", encoding="utf-8")
    assert codes("--select", "ALL") == ["TL403"]
    assert codes("--select", "ALL", "--no-preview") == []


def test_recall_leaves_pinned_copies_syncs_and_evals_to_the_review(tmp_path: Path) -> None:
    source = (
        "import torch\n"
        "loader = DataLoader(ds, pin_memory=True)\n"
        "for x, y in loader:\n"
        "    x = x.to(device)\n"
        "    loss = model(x).sum()\n"
        "    loss.backward()\n"
        "    total += loss.item()\n"
        "model.eval()  # then model(x).item()\n"
    )
    rows = _account(tmp_path, source)
    assert [(line, code, reason) for line, code, _, reason in rows if code != "TL301"] == [
        (4, "TL102", accuracy.UNEXPLAINED),
        (7, "TL201", accuracy.UNEXPLAINED),
        (8, "TL201", "in a string or comment"),
        (8, "TL402", accuracy.UNEXPLAINED),
    ]


def test_recall_leaves_test_files_and_pedantic_findings_apart(tmp_path: Path) -> None:
    (tmp_path / "timm" / "tests").mkdir(parents=True)
    (tmp_path / "timm" / "tests" / "t.py").write_text("import torch\nx = torch.rand(3).cuda()\n")
    (tmp_path / "timm" / "m.py").write_text("import torch\nx = torch.rand(3).cuda()\n")
    hidden = accuracy.Finding("timm/m.py", 2, 5, "TL101", 2, "m (pedantic: runs once)", "runs once")
    account = accuracy.recall_account(tmp_path, ["timm/m.py", "timm/tests/t.py"], [hidden])
    assert [(h.path, reason) for h, _, reason in account] == [
        ("timm/m.py", accuracy.PEDANTIC + "runs once"),
        ("timm/tests/t.py", accuracy.TEST_FILE),
    ]
    assert accuracy.needs_review(accuracy.PEDANTIC + "runs once")
    assert [h.path for h in accuracy.recall_sample(account)["TL101"]] == ["timm/m.py"]
