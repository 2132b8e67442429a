"""Modules of the project read where a rule needs a class the checked file imports (issue 24,
round 13; torchlint.semantic.project), and a cache that re-checks a file when such a module
changes.

TL414's small-generator forms (v4) read the generator's own layers. Most GAN scripts import
their networks (`from models import Generator`): before v6 the rule could not size those and
reported them by default whatever their size. On the reviewed splits' 208 TL414 findings v6
moves none (their imported generators have wide convolutions); these tests hold what it
reads and what the cache does about it."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from test_v11_tl414 import TRAINER

from torchlint import api, cache, engine
from torchlint.cli import main
from torchlint.semantic import project

SMALL = """import torch.nn as nn


class Generator(nn.Module):
    def __init__(self, nz=100):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(nz, 256), nn.ReLU(), nn.Linear(256, 784), nn.Tanh())

    def forward(self, z):
        return self.net(z).view(-1, 1, 28, 28)


class Discriminator(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Conv2d(1, 64, 4, 2, 1), nn.LeakyReLU(0.2), nn.Flatten(), nn.Linear(12544, 1))

    def forward(self, x):
        return self.net(x)
"""
# The same generator made of 512-channel transposed convolutions: not known to be small.
LARGE = SMALL.replace(
    "nn.Sequential(nn.Linear(nz, 256), nn.ReLU(), nn.Linear(256, 784), nn.Tanh())",
    "nn.Sequential(nn.ConvTranspose2d(nz, 512, 7), nn.ReLU(), nn.ConvTranspose2d(512, 1, 4, 4), nn.Tanh())",
)
TRAIN = TRAINER  # networks from models.py, as project code writes it
REASON = (
    "the generator is built of fully connected layers only (in this file or a module of the "
    "project it imports)"
)


@pytest.fixture(autouse=True)
def _stat_trusted_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # as in test_cache.py: files a test writes are seconds old; trust their stat at once
    monkeypatch.setattr(cache, "RACY_SECONDS", -1.0)


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def _reasons(path: Path) -> list[str | None]:
    """The pedantic reason of each TL414 finding in ``path`` (None: reported by default)."""
    run = api.lint_paths([path], select=["TL414"], preview=True)
    return [d.pedantic for f in run.files for d in f.diagnostics]


def test_a_small_generator_imported_from_the_project_is_the_small_generator_form(tmp_path: Path) -> None:
    _write(tmp_path, {"models.py": SMALL, "train.py": TRAIN})
    [reason] = _reasons(tmp_path / "train.py")
    assert reason is not None and reason.startswith(REASON)


def test_a_large_generator_imported_from_the_project_keeps_the_finding(tmp_path: Path) -> None:
    _write(tmp_path, {"models.py": LARGE, "train.py": TRAIN})
    assert _reasons(tmp_path / "train.py") == [None]


def test_a_module_in_a_folder_above_is_found(tmp_path: Path) -> None:
    # `python scripts/train.py` run from the repository's root, importing `nets.gan`
    _write(tmp_path, {"nets/__init__.py": "", "nets/gan.py": SMALL,
                      "scripts/train.py": TRAIN.replace("from models import", "from nets.gan import")})
    [reason] = _reasons(tmp_path / "scripts" / "train.py")
    assert reason is not None and reason.startswith(REASON)


@pytest.mark.parametrize(
    ("files", "why"),
    [
        ({}, "no such module in the project: it comes from elsewhere"),
        ({"models.py": "class Generator(:\n"}, "the module does not parse"),
        ({"models.py": "from nets import Generator, Discriminator\n"}, "defined in a third module, not followed"),
    ],
)
def test_a_generator_the_project_does_not_show_keeps_the_finding(
    tmp_path: Path, files: dict[str, str], why: str
) -> None:
    _write(tmp_path, {**files, "train.py": TRAIN})
    assert _reasons(tmp_path / "train.py") == [None], why


def test_relative_imports_are_not_followed(tmp_path: Path) -> None:
    # WHY reported: `from .models import` binds names the model does not resolve (module doc)
    _write(tmp_path, {"pkg/__init__.py": "", "pkg/models.py": SMALL,
                      "pkg/train.py": TRAIN.replace("from models import", "from .models import")})
    assert _reasons(tmp_path / "pkg" / "train.py") == [None]


def test_text_not_read_from_a_file_has_no_project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _write(tmp_path, {"models.py": SMALL})
    monkeypatch.chdir(tmp_path)
    found = api.lint_source(TRAIN, "<string>", select=["TL414"], preview=True, pedantic=True)
    assert [d.pedantic for d in found] == [None]


def test_a_notebook_reads_the_modules_beside_it(tmp_path: Path) -> None:
    import json

    cells = [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
              "source": TRAIN.splitlines(keepends=True)}]
    notebook = {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    _write(tmp_path, {"models.py": SMALL, "gan.ipynb": json.dumps(notebook)})
    [reason] = _reasons(tmp_path / "gan.ipynb")
    assert reason is not None and reason.startswith(REASON)


def test_the_cache_rechecks_a_file_when_a_module_it_read_changes(tmp_path: Path) -> None:
    root = _write(tmp_path / "p", {"models.py": SMALL, "train.py": TRAIN})
    args = ["check", "--select", "TL414", "--preview", "--no-pedantic", "--cache-dir", str(tmp_path / "cache"), str(root)]
    runner = CliRunner()
    first = runner.invoke(main, args)
    assert first.exit_code == 0, first.output  # the finding is --pedantic only
    warm = runner.invoke(main, args)
    assert (warm.exit_code, warm.output) == (0, first.output)
    (root / "models.py").write_text(LARGE, encoding="utf-8")  # train.py itself is unchanged
    changed = runner.invoke(main, args)
    assert changed.exit_code == 1, changed.output
    assert "train.py:12:45: TL414" in changed.output
    (root / "models.py").write_text("class Generator(:\n", encoding="utf-8")  # does not parse
    broken = runner.invoke(main, args)
    assert broken.exit_code == 1 and "train.py:12:45: TL414" in broken.output
    (root / "models.py").write_text(SMALL, encoding="utf-8")  # mended
    mended = runner.invoke(main, args)
    assert (mended.exit_code, mended.output) == (0, first.output)
    (root / "models.py").unlink()
    gone = runner.invoke(main, args)
    assert gone.exit_code == 1 and "train.py:12:45: TL414" in gone.output


def test_a_cached_result_records_what_it_read(tmp_path: Path) -> None:
    root = _write(tmp_path / "p", {"models.py": SMALL, "train.py": TRAIN})
    run = api.lint_paths([root / "train.py"], select=["TL414"], preview=True)
    [result] = run.files
    assert list(result.dependencies) == [str((root / "models.py").absolute())]
    entry = cache.encode_result("k", result)
    assert cache.decode_result("k", result.path, entry).dependencies == result.dependencies
    assert cache.dependencies_current(result.dependencies)
    (root / "models.py").write_text(SMALL + "\n", encoding="utf-8")
    assert not cache.dependencies_current(result.dependencies)


def test_at_most_a_few_modules_are_read_per_check(tmp_path: Path) -> None:
    _write(tmp_path, {f"m{i}.py": SMALL for i in range(project.MODULES + 4)})
    found = project.Project(tmp_path / "train.py", engine.module_model)
    for i in range(project.MODULES + 4):
        found.class_def(f"m{i}.Generator")
    assert len(found.dependencies) == project.MODULES
