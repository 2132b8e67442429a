"""benchmarks/usercode/attention_cost.py times hand-written attention (`manual`) against
`F.scaled_dot_product_attention` (`sdpa`, what TL416 advises). The two variants must compute
the same function, or the timing compares different work and the advice would change the
program's results: with dropout off (eval mode) and the same weights, the attention module and
the whole model of each variant give the same output (float32, default tolerances), for a
non-causal case with a padding mask and for a causal case. And `--quick` runs."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "usercode" / "attention_cost.py"


def _bench():  # noqa: ANN202
    spec = importlib.util.spec_from_file_location("attention_cost", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["toy-seq2seq-32", "gpt-char-256"])
def test_manual_and_sdpa_give_the_same_output(name: str) -> None:
    # in a process of its own: torch's CPU thread pool, once started in the test process,
    # hangs the children that test_verify_bench's cases are forked into (a forked child
    # cannot use its parent's pool: torchlint.verify.bench._run_forked)
    code = (f"import sys; sys.path.insert(0, {str(Path(__file__).parent)!r}); "
            f"import test_attention_cost; test_attention_cost.same_output({name!r})")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr


def same_output(name: str) -> None:
    """With dropout off and the same weights, the attention module and the whole model of each
    variant give the same output (float32, default tolerances)."""
    bench = _bench()
    case = dict(bench.cases()[name], batch=3, blocks=2)
    if case["kind"] == "gpt":
        case.update(block=48, dim=96, vocab=65)
    cpu = torch.device("cpu")
    models = bench.pair(case, cpu)
    for model in models.values():
        model.eval()
    x, _ = bench.batch(case, cpu)
    if case["kind"] == "toy":
        assert (x == bench.PAD).any() and (x != bench.PAD).all(dim=1).logical_not().any(), "no padding drawn"
        mask = (x != bench.PAD)[:, None, None, :]
    else:
        mask = None
    with torch.no_grad():
        h = torch.randn(case["batch"], bench.tokens(case), case["dim"])
        attn = {k: m.blocks[0].attn(h, mask) for k, m in models.items()}
        out = {k: m(x) for k, m in models.items()}
    torch.testing.assert_close(attn["sdpa"], attn["manual"])
    torch.testing.assert_close(out["sdpa"], out["manual"])


def test_quick_runs(tmp_path: Path) -> None:
    out = tmp_path / "quick.json"
    result = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--out", str(out)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert out.exists() and "toy-seq2seq-32" in result.stdout
