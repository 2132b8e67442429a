"""TL414 v4 (issue 24, round 11): the generator's own layers, where the file builds it, decide
whether its extra backward matters. The noise of v3's second held-out review (fresh21) was
small generators beside networks v3 could not size: a fully connected generator of widths
read from a config, generators of 4-16-channel convolutions beside a 31M-weight
convolutional discriminator."""

from __future__ import annotations

import textwrap

import pytest

from torchlint import api
from torchlint.rules.gan_discriminator_through_generator import FULLY_CONNECTED_GENERATOR, TINY_GENERATOR

# A discriminator of real size, and a generator whose layers the tests replace.
TRAINER = """\
import torch
import torch.nn as nn


class Discriminator(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 64, 3)
        self.conv2 = nn.Conv2d(64, 128, 3)
        self.fc = nn.Linear(128 * 24 * 24, 1)

    def forward(self, x):
        return self.fc(self.conv2(self.conv1(x)).flatten(1))


class Generator(nn.Module):
    def __init__(self, z_dim, sizes):
        super().__init__()
        self.proj = nn.Linear(z_dim, 7 * 7 * 16)
        self.up1 = nn.ConvTranspose2d(16, 4, kernel_size=2, stride=2)
        self.up2 = nn.ConvTranspose2d(4, 1, kernel_size=2, stride=2)

    def forward(self, z):
        return self.up2(self.up1(self.proj(z).view(-1, 16, 7, 7)))


G = Generator(cfg.z_dim, cfg.sizes).cuda()
D = Discriminator().cuda()
opt_D = torch.optim.Adam(D.parameters())
opt_G = torch.optim.Adam(G.parameters())
for real, _ in loader:
    fake = G(torch.randn(real.size(0), cfg.z_dim, device="cuda"))
    d_loss = bce(D(real), ones) + bce(D(fake), zeros)
    opt_D.zero_grad()
    d_loss.backward()
    opt_D.step()
    opt_G.zero_grad()
    g_loss = bce(D(fake), ones)
    g_loss.backward()
    opt_G.step()
"""
GENERATOR_LAYERS = """\
        self.proj = nn.Linear(z_dim, 7 * 7 * 16)
        self.up1 = nn.ConvTranspose2d(16, 4, kernel_size=2, stride=2)
        self.up2 = nn.ConvTranspose2d(4, 1, kernel_size=2, stride=2)
"""


def row(text: str) -> int:
    """The line of the fake passed to the discriminator in its step."""
    return next(i for i, line in enumerate(text.splitlines(), 1) if "D(fake), zeros" in line)


def found(text: str, *, pedantic: bool) -> list[tuple[int, str | None]]:
    return [
        (d.location.row, d.pedantic)
        for d in api.lint_source(textwrap.dedent(text), "train.py", select=["TL414"], preview=True,
                                 pedantic=pedantic)
    ]


def with_generator(layers: str) -> str:
    return TRAINER.replace(GENERATOR_LAYERS, textwrap.indent(textwrap.dedent(layers), " " * 8))


def test_a_generator_of_tiny_convolutions_is_pedantic_only() -> None:
    # 16 -> 4 -> 1 channels beside a discriminator of 64-128 channels and a 74k-wide linear
    # layer: the generator's backward is a few small kernels (the noise widths of its
    # projection are read from a config: fully connected layers beside tiny convolutions do
    # not need known widths)
    assert found(TRAINER, pedantic=False) == []
    assert found(TRAINER, pedantic=True) == [(row(TRAINER), TINY_GENERATOR)]


@pytest.mark.parametrize("layers", [
    # a DCGAN generator: 64 channels and more
    """\
    self.proj = nn.Linear(z_dim, 7 * 7 * 128)
    self.up1 = nn.ConvTranspose2d(128, 64, 4, 2, 1)
    self.up2 = nn.ConvTranspose2d(64, 1, 4, 2, 1)
    """,
    # channels read from a config: not known to be tiny
    """\
    self.proj = nn.Linear(z_dim, 7 * 7 * 16)
    self.up1 = nn.ConvTranspose2d(16, cfg.ngf, 4, 2, 1)
    self.up2 = nn.ConvTranspose2d(cfg.ngf, 1, 4, 2, 1)
    """,
    # a convolution built in a loop over sizes: how wide and how many is not known
    """\
    self.blocks = nn.ModuleList([nn.ConvTranspose2d(a, b, 4, 2, 1) for a, b in zip(sizes, sizes[1:])])
    """,
    # a module from elsewhere beside the layers: its size is not known
    """\
    self.proj = nn.Linear(z_dim, 7 * 7 * 16)
    self.body = make_decoder(16)
    """,
    # recurrent layers are not sized here
    """\
    self.rnn = nn.LSTM(z_dim, 512)
    self.out = nn.Linear(512, 784)
    """,
])
def test_a_generator_with_real_work_or_unknown_layers_is_reported(layers: str) -> None:
    text = with_generator(layers)
    assert found(text, pedantic=False) == [(row(text), None)]


def test_a_fully_connected_generator_is_pedantic_only_whatever_its_widths() -> None:
    # widths from a config, layers built in a loop over them: still a few matmuls a step,
    # beside a convolutional discriminator
    text = with_generator("""\
    dims = [z_dim, *sizes]
    self.layers = nn.ModuleList()
    for a, b in zip(dims, dims[1:]):
        self.layers.append(nn.Linear(a, b))
    self.out = nn.Linear(sizes[-1], 784)
    """)
    assert found(text, pedantic=False) == []
    assert found(text, pedantic=True) == [(row(text), FULLY_CONNECTED_GENERATOR)]


def test_a_fully_connected_generator_of_known_width_past_the_limit_is_reported() -> None:
    # 100 x 8192 + 8192 x 8192: past 2^22 weights, the backward is real work
    text = with_generator("""\
    self.fc1 = nn.Linear(100, 8192)
    self.fc2 = nn.Linear(8192, 8192)
    """)
    assert found(text, pedantic=False) == [(row(text), None)]


def test_a_sequential_generator_is_read_too() -> None:
    text = TRAINER.replace(
        "G = Generator(cfg.z_dim, cfg.sizes).cuda()",
        "G = nn.Sequential(nn.Linear(cfg.z_dim, cfg.hidden), nn.ReLU(), nn.Linear(cfg.hidden, 784)).cuda()",
    )
    assert found(text, pedantic=True) == [(row(text), FULLY_CONNECTED_GENERATOR)]


def test_a_generator_from_another_module_is_not_known_to_be_small() -> None:
    text = TRAINER.replace(
        "G = Generator(cfg.z_dim, cfg.sizes).cuda()",
        "from models import Generator as ImportedGenerator\nG = ImportedGenerator(cfg.z_dim).cuda()",
    )
    assert found(text, pedantic=False) == [(row(text), None)]


def test_a_generator_held_by_the_trainer_or_passed_to_it_is_read() -> None:
    # `self.G = Generator(...)` in a trainer class, and `def train(G, D)` called with the
    # file's generator: the same layers
    loop = TRAINER[TRAINER.index("G = Generator"):]
    head = TRAINER[:TRAINER.index("G = Generator")]
    held = head + "class Trainer:\n    def __init__(self):\n" + textwrap.indent(
        loop.replace("G = ", "self.G = ", 1).replace("G(torch", "self.G(torch").replace("G.parameters", "self.G.parameters"),
        " " * 8,
    )
    assert [p for _row, p in found(held, pedantic=True)] == [TINY_GENERATOR]
    passed = head + "def train(G, D):\n" + textwrap.indent(
        loop.replace("G = Generator(cfg.z_dim, cfg.sizes).cuda()\nD = Discriminator().cuda()\n", ""), " " * 4,
    ) + "\n\ntrain(Generator(cfg.z_dim, cfg.sizes).cuda(), Discriminator())\n"
    assert [p for _row, p in found(passed, pedantic=True)] == [TINY_GENERATOR]
    passed = passed.replace(
        "train(Generator(cfg.z_dim, cfg.sizes).cuda(), Discriminator())",
        "netG = Generator(cfg.z_dim, cfg.sizes)\ntrain(netG, Discriminator())",
    )
    assert [p for _row, p in found(passed, pedantic=True)] == [TINY_GENERATOR]


def test_a_generator_frozen_by_its_parameters_is_left_alone() -> None:
    # `for p in G.parameters(): p.requires_grad = False` after the generator's step (a WGAN
    # of fresh22, review round 11): the next discriminator step's fake carries no graph, so
    # its backward never reaches the generator
    text = TRAINER.replace(
        "    opt_G.step()\n",
        "    opt_G.step()\n    for p in G.parameters():\n        p.requires_grad = False\n",
    )
    assert found(text, pedantic=True) == []
    # the discriminator's parameters switched off: the generator is still reached
    text = text.replace("for p in G.parameters():", "for p in D.parameters():")
    assert [p for _row, p in found(text, pedantic=True)] == [TINY_GENERATOR]
