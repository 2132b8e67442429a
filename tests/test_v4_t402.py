"""TL402 and TL403 on user code (issue 24, v4): the default finding only where the model is
known to be compute-heavy (the `model_cost` fact) and, for TL403, only in a training script
whose sole multi-GPU path is `DataParallel`; every other form is --pedantic with its reason.
Exact diagnostics, default and --pedantic."""

from __future__ import annotations

from pathlib import Path

from torchlint import api

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"

NO_GRAD = (
    "`{m}(...)` after `{m}.eval()` runs outside `torch.no_grad()` / `torch.inference_mode()`, "
    "so autograd still records the forward pass; run inference under `torch.inference_mode()`"
)
VOLATILE = (
    "`{m}(...)` after `{m}.eval()` runs outside `torch.no_grad()` / `torch.inference_mode()`, "
    "and `Variable(..., volatile=True)` no longer disables autograd (since PyTorch 0.4), so the "
    "forward pass is recorded; run inference under `torch.inference_mode()`"
)
NOT_HEAVY = (
    "the model is not known to be compute-heavy (no ResNet-class, detection, segmentation or "
    "base-size transformer model seen): its forward keeps little for backward"
)
DP = (
    "`DataParallel` replicates the model and scatters every batch from one process; use "
    "`DistributedDataParallel` (one process per GPU)"
)


def _found(source: str, code: str, pedantic: bool, name: str = "x.py") -> list[tuple[int, str, str | None]]:
    found = api.lint_source(source, name, select=[code], pedantic=pedantic, preview=True)
    return [(d.location.row, d.message.split(" (pedantic: ")[0], d.pedantic) for d in found]


def _fixture(code: str, name: str, pedantic: bool) -> list[tuple[int, str, str | None]]:
    return _found((FIXTURES / code / name).read_text(encoding="utf-8"), code, pedantic, name)


# -- TL402 ----------------------------------------------------------------------------------

HEAVY_EVAL = """\
import torch
from torch.autograd import Variable
from torchvision.models.detection import fasterrcnn_resnet50_fpn

detector = fasterrcnn_resnet50_fpn(weights="DEFAULT").cuda()
detector.eval()
for images, _ in loader:
    boxes = detector(Variable(images.cuda(), volatile=True))
"""


def test_heavy_model_over_a_loader_is_default() -> None:
    expected = [(8, VOLATILE.format(m="detector"), None)]
    assert _found(HEAVY_EVAL, "TL402", pedantic=False) == expected
    assert _found(HEAVY_EVAL, "TL402", pedantic=True) == expected


def test_pretrained_transformer_base_is_default() -> None:
    source = """\
import torch
from transformers import AutoModelForSequenceClassification

model = AutoModelForSequenceClassification.from_pretrained("bert-base-uncased").cuda()
model.eval()
predictions = []
for batch in test_loader:
    predictions.append(model(**batch).logits.argmax(-1))
"""
    assert _found(source, "TL402", pedantic=False) == [(8, NO_GRAD.format(m="model"), None)]


def test_model_not_known_heavy_is_pedantic() -> None:
    assert _fixture("TL402", "good_v4_not_heavy.py", pedantic=False) == []
    assert _fixture("TL402", "good_v4_not_heavy.py", pedantic=True) == [
        (12, NO_GRAD.format(m="classifier"), NOT_HEAVY),
        (21, VOLATILE.format(m="net"), NOT_HEAVY),
    ]


def test_a_one_off_on_a_heavy_model_stays_pedantic() -> None:
    source = """\
import torch
import torchvision

model = torchvision.models.resnet50(weights="DEFAULT")
model.eval()
logits = model(torch.randn(1, 3, 224, 224))
"""
    assert _found(source, "TL402", pedantic=False) == []
    assert _found(source, "TL402", pedantic=True) == [(6, NO_GRAD.format(m="model"), "runs once")]


LOSS_NETWORK = """\
import torch
import torchvision
from monai.losses import PerceptualLoss

autoencoder = torchvision.models.segmentation.deeplabv3_resnet50(num_classes=3).cuda()
perceptual = PerceptualLoss(spatial_dims=2).cuda()
perceptual.eval()
optimizer = torch.optim.Adam(autoencoder.parameters())
for epoch in range(10):
    autoencoder.train()
    for images in loader:
        reconstruction = autoencoder(images)["out"]
        loss = (reconstruction - images).abs().mean() + perceptual(reconstruction, images)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
"""


def test_loss_network_fed_by_the_trained_model_is_silent() -> None:
    # the gradient must flow through the perceptual loss into the autoencoder
    assert _found(LOSS_NETWORK, "TL402", pedantic=True) == []


def test_teacher_of_a_heavy_student_stays_default() -> None:
    source = LOSS_NETWORK.replace("perceptual(reconstruction, images)", "perceptual(images, images)")
    assert _found(source, "TL402", pedantic=False) == [(
        13,
        "`perceptual(...)` after `perceptual.eval()` runs in another model's training loop outside "
        "`torch.no_grad()` / `torch.inference_mode()`, so autograd records its forward at every "
        "step; run `perceptual` under `torch.no_grad()`",
        None,
    )]


# -- TL403 ----------------------------------------------------------------------------------

def test_training_script_of_a_heavy_model_is_default() -> None:
    found = _fixture("TL403", "bad.py", pedantic=False)
    assert found == [(row, DP, None) for row in (13, 14, 15, 16, 17, 18, 25)]


def test_ddp_fallback_is_pedantic() -> None:
    assert _fixture("TL403", "good_v4_ddp_fallback.py", pedantic=False) == []
    assert _fixture("TL403", "good_v4_ddp_fallback.py", pedantic=True) == [
        (15, DP, "the file also offers `DistributedDataParallel`: `DataParallel` is its fallback")
    ]


def test_file_that_trains_nothing_is_pedantic() -> None:
    assert _fixture("TL403", "good_v4_inference.py", pedantic=False) == []
    assert _fixture("TL403", "good_v4_inference.py", pedantic=True) == [(
        8, DP,
        "nothing trains in this file (no optimizer steps after a backward pass): inference, "
        "evaluation and checkpoint code gain little from DDP",
    )]


def test_model_not_known_heavy_is_pedantic_for_tl403() -> None:
    assert _fixture("TL403", "good_v4_not_heavy.py", pedantic=False) == []
    assert _fixture("TL403", "good_v4_not_heavy.py", pedantic=True) == [(
        20, DP,
        "the model trained is not known to be compute-heavy: for a course-sized network the "
        "loader, not the GPUs, bounds the step",
    )]


def test_head_only_is_pedantic() -> None:
    assert _fixture("TL403", "good_v4_head_only.py", pedantic=False) == []
    assert _fixture("TL403", "good_v4_head_only.py", pedantic=True) == [
        (12, DP, "only a head trains (its optimizer takes a submodule's parameters)")
    ]


def test_cli_default_and_pedantic(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from torchlint.cli import main

    (tmp_path / "train.py").write_text(
        (FIXTURES / "TL403" / "good_v4_inference.py").read_text(encoding="utf-8"), encoding="utf-8"
    )
    runner = CliRunner()
    args = ["check", "--select", "TL403", "--preview", "--output-format", "concise", "--quiet",
            "--no-cache", str(tmp_path / "train.py")]
    first = runner.invoke(main, [*args, "--no-pedantic"])
    assert first.exit_code == 0, first.output
    result = runner.invoke(main, [*args, "--pedantic"])
    assert result.exit_code == 1
    assert "(pedantic: nothing trains in this file" in result.stdout


def test_frozen_heavy_part_is_pedantic() -> None:
    assert _fixture("TL403", "good_v4_frozen_part.py", pedantic=False) == []
    assert _fixture("TL403", "good_v4_frozen_part.py", pedantic=True) == [(
        13, DP,
        "the file freezes the heavy network it builds (a feature extractor whose parameters get "
        "`requires_grad = False`): only what follows it trains",
    )]


FROZEN_IN_A_CHAIN = '''\
import torch
import torchvision

sampler = torchvision.models.resnet50()
sampler.eval().requires_grad_(False).to("cuda")
for batch in torch.utils.data.DataLoader(range(10)):
    x = sampler(batch.cuda())
'''


def test_a_module_frozen_after_its_eval_call_is_silent() -> None:
    # `m.eval().requires_grad_(False)`: no parameter records a graph (StyleGAN3's PPL sampler,
    # fresh4 review: a false positive before this)
    assert _found(FROZEN_IN_A_CHAIN, "TL402", pedantic=True) == []
    unfrozen = FROZEN_IN_A_CHAIN.replace(".requires_grad_(False)", "")
    assert [row for row, _, _ in _found(unfrozen, "TL402", pedantic=False)] == [7]
