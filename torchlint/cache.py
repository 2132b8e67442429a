"""The per-file result cache behind warm runs (``.torchlint_cache/``).

Layout, under the cache folder::

    CACHEDIR.TAG, .gitignore       mark the folder as a cache (backup tools, git skip it)
    <salt>/entries/ab/<key>.json   one file's findings; key = hash(shown path, rule codes,
                                   content hash), so an entry is valid wherever it is found
    <salt>/index.json              path, shown path, rule codes -> (stat, content hash, entry,
                                   day last used, whether the entry is empty): lets a warm
                                   run skip reading files whose stat has not changed, and
                                   the entries of files without findings
    <salt>/torchlint-cache         marks the salt folder as torchlint's (see pruning)

The salt folder names torchlint's version and the stat of every module of the torchlint
package (a changed or added rule starts a fresh cache), libcst's and Python's versions: every
input that changes results besides the file and the rule selection. The rule codes in the key
are those in force for that file (selection, ``ignore``, ``per-file-ignores``), and the shown
path covers rules that look at the file name.

The cache writes and deletes only what it created. A folder given as the cache that already
holds something and carries no torchlint ``CACHEDIR.TAG`` (``--cache-dir .``) gets a
``.torchlint_cache`` folder inside it instead; ``CACHEDIR.TAG`` and ``.gitignore`` are written
only into a folder torchlint creates (or found empty), never over an existing file; a salt
folder carries a ``torchlint-cache`` marker, and only folders of a marked cache or carrying
that marker are ever swept; entries are only written into a salt folder with that marker. A
cache folder that is a symlink to someone else's folder is not used at all.

Every write goes to a temporary file renamed into place, so readers (and concurrent runs) see a
whole file or none. Anything unreadable, truncated, of another format or of another key is
treated as absent and overwritten. ``save`` prunes: index rows of deleted files, entries no
index row points to (changed or deleted files), and the folders of old salts.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Sequence

from torchlint import __version__, files

FORMAT = 3
DEFAULT_DIR = ".torchlint_cache"
ENV_VAR = "TORCHLINT_CACHE_DIR"
# A file whose mtime or ctime is this close to "now" may still be changing within one tick of
# the file system's clock: its stat is not trusted on the next run (its content hash is).
RACY_SECONDS = 2.0
# Entries younger than this are never swept: a concurrent run may have written them and not
# yet saved the index that points to them.
GRACE_SECONDS = 600.0
KEEP_SALTS = 3  # this salt's folder and the two most recently used others
# Entries are swept once this many have lost their index row (plus one per eight rows): a
# one-file run in a large tree should not list every entry each time.
SWEEP_GARBAGE = 64
INDEX_DAYS = 30  # index rows not used for this long are dropped (rare rule selections)

_TAG = (
    "Signature: 8a477f597d28d172789f06886806bc55\n"
    "# This file is a cache directory tag created by torchlint.\n"
)


def _package_fingerprint() -> list[Any]:
    """Name, size and mtime of every module of the torchlint package."""
    root = Path(__file__).resolve().parent
    found: list[Any] = []
    pending = [root]
    while pending:
        folder = pending.pop()
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            continue
        for entry in entries:
            if entry.is_dir(follow_symlinks=False) and entry.name != "__pycache__":
                pending.append(Path(entry.path))
            elif entry.name.endswith(".py"):
                stat = entry.stat()
                found.append([os.path.relpath(entry.path, root), stat.st_size, stat.st_mtime_ns])
    return found


def _libcst_stamp() -> list[Any]:
    """libcst's identity without importing it (a warm run never needs libcst)."""
    import importlib.util

    try:
        spec = importlib.util.find_spec("libcst")
    except (ImportError, ValueError):
        return []
    if spec is None or not spec.origin:
        return []
    try:
        stat = os.stat(spec.origin)
    except OSError:
        return [spec.origin]
    return [spec.origin, stat.st_size, stat.st_mtime_ns]


try:  # blake2 without hashlib's OpenSSL start-up (a one-file check pays for every import)
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - CPython always builds _blake2
    from hashlib import blake2b


def salt() -> str:
    data = json.dumps(
        [FORMAT, __version__, sys.version, _libcst_stamp(), _package_fingerprint()],
        separators=(",", ":"),
    )
    return blake2b(data.encode(), digest_size=10).hexdigest()


content_hash = files.content_hash


def entry_key(shown: str, codes: tuple[str, ...], digest: str) -> str:
    text = f"{shown}\0{','.join(codes)}\0{digest}"
    return blake2b(text.encode("utf-8", "surrogatepass"), digest_size=20).hexdigest()


def write_atomic(path: Path, data: bytes) -> None:
    """Temporary file in the same folder, then a rename: readers see all or nothing."""
    import tempfile  # a run with --no-cache, a one-file pre-commit check, never writes one

    handle, temporary = tempfile.mkstemp(prefix=".tmp-", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def stat_key(stat: os.stat_result) -> list[int]:
    return [stat.st_mtime_ns, stat.st_ctime_ns, stat.st_size, stat.st_ino]


def trustworthy(stat: os.stat_result, now: float) -> bool:
    """False while the file may still change without its stat showing it (same clock tick)."""
    newest = max(stat.st_mtime_ns, stat.st_ctime_ns) / 1e9
    return now - newest > RACY_SECONDS


# -- entries --------------------------------------------------------------------------------
def encode_result(key: str, result: Any) -> bytes:
    """A FileResult of a check (diagnostics, source lines, warnings) as an entry."""
    diagnostics = []
    for diagnostic in result.diagnostics:
        data = diagnostic.to_dict()
        if diagnostic.pedantic is not None:
            data["pedantic"] = diagnostic.pedantic
        if diagnostic.extra:
            data["extra"] = diagnostic.extra
        diagnostics.append(data)
    payload = {
        "format": FORMAT,
        "key": key,
        "diagnostics": diagnostics,
        "lines": [[list(row) if isinstance(row, tuple) else row, text]
                  for row, text in sorted(result.lines.items())],
        "warnings": list(result.warnings),
        "dependencies": sorted([path, digest] for path, digest in result.dependencies.items()),
    }
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode(
        "utf-8", "surrogatepass"
    )


def is_empty(result: Any) -> bool:
    """A FileResult with nothing in it but its name (what :func:`empty_result` gives)."""
    return not (result.diagnostics or result.lines or result.warnings or result.error
                or result.fixed or result.diff is not None)


def empty_result(shown: str) -> Any:
    from torchlint.filework import FileResult

    return FileResult(shown)


def decode_result(key: str, shown: str, data: bytes) -> Any | None:
    """The FileResult an entry holds, or None when it is not a whole entry for ``key``."""
    from torchlint.diagnostics import Diagnostic
    from torchlint.filework import FileResult

    try:
        payload = _loads(data)
        if payload["format"] != FORMAT or payload["key"] != key:
            return None
        diagnostics = []
        for item in payload["diagnostics"]:
            diagnostic = Diagnostic.from_dict(item)
            if "extra" in item:
                diagnostic = replace(diagnostic, extra=dict(item["extra"]))
            if not _whole(diagnostic):
                return None
            diagnostics.append(diagnostic)
        lines = {_line_key(row): str(text) for row, text in payload["lines"]}
        warnings = [str(w) for w in payload["warnings"]]
        dependencies = {str(path): str(digest) for path, digest in payload.get("dependencies", [])}
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError, UnicodeError,
            OverflowError):
        return None
    return FileResult(shown, diagnostics, lines, warnings, dependencies=dependencies)


def dependencies_current(dependencies: dict[str, str]) -> bool:
    """Whether every other file a cached result read (torchlint.semantic.project) still has
    the content it had: a result that read another module is re-hashed against it on every
    run (its index row keeps no stat, so the run's fast path never answers it)."""
    for path, digest in dependencies.items():
        try:
            with open(path, "rb") as handle:
                if content_hash(handle.read()) != digest:
                    return False
        except OSError:
            return False
    return True


def _finite(text: str) -> float:
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError(f"not a finite number: {text}")
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"not a number: {name}")


def _loads(data: bytes) -> Any:
    """JSON without ``1e400`` (infinity), ``NaN`` or ``Infinity``: nothing torchlint writes."""
    return json.loads(
        data.decode("utf-8", "surrogatepass"), parse_float=_finite, parse_constant=_no_constant
    )


def _whole(diagnostic: Any) -> bool:
    """Positions of plain ints, as torchlint writes them."""
    places = [diagnostic.location, diagnostic.end_location]
    if diagnostic.fix is not None:
        places += [p for e in diagnostic.fix.edits for p in (e.location, e.end_location)]
    places += [p for r in diagnostic.related for p in (r.location, r.end_location)]
    numbers = [n for p in places for n in (p.row, p.column)]
    numbers += [x for x in (diagnostic.cell, diagnostic.noqa_row) if x is not None]
    numbers += [r.cell for r in diagnostic.related if r.cell is not None]
    return all(type(n) is int and 0 <= n < 1 << 40 for n in numbers)


def _line_key(row: Any) -> Any:
    """A source line's key: its row, or (cell, row) in a notebook."""
    if isinstance(row, list):
        cell, number = row
        return (int(cell), int(number))
    return int(row)


class Store:
    """The entries of one salt: what workers read and write."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, key: str) -> Path:
        return self.folder / "entries" / key[:2] / f"{key}.json"

    def load(self, key: str, shown: str) -> Any | None:
        try:
            with open(self.path(key), "rb") as handle:
                data = handle.read()
        except OSError:
            return None
        return decode_result(key, shown, data)

    def save(self, key: str, result: Any) -> None:
        if not os.path.isfile(self.folder / SALT_MARKER):
            return  # not a folder this run's Cache prepared (see Cache.usable)
        target = self.path(key)
        if os.path.islink(target.parent) or os.path.islink(target.parent.parent):
            return  # never written through a link inside the cache
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(target, encode_result(key, result))
        except OSError:
            pass  # a cache that cannot be written only makes the next run slower


# -- the cache a run uses -------------------------------------------------------------------
class Cache:
    """Opened once per run by the parent process; workers get ``store`` only."""

    def __init__(self, root: str | os.PathLike[str]) -> None:
        found = cache_root(Path(root))
        # A symlink to someone else's folder (a checked tree can hold one where the cache
        # goes): no cache at all rather than writing outside the tree.
        self.usable = found is not None
        self.root = found if found is not None else Path(root)
        self.salt = salt()
        self.folder = self.root / self.salt
        # Nothing inside the cache is followed: a salt or entries folder that is a link
        # (planted, or left by a tool) would lead writes and the sweep elsewhere.
        if self.usable and any(os.path.islink(p) for p in (self.folder, self.folder / "entries")):
            self.usable = False
        self.problem = None if self.usable else link_problem(
            self.root if found is None else self.folder)
        self.store = Store(self.folder)
        self.index_path = self.folder / "index.json"
        self.index, self.garbage = self._read_index() if self.usable else ({}, 0)
        self.changed: dict[str, list[Any]] = {}
        self.used: set[str] = set()
        self.wrote_entries = False
        self.today = int(time.time() // 86400)
        if self.usable:
            try:  # before the workers write entries: Store.save needs the marker
                self._prepare()
            except OSError:
                pass  # a cache that cannot be written only makes the next run slower

    def _read_index(self) -> tuple[dict[str, list[Any]], int]:
        """The index rows and the count of entries orphaned since the last sweep."""
        try:
            with open(self.index_path, "rb") as handle:
                payload = _loads(handle.read())
            if payload.get("format") != FORMAT or payload.get("salt") != self.salt:
                return {}, 0
            rows = payload["files"]
            garbage = payload.get("garbage", 0)
            if not isinstance(rows, dict) or not isinstance(garbage, int):
                return {}, 0
            return {
                k: v for k, v in rows.items()
                if isinstance(v, list) and len(v) == 5 and isinstance(v[0], list)
                and isinstance(v[1], str) and isinstance(v[2], str) and isinstance(v[3], int)
                and isinstance(v[4], bool)
            }, garbage
        except (OSError, ValueError, KeyError, TypeError, AttributeError, UnicodeError, RecursionError):
            return {}, 0

    @staticmethod
    def row_key(path: Path, shown: str, codes: tuple[str, ...]) -> str:
        return f"{files.absolute_path(path)}\0{shown}\0{','.join(codes)}"

    def lookup(self, path: Path, shown: str, codes: tuple[str, ...]) -> Any | None:
        """The cached result when the file's stat is unchanged since it was cached."""
        if not self.usable:
            return None
        row_key = self.row_key(path, shown, codes)
        row = self.index.get(row_key)
        if row is None:
            return None
        try:
            stat = os.stat(path)
        except OSError:
            return None
        if stat_key(stat) != row[0]:
            return None
        # Most files have no findings: their result is known without reading the entry (a
        # warm check of the corpus spent most of its time opening 5,700 of them).
        result = empty_result(shown) if row[4] else self.store.load(row[2], shown)
        if result is not None:
            self.used.add(row_key)
            if row[3] != self.today:
                self.changed[row_key] = [row[0], row[1], row[2], self.today, row[4]]
        return result

    def record(
        self, row_key: str, stat: list[int] | None, digest: str, key: str, wrote: bool, empty: bool
    ) -> None:
        """A worker checked (or found by content) the file: point the index at its entry.
        ``stat`` None: not trustworthy yet; the row keeps no stat so it is re-hashed.
        ``empty``: the result has no finding, line or warning."""
        self.changed[row_key] = [stat or [], digest, key, self.today, empty]
        self.used.add(row_key)
        self.wrote_entries = self.wrote_entries or wrote

    # -- saving and pruning ---------------------------------------------------------------
    def save(self) -> None:
        if not self.usable or (not self.changed and not self.wrote_entries):
            return  # a warm run with nothing new writes nothing
        try:
            merged, garbage = self._read_index()  # keep what a concurrent run saved meanwhile
            merged.update(self.index)
            garbage = max(garbage, self.garbage)
            for row_key, row in self.changed.items():
                old = merged.get(row_key)
                garbage += old is not None and old[2] != row[2]  # the old content's entry
            merged.update(self.changed)
            kept = self._prune_rows(merged)
            garbage += len(merged) - len(kept)
            swept = self.wrote_entries and garbage > SWEEP_GARBAGE + len(kept) // 8
            payload = {"format": FORMAT, "salt": self.salt, "files": kept,
                       "garbage": 0 if swept else garbage}
            write_atomic(self.index_path, json.dumps(payload, separators=(",", ":")).encode(
                "utf-8", "surrogatepass"))
            if swept:
                self._sweep_entries({row[2] for row in kept.values()})
            if self.wrote_entries:
                self._sweep_salts()
        except OSError:
            pass

    def _prepare(self) -> None:
        claim = _empty_or_missing(self.root)
        self.folder.mkdir(parents=True, exist_ok=True)
        if claim:  # a folder torchlint creates (or found empty) is marked as a cache
            _create(self.root / "CACHEDIR.TAG", _TAG.encode())
            _create(self.root / ".gitignore", b"# Automatically created by torchlint.\n*\n")
        _create(self.folder / SALT_MARKER, b"")

    def _prune_rows(self, rows: dict[str, list[Any]]) -> dict[str, list[Any]]:
        kept = {}
        for row_key, row in rows.items():
            if row_key not in self.used:
                if self.today - row[3] > INDEX_DAYS:
                    continue
                if not os.path.exists(row_key.split("\0", 1)[0]):
                    continue  # the file was deleted
            kept[row_key] = row
        return kept

    def _sweep_entries(self, live: set[str]) -> None:
        """Remove entries no index row points to (old contents of changed files, deleted
        files), sparing young ones a concurrent run may be about to index."""
        entries = self.folder / "entries"
        cutoff = time.time() - GRACE_SECONDS
        if os.path.islink(entries):
            return
        try:
            shards = list(os.scandir(entries))
        except OSError:
            return
        for shard in shards:
            # Only what the cache creates (two-hex-digit shards holding <key>.json and the
            # .tmp- files of an interrupted write); no link, inside or leading out, is followed.
            if not (len(shard.name) == 2 and _is_hex(shard.name) and shard.is_dir(follow_symlinks=False)):
                continue
            try:
                for entry in os.scandir(shard.path):
                    name = entry.name
                    key = name[:-5] if name.endswith(".json") else None
                    ours = (key is not None and len(key) == 40 and _is_hex(key)) or name.startswith(".tmp-")
                    if key in live or not ours or not entry.is_file(follow_symlinks=False):
                        continue
                    try:
                        if entry.stat(follow_symlinks=False).st_mtime < cutoff:
                            os.unlink(entry.path)
                    except OSError:
                        pass
            except OSError:
                continue

    def _sweep_salts(self) -> None:
        """Folders of other salts (older torchlint, edited rules): keep the most recent few."""
        others = []
        ours = _is_ours(self.root)
        try:
            for entry in os.scandir(self.root):
                # Only folders named like a salt, and in a folder that is not marked as
                # torchlint's cache only those carrying torchlint's marker: anything else
                # belongs to someone else.
                if (entry.is_dir(follow_symlinks=False) and entry.name != self.salt
                        and len(entry.name) == len(self.salt) and _is_hex(entry.name)
                        and (ours or os.path.isfile(os.path.join(entry.path, SALT_MARKER)))):
                    index = os.path.join(entry.path, "index.json")
                    try:
                        used = os.stat(index).st_mtime
                    except OSError:
                        used = entry.stat().st_mtime
                    others.append((used, entry.path))
        except OSError:
            return
        others.sort(reverse=True)
        cutoff = time.time() - GRACE_SECONDS
        for used, path in others[KEEP_SALTS - 1:]:
            if used < cutoff:
                import shutil  # rarely reached: only old salts' folders are removed

                shutil.rmtree(path, ignore_errors=True)


SALT_MARKER = "torchlint-cache"  # in every salt folder: what _sweep_salts may delete


def cache_root(folder: Path) -> Path | None:
    """The folder the cache lives in. A folder that exists, holds something and is not marked
    as torchlint's cache (``--cache-dir .``, a shared ``~/.cache``) is someone else's: the
    cache goes into a ``.torchlint_cache`` folder of its own inside it, so that torchlint
    never writes its ``.gitignore`` or ``CACHEDIR.TAG`` over theirs or sweeps their folders.
    None (no cache) for a symlink to such a folder: the default cache folder lies in the
    checked tree, and a tree's ``.torchlint_cache -> /elsewhere`` must not lead writes out."""
    if os.path.islink(folder) and _leads_out(folder):
        return None
    if _empty_or_missing(folder) or _is_ours(folder):
        return folder
    if os.path.islink(folder):
        return None
    return folder / DEFAULT_DIR


def _leads_out(link: Path) -> bool:
    """Whether the link leads out of the working directory's tree."""
    real = os.path.realpath(link)
    root = os.path.realpath(os.getcwd())
    return os.path.commonpath([root, real]) != root


def link_problem(folder: Path) -> str | None:
    """Why the cache at ``folder`` is not used, said once per run; None when it is."""
    if os.path.islink(folder):
        where = os.path.realpath(folder)
        out = " outside the checked tree" if _leads_out(folder) else " someone else's folder"
        return (f"the cache folder {folder} is a symlink to {where},{out}; running without "
                "a cache")
    return f"the cache folder {folder} holds a link; running without a cache"


def _empty_or_missing(folder: Path) -> bool:
    try:
        with os.scandir(folder) as entries:
            return next(entries, None) is None
    except FileNotFoundError:
        return True
    except OSError:
        return False


def _is_ours(folder: Path) -> bool:
    try:
        with open(folder / "CACHEDIR.TAG", "rb") as handle:
            return handle.read(len(_TAG) + 1) == _TAG.encode()
    except OSError:
        return False


def _create(path: Path, data: bytes) -> None:
    """Write a new file; one that exists (ours or not) is left as it is."""
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except FileExistsError:
        return
    with os.fdopen(descriptor, "wb") as stream:
        stream.write(data)


def _is_hex(name: str) -> bool:
    return all(c in "0123456789abcdef" for c in name)


def resolve_dir(option: str | None, configured: str | None, config_root: Path | None) -> Path:
    """``--cache-dir``, then ``TORCHLINT_CACHE_DIR``, then ``cache-dir`` from the configuration
    (relative to its file), then ``.torchlint_cache`` in the project root (the configuration's
    folder, else the working directory)."""
    if option:
        return Path(option)
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env)
    base = config_root if config_root is not None else Path.cwd()
    if configured:
        return base / configured
    return base / DEFAULT_DIR


def run_dir(paths: Sequence[str], config: str | None, option: str | None) -> Path:
    """The cache folder for a command-line run: the configuration that applies to the first
    path (as for every other run-wide setting) decides ``cache-dir`` and the project root."""
    from torchlint.config import ConfigError, Options, Resolver

    configured = root = None
    if not option and not os.environ.get(ENV_VAR):
        try:
            settings = Resolver(Options(config=config)).for_path(Path(paths[0] if paths else "."))
        except (ConfigError, OSError):
            settings = None  # the run itself reports the problem
        if settings is not None and settings.source is not None:
            configured, root = settings.cache_dir, settings.source.parent
    return resolve_dir(option, configured, root)
