"""The data every other module exchanges: Diagnostic, Fix, Edit, Applicability.

Positions are Ruff's: rows and columns are 1-based, columns count characters (not bytes), and
an end position is exclusive. Everything here is plain, picklable and JSON-serialisable so that
results can cross process boundaries and live in the cache.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

DOCS_URL = "https://github.com/torchlint/torchlint/blob/main/docs/rules/{code}.md"


@dataclass(frozen=True)
class EngineCode:
    """A code the engine reports itself, not a rule's: on whatever is selected (a file that
    was not checked must say so), turned off by `ignore`, per-file ignores or a file-wide
    `# torchlint: noqa`, and documented like a rule (`torchlint rule TL001`)."""

    code: str
    name: str
    description: str
    documentation: str = ""
    # on whatever is selected (TL001, TL002), or only when named (TL003, as Ruff's RUF100)
    default: bool = True


# The one definition of the engine's own codes; the registry, the outputs and the server read
# them from here.
ENGINE_RULES = (
    EngineCode("TL001", "syntax-error",
               "The file could not be decoded or parsed, so it was not checked.",
               """## What it does
Reports a file that torchlint could not check at all: its bytes are not text in the declared
encoding, it is not valid Python for the running interpreter (or libcst), a notebook is not
valid JSON or nbformat, or it is beyond the safety limits (nesting so deep that parsing it
would exhaust the stack, a file of more than 2,000,000 characters or 60,000 lines). The
finding sits where the parser stopped, with its message.

In a notebook, a cell that does not parse (an exercise's `<>` placeholder, a half-written
cell) is skipped, the other cells are checked, and one warning on stderr names the skipped
cells: that is no finding (a review of user code found 28 of 30 such findings were exercise
templates nobody would change). A notebook none of whose cells parse is one TL001 at its
first cell, with the others as related places (`= also:` lines, JSON `related`).

## Why is this bad?
No rule ran on the file, so "All checks passed!" would be untrue. The finding is an error:
the run exits 1, as for any finding.

## How to silence it
Fix the file, or leave it out: `--ignore TL001` (or `ignore = ["TL001"]`), a per-file ignore
(`per-file-ignores = {"generated/*" = ["TL001"]}`), `--exclude`, or `# torchlint: noqa` on a
line of its own at the top of the file. A line-level `# noqa` cannot silence it: a file
that does not parse has no lines to attach one to. A valid file is never a TL001 because of
its length or its long lines alone: past the limits it is skipped with one warning on stderr.
"""),
    EngineCode("TL002", "internal-error",
               "A rule failed on this file; the other rules still ran.",
               """## What it does
Reports that a rule raised an exception, or a worker process died, while checking this file.
The message names the rule and the exception; the other rules' findings in the file are
reported as usual.

## Why is this bad?
The failed rule's findings in the file are missing. It is torchlint's bug, not the code's:
please report it with the file (or the smallest part of it that still fails) and the
message. With `TORCHLINT_DEBUG=1` the traceback is printed.

## How to silence it
`--ignore TL002`, a per-file ignore, or `# torchlint: noqa` at the top of the file. A `#
noqa` on a line does not hide it (it is not about that line).
"""),
    EngineCode("TL003", "unused-noqa",
               "A `# noqa` comment names a torchlint code that silences nothing on its line.",
               """## What it does
Reports a `# noqa: CODES` comment one of whose torchlint codes silences no finding on its line
(Ruff's `RUF100`): the code it silenced was fixed, the line moved, or the code is mistyped. The
finding sits on the comment and names the unused codes. Only codes of rules that are on are
judged (a comment for a rule that is off may still be needed elsewhere), codes of other tools
are never judged, and a bare `# noqa` silences everything, so it is left alone.

## Why is this bad?
A stale `# noqa` hides the next real finding on that line without anyone deciding so.

## How to use it
Off unless named: `--extend-select TL003` (or `extend-select = ["TL003"]`); `--select ALL`
does not turn it on. It judges Python files (not notebooks or standard input), reading each
file that holds a torchlint `# noqa` once more without its comments applied. There is no fix:
remove the codes it names by hand.
""", default=False),
)
ENGINE_CODES = {engine_code.code: engine_code.name for engine_code in ENGINE_RULES}


# How serious a finding is, most serious first: a bug (the program crashes, measures the
# wrong thing, or silently does not do what it says), a performance warning, or information.
# The names are LSP's and SARIF's levels (`info` is SARIF's `note`); `severity` in the
# configuration changes a rule's, `fail-on` says which fail a run.
SEVERITIES = ("error", "warning", "info")


class Applicability(str, enum.Enum):
    """How trustworthy a fix is, in Ruff's terms."""

    SAFE = "safe"  # same values, only faster: applied by `torchlint fix`
    UNSAFE = "unsafe"  # may change results or behaviour: needs --unsafe-fixes
    DISPLAY_ONLY = "display-only"  # shown, never applied


class FixAvailability(str, enum.Enum):
    """What a rule can offer, for `torchlint rule --all` and the docs."""

    NONE = "none"
    SAFE = "safe"
    UNSAFE = "unsafe"
    SOMETIMES = "sometimes"  # safe for some forms, unsafe for others


@dataclass(frozen=True, order=True)
class Location:
    row: int
    column: int

    def to_dict(self) -> dict[str, int]:
        return {"column": self.column, "row": self.row}


@dataclass(frozen=True)
class Edit:
    """Replace the text between two locations with ``content`` (empty range: insertion)."""

    location: Location
    end_location: Location
    content: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "content": self.content,
            "end_location": self.end_location.to_dict(),
            "location": self.location.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Edit:
        return cls(
            Location(**data["location"]), Location(**data["end_location"]), data["content"]
        )


@dataclass(frozen=True)
class Fix:
    message: str
    edits: tuple[Edit, ...]
    applicability: Applicability

    def to_dict(self) -> dict[str, Any]:
        return {
            "applicability": self.applicability.value,
            "edits": [edit.to_dict() for edit in self.edits],
            "message": self.message,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Fix:
        return cls(
            data["message"],
            tuple(Edit.from_dict(e) for e in data["edits"]),
            Applicability(data["applicability"]),
        )

    def applies(self, unsafe_fixes: bool) -> bool:
        if self.applicability is Applicability.SAFE:
            return True
        return unsafe_fixes and self.applicability is Applicability.UNSAFE


@dataclass(frozen=True)
class Related:
    """Another place in the same file that belongs to a finding (another avoidable sync of
    the same training step): shown under it, never a finding of its own. ``cell``: the
    notebook cell holding it, as ``Diagnostic.cell``."""

    location: Location
    end_location: Location
    message: str
    cell: int | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "end_location": self.end_location.to_dict(),
            "location": self.location.to_dict(),
            "message": self.message,
        }
        if self.cell is not None:
            data["cell"] = self.cell
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Related:
        return cls(
            Location(**data["location"]), Location(**data["end_location"]), data["message"],
            data.get("cell"),
        )


@dataclass(frozen=True)
class Diagnostic:
    code: str
    name: str
    message: str
    filename: str
    location: Location
    end_location: Location
    fix: Fix | None = None
    noqa_row: int | None = None
    cell: int | None = None
    severity: str = "error"
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    # How often the flagged code runs: "hot" (per step, batch or forward), "periodic" (once
    # every N steps), "cold" (once),
    # "test"; None for the engine's own codes.
    context: str | None = None
    # Why only --pedantic shows this finding ("runs once", "in a test", "grad unknown");
    # None: shown by default.
    pedantic: str | None = None
    # Other places in the file that belong to this finding (the other avoidable syncs of a
    # training step), in source order; most findings have none.
    related: tuple[Related, ...] = ()

    @property
    def url(self) -> str | None:
        if self.code in ENGINE_CODES:
            return None
        return DOCS_URL.format(code=self.code)

    def to_dict(self) -> dict[str, Any]:
        """Ruff's JSON schema, key for key, plus ``context`` and, only for a finding that has
        them, ``related``."""
        data = {
            "cell": self.cell,
            "code": self.code,
            "end_location": self.end_location.to_dict(),
            "filename": self.filename,
            "fix": self.fix.to_dict() if self.fix else None,
            "location": self.location.to_dict(),
            "message": self.message,
            "name": self.name,
            "noqa_row": self.noqa_row,
            "severity": self.severity,
            "url": self.url,
            # Beyond Ruff's keys: how often the code runs (hot, cold, test).
            "context": self.context,
        }
        if self.related:
            data["related"] = [related.to_dict() for related in self.related]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Diagnostic:
        return cls(
            code=data["code"],
            name=data["name"],
            message=data["message"],
            filename=data["filename"],
            location=Location(**data["location"]),
            end_location=Location(**data["end_location"]),
            fix=Fix.from_dict(data["fix"]) if data.get("fix") else None,
            noqa_row=data.get("noqa_row"),
            cell=data.get("cell"),
            severity=data.get("severity", "error"),
            context=data.get("context"),
            pedantic=data.get("pedantic"),
            related=tuple(Related.from_dict(r) for r in data.get("related", ())),
        )

    def sort_key(self) -> tuple[Any, ...]:
        return (self.filename, self.cell or 0, self.location, self.code)
