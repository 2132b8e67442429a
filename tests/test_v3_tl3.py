"""v3 of the data-loading rules (issue 24: "Workers and size decide transfer rules", "Worker
restarts"; issue 25 cases 5 and 12): what each reports by default, what only --pedantic shows
and why, and the fixes it offers, as a user sees them."""

from __future__ import annotations

import json
import textwrap

import pytest

from torchlint import api, registry, syntax_screens
from torchlint.rules.dataloader_single_process import DataloaderSingleProcess

PIN = (
    "`DataLoader` without `pin_memory=True` copies batches from pageable memory; with worker "
    "processes pinning in the background it pays from about 1 MB per batch"
)
WORKERS = (
    "`DataLoader` without `num_workers` loads every batch in the training process; where each "
    "sample costs CPU work (decoding, augmentation) worker processes gave 2.4-4.5x, and this "
    "comes before removing per-step syncs (TL201)"
)
PERSIST = (
    "`DataLoader` with workers but without `persistent_workers=True` starts its worker "
    "processes again every epoch"
)
SPAWN = "; under the `spawn`/`forkserver` start method each restart costs seconds (about 14 s measured)"
SHORT = "; many short epochs over a small dataset make each restart a visible share of the epoch"
FORK = "no `spawn` start method or short epochs seen: restarts under `fork` cost about 0.05-0.1 s an epoch"

HEAD = textwrap.dedent(
    """\
    import argparse
    import torch
    import torch.multiprocessing as mp
    from torch.utils.data import DataLoader, TensorDataset, Subset, random_split
    from torchvision import datasets, transforms

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    """
)


def _found(code: str, body: str, pedantic: bool = True) -> list[tuple[int, str, str | None, str | None]]:
    """(row, message, pedantic reason, fix applicability) of each finding."""
    text = HEAD + textwrap.dedent(body)
    found = api.lint_source(text, "train.py", select=[code], preview=True, pedantic=pedantic)
    if found:  # the screens stay sound: a file the rule reports in passes its screen
        module = registry.index_by_code()[code].module
        assert syntax_screens.may_report(module, syntax_screens.Syntax(text))
    rows = HEAD.count("\n")
    return [
        (d.location.row - rows, d.message.split(" (pedantic: ")[0], d.pedantic,
         d.fix.applicability.value if d.fix else None)
        for d in found
    ]


# -- TL301: workers and size -------------------------------------------------------------
def test_tl301_default_needs_workers_large_batches_and_a_device_every_step() -> None:
    body = """\
    images = datasets.ImageFolder("data", transform=transforms.ToTensor())
    loader = DataLoader(images, batch_size=64, num_workers=4)
    for x, y in loader:
        x = x.to(device)
        model(x).sum().backward()  # a training loop
    """
    assert _found("TL301", body, pedantic=False) == [(2, PIN, None, "unsafe")]


@pytest.mark.parametrize(
    "loader, reason",
    [
        # no workers: the main process pins every batch itself
        ("DataLoader(images, batch_size=64)",
         "no worker processes: the main process would pin every batch itself, which costs about what the faster copy saves"),
        ("DataLoader(images, batch_size=64, num_workers=0)",
         "no worker processes: the main process would pin every batch itself, which costs about what the faster copy saves"),
        ("DataLoader(images, batch_size=64, num_workers=zero)",
         "no worker processes: the main process would pin every batch itself, which costs about what the faster copy saves"),
        ("DataLoader(images, batch_size=64, num_workers=args.workers)",
         "no worker processes: the main process would pin every batch itself, which costs about what the faster copy saves"),
        # small images: 64 MNIST digits are 196 KB
        ("DataLoader(digits, batch_size=64, num_workers=4)",
         "batches of about 196 KB: pinning pays from about 1 MB per batch"),
        # 16 CIFAR images cropped to 32x32 are 192 KB
        ("DataLoader(cifar, batch_size=16, num_workers=4)",
         "batches of about 192 KB: pinning pays from about 1 MB per batch"),
        # token IDs: a dataset not known to hold images
        ("DataLoader(TensorDataset(torch.randint(0, 100, (64, 512))), batch_size=64, num_workers=4)",
         "batches not known to be large (token IDs, features, small images): pinning pays from about 1 MB per batch"),
        ("DataLoader(TextDataset(tokenizer, 'train.txt'), batch_size=64, num_workers=4)",
         "batches not known to be large (token IDs, features, small images): pinning pays from about 1 MB per batch"),
    ],
)
def test_tl301_pedantic_reasons(loader: str, reason: str) -> None:
    body = f"""\
    from project.text import TextDataset
    parser = argparse.ArgumentParser()
    parser.add_argument("--workers", type=int, default=0)
    args = parser.parse_args()
    zero = 0
    images = datasets.ImageFolder("data", transform=transforms.ToTensor())
    digits = datasets.MNIST("data", transform=transforms.ToTensor())
    cifar = datasets.CIFAR10("data", transform=transforms.Compose([transforms.RandomCrop(32), transforms.ToTensor()]))
    loader = {loader}
    for x in loader:
        x = x.to(device)
    """
    assert [(row, pedantic) for row, _, pedantic, _ in _found("TL301", body)] == [(9, reason)]
    assert _found("TL301", body, pedantic=False) == []


def test_tl301_small_images_in_large_batches_are_pedantic() -> None:
    # 512 MNIST digits are 1.6 MB, but pinning them saves a fraction of a millisecond a step
    # (a review of user code: noise), in a training loop too
    body = """\
    digits = datasets.MNIST("data", transform=transforms.ToTensor())
    loader = DataLoader(digits, batch_size=512, num_workers=2)
    for x in loader:
        x = x.cuda(non_blocking=True)
        model(x).sum().backward()
    """
    assert [(row, pedantic) for row, _, pedantic, _ in _found("TL301", body)] == [
        (2, "batches of small images (MNIST, CIFAR): pinning saves a fraction of a millisecond a step"),
    ]


@pytest.mark.parametrize(
    "loader",
    [
        # CIFAR resized for a pretrained network: 32 images of 3x224x224 are 18 MB
        "DataLoader(Subset(resized, range(100)), batch_size=32, num_workers=2)",
        # decoded images of unknown size at a configured batch size
        "DataLoader(images, batch_size=args.batch_size, num_workers=args.workers)",
        # worker count and batch size bound to names
        "DataLoader(images, batch_size=batch, num_workers=workers)",
        # CIFAR through a pretrained model's transform, which the file does not spell out
        # (those resize to 224): at least a decoded image of 48 KB each, 1.5 MB a batch
        "DataLoader(pretrained_cifar, batch_size=32, num_workers=2)",
        # speech clips: 32 of at least a second at 16 kHz are 2 MB
        "DataLoader(torchaudio.datasets.SPEECHCOMMANDS('data'), batch_size=32, num_workers=4)",
    ],
)
def test_tl301_large_batches_with_workers_are_reported(loader: str) -> None:
    body = f"""\
    import torchaudio
    parser = argparse.ArgumentParser()
    parser.add_argument("--workers", "-j", type=int, default=8)
    parser.add_argument("--batch-size", type=int)
    args = parser.parse_args()
    workers, batch = 4, 64
    workers = 4
    batch = 64
    images = datasets.ImageFolder("data", transform=transforms.ToTensor())
    digits = datasets.MNIST("data", transform=transforms.ToTensor())
    resized = datasets.CIFAR10("data", transform=transforms.Compose([transforms.Resize(224), transforms.ToTensor()]))
    pretrained_cifar = datasets.CIFAR10("data", transform=weights.transforms())
    loader = {loader}
    for x in loader:
        x = x.cuda(non_blocking=True)
        model(x).sum().backward()  # a training loop
    """
    assert [(row, pedantic) for row, _, pedantic, _ in _found("TL301", body, pedantic=False)] == [(13, None)]


def test_tl301_explicit_false_is_pedantic_only_and_never_rewritten() -> None:
    """Issue 25, case 5: `pin_memory=False  # deliberately off` was flipped under --pedantic."""
    source = HEAD + textwrap.dedent(
        """\
        images = datasets.ImageFolder("data", transform=transforms.ToTensor())
        loader = DataLoader(images, batch_size=64, num_workers=4, pin_memory=False)  # deliberately off
        plain = DataLoader(images, batch_size=64, num_workers=4, pin_memory=False)
        for x, y in loader:
            x = x.to(device)
        for x, y in plain:
            x = x.to(device)
        """
    )
    found = api.lint_source(source, "train.py", select=["TL301"], pedantic=True)
    assert [(d.message, d.fix) for d in found] == [
        ("`DataLoader` with `pin_memory=False` copies batches from pageable memory; pinned batches "
         "copy faster when worker processes pin them in the background (pedantic: `pin_memory=False` "
         "is explicit: a decision, never rewritten)", None),
    ] * 2
    assert api.lint_source(source, "train.py", select=["TL301"], pedantic=False) == []
    module = registry.index_by_code()["TL301"].module
    assert syntax_screens.may_report(module, syntax_screens.Syntax(source))
    fixed = api.fix_source(source, "train.py", select=["TL301"], pedantic=True, unsafe_fixes=True)
    assert fixed.source == source


# -- TL302: loaders read once, splits, notebooks -------------------------------------------
def test_tl302_is_a_one_line_preview_switch() -> None:
    assert DataloaderSingleProcess.preview in (True, False)


def test_tl302_message_and_split_datasets() -> None:
    body = """\
    full = datasets.ImageFolder("data", transform=transforms.ToTensor())
    train, val = random_split(full, [45000, 5000])
    train_loader = DataLoader(train, batch_size=128, shuffle=True)
    subset_loader = DataLoader(Subset(full, range(1000)), batch_size=128)
    for epoch in range(5):
        for x, y in train_loader:
            x = x.to(device)
            model(x).sum().backward()  # a training loop
        for x, y in subset_loader:
            x = x.to(device)
            model(x).sum().backward()  # a training loop
    """
    assert _found("TL302", body, pedantic=False) == [(3, WORKERS, None, None), (4, WORKERS, None, None)]


def test_tl302_loaders_read_once_are_pedantic_only() -> None:
    body = """\
    images = datasets.ImageFolder("data", transform=transforms.ToTensor())
    peek = DataLoader(images, batch_size=8, shuffle=True)
    x, y = next(iter(peek))
    first = next(iter(DataLoader(images, batch_size=4)))
    shown = DataLoader(images, batch_size=16)
    for x, y in shown:
        print(x.shape)
        break
    sample_loader = DataLoader(images, batch_size=4, shuffle=True)
    dataiter = iter(sample_loader)
    x, y = next(dataiter)
    x2, y2 = dataiter.next()
    """
    assert _found("TL302", body, pedantic=False) == []
    assert [(row, pedantic) for row, _, pedantic, _ in _found("TL302", body)] == [
        (2, "one batch read (`next(iter(...))`)"), (4, "one batch read (`next(iter(...))`)"),
        (5, "one batch read (`next(iter(...))`)"), (9, "one batch read (`next(iter(...))`)"),
    ]


def test_tl302_an_iterator_read_in_a_loop_is_training() -> None:
    body = """\
    images = datasets.ImageFolder("data", transform=transforms.ToTensor())
    loader = DataLoader(images, batch_size=8, shuffle=True)
    batches = iter(loader)
    for step in range(1000):
        x, y = next(batches)
        x = x.to(device)
    """
    assert _found("TL302", body, pedantic=False) == [(2, WORKERS, None, None)]


def test_tl302_read_once_and_trained_is_reported() -> None:
    body = """\
    images = datasets.ImageFolder("data", transform=transforms.ToTensor())
    loader = DataLoader(images, batch_size=8, shuffle=True)
    x, y = next(iter(loader))
    for epoch in range(3):
        for x, y in loader:
            x = x.to(device)
            model(x).sum().backward()  # a training loop
    """
    assert _found("TL302", body, pedantic=False) == [(2, WORKERS, None, None)]


def _notebook(*cells: str) -> str:
    return json.dumps({
        "cells": [
            {"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": c}
            for c in cells
        ],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
    })


def test_tl302_sees_a_split_torchvision_dataset_across_notebook_cells() -> None:
    source = _notebook(
        "import torch\nfrom torch.utils.data import DataLoader, random_split\n"
        "from torchvision import datasets, transforms\n"
        "device = 'cuda' if torch.cuda.is_available() else 'cpu'",
        "full = datasets.ImageFolder('data', transform=transforms.ToTensor())",
        "train_ds, val_ds = random_split(full, [55000, 5000])",
        "train_loader = DataLoader(train_ds, batch_size=64, shuffle=True)\nval_loader = DataLoader(val_ds, batch_size=64)",
        "images, labels = next(iter(val_loader))\nprint(images.shape)",
        "for epoch in range(3):\n    for x, y in train_loader:\n        x = x.to(device)\n        model(x).sum().backward()",
    )
    found = api.lint_source(source, "course.ipynb", select=["TL302"], preview=True, pedantic=True)
    # the validation loader is only read once (cell 5): --pedantic only
    assert [(d.cell, d.location.row, d.location.column, d.pedantic) for d in found] == [
        (4, 1, 16, None), (4, 2, 14, "one batch read (`next(iter(...))`)"),
    ]
    assert found[0].message == WORKERS


# -- TL303: restarts that cost, names bound to 0, fixes that evaluate once -----------------
def _tl303(setup: str, loader: str, epochs: str = "range(epochs)") -> list:
    body = f"""\
    {setup}
    loader = {loader}
    for epoch in {epochs}:
        for x, y in loader:
            x = x.to(device)
    """
    return _found("TL303", body)


@pytest.mark.parametrize(
    "setup, loader, suffix",
    [
        ('mp.set_start_method("spawn")', "DataLoader(data, num_workers=4)", SPAWN),
        ('torch.multiprocessing.set_start_method("forkserver", force=True)', "DataLoader(data, num_workers=4)", SPAWN),
        ("pass", 'DataLoader(data, num_workers=4, multiprocessing_context="spawn")', SPAWN),
        ('context = mp.get_context("spawn")', "DataLoader(data, num_workers=4, multiprocessing_context=context)", SPAWN),
        ("mp.freeze_support()", "DataLoader(data, num_workers=4)", SPAWN),
    ],
)
def test_tl303_spawn_start_method_is_default(setup: str, loader: str, suffix: str) -> None:
    assert _tl303(setup, loader) == [(2, PERSIST + suffix, None, "unsafe")]


def test_tl303_short_epochs_are_default_long_runs_under_fork_pedantic() -> None:
    mnist = 'datasets.MNIST("data", transform=transforms.ToTensor())'
    assert _tl303("pass", f"DataLoader({mnist}, batch_size=64, num_workers=2)", "range(20)") == [
        (2, PERSIST + SHORT, None, "unsafe"),
    ]
    # few epochs over a small dataset, or many over a large one: restarts are noise under fork
    assert _tl303("pass", f"DataLoader({mnist}, batch_size=64, num_workers=2)", "range(3)") == [
        (2, PERSIST, FORK, "unsafe"),
    ]
    folder = 'datasets.ImageFolder("data/train")'
    assert _tl303("pass", f"DataLoader({folder}, batch_size=64, num_workers=8)", "range(90)") == [
        (2, PERSIST, FORK, "unsafe"),
    ]


@pytest.mark.parametrize(
    "setup, workers",
    [
        ("workers = 0", "workers"),
        ("parser = argparse.ArgumentParser(); parser.add_argument('--workers', type=int, default=0); args = parser.parse_args()", "args.workers"),
        ("workers = 0 if True else 0", "workers"),
    ],
)
def test_tl303_names_bound_to_zero_are_zero(setup: str, workers: str) -> None:
    assert _tl303(setup, f"DataLoader(data, num_workers={workers})") == []


def test_tl303_no_fix_for_a_parameter_default_a_caller_may_override() -> None:
    body = """\
    mp.set_start_method("spawn")

    def train(data, epochs, workers=4):
        loader = DataLoader(data, num_workers=workers)
        for epoch in range(epochs):
            for x in loader:
                x = x.to(device)

    train(data, 3, workers=0)
    """
    assert _found("TL303", body, pedantic=False) == [(4, PERSIST + SPAWN, None, None)]


@pytest.mark.parametrize(
    "setup, workers, fixed",
    [
        ("pass", "4", "DataLoader(data, num_workers=4, persistent_workers=True)"),
        ("workers = 4", "workers", "DataLoader(data, num_workers=workers, persistent_workers=True)"),
        # not known non-zero, or not a plain name: no fix (the expression would be evaluated
        # twice, and `persistent_workers=True` with zero workers raises ValueError)
        ("import os", "os.cpu_count() // 2", None),
        ("workers = settings['workers']", "workers", None),
        ("parser = argparse.ArgumentParser(); parser.add_argument('--workers', type=int, default=4); args = parser.parse_args()", "args.workers", None),
        ("workers = 0 if debug else 4", "workers", None),
        ("workers = 4 if big else 2", "workers", None),
    ],
)
def test_tl303_fix_only_where_the_count_is_known_and_evaluated_once(setup: str, workers: str, fixed: str | None) -> None:
    source = HEAD + textwrap.dedent(
        f"""\
        mp.set_start_method("spawn")
        {setup}
        loader = DataLoader(data, num_workers={workers})
        for epoch in range(epochs):
            for x in loader:
                x = x.to(device)
        """
    )
    found = api.lint_source(source, "train.py", select=["TL303"], preview=True, pedantic=False)
    assert [d.code for d in found] == ["TL303"]
    assert (found[0].fix is not None) == (fixed is not None)
    result = api.fix_source(source, "train.py", select=["TL303"], preview=True, unsafe_fixes=True)
    line = result.source.splitlines()[HEAD.count("\n") + 2]
    assert line == f"loader = {fixed or f'DataLoader(data, num_workers={workers})'}"
