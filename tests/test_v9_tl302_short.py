"""TL302 v9 (issue 24, round 8, fresh15 review): the small-image form (torchvision's small
images held in memory feeding a training loop) gives other reasons where loading is no real
share of the run: batches of at most 8 (demo loaders of course exercises), and training of one
or two epochs (a loop in `range(n)` with n bound to 1 or 2, or a single pass at the top level
of a script or notebook). A parameter's default does not count as the number of epochs: a
`def train(epochs=1)` is called with `epochs=10` as often."""

from __future__ import annotations

import pytest
from test_v4_t302 import SMALL_IMAGES, SMALL_WORKERS as MEASURED  # one copy of each text
from test_v8_tl302 import LENET

from torchlint import api
from torchlint.rules.dataloader_single_process import SHORT_RUN, SMALL_BATCHES


def _train_reason(source: str) -> tuple[str, str | None]:
    """The training loader's (line 8) message and pedantic reason."""
    [row] = [
        (d.message, d.pedantic)
        for d in api.lint_source(source, "train.py", select=["TL302"], preview=True, pedantic=True)
        if d.location.row == 8
    ]
    return row


def test_batches_of_at_most_8_small_images() -> None:
    source = LENET.replace("batch_size=64, shuffle=True", "batch_size=8, shuffle=True")
    assert _train_reason(source) == (f"{MEASURED} (pedantic: {SMALL_BATCHES})", SMALL_BATCHES)


def test_batches_of_16_stay_in_the_small_image_form() -> None:
    source = LENET.replace("batch_size=64, shuffle=True", "batch_size=16, shuffle=True")
    assert _train_reason(source)[1] == SMALL_IMAGES


@pytest.mark.parametrize(
    ("epochs", "reason"),
    [
        ("for epoch in range(1):", SHORT_RUN),
        ("EPOCHS = 2\nfor epoch in range(EPOCHS):", SHORT_RUN),
        ("EPOCHS = 3\nfor epoch in range(EPOCHS):", SMALL_IMAGES),
        ("for epoch in range(10):", SMALL_IMAGES),
    ],
)
def test_one_or_two_epochs(epochs: str, reason: str) -> None:
    assert _train_reason(LENET.replace("for epoch in range(10):", epochs))[1] == reason


def test_a_single_pass_at_the_top_level_is_short() -> None:
    # a notebook cell's `for x, y in loader:` with no epoch loop: one epoch of MNIST
    source = LENET.replace("for epoch in range(10):\n    model.train()\n    for x, y in train_loader:", "if True:\n    model.train()\n    for x, y in train_loader:")
    assert _train_reason(source)[1] == SHORT_RUN


def test_a_parameter_default_is_not_the_number_of_epochs() -> None:
    # WHY: `train(epochs=1)` defaults are overridden by callers (`train(model, epochs=10)`)
    source = LENET.replace(
        "for epoch in range(10):\n    model.train()\n    for x, y in train_loader:",
        "def train(epochs=1):\n  for epoch in range(epochs):\n    model.train()\n    for x, y in train_loader:",
    ) + "train(epochs=10)\n"
    assert _train_reason(source)[1] == SMALL_IMAGES


def test_a_loop_in_a_function_with_no_epoch_loop_is_not_short() -> None:
    # WHY: its callers may repeat it every epoch
    source = LENET.replace(
        "for epoch in range(10):\n    model.train()\n    for x, y in train_loader:",
        "def train():\n    model.train()\n    for x, y in train_loader:",
    ) + "for epoch in range(10):\n    train()\n"
    assert _train_reason(source)[1] == SMALL_IMAGES
