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
    # reported only by `torchlint profile`, from a recorded run (TL9xx), never by `check`
    profile: bool = False


# The one definition of the engine's own codes; the registry, the outputs and the server read
# them from here.
ENGINE_RULES = (
    EngineCode("TL001", "syntax-error",
               "The file could not be decoded or parsed, so it was not checked.",
               """## What it does
Reports a file that torchlint could not check at all: its bytes are not text in the declared
encoding, it is not valid Python for the running interpreter, a notebook is not
valid JSON or nbformat, or it is nested so deeply that parsing it would exhaust the stack.
The finding sits where the parser stopped, with its message.

Python 2 source (a `print` or `exec` statement, `except E, name:`, an octal literal such as
`0777`, as CPython names them) is not checked and is no finding: one warning on stderr says
`not checked: Python 2 source (a print statement)`, and the run goes on (exit 0 when nothing
else is found). A review of user code (held-out split `fresh3`, 2026-11-27) found the TL001s
on Python 2 files were not acted on (their owners port a whole file or leave it), while those
on Python 3 files (tabs mixed with spaces) were. A notebook all of whose failing cells are
Python 2 and none of whose cells parse gets the same warning. Two more kinds of file are a
warning, not a finding (fresh5 and fresh6 reviews): a script in notebook form (`# %%` cells)
whose IPython line (`!pip install ...`, `%matplotlib inline`) Python cannot parse, `not
checked: IPython syntax (...)`; and a file that Python accepts but libcst, the parser torchlint
uses, cannot read, `not checked: valid Python that torchlint's parser (libcst) cannot read`:
the limit is torchlint's, not a fault of the code. A script that stops at an exercise's
blank (`x = # YOUR CODE HERE`, an assignment whose right-hand side is only a comment, or a line
that says the student's code goes there) is a warning too, `not checked: an exercise left
blank (...)`: reviews of held-out user code (fresh3, fresh6, fresh7) called all three such
TL001s noise, as they did for notebook cells. A half-written line with no such blank
(`x = 1 +`, `if a == :`) is still a finding.
The fresh8 review (two reviewers, independently, after that change) acted on 5 of 5
TL001s (a stray word after `try:`, `.cuda(async=True)` in Python 3 code); the TL001 rows of
fresh3 to fresh7 do not count, the handling having changed on their verdicts. TL001 is always on.
A late check on fresh9 (two reviewers) acted on 1 of 2: the other is a homework skeleton whose
method body is only a `TODO` comment. Since then a block whose body is only comments, one of
which marks the gap (`# TODO`, `# YOUR CODE HERE`, `# implement ...`), is the same warning; an
empty block with no such mark is still a finding.
Round 6 (held out, 2026-11-28): the fresh10 review (seed 2820, two reviewers,
independently) acted on 2 of 3 TL001s (a whole file indented one level, `.cuda(async=True)`);
the other, an unfinished skeleton's empty class bodies, the second reviewer called noise.
The fresh11 review (two reviewers) acted on 3 of 5 TL001s: the two others were a lab
template's `???` placeholder and IPython's `??obj` help left in a script exported from a
notebook. Both are the warnings above since (a `???` line is an exercise blank; `??name`,
`?name`, `name?` and `name??` lines are IPython syntax); `x ? 2` inside an expression is
still a finding. The fresh12 review (two reviewers) acted on 2 of 3: the third was a jupytext
script (a notebook's script form) whose commented-out `# !wget ...` was an `else:` block's only
body. In a file with jupytext's `# jupyter:` header or `# %%` cell marks, an empty block whose
comments include such a commented-out magic is the IPython-syntax warning since; elsewhere an
empty block stays a finding.
Rounds 8 and 9 (two reviewers each, independently): fresh15 8 of 8, fresh16 5 of 5,
fresh17 5 of 6 (the other an evaluation script left half-written, its `with` block empty),
fresh18 1 of 1 (merge-conflict markers), fresh19 1 of 1 (notebook cells exported indented):
40 of 45 pooled (89%) with the rows above.

Round 21 (the fresh41 review, where both reviewers called all five such TL001s noise): four
more forms of code left unfinished on purpose are a warning, not a finding: a `__main__` block
whose every step is commented out (``not checked: a `__main__` block whose steps are all
commented out``: a script whose owner uncomments the step to run), a function with no body at
all, not even a comment (`not checked: an unfinished function`: a skeleton), a keyword left
blank in a call (`Normalize(mean = , std = )`, an exercise blank), and tabs mixed with spaces
in a file that also holds a form only Python 2 reads (`cuda(async=True)`, a `print "..."`
statement, `xrange`, `dict.iteritems`, `except E, name:`). An `if` left with comments only,
a function whose body is a comment that marks no gap, and mixed tabs in Python 3 code are
still findings. Held out after the change, fresh42 (two reviewers, independently): 0 of 4 (a
stale copy's real indentation error beside the working script, a file cut off mid-statement, a
corrupted paste in a work-in-progress module nothing imports, a tutorial snippet with a
`<path_to_kinetics_data_dir>` placeholder): files nobody runs. TL001 is always on.

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
its length or its long lines alone: past the limits (2,000,000 characters, 60,000 lines, a
line of 1,000,000 characters) it is skipped with one warning on stderr.
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


def _profile_page(_kind: str, what: str, why: str, change: str, measured: str) -> str:
    return (f"""## What it does
Reported by `torchlint profile` only, from the program's own recorded run (a trace written by
`torch.profiler` with Python stacks): {what} The finding sits on the innermost line of the
user's own code on the way to it, with the call path (the user's frames, then the first
library call), the count per step and the time per step with its share of the step.
A static finding already on that line carries the measurement instead (`measured: ...`).

## Why is this slow?
{why}

## What to change
{change}

## How it is measured
{measured} See [profile.md](../profile.md) for the step breakdown and the limits.
""")


def _profile_code(code: str, name: str, description: str, page: str) -> EngineCode:
    return EngineCode(code, name, description, page, default=False, profile=True)


# The profile family: one code per kind of measured cost (torchlint.profile.attribute.KINDS).
PROFILE_RULES = (
    _profile_code("TL901", "measured-sync",
               "The run waited for the device here: a host-device sync in the step.",
               _profile_page(
                   "sync",
                   "a host-device synchronization in a training step: `.item()`, `float()` "
                   "or `bool()` of a device tensor, `nonzero` and other operators whose "
                   "result size depends on the data, `torch.cuda.synchronize()`, including "
                   "one made inside a helper or a library called from the step.",
                   "The host stops until the device has finished every queued kernel, then "
                   "the device idles until the host has launched the next work: the two no "
                   "longer overlap.",
                   "Read the value less often (every N steps, for logging), keep it on the "
                   "device (accumulate in a tensor, compare with `torch.where`), or use a "
                   "data-independent form (`nonzero_static`, masks).",
                   "Host blocked time: the duration of the synchronizing runtime call "
                   "(`cudaStreamSynchronize`, `cudaDeviceSynchronize`, `cudaEventSynchronize`, "
                   "a blocking `cudaMemcpy`). Device idle caused (the time per step shown): "
                   "the gap on the device's timeline from the sync's end to the next device "
                   "work; a gap is charged to the first sync in it. Predicted saving: that idle "
                   "time, at most the host blocked time: in a step the device is busy for, "
                   "the wait costs little.")),
    _profile_code("TL902", "measured-device-to-host-copy",
               "A tensor larger than a scalar was copied from the device to the host in "
               "the step.",
               _profile_page(
                   "d2h-copy",
                   "a device-to-host copy of more than a scalar (`.cpu()`, `.numpy()`, "
                   "`.tolist()`, `.to('cpu')`) in a training step.",
                   "A copy into pageable memory blocks the host until the device reaches it, "
                   "then the device idles; the transfer itself takes bus time.",
                   "Keep the tensor on the device, copy less often, or copy with "
                   "`non_blocking=True` into pinned memory and read it a step later.",
                   "Copy time: the `gpu_memcpy` event (`Memcpy DtoH ...`). Host blocked and "
                   "device idle as for TL901. Predicted saving: the device idle, at most the "
                   "host blocked time (an asynchronous copy saves nothing: it overlaps).")),
    _profile_code("TL903", "measured-pageable-copy",
               "A host-to-device copy read pageable (unpinned) memory in the step.",
               _profile_page(
                   "pageable-h2d",
                   "a host-to-device copy from pageable memory (`Memcpy HtoD (Pageable -> "
                   "Device)`) in a training step, typically a batch of a `DataLoader` "
                   "without `pin_memory=True`.",
                   "The driver first copies pageable memory into a pinned staging buffer; "
                   "the copy cannot overlap with compute and blocks the host's call.",
                   "Pin the source: `DataLoader(..., pin_memory=True)` or `.pin_memory()`, and "
                   "copy with `.to(device, non_blocking=True)`.",
                   "Copy time: the `gpu_memcpy` events. The `cudaMemcpyAsync` call waits, in "
                   "stream order, for the work queued before it, so it causes device idle "
                   "as a sync does (TL901). Time per step: the copy plus that idle. Predicted "
                   "saving: the copy time less the same bytes at 25 GB/s (pinned), plus the "
                   "idle (at most the call's time).")),
    _profile_code("TL904", "measured-host-tensor-to-device",
               "A tensor created on the host was copied to the device right away.",
               _profile_page(
                   "host-tensor-to-device",
                   "a tensor made by a factory on the host (`torch.tensor`, `zeros`, "
                   "`arange`, ...) and copied to the device at once, in a training step.",
                   "The values are computed on the host and then cross the bus, from pageable "
                   "memory: two costs that creating it on the device avoids.",
                   "Create it on the device: `torch.zeros(..., device=device)` (see TL101).",
                   "Copy time and device idle as TL903. Predicted saving: the whole copy "
                   "plus the idle (at most the call's time).")),
    _profile_code("TL905", "measured-empty-cache",
               "`torch.cuda.empty_cache()` ran in the step.",
               _profile_page(
                   "empty-cache",
                   "a call of `torch.cuda.empty_cache()` in a training step.",
                   "It synchronizes the device and returns cached memory to the driver, which "
                   "the next step allocates again, slowly.",
                   "Remove it from the step (see TL204); call it, if at all, once after a "
                   "phase that used unusual amounts of memory.",
                   "Host time: the call's duration; device idle: from the call's start (or "
                   "from when the device drained) to the next device work, at most the call's "
                   "time, plus the re-allocation it causes: the step's `cudaMalloc` time "
                   "outside the call, at most the step's device idle time. Predicted saving: "
                   "both.")),
    _profile_code("TL906", "measured-autograd-without-backward",
               "Operators recorded autograd graphs that no backward pass used.",
               _profile_page(
                   "autograd-without-backward",
                   "forward operators that recorded an autograd node (the tensors they read "
                   "require grad) although no backward pass of the run reached that node: "
                   "evaluation, metrics or logging computed with grad enabled.",
                   "Recording keeps the inputs every node needs for a backward pass alive "
                   "until the graph is freed, and costs host time per operator.",
                   "Run that code under `torch.no_grad()` or `torch.inference_mode()`, or "
                   "`.detach()` what it reads (see TL402).",
                   "A node-creating operator is the last one that carries an autograd sequence "
                   "number before the number advances; a node is reached when a backward "
                   "operator (`autograd::engine::evaluate_function: ...`) carries its number. "
                   "What is judged is one forward call (one call of a model, or one operator "
                   "the code called): it is reported only when none of its nodes was reached. "
                   "A call some of whose nodes were reached is trained, and its other nodes "
                   "are outputs the code discarded (`_, hidden = rnn(x)`), which `no_grad` "
                   "would break. A call made after the trace's last backward pass (its "
                   "backward cut off by the end of the recording) counts only where the same "
                   "line was found unreached, with a later backward, in another step. A "
                   "line that called operators only (no model) is reported from 16 nodes per "
                   "step (a loop): one node for a metric (`_, idx = outputs.max(1)`), about "
                   "2 us, is not worth changing a line. "
                   "Predicted saving: 2 us of host time per node (a rough constant); the "
                   "larger gain, the memory the graph holds, is not measured.")),
    _profile_code("TL907", "measured-tiny-kernel-loop",
               "A Python loop launched many tiny kernels (or operators) per step.",
               _profile_page(
                   "tiny-kernel-loop",
                   "one line inside a Python loop that makes at least 16 operators per step "
                   "whose kernels average under 20 us (without a device: whose host time "
                   "averages under 20 us), as a loop over the elements of a tensor does. "
                   "Operators made inside a library module the loop calls (`for layer in "
                   "self.layers: x = layer(x)`) are a model's layers, not such a loop.",
                   "Each operator pays Python, dispatch and launch overhead that dwarfs its "
                   "work; the device waits for the host between the kernels.",
                   "Replace the loop with one batched tensor operation (indexing with a "
                   "tensor, `torch.stack`, a reduction over a dimension).",
                   "Host time: the operators' durations per step. Predicted saving: all "
                   "but one operator's host time (one batched operation remains), on a "
                   "device at most the device's idle time within the loop (a busy device "
                   "hides the host's time), plus all but one kernel's time.")),
)
PROFILE_CODES = {profile_code.code: profile_code.name for profile_code in PROFILE_RULES}
# kind measured -> its code
PROFILE_KIND_CODES = dict(zip(("sync", "d2h-copy", "pageable-h2d", "host-tensor-to-device",
                               "empty-cache", "autograd-without-backward", "tiny-kernel-loop"),
                              PROFILE_CODES))


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
    # What `torchlint profile` measured on this line (a JSON-ready object); None for `check`.
    measured: dict[str, Any] | None = field(default=None, compare=False, hash=False)

    @property
    def url(self) -> str | None:
        if self.code in ENGINE_CODES:
            return None
        return DOCS_URL.format(code=self.code)

    def to_dict(self) -> dict[str, Any]:
        """Ruff's JSON schema, key for key, plus ``context`` and, only for a finding that has
        them, ``related`` and (from `torchlint profile`) ``measured``."""
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
        if self.measured is not None:
            data["measured"] = self.measured
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
            measured=data.get("measured"),
        )

    def sort_key(self) -> tuple[Any, ...]:
        return (self.filename, self.cell or 0, self.location, self.code)
