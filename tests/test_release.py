"""The release steps of docs/releasing.md that a test can take: one version everywhere, and a
wheel that holds the whole package (its data too) and works installed in a clean virtual
environment."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

import torchlint

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent


def test_one_version() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["version"] == torchlint.__version__
    assert f"## {torchlint.__version__}" in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")


def test_the_wheel_installs_and_runs_in_a_clean_environment(tmp_path: Path) -> None:
    pytest.importorskip("setuptools")
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(tmp_path / "dist"), str(ROOT)],
        capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stderr
    [wheel] = (tmp_path / "dist").glob("torchlint-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "torchlint").rglob("*.py")}
    assert modules <= names, sorted(modules - names)
    assert "torchlint/measured.json" in names  # what `torchlint rule` prints of the GPU runs

    clean = tmp_path / "clean"
    venv.create(clean, with_pip=True)
    # nothing of this environment may leak in: not torchlint from a PYTHONPATH either
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    python = clean / "bin" / "python"
    installed = subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps",
                                "--no-index", str(wheel)], capture_output=True, text=True,
                               timeout=600, env=env)
    assert installed.returncode == 0, installed.stderr
    assert (clean / "bin" / "torchlint").is_file()
    # The dependencies (libcst, click, rich) come from this environment, added after the
    # clean one's own packages, so torchlint itself can only come from the wheel.
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True, env=env).stdout.strip()
    (Path(site) / "deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    where = subprocess.run([str(python), "-c", "import torchlint; print(torchlint.__file__)"],
                           capture_output=True, text=True, timeout=120, cwd=tmp_path, env=env)
    assert where.stdout.startswith(str(clean)), where
    rule = subprocess.run([str(clean / "bin" / "torchlint"), "rule", "TL101"],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path, env=env)
    assert rule.returncode == 0 and "H100" in rule.stdout, rule.stderr
    (tmp_path / "train.py").write_text((ROOT / "docs" / "examples" / "train.py").read_text())
    check = subprocess.run([str(clean / "bin" / "torchlint"), "check", "--no-cache",
                            "--select", "ALL", "train.py"], capture_output=True, text=True, timeout=120,
                           cwd=tmp_path, env=env)
    assert check.returncode == 1 and "Found " in check.stdout, check.stderr
