"""`torchlint verify`: snippet, function and program modes on the CPU, with the promises that
matter most: the user's files are never modified, temporary files are always removed, and
user code that fails, crashes or hangs gives a traceback tail and exit 1, never a hang.

Most user code here is plain Python (the flagged torch call sits in a function never called),
so that the child processes skip the multi-second torch import and the suite stays fast.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

pytest.importorskip("torch")

from torchlint import api  # noqa: E402
from torchlint.diagnostics import Applicability, Diagnostic, Edit, Fix, Location  # noqa: E402
from torchlint.verify import modes  # noqa: E402
from torchlint.verify.commands import verify  # noqa: E402

FLAGGED = '''
def never_called():
    import torch
    return torch.zeros(3).to("cuda")
'''


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text).lstrip())
    return path


def snapshot(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*")) if p.is_file()
    }


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A user folder, and a private temp root that must be empty again after each run."""
    user = tmp_path / "user"
    user.mkdir()
    temp_root = tmp_path / "tmp"
    temp_root.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp_root))
    yield user
    assert list(temp_root.iterdir()) == [], "temporary files were left behind"


def run(*args: str) -> tuple[int, dict | None, str]:
    # options go before a `--`, after which everything belongs to the user's program
    result = CliRunner().invoke(verify, [args[0], "--device", "cpu", "-q", *args[1:]])
    data = None
    if "--output-format" in args:
        try:
            data = json.loads(result.stdout)
        except ValueError:
            pass
    return result.exit_code, data, result.stderr if result.stderr_bytes else ""


def exit_code_for(data: dict) -> int:
    """What verify must exit with: two sides that do the same thing may still come out
    "slower" by chance on a busy machine, so tests derive the code from the verdicts."""
    slower = any(r["verdict"] == "slower" for r in data["results"])
    failed = any(r["status"] in ("error", "mismatch") for r in data["results"])
    return 1 if slower or failed else 0


def test_help_says_it_runs_user_code():
    result = CliRunner().invoke(verify, ["--help"])
    assert result.exit_code == 0
    assert "RUNS YOUR CODE" in result.output and "--timeout" in result.output


# --- snippet mode -----------------------------------------------------------------------------


def test_snippet_mode_times_self_contained_expressions(project):
    path = write(project, "snip.py", '''
        import torch
        N = 64
        device = "cpu"
        x = torch.zeros(N, N).to(device)
        y = torch.rand(4, 4).to(device)

        def f(device):
            return torch.ones(3).to(device)
    ''')
    before = snapshot(project)
    code, data, _ = run(str(path), "--budget", "0.05", "--unsafe-fixes", "--output-format", "json")
    assert code == exit_code_for(data), data
    assert data["mode"] == "snippet"
    zeros, rand = data["results"]  # f's `device` is a parameter: not self-contained
    assert zeros["before_code"] == "torch.zeros(N, N).to(device)"
    assert zeros["after_code"] == "torch.zeros(N, N, device=device)"
    assert zeros["status"] == "ok" and zeros["correctness"] == "values"
    assert zeros["measurement"]["pairs"] >= 3
    assert rand["before_code"] == "torch.rand(4, 4).to(device)"
    assert rand["status"] == "ok" and rand["correctness"] == "shapes"  # unsafe: other numbers
    assert any("not self-contained: `device`" in m for m in data["messages"])
    assert snapshot(project) == before


def test_snippet_mode_leaves_unsafe_fixes_out_by_default(project):
    path = write(project, "unsafe.py", """
        import torch
        y = torch.rand(4, 4).to("cuda")
    """)
    code, data, _ = run(str(path), "--output-format", "json")
    assert code == 0 and data["results"] == []
    assert any("pass --unsafe-fixes" in m for m in data["messages"])


def test_snippet_extraction_rules():
    source = textwrap.dedent('''
        import torch as th
        from torch import zeros
        import numpy as np
        n = 8
        m = 8
        m = 9
        a = th.zeros(n).to("cuda")
        b = zeros(n).to("cuda")
        c = th.zeros(m).to("cuda")
        d = th.zeros(int(n), len([1])).to("cuda")
        e = th.zeros(np.int64(3)).to("cuda")
    ''').lstrip()
    found = {d.location.row: d for d in api.lint_source(source) if d.code == "TL101"}
    a = modes.extract_snippet(source, found[7])
    assert a.prelude == "import torch as th\nn = 8\n"
    assert (a.before, a.after) == ('(th.zeros(n).to("cuda"))', '(th.zeros(n, device="cuda"))')
    assert modes.extract_snippet(source, found[8]).prelude == "from torch import zeros\nn = 8\n"
    assert "`m`" in modes.extract_snippet(source, found[9])  # assigned twice
    assert isinstance(modes.extract_snippet(source, found[10]), modes.Snippet)  # safe builtins
    assert "`np`" in modes.extract_snippet(source, found[11])


def test_snippet_refuses_fixes_that_edit_other_statements():
    source = 'import torch\nx = torch.zeros(3)\nx = x.to("cuda")\n'
    [d] = [d for d in api.lint_source(source) if d.code == "TL101"]
    assert modes.extract_snippet(source, d) == "the fix also edits other statements"


def test_nothing_to_verify(project):
    path = write(project, "clean.py", "print('no torch here')\n")
    code, data, _ = run(str(path), "--output-format", "json")
    assert code == 0 and data["results"] == [] and "no fix to verify" in data["messages"][0]


# --- function mode ----------------------------------------------------------------------------


def test_function_mode_with_tensors(project):
    write(project, "helper.py", "SIZE = 32\n")
    path = write(project, "model.py", '''
        import torch
        from helper import SIZE
        device = "cpu"

        def entry():
            x = torch.ones(SIZE, SIZE).to(device)
            return {"sum": x.sum(), "shape": list(x.shape), "x": x}
    ''')
    before = snapshot(project)
    code, data, _ = run(str(path), "--entry", f"{path}:entry", "--budget", "0.05",
                        "--output-format", "json")
    assert code == exit_code_for(data), data
    [result] = data["results"]
    assert data["mode"] == "function" and result["status"] == "ok"
    assert result["case"] == "model.py:entry()" and result["correctness"] == "values"
    assert result["measurement"]["pairs"] >= 3
    assert data["fixes"][0]["code"] == "TL101"
    assert snapshot(project) == before


def test_function_mode_plain_python_and_entry_checks(project):
    entry = "\ndef entry():\n    return [1, 2.5, ('a', None)]\n"
    path = write(project, "plain.py", FLAGGED + entry)
    code, data, _ = run(str(path), "--entry", f"{path}:entry", "--budget", "0.02",
                        "--output-format", "json")
    assert code == exit_code_for(data) and data["results"][0]["status"] == "ok"
    code, _, err = run(str(path), "--entry", f"{path}:missing")
    assert code == 1 and "has no function 'missing'" in err
    code, _, _ = run(str(path), "--entry", "nofunction")
    assert code == 2
    code, _, _ = run(str(path), "--entry", "/elsewhere.py:entry")
    assert code == 2


def test_user_exception_gives_traceback_tail_and_exit_1(project):
    path = write(project, "crash.py", FLAGGED + '''
def entry():
    return helper()

def helper():
    raise ValueError("boom from user code")
''')
    code, _, err = run(str(path), "--entry", f"{path}:entry", "--budget", "0.02")
    assert code == 1
    assert "ValueError: boom from user code" in err
    assert "in helper" in err and "Traceback" in err


def test_hard_crash_reports_status_and_stderr(project):
    path = write(project, "die.py", FLAGGED + '''
import os, sys

def entry():
    print("last words", file=sys.stderr, flush=True)
    os._exit(3)
''')
    code, _, err = run(str(path), "--entry", f"{path}:entry")
    assert code == 1
    assert "exited with status 3" in err and "last words" in err


def test_timeout_kills_the_child(project):
    path = write(project, "hang.py", FLAGGED + '''
import time

def entry():
    time.sleep(60)
''')
    import time

    start = time.monotonic()
    code, _, err = run(str(path), "--entry", f"{path}:entry", "--timeout", "1")
    assert code == 1 and "timed out after 1 s" in err
    assert time.monotonic() - start < 30


def fake_fix(new_source: str, applicability=Applicability.SAFE):
    """Stand in for the engine, so a test can decide what the 'fixed' file does."""

    def fix_source(source, filename="<string>", **kwargs):
        d = Diagnostic(
            "TL101", "tensor-created-then-moved", "m", filename, Location(1, 1), Location(1, 2),
            Fix("f", (Edit(Location(1, 1), Location(1, 1), ""),), applicability),
        )
        return api.FixResult(new_source, [d], [], None)

    return fix_source


def test_disagreeing_outputs_exit_1(project, monkeypatch):
    path = write(project, "calc.py", "def entry():\n    return 1.0\n")
    monkeypatch.setattr(api, "fix_source", fake_fix("def entry():\n    return 2.0\n"))
    code, data, _ = run(str(path), "--entry", f"{path}:entry", "--output-format", "json")
    assert code == 1
    assert data["results"][0]["status"] == "mismatch"
    assert "1.0 before, 2.0 after" in data["results"][0]["message"]
    assert path.read_text() == "def entry():\n    return 1.0\n"


def test_unsafe_fix_compares_structure_not_values(project, monkeypatch):
    path = write(project, "calc.py", "def entry():\n    return 1.0\n")
    monkeypatch.setattr(api, "fix_source",
                        fake_fix("def entry():\n    return 2.0\n", Applicability.UNSAFE))
    code, data, _ = run(str(path), "--entry", f"{path}:entry", "--budget", "0.02",
                        "--unsafe-fixes", "--output-format", "json")
    assert data["results"][0]["status"] == "ok" and data["results"][0]["correctness"] == "shapes"


def test_slower_fix_exits_1(project, monkeypatch):
    path = write(project, "slow.py", "import time\ndef entry():\n    return 1\n")
    monkeypatch.setattr(api, "fix_source", fake_fix(
        "import time\ndef entry():\n    time.sleep(0.01)\n    return 1\n"))
    code, data, _ = run(str(path), "--entry", f"{path}:entry", "--budget", "0.3",
                        "--output-format", "json")
    assert data["results"][0]["verdict"] == "slower"
    assert code == 1


# --- program mode -----------------------------------------------------------------------------


def test_program_mode_runs_both_copies_with_arguments(project):
    write(project, "sibling.py", "VALUE = 7\n")
    path = write(project, "train.py", FLAGGED + '''
import sys
from sibling import VALUE

if __name__ == "__main__":
    assert sys.argv[1:] == ["--epochs", "1"], sys.argv
    open("output.txt", "w").write(str(VALUE))
''')
    before = snapshot(project)
    code, data, _ = run(str(path), "--runs", "2", "--output-format", "json", "--", "--epochs", "1")
    assert code == exit_code_for(data), data
    [result] = data["results"]
    assert data["mode"] == "program" and result["status"] == "ok", result["message"]
    assert result["measurement"]["pairs"] == 2 and result["correctness"] == "exit status"
    assert snapshot(project) == before  # output.txt went to the copy, not here


def test_program_failure_gives_stderr_tail(project):
    path = write(project, "fail.py", FLAGGED + '''
import sys
raise SystemExit("bad argument: " + " ".join(sys.argv[1:]))
''')
    code, _, err = run(str(path), "--runs", "1", "--", "xyz")
    assert code == 1
    assert "exited with status 1" in err and "bad argument: xyz" in err


def test_program_timeout(project):
    path = write(project, "forever.py", FLAGGED + "\nimport time\ntime.sleep(60)\n")
    code, _, err = run(str(path), "--runs", "1", "--timeout", "1", "--program")
    assert code == 1 and "timed out after 1 s" in err


def test_program_and_entry_exclude_each_other(project):
    path = write(project, "p.py", FLAGGED)
    code, _, _ = run(str(path), "--entry", f"{path}:never_called", "--", "x")
    assert code == 2


def test_folder_too_large_is_a_usage_error(project, monkeypatch):
    path = write(project, "p.py", FLAGGED)
    monkeypatch.setattr(modes, "MAX_COPY_BYTES", 10)
    code, _, _ = run(str(path), "--program")
    assert code == 2


def test_workspace_is_removed_on_error(tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "t"))
    os.makedirs(tmp_path / "t")
    user = tmp_path / "u"
    user.mkdir()
    (user / "a.py").write_text("x = 1\n")
    with pytest.raises(RuntimeError):
        with modes.Workspace(str(user / "a.py"), "x = 2\n") as ws:
            assert Path(ws.file("fixed")).read_text() == "x = 2\n"
            assert Path(ws.file("original")).read_text() == "x = 1\n"
            raise RuntimeError
    assert list((tmp_path / "t").iterdir()) == []


# --- on a GPU ---------------------------------------------------------------------------------

torch = pytest.importorskip("torch")


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
def test_snippet_and_function_mode_on_cuda(project):
    path = write(project, "gpu.py", '''
        import torch
        N = 4096
        x = torch.zeros(N, N).cuda()
        y = torch.ones(10, 10).cuda()

        def entry():
            return torch.zeros(N, N).cuda()
    ''')
    result = CliRunner().invoke(verify, [str(path), "--device", "cuda", "--budget", "2",
                                         "-q", "--output-format", "json"])
    assert result.stdout.startswith("{"), (result.stdout, result.stderr)
    data = json.loads(result.stdout)
    assert result.exit_code == exit_code_for(data)
    big, small, in_function = data["results"]  # entry's N is the module's literal
    assert big["verdict"] == "faster" and big["measurement"]["speedup"] > 10
    assert big["measurement"]["peak_memory_before"] >= 4096 * 4096 * 4
    assert small["status"] == "ok" and in_function["verdict"] == "faster"
    assert data["environment"]["device"] == "cuda"

    result = CliRunner().invoke(verify, [str(path), "--entry", f"{path}:entry", "--device",
                                         "cuda", "--budget", "2", "-q", "--output-format", "json"])
    assert result.exit_code == 0, (result.stdout, result.stderr)  # faster: exit 0
    [fn] = json.loads(result.stdout)["results"]
    assert fn["status"] == "ok" and fn["verdict"] == "faster", fn


def test_select_and_ignore_choose_the_fixes(project):
    path = write(project, "sel.py", '''
        import torch
        x = torch.zeros(8).to("cuda")
    ''')
    code, data, _ = run(str(path), "--select", "TL2", "--output-format", "json")
    assert code == 0 and data["results"] == [] and "no fix to verify" in data["messages"][0]
    code, data, _ = run(str(path), "--ignore", "TL101", "--output-format", "json")
    assert code == 0 and data["results"] == []
