"""Text-level work that needs no syntax tree: decoding and encoding, size limits, CPython's
parse as a first opinion, ``# torchlint: noqa`` for a whole file, engine diagnostics, and
which findings a run shows (``visible``).

Nothing here imports libcst: a one-file check of a file that no selected rule can match runs
on this module and ``torchlint.screen`` alone (``torchlint.engine`` re-exports these names).
"""

from __future__ import annotations

import ast
import codecs
import io
import re
import symtable
import tokenize
import warnings
from dataclasses import dataclass, field
from typing import Sequence

from torchlint.diagnostics import ENGINE_CODES, Diagnostic, Location

_NEWLINE = re.compile(r"\r\n|\r|\n")
_FILE_NOQA = re.compile(r"^[ \t]*#[ \t]*torchlint:[ \t]*noqa[ \t]*$", re.IGNORECASE | re.MULTILINE)


class SourceError(Exception):
    """A file that cannot be decoded or parsed; becomes one TL001 diagnostic."""

    def __init__(self, message: str, row: int = 1, column: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.row = row
        self.column = column


# -- decoding -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Encoding:
    """How a file's bytes became text, so that a rewrite gives back the same kind of bytes.

    ``original``: the file's bytes and text, kept when encoding the text again would not give
    those bytes back (``cp932`` has two byte pairs for some characters, ``unicode_escape``
    writes a newline as ``\\n``); ``encode`` then copies every unchanged line's bytes."""

    name: str = "utf-8"
    bom: bool = False
    original: tuple[bytes, str] | None = field(default=None, compare=False, repr=False)


def decode(data: bytes) -> tuple[str, Encoding]:
    bom = data.startswith(codecs.BOM_UTF8)
    try:
        name, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as error:
        if not str(error.msg).startswith("invalid or missing encoding declaration"):
            raise SourceError(f"invalid encoding declaration: {error.msg}") from None
        # No declaration and a first line that is not UTF-8 (a binary file, say): the UTF-8
        # decode below names the offending byte, which says more.
        name = "utf-8"
    if name == "utf-8-sig":
        name = "utf-8"
    body = data[len(codecs.BOM_UTF8) :] if bom else data
    try:
        text = body.decode(name)
    except UnicodeDecodeError as error:
        row = body.count(b"\n", 0, error.start) + 1
        column = error.start - (body.rfind(b"\n", 0, error.start) + 1) + 1
        raise SourceError(f"file is not valid {name}: {error.reason}", row, column) from None
    except LookupError as error:
        if "not a text encoding" in str(error):  # `# coding: base64`, `zlib`, `rot13`
            raise SourceError(f"cannot decode the file as {name}: not a text encoding") from None
        raise SourceError(f"unknown encoding: {name}") from None
    except (UnicodeError, ValueError, TypeError) as error:
        # A codec that is not a plain character encoding (`punycode`, `idna`) can fail
        # in its own ways.
        raise SourceError(f"cannot decode the file as {name}: {error}") from None
    if not isinstance(text, str):
        raise SourceError(f"cannot decode the file as {name}: not a text encoding")
    if "\x00" in text:
        raise SourceError("file contains a null byte (binary file?)")
    if name != "utf-8" and _encoded(text, name) != body:
        return text, Encoding(name, bom, (body, text))
    return text, Encoding(name, bom)


def _encoded(text: str, name: str) -> bytes | None:
    try:
        data = text.encode(name)
    except (UnicodeError, ValueError, TypeError, LookupError):
        return None
    return data if isinstance(data, bytes) else None


def encode(text: str, encoding: Encoding) -> bytes:
    """The bytes of ``text`` in the file's encoding. When they cannot be written without
    changing bytes outside the fixed lines, an ``Unwritable`` comes back: ``api.write_atomic``
    refuses it, so the file is left as it was and the reason is reported."""
    try:
        data = _encode_body(text, encoding)
    except (UnicodeError, ValueError, TypeError, LookupError) as error:
        return Unwritable(f"the fixed text cannot be written back in {encoding.name}: {error}")
    return codecs.BOM_UTF8 + data if encoding.bom else data


class Unwritable(bytes):
    """Empty bytes standing for a fixed text that has no faithful encoding; ``reason`` says
    why. (A value, not an exception, so that every caller of ``encode`` reaches the writer,
    which reports it like any failed write.)"""

    reason: str

    def __new__(cls, reason: str) -> "Unwritable":
        made = super().__new__(cls, b"")
        made.reason = reason
        return made


_LINES = re.compile(rb"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")
_TEXT_LINES = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")


def _encode_body(text: str, encoding: Encoding) -> bytes:
    if encoding.original is None:
        return text.encode(encoding.name)
    # The codec does not give the file's bytes back: keep the bytes of every line the fix left
    # alone and of the unchanged start and end of a changed line; encode only what changed.
    old_bytes, old_text = encoding.original
    name = encoding.name
    byte_lines = _LINES.findall(old_bytes)
    chunks = [_decoded(raw, name) for raw in byte_lines]
    if "".join(c or "" for c in chunks) != old_text or None in chunks:
        raise ValueError("its lines do not decode one by one")
    new_lines = _TEXT_LINES.findall(text)
    if all(_TEXT_LINES.fullmatch(c) for c in chunks):  # one text line per line of bytes
        pieces = _splice(byte_lines, chunks, new_lines, name)
    else:  # an escape decodes to a line break (unicode_escape): keep the unchanged ends
        head = start = 0
        while head < len(chunks) and text.startswith(chunks[head], start):
            start += len(chunks[head])
            head += 1
        tail, end = len(chunks), len(text)
        while tail > head and end - len(chunks[tail - 1]) >= start and text.endswith(chunks[tail - 1], 0, end):
            tail -= 1
            end -= len(chunks[tail])
        middle = _TEXT_LINES.findall(text[start:end])
        pieces = [*byte_lines[:head], *(_encode_line(line, name) for line in middle), *byte_lines[tail:]]
    data = b"".join(pieces)
    if _decoded(data, name) != text:
        raise ValueError("the result does not read back as the fixed text")
    return data


def _splice(byte_lines: list[bytes], old_lines: list[str], new_lines: list[str], name: str) -> list[bytes]:
    import difflib

    pieces: list[bytes] = []
    matcher = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            pieces.extend(byte_lines[i1:i2])
        elif i2 - i1 == j2 - j1:  # lines changed in place: keep their unchanged ends' bytes
            for raw, old, new in zip(byte_lines[i1:i2], old_lines[i1:i2], new_lines[j1:j2]):
                pieces.append(_splice_line(raw, old, new, name))
        else:
            pieces.extend(_encode_line(line, name) for line in new_lines[j1:j2])
    return pieces


def common_affixes(old: str, new: str) -> tuple[int, int]:
    """The lengths of the longest common prefix and (not overlapping it) suffix of two texts:
    what lies between them is all that changed."""
    prefix = 0
    limit = min(len(old), len(new))
    while prefix < limit and old[prefix] == new[prefix]:
        prefix += 1
    suffix = 0
    while suffix < limit - prefix and old[len(old) - 1 - suffix] == new[len(new) - 1 - suffix]:
        suffix += 1
    return prefix, suffix


def _splice_line(raw: bytes, old: str, new: str, name: str) -> bytes:
    prefix, suffix = common_affixes(old, new)
    head = _encoded(old[:prefix], name)
    tail = _encoded(old[len(old) - suffix :], name)
    middle = _encoded(new[prefix : len(new) - suffix], name)
    if head is not None and tail is not None and middle is not None:
        spliced = raw[: len(head)] + middle + raw[len(raw) - len(tail) :]
        if _decoded(spliced, name) == new:
            return spliced
    return _encode_line(new, name)


def _encode_line(line: str, name: str) -> bytes:
    body = line.rstrip("\r\n")
    encoded = _encoded(body, name)
    if encoded is None:
        raise ValueError(f"a changed line cannot be written in {name}")
    return encoded + line[len(body):].encode("ascii")


def _decoded(data: bytes, name: str) -> str | None:
    try:
        text = data.decode(name)
    except (UnicodeError, ValueError, TypeError, LookupError):
        return None
    return text if isinstance(text, str) else None


# -- positions ------------------------------------------------------------------------------
class LineIndex:
    """Converts between character offsets and Ruff-style (1-based) rows and columns."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0] + [m.end() for m in _NEWLINE.finditer(text)]

    def offset(self, row: int, column: int) -> int:
        if row > len(self.starts):
            return len(self.text)
        return min(self.starts[row - 1] + column - 1, len(self.text))

    def line(self, row: int) -> str:
        if row > len(self.starts):
            return ""
        start = self.starts[row - 1]
        end = self.starts[row] if row < len(self.starts) else len(self.text)
        return self.text[start:end].rstrip("\r\n")


# Size limits. libcst's parse, and resolving positions once a rule reports, cost time and
# memory in proportion to the file's nodes, with a large constant (about 1.5 GB and 60 s for
# 600 KB of one-statement lines). Past these limits a file is not checked: one warning on
# stderr, never a finding (a valid generated file must not fail CI), instead of a run that
# aborts (a 50 MB file ran out of memory inside libcst's native parser, killing the process).
# Lines: libcst's time grows with a line's length (a table of numbers on one line: 20,000
# characters 0.15 s, 1 MB 10 s), so a valid file with long lines (generated tables) is
# checked; past MAX_LINE it is pathological input. Deep nesting, which is what makes libcst
# slow or crash, is caught apart from these limits (engine._nesting_error, a TL001: CPython
# refuses such code too). The largest file of the 2.4M-line corpus is 327 KB, its longest
# line 5 KB. benchmarks/size.py measures time and memory up to the limits.
MAX_CHARACTERS = 2_000_000
MAX_LINES = 60_000
MAX_LINE = 1_000_000
# Read from disk at most this many bytes of a source file: no encoding holds more than four
# bytes a character, so a larger file is past MAX_CHARACTERS whatever it holds. It is turned
# away on its stat, before it is read or screened (a 10 MB file took 38 s and 2.35 GB to be
# told "too large" when it was read, decoded and screened first).
MAX_BYTES = 4 * MAX_CHARACTERS
# A notebook's JSON holds outputs (images) besides its code: its code is limited as above
# once it is read, but the file itself may be larger.
MAX_NOTEBOOK_BYTES = 64 * 1024 * 1024


class SizeLimit(SourceError):
    """A text past a size limit: valid or not, it is not checked (one warning, no finding)."""

    def __init__(self, message: str, row: int | None = None) -> None:
        super().__init__(message, row or 1, 1)
        self.located = row is not None  # the limit is one line's: the warning names it

    def warning(self, filename: str) -> str:
        where = f"{filename}:{self.row}" if self.located else filename
        return f"{where}: not checked: {self.message}"


def size_error(text: str) -> SizeLimit | None:
    """Why ``text`` is too large to check, None when it is within the limits."""
    if len(text) > MAX_CHARACTERS:
        return SizeLimit(f"{len(text):,} characters (the limit is {MAX_CHARACTERS:,})")
    plain = "\r" not in text  # most files: "\n" alone ends lines, and str.split finds them
    lines = text.count("\n") + 1 if plain else text.count("\n") + text.count("\r") - text.count("\r\n") + 1
    if lines > MAX_LINES:
        return SizeLimit(f"{lines:,} lines (the limit is {MAX_LINES:,})")
    if len(text) <= MAX_LINE:  # no line can be longer than the text
        return None
    if plain and max(map(len, text.split("\n"))) <= MAX_LINE:
        return None
    for row, line in enumerate(_NEWLINE.split(text), 1):
        if len(line) > MAX_LINE:
            return SizeLimit(
                f"a line longer than {MAX_LINE:,} characters (generated or minified code?)", row,
            )
    return None


def file_size_error(size: int, notebook: bool = False) -> SizeLimit | None:
    """From a file's stat alone: too many bytes to hold a text within the limits."""
    limit = MAX_NOTEBOOK_BYTES if notebook else MAX_BYTES
    if size > limit:
        return SizeLimit(f"{size:,} bytes (the limit is {limit:,})")
    return None


class LegacySource(SourceError):
    """Source that is not the user's Python 3 gone wrong, so it is not checked and is no
    finding: one warning on stderr. Python 2 source (a ``print`` statement, an ``except E,
    e:``, an ``0777`` literal), valid in the language it was written for; in a review of user
    code (fresh3, 2026-11-27) the TL001 findings on such files were not acted on (a user ports
    the whole file or leaves it, and a TL001 per legacy file fails every CI run on a repository
    that keeps one), while TL001s on Python 3 files (mixed tabs and spaces) were. Also (fresh5
    and fresh6 reviews): a script in notebook form whose IPython line (``!pip install``,
    ``%matplotlib``) Python cannot parse, and a file CPython accepts that libcst, torchlint's
    parser, cannot read (``what`` says which). Also (fresh3, fresh6 and fresh7 reviews, 3 of 3
    called noise): an exercise template's blank, ``x = # YOUR CODE HERE``, left for a student to
    fill in; and (fresh9 review) a block whose body is only a ``# TODO`` comment; and (fresh11
    review) a ``???`` placeholder, and IPython's ``??obj`` help left in a script; and (fresh12
    review) a jupytext script whose commented-out magic (``# !wget ...``) is a block's only
    body."""

    def __init__(self, message: str, row: int, column: int, form: str,
                 what: str = "Python 2 source ({form}); torchlint checks Python 3 code") -> None:
        super().__init__(message, row, column)
        self.form = form  # what the form is called ("a print statement")
        self.what = what.format(form=form)

    def warning(self, filename: str) -> str:
        return f"{filename}:{self.row}: not checked: {self.what}"


# An exercise's blank: an assignment whose right-hand side is left empty (only a comment may
# follow), or a line that says the student's code goes there.
_BLANK_ASSIGNMENT = re.compile(r"^\s*[A-Za-z_][\w.\[\], '\"]*=\s*(#.*)?$")
# A keyword argument left blank in a call (`Normalize(mean = , std = )`).
_BLANK_KEYWORD = re.compile(r"[A-Za-z_]\w*\s*=\s*[,)]")
_YOUR_CODE = re.compile(r"your code|fill (this |it )?in|\?\?\?", re.IGNORECASE)


def exercise_blank(lines: list[str], row: int) -> str | None:
    """The line at ``row`` of a script's ``lines``, if it is an exercise's blank (``x = # TODO``,
    a line naming the student's code); a syntax error there is the template's, not a bug."""
    if not 1 <= row <= len(lines):
        return None
    line = lines[row - 1].strip()
    blank = (
        _BLANK_ASSIGNMENT.match(line) is not None and not line.endswith(("==", "!=", "<=", ">="))
        or _BLANK_KEYWORD.search(line) is not None
    )
    return line if blank or _YOUR_CODE.search(line) else None


# A block left empty for the student: its header is followed only by comments, one of which
# marks the gap (``# TODO: get this from HW1``, ``# YOUR CODE HERE``, ``# implement this``).
_EMPTY_BLOCK = re.compile(r"expected an indented block after .* on line (\d+)")
_GAP_MARK = re.compile(_YOUR_CODE.pattern + r"|\bTODO\b|\bimplement\b", re.IGNORECASE)


def exercise_gap(lines: list[str], message: str, row: int) -> str | None:
    """The comment that marks an exercise's empty block (a ``def`` whose body is only ``# TODO``),
    if the syntax error ``message`` at ``row`` of ``lines`` is CPython's "expected an indented
    block" for one; the student fills the body in, so the error is the template's, not a bug."""
    between = _empty_block_comments(lines, message, row)
    return next((line for line in between if _GAP_MARK.search(line)), None)


def _empty_block(lines: list[str], message: str, row: int) -> tuple[str, list[str]] | None:
    """(the block's header line, the non-blank lines between it and ``row``), stripped, if the
    syntax error ``message`` at ``row`` is CPython's "expected an indented block"; else None."""
    header = _EMPTY_BLOCK.match(message)
    if header is None or not 1 <= int(header.group(1)) < row <= len(lines) + 1:
        return None
    opening = int(header.group(1))
    return lines[opening - 1].strip(), [line.strip() for line in lines[opening:row - 1] if line.strip()]


def _empty_block_comments(lines: list[str], message: str, row: int) -> list[str]:
    """The comment lines between a block's header and ``row``, if the syntax error ``message``
    there is CPython's "expected an indented block" for a block holding only comments; else
    none."""
    block = _empty_block(lines, message, row)
    between = block[1] if block is not None else []
    return between if all(line.startswith("#") for line in between) else []


# jupytext writes a notebook's magics into its script form commented out (``# !wget ...``,
# ``# %matplotlib inline``); its scripts start with a ``# jupyter:`` header or mark cells ``# %%``
_COMMENTED_MAGIC = re.compile(r"#\s*(!|%%?)[A-Za-z_]")
_JUPYTEXT = re.compile(r"^#\s*(jupytext:|jupyter:|%%)", re.MULTILINE)


def jupytext_gap(lines: list[str], message: str, row: int) -> str | None:
    """The commented-out magic that leaves a block empty in a jupytext script (``else:``
    followed only by ``# !wget ...``), if the syntax error ``message`` at ``row`` of ``lines``
    is CPython's "expected an indented block" for one: in the notebook the magic is the body."""
    between = _empty_block_comments(lines, message, row)
    if not between or _JUPYTEXT.search("\n".join(lines[:40])) is None:
        return None
    return next((line for line in between if _COMMENTED_MAGIC.match(line)), None)


_DEF_NAME = re.compile(r"(?:async\s+)?def\s+(\w+)")
# The header of a script's entry block (`if __name__ == "__main__":`).
_MAIN_BLOCK = re.compile(r"""^if\s+__name__\s*==\s*['"]__main__['"]\s*:""")


def _unfinished(lines: list[str], message: str, row: int) -> tuple[str, str] | None:
    """(the form, what it is) where the syntax error ``message`` at ``row`` is CPython's
    "expected an indented block" for code left unfinished on purpose: a `__main__` block whose
    every step is commented out (``#adjust_pairwise()``: a script of steps its owner
    uncomments to run one), or a function with no body at all, not even a comment (a
    skeleton's `def init_weights(self):`), unless the next line defines it again. The fresh41
    review called the TL001 findings on both noise (3 of 3), as earlier reviews called a stub
    nothing imports (fresh39)."""
    block = _empty_block(lines, message, row)
    if block is None:
        return None
    opening, between = block
    if _MAIN_BLOCK.match(opening) and between and all(line.startswith("#") for line in between):
        return opening, "a `__main__` block whose steps are all commented out (`{form}`): a script of steps to uncomment"
    if message.startswith("expected an indented block after function definition") and not between:
        # the next line defining the same function again is a duplicated line (a merge
        # artifact a minBERT copy of fresh38 had, acted on): a mistake, not a skeleton
        defined, again = (_DEF_NAME.match(line) for line in (opening, lines[row - 1].strip() if row <= len(lines) else ""))
        if defined and again and defined.group(1) == again.group(1):
            return None
        return opening, "an unfinished function (`{form}` has no body): a skeleton not yet written"
    return None


# Forms only Python 2 (or Python before 3.7) reads, looked for in a file whose mixed tabs and
# spaces Python 3 rejects before any of them: with one, the tabs are Python 2's too.
_PYTHON2_MARKERS = (
    (re.compile(r"\basync\s*=\s*True\b"), "`async=True`"),
    (re.compile(r"^\s*print\s+[\"']", re.MULTILINE), "a print statement"),
    (re.compile(r"\bxrange\("), "`xrange`"),
    (re.compile(r"\.iteritems\(|\.has_key\("), "`dict.iteritems`/`has_key`"),
    (re.compile(r"^\s*except\s+[\w.]+\s*,\s*\w+\s*:", re.MULTILINE), "`except E, name:`"),
)


def _python2_marker(text: str) -> str | None:
    """What marks ``text`` as Python 2 source (BioASQ's InferSent scripts of fresh41:
    `cuda(async=True)` beside tabs mixed with spaces), or None."""
    return next((form for pattern, form in _PYTHON2_MARKERS if pattern.search(text)), None)


def ipython_line(lines: list[str], row: int) -> str | None:
    """The IPython line (``!cmd``, ``%magic``, ``%%cell``, ``??obj`` help) at ``row`` of a
    script's ``lines``, if it is one."""
    if not 1 <= row <= len(lines):
        return None
    line = lines[row - 1].strip()
    # `!cmd`, `%magic`, `%%cell`, and the help forms `??name`, `?name`, `name?`, `name??`
    help_form = re.fullmatch(r"\?{1,2}[A-Za-z_][\w.]*|[A-Za-z_][\w.]*\?{1,2}", line) is not None
    return line if help_form or re.match(r"(!|%%?)[A-Za-z_]", line) else None


# What CPython says of the Python 2 forms it recognises, and what the warning calls them.
_PYTHON2 = (
    ("Missing parentheses in call to 'print'", "a print statement"),
    ("Missing parentheses in call to 'exec'", "an exec statement"),
    ("multiple exception types must be parenthesized", "`except E, name:`"),
    ("leading zeros in decimal integer literals are not permitted", "an octal literal without 0o"),
)


def _cpython_error(text: str) -> SourceError | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(text, "<torchlint>", "exec", ast.PyCF_ONLY_AST)
    except SyntaxError as error:
        row, column = error.lineno or 1, max(error.offset or 1, 1)
        form = next((form for start, form in _PYTHON2 if (error.msg or "").startswith(start)), None)
        if form is not None:
            return LegacySource(f"cannot parse: {error.msg}", row, column, form)
        lines = text.splitlines()  # once, for the three readings below
        magic = ipython_line(lines, row) or jupytext_gap(lines, error.msg or "", row)
        if magic is not None:
            return LegacySource(
                f"cannot parse: {error.msg}", row, column, magic,
                "IPython syntax (`{form}`): a notebook in script form; torchlint checks magics in .ipynb files",
            )
        blank = exercise_blank(lines, row) or exercise_gap(lines, error.msg or "", row)
        if blank is not None:
            return LegacySource(
                f"cannot parse: {error.msg}", row, column, blank,
                "an exercise left blank (`{form}`): a template for the student to fill in",
            )
        unfinished = _unfinished(lines, error.msg or "", row)
        if unfinished is not None:
            return LegacySource(f"cannot parse: {error.msg}", row, column, *unfinished)
        python2 = _python2_marker(text) if isinstance(error, TabError) else None
        if python2 is not None:
            return LegacySource(f"cannot parse: {error.msg}", row, column, f"mixed tabs and spaces, and {python2}")
        return SourceError(f"cannot parse: {error.msg}", row, column)
    except (ValueError, RecursionError, MemoryError, OverflowError) as error:
        return SourceError(f"cannot parse: {error}")
    return None


def _compiles(text: str) -> bool:
    """CPython's own parser, ten times faster than libcst's, as a first opinion. When it
    rejects a file, libcst (which may know newer syntax) has the last word. Asked through
    ``symtable``, which parses without building the ``ast`` objects (40% less time); it also
    rejects a few programs the parser alone accepts (``nonlocal`` at module level), which then
    only cost libcst's parse."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            symtable.symtable(text, "<torchlint>", "exec")
    except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError):
        return False
    return True


def _engine_diagnostic(code: str, message: str, filename: str, row: int, column: int) -> Diagnostic:
    return Diagnostic(
        code=code,
        name=ENGINE_CODES[code],
        message=message,
        filename=filename,
        location=Location(row, column),
        end_location=Location(row, column),
        noqa_row=row,
    )


def file_disabled(text: str) -> bool:
    """``# torchlint: noqa`` on a line of its own turns the whole file off."""
    # A plain search first, much faster than the pattern's; exact on ASCII text (elsewhere
    # the pattern's case folding matches a few more letters, such as a dotless i).
    if text.isascii() and "torchlint" not in text.lower():
        return False
    match = _FILE_NOQA.search(text)
    if not match:
        return False
    return any(row == text.count("\n", 0, match.start()) + 1 for row in _comment_rows(text, "torchlint"))


def _comment_rows(text: str, needle: str) -> list[int]:
    rows = []
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT and needle in token.string.lower():
                rows.append(token.start[0])
    except (tokenize.TokenError, SyntaxError, IndentationError):
        pass
    return rows


def visible(diagnostics: Sequence[Diagnostic], pedantic: bool) -> list[Diagnostic]:
    """What a run shows: every finding under --pedantic, else those its rule reports by
    default."""
    if pedantic:
        return list(diagnostics)
    return [d for d in diagnostics if d.pedantic is None]
