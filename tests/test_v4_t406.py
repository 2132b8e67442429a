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
        ("import torch\nclass Net:\n    pass\nnet = Net(torch.load('w.pt'))\n", "torch.load"),
        ("import torch\nloader = DataLoader(torch.load('data.pt'))\n", None),
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


# -- TL101 ---------------------------------------------------------------------------------
LEGACY = "(a legacy constructor) builds the tensor on the CPU and then copies it to the device; "


def _step(body: str, header: str = 'device = "cuda"\n') -> str:
    return (
        "import torch\nimport torch.nn as nn\n" + header
        + "class Head(nn.Module):\n    def forward(self, x, y):\n"
        + textwrap.indent(textwrap.dedent(body).strip("\n"), "        ") + "\n        return x\n"
    )


def _fixed(source: str, unsafe: bool = False) -> str:
    return api.fix_source(source, "x.py", select=["TL101"], unsafe_fixes=unsafe).source


def test_legacy_constructor_of_a_range_is_arange_on_the_device() -> None:
    source = _step("idx = torch.LongTensor(range(y.size(0))).to(y.device)")
    assert _lint(source, "TL101") == [
        f"6:15 TL101 `torch.LongTensor` {LEGACY}build it there: `torch.arange(..., device=...)` [fix]"
    ]
    assert "        idx = torch.arange(y.size(0), device=y.device)\n" in _fixed(source)


def test_legacy_range_of_two_bounds_is_fixed_only_as_unsafe() -> None:
    # `range(5, 2)` is empty where `torch.arange(5, 2)` raises
    source = _step("ids = torch.IntTensor(range(1, y.size(0))).cuda()")
    findings = api.lint_source(source, "x.py", select=["TL101"], unsafe_fixes=True)
    assert [d.fix.message for d in findings] == [  # type: ignore[union-attr]
        'Build it with `torch.arange(..., device="cuda")` (unsafe: `torch.arange` raises where '
        "`range` of reversed bounds is empty)"
    ]
    assert _fixed(source) == source
    assert '        ids = torch.arange(1, y.size(0), dtype=torch.int32, device="cuda")\n' in _fixed(source, True)


def test_legacy_constructor_of_sizes_is_empty_of_its_dtype() -> None:
    source = _step("buf = torch.HalfTensor(y.size(0), 4).to(device)")
    assert _lint(source, "TL101") == [
        f"6:15 TL101 `torch.HalfTensor` {LEGACY}build it there: `torch.empty(..., device=...)` [fix]"
    ]
    assert "        buf = torch.empty(y.size(0), 4, dtype=torch.float16, device=device)\n" in _fixed(source)


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # host data: `torch.tensor(data, device=...)` still reads it on the host
        ("t = torch.LongTensor([1, 2, 3]).to(device)", "`device=` still copies from the host"),
        ("t = torch.FloatTensor(values).to(device)", "`device=` still copies from the host"),
        ("t = torch.FloatTensor().to(device)", "an empty tensor: nothing is copied"),
    ],
)
def test_legacy_constructor_of_host_data_is_pedantic(line: str, reason: str) -> None:
    source = _step(line)
    assert _lint(source, "TL101") == []
    found = _lint(source, "TL101", pedantic=True)
    assert len(found) == 1 and found[0].endswith(f"(pedantic: {reason})"), found


def test_legacy_constructor_once_per_epoch_is_pedantic() -> None:
    source = (
        "import torch\ndevice = 'cuda'\n"
        "for epoch in range(3):\n"
        "    hidden = torch.FloatTensor(2, 8).to(device)\n"
        "    for x in loader:\n"
        "        model(x, hidden).backward()\n"
        "        opt.step()\n"
    )
    assert _lint(source, "TL101") == []
    assert _lint(source, "TL101", pedantic=True)[0].endswith(
        "(pedantic: runs once per epoch, around the loop that takes the steps) [fix]"
    )


TYPE_AS_IN_A_LOOP = """\
import torch
device = "cuda"
for x, y in loader:
    x = x.to(device)
    ones = torch.ones(x.size(0), 1).type_as(x)
    model(x, ones).backward()
"""
TRACED = ("outside a training loop `.type_as(x)` may be kept on purpose: it follows `x`'s device "
          "at run time, where `device=` would be recorded as a constant in a traced or exported "
          "model")


def test_type_as_a_factory_in_a_loop() -> None:
    assert _lint(TYPE_AS_IN_A_LOOP, "TL101") == [
        "5:12 TL101 `torch.ones` creates the tensor on the CPU and `.type_as(x)` then copies it to "
        "the device of `x`; pass `device=x.device, dtype=x.dtype` to the factory [fix]"
    ]
    fixed = _fixed(TYPE_AS_IN_A_LOOP)
    assert "    ones = torch.ones(x.size(0), 1, device=x.device, dtype=x.dtype)\n" in fixed


def test_type_as_in_forward_is_pedantic() -> None:
    # v4 (changed on purpose after the library review): in a model's code `.type_as(x)` is
    # often deliberate (traced and exported models; ultralytics' anchor grids, 5 of 5 not
    # acted on): reported only with --pedantic, saying why
    source = _step("ones = torch.ones(x.size(0), 1).type_as(x)")
    assert _lint(source, "TL101") == []
    found = _lint(source, "TL101", pedantic=True)
    assert len(found) == 1 and found[0].endswith(f"(pedantic: {TRACED}) [fix]"), found


@pytest.mark.parametrize(
    "line",
    [
        # values that depend on the dtype they are computed in: no fix
        "t = torch.arange(0, 1, 0.1).type_as(x)",
        "t = torch.full((3,), 0.5).type_as(x)",
        # the factory's own dtype: the conversion is deliberate
        "t = torch.zeros(3, dtype=torch.float16).type_as(x)",
        # `x` read twice must have no side effects
        "t = torch.zeros(3).type_as(f(x))",
    ],
)
def test_type_as_without_an_exact_rewrite_has_no_fix(line: str) -> None:
    source = _step(line)
    found = _lint(source, "TL101", pedantic=True)
    assert len(found) == 1 and not found[0].endswith("[fix]"), found


def test_type_as_needs_an_accelerator_and_a_hot_path() -> None:
    # a file that never runs on an accelerator: `x` is on the host, nothing is copied
    assert _lint(_step("t = torch.zeros(3).type_as(x)", header=""), "TL101", pedantic=True) == []
    # once, outside hot code: silent even with --pedantic (where `x` lives is not known there)
    source = "import torch\ndevice = 'cuda'\ndef setup(x):\n    return torch.zeros(3).type_as(x)\n"
    assert _lint(source, "TL101", pedantic=True) == []


def test_random_type_as_in_model_code_is_pedantic() -> None:
    # the fix would draw other numbers from the device's generator (as for `.to(device)`)
    source = _step("keep = torch.rand(x.size(0), 1).type_as(x)")
    assert _lint(source, "TL101") == []
    assert _lint(source, "TL101", pedantic=True)[0].endswith(
        "(pedantic: in model code, the fix would change seeded random numbers)"
    )


@pytest.mark.parametrize(
    "text",
    [
        _step("idx = torch.LongTensor(range(y.size(0))).to(y.device)"),
        _step("buf = torch.FloatTensor(y.size(0), 4).cuda()"),
        _step("t = torch.LongTensor([1, 2]).to(device)"),
        _step("ones = torch.ones(x.size(0), 1).type_as(x)"),
        "from torch import LongTensor as L\nfor x in loader:\n    i = L(range(x.size(0))).cuda()\n",
        "import torch as th\nfor x in loader:\n    m = th.zeros(3).type_as(x)\n    x.cuda()\n",
    ],
)
def test_new_tl101_forms_pass_both_screens(text: str) -> None:
    from torchlint import engine, registry
    from torchlint.syntax_screens import Syntax, may_report

    entry = registry.index_by_code()["TL101"]
    rule = [r for r in registry.all_rules() if r.code == "TL101"]
    unscreened = engine.check_text(text, "mod.py", rule, use_screen=False).diagnostics
    screened = engine.check_text(text, "mod.py", rule).diagnostics
    assert unscreened and [d.message for d in screened] == [d.message for d in unscreened]
    assert may_report(entry.module, Syntax(text))


def test_tensor_made_on_first_use_is_pedantic() -> None:
    # SwAV's queue (review fresh2-3011: noise): made once, when the epoch loop first reaches it
    source = (
        "import torch\nqueue = None\n"
        "for epoch in range(100):\n"
        "    if epoch >= 15 and queue is None:\n"
        "        queue = torch.zeros(2, 3840, 128).cuda()\n"
        "    for x in loader:\n"
        "        model(x, queue).backward()\n"
    )
    assert _lint(source, "TL101") == []
    assert _lint(source, "TL101", pedantic=True)[0].endswith(
        "(pedantic: made once, on first use (`if epoch >= 15 and queue is None:`)) [fix]"
    )
    # in the step loop, set back to None at each step: made again, every step
    again = (
        "import torch\nbuf = None\n"
        "for x in loader:\n"
        "    if buf is None:\n"
        "        buf = torch.zeros(64, 128).cuda()\n"
        "    model(x, buf).backward()\n"
        "    buf = None\n"
    )
    assert len(_lint(again, "TL101")) == 1
    assert _lint(again.replace("    buf = None\n", "    opt.step()\n"), "TL101") == []
    # a test of another name than the one assigned: not a lazy initialisation
    other = again.replace("buf is None", "other is None").replace("    buf = None\n", "    opt.step()\n")
    assert len(_lint(other, "TL101")) == 1


def test_first_use_fixture_is_pedantic_only() -> None:
    source = (FIXTURES / "TL101" / "good_first_use.py").read_text(encoding="utf-8")
    assert _lint(source, "TL101") == []
    assert _lint(source, "TL101", pedantic=True) == [
        "15:25 TL101 `torch.zeros` creates the tensor on the CPU and then copies it to the device; "
        "pass `device=` to the factory (pedantic: made once, on first use (`if self.bank is None:`)) [fix]"
    ]


FIRST_USE_OR_EVERY_CALL = '''\
import torch
from torch import nn


class Block(nn.Module):
    def forward(self, x, mask=None):
        if mask is None:
            mask = torch.ones(x.shape[0], x.shape[1]).to(x.device)
        return x * mask


def train(loader, device):
    queue = None
    for x in loader:
        if queue is None:
            queue = torch.zeros(4096, 128).to(device)
        loss = (x.to(device) @ queue.T).sum()
        loss.backward()
'''


def test_a_parameter_defaulting_to_none_is_made_every_call_not_on_first_use() -> None:
    # `mask=None` then `if mask is None: mask = ...`: built on every call (the library review
    # of the accuracy report found two such masks in a model's forward wrongly left to
    # --pedantic); a name kept across a loop's iterations is made once, on first use
    found = _lint(FIRST_USE_OR_EVERY_CALL, "TL101", pedantic=True)
    assert [line.split(" TL101")[0] for line in found] == ["8:20", "16:21"]
    assert "(pedantic" not in found[0]
    assert "(pedantic: made once, on first use (`if queue is None:`))" in found[1]
