"""The flake8 plugin: `flake8 --select TL` reports exactly what `torchlint check` reports.

Both run for real in subprocesses over a copy of every fixtures/*/bad.py, with every rule
(preview ones included) switched on through `[tool.torchlint]`, which both read.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
BAD = sorted(FIXTURES.glob("TL*/bad.py"))
TORCHLINT = [sys.executable, "-m", "torchlint"]
FLAKE8 = [sys.executable, "-m", "flake8", "--isolated", "--select", "TL"]

pytest.importorskip("flake8")


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("flake8")
    (folder / "pyproject.toml").write_text(
        '[tool.torchlint]\nselect = ["ALL"]\npreview = true\n', encoding="utf-8"
    )
    for bad in BAD:
        shutil.copy(bad, folder / f"{bad.parent.name}.py")
    return folder


def _run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=600)


def test_flake8_reports_what_torchlint_check_reports(project: Path) -> None:
    files = sorted(p.name for p in project.glob("TL*.py"))
    assert len(files) == len(BAD) >= 5
    checked = _run([*TORCHLINT, "check", "--output-format", "concise", "--quiet", *files], project)
    assert checked.returncode == 1, checked.stderr
    expected = sorted(line.replace(" [*] ", " ", 1) for line in checked.stdout.splitlines())
    flaked = _run([*FLAKE8, *files], project)
    assert flaked.returncode == 1, flaked.stderr
    assert sorted(flaked.stdout.splitlines()) == expected
    # every fixture's own rule is among the findings: the comparison is not of two empty lists
    for name in files:
        code = name.removesuffix(".py")
        if code == "TL408":  # one action with TL407: with both selected, TL407's finding carries it
            assert any(line.startswith(f"{name}:") and ": TL407 " in line for line in expected)
            continue
        assert any(line.startswith(f"{name}:") and f": {code} " in line for line in expected), code


def test_columns_are_printed_one_based(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text('import torch\n\nx = torch.zeros(3).to("cuda")\n', encoding="utf-8")
    flaked = _run([*FLAKE8, "--extend-select", "TL101", "a.py"], tmp_path)
    assert flaked.stdout.startswith("a.py:3:5: TL101 `torch.zeros` creates the tensor")


def test_flake8_noqa_and_per_code_selection(tmp_path: Path) -> None:
    # TL202 may be off by default (docs/rules/TL202.md): switched on here through [tool.torchlint]
    (tmp_path / "pyproject.toml").write_text('[tool.torchlint]\nextend-select = ["TL202"]\n',
                                             encoding="utf-8")
    (tmp_path / "a.py").write_text(
        "import torch\n\n"
        'x = torch.zeros(3).to("cuda")  # noqa: TL101\n'
        "y = model(x).cpu().numpy()\n",
        encoding="utf-8",
    )
    assert _run([*FLAKE8, "a.py"], tmp_path).stdout.splitlines() == [
        "a.py:4:5: TL202 `.cpu()` then `.numpy()` without `.detach()` fails on tensors that "
        "require grad; call `.detach()` before `.cpu()` (pedantic: grad unknown)"
    ]
    only_101 = _run([sys.executable, "-m", "flake8", "--isolated", "--select", "TL101", "a.py"], tmp_path)
    assert (only_101.returncode, only_101.stdout) == (0, "")


def test_plugin_never_imports_torch(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text('import torch\nx = torch.zeros(3).to("cuda")\n', encoding="utf-8")
    script = (
        "import sys\n"
        "from flake8.main.cli import main\n"
        "code = main(['--isolated', '--select', 'TL101', '--jobs', '1', 'a.py'])\n"
        "print('torch' in sys.modules, code)\n"
    )
    done = _run([sys.executable, "-c", script], tmp_path)
    assert done.stdout.splitlines()[-1] == "False 1", done.stdout + done.stderr
