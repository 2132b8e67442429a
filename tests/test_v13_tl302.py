"""TL302 v10 (issue 24, round 12): `ConcatDataset([...])` of torchvision's small images held in
memory is the small-image form (`--pedantic`) when every part is, as `Subset` and
`random_split` parts already were. Found on the held-out fresh23 review: a WGAN-GP notebook
concatenating MNIST's train and test sets, resized to 32x32, was reported by default although
the same dataset unconcatenated is `--pedantic`; both reviewers called it noise."""

from __future__ import annotations

import pytest
from test_v4_t302 import SMALL_IMAGES
from test_v8_tl302 import LENET

from torchlint import api

CONCAT = LENET.replace(
    'tf = transforms.Compose([transforms.ToTensor(), transforms.Normalize((0.1307,), (0.3081,))])\n'
    'train_loader = DataLoader(datasets.MNIST("data", train=True, download=True, transform=tf), batch_size=64, shuffle=True)\n',
    'tf = transforms.Compose([transforms.ToTensor(), transforms.Normalize((0.5,), (0.5,)), SIZE])\n'
    'train_ds = datasets.MNIST("data", train=True, download=True, transform=tf)\n'
    'test_ds = OTHER\n'
    'train_loader = DataLoader(ConcatDataset([train_ds, test_ds]), batch_size=64, shuffle=True)\n',
).replace("from torch.utils.data import DataLoader", "from torch.utils.data import ConcatDataset, DataLoader")


def _train_loader(source: str) -> list[str | None]:
    """The pedantic reason of each TL302 finding on the training loader (line 10)."""
    return [
        d.pedantic
        for d in api.lint_source(source, "train.py", select=["TL302"], preview=True, pedantic=True)
        if d.location.row == 10
    ]


def test_the_fixture_builds_the_training_loader_where_the_test_looks() -> None:
    assert CONCAT.splitlines()[9].startswith("train_loader = DataLoader(ConcatDataset(")


@pytest.mark.parametrize("size", ["transforms.Resize((32, 32), antialias=True)", "transforms.Resize(64)"])
def test_concatenated_small_images_are_the_small_image_form(size: str) -> None:
    source = CONCAT.replace("SIZE", size).replace(
        "OTHER", 'datasets.MNIST("data", train=False, download=True, transform=tf)'
    )
    assert _train_loader(source) == [SMALL_IMAGES]


def test_a_part_resized_above_64_keeps_the_finding() -> None:
    # WHY reported: a 128 px resize per sample costs 4x the conversion (loader_cost.md)
    source = CONCAT.replace("SIZE", "transforms.Resize(128)").replace(
        "OTHER", 'datasets.MNIST("data", train=False, download=True, transform=tf)'
    )
    assert _train_loader(source) == [None]


def test_a_part_that_decodes_files_keeps_the_finding() -> None:
    # WHY reported: an ImageFolder part decodes a file for each of its samples
    source = CONCAT.replace("SIZE", "transforms.Resize(32)").replace(
        "OTHER", 'datasets.ImageFolder("faces", transform=tf)'
    )
    assert _train_loader(source) == [None]
