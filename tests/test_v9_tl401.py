"""TL401 v5 (issue 24, round 8, fresh15 review): `F.dropout` without `training=` in a class
named like a GAN's generator is --pedantic: a generator's dropout is often its noise source,
meant to apply at test time too (pix2pix). Other classes keep the finding."""

from __future__ import annotations

import pytest

from torchlint import api
from torchlint.rules.functional_dropout_ignores_eval import GENERATOR

SOURCE = """\
import torch.nn.functional as F
from torch import nn


class {name}(nn.Module):
    def __init__(self, p=0.5):
        super().__init__()
        self.fc = nn.Linear(100, 784)
        self.p = p

    def forward(self, z):
        return F.dropout(self.fc(z), self.p)
"""
MESSAGE = (
    "`F.dropout` without `training=` keeps dropping out in eval mode; pass `training=self.training` "
    "(or `training=True` when intended)"
)


def _found(name: str, pedantic: bool) -> list[tuple[int, str, str | None]]:
    source = SOURCE.format(name=name)
    return [(d.location.row, d.message, d.pedantic) for d in api.lint_source(source, "models.py", select=["TL401"], pedantic=pedantic)]


@pytest.mark.parametrize("name", ["Generator", "ResnetGenerator", "G", "NetG", "netG_A"])
def test_a_generator_is_pedantic_and_says_why(name: str) -> None:
    # WHY silent by default: dropout is the generator's noise; pix2pix keeps it on at test time
    assert _found(name, pedantic=False) == []
    why = GENERATOR.format(name=name)
    assert _found(name, pedantic=True) == [(12, f"{MESSAGE} (pedantic: {why})", why)]


@pytest.mark.parametrize("name", ["Classifier", "GRUEncoder", "Gate", "Decoder"])
def test_other_classes_keep_the_finding(name: str) -> None:
    assert _found(name, pedantic=False) == [(12, MESSAGE, None)]
