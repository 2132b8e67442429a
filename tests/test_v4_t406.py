"""TL406 and TL101 on user code (issue 24, brief t406).

TL406: a file that loads saved weights into a model (`load_state_dict`, a `torch.load` handed
to a model, `load_from_checkpoint`, `from_pretrained`, its own builder given `pretrained=True`)
reports a conv's cancelled bias only with --pedantic: `bias=False` would make those checkpoints
fail to load. TL101: per-step host-made tensors cast onto another tensor's device with
`.type_as(x)`, and legacy typed constructors (`torch.LongTensor(...)`) moved right away."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from torchlint import api

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"

CANCELS = "`nn.Conv2d` adds a bias that the batch norm right after it cancels; "


def _lint(source: str, code: str, pedantic: bool = False) -> list[str]:
    found = api.lint_source(
        textwrap.dedent(source).lstrip(), "x.py", select=[code], pedantic=pedantic, unsafe_fixes=True, preview=True
    )
    return [
        f"{d.location.row}:{d.location.column} {d.code} {d.message}" + (" [fix]" if d.fix is not None else "")
        for d in found
    ]


def _loaded(how: str) -> str:
    return (
        f"{CANCELS}`bias=False` would save that work, but this file loads saved weights into a "
        f"model (`{how}`), and a checkpoint saved with the bias then fails to load (\"Unexpected "
        "key(s) in state_dict\"): change it only with checkpoints converted or retrained "
        f"(pedantic: this file loads saved weights into a model (`{how}`), whose checkpoints "
        "would no longer load)"
    )


def test_script_restoring_shipped_checkpoints_is_pedantic_without_fix() -> None:
    source = (FIXTURES / "TL406" / "good_loads_weights.py").read_text(encoding="utf-8")
    assert _lint(source, "TL406") == []
    assert _lint(source, "TL406", pedantic=True) == [f"16:37 TL406 {_loaded('load_state_dict')}"]


NET = """
    import torch
    import torch.nn as nn
    import torchvision
    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.body = nn.Sequential(nn.Conv2d(3, 512, 3), nn.BatchNorm2d(512))
        def forward(self, x):
            return self.body(x)
    def build(pretrained=False, weights=None):
        return Net()
"""


@pytest.mark.parametrize(
    ("line", "how"),
    [
        ("net = Net()\nnet.load_state_dict(torch.load('net.pth'))", "load_state_dict"),
        # a whole pickled model, then run
        ("net = torch.load('net.pth')\nnet.eval()", "torch.load"),
        ("net = Net.load_from_checkpoint('net.ckpt')", "load_from_checkpoint"),
        ("net = build(pretrained=True)", "pretrained=True"),
        ("net = build(weights='imagenet')", "weights="),
        ("net = torch.hub.load('.', 'net', source='local')", "torch.hub.load"),
        ("sd = torch.utils.model_zoo.load_url('https://x/net.pth')", "load_url"),
    ],
)
def test_each_way_of_loading_weights_makes_the_finding_pedantic(line: str, how: str) -> None:
    source = textwrap.dedent(NET).lstrip() + line + "\n"
    assert _lint(source, "TL406") == []
    assert _lint(source, "TL406", pedantic=True) == [f"7:35 TL406 {_loaded(how)}"]


@pytest.mark.parametrize(
    "line",
    [
        # torchvision's model: its pretrained weights never reach this file's `Net`
        "backbone = torchvision.models.resnet18(pretrained=True)",
        "backbone = torchvision.models.resnet18(weights='DEFAULT')",
        # another repository's model
        "backbone = torch.hub.load('pytorch/vision', 'resnet18')",
        # the file's own builder, explicitly without weights
        "net = build(pretrained=False, weights=None)",
    ],
)
def test_weights_of_other_models_leave_the_finding_default(line: str) -> None:
    source = textwrap.dedent(NET).lstrip() + line + "\n"
    assert _lint(source, "TL406") == [
        f"7:35 TL406 {CANCELS}pass `bias=False` (a checkpoint saved with the bias then fails to load: "
        "\"Unexpected key(s) in state_dict\") [fix]"
    ], line


def test_torch_load_of_data_keeps_the_finding_default_without_fix() -> None:
    # a `torch.load` whose result goes to no model: the file may still resume from it, so the
    # fix is withheld, but no weights are loaded into the network
    source = textwrap.dedent(NET).lstrip() + "data = torch.load('features.pt')\nprint(data['x'])\n"
    assert _lint(source, "TL406") == [
        f"7:35 TL406 {CANCELS}`bias=False` would save that work, but this file loads a state dict, "
        "and a checkpoint saved with the bias then fails to load (\"Unexpected key(s) in state_dict\"): "
        "change it only with checkpoints converted or retrained"
    ]


def test_from_pretrained_of_the_files_model_is_pedantic() -> None:
    # (a file that names `from_pretrained` also defines a model with published weights: that
    # reason, the older one, is the one given)
    source = textwrap.dedent(NET).lstrip() + "net = Net.from_pretrained('me/net')\n"
    assert _lint(source, "TL406") == []
    assert [line.rsplit("(pedantic: ", 1)[1] for line in _lint(source, "TL406", pedantic=True)] == [
        "pretrained checkpoints of this model would break)"
    ]


def _fact(source: str) -> str | None:
    from tests.test_semantic import _model
    from torchlint.semantic.weights import loads_weights

    return loads_weights(_model(source)[0])


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import torch\nnet = torch.load('net.pt')\nout = net(x)\n", "torch.load"),
        ("import torch\nnet = Net(torch.load('cfg.pt'))\n", "torch.load"),
        ("import torch\nstats = torch.load('stats.pt')\nprint(stats['mean'])\n", None),
        ("from transformers import AutoTokenizer\ntok = AutoTokenizer.from_pretrained('bert')\n", None),
        ("from transformers import AutoModel\nm = AutoModel.from_pretrained('bert')\n", "from_pretrained"),
        ("import torch.nn as nn\ne = nn.Embedding.from_pretrained(w)\n", None),
        ("import torchvision\nm = torchvision.models.resnet18(pretrained=True)\n", None),
        ("import torch\nm = torch.hub.load('pytorch/vision', 'resnet18')\n", None),
    ],
)
def test_the_loads_weights_fact(source: str, expected: str | None) -> None:
    assert _fact(source) == expected
