"""TL304 (issue 24, round 8, fresh15 and fresh16 reviews): a `DataLoader` (or `Sampler`) subclass is not a
dataset: its `__iter__` yields whole batches, so moving each batch to the device there is what
TL304 advises, not a per-sample copy; and a dataset that caches its samples on the device
(`if idx in self.cache: return self.cache[idx]`) moves each sample once."""

from __future__ import annotations

from torchlint import api

LOADER = """\
import numpy as np
import torch

device = torch.device("cuda")


class LanguageModelLoader(torch.utils.data.DataLoader):
    def __init__(self, tokens, batch_size):
        self.tokens, self.batch_size = tokens, batch_size

    def __iter__(self):
        for start in range(0, len(self.tokens), self.batch_size):
            batch = torch.as_tensor(self.tokens[start:start + self.batch_size])
            yield batch.to(device)
"""


def _rows(source: str) -> list[int]:
    return [d.location.row for d in api.lint_source(source, "lm.py", select=["TL304"], pedantic=True)]


def test_a_dataloader_subclass_moving_its_batches_is_silent() -> None:
    # WHY silent: each yield is a whole batch; the move is where TL304 sends it
    assert _rows(LOADER) == []


def test_the_same_method_in_a_dataset_is_reported() -> None:
    dataset = LOADER.replace("torch.utils.data.DataLoader", "torch.utils.data.IterableDataset")
    assert _rows(dataset) == [14]


CACHE = """\
import torch
from PIL import Image
from torch.utils.data import Dataset
from torchvision.transforms import functional as F


class Flowers(Dataset):
    def __init__(self, files, labels):
        self.files, self.labels, self.cache = files, labels, {}
        self.device = "cuda"

    def __getitem__(self, idx):
        if idx in self.cache:
            return self.cache[idx]
        image = F.to_tensor(Image.open(self.files[idx])).to(self.device)
        label = self.labels[idx].to(self.device)
        self.cache[idx] = image, label
        return image, label
"""


def test_a_dataset_caching_its_samples_on_the_device_is_silent() -> None:
    # WHY silent: each sample is moved once and served from the device after that (fresh16)
    assert _rows(CACHE) == []


def test_without_the_cache_the_moves_are_reported() -> None:
    plain = CACHE.replace("        if idx in self.cache:\n            return self.cache[idx]\n", "").replace(
        "        self.cache[idx] = image, label\n", ""
    )
    assert _rows(plain) == [13, 14]
