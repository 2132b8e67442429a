"""TL302 v5 (issue 24, round 5): per-sample CPU work that is not file decoding (augmenting
images held in memory, a CPU filter, tokenizing in `__getitem__` or in the collate function)
is reported for loaders that feed a training loop; evaluation loaders over such data stay
--pedantic (`torchlint.semantic.datasets`: `cpu_work`)."""

from __future__ import annotations

from pathlib import Path

from torchlint import api

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "TL302"
NOT_TRAINING = (
    "samples held in memory cost CPU work (augmentation, tokenization) but this loader does not feed a "
    "training loop"
)


def found(name: str, *, pedantic: bool, source: str | None = None) -> list[tuple[int, str | None]]:
    text = source if source is not None else (FIXTURES / name).read_text(encoding="utf-8")
    return [
        (d.location.row, d.pedantic)
        for d in api.lint_source(text, name, select=["TL302"], preview=True, pedantic=pedantic)
    ]


def test_cpu_work_feeding_training_is_reported() -> None:
    # augmented CIFAR, a CPU convolution via Lambda, encode_plus in __getitem__, a tokenizing collator
    assert found("bad_cpu_work.py", pedantic=False) == [(19, None), (42, None), (58, None), (79, None)]


def test_cpu_work_silent_cases() -> None:
    assert found("good_cpu_work.py", pedantic=False) == []
    rows = dict(found("good_cpu_work.py", pedantic=True))
    assert rows[14] == NOT_TRAINING
    assert rows[17] == rows[34] == "no per-sample file reading or decoding seen in the dataset"


def test_in_memory_with_only_conversions_stays_pedantic() -> None:
    source = (FIXTURES / "bad_cpu_work.py").read_text(encoding="utf-8").replace(
        "transforms.RandomCrop(32, padding=4),\n    transforms.RandomHorizontalFlip(),\n", ""
    )
    assert (19, None) not in found("bad_cpu_work.py", pedantic=False, source=source)
