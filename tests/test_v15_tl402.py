"""TL402 (issue 24, round 14): a network whose class freezes its own parameters in `__init__`
records no graph, so `no_grad` around its forward changes nothing. Found on the held-out
fresh26 review: an FID script's InceptionV3, a copy of pytorch-fid's class (built with
`requires_grad=False`, which sets every parameter's flag), imported from a module of the
project; both reviewers: a wrong finding."""

from __future__ import annotations

from pathlib import Path

import pytest

from torchlint import api

NETWORK = """import torch.nn as nn


class InceptionV3(nn.Module):
    def __init__(self, blocks, requires_grad=False):
        super().__init__()
        self.net = nn.Sequential(nn.Conv2d(3, 64, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1))
        for param in self.parameters():
            param.requires_grad = requires_grad

    def forward(self, x):
        return [self.net(x)]
"""
FID = """import torch

from inception import InceptionV3


def activations(batches, device):
    model = InceptionV3([3]ARGS).to(device)
    model.eval()
    found = []
    for batch in batches:
        found.append(model(batch.to(device))[0])
    return found
"""


def _found(tmp_path: Path, network: str, args: str = "") -> list[int]:
    (tmp_path / "inception.py").write_text(network)
    (tmp_path / "fid.py").write_text(FID.replace("ARGS", args))
    run = api.lint_paths([tmp_path / "fid.py"], select=["TL402"], pedantic=True)
    return [d.location.row for f in run.files for d in f.diagnostics]


def test_a_network_its_class_freezes_is_silent(tmp_path: Path) -> None:
    assert _found(tmp_path, NETWORK) == []


@pytest.mark.parametrize("args", [", requires_grad=True", ", True"])
def test_a_network_built_with_its_gradients_on_is_reported(tmp_path: Path, args: str) -> None:
    # WHY reported: the call turns the parameters' flags on, so the forward records a graph
    assert _found(tmp_path, NETWORK, args) == [11]


def test_a_freeze_under_a_condition_is_not_read_as_frozen(tmp_path: Path) -> None:
    # WHY reported: a freeze under an `if` freezes a part of the network, not all of it
    partial = NETWORK.replace(
        "            param.requires_grad = requires_grad\n",
        "            if param.ndim > 1:\n                param.requires_grad = requires_grad\n",
    )
    assert _found(tmp_path, partial) == [11]


def test_a_class_of_the_file_freezing_itself_is_silent() -> None:
    source = NETWORK + FID.replace("from inception import InceptionV3\n", "").replace("ARGS", "")
    source = source.replace("import torch.nn as nn\n", "import torch.nn as nn\nimport torch\n", 1)
    frozen = NETWORK.replace("param.requires_grad = requires_grad", "param.requires_grad = False")
    for text in (source, source.replace(NETWORK, frozen)):
        assert api.lint_source(text, "fid.py", select=["TL402"], pedantic=True) == []
