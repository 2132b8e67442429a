"""TL101 tensor-created-then-moved."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.semantic.syntax import (
    ACCELERATOR_STRING,
    argument_indent,
    block_indent,
    code_in_place,
    last_name,
    string_literal,
    string_value,
    walk,
    find_arg,
    has_star_args,
    is_device_like,
    call_or_alias_pattern,
    method_call_pattern,
)
from torchlint.rule import Anchor, PendingEdit, Rule, add_keyword
from torchlint.semantic import HOT
from torchlint.semantic.flow import assigned_values
from torchlint.semantic.rates import (
    amortised_loop,
    host_bound_function,
    innermost_loop,
    loops_loader_or_steps,
    made_on_first_use,
)

# Factories whose values do not depend on a random generator: same numbers on any device.
DETERMINISTIC = frozenset(
    {"zeros", "ones", "empty", "full", "arange", "linspace", "logspace", "eye", "tensor"}
)
# The accelerator's generator draws other numbers than the CPU's.
RANDOM = frozenset({"rand", "randn", "randint", "randperm", "normal"})
FACTORIES = DETERMINISTIC | RANDOM
# Computed in floating point step by step: the device may round the last bit differently.
INEXACT_ON_DEVICE = frozenset({"linspace", "logspace"})
# Values that are the same in every dtype: a dtype can be given to the factory itself.
EXACT_IN_ANY_DTYPE = frozenset({"zeros", "ones", "empty", "eye"})
MOVES = frozenset({"cuda", "to"})
# `t.type_as(x)` converts `t` to `x`'s dtype and device (`t.to(x.options())`: dtype, device
# with its index, layout): a move to wherever `x` lives.
TYPE_AS = "type_as"
# Why `.type_as(x)` outside a training loop (in a model's or a helper's code) is --pedantic:
# it follows `x`'s device when the code runs, where `device=x.device` would be recorded as a
# constant by `torch.jit.trace` / export (the library review: ultralytics' anchor grids use it
# on purpose, 5 of 5 not acted on)
TYPE_AS_TRACED = (
    "outside a training loop `.type_as(x)` may be kept on purpose: it follows `x`'s device at "
    "run time, where `device=` would be recorded as a constant in a traced or exported model"
)
# The legacy typed constructors and the dtype each builds (on the host; the `torch.cuda.*`
# ones build on the device and are not flagged).
LEGACY = {
    "FloatTensor": "float32", "DoubleTensor": "float64", "HalfTensor": "float16",
    "BFloat16Tensor": "bfloat16", "ByteTensor": "uint8", "CharTensor": "int8",
    "ShortTensor": "int16", "IntTensor": "int32", "LongTensor": "int64", "BoolTensor": "bool",
}
# `torch.arange` of integer arguments builds int64; `dtype=` gives the others exactly
LEGACY_ARANGE = frozenset({"LongTensor", "IntTensor"})
DTYPES = frozenset(
    {"float", "float32", "float64", "double", "float16", "half", "bfloat16", "complex64",
     "complex128", "cfloat", "cdouble", "uint8", "int8", "int16", "short", "int32", "int",
     "int64", "long", "bool"}
)
# A literal size from which the host allocation and copy cost milliseconds wherever they run
# (2^24 elements: 64 MiB of float32).
LARGE = 2**24
# Keywords of `.to()` / `.cuda()` that mean nothing for a freshly created tensor.
DROPPED = frozenset({"non_blocking", "copy"})
# Tensor methods that keep a tensor where it is and compute the same bits on any device
# (views, copies, exact conversions): a factory chained through them can take `device=`.
EXACT_KEEPING = frozenset(
    {"view", "reshape", "unsqueeze", "squeeze", "expand", "repeat", "flatten", "unflatten",
     "transpose", "permute", "t", "contiguous", "clone", "flip", "roll", "narrow", "tril",
     "triu", "float", "double", "half", "bfloat16", "long", "int", "short", "bool", "byte"}
)
# ... and methods that keep it where it is but compute in floating point, where the device may
# round differently: reported, not fixed.
INEXACT_KEEPING = frozenset(
    {"mul", "add", "sub", "div", "pow", "exp", "log", "sqrt", "rsqrt", "sin", "cos", "neg",
     "abs", "clamp", "cumsum", "cumprod", "reciprocal", "sigmoid", "tanh", "softmax", "sum",
     "mean"}
)
# `torch.tensor(data)` reads Python data (or an array) on the host, with or without `device=`:
# measured on an H100, `torch.tensor(<1e6 floats>)` 217 ms moved, 219 ms with `device=`.
READS_HOST_DATA = "torch.tensor"
# An `if` whose test only asks for an accelerator (`torch.cuda.is_available()`, `use_cuda`,
# `device.type == "cuda"`).
ACCELERATOR_AVAILABLE = frozenset(
    f"torch.{name}.is_available" for name in ("cuda", "backends.mps", "xpu", "accelerator")
)
ACCELERATOR_FLAG = re.compile(r"^(use_|has_|is_|on_|with_)?(cuda|gpu|mps|xpu|accelerator)(_available)?$")


class TensorCreatedThenMoved(Rule):
    """## What it does
    Flags a tensor factory whose result is moved to an accelerator right away:
    `torch.rand(n, n).cuda()`, `torch.zeros(n).to(device)`, and the two-statement form
    `x = torch.randn(n)` directly followed by `x = x.cuda()` or `x = x.to(device)`.

    Factories: `rand randn randint randperm normal zeros ones empty full arange linspace
    logspace eye tensor`, resolved through imports and aliases (`import torch as th`,
    `from torch import rand`).

    On hot paths it also follows a factory through calls that keep the tensor on the host
    before the move (`torch.arange(n).unsqueeze(0).expand(b, n).to(device)`), and the
    two-statement form whose move sits in an `if` that only tests for an accelerator
    (`if torch.cuda.is_available():`, `if use_cuda:`, `if device.type == "cuda":`, with no
    `else`). These extended forms are reported on hot paths only, with `--pedantic` too.

    Where: by default on hot paths (loop bodies, `forward`, Lightning `*_step` hooks,
    `Dataset.__getitem__`, `collate_fn`, and functions of the file called from those), and
    anywhere the factory's size is a literal of at least 2^24 elements (64 MiB of float32:
    the copy costs milliseconds wherever it runs). A one-off tensor at module level, in
    `__init__` or in a test costs microseconds once: `--pedantic` reports it, saying why it
    is not a default finding (`runs once`, `in a test`). What is hot comes from the semantic
    model: a loop over a handful of items written in the code (`for encoder in
    [self.text_encoder, self.text_encoder_2]`) runs once per call, not per step,
    so its body is as hot as the code around it, and so is a module's method looping over its
    own layers (fusing, initialising); an optimizer's lazy state initialization (`if
    len(state) == 0:`) runs once per parameter; and a class with a `forward` whose base
    comes from another file (`class Encoder(PreTrainedModel)`) is taken for a module, so its
    `forward` and what it calls are hot.

    Size does not make a hot finding pedantic: a blocking copy to the device waits for the
    work already queued on it, so even a one-element `torch.zeros(1).to(device)` in a
    `forward` holds the host (measured on an H100, behind 20 queued 4096x4096 matmuls: the
    host is held 52.6 ms, 0.11 ms with `device=`).

    Where nothing is queued, or the copy runs once per epoch, its cost is amortised: these
    hot findings are `--pedantic`, each saying why (a review of user code, issue 24: the
    copies engineers would not change), from the semantic model's rate facts
    (`torchlint.semantic.rates`), unless the factory's literal size is large:
    - the innermost loop around the factory (within its function, past loops over a handful
      of items) is an epoch loop: it runs, in its body, the loop that takes the steps
      (`.backward()` / an optimizer's `.step()`) or iterates a `DataLoader`, while it
      iterates no loader itself and takes no step outside that loop (`for epoch in ...:
      states = torch.zeros(...).to(device); for x in batches: ... loss.backward()`);
    - that loop reads a tensor back to the host on every iteration (`.item()`, `.tolist()`,
      `.numpy()`, `.cpu()`, `.to("cpu")` on what is not known to be a NumPy array or a host
      tensor, at any depth, not under an `if step % n == 0:`): the device queue drains at
      each iteration, so the copy waits behind nothing (mAP and beam-search evaluation, an
      RL rollout that steps its environment with `action.cpu()`, a loop logging
      `loss.item()` every step; also a `torch.cuda.synchronize()` each iteration, as in a
      benchmark that times every step);
    - the function around it indexes a tensor with a boolean mask (`x[~mask]`,
      `x[labels.bool()]`, a mask built with `dtype=torch.bool`): the result's size comes from
      the mask's values, so the host waits for the device at every call anyway and the
      function's small copies (a contrastive loss's `torch.eye(n, dtype=torch.bool)` mask,
      its labels) add no wait of their own; a mask only passed to `masked_fill` does not
      count;
    - the tensor, bound to a name, is the example input of an export in the same function
      (given to `torch.onnx.export`, `torch.jit.trace`, `torch.export.export`, or to a
      function of the file that calls one): it is built once per export, though a loop
      over the weights to export reaches it;
    - outside loops, the function runs only where the queue is drained: it reads the host in
      a loop of its own (a decoder that takes `.item()` per token: the next call starts
      drained), or every call of it in the file (it is not a `forward` or another method
      PyTorch calls per step) sits in such a loop or in an epoch loop (a gradient penalty
      called from a step loop that logs `loss.item()`).
    - (v4) it is made on first use only: it sits in the body of an `if` whose test holds
      `<target> is None` (alone or in an `and`) and that assigns `<target>` (SwAV's `if queue
      is None: queue = torch.zeros(...).cuda()` in the epoch loop), unless the loop sets
      `<target>` back to `None` (the semantic model's `made_on_first_use`).
    A host read only every N steps does not drain the queue at the other steps, and a batch
    loop around a per-timestep loop is no epoch loop: both stay default.

    Also `--pedantic` wherever it is hot: a random factory given `generator=` (a host
    `torch.Generator` the code chose for reproducible numbers whatever the device): the fix
    cannot take a CPU generator and a device generator draws other numbers ("drawn from a
    host generator given on purpose (`generator=`)").

    ## Why is this slow?
    The tensor is first built in host memory (for random factories, by the CPU's generator),
    then copied over PCIe. Passing `device=` builds it where it is needed, with no host
    allocation and no copy.

    Silent on purpose: `torch.from_numpy(a).cuda()` (the data already lives on the host),
    `as_tensor`, `*_like` factories, `torch.normal(mean, std)` with tensors (the result lives
    where they live, and only the `normal(mean, std, size)` overload takes `device=`),
    factories that already pass `device=`, `.to(dtype)`,
    `.to("cpu")`, `.to(other_tensor)` and other arguments that are not device-like, chains with
    another call between factory and move (`torch.zeros(n).half().cuda()`) outside hot paths
    or through a call not known to keep the tensor on the host (`.pin_memory()`, `.numpy()`),
    calls with `**kwargs`, any statement between the two statements of the two-statement form,
    and an `if` around the move that tests anything but an accelerator, or has an `else`.

    On real code (docs/accuracy.md): an engineer would change 28 of a fresh sample of 30
    default findings on the shared corpus (per-forward masks and ids built on the host); the
    two others were setup buffers reached from a loop and a branch whose host sync makes
    the copy's cost moot.

    Only with `--pedantic`: a random factory (`rand randn randint randperm normal`) outside a
    loop body in the methods of a model class (`forward` and what it calls), unless its
    literal size is large: its fix draws other numbers from the accelerator's generator,
    which changes the output of a seeded model or sampler, and once per forward call the
    copy is small next to the model (a user review of the corpus: noise tensors of
    text-to-speech and VAE models, judged not worth the change). In a loop body, or in a
    training-step function a loop calls (a GAN's noise drawn every step), it is reported
    by default. And `torch.tensor(data).to(device)`, wherever it is. `torch.tensor`
    reads its Python data (or array) on the host and copies it over with or without
    `device=` (measured on an H100: `torch.tensor` of a million floats 217 ms moved, 219 ms
    with `device=`; `torch.tensor([0.0], device=...)` holds the host behind queued work as
    long as the move does): the fix tidies the code, it gains no time.

    Only with `--pedantic`: a factory of literal size 0 (`torch.empty(0).to(device)`: a copy
    of no elements moves nothing and waits for nothing).

    Also (v4, brief t406: recall misses on user code) two per-step spellings of the same copy.
    A factory cast onto another tensor with `.type_as(x)` (`torch.ones(n, 1).type_as(x)` in a
    `forward`): `type_as` is `.to(x.options())`, a copy to `x`'s device. Where `x` lives is
    known only from the file, so this form is reported on hot paths of a file that runs on
    an accelerator (the semantic model's `runs_on_accelerator`), with `--pedantic` too, never
    elsewhere; the rate facts above make it `--pedantic` as for `.to(device)`, and so does a
    random factory outside loops in model code. By default only inside a training loop of the
    file (one that iterates a data loader or takes steps): in a model's or a helper's code `.type_as(x)` is often kept on purpose, since it follows `x`'s
    device at run time where `device=x.device` would be recorded as a constant by
    `torch.jit.trace` or export (the library review: ultralytics' anchor grids, 5 of 5 not
    acted on); there it is `--pedantic`, saying so. And the legacy typed constructors
    (`torch.LongTensor`, `torch.FloatTensor`, `IntTensor`, `HalfTensor`...) moved right away
    with `.cuda()` / `.to(device)`: one `range(...)` argument (StarGAN v2's per-forward
    `torch.LongTensor(range(batch)).to(y.device)`) is `torch.arange` on the device, and sizes
    (integer literals, `len(...)`, `.size(i)`, `.shape[i]`, arithmetic of those) are
    `torch.empty` of the constructor's dtype: reported where the factories are. Host data
    (`torch.LongTensor([token]).to(device)`, a list, an array, a name) is copied from the host
    whatever is written, as for `torch.tensor(data)`: `--pedantic` only ("`device=` still
    copies from the host"), and so is no argument ("an empty tensor: nothing is copied"):
    the reviews of user code called those (one token per decoding step, labels next to a
    blocking batch copy) not worth changing.

    The older spellings are found too, without a fix: the move wrapped in the legacy
    `Variable` (`z = torch.randn(n, 100)` then `z = Variable(z.cuda())`; `Variable` returns
    its tensor since PyTorch 0.4), and a line that moves several tensors at once
    (`z, y = Variable(z.cuda()), Variable(y.cuda())`) up to two factory lines after the one
    that creates the tensor. There, a 1-D `ones`/`zeros`/`full` (one constant per sample: a
    GAN's labels) is `--pedantic` only: its copy moves a few hundred bytes.

    ## Example
    ```python
    noise = torch.randn(batch, dim).cuda()
    mask = torch.ones(n).to(device, torch.bool)
    ```

    ## Use instead
    ```python
    noise = torch.randn(batch, dim, device="cuda")
    mask = torch.ones(n, device=device, dtype=torch.bool)
    ```

    ## Fix safety
    `device=` is appended after the factory's last argument (on a line of its own when the
    arguments sit one per line; a move written over several lines brings its line break along)
    and the move is dropped; `.cuda()` becomes `device="cuda"` (`'cuda'` inside a
    double-quoted f-string), `.cuda(1)` becomes `device="cuda:1"`, `non_blocking=` is dropped.
    Comments on the move's own lines come along. A dtype given to the same `.to()` becomes
    `dtype=` only for `zeros ones empty eye`, whose values are the same in any dtype; for the
    others the conversion stays, done on the device (`torch.tensor(300, dtype=torch.uint8)`
    raises where converting 300 wraps it, and a float-step `arange` computed in an integer
    dtype gives other values), as it does when the factory passes its own `dtype=`.
    The fix is safe only where the device computes bit-identical values: `zeros ones empty
    full eye tensor` and `arange` with integer start and step. It is unsafe for a float-step
    `arange`, `linspace` and `logspace` (measured on an H100: `arange(0, 1, 0.001)` differs
    from the host's in the last bit in 554 of 1,000 elements, `logspace(0, 2, 50)` in 26 of
    50) and for `rand randn randint randperm normal` (the accelerator's random generator draws
    other numbers).

    In the extended form the fix passes `device=` to the factory and drops the move only when
    every call in between computes the same bits on the device (views, `reshape`, `expand`,
    `repeat`, `contiguous`, `clone`, `float()` / `long()`...); a dtype given to the move stays
    a conversion (`.to(dtype=...)`). Through floating-point arithmetic (`.div(n).exp()`) it
    is reported without a fix, and so is the `if` form (`device=` would have to carry the
    test).

    `.type_as(x)` is fixed (safe) to `device=x.device, dtype=x.dtype` on the factory for
    `zeros ones empty eye` without a `dtype=` of their own and `x` a name or attribute (read
    twice, without side effects): `type_as` converts to `x`'s dtype, device (with its index)
    and layout, and these values are the same in every dtype (a sparse `x`, whose layout the
    factory would not take, is not expected beside a factory); the others get no fix (their
    values depend on the dtype they are computed in). A legacy constructor of a `range` is
    fixed to `torch.arange(<range's arguments>, device=...)` for `LongTensor` (`dtype=` added
    for `IntTensor`; other dtypes: no fix): safe for one argument that is a size or length,
    unsafe otherwise (`range(5, 2)` is empty where `torch.arange(5, 2)` raises); of sizes, to
    `torch.empty(<sizes>, dtype=torch.<its dtype>, device=...)`, safe (uninitialised either
    way). A bare imported constructor (`from torch import LongTensor`), a move with a dtype,
    or comments inside the chain: no fix.

    What the factory is given can make `device=` change the program: reported without a fix,
    with the reason in the message, are a factory given `requires_grad=True` (created on the
    device the tensor is a leaf, the moved copy is not: its `.grad` fills, in-place
    operations on it raise, an optimizer accepts it), `pin_memory=` (pinned host memory:
    beside `device=` it raises) and `generator=` (a CPU generator cannot drive a factory on
    the accelerator).

    A device known only by its name makes the fix unsafe, and its title says why: `.to(x)`
    also takes a dtype, `device=x` does not, so `def step(device): torch.zeros(3).to(device)`
    called with `torch.float64` would raise once fixed. The code shows a device where the
    argument is a string literal, `torch.device(...)`, the `.device` of an object (tensors,
    modules and accelerator objects hold one), a conditional between such, a name assigned
    only such values, a parameter annotated `torch.device`, `str` or `int` (a device index)
    or passed as `device=` to a torch call (which takes nothing else) in its function, or
    passed as `.to(device=x)` or with a dtype after it (`.to(x, torch.half)`). The finding itself follows the catalog's
    "device-like" names; only the fix asks for evidence.

    Reported without a fix: `.cuda(<non-literal>)` (`.cuda(None)` means the current device,
    `device=None` the CPU); a factory with `out=` (the existing tensor stays where it is, and
    `device=` next to it raises); a removed move, or a removed second statement, that holds a
    comment the fix cannot carry over (it would be lost); a second statement that ends a file
    without a final newline.

    ## Measured
    The sizes from `rand(10, 10)` to `rand(10000, 10000)` are timed by the verifier's own
    workload (`torchlint bench TL101`; its H100 report is below): the gain grows with the
    tensor. Alone, a tiny tensor's copy costs next to nothing; behind queued GPU work the
    blocking copy holds the host until that work is done (on an H100, `zeros(1)`: 52.6 ms ->
    0.11 ms behind 20 queued 4096x4096 matmuls), which is why size does not decide on a hot
    path.

    ## On user code
    Off by default. The bar for on by default is at least 20 reviewed findings on held-out user
    code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed moves, 22
    statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change): 26 of 126
    (21%); fresh7-2816 6 of 34 and fresh8-2817 9 of 15 (one reviewer each), fresh3-fresh5 11 of
    77 (one fresh5 row is `--pedantic` only since 0365b2d and does not count). Acted on: large
    per-forward buffers built on the host (seq2seq outputs of max_len x batch x vocab, attention
    masks and position ids every forward), per-step noise drawn on the CPU. Noise: tiny tensors
    in loops that already sync (16x20 LSTM states next to `loss.item()`, one-element constants,
    small GAN noise); helpers run once or never. It would need to stay silent for small tensors
    in loops that sync anyway, then a fresh review of 20 at 90% or more. Round 4: 11 of 77
    (14%).

    Round 6 (held out, 2026-11-28): fresh10-2820 (two reviewers, independently): 2 of 40 (5%).
    Acted on: two Ising Monte Carlo loops drawing about 5-8M random numbers a sweep on the host.
    Noise: tiny noise, label and `h0` tensors.
    """

    code = "TL101"
    name = "tensor-created-then-moved"
    default = False  # below the bar for on by default: see "On user code"
    fix_availability = FixAvailability.SOMETIMES
    screen = (FACTORIES | frozenset(LEGACY), MOVES | {TYPE_AS})
    default_contexts = frozenset({HOT})

    @classmethod
    def screen_patterns(cls) -> list[re.Pattern[str]]:
        # Both forms call a move as a method: `.cuda(` / `.to(`, not the word "to".
        # ... and the factory is called, or imported under another name.
        # (`.type_as(` is a move too, and the legacy constructors are factories)
        return [call_or_alias_pattern(FACTORIES | frozenset(LEGACY)), method_call_pattern(MOVES | {TYPE_AS})]

    def __init__(self, ctx) -> None:  # noqa: ANN001
        super().__init__(ctx)
        # the forms reported on hot paths only, decided once the model knows what is hot
        self.hot_only: list[tuple[cst.CSTNode, str, object]] = []
        # random factories outside loops: pedantic where hot (the fix changes seeded numbers)
        self.random_outside_loops: list[tuple[cst.CSTNode, dict]] = []
        # hot-path findings whose cost may be amortised (see `_amortised`)
        self.amortised: list[tuple[cst.CSTNode, dict]] = []
        # `.type_as(x)` moves and legacy constructors, decided once the model knows what is hot
        self.type_as: list[tuple[cst.Call, str, dict]] = []
        self.legacy: list[tuple[cst.Call, str, cst.Call, dict]] = []

    # -- chained form: torch.zeros(n).cuda() ----------------------------------------------
    def visit_Call(self, node: cst.Call) -> None:
        if not isinstance(node.func, cst.Attribute):
            return
        if node.func.attr.value == TYPE_AS:
            self._type_as(node)
            return
        if node.func.attr.value not in MOVES:
            return
        factory = node.func.value
        if self._legacy(factory) is not None:
            self._legacy_moved(node)
            return
        kind = self._factory(factory)
        if kind is None:
            self._through_host_calls(node)
            return
        assert isinstance(factory, cst.Call)
        move = self._move(node)
        if move is None:
            return
        device, dtype, fixable, guess = move
        withheld = self._withheld(factory)
        message = (
            f"`{kind}` creates the tensor on the CPU and then copies it to the device; "
            "pass `device=` to the factory" + (f" (no fix: {withheld})" if withheld else "")
        )
        fix = None
        move_dtype = dtype is not None and self._dtype_moves(kind, factory)
        if (
            fixable
            and device is not None
            and withheld is None
            and self._fix_keeps_program(factory)
            and self._comments_kept(node, factory, keeps_layout=self._keeps_layout(node, factory))
        ):
            edits = self._chained_edits(node, factory, device, dtype if move_dtype else None)
            if dtype is not None and not move_dtype:
                # the factory's own dtype makes the conversion deliberate, or the values would
                # change if created in the new dtype (`arange(0, 1, 0.1)` as int64,
                # `tensor(300)` as uint8): the conversion stays, done on the device
                edits[-1] = PendingEdit(
                    Anchor(node.func.value, "end"), Anchor(node, "end"), f".to(dtype={dtype})"
                )
            fix = self._device_fix(f"Pass `device={device}` to `{kind}`", edits, kind, factory, guess)
        self._report(kind, factory, message, fix, end_node=node)

    def _report(self, kind: str, factory: cst.Call, message: str, fix, **extra) -> None:  # noqa: ANN001
        """Report a basic form: by default on hot paths and for large literal sizes;
        `torch.tensor` only with --pedantic, since `device=` still reads its data on the
        host."""
        self._report_basic(factory, kind, factory, message=message, fix=fix, **extra)

    def _report_basic(self, flagged: cst.CSTNode, kind: str, factory: cst.Call, **report) -> None:
        """Report a basic form at ``flagged``. `torch.tensor` is left to --pedantic wherever
        it is; a random factory outside any loop is left to --pedantic in the methods of a
        model class on a hot path, which is known once the model has read the whole file."""
        large = _large(kind, factory)
        if _literal_numel(kind.rsplit(".", 1)[-1], factory) == 0:
            # `torch.empty(0)`: a copy of no elements waits for nothing and moves nothing
            self.report(flagged, pedantic="an empty tensor: nothing is copied", **report)
        elif kind == READS_HOST_DATA:
            self.report(flagged, always=large, pedantic="`device=` still copies from the host", **report)
        elif find_arg(factory, "generator") is not None and not large:
            # intent: numbers drawn from a host generator the code chose (reproducible
            # batches whatever the device); `device=` cannot take a CPU generator
            self.report(flagged, pedantic="drawn from a host generator given on purpose (`generator=`)", **report)
        elif (kind.rsplit(".", 1)[-1] in RANDOM and not large
                and not self.ctx.semantic.loops_around(list(self.ctx.stack))):
            self.random_outside_loops.append((flagged, report))
        elif large:
            self.report(flagged, always=True, **report)
        else:
            # whether the copy's cost is amortised is known once the model has read the file
            # (the calls of its function)
            self.amortised.append((flagged, report))

    def _amortised(self, path) -> str | None:  # noqa: ANN001
        """Why a hot copy costs little where it is, from the semantic model's rate facts
        (:mod:`torchlint.semantic.rates`), or None: the innermost loop around it (within its
        function, past loops over a handful of items) is an epoch loop around the step loop,
        or reads a value back to the host every iteration; outside loops, its function runs
        only where the device queue is drained (it reads the host in a loop itself, or every
        call of it sits in such a loop)."""
        model = self.ctx.semantic
        first_use = made_on_first_use(model, path)
        if first_use is not None:
            return f"made once, on first use (`if {first_use}:`)"
        loop = innermost_loop(model, path)
        if loop is not None:
            why = amortised_loop(model, loop)
            if why == "epoch":
                return "runs once per epoch, around the loop that takes the steps"
            if why == "host":
                return (
                    "the loop reads a value back to the host every iteration, so the copy "
                    "waits behind no queued work"
                )
            return None
        info = model.enclosing_function(path)
        if info is not None and host_bound_function(model, info):
            return (
                "its function runs where values are read back to the host every iteration, "
                "so the copy waits behind no queued work"
            )
        if info is not None and _masks_by_boolean(info.node):
            return (
                "its function indexes with a boolean mask, which waits for the device at "
                "every call: the copy adds no wait of its own"
            )
        if info is not None and _export_input(model, path, info.node):
            return "the dummy input of an export or trace: runs once per export"
        return None

    # -- extended form, hot paths only: torch.arange(n).unsqueeze(0).expand(b, n).cuda() ----
    def _through_host_calls(self, node: cst.Call) -> None:
        """A move whose receiver is a factory chained through calls that keep the tensor on
        the host: reported at the factory, on hot paths only; fixed only when every call in
        between computes the same bits on the device."""
        calls = []
        current = node.func.value  # type: ignore[attr-defined]
        while (
            isinstance(current, cst.Call)
            and isinstance(current.func, cst.Attribute)
            and current.func.attr.value in EXACT_KEEPING | INEXACT_KEEPING
            and not has_star_args(current)
        ):
            calls.append(current.func.attr.value)
            current = current.func.value
        if not calls:
            return
        kind = self._factory(current)
        if kind is None or kind == READS_HOST_DATA:
            return
        assert isinstance(current, cst.Call)
        factory = current
        move = self._move(node)
        if move is None:
            return
        device, dtype, fixable, guess = move
        withheld = self._withheld(factory)
        shown = "".join(f".{name}(...)" for name in reversed(calls))
        message = (
            f"`{kind}` creates the tensor on the CPU, `{shown}` keeps it there, and then it is "
            "copied to the device; pass `device=` to the factory"
            + (f" (no fix: {withheld})" if withheld else "")
        )
        fix = None
        if (
            fixable
            and device is not None
            and withheld is None
            and all(name in EXACT_KEEPING for name in calls)
            and self._fix_keeps_program(factory)
            and self._comments_kept(node, factory, keeps_layout=False)
        ):
            edits = [
                add_keyword(self.ctx, factory, "device", device),
                self.delete_between(Anchor(node.func.value, "end"), Anchor(node, "end")),
            ]
            if dtype is not None:
                # the calls in between chose the dtype the conversion starts from: it stays
                edits[-1] = PendingEdit(
                    Anchor(node.func.value, "end"), Anchor(node, "end"), f".to(dtype={dtype})"
                )
            fix = self._device_fix(f"Pass `device={device}` to `{kind}`", edits, kind, factory, guess)
        self.hot_only.append((factory, message, fix))

    # -- `.type_as(x)`, hot paths only: torch.zeros(n).type_as(x) ---------------------------
    def _type_as(self, node: cst.Call) -> None:
        """A factory cast onto another tensor's dtype and device with `.type_as(x)`: on hot
        paths of a file that runs on an accelerator (where `x` lives is not known otherwise).
        Fixed (safe) for `zeros ones empty eye` without a `dtype=` of their own, `x` a name or
        attribute: `.type_as(x)` is `.to(x.options())`, so `device=x.device, dtype=x.dtype`
        on the factory builds the same values where `x` is."""
        factory = node.func.value  # type: ignore[attr-defined]
        kind = self._factory(factory)
        if kind is None or kind == READS_HOST_DATA or len(node.args) != 1:
            return
        other = node.args[0]
        if other.keyword is not None or other.star:
            return
        assert isinstance(factory, cst.Call)
        target = self.ctx.code(other.value)
        withheld = self._withheld(factory)
        message = (
            f"`{kind}` creates the tensor on the CPU and `.type_as({target})` then copies it to "
            f"the device of `{target}`; pass `device={target}.device, dtype={target}.dtype` to the "
            "factory" + (f" (no fix: {withheld})" if withheld else "")
        )
        fix = None
        short = kind.rsplit(".", 1)[-1]
        if (
            short in EXACT_IN_ANY_DTYPE
            and withheld is None
            and find_arg(factory, "dtype") is None
            and find_arg(factory, "out") is None
            and _plain_reference(other.value)
            and self._comments_kept(node, factory, keeps_layout=self._keeps_layout(node, factory))
        ):
            edits = [
                self._factory_edit(factory, f"{target}.device", f"{target}.dtype"),
                self.delete_between(Anchor(node.func.value, "end"), Anchor(node, "end")),
            ]
            fix = self.fix(
                f"Pass `device={target}.device, dtype={target}.dtype` to `{kind}`", edits, Applicability.SAFE
            )
        self.type_as.append((factory, kind, {"message": message, "fix": fix, "end_node": node}))

    # -- legacy typed constructors: torch.LongTensor(range(n)).to(device) -------------------
    def _legacy(self, node: cst.BaseExpression) -> tuple[str, str] | None:
        """(constructor, form) for a call of a legacy typed constructor (`torch.LongTensor`):
        form `range` (one `range(...)` argument), `sizes` (every argument a size: an integer
        literal, `len(...)`, `.size(...)`, `.shape[...]`, or arithmetic of those), `empty`
        (no argument) or `data` (anything else: a list, an array, a name)."""
        if not isinstance(node, cst.Call):
            return None
        qualified = self.ctx.qualified_name(node.func)
        if qualified is None or not qualified.startswith("torch.") or qualified[6:] not in LEGACY:
            return None
        if has_star_args(node) or any(arg.keyword is not None for arg in node.args):
            return None
        name = qualified[6:]
        if not node.args:
            return name, "empty"
        if len(node.args) == 1 and _range_call(node.args[0].value):
            return name, "range"
        if all(_size_like(arg.value) for arg in node.args):
            return name, "sizes"
        return name, "data"

    def _legacy_moved(self, node: cst.Call) -> None:
        """`torch.LongTensor(...)` moved right away: `range` and `sizes` forms are what the
        device can build itself (`torch.arange`, `torch.empty`), reported like those factories;
        host data is copied from the host whatever is written (--pedantic, as
        `torch.tensor(data)`); no argument copies nothing (--pedantic)."""
        factory = node.func.value  # type: ignore[attr-defined]
        found = self._legacy(factory)
        move = self._move(node)
        if found is None or move is None:
            return
        assert isinstance(factory, cst.Call)
        name, form = found
        dtype_name = LEGACY[name]
        device, dtype, fixable, guess = move
        written = self.ctx.code(factory.func)
        if form in ("empty", "data"):
            message = (
                f"`{written}` (a legacy constructor) builds the tensor on the CPU and then copies it "
                f"to the device; `torch.tensor(..., dtype=torch.{dtype_name}, device=...)` says it in "
                "one call"
            )
            reason = "an empty tensor: nothing is copied" if form == "empty" else "`device=` still copies from the host"
            self.report(factory, message, end_node=node, pedantic=reason)
            return
        replacement = "arange" if form == "range" else "empty"
        message = (
            f"`{written}` (a legacy constructor) builds the tensor on the CPU and then copies it to "
            f"the device; build it there: `torch.{replacement}(..., device=...)`"
        )
        # the module as written (`torch`, `th`): a bare imported name leaves it unknown
        module = self.ctx.code(factory.func.value) if isinstance(factory.func, cst.Attribute) else None
        fix = None
        if (
            fixable and device is not None and dtype is None and module is not None
            and not _comments(node)
            and (form == "sizes" or name in LEGACY_ARANGE)
        ):
            if form == "range":
                inner = factory.args[0].value
                assert isinstance(inner, cst.Call)
                arguments = ", ".join(self.ctx.code(arg.value) for arg in inner.args)
                keywords = f"device={device}" if name == "LongTensor" else f"dtype={module}.{dtype_name}, device={device}"
                text = f"{module}.arange({arguments}, {keywords})"
                title = f"Build it with `{module}.arange(..., device={device})`"
                # `range` of reversed bounds is empty where `arange` raises: exact only for one
                # argument known not to be negative (a size, a length)
                exact = len(inner.args) == 1 and _size_like(inner.args[0].value) and not _negative(inner.args[0].value)
                unsafe = None if exact else "`torch.arange` raises where `range` of reversed bounds is empty"
            else:
                arguments = ", ".join(self.ctx.code(arg.value) for arg in factory.args)
                text = f"{module}.empty({arguments}, dtype={module}.{dtype_name}, device={device})"
                title = f"Build it with `{module}.empty(..., device={device})`"
                unsafe = None
            if guess is not None:
                unsafe = guess
            edits = [self.replace(node, text)]
            if unsafe is None:
                fix = self.fix(title, edits, Applicability.SAFE)
            else:
                fix = self.fix(f"{title} (unsafe: {unsafe})", edits, Applicability.UNSAFE)
        kind = "torch.arange" if form == "range" else "torch.empty"
        sized = factory.args[0].value if form == "range" else factory
        self.legacy.append((factory, kind, sized, {"message": message, "fix": fix, "end_node": node}))

    def leave_Module(self, node: cst.Module) -> None:
        model = self.ctx.semantic
        for flagged, message, fix in self.hot_only:
            path = model.path_to(flagged)
            if model.cost_context(path) == HOT:
                self.report(flagged, message, fix=fix, pedantic=self._amortised(path))  # type: ignore[arg-type]
        for flagged, report in self.amortised:
            path = model.path_to(flagged)
            # (outside hot code the context's own reason, "runs once", says it)
            reason = self._amortised(path) if model.cost_context(path) == HOT else None
            self.report(flagged, pedantic=reason, **report)
        for flagged, report in self.random_outside_loops:
            path = model.path_to(flagged)
            reason = None
            if model.cost_context(path) == HOT and self._in_model_code(path):
                reason = "in model code, the fix would change seeded random numbers"
            self.report(flagged, pedantic=reason, **report)
        for factory, kind, report in self.type_as:
            path = model.path_to(factory)
            # where `x` lives is known only in a file that runs on an accelerator, and the
            # form is as weak as the extended one: hot paths only, with --pedantic too
            if model.cost_context(path) != HOT or not model.runs_on_accelerator():
                continue
            reason = self._amortised(path)
            if _literal_numel(kind.rsplit(".", 1)[-1], factory) == 0:
                reason = "an empty tensor: nothing is copied"
            elif find_arg(factory, "generator") is not None:
                reason = "drawn from a host generator given on purpose (`generator=`)"
            elif (kind.rsplit(".", 1)[-1] in RANDOM and not model.loops_around(path)
                    and self._in_model_code(path)):
                reason = "in model code, the fix would change seeded random numbers"
            elif reason is None and not self._in_training_loop(path):
                reason = TYPE_AS_TRACED
            self.report(factory, pedantic=reason, **report)
        for factory, kind, sized, report in self.legacy:
            path = model.path_to(factory)
            if _large(kind, sized):
                self.report(factory, always=True, **report)
                continue
            reason = self._amortised(path) if model.cost_context(path) == HOT else None
            self.report(factory, pedantic=reason, **report)

    def _in_training_loop(self, path) -> bool:  # noqa: ANN001
        """Inside a loop of the file that iterates a data loader or takes training steps
        (`.backward()`, an optimizer's `.step()`), as opposed to a loop over a model's levels."""
        model = self.ctx.semantic
        return any(
            loops_loader_or_steps(model, path[index]) for index in model.loops_around(path)
        )

    def _in_model_code(self, path) -> bool:  # noqa: ANN001
        """In a method of an ``nn.Module`` class (or a function nested in one)."""
        model = self.ctx.semantic
        info = model.enclosing_function(path)
        while info is not None and info.cls is None:
            info = info.parent
        return info is not None and info.cls is not None and model.is_module_class(info.cls)

    # -- two-statement form: x = torch.zeros(n) / x = x.cuda() ----------------------------
    def visit_Module(self, node: cst.Module) -> None:
        self._block(node.body)

    def visit_IndentedBlock(self, node: cst.IndentedBlock) -> None:
        self._block(node.body)

    def _block(self, body: tuple[cst.BaseStatement, ...] | list) -> None:
        for index, (first, second) in enumerate(zip(body, body[1:])):
            created = _single_assign(first)
            if created is not None and isinstance(second, cst.If):
                self._move_under_accelerator_test(first, created, second)
                continue
            grouped = created is not None and self._factory(created[1])
            if grouped and self._moved_in_a_group(created[0], body[index + 1 :]):
                kind = grouped
                report = {
                    "message": f"`{kind}` creates `{created[0]}` on the CPU and a statement right "
                    "after copies it to the device; pass `device=` to the factory",
                    "fix": None,
                }
                if _labels(kind, created[1]):
                    self.report(
                        first.body[0],  # type: ignore[attr-defined]
                        pedantic="one constant per sample (labels): a copy of a few hundred bytes",
                        **report,
                    )
                else:
                    self._report_basic(first.body[0], kind, created[1], **report)  # type: ignore[attr-defined]
                continue
            moved = _single_assign(second)
            if created is None or moved is None:
                continue
            name, factory = created
            kind = self._factory(factory)
            if kind is None:
                continue
            target, move = moved
            if target != name or not isinstance(move, cst.Call):
                continue
            func = move.func
            if not (
                isinstance(func, cst.Attribute)
                and func.attr.value in MOVES
                and isinstance(func.value, cst.Name)
                and func.value.value == name
            ):
                continue
            found = self._move(move)
            if found is None:
                continue
            device, dtype, fixable, guess = found
            assert isinstance(factory, cst.Call)
            withheld = self._withheld(factory)
            if dtype is not None and not self._dtype_moves(kind, factory):
                fixable = False  # the conversion must stay; rewriting both lines is too much
            fix = None
            if (
                fixable
                and device is not None
                and withheld is None
                and self._fix_keeps_program(factory)
                and not _comments(second)  # the deleted line's comment would be lost
                and not self._ends_file_without_newline(second)
            ):
                edits = [self._factory_edit(factory, device, dtype)]
                edits.append(self.delete_between(Anchor(second, "line_start"), Anchor(second, "next_line")))
                fix = self._device_fix(
                    f"Pass `device={device}` to `{kind}` and drop the move", edits, kind, factory, guess
                )
            statement = first.body[0]  # type: ignore[attr-defined]
            self._report_basic(
                statement, kind, factory,
                message=f"`{kind}` creates `{name}` on the CPU and the next statement copies it "
                "to the device; pass `device=` to the factory"
                + (f" (no fix: {withheld})" if withheld else ""),
                fix=fix,
            )

    def _moved_in_a_group(self, name: str, rest: tuple[cst.BaseStatement, ...] | list) -> bool:
        """The older spellings of "create, then move" that the one-line pairing does not see,
        each reported without a fix (the move's line holds other names' moves, or a wrapper):
        ``z = torch.randn(n, 100)`` followed, past up to two other factory lines, by
        ``z = Variable(z.cuda())`` or ``z, y = Variable(z.cuda()), Variable(y.cuda())``
        (``torch.autograd.Variable`` returns its tensor since PyTorch 0.4)."""
        for statement in rest[:3]:
            pairs = _assigned_pairs(statement)
            if pairs is None:
                return False
            for target, value in pairs:
                move = self._unwrapped(value)
                if target != name:
                    continue
                if move is None or not isinstance(move.func, cst.Attribute):
                    return False
                func = move.func
                if not (
                    func.attr.value in MOVES
                    and isinstance(func.value, cst.Name)
                    and func.value.value == name
                    and (len(pairs) > 1 or move is not value)
                ):
                    return False  # the plain `z = z.cuda()` is the pairing's, with its fix
                found = self._move(move)
                return found is not None and found[0] is not None
            if not all(self._factory(value) is not None for _, value in pairs):
                return False  # only other factory lines may stand between
        return False

    def _unwrapped(self, value: cst.BaseExpression) -> cst.Call | None:
        """The call inside ``Variable(call)``, or the call itself."""
        if not isinstance(value, cst.Call):
            return None
        if self.ctx.qualified_name(value.func) == "torch.autograd.Variable" and len(value.args) == 1:
            inner = value.args[0].value
            return inner if isinstance(inner, cst.Call) else None
        return value

    def _move_under_accelerator_test(
        self, first: cst.CSTNode, created: tuple[str, cst.BaseExpression], branch: cst.If
    ) -> None:
        """`x = torch.zeros(n)` then `if torch.cuda.is_available(): x = x.cuda()`, on hot
        paths only. No fix: `device=` would have to carry the test."""
        name, factory = created
        kind = self._factory(factory)
        if kind is None or kind == READS_HOST_DATA or branch.orelse is not None:
            return
        if not self._tests_for_accelerator(branch.test):
            return
        inner = branch.body.body
        if len(inner) != 1:
            return
        statement = inner[0]
        if isinstance(branch.body, cst.SimpleStatementSuite):
            statement = cst.SimpleStatementLine(body=[statement])  # type: ignore[list-item]
        moved = _single_assign(statement)
        if moved is None or moved[0] != name or not isinstance(moved[1], cst.Call):
            return
        move = moved[1]
        func = move.func
        if not (
            isinstance(func, cst.Attribute)
            and func.attr.value in MOVES
            and isinstance(func.value, cst.Name)
            and func.value.value == name
            and self._move(move) is not None
        ):
            return
        message = (
            f"`{kind}` creates `{name}` on the CPU and the `if` below copies it to the "
            "accelerator; create it on the device you pick (`device=`)"
        )
        self.hot_only.append((first.body[0], message, None))  # type: ignore[attr-defined]

    def _tests_for_accelerator(self, test: cst.BaseExpression) -> bool:
        """A test that only asks whether an accelerator is used: `torch.cuda.is_available()`,
        a flag named like `use_cuda` / `gpu`, `device.type == "cuda"`, `device != "cpu"`, or
        `and` / `or` of such."""
        if isinstance(test, cst.BooleanOperation):
            return self._tests_for_accelerator(test.left) and self._tests_for_accelerator(test.right)
        if isinstance(test, cst.Call) and not test.args:
            return self.ctx.qualified_name(test.func) in ACCELERATOR_AVAILABLE
        if isinstance(test, (cst.Name, cst.Attribute)):
            name = last_name(test)
            return name is not None and bool(ACCELERATOR_FLAG.match(name.lower()))
        if isinstance(test, cst.Comparison) and len(test.comparisons) == 1:
            comparison = test.comparisons[0]
            text = string_value(comparison.comparator)
            left = test.left
            if isinstance(left, cst.Attribute) and left.attr.value == "type":
                left = left.value
            if text is None or not is_device_like(self.ctx, left):
                return False
            if isinstance(comparison.operator, cst.Equal):
                return bool(ACCELERATOR_STRING.match(text))
            return isinstance(comparison.operator, cst.NotEqual) and text == "cpu"
        return False

    # -- helpers ---------------------------------------------------------------------------
    def _factory(self, node: cst.BaseExpression) -> str | None:
        """``torch.<factory>`` for a factory call that does not choose its device yet."""
        if not isinstance(node, cst.Call):
            return None
        qualified = self.ctx.qualified_name(node.func)
        if qualified is None or not qualified.startswith("torch."):
            return None
        short = qualified[len("torch.") :]
        if short not in FACTORIES:
            return None
        if has_star_args(node) or find_arg(node, "device") is not None:
            return None
        if short == "normal" and find_arg(node, "size", 2) is None:
            # `normal(mean, std)` with tensors: the result lives where they live, and these
            # overloads take no `device=` (only `normal(mean, std, size)` does)
            return None
        return f"torch.{short}"

    def _move(self, call: cst.Call) -> tuple[str | None, str | None, bool, str | None] | None:
        """(device code, dtype code or None, fixable, guess) for a move to an accelerator. The
        device code is None when no literal can be written where the call stands (an f-string
        that uses both quotes); ``guess`` says why the argument is taken for a device on its
        name alone (None where the code shows it is one)."""
        assert isinstance(call.func, cst.Attribute)
        if has_star_args(call):
            return None
        other = [
            a for a in call.args
            if a.keyword is not None and a.keyword.value not in DROPPED | {"device", "dtype"}
        ]
        if call.func.attr.value == "cuda":
            target = find_arg(call, "device", 0)
            if target is None:
                return string_literal(self.ctx, "cuda"), None, not other, None
            if isinstance(target.value, cst.Integer):
                return string_literal(self.ctx, f"cuda:{target.value.value}"), None, not other, None
            code = self.ctx.code(target.value)
            if isinstance(target.value, cst.SimpleString) and is_device_like(self.ctx, target.value):
                return code, None, not other, None
            return code, None, False, None  # `.cuda(None)` and `device=None` differ
        target = find_arg(call, "device", 0)
        if target is None or not is_device_like(self.ctx, target.value):
            return None
        dtype_arg = find_arg(call, "dtype", 1 if target.keyword is None else None)
        dtype = self.ctx.code(dtype_arg.value) if dtype_arg is not None else None
        code = self.ctx.code(target.value)
        guess = None
        # `.to(device=x)` names the parameter, and a dtype after `x` makes `x` the device
        # (`.to(x, torch.half)`): the code says it; otherwise `.to(x)` also takes a dtype
        if target.keyword is None and not (dtype_arg is not None and self._is_dtype(dtype_arg.value)):
            if not self._is_device(target.value, self.ctx.semantic.path_to(call)):
                guess = (
                    f"`{code}` is taken for a device by its name only: `.to()` also accepts a "
                    "dtype, `device=` does not"
                )
        return code, dtype, not other, guess

    def _device_fix(self, title: str, edits, kind: str, factory: cst.Call, guess: str | None):  # noqa: ANN001, ANN205
        """The fix, unsafe where the device is a guess from a name (the reason in its title)."""
        applicability = self._applicability(kind, factory)
        if guess is not None:
            return self.fix(f"{title} (unsafe: {guess})", edits, Applicability.UNSAFE)
        return self.fix(title, edits, applicability)

    @staticmethod
    def _withheld(factory: cst.Call) -> str | None:
        """Why the factory cannot take `device=` and keep the program's behaviour, if so."""
        if _set(find_arg(factory, "requires_grad")):
            return (
                "with `requires_grad=True` the tensor created on the device is a leaf, the "
                "moved copy is not: its `.grad` fills and in-place operations on it raise"
            )
        if _set(find_arg(factory, "pin_memory")):
            return "`pin_memory=` asks for pinned host memory: beside `device=` it raises"
        if find_arg(factory, "generator") is not None:
            return (
                "`generator=` draws on the generator's own device: a CPU generator cannot "
                "drive a factory on the accelerator"
            )
        return None

    def _is_dtype(self, node: cst.BaseExpression) -> bool:
        name = self.ctx.semantic.qualified_name(node, self.ctx.semantic.path_to(node))
        return name is not None and name.startswith("torch.") and name.count(".") == 1 and name[6:] in DTYPES

    def _is_device(self, node: cst.BaseExpression, path, depth: int = 0) -> bool:  # noqa: ANN001
        """Does the code show that ``node`` holds a device (or a device string), not a dtype
        or a tensor? A string literal, `torch.device(...)`, the `.device` of an object
        (tensors, modules and accelerator objects hold one), a conditional between such, a
        name assigned only such values, or a parameter annotated `torch.device` / `str` / `int` or
        also passed as `device=` to a torch call (which takes nothing else)."""
        if depth > 4:
            return False
        if string_value(node) is not None:
            return True
        if isinstance(node, cst.IfExp):
            return self._is_device(node.body, path, depth + 1) and self._is_device(node.orelse, path, depth + 1)
        if isinstance(node, cst.Call):
            name = self.ctx.semantic.qualified_name(node.func, self.ctx.semantic.path_to(node))
            return name == "torch.device"
        if isinstance(node, cst.Attribute):
            return node.attr.value == "device"
        if not isinstance(node, cst.Name):
            return False
        values = assigned_values(path, node.value)
        if values:
            return all(self._is_device(v, path, depth + 1) for v in values)
        if values is None:
            return self._device_parameter(node.value, path)
        return False

    def _device_parameter(self, name: str, path) -> bool:  # noqa: ANN001
        function = next(
            (n for n in reversed(path[:-1]) if isinstance(n, cst.FunctionDef)), None
        )
        if function is None:
            return False
        params = function.params
        every = [*params.posonly_params, *params.params, *params.kwonly_params]
        param = next((p for p in every if p.name.value == name), None)
        if param is None:
            return False
        if param.annotation is not None:
            annotation = param.annotation.annotation
            text = self.ctx.code(annotation)
            if text in ("str", "int", "torch.device", '"torch.device"', "'torch.device'"):
                return True
            qualified = self.ctx.semantic.qualified_name(annotation, self.ctx.semantic.path_to(annotation))
            if qualified == "torch.device":
                return True
        for node in walk(function.body):
            if not isinstance(node, cst.Call):
                continue
            passed = any(
                arg.keyword is not None and arg.keyword.value == "device"
                and isinstance(arg.value, cst.Name) and arg.value.value == name
                for arg in node.args
            )
            if not passed:
                positional = node.args[0].value if node.args and node.args[0].keyword is None else None
                passed = isinstance(positional, cst.Name) and positional.value == name
                if not passed:
                    continue
                qualified = self.ctx.semantic.qualified_name(node.func, self.ctx.semantic.path_to(node))
                if qualified == "torch.device":
                    return True
                continue
            qualified = self.ctx.semantic.qualified_name(node.func, self.ctx.semantic.path_to(node))
            if qualified is not None and qualified.startswith("torch."):
                return True
        return False

    @staticmethod
    def _fix_keeps_program(factory: cst.Call) -> bool:
        """`out=` writes into an existing tensor, which stays where it is: `device=` next to
        it raises when the two differ."""
        return find_arg(factory, "out") is None

    @staticmethod
    def _dtype_moves(kind: str, factory: cst.Call) -> bool:
        """Can a dtype given to the move become the factory's own? Only where the values are
        the same whichever dtype computes them (zeros, ones, uninitialized, identity) and the
        factory chose no dtype itself."""
        return kind.rsplit(".", 1)[-1] in EXACT_IN_ANY_DTYPE and find_arg(factory, "dtype") is None

    def _ends_file_without_newline(self, statement: cst.CSTNode) -> bool:
        """Deleting this line would leave the previous line's newline as the file's last
        byte, where the file had none."""
        if self.ctx.module.has_trailing_newline:
            return False
        code = self.ctx.code(statement).rstrip("\r\n")
        return self.ctx.source.endswith(code)

    def _factory_edit(self, factory: cst.Call, device: str, dtype: str | None) -> PendingEdit:
        value = device if dtype is None else f"{device}, dtype={dtype}"
        return add_keyword(self.ctx, factory, "device", value)

    @staticmethod
    def _keeps_layout(move: cst.Call, factory: cst.Call) -> bool:
        """A move whose one positional argument sits on a line of its own, after a factory
        whose arguments share one line: the fix carries the move's layout over."""
        return (
            bool(factory.args)
            and argument_indent(factory) is None
            and len(move.args) == 1
            and isinstance(move.whitespace_before_args, cst.ParenthesizedWhitespace)
            and move.args[0].keyword is None
            and not move.lpar
            and not factory.lpar
        )

    @staticmethod
    def _comments_kept(move: cst.Call, factory: cst.Call, *, keeps_layout: bool) -> bool:
        """Would every comment of the chain survive the fix? Comments inside the removed
        `.to(...)` are lost, except where the move's layout is carried over (its line breaks,
        and the comments on them, go into the factory's parentheses)."""
        kept: list[cst.CSTNode] = [factory]
        if keeps_layout:
            kept += [move.whitespace_before_args, move.args[0]]
            last = factory.args[-1]
            # the factory's `)` and what precedes it are replaced: a comment there is lost
            if _comments(last.with_changes(value=cst.Name("x"))):
                return False
        skip = {id(n) for root in kept for n in walk(root)}
        return not any(isinstance(n, cst.Comment) and id(n) not in skip for n in walk(move))

    def _chained_edits(
        self, move: cst.Call, factory: cst.Call, device: str, dtype: str | None
    ) -> list[PendingEdit]:
        """The edits of the chained form: the last one removes the move. A move whose
        argument sits on a line of its own while the factory's arguments share one line brings
        its layout with it (`torch.zeros(a, b).to(\n    x.device\n)` becomes
        `torch.zeros(a, b,\n    device=x.device\n)`), so that no line grows long."""
        value = device if dtype is None else f"{device}, dtype={dtype}"
        if self._keeps_layout(move, factory):
            # `,` + the move's own line break and indentation + `device=...` + whatever
            # followed the argument (its comma, the line break before `)`) + `)`
            block = block_indent(self.ctx, move)
            tail = code_in_place(self.ctx, move.args[0].with_changes(value=cst.Name("x")), block)[1:]
            before = code_in_place(self.ctx, move.whitespace_before_args, block)
            content = f",{before}device={value}{tail})"
            return [PendingEdit(Anchor(factory.args[-1].value, "end"), Anchor(move, "end"), content)]
        return [
            add_keyword(self.ctx, factory, "device", value),
            self.delete_between(Anchor(move.func.value, "end"), Anchor(move, "end")),
        ]

    @staticmethod
    def _applicability(kind: str, factory: cst.Call) -> Applicability:
        """Safe only where the device computes the very same bits as the host."""
        short = kind.rsplit(".", 1)[-1]
        if short in RANDOM or short in INEXACT_ON_DEVICE:
            return Applicability.UNSAFE
        if short == "arange" and not _integer_steps(factory):
            return Applicability.UNSAFE
        return Applicability.SAFE


# Calls that export or trace a model with an example input: that input is built once.
EXPORTERS = frozenset({
    "torch.onnx.export", "torch.onnx.dynamo_export", "torch.jit.trace", "torch.jit.trace_module",
    "torch.export.export",
})


def _masks_by_boolean(function: cst.FunctionDef) -> bool:
    """Does ``function`` index a tensor with a boolean mask (`x[~mask]`, `x[labels.bool()]`,
    `x[mask]` with `mask` built with `dtype=torch.bool` or `.bool()` in the function)? Such
    an index sizes its result from the mask's values: the host waits for the device."""
    masks: set[str] = set()
    for node in walk(function.body):
        if isinstance(node, cst.Assign) and len(node.targets) == 1 and isinstance(node.targets[0].target, cst.Name):
            if _boolean(node.value, frozenset()):
                masks.add(node.targets[0].target.value)
    for node in walk(function.body):
        if isinstance(node, cst.Subscript) and len(node.slice) == 1:
            index = node.slice[0].slice
            if isinstance(index, cst.Index) and _boolean(index.value, frozenset(masks)):
                return True
    return False


def _boolean(expr: cst.BaseExpression, masks: frozenset[str]) -> bool:
    if isinstance(expr, cst.UnaryOperation) and isinstance(expr.operator, cst.BitInvert):
        return _boolean(expr.expression, masks)
    if isinstance(expr, cst.Name):
        return expr.value in masks
    if not isinstance(expr, cst.Call):
        return False
    if isinstance(expr.func, cst.Attribute) and expr.func.attr.value == "bool" and not expr.args:
        return True
    if isinstance(expr.func, cst.Attribute) and expr.func.attr.value in MOVES:
        if any(a.keyword is not None and a.keyword.value == "dtype" and _bool_dtype(a.value) for a in expr.args):
            return True
        return _boolean(expr.func.value, masks)
    return any(a.keyword is not None and a.keyword.value == "dtype" and _bool_dtype(a.value) for a in expr.args)


def _bool_dtype(expr: cst.BaseExpression) -> bool:
    return isinstance(expr, cst.Attribute) and expr.attr.value == "bool"


def _export_input(model, path, function: cst.FunctionDef) -> bool:  # noqa: ANN001
    """Is the tensor the factory builds (bound to a name by the statement around it) given,
    in the same function, to `torch.onnx.export` / `torch.jit.trace` / `torch.export.export`,
    or to a function of this file that calls one of them (an export script's dummy input)?"""
    assign = next((node for node in reversed(path) if isinstance(node, cst.Assign)), None)
    if assign is None or len(assign.targets) != 1 or not isinstance(assign.targets[0].target, cst.Name):
        return False
    name = assign.targets[0].target.value
    exporting = {
        info.node.name.value for info in model.functions.values()
        if isinstance(info.node, cst.FunctionDef) and any(
            isinstance(node, cst.Call) and _qualified(model, node.func) in EXPORTERS
            for node in walk(info.node.body)
        )
    }
    for node in walk(function.body):
        if not isinstance(node, cst.Call):
            continue
        if not any(isinstance(a.value, cst.Name) and a.value.value == name for a in node.args):
            continue
        if _qualified(model, node.func) in EXPORTERS:
            return True
        if isinstance(node.func, cst.Name) and node.func.value in exporting:
            return True
    return False


def _qualified(model, func: cst.BaseExpression) -> str | None:  # noqa: ANN001
    if not isinstance(func, (cst.Name, cst.Attribute)):
        return None
    return model.qualified_name(func, model.path_to(func))


def _set(arg: cst.Arg | None) -> bool:
    """An argument given and not the literal `False` (or `None`)."""
    return arg is not None and not (isinstance(arg.value, cst.Name) and arg.value.value in ("False", "None"))


def _integer_steps(arange: cst.Call) -> bool:
    """`arange` whose start and step are integer literals (or left out): every value is then
    an integer, exact in any floating dtype. A float start or step accumulates rounding that
    differs between devices in the last bit."""
    positional = [a for a in arange.args if a.keyword is None]
    if any(a.star for a in arange.args):
        return False
    start = find_arg(arange, "start", 0 if len(positional) >= 2 else None)
    step = find_arg(arange, "step", 2)
    return all(a is None or _is_int_literal(a.value) for a in (start, step))


def _is_int_literal(node: cst.BaseExpression) -> bool:
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
        node = node.expression
    return isinstance(node, cst.Integer)


def _comments(node: cst.CSTNode, *, inside_of: cst.CSTNode | None = None) -> bool:
    """Does ``node`` hold a comment (its own line's trailing one included, the comment lines
    above it excluded) outside ``inside_of``?"""
    skip = set()
    if inside_of is not None:
        skip.update(id(n) for n in walk(inside_of))
    if isinstance(node, cst.SimpleStatementLine):
        if node.trailing_whitespace.comment is not None:
            return True
        roots: list[cst.CSTNode] = list(node.body)
    else:
        roots = [node]
    return any(
        isinstance(n, cst.Comment) and id(n) not in skip for root in roots for n in walk(root)
    )


def _large(kind: str, factory: cst.Call) -> bool:
    """Is the factory's size a literal of at least LARGE elements?"""
    numel = _literal_numel(kind.rsplit(".", 1)[-1], factory)
    return numel is not None and numel >= LARGE


def _literal_numel(short: str, call: cst.Call) -> int | None:
    positional = [a.value for a in call.args if a.keyword is None and not a.star]
    if short in ("zeros", "ones", "empty", "rand", "randn"):
        size = find_arg(call, "size")
        if size is not None:
            return _product(size.value)
        if len(positional) == 1 and isinstance(positional[0], (cst.Tuple, cst.List)):
            return _product(positional[0])
        return _product_of(positional) if positional else None
    if short == "full":
        size = find_arg(call, "size", 0)
        return _product(size.value) if size is not None else None
    if short in ("randint", "normal"):
        size = find_arg(call, "size")
        if size is None and short == "randint" and positional and isinstance(positional[-1], (cst.Tuple, cst.List)):
            return _product(positional[-1])
        return _product(size.value) if size is not None else None
    if short in ("linspace", "logspace"):
        steps = find_arg(call, "steps", 2)
        return _integer(steps.value) if steps is not None else None
    if short == "randperm":
        return _integer(positional[0]) if positional else None
    if short == "arange":
        numbers = [_integer(v) for v in positional]
        if not numbers or None in numbers:
            return None
        if len(numbers) == 1:
            return numbers[0]
        step = numbers[2] if len(numbers) > 2 else 1
        return (numbers[1] - numbers[0]) // step if step else None  # type: ignore[operator]
    if short == "eye":
        numbers = [_integer(v) for v in positional[:2]]
        if not numbers or None in numbers:
            return None
        return numbers[0] * (numbers[1] if len(numbers) > 1 else numbers[0])  # type: ignore[operator]
    return None


def _product(node: cst.BaseExpression) -> int | None:
    if isinstance(node, (cst.Tuple, cst.List)):
        return _product_of([e.value for e in node.elements])
    return _integer(node)


def _product_of(values: list[cst.BaseExpression]) -> int | None:
    total = 1
    for value in values:
        number = _integer(value)
        if number is None:
            return None
        total *= number
    return total


def _integer(node: cst.BaseExpression) -> int | None:
    """An integer literal (``8192``, ``1_000``, ``2**24``)."""
    if isinstance(node, cst.Integer):
        try:
            return int(node.value, 0)
        except ValueError:
            return None
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Power, cst.Multiply)):
        left, right = _integer(node.left), _integer(node.right)
        if left is None or right is None or right > 64:
            return None
        return left**right if isinstance(node.operator, cst.Power) else left * right
    return None


def _labels(kind: str, factory: cst.BaseExpression) -> bool:
    """``torch.ones(n)`` / ``torch.zeros(n)`` / ``torch.full((n,), v)``: one constant per
    sample, the targets of a GAN's discriminator."""
    if kind.rsplit(".", 1)[-1] not in ("ones", "zeros", "full") or not isinstance(factory, cst.Call):
        return False
    sizes = [a for a in factory.args if a.keyword is None]
    if not sizes:
        return False
    first = sizes[0].value
    if isinstance(first, (cst.Tuple, cst.List)):
        return len(first.elements) == 1
    return kind.endswith(("ones", "zeros")) and len(sizes) == 1


def _assigned_pairs(statement: cst.CSTNode) -> list[tuple[str, cst.BaseExpression]] | None:
    """``a = x`` or ``a, b = x, y`` as the only statement on its line, as (name, value) pairs."""
    single = _single_assign(statement)
    if single is not None:
        return [single]
    if not isinstance(statement, cst.SimpleStatementLine) or len(statement.body) != 1:
        return None
    assign = statement.body[0]
    if not isinstance(assign, cst.Assign) or len(assign.targets) != 1:
        return None
    target, value = assign.targets[0].target, assign.value
    if not isinstance(target, cst.Tuple) or not isinstance(value, cst.Tuple):
        return None
    if len(target.elements) != len(value.elements):
        return None
    pairs = []
    for left, right in zip(target.elements, value.elements):
        if not isinstance(left.value, cst.Name) or isinstance(left, cst.StarredElement):
            return None
        pairs.append((left.value.value, right.value))
    return pairs


def _single_assign(statement: cst.CSTNode) -> tuple[str, cst.BaseExpression] | None:
    """``name = value`` as the only statement on its line."""
    if not isinstance(statement, cst.SimpleStatementLine) or len(statement.body) != 1:
        return None
    assign = statement.body[0]
    if not isinstance(assign, cst.Assign) or len(assign.targets) != 1:
        return None
    target = assign.targets[0].target
    if not isinstance(target, cst.Name):
        return None
    return target.value, assign.value


def _plain_reference(node: cst.BaseExpression) -> bool:
    """A name or a chain of attributes (`x`, `self.weight`, `enc.data`): read again without
    side effects."""
    while isinstance(node, cst.Attribute):
        node = node.value
    return isinstance(node, cst.Name)


def _range_call(node: cst.BaseExpression) -> bool:
    """`range(...)` with one to three plain arguments."""
    return (
        isinstance(node, cst.Call)
        and isinstance(node.func, cst.Name)
        and node.func.value == "range"
        and 1 <= len(node.args) <= 3
        and all(arg.keyword is None and not arg.star for arg in node.args)
    )


def _size_like(node: cst.BaseExpression) -> bool:
    """An integer literal, `len(...)`, `x.size(...)`, `x.shape[...]` / `x.size()[...]`,
    `x.numel()`, or arithmetic of those: a size, not data."""
    if isinstance(node, cst.Integer):
        return True
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        return isinstance(node.expression, cst.Integer)
    if isinstance(node, cst.BinaryOperation) and isinstance(
        node.operator, (cst.Add, cst.Subtract, cst.Multiply, cst.FloorDivide)
    ):
        return _size_like(node.left) and _size_like(node.right)
    if isinstance(node, cst.Call):
        func = node.func
        if isinstance(func, cst.Name) and func.value == "len" and len(node.args) == 1:
            return True
        if isinstance(func, cst.Attribute) and func.attr.value == "size" and len(node.args) == 1:
            return True
        if isinstance(func, cst.Attribute) and func.attr.value == "numel" and not node.args:
            return True
        return False
    if isinstance(node, cst.Subscript) and len(node.slice) == 1:
        value = node.value
        if isinstance(value, cst.Attribute) and value.attr.value == "shape":
            return isinstance(node.slice[0].slice, cst.Index)
        if isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and value.func.attr.value == "size":
            return not value.args and isinstance(node.slice[0].slice, cst.Index)
    return False


def _negative(node: cst.BaseExpression) -> bool:
    """May the size be negative as written: a negative literal, or a subtraction."""
    if isinstance(node, cst.UnaryOperation):
        return True
    if isinstance(node, cst.BinaryOperation):
        return isinstance(node.operator, cst.Subtract) or _negative(node.left) or _negative(node.right)
    return False
