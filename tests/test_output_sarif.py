"""`--output-format sarif`: valid against the published SARIF 2.1.0 schema (tests/data/, see
its README), rules described from the registry, results where the findings are, and fixes
that, applied as SARIF says, give what `torchlint fix` writes."""

from __future__ import annotations

import inspect
import json
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner

from torchlint import metadata, registry
from torchlint.cli import main
from torchlint.diagnostics import DOCS_URL, Diagnostic, Location
from torchlint.output import OutputReport, renderer

SCHEMA = json.loads(
    (Path(__file__).parent / "data" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8")
)
# `x.sigmoid()`: a receiver known to be a tensor (TL202 adds no `.detach()` to others)
TRAIN = 'import torch\n\nx = torch.zeros(3).to("cuda")\ny = x.sigmoid().cpu().numpy()\n'
ODD = "import torch\n\nnoise = torch.randn(8).cuda()  # é\n"


def validate(log: dict) -> None:
    validator = jsonschema.Draft4Validator(
        SCHEMA, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER
    )
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
    assert [f"{list(e.absolute_path)}: {e.message}" for e in errors] == []


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "train.py").write_text(TRAIN, encoding="utf-8")
    # every rule, whether on by default or in preview: these tests are about SARIF, not selection
    (tmp_path / "pyproject.toml").write_text('[tool.torchlint]\nselect = ["ALL"]\npreview = true\n',
                                             encoding="utf-8")
    (tmp_path / "sub dir").mkdir()
    (tmp_path / "sub dir" / "odd.py").write_text(ODD, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def sarif(*args: str) -> tuple[int, dict]:
    result = CliRunner().invoke(main, ["check", "--output-format", "sarif", *args],
                                catch_exceptions=False)
    return result.exit_code, json.loads(result.stdout)


def test_the_schema_is_the_real_one() -> None:
    # A validator that accepts everything proves nothing: the schema must reject a broken log.
    assert SCHEMA["id"].endswith("/sarif-schema-2.1.0.json")
    broken = {"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": []}]}
    with pytest.raises(AssertionError, match="'name' is a required property"):
        validate(broken)


def test_log_is_valid_sarif(project: Path) -> None:
    code, log = sarif("train.py", "sub dir/odd.py")
    assert code == 1
    validate(log)
    assert log["version"] == "2.1.0"
    run = log["runs"][0]
    assert run["tool"]["driver"]["name"] == "torchlint"
    assert run["columnKind"] == "unicodeCodePoints"
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == project.as_uri() + "/"


def test_clean_run_is_valid_with_no_results(project: Path) -> None:
    Path("clean.py").write_text("x = 1\n", encoding="utf-8")
    code, log = sarif("clean.py")
    assert code == 0
    validate(log)
    assert log["runs"][0]["results"] == []


def test_every_rule_is_described_from_its_docstring(project: Path) -> None:
    _, log = sarif("train.py")
    rules = {rule["id"]: rule for rule in log["runs"][0]["tool"]["driver"]["rules"]}
    assert set(rules) == {r.code for r in registry.all_rules()} | {"TL001", "TL002", "TL003"}
    for rule in registry.all_rules():
        described = rules[rule.code]
        assert described["name"] == rule.name
        assert described["helpUri"] == DOCS_URL.format(code=rule.code)
        assert described["help"]["markdown"] == inspect.getdoc(rule)
        assert described["shortDescription"]["text"].endswith(".")
        assert described["shortDescription"]["text"] in described["fullDescription"]["text"]
        assert "\n" not in described["fullDescription"]["text"]
    tl101 = rules["TL101"]
    assert tl101["shortDescription"]["text"].startswith(
        "Flags a tensor factory whose result is moved to an accelerator right away")


def test_results_point_at_the_findings(project: Path) -> None:
    _, log = sarif("train.py", "sub dir/odd.py")
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    seen = []
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        location = result["locations"][0]["physicalLocation"]
        seen.append((result["ruleId"], location["artifactLocation"], location["region"]))
    assert seen == [
        ("TL101", {"uri": "train.py", "uriBaseId": "%SRCROOT%"},
         {"startLine": 3, "startColumn": 5, "endLine": 3, "endColumn": 30}),
        ("TL202", {"uri": "train.py", "uriBaseId": "%SRCROOT%"},
         {"startLine": 4, "startColumn": 5, "endLine": 4, "endColumn": 30}),
        ("TL101", {"uri": "sub%20dir/odd.py", "uriBaseId": "%SRCROOT%"},
         {"startLine": 3, "startColumn": 9, "endLine": 3, "endColumn": 30}),
    ]
    assert run["results"][0]["message"]["text"].startswith("`torch.zeros` creates the tensor")
    assert run["results"][0]["level"] == "warning"  # a performance finding


def _apply(text: str, replacements: list[dict]) -> str:
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(row: int, column: int) -> int:
        return starts[row - 1] + column - 1

    spans = []
    for replacement in replacements:
        region = replacement["deletedRegion"]
        spans.append((offset(region["startLine"], region["startColumn"]),
                      offset(region["endLine"], region["endColumn"]),
                      replacement.get("insertedContent", {}).get("text", "")))
    for start, end, content in sorted(spans, reverse=True):
        text = text[:start] + content + text[end:]
    return text


def test_fixes_reproduce_what_torchlint_fix_writes(project: Path) -> None:
    _, log = sarif("train.py", "sub dir/odd.py")
    by_file: dict[str, list] = {}
    for result in log["runs"][0]["results"]:
        for fix in result.get("fixes", []):
            assert fix["description"]["text"]
            change = fix["artifactChanges"][0]
            if fix["properties"]["applicability"] == "safe":
                by_file.setdefault(change["artifactLocation"]["uri"], []).extend(change["replacements"])
    assert set(by_file) == {"train.py"}  # odd.py's randn fix is unsafe
    expected = _apply(TRAIN, by_file["train.py"])
    assert CliRunner().invoke(main, ["fix", "train.py"]).exit_code == 0
    assert Path("train.py").read_text(encoding="utf-8") == expected
    assert expected == (
        'import torch\n\nx = torch.zeros(3, device="cuda")\ny = x.sigmoid().detach().cpu().numpy()\n'
    )


def test_unsafe_fix_is_labelled(project: Path) -> None:
    _, log = sarif("sub dir/odd.py")
    (result,) = log["runs"][0]["results"]
    assert result["fixes"][0]["properties"] == {"applicability": "unsafe"}
    replaced = _apply(ODD, result["fixes"][0]["artifactChanges"][0]["replacements"])
    assert replaced == 'import torch\n\nnoise = torch.randn(8, device="cuda")  # é\n'


def test_notebook_cells_and_outside_paths(tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.py"
    report = OutputReport([
        Diagnostic("TL101", "tensor-created-then-moved", "slow", "nb.ipynb",
                   Location(2, 3), Location(2, 9), cell=3),
        Diagnostic("TL001", "syntax-error", "cannot parse: bad", str(outside),
                   Location(1, 1), Location(1, 1)),
    ], rules=metadata.all_codes())
    log = json.loads(renderer("sarif")(report))
    validate(log)
    cell, syntax = log["runs"][0]["results"]
    # rows count from the top of the cell: without the notebook's file rows, no region that
    # would point into the JSON
    assert cell["locations"][0]["physicalLocation"] == {
        "artifactLocation": {"uri": "nb.ipynb", "uriBaseId": "%SRCROOT%"}}
    assert cell["properties"] == {"cell": 3, "row": 2, "column": 3}
    assert syntax["locations"][0]["physicalLocation"]["artifactLocation"] == {"uri": outside.as_uri()}
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    # TL001 is documented like a rule now (`torchlint rule TL001`)
    assert syntax["ruleId"] == "TL001"
    assert rules[syntax["ruleIndex"]]["helpUri"].endswith("/docs/rules/TL001.md")


def test_notebook_results_carry_the_region_of_the_ipynb_lines(project: Path) -> None:
    """A code-scanning service cannot name a cell: the region gives the lines of the .ipynb
    file that hold the flagged rows, and the cell and position stay in the properties."""
    cells = [
        {"cell_type": "markdown", "id": "m1", "metadata": {}, "source": ["# Title\n", "text"]},
        {"cell_type": "code", "execution_count": None, "id": "c1", "metadata": {}, "outputs": [],
         "source": ["import torch\n", "\n", 'x = torch.zeros(3).to("cuda")']},
    ]
    text = json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5},
                      indent=1) + "\n"
    Path("nb.ipynb").write_text(text, encoding="utf-8")
    code, log = sarif("nb.ipynb")
    assert code == 1
    validate(log)
    (found,) = log["runs"][0]["results"]
    region = found["locations"][0]["physicalLocation"]["region"]
    line = text.splitlines()[region["startLine"] - 1]
    assert line.strip() == '"x = torch.zeros(3).to(\\"cuda\\")"'
    assert region == {"startLine": region["startLine"], "endLine": region["startLine"]}
    assert found["properties"] == {"cell": 2, "row": 3, "column": 5}
