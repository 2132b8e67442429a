"""TL412 concat-grown-in-loop."""

from __future__ import annotations

import libcst as cst

from torchlint.diagnostics import FixAvailability
from torchlint.rule import Rule
from torchlint.semantic import HOT
from torchlint.semantic.names import dotted
from torchlint.semantic.syntax import find_arg, last_name, walk
from torchlint.semantic.values import LOADER

# Functions that copy every input into a new array: growing one by them copies it again on
# every iteration.
CONCATENATES = frozenset(
    {
        "torch.cat", "torch.concat", "torch.concatenate", "torch.hstack", "torch.vstack",
        "torch.row_stack", "torch.column_stack", "torch.dstack",
        "numpy.concatenate", "numpy.hstack", "numpy.vstack", "numpy.row_stack",
        "numpy.column_stack", "numpy.dstack", "numpy.append",
    }
)
# Calls that iterate the loader they are given.
ITERATING_WRAPPERS = frozenset({"enumerate", "tqdm", "zip", "iter"})
# A loop over `range(<literal>)` of at most this many iterations grows nothing worth a list.
FEW_ITERATIONS = 8


class ConcatGrownInLoop(Rule):
    """## What it does
    Flags a tensor or array grown by concatenation inside a loop: `x = torch.cat([x, y])`,
    `out = torch.cat((out, step), dim=1)`, `acc = np.concatenate([acc, batch])`,
    `a = np.append(a, b)`, `h = torch.vstack([h, row])` (also `torch.concat`,
    `torch.concatenate`, `torch.hstack`, `torch.dstack`, `torch.column_stack`,
    `torch.row_stack` and their NumPy namesakes), where the assigned name (or
    `self.<attr>`) is one of the concatenated inputs.

    ## Why is this slow?
    Concatenation allocates a new buffer and copies every input into it. Growing a value by
    one piece per iteration therefore copies everything gathered so far on every iteration:
    n iterations copy O(n^2) elements and allocate n ever larger buffers. Appending the
    pieces to a list and concatenating once after the loop copies each element once.

    Where: by default in loops over a DataLoader's batches (a loader this file builds, or a
    name or attribute whose last part contains `loader`, also through `enumerate`, `tqdm`,
    `zip`), where one copy per batch adds up over an epoch. Other loops are reported only with
    `--pedantic` ("iteration count unknown"): on real code most of them run a handful of
    times, each iteration far dearer than its copy (a VAE decoding video frame by frame, a few
    reference images, the entries of a config).

    In preview: on the shared corpus (benchmarks/reviews/TL412-new-tuning.csv) an engineer
    would have changed 2 of the rule's 21 findings before this default form was narrowed to
    loader loops (9.5%); none of the 21 is in a loader loop, so the narrowed default has no
    reviewed sample yet.

    Silent on purpose: when the grown value is read inside the loop other than by its own
    concatenation and `is None` tests (`ids = torch.cat([ids, next_id], -1)` followed by
    `model(ids)`: an autoregressive loop needs the whole sequence on every step, so a list
    would not save the copy); loops over `range(n)` with a literal `n` of at most 8
    (a few copies cost nothing); calls with `*` arguments or a list built elsewhere
    (`torch.cat(parts)`: that is the advised form); concatenations whose result goes to
    another name; and code outside loops (a KV cache grown once per forward).

    ## Example
    ```python
    embeddings = torch.empty(0, 512, device=device)
    for batch in loader:
        embeddings = torch.cat([embeddings, encoder(batch.to(device))])
    ```

    ## Use instead
    ```python
    chunks = []
    for batch in loader:
        chunks.append(encoder(batch.to(device)))
    embeddings = torch.cat(chunks)
    ```

    ## Fix safety
    No fix: the rewrite introduces a list, changes where the value is complete, and must
    handle the initial value (an empty tensor, `None`, a first piece), which differ from
    program to program.

    ## Measured
    The built-in workload (`torchlint bench TL412`) gathers 1000 pieces of 64x256 float32:
    `before` grows the result with `torch.cat([out, piece])` on every iteration, `after`
    appends to a list and concatenates once; both produce the same 64000x256 tensor. The
    expected direction is `after` faster, by a factor that grows with the number of pieces.
    On an H100 (PyTorch 2.11, `torchlint bench TL412 --device cuda`): 1000 pieces of 64x256 float32: 25.0 ms -> 0.277 ms (90.3x, faster).

    ## On user code
    In preview, off by default. The bar for on by default is at least 20 reviewed findings on
    held-out user code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed
    moves, 22 statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change):
    0 of 15 (0%); fresh8-2817 0 of 6 (one reviewer), fresh4-fresh5 0 of 9. Noise: evaluation
    loops of 50 to 100 batches whose appended labels or logits are a few KB; a small per-epoch
    array of a CPU LSTM. It would need to report only loops run every training step or many
    thousands of times, then a review of 20. Round 4: 0 of 9.

    Round 6 (held out, 2026-11-28): fresh10-2820 (one reviewer): 0 of 6. Noise: tiny label tensors
    over a few hundred test batches; `np.append` of one scalar a batch over an epoch of a course
    notebook.
    """

    code = "TL412"
    name = "concat-grown-in-loop"
    # A performance rule whose pattern only exists in loops: hot paths (tests: --pedantic)
    default_contexts = frozenset({HOT})
    fix_availability = FixAvailability.NONE
    preview = True  # no reviewed sample of its default form yet: see the docstring
    default = False  # below the bar for on by default: see "On user code"
    # A concatenation's last name, and, for `numpy.append` (the only one named like a list's
    # method, in nearly every file), the import of numpy it resolves through.
    screen = (
        frozenset({"cat", "concat", "concatenate", "hstack", "vstack", "row_stack",
                   "column_stack", "dstack", "append"}),
        frozenset({"cat", "concat", "concatenate", "hstack", "vstack", "row_stack",
                   "column_stack", "dstack", "numpy"}),
    )

    def visit_Assign(self, node: cst.Assign) -> None:
        if len(node.targets) != 1 or not isinstance(node.value, cst.Call):
            return
        call = node.value
        target = dotted(node.targets[0].target)
        if not target or (len(target) > 1 and target[0] != "self") or len(target) > 2:
            return
        if self.ctx.qualified_name(call.func) not in CONCATENATES:
            return
        grown = self._grown(call, target)
        if grown is None:
            return
        path = self.ctx.stack
        loops = self.ctx.semantic.loops_around(path)
        if not loops:
            return
        loop = path[loops[0]]
        assert isinstance(loop, (cst.For, cst.While))
        if _few_iterations(loop) or self._read_in_loop(loop, grown, target):
            return
        shown = ".".join(target)
        self.report(
            call,
            f"`{shown}` grows by concatenation on every iteration, copying everything gathered "
            "so far each time (quadratic): append the pieces to a list and concatenate once "
            "after the loop",
            # per batch, the iterations are many; elsewhere they may be a handful, each far
            # dearer than its copy (a VAE decoding frame by frame)
            pedantic=None if self._over_batches(loop, path[: loops[0] + 1]) else "iteration count unknown",
        )

    def _over_batches(self, loop: cst.For | cst.While, path: list[cst.CSTNode]) -> bool:
        """A `for` over a DataLoader (also through `enumerate`, `tqdm`, `zip`), or over a name
        or attribute whose last part contains `loader` (a loader handed in as a parameter)."""
        if not isinstance(loop, cst.For):
            return False
        iterable = loop.iter
        while isinstance(iterable, cst.Call) and iterable.args and iterable.args[0].keyword is None:
            if last_name(iterable.func) not in ITERATING_WRAPPERS:
                break
            iterable = iterable.args[0].value
        name = last_name(iterable)
        if name is not None and "loader" in name.lower():
            return True
        model = self.ctx.semantic
        where = [*path, loop.iter] if iterable is loop.iter else model.path_to(iterable)
        return model.value(iterable, where).kind == LOADER

    def _grown(self, call: cst.Call, target: list[str]) -> cst.BaseExpression | None:
        """The input that is ``target`` itself (the first or the last one), if any."""
        name = self.ctx.qualified_name(call.func) or ""
        if name == "numpy.append":
            first = find_arg(call, "arr", 0)
            return first.value if first is not None and dotted(first.value) == target else None
        pieces = find_arg(call, "tensors", 0) or find_arg(call, "arrays", 0) or find_arg(call, "tup", 0)
        if pieces is None or not isinstance(pieces.value, (cst.List, cst.Tuple)):
            return None
        elements = pieces.value.elements
        if len(elements) < 2 or any(isinstance(e, cst.StarredElement) for e in elements):
            return None
        for element in (elements[0], elements[-1]):
            if dotted(element.value) == target:
                return element.value
        return None

    def _read_in_loop(self, loop: cst.For | cst.While, grown: cst.BaseExpression, target: list[str]) -> bool:
        """Is the grown value read in the loop (its test included) other than as the input
        of its own concatenation or by an `is None` / `is not None` test?"""
        skipped = {id(n) for n in walk(grown)}
        parts = [loop.body] + ([loop.test] if isinstance(loop, cst.While) else [])
        nodes = [sub for part in parts for sub in walk(part)]
        for sub in nodes:
            if isinstance(sub, cst.Attribute):
                skipped.add(id(sub.attr))  # the `x` of `self.x` is no read of `x`
            elif isinstance(sub, cst.AssignTarget):
                skipped.add(id(sub.target))  # a write
            elif isinstance(sub, cst.Arg) and sub.keyword is not None:
                skipped.add(id(sub.keyword))
            elif _none_test(sub):
                skipped.add(id(sub.left))  # type: ignore[attr-defined]
        return any(
            isinstance(sub, (cst.Name, cst.Attribute)) and id(sub) not in skipped and dotted(sub) == target
            for sub in nodes
        )


def _none_test(node: cst.CSTNode) -> bool:
    """``<expr> is None`` / ``<expr> is not None``."""
    return (
        isinstance(node, cst.Comparison)
        and len(node.comparisons) == 1
        and isinstance(node.comparisons[0].operator, (cst.Is, cst.IsNot))
        and isinstance(node.comparisons[0].comparator, cst.Name)
        and node.comparisons[0].comparator.value == "None"
    )


def _few_iterations(loop: cst.For | cst.While) -> bool:
    """``for ... in range(<literal>)`` with a literal of at most FEW_ITERATIONS."""
    if not isinstance(loop, cst.For) or not isinstance(loop.iter, cst.Call):
        return False
    call = loop.iter
    if not (isinstance(call.func, cst.Name) and call.func.value == "range") or len(call.args) != 1:
        return False
    count = call.args[0].value
    return isinstance(count, cst.Integer) and int(count.value, 0) <= FEW_ITERATIONS
