"""TL414 v3 (issue 24, round 10): a GAN whose discriminator takes images as flat vectors, in a
file that builds no convolution, is `--pedantic` only, wherever its networks are built. The
noise of v2's held-out review (fresh19) was eight small MNIST GANs v2 could not size: networks
built in another module of the project, or widths read from the command line."""

from __future__ import annotations

import textwrap

import pytest

from torchlint import api
from torchlint.rules.gan_discriminator_through_generator import FLAT_IMAGES

# A GAN trainer whose networks come from models.py, as project code writes it.
TRAINER = """\
import torch
from models import Discriminator, Generator

G = Generator(args.z_dim, args.width).cuda()
D = Discriminator(args.width).cuda()
opt_D = torch.optim.Adam(D.parameters())
opt_G = torch.optim.Adam(G.parameters())
for epoch in range(args.epochs):
    for real, _ in loader:
        real = real.cuda()
        fake = G(torch.randn(real.size(0), args.z_dim, device="cuda"))
        d_loss = bce(D(real), ones) + bce(D(fake), zeros)
        opt_D.zero_grad()
        d_loss.backward()
        opt_D.step()
        opt_G.zero_grad()
        g_loss = bce(D(fake), ones)
        g_loss.backward()
        opt_G.step()
"""


def found(text: str, *, pedantic: bool) -> list[tuple[int, str | None]]:
    return [
        (d.location.row, d.pedantic)
        for d in api.lint_source(textwrap.dedent(text), "train.py", select=["TL414"], preview=True,
                                 pedantic=pedantic)
    ]


def test_networks_from_elsewhere_fed_no_flat_image_are_reported() -> None:
    # nothing in the file says how big the networks are: a DCGAN trainer reads like this
    assert found(TRAINER, pedantic=False) == [(12, None)]


def test_a_batch_flattened_for_the_discriminator_is_pedantic_only() -> None:
    for flatten in ("real.view(real.size(0), -1)", "real.view(-1, 784)", "real.reshape(-1, 784)",
                    "real.flatten(1)", "torch.flatten(real, 1)"):
        text = TRAINER.replace("real = real.cuda()", f"real = {flatten}.cuda()")
        assert found(text, pedantic=False) == [], flatten
        assert found(text, pedantic=True) == [(12, FLAT_IMAGES)], flatten


def test_a_batch_flattened_inside_the_discriminator_call_counts() -> None:
    text = TRAINER.replace("bce(D(real), ones)", "bce(D(real.view(real.size(0), -1)), ones)")
    assert found(text, pedantic=True) == [(12, FLAT_IMAGES)]


def test_a_column_of_labels_is_not_a_flat_image() -> None:
    # a conditional GAN's labels joined as a column: the images keep their shape
    text = TRAINER.replace("bce(D(real), ones)", "bce(D(torch.cat([real, labels.view(-1, 1)], 1)), ones)")
    assert found(text, pedantic=False) == [(12, None)]


def test_an_image_kept_in_four_dimensions_is_not_flat() -> None:
    # `view(-1, 3, 64, 64)` shapes images for a convolution; `D(x).view(-1)` flattens the
    # discriminator's output, not its input
    text = TRAINER.replace("real = real.cuda()", "real = real.view(-1, 3, 64, 64).cuda()")
    text = text.replace("bce(D(real), ones)", "bce(D(real).view(-1), ones)")
    assert found(text, pedantic=False) == [(12, None)]


def test_a_network_built_with_a_flat_image_length_is_pedantic_only() -> None:
    for width, binding in (
        ("784", ""),
        ("28 * 28", ""),
        ("img_dim", "img_dim = args.img_width * args.img_height\n"),
        ("img_dim", "img_dim = args.channels * args.img_size ** 2\n"),
        ("int(np.prod(img_shape))", "import numpy as np\nimg_shape = (1, 28, 28)\n"),
    ):
        text = binding + TRAINER.replace("Discriminator(args.width)", f"Discriminator({width})")
        row = 12 + binding.count("\n")
        assert found(text, pedantic=False) == [], width
        assert found(text, pedantic=True) == [(row, FLAT_IMAGES)], width


def test_a_product_with_other_factors_is_not_an_image_length() -> None:
    # `batch_size * 784` is a count of pixels in a batch; `128 * 7 * 7` a convolution's input
    for width in ("args.batch_size * 784", "128 * 7 * 7"):
        text = TRAINER.replace("Discriminator(args.width)", f"Discriminator({width})")
        assert found(text, pedantic=False) == [(12, None)], width


def test_fully_connected_layers_of_unknown_width_on_flat_images() -> None:
    # an MLP GAN whose widths come from the command line: v2 cannot size it, v3 reads the
    # flattened image length its first layer takes
    text = """\
    import numpy as np
    import torch
    import torch.nn as nn

    img_shape = (opt.channels, opt.img_size, opt.img_size)


    class Discriminator(nn.Module):
        def __init__(self):
            super().__init__()
            self.model = nn.Sequential(nn.Linear(int(np.prod(img_shape)), opt.hidden), nn.Linear(opt.hidden, 1))

        def forward(self, img):
            return self.model(img.view(img.shape[0], -1))


    D = Discriminator()
    opt_D = torch.optim.Adam(D.parameters())
    for real, _ in loader:
        fake = G(torch.randn(real.size(0), opt.latent_dim))
        d_loss = -torch.mean(D(real)) + torch.mean(D(fake))
        opt_D.zero_grad()
        d_loss.backward()
        opt_D.step()
        G.zero_grad()
    """
    assert found(text, pedantic=False) == []
    assert found(text, pedantic=True) == [(21, FLAT_IMAGES)]


@pytest.mark.parametrize("generator", [
    # a convolutional generator beside a discriminator fed flat images: the generator's
    # backward is real work
    "nn.Sequential(nn.ConvTranspose2d(100, 512, 4), nn.ConvTranspose2d(512, 3, 4, 2, 1))",
    # widths read in the file beyond 2^22 weights: the size reading wins over the data's shape
    "nn.Sequential(nn.Linear(100, 4096), nn.Linear(4096, 4096), nn.Linear(4096, 784))",
])
def test_layers_this_file_builds_can_keep_the_finding(generator: str) -> None:
    text = "import torch.nn as nn\n\n\n" + TRAINER.replace(
        "real = real.cuda()", "real = real.view(real.size(0), -1).cuda()"
    ).replace("G = Generator(args.z_dim, args.width).cuda()", f"G = {generator}.cuda()")
    assert found(text, pedantic=False) == [(15, None)]


def test_a_flattened_batch_carried_through_moves_and_wrappers() -> None:
    # `images, z = Variable(images.cuda()), Variable(z.cuda())` keeps the vectors' shape
    text = TRAINER.replace(
        "real = real.cuda()",
        "real = real.view(args.batch_size, -1)\n        real, z0 = Variable(real.cuda()), Variable(z0)",
    )
    assert found(text, pedantic=True) == [(13, FLAT_IMAGES)]
    # reshaped back to images before the discriminator: not flat
    text = TRAINER.replace(
        "real = real.cuda()",
        "real = real.view(args.batch_size, -1)\n        real = real.view(-1, 1, 28, 28).cuda()",
    )
    assert found(text, pedantic=True) == [(13, None)]


def test_a_label_embedding_is_not_a_convolution() -> None:
    # a conditional MLP GAN: its label table is an Embedding, its layers Linear
    text = "import torch.nn as nn\n\nlabels_table = nn.Embedding(10, 10)\n" + TRAINER.replace(
        "real = real.cuda()", "real = real.view(-1, 784).cuda()"
    )
    assert found(text, pedantic=True) == [(15, FLAT_IMAGES)]


def test_a_loss_derived_from_the_discriminator_step_and_reused_by_the_generator() -> None:
    # an InfoGAN whose generator loss adds the information loss computed from the
    # discriminator step's graph: detaching the fake there would cut that gradient
    text = TRAINER.replace(
        "        d_loss = bce(D(real), ones) + bce(D(fake), zeros)\n",
        "        scores = D(fake)\n        info_loss = code_loss(scores[:, 1:], codes)\n"
        "        d_loss = bce(D(real), ones) + bce(scores[:, 0], zeros) + info_loss\n",
    ).replace("g_loss = bce(D(fake), ones)", "g_loss = bce(D(fake), ones) + info_loss")
    assert found(text, pedantic=True) == []
