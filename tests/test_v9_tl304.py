"""TL304 (issue 24, round 8, fresh15 review): a `DataLoader` (or `Sampler`) subclass is not a
dataset: its `__iter__` yields whole batches, so moving each batch to the device there is what
TL304 advises, not a per-sample copy."""

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
