"""TL001 and TL002 are codes users can look up and silence like any rule's (issue 28): a page
(`torchlint rule TL001`), `--ignore`, per-file ignores and a file-wide `# torchlint: noqa`
turn them off, and `--select TL001` alone checks that every file can be read."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint.cli import main

BROKEN = "import torch\nx = (1 +\n"
FINDING = "bad.py:2:5: TL001 cannot parse: '(' was never closed\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "bad.py").write_text(BROKEN)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def check(*args: str):  # noqa: ANN201
    return CliRunner().invoke(main, ["check", "-n", "--output-format", "concise", *args])


def test_the_engine_codes_have_pages() -> None:
    page = CliRunner().invoke(main, ["rule", "TL001"])
    assert page.exit_code == 0
    assert page.stdout.startswith("# TL001 syntax-error\n\n- Fix: none\n")
    assert "## How to silence it" in page.stdout and "--ignore TL001" in page.stdout
    assert "# TL002 internal-error" in CliRunner().invoke(main, ["rule", "tl002"]).stdout
    assert (Path(__file__).parent.parent / "docs" / "rules" / "TL001.md").is_file()


def test_reported_whatever_is_selected(project: Path) -> None:
    for selection in ((), ("--select", "TL101"), ("--select", "TL001")):
        result = check(*selection, ".")
        assert (result.exit_code, result.stdout) == (1, FINDING + "Found 1 error.\n"), selection
        assert "No rules are enabled" not in result.stderr


@pytest.mark.parametrize("how", [
    ("--ignore", "TL001"),
    ("--extend-ignore", "TL0"),
    ("--per-file-ignores", "bad.py:TL001"),
    ("--config", 'ignore = ["TL001"]'),
])
def test_silenced_like_a_rule(project: Path, how: tuple[str, str]) -> None:
    result = check(*how, ".")
    assert (result.exit_code, result.stdout) == (0, "All checks passed!\n"), how


def test_a_file_wide_noqa_silences_it(project: Path) -> None:
    (project / "bad.py").write_text("# torchlint: noqa\n" + BROKEN)
    assert check(".").exit_code == 0


def test_standard_input_too(project: Path) -> None:
    result = CliRunner().invoke(main, ["check", "--ignore", "TL001", "-"], input=BROKEN)
    assert (result.exit_code, result.stdout) == (0, "All checks passed!\n")


def test_notebook_findings_sit_on_their_ipynb_line_in_every_ci_format(project: Path) -> None:
    import json
    import xml.etree.ElementTree as ET

    cells = [{"cell_type": "markdown", "metadata": {}, "source": ["# a notebook\n"]},
             {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
              "source": ["import torch\n", "for i in range(3):\n",
                         "    x = torch.zeros(3).to('cuda')\n"]}]
    text = json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5},
                      indent=1) + "\n"
    (project / "nb.ipynb").write_text(text)
    (project / "bad.py").unlink()
    line = 1 + text.splitlines().index('    "    x = torch.zeros(3).to(\'cuda\')\\n"')
    github = CliRunner().invoke(main, ["check", "-n", "--output-format", "github", "nb.ipynb"])
    assert f"::warning file=nb.ipynb,line={line},endLine={line},title=TL101::cell 2:3:9: " \
           in github.stdout or f"::error file=nb.ipynb,line={line},endLine={line},title=TL101::cell 2:3:9: " \
           in github.stdout, github.stdout
    gitlab = json.loads(CliRunner().invoke(
        main, ["check", "-n", "--output-format", "gitlab", "nb.ipynb"]).stdout)
    assert gitlab[0]["location"]["lines"] == {"begin": line, "end": line}
    junit = ET.fromstring(CliRunner().invoke(
        main, ["check", "-n", "--output-format", "junit", "nb.ipynb"]).stdout)
    assert junit.find(".//testcase").get("line") == str(line)


def test_a_rule_page_gives_one_figure_per_measured_case() -> None:
    """`torchlint rule TL101` printed the catalog's H100 timings and the verifier's report of
    the same four cases side by side (911 ms and 1028 ms for one rand(10000, 10000)): the page
    now keeps the verifier's report alone for them."""
    page = CliRunner().invoke(main, ["rule", "TL101"]).stdout
    assert "911 ms" not in page and "rand(10000,10000): 1028 ms" in page


UNUSED = ('import torch\nfor i in range(3):\n'
          '    x = torch.zeros(3).to("cuda")  # noqa: TL101\n'   # used
          '    y = 1  # noqa: TL101, E501\n'                      # TL101 unused; E501 not ours
          '    z = 2  # noqa\n'                                   # bare: silences everything
          '    w = 3  # noqa: TL405\n')                           # unused


def test_unused_noqa_codes_are_reported_when_named(project: Path) -> None:
    (project / "bad.py").unlink()
    (project / "u.py").write_text(UNUSED)
    assert check("u.py").stdout == "All checks passed!\n"  # off by default
    assert check("--select", "ALL", "u.py").stdout == "All checks passed!\n"  # not by ALL
    named = check("--select", "ALL", "--extend-select", "TL003", "u.py")
    assert named.exit_code == 1
    assert named.stdout == (
        "u.py:4:12: TL003 unused `noqa` directive (silences nothing on this line: `TL101`)\n"
        "u.py:6:12: TL003 unused `noqa` directive (silences nothing on this line: `TL405`)\n"
        "Found 2 warnings.\n")
    # codes of rules that are off are not judged; --ignore turns it off
    assert check("--select", "ALL", "--extend-select", "TL003", "--ignore", "TL405",
                 "u.py").stdout.count("TL003") == 1
    assert check("--select", "ALL", "--extend-select", "TL003", "--ignore", "TL003",
                 "u.py").exit_code == 0
    page = CliRunner().invoke(main, ["rule", "TL003"]).stdout
    assert "- Default: off; on when named (`--extend-select TL003`)" in page
