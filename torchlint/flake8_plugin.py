"""torchlint as a flake8 extension: ``flake8 --select TL`` reports what ``torchlint check`` does.

flake8 hands over the lines it already read; the engine checks them with the rules that
``[tool.torchlint]`` enables for the file, so both tools agree finding for finding. flake8's
plugin API wants 0-based columns (it prints them 1-based), torchlint's are 1-based. Suppressions
work both ways: torchlint honours ``# noqa`` itself, and flake8 does too. A rule that is off
by default runs when flake8's own ``--select`` / ``--extend-select`` names it or a prefix
narrower than ``TL`` (``flake8 --select TL201``), as ``torchlint check --extend-select`` would.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator, Sequence

from torchlint import __version__


@lru_cache(maxsize=4)
def _resolver(named: tuple[str, ...] = ()) -> Any:
    # One per process: it caches each folder's pyproject.toml, and flake8 checks many files.
    from torchlint.config import Options, Resolver

    return Resolver(Options(extend_select=named))


def _named(options: Any) -> tuple[str, ...]:
    """The torchlint selectors flake8's --select and --extend-select name, narrower than the
    plugin's whole prefix ``TL`` (which means what torchlint enables)."""
    from torchlint import registry

    named = []
    for selector in [*(getattr(options, "select", None) or ()),
                     *(getattr(options, "extend_select", None) or ())]:
        selector = str(selector).strip().upper()
        if not selector.startswith("TL") or len(selector) <= 2:
            continue
        try:
            named.append(registry.check_selector(selector))
        except registry.UnknownSelector:
            continue
    return tuple(dict.fromkeys(named))


class TorchlintChecker:
    name = "torchlint"
    version = __version__
    named: tuple[str, ...] = ()

    @classmethod
    def parse_options(cls, options: Any) -> None:
        cls.named = _named(options)

    def __init__(self, tree: object, filename: str, lines: Sequence[str]) -> None:
        # ``tree`` is asked for only because flake8 requires a plugin to take it or a
        # logical/physical line; torchlint parses with libcst, not ast.
        self.filename = filename
        self.lines = lines

    def _rules(self) -> tuple:
        path = Path(self.filename)
        if self.filename in ("-", "stdin", ""):
            path = Path.cwd() / "stdin.py"
        return _resolver(self.named).for_path(path).rules_for(path)

    def _pedantic(self) -> bool:
        path = Path(self.filename)
        if self.filename in ("-", "stdin", ""):
            path = Path.cwd() / "stdin.py"
        return _resolver(self.named).for_path(path).pedantic_on

    def run(self) -> Iterator[tuple[int, int, str, type]]:
        from torchlint import engine
        from torchlint.config import ConfigError

        try:
            rules = self._rules()
        except ConfigError as error:
            yield 1, 0, f"TL001 torchlint configuration error: {error}", type(self)
            return
        result = engine.check_text("".join(self.lines), self.filename, rules)
        for diagnostic in engine.visible(result.diagnostics, self._pedantic()):
            yield (
                diagnostic.location.row,
                diagnostic.location.column - 1,
                f"{diagnostic.code} {diagnostic.message}",
                type(self),
            )
