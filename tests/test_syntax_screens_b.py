"""Syntax screens of TL401, TL406, TL402, TL412 and TL206: for each, a file the screen
turns away, and near misses it must let through, where the rule (unscreened, pedantic
findings included) does report."""

from __future__ import annotations

import textwrap

import pytest

from torchlint import engine, registry, syntax_screens

CASES = {
    # code: (turned away, let through)
    "TL401": (
        """
        import torch.nn.functional as F
        class Block:
            def __init__(self):
                self.dropout = torch.nn.Dropout(0.1)
            def forward(self, x):
                x = self.dropout(x)               # a module, not the function
                y = F.dropout(x, 0.1, self.training)  # training given by position
                return F.dropout(y, p=0.1, training=self.training)
        def dropout(x):
            return x
        dropout(1)                                # not imported: resolves to nothing
        """,
        """
        from torch.nn.functional import dropout as drop
        def helper(x, rest):
            y = drop(x, 0.1, *rest)               # `*` may fill `training`: silent
            return drop(y, 0.1)                   # an alias, in a helper (pedantic)
        """,
    ),
    "TL406": (
        """
        import torch.nn as nn
        block = nn.Sequential(nn.Conv2d(3, 8, 3, bias=False), nn.BatchNorm2d(8))
        other = nn.Sequential(nn.Conv2d(3, 8, 3), nn.BatchNorm1d(8))   # other dimension
        more = [nn.Conv2d(3, 8, 3), nn.ReLU(), nn.BatchNorm2d(8)]      # not adjacent
        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.conv = nn.Conv2d(3, 8, 3)
                self.bn = nn.BatchNorm2d(8)
            def forward(self, x):
                return self.bn(x) + self.conv(x)   # not applied in turn
        """,
        """
        from torch.nn import Conv2d as C, BatchNorm2d
        from torch import nn
        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.conv = C(3, 8, 3)
                self.bn = BatchNorm2d(8)
            def forward(self, x):
                y = self.conv(x)
                y = self.bn(y)
                return y
        """,
    ),
    "TL402": (
        """
        def setup(model):
            model.eval()
        def run(model, x):
            return model(x)                       # evaluated in another function
        f = lambda m, x: (m.eval(), m(x))         # lambdas are no frame of the rule
        """,
        """
        import torch
        net = build().eval().to("cuda")
        out = net(torch.randn(1, 3))
        """,
    ),
    "TL412": (
        """
        import torch
        def gather(loader, out):
            for batch in loader:
                out = torch.cat([out, batch])
                print(out.shape)                  # read in the loop: the rule keeps quiet
            for i in range(4):                    # a few iterations
                out = torch.cat([out, out * 2])
            total = torch.cat([out, out])         # not in a loop
        def cat(a):
            return a
        for x in range(100):
            x = cat([x, 1])                       # not torch's
        """,
        """
        import numpy as np
        def gather(loader, acc):
            while acc is None or len(loader):     # an `is None` test is no read
                for piece in loader.pop():
                    acc = np.append(acc, piece)
                print(acc)                        # read in the outer loop only
        """,
    ),
    "TL206": (
        """
        import numpy as np
        class Helper:                             # no base: no module
            def forward(self, x):
                return np.exp(x.numpy())
        class Net(Helper):                        # only this file's classes
            def forward(self, x):
                return x.cpu().numpy()
        """,
        """
        import torch.nn as nn
        import numpy
        class Base(nn.Module):
            pass
        class Net(Base):                          # a module through the file's own class
            def forward_features(self, x):
                return x.cpu().numpy()
        """,
    ),
}


@pytest.mark.parametrize("code", sorted(CASES))
def test_screen_turns_away_and_lets_through(code: str) -> None:
    entry = registry.index_by_code()[code]
    assert syntax_screens.has_screen(entry.module)
    rule = [r for r in registry.all_rules() if r.code == code]
    away, through = (textwrap.dedent(text) for text in CASES[code])
    assert syntax_screens.may_report(entry.module, syntax_screens.Syntax(away)) is False
    found = engine.check_text(away, "example.py", rule, use_screen=False).diagnostics
    assert not found
    assert syntax_screens.may_report(entry.module, syntax_screens.Syntax(through)) is True
    found = engine.check_text(through, "example.py", rule, use_screen=False).diagnostics
    assert [d.code for d in found] == [code]


def test_numpy_in_forward_follows_a_subscripted_base() -> None:
    text = textwrap.dedent(
        """
        import numpy as np
        from .base import Foreign
        class Base(Foreign):
            def forward(self, x):
                return x
        class Net(Base[int]):
            def __call__(self, x):
                return x.numpy()
        """
    )
    rule = [r for r in registry.all_rules() if r.code == "TL206"]
    found = engine.check_text(text, "example.py", rule, use_screen=False).diagnostics
    assert [d.code for d in found] == ["TL206"]
    assert syntax_screens.may_report("numpy_in_forward", syntax_screens.Syntax(text)) is True


@pytest.mark.parametrize(
    ("text", "reported"),
    [
        (
            """
            import torch
            def run(model, x):
                model.eval()
                with torch.no_grad():
                    return model(x)
            """,
            False,
        ),
        (
            """
            import torch
            @torch.inference_mode()
            def run(model, x):
                model.eval()
                return model(x)
            """,
            False,
        ),
        (
            # a decorator of grad mode chosen is no `no_grad` to the rule (a `with` is)
            """
            import torch
            @torch.enable_grad
            def run(model, x):
                model.eval()
                return model(x)
            """,
            True,
        ),
        (
            # `import torch.nn as torch`: `torch.no_grad` would be another torch name
            """
            import torch.nn as torch
            def run(model, x):
                model.eval()
                with torch.no_grad():
                    return model(x)
            """,
            True,
        ),
    ],
)
def test_inference_without_no_grad_grad_mode(text: str, reported: bool) -> None:
    text = textwrap.dedent(text)
    assert syntax_screens.may_report("inference_without_no_grad", syntax_screens.Syntax(text)) is reported
    rule = [r for r in registry.all_rules() if r.code == "TL402"]
    found = engine.check_text(text, "example.py", rule, use_screen=False).diagnostics
    assert [d.code for d in found] == (["TL402"] if reported else [])
