"""The progress bar of long runs: drawn on stderr only when stderr is a terminal (a real
pseudo-terminal here) and --quiet is off; otherwise nothing extra, and rich is not imported."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pty = pytest.importorskip("pty")

FILES = 14  # above the CLI's PROGRESS_MIN_FILES
ENV = {**os.environ, "COLUMNS": "100", "TERM": "xterm", "TORCHLINT_PEDANTIC": "1"}
for _name in ("NO_COLOR", "FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE"):
    ENV.pop(_name, None)  # rich would take these over what the pseudo-terminal says


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("progress")
    for index in range(FILES):
        (folder / f"f{index:02}.py").write_text('import torch\nx = torch.zeros(3).to("cuda")\n',
                                                encoding="utf-8")
    return folder


def run_on_terminal(args: list[str], cwd: Path) -> tuple[int, bytes, bytes]:
    """Run torchlint with stderr on a pseudo-terminal and stdout on a pipe."""
    try:
        master, slave = pty.openpty()
    except OSError as error:  # a container without /dev/ptmx
        pytest.skip(f"no pseudo-terminal: {error}")
    process = subprocess.Popen([sys.executable, "-m", "torchlint", *_selected(args)], cwd=cwd, env=ENV,
                               stdout=subprocess.PIPE, stderr=slave, stdin=subprocess.DEVNULL)
    os.close(slave)
    stdout = process.stdout.read()
    process.wait(timeout=300)
    terminal = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # the other side is closed: everything has been read
            break
        if not chunk:
            break
        terminal += chunk
    os.close(master)
    return process.returncode, stdout, terminal


def _selected(args: list[str]) -> list[str]:
    """The command with TL101, the rule whose findings these files hold, selected: whether it
    is on by default is not what these tests are about."""
    return [args[0], "--select", "TL101", *args[1:]]


def run_piped(args: list[str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "torchlint", *_selected(args)], cwd=cwd, env=ENV,
                          capture_output=True, timeout=300)


def test_bar_on_a_terminal_and_output_unchanged(project: Path) -> None:
    code, stdout, terminal = run_on_terminal(["check", "--output-format", "concise", "."], project)
    assert code == 1
    assert b"Checking" in terminal and f"{FILES}/{FILES}".encode() in terminal
    assert b"files/s" in terminal  # the rate; the time left once it means something
    assert b"left" in terminal or b"estimating" in terminal
    piped = run_piped(["check", "--output-format", "concise", "."], project)
    assert stdout == piped.stdout  # the bar never touches stdout
    assert stdout.count(b"TL101") == FILES


def test_no_bar_with_quiet(project: Path) -> None:
    code, stdout, terminal = run_on_terminal(["check", "--quiet", "--output-format", "concise", "."], project)
    assert code == 1
    assert terminal == b""
    assert stdout.count(b"TL101") == FILES


def test_fix_shows_its_own_bar(project: Path, tmp_path: Path) -> None:
    for source in project.glob("*.py"):
        (tmp_path / source.name).write_bytes(source.read_bytes())
    code, _, terminal = run_on_terminal(["fix", "."], tmp_path)
    assert code == 0
    assert b"Fixing" in terminal and f"{FILES}/{FILES}".encode() in terminal
    assert 'device="cuda"' in (tmp_path / "f00.py").read_text(encoding="utf-8")


def test_nothing_extra_when_piped_and_rich_never_imported(project: Path) -> None:
    piped = run_piped(["check", "--select", "ALL", "."], project)
    assert piped.returncode == 1
    assert piped.stderr == b""
    script = (
        "import sys\n"
        "from torchlint.cli import main\n"
        "try:\n"
        "    main(['check', '--select', 'ALL', '--quiet', '.'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('rich' in sys.modules, file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=project, env=ENV,
                          capture_output=True, text=True, timeout=300)
    assert done.stderr.strip() == "False"


def test_small_runs_draw_no_bar(project: Path) -> None:
    code, _, terminal = run_on_terminal(["check", "f00.py", "f01.py"], project)
    assert code == 1
    assert terminal == b""


def test_counting_starts_while_files_are_found(tmp_path: Path) -> None:
    """On a large tree the total grows while the tree is walked (done still 0), so the bar
    appears before the first file is checked instead of sitting at 0 for the whole walk."""
    from torchlint import api

    for index in range(2 * api.DISCOVERY_PROGRESS_STEP + 7):
        (tmp_path / f"m{index:03}.py").write_text("x = 1\n", encoding="utf-8")
    calls: list[tuple[int, int]] = []
    api.lint_paths([tmp_path], jobs=1, progress=lambda done, total: calls.append((done, total)))
    total = 2 * api.DISCOVERY_PROGRESS_STEP + 7
    step = api.DISCOVERY_PROGRESS_STEP
    assert calls[:3] == [(0, step), (0, 2 * step), (0, total)]
    assert calls[3:] == [(done, total) for done in range(1, total + 1)]


def test_time_left_waits_for_a_rate_that_means_something() -> None:
    from torchlint.cli import time_left

    # 3 of 5,710 files after 0.6 s: the workers are still starting, no promise yet
    assert time_left(3, 5710, 0.6) is None
    assert time_left(0, 5710, 30.0) is None
    # after 5 s, the average rate since the start: 1,000 files in 10 s, 4,710 left
    assert time_left(1000, 5710, 10.0) == "0:47 left"
    # or once 5% of the files are done
    assert time_left(300, 5710, 2.0) == "0:36 left"
