"""Python 2 source is not checked and is no finding: one warning on stderr (TL001's page).

A review of user code (held-out split fresh3) found TL001 findings on Python 2 files were not
acted on, while those on Python 3 files that do not parse (tabs mixed with spaces) were.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

WARNING = "not checked: Python 2 source ({form}); torchlint checks Python 3 code"


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "torchlint", "check", "--no-cache", "--select", "ALL", *args],
        cwd=tmp_path, capture_output=True, text=True, check=False,
    )


def notebook(path: Path, *sources: str) -> None:
    cells = [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
              "source": source} for source in sources]
    path.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}),
                    encoding="utf-8")


@pytest.mark.parametrize(("source", "row", "form"), [
    ("import torch\nprint 'loss', 1\n", 2, "a print statement"),
    ("import torch\nexec 'x = 1'\n", 2, "an exec statement"),
    ("import torch\nmode = 0777\n", 2, "an octal literal without 0o"),
])
def test_a_python2_script_is_one_warning_and_no_finding(tmp_path: Path, source: str, row: int, form: str) -> None:
    (tmp_path / "old.py").write_text(source, encoding="utf-8")
    result = run(tmp_path, "old.py")
    assert result.returncode == 0
    assert result.stdout == "All checks passed!\n"
    assert result.stderr == f"warning: old.py:{row}: {WARNING.format(form=form)}\n"


def test_python2_files_beside_python3_ones_do_not_hide_their_findings(tmp_path: Path) -> None:
    (tmp_path / "old.py").write_text("import torch\nprint 'x'\n", encoding="utf-8")
    (tmp_path / "new.py").write_text("import torch\n\nx = torch.zeros(3).cuda()\n", encoding="utf-8")
    result = run(tmp_path, "--output-format", "json", ".")
    assert result.returncode == 1
    assert [(row["filename"].rsplit("/", 1)[-1], row["code"]) for row in json.loads(result.stdout)] == [
        ("new.py", "TL101")]
    assert result.stderr == f"warning: old.py:2: {WARNING.format(form='a print statement')}\n"


def test_a_python3_file_that_does_not_parse_is_still_tl001(tmp_path: Path) -> None:
    (tmp_path / "tabs.py").write_text("import torch\nif True:\n\tx = 1\n        y = 2\n", encoding="utf-8")
    result = run(tmp_path, "--output-format", "concise", "tabs.py")
    assert result.returncode == 1
    assert result.stdout.splitlines()[0] == (
        "tabs.py:4:1: TL001 cannot parse: inconsistent use of tabs and spaces in indentation")


def test_a_python2_notebook_is_one_warning(tmp_path: Path) -> None:
    notebook(tmp_path / "old.ipynb", "import torch\nprint 'a'\n", "print 'b'\n")
    result = run(tmp_path, "old.ipynb")
    assert result.returncode == 0
    assert result.stderr == f"warning: old.ipynb:cell 1:2: {WARNING.format(form='a print statement')}\n"


def test_a_notebook_with_python2_cells_checks_its_python3_cells(tmp_path: Path) -> None:
    notebook(tmp_path / "mixed.ipynb", "print 'a'\n", "import torch\nx = torch.zeros(3).cuda()\n")
    result = run(tmp_path, "--output-format", "concise", "mixed.ipynb")
    assert result.returncode == 1
    assert result.stdout.splitlines()[0].startswith("mixed.ipynb:cell 2:2:5: TL101 ")
    assert result.stderr == (
        "warning: mixed.ipynb:cell 1:1:1: cannot parse: Missing parentheses in call to 'print'. "
        "Did you mean print(...)?; this cell was not checked, the others were\n")


def test_a_script_with_an_ipython_line_is_one_warning(tmp_path: Path) -> None:
    # a notebook in script form (`# %%` cells) with a shell line: fresh6 review, noise as TL001
    (tmp_path / "cells.py").write_text("import torch\n# %%\n!git clone https://example.org/x\n", encoding="utf-8")
    result = run(tmp_path, "cells.py")
    assert result.returncode == 0
    assert result.stderr == (
        "warning: cells.py:3: not checked: IPython syntax (`!git clone https://example.org/x`): a "
        "notebook in script form; torchlint checks magics in .ipynb files\n")


def test_valid_python_that_libcst_cannot_read_is_one_warning(monkeypatch: pytest.MonkeyPatch) -> None:
    # CPython accepts the file, only the parser torchlint uses fails (a fresh5 review: stray
    # tabs that libcst's tokenizer refuses): torchlint's limit, not a fault of the code
    import libcst as cst

    from torchlint import engine, registry, walk

    def refuse(text: str) -> cst.Module:
        raise cst.ParserSyntaxError("tokenizer error: no matching outer block for dedent",
                                    lines=text.splitlines(True), raw_line=1, raw_column=0)

    monkeypatch.setattr(walk, "parse_module", refuse)
    result = engine.check_text("import torch\nx = 1\n", "a.py", list(registry.all_rules()), use_screen=False)
    assert result.diagnostics == []
    assert result.warnings == [
        "a.py:1: not checked: valid Python that torchlint's parser (libcst) cannot read "
        "(tokenizer error: no matching outer block for dedent)"]


JUPYTEXT = """\
# ---
# jupyter:
#   jupytext:
#     text_representation:
#       format_name: percent
# ---

# %%
from pathlib import Path
PATH = Path("data/nietzsche.txt")
if PATH.is_file():
    print("I already have the data.")
else:
    # !wget -O data/nietzsche.txt https://example.org/nietzsche.txt

with PATH.open() as f:
    data = f.read()
"""


def test_a_jupytext_script_whose_commented_magic_empties_a_block_is_one_warning(tmp_path: Path) -> None:
    # fresh12 review: jupytext comments the notebook's `!wget` out, leaving `else:` empty;
    # in the notebook the magic is the body, so it is no bug of the user's (noise as TL001)
    (tmp_path / "nb.py").write_text(JUPYTEXT, encoding="utf-8")
    result = run(tmp_path, "nb.py")
    assert result.returncode == 0, result.stdout
    assert result.stderr == (
        "warning: nb.py:16: not checked: IPython syntax (`# !wget -O data/nietzsche.txt "
        "https://example.org/nietzsche.txt`): a notebook in script form; torchlint checks magics "
        "in .ipynb files\n")


def test_an_empty_block_with_a_commented_magic_outside_jupytext_is_still_tl001(tmp_path: Path) -> None:
    # WHY still a finding: without jupytext's header or cell marks the file is a script its
    # author runs, and Python refuses it
    plain = JUPYTEXT.split("# %%\n", 1)[1]
    (tmp_path / "script.py").write_text(plain, encoding="utf-8")
    result = run(tmp_path, "script.py")
    assert result.returncode == 1 and "TL001" in result.stdout and result.stderr == ""
