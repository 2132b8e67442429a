"""The fresh split of the user-code set (issue 24): held out for the round-3 review, chosen by
select_files.py's rule 5 from projects in neither earlier split. These tests read only the
manifest and a tiny synthetic mirror, never fetched code."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "benchmarks" / "usercode"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"usercode_fresh_{name}", TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


select = _load("select_files")
build = _load("build")

TRAIN = "import torch\n\nfor x in loader:\n    loss = model(x)\n    loss.backward()\n"


def test_the_committed_fresh_split_is_new_code_of_the_asked_size():
    doc = json.loads((TOOLS / "manifest.json").read_text())
    fresh = [f for f in doc["files"] if f["split"] == "fresh"]
    earlier = {f["repo"] for f in doc["files"] if f["split"] != "fresh"}
    earlier |= {r for r, why in doc["skipped"].items() if not why.startswith("fresh:")}
    repos = {f["repo"] for f in fresh}
    assert len(repos) >= 20 and len(fresh) >= 200
    assert 3 * sum(f["kind"] == "notebook" for f in fresh) >= len(fresh)
    assert not repos & earlier
    assert {f["split"] for f in doc["files"]} == {"tune", "review", "fresh"}
    # The split is what rule 5 takes: FRESH_PROJECTS less those skipped.
    skipped = {r for r, why in doc["skipped"].items() if why.startswith("fresh:")}
    assert repos == {r for r, _c, _i in select.FRESH_PROJECTS} - skipped
    assert "5. The ``fresh`` split" in doc["rule"]


def _mirror(tmp_path: Path, repo: str, files: dict[str, str], worktree: bool = False) -> str:
    work = tmp_path / "work" / repo.replace("/", "+")
    work.mkdir(parents=True)
    for path, text in files.items():
        (work / path).parent.mkdir(parents=True, exist_ok=True)
        (work / path).write_text(text)
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(work)]
    subprocess.run(["git", "init", "-q", str(work)], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-qm", "x"], check=True)
    dest = tmp_path / "mirror" / repo.replace("/", "+") / "repo"
    if worktree:  # a snapshot that is a clone with a work tree: its git directory is repo/.git
        subprocess.run(["git", "clone", "-q", str(work), str(dest)], check=True)
    else:
        subprocess.run(["git", "clone", "-q", "--bare", str(work), str(dest)], check=True)
    return subprocess.run([*git, "rev-parse", "HEAD"], check=True, capture_output=True,
                          text=True).stdout.strip()


def test_fresh_mode_keeps_earlier_entries_and_takes_only_new_code(tmp_path, monkeypatch, capsys):
    old = _mirror(tmp_path, "o/old", {"train.py": TRAIN})
    _mirror(tmp_path, "n/new", {f"s{i}.py": TRAIN + f"# {i}\n" for i in range(3)}
            | {"copy.py": TRAIN}, worktree=True)
    _mirror(tmp_path, "n/small", {"a.py": TRAIN + "# a\n"})
    kept = [{"repo": "o/old", "commit": old, "path": "train.py", "kind": "script",
             "split": "review"}]
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps({"rule": "", "skipped": {"o/gone": "too big"},
                                    "files": kept}))
    monkeypatch.setattr(select, "FRESH_PROJECTS",
                        [("o/old", None, None), ("o/gone", None, None), ("n/new", None, None),
                         ("n/small", None, None), ("n/absent", None, None)])
    monkeypatch.setattr(select, "FRESH_SKIPPED", {})
    monkeypatch.setattr(sys, "argv", ["select_files.py", "--split", "fresh", "--mirror",
                                      str(tmp_path / "mirror"), "--out", str(manifest)])
    assert select.main() == 0
    doc = json.loads(manifest.read_text())
    assert doc["files"][:1] == kept
    # copy.py equals a file already in the set, so it is a duplicate, not a fresh file.
    assert [(f["repo"], f["path"], f["split"]) for f in doc["files"][1:]] == [
        ("n/new", "s0.py", "fresh"), ("n/new", "s1.py", "fresh"), ("n/new", "s2.py", "fresh")]
    assert doc["skipped"] == {"o/gone": "too big",
                              "n/small": "fresh: 1 admissible files, fewer than 3",
                              "n/absent": "fresh: no snapshot under the mirror"}
    # Run again: the fresh split is replaced, not doubled.
    assert select.main() == 0
    assert json.loads(manifest.read_text()) == doc
    # build.py reads a snapshot with a work tree, and builds the fresh split alone.
    dest = tmp_path / "dest"
    assert build.main([str(dest), "--manifest", str(manifest), "--mirror",
                       str(tmp_path / "mirror"), "--offline", "--split", "fresh"]) == 0
    assert sorted(p.relative_to(dest).as_posix() for p in dest.rglob("*.py")) == [
        "fresh/n__new/s0.py", "fresh/n__new/s1.py", "fresh/n__new/s2.py"]
    capsys.readouterr()
