"""Issue 24, round 20 (from the fresh40 review: four TL407 findings both reviewers called wrong):
a module that sets `os.environ["CUDA_VISIBLE_DEVICES"]` to `""` or `"-1"` in code that always
runs hides every GPU from its own process, so nothing there runs on an accelerator, whatever
device variables it moves tensors to (Kaggle notebooks for a competition that allows no GPU)."""

from __future__ import annotations

import textwrap

from torchlint import api

NOTEBOOK_CODE = """
import os
HIDE
import torch
import torch.nn as nn
import torchvision

DEVICE = torch.device("cpu")


def train(model, loader, device):
    optimizer = torch.optim.Adam(model.parameters())
    for epoch in range(30):
        for x, y in loader:
            loss = nn.functional.cross_entropy(model(x.to(device)), y.to(device))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()


model = torchvision.models.resnet50().to(DEVICE)
train(model, loader, DEVICE)
"""


def _codes(hide: str) -> list[str]:
    source = textwrap.dedent(NOTEBOOK_CODE).lstrip().replace("HIDE", hide)
    return [d.code for d in api.lint_source(source, "train.py", select=["TL407", "TL201"], preview=True, pedantic=True)]


def test_hidden_gpus_mean_no_accelerator():
    assert _codes('os.environ["CUDA_VISIBLE_DEVICES"] = ""') == []
    assert _codes("os.environ['CUDA_VISIBLE_DEVICES'] = '-1'") == []


def test_choosing_a_gpu_or_hiding_them_conditionally_changes_nothing():
    # a device variable moved to as a parameter still signals accelerator use
    assert "TL407" in _codes('os.environ["CUDA_VISIBLE_DEVICES"] = "0"')
    assert "TL407" in _codes('if os.getenv("CPU_ONLY"):\n    os.environ["CUDA_VISIBLE_DEVICES"] = ""')
