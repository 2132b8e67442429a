"""torchlint as a flake8 extension: ``flake8 --select TL`` reports what ``torchlint check`` does.

flake8 hands over the lines it already read; the engine checks them with the rules that
``[tool.torchlint]`` enables for the file, so both tools agree finding for finding. flake8's
plugin API wants 0-based columns (it prints them 1-based), torchlint's are 1-based. Suppressions
work both ways: torchlint honours ``# noqa`` itself, and flake8 does too.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator, Sequence

from torchlint import __version__


@lru_cache(maxsize=1)
def _resolver() -> Any:
    # One per process: it caches each folder's pyproject.toml, and flake8 checks many files.
    from torchlint.config import Options, Resolver

    return Resolver(Options())


class TorchlintChecker:
    name = "torchlint"
    version = __version__

    def __init__(self, tree: object, filename: str, lines: Sequence[str]) -> None:
        # ``tree`` is asked for only because flake8 requires a plugin to take it or a
        # logical/physical line; torchlint parses with libcst, not ast.
        self.filename = filename
        self.lines = lines

    def _rules(self) -> tuple:
        path = Path(self.filename)
        if self.filename in ("-", "stdin", ""):
            path = Path.cwd() / "stdin.py"
        return _resolver().for_path(path).rules_for(path)

    def _pedantic(self) -> bool:
        path = Path(self.filename)
        if self.filename in ("-", "stdin", ""):
            path = Path.cwd() / "stdin.py"
        return _resolver().for_path(path).pedantic_on

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
