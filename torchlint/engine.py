"""Source in, diagnostics (and fixed source) out: parse once, run every rule in one traversal.

The engine owns everything rules must not: decoding, parsing, turning node-anchored edits into
positions, ``# noqa`` suppressions, and applying fixes under the safety checks (the result
parses; a second pass changes nothing). It never touches the file system.
"""

from __future__ import annotations

import ast
import functools
import gc
import os
import re
import sys
import warnings
from dataclasses import dataclass, field
from typing import Callable, Sequence

import libcst as cst

from torchlint.diagnostics import Applicability, Diagnostic, Edit, Fix, Location, Related
from torchlint.registry import known_code
from torchlint import screen, walk
from torchlint.rule import Anchor, Context, Copy, Report, Rule, default_in
from torchlint.semantic import CONTEXT_REASONS, SemanticModel, flow
from torchlint.semantic.project import Project
# The text-level half lives in torchlint.source (no libcst); these names stay readable here.
from torchlint.source import (  # noqa: F401 - re-exported
    _FILE_NOQA,
    _NEWLINE,
    MAX_CHARACTERS,
    MAX_LINE,
    MAX_LINES,
    Encoding,
    LegacySource,
    LineIndex,
    SourceError,
    Unwritable,
    _comment_rows,
    _compiles,
    _cpython_error,
    _engine_diagnostic,
    common_affixes,
    decode,
    encode,
    file_disabled,
    size_error,
    visible,
)

MAX_FIX_PASSES = 10
# libcst's visitors recurse once per nesting level; deeply nested expressions are legal Python.
_RECURSION_LIMIT = 20_000

_NOQA = re.compile(
    r"#\s*noqa(?![A-Za-z0-9_])(?::\s*(?P<codes>[A-Za-z]+[0-9]+(?:[\s,]+[A-Za-z]+[0-9]+)*))?",
    re.IGNORECASE,
)


def parse(text: str) -> cst.Module:
    too_large = size_error(text)
    if too_large is not None:
        raise too_large
    too_deep = _nesting_error(text)
    if too_deep is not None:
        raise too_deep
    try:
        module = None
        if text.count("\n") > 2 * walk.PIECE_LINES:
            # a large file: parsed in pieces, as libcst's parser peaks at 17 KB a line (walk.py)
            module = walk.parse_in_pieces(text, screen.words_of(text).tree())
        if module is None:
            module = walk.parse_module(text)
        if "\f" in text:
            _check_round_trip(module, text)
        return module
    except cst.ParserSyntaxError as error:
        # CPython's parser names the place and the problem better ("'(' was never closed");
        # libcst's message stands when CPython accepts what libcst does not.
        cpython = _cpython_error(text)
        if cpython is not None:
            raise cpython from None
        message = str(error.message).strip().splitlines()[0] if error.message else "invalid syntax"
        if _compiles(text):
            # Python accepts the file and only libcst cannot read it: torchlint's limit, not a
            # fault of the user's code (a fresh5 review called such TL001s noise)
            raise LegacySource(
                f"cannot parse: {message}", error.raw_line, max(error.raw_column, 0) + 1, message,
                "valid Python that torchlint's parser (libcst) cannot read ({form})",
            ) from None
        raise SourceError(
            f"cannot parse: {message}", error.raw_line, max(error.raw_column, 0) + 1
        ) from None
    except RecursionError:
        raise SourceError("cannot parse: expression nested too deeply") from None


def _check_round_trip(module: cst.Module, text: str) -> None:
    """libcst drops a form feed that comes before code on the same line, so every position
    after it on that line is one off and a fix would land beside its target."""
    code = module.code
    if code == text:
        return
    old_lines, new_lines = _NEWLINE.split(text), _NEWLINE.split(code)
    row = next(
        (i for i, (a, b) in enumerate(zip(old_lines, new_lines), 1) if a != b),
        min(len(old_lines), len(new_lines)) + 1,
    )
    raise SourceError(
        "cannot parse: a form feed before code on this line is not supported; put it on a "
        "line of its own", row, 1,
    )


# libcst's native parser takes time quadratic in the nesting depth of an expression (9 s for
# lists nested 1000 deep) and overflows its stack, killing the process, a few thousand levels
# down. CPython refuses such code too (200 nested brackets; its compiler gives up near 1000
# levels), so it is reported as TL001 before libcst sees it. A regular-expression scan finds
# the rare files with a logical line dense enough to be that deep; only those pay for
# CPython's parse and a depth count.
MAX_NESTING = 1000
_MAX_BRACKETS = 200
_DENSE_LINE = 1000
_STRUCTURE = re.compile(
    r"""(?P<skip>[rRbBuUfF]{0,2}(?:\"\"\"[\s\S]*?(?:\"\"\"|\Z)|'''[\s\S]*?(?:'''|\Z)
          |"(?:\\.|[^"\\\r\n])*"?|'(?:\\.|[^'\\\r\n])*'?)|\#[^\r\n]*|\\\r?\n)
      |(?P<newline>\r\n|\r|\n)
      |(?P<open>[(\[{])
      |(?P<close>[)\]}])
      |[-+*/%@&|^~<>.]|\b(?:not|lambda|if|await)\b""",
    re.VERBOSE,
)


def _nesting_error(text: str) -> SourceError | None:
    depth = count = 0
    for match in _STRUCTURE.finditer(text):
        kind = match.lastgroup
        if kind == "skip":
            continue
        if kind == "newline":
            if depth == 0:
                count = 0
            continue
        count += 1
        if kind == "open":
            depth += 1
        elif kind == "close":
            depth = max(depth - 1, 0)
        if count > _DENSE_LINE or depth > _MAX_BRACKETS:
            return _measured_nesting_error(text)
    return None


def _measured_nesting_error(text: str) -> SourceError | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = compile(text, "<torchlint>", "exec", ast.PyCF_ONLY_AST)
    except SyntaxError as error:
        # Dense enough to be dangerous, and not Python that CPython accepts: its word stands.
        return SourceError(f"cannot parse: {error.msg}", error.lineno or 1, max(error.offset or 1, 1))
    except (RecursionError, MemoryError):
        return SourceError(f"cannot parse: expression nested more than {MAX_NESTING} levels deep")
    except (ValueError, OverflowError) as error:
        return SourceError(f"cannot parse: {error}")
    stack = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_NESTING:
            return SourceError(
                f"cannot parse: expression nested more than {MAX_NESTING} levels deep",
                getattr(node, "lineno", 1),
                getattr(node, "col_offset", 0) + 1,
            )
        stack.extend((child, depth + 1) for child in ast.iter_child_nodes(node))
    return None


# -- traversal ------------------------------------------------------------------------------
class _Dispatcher(cst.CSTVisitor):
    """One traversal, every rule: calls each rule's visit_/leave_ method for each node.

    A rule that raises is switched off for the rest of the file and reported as TL002; the
    other rules carry on.
    """

    def __init__(self, ctx: Context, rules: Sequence[Rule]) -> None:
        super().__init__()
        self.ctx = ctx
        self.model: SemanticModel = ctx.semantic
        self.visits: dict[str, list] = {}
        self.leaves: dict[str, list] = {}
        self.failed: dict[str, BaseException] = {}
        for rule in rules:
            for attribute in dir(type(rule)):
                kind, _, node_type = attribute.partition("_")
                if kind in ("visit", "leave") and node_type and "_" not in node_type:
                    table = self.visits if kind == "visit" else self.leaves
                    table.setdefault(node_type, []).append((rule, getattr(rule, attribute)))

    def _call(self, handlers: list, node: cst.CSTNode) -> None:
        for rule, handler in handlers:
            if rule.code in self.failed:
                continue
            try:
                handler(node)
            except Exception as error:  # a bug in one rule must not hide the others
                self.failed[rule.code] = error

    def on_visit(self, node: cst.CSTNode) -> bool:
        self.ctx.stack.append(node)
        self.model.on_visit(node, self.ctx.stack)
        handlers = self.visits.get(type(node).__name__)
        if handlers:
            self._call(handlers, node)
        return True

    def on_leave(self, original_node: cst.CSTNode) -> None:
        # the model first: what a node's subtree showed is complete when rules leave it
        self.model.on_leave(original_node)
        handlers = self.leaves.get(type(original_node).__name__)
        if handlers:
            self._call(handlers, original_node)
        self.ctx.stack.pop()

    def on_visit_attribute(self, node: cst.CSTNode, attribute: str) -> None:
        pass

    def on_leave_attribute(self, original_node: cst.CSTNode, attribute: str) -> None:
        pass


def module_model(data: bytes, filename: str) -> SemanticModel | None:
    """A module of the checked file's project that it imports, as a semantic model
    (torchlint.semantic.project): decoded and parsed as a checked file is, filled by the
    traversal of a check with no rule. None where it does not decode or parse."""
    try:
        text, _ = decode(data)
        module = parse(text)
    except SourceError:
        return None
    ctx = Context(module, text, filename)
    walk.visit(module, _Dispatcher(ctx, []), SemanticModel.HANDLED, ctx.semantic.known_parents())
    return ctx.semantic


@dataclass
class CheckResult:
    diagnostics: list[Diagnostic] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    # Source lines of the rows that carry a diagnostic, for the text output's excerpt.
    lines: dict[int, str] = field(default_factory=dict)
    # Other files of the project the check read (absolute path -> content hash): the cache
    # re-checks the file when one of them changes (torchlint.semantic.project).
    dependencies: dict[str, str] = field(default_factory=dict)

    @property
    def unparsable(self) -> bool:
        return any(d.code == "TL001" for d in self.diagnostics)


def _tree_comment_rows(positions: dict[cst.CSTNode, tuple[int, int, int, int]], needle: str) -> list[int]:
    """``_comment_rows`` from a parsed file's positions: libcst keeps every comment as a
    ``Comment`` node, at the row where its token starts."""
    comment = cst.Comment
    return sorted(
        {where[0] for node, where in positions.items()
         if node.__class__ is comment and needle in node.value.lower()}
    )


# `check --ignore-noqa` (Ruff's option): line-level `# noqa` comments are not applied. Passed
# through the environment, so that the run's worker processes see it too; the CLI turns the
# cache off for such a run (its entries hold findings with noqa applied).
IGNORE_NOQA = "TORCHLINT_IGNORE_NOQA"


def noqa_table(
    text: str, filename: str, warnings: list[str], rows: list[int] | None = None
) -> dict[int, frozenset[str] | None]:
    """Row -> suppressed codes (None: all) for every ``# noqa`` comment in the file.
    ``rows``: the rows of the comments that hold "noqa", when the caller knows them."""
    if "noqa" not in text.lower():
        return {}
    table: dict[int, frozenset[str] | None] = {}
    index = LineIndex(text)
    for row in _comment_rows(text, "noqa") if rows is None else rows:
        match = _NOQA.search(index.line(row))
        if not match:
            continue
        if match.group("codes") is None:
            table[row] = None
            continue
        codes = frozenset(c.upper() for c in re.split(r"[\s,]+", match.group("codes")) if c)
        for code in sorted(codes):
            if code.startswith("TL") and not known_code(code):
                warnings.append(f"{filename}:{row}: unknown rule code {code} in `# noqa`")
        table[row] = codes
    return table


def _suppressed(diagnostic: Diagnostic, table: dict[int, frozenset[str] | None]) -> bool:
    row = diagnostic.noqa_row or diagnostic.location.row
    if row not in table:
        return False
    codes = table[row]
    return codes is None or diagnostic.code in codes


def _without_cyclic_gc(function):  # noqa: ANN001, ANN202 - a decorator
    """Run ``function`` with Python's cyclic garbage collector paused. A large file's tree is
    hundreds of thousands of live objects, and each collection walks them all: on a 400 KB
    file that made checking take 34 s instead of 18 s, growing faster than the file (measured
    by benchmarks/size.py). Nothing is leaked: reference counting frees the tree as before,
    and the collector finds any cycles once it runs again."""

    @functools.wraps(function)
    def paused(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        if not gc.isenabled():  # already paused by a caller (fix_text -> check_text)
            return function(*args, **kwargs)
        gc.disable()
        try:
            return function(*args, **kwargs)
        finally:
            gc.enable()

    return paused


def screened(rules: Sequence[type[Rule]], text: str) -> list[type[Rule]]:
    """The rules that could report in ``text`` (see torchlint.screen)."""
    return screen.screened(rules, text)


@_without_cyclic_gc
def check_text(
    text: str,
    filename: str,
    rules: Sequence[type[Rule]],
    *,
    use_screen: bool = True,
    context_filename: str | None = None,
    cell_magic: Callable[[cst.If], str | None] | None = None,
    cell_starts: Sequence[int] | None = None,
) -> CheckResult:
    """Every finding of ``rules`` in ``text``, after suppressions, sorted by position.

    Findings outside their rule's default cost contexts are included, marked with the reason
    (``Diagnostic.pedantic``): callers show them only under --pedantic (:func:`visible`).
    ``context_filename``: the path that decides whether this is a test file, relative to the
    project root when known (default: ``filename``). ``cell_magic``: what an input adapter
    knows of the statements it masked (for a notebook: the IPython magic an ``if`` stands
    for), a fact the rules ask through ``Context.cell_magic``. ``cell_starts``: the first row
    of each notebook cell in ``text`` (``Context.displayed``)."""
    result = CheckResult()
    too_large = size_error(text)
    if too_large is not None:  # one warning, not a finding: the file may well be valid
        result.warnings.append(too_large.warning(filename))
        return result
    if file_disabled(text):
        return result
    active = screen.screened(rules, text) if use_screen else list(rules)
    if not active and screen.words_of(text).compiles():
        # No rule can match and the file is valid Python: no libcst parse needed. (A file
        # that no rule can match still gets its TL001 when it does not parse.)
        return result
    try:
        module = parse(text)
    except LegacySource as error:
        if cell_starts is None:  # a notebook's cells are judged one by one (notebook.py)
            result.warnings.append(error.warning(filename))
            return result
        result.diagnostics.append(_engine_diagnostic("TL001", error.message, filename, error.row, error.column))
        result.lines[error.row] = LineIndex(text).line(error.row)
        return result
    except SourceError as error:
        result.diagnostics.append(
            _engine_diagnostic("TL001", error.message, filename, error.row, error.column)
        )
        result.lines[error.row] = LineIndex(text).line(error.row)
        return result
    project = None
    try:
        ctx = Context(module, text, filename, context_filename, cell_magic, cell_starts)
        ctx.selected = frozenset(rule.code for rule in rules)
        ctx.semantic.project = project = Project.around(filename, module_model)
        instances = [rule(ctx) for rule in active]
        dispatcher = _Dispatcher(ctx, instances)
        limit = sys.getrecursionlimit()
        try:
            sys.setrecursionlimit(max(limit, _RECURSION_LIMIT))
            # Same events as module.visit(dispatcher), without rebuilding every node or entering
            # subtrees where no rule's node type can occur (see torchlint/walk.py).
            handled = frozenset(dispatcher.visits) | frozenset(dispatcher.leaves) | SemanticModel.HANDLED
            walk.visit(module, dispatcher, handled, ctx.semantic.known_parents())
        except RecursionError:
            dispatcher.failed.update({rule.code: RecursionError("nested too deeply") for rule in active})
        finally:
            sys.setrecursionlimit(limit)
        reports = [r for r in ctx.reports if r.rule.code not in dispatcher.failed]
        index = LineIndex(text)
        positions = None
        if reports:
            try:
                # Resolving positions recurses as deeply as the traversal did.
                sys.setrecursionlimit(max(limit, _RECURSION_LIMIT))
                positions = _positions(module, text, reports, ctx.semantic)
                diagnostics = _materialize(reports, module, index, filename, ctx.semantic, positions)
            except Exception as error:  # noqa: BLE001 - positions failed: say so, don't crash
                diagnostics = []
                dispatcher.failed.update({r.rule.code: error for r in reports})
            finally:
                sys.setrecursionlimit(limit)
            result.diagnostics.extend(diagnostics)
    finally:
        flow.forget()  # its memo holds this tree's nodes
        if project is not None:
            result.dependencies.update(project.dependencies)
    for code, error in sorted(dispatcher.failed.items()):
        message = f"internal error in {code}: {type(error).__name__}: {error}".rstrip(": ")
        result.diagnostics.append(_engine_diagnostic("TL002", message, filename, 1, 1))
    # Only a file with findings pays for reading its noqa comments, from the tree when its
    # positions are known (tokenizing a large file again cost a fifth of its check).
    table = {}
    if result.diagnostics:
        whole = positions is not None and module in positions  # not only some statements
        rows = _tree_comment_rows(positions, "noqa") if whole else None
        table = noqa_table(text, filename, result.warnings, rows)
    if table and os.environ.get(IGNORE_NOQA) == "1":
        table = {}  # `check --ignore-noqa`: every finding, whatever its line's comment says
    result.diagnostics = sorted(
        (d for d in result.diagnostics if not _suppressed(d, table)), key=Diagnostic.sort_key
    )
    for diagnostic in result.diagnostics:
        result.lines[diagnostic.location.row] = index.line(diagnostic.location.row)
    return result


def _positions(
    module: cst.Module, text: str, reports: list[Report], model: SemanticModel
) -> dict[cst.CSTNode, tuple[int, int, int, int]]:
    """What PositionProvider gives, at half the cost (``walk.positions``), for the innermost
    statements the reports need when that can be done (``walk.positions_within``)."""
    wanted = []
    for report in reports:
        wanted.append(report.node)
        if report.end_node is not None:
            wanted.append(report.end_node)
        for related in report.related:
            wanted.append(related.node)
            if related.end_node is not None:
                wanted.append(related.end_node)
        for edit in report.fix.edits if report.fix is not None else ():
            wanted += [edit.start.node, edit.end.node]
            if isinstance(edit.content, Copy):
                wanted += [edit.content.start.node, edit.content.end.node]
    tree = screen.words_of(text).tree()  # the syntax screens' parse, when they made one
    found = walk.positions_within(module, text, tree, wanted, model.path_to) if tree is not None else None
    return found if found is not None else walk.positions(module)


def _materialize(
    reports: list[Report], module: cst.Module, index: LineIndex, filename: str, model: SemanticModel,
    positions: dict[cst.CSTNode, tuple[int, int, int, int]],
) -> list[Diagnostic]:

    def span(node: cst.CSTNode) -> tuple[tuple[int, int], tuple[int, int]]:
        # A node's own parentheses belong to it: `(a + b)` ends after `)`, so an edit after
        # it can never land inside them. (line, 0-based column) each.
        lpar = getattr(node, "lpar", None)
        rpar = getattr(node, "rpar", None)
        start = positions[lpar[0]][:2] if lpar else positions[node][:2]
        end = positions[rpar[-1]][2:] if rpar else positions[node][2:]
        return start, end

    def locate(anchor: Anchor) -> Location:
        start, end = span(anchor.node)
        if anchor.side == "start":
            return Location(start[0], start[1] + 1)
        if anchor.side == "end":
            return Location(end[0], end[1] + 1)
        if anchor.side == "line_start":
            return Location(start[0], 1)
        if anchor.side == "next_line":
            return Location(end[0] + 1, 1)
        raise ValueError(f"unknown anchor side {anchor.side!r}")

    def content(value: str | Copy) -> str:
        if isinstance(value, str):
            return value
        start, end = locate(value.start), locate(value.end)
        text = index.text[index.offset(start.row, start.column) : index.offset(end.row, end.column)]
        if not text.endswith(("\n", "\r")):
            text += module.default_newline
        return text

    diagnostics = []
    for report in reports:
        start = span(report.node)[0]
        end = span(report.end_node or report.node)[1]
        fix = None
        if report.fix is not None:
            edits = tuple(
                Edit(locate(e.start), locate(e.end), content(e.content))
                for e in report.fix.edits
            )
            fix = Fix(report.fix.message, edits, report.fix.applicability)
        related = tuple(
            Related(
                Location(span(r.node)[0][0], span(r.node)[0][1] + 1),
                Location(span(r.end_node or r.node)[1][0], span(r.end_node or r.node)[1][1] + 1),
                r.message,
            )
            for r in report.related
        )
        context, reason = _cost_policy(report, model)
        message = report.message if reason is None else f"{report.message} (pedantic: {reason})"
        diagnostics.append(
            Diagnostic(
                code=report.rule.code,
                name=report.rule.name,
                message=message,
                filename=filename,
                location=Location(start[0], start[1] + 1),
                end_location=Location(end[0], end[1] + 1),
                fix=fix,
                noqa_row=start[0],
                context=context,
                pedantic=reason,
                severity=report.severity or report.rule.severity,
                related=related,
            )
        )
    return diagnostics


def _cost_policy(report: Report, model: SemanticModel) -> tuple[str, str | None]:
    """The report's cost context, and why only --pedantic shows it (None: shown by default)."""
    path = model.path_to(report.node)
    context = model.cost_context(path)
    if report.pedantic is not None:
        return context, report.pedantic
    if report.rule.default_contexts is not None:  # a performance rule: its cost needs a run
        from torchlint.semantic.reach import unreached  # here: it needs libcst, loaded by now

        reason = unreached(model, path)
        if reason is not None:
            return context, reason
    contexts = report.contexts if report.contexts is not None else report.rule.default_contexts
    if report.always or default_in(contexts, context):
        return context, None
    return context, CONTEXT_REASONS.get(context, context)


# -- fixing ---------------------------------------------------------------------------------
@dataclass
class FixOutcome:
    text: str  # the fixed text; the original when nothing was applied or a check failed
    applied: list[Diagnostic] = field(default_factory=list)
    remaining: list[Diagnostic] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    lines: dict[int, str] = field(default_factory=dict)
    error: str | None = None  # a safety check failed; ``text`` is the original
    # what the check that found nothing left to fix read of other files (CheckResult's)
    dependencies: dict[str, str] = field(default_factory=dict)

    @property
    def changed(self) -> bool:
        return bool(self.applied)


def apply_fixes(text: str, diagnostics: Sequence[Diagnostic]) -> tuple[str, list[Diagnostic]]:
    """Apply every fix that does not overlap one applied before it (in source order)."""
    index = LineIndex(text)
    taken: list[tuple[int, int]] = []
    chosen: list[tuple[int, int, str]] = []
    applied: list[Diagnostic] = []
    for diagnostic in sorted(diagnostics, key=Diagnostic.sort_key):
        assert diagnostic.fix is not None
        spans = [
            (index.offset(e.location.row, e.location.column),
             index.offset(e.end_location.row, e.end_location.column),
             e.content)
            for e in diagnostic.fix.edits
        ]
        if any(_overlaps(a, b, taken) for a, b, _ in spans):
            continue
        taken.extend((a, b) for a, b, _ in spans)
        chosen.extend(spans)
        applied.append(diagnostic)
    pieces = []
    cursor = 0
    for start, end, content in sorted(chosen, key=lambda s: (s[0], s[1])):
        pieces.append(text[cursor:start])
        pieces.append(content)
        cursor = max(cursor, end)
    pieces.append(text[cursor:])
    return "".join(pieces), applied


def _overlaps(start: int, end: int, taken: list[tuple[int, int]]) -> bool:
    for a, b in taken:
        if start < b and a < end:  # ranges share a character
            return True
        if start == end and a <= start <= b:  # an insertion inside or at the edge of another edit
            return True
        if a == b and start <= a <= end:
            return True
    return False


@_without_cyclic_gc
def fix_text(
    text: str,
    filename: str,
    rules: Sequence[type[Rule]],
    *,
    unsafe_fixes: bool = False,
    pedantic: bool = False,
    context_filename: str | None = None,
    unfixable: frozenset[str] = frozenset(),
) -> FixOutcome:
    """Apply the applicable fixes of ``rules`` until none is left (at most MAX_FIX_PASSES).

    The safety checks: every intermediate text must parse, and the process must reach a text
    on which the same fixes change nothing. When a check fails, the original text comes back
    with ``error`` naming the rules involved.
    """
    current = text
    applied: list[Diagnostic] = []
    strict: bool | None = None  # the original compiles for this CPython: so must the result
    for _ in range(MAX_FIX_PASSES):
        result = check_text(current, filename, rules, context_filename=context_filename)
        fixable = [d for d in result.diagnostics if applicable(d, unsafe_fixes, pedantic, unfixable)]
        if result.unparsable or not fixable:
            return FixOutcome(current, applied, result.diagnostics, result.warnings, result.lines,
                              dependencies=result.dependencies)
        candidate, used = apply_fixes(current, fixable)
        if strict is None:
            strict = _compiles(text)
        try:
            check_fixed(candidate, strict)
        except SourceError as error:
            culprits = _culprits(current, used, strict)
            return FixOutcome(
                text,
                remaining=check_text(text, filename, rules, context_filename=context_filename).diagnostics,
                error=f"{filename}: fix by {', '.join(culprits)} produced code that does not parse "
                f"({error.message}, line {error.row}); file left unchanged",
            )
        if candidate == current:  # a fix that changes nothing would be offered forever
            applied.extend(used)
            break
        applied.extend(used)
        current = candidate
    codes = sorted({d.code for d in applied})
    return FixOutcome(
        text,
        remaining=check_text(text, filename, rules, context_filename=context_filename).diagnostics,
        error=f"{filename}: fixes by {', '.join(codes)} did not converge after {MAX_FIX_PASSES} passes; "
        "file left unchanged",
    )


def applicable(diagnostic: Diagnostic, unsafe: bool, pedantic: bool,
               unfixable: frozenset[str] = frozenset()) -> bool:
    """Whether ``fix`` applies a finding's fix: one of its applicability, of a finding the
    run shows (or --pedantic), of a rule that ``unfixable``/``fixable`` leave fixable."""
    fix = diagnostic.fix
    return (fix is not None and fix.applies(unsafe) and (pedantic or diagnostic.pedantic is None)
            and diagnostic.code not in unfixable)


def check_fixed(text: str, strict: bool) -> None:
    """The parse check of fixed code: libcst must parse it and, when the original compiled
    (``strict``), so must the running CPython's own parser. libcst accepts some code that an
    older CPython refuses (``f"{d["k"]}"`` before 3.12). Raises SourceError."""
    parse(text)
    if strict:
        error = _cpython_error(text)
        if error is not None:
            raise error


def _culprits(text: str, used: Sequence[Diagnostic], strict: bool = False) -> list[str]:
    """The rules whose fix alone breaks the parse (all of them if none does alone)."""
    alone = []
    for diagnostic in used:
        candidate, _ = apply_fixes(text, [diagnostic])
        try:
            check_fixed(candidate, strict)
        except SourceError:
            alone.append(diagnostic.code)
    return sorted(set(alone or [d.code for d in used]))


__all__ = [
    "Applicability",
    "CheckResult",
    "Encoding",
    "FixOutcome",
    "LegacySource",
    "LineIndex",
    "SourceError",
    "apply_fixes",
    "check_text",
    "decode",
    "encode",
    "fix_text",
    "visible",
]
