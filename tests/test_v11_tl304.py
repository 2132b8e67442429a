"""TL304 (issue 24, round 10): a dataset the file loads only at batch size 1 is silent. There
each sample is a batch, so moving it in `__getitem__` is moving the batch (round 9, fresh17
review: a pix2pix project's one-off evaluation, whose batch size comes through a helper's
parameter)."""

from __future__ import annotations

from torchlint import api

DATASET = """\
import torch
from torch.utils.data import DataLoader, Dataset


class Pairs(Dataset):
    def __init__(self, items, device):
        self.items = items
        self.device = device

    def __len__(self):
        return len(self.items)

    def __getitem__(self, index):
        return self.items[index].to(self.device)


"""


def rows(tail: str) -> list[int]:
    return [
        d.location.row
        for d in api.lint_source(DATASET + tail, "evaluate.py", select=["TL304"], pedantic=False)
    ]


def test_a_dataset_loaded_at_batch_size_one_is_silent() -> None:
    assert rows("loader = DataLoader(Pairs(items, 'cuda'), batch_size=1)\n") == []
    assert rows("loader = DataLoader(Pairs(items, 'cuda'), 1, shuffle=False)\n") == []


def test_the_dataloaders_default_batch_size_is_one() -> None:
    assert rows("data = Pairs(items, 'cuda')\nloader = DataLoader(data, shuffle=False)\n") == []


def test_a_helpers_batch_size_set_to_one_by_every_call() -> None:
    helper = (
        "def get_loader(items, batch_size, shuffle=True):\n"
        "    dataset = Pairs(items, 'cuda')\n"
        "    return DataLoader(dataset=dataset, batch_size=batch_size, shuffle=shuffle)\n\n\n"
    )
    assert rows(helper + "loader = get_loader(items, batch_size=1, shuffle=False)\n") == []
    assert rows(helper + "loader = get_loader(items, 1)\n") == []
    # a call at batch size 16 makes it a batch of samples, each copied on its own
    assert rows(helper + "test = get_loader(items, 1)\ntrain = get_loader(items, 16)\n") == [14]


def test_a_helper_never_called_here_is_not_known() -> None:
    helper = (
        "def get_loader(items, batch_size):\n"
        "    return DataLoader(Pairs(items, 'cuda'), batch_size=batch_size)\n"
    )
    assert rows(helper) == [14]


def test_larger_batches_anywhere_keep_the_finding() -> None:
    tail = (
        "test = DataLoader(Pairs(test_items, 'cuda'), batch_size=1)\n"
        "train = DataLoader(Pairs(train_items, 'cuda'), batch_size=32)\n"
    )
    assert rows(tail) == [14]


def test_a_dataset_not_loaded_here_is_not_known() -> None:
    # built and handed to code elsewhere (a trainer, another module): its batch size is unseen
    assert rows("trainer.fit(Pairs(items, 'cuda'))\n") == [14]
    assert rows("") == [14]


def test_batches_the_loader_cannot_see_keep_the_finding() -> None:
    # a batch sampler makes the batches; `**kwargs` may set a batch size
    assert rows("loader = DataLoader(Pairs(items, 'cuda'), batch_sampler=sampler)\n") == [14]
    assert rows("loader = DataLoader(Pairs(items, 'cuda'), **loader_args)\n") == [14]
