"""TL302 v14 (issue 24, round 15): three kinds of loader the held-out review of fresh29 called
noise, each read as what it is (`--pedantic`, with its reason), all built from that review's
noise rows on which both reviewers agreed:

- a notebook's loader that a later cell binds again before any cell reads it (bird-species
  notebooks run top to bottom: cell 2's `train_loader` replaced in cell 5): never read;
- a script's module-level loader that the script never reads, where no file of the project
  imports the script (its training code commented out): never read, as a notebook's is;
- a training loop over a loader whose body loops over another loader: the outer loader yields
  one batch per full pass of the inner one."""

from __future__ import annotations

import json
from pathlib import Path

from torchlint import api
from torchlint.rules.dataloader_single_process import OUTER_LOADER

UNREAD = "the file never reads this loader's batches"
HEAD = """import torch
from torch.utils.data import DataLoader
from torchvision.datasets import ImageFolder

device = torch.device("cuda")
"""
TRAIN = """for epoch in range(100):
    for x, y in train_loader:
        loss = model(x.to(device)).mean()
        loss.backward()
        optimizer.step()
"""


def _reasons(path: Path) -> list[tuple[int, str | None]]:
    run = api.lint_paths([path], select=["TL302"], preview=True, pedantic=True)
    return [(d.location.row, d.pedantic) for f in run.files for d in f.diagnostics]


def _notebook(tmp_path: Path, cells: list[str]) -> Path:
    path = tmp_path / "birds.ipynb"
    path.write_text(json.dumps({
        "cells": [{"cell_type": "code", "metadata": {}, "source": cell, "outputs": [], "execution_count": None}
                  for cell in cells],
        "metadata": {"language_info": {"name": "python"}}, "nbformat": 4, "nbformat_minor": 5,
    }))
    return path


def test_a_notebook_loader_bound_again_before_any_read_is_unread(tmp_path: Path) -> None:
    first = HEAD + 'train_loader = DataLoader(ImageFolder("birds"), batch_size=32, shuffle=True)\n'
    again = 'train_loader = DataLoader(ImageFolder("birds/train"), batch_size=32, shuffle=True)\n'
    run = api.lint_paths([_notebook(tmp_path, [first, again, TRAIN])], select=["TL302"], preview=True, pedantic=True)
    assert [(d.cell, d.pedantic) for f in run.files for d in f.diagnostics] == [(1, UNREAD), (2, None)]


def test_a_read_between_the_two_bindings_keeps_the_first_loader(tmp_path: Path) -> None:
    # WHY reported: the first loader trains before the second replaces it
    first = HEAD + 'train_loader = DataLoader(ImageFolder("birds"), batch_size=32, shuffle=True)\n'
    again = 'train_loader = DataLoader(ImageFolder("birds/train"), batch_size=32, shuffle=True)\n'
    run = api.lint_paths([_notebook(tmp_path, [first, TRAIN, again, TRAIN])], select=["TL302"], preview=True, pedantic=True)
    assert [(d.cell, d.pedantic) for f in run.files for d in f.diagnostics] == [(1, None), (3, None)]


SCRIPT = HEAD + """train_loader = DataLoader(ImageFolder("eurosat"), batch_size=64, shuffle=True)
model = torch.nn.Linear(4, 4).to(device)
# for epoch in range(10):
#     for x, y in train_loader:
#         ...
"""


def test_a_script_nothing_imports_and_nothing_reads_is_unread(tmp_path: Path) -> None:
    (tmp_path / "pytorch.py").write_text(SCRIPT)
    (tmp_path / "other.py").write_text("import torch\nfrom lightning.pytorch import Trainer\n")
    assert _reasons(tmp_path / "pytorch.py") == [(6, UNREAD)]


def test_a_script_another_file_imports_keeps_the_finding(tmp_path: Path) -> None:
    # WHY reported: `from data import train_loader` may train on it in the other file
    (tmp_path / "data.py").write_text(SCRIPT)
    (tmp_path / "train.py").write_text("from data import train_loader\n")
    assert _reasons(tmp_path / "data.py") == [(6, None)]


def test_a_script_a_notebook_imports_keeps_the_finding(tmp_path: Path) -> None:
    (tmp_path / "data.py").write_text(SCRIPT)
    _notebook(tmp_path, ["from data import train_loader\n"])
    assert _reasons(tmp_path / "data.py") == [(6, None)]


def test_a_script_of_a_package_imported_by_its_dotted_name_keeps_the_finding(tmp_path: Path) -> None:
    (tmp_path / "utils").mkdir()
    (tmp_path / "utils" / "__init__.py").write_text("")
    (tmp_path / "utils" / "data.py").write_text(SCRIPT)
    (tmp_path / "train.py").write_text("import utils.data\n")
    assert _reasons(tmp_path / "utils" / "data.py") == [(6, None)]


COMPOSITION = HEAD + """a_loader = DataLoader(ImageFolder("a"), batch_size=32, shuffle=True)
comp_loader = DataLoader(ImageFolder("comp"), batch_size=32, shuffle=True)
for epoch in range(10):
    for real, _ in comp_loader:
        for a, _ in a_loader:
            loss = model(a.to(device), real.to(device)).mean()
            loss.backward()
            optimizer.step()
"""


def test_an_outer_loader_is_pedantic_and_the_inner_one_reported(tmp_path: Path) -> None:
    (tmp_path / "train.py").write_text(COMPOSITION)
    assert _reasons(tmp_path / "train.py") == [(6, None), (7, OUTER_LOADER)]
