"""``[tool.torchlint]`` in ``pyproject.toml`` (or a ``torchlint.toml``), merged with
command-line options.

The nearest folder at or above a checked path that holds ``.torchlint.toml``, ``torchlint.toml``
or a ``pyproject.toml`` with a ``[tool.torchlint]`` table gives that path's configuration, the
first of those three winning, as Ruff's ``ruff.toml`` beats ``pyproject.toml`` (``--config
FILE`` names one explicitly). Command-line options are a layer on top: ``--config KEY=VALUE``
replaces a key, ``--select``, ``--exclude`` and ``--per-file-ignores`` replace the configured
ones, ``--ignore``, ``--extend-select`` and ``--extend-exclude`` add to them.
"""

from __future__ import annotations

import fnmatch
import os
import re
import sys
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

from torchlint import files, registry
from torchlint.diagnostics import SEVERITIES

if TYPE_CHECKING:  # importing it would import libcst; a check needs only rule codes
    from torchlint.rule import Rule


class ConfigError(Exception):
    """A configuration problem; the CLI prints it as one line and exits 2."""


def _str_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _per_file(value: Any) -> bool:
    return isinstance(value, dict) and all(_str_list(v) for v in value.values())


def _severities(value: Any) -> bool:
    return isinstance(value, dict) and all(v in SEVERITIES for v in value.values())


# Every key [tool.torchlint] accepts: (type check, type description, what it does).
# docs/configuration.md is generated from this table, so the reference cannot drift.
KEYS: dict[str, tuple[Callable[[Any], bool], str, str]] = {
    "select": (_str_list, "list of rule codes or prefixes",
               "Rules to enable, replacing the default set (`ALL`, `TL1`, `TL101`): a rule that "
               "is off by default is enabled by its code, a prefix or `ALL`."),
    "extend-select": (_str_list, "list of rule codes or prefixes",
                      "Rules to enable on top of `select` or the default set."),
    "ignore": (_str_list, "list of rule codes or prefixes", "Rules to disable."),
    "exclude": (_str_list, "list of glob patterns",
                "Files and folders to skip while walking directories, relative to the "
                "configuration file's folder (a pattern without `/` matches any path "
                "component). A file named on the command line is checked all the same, "
                "unless `--force-exclude` is given (as the pre-commit hooks do)."),
    "per-file-ignores": (_per_file, "table of glob pattern to list of codes",
                         "Rules to disable in files matching a pattern "
                         "(`\"tests/*\" = [\"TL4\"]`)."),
    "unsafe-fixes": (lambda v: isinstance(v, bool), "boolean",
                     "Apply unsafe fixes too, as `--unsafe-fixes` does."),
    "preview": (lambda v: isinstance(v, bool), "boolean",
                "Let prefixes and `ALL` select preview rules (those below the precision bar on "
                "real code), and add preview rules that are on by default."),
    "pedantic": (lambda v: isinstance(v, bool), "boolean",
                 "Report every occurrence, as `--pedantic` does: also findings of performance "
                 "rules in code that runs once or in tests (without it they report only on hot "
                 "paths, or where the cost is known to be large)."),
    "cache-dir": (lambda v: isinstance(v, str), "string",
                  "Where to keep the result cache (default `.torchlint_cache`)."),
    "extend-per-file-ignores": (_per_file, "table of glob pattern to list of codes",
                                "Rules to disable in files matching a pattern, in addition to "
                                "`per-file-ignores` (as Ruff's key of the same name)."),
    "respect-gitignore": (lambda v: isinstance(v, bool), "boolean",
                          "Skip files that git ignores (`.gitignore`, `.git/info/exclude`, the "
                          "global excludes file) while walking a folder inside a git work "
                          "tree (default true). Files named on the command line are checked."),
    "severity": (_severities, "table of rule code or prefix to \"error\", \"warning\" or \"info\"",
                 "How serious a rule's findings are (`{TL301 = \"info\", TL4 = \"error\"}`; the "
                 "most specific code or prefix wins). Bug rules are errors, performance rules "
                 "warnings; every output format carries it."),
    "fail-on": (lambda v: v in SEVERITIES, "\"error\", \"warning\" or \"info\"",
                "The least serious finding that makes the run exit 1 (default `info`: any "
                "finding). `fail-on = \"error\"` keeps CI failing on bugs only."),
    "fixable": (_str_list, "list of rule codes or prefixes",
                "Rules whose fixes may be applied (default `ALL`); the others are reported "
                "without `[*]` and never rewritten."),
    "extend-fixable": (_str_list, "list of rule codes or prefixes",
                       "Rules to add to `fixable`."),
    "unfixable": (_str_list, "list of rule codes or prefixes",
                  "Rules whose fixes are never applied (wins over `fixable`)."),
}


@dataclass(frozen=True)
class Options:
    """What the command line (or an API caller) asks for; None means "not given"."""

    select: tuple[str, ...] | None = None
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    unsafe_fixes: bool | None = None
    preview: bool | None = None
    config: str | None = None
    pedantic: bool | None = None
    exclude: tuple[str, ...] | None = None
    extend_exclude: tuple[str, ...] = ()
    per_file_ignores: tuple[tuple[str, tuple[str, ...]], ...] | None = None
    extend_per_file_ignores: tuple[tuple[str, tuple[str, ...]], ...] = ()
    respect_gitignore: bool | None = None
    fixable: tuple[str, ...] | None = None
    extend_fixable: tuple[str, ...] = ()
    unfixable: tuple[str, ...] = ()
    fail_on: str | None = None
    # `--config KEY=VALUE`: (key, value) pairs that replace the file's keys
    overrides: tuple[tuple[str, Any], ...] = ()


def pedantic_from_environment() -> bool:
    """``TORCHLINT_PEDANTIC=1``: the default of --pedantic when neither the command line nor
    the configuration says."""
    return os.environ.get("TORCHLINT_PEDANTIC", "").strip().lower() in ("1", "true", "yes", "on")


# Files that hold torchlint's configuration at their top level, before pyproject.toml: the
# first one found in a folder wins.
CONFIG_FILES = (".torchlint.toml", "torchlint.toml")
# What a run with no selection says when no rule is on by default (issue 24: a rule is on by
# default only at >= 90% of at least 20 reviewed findings acted on, on user code).
NO_DEFAULT_RULES = (
    "No rule is on by default: none has 90% of its findings acted on in the reviews of "
    "user code (docs/accuracy-user-code.md). Nothing was checked; choose rules with --select "
    "(ALL, a prefix such as TL3, or codes) or `select` in [tool.torchlint]"
)


@dataclass(frozen=True)
class Settings:
    root: Path  # folder that relative patterns are matched from
    source: Path | None = None  # the pyproject.toml these came from
    select: tuple[str, ...] | None = None
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    per_file_ignores: tuple[tuple[str, tuple[str, ...]], ...] = ()
    unsafe_fixes: bool = False
    preview: bool = False
    cache_dir: str | None = None
    cli: Options = field(default_factory=Options)
    pedantic: bool | None = None
    respect_gitignore: bool = True
    fixable: tuple[str, ...] | None = None  # None: every rule
    unfixable: tuple[str, ...] = ()
    severities: tuple[tuple[str, str], ...] = ()  # (code or prefix, severity)
    fail_on: str = "info"

    @property
    def failing(self) -> str:
        """The least serious severity that fails the run (command line, then configuration)."""
        return self.cli.fail_on or self.fail_on

    def severity_of(self, code: str, default: str) -> str:
        """A rule's severity after `severity` in the configuration (the most specific
        selector wins)."""
        matching = [(len(s), level) for s, level in self.severities if registry.matches(s, code)]
        return max(matching)[1] if matching else default

    def unused_noqa_on(self, path: Path) -> bool:
        """TL003 (unused `# noqa`) is on when a selector names it (not `ALL`, as Ruff's
        RUF100 is opt-in in practice) and nothing ignores it for ``path``."""
        named = [*(self.select or ()), *self.extend_select, *(self.cli.select or ()),
                 *self.cli.extend_select]
        return any(s != "ALL" and registry.matches(s, "TL003") for s in named) and not (
            self.ignores_engine_code("TL003", path))

    def ignores_engine_code(self, code: str, path: Path) -> bool:
        """Whether TL001/TL002 (on whatever is selected) are turned off for ``path`` by
        `ignore` (configuration or command line) or a per-file ignore."""
        ignored = [*self.ignore, *self.cli.ignore]
        if self.per_file_ignores:
            relative, shown = _relative(path, self.root), path.as_posix()
            ignored += [c for pattern, codes in self.per_file_ignores
                        if _matches(pattern, shown, relative) for c in codes]
        return any(selector != "ALL" and registry.matches(selector, code) for selector in ignored)

    @property
    def gitignore_on(self) -> bool:
        if self.cli.respect_gitignore is not None:
            return self.cli.respect_gitignore
        return self.respect_gitignore

    def fix_allowed(self, code: str) -> bool:
        """Whether ``fixable``/``unfixable`` (configuration, then command line) let the fixes
        of rule ``code`` apply."""
        fixable = self.cli.fixable if self.cli.fixable is not None else self.fixable
        allowed = (fixable is None or any(registry.matches(s, code) for s in fixable)
                   or any(registry.matches(s, code) for s in self.cli.extend_fixable))
        return allowed and not any(
            registry.matches(s, code) for s in (*self.unfixable, *self.cli.unfixable))

    @property
    def fix_unsafe(self) -> bool:
        return self.cli.unsafe_fixes if self.cli.unsafe_fixes is not None else self.unsafe_fixes

    @property
    def preview_on(self) -> bool:
        return self.cli.preview if self.cli.preview is not None else self.preview

    @property
    def pedantic_on(self) -> bool:
        if self.cli.pedantic is not None:
            return self.cli.pedantic
        if self.pedantic is not None:
            return self.pedantic
        return pedantic_from_environment()

    def rules(self) -> tuple[type[Rule], ...]:
        return tuple(registry.rules_for_codes(self.codes()))

    def codes(self) -> tuple[str, ...]:
        """The codes of ``rules()``, without importing a rule module."""
        layers = [
            (list(self.select) if self.select is not None else None,
             list(self.extend_select), list(self.ignore)),
            (list(self.cli.select) if self.cli.select is not None else None,
             list(self.cli.extend_select), list(self.cli.ignore)),
        ]
        return registry.resolve_codes(layers, preview=self.preview_on)

    def rules_for(self, path: Path) -> tuple[type[Rule], ...]:
        return tuple(registry.rules_for_codes(self.codes_for(path)))

    def codes_for(self, path: Path) -> tuple[str, ...]:
        """The codes of ``rules_for(path)``, without importing a rule module."""
        codes = _cached_codes(self)
        if not self.per_file_ignores:
            return codes
        relative, shown = _relative(path, self.root), path.as_posix()
        ignored = [
            code for pattern, codes in self.per_file_ignores
            if _matches(pattern, shown, relative) for code in codes
        ]
        if not ignored:
            return codes
        return tuple(c for c in codes if not any(registry.matches(i, c) for i in ignored))

    def excluded(self, path: str | os.PathLike[str], real: str | None = None) -> bool:
        """Whether an ``exclude`` pattern matches ``path`` (``real``: its real path, when the
        caller knows it)."""
        if not self.exclude:
            return False
        relative = _relative(path, self.root, real)
        shown = Path(path).as_posix() if not isinstance(path, str) else path.replace(os.sep, "/")
        return _Patterns.of(self.exclude).match(shown, relative)

    def with_preview(self) -> Settings:
        """The same settings with preview rules on: what `--preview` would check."""
        return replace(self, cli=replace(self.cli, preview=True))

    def selection_warnings(self) -> list[str]:
        """Selectors that enable nothing because every rule they match is a preview rule
        while preview is off, and a selection that leaves no rule at all: such a run would
        otherwise print "All checks passed!" having checked nothing."""
        if self.preview_on:
            return [] if self.codes() else ["No rules are enabled: nothing was checked"]
        warnings = []
        for selector in [*(self.select or ()), *self.extend_select,
                         *(self.cli.select or ()), *self.cli.extend_select]:
            matched = [r for r in registry.index() if registry.matches(selector, r.code)]
            if selector != "ALL" and matched and all(r.preview for r in matched) and not any(
                    r.code == selector for r in matched):
                warning = (f"Selector {selector} matches only preview rules, which are off: "
                           "add --preview to enable them")
                if warning not in warnings:
                    warnings.append(warning)
        if not self.codes() and not self._engine_only():
            warnings.append(NO_DEFAULT_RULES if self._defaults_only() else "No rules are enabled: nothing was checked")
        return warnings

    def _defaults_only(self) -> bool:
        """No selection anywhere: the rules on by default, of which there may be none."""
        return not any((self.select, self.extend_select, self.cli.select, self.cli.extend_select))

    def _engine_only(self) -> bool:
        """`--select TL001`: only whether each file can be checked at all, which is asked."""
        selectors = [*(self.select or ()), *(self.cli.select or ())]
        return bool(selectors) and all(s in registry.ENGINE_CODES for s in selectors)

    def describe(self) -> str:
        """What `--show-settings` prints: where the settings came from and what they say."""
        per_file = ", ".join(f"{p!r}: [{', '.join(codes)}]" for p, codes in self.per_file_ignores)
        rows = [
            ("configuration", str(self.source) if self.source else "(none: defaults)"),
            ("root", str(self.root)),
            ("rules", ", ".join(r.code for r in self.rules()) or "(none)"),
            ("preview", str(self.preview_on).lower()),
            ("pedantic", str(self.pedantic_on).lower()),
            ("unsafe-fixes", str(self.fix_unsafe).lower()),
            ("exclude", ", ".join(self.exclude) or "(none)"),
            ("per-file-ignores", per_file or "(none)"),
            ("cache-dir", self.cache_dir or "(default)"),
        ]
        return "".join(f"{name:<17} {value}\n" for name, value in rows)


@lru_cache(maxsize=64)
def _cached_codes(settings: Settings) -> tuple[str, ...]:
    return settings.codes()


def _matches(pattern: str, shown: str, relative: str) -> bool:
    """Whether ``pattern`` matches a path: ``shown`` is the path as given in ``/`` form,
    ``relative`` its :func:`_relative` to the project root."""
    return _Patterns.of((pattern,)).match(shown, relative)


class _Patterns:
    """Glob patterns compiled together (an ``exclude`` list is asked about every file and
    folder of a tree): a path matches when a pattern matches its path relative to the root,
    or as given; a pattern without ``/`` also matches any one part of it ("tests" excludes
    every folder named tests), and "src/legacy" or "src/legacy/" everything below it."""

    @classmethod
    @lru_cache(maxsize=256)
    def of(cls, patterns: tuple[str, ...]) -> _Patterns:
        return cls(patterns)

    def __init__(self, patterns: tuple[str, ...]) -> None:
        named = [p.rstrip("/") for p in patterns if "/" not in p.rstrip("/")]
        below = [p.rstrip("/") + "/" for p in patterns if "/" in p.rstrip("/")]
        self._whole = _any_of(patterns)
        self._part = _any_of(named)
        self._below = _any_of([prefix + "*" for prefix in below])
        self._prefixes = tuple(below)

    def match(self, shown: str, relative: str) -> bool:
        whole, part, below = self._whole, self._part, self._below
        if whole is not None and (whole(relative) or whole(shown)):
            return True
        if part is not None and any(part(name) for name in relative.split("/") if name):
            return True
        return relative.startswith(self._prefixes) or (below is not None and below(relative) is not None)


def _any_of(patterns: Sequence[str]) -> Callable[[str], object] | None:
    """``match`` of one regular expression for "one of these globs matches the whole
    string" (None for no globs)."""
    if not patterns:
        return None
    return re.compile("|".join(f"(?:{fnmatch.translate(p)})" for p in patterns)).match


def _relative(path: str | os.PathLike[str], root: Path, real: str | None = None) -> str:
    """``path`` below ``root``, both with symlinks resolved (``realpath``, unlike
    ``Path.resolve``, does not raise on a loop), in ``/`` form; else ``path`` as given.
    ``real``: the real path of ``path``, when the caller knows it."""
    if real is None:
        real = files.real_path(os.fspath(path))
    base = files.real_directory(str(root))
    if real == base:
        return "."
    inside = base if base.endswith(os.sep) else base + os.sep
    if not real.startswith(inside):
        return Path(path).as_posix()
    return real[len(inside):].replace(os.sep, "/")


def _selectors(values: list[str], where: str) -> tuple[str, ...]:
    out = []
    for value in values:
        try:
            out.append(registry.check_selector(value))
        except registry.UnknownSelector:
            raise ConfigError(f"{where}: unknown rule selector {value!r}") from None
    return tuple(out)


def check_options(options: Options) -> Options:
    """Validate and normalise the selectors given on the command line."""
    if options.select is not None and not options.select:
        # `--select ""` would run no rule and report "All checks passed!".
        raise ConfigError("--select: no rule selector given (use `ALL` for every rule)")
    per_file = options.per_file_ignores
    if per_file is not None:
        per_file = tuple((pattern, _selectors(list(codes), f"--per-file-ignores {pattern!r}"))
                         for pattern, codes in per_file)
    for key, value in options.overrides:
        _check_key(key, _thawed(key, value), "--config", "")
    return replace(
        options,
        select=_selectors(list(options.select), "--select") if options.select is not None else None,
        extend_select=_selectors(list(options.extend_select), "--extend-select"),
        ignore=_selectors(list(options.ignore), "--ignore"),
        per_file_ignores=per_file,
        extend_per_file_ignores=tuple(
            (pattern, _selectors(list(codes), f"--extend-per-file-ignores {pattern!r}"))
            for pattern, codes in options.extend_per_file_ignores),
        fail_on=options.fail_on,
        fixable=_selectors(list(options.fixable), "--fixable")
        if options.fixable is not None else None,
        extend_fixable=_selectors(list(options.extend_fixable), "--extend-fixable"),
        unfixable=_selectors(list(options.unfixable), "--unfixable"),
    )


def parse_override(text: str) -> tuple[str, Any]:
    """``--config 'select = ["TL1"]'``: one TOML ``KEY = VALUE`` line, as Ruff takes it."""
    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        table = None
    if not table or len(table) != 1:
        raise ConfigError(
            f"--config {text!r}: neither a configuration file nor a TOML `KEY = VALUE` setting"
        )
    ((key, value),) = table.items()
    _check_key(key, value, "--config", "")
    return key, _frozen(value)


def _frozen(value: Any) -> Any:
    # Options are hashed (rule sets are cached per settings): lists and tables become tuples.
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        return tuple((k, _frozen(v)) for k, v in value.items())
    return value


def _thawed(key: str, value: Any) -> Any:
    if key == "severity":
        return dict(value)
    if key in ("per-file-ignores", "extend-per-file-ignores"):
        return {pattern: list(codes) for pattern, codes in value}
    return list(value) if isinstance(value, tuple) else value


# A configuration file is read only up to this size: pyproject.toml files run to a few
# kilobytes, and a 4 GB (sparse) one was read whole until the process was killed.
MAX_CONFIG_BYTES = 1024 * 1024


def _read_config(path: Path) -> str:
    with open(path, "rb") as handle:
        data = handle.read(MAX_CONFIG_BYTES + 1)
    if len(data) > MAX_CONFIG_BYTES:
        raise ConfigError(f"{path}: too large for a configuration file (more than "
                          f"{MAX_CONFIG_BYTES:,} bytes); not read")
    return data.decode("utf-8-sig")  # a BOM is allowed (Windows editors write one)


def load_file(path: Path) -> dict[str, Any] | None:
    """The [tool.torchlint] table of a pyproject.toml (or a torchlint.toml's top level).
    A UTF-8 byte-order mark, which some Windows editors write, is read past."""
    try:
        data = tomllib.loads(_read_config(path))
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{path}: invalid TOML: {error}") from None
    except RecursionError:  # tomllib recurses once per level of nested arrays or tables
        raise ConfigError(f"{path}: invalid TOML: nested too deeply") from None
    except (OSError, UnicodeDecodeError) as error:
        raise ConfigError(f"{path}: cannot read: {getattr(error, 'strerror', None) or error}") from None
    except ValueError as error:  # an integer of more than 4,300 digits
        raise ConfigError(f"{path}: invalid TOML: {str(error).split(':')[0]}") from None
    if path.name == "pyproject.toml":
        tool = data.get("tool", {})
        table = tool.get("torchlint") if isinstance(tool, dict) else None
        if table is not None and not isinstance(table, dict):
            raise ConfigError(f"{path}: [tool.torchlint] must be a table")
        return table
    return data


def _check_key(key: str, value: Any, where: str, table_name: str) -> None:
    if key not in KEYS:
        raise ConfigError(f"{where}: unknown key {key!r}{table_name}")
    check, kind, _ = KEYS[key]
    if not check(value):
        raise ConfigError(f"{where}: key {key!r}{table_name} must be a {kind}")


def settings_from_table(table: dict[str, Any], path: Path | None, root: Path, cli: Options) -> Settings:
    where = str(path) if path else "configuration"
    table_name = " in [tool.torchlint]" if path is not None and path.name == "pyproject.toml" else ""
    for key, value in table.items():
        _check_key(key, value, where, table_name)
    # --config KEY=VALUE replaces the file's key (already checked when it was parsed)
    table = {**table, **{key: _thawed(key, value) for key, value in cli.overrides}}
    per_file = tuple(
        (pattern, _selectors(codes, f"{where}: per-file-ignores[{pattern!r}]"))
        for pattern, codes in table.get("per-file-ignores", {}).items()
    )
    if cli.per_file_ignores is not None:
        per_file = cli.per_file_ignores
    per_file += tuple(
        (pattern, _selectors(codes, f"{where}: extend-per-file-ignores[{pattern!r}]"))
        for pattern, codes in table.get("extend-per-file-ignores", {}).items()
    ) + cli.extend_per_file_ignores
    fixable = table.get("fixable")
    fixable = None if fixable is None else _selectors(fixable, f"{where}: fixable") + \
        _selectors(table.get("extend-fixable", []), f"{where}: extend-fixable")
    exclude = tuple(table.get("exclude", [])) if cli.exclude is None else cli.exclude
    return Settings(
        root=root,
        source=path,
        select=_selectors(table["select"], f"{where}: select") if "select" in table else None,
        extend_select=_selectors(table.get("extend-select", []), f"{where}: extend-select"),
        ignore=_selectors(table.get("ignore", []), f"{where}: ignore"),
        exclude=exclude + cli.extend_exclude,
        per_file_ignores=per_file,
        unsafe_fixes=table.get("unsafe-fixes", False),
        preview=table.get("preview", False),
        cache_dir=table.get("cache-dir"),
        cli=cli,
        pedantic=table.get("pedantic"),
        respect_gitignore=table.get("respect-gitignore", True),
        severities=tuple((_selectors([code], f"{where}: severity")[0], level)
                         for code, level in table.get("severity", {}).items()),
        fail_on=table.get("fail-on", "info"),
        fixable=fixable,
        unfixable=_selectors(table.get("unfixable", []), f"{where}: unfixable"),
    )


class Resolver:
    """Finds and caches the settings that apply to each checked path."""

    def __init__(self, cli: Options) -> None:
        self.cli = cli
        self._by_dir: dict[Path, Settings] = {}
        self._explicit: Settings | None = None
        if cli.config:
            path = Path(cli.config)
            if not path.is_file():
                raise ConfigError(f"{path}: configuration file not found")
            table = load_file(path) or {}
            self._explicit = settings_from_table(table, path, path.resolve().parent, cli)

    def for_path(self, path: Path) -> Settings:
        if self._explicit is not None:
            return self._explicit
        start = Path(os.path.realpath(path))
        directory = start if start.is_dir() else start.parent
        return self._for_dir(directory)

    def _for_dir(self, directory: Path) -> Settings:
        cached = self._by_dir.get(directory)
        if cached is not None:
            return cached
        table, candidate = None, None
        for name in (*CONFIG_FILES, "pyproject.toml"):
            candidate = directory / name
            table = load_file(candidate) if candidate.is_file() else None
            if table is not None:
                break
        if table is not None:
            settings = settings_from_table(table, candidate, directory, self.cli)
        elif directory.parent == directory:
            settings = settings_from_table({}, None, Path(os.getcwd()), self.cli)
        else:
            settings = self._for_dir(directory.parent)
        self._by_dir[directory] = settings
        return settings
