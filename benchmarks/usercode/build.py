"""Rebuild the user-code review set from its pinned manifest.

    python benchmarks/usercode/build.py DEST [--split tune|review|fresh|fresh2|fresh3|fresh4|fresh5|fresh6|fresh7|fresh8|fresh9|fresh10|fresh11|fresh12|fresh13|fresh14|fresh15|fresh16|fresh17|fresh18|fresh19|fresh20|fresh21|fresh22|fresh23|fresh24|fresh25|fresh26|fresh27|fresh28|fresh29|fresh30|fresh31|fresh32|fresh33|fresh34|fresh35|fresh36|fresh37|fresh38|fresh39|fresh40|fresh41|fresh42|all] [--mirror DIR]
                                             [--cache DIR] [--offline] [--remote URL] [--clean]

Each manifest entry (repo, commit, path, split) is written to
``DEST/<split>/<owner>__<name>/<path>``, byte for byte as ``git show <commit>:<path>`` gives it.

Where the bytes come from, in this order:

1. A fetched snapshot: ``<mirror>/<owner>+<name>/repo`` (a bare git directory, or a clone
   whose ``repo/.git`` is used; the default
   mirror is /work/.mirror, where the session's ``fetch`` tool puts them).
2. Otherwise a clone of ``https://github.com/<owner>/<name>`` (``--remote`` changes the
   base) kept under ``--cache``
   (default ``.usercode/clones`` at the repository root, which git ignores): the pinned
   commit is fetched with ``git fetch --depth 1 origin <commit>`` (GitHub serves any
   reachable commit by id), and a full ``git fetch`` is tried where that is refused.
   ``--offline`` skips this step.

Fetched code is never committed: DEST and the cache are outside git or ignored by it.
Every file that cannot be had is reported on one line of stderr
(``missing: <repo>@<commit>:<path>: <why>``) and the exit status is 1; 0 means the whole
requested set is in DEST.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
MANIFEST = HERE / "manifest.json"


def _git(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True)


class Source:
    """Bytes of (repo, commit, path): from the mirror, else from a cached clone."""

    def __init__(self, mirror: Path, cache: Path, offline: bool, remote: str = "https://github.com"):
        self.mirror, self.cache, self.offline, self.remote = mirror, cache, offline, remote
        self._cloned: dict[tuple[str, str], str | None] = {}  # (repo, commit) -> error or None

    def _show(self, git_dir: Path, commit: str, path: str) -> bytes | None:
        done = _git("--git-dir", str(git_dir), "show", f"{commit}:{path}")
        return done.stdout if done.returncode == 0 else None

    def _clone(self, repo: str, commit: str) -> str | None:
        key = (repo, commit)
        if key in self._cloned:
            return self._cloned[key]
        gd = self.cache / repo.replace("/", "__")
        error = None
        if _git("--git-dir", str(gd), "cat-file", "-e", f"{commit}^{{commit}}").returncode != 0:
            gd.mkdir(parents=True, exist_ok=True)
            if not (gd / "HEAD").exists():
                _git("init", "--bare", "-q", str(gd))
            url = f"{self.remote}/{repo}"
            done = _git("--git-dir", str(gd), "fetch", "-q", "--depth", "1", url, commit)
            if done.returncode != 0:
                done = _git("--git-dir", str(gd), "fetch", "-q", url,
                            "+refs/heads/*:refs/remotes/origin/*")
            if done.returncode != 0:
                lines = done.stderr.decode(errors="replace").strip().splitlines()
                error = "git fetch failed" + (f": {lines[-1]}" if lines else "")
        self._cloned[key] = error
        return error

    def get(self, repo: str, commit: str, path: str) -> tuple[bytes | None, str]:
        snap = self.mirror / repo.replace("/", "+") / "repo"
        if (snap / ".git").is_dir():  # a snapshot with a work tree
            snap = snap / ".git"
        if snap.is_dir():
            data = self._show(snap, commit, path)
            if data is not None:
                return data, ""
            why = "not in the fetched snapshot"
        else:
            why = "no fetched snapshot"
        if self.offline:
            return None, why + "; --offline, no clone tried"
        error = self._clone(repo, commit)
        if error:
            return None, f"{why}; {error}"
        data = self._show(self.cache / repo.replace("/", "__"), commit, path)
        if data is None:
            return None, f"{why}; not in {commit} of the clone"
        return data, ""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dest", type=Path)
    ap.add_argument("--manifest", type=Path, default=MANIFEST)
    ap.add_argument("--split", choices=("tune", "review", "fresh", "fresh2", "fresh3", "fresh4", "fresh5",
                                        "fresh6", "fresh7", "fresh8", "fresh9", "fresh10", "fresh11",
                                        "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17", "fresh18", "fresh19", "fresh20",
                                        "fresh21", "fresh22", "fresh23", "fresh24", "fresh25", "fresh26",
                                        "fresh27", "fresh28", "fresh29", "fresh30", "fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "all"),
                    default="all")
    ap.add_argument("--mirror", type=Path, default=Path("/work/.mirror"))
    ap.add_argument("--cache", type=Path, default=ROOT / ".usercode" / "clones")
    ap.add_argument("--offline", action="store_true", help="use fetched snapshots only")
    ap.add_argument("--remote", default="https://github.com",
                    help="where to clone <owner>/<name> from when no snapshot has it")
    ap.add_argument("--clean", action="store_true",
                    help="remove DEST/<split> first, so nothing outside the manifest remains")
    args = ap.parse_args(argv)

    entries = json.loads(args.manifest.read_text())["files"]
    if args.split != "all":
        entries = [e for e in entries if e["split"] == args.split]
    if args.clean:
        for split in {e["split"] for e in entries}:
            shutil.rmtree(args.dest / split, ignore_errors=True)
    source = Source(args.mirror, args.cache, args.offline, args.remote.rstrip("/"))
    missing = 0
    for e in entries:
        data, why = source.get(e["repo"], e["commit"], e["path"])
        if data is None:
            print(f"missing: {e['repo']}@{e['commit']}:{e['path']}: {why}", file=sys.stderr)
            missing += 1
            continue
        target = args.dest / e["split"] / e["repo"].replace("/", "__") / e["path"]
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    built = len(entries) - missing
    print(f"built {built} of {len(entries)} files into {args.dest}"
          + (f"; {missing} missing" if missing else ""), file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
