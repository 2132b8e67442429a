"""Catalog v3's shared amendments, built in the semantic model and the context policy: what a
user sees by default and with ``--pedantic``.

- amortised cost: code that runs once every N iterations (``if step % n == 0:``, a schedule
  of the loop counter) is ``periodic``: performance findings there are pedantic;
- no context leak: a finding in code that runs once or in a test is default only where the
  rule states the cost that justifies it (``context_costs``), checked when the class is made;
- accelerator use needs evidence that can be true (not ``use_cuda = False``, not seeding);
- loops that run once are not hot.
"""

from __future__ import annotations

import textwrap

import libcst as cst
import pytest

from torchlint import api, registry
from torchlint.rule import Rule
from torchlint.rulepages import contexts_line
from torchlint.semantic import COLD, HOT, PERIODIC, TEST


def _shown(source: str, code: str, pedantic: bool = False) -> list[str]:
    found = api.lint_source(
        textwrap.dedent(source), "train.py", select=[code], preview=True, pedantic=pedantic
    )
    return [f"{d.location.row}: {d.message}" for d in found]


MOVED = "`torch.zeros` creates the tensor on the CPU and then copies it to the device; pass `device=` to the factory"
ITEM = (
    "`.item()` in the training loop makes the host wait for the device on every step; "
    "accumulate on the device and read the value every N steps"
)
EVERY_N = " (pedantic: runs every N steps)"
ONCE = " (pedantic: runs once)"


# -- 1. amortised cost --------------------------------------------------------------------
PERIODIC_BRANCHES = """
import numpy as np
import torch
device = torch.device("cuda")

def train(model, loader, optimizer, accum, milestones, vocab, n):
    step = 0
    for i, batch in enumerate(loader):
        model(batch.to(device)).mean().backward()
        if (i + 1) % accum == 0:
            optimizer.step()
            a = torch.zeros(1).to(device)
        if not i % accum:
            b = torch.zeros(1).to(device)
        if i in np.linspace(0, n, 10):
            c = torch.zeros(1).to(device)
        for epoch in range(n):
            if epoch + 1 in milestones:
                d = torch.zeros(1).to(device)
        should_log = i % 100 == 0
        if should_log and i > 0:
            e = torch.zeros(1).to(device)
        step += 1
        if step in (100, 200):
            f = torch.zeros(1).to(device)
        # run on most steps: hot
        if i % accum != 0:
            g = torch.zeros(1).to(device)
        if i % accum:
            h = torch.zeros(1).to(device)
        if i % accum == 0:
            pass
        else:
            j = torch.zeros(1).to(device)
        # membership of something that is not a loop counter: no schedule
        for token in batch:
            if token in vocab:
                k = torch.zeros(1).to(device)
        # alternating updates: every other step still pays half the cost
        if i % 2 == 0:
            m = torch.zeros(1).to(device)
"""


def test_periodic_branches_are_pedantic_and_every_step_branches_stay_default() -> None:
    assert _shown(PERIODIC_BRANCHES, "TL101") == [
        f"28: {MOVED}",
        f"30: {MOVED}",
        f"34: {MOVED}",
        f"38: {MOVED}",
        f"41: {MOVED}",
    ]
    assert _shown(PERIODIC_BRANCHES, "TL101", pedantic=True) == [
        f"12: {MOVED}{EVERY_N}",
        f"14: {MOVED}{EVERY_N}",
        f"16: {MOVED}{EVERY_N}",
        f"19: {MOVED}{EVERY_N}",
        f"22: {MOVED}{EVERY_N}",
        f"25: {MOVED}{EVERY_N}",
        f"28: {MOVED}",
        f"30: {MOVED}",
        f"34: {MOVED}",
        f"38: {MOVED}",
        f"41: {MOVED}",
    ]


FUNCTION_CALLED_EVERY_N = """
import torch
device = torch.device("cuda")

def log_metrics():
    return torch.zeros(1).to(device)

def per_step():
    return torch.zeros(1).to(device)

for i, batch in enumerate(loader):
    per_step()
    if i % 50 == 0:
        log_metrics()
        per_step()
"""


def test_a_function_called_only_every_n_steps_is_periodic() -> None:
    assert _shown(FUNCTION_CALLED_EVERY_N, "TL101") == [f"9: {MOVED}"]
    assert _shown(FUNCTION_CALLED_EVERY_N, "TL101", pedantic=True) == [
        f"6: {MOVED}{EVERY_N}",
        f"9: {MOVED}",
    ]


WGAN = """
import torch
device = torch.device("cuda")
for i, real in enumerate(loader):
    loss_c = critic(generator(real.to(device))).mean()
    loss_c.backward()
    opt_c.step()
    if i % n_critic == 0:
        loss_g = -critic(generator(real.to(device))).mean()
        loss_g.backward()
        opt_g.step()
        print(loss_g.item())
"""


def test_a_read_in_a_branch_that_trains_every_n_steps_is_pedantic() -> None:
    # WGAN's generator update: the branch runs the optimizer step, and still once per n_critic
    assert _shown(WGAN, "TL201") == []
    assert _shown(WGAN, "TL201", pedantic=True) == [f"12: {ITEM}{EVERY_N}"]


def test_bug_rules_report_in_periodic_code() -> None:
    source = """
    import torch
    import torch.nn.functional as F
    class Net(torch.nn.Module):
        def forward(self, x, step):
            if step % 10 == 0:
                x = F.dropout(x, 0.5)
            return x
    """
    assert [line.split(":")[0] for line in _shown(source, "TL401")] == ["7"]


# -- 4. loops that run once -----------------------------------------------------------------
ONCE_LOOPS = """
import torch
device = torch.device("cuda")
for _ in range(1):
    a = torch.zeros(1).to(device)
while True:
    b = torch.zeros(1).to(device)
    break
for batch in loader:
    c = torch.zeros(1).to(device)
    break
for lr in [1e-3, 1e-4]:
    d = torch.zeros(1).to(device)
# a `continue` can start another iteration: per step
while True:
    if ready():
        continue
    e = torch.zeros(1).to(device)
    break
# a `break` in a branch: per step until it is taken
for batch in loader:
    f = torch.zeros(1).to(device)
    if done():
        break
"""


def test_loops_that_run_once_are_not_hot() -> None:
    assert _shown(ONCE_LOOPS, "TL101") == [f"18: {MOVED}", f"22: {MOVED}"]
    assert _shown(ONCE_LOOPS, "TL101", pedantic=True) == [
        f"5: {MOVED}{ONCE}",
        f"7: {MOVED}{ONCE}",
        f"10: {MOVED}{ONCE}",
        f"13: {MOVED}{ONCE}",
        f"18: {MOVED}",
        f"22: {MOVED}",
    ]


def test_a_configuration_loop_at_module_level_is_cold_for_tl201() -> None:
    # a comparison script trains once per configuration: its own notion of a training loop
    # does not make TL201 report there by default
    source = """
    import torch
    model = Net().cuda()
    for lr in [1e-3, 1e-4]:
        optimizer = torch.optim.SGD(model.parameters(), lr=lr)
        loss = model(batch).mean()
        loss.backward()
        optimizer.step()
        print(lr, loss.item())
    """
    assert _shown(source, "TL201") == []
    assert _shown(source, "TL201", pedantic=True) == [f"9: {ITEM}{ONCE}"]


# -- 2. no context leak ---------------------------------------------------------------------
def test_a_rule_reporting_in_cold_code_must_state_the_cost() -> None:
    with pytest.raises(TypeError, match="needs a stated cost"):
        type("Leaky", (Rule,), {"code": "TL999", "default_contexts": frozenset({HOT, COLD})})
    with pytest.raises(TypeError, match="needs a stated cost"):
        type("Leaky", (Rule,), {"code": "TL999", "default_contexts": frozenset({HOT, TEST})})
    with pytest.raises(TypeError, match="unknown cost contexts"):
        type("Leaky", (Rule,), {"code": "TL999", "default_contexts": frozenset({"warm"})})
    with pytest.raises(TypeError, match="need no stated cost"):
        type("Leaky", (Rule,), {"code": "TL999", "default_contexts": frozenset({HOT}),
                                "context_costs": {HOT: "some cost"}})
    stated = type("Stated", (Rule,), {
        "code": "TL999", "default_contexts": frozenset({HOT, COLD}),
        "context_costs": {COLD: "built once, read every step"},
    })
    assert contexts_line(stated) == (
        "hot paths (per step, batch or forward), code that runs once or every N steps "
        "(built once, read every step); elsewhere with `--pedantic`"
    )
    plain = type("Plain", (Rule,), {"code": "TL998", "default_contexts": frozenset({HOT, PERIODIC})})
    assert plain.context_costs == {}
    # a report's own contexts are held to the same rule
    with pytest.raises(ValueError, match="needs context_costs"):
        plain.report(plain.__new__(plain), cst.Name("x"), "m", contexts=frozenset({HOT, COLD}))


def test_every_rule_that_reports_in_cold_code_says_why() -> None:
    cold = {}
    for rule in registry.all_rules():
        contexts = rule.default_contexts
        if contexts is not None and COLD in contexts:
            cold[rule.code] = rule.context_costs[COLD]
        if contexts is not None:
            assert TEST not in contexts, rule.code
    # the audit of catalog v3: rules whose pattern is a per-step cost (a sync, a copy, a
    # cache clear) report only where the model says the code runs per step, whatever their
    # own notion of a training loop; the others state why a finding in cold code still costs
    # (a DataLoader or a layer built once and used every step) or is a bug there
    for code in ("TL101", "TL102", "TL201", "TL204", "TL206", "TL412"):
        assert code not in cold, code
    assert all(len(reason) > 20 for reason in cold.values())


def test_dataloader_construction_in_cold_code_stays_default() -> None:
    # the construction runs once, its batches every step: a declared cost, not a leak
    source = """
    import torch
    from torch.utils.data import DataLoader
    from torchvision import datasets, transforms
    device = torch.device("cuda")
    data = datasets.ImageFolder("images", transform=transforms.ToTensor())
    loader = DataLoader(data, batch_size=256, num_workers=8)
    for x, y in loader:
        model(x.to(device)).sum().backward()
    """
    assert [line.split(":")[0] for line in _shown(source, "TL301")] == ["7"]


# -- 3. accelerator use needs evidence that can be true ------------------------------------
CPU_AS_WRITTEN = """
import argparse
import torch
parser = argparse.ArgumentParser()
parser.add_argument("--cuda", action="store_true")
args = parser.parse_args()
args.cuda = False
use_cuda = False
torch.manual_seed(0)
torch.cuda.manual_seed_all(0)
print(torch.cuda.is_available(), torch.cuda.device_count())
device = torch.device("cuda" if args.cuda else "cpu")
model = Net().to(device)
if use_cuda:
    model.cuda()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for x in loader:
    loss = model(x.to(device)).mean()
    loss.backward()
    optimizer.step()
    print(loss.item())
"""


@pytest.mark.parametrize(
    "evidence, shown",
    [
        ("", []),
        # a flag that can be true: the command line, or a test for a GPU
        ("args.cuda = not args.no_cuda and torch.cuda.is_available()\n", ["22"]),
        ("use_cuda = torch.cuda.is_available()\nif use_cuda:\n    model.cuda()\n", ["24"]),
        ('device = torch.device("cuda" if torch.cuda.is_available() else "cpu")\n', ["22"]),
        ('x = torch.zeros(1, device="cuda")\n', ["22"]),
        ('model.to(torch.device("cuda"))\n', ["22"]),
    ],
    ids=["cpu-as-written", "flag-from-command-line", "flag-tests-gpu", "device-if-available",
         "cuda-literal", "torch-device-cuda"],
)
def test_accelerator_use_needs_evidence_that_can_be_true(evidence: str, shown: list[str]) -> None:
    lines = CPU_AS_WRITTEN.splitlines(keepends=True)
    source = "".join(lines[:8]) + evidence + "".join(lines[8:])
    assert [line.split(":")[0] for line in _shown(source, "TL201")] == shown


def test_seeding_or_asking_alone_is_not_accelerator_use() -> None:
    source = """
    import torch
    torch.cuda.manual_seed(0)
    if torch.cuda.is_available():
        print("a GPU is there")
    for x in loader:
        loss = model(x.to(device)).mean()
        loss.backward()
        optimizer.step()
        print(loss.item())
    device = "cpu"
    """
    assert _shown(source, "TL201") == []
    assert _shown(source, "TL201", pedantic=True) == []


# -- 4. a loader read once ------------------------------------------------------------------
ONE_BATCH = """
import torch
from torch.utils.data import DataLoader
from torchvision import datasets, transforms
device = torch.device("cuda")
data = datasets.ImageFolder("images", transform=transforms.ToTensor())
peek = DataLoader(data, batch_size=64)
images, labels = next(iter(peek))
first = next(iter(DataLoader(data, batch_size=64)))
looked = DataLoader(data, batch_size=64)
for images, labels in looked:
    break
train = DataLoader(data, batch_size=64)
for images, labels in train:
    model(images.to(device)).sum().backward()
"""
SINGLE = "`DataLoader` without `num_workers` loads every batch in the training process"


def test_a_loader_read_once_is_not_per_step() -> None:
    assert [line.split(":")[0] for line in _shown(ONE_BATCH, "TL302")] == ["13"]
    pedantic = _shown(ONE_BATCH, "TL302", pedantic=True)
    assert [line.split(":")[0] for line in pedantic] == ["7", "9", "10", "13"]
    assert all(line.endswith("(pedantic: one batch read (`next(iter(...))`))") for line in pedantic[:3])
    assert all(SINGLE in line for line in pedantic)


# -- the model's answers, as rules and the JSON `context` key see them ------------------------
@pytest.mark.parametrize(
    "source, context",
    [
        ("for i, b in enumerate(loader):\n    if i % 10 == 0:\n        f(b)  # <-\n", PERIODIC),
        ("for i, b in enumerate(loader):\n    if i % 10 == 0:\n        pass\n    else:\n        f(b)  # <-\n", HOT),
        ("for b in loader:\n    f(b)  # <-\n    break\n", COLD),
        ("def forward_hook(step):\n    pass\nif step % 10 == 0:\n    f(1)  # <-\n", COLD),
    ],
    ids=["periodic-branch", "else-branch", "one-batch-loop", "module-level-if"],
)
def test_cost_context(source: str, context: str) -> None:
    from tests.test_semantic import context_of

    assert context_of(source) == context


def test_a_divisor_the_file_sets_to_one_is_every_step() -> None:
    # `d_every = 1`: the discriminator trains on every step, whatever the `%` says
    source = """
    import torch
    device = torch.device("cuda")
    class Config:
        d_every: int = 1
        g_every = 5
    opt = Config()
    for ii, x in enumerate(loader):
        if ii % opt.d_every == 0:
            a = torch.zeros(1).to(device)
        if ii % opt.g_every == 0:
            b = torch.zeros(1).to(device)
    """
    assert _shown(source, "TL101") == [f"10: {MOVED}"]
    assert _shown(source, "TL101", pedantic=True) == [f"10: {MOVED}", f"12: {MOVED}{EVERY_N}"]
