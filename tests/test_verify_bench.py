"""`torchlint bench`: every built-in workload at a tiny size, the catalog, the report formats
and the command's exit codes. The catalog sizes only run on the GPU (marked gpu)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

torch = pytest.importorskip("torch")

from torchlint.verify import workloads as wl  # noqa: E402
from torchlint.verify.bench import run_bench, run_workload, skip_reason  # noqa: E402
from torchlint.verify.commands import bench  # noqa: E402
from torchlint.verify.harness import Check, Measurement  # noqa: E402
from torchlint.verify.report import (  # noqa: E402
    CaseResult,
    fmt_ratio,
    fmt_time,
    render_markdown,
    render_table,
    to_json,
)

# The catalog's own workloads, at the sizes it gives for a 2-core CI machine; those the CPU
# cannot run (CUDA, an accelerator) are the GPU command's (docs/verifier.md).
TINY = [w for w in wl.builtin_workloads(gpu_count=0, tiny=True)
        if skip_reason(w, "cpu", 0) is None]


def test_the_tiny_catalog_is_the_catalog():
    catalog = wl.builtin_workloads(gpu_count=0)
    tiny = wl.builtin_workloads(gpu_count=0, tiny=True)
    assert [(w.rule, w.check, w.requires, w.reading) for w in tiny] == [
        (w.rule, w.check, w.requires, w.reading) for w in catalog]
    assert {w.rule for w in TINY} == {"TL101", "TL201", "TL202", "TL203", "TL205", "TL206",
                                      "TL302", "TL303", "TL304", "TL401", "TL402", "TL404",
                                      "TL405", "TL406", "TL407", "TL410", "TL411", "TL412"}


@pytest.mark.parametrize("workload", TINY, ids=lambda w: f"{w.rule}-{w.case}")
def test_tiny_workload_agrees_and_times_on_cpu(workload):
    # 2 s: the first autograd step in a fresh process is slow on a busy 2-core machine
    result = run_workload(workload, "cpu", budget=2.0, gpu_count=0)
    assert result.status == "ok", result.message
    # past the output check (a mismatch would be the status), and into the warm-up at least
    assert result.measurement.warmup_pairs >= 1, result.measurement.shortfall
    assert result.measurement.elapsed < 2.0 * 1.1 + 0.25
    assert result.correctness == ("" if workload.reading else
                                  "values" if workload.check.mode == "values" else "shapes")


def test_dataloader_workers_produce_the_same_batches():
    # num_workers > 0 forks; one small run keeps that path covered without slowing CI much.
    w = wl.Workload("TL302", "workers", wl.tl302("tensor", 8, 4, 4, 2))
    result = run_workload(w, "cpu", budget=0.01, gpu_count=0)
    assert result.status == "ok", result.message


def test_catalog_covers_every_rule_with_a_claim():
    work, no_claim = wl.select_workloads([], gpu_count=1)
    rules = {w.rule for w in work}
    assert rules == {"TL101", "TL102", "TL201", "TL202", "TL203", "TL204", "TL205", "TL206",
                     "TL301", "TL302", "TL303", "TL304", "TL401", "TL402", "TL403", "TL404",
                     "TL405", "TL406", "TL407", "TL408", "TL410", "TL411", "TL412"}
    assert [n.rule for n in no_claim] == ["TL103", "TL104"]
    sizes = [w.case for w in work if w.rule == "TL101"]
    assert sizes == ["rand(10000,10000)", "zeros(10000,10000)", "rand(1024,1024)", "rand(10,10)"]


def test_tl403_says_plainly_when_only_one_gpu():
    one, _ = wl.select_workloads(["TL403"], gpu_count=1)
    assert [w.case for w in one] == ["DataParallel wrapper on one GPU"]
    assert "needs two or more GPUs" in one[0].note
    two, _ = wl.select_workloads(["TL403"], gpu_count=2)
    assert two[0].requires == "multi-gpu" and two[0].custom is not None


def test_selection_by_prefix():
    work, no_claim = wl.select_workloads(["TL1"], gpu_count=0)
    assert {w.rule for w in work} == {"TL101", "TL102"}
    assert {n.rule for n in no_claim} == {"TL103", "TL104"}


def test_skip_reasons():
    cuda_only = wl.Workload("TL301", "x", wl.tl301(1, 1, 1), requires="cuda")
    assert "CUDA" in skip_reason(cuda_only, "cpu", 0)
    multi = wl.Workload("TL403", "x", lambda d: None, requires="multi-gpu")
    assert "two or more GPUs (1 visible)" in skip_reason(multi, "cuda", 1)
    assert skip_reason(wl.Workload("TL202", "x", wl.tl202(2)), "cpu", 0) is None


def test_a_failing_workload_is_reported_and_others_still_run():
    def broken(device):
        def build():
            def boom():
                raise RuntimeError("kaput\nsecond line")

            return boom, boom

        return build

    results = run_bench(
        [wl.Workload("TL999", "broken", broken), TINY[0]], "cpu", budget=0.05
    )
    assert results[0].status == "error" and results[0].message == "RuntimeError: kaput"
    assert results[1].status == "ok"


# --- report ----------------------------------------------------------------------------------


def sample_results():
    fast = Measurement(before=[0.9, 0.91, 0.92] * 4, after=[0.0002] * 12).finish()
    # within +/-2%: narrow enough to claim "no significant difference" (a wider interval is
    # "timings unstable" since issue 27)
    same = Measurement(before=[1.0, 1.02, 0.98] * 4, after=[1.0, 0.98, 1.02] * 4).finish()
    return [
        CaseResult("TL101", "rand(10000,10000)", "ok", fast, correctness="shapes",
                   before_code="torch.rand(n, n).to(device)",
                   after_code="torch.rand(n, n, device=device)"),
        CaseResult("TL101", "rand(10,10)", "ok", same, correctness="shapes"),
        CaseResult("TL301", "loader", "skipped", message="needs CUDA"),
    ]


ENV = {"device": "cuda", "device_name": "NVIDIA H100 80GB HBM3", "torch": "2.x", "cuda": "13.0",
       "python": "3.12", "platform": "Linux", "cpu_count": 16, "gpu_count": 1,
       "date": "2026-11-22 13:00 UTC"}


def test_formatting():
    assert fmt_time(0.911) == "911 ms" and fmt_time(0.00018) == "0.180 ms"
    assert fmt_ratio(5061.2) == "5061x" and fmt_ratio(1.234) == "1.23x"
    assert fmt_ratio(12.34) == "12.3x"


def test_table_has_every_column_and_reason():
    text = render_table(sample_results())
    header = text.splitlines()[0]
    for column in ("rule", "case", "before", "after", "speedup", "95% CI", "mem before",
                   "mem after", "verdict", "check"):
        assert column in header
    assert "needs CUDA" in text and "faster" in text and "no significant difference" in text


def test_markdown_report_has_environment_and_per_rule_lines():
    md = render_markdown(sample_results(), ENV, "torchlint bench --report x.md",
                         no_claim=[wl.NO_CLAIM[0]])
    assert "NVIDIA H100 80GB HBM3" in md and "`torchlint bench --report x.md`" in md
    assert "| torch | 2.x |" in md and "| CUDA | 13.0 |" in md and "2026-11-22" in md
    rule_lines = [line for line in md.splitlines() if line.startswith("| TL101 |")]
    assert len(rule_lines) == 3  # one in the summary, one row per case below
    assert "rand(10000,10000): 910 ms -> 0.200 ms (4550x, faster)" in rule_lines[0]
    assert any(line.startswith("| TL103 | no speed claim") for line in md.splitlines())


def test_json_is_valid_and_complete():
    data = json.loads(to_json(sample_results(), ENV, "torchlint bench"))
    first = data["results"][0]
    assert first["verdict"] == "faster" and first["measurement"]["pairs"] == 12
    assert data["environment"]["device_name"] == "NVIDIA H100 80GB HBM3"


def test_plot(tmp_path):
    pytest.importorskip("matplotlib")
    from torchlint.verify.report import render_plot

    target = tmp_path / "speedups.png"
    render_plot(sample_results(), str(target))
    assert target.read_bytes()[:4] == b"\x89PNG"


# --- the command ------------------------------------------------------------------------------


def test_bench_command_json_on_cpu(tmp_path):
    report = tmp_path / "bench.md"
    result = CliRunner().invoke(
        bench, ["TL202", "--device", "cpu", "--budget", "0.05", "--output-format", "json",
                "--report", str(report), "-q"],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [r["rule"] for r in data["results"]] == ["TL202"]
    assert data["results"][0]["status"] == "ok"
    assert "| TL202 |" in report.read_text()


def test_budget_bounds_each_catalog_case_and_the_run_says_how_long_up_front():
    from torchlint.verify.bench import case_limit

    # catalog sizes: rand(10000, 10000) alone takes seconds on a CPU, so the budget must cut it
    result = CliRunner().invoke(bench, ["TL101", "--device", "cpu", "--budget", "1",
                                        "--output-format", "json"])
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines()[0] == (
        "4 case(s) to time, 1 s budget each: 5 s at most, once torch has loaded")
    for r in json.loads(result.stdout)["results"]:
        m = r["measurement"]
        # stopped by the kill at case_limit; a second more for the kill itself to land
        assert m["elapsed"] <= case_limit(1.0) + 1.0, r
        if m["pairs"] < 10:
            assert r["verdict"] == "no verdict" and m["shortfall"], r


def test_bench_rejects_unknown_codes():
    result = CliRunner().invoke(bench, ["TL999"])
    assert result.exit_code == 2 and "no built-in workload" in result.output


def test_bench_plot_without_matplotlib_is_one_line(monkeypatch):
    import builtins

    real_import = builtins.__import__

    def no_matplotlib(name, *args, **kwargs):
        if name.startswith("matplotlib"):
            raise ImportError("no matplotlib")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    result = CliRunner().invoke(bench, ["TL202", "--plot", "x.png"])
    assert result.exit_code == 2
    assert result.output.strip() == (
        "torchlint: error: --plot needs matplotlib: pip install 'torchlint[plot]'"
    )


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
def test_every_catalog_workload_agrees_on_cuda():
    """The catalog sizes on a real GPU: each case checks and produces a verdict."""
    gpus = torch.cuda.device_count()
    work, _ = wl.select_workloads([], gpu_count=gpus)
    # 3 s: rand(10000, 10000) on the host, twice for the output check, is most of a second
    results = run_bench(work, "cuda", budget=3)
    failed = [(r.rule, r.case, r.message) for r in results if r.failed]
    assert not failed
    # rand(10000, 10000) on the host takes about a second a call: it needs its own budget
    [big_work] = [w for w in work if w.case == "rand(10000,10000)"]
    big = run_workload(big_work, "cuda", budget=30, gpu_count=gpus)
    small = next(r for r in results if r.case == "rand(10,10)")
    assert big.measurement.speedup > 100  # the size effect
    assert big.measurement.speedup > 10 * small.measurement.speedup


@pytest.mark.gpu
@pytest.mark.skipif(torch.cuda.device_count() < 2, reason="needs two or more GPUs")
def test_tl403_dataparallel_against_ddp_under_torchrun():
    work, _ = wl.select_workloads(["TL403"], gpu_count=torch.cuda.device_count())
    multi = [w for w in work if w.requires == "multi-gpu"]
    [result] = run_bench(multi, "cuda", budget=1)
    assert result.status == "ok", result.message
    assert result.measurement.pairs == 30
