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
    """A code the engine reports itself, not a rule: always on, silenced only with noqa, and
    without a documentation page."""

    code: str
    name: str
    description: str


# The one definition of the engine's own codes; the registry, the outputs and the server read
# them from here.
ENGINE_RULES = (
    EngineCode("TL001", "syntax-error",
               "The file could not be decoded or parsed, so it was not checked."),
    EngineCode("TL002", "internal-error",
               "A rule failed on this file; the other rules still ran."),
)
ENGINE_CODES = {engine_code.code: engine_code.name for engine_code in ENGINE_RULES}


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

    @property
    def url(self) -> str | None:
        if self.code in ENGINE_CODES:
            return None
        return DOCS_URL.format(code=self.code)

    def to_dict(self) -> dict[str, Any]:
        """Ruff's JSON schema, key for key."""
        return {
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
        )

    def sort_key(self) -> tuple[Any, ...]:
        return (self.filename, self.cell or 0, self.location, self.code)
