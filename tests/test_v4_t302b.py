"""TL302 v4, from the fresh4 review (issue 24): a loader that no loop that repeats reads (a
mean/std pass, a final test pass, a loop that stops after its first batch, a one-off pass in a
function called once) is --pedantic ("read once: ..."); loaders read every epoch stay reported
(`torchlint.semantic.loaders.loader_read_once`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from torchlint import api

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
WORKERS = (
    "`DataLoader` without `num_workers` loads every batch in the training process; where each sample "
    "costs CPU work (decoding, augmentation) worker processes gave 2.4-4.5x, and this comes before "
    "removing per-step syncs (TL201)"
)
ONE_PASS = "read once: no loop that repeats reads it (a one-off pass, not every epoch)"
ONE_BATCH = "read once: the loop over it ends in `break` after its first batch"

HEAD = """\
import torch
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

device = torch.device("cuda")
folder = datasets.ImageFolder("data", transform=transforms.ToTensor())
"""


def found(source: str, *, pedantic: bool, name: str = "x.py") -> list[tuple[int, str, str | None]]:
    return [
        (d.location.row, d.message, d.pedantic)
        for d in api.lint_source(source, name, select=["TL302"], preview=True, pedantic=pedantic)
    ]


def shown(why: str | None) -> str:
    """The message a user reads: with `--pedantic`, the reason the default leaves it out."""
    return WORKERS if why is None else f"{WORKERS} (pedantic: {why})"


def fixture(name: str) -> str:
    return (FIXTURES / "TL302" / name).read_text(encoding="utf-8")


def test_read_once_fixture_is_silent_by_default_and_says_why_when_pedantic() -> None:
    source = fixture("good_read_once.py")
    assert found(source, pedantic=False) == []
    assert found(source, pedantic=True) == [
        (29, shown(ONE_PASS), ONE_PASS),  # mean/std pass at the top level
        (43, shown(ONE_PASS), ONE_PASS),  # final test accuracy, through the function the epoch loop calls
        (69, shown(ONE_BATCH), ONE_BATCH),  # one batch to plot predictions (same name bound again)
        (84, shown(ONE_PASS), ONE_PASS),  # a function called once, outside any loop
    ]


def test_loaders_read_every_epoch_stay_reported() -> None:
    source = fixture("bad_read_every_epoch.py")
    expected = [(row, WORKERS, None) for row in (36, 37, 38, 47, 54)]
    assert found(source, pedantic=False) == expected
    assert found(source, pedantic=True) == expected


@pytest.mark.parametrize(
    ("body", "why"),
    [
        # a loop over it that repeats: every epoch
        ("loader = DataLoader(folder, batch_size=64)\nfor epoch in range(3):\n    for x, y in loader:\n        model(x.to(device))\n", None),
        # one evaluation pass at the top level
        ("loader = DataLoader(folder, batch_size=64)\nwith torch.no_grad():\n    for x, y in loader:\n        model(x.to(device))\n", ONE_PASS),
        # a loop that runs once around it (`for _ in range(1)`, a body ending in break)
        ("loader = DataLoader(folder, batch_size=64)\nfor _ in range(1):\n    for x, y in loader:\n        model(x.to(device))\n", ONE_PASS),
        # built inside the epoch loop: a new loader every epoch, read every epoch
        ("for epoch in range(3):\n    loader = DataLoader(folder, batch_size=64)\n    for x, y in loader:\n        model(x.to(device))\n", None),
        # passed to a function of another module: the file cannot tell what it does with it
        ("from project import run\nloader = DataLoader(folder, batch_size=64)\nrun(model, loader)\n", None),
        # ... unless its name says evaluation (v16): one evaluation pass at a call that runs once
        ("from project import evaluate\nloader = DataLoader(folder, batch_size=64)\nevaluate(model, loader)\n", ONE_PASS),
        # ... and not where that call runs every epoch
        (
            "from project import evaluate\nloader = DataLoader(folder, batch_size=64)\n"
            "for epoch in range(3):\n    evaluate(model, loader)\n",
            None,
        ),
        # passed to a function of the file called once (its loop runs once per call), and one
        # called from a function that loops: every epoch
        (
            "def run(loader):\n    for x, y in loader:\n        model(x.to(device))\n"
            "loader = DataLoader(folder, batch_size=64)\nrun(loader)\n",
            ONE_PASS,
        ),
        (
            "def run(loader):\n    for x, y in loader:\n        model(x.to(device))\n"
            "def epochs():\n    for epoch in range(3):\n        run(loader)\n"
            "loader = DataLoader(folder, batch_size=64)\nepochs()\n",
            None,
        ),
        # a loader read by a function the file never calls: unknown, stays
        ("def show():\n    for x, y in loader:\n        model(x.to(device))\nloader = DataLoader(folder, batch_size=64)\n", None),
        # `len(loader)` reads no batch; `iter(loader)` kept in a name: unknown
        ("loader = DataLoader(folder, batch_size=64)\nn = len(loader)\nfor x, y in loader:\n    model(x.to(device))\n", ONE_PASS),
        ("loader = DataLoader(folder, batch_size=64)\nit = iter(loader)\nwhile True:\n    x, y = next(it)\n", None),
    ],
)
def test_read_once_cases(body: str, why: str | None) -> None:
    source = HEAD + "model = torch.nn.Linear(3, 3).to(device)\nopt = torch.optim.SGD(model.parameters())\n" + body
    row = next(i for i, line in enumerate(source.splitlines(), 1) if "DataLoader(" in line and "import" not in line)
    assert found(source, pedantic=True) == [(row, shown(why), why)]
    assert found(source, pedantic=False) == ([] if why else [(row, WORKERS, None)])


def test_a_training_pass_at_the_top_level_stays_reported() -> None:
    # a one-epoch training run: every step of it waits for the batch
    source = HEAD + (
        "loader = DataLoader(folder, batch_size=64)\n"
        "for x, y in loader:\n"
        "    model(x.to(device)).sum().backward()\n"
        "    optimizer.step()\n"
    )
    assert found(source, pedantic=True) == [(7, WORKERS, None)]


def test_notebook_cells_rebinding_a_name_split_its_reads() -> None:
    # cell 1 binds `loader` for a mean/std pass, cell 2 binds it again for training: the first
    # is read once, the second every epoch (the reads of each binding are the ones it reaches)
    import json

    cells = [
        HEAD,
        "loader = DataLoader(folder, batch_size=512)\nfor x, _ in loader:\n    print(x.mean())\n",
        "loader = DataLoader(folder, batch_size=64, shuffle=True)\n",
        "for epoch in range(10):\n    for x, y in loader:\n        model(x.to(device)).sum().backward()\n        optimizer.step()\n",
    ]
    notebook = {
        "cells": [{"cell_type": "code", "metadata": {}, "source": c, "outputs": [], "execution_count": None} for c in cells],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
    }
    found_rows = [
        (d.cell, d.location.row, d.pedantic)
        for d in api.lint_source(json.dumps(notebook), "x.ipynb", select=["TL302"], preview=True, pedantic=True)
    ]
    assert found_rows == [(2, 1, ONE_PASS), (3, 1, None)]


def test_screen_stays_sound_on_the_new_fixtures() -> None:
    from torchlint.syntax_screens import Syntax
    from torchlint.syntax_screens.dataloader_single_process import may_report

    for name in ("good_read_once.py", "bad_read_every_epoch.py"):
        source = fixture(name)
        assert found(source, pedantic=True)
        assert may_report(Syntax(source)), name
