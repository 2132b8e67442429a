"""The machine's own failures said in one line, never as torchlint's internal error: a closed
or full standard output, a reader that went away, a working folder deleted under the run, a
folder too deep to list; and text from the user's files shown, never obeyed, by a terminal."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

FLAGGED = 'import torch\nfor i in range(3):\n    x = torch.zeros(3).to("cuda")\n'


def torchlint(*args: str, cwd: Path, **streams) -> subprocess.CompletedProcess:
    streams = streams or {"capture_output": True}
    return subprocess.run([sys.executable, "-m", "torchlint", *args], cwd=cwd, text=True,
                          timeout=120, **streams)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "a.py").write_text(FLAGGED)
    return tmp_path


def test_closed_standard_output(project: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "torchlint", "check", "a.py"], cwd=project,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          preexec_fn=lambda: os.close(1), timeout=120)
    assert done.returncode == 2
    assert done.stderr.strip() == "error: standard output is closed: there is nowhere to report to"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_full_standard_output(project: Path) -> None:
    with open("/dev/full", "w") as full:
        done = torchlint("check", "--select", "ALL", "a.py", cwd=project, stdout=full, stderr=subprocess.PIPE)
    assert done.returncode == 2
    assert done.stderr.strip() == "error: cannot write the output: No space left on device"


def test_a_reader_that_goes_away_ends_the_run_quietly(project: Path) -> None:
    for i in range(200):
        (project / f"m{i:03d}.py").write_text("x = 1\n")
    proc = subprocess.Popen([sys.executable, "-m", "torchlint", "check", "--show-files", "."],
                            cwd=project, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None
    proc.stdout.readline()
    proc.stdout.close()  # as `| head -1` does
    _, err = proc.communicate(timeout=120)
    assert b"internal error" not in err and b"Traceback" not in err
    assert proc.returncode in (0, 128 + signal.SIGPIPE)  # 0: it had written all before


def test_a_deleted_working_folder(project: Path) -> None:
    gone = project / "gone"
    gone.mkdir()
    done = subprocess.run(
        [sys.executable, "-c", f"import os, runpy, sys; os.chdir({str(gone)!r}); "
         f"os.rmdir({str(gone)!r}); sys.argv = ['torchlint', 'check', {str(project / 'a.py')!r}]; "
         "runpy.run_module('torchlint', run_name='__main__')"],
        capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.strip() == ("error: the current working folder no longer exists: cd to "
                                   "an existing one")


def test_a_folder_too_deep_to_list_is_an_error_not_all_checks_passed(project: Path) -> None:
    deep = project / "deep"
    deep.mkdir()
    os.chdir(deep)  # made relative, one level at a time: the whole path is past PATH_MAX
    try:
        for _ in range(45):
            os.mkdir("d" * 100)
            os.chdir("d" * 100)
        Path("a.py").write_text(FLAGGED)
    finally:
        os.chdir(project)
    done = torchlint("check", "deep", cwd=project)
    assert done.returncode == 2
    assert "All checks passed!" not in done.stdout
    assert done.stderr.strip().endswith(": cannot be read: File name too long")


def test_a_pyproject_with_a_byte_order_mark_is_read(project: Path) -> None:
    (project / "pyproject.toml").write_bytes(b'\xef\xbb\xbf[tool.torchlint]\nselect = ["ALL"]\nignore = ["TL101"]\n')
    done = torchlint("check", "a.py", cwd=project)
    assert (done.returncode, done.stdout.strip(), done.stderr) == (0, "All checks passed!", "")


def test_escape_sequences_in_a_flagged_line_are_shown_not_obeyed(project: Path) -> None:
    (project / "a.py").write_text(FLAGGED.rstrip("\n") + '; title = "\x1b]0;owned\x07"\n')
    done = torchlint("check", "--no-cache", "--select", "TL101", "a.py", cwd=project)
    assert "\x1b" not in done.stdout and "\x07" not in done.stdout
    assert '; title = "\u241b]0;owned\u2407"' in done.stdout


def test_a_file_removed_while_it_was_fixed_is_not_called_read_only(tmp_path: Path) -> None:
    from torchlint import filework

    gone = tmp_path / "gone.py"
    message = filework.write_refused(gone, "gone.py", b"x = 1\n", b"", lambda *a, **k: None,
                                     "not fixed")
    assert message == "gone.py: the file was removed while it was being checked; not fixed"


def test_fix_through_a_linked_folder_names_the_folder_not_the_file(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    (tmp_path / "real" / "a.py").write_text(FLAGGED)
    (tmp_path / "linkdir").symlink_to(tmp_path / "real")
    (tmp_path / "work").mkdir()
    done = torchlint("fix", "--no-cache", "--select", "TL101", "../linkdir/a.py",
                     cwd=tmp_path / "work")
    assert done.returncode == 2
    assert done.stderr.strip() == (
        f"error: ../linkdir/a.py: reached through {tmp_path / 'linkdir'}, a symlink to "
        f"{tmp_path / 'real'} (the file is {tmp_path / 'real' / 'a.py'}), outside the checked "
        f"tree ({tmp_path / 'work'}); not fixed")
    assert (tmp_path / "real" / "a.py").read_text() == FLAGGED
