"""What a user sees from `--output-format github | json-lines | junit` and `--statistics`:
exact lines for a small project, the escaping rules, and the exit codes."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint.cli import main
from torchlint.diagnostics import Diagnostic, Location
from torchlint.output import FORMATS, OutputReport, renderer
from torchlint.output.github import command

TRAIN = 'import torch\n\nx = torch.zeros(3).to("cuda")\ny = model(x).cpu().numpy()\n'
ODD = "import torch\n\nnoise = torch.randn(8).cuda()\n"
# The tests run with TORCHLINT_PEDANTIC=1 (conftest): one-off module-level code is reported,
# each finding saying why the default leaves it out.
ZEROS = "`torch.zeros` creates the tensor on the CPU and then copies it to the device; pass `device=` to the factory (pedantic: runs once)"
RANDN = "`torch.randn` creates the tensor on the CPU and then copies it to the device; pass `device=` to the factory (pedantic: runs once)"
NUMPY = "`.cpu()` then `.numpy()` without `.detach()` fails on tensors that require grad; call `.detach()` before `.cpu()` (pedantic: grad unknown)"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "train.py").write_text(TRAIN, encoding="utf-8")
    # every rule, whether on by default or in preview: these tests are about formats, not selection
    (tmp_path / "pyproject.toml").write_text('[tool.torchlint]\nselect = ["ALL"]\npreview = true\n',
                                             encoding="utf-8")
    # a comma in a path must be escaped in a workflow command's property
    (tmp_path / "odd, name.py").write_text(ODD, encoding="utf-8")
    (tmp_path / "clean.py").write_text("import torch\n\nx = torch.zeros(3, device='cuda')\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_github_lines(project: Path) -> None:
    code, out, _ = run("check", "--output-format", "github", "train.py", "odd, name.py")
    assert code == 1
    assert out.splitlines() == [
        # a performance finding is a warning, a bug (TL202's crash form) an error
        f"::warning file=train.py,line=3,col=5,endLine=3,endColumn=30,title=TL101::{ZEROS}",
        f"::error file=train.py,line=4,col=5,endLine=4,endColumn=27,title=TL202::{NUMPY}",
        f"::warning file=odd%2C name.py,line=3,col=9,endLine=3,endColumn=30,title=TL101::{RANDN}",
    ]


def _diagnostic(filename: str, message: str, cell: int | None = None) -> Diagnostic:
    return Diagnostic("TL101", "tensor-created-then-moved", message, filename,
                      Location(2, 3), Location(2, 9), cell=cell)


def test_github_escapes_what_the_runner_unescapes() -> None:
    # The message keeps ':' and ',' (only the first '::' ends the properties) but not '%', CR
    # or LF; a property value loses all five, or the runner would cut it short.
    line = command(_diagnostic("dir:1/a,b%.py", "100% of\r\nthe time: slow, really"))
    assert line == (
        "::error file=dir%3A1/a%2Cb%25.py,line=2,col=3,endLine=2,endColumn=9,title=TL101"
        "::100%25 of%0D%0Athe time: slow, really"
    )


def test_github_names_the_notebook_cell_in_the_message() -> None:
    line = command(_diagnostic("nb.ipynb", "slow", cell=4))
    assert line == "::error file=nb.ipynb,title=TL101::cell 4:2:3: slow"


def test_json_lines_is_the_json_format_one_object_per_line(project: Path) -> None:
    code, out, _ = run("check", "--output-format", "json-lines", "train.py", "odd, name.py")
    assert code == 1
    _, whole, _ = run("check", "--output-format", "json", "train.py", "odd, name.py")
    lines = out.splitlines()
    assert len(lines) == 3
    assert [json.loads(line) for line in lines] == json.loads(whole)
    first = json.loads(lines[0])
    assert (first["code"], first["location"], first["filename"]) == (
        "TL101", {"row": 3, "column": 5}, str(project / "train.py"))


def test_junit_report(project: Path) -> None:
    code, out, _ = run("check", "--output-format", "junit", "train.py", "odd, name.py")
    assert code == 1
    assert out == f"""<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="torchlint" tests="3" failures="3" errors="0">
  <testsuite name="train.py" tests="2" failures="2" errors="0" skipped="0">
    <testcase name="TL101 at 3:5" classname="train.py" file="train.py" line="3">
      <failure message="warning: {ZEROS}" type="TL101">train.py:3:5: TL101 warning: {ZEROS}</failure>
    </testcase>
    <testcase name="TL202 at 4:5" classname="train.py" file="train.py" line="4">
      <failure message="error: {NUMPY}" type="TL202">train.py:4:5: TL202 error: {NUMPY}</failure>
    </testcase>
  </testsuite>
  <testsuite name="odd, name.py" tests="1" failures="1" errors="0" skipped="0">
    <testcase name="TL101 at 3:9" classname="odd, name.py" file="odd, name.py" line="3">
      <failure message="warning: {RANDN}" type="TL101">odd, name.py:3:9: TL101 warning: {RANDN}</failure>
    </testcase>
  </testsuite>
</testsuites>
"""
    root = ET.fromstring(out.encode())
    assert [case.get("name") for case in root.iter("testcase")] == [
        "TL101 at 3:5", "TL202 at 4:5", "TL101 at 3:9"]


def test_junit_clean_run_is_one_passing_case(project: Path) -> None:
    code, out, _ = run("check", "--output-format", "junit", "clean.py")
    assert code == 0
    root = ET.fromstring(out.encode())
    assert root.get("failures") == "0"
    assert [case.get("name") for case in root.iter("testcase")] == ["No findings"]
    assert list(root.iter("failure")) == []


def test_junit_survives_markup_and_control_characters() -> None:
    diagnostic = _diagnostic("a&b.py", "<bad> \"quote\" & \x0c form feed, é")
    out = renderer("junit")(OutputReport([diagnostic]))
    failure = next(ET.fromstring(out.encode()).iter("failure"))
    assert failure.get("message") == "error: <bad> \"quote\" & \ufffd form feed, é"
    assert out.isascii()  # non-ASCII travels as character references


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_exit_codes_do_not_depend_on_the_format(project: Path, name: str) -> None:
    assert run("check", "--output-format", name, "train.py")[0] == 1
    assert run("check", "--output-format", name, "clean.py")[0] == 0
    assert run("check", "--output-format", name, "--exit-zero", "train.py")[0] == 0
    assert run("check", "--output-format", name, "missing.py")[0] == 2


@pytest.mark.parametrize("name", ["github", "json-lines"])
def test_machine_formats_print_nothing_for_a_clean_run(project: Path, name: str) -> None:
    assert run("check", "--output-format", name, "clean.py") == (0, "", "")


def test_statistics_counts_per_rule(project: Path) -> None:
    code, out, _ = run("check", "--statistics", "train.py", "odd, name.py", "clean.py")
    assert code == 1
    # most frequent first; [*] only when every finding of the rule is fixable, [-] some
    assert out.startswith(
        "    2\tTL101\t[-] tensor-created-then-moved\n"
        # `model` is not known to be a module here: no `.detach()` on what it returns (issue 25)
        "    1\tTL202\t    numpy-without-detach\n\n"
    )
    _, unsafe, _ = run("check", "--statistics", "--unsafe-fixes", "train.py", "odd, name.py")
    assert unsafe.splitlines()[0] == "    2\tTL101\t[*] tensor-created-then-moved"


def test_statistics_of_a_clean_run_is_empty(project: Path) -> None:
    assert run("check", "--statistics", "clean.py") == (0, "", "")
