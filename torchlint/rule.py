"""The base class every rule derives from, and the per-file context rules read.

A rule is a libcst visitor in spirit: it defines ``visit_<Node>`` / ``leave_<Node>`` methods and
calls :meth:`Rule.report`. It never reads files, prints, or edits source: it describes a fix as
edits anchored on nodes, and the engine turns those into positions, applies and checks them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, ClassVar, Iterable, Sequence

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic import SemanticModel
from torchlint.semantic.syntax import argument_indent

# Sides a PendingEdit can be anchored to:
#   "start" / "end": the node's first / past-the-last character;
#   "line_start": column 0 of the node's first line;
#   "next_line": column 0 of the line after the node's last line (deletes its newline too).
SIDES = ("start", "end", "line_start", "next_line")


@dataclass(frozen=True)
class Anchor:
    node: cst.CSTNode
    side: str = "start"


@dataclass(frozen=True)
class Copy:
    """Edit content taken from the file itself (to move a statement), resolved by the engine.
    A copied range that does not end with a newline gets the module's newline."""

    start: Anchor
    end: Anchor


@dataclass(frozen=True)
class PendingEdit:
    start: Anchor
    end: Anchor
    content: str | Copy


@dataclass(frozen=True)
class PendingFix:
    message: str
    edits: tuple[PendingEdit, ...]
    applicability: Applicability


@dataclass(frozen=True)
class PendingRelated:
    """Another place that belongs to a report (``Diagnostic.related``), anchored on nodes."""

    node: cst.CSTNode
    message: str
    end_node: cst.CSTNode | None = None


@dataclass
class Report:
    node: cst.CSTNode
    message: str
    fix: PendingFix | None
    end_node: cst.CSTNode | None
    rule: Rule
    # Why only --pedantic shows it, when the rule knows ("grad unknown"); the engine adds the
    # cost-context reasons ("runs once", "in a test") from the rule's default contexts.
    pedantic: str | None = None
    # Reported by default wherever it is (a cost known to be large), whatever the context.
    always: bool = False
    # The default contexts of this report's form, when they differ from the rule's.
    contexts: frozenset[str] | None = None
    # Other places that belong to this finding, shown under it (Diagnostic.related).
    related: tuple[PendingRelated, ...] = ()


class Context:
    """What rules may know about the file being checked."""

    def __init__(
        self,
        module: cst.Module,
        source: str,
        filename: str,
        context_filename: str | None = None,
        cell_magic: Callable[[cst.If], str | None] | None = None,
    ) -> None:
        self.module = module
        self.source = source
        self.filename = filename
        # Ancestors of the node being visited, outermost first; the node itself is last.
        self.stack: list[cst.CSTNode] = []
        self.reports: list[Report] = []
        # ``context_filename``: the path that decides whether this is a test file (relative
        # to the project root when the caller knows it).
        self.semantic = SemanticModel(module, source, context_filename or filename)
        self.resolver = self.semantic.resolver
        self._cell_magic = cell_magic

    # -- names ---------------------------------------------------------------------------
    def qualified_name(self, expr: cst.BaseExpression) -> str | None:
        """The dotted name ``expr`` refers to through imports (``F.dropout`` ->
        ``torch.nn.functional.dropout``), or None when it is not bound by an import.
        ``expr`` is the current node or below it."""
        return self.semantic.qualified_name(expr, self.stack)

    def cell_magic(self, node: cst.If) -> str | None:
        """The IPython magic (``%timeit``, ``%%time``...) that the input adapter turned into
        this ``if`` so that its code could be parsed, None for code written as it stands."""
        return self._cell_magic(node) if self._cell_magic is not None else None

    def memo(self, key: str, compute):  # noqa: ANN001 - small cache shared by rules
        """Per-file cache for facts several rules need."""
        memo = self.semantic.memo
        if key not in memo:
            memo[key] = compute()
        return memo[key]

    def code(self, node: cst.CSTNode) -> str:
        return self.module.code_for_node(node)

    @property
    def parent(self) -> cst.CSTNode | None:
        return self.stack[-2] if len(self.stack) > 1 else None

    def ancestors(self) -> Iterable[cst.CSTNode]:
        """Enclosing nodes, innermost first, excluding the current node."""
        return reversed(self.stack[:-1])


class Rule:
    """Base class for a torchlint rule.

    Subclasses set ``code`` (``TLnnn``), ``name`` (kebab-case), ``fix_availability``, and
    ``screen``: groups of identifiers; for the rule to possibly report in a file, at least one
    word of every group must occur in it. The engine skips parsing files that no selected
    rule's screen matches, so a screen must be built from the very names the rule looks for
    (a test compares screened and unscreened results on real code).
    The class docstring is the rule's documentation (see ``torchlint.docs``).
    """

    code: ClassVar[str] = ""
    name: ClassVar[str] = ""
    fix_availability: ClassVar[FixAvailability] = FixAvailability.NONE
    preview: ClassVar[bool] = False
    screen: ClassVar[tuple[frozenset[str], ...]] = ()
    # The cost contexts (semantic.HOT, COLD, TEST) where the rule reports by default; the
    # others need --pedantic. None: everywhere (bug rules).
    default_contexts: ClassVar[frozenset[str] | None] = None

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    def report(
        self,
        node: cst.CSTNode,
        message: str,
        *,
        fix: PendingFix | None = None,
        end_node: cst.CSTNode | None = None,
        pedantic: str | None = None,
        always: bool = False,
        contexts: frozenset[str] | None = None,
        related: Sequence[PendingRelated] = (),
    ) -> None:
        """Report ``node``. ``pedantic``: why only --pedantic should show it, when the rule
        knows (the engine adds the cost-context reasons itself); ``always``: report it by
        default in any context (its cost is known to be large); ``contexts``: the default
        contexts of this form of the rule, when they differ from ``default_contexts``;
        ``related``: other places that belong to this finding, shown under it."""
        self.ctx.reports.append(
            Report(node, message, fix, end_node, self, pedantic, always, contexts, tuple(related))
        )

    # -- fix builders ---------------------------------------------------------------------
    @staticmethod
    def fix(
        message: str, edits: Sequence[PendingEdit], applicability: Applicability
    ) -> PendingFix:
        return PendingFix(message, tuple(edits), applicability)

    @staticmethod
    def replace(node: cst.CSTNode, content: str) -> PendingEdit:
        return PendingEdit(Anchor(node, "start"), Anchor(node, "end"), content)

    @staticmethod
    def insert_after(node: cst.CSTNode, content: str) -> PendingEdit:
        return PendingEdit(Anchor(node, "end"), Anchor(node, "end"), content)

    @staticmethod
    def insert_before(node: cst.CSTNode, content: str) -> PendingEdit:
        return PendingEdit(Anchor(node, "start"), Anchor(node, "start"), content)

    @staticmethod
    def delete_between(start: Anchor, end: Anchor) -> PendingEdit:
        return PendingEdit(start, end, "")

    @classmethod
    def screen_patterns(cls) -> list[re.Pattern[str]]:
        return [
            re.compile(r"\b(?:%s)\b" % "|".join(sorted(map(re.escape, group))))
            for group in cls.screen
        ]


def add_keyword(ctx: Context, call: cst.Call, keyword: str, value: str) -> PendingEdit:
    """Ruff-style: ``, keyword=value`` right after the last argument (a trailing comma stays
    after it); a call without arguments gets ``keyword=value`` between its parentheses. When the
    arguments sit on their own lines, the keyword gets a line of its own at their indentation,
    so that the call keeps its layout."""
    if call.args:
        indent = argument_indent(call, ctx)
        if indent is not None:
            newline = ctx.module.default_newline
            return Rule.insert_after(call.args[-1].value, f",{newline}{indent}{keyword}={value}")
        return Rule.insert_after(call.args[-1].value, f", {keyword}={value}")
    template = cst.parse_expression(f"f({keyword}={value})")
    assert isinstance(template, cst.Call)
    new_call = call.with_changes(args=template.args)
    return Rule.replace(call, ctx.module.code_for_node(new_call))
