"""What a file does with a loader's batches (train, evaluate, never read) and the TL301 /
TL302 / TL406 classes it decides: the fixture files a single bad.py / good.py cannot hold."""

from __future__ import annotations

from pathlib import Path

import pytest

from torchlint import api

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"

# v4: a loader over images held in memory is --pedantic whatever reads it (it was so only for
# evaluation loaders in v3); these tests keep a dataset that decodes for the loaders that train
IN_MEMORY = (
    "the dataset holds its samples in memory and converts each at most (MNIST, CIFAR with "
    "`ToTensor`/`Normalize`): reviewers of user code left these alone, though workers measured "
    "2.4-2.8x an epoch for small models (benchmarks/usercode/loader_cost.md)"
)


def found(source: str, code: str, *, pedantic: bool, name: str = "x.py") -> list[tuple[int, str | None]]:
    return [
        (d.location.row, d.pedantic)
        for d in api.lint_source(source, name, select=[code], preview=True, pedantic=pedantic)
    ]


def fixture(code: str, name: str) -> str:
    return (FIXTURES / code / name).read_text(encoding="utf-8")


def test_tl302_evaluation_and_unread_loaders_are_pedantic() -> None:
    source = fixture("TL302", "good_eval_loaders.py")
    assert found(source, "TL302", pedantic=False) == []
    assert found(source, "TL302", pedantic=True) == [
        (17, IN_MEMORY),
        (20, IN_MEMORY),
        (23, IN_MEMORY),
    ]


def test_tl302_data_module_on_a_lightning_trainer() -> None:
    source = fixture("TL302", "bad_datamodule.py")
    assert found(source, "TL302", pedantic=False) == [(18, None), (21, None)]
    assert found(source, "TL302", pedantic=True) == [(18, None), (21, None), (25, IN_MEMORY)]
    # a Trainer told to run on the CPU: no device waits for the batches
    on_cpu = source.replace('accelerator="auto"', 'accelerator="cpu"')
    assert found(on_cpu, "TL302", pedantic=True) == []


PREAMBLE = """\
import torch
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

device = torch.device("cuda")
test_set = datasets.MNIST("data", train=False, transform=transforms.ToTensor())
test_loader = DataLoader(test_set, batch_size=1000)


def accuracy(model, loader):
    for images, labels in loader:
        model(images.to(device))
"""


@pytest.mark.parametrize(
    ("call_site", "evaluates"),
    [
        ("with torch.set_grad_enabled(False):\n    accuracy(model, test_loader)\n", True),
        ("model.eval()\naccuracy(model, test_loader)\n", True),
        # `.train()` after `.eval()`: the last one before the call decides
        ("model.eval()\nmodel.train()\naccuracy(model, test_loader)\n", False),
        # a loop over the loader calling a function of another module: it may train there
        ("for images, labels in test_loader:\n    step(images, labels)\n", False),
    ],
)
def test_tl302_evaluation_needs_evidence(call_site: str, evaluates: bool) -> None:
    # v4: over MNIST the loader is --pedantic (held in memory) whether it evaluates or not
    expected = [(7, IN_MEMORY)]
    assert found(PREAMBLE + call_site, "TL302", pedantic=True) == expected


def test_tl302_unread_module_loader_in_a_file_that_does_not_train() -> None:
    # a module's loader another file may import: not known to be unread
    source = PREAMBLE.replace("datasets.MNIST", "datasets.ImageFolder")
    assert found(source, "TL302", pedantic=False) == [(7, None)]


def test_tl301_evaluation_loader_of_small_images_is_pedantic() -> None:
    source = fixture("TL301", "good_eval_loaders.py")
    assert found(source, "TL301", pedantic=False) == []
    assert found(source, "TL301", pedantic=True) == [
        (
            17,
            "an evaluation loader (no backward pass where it is read) of small images (MNIST, "
            "CIFAR): read once per epoch or run, pinning saves milliseconds in all",
        )
    ]


def test_tl406_file_restoring_saved_models_is_pedantic_without_fix() -> None:
    source = fixture("TL406", "good_restores_checkpoints.py")
    assert found(source, "TL406", pedantic=False) == []
    findings = api.lint_source(source, "x.py", select=["TL406"], pedantic=True, unsafe_fixes=True)
    assert [(d.location.row, d.pedantic, d.fix) for d in findings] == [
        (
            12,
            "this file loads saved weights into a model (`load_from_checkpoint`), whose checkpoints would no longer load",
            None,
        )
    ]


@pytest.mark.parametrize(
    ("restore", "restores"),
    [
        ('torch.utils.model_zoo.load_url("https://x/block.pth")', True),
        ('torch.hub.download_url_to_file("https://x/block.pth", "block.pth")', True),
        # another repository's model: the file's own convs are still worth changing
        ('torch.hub.load("owner/repo", "resnet18")', False),
    ],
)
def test_tl406_downloaded_weights_count_as_restoring(restore: str, restores: bool) -> None:
    source = (
        "import torch\nimport torch.nn as nn\n"
        # 512 channels: not a small network (TL406 leaves those to --pedantic)
        "net = nn.Sequential(nn.Conv2d(3, 512, 3), nn.BatchNorm2d(512))\n"
        f"weights = {restore}\n"
    )
    assert [row for row, _ in found(source, "TL406", pedantic=False)] == ([] if restores else [3])
    assert [row for row, _ in found(source, "TL406", pedantic=True)] == [3]


def test_tl302_trainer_on_its_default_accelerator_passes_the_screens() -> None:
    # `accelerator=` left out is "auto": the file's text need not name any device
    from torchlint.syntax_screens import Syntax
    from torchlint.syntax_screens.dataloader_single_process import may_report

    source = fixture("TL302", "bad_datamodule.py").replace(', accelerator="auto"', "")
    source = source.replace('left on `accelerator="auto"`', "left on its default")
    assert "accelerator" not in source.lower() and "cuda" not in source
    assert found(source, "TL302", pedantic=False) == [(18, None), (21, None)]
    assert may_report(Syntax(source))


FRAMEWORK_PREAMBLE = """\
import torch
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

device = torch.device("cuda")
train_loader = DataLoader(datasets.ImageFolder("data", transform=transforms.ToTensor()), batch_size=64)
val_loader = DataLoader(datasets.MNIST("data", train=False, transform=transforms.ToTensor()), batch_size=1000)
"""


@pytest.mark.parametrize(
    "runs",
    [
        # Lightning: `fit`'s training loaders train, its validation loaders and `validate` evaluate
        "import pytorch_lightning as pl\ntrainer = pl.Trainer()\ntrainer.fit(model, train_loader, val_loader)\n",
        "import lightning as L\ntrainer = L.Trainer()\ntrainer.fit(model, train_dataloaders=train_loader)\ntrainer.validate(model, val_loader)\n",
        # ignite: a supervised trainer's `run` trains, an evaluator's evaluates
        "from ignite.engine import create_supervised_evaluator, create_supervised_trainer\n"
        "trainer = create_supervised_trainer(model, optimizer, loss)\n"
        "evaluator = create_supervised_evaluator(model)\n"
        "trainer.run(train_loader, max_epochs=5)\nevaluator.run(val_loader)\n",
    ],
)
def test_tl302_framework_loops_tell_training_from_evaluation(runs: str) -> None:
    assert found(FRAMEWORK_PREAMBLE + runs, "TL302", pedantic=True) == [(6, None), (7, IN_MEMORY)]


def test_tl302_loaders_returned_to_callers_of_the_file() -> None:
    source = """\
import torch
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

device = torch.device("cuda")


def get_loaders():
    train = DataLoader(datasets.ImageFolder("data", transform=transforms.ToTensor()), batch_size=128)
    test = DataLoader(datasets.CIFAR10("data", train=False, transform=transforms.ToTensor()), batch_size=1000)
    return train, test


train_dl, test_dl = get_loaders()
for epoch in range(10):
    for x, y in train_dl:
        model(x.to(device)).sum().backward()
        optimizer.step()
    with torch.no_grad():
        for x, y in test_dl:
            model(x.to(device))
"""
    assert found(source, "TL302", pedantic=True) == [(9, None), (10, IN_MEMORY)]
    # returned by a function no caller of this file unpacks (a library's): unknown, reported
    library = source[: source.index("train_dl, test_dl")]
    assert found(library, "TL302", pedantic=True) == [(9, None), (10, IN_MEMORY)]


def test_tl302_in_a_file_that_trains_a_loop_without_backward_evaluates() -> None:
    # no no-grad, no `.eval()`: but the file's training loop is another one
    training = (
        "train_loader = DataLoader(test_set, batch_size=64, num_workers=2)\n"
        "for images, labels in train_loader:\n"
        "    model(images.to(device)).sum().backward()\n"
        "accuracy(model, test_loader)\n"
    )
    assert found(PREAMBLE + training, "TL302", pedantic=True) == [(7, IN_MEMORY)]
