"""TL414 v2 (issue 24, round 9): a GAN of small fully connected networks is `--pedantic` only.
Every noise finding of TL414 in the held-out reviews since round 6 (fresh11, fresh14, fresh17,
fresh18) was such a GAN (an MNIST MLP GAN, a 1-D toy distribution): its generator's extra
backward is a few small matmuls a step. Reviewers acted on convolutional generators (DCGAN,
CycleGAN, StarGAN, SRGAN) every time."""

from __future__ import annotations

import textwrap

from torchlint import api
from torchlint.rules.gan_discriminator_through_generator import FULLY_CONNECTED_GENERATOR, SMALL_FULLY_CONNECTED

# An MNIST MLP GAN as tutorials write it: widths from module-level constants that are also the
# names of `__init__` parameters, and read again in a tuple (`torch.randn((batch_size, z_dim))`).
MLP_GAN = """\
import torch
import torch.nn as nn


class Discriminator(nn.Module):
    def __init__(self, in_features):
        super().__init__()
        self.disc = nn.Sequential(nn.Linear(in_features, 256), nn.LeakyReLU(0.2), nn.Linear(256, 1))

    def forward(self, x):
        return self.disc(x)


class Generator(nn.Module):
    def __init__(self, z_dim, image_dim):
        super().__init__()
        self.gen = nn.Sequential(nn.Linear(z_dim, 256), nn.ReLU(), nn.Linear(256, image_dim), nn.Tanh())

    def forward(self, x):
        return self.gen(x)


z_dim = 64
image_dim = 28 * 28 * 1
batch_size = 32
disc = Discriminator(image_dim)
gen = Generator(z_dim, image_dim)
opt_disc = torch.optim.Adam(disc.parameters())
opt_gen = torch.optim.Adam(gen.parameters())
fixed_noise = torch.randn((batch_size, z_dim))
for real, _ in loader:
    real = real.view(-1, 784)
    fake = gen(torch.randn(batch_size, z_dim))
    loss_disc = criterion(disc(real), ones) + criterion(disc(fake), zeros)
    disc.zero_grad()
    loss_disc.backward(retain_graph=True)
    opt_disc.step()
    gen.zero_grad()
    loss_gen = criterion(disc(fake), ones)
    loss_gen.backward()
    opt_gen.step()
"""


def found(text: str, *, pedantic: bool) -> list[tuple[int, str | None]]:
    return [
        (d.location.row, d.pedantic)
        for d in api.lint_source(textwrap.dedent(text), "train.py", select=["TL414"], preview=True,
                                 pedantic=pedantic)
    ]


def test_small_fully_connected_gan_is_pedantic_only() -> None:
    assert found(MLP_GAN, pedantic=False) == []
    assert found(MLP_GAN, pedantic=True) == [(34, SMALL_FULLY_CONNECTED)]


def test_a_convolutional_generator_is_reported_by_default() -> None:
    text = MLP_GAN.replace(
        "nn.Sequential(nn.Linear(z_dim, 256), nn.ReLU(), nn.Linear(256, image_dim), nn.Tanh())",
        "nn.Sequential(nn.ConvTranspose2d(z_dim, 64, 4), nn.ReLU(), nn.ConvTranspose2d(64, 1, 4, 2, 1))",
    )
    assert found(text, pedantic=False) == [(34, None)]


def test_wide_fully_connected_networks_are_not_small() -> None:
    # a generator of 64 x 8192 + 8192 x 784 weights: past 2^22 weights, its backward is real
    # work (v4 counts the generator's own layers: at 4096 wide it is 3.5M weights, small)
    text = MLP_GAN.replace("256", "8192")
    assert found(text, pedantic=False) == [(34, None)]


def test_networks_built_in_another_module_are_not_known_to_be_small() -> None:
    # the classes come from models.py: this file builds no layer, so nothing says they are
    # small (v3 reads images fed flat: here they are not, and no width is an image's length)
    head, _, rest = MLP_GAN.partition("\n\nclass Discriminator")
    body = rest[rest.index("z_dim = 64"):]
    body = body.replace("image_dim = 28 * 28 * 1", "image_dim = args.image_dim")
    body = body.replace("    real = real.view(-1, 784)\n", "")
    text = head + "\nfrom models import Discriminator, Generator\n\n" + body
    [(row, pedantic)] = found(text, pedantic=True)
    assert pedantic is None


def test_widths_of_unknown_size_are_not_small() -> None:
    # a width read from the command line: the networks may be of any size for v2 (and, for
    # v3, images that are not fed flat: `image_dim` is not written as 28 * 28). Since v4
    # (round 11) a generator built here of fully connected layers only is small whatever its
    # widths (a few matmuls a step); a convolutional one of such widths is not known to be
    text = MLP_GAN.replace("z_dim = 64", "z_dim = args.z_dim").replace("28 * 28 * 1", "args.image_dim")
    text = text.replace("    real = real.view(-1, 784)\n", "")
    assert found(text, pedantic=False) == []
    assert found(text, pedantic=True) == [(33, FULLY_CONNECTED_GENERATOR)]
    text = text.replace(
        "nn.Sequential(nn.Linear(z_dim, 256), nn.ReLU(), nn.Linear(256, image_dim), nn.Tanh())",
        "nn.Sequential(nn.ConvTranspose2d(z_dim, 64, 4), nn.ReLU(), nn.ConvTranspose2d(64, 1, 4, 2, 1))",
    )
    assert found(text, pedantic=False) == [(33, None)]
