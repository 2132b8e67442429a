"""The syntax screens of TL101, TL104, TL202 and TL102: for each, files it turns away (the
rule finds nothing there) and near misses it must let through (the rule reports there, with
--pedantic at least), checked against the rule itself run without any screen."""

from __future__ import annotations

import pytest

from torchlint import engine, registry
from torchlint.syntax_screens import Syntax, may_report

CASES = {
    "TL101": {
        "turned_away": [
            # a dtype, not a device; a factory that already has its device; not torch's
            "import torch\nm = torch.zeros(3).to(torch.float16)\n",
            "import torch\nm = torch.zeros(3, device='cuda').cuda()\n",
            "import numpy as np\nm = np.zeros(3).cuda()\n",
            "import torch.nn as nn\nm = nn.zeros(3).cuda()\n",
            # `torch.tensor` through host-keeping calls is not reported
            "import torch\nfor i in r:\n    m = torch.tensor([1.0]).view(-1).to(device)\n",
            "import torch\nx = torch.zeros(3).pin_memory().cuda()\n",
        ],
        "let_through": [
            "import torch\nx = torch.zeros(3).cuda()\n",
            "from torch import zeros as z\ndef forward(self, x):\n    return z(3).to(x.device)\n",
            "import torch as th\nx = (th).zeros(3).to(th.device('cuda'))\n",
            "import torch\nm = torch.tensor([1.0]).to(device)\n",
            "import torch\nfor i in r:\n    m = torch.ones(3)\n    if use_cuda: m = m.cuda()\n",
            "import torch\nmatch a:\n    case 1:\n        x = torch.zeros(3)\n        x = x.cuda(0)\n",
        ],
    },
    "TL104": {
        "turned_away": [
            # a parameter without a tensor annotation, a loop's variable, a list
            "import torch\ndef f(model):\n    model.to(device)\n",
            "import torch\ndef f(self):\n    self.to(device)\n",
            "import torch\ndef f(loader):\n    for x in loader:\n        x.cuda()\n",
            "import torch\ndef f():\n    x = [torch.ones(2)]\n    x.cuda()\n",
            # bound in the enclosing function, not in the one that moves it
            "import torch\ndef f():\n    x = torch.ones(2)\n    def g():\n        x.cuda()\n",
            "import torch\ndef f():\n    x = torch.ones(2)\n    x.to(torch.float16)\n",
        ],
        "let_through": [
            "import torch\nx = torch.zeros(3)\nx.cuda()\n",
            "import torch\ndef f(x: torch.Tensor):\n    x.to('cuda')\n",
            "import torch\ndef f(x):\n    if not x.requires_grad:\n        x.cpu()\n",
            "import torch\ndef f(x):\n    y = x.weight\n    y.cuda()\n",
            "import torch\nclass M:\n    x = torch.ones(2)\n    x.cuda()\n",
            "import torch\nasync def f():\n    x = -torch.ones(2)\n    x.to(dev, non_blocking=True)\n",
        ],
    },
    "TL202": {
        "turned_away": [
            "import torch\ny = x.detach().cpu().numpy()\n",
            "import torch\ny = (x > 0).cpu().numpy()\n",
            "import torch\ny = x.cpu().long().numpy()\n",
            "import torch\nwith torch.no_grad(), open(f) as g:\n    y = x.cpu().numpy()\n",
            "import torch\n@torch.inference_mode\ndef f(x):\n    return x.cpu().numpy()\n",
        ],
        "let_through": [
            "import torch\ny = model(x).cpu().numpy()\n",
            "import torch\ny = x.cpu().detach()\n",
            "import torch\ny = x.cpu().numpy().T\n",
            # a function or lambda inside `no_grad` is not under it
            "import torch\nwith torch.no_grad():\n    f = lambda x: x.cpu().numpy()\n",
            "import torch\nwith torch.no_grad():\n    def g(x):\n        return x.cpu().numpy()\n",
            # `torch` that is not surely the module
            "import numpy as torch\nwith torch.no_grad():\n    y = x.cpu().numpy()\n",
            "import torch\ndef f(torch):\n    with torch.no_grad():\n        y = x.cpu().numpy()\n",
        ],
    },
    "TL102": {
        "turned_away": [
            "import torch\nfrom torch.utils.data import DataLoader\nloader = DataLoader(ds, pin_memory=True)\n"
            "for x, y in loader:\n    x = x.to(device, non_blocking=True)\n",
            "import torch\nloader = make_loader(ds, pin_memory=True)\nfor x, y in loader:\n    x = x.to(device)\n",
            "import torch\nfrom torch.utils.data import DataLoader\nloader = DataLoader(ds, pin_memory=args.pin)\n"
            "for x, y in loader:\n    x = x.to(device)\n",
        ],
        "let_through": [
            "import torch\nx = torch.zeros(3).pin_memory()\nx = x.cuda()\n",
            "import torch\nfrom torch.utils.data import DataLoader\nloader = DataLoader(ds, 1, True, None, None, 0, None, True)\n"
            "for x, y in loader:\n    x = x.to(device)\n",
            "import torch.utils.data as tud\nloader = tud.DataLoader(ds, pin_memory=True)\n"
            "for x, y in loader:\n    x = x.cuda(0, False)\n",
        ],
    },
}

PARAMS = [
    (code, kind, text)
    for code, kinds in CASES.items()
    for kind, texts in kinds.items()
    for text in texts
]


@pytest.mark.parametrize(("code", "kind", "text"), PARAMS)
def test_syntax_screen(code: str, kind: str, text: str) -> None:
    module = registry.index_by_code()[code].module
    rule = [r for r in registry.all_rules() if r.code == code]
    found = [d for d in engine.check_text(text, "mod.py", rule, use_screen=False).diagnostics if d.code == code]
    passes = may_report(module, Syntax(text))
    if kind == "turned_away":
        assert not found and not passes
    else:
        assert found and passes
