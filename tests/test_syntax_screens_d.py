"""The syntax screens of TL204 and of the training-script rules TL407, TL408, TL410 and TL411:
for each, a file the screen turns away (the rule has no finding there) and a near miss it
must let through (the rule reports there, in a form the words alone do not show)."""

from __future__ import annotations

import textwrap

import pytest

from torchlint import engine, registry, syntax_screens



def _script(loop: str) -> str:
    """A training script on CUDA in float32, with ``loop`` as its training loop."""
    head = "import torch\nmodel = Net().cuda()\noptimizer = torch.optim.AdamW(model.parameters())\n"
    return head + textwrap.dedent(loop).lstrip()


CASES = [
    # TL204: the cache is emptied once, after the loop
    ("TL204", False, """
        import torch
        for batch in loader:
            model(batch)
        torch.cuda.empty_cache()
    """),
    # ... or in a loop's `else`, which runs once
    ("TL204", False, """
        import torch
        while train(model):
            pass
        else:
            torch.cuda.empty_cache()
    """),
    # ... but imported under another name, in the body of a `while` loop
    ("TL204", True, """
        from torch.cuda import empty_cache as release
        while True:
            model(next(batches))
            release()
    """),
    # TL407: `.backward(` and the optimizer's step are in two different loops
    ("TL407", False, _script("""
        for x, y in loader:
            loss_fn(model(x.cuda()), y.cuda()).backward()
        for _ in range(3):
            optimizer.step()
    """)),
    # ... or a framework runs the loop
    ("TL407", False, "from lightning.fabric import Fabric\n" + _script("""
        for x, y in loader:
            loss_fn(model(x.cuda()), y.cuda()).backward()
            optimizer.step()
    """)),
    # ... but a step handed the optimizer, the backward in a function the loop defines
    ("TL407", True, _script("""
        for x, y in loader:
            def closure():
                loss_fn(model(x.cuda()), y.cuda()).backward()
            closure()
            stepper.step(optimizer)
    """)),
    # TL408: the same training loop, but the optimizer steps in a loop of its own
    ("TL408", False, _script("""
        for x, y in loader:
            loss_fn(model(x.cuda()), y.cuda()).backward()
        while pending():
            optimizer.step()
    """)),
    # ... while an optimizer named `self.opt`, in an async loop of a method, is one
    ("TL408", True, _script("""
        class Trainer:
            async def run(self):
                async for x, y in stream():
                    loss_fn(model(x.cuda()), y.cuda()).backward()
                    self.opt.step()
    """)),
    # TL410: no loop calls `.backward(`
    ("TL410", False, _script("""
        for x, y in loader:
            optimizer.step()
        loss_fn(model(x.cuda()), y.cuda()).backward()
    """)),
    ("TL410", True, _script("""
        step = 0
        while step < 100:
            loss_fn(model(next(it).cuda()), target).backward()
            optimizer.step()
            step += 1
    """)),
    # TL411: a conv net in bf16, whose loop never steps an optimizer (`ema.step()`)
    ("TL411", False, """
        import torch
        from torch import nn
        model = nn.Sequential(nn.Conv2d(3, 256, 3), nn.ReLU()).cuda()
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
        for x, y in loader:
            with torch.autocast("cuda", dtype=torch.bfloat16):
                loss = loss_fn(model(x.cuda()), y.cuda())
            loss.backward()
            ema.step()
    """),
    ("TL411", True, """
        import torch
        from torch import nn
        model = nn.Sequential(nn.Conv2d(3, 256, 3), nn.ReLU()).cuda()
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
        for x, y in loader:
            with torch.autocast("cuda", dtype=torch.bfloat16):
                loss = loss_fn(model(x.cuda()), y.cuda())
            loss.backward()
            optimizer.step()
    """),
]


@pytest.mark.parametrize(("code", "reports", "source"), CASES)
def test_syntax_screen(code: str, reports: bool, source: str) -> None:
    text = textwrap.dedent(source).lstrip()
    module = registry.index_by_code()[code].module
    assert syntax_screens.may_report(module, syntax_screens.Syntax(text)) is reports
    rules = registry.rules_for_codes([code])
    found = [d.code for d in engine.check_text(text, "train.py", rules, use_screen=False).diagnostics]
    assert found == ([code] if reports else [])
