"""TL416 hand-written-attention."""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterator, Sequence

import libcst as cst

from torchlint.diagnostics import FixAvailability
from torchlint.rule import PendingRelated, Rule
from torchlint.semantic import COLD, HOT, PERIODIC
from torchlint.semantic.flow import assigned_values, reaching_binding, target_names, walk_scope
from torchlint.semantic.loaders import file_may_train
from torchlint.semantic.model_size import Size, model_size
from torchlint.semantic.syntax import find_arg, last_name, walk

# The fused kernels a class or function may already call: code that has one keeps the hand-written
# path as a fallback (nanoGPT's `if self.flash: ... else: ...`).
FUSED = frozenset(
    {
        "scaled_dot_product_attention", "flash_attn_func", "flash_attn_qkvpacked_func",
        "flash_attn_varlen_func", "memory_efficient_attention", "flex_attention",
    }
)
DEF = re.compile(r"\bdef\s+(\w+)")
# Calls that keep the values of a tensor while changing its dtype or layout in memory only.
CASTS = frozenset({"float", "half", "bfloat16", "double", "to", "type", "type_as", "contiguous"})
# Element-wise steps between the product of queries and keys and the softmax: a scale, a mask
# (`masked_fill(mask == 0, -inf)`), a bias (`+ rel_pos`), a clamp, a reshape (Swin adds its
# window mask to a view of the scores).
SCORE_METHODS = CASTS | frozenset(
    {"masked_fill", "masked_fill_", "clamp", "clamp_", "mul", "div", "add", "view", "reshape"}
)
SCORE_OPERATORS = (cst.Multiply, cst.Divide, cst.Add, cst.Subtract)
WEIGHTS_READ = (
    "the attention weights are read beside their product with the values (returned, kept or "
    "looked at): a fused kernel does not give them, so this path stays where they are asked for"
)
TOP_LEVEL = "attention computed at the top level of the file, once: a demonstration, not a model's forward"
FUSED_ELSEWHERE = "this file calls a fused attention kernel elsewhere: this path is its alternative"
# v2 (fresh34 review): a file no other file of the project imports (a notebook, a script) decides
# alone whether the attention runs where a fused kernel pays.
NO_ACCELERATOR = (
    "nothing here runs on an accelerator: the file (which no other file of the project imports) "
    "names none, so the attention runs on the CPU"
)
TRAINS_NOTHING = (
    "the file (which no other file of the project imports) trains nothing: a demonstration, an "
    "evaluation or a generation pass"
)
UNUSED = "nothing uses this class: the file (which no other file of the project imports) never names it"
WORD = re.compile(r"\b\w+\b")


def small_reason(size: Size) -> str:
    """v3 (fresh34, fresh35 reviews): the pedantic reason of a model too small for a fused
    kernel to matter, with the values that show it."""
    shown = []
    if size.tokens is not None:
        shown.append(f"{size.tokens.value} tokens, {size.tokens}")
    if size.width is not None:
        shown.append(f"width {size.width.value}, {size.width}")
    return (
        "a small model: the files that configure it give at most " + " and ".join(shown)
        + "; with score matrices this small the fused kernel saves kernel launches (about a "
        "millisecond per block and step), not memory, and engineers reviewing such models left "
        "them as they were"
    )


def _int(node: cst.BaseExpression | None) -> int | None:
    """A literal integer, negative ones included."""
    if isinstance(node, cst.Integer):
        return int(node.evaluated_value)  # `0x10`, `1_000` too
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        inner = _int(node.expression)
        return None if inner is None else -inner
    return None


def _positional(call: cst.Call) -> list[cst.BaseExpression]:
    return [arg.value for arg in call.args if arg.keyword is None and not arg.star]


def _first_token(subscript: cst.Subscript) -> bool:
    """``x[:, 0]``, ``x[:, 0:1]``, ``x[:, :1]``: the first token of a (batch, tokens, ...)
    tensor."""
    elements = subscript.slice
    if len(elements) < 2 or not isinstance(elements[0].slice, cst.Slice):
        return False
    first = elements[0].slice
    if first.lower is not None or first.upper is not None:
        return False
    token = elements[1].slice
    if isinstance(token, cst.Index):
        return _int(token.value) == 0
    if isinstance(token, cst.Slice) and token.step is None:
        lower = 0 if token.lower is None else _int(token.lower)
        return lower == 0 and _int(token.upper) == 1 if token.upper is not None else False
    return False


def _soft_capped(expr: cst.BaseExpression) -> bool:
    """``torch.tanh(scores)``, ``scores.tanh()``: scores soft-capped (Gemma's `cap *
    tanh(scores / cap)`), which a fused kernel cannot compute."""
    return any(isinstance(node, cst.Call) and last_name(node.func) == "tanh" for node in walk(expr))


def _einsum_parts(call: cst.Call) -> tuple[str, str, str] | None:
    """``("bhid", "bhjd", "bhij")`` for ``torch.einsum("bhid,bhjd->bhij", q, k)``: two
    operands, an explicit output."""
    args = _positional(call)
    if len(args) != 3 or not isinstance(args[0], cst.SimpleString):
        return None
    spec = args[0].evaluated_value
    if not isinstance(spec, str) or "->" not in spec:
        return None
    inputs, output = spec.replace(" ", "").replace("...", "").split("->")
    operands = inputs.split(",")
    if len(operands) != 2 or not all(operands) or not output:
        return None
    return operands[0], operands[1], output


class HandWrittenAttention(Rule):
    """## What it does
    Flags attention computed by hand in a model's code: a softmax over the last axis of the
    product of queries and transposed keys (`q @ k.transpose(-2, -1)`, `torch.matmul(q,
    k.transpose(2, 3))`, `torch.bmm(q, k.transpose(1, 2))`, `q @ k.mT`, `k.permute(0, 1, 3,
    2)`, `torch.einsum("bhid,bhjd->bhij", q, k)`), through a scale, a mask
    (`masked_fill(mask == 0, float("-inf"))`), a bias or a cast, whose result (through dropout
    or a cast) multiplies the values (`attn @ v`, `torch.matmul`, `torch.bmm`, `einsum`). The
    finding sits at the softmax; the product of queries and keys and the product with the
    values are its related locations. Names are followed within the function (`scores = q @
    k.transpose(-2, -1)`, then `scores = scores.masked_fill(...)`, then `attn =
    scores.softmax(dim=-1)`), and a softmax module the class builds (`self.softmax =
    nn.Softmax(dim=-1)`) counts as the function.

    ## Why is this slow?
    Written this way, every forward stores the whole (queries x keys) weight matrix for each
    head, several times (scores, masked scores, softmax, dropout mask), and reads it back for
    the backward: memory and memory traffic that grow with the square of the sequence length,
    in kernels that each make a full pass over it.
    `torch.nn.functional.scaled_dot_product_attention` (PyTorch 2.0 and later) runs the same
    computation as one fused kernel (FlashAttention or memory-efficient attention, chosen by
    dtype, shape and device) that never stores the matrix, and a causal mask given as
    `is_causal=True` lets it skip the masked half.

    Silent on purpose: a class or function that also calls a fused kernel
    (`scaled_dot_product_attention`, `flash_attn_func`, xformers'
    `memory_efficient_attention`, `flex_attention`): the hand-written path is its fallback,
    as in nanoGPT; a softmax over another axis; a weight matrix changed between the softmax
    and the values other than by dropout or a cast (a head mask, a renormalisation, talking
    heads: a fused kernel cannot do that); scores soft-capped with `tanh` (Gemma's `cap *
    tanh(scores / cap)`, also where a branch applies it: SDPA cannot compute it); forms other than a product with transposed keys
    (additive attention, SAGAN's `bmm(value, attention.permute(0, 2, 1))`); since v2, queries
    of one token (CaiT's class attention, CrossViT's: `q = self.q(x[:, 0])`, `x[:, 0:1]`,
    followed through names): the weights are one row per head, nothing quadratic.

    `--pedantic` only, with the reason: attention weights read beside their product with the
    values (returned, kept in `self.attn` or appended for a plot: a fused kernel does not give
    them); attention computed at the top level of a script or notebook (a demonstration that
    runs once); a file that calls a fused kernel elsewhere (this path is its alternative);
    tests. Since v2, a file that runs something itself (a notebook, or a script with a call,
    a loop or a `__main__` block at its top level) and that no other file of the project
    imports decides alone where its attention runs: `--pedantic` when it names no
    accelerator (no `"cuda"`, `.cuda()`, `.to(device)`...: CPU lessons and "dissect"
    scripts), when it trains nothing (no backward pass, optimizer or training call: an
    inference or demonstration script) or when it never names the class holding the
    attention. A module of definitions only (`model.py`, `attention.py`) is reported as
    written: the files that import it decide where it runs, and they may not be at hand.

    Since v3, a small model is `--pedantic`: at most 128 tokens at a width of at most 256 (at
    most 64 tokens where the width is not shown, a width of at most 128 where the length is
    not), as the files that configure it show. The size is read as text from the checked file,
    the project's files that import it (and the files that import those: `attention.py`,
    `gpt.py`, `train.py`), the configuration modules they import or keep beside them
    (`config.py`, `hparams.py`) and the YAML and JSON files beside them or in a `configs/`
    folder: a sequence length given as an integer literal (`block_size = 64`, `max_seq_len:
    int = 128`, `"n_ctx": 1024`, `block_size: 32` in YAML, an argparse default, a ViT's
    `(image_size // patch_size) ** 2`) and a width (`n_embd`, `d_model`, `embed_dim`,
    `hidden_size`, LLaMA's `dim: int`). The largest of each counts, so a project that also
    trains a large model is reported; a size the files do not show is unknown and reported.
    The reason names the values and where they are written (torchlint.semantic.model_size).
    Such a model still gains from the fused kernel, measured: 7-21% of a step of a GPT at
    block 128 and width 256-512 (round 19's cases in benchmarks/usercode/attention_cost.md),
    but the gain is kernel launches, about a millisecond per block on the measuring host
    (less on a host that launches faster), not memory (its peak fell 2-20%), in runs of
    minutes; the engineers who reviewed such findings did not act on them.

    ## Example
    ```python
    class SelfAttention(nn.Module):
        def forward(self, x, mask):
            q, k, v = self.qkv(x).view(B, T, 3, H, D).permute(2, 0, 3, 1, 4)
            scores = q @ k.transpose(-2, -1) / math.sqrt(D)
            scores = scores.masked_fill(mask == 0, float("-inf"))
            attn = self.dropout(F.softmax(scores, dim=-1))
            return self.proj((attn @ v).transpose(1, 2).reshape(B, T, H * D))
    ```

    ## Use instead
    ```python
    class SelfAttention(nn.Module):
        def forward(self, x, mask):
            q, k, v = self.qkv(x).view(B, T, 3, H, D).permute(2, 0, 3, 1, 4)
            out = F.scaled_dot_product_attention(
                q, k, v, attn_mask=mask.bool(), dropout_p=self.dropout.p if self.training else 0.0
            )
            return self.proj(out.transpose(1, 2).reshape(B, T, H * D))
    ```
    `attn_mask` takes a boolean mask where `True` means "attend" (the opposite of
    `masked_fill(mask == 0, ...)`'s condition) or a float bias added to the scores; a
    causal mask is `is_causal=True`; the default scale is `1 / sqrt(D)`, another one is
    `scale=` (PyTorch 2.1 and later).

    ## Fix safety
    No fix: the rewrite spans several statements, and the mask's convention, the dropout
    (`dropout_p` must be 0 in evaluation), the scale and the weights a caller may read differ
    from file to file. The fused kernels also round differently in the last bits.

    ## Measured
    On an H200 (benchmarks/usercode/attention_cost.md, two runs; a training step of a small
    model of pre-norm transformer blocks, the same weights both ways): under bf16 autocast
    the fused kernel saved 17-19% of a ViT-S/16 step at 224 px, 61% of a 785-token ViT's (a
    user's patch-8 ViT), 23-25% of a nanoGPT shakespeare_char step and 29-32% of a 1024-token
    GPT's, with the attention itself 3.3-9x faster. In float32 the gain is smaller: 12% for
    both causal GPTs, 5.5% for the 785-token ViT, nothing measurable for ViT-S/16 at 224 (the
    float32 kernel does plain float32 arithmetic like the hand-written products). Peak memory
    fell 26-69% for every model but a 32-token toy (1%). The small models (a 65-token CIFAR
    ViT, the toy) saved 12-28%, launch savings that vary from run to run. Both forms agree to
    float32 rounding (tests/test_attention_cost.py checks the outputs on the CPU).

    ## On user code
    In preview, off by default (new in round 18). Built from the recall panels, where two
    engineers confirmed hand-written attention to change (fresh33: a ViT materializing a
    64x4x785x785 score matrix per layer in float32; fresh8 and fresh11 earlier); tuned on the
    ViT, GPT, Swin and DDPM code of fresh20-fresh33 (35 default findings in 10 splits, read by
    the rule's author).

    v1 held out, fresh34-2847 (round 18; rule 38, 147 projects, 89 of them transformer code
    users write and train: ViTs, GPTs and BERTs from scratch, translation transformers; every
    default finding, two reviewers per half, independently): 13 of 34 (38%). Acted on:
    translation transformers trained for tens of epochs at batch 280, nanoGPT-sized char
    models at 256 tokens, GPT-2-small-sized models, a ViTPose backbone, a Transformer-base
    trained 100k steps that catches out-of-memory errors. Noise both reviewers named: CPU
    lessons and "dissect" scripts at `d_model=10`, inference scripts decoding at batch 1, a
    class nothing uses, class attention over one query token (CaiT, CrossViT), tiny models
    (a 17-token CIFAR ViT, block 64 at 128 dimensions, 8x8 attention), a project whose point is
    to write attention by hand, a dead copy of a model whose live one calls the fused kernel.
    v2 moves 10 of the 21 noise rows (one query token; scripts nothing imports that name no
    accelerator or train nothing) and none of the 13 acted on, so fresh34 is tuning data for
    v2 (13 of 24 of the rows that still count). What stays is the model's size, which the
    file rarely shows (sequence length and width come from a configuration or the command
    line), and intent.

    v2 held out, fresh35-2848 (round 18; rule 39, 144 projects, 109 of them transformer code
    users write and train: GPT-2, minGPT, nanoGPT-style and LLaMA-style models from scratch,
    translation transformers, DiT, DETR; 40 of its 51 default findings, two reviewers per
    half, independently): 13 of 40 (33%). Acted on: GPT-2-sized and gpt2-medium models at
    512-1024 tokens (four minGPT copies, a RoPE decoder, TinyStories), nanoGPT's
    shakespeare_char size, a Tiny-LLaMA at 512 tokens, an 8B DiT over 4,096 tokens, a WMT
    translation transformer. Noise: models of 16-128 tokens at 32-384 dimensions (MNIST ViTs,
    lecture follow-alongs, a GPT-2-small trained at block 128), classes nothing instantiates,
    interpretability scripts, an inference wrapper, the one-token decode path of a KV cache,
    homework that grades attention written by hand. So the figure that decides is the
    model's size, which a model file cannot show: four copies of one minGPT `model.py` were
    acted on and a fifth, trained as `gpt-mini` at block 128, was noise. On by default would
    need the size read from the code that builds and trains the model (the script's
    configuration, its command line), then at least 20 reviewed findings on held-out user
    code with at least 90% acted on.

    v3 reads that size (above). On the 74 reviewed rows of fresh34 and fresh35 (now tuning
    data) it moves 15 noise rows to `--pedantic` (MNIST and CIFAR ViTs of 16-64 tokens, char
    GPTs at block 16-64 and widths 32-256, a TinyLlama at 128 tokens and width 128) and none
    of the 26 acted on; on the library corpus it moves one finding (timm's halo attention,
    blocks of 8). What stays is what no size shows: classes nothing instantiates,
    interpretability and inference scripts, homework that grades attention written by hand,
    models whose size comes from elsewhere (a checkpoint, a config the files do not hold).

    v3 held out, fresh36-2849 (round 19; rule 40, 145 projects, 111 of them transformer code
    users write and train: TinyStories models, nanoGPT variants, decoder-only GPTs, ViTs,
    speech, music and time-series transformers; 40 of its 46 default findings, two reviewers
    per half, independently): 13 of 40 (33%), as v2 on fresh35. Of the 12 findings v3 moved
    to `--pedantic` the reviewers called 10 noise (char GPTs at block 8-128 and widths 32-256,
    a batch-1 API model) and 2 worth changing: a speech transformer whose `max_len = 50` is
    its text decoder's while its encoder attends over up to 1,528 audio frames, and a
    time-series model at width 128 whose length (209 steps) only the data shows. Acted on:
    long sequences (a music transformer at 1,024, MLA attention at 1,024 tokens, a 785-token
    ViT, a DiT at batch 2,000, a Perceiver's 512 latents), nanoGPT-sized char models at 256-384
    tokens. Noise that stays: models whose 50,257-word output layer the reviewers judged to
    outweigh their attention at 128-256 tokens (measured, such GPTs save 5-14% of a float32
    step and 14-28% under bf16: attention_cost.md, run 3), models trained on the CPU,
    lecture code run for a few minutes, a baseline or fallback path the configuration does
    not take, head widths no fused kernel takes in float32 (11), channel attention. TL416
    stays in preview: the size a file can show moved mostly the right findings, and what
    keeps it below the bar is what a file shows only in part (the device, how long the model
    trains, whether the path runs).

    v3 held out, fresh37-2850 (round 19; rule 41, 127 projects, 93 of them transformer code;
    every finding, two reviewers per half, independently): 10 of 26 (38%), and the 3 it moved
    all noise (decision transformers of 60 tokens). Acted on: SegFormer's first stage, a
    ViViT's spatial attention over 196 patches, GPTs at 256-1,024 tokens, a translation
    transformer padded to 350 tokens. Noise: book and lecture demos run once, snapshots of a
    lecture series whose later steps use SDPA, Swin windows of 49 tokens, an OCR decoder of 27
    tokens, a function nothing calls. fresh38-2851 (round 20): 3 of 9 (a LLaMA training path
    at 1,024 tokens, a ViT-B at 197 tokens, a BERT-mini at 512 acted on; a one-token KV-cache
    decode path, minBERT assignments whose attention is the exercise, a 50-step GPT-2 run, a
    file that cannot import noise). fresh39-2852 (round 20): 1 of 7, 1 of 4 counted (an I-JEPA
    ViT at batch 512 acted on; TransBTS's 512 tokens beside 3-d convolutions, sequences of 50
    tokens already compiled, a 256-token attention at batch 1 noise; the three rows of
    attention over channels, which both reviewers called wrong, are silenced since and do not
    count). fresh40-2853: 0 of 2 (Swin windows of 49-64 tokens in a vendored YOLOv7 module
    nothing builds). fresh41-2854 (round 21): 0 of 4 (a handwriting transformer over 16-22
    tokens whose configuration is not in the repository, DrQA's question-alignment attention,
    a superseded notebook GPT at 128 tokens). fresh42-2855: 1 of 6 (a TimeSformer over 197
    tokens at batch 256 acted on; a conformer whose relative-position term must be built in
    full anyway (split verdict), a four-layer educational model, a CPU forecaster of a dozen
    steps, two vendored backbones the project does not build noise). So v3: 28 of 91 (31%) held
    out; 13 of its 15 moves noise.

    Since round 20 (from the fresh39 review, where both reviewers called three findings wrong)
    **attention over channels** is silent: queries laid out `(batch, heads, channels, h * w)`
    (a `view` / `reshape` whose last size is a product of two names, followed back through
    names, `F.normalize(q, dim=-1)` and a function of the file returning the reshape) make
    weights of channels x channels, Restormer's transposed attention and a diffusion UNet's
    `einsum("bhcn,bhdn->bhcd")`: nothing grows with the square of the image, and the fused
    kernel over pixels would compute another model. On fresh34-fresh39 this silences those
    three findings and no other; fresh39 is tuning data for it.
    """

    code = "TL416"
    name = "hand-written-attention"
    preview = True  # a new rule: judged on held-out user code before it is on by default
    default = False
    # A model's attention runs on every forward that calls it, wherever the function is
    # defined; code at the top level of a file runs once (a pedantic reason says so).
    default_contexts = frozenset({HOT, PERIODIC, COLD})
    context_costs = {COLD: "a model's attention runs on every forward pass that calls it"}
    fix_availability = FixAvailability.NONE
    screen = (
        frozenset({"softmax", "Softmax"}),
        frozenset({"transpose", "mT", "permute", "einsum", "swapaxes", "t", "T"}),
    )

    def visit_Call(self, node: cst.Call) -> None:
        operand = self._softmax_operand(node)
        if operand is None:
            return
        path = list(self.ctx.stack)
        scores = self._scores(operand, path, 0)
        if scores is None:
            return
        products, weights_read, dropped = self._value_products(node, path)
        if not products:
            return
        # one finding per attention: a softmax in each branch of an `if` (Swin's masked and
        # unmasked windows) feeds one product with the values
        reported = self.ctx.memo("TL416-products", set)
        if any(id(product) in reported for product in products):
            return
        reported.update(id(product) for product in products)
        function = next((n for n in reversed(path[:-1]) if isinstance(n, cst.FunctionDef)), None)
        cls = next((n for n in reversed(path[:-1]) if isinstance(n, cst.ClassDef)), None)
        if any(self._calls_fused(scope) for scope in (function, cls) if scope is not None):
            return
        if self._one_query(scores) or self._channel_attention(scores):
            return
        pedantic = None
        if weights_read:
            pedantic = WEIGHTS_READ
        elif function is None:
            pedantic = TOP_LEVEL
        elif self.ctx.memo("TL416-fused-in-file", lambda: self._calls_fused(self.ctx.module)):
            pedantic = FUSED_ELSEWHERE
        else:
            pedantic = self._standalone_reason(cls)
        if pedantic is None:
            size = self.ctx.memo(
                "TL416-size",
                lambda: model_size(self.ctx.semantic.project, self.ctx.source, self.ctx.semantic.filename),
            )
            if size.small:
                pedantic = small_reason(size)
        related = [PendingRelated(scores, "the product of queries and keys")]
        related += [PendingRelated(product, "the weights applied to the values") for product in products]
        # the advice's arguments, as the code shows them: a triangular mask (the class's
        # `tril` buffer) is `is_causal=True` (a comment saying "causal" is not: encoder blocks
        # copied from a decoder keep it), another mask `attn_mask`
        scope = cls or function
        text = self.ctx.code(scope) if scope is not None else self.ctx.code(operand)
        arguments = "q, k, v"
        if "tril" in text or "triu" in text:
            arguments += ", is_causal=True"
        elif "mask" in text:
            arguments += ", attn_mask=..."
        if dropped:
            arguments += ", dropout_p=..."
        self.report(
            node,
            "attention written by hand: the scores, the softmax and the product with the values "
            "each pass over the whole (queries x keys) matrix of every head, and the backward "
            "keeps it, memory that grows with the square of the sequence length; "
            f"`F.scaled_dot_product_attention({arguments})` computes the same in one fused "
            "kernel that never stores it",
            pedantic=pedantic,
            related=related,
        )

    # -- where the attention runs ------------------------------------------------------------
    def _standalone_reason(self, cls: cst.ClassDef | None) -> str | None:
        """Why a file no other file of the project uses (a notebook, a script nothing imports)
        would not pay for a fused kernel: it never names an accelerator, trains nothing, or
        never uses the class; None for a module of definitions, where another file imports it
        (that file decides), or where the project is not known."""
        semantic = self.ctx.semantic
        if not semantic.filename.endswith(".ipynb"):
            # a module of definitions only is there to be imported, whether or not the files
            # that import it are at hand; a script that runs something, nothing imports
            if not self.ctx.memo("TL416-runs-itself", self._runs_itself):
                return None
            if semantic.project_imports_this() is not False:
                return None
        if not semantic.runs_on_accelerator():
            return NO_ACCELERATOR
        if not file_may_train(self.ctx):
            return TRAINS_NOTHING
        if cls is not None and not self._used(cls):
            return UNUSED
        return None

    def _runs_itself(self) -> bool:
        """Does the module run something when run: a call, a loop or a `with` at its top level,
        or an `if __name__ == "__main__":` block?"""
        for statement in self.ctx.module.body:
            if isinstance(statement, (cst.For, cst.While, cst.With)):
                return True
            if isinstance(statement, cst.If) and "__name__" in self.ctx.code(statement.test):
                return True
            if isinstance(statement, cst.SimpleStatementLine) and any(
                isinstance(small, cst.Expr) and isinstance(small.value, cst.Call) for small in statement.body
            ):
                return True
        return False

    def _used(self, cls: cst.ClassDef) -> bool:
        """Does the file name the class anywhere but its own definition?"""
        name = cls.name.value
        mentions = self.ctx.memo("TL416-names", lambda: Counter(WORD.findall(self.ctx.source)))
        return mentions.get(name, 0) > 1

    def _one_query(self, scores: cst.CSTNode) -> bool:
        """Are the queries a single token (CaiT's class attention, CrossViT's: `q =
        self.q(x[:, 0])`, `x[:, 0:1]`)? The weights are then one row per head, nothing that
        grows with the square of the length. The queries' names are followed back."""

        def step(expr: cst.BaseExpression) -> tuple[bool, list[cst.BaseExpression]]:
            more: list[cst.BaseExpression] = []
            for node in walk(expr):
                if isinstance(node, cst.Subscript) and _first_token(node):
                    return True, []
                if isinstance(node, cst.Name) and self._is_read(node):
                    more += self._values_of(self.ctx.semantic.path_to(node), node.value)
            return False, more

        return self._traced(scores, step)

    def _channel_attention(self, scores: cst.CSTNode) -> bool:
        """Are the queries laid out with the pixels last, `(batch, heads, channels, h * w)`, so
        that the weights are channels x channels (Restormer's transposed attention, a diffusion
        UNet's `reshape(b, heads, head_dim, h * w)`)? Then nothing grows with the square of the
        image, and the fused kernel over pixels would be another model. The queries are
        followed back through names, `F.normalize(q, dim=-1)` and a function of the file
        returning the reshape; the reshape must be what the queries are, not a step before a
        `permute` or a projection."""

        def step(expr: cst.BaseExpression) -> tuple[bool, list[cst.BaseExpression]]:
            if isinstance(expr, cst.Name):
                return False, self._values_of(self.ctx.semantic.path_to(expr), expr.value)
            if not isinstance(expr, cst.Call):
                return False, []
            name = last_name(expr.func)
            args = _positional(expr)
            if name in ("view", "reshape") and args:
                last = args[-1]
                return isinstance(last, cst.BinaryOperation) and isinstance(last.operator, cst.Multiply) and not any(
                    isinstance(side, cst.Integer) for side in (last.left, last.right)
                ), []
            if name == "normalize" and args:
                return False, [args[0]]
            if isinstance(expr.func, cst.Name):
                return False, [
                    value for info in self.ctx.semantic.functions_by_name.get(expr.func.value, [])[:1]
                    for value in info.returns
                ]
            return False, []

        return self._traced(scores, step)

    def _traced(self, scores: cst.CSTNode, step) -> bool:  # noqa: ANN001 - (expr) -> (found, more)
        """Follow the queries of ``scores`` back (at most 12 expressions): ``step`` says of each
        whether it settles the question, and which expressions it came from."""
        pending = [queries] if (queries := self._queries(scores)) is not None else []
        seen: set[int] = set()
        while pending and len(seen) < 12:
            expr = pending.pop()
            if id(expr) in seen:
                continue
            seen.add(id(expr))
            found, more = step(expr)
            if found:
                return True
            pending.extend(more)
        return False

    @staticmethod
    def _queries(scores: cst.CSTNode) -> cst.BaseExpression | None:
        """The queries' operand of the product of queries and keys."""
        if isinstance(scores, cst.BinaryOperation):
            return scores.left
        if not isinstance(scores, cst.Call):
            return None
        args = _positional(scores)
        if last_name(scores.func) == "einsum":
            return args[1] if len(args) == 3 else None
        if len(args) == 2:
            return args[0]
        return scores.func.value if isinstance(scores.func, cst.Attribute) else None

    # -- the softmax -----------------------------------------------------------------------
    def _softmax_operand(self, call: cst.Call) -> cst.BaseExpression | None:
        """The tensor a softmax over the last axis takes: ``F.softmax(x, dim=-1)``,
        ``torch.softmax(x, -1)``, ``x.softmax(dim=-1)``, ``self.softmax(x)`` for a module the
        class builds as ``nn.Softmax(dim=-1)``."""
        func = call.func
        name = last_name(call.func)
        on_self = isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self"
        if name == "softmax" and not on_self:
            qualified = self.ctx.qualified_name(func)
            if qualified in ("torch.softmax", "torch.nn.functional.softmax", "torch.special.softmax"):
                args = _positional(call)
                dim = find_arg(call, "dim", 1)
                return args[0] if args and dim is not None and self._last_axis(dim.value) else None
            if qualified is None and isinstance(func, cst.Attribute):
                dim = find_arg(call, "dim", 0)
                return func.value if dim is not None and self._last_axis(dim.value) else None
            return None
        if on_self and "Softmax" in self.ctx.source:
            built = self._class_attribute(func.attr.value)
            if built is not None and isinstance(built, cst.Call):
                if self.ctx.semantic.qualified_name(built.func, self.ctx.semantic.path_to(built.func)) == "torch.nn.Softmax":
                    dim = find_arg(built, "dim", 0)
                    args = _positional(call)
                    if dim is not None and self._last_axis(dim.value) and len(args) == 1:
                        return args[0]
        return None

    def _class_attribute(self, attribute: str) -> cst.BaseExpression | None:
        """The single value the enclosing class's methods bind to ``self.<attribute>``, read
        from the class itself (its ``__init__`` may come after ``forward``)."""
        cls = next((n for n in reversed(self.ctx.stack[:-1]) if isinstance(n, cst.ClassDef)), None)
        if cls is None:
            return None
        values = self.ctx.memo(("TL416-attributes", id(cls)), lambda: self._attributes(cls))
        found = values.get(attribute, ())
        return found[0] if len(found) == 1 else None

    @staticmethod
    def _attributes(cls: cst.ClassDef) -> dict[str, list[cst.BaseExpression]]:
        values: dict[str, list[cst.BaseExpression]] = {}
        for node in walk(cls):
            if isinstance(node, cst.Assign):
                for target in node.targets:
                    leaf = target.target
                    if isinstance(leaf, cst.Attribute) and isinstance(leaf.value, cst.Name) and leaf.value.value == "self":
                        values.setdefault(leaf.attr.value, []).append(node.value)
        return values

    @staticmethod
    def _last_axis(dim: cst.BaseExpression) -> bool:
        """``-1``, or a positive axis (3 of a four-dimensional tensor) whose rank the product's
        operands tell: checked loosely, a literal of at least 2."""
        value = _int(dim)
        return value is not None and (value == -1 or value >= 2)

    # -- the product of queries and keys -----------------------------------------------------
    def _scores(self, expr: cst.BaseExpression, path: Sequence[cst.CSTNode], depth: int) -> cst.CSTNode | None:
        """The product of queries and transposed keys that ``expr`` holds through a scale, a
        mask, a bias or a cast (and names assigned in the function), or None."""
        if depth > 8:
            return None
        if isinstance(expr, cst.BinaryOperation):
            if isinstance(expr.operator, cst.MatrixMultiply):
                return expr if self._transposed(expr.right, path, depth) else None
            if isinstance(expr.operator, SCORE_OPERATORS):
                return self._scores(expr.left, path, depth + 1) or (
                    self._scores(expr.right, path, depth + 1)
                    if not isinstance(expr.operator, (cst.Divide, cst.Subtract))
                    else None
                )
            return None
        if isinstance(expr, cst.Name):
            values = self._values_of(path, expr.value)
            if any(_soft_capped(value) for value in values):
                return None
            for value in values:
                found = self._scores(value, self.ctx.semantic.path_to(value), depth + 1)
                if found is not None:
                    return found
            return None
        if not isinstance(expr, cst.Call):
            return None
        name = last_name(expr.func)
        func = expr.func
        args = _positional(expr)
        if name in ("matmul", "bmm"):
            if isinstance(func, cst.Attribute) and self._torch(func) is None and len(args) == 1:
                return expr if self._transposed(args[0], path, depth) else None
            if len(args) == 2:
                return expr if self._transposed(args[1], path, depth) else None
            return None
        if name == "einsum":
            parts = _einsum_parts(expr)
            if parts is None:
                return None
            left, right, output = parts
            contracted = left[-1] == right[-1] and left[-1] not in output
            keys_last = len(output) >= 2 and output[-1] in right and output[-1] not in left
            queries_next = output[-2] in left and output[-2] not in right
            return expr if contracted and keys_last and queries_next else None
        if name == "where" and len(args) == 3 and self._torch(func) == "torch.where":
            return self._scores(args[1], path, depth + 1) or self._scores(args[2], path, depth + 1)
        if isinstance(func, cst.Attribute) and name in SCORE_METHODS and self._torch(func) is None:
            return self._scores(func.value, path, depth + 1)
        return None

    def _transposed(self, expr: cst.BaseExpression, path: Sequence[cst.CSTNode], depth: int) -> bool:
        """Keys with their last two axes swapped: ``k.transpose(-2, -1)``, ``k.transpose(2,
        3)``, ``torch.transpose(k, 1, 2)``, ``k.mT``, ``k.T`` / ``k.t()``, ``k.permute(0, 1, 3,
        2)`` (any permutation that moves the last axis), or a name bound to one."""
        if depth > 8:
            return False
        if isinstance(expr, cst.Attribute):
            return expr.attr.value in ("mT", "T")
        if isinstance(expr, cst.Name):
            return any(
                self._transposed(value, self.ctx.semantic.path_to(value), depth + 1)
                for value in self._values_of(path, expr.value)
            )
        if not isinstance(expr, cst.Call):
            return False
        name = last_name(expr.func)
        args = _positional(expr)
        if name in ("transpose", "swapaxes", "transpose_"):
            axes = args[1:] if self._torch(expr.func) == "torch.transpose" else args
            if len(axes) != 2:
                return False
            first, second = (_int(a) for a in axes)
            if first is None or second is None:
                return False
            return {first, second} == {-2, -1} or (first >= 0 and second >= 0 and abs(first - second) == 1)
        if name == "t" and not args:
            return True
        if name == "permute":
            axes = [_int(a) for a in args]
            if len(axes) == 1 and isinstance(args[0], (cst.Tuple, cst.List)):
                axes = [_int(e.value) for e in args[0].elements]
            if len(axes) < 3 or any(a is None for a in axes):
                return False
            return axes[-1] != len(axes) - 1 and axes[-1] != -1
        if isinstance(expr.func, cst.Attribute) and name in CASTS:
            return self._transposed(expr.func.value, path, depth + 1)
        return False

    @staticmethod
    def _values_of(path: Sequence[cst.CSTNode], name: str) -> list[cst.BaseExpression]:
        """The value ``name`` holds at the end of ``path``: its one reaching assignment, or,
        where branches assign it (``if mask is not None: scores = scores.masked_fill(...)``),
        every value the function assigns it."""
        binding = reaching_binding(path, name)
        if binding is not None:
            return [binding.value] if binding.value is not None else []
        return assigned_values(path, name) or []

    def _torch(self, func: cst.BaseExpression) -> str | None:
        return self.ctx.semantic.qualified_name(func, self.ctx.semantic.path_to(func))

    # -- the product with the values ---------------------------------------------------------
    def _value_products(
        self, softmax: cst.Call, path: Sequence[cst.CSTNode]
    ) -> tuple[list[cst.CSTNode], bool, bool]:
        """The products of the weights (``softmax``'s result, through dropout or a cast, and
        names bound to them in the function) with the values, whether the weights are read any
        other way too, and whether they drop out on the way."""
        products: list[cst.CSTNode] = []
        other = dropped = False
        function = next((n for n in reversed(path[:-1]) if isinstance(n, (cst.FunctionDef, cst.Module))), path[0])
        pending: list[cst.BaseExpression] = [softmax]
        seen: set[int] = set()
        while pending:
            expr = pending.pop()
            if id(expr) in seen or len(seen) > 16:
                continue
            seen.add(id(expr))
            top, drops = self._through_dropout(expr)
            dropped = dropped or drops
            parent = self._parent(top)
            if isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, cst.MatrixMultiply):
                if parent.left is top:
                    products.append(parent)
                    continue
                other = True
                continue
            if isinstance(parent, cst.Arg):
                call = self._parent(parent)
                if isinstance(call, cst.Call) and self._weights_times_values(call, top):
                    products.append(call)
                    continue
                other = True
                continue
            if isinstance(parent, cst.Call) and isinstance(parent.func, cst.Attribute) and parent.func.value is top:
                # `attn.matmul(v)` / `attn.bmm(v)`
                if parent.func.attr.value in ("matmul", "bmm"):
                    products.append(parent)
                    continue
                other = True
                continue
            if isinstance(parent, cst.Attribute) and parent.value is top:
                other = True  # `attn.mean(...)`, `attn.shape`
                continue
            if isinstance(parent, (cst.Assign, cst.AnnAssign)) and parent.value is top:
                targets = parent.targets if isinstance(parent, cst.Assign) else [parent]
                for target in targets:
                    leaf = target.target
                    if not isinstance(leaf, cst.Name):
                        other = True  # `self.attn = ...`
                        continue
                    reads = list(self._reads_after(function, parent, leaf.value))
                    if not reads:
                        continue
                    pending.extend(reads)
                continue
            other = True  # returned, appended, in a tuple...
        return products, other, dropped

    def _through_dropout(self, expr: cst.BaseExpression) -> tuple[cst.BaseExpression, bool]:
        """The outermost expression over ``expr`` that only drops out or casts it
        (``self.dropout(expr)``, ``F.dropout(expr, p)``, ``expr.type_as(q)``), and whether a
        dropout is on the way."""
        dropped = False
        while True:
            parent = self._parent(expr)
            if isinstance(parent, cst.Arg):
                call = self._parent(parent)
                if isinstance(call, cst.Call) and _positional(call)[:1] == [expr]:
                    if "drop" in (last_name(call.func) or "").lower():
                        expr, dropped = call, True
                        continue
                return expr, dropped
            if isinstance(parent, cst.Attribute) and parent.value is expr:
                call = self._parent(parent)
                if isinstance(call, cst.Call) and call.func is parent and parent.attr.value in CASTS:
                    expr = call
                    continue
            return expr, dropped

    def _weights_times_values(self, call: cst.Call, weights: cst.BaseExpression) -> bool:
        """``torch.matmul(weights, v)``, ``torch.bmm(weights, v)``, ``torch.einsum("bhij,bhjd->
        bhid", weights, v)``."""
        name = last_name(call.func)
        args = _positional(call)
        if name in ("matmul", "bmm"):
            return len(args) == 2 and args[0] is weights
        if name == "einsum":
            parts = _einsum_parts(call)
            if parts is None or _positional(call)[1] is not weights:
                return False
            left, right, output = parts
            return len(right) >= 2 and left[-1] == right[-2] and left[-1] not in output and output[-1] == right[-1]
        return False

    def _reads_after(self, scope: cst.CSTNode, assignment: cst.CSTNode, name: str) -> Iterator[cst.Name]:
        """Reads of ``name`` in ``scope`` after ``assignment``, up to the next assignment of the
        name (in the order the statements are written)."""
        started = False
        own: set[int] = set()
        for node in walk_scope(scope):
            if node is assignment:
                started = True
                own = {id(n) for n in walk(assignment)}
                own.update(id(n) for other in self._other_branches(assignment) for n in walk(other))
                continue
            if not started or id(node) in own:
                continue
            if isinstance(node, (cst.Assign, cst.AugAssign, cst.AnnAssign, cst.For)):
                targets = (
                    [t.target for t in node.targets] if isinstance(node, cst.Assign) else [node.target]
                )
                if any(name in target_names(t) for t in targets):
                    # the value assigned may read the name (`attn = self.dropout(attn)`)
                    yield from (
                        n for n in walk(node.value if not isinstance(node, cst.For) else node.iter)
                        if isinstance(n, cst.Name) and n.value == name
                    )
                    return
            if isinstance(node, cst.Name) and node.value == name and self._is_read(node):
                yield node

    def _other_branches(self, node: cst.CSTNode) -> Iterator[cst.CSTNode]:
        """The ``else`` blocks of the ``if`` statements whose body holds ``node``: code that
        runs instead of it."""
        path = self.ctx.semantic.path_to(node)
        for parent, child in zip(path, path[1:]):
            if isinstance(parent, cst.If) and child is parent.body and parent.orelse is not None:
                yield parent.orelse

    def _is_read(self, name: cst.Name) -> bool:
        parent = self._parent(name)
        if isinstance(parent, cst.Attribute) and parent.attr is name:
            return False
        if isinstance(parent, cst.Arg) and parent.keyword is name:
            return False
        if isinstance(parent, (cst.AssignTarget, cst.Param)):
            return False
        return True

    # -- fused kernels, masks -----------------------------------------------------------------
    def _calls_fused(self, scope: cst.CSTNode) -> bool:
        """Does ``scope`` call a fused attention kernel: ``F.scaled_dot_product_attention``,
        ``flash_attn_func``...; not a method or function of the file of that name (a course's
        own ``self.scaled_dot_product_attention`` is the hand-written one)."""
        own = self.ctx.memo("TL416-own-functions", lambda: frozenset(DEF.findall(self.ctx.source)))
        for node in walk(scope):
            if not isinstance(node, cst.Call) or last_name(node.func) not in FUSED:
                continue
            func = node.func
            if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
                continue
            if isinstance(func, cst.Name) and func.value in own:
                continue
            return True
        return False

    def _parent(self, node: cst.CSTNode) -> cst.CSTNode | None:
        """``node``'s parent, also where the traversal has not passed yet."""
        semantic = self.ctx.semantic
        parent = semantic.parent(node)
        if parent is None:
            path = semantic.path_to(node)
            parent = path[-2] if len(path) > 1 else None
        return parent
