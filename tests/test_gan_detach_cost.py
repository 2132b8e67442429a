"""benchmarks/usercode/gan_detach_cost.py times a GAN iteration with the attached fake against
`fake.detach()` (TL414's measured figures). The two variants must train alike, or the timing
compares different work: after one iteration from the same start, both networks' weights are
the same in both variants (the discriminator's gradients never depended on the generator's
backward, and the generator's gradients are zeroed before its own step, as TL414's safe fix
requires)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "usercode" / "gan_detach_cost.py"


def _load():
    spec = importlib.util.spec_from_file_location("gan_detach_cost", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["mlp-tiny", "dcgan-tiny", "cyclegan-32"])
def test_both_variants_train_the_same_weights(name: str) -> None:
    bench = _load()
    case = dict(bench.cases()[name], batch=4)
    cpu = torch.device("cpu")
    states = {detach: bench.setup(case, cpu) for detach in (False, True)}
    for detach, state in states.items():
        bench.iteration(*state, detach, case.get("mse", False))
    for written, detached in zip(states[False][:2], states[True][:2]):  # G, then D
        for a, b in zip(written.parameters(), detached.parameters()):
            assert torch.allclose(a, b, atol=1e-6)

