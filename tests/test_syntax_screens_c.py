"""The syntax screens of TL201, TL103, TL301, TL404, TL302, TL303 and TL203: for each, a file
the screen turns away (the rule has no finding there) and a near miss it must let through
(the rule reports there, through an alias or a form the words alone do not show)."""

from __future__ import annotations

import textwrap

import pytest

from torchlint import engine, registry, syntax_screens

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
    # TL302: zero workers, a decision
    ("TL302", False, """
        from torch.utils.data import DataLoader
        loader = DataLoader(ds, batch_size=64, num_workers=0)
        model.cuda()
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
]


@pytest.mark.parametrize(("code", "reports", "source"), CASES)
def test_syntax_screen(code: str, reports: bool, source: str) -> None:
    text = textwrap.dedent(source).lstrip()
    module = registry.index_by_code()[code].module
    assert syntax_screens.may_report(module, syntax_screens.Syntax(text)) is reports
    rules = registry.rules_for_codes([code])
    found = [d.code for d in engine.check_text(text, "train.py", rules, use_screen=False).diagnostics]
    assert found == ([code] if reports else [])
