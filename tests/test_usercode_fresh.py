"""The fresh and fresh2 splits of the user-code set (issue 24): held out for the round-3 review,
chosen by select_files.py's rules 5 and 6 from projects in no earlier split. These tests read only the
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
    # fresh2 (rule 6), fresh3 (rule 7), fresh4 (rule 8), fresh5 (rule 9), fresh6 (rule 10),
    # fresh7 (rule 11), fresh8 (rule 12), fresh9 (rule 13), fresh10 (rule 14), fresh11
    # (rule 15), fresh12 (rule 16), fresh13 (rule 17), fresh14 (rule 18), fresh15 (rule 19),
    # fresh16 (rule 20), fresh17 (rule 21), fresh18 (rule 22), fresh19 (rule 23), fresh20
    # (rule 24), fresh21 (rule 25), fresh22 (rule 26), fresh23 (rule 27), fresh24 (rule 28),
    # fresh25 (rule 29), fresh26 (rule 30), fresh27 (rule 31), fresh28 (rule 32), fresh29
    # (rule 33), fresh30 (rule 34), fresh31 (rule 35), fresh32 (rule 36), fresh33 (rule 37),
    # fresh34 (rule 38), fresh35 (rule 39), fresh36 (rule 40), fresh37 (rule 41), fresh38
    # (rule 42), fresh39 (rule 43), fresh40 (rule 44), fresh41 (rule 45) and fresh42 (rule 46)
    # came after fresh: forty-four splits now.
    assert {f["split"] for f in doc["files"]} == {"tune", "review", "fresh", "fresh2", "fresh3",
                                                  "fresh4", "fresh5", "fresh6",
                                                  "fresh7", "fresh8", "fresh9", "fresh10",
                                                  "fresh11", "fresh12", "fresh13", "fresh14",
                                                  "fresh15", "fresh16", "fresh17", "fresh18",
                                                  "fresh19", "fresh20", "fresh21",
                                                  "fresh22", "fresh23", "fresh24", "fresh25",
                                                  "fresh26", "fresh27", "fresh28", "fresh29",
                                                  "fresh30", "fresh31", "fresh32", "fresh33",
                                                  "fresh34", "fresh35", "fresh36", "fresh37",
                                                  "fresh38", "fresh39", "fresh40", "fresh41",
                                                  "fresh42"}
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


def test_the_committed_fresh2_split_is_new_code_of_the_asked_size():
    doc = json.loads((TOOLS / "manifest.json").read_text())
    fresh2 = [f for f in doc["files"] if f["split"] == "fresh2"]
    others = {f["repo"] for f in doc["files"] if f["split"] != "fresh2"}
    others |= {r for r, why in doc["skipped"].items() if not why.startswith("fresh2:")}
    repos = {f["repo"] for f in fresh2}
    assert len(repos) >= 30 and len(fresh2) >= 250
    assert 3 * sum(f["kind"] == "notebook" for f in fresh2) >= len(fresh2)
    assert not repos & others
    skipped = {r for r, why in doc["skipped"].items() if why.startswith("fresh2:")}
    assert repos == {r for r, _c, _i in select.FRESH2_PROJECTS} - skipped
    assert not {r for r, _c, _i in select.FRESH2_PROJECTS} & others
    assert "6. The ``fresh2`` split" in doc["rule"]
    assert all(len(f["commit"]) == 40 for f in fresh2)
    # fresh2 follows every earlier entry, so the earlier splits read as they did before it;
    # only fresh3 to fresh42 (rules 7 to 46, chosen after it) come after it.
    splits = [f["split"] for f in doc["files"]]
    later = sum(splits.count(s) for s in ("fresh3", "fresh4", "fresh5", "fresh6", "fresh7",
                                          "fresh8", "fresh9", "fresh10", "fresh11", "fresh12",
                                          "fresh13", "fresh14", "fresh15", "fresh16",
                                          "fresh17", "fresh18", "fresh19", "fresh20",
                                          "fresh21", "fresh22", "fresh23", "fresh24",
                                          "fresh25", "fresh26", "fresh27", "fresh28",
                                          "fresh29", "fresh30", "fresh31", "fresh32",
                                          "fresh33", "fresh34", "fresh35", "fresh36",
                                          "fresh37", "fresh38", "fresh39", "fresh40",
                                          "fresh41", "fresh42"))
    assert splits.index("fresh2") == len(splits) - later - len(fresh2)
    assert set(splits[len(splits) - later:]) == {"fresh3", "fresh4", "fresh5", "fresh6", "fresh7",
                                                 "fresh8", "fresh9", "fresh10", "fresh11",
                                                 "fresh12", "fresh13", "fresh14", "fresh15",
                                                 "fresh16", "fresh17", "fresh18", "fresh19",
                                                 "fresh20", "fresh21", "fresh22", "fresh23",
                                                 "fresh24", "fresh25", "fresh26", "fresh27",
                                                 "fresh28", "fresh29", "fresh30", "fresh31",
                                                 "fresh32", "fresh33", "fresh34", "fresh35",
                                                 "fresh36", "fresh37", "fresh38", "fresh39",
                                                 "fresh40", "fresh41", "fresh42"}


def test_fresh2_mode_leaves_fresh_alone_and_redoing_either_split_changes_nothing(
        tmp_path, monkeypatch, capsys):
    old = _mirror(tmp_path, "o/old", {"train.py": TRAIN})
    fr = _mirror(tmp_path, "f/fresh", {f"f{i}.py": TRAIN + f"# f{i}\n" for i in range(3)})
    # n/new holds a copy of a fresh file (a duplicate) and of nothing else in the set.
    _mirror(tmp_path, "n/new", {f"s{i}.py": TRAIN + f"# {i}\n" for i in range(3)}
            | {"copy.py": TRAIN + "# f1\n"})
    kept = [{"repo": "o/old", "commit": old, "path": "train.py", "kind": "script",
             "split": "review"}]
    kept += [{"repo": "f/fresh", "commit": fr, "path": f"f{i}.py", "kind": "script",
              "split": "fresh"} for i in range(3)]
    manifest = tmp_path / "manifest.json"
    before = {"rule": "", "skipped": {"o/gone": "too big", "f/small": "fresh: 1 admissible files"},
              "files": kept}
    manifest.write_text(json.dumps(before))
    monkeypatch.setattr(select, "FRESH_PROJECTS", [("f/fresh", None, None), ("f/small", None, None)])
    monkeypatch.setattr(select, "FRESH_SKIPPED", {})
    monkeypatch.setattr(select, "FRESH2_PROJECTS",
                        [("f/fresh", None, None), ("o/gone", None, None), ("n/new", None, None),
                         ("n/big", None, None)])
    monkeypatch.setattr(select, "FRESH2_SKIPPED", {"n/big": "over the fetch limit"})
    argv = ["select_files.py", "--mirror", str(tmp_path / "mirror"), "--out", str(manifest)]
    monkeypatch.setattr(sys, "argv", [*argv, "--split", "fresh2"])
    assert select.main() == 0
    doc = json.loads(manifest.read_text())
    assert doc["files"][:4] == kept
    assert [(f["repo"], f["path"], f["split"]) for f in doc["files"][4:]] == [
        ("n/new", "s0.py", "fresh2"), ("n/new", "s1.py", "fresh2"), ("n/new", "s2.py", "fresh2")]
    assert doc["skipped"] == {"o/gone": "too big", "f/small": "fresh: 1 admissible files",
                              "n/big": "fresh2: over the fetch limit"}
    # Redoing fresh2, or fresh (f/small has no snapshot here, so it is skipped anew), gives
    # the same manifest: each split goes back where it was, compared only with earlier splits.
    text = manifest.read_text()
    assert select.main() == 0
    assert manifest.read_text() == text
    monkeypatch.setattr(sys, "argv", [*argv, "--split", "fresh"])
    assert select.main() == 0
    redone = json.loads(manifest.read_text())
    assert redone["files"] == doc["files"]
    assert redone["skipped"] == {"o/gone": "too big",
                                 "f/small": "fresh: no snapshot under the mirror",
                                 "n/big": "fresh2: over the fetch limit"}
    assert list(redone["skipped"]) == list(doc["skipped"])
    dest = tmp_path / "dest"
    assert build.main([str(dest), "--manifest", str(manifest), "--mirror",
                       str(tmp_path / "mirror"), "--offline", "--split", "fresh2"]) == 0
    assert sorted(p.relative_to(dest).as_posix() for p in dest.rglob("*.py")) == [
        "fresh2/n__new/s0.py", "fresh2/n__new/s1.py", "fresh2/n__new/s2.py"]
    capsys.readouterr()
