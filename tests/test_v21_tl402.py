"""TL402 (issue 24, round 17): a forward whose output a gradient-attribution method takes
(torchcam, pytorch-grad-cam, captum) needs its graph: fresh33's reviewers called two Grad-CAM
forwards after `model.eval()` noise, since `torch.no_grad()` would break them. An evaluation
elsewhere in the same file stays reported."""

from __future__ import annotations

from pathlib import Path

from torchlint import api

HEAD = """import torch
from torchcam.methods import SmoothGradCAMpp
from pytorch_grad_cam import GradCAM
from captum.attr import IntegratedGradients

model = torch.nn.Linear(4, 2)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
"""


def _rows(tmp_path: Path, source: str) -> list[int]:
    path = tmp_path / "explain.py"
    path.write_text(source)
    run = api.lint_paths([path], select=["TL402"], pedantic=True)
    return [d.location.row for f in run.files for d in f.diagnostics]


def test_an_attribution_method_given_the_output_takes_gradients(tmp_path: Path) -> None:
    for body in (
        "    extractor = SmoothGradCAMpp(model, 'layer4')\n    logits = model(x)\n"
        "    return extractor(1, logits)\n",
        "    logits = model(x)\n    return SmoothGradCAMpp(model, 'layer4')(1, logits)\n",
        "    logits = model(x)\n    return IntegratedGradients(model).attribute(x, target=logits.argmax())\n",
    ):
        source = HEAD + "\n\ndef explain(x):\n    model.eval()\n" + body
        assert _rows(tmp_path, source) == [], body


def test_an_evaluation_elsewhere_is_still_reported(tmp_path: Path) -> None:
    source = HEAD + """

def explain(x):
    model.eval()
    logits = model(x)
    return SmoothGradCAMpp(model, "layer4")(1, logits)


def evaluate(loader):
    model.eval()
    for x, y in loader:
        print((model(x).argmax(1) == y).float().mean())


for epoch in range(10):
    evaluate(val_loader)
"""
    row = next(n for n, line in enumerate(source.splitlines(), 1) if "print((model(x)" in line)
    assert _rows(tmp_path, source) == [row]
