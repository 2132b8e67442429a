"""`fix` writes through a temporary file and a rename: whatever fails, and wherever the process
dies, the original file is either untouched or fully replaced, and no temporary file stays
behind (a run killed outright leaves one that the next write to that file removes)."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint import api
from torchlint.cli import main

BAD = b"import torch\r\nx = torch.zeros(3).cuda()\r\n"
FIXED = b'import torch\r\nx = torch.zeros(3, device="cuda")\r\n'


def listing(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


@pytest.fixture()
def target(tmp_path: Path) -> Path:
    path = tmp_path / "a.py"
    path.write_bytes(BAD)
    path.chmod(0o640)
    return path


def test_write_replaces_content_and_keeps_mode(target: Path) -> None:
    api.write_atomic(target, FIXED)
    assert target.read_bytes() == FIXED
    assert target.stat().st_mode & 0o777 == 0o640
    assert listing(target.parent) == ["a.py"]


def test_write_through_a_symlink_replaces_the_target_not_the_link(target: Path) -> None:
    link = target.parent / "link.py"
    os.symlink("a.py", link)
    api.write_atomic(link, FIXED)
    assert os.readlink(link) == "a.py"
    assert target.read_bytes() == FIXED
    assert listing(target.parent) == ["a.py", "link.py"]


def test_rename_failing(target: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(source: str, destination: str) -> None:
        raise OSError(errno.EXDEV, "Invalid cross-device link")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        api.write_atomic(target, FIXED)
    assert target.read_bytes() == BAD
    assert listing(target.parent) == ["a.py"]


def _disk_full(*args: object) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("where", ["write", "fsync", "chmod"])
def test_disk_full_midway(target: Path, monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    if where == "write":
        real_fdopen = os.fdopen

        class Full:
            def __init__(self, stream):  # noqa: ANN001
                self.stream = stream

            def __enter__(self):  # noqa: ANN204
                return self

            def __exit__(self, *exc: object) -> None:
                self.stream.close()

            def write(self, data: bytes) -> int:
                self.stream.write(data[: len(data) // 2])  # half of it reached the disk
                self.stream.flush()
                _disk_full()
                return 0

        monkeypatch.setattr(os, "fdopen", lambda *a, **k: Full(real_fdopen(*a, **k)))
    else:
        monkeypatch.setattr(os, where, _disk_full)
    with pytest.raises(OSError) as raised:
        api.write_atomic(target, FIXED)
    assert raised.value.errno == errno.ENOSPC
    assert target.read_bytes() == BAD
    assert listing(target.parent) == ["a.py"]


def test_fix_reports_a_failed_write_and_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.py").write_bytes(BAD)
    (tmp_path / "b.py").write_bytes(BAD)
    real_replace = os.replace

    def full_for_a(source: str, destination: str) -> None:
        if os.fspath(destination).endswith("a.py"):
            _disk_full()
        real_replace(source, destination)

    monkeypatch.setattr(os, "replace", full_for_a)
    result = CliRunner().invoke(main, ["fix", "--output-format", "concise", "."])
    assert result.exit_code == 2
    assert result.stderr == (
        "error: cannot write a.py: No space left on device; file left unchanged\n"
    )
    assert result.stdout.splitlines()[0].startswith("a.py:2:5: TL101 [*] ")
    assert (tmp_path / "a.py").read_bytes() == BAD
    assert (tmp_path / "b.py").read_bytes() == FIXED
    assert [n for n in listing(tmp_path) if not n.startswith(".torchlint")] == ["a.py", "b.py"]


# A child process that runs `torchlint fix` with os.replace swapped for a stand-in that first
# says the temporary file is written, then either waits to be killed or dies on the spot.
CHILD = textwrap.dedent(
    """
    import os, sys, time
    from torchlint.cli import main

    def replace(source, destination):
        open(sys.argv[1], "w").write(source)
        if sys.argv[2] == "exit":
            os._exit(137)  # as SIGKILL would: no cleanup of any kind
        time.sleep(60)

    os.replace = replace
    main(["fix", "--select", "TL101", "a.py"])
    """
)


def _start_child(folder: Path, how: str) -> tuple[subprocess.Popen, Path]:
    marker = folder.parent / f"{folder.name}-ready"
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(marker), how],
        cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    return child, marker


def _wait_for(marker: Path, child: subprocess.Popen) -> str:
    deadline = time.monotonic() + 120
    while not marker.exists() or not marker.read_text():
        if child.poll() is not None or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    return marker.read_text() if marker.exists() else ""


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_killed_between_write_and_rename(tmp_path: Path, sig: signal.Signals) -> None:
    folder = tmp_path / "project"
    folder.mkdir()
    (folder / "a.py").write_bytes(BAD)
    child, marker = _start_child(folder, "wait")
    temporary = _wait_for(marker, child)
    assert temporary and Path(temporary).read_bytes() == FIXED  # the window is open
    child.send_signal(sig)
    _, err = child.communicate(timeout=60)
    assert child.returncode == 2
    assert err.decode().splitlines()[-1] == "error: interrupted"
    assert (folder / "a.py").read_bytes() == BAD
    # (the cache folder is prepared when the run starts)
    assert [n for n in listing(folder) if n != ".torchlint_cache"] == ["a.py"]


def test_died_between_write_and_rename_then_next_fix_cleans_up(tmp_path: Path) -> None:
    folder = tmp_path / "project"
    folder.mkdir()
    (folder / "a.py").write_bytes(BAD)
    child, marker = _start_child(folder, "exit")
    temporary = _wait_for(marker, child)
    child.communicate(timeout=60)
    assert child.returncode == 137
    assert (folder / "a.py").read_bytes() == BAD  # the original is intact
    assert [n for n in listing(folder) if n != ".torchlint_cache"] == sorted(["a.py", Path(temporary).name])
    # the next fix of that file removes what the dead run left
    done = subprocess.run(
        [sys.executable, "-m", "torchlint", "fix", "--select", "TL101", "a.py"], cwd=folder, capture_output=True
    )
    assert done.returncode == 0, done.stderr
    assert (folder / "a.py").read_bytes() == FIXED
    assert [n for n in listing(folder) if not n.startswith(".torchlint")] == ["a.py"]


def test_a_live_writers_temporary_file_is_left_alone(target: Path) -> None:
    live = target.parent / f".a.py.{os.getpid()}.abc.torchlint-tmp"
    live.write_bytes(b"in flight")
    api.write_atomic(target, FIXED)
    assert live.read_bytes() == b"in flight"


@pytest.mark.skipif(os.geteuid() != 0, reason="only root can give a file to another user")
def test_root_keeps_the_owner(target: Path) -> None:
    os.chown(target, 4321, 4321)
    api.write_atomic(target, FIXED)
    assert (target.stat().st_uid, target.stat().st_gid) == (4321, 4321)
    assert target.stat().st_mode & 0o777 == 0o640


@pytest.mark.parametrize(
    "sig",
    [
        signal.SIGTERM,
        # SIGINT raced with the pool's start on a loaded 2-core machine (twice in CI-like runs):
        # kept, but with the slow tests until that race is understood.
        pytest.param(signal.SIGINT, marks=pytest.mark.slow),
    ],
)
def test_signal_to_a_run_with_workers_is_one_clean_line(
    corpus_subset: Path, tmp_path: Path, sig: signal.Signals
) -> None:
    """`timeout`, CI runners and Ctrl-C signal the whole process group: the forked workers
    used to print KeyboardInterrupt tracebacks. Now the main process alone speaks."""
    # Hundreds of links to one large real file that every rule's screen lets through: the
    # run takes minutes, so the signal always lands while the workers are busy.
    tree = tmp_path / "tree"
    tree.mkdir()
    big = corpus_subset / "timm" / "timm" / "models" / "vision_transformer.py"
    for index in range(400):
        os.link(big, tree / f"m{index}.py")
    child = subprocess.Popen(
        [sys.executable, "-m", "torchlint", "check", "--no-cache", "--jobs", "2", "--select",
         "ALL", "--preview", str(tree)],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True,
    )
    time.sleep(3)  # imports done, workers started, far from done
    os.killpg(child.pid, sig)
    _, err = child.communicate(timeout=60)
    assert (child.returncode, err) == (2, "error: interrupted\n")


def test_a_file_edited_while_being_fixed_is_not_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An editor saving between fix's read and its write used to lose that save."""
    from torchlint import engine

    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.py").write_bytes(BAD)
    edited = BAD + b"y = 1\r\n"
    real_encode = engine.encode

    def encode_while_someone_saves(text: str, encoding: engine.Encoding) -> bytes:
        (tmp_path / "a.py").write_bytes(edited)
        return real_encode(text, encoding)

    monkeypatch.setattr(engine, "encode", encode_while_someone_saves)
    result = CliRunner().invoke(main, ["fix", "--no-cache", "--output-format", "concise", "a.py"])
    assert result.exit_code == 2
    assert result.stderr == (
        "error: cannot write a.py: file changed on disk while it was being fixed; "
        "file left unchanged\n"
    )
    assert (tmp_path / "a.py").read_bytes() == edited
    assert listing(tmp_path) == ["a.py"]


def test_expected_content_guards_the_rename(target: Path) -> None:
    with pytest.raises(OSError):
        api.write_atomic(target, FIXED, expected=b"something else")
    assert target.read_bytes() == BAD
    assert listing(target.parent) == ["a.py"]
    api.write_atomic(target, FIXED, expected=BAD)
    assert target.read_bytes() == FIXED


def test_a_file_name_near_name_max_can_be_fixed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # 250 bytes of name: `.NAME.PID.XXXXXXXX.torchlint-tmp` would overflow NAME_MAX (255).
    monkeypatch.chdir(tmp_path)
    name = "é" * 123 + ".py"
    assert len(os.fsencode(name)) == 249
    (tmp_path / name).write_bytes(BAD)
    result = CliRunner().invoke(main, ["fix", "--no-cache", "."])
    assert result.exit_code == 0, result.stderr
    assert (tmp_path / name).read_bytes() == FIXED
    assert listing(tmp_path) == [name]


def test_a_long_names_stale_temporary_is_cleaned_up(tmp_path: Path) -> None:
    name = "b" * 240 + ".py"
    target = tmp_path / name
    target.write_bytes(BAD)
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    stale = tmp_path / f".{'b' * 160}.{dead}.abcdefgh.torchlint-tmp"
    stale.write_bytes(b"half")
    api.write_atomic(target, FIXED)
    assert listing(tmp_path) == [name]


def test_text_without_a_faithful_encoding_is_refused(target: Path) -> None:
    from torchlint import engine

    with pytest.raises(OSError, match="cannot be written back in cp932"):
        api.write_atomic(target, engine.Unwritable("the fixed text cannot be written back in cp932"))
    assert target.read_bytes() == BAD
    assert listing(target.parent) == ["a.py"]
