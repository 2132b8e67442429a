"""The base class every rule derives from, and the per-file context rules read.

A rule is a libcst visitor in spirit: it defines ``visit_<Node>`` / ``leave_<Node>`` methods and
calls :meth:`Rule.report`. It never reads files, prints, or edits source: it describes a fix as
edits anchored on nodes, and the engine turns those into positions, applies and checks them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, ClassVar, Iterable, Mapping, Sequence

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic import COLD, CONTEXTS, PERIODIC, TEST, SemanticModel
from torchlint.semantic.syntax import argument_indent, block_indent, code_in_place, one_per_line

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
    # This form's severity, when it differs from the rule's (TL202's crash form).
    severity: str | None = None


class Context:
    """What rules may know about the file being checked."""

    def __init__(
        self,
        module: cst.Module,
        source: str,
        filename: str,
        context_filename: str | None = None,
        cell_magic: Callable[[cst.If], str | None] | None = None,
        cell_starts: Sequence[int] | None = None,
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
        # the first row of each notebook cell in the joined text (None: not a notebook)
        self._cell_starts = list(cell_starts) if cell_starts else None
        # The codes selected for this check (the engine sets it; None: not known). Two rules
        # that give one action (TL407 and TL408) report it once when both are selected.
        self.selected: frozenset[str] | None = None

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

    def displayed(self, line: cst.SimpleStatementLine, statement: cst.BaseSmallStatement) -> bool:
        """Is ``statement`` (of ``line``, a statement of the module itself) a notebook cell's
        last statement, an expression whose value IPython shows (no ``;`` after it)?"""
        starts = self._cell_starts
        if not starts or not isinstance(statement, cst.Expr):
            return False
        if line.body[-1] is not statement or not isinstance(statement.semicolon, cst.MaybeSentinel):
            return False
        body = list(self.module.body)
        if not any(s is line for s in body):
            return False
        from bisect import bisect_right

        rows = self.memo("module-statement-rows", self._statement_rows)
        if rows is None:
            return False
        count = 0
        for statement_line in body:
            size = len(statement_line.body) if isinstance(statement_line, cst.SimpleStatementLine) else 1
            if statement_line is line:
                count += size - 1
                break
            count += size
        if count >= len(rows):
            return False
        row = rows[count]
        following = rows[count + 1] if count + 1 < len(rows) else None
        cell = bisect_right(starts, row) - 1
        next_start = starts[cell + 1] if cell + 1 < len(starts) else None
        return following is None or (next_start is not None and following >= next_start)

    def _statement_rows(self) -> list[int] | None:
        """The first row of each statement of the module, as CPython counts statements
        (``a; b`` is two); parsed only for notebooks that ask."""
        import ast

        try:
            return [statement.lineno for statement in ast.parse(self.source).body]
        except (SyntaxError, ValueError):
            return None

    def memo(self, key: str, compute):  # noqa: ANN001 - small cache shared by rules
        """Per-file cache for facts several rules need (``SemanticModel.remember``)."""
        return self.semantic.remember(key, compute)

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
    # On by default: checked by a plain `torchlint check` (no `select`). A stable rule that is
    # off by default is still selected by its code, a prefix or ALL without --preview (as in
    # Ruff); a preview rule comes in through a prefix or ALL only with --preview. The bar
    # (issue 24): >= 90% of reviewed findings acted on in user code, from at least 20
    # reviewed findings; the figures are in the docstring's "## On user code" section.
    default: ClassVar[bool] = True
    screen: ClassVar[tuple[frozenset[str], ...]] = ()
    # The cost contexts (semantic.HOT, PERIODIC, COLD, TEST) where the rule reports by
    # default; the others need --pedantic. None: everywhere (bug rules). A rule that names
    # COLD also reports in PERIODIC code (it runs more often than once).
    default_contexts: ClassVar[frozenset[str] | None] = None
    # Why the rule reports by default in code that runs once or in tests, for each such context
    # in default_contexts or a report's ``contexts=`` (catalog v3: a finding there is default
    # only where it is a bug or its cost is known to be large: "a DataLoader built once serves
    # every batch"). Required for COLD and TEST (checked when the class is defined, and by
    # report()); shown on the rule's docs page.
    context_costs: ClassVar[Mapping[str, str]] = {}
    # "error" for bug rules (the code crashes, measures the wrong thing or silently does not
    # do what it says), "warning" for performance rules; `severity` in the configuration
    # changes it per rule.
    severity: ClassVar[str] = "warning"

    def __init_subclass__(cls, **kwargs) -> None:  # noqa: ANN003
        super().__init_subclass__(**kwargs)
        check_contexts(cls)

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
        severity: str | None = None,
    ) -> None:
        """Report ``node``. ``pedantic``: why only --pedantic should show it, when the rule
        knows (the engine adds the cost-context reasons itself); ``always``: report it by
        default in any context (its cost is known to be large); ``contexts``: the default
        contexts of this form of the rule, when they differ from ``default_contexts`` (cold
        code and tests only with a stated cost in ``context_costs``, as for the rule);
        ``related``: other places that belong to this finding, shown under it."""
        if contexts is not None and any(
            c in contexts and c not in self.context_costs for c in (COLD, TEST)
        ):
            raise ValueError(f"{self.code}: a form reporting in cold code or tests needs context_costs")
        self.ctx.reports.append(
            Report(node, message, fix, end_node, self, pedantic, always, contexts, tuple(related),
                   severity)
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


def check_contexts(rule: type[Rule]) -> None:
    """A rule's default contexts are known ones, and every context in them where code runs
    once or is a test comes with its stated cost (``context_costs``): no rule's own notion of
    a training loop may leak findings in cold code or tests into the default output."""
    contexts = rule.default_contexts
    if contexts is None:
        return
    unknown = set(contexts) - set(CONTEXTS)
    if unknown:
        raise TypeError(f"{rule.__name__}: unknown cost contexts {sorted(unknown)}")
    for context in (COLD, TEST):
        if context in contexts and not (rule.context_costs.get(context) or "").strip():
            raise TypeError(
                f"{rule.__name__}: default context {context!r} needs a stated cost in "
                f"context_costs (why a finding there costs every step, or is a bug)"
            )
    extra = set(rule.context_costs) - {COLD, TEST}
    if extra:
        raise TypeError(f"{rule.__name__}: context_costs names contexts that need no stated cost: {sorted(extra)}")


def default_in(rule_contexts: frozenset[str] | None, context: str) -> bool:
    """Does a report whose default contexts are ``rule_contexts`` show by default in
    ``context``? Code that runs every N steps runs more often than code that runs once."""
    if rule_contexts is None or context in rule_contexts:
        return True
    return context == PERIODIC and COLD in rule_contexts


def add_keyword(ctx: Context, call: cst.Call, keyword: str, value: str) -> PendingEdit:
    """Add ``keyword=value`` to ``call``, keeping the call's layout:

    - arguments sharing a line (or several per line): ``, keyword=value`` right after the last
      argument, on its line (Ruff-style; a trailing comma stays after it);
    - arguments one per line: a line of its own at their indentation. Where ``)`` sits on a
      line of its own, that line goes just above it, after the last argument's comment (the
      comment stays with the argument it was written for); a trailing comma is kept in style
      (the new line gets one when the last argument had one);
    - no arguments: ``keyword=value`` between the parentheses."""
    if not call.args:
        template = cst.parse_expression(f"f({keyword}={value})")
        assert isinstance(template, cst.Call)
        new_call = call.with_changes(args=template.args)
        return Rule.replace(call, ctx.module.code_for_node(new_call))
    last = call.args[-1]
    text = f"{keyword}={value}"
    indent = argument_indent(call, ctx) if one_per_line(call) else None
    if indent is None:
        return Rule.insert_after(last.value, f", {text}")
    newline = ctx.module.default_newline
    comma = last.comma
    after = comma.whitespace_after if isinstance(comma, cst.Comma) else last.whitespace_after_arg
    if isinstance(after, cst.ParenthesizedWhitespace):
        closing = Anchor(after.last_line, "line_start")
        if isinstance(comma, cst.Comma):
            return PendingEdit(closing, closing, f"{indent}{text},{newline}")
        # no trailing comma: one goes right after the last argument, whose comment (and the
        # comment lines below it) stay where they were, above the new line
        block = block_indent(ctx, call)
        kept = code_in_place(ctx, after.first_line, block) + "".join(
            code_in_place(ctx, line, block) for line in after.empty_lines
        )
        return PendingEdit(Anchor(last.value, "end"), closing, f",{kept}{indent}{text}{newline}")
    return Rule.insert_after(last.value, f",{newline}{indent}{text}")
