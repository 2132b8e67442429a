"""TL302 (issue 24, round 20): a dataset built by a function, of the file or of a module of the
project (`from data import build_dataset`), is judged by what that function returns, as a
dataset class of the project is since v15. The fresh36 recall panel confirmed a TinyStories
trainer whose `build_dataset(...)` returns a class reading and tokenizing a file per sample:
the loader was `--pedantic` "no per-sample file reading or decoding seen"."""

from __future__ import annotations

from pathlib import Path

from test_v14_project import _stat_trusted_at_once  # noqa: F401 - an autouse fixture: it applies here

from torchlint import api

DATA = '''from PIL import Image
from torch.utils.data import Dataset


class Faces(Dataset):
    def __init__(self, paths):
        self.paths = paths

    def __len__(self):
        return len(self.paths)

    def __getitem__(self, i):
        return Image.open(self.paths[i])


class Held(Dataset):
    def __init__(self, x):
        self.x = x

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i]


def build_dataset(paths):
    return Faces(paths)


def build_held(x):
    return Held(x)


def build_both(paths, x):
    return Faces(paths), Held(x)
'''
TRAIN = '''import torch
from torch.utils.data import DataLoader
from data import build_dataset, build_held, build_both

device = "cuda"
model = torch.nn.Linear(8, 2).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
loader = DataLoader(DATASET, batch_size=32)
for epoch in range(10):
    for x in loader:
        loss = model(x.to(device)).sum()
        loss.backward()
        optimizer.step()
'''
LOADS = (
    "`DataLoader` without `num_workers` loads every batch in the training process; where each "
    "sample costs CPU work (decoding, augmentation) worker processes gave 2.4-4.5x, and this "
    "comes before removing per-step syncs (TL201)"
)


def _found(tmp_path: Path, dataset: str, train: str = TRAIN) -> list[tuple[str, str | None]]:
    (tmp_path / "data.py").write_text(DATA)
    path = tmp_path / "train.py"
    path.write_text(train.replace("DATASET", dataset))
    run = api.lint_paths([path], select=["TL302"], preview=True, pedantic=True)
    return [(f"{d.location.row}:{d.location.column} {d.message}", d.pedantic) for f in run.files for d in f.diagnostics]


def test_project_function_returning_a_decoding_dataset_is_reported(tmp_path):
    assert _found(tmp_path, 'build_dataset(["a.png"])') == [(f"8:10 {LOADS}", None)]


def test_project_function_returning_an_indexing_dataset_is_pedantic(tmp_path):
    # the function's class only indexes what it holds: in memory, as such a class of the file
    found = _found(tmp_path, "build_held([1, 2])")
    assert len(found) == 1 and found[0][1].startswith("the dataset holds its samples in memory")


def test_a_returned_tuple_is_not_read(tmp_path):
    # `return train_ds, val_ds`: which part a caller binds is not followed
    found = _found(tmp_path, 'build_both(["a.png"], [1])')
    assert [why for _, why in found] == ["no per-sample file reading or decoding seen in the dataset"]


def test_function_of_the_file_returning_a_decoding_dataset_is_reported(tmp_path):
    train = TRAIN.replace(
        "from data import build_dataset, build_held, build_both\n",
        "from torchvision.datasets import ImageFolder\n\n\ndef make(root):\n    ds = ImageFolder(root)\n    return ds\n\n",
    )
    found = _found(tmp_path, 'make("data/train")', train)
    assert [why for _, why in found] == [None]
