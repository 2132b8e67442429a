"""The process pool: results identical to, and in the order of, a sequential run."""

from __future__ import annotations

from pathlib import Path

import pytest

from torchlint import api, runner

FIXABLE = "import torch\n\ndef f():\n    return torch.zeros({n}).cuda()\n"


def _view(run: api.RunResult) -> list:
    return [
        (f.path, [d.to_dict() for d in f.diagnostics], sorted(f.lines.items()), f.warnings,
         f.error, [d.to_dict() for d in f.fixed], f.diff)
        for f in run.files
    ]


def test_pool_gives_the_sequential_results_in_order(corpus_subset: Path) -> None:
    paths = [corpus_subset / "torchvision"]
    sequential = api.lint_paths(paths, select=["ALL"], preview=True, jobs=1)
    pooled = api.lint_paths(paths, select=["ALL"], preview=True, jobs=2)
    assert len(sequential.files) > 100
    assert sum(len(f.diagnostics) for f in sequential.files) > 0
    assert _view(pooled) == _view(sequential)


def test_pool_fixes_like_sequential(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    views, texts = [], []
    for jobs in (1, 2):
        root = tmp_path / f"jobs{jobs}"
        root.mkdir()
        for i in range(30):  # sizes differ so that largest-first reorders the work
            (root / f"m{i:02}.py").write_text(FIXABLE.format(n=i) + "# pad\n" * (i * 200))
        monkeypatch.chdir(root)  # the same shown paths in both runs
        views.append(_view(api.fix_paths(["."], jobs=jobs)))
        texts.append([p.read_text() for p in sorted(root.glob("*.py"))])
    assert views[0] == views[1]
    assert texts[0] == texts[1]
    assert all("device=" in text for text in texts[0])


def test_small_runs_start_no_pool(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_pool():  # noqa: ANN202
        raise AssertionError("a pool was started for a small run")

    monkeypatch.setattr(runner, "_pool_context", no_pool)
    path = tmp_path / "one.py"
    path.write_text(FIXABLE.format(n=3))
    assert [d.code for d in api.lint_paths([path], select=["TL101"], jobs=8).diagnostics] == ["TL101"]


def test_a_big_run_does_start_the_pool(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started = []
    original = runner._pool_context
    monkeypatch.setattr(runner, "_pool_context", lambda: started.append(1) or original())
    for i in range(8):
        (tmp_path / f"m{i}.py").write_text(FIXABLE.format(n=i) + "# pad\n" * 10_000)
    assert len(api.lint_paths([tmp_path], select=["TL101"], jobs=2).diagnostics) == 8
    assert started == [1]


def test_workers_are_not_forked_from_this_process() -> None:
    """A lock another thread holds at a fork stays held in the child, which then hangs (seen
    in the suite): workers start from a forkserver (or spawn)."""
    from torchlint import runner

    assert runner._pool_context().get_start_method() in ("forkserver", "spawn")


def test_a_script_without_a_main_guard_can_check_with_the_pool(tmp_path: Path) -> None:
    """Workers started from a forkserver run the caller's main script again unless torchlint
    hides it while they start: a script without `if __name__ == "__main__"` would start
    workers without end (multiprocessing refuses with a RuntimeError in each)."""
    import subprocess
    import sys

    code = tmp_path / "code"
    code.mkdir()
    for i in range(8):
        (code / f"m{i}.py").write_text(FIXABLE.format(n=i) + "# pad\n" * 10_000)
    script = tmp_path / "lint.py"
    script.write_text(
        "from torchlint import api, runner\n"
        "started = []\n"
        "original = runner._pool_context\n"
        "runner._pool_context = lambda: started.append(1) or original()\n"
        f"run = api.lint_paths([{str(code)!r}], select=['TL101'], jobs=2)\n"
        "print('pool', len(started), 'findings', len(run.diagnostics))\n"
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (0, "pool 1 findings 8\n", "")
