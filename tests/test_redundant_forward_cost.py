"""benchmarks/usercode/redundant_forward_cost.py times a GAN iteration that runs a forward twice
against the same iteration reusing the first result (TL415's measured figures, and the change
its message asks for). The two variants must train alike, or the timing compares different
work and the advice would change the program: after one iteration from the same start, both
networks' weights are the same in both variants, for both forms (the generator run twice on
one latent; the discriminator run again for `ones_like`).

The check runs in a child process, as tests/test_gan_detach_cost.py explains."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("torch")

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "usercode" / "redundant_forward_cost.py"

CHECK = """
import importlib.util, sys
import torch
sys.path.insert(0, str(__import__("pathlib").Path(sys.argv[1]).parent))
spec = importlib.util.spec_from_file_location("redundant_forward_cost", sys.argv[1])
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)
import gan_detach_cost
case = dict(gan_detach_cost.cases()[sys.argv[2]], batch=4)
for form in ("twice", "shape"):
    states = {fixed: gan_detach_cost.setup(case, torch.device("cpu")) for fixed in (False, True)}
    for fixed, state in states.items():
        bench.iteration(*state, form, fixed, case.get("mse", False))
    for written, fixed in zip(states[False][:2], states[True][:2]):  # G, then D
        for a, b in zip(written.parameters(), fixed.parameters()):
            assert torch.allclose(a, b, atol=1e-6), (sys.argv[2], form, a.shape)
print("same weights")
"""


@pytest.mark.parametrize("name", ["mlp-classic", "cyclegan-32"])
def test_both_variants_train_the_same_weights(name: str) -> None:
    result = subprocess.run([sys.executable, "-c", CHECK, str(SCRIPT), name],
                            capture_output=True, text=True, timeout=300)
    assert (result.returncode, result.stdout) == (0, "same weights\n"), result.stderr
