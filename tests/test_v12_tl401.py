"""TL401 v7 (issue 24, round 11): `F.dropout` without `training=` in a GAN's discriminator is
--pedantic. A discriminator scores batches for a training loss and nothing runs it at
inference, so whether its dropout follows eval mode changes nothing the code does: reviewers
of held-out user code called every such finding noise (fresh, fresh18, fresh20, fresh21),
among them discriminators held by a trainer object (`self.D = Discriminator()`), built in
another module of the project, or put in eval mode after training and never called again."""

from __future__ import annotations

import pytest

from torchlint import api
from torchlint.rules.functional_dropout_ignores_eval import DISCRIMINATOR, NEVER_IN_EVAL

MODELS = """\
import torch.nn.functional as F
from torch import nn


class {name}(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(784, 256)
        self.fc2 = nn.Linear(256, 1)

    def forward(self, x):
        return self.fc2(F.dropout(F.leaky_relu(self.fc1(x), 0.2), 0.3))
"""
MESSAGE = (
    "`F.dropout` without `training=` keeps dropping out in eval mode; pass `training=self.training` "
    "(or `training=True` when intended)"
)


def found(source: str, *, pedantic: bool) -> list[tuple[int, str | None]]:
    return [(d.location.row, d.pedantic)
            for d in api.lint_source(source, "models.py", select=["TL401"], pedantic=pedantic)]


@pytest.mark.parametrize("name", ["Discriminator", "PatchDiscriminator", "Critic", "D", "NetD", "netD_B"])
def test_a_discriminator_built_elsewhere_is_pedantic_and_says_why(name: str) -> None:
    # WHY silent by default: the class is built in another module, which this file cannot
    # see, but a discriminator only ever runs in training steps
    source = MODELS.format(name=name)
    assert found(source, pedantic=False) == []
    assert found(source, pedantic=True) == [(12, DISCRIMINATOR.format(name=name))]


@pytest.mark.parametrize("name", ["Classifier", "Decoder", "Denoiser", "Dense"])
def test_other_classes_keep_the_finding(name: str) -> None:
    assert found(MODELS.format(name=name), pedantic=False) == [(12, None)]


TRAINER = MODELS.format(name="Scorer") + """

class Sampler(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(100, 784)

    def forward(self, z):
        return self.fc(z)


class Trainer:
    def __init__(self, device):
        self.D = Scorer().to(device)
        self.G = Sampler().to(device)

    def sample(self, z):
        self.G.eval()
        return self.G(z)
"""


def test_a_module_a_trainer_object_holds_and_never_evaluates_is_pedantic() -> None:
    # `self.D` of a class with no base: not a module, so no parent's `.eval()` reaches it,
    # and the file's only `.eval()` is the generator's
    assert found(TRAINER, pedantic=True) == [(12, NEVER_IN_EVAL.format(name="Scorer"))]


@pytest.mark.parametrize("change", [
    # the trainer evaluates the module it holds
    ("self.G.eval()", "self.D.eval()"),
    # the holder is a module: its parent's `.eval()` would reach what it holds
    ("class Trainer:", "class Trainer(nn.Module):"),
    # an attribute of `self` bound elsewhere to something unknown: may be the module
    ("self.G = Sampler().to(device)", "self.G = build(device)"),
])
def test_a_trainer_that_may_evaluate_it_keeps_the_finding(change: tuple[str, str]) -> None:
    assert found(TRAINER.replace(*change), pedantic=True) == [(12, None)]
