"""TL302 / TL301 classes from the fresh review of user code (round 3): inference and metric
scripts, evaluation loops that generate, pretrained models fed one or two samples a step,
training loops that never move their batches to a device, a loader rebinding its dataset's
name, and small-image batches (TL301). Each is reported only with --pedantic, saying why."""

from __future__ import annotations

from pathlib import Path

from torchlint import api

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def found(code: str, name: str, *, pedantic: bool) -> list[tuple[int, str | None]]:
    source = (FIXTURES / code / name).read_text(encoding="utf-8")
    return [
        (d.location.row, d.pedantic)
        for d in api.lint_source(source, name, select=[code], preview=True, pedantic=pedantic)
    ]


INFERENCE_302 = "an inference or evaluation pass: the file trains nothing, each batch is read once"
TINY = "batches of one or two samples into a pretrained model: its forward and backward pass, not loading two samples, is the step"
GENERATES = "an evaluation loop that generates (`generate()`, beam search): decoding the outputs costs far more than loading the batch"
# v4: over images held in memory (CIFAR with `ToTensor`) a loader is --pedantic for that
EVAL_IMAGES = (
    "the dataset holds its samples in memory and converts each at most (MNIST, CIFAR with "
    "`ToTensor`/`Normalize`): reviewers of user code left these alone, though workers measured "
    "2.4-2.8x an epoch for small models (benchmarks/usercode/loader_cost.md)"
)
CPU_LOOP = "the training loop never moves its batches to a device: it trains on the CPU as written"


def test_tl302_fresh_classes_are_pedantic() -> None:
    assert found("TL302", "good_fresh_classes.py", pedantic=False) == []
    assert found("TL302", "good_fresh_classes.py", pedantic=True) == [(32, TINY), (35, GENERATES), (42, EVAL_IMAGES)]


def test_tl302_inference_script_is_pedantic() -> None:
    assert found("TL302", "good_inference.py", pedantic=False) == []
    assert found("TL302", "good_inference.py", pedantic=True) == [(27, INFERENCE_302)]


def test_tl302_training_loop_on_the_host_is_pedantic() -> None:
    assert found("TL302", "good_cpu_loop.py", pedantic=False) == []
    assert found("TL302", "good_cpu_loop.py", pedantic=True) == [(11, CPU_LOOP)]


def test_tl302_same_loops_on_the_device_are_reported() -> None:
    """The counterparts: a batch of four, a loop that moves its batches, a training file."""
    source = (FIXTURES / "TL302" / "good_cpu_loop.py").read_text(encoding="utf-8")
    moved = source.replace("vae(images)", "vae(images.to(device))")
    assert [d.location.row for d in api.lint_source(moved, "x.py", select=["TL302"], preview=True, pedantic=False)] == [11]
    source = (FIXTURES / "TL302" / "good_fresh_classes.py").read_text(encoding="utf-8")
    four = source.replace("batch_size=2,", "batch_size=4,")
    assert [d.location.row for d in api.lint_source(four, "x.py", select=["TL302"], preview=True, pedantic=False)] == [32]
    source = (FIXTURES / "TL302" / "good_inference.py").read_text(encoding="utf-8")
    trains = source + "    loss = model(pixel_values.to(device)).loss\n    loss.backward()\n"
    assert [d.location.row for d in api.lint_source(trains, "x.py", select=["TL302"], preview=True, pedantic=False)] == [27]


def test_tl301_fresh_classes_are_pedantic() -> None:
    assert found("TL301", "good_fresh_classes.py", pedantic=False) == []
    assert found("TL301", "good_fresh_classes.py", pedantic=True) == [
        (10, "batches of small images (MNIST, CIFAR): pinning saves a fraction of a millisecond a step"),
    ]
    assert found("TL301", "good_inference.py", pedantic=False) == []
    assert found("TL301", "good_inference.py", pedantic=True) == [
        (9, "an inference or evaluation pass: the file trains nothing, each batch is copied once"),
    ]


def test_tl301_resizing_transform_function_is_not_small() -> None:
    """`transform=train_tf` with `def train_tf(x)` resizing CIFAR to 96: 28 MB batches."""
    source = (FIXTURES / "TL301" / "good_fresh_classes.py").read_text(encoding="utf-8")
    source = source.replace(
        "augment = transforms.Compose([transforms.RandomCrop(32, padding=4), transforms.ToTensor()])",
        "def augment(x):\n    return transforms.Compose([transforms.Resize(96), transforms.ToTensor()])(x)",
    )
    rows = [d.location.row for d in api.lint_source(source, "x.py", select=["TL301"], preview=True, pedantic=False)]
    assert rows == [11]
