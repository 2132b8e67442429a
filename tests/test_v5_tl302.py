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
    # augmented CIFAR, a CPU convolution via Lambda; since v6 the two tokenizer-only forms (an
    # AutoTokenizer, fast, in __getitem__ and in a collator) are --pedantic (tests/test_v6_tl302.py)
    # since v7 CIFAR's crop/flip at 32 px is --pedantic too (tests/test_v7_tl302.py)
    assert found("bad_cpu_work.py", pedantic=False) == [(42, None)]


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


MOVES = (
    "the dataset's per-sample transform or the data collator moves its output to the device, which a "
    "worker process cannot do: move the copy out of it before adding workers"
)
TRAINER = (
    "`TrainingArguments` without `dataloader_num_workers` make the `Trainer` load every batch in the "
    "training process; its training set decodes every sample, and worker processes gave 2.4-4.5x where "
    "samples cost CPU work"
)


def test_hf_trainer_arguments_without_workers() -> None:
    text = (FIXTURES / "bad_trainer.py").read_text(encoding="utf-8")
    found_default = api.lint_source(text, "bad_trainer.py", select=["TL302"], preview=True, pedantic=False)
    assert [(d.location.row, d.location.column, d.message) for d in found_default] == [(20, 8, TRAINER)]
    assert found("bad_trainer.py", pedantic=True) == [
        (20, None), (34, "the file never calls this `Trainer`'s `train()`"),
        (45, MOVES), (57, MOVES),
    ]


def test_hf_trainer_small_hub_images_stay_silent() -> None:
    # a hub copy of MNIST decodes a 28x28 PNG a sample: not the decoding the form is about
    text = (FIXTURES / "bad_trainer.py").read_text(encoding="utf-8").replace(
        'load_dataset("imagefolder", data_dir="ultrasound")', 'load_dataset("mnist")'
    )
    assert found("bad_trainer.py", pedantic=False, source=text) == []


def test_hf_trainer_form_passes_the_screens() -> None:
    from torchlint.syntax_screens import Syntax
    from torchlint.syntax_screens.dataloader_single_process import may_report

    text = (FIXTURES / "bad_trainer.py").read_text(encoding="utf-8")
    assert may_report(Syntax(text))
    assert not may_report(Syntax(text.replace("TrainingArguments(", "TrainingArguments(dataloader_num_workers=2, ")))


HARD_CODED = (
    "`DataLoader` with a hard-coded `num_workers=0` loads every batch in the training process; where each "
    "sample costs CPU work (decoding, augmentation) worker processes gave 2.4-4.5x, and this comes before "
    "removing per-step syncs (TL201)"
)
ZERO_SOURCE = '''\
import torch
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

device = torch.device("cuda")
folder = datasets.ImageFolder("data", transform=transforms.ToTensor())
hard = DataLoader(folder, batch_size=64, shuffle=True, num_workers=0)
# workers crash on this cluster's shared memory
said = DataLoader(folder, batch_size=64, shuffle=True, num_workers=0)
inline = DataLoader(folder, batch_size=64, num_workers=0)  # Windows: no fork
mnist = DataLoader(datasets.MNIST("d", transform=transforms.ToTensor()), batch_size=64, num_workers=0)
once = DataLoader(folder, batch_size=64, num_workers=0)
stats = next(iter(once))
evaluation = DataLoader(folder, batch_size=64, num_workers=0)


def train(loader):
    for x, y in loader:
        model(x.to(device)).sum().backward()
        optimizer.step()


for epoch in range(10):
    train(hard)
    train(said)
    train(inline)
    train(mnist)
    with torch.no_grad():
        for x, y in evaluation:
            model(x.to(device))
'''


def test_hard_coded_zero_over_decoding_training_data() -> None:
    # only `hard`: a comment says why (said, inline), the data is held in memory (mnist), the
    # loader is read once (once) or only evaluates (evaluation); none has a --pedantic form
    for pedantic in (False, True):
        found_rows = [
            (d.location.row, d.message)
            for d in api.lint_source(ZERO_SOURCE, "x.py", select=["TL302"], preview=True, pedantic=pedantic)
        ]
        assert found_rows == [(7, HARD_CODED)]
