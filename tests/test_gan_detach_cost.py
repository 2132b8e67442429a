"""benchmarks/usercode/gan_detach_cost.py times a GAN iteration with the attached fake against
`fake.detach()` (TL414's measured figures). The two variants must train alike, or the timing
compares different work: after one iteration from the same start, both networks' weights are
the same in both variants (the discriminator's gradients never depended on the generator's
backward, and the generator's gradients are zeroed before its own step, as TL414's safe fix
requires).

The check runs in a child process: autograd work in the test process would start torch's
thread pools before the verifier's tests fork their workers, which then run several times
slower (tests/test_verify_bench.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("torch")

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "usercode" / "gan_detach_cost.py"

CHECK = """
import importlib.util, sys
import torch
spec = importlib.util.spec_from_file_location("gan_detach_cost", sys.argv[1])
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)
case = dict(bench.cases()[sys.argv[2]], batch=4)
states = {detach: bench.setup(case, torch.device("cpu")) for detach in (False, True)}
for detach, state in states.items():
    bench.iteration(*state, detach, case.get("mse", False))
for written, detached in zip(states[False][:2], states[True][:2]):  # G, then D
    for a, b in zip(written.parameters(), detached.parameters()):
        assert torch.allclose(a, b, atol=1e-6), (sys.argv[2], a.shape)
print("same weights")
"""


@pytest.mark.parametrize("name", ["mlp-tiny", "dcgan-tiny", "cyclegan-32"])
def test_both_variants_train_the_same_weights(name: str) -> None:
    result = subprocess.run([sys.executable, "-c", CHECK, str(SCRIPT), name],
                            capture_output=True, text=True, timeout=300)
    assert (result.returncode, result.stdout) == (0, "same weights\n"), result.stderr
