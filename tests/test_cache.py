"""The result cache: same results with and without it, no reading or parsing when warm,
never fooled by changed files, never crashed by damaged entries, and bounded in size."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint import api, cache, engine, filework
from torchlint.cli import main

FLAGGED = """import torch

def f():
    return torch.zeros(3).cuda()
"""
CLEAN = "x = 1\n"


@pytest.fixture(autouse=True)
def _stat_trusted_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # Files written by a test are seconds old at most; the cache would (rightly) re-hash
    # them instead of trusting their stat. Tests of that rule set it back.
    monkeypatch.setattr(cache, "RACY_SECONDS", -1.0)


def _project(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "project"
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def _view(run: api.RunResult) -> list:
    """What a user can see of a run: every file's findings, excerpts, warnings, errors."""
    return [
        (f.path, [d.to_dict() for d in f.diagnostics], sorted(f.lines.items()), f.warnings,
         f.error, [d.to_dict() for d in f.fixed], f.diff)
        for f in run.files
    ]


def _entries(folder: Path) -> list[Path]:
    return sorted(folder.glob("*/entries/*/*.json"))


def test_same_results_with_and_without_the_cache_on_real_code(corpus_subset: Path, tmp_path: Path) -> None:
    paths = [corpus_subset / "timm", corpus_subset / "torchvision"]
    options = {"select": ["ALL"], "preview": True, "jobs": 2}
    plain = _view(api.lint_paths(paths, **options))
    cold = _view(api.lint_paths(paths, cache_dir=tmp_path / "c", **options))
    warm = _view(api.lint_paths(paths, cache_dir=tmp_path / "c", **options))
    assert sum(len(f[1]) for f in plain) > 0
    assert cold == plain
    assert warm == plain


def test_warm_run_neither_reads_nor_parses(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = _project(tmp_path, {"a.py": FLAGGED, "b.py": CLEAN, "sub/c.py": FLAGGED})
    folder = tmp_path / "c"
    first = _view(api.lint_paths([root], cache_dir=folder, jobs=1))

    def forbidden(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise AssertionError("a warm run must not read or parse")

    monkeypatch.setattr(filework, "read", forbidden)
    monkeypatch.setattr(engine, "parse", forbidden)
    assert _view(api.lint_paths([root], cache_dir=folder, jobs=1)) == first
    assert [d.code for f in api.lint_paths([root], cache_dir=folder).files for d in f.diagnostics] == ["TL101", "TL101"]


def test_warm_run_opens_no_entry_of_a_file_without_findings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = _project(tmp_path, {"a.py": FLAGGED, "b.py": CLEAN})
    folder = tmp_path / "c"
    first = _view(api.lint_paths([root], cache_dir=folder, jobs=1))
    opened = []
    load = cache.Store.load

    def counted(self, key, shown):  # noqa: ANN001, ANN202
        opened.append(shown)
        return load(self, key, shown)

    monkeypatch.setattr(cache.Store, "load", counted)
    assert _view(api.lint_paths([root], cache_dir=folder, jobs=1)) == first
    assert [Path(shown).name for shown in opened] == ["a.py"]  # b.py: known empty from the index


def test_changed_file_is_checked_again_even_with_the_same_size_and_mtime(tmp_path: Path) -> None:
    root = _project(tmp_path, {"a.py": FLAGGED})
    target = root / "a.py"
    folder = tmp_path / "c"
    assert len(api.lint_paths([root], cache_dir=folder).diagnostics) == 1
    before = os.stat(target)
    # Same length, mtime put back: only ctime (and the content) tell the difference.
    target.write_text(FLAGGED.replace("zeros(3).cuda()", "zeros(3)#cuda()"), encoding="utf-8")
    os.utime(target, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert os.stat(target).st_size == before.st_size
    assert api.lint_paths([root], cache_dir=folder).diagnostics == []


def test_racy_files_are_hashed_not_trusted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache, "RACY_SECONDS", 3600.0)
    root = _project(tmp_path, {"a.py": FLAGGED})
    folder = tmp_path / "c"
    api.lint_paths([root], cache_dir=folder)
    index = json.loads(next(folder.glob("*/index.json")).read_text())
    (row,) = index["files"].values()
    assert row[0] == []  # no stat kept: the next run reads and hashes the file
    reads = []
    original = filework.read
    monkeypatch.setattr(filework, "read", lambda path: reads.append(path) or original(path))
    assert len(api.lint_paths([root], cache_dir=folder, jobs=1).diagnostics) == 1
    assert len(reads) == 1


@pytest.mark.parametrize("damage", ["truncate", "garbage", "foreign", "empty", "wrong-types"])
def test_damaged_entries_are_ignored_and_rewritten(tmp_path: Path, damage: str) -> None:
    root = _project(tmp_path, {"a.py": FLAGGED, "b.py": FLAGGED.replace("zeros", "ones")})
    folder = tmp_path / "c"
    first = _view(api.lint_paths([root], cache_dir=folder, jobs=1))
    entries = _entries(folder)
    assert len(entries) == 2
    good = [p.read_bytes() for p in entries]
    for path, data in zip(entries, good):
        if damage == "truncate":
            path.write_bytes(data[: len(data) // 2])
        elif damage == "garbage":
            path.write_bytes(b"\xff\x00not json")
        elif damage == "foreign":  # another file's entry under this key
            path.write_bytes(good[1 - entries.index(path)])
        elif damage == "empty":
            path.write_bytes(b"")
        else:
            path.write_text(json.dumps({"format": cache.FORMAT, "key": path.stem,
                                        "diagnostics": [{"code": 1}], "lines": 3, "warnings": None}))
    assert _view(api.lint_paths([root], cache_dir=folder, jobs=1)) == first
    assert [p.read_bytes() for p in _entries(folder)] == good


@pytest.mark.parametrize("damage", [b"", b"{", b"[]", b'{"format": 1, "salt": "x", "files": 3}',
                                    b"\x00" * 100])
def test_damaged_index_is_ignored(tmp_path: Path, damage: bytes) -> None:
    root = _project(tmp_path, {"a.py": FLAGGED})
    folder = tmp_path / "c"
    first = _view(api.lint_paths([root], cache_dir=folder))
    for index in folder.glob("*/index.json"):
        index.write_bytes(damage)
    assert _view(api.lint_paths([root], cache_dir=folder)) == first
    assert _view(api.lint_paths([root], cache_dir=folder)) == first


def test_pruning_removes_entries_of_changed_and_deleted_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache, "GRACE_SECONDS", -1.0)
    monkeypatch.setattr(cache, "SWEEP_GARBAGE", -1)
    root = _project(tmp_path, {f"m{i}.py": FLAGGED + f"# {i}\n" for i in range(5)})
    folder = tmp_path / "c"
    api.lint_paths([root], cache_dir=folder)
    assert len(_entries(folder)) == 5
    for i in range(3):  # each change leaves the old content's entry behind, until pruned
        (root / "m0.py").write_text(FLAGGED + f"# changed {i}\n", encoding="utf-8")
        api.lint_paths([root], cache_dir=folder)
        assert len(_entries(folder)) == 5
    (root / "m1.py").unlink()
    (root / "m2.py").write_text(CLEAN, encoding="utf-8")
    api.lint_paths([root], cache_dir=folder)
    assert len(_entries(folder)) == 4
    index = json.loads(next(folder.glob("*/index.json")).read_text())
    assert not any("m1.py" in key for key in index["files"])


def test_orphaned_entries_are_swept_in_batches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache, "GRACE_SECONDS", -1.0)
    monkeypatch.setattr(cache, "SWEEP_GARBAGE", 3)
    root = _project(tmp_path, {"a.py": FLAGGED, "b.py": CLEAN})
    folder = tmp_path / "c"
    api.lint_paths([root], cache_dir=folder)
    counts = []
    for i in range(6):
        (root / "a.py").write_text(FLAGGED + f"# {i}\n", encoding="utf-8")
        api.lint_paths([root], cache_dir=folder)
        counts.append(len(_entries(folder)))
    # Orphans pile up to the threshold, then one sweep leaves only the live entries.
    assert counts == [3, 4, 5, 2, 3, 4]


def test_old_salts_are_pruned_and_foreign_folders_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache, "GRACE_SECONDS", -1.0)
    root = _project(tmp_path, {"a.py": FLAGGED})
    shared = tmp_path / "c"
    # Not the cache's, in a folder the cache was pointed at: must survive, even when named
    # like a salt folder (20 hex characters) and old.
    (shared / "mine").mkdir(parents=True)
    (shared / "0123456789abcdef0123").mkdir()
    os.utime(shared / "0123456789abcdef0123", (1e9, 1e9))
    folder = shared / ".torchlint_cache"  # the cache's own folder inside the shared one
    salts = []
    for version in range(5):
        monkeypatch.setattr(cache, "__version__", f"9.{version}")
        salts.append(cache.salt())
        api.lint_paths([root], cache_dir=shared)
        os.utime(folder / salts[-1] / "index.json", (1e9 + version, 1e9 + version))
    assert sorted(p.name for p in shared.iterdir()) == [".torchlint_cache", "0123456789abcdef0123", "mine"]
    left = sorted(p.name for p in folder.iterdir() if p.is_dir())
    assert left == sorted(salts[-cache.KEEP_SALTS:])
    assert (folder / "CACHEDIR.TAG").read_text().startswith("Signature: 8a477f597d28d172789f06886806bc55")


def test_two_runs_at_once_leave_a_sound_cache(tmp_path: Path) -> None:
    root = _project(tmp_path, {f"m{i}.py": FLAGGED + f"# {i}\n" * i for i in range(40)})
    folder = tmp_path / "c"
    command = [sys.executable, "-m", "torchlint", "check", "--output-format", "concise",
               "--cache-dir", str(folder), str(root)]
    runs = [subprocess.Popen(command, stdout=subprocess.PIPE, text=True) for _ in range(3)]
    outputs = [run.communicate()[0] for run in runs]
    alone = subprocess.run([*command[:-3], "--no-cache", str(root)], capture_output=True, text=True).stdout
    again = subprocess.run(command, capture_output=True, text=True).stdout
    assert outputs == [alone] * 3
    assert again == alone
    assert not list(folder.rglob(".tmp-*"))
    for entry in _entries(folder):
        json.loads(entry.read_text())


def _cli(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[int, str]:
    previous = os.getcwd()
    os.chdir(cwd)
    try:
        result = CliRunner().invoke(main, args, env=env, catch_exceptions=False)
    finally:
        os.chdir(previous)
    return result.exit_code, result.stdout


def test_cli_cache_locations(tmp_path: Path) -> None:
    root = _project(tmp_path, {"a.py": FLAGGED})
    args = ["check", "--output-format", "concise", "a.py"]
    assert _cli(["check", "--no-cache", "--output-format", "concise", "a.py"], root)[0] == 1
    assert not (root / ".torchlint_cache").exists()
    code, out = _cli(args, root)
    assert code == 1 and "TL101" in out
    assert (root / ".torchlint_cache" / "CACHEDIR.TAG").is_file()
    assert _cli(args, root) == (code, out)
    assert _cli([*args[:1], "--cache-dir", str(tmp_path / "option"), *args[1:]], root) == (code, out)
    assert (tmp_path / "option" / "CACHEDIR.TAG").is_file()
    assert _cli(args, root, env={cache.ENV_VAR: str(tmp_path / "env")}) == (code, out)
    assert (tmp_path / "env" / "CACHEDIR.TAG").is_file()
    (root / "pyproject.toml").write_text('[tool.torchlint]\ncache-dir = "build/lint-cache"\n')
    sub = root / "sub"
    sub.mkdir()
    (sub / "b.py").write_text(FLAGGED)
    assert _cli(["check", "--output-format", "concise", "b.py"], sub)[0] == 1
    assert (root / "build" / "lint-cache" / "CACHEDIR.TAG").is_file()  # relative to its file


def test_fix_with_cache_fixes_and_skips_files_without_fixes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    files = {"fixable.py": FLAGGED, "clean.py": CLEAN, "unfixable.py": "import torch\nx = torch.rand(3).cuda()\n"}
    plain_root = _project(tmp_path / "plain", files)
    cached_root = _project(tmp_path / "cached", files)
    folder = tmp_path / "c"
    monkeypatch.chdir(plain_root)
    fixed_plain = _view(api.fix_paths(["."], jobs=1))
    monkeypatch.chdir(cached_root)
    api.lint_paths(["."], cache_dir=folder)  # fills the cache
    reads: list[str] = []
    original = filework.read
    monkeypatch.setattr(filework, "read", lambda path: reads.append(Path(path).name) or original(path))
    fixed_cached = _view(api.fix_paths(["."], cache_dir=folder, jobs=1))
    # The only file with a fix to apply is read (and read again just before the rename, to
    # notice an edit made meanwhile), parsed and written; the others are not even read.
    assert reads == ["fixable.py", "fixable.py"]
    for name in files:
        assert (cached_root / name).read_text() == (plain_root / name).read_text()
    assert "device=" in (cached_root / "fixable.py").read_text()
    assert fixed_cached == fixed_plain


@pytest.mark.parametrize("how", ["option", "env", "config"])
def test_cache_dir_dot_writes_only_into_its_own_folder(tmp_path: Path, how: str) -> None:
    """`--cache-dir .` used to replace the project's .gitignore with `*` and write
    CACHEDIR.TAG into the project root."""
    root = _project(tmp_path, {"a.py": FLAGGED, ".gitignore": "build/\n", "CACHEDIR.TAG": "theirs\n"})
    args = ["check", "--output-format", "concise", "a.py"]
    env = None
    if how == "option":
        args[1:1] = ["--cache-dir", "."]
    elif how == "env":
        env = {cache.ENV_VAR: "."}
    else:
        (root / "pyproject.toml").write_text('[tool.torchlint]\ncache-dir = "."\n')
    for _ in range(2):
        code, out = _cli(args, root, env=env)
        assert code == 1 and out.startswith("a.py:4:12: TL101")
    assert (root / ".gitignore").read_text() == "build/\n"
    assert (root / "CACHEDIR.TAG").read_text() == "theirs\n"
    assert (root / ".torchlint_cache" / "CACHEDIR.TAG").is_file()
    assert (root / ".torchlint_cache" / ".gitignore").is_file()
    expected = {"a.py", ".gitignore", "CACHEDIR.TAG", ".torchlint_cache"} | ({"pyproject.toml"} if how == "config" else set())
    assert {p.name for p in root.iterdir()} == expected


def test_an_existing_gitignore_in_an_empty_looking_cache_is_never_replaced(tmp_path: Path) -> None:
    root = _project(tmp_path, {"a.py": FLAGGED})
    folder = tmp_path / "c"
    folder.mkdir()
    api.lint_paths([root], cache_dir=folder)
    (folder / ".gitignore").write_text("mine\n")  # the user's edit
    (folder / "CACHEDIR.TAG").write_text(cache._TAG)
    (root / "a.py").write_text(CLEAN)
    api.lint_paths([root], cache_dir=folder)
    assert (folder / ".gitignore").read_text() == "mine\n"


def test_cache_entry_with_huge_numbers_is_treated_as_absent(tmp_path: Path) -> None:
    """An entry with `1e400` (infinity) for a row used to abort the run with an internal error."""
    root = _project(tmp_path, {"a.py": FLAGGED, "b.py": FLAGGED})
    folder = tmp_path / "c"
    first = _view(api.lint_paths([root], cache_dir=folder, jobs=1))
    for entry in _entries(folder):
        entry.write_text(entry.read_text().replace('"row":4', '"row":1e400'))
    assert _view(api.lint_paths([root], cache_dir=folder, jobs=1)) == first
    for entry in _entries(folder):
        entry.write_text(entry.read_text().replace('"row":4', '"row":Infinity'))
    assert _view(api.lint_paths([root], cache_dir=folder, jobs=1)) == first


def test_notebook_findings_are_served_from_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cell = {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
            "source": ["import torch\n", "x = torch.zeros(3).cuda()\n"]}
    notebook = {"cells": [cell, cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    root = _project(tmp_path, {"n.ipynb": json.dumps(notebook)})
    folder = tmp_path / "c"
    first = _view(api.lint_paths([root], cache_dir=folder, jobs=1))
    assert [(d["cell"], d["location"]["row"]) for d in first[0][1]] == [(1, 2), (2, 2)]

    def forbidden(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise AssertionError("a warm run must not read or parse")

    monkeypatch.setattr(api, "_read", forbidden)
    monkeypatch.setattr(engine, "parse", forbidden)
    assert _view(api.lint_paths([root], cache_dir=folder, jobs=1)) == first


def test_a_cache_folder_that_is_a_symlink_out_of_the_tree_is_not_used(tmp_path: Path) -> None:
    """A checked tree can hold `.torchlint_cache -> /somewhere/else`: nothing is written there."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "notes.txt").write_text("theirs\n")
    root = _project(tmp_path, {"a.py": FLAGGED})
    (root / ".torchlint_cache").symlink_to(elsewhere)
    for _ in range(2):
        code, out = _cli(["check", "--output-format", "concise", "a.py"], root)
        assert code == 1 and out.startswith("a.py:4:12: TL101")
    assert [p.name for p in elsewhere.iterdir()] == ["notes.txt"]
