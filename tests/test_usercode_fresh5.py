"""The fresh5 split of the user-code set (issue 24): a fifth held-out split, chosen by
select_files.py's rule 9 from projects in no earlier split (nor any skipped list), to judge
rules tuned on the earlier splits on code nobody tuning has read. These tests read only the
manifest and a tiny synthetic mirror, never fetched code."""

from __future__ import annotations

import json
import sys

from test_usercode_fresh import TOOLS, TRAIN, _mirror, build, select


def test_the_committed_fresh5_split_is_new_code_of_the_asked_size():
    doc = json.loads((TOOLS / "manifest.json").read_text())
    fresh5 = [f for f in doc["files"] if f["split"] == "fresh5"]
    others = {f["repo"] for f in doc["files"] if f["split"] != "fresh5"}
    others |= {r for r, why in doc["skipped"].items() if not why.startswith("fresh5:")}
    repos = {f["repo"] for f in fresh5}
    assert len(repos) >= 60 and len(fresh5) >= 450
    assert 3 * sum(f["kind"] == "notebook" for f in fresh5) >= len(fresh5)
    assert not repos & others
    skipped = {r for r, why in doc["skipped"].items() if why.startswith("fresh5:")}
    assert repos == {r for r, _c, _i in select.FRESH5_PROJECTS} - skipped
    assert not {r for r, _c, _i in select.FRESH5_PROJECTS} & others
    assert "9. The ``fresh5`` split" in doc["rule"]
    assert all(len(f["commit"]) == 40 for f in fresh5)
    # fresh5 follows every earlier entry, so the earlier splits read as they did before it;
    # only fresh6 (chosen after it) follows it.
    splits = [f["split"] for f in doc["files"]]
    n6 = splits.count("fresh6")
    assert splits.index("fresh5") == len(splits) - n6 - len(fresh5)
    assert set(splits) == {"tune", "review", "fresh", "fresh2", "fresh3", "fresh4", "fresh5",
                           "fresh6"}


def test_fresh5_mode_leaves_earlier_splits_alone_and_drops_copies_of_them(
        tmp_path, monkeypatch, capsys):
    old = _mirror(tmp_path, "o/old", {"train.py": TRAIN})
    f3 = _mirror(tmp_path, "f/four", {f"t{i}.py": TRAIN + f"# t{i}\n" for i in range(3)})
    # n/new holds a copy of a fresh4 file and of a review file (duplicates), and three new files.
    _mirror(tmp_path, "n/new", {f"s{i}.py": TRAIN + f"# {i}\n" for i in range(3)}
            | {"copy3.py": TRAIN + "# t1\n", "copy.py": TRAIN}, worktree=True)
    _mirror(tmp_path, "n/small", {"a.py": TRAIN + "# a\n", "b.py": TRAIN + "# t2\n"})
    kept = [{"repo": "o/old", "commit": old, "path": "train.py", "kind": "script",
             "split": "review"}]
    kept += [{"repo": "f/four", "commit": f3, "path": f"t{i}.py", "kind": "script",
              "split": "fresh4"} for i in range(3)]
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps({"rule": "", "skipped": {"o/gone": "too big",
                                                            "f/x": "fresh4: 1 admissible files"},
                                    "files": kept}))
    monkeypatch.setattr(select, "FRESH5_PROJECTS",
                        [("o/old", None, None), ("f/four", None, None), ("f/x", None, None),
                         ("n/new", None, None), ("n/small", None, None), ("n/big", None, None)])
    monkeypatch.setattr(select, "FRESH5_SKIPPED", {"n/big": "over the fetch limit"})
    argv = ["select_files.py", "--mirror", str(tmp_path / "mirror"), "--out", str(manifest)]
    monkeypatch.setattr(sys, "argv", [*argv, "--split", "fresh5"])
    assert select.main() == 0
    doc = json.loads(manifest.read_text())
    assert doc["files"][:4] == kept
    assert [(f["repo"], f["path"], f["split"]) for f in doc["files"][4:]] == [
        ("n/new", "s0.py", "fresh5"), ("n/new", "s1.py", "fresh5"), ("n/new", "s2.py", "fresh5")]
    assert doc["skipped"] == {"o/gone": "too big", "f/x": "fresh4: 1 admissible files",
                              "n/big": "fresh5: over the fetch limit",
                              "n/small": "fresh5: 1 admissible files, fewer than 3"}
    # Redoing fresh5 changes nothing.
    text = manifest.read_text()
    assert select.main() == 0
    assert manifest.read_text() == text
    dest = tmp_path / "dest"
    assert build.main([str(dest), "--manifest", str(manifest), "--mirror",
                       str(tmp_path / "mirror"), "--offline", "--split", "fresh5"]) == 0
    assert sorted(p.relative_to(dest).as_posix() for p in dest.rglob("*.py")) == [
        "fresh5/n__new/s0.py", "fresh5/n__new/s1.py", "fresh5/n__new/s2.py"]
    capsys.readouterr()
