"""TL413 kv-cache-disabled."""

from __future__ import annotations

import libcst as cst

from torchlint.diagnostics import Applicability, FixAvailability
from torchlint.rule import Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.flow import LOOPS, reads_any, walk_scope
from torchlint.semantic.syntax import find_arg, is_false
from torchlint.syntax_screens.kv_cache_disabled import PER_CALL, SWITCHES



def _off(node: cst.BaseExpression) -> bool:
    """A literal `False` or `0`: the cache is off unless a caller switches it on."""
    return is_false(node) or (isinstance(node, cst.Integer) and node.value == "0")


class KvCacheDisabled(Rule):
    """## What it does
    Flags autoregressive generation with its key/value cache switched off by a literal:
    - `model.generate(..., use_cache=False)` (the `generate` of Hugging Face models), located
      at the call;
    - a function with a decode loop whose cache switch defaults to off
      (`def generate_text(..., use_kv_caching=False)`, `use_cache=False`, `kvcache=0`) and
      whose loop reads it, directly or through a name computed from it before the loop
      (`cache = {} if use_cache else None`), located at the default.

    ## Why is this slow?
    With the cache, each new token runs the model over one position and attends to the keys
    and values kept from earlier steps. Without it, every step runs the whole model over the
    prompt and every token generated so far: generating T tokens after a prompt of P costs
    about T x (P + T/2) token-forwards instead of P + T, so the work grows with the square of
    the length, on every call. For a 500-token prompt and 256 new tokens that is about 160x
    the forward work (the cache's attention over the kept keys costs far less than that).

    Silent on purpose: `model.config.use_cache = False` and `model(..., use_cache=False)`
    (training with gradient checkpointing needs the cache off, and a forward pass of a
    training step generates nothing); a non-literal value (`use_cache=args.use_cache`: a
    choice made elsewhere); the cache switch of a `forward` / `__call__` (its caller, the
    decode loop, decides it per call); a function whose loop never reads the switch; tests
    unless `--pedantic` asks for them (a test comparing cached and uncached outputs turns it
    off on purpose).

    ## Example
    ```python
    outputs = model.generate(**inputs, max_new_tokens=128, use_cache=False)


    def generate_tokens(model, x, steps, use_kv_caching=False):
        kv = None
        for _ in range(steps):
            x_in = x[:, -1:] if use_kv_caching and kv is not None else x
            logits, kv = model(x_in, use_cache=use_kv_caching, past_kv=kv)
            x = torch.cat([x, logits[:, -1:].argmax(-1)], dim=1)
        return x
    ```

    ## Use instead
    ```python
    outputs = model.generate(**inputs, max_new_tokens=128)


    def generate_tokens(model, x, steps, use_kv_caching=True):
        ...
    ```

    ## Fix safety
    `generate(..., use_cache=False)`: the fix passes `use_cache=True` (unsafe: a model whose
    own code mishandles its cache (some remote-code models on newer `transformers`) may raise
    or generate other tokens, and cached attention rounds differently in the last bits, so
    sampled or near-tied greedy outputs can differ). A default in a signature: no fix
    (changing it changes every caller).

    ## Measured
    Not measured here (no device for this round). The ratio above is counted, not timed: how
    much of it shows depends on how much of a step is the model (for a 7B-28B model, nearly
    all of it) and on the lengths. The repositories' own notes agree in kind: VoiceCraft's
    says its editing decoder is 4-8x slower without its cache.

    ## On user code
    In preview, off by default: a new rule is judged on held-out data. Round 6 survey of the
    tuning splits (tune, review, fresh, fresh2-fresh9; 6,417 files): 12
    `generate(..., use_cache=False)` calls, all in one repository (four copies of unsloth's
    ERNIE-4.5-VL-28B notebook, three calls each), and 3 decode functions defaulting the cache
    off (bark's `generate_text_semantic` and `generate_coarse`, DALLE-pytorch's
    `generate_images`). Readers of whole files listed 5 such places in fresh7/fresh8 (three
    ERNIE calls, bark's two defaults), all 5 confirmed "act" by a second engineer. The rule's
    15 findings on those splits are exactly these places (read as act, the ERNIE ones with
    the caveat that unsloth may have turned the cache off for that model's remote code: its
    other notebooks pass `use_cache=True`). Not found: VoiceCraft's notebook setting
    `kvcache = 0` into a decode-config dict (fresh8, confirmed act): a value reaching the
    decoder through a dict would need the model to follow it; and a model call given
    `use_cache=False` inside the user's own decode loop (rasbt's uncached baseline, there on
    purpose beside the cached one). The training corpus (torchtune, litgpt, torchtitan,
    ultralytics) and the library corpus (transformers, diffusers, accelerate, Lightning, timm,
    torchvision) give no finding, `--pedantic` included. On by default would need 20 reviewed
    findings on held-out user code at 90% or more; the form is rare (about 1 repository in
    1,000 files), so that needs several splits.

    Held out after the change: fresh10-2820 (two reviewers, independently): 0 of 1, an exercise
    stub whose model ignores `past_kv`, so turning the cache on changes nothing.

    The bar for on by default: at least 20 reviewed findings on held-out user code, at
    least 90% acted on.
    """

    code = "TL413"
    name = "kv-cache-disabled"
    preview = True  # a new rule: judged on held-out user code before it is on by default
    default = False
    # A performance rule whose cost is inside the call: one `generate` runs a decode step per
    # new token, so a call made once still pays the quadratic work. Tests: --pedantic.
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "one generation call runs a decode step per new token, each over the whole prefix"}
    fix_availability = FixAvailability.UNSAFE
    screen = (SWITCHES,)

    def visit_Call(self, node: cst.Call) -> None:
        if not (isinstance(node.func, cst.Attribute) and node.func.attr.value == "generate"):
            return
        flag = find_arg(node, "use_cache")  # by keyword only: no position given
        if flag is None or not is_false(flag.value):
            return
        self.report(
            node,
            "`generate(..., use_cache=False)` runs the model over the whole prefix (prompt and "
            "every token so far) for each new token, work that grows with the square of the "
            "length; pass `use_cache=True` unless this model's cache is known to be broken",
            fix=self.fix("Pass `use_cache=True`", [self.replace(flag.value, "True")], Applicability.UNSAFE),
        )

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        if node.name.value in PER_CALL:
            return
        params = node.params
        for param in (*params.posonly_params, *params.params, *params.kwonly_params):
            name = param.name.value
            if name in SWITCHES and param.default is not None and _off(param.default):
                if self._decode_loopreads_any(node, name):
                    self.report(
                        param.default,
                        f"`{name}={self.ctx.code(param.default)}` switches the KV cache off by "
                        f"default in `{node.name.value}`'s decode loop: every step runs the model "
                        "over the whole prefix, work that grows with the square of the length; "
                        "default it on, and switch it off only where a model cannot use a cache",
                    )

    def _decode_loopreads_any(self, function: cst.FunctionDef, switch: str) -> bool:
        """A loop of ``function`` reads ``switch``, or a name assigned (before or in the loop)
        from an expression that reads it (`cache = {} if use_cache else None`)."""
        tainted = {switch}
        nodes = list(walk_scope(function.body))
        # assignments in source order; one pass suffices for the forward flow we look for
        for node in nodes:
            if isinstance(node, cst.Assign) and reads_any(node.value, tainted):
                for target in node.targets:
                    if isinstance(target.target, cst.Name):
                        tainted.add(target.target.value)
        for node in nodes:
            if isinstance(node, LOOPS):
                body = node.body
                parts = [body, node.test] if isinstance(node, cst.While) else [body]
                if any(reads_any(part, tainted) for part in parts):
                    return True
        return False
