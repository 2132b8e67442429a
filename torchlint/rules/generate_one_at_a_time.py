"""TL305 generate-one-at-a-time."""

from __future__ import annotations

import libcst as cst

from torchlint.rule import Rule
from torchlint.semantic import HOT
from torchlint.semantic.flow import reads_any, target_names, walk_scope
from torchlint.semantic.names import dotted
from torchlint.semantic.syntax import find_arg

# Classes whose `from_pretrained` returns a model that generates text (an LLM, a
# sequence-to-sequence or vision-to-text model), or an adapter over one.
GENERATIVE = ("CausalLM", "Seq2SeqLM", "ConditionalGeneration", "Vision2Seq", "ImageTextToText")
ADAPTERS = frozenset({"peft.PeftModel", "unsloth.FastLanguageModel", "unsloth.FastModel"})
# Calls a model built by from_pretrained may go through on its way to a name.
MODEL_CHAIN = frozenset({"to", "cuda", "eval", "half", "bfloat16", "float", "requires_grad_"})
# Wrappers around an iterable that keep one item per iteration.
WRAPPERS = frozenset({"tqdm", "enumerate", "tqdm.tqdm", "tqdm.auto.tqdm", "tqdm.notebook.tqdm"})
# Methods of a dataset (datasets.Dataset / DatasetDict) that return a dataset.
DATASET_METHODS = frozenset({"select", "shuffle", "filter", "map", "train_test_split", "sort", "remove_columns"})
# Methods that draw a figure: a loop that plots each output looks at a handful of examples.
PLOTS = frozenset({"imshow", "add_subplot", "subplot", "subplots"})
# Fewer examples than this is a look at a handful of outputs, not an evaluation.
FEW = 50


class GenerateOneAtATime(Rule):
    """## What it does
    Flags `model.generate(...)` called once per example in a Python loop over a dataset:
    - a Hugging Face dataset (`load_dataset(...)`, a split of it such as `ds["test"]`, or
      `.select` / `.shuffle` / `.filter` / `.map` of one), or a list read from a file
      (`json.load(f)`, `[json.loads(line) for line in f]`, `f.readlines()`), iterated
      directly or through `tqdm` / `enumerate`;
    - a `DataLoader` given `batch_size=1` or no batch size (its default, 1);

    where `model` was built by a `from_pretrained` of a generative model class
    (`AutoModelForCausalLM`, `...ForConditionalGeneration`, `AutoModelForSeq2SeqLM`,
    `...ForVision2Seq`, `...ForImageTextToText`, unsloth's `FastLanguageModel`, `PeftModel`)
    and the call's input is built, in the loop body, from the loop's item. Located at the
    `generate` call.

    ## Why is this slow?
    Decoding is memory-bound: each new token reads every weight of the model once, whether it
    is computed for one sequence or for thirty-two. At batch size 1 a GPU spends almost all of
    a decode step reading weights and leaves its arithmetic units idle, so a loop over N
    examples costs about N times one generation; batched, the same weight reads serve a whole
    batch of sequences, and an evaluation over a test split runs several times faster.

    Silent on purpose: a loop over a literal list of prompts, a `range(...)`, or a slice or
    `.select(range(n))` of fewer than 50 examples (looking at a handful of outputs); a
    `DataLoader` with a batch size other than a literal 1; a loop that collects prompts and
    calls `generate` on a batch of them; a `generate` of a model not built by a generative
    `from_pretrained` in the file (a GAN's or a vocoder's `generate`, a user's own decoder that
    may take one sequence only), or one whose input does not come from the loop's item; a
    `generate` inside a function called from the loop (not followed); code that runs once or
    tests (`--pedantic`).

    ## Example
    ```python
    model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.bfloat16).to("cuda")
    test = load_dataset("musique", split="test")
    for example in tqdm(test):
        inputs = tokenizer(example["question"], return_tensors="pt").to("cuda")
        output = model.generate(**inputs, max_new_tokens=100)
        answers.append(tokenizer.decode(output[0], skip_special_tokens=True))
    ```

    ## Use instead
    ```python
    tokenizer.padding_side = "left"  # decoder-only models continue from the right end
    for start in range(0, len(test), 32):
        questions = test[start : start + 32]["question"]
        inputs = tokenizer(questions, return_tensors="pt", padding=True).to("cuda")
        outputs = model.generate(**inputs, max_new_tokens=100)
        answers += tokenizer.batch_decode(outputs[:, inputs["input_ids"].shape[1]:], skip_special_tokens=True)
    ```
    A `transformers.pipeline(..., batch_size=32)` over the dataset, or a `DataLoader` with a
    `batch_size` and a collate that left-pads, does the same.

    ## Fix safety
    No fix: batching changes the loop's structure (padding side, a pad token for models that
    have none, decoding each row after its prompt), and greedy outputs of padded batches can
    differ in the last bits of the logits from unpadded ones.

    ## Measured
    Not measured here (no device time for this round). The several-fold figure is the known
    behaviour of memory-bound decoding: a batch of 8-32 prompts costs little more per step than
    one until the GPU's arithmetic becomes the bound; how much shows depends on how much the
    prompts' lengths differ (padding) and how long the longest answer runs.

    ## On user code
    In preview, off by default: a new rule is judged on held-out data. Round 6 survey of the
    tuning splits (tune, review, fresh, fresh2-fresh10; about 7,500 files): 503 `.generate(`
    calls, 138 inside a loop of the same scope. Most of those are not this form: loops over a
    DataLoader with a real batch size (TrOCR, BLIP, MiniGPT-4 evaluations), over a literal list
    of a few prompts or `range(n)` samples (nanoGPT-style `sample.py`, course demos), benchmark
    repeats (`for _ in range(num_runs)`), batched loops (`for i in range(0, len(prompts), bs)`),
    game or RL turns, and the `generate` of GANs, vocoders and Grad-CAM. Readers of whole files
    listed 5 places of this kind in fresh10: nlp-unibo's Tutorial 3 (three loops over a
    `DataLoader(batch_size=1)` of 100 prompts to Phi-3.5) and avnlp's MuSiQue Llama-3
    evaluation over the whole test split, all 4 confirmed "act"; and jd-coderepos' 200 names
    at batch 1 with a 135M model, rejected ("about a minute"): a list the notebook builds,
    which this rule does not follow. The rule finds the 4 confirmed places, not the rejected
    one, and reports 11 findings in all (the same with `--pedantic`), every one read as "act":
    the 4, their copies (nlp-unibo's 2025-2026 notebook, avnlp's HotpotQA and TriviaQA
    scripts), llm-book's RAG evaluation over the validation split (its own comment says it
    takes long on a T4) and a Llama-3 evaluation over a 200-example dolly test split. Made
    silent while tuning: Hugging Face's BLIP and Pix2Struct captioning notebooks, a loop over a
    6-image dataset drawn into a 2x3 figure. Not found: a loop over a function's parameter
    filled by its caller from a list comprehension (a 100-example "tiny" evaluation, read as
    borderline), a `generate` inside a function the loop calls, and models from loaders other
    than `from_pretrained` (LLaVA's `load_pretrained_model`). The training corpus (torchtune,
    litgpt, torchtitan, ultralytics) and transformers give no finding, `--pedantic` included.
    On by default would need 20 reviewed findings on held-out user code at 90% or more.

    Held out after the change: no finding on fresh11-2822 (nothing to review).

    The bar for on by default: at least 20 reviewed findings on held-out user code, at
    least 90% acted on.
    """

    code = "TL305"
    name = "generate-one-at-a-time"
    preview = True  # a new rule: judged on held-out user code before it is on by default
    default = False
    default_contexts = frozenset({HOT})
    screen = (frozenset({"generate"}), frozenset({"from_pretrained"}))

    def visit_For(self, node: cst.For) -> None:
        models = self.ctx.memo("TL305-models", self._generative_models)
        if not models:  # once per file, before any loop's iterable is read
            return
        kind = self._iterable_kind(_unwrap(self, node.iter), frozenset())
        if kind not in ("dataset", "loader") or self._shows_each(node):
            return
        tainted = set(target_names(node.target))
        statements = [n for n in walk_scope(node.body) if isinstance(n, cst.Assign)]
        for _ in range(2):  # assignments in order; a second pass for ones the first left behind
            for assign in statements:
                if reads_any(assign.value, tainted):
                    for target in assign.targets:
                        tainted.update(target_names(target.target))
        for call in walk_scope(node.body):
            if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute)):
                continue
            if call.func.attr.value != "generate" or _dotted(call.func.value) not in models:
                continue
            if not any(reads_any(arg.value, tainted) for arg in call.args):
                continue
            receiver = self.ctx.code(call.func.value)
            source = self.ctx.code(_unwrap(self, node.iter))
            if kind == "loader":
                advice = (
                    f"`{receiver}.generate` runs once per batch of `{source}`, a DataLoader of batch "
                    "size 1: every decode step reads all the model's weights for one sequence and "
                    "leaves the GPU mostly idle; give the loader a batch size and a collate that "
                    "left-pads the prompts"
                )
            else:
                advice = (
                    f"`{receiver}.generate` runs once per example of `{source}` (batch size 1): every "
                    "decode step reads all the model's weights for one sequence and leaves the GPU "
                    "mostly idle; generate for batches of prompts (left padding, `padding_side=\"left\"`)"
                )
            self.report(call, advice)

    # -- what the loop runs over ------------------------------------------------------------
    def _shows_each(self, loop: cst.For) -> bool:
        """The loop draws each output into a figure (`plt.imshow`, `fig.add_subplot`): a look
        at the handful of examples a grid of plots holds."""
        for call in walk_scope(loop.body):
            if isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute):
                if call.func.attr.value in PLOTS:
                    return True
        return False

    def _iterable_kind(self, expr: cst.BaseExpression, seen: frozenset[str]) -> str | None:
        """"dataset" (a dataset or a list read from a file), "loader" (a DataLoader of batch
        size 1), "again" (a name being resolved: `ds = ds.filter(...)`), or None (anything
        else, or too few examples to matter)."""
        if len(seen) > 6:
            return None
        if isinstance(expr, cst.Name):
            if expr.value in seen:
                return "again"
            values = self.ctx.memo("TL305-assignments", self._assignments).get(expr.value)
            if not values:
                return None
            kinds = {self._iterable_kind(value, seen | {expr.value}) for value in values} - {"again"}
            return kinds.pop() if len(kinds) == 1 else None
        if isinstance(expr, cst.Subscript):
            if _few_slice(expr):
                return None
            # a split (`ds["test"]`) or a slice of a dataset is a dataset; an element is not
            if any(isinstance(e.slice, cst.Index) and isinstance(e.slice.value, cst.Integer) for e in expr.slice):
                return None
            return _dataset(self._iterable_kind(expr.value, seen))
        if isinstance(expr, cst.ListComp):
            return self._file_read(expr.for_in.iter, seen)
        if not isinstance(expr, cst.Call):
            return None
        qualified = self.ctx.semantic.resolver.qualified_name(expr.func, [self.ctx.module]) or ""
        if qualified == "datasets.load_dataset":
            return "dataset"
        if qualified == "torch.utils.data.DataLoader":
            size = find_arg(expr, "batch_size", 1)
            if any(arg.star for arg in expr.args):
                return None
            if size is None or (isinstance(size.value, cst.Integer) and size.value.value == "1"):
                return "loader"
            return None
        if qualified in ("json.load",) or (isinstance(expr.func, cst.Attribute) and expr.func.attr.value == "readlines"):
            return "dataset"
        if isinstance(expr.func, cst.Attribute) and expr.func.attr.value in DATASET_METHODS:
            if expr.func.attr.value == "select" and _few_select(expr):
                return None
            return _dataset(self._iterable_kind(expr.func.value, seen))
        return None

    def _file_read(self, expr: cst.BaseExpression, seen: frozenset[str]) -> str | None:
        """A comprehension over an opened file or lines read from one."""
        if isinstance(expr, cst.Call):
            qualified = self.ctx.semantic.resolver.qualified_name(expr.func, [self.ctx.module]) or ""
            if (isinstance(expr.func, cst.Name) and expr.func.value == "open" and not qualified) or qualified == "builtins.open":
                return "dataset"
        if isinstance(expr, cst.Name) and expr.value in self.ctx.memo("TL305-opened", self._opened):
            return "dataset"
        return self._iterable_kind(expr, seen)

    # -- per-file facts -----------------------------------------------------------------------
    def _assignments(self) -> dict[str, list[cst.BaseExpression]]:
        """Every value a plain name is assigned anywhere in the file (notebook cells share one
        namespace, and an evaluation function's loop reads names its caller set)."""
        found: dict[str, list[cst.BaseExpression]] = {}
        for node in self.ctx.semantic.nodes_of(cst.Assign):
            for target in node.targets:
                if isinstance(target.target, cst.Name):
                    found.setdefault(target.target.value, []).append(node.value)
        return found

    def _opened(self) -> frozenset[str]:
        """Names bound by `with open(...) as f`."""
        names = set()
        for node in self.ctx.semantic.nodes_of(cst.WithItem):
            if node.asname is not None and isinstance(node.item, cst.Call):
                func = node.item.func
                if isinstance(func, cst.Name) and func.value == "open" and isinstance(node.asname.name, cst.Name):
                    names.add(node.asname.name.value)
        return frozenset(names)

    def _generative_models(self) -> frozenset[str]:
        """Names (and dotted targets) bound to a generative model's `from_pretrained`, or the
        first element of unsloth's `model, tokenizer = FastLanguageModel.from_pretrained(...)`."""
        names = set()
        resolve = self.ctx.semantic.resolver.qualified_name
        for node in self.ctx.semantic.nodes_of(cst.Assign):
            value = node.value
            while (isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute)
                   and value.func.attr.value in MODEL_CHAIN):
                value = value.func.value
            if not (isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute)
                    and value.func.attr.value == "from_pretrained"):
                continue
            cls = resolve(value.func.value, [self.ctx.module]) or ""
            last = cls.rsplit(".", 1)[-1]
            generative = cls.startswith(("transformers.", "peft.")) and any(last.endswith(g) for g in GENERATIVE)
            if not generative and cls not in ADAPTERS:
                continue
            for target in node.targets:
                t = target.target
                if isinstance(t, (cst.Tuple, cst.List)) and t.elements and cls.startswith("unsloth."):
                    t = t.elements[0].value
                name = _dotted(t)
                if name:
                    names.add(name)
        return frozenset(names)


def _dataset(kind: str | None) -> str | None:
    """A split, column, slice or method result of a dataset is a dataset."""
    return kind if kind in ("dataset", "again") else None


def _unwrap(rule: Rule, expr: cst.BaseExpression) -> cst.BaseExpression:
    """The iterable inside `tqdm(...)` / `enumerate(...)`."""
    while isinstance(expr, cst.Call) and expr.args and expr.args[0].keyword is None and not expr.args[0].star:
        func = expr.func
        qualified = rule.ctx.semantic.resolver.qualified_name(func, [rule.ctx.module]) or ""
        plain = func.value if isinstance(func, cst.Name) else None
        if qualified in WRAPPERS or plain in ("enumerate", "tqdm"):
            expr = expr.args[0].value
        else:
            break
    return expr


def _dotted(expr: cst.BaseExpression) -> str | None:
    """``a.b.c`` as one string, or None for anything that is not a plain dotted name."""
    parts = dotted(expr)
    return ".".join(parts) if parts else None


def _int(expr: cst.BaseExpression | None) -> int | None:
    if isinstance(expr, cst.Integer):
        return int(expr.evaluated_value)
    return None


def _few_slice(expr: cst.Subscript) -> bool:
    """`xs[:10]`, `xs[5:20]`: a literal slice of fewer than FEW items."""
    for element in expr.slice:
        s = element.slice
        if isinstance(s, cst.Slice) and s.upper is not None:
            upper, lower = _int(s.upper), _int(s.lower) if s.lower is not None else 0
            if upper is not None and lower is not None and upper - lower < FEW:
                return True
    return False


def _few_select(call: cst.Call) -> bool:
    """`ds.select(range(10))` or `ds.select([0, 1, 2])`."""
    arg = find_arg(call, "indices", 0)
    if arg is None:
        return False
    value = arg.value
    if isinstance(value, (cst.List, cst.Tuple)):
        return len(value.elements) < FEW
    if isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value == "range":
        bounds = [_int(a.value) for a in value.args]
        if bounds and all(b is not None for b in bounds):
            count = bounds[0] if len(bounds) == 1 else bounds[1] - bounds[0]
            return count < FEW
    return False
