"""TL302 v7 (issue 24, round 6): torchvision's small images held in memory (MNIST and its kin,
CIFAR, SVHN, USPS) whose per-sample transforms the file shows and keep the image at most 64 px
a side are --pedantic (fresh10 review: 13 of 14 noise rows). Upsampled to a real size, a size
the file does not show, STL10 at 96 px or a Lambda running a function of the file stay reported."""

from __future__ import annotations

from test_v5_tl302 import FIXTURES, found  # the v5 helpers: one copy

from torchlint import api

SMALL_IMAGES = (
    "the dataset holds small images in memory (MNIST, CIFAR ...) and its transforms keep them small "
    "(at most 64 px: conversion, flips, pads, crops, a small `Resize`): reviewers of user code left "
    "these alone (an epoch takes seconds either way), though the device measured the gain above"
)
MESSAGE = (
    "`DataLoader` without `num_workers` loads every batch in the training process; where each sample "
    "costs CPU work (decoding, augmentation) worker processes gave 2.4-4.5x, and this comes before "
    "removing per-step syncs (TL201)"
)


def test_small_images_are_pedantic() -> None:
    # MNIST resized to 64 for a DCGAN, CIFAR pad/crop/flip through random_split, FashionMNIST
    # padded to 32 with an arithmetic lambda
    assert found("good_small_images.py", pedantic=False) == []
    assert found("good_small_images.py", pedantic=True) == [(20, SMALL_IMAGES), (31, SMALL_IMAGES), (34, SMALL_IMAGES)]


def test_upsampled_and_unseen_sizes_stay_reported() -> None:
    # Resize(224), RandomResizedCrop((128, 128)), Resize(get_size()), STL10 at 96, Lambda(blur)
    source = (FIXTURES / "bad_upsampled.py").read_text(encoding="utf-8")
    diagnostics = api.lint_source(source, "bad_upsampled.py", select=["TL302"], preview=True, pedantic=False)
    assert [(d.location.row, d.location.column, d.message, d.pedantic) for d in diagnostics] == [
        (23, 10, MESSAGE, None), (29, 16, MESSAGE, None), (30, 16, MESSAGE, None),
        (35, 7, MESSAGE, None), (40, 11, MESSAGE, None),
    ]


def test_line_sits_at_64_pixels() -> None:
    source = (FIXTURES / "good_small_images.py").read_text(encoding="utf-8")
    assert found("good_small_images.py", pedantic=False, source=source.replace("IMAGE_SIZE = 64", "IMAGE_SIZE = 96")) == [
        (20, None)
    ]
    # a size bound to several values: the largest decides
    two = source.replace("IMAGE_SIZE = 64", "IMAGE_SIZE = 64 if torch.cuda.is_available() else 128")
    assert found("good_small_images.py", pedantic=False, source=two) == [(20, None)]


def test_heavier_transform_stays_reported() -> None:
    source = (FIXTURES / "good_small_images.py").read_text(encoding="utf-8").replace(
        "transforms.RandomHorizontalFlip(),", "transforms.AutoAugment(),"
    )
    assert found("good_small_images.py", pedantic=False, source=source) == [(31, None)]


def test_v5_augmented_cifar_fixture_is_pedantic_now() -> None:
    # bad_cpu_work.py's CIFAR crop/flip at 32 (a v5 default finding); the CPU filter stays
    rows = dict(found("bad_cpu_work.py", pedantic=True))
    assert rows[19] == SMALL_IMAGES and rows[42] is None
