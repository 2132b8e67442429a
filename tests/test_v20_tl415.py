"""TL415 redundant-forward (issue 24, round 17): a module's forward run again on the same
input in one step, or run for a result nothing reads.

Built from the places two engineers confirmed in the recall panels of fresh29 and fresh32
(a DCGAN generating its fake twice, a discriminator forward never read) and tuned on a review
of 50 of its findings on fresh22-fresh32. These tests pin what decides a finding: which
optimizer's step may change the module, what changes the input, and when only --pedantic
shows it.
"""

from __future__ import annotations

from pathlib import Path

from torchlint import api
from torchlint.rules.redundant_forward import ONE_PASS, SMALL_NETWORKS

CONV = """import torch
import torch.nn as nn

G = nn.Sequential(nn.ConvTranspose2d(100, 256, 4), nn.ReLU(), nn.ConvTranspose2d(256, 3, 4, 2, 1))
D = nn.Sequential(nn.Conv2d(3, 256, 4, 2, 1), nn.LeakyReLU(0.2), nn.Conv2d(256, 1, 4))
"""


def _findings(tmp_path: Path, source: str, name: str = "train.py") -> list[tuple[int, str | None]]:
    path = tmp_path / name
    path.write_text(source)
    run = api.lint_paths([path], select=["TL415"], preview=True, pedantic=True)
    return [(d.location.row, d.pedantic) for f in run.files for d in f.diagnostics]


def _line(source: str, text: str) -> int:
    return next(number for number, line in enumerate(source.splitlines(), 1) if text in line)


def test_a_step_of_the_discriminators_optimizer_leaves_the_generator_as_it_was(tmp_path: Path) -> None:
    source = CONV + """opt_D = torch.optim.Adam(D.parameters(), lr=2e-4)
opt_G = torch.optim.Adam(G.parameters(), lr=2e-4)
for real in loader:
    z = torch.randn(64, 100, 1, 1)
    fake = G(z).detach()
    d_loss = D(fake).mean() - D(real).mean()
    d_loss.backward()
    opt_D.step()
    g_loss = -D(G(z)).mean()
    g_loss.backward()
    opt_G.step()
"""
    assert _findings(tmp_path, source) == [(_line(source, "g_loss = -D"), None)]


def test_a_step_that_may_update_the_module_ends_the_repeat(tmp_path: Path) -> None:
    # one optimizer over both networks, a scaler stepping the generator's, SAM's first step
    for optimizer, step in (
        ("opt = torch.optim.Adam(list(G.parameters()) + list(D.parameters()))", "opt.step()"),
        ("opt = torch.optim.Adam(G.parameters())", "scaler.step(opt)"),
        ("opt = SAM(G.parameters(), torch.optim.SGD)", "opt.first_step()"),
        ("opt = make_optimizer(G)", "opt.step()"),
    ):
        source = CONV + f"""{optimizer}
for real in loader:
    z = torch.randn(64, 100, 1, 1)
    loss = D(G(z)).mean()
    loss.backward()
    {step}
    loss = -D(G(z)).mean()
    loss.backward()
"""
        assert _findings(tmp_path, source) == [], step


def test_a_scaler_step_of_another_networks_optimizer_is_read_through(tmp_path: Path) -> None:
    source = CONV + """opt_D = torch.optim.Adam(D.parameters())
for real in loader:
    z = torch.randn(64, 100, 1, 1)
    loss = D(G(z).detach()).mean()
    scaler.scale(loss).backward()
    scaler.step(opt_D)
    loss = -D(G(z)).mean()
    loss.backward()
"""
    assert _findings(tmp_path, source) == [(_line(source, "loss = -D"), None)]


def test_a_class_trainer_and_a_method_that_steps(tmp_path: Path) -> None:
    source = CONV + """
class Trainer:
    def __init__(self):
        self.G = G
        self.D = D
        self.opt_D = torch.optim.Adam(self.D.parameters())
        self.opt_G = torch.optim.Adam(self.G.parameters())

    def update_d(self, loss):
        loss.backward()
        self.opt_D.step()

    def update_all(self, loss):
        loss.backward()
        self.opt.step()

    def fit(self, loader):
        for real in loader:
            z = torch.randn(64, 100, 1, 1)
            d_loss = self.D(self.G(z).detach()).mean()
            d_loss.backward()
            self.opt_D.step()
            g_loss = -self.D(self.G(z)).mean()
            print(g_loss)

    def fit_through_a_method(self, loader):
        for real in loader:
            z = torch.randn(64, 100, 1, 1)
            self.update_all(self.D(self.G(z).detach()).mean())
            g_loss = -self.D(self.G(z)).mean()
            print(g_loss)
"""
    assert _findings(tmp_path, source) == [(_line(source, "g_loss = -self.D"), None)]


def test_small_fully_connected_networks_and_one_off_passes_are_pedantic(tmp_path: Path) -> None:
    mlp = """import torch
import torch.nn as nn

G = nn.Sequential(nn.Linear(100, 256), nn.ReLU(), nn.Linear(256, 784))
D = nn.Sequential(nn.Linear(784, 256), nn.LeakyReLU(0.2), nn.Linear(256, 1))
opt_D = torch.optim.Adam(D.parameters())
for real in loader:
    z = torch.randn(64, 100)
    loss = D(G(z).detach()).mean()
    loss.backward()
    opt_D.step()
    print(D(G(z)).mean())
"""
    assert _findings(tmp_path, mlp) == [(_line(mlp, "print(D(G(z))"), SMALL_NETWORKS)]
    once = CONV + """opt_D = torch.optim.Adam(D.parameters())
def check(loader):
    with torch.no_grad():
        for real in loader:
            fake = G(torch.randn(64, 100, 1, 1))
            print(D(fake).mean(), D(fake).std())


def validate(loader):
    with torch.no_grad():
        for real in loader:
            fake = G(torch.randn(64, 100, 1, 1))
            print(D(fake).mean(), D(fake).std())


check(test_loader)
for epoch in range(10):
    validate(val_loader)
"""
    rows = [n for n, line in enumerate(once.splitlines(), 1) if "D(fake).std()" in line]
    assert _findings(tmp_path, once) == [(rows[0], ONE_PASS), (rows[1], None)]


def test_a_forward_nothing_reads(tmp_path: Path) -> None:
    source = CONV + """opt_G = torch.optim.Adam(G.parameters())
for real in loader:
    fake = G(torch.randn(64, 100, 1, 1))
    d_real = D(real)
    loss = -D(fake).mean()
    loss.backward()
    opt_G.step()
    for p in G.parameters():
        continue
        unreached = D(real)
"""
    assert _findings(tmp_path, source) == [(_line(source, "d_real = D(real)"), None)]
    # read in the next iteration, by a function, after the loop, or taken by a hook: used
    for tail in (
        "    if prev is not None:\n        print(prev)\n    prev = D(real)\n",
        "    last = D(real)\n    def show():\n        return last\n",
        "    last = D(real)\nprint(last)\n",
        "    feats = D(real)\nD.register_forward_hook(keep)\n",
    ):
        used = CONV + "prev = None\nfor real in loader:\n" + tail
        assert _findings(tmp_path, used) == [], tail


def test_the_generator_draws_noise_in_another_module(tmp_path: Path) -> None:
    (tmp_path / "models.py").write_text(
        "import torch\nimport torch.nn as nn\n\n\nclass Sampler(nn.Module):\n"
        "    def forward(self, c):\n        return c + torch.randn_like(c)\n"
    )
    source = CONV + """from models import Sampler

S = Sampler()
opt_D = torch.optim.Adam(D.parameters())
for real in loader:
    c = real.flatten(1)
    loss = S(c).mean() - S(c).mean()
    loss.backward()
    opt_D.step()
"""
    assert _findings(tmp_path, source) == []


def test_related_location_in_json(tmp_path: Path) -> None:
    source = CONV + """for real in loader:
    fake = G(torch.randn(64, 100, 1, 1))
    loss = bce(D(fake), torch.ones_like(D(fake)))
    loss.backward()
"""
    path = tmp_path / "train.py"
    path.write_text(source)
    run = api.lint_paths([path], select=["TL415"], preview=True)
    (finding,) = [d for f in run.files for d in f.diagnostics]
    row = _line(source, "ones_like")
    assert (finding.location.row, finding.location.column) == (row, source.splitlines()[row - 1].index("D(fake))") + 1)
    (related,) = finding.related
    assert (related.location.row, related.location.column) == (row, source.splitlines()[row - 1].index("D(fake)") + 1)
    assert related.message == "`D` first runs on this input here"
