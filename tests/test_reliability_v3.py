"""Reliability, round three (issue 26; long lines from issues 24/28): nothing written inside a
string, through a link or into a read-only file; the cache never follows its own links; a
lost worker or a signal never hangs a run; bad numbers are usage errors; big inputs are turned
away before they are read whole; a valid file with long lines is checked.

Exact output, exit codes and files on disk, as a user sees them."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from test_cli_ruff import project, run  # noqa: F401 (the fixture, and the CLI run in-process)

PYTHON = sys.executable
ROOT = Path(__file__).resolve().parent.parent




def check(*args: str) -> tuple[int, str, str]:
    return run("check", "--no-cache", "--output-format", "concise", *args)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


# -- item 1: --add-noqa never writes inside a string ------------------------------------------
IN_STRINGS = (
    'import torch\n\n'
    'x = (torch.zeros(3).cuda(), """\nabc""")\n'
    'y = torch.zeros(3).cuda(); z = f"""{1}\n"""\n'
    'r = (torch.zeros(3).cuda(), r"""\\d\n""")\n'
    'w = torch.ones(2).cuda()\n'
)


def test_add_noqa_leaves_lines_ending_inside_strings_alone_and_counts_real_additions(project: Path) -> None:
    path = write(project / "a.py", IN_STRINGS)
    code, out, err = check("--add-noqa", "a.py")
    assert (code, out) == (0, "")
    refused = ("warning: a.py:{}: the line ends inside a string or after a backslash, where a "
               "comment would change the code; no noqa added\n")
    assert err == "Added 1 noqa directive.\n" + "".join(refused.format(r) for r in (3, 5, 7))
    assert path.read_text(encoding="utf-8") == IN_STRINGS.replace(
        "w = torch.ones(2).cuda()\n", "w = torch.ones(2).cuda()  # noqa: TL101\n")
    # Again: nothing more to add, and the strings' values are what they were.
    code, out, err = check("--add-noqa", "a.py")
    assert err.startswith("Added 0 noqa directives.\n")
    assert path.read_text(encoding="utf-8").count("noqa") == 1


def test_language_server_and_add_noqa_share_one_implementation() -> None:
    from torchlint import noqa, server

    text = 'import torch\nx = (torch.zeros(3).cuda(), """\nabc""")\ny = torch.zeros(3).cuda()\n'
    found = noqa.noqa_edits(text, "a.py", {2: {"TL101"}, 4: {"TL101"}})
    assert found.refused == [2]
    assert noqa.apply(text, found.edits).splitlines()[3] == "y = torch.zeros(3).cuda()  # noqa: TL101"
    assert server._apply(text, found.edits) == noqa.apply(text, found.edits)


# -- item 3: one write path: --add-noqa refuses what fix refuses ------------------------------
def test_add_noqa_refuses_read_only_files(project: Path) -> None:
    path = write(project / "a.py", "import torch\n\nx = torch.zeros(3).cuda()\n")
    path.chmod(0o444)
    code, out, err = check("--add-noqa", "a.py")
    assert err == "Added 0 noqa directives.\nerror: a.py: file is read-only; no noqa added\n"
    assert path.read_text(encoding="utf-8") == "import torch\n\nx = torch.zeros(3).cuda()\n"
    assert oct(path.stat().st_mode & 0o777) == oct(0o444)


def test_add_noqa_refuses_a_link_named_on_the_command_line_that_leads_out_of_the_tree(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    outside = write(tmp_path / "outside" / "a.py", "import torch\n\nx = torch.zeros(3).cuda()\n")
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "link.py").symlink_to(outside)
    monkeypatch.chdir(tree)
    code, out, err = check("--add-noqa", "link.py")
    assert "link.py: a symlink to" in err and "outside the checked tree" in err
    assert err.startswith("Added 0 noqa directives.\n")
    assert outside.read_text(encoding="utf-8") == "import torch\n\nx = torch.zeros(3).cuda()\n"


# -- item 7: verify and bench take finite numbers; user programs read /dev/null ---------------
@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "NaN"])
def test_verify_timeout_and_bench_budget_must_be_finite(project: Path, value: str) -> None:
    pytest.importorskip("torch")
    from torchlint.verify.commands import bench, verify

    write(project / "a.py", "x = 1\n")
    for command, option in ((verify, "--timeout"), (verify, "--budget"), (bench, "--budget")):
        args = (["a.py"] if command is verify else ["TL101"]) + [option, value]
        result = CliRunner().invoke(command, args)
        assert result.exit_code == 2, (option, result.output)
        assert "finite" in result.stderr or "range" in result.stderr, result.stderr
        assert "internal error" not in result.stderr


def test_a_program_reading_stdin_gets_end_of_file_at_once(project: Path) -> None:
    pytest.importorskip("torch")
    from torchlint.verify.commands import verify

    write(project / "reads.py", 'import sys\n\ndef never_called():\n    import torch\n'
                                '    return torch.zeros(3).to("cuda")\n\n'
                                'data = sys.stdin.read()\nprint("read", len(data))\n'
                                'print(input() if data else "eof")\n')
    started = time.monotonic()
    result = CliRunner().invoke(verify, ["reads.py", "--device", "cpu", "-q", "--program",
                                         "--runs", "1", "--timeout", "20", "--unsafe-fixes"])
    assert time.monotonic() - started < 15, result.output
    assert result.exit_code == 0 and "TL101  python reads.py" in result.output, result.output
    assert "timed out" not in result.output
    assert "/dev/null" in CliRunner().invoke(verify, ["--help"]).output


# -- item 5: fix keeps extended attributes ---------------------------------------------------
def _xattrs_supported(folder: Path) -> bool:
    probe = folder / ".xattr-probe"
    probe.write_bytes(b"")
    try:
        os.setxattr(probe, "user.torchlint-probe", b"1")
    except (AttributeError, OSError):
        return False
    finally:
        probe.unlink()
    return True


def test_fix_keeps_extended_attributes_and_mode(project: Path) -> None:
    if not _xattrs_supported(project):
        pytest.skip("this file system (or platform) takes no user.* extended attributes")
    path = write(project / "a.py", "import torch\n\nx = torch.zeros(3).cuda()\n")
    path.chmod(0o640)
    os.setxattr(path, "user.origin", b"generated by hand")
    os.setxattr(path, "user.checksum", b"\x00\x01binary")
    code, out, err = run("fix", "--no-cache", "a.py")
    assert code == 0, err
    assert path.read_text(encoding="utf-8") == 'import torch\n\nx = torch.zeros(3, device="cuda")\n'
    assert os.getxattr(path, "user.origin") == b"generated by hand"
    assert os.getxattr(path, "user.checksum") == b"\x00\x01binary"
    assert path.stat().st_mode & 0o777 == 0o640


# -- item 6: a lost worker or a signal never hangs a run ---------------------------------------
def _cli(*args: str, **kwargs) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT), **kwargs.pop("env", {})}
    return subprocess.Popen([PYTHON, "-m", "torchlint", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, **kwargs)


def _files(folder: Path, count: int, body: str) -> None:
    folder.mkdir()
    for n in range(count):
        (folder / f"f{n}.py").write_text(body, encoding="utf-8")


LOOP = "import torch\n\nfor i in range(3):\n    x = torch.zeros(3).cuda()\n"


def test_a_worker_killed_mid_run_costs_its_file_as_one_tl002_and_the_run_finishes(tmp_path: Path) -> None:
    # Large enough for a process pool (runner.MIN_POOL_BYTES); the hook (runner.KILL_HOOK)
    # makes the worker given f3.py kill itself with SIGKILL, as the OOM killer would.
    _files(tmp_path / "src", 8, LOOP + ("#" * 99 + "\n") * 600)
    proc = _cli("check", "--no-cache", "--select", "ALL", "--jobs", "2", "--output-format", "concise", "src",
                cwd=tmp_path, env={"TORCHLINT_TEST_KILL_WORKER_ON": "f3.py"})
    try:
        out, err = proc.communicate(timeout=90)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("the run hung after losing a worker")
    assert proc.returncode == 1, err
    lines = out.splitlines()
    assert lines.count(
        "src/f3.py:1:1: TL002 internal error: the process checking this file was killed by "
        "SIGKILL (the out-of-memory killer, or kill -9?); file not checked, the rest of the run "
        "went on") == 1
    assert sum(": TL101 " in line for line in lines) == 7
    assert not any(line.startswith("src/f3.py:4") for line in lines)


def _stat(pid: int) -> list[str]:
    with open(f"/proc/{pid}/stat", encoding="utf-8") as handle:
        return handle.read().rsplit(")", 1)[1].split()


def _parent(pid: int) -> int:
    return int(_stat(pid)[1])


def _group(group: int) -> set[int]:
    found = set()
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                if int(_stat(int(name))[2]) == group and _stat(int(name))[0] != "Z":
                    found.add(int(name))
            except (OSError, IndexError, ValueError):
                pass
    return found


# Training steps every rule with a training-loop screen analyses: long enough work that a run
# over 40 such files lasts about ten seconds on two cores (a step without `.backward()` is
# turned away by most screens, and such a run ended before a worker could be killed).
STEPS = "import torch\n\n" + "".join(
    f"def step{i}(model, batch, optimizer):\n    for x in batch:\n"
    "        y = torch.zeros(3).cuda()\n        loss = model(x + y).sum()\n"
    "        loss.backward()\n        print(loss.item())\n        optimizer.step()\n\n"
    for i in range(150))


def _kill_a_worker(run: subprocess.Popen) -> None:
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        workers = _group(run.pid) - {run.pid}
        workers -= {pid for pid in workers if _parent(pid) == run.pid}  # the forkserver
        if workers:
            break
        time.sleep(0.2)
    assert workers, "no worker found: the run ended early?"
    os.kill(min(workers), signal.SIGKILL)


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="finds the workers through /proc")
def test_a_worker_killed_from_outside_does_not_hang_the_run(tmp_path: Path) -> None:
    _files(tmp_path / "src", 40, STEPS)  # about 10 s of work on two cores
    proc = _cli("check", "--no-cache", "--select", "ALL", "--jobs", "2", "--output-format", "concise", "src",
                cwd=tmp_path, start_new_session=True)
    time.sleep(1)
    _kill_a_worker(proc)
    try:
        out, err = proc.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        pytest.fail("the run hung after losing a worker")
    assert proc.returncode == 1, err
    lost = [line for line in out.splitlines() if ": TL002 " in line]
    assert len(lost) <= 2 and all("was killed by SIGKILL" in line for line in lost), lost
    assert sum(": TL101 " in line for line in out.splitlines()) == 150 * (40 - len(lost))


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="finds the workers through /proc")
def test_sigterm_ends_a_long_check_and_all_its_workers_promptly(tmp_path: Path) -> None:
    _files(tmp_path / "src", 60, STEPS)  # about 15 s of work on two cores
    proc = _cli("check", "--no-cache", "--select", "ALL", "--jobs", "2", "src", cwd=tmp_path, start_new_session=True)
    time.sleep(4)
    assert proc.poll() is None, "the run ended before the signal: make it longer"
    # First a worker killed from outside (multiprocessing.Pool then waited forever, and the
    # hung run ignored SIGTERM), then SIGTERM to the run.
    _kill_a_worker(proc)
    time.sleep(1)
    sent = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    try:
        _, err = proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("SIGTERM did not end the run")
    assert time.monotonic() - sent < 6
    assert (proc.returncode, err.splitlines()[-1]) == (2, "error: interrupted")
    # Workers and the forkserver share the run's process group: none is left.
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            os.killpg(proc.pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        pytest.fail("a worker outlived the run")


# -- item 4: the cache never follows its own links ---------------------------------------------
FLAGGED = "import torch\n\nfor i in range(3):\n    x = torch.zeros(3).cuda()\n"


def _tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    tree = tmp_path / "tree"
    write(tree / "a.py", FLAGGED)
    monkeypatch.chdir(tree)
    return tree


def test_a_cache_folder_linked_to_an_empty_folder_outside_the_tree_is_not_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    tree = _tree(tmp_path, monkeypatch)
    (tree / ".torchlint_cache").symlink_to(elsewhere)
    code, out, err = run("check", "--output-format", "concise", "a.py")
    assert code == 1 and out.startswith("a.py:4:9: TL101")
    assert err == (f"warning: the cache folder {tree / '.torchlint_cache'} is a symlink to "
                   f"{elsewhere}, outside the checked tree; running without a cache\n")
    assert list(elsewhere.iterdir()) == []


def test_a_salt_folder_that_is_a_link_is_not_written_through(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from torchlint import cache

    tree = _tree(tmp_path, monkeypatch)
    assert run("check", "a.py")[0] == 1  # creates the cache
    salt = tree / ".torchlint_cache" / cache.salt()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / cache.SALT_MARKER).write_bytes(b"")
    (elsewhere / "index.json").write_text("theirs\n")
    import shutil

    shutil.rmtree(salt)
    salt.symlink_to(elsewhere)
    write(tree / "b.py", FLAGGED)
    code, out, err = run("check", "--output-format", "concise", "a.py", "b.py")
    assert code == 1 and "running without a cache" in err
    assert sorted(p.name for p in elsewhere.iterdir()) == ["index.json", cache.SALT_MARKER]
    assert (elsewhere / "index.json").read_text() == "theirs\n"


def test_the_entry_sweep_follows_no_link_and_deletes_only_its_own_names(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from torchlint import cache

    tree = _tree(tmp_path, monkeypatch)
    assert run("check", "a.py")[0] == 1
    opened = cache.Cache(tree / ".torchlint_cache")
    entries = opened.folder / "entries"
    outside = tmp_path / "outside"
    outside.mkdir()
    theirs = [outside / f"{'c' * 40}.json", outside / "photo.jpg"]
    for path in theirs:
        path.write_bytes(b"precious")
    shard = entries / "ab"
    shard.mkdir(parents=True, exist_ok=True)
    (entries / "cd").symlink_to(outside)  # a shard that leads out
    (shard / f"{'d' * 40}.json").symlink_to(theirs[0])  # an entry that leads out
    foreign = write(shard / "notes.txt", "mine\n")
    orphan = shard / f"{'e' * 40}.json"
    orphan.write_bytes(b"{}")
    old = time.time() - 2 * cache.GRACE_SECONDS
    for path in [*theirs, foreign, orphan]:
        os.utime(path, (old, old))
    opened._sweep_entries(set())
    assert all(path.read_bytes() == b"precious" for path in theirs)
    assert foreign.exists() and (shard / f"{'d' * 40}.json").is_symlink()
    assert not orphan.exists()


# -- big inputs: limits checked on the stat, before reading or screening -----------------------
def test_a_file_past_the_byte_limit_is_not_read_and_gives_one_warning(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from torchlint import filework, source

    big = project / "big.py"
    with open(big, "wb") as handle:  # sparse: 4 GB on its stat, nothing on disk
        handle.truncate(4 * 1024**3)
    write(project / "a.py", FLAGGED)
    read = filework.read

    def counted(path: Path) -> bytes:
        data = read(path)
        assert len(data) <= source.MAX_BYTES
        return data

    monkeypatch.setattr(filework, "read", counted)
    code, out, err = check("big.py", "a.py")
    assert code == 1 and out.startswith("a.py:4:9: TL101")
    assert "TL001" not in out
    assert err == f"warning: big.py: not checked: {4 * 1024**3:,} bytes (the limit is {source.MAX_BYTES:,})\n"


def test_a_text_past_the_character_limit_is_turned_away_before_any_screen(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from torchlint import filework, source

    text = "x = 1\n" * (source.MAX_CHARACTERS // 6 + 10)
    assert len(text) <= source.MAX_BYTES
    write(project / "big.py", text)
    monkeypatch.setattr(filework, "_screened", lambda *a: pytest.fail("screened a file too large to check"))
    code, out, err = check("big.py")
    assert (code, out) == (0, "All checks passed!\n")
    assert err == f"warning: big.py: not checked: {len(text):,} characters (the limit is {source.MAX_CHARACTERS:,})\n"


def test_a_configuration_file_is_read_with_a_cap(project: Path) -> None:
    write(project / "a.py", FLAGGED)
    with open(project / "pyproject.toml", "wb") as handle:
        handle.write(b"[tool.torchlint]\n")
        handle.truncate(4 * 1024**3)
    code, out, err = check("a.py")
    assert code == 2
    assert err == (f"error: {project / 'pyproject.toml'}: too large for a configuration file (more "
                   "than 1,048,576 bytes); not read\n")


def test_a_configuration_integer_of_5000_digits_is_a_configuration_error(project: Path) -> None:
    write(project / "a.py", FLAGGED)
    write(project / "pyproject.toml", "[tool.torchlint]\nx = " + "7" * 5000 + "\n")
    code, out, err = check("a.py")
    assert code == 2 and err.startswith(f"error: {project / 'pyproject.toml'}: invalid TOML: Exceeds the limit")
    assert "internal error" not in err


def test_a_notebook_holding_a_5000_digit_integer_is_one_tl001_and_the_run_goes_on(project: Path) -> None:
    cell = {"cell_type": "code", "source": ["import torch\n", "x = torch.zeros(3).cuda()\n"],
            "metadata": {}, "outputs": [], "execution_count": 1}
    text = json.dumps({"cells": [cell], "metadata": {"big": 0}, "nbformat": 4, "nbformat_minor": 5})
    write(project / "n.ipynb", text.replace('"big": 0', '"big": ' + "7" * 5000))
    write(project / "a.py", FLAGGED)
    code, out, err = check("n.ipynb", "a.py")
    assert code == 1, err
    assert out.splitlines()[:2] == [
        "n.ipynb:1:1: TL001 notebook cannot be read: it holds a number of more than 4,300 digits "
        "(ValueError)",
        "a.py:4:9: TL101 [*] `torch.zeros` creates the tensor on the CPU and then copies it to the "
        "device; pass `device=` to the factory",
    ]


def test_the_language_server_refuses_a_huge_content_length_and_keeps_serving(tmp_path: Path) -> None:
    pytest.importorskip("pygls")
    sys.path.insert(0, str(ROOT / "tests"))
    try:
        from test_server import Client
    finally:
        sys.path.remove(str(ROOT / "tests"))
    (tmp_path / "pyproject.toml").write_text("[tool.torchlint]\n", encoding="utf-8")
    client = Client(tmp_path)
    try:
        assert client.process.stdin is not None
        client.process.stdin.write(b'Content-Length: 99999999999999\r\n\r\n{"jsonrpc": "2.0", "id": 1}')
        client.process.stdin.flush()
        assert "capabilities" in client.start(tmp_path)
        assert client.process.poll() is None
    finally:
        client.kill()
    assert "message refused: Content-Length 99,999,999,999,999 is over the limit" in client.process.stderr.read().decode()


# -- long lines (issues 24, 28): a valid file is checked, however long its lines ---------------
def test_a_valid_generated_table_with_25000_character_lines_is_checked(project: Path) -> None:
    row = "[" + ", ".join(f"{j * 0.001:.5f}" for j in range(3200)) + "]"
    table = "".join(f"T{i} = {row[:25_000].rsplit(',', 1)[0]}]\n" for i in range(5))
    assert 20_000 < max(map(len, table.splitlines())) <= 25_000
    write(project / "table.py", FLAGGED + table)
    code, out, err = check("table.py")
    assert (code, err) == (1, "")
    assert out.splitlines()[0].startswith("table.py:4:9: TL101")


def test_past_the_line_limit_a_file_gets_one_warning_and_no_finding(project: Path) -> None:
    from torchlint import source

    write(project / "wide.py", FLAGGED + "y = [" + "1," * (source.MAX_LINE // 2) + "]\n")
    write(project / "broken.py", "def f(:\n")
    code, out, err = check("wide.py", "broken.py")
    assert out.splitlines()[0] == "broken.py:1:7: TL001 cannot parse: invalid syntax"
    assert "wide.py" not in out and code == 1
    assert err == (f"warning: wide.py:5: not checked: a line longer than {source.MAX_LINE:,} "
                   "characters (generated or minified code?)\n")
