"""The pre-commit hooks, run for real: `pre-commit try-repo <this checkout>` in a fresh git
repository, the way a user adopting torchlint meets them.

try-repo clones this checkout's committed HEAD (named by its hash: left to itself, try-repo
would mix in uncommitted edits of tracked files but not new files, a state nobody committed)
and installs torchlint into an environment of its own, which takes PyPI and about half a
minute; so the test makes two calls: one that must fail with our findings, one that must pass
after the fix.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint.cli import main

ROOT = Path(__file__).resolve().parent.parent
GIT = ["git", "-c", "user.name=torchlint tests", "-c", "user.email=tests@torchlint.invalid",
       "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"]

BAD = 'import torch\n\nx = torch.zeros(3).to("cuda")\n'
FIXED = 'import torch\n\nx = torch.zeros(3, device="cuda")\n'


def notebook(line: str) -> str:
    cell = {"cell_type": "code", "execution_count": None, "id": "c1", "metadata": {},
            "outputs": [], "source": ["%matplotlib inline\n", "import torch\n", line]}
    return json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5},
                      indent=1) + "\n"


def git(*args: str, cwd: Path) -> None:
    subprocess.run([*GIT, *args], cwd=cwd, check=True, capture_output=True, timeout=120)


def try_repo(repo: Path, *hook: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PRE_COMMIT_COLOR": "never"}
    env.pop("PRE_COMMIT_HOME", None)
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                          check=True, timeout=60).stdout.strip()
    return subprocess.run(
        [sys.executable, "-m", "pre_commit", "try-repo", str(ROOT), *hook, "--ref", head,
         "--all-files"],
        cwd=repo, env=env, capture_output=True, text=True, timeout=900,
    )


def test_hooks_in_a_fresh_repository(tmp_path: Path) -> None:
    pytest.importorskip("pre_commit")
    if not (ROOT / ".git").exists():
        pytest.skip("try-repo needs this checkout to be a git repository")
    repo = tmp_path / "project"
    repo.mkdir()
    git("init", "-q", cwd=repo)
    # TL101 selected: whether it is on by default is not what this test is about
    (repo / "pyproject.toml").write_text('[tool.torchlint]\nextend-select = ["TL101"]\n'
                                         'exclude = ["vendored/"]\n', encoding="utf-8")
    (repo / "train.py").write_text(BAD, encoding="utf-8")
    (repo / "explore.ipynb").write_text(notebook('x = torch.zeros(3).to("cuda")\n'),
                                        encoding="utf-8")
    (repo / "vendored").mkdir()
    (repo / "vendored" / "third_party.py").write_text(BAD, encoding="utf-8")
    git("add", ".", cwd=repo)
    git("commit", "-q", "-m", "findings", cwd=repo)

    failed = try_repo(repo, "torchlint")
    out = failed.stdout + failed.stderr
    assert failed.returncode == 1, out
    assert "torchlint....." in out and "Failed" in out
    assert "train.py:3:5: TL101 [*] `torch.zeros` creates the tensor on the CPU" in out
    assert "explore.ipynb:cell 1:3:5: TL101" in out  # types_or includes jupyter
    assert "third_party.py" not in out  # `exclude` holds although pre-commit names the file

    (repo / "train.py").write_text(FIXED, encoding="utf-8")
    (repo / "explore.ipynb").write_text(notebook('x = torch.zeros(3, device="cuda")\n'),
                                        encoding="utf-8")
    git("commit", "-q", "-am", "fixed", cwd=repo)

    passed = try_repo(repo)  # every hook of the manifest: torchlint and torchlint-fix
    out = passed.stdout + passed.stderr
    assert passed.returncode == 0, out
    assert "id: torchlint-fix" in out and "torchlint (fix)" in out
    assert out.count("Passed") == 2, out
    assert (repo / "train.py").read_text(encoding="utf-8") == FIXED


def test_force_exclude_applies_exclude_to_named_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # what the hooks rely on: pre-commit names every staged file on the command line
    (tmp_path / "pyproject.toml").write_text('[tool.torchlint]\nexclude = ["vendored/"]\n',
                                             encoding="utf-8")
    (tmp_path / "vendored").mkdir()
    (tmp_path / "vendored" / "third_party.py").write_text(BAD, encoding="utf-8")
    (tmp_path / "train.py").write_text(BAD, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    named = ["--output-format", "concise", "-q", "train.py", "vendored/third_party.py"]
    plain = runner.invoke(main, ["check", *named])
    assert [line.split(":")[0] for line in plain.stdout.splitlines()] == [
        "train.py", "vendored/third_party.py"]
    forced = runner.invoke(main, ["check", "--force-exclude", *named])
    assert forced.exit_code == 1
    assert [line.split(":")[0] for line in forced.stdout.splitlines()] == ["train.py"]
    only_excluded = runner.invoke(main, ["check", "--force-exclude", "vendored/third_party.py"])
    assert (only_excluded.exit_code, only_excluded.stdout) == (0, "All checks passed!\n")
    fixed = runner.invoke(main, ["fix", "--force-exclude", "train.py", "vendored/third_party.py"])
    assert fixed.exit_code == 0
    assert (tmp_path / "train.py").read_text(encoding="utf-8") == FIXED
    assert (tmp_path / "vendored" / "third_party.py").read_text(encoding="utf-8") == BAD

