"""The syntax screens of TL201, TL103, TL301, TL404, TL302, TL303, TL203, TL204 and of the
training-script rules TL407, TL408, TL410 and TL411: for each, a file the screen turns away
(the rule has no finding there) and a near miss it must let through (the rule reports there,
through an alias or a form the words alone do not show)."""

from __future__ import annotations

import textwrap

import pytest

from torchlint import engine, registry, syntax_screens

def _script(loop: str) -> str:
    """A training script on CUDA in float32, with ``loop`` as its training loop: a matmul
    model (TL408 names TF32 only where the model's compute is matmuls)."""
    head = "import torch\nmodel = torch.nn.Linear(1024, 1024).cuda()\noptimizer = torch.optim.AdamW(model.parameters())\n"
    return head + textwrap.dedent(loop).lstrip()


def _conv_net_in_bf16(step: str) -> str:
    """A conv net trained under bf16 autocast, each batch ending with ``step``."""
    return textwrap.dedent("""
        import torch
        from torch import nn
        model = nn.Sequential(nn.Conv2d(3, 256, 3), nn.ReLU()).cuda()
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
        for x, y in loader:
            with torch.autocast("cuda", dtype=torch.bfloat16):
                loss = loss_fn(model(x.cuda()), y.cuda())
            loss.backward()
    """).lstrip() + "    " + step + "\n"


CASES = [
    # TL201: the read runs once, after the training loop
    ("TL201", False, """
        model = model.cuda()
        for batch in loader:
            loss = model(batch).mean()
            loss.backward()
            optimizer.step()
        print(loss.item())
    """),
    # ... a `.step()` with no optimizer in sight (no `optim` in the file): a scheduler's
    ("TL201", False, """
        model = model.cuda()
        for batch in loader:
            scheduler.step()
            print(lr.item())
    """),
    # ... but a `synchronize` imported under another name, in a loop whose step is a helper's
    ("TL201", True, """
        from torch.cuda import synchronize as wait
        model = model.cuda()

        def train_step(batch):
            loss = model(batch).mean()
            loss.backward()
            optimizer.step()

        for batch in loader:
            train_step(batch)
            wait()
    """),
    # ... and a read in a step function that a loop calls
    ("TL201", True, """
        model = model.cuda()

        def train_step(batch):
            loss = model(batch).mean()
            loss.backward()
            optimizer.step()
            return loss.item()

        for batch in loader:
            train_step(batch)
    """),
    # TL103: the module moves before the optimizer is built
    ("TL103", False, """
        import torch
        model.to(device)
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    """),
    # ... but an optimizer class imported under another name, and a move under an accelerator test
    ("TL103", True, """
        import torch
        from torch.optim import AdamW as Opt
        optimizer = Opt(net.named_parameters())
        if torch.cuda.is_available():
            net.cuda()
    """),
    # TL301: pinned
    ("TL301", False, """
        from torch.utils.data import DataLoader
        loader = DataLoader(ds, batch_size=64, pin_memory=True)
        model.cuda()
    """),
    # ... no accelerator word anywhere
    ("TL301", False, """
        from torch.utils.data import DataLoader
        loader = DataLoader(ds, batch_size=64)
    """),
    # ... but `DataLoader` imported under another name, and an explicit `False`
    ("TL301", True, """
        from torch.utils.data import DataLoader as DL
        loader = DL(ds, batch_size=64, pin_memory=False)
        for x in loader:
            x = x.cuda()
    """),
    # TL404: the default
    ("TL404", False, """
        optimizer.zero_grad(set_to_none=True)
    """),
    # ... but `False` as the only positional argument
    ("TL404", True, """
        model.zero_grad(False)
    """),
    # TL302: a number of workers chosen, a decision
    ("TL302", False, """
        from torch.utils.data import DataLoader
        loader = DataLoader(ds, batch_size=64, num_workers=2)
        model.cuda()
    """),
    # ... but a literal zero may be a hard-coded default (v5: reported over decoding data)
    ("TL302", True, """
        from torch.utils.data import DataLoader
        from torchvision.datasets import ImageFolder
        loader = DataLoader(ImageFolder("data"), batch_size=64, num_workers=0)
        model.cuda()
        for epoch in range(10):
            for x, y in loader:
                model(x.cuda()).sum().backward()
    """),
    # ... but an alias, with no workers, in a file that moves work to `device`
    ("TL302", True, """
        import torch.utils.data as tud
        loader = tud.DataLoader(ds, batch_size=64)
        model.to(device)
    """),
    # TL303: workers, but the loader is iterated once
    ("TL303", False, """
        from torch.utils.data import DataLoader
        loader = DataLoader(ds, batch_size=64, num_workers=4)
        for batch in loader:
            pass
    """),
    # ... but workers given by position, and a loop over the loader in an epoch loop
    ("TL303", True, """
        from torch.utils.data import DataLoader
        loader = DataLoader(ds, 64, True, None, None, 4)
        for epoch in range(10):
            for batch in loader:
                pass
    """),
    # TL203: timing with no accelerator word in the file
    ("TL203", False, """
        import time
        t0 = time.perf_counter()
        y = x @ x
        elapsed = time.perf_counter() - t0
    """),
    # ... but a timer imported under another name, around `.cuda()` work
    ("TL203", True, """
        from timeit import default_timer as clock
        t0 = clock()
        y = x.cuda() @ w
        elapsed = clock() - t0
    """),
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
    ("TL411", False, _conv_net_in_bf16("ema.step()")),
    ("TL411", True, _conv_net_in_bf16("optimizer.step()")),
]


@pytest.mark.parametrize(("code", "reports", "source"), CASES)
def test_syntax_screen(code: str, reports: bool, source: str) -> None:
    text = textwrap.dedent(source).lstrip()
    module = registry.index_by_code()[code].module
    assert syntax_screens.may_report(module, syntax_screens.Syntax(text)) is reports
    rules = registry.rules_for_codes([code])
    found = [d.code for d in engine.check_text(text, "train.py", rules, use_screen=False).diagnostics]
    assert found == ([code] if reports else [])
