"""TL415 redundant-forward."""

from __future__ import annotations

import builtins
import re

import libcst as cst

from torchlint.diagnostics import FixAvailability
from torchlint.rule import PendingRelated, Rule
from torchlint.semantic import HOT
from torchlint.semantic.flow import ENTRY, facts_in_order, target_leaves, target_names, walk_scope
from torchlint.semantic.names import dotted
from torchlint.semantic.rates import small_layers
from torchlint.semantic.syntax import method_call, walk
from torchlint.semantic.values import DATASET, LOADER, MODULE

# Methods that give the same tensor for the same input: an argument written with them
# (`z.detach()`, `x.to(device)`, `imgs.view(-1, 784)`) is the same input each time it runs.
SAME_VALUE_METHODS = frozenset({
    "detach", "to", "cuda", "cpu", "float", "half", "double", "long", "int", "bfloat16",
    "view", "reshape", "unsqueeze", "squeeze", "permute", "transpose", "contiguous",
    "flatten", "clone", "type", "expand", "repeat", "size", "view_as", "type_as",
})
# Methods of a module that leave its forward as it was.
MODULE_KEEPS = frozenset({
    "parameters", "named_parameters", "zero_grad", "state_dict", "modules", "named_modules",
    "children", "named_children", "buffers", "named_buffers", "requires_grad_",
})
BUILTINS = frozenset(dir(builtins))
# Tensor methods and tensor types: `x.size(0)`, `FloatTensor(n, 1)` are no forward.
NOT_FORWARD = SAME_VALUE_METHODS | frozenset({"dim", "numel", "item", "mean", "sum", "new_zeros", "new_ones"})
# A file that trains, or evaluates without autograd, says one of these words (as whole words;
# Lightning modules train in `training_step` and never call `backward`).
STEP_WORDS = frozenset(
    {"backward", "no_grad", "inference_mode", "training_step", "validation_step", "test_step"}
)
RUNS_STEPS = re.compile(r"\b(" + "|".join(sorted(STEP_WORDS)) + r")\b")
# A loop that times or warms up what it runs.
TIMING = re.compile(
    r"perf_counter|time\.time\(|\.record\(|synchronize\(|elapsed|warm_?up|benchmark", re.IGNORECASE
)
# A class that draws random numbers: each forward a new sample.
RANDOM = re.compile(
    r"\b(randn|rand|randint|randn_like|rand_like|randint_like|normal|bernoulli|multinomial|poisson)\(|"
    r"\.(normal_|uniform_|bernoulli_|exponential_|sample|rsample)\("
)
SMALL_NETWORKS = (
    "this file's networks are small and fully connected (at most a few million weights): a "
    "second forward is a few small matrix products"
)
ONE_PASS = "a single pass that runs once and trains nothing (a test or check pass)"
# Callees named as losses, metrics or layers without weights: cheap next to a network's
# forward; or as a source of randomness (dropout, `noise_sampler(n)`, v2): a new sample each call.
CHEAP = re.compile(
    r"loss|criterion|crit$|metric|tensor$|drop|pool|relu|sigmoid|tanh|softmax|upsampl|flatten|"
    r"identity|gelu|silu|elu$|mish|swish|activation|sampler|noise",
    re.IGNORECASE,
)
KILLED = "changed"  # the fact an effect sets where the input or the module may have changed
ALL = "*"  # a kill of every read: an optimizer step of unknown parameters, a function of the file that steps
ANY, INPUT, MODULE_ONLY = "any", "input", "module"
# Methods that change nothing a forward reads.
PURE_METHODS = frozenset(
    {"item", "tolist", "numpy", "backward", "append", "extend", "update_state", "add_scalar", "log"}
)


def _stable(expr: cst.BaseExpression) -> bool:
    """``expr`` gives the same value each time it runs while the names it reads hold: names,
    attributes, subscripts, literals, arithmetic, and SAME_VALUE_METHODS; no other call (a
    call of `torch.randn` draws new noise, a function may read state)."""
    if isinstance(expr, (cst.Name, cst.Integer, cst.Float, cst.SimpleString)):
        return True
    if isinstance(expr, cst.Attribute):
        return _stable(expr.value)
    if isinstance(expr, cst.Subscript):
        return _stable(expr.value) and all(
            isinstance(e.slice, cst.Index) and _stable(e.slice.value)
            or isinstance(e.slice, cst.Slice) and all(
                part is None or _stable(part) for part in (e.slice.lower, e.slice.upper, e.slice.step)
            )
            for e in expr.slice
        )
    if isinstance(expr, cst.UnaryOperation):
        return _stable(expr.expression)
    if isinstance(expr, cst.BinaryOperation):
        return _stable(expr.left) and _stable(expr.right)
    if isinstance(expr, (cst.Tuple, cst.List)):
        return all(not e.star if hasattr(e, "star") else True for e in expr.elements) and all(
            _stable(e.value) for e in expr.elements
        )
    if isinstance(expr, cst.Call):
        return (
            isinstance(expr.func, cst.Attribute)
            and expr.func.attr.value in SAME_VALUE_METHODS
            and _stable(expr.func.value)
            and all(not a.star and _stable(a.value) for a in expr.args)
        )
    return False


def _chains(expr: cst.BaseExpression) -> set[tuple[str, ...]]:
    """The dotted chains ``expr`` reads (`self.z`, `x`), longest as written."""
    found: set[tuple[str, ...]] = set()
    stack: list[cst.CSTNode] = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, (cst.Name, cst.Attribute)):
            parts = dotted(node)
            if parts is not None:
                found.add(tuple(parts))
                continue
        if isinstance(node, cst.Attribute):
            stack.append(node.value)
            continue
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute):
            stack.append(node.func.value)  # `x.detach()` reads x, not a name `detach`
            stack.extend(node.args)
            continue
        stack.extend(node.children)
    return found


def _bound_here(node: cst.CSTNode) -> list[cst.Name]:
    """The name nodes ``node`` binds when it is an assignment or a `for` (its targets)."""
    if isinstance(node, cst.Assign):
        return [n for t in node.targets for n in target_leaves(t.target)]
    if isinstance(node, (cst.AnnAssign, cst.For)):
        return list(target_leaves(node.target))
    return []


def _overlap(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """One chain is the other or holds it (`self` and `self.z`; `x` and `x.data`)."""
    n = min(len(a), len(b))
    return a[:n] == b[:n]


def _stored(target: cst.BaseExpression) -> set[tuple[str, ...]]:
    """The chains an assignment to ``target`` changes (`x`, `self.z`, `x` of `x[0] = ...`)."""
    found: set[tuple[str, ...]] = set()
    if isinstance(target, (cst.Tuple, cst.List)):
        for element in target.elements:
            found |= _stored(element.value)
        return found
    if isinstance(target, cst.StarredElement):
        return _stored(target.value)
    while isinstance(target, cst.Subscript):
        target = target.value
    parts = dotted(target)
    if parts is not None:
        found.add(tuple(parts))
    return found


class RedundantForward(Rule):
    """## What it does
    Flags a forward pass a step does not need, in two forms:

    - a module run again on the same input as an earlier call of the same module, in the same
      iteration, when nothing between the two can have changed the input or the module: no
      assignment to a name the call reads, no in-place change of it (`noise.normal_()`,
      `x.requires_grad_()`), no other method of the module (`train()`, `eval()`,
      `load_state_dict()`, `set_width()`), no optimizer step that may update its parameters;
    - a module's forward whose result is bound to a name that nothing reads before it is
      bound again (`outD_real = NetD(img)` in a generator step that never uses it).

    The classic case is a GAN step that generates the fake batch twice, once (detached) for
    the discriminator and again for the generator's loss, while only the discriminator's
    optimizer stepped in between; or a loss written `criterion(D(fake), ones_like(D(fake)))`,
    which runs the discriminator a second time to learn a shape.

    ## Why is this slow?
    The second call repeats the whole forward (and, with autograd on, records a second
    graph and keeps its activations) to compute what the first already gave; a forward whose
    result is never read is paid for nothing. The first result can be reused: detach it where
    one use must not backpropagate (`fake = G(z)`; `D(fake.detach())` for the discriminator
    step; `D(fake)` for the generator's).

    Which optimizer updates which module is read from how the optimizer is built
    (`opt_D = Adam(D.parameters())`, `Adam([image])`, `scaler.step(opt_D)`); a step of an
    optimizer built any other way (`Adam(params)`, a factory) is taken to update everything,
    and the rule is silent across it, as across `SAM.first_step()` of an optimizer that holds
    the module. A call of a function or method of the file that steps an optimizer or
    switches a mode is taken the same way. A module is a callee the file builds from
    `torch.nn` or a `nn.Module` class, hands to an optimizer, or gives a module's method
    (`vgg.eval()`, `teacher.parameters()`), or the forward of a module the file trains.

    Silent on purpose: calls in different branches of an `if`, or where only some paths reach
    the second call through the first; inputs drawn anew (`G(torch.randn(n, 100))`: any call
    in the input but `.detach()`, `.to()`, `.view()` and their kind is taken to give a new
    value); a module whose class (in this file or a module of the project) draws random
    numbers (`torch.randn_like` in `forward`, `.sample()`): two calls are two samples; two
    results used together in one expression (`kl(p, q)` after `p = model(x)`, `q = model(x)`,
    as R-Drop and SimCSE write it: two dropout samples, wanted); callees named as losses,
    metrics or layers without weights (`criterion`, `bce = nn.BCELoss()`, `self.dropout`,
    `self.pool`: cheap, or a new sample each call); tensor methods and types (`x.size(0)`,
    `FloatTensor(n, 1)`); the same call at every iteration of a loop (that would be another
    advice: compute it once before the loop); for a result never read: names starting with
    `_`, a file that registers hooks (a hook takes what the forward computes), a call under
    `torch.no_grad()` (run for its side effects: batch-norm statistics, a warm-up), a loop
    that times or warms up what it runs, and code after a `continue` that never runs. Only
    files that train or evaluate without autograd are read (`backward`, `no_grad`,
    `inference_mode`, or a Lightning `training_step` / `validation_step` / `test_step`): a
    file that only defines a model is not a step. Tests unless `--pedantic` asks.

    `--pedantic` only, with the reason: a file whose networks are all small and fully
    connected (an MNIST MLP GAN: a second forward is a few small matrix products); a pass
    that runs once and trains nothing (a test pass of a notebook cell over a loader, a
    function the file calls once, outside loops, at the top level).

    ## Example
    ```python
    for real, _ in loader:
        z = torch.randn(real.size(0), 100, device=device)
        d_loss = bce(D(real), ones) + bce(D(G(z).detach()), zeros)
        d_loss.backward()
        opt_D.step()
        g_loss = bce(D(G(z)), ones)  # G(z) again: the same fake, generated twice
        g_loss.backward()
        opt_G.step()
    ```

    ## Use instead
    ```python
    for real, _ in loader:
        z = torch.randn(real.size(0), 100, device=device)
        fake = G(z)
        d_loss = bce(D(real), ones) + bce(D(fake.detach()), zeros)
        d_loss.backward()
        opt_D.step()
        g_loss = bce(D(fake), ones)
        g_loss.backward()
        opt_G.step()
    ```

    ## Fix safety
    No fix: reusing the first result changes which graph a backward runs through (where the
    first call's graph was freed by a backward, it must be detached there instead), and
    where the first call ran under `torch.no_grad()` the reuse must move it out; the change
    is the author's to make.

    ## Measured
    On an H200, for the GAN shapes the reviewed scripts build (benchmarks/usercode/
    redundant_forward_cost.md): generating the fake a second time cost 6-16% of a training
    iteration (a 1.5M-weight MLP GAN, an InfoGAN, a small CycleGAN, a 64x64 DCGAN; these
    iterations are bound by kernel launches, so small networks pay too); a discriminator run
    again only for `ones_like` cost 3-6%.

    ## On user code
    In preview, off by default (new in round 17). Built from the recall panels of fresh29
    and fresh32, where two engineers confirmed five such places (a DCGAN generating the fake
    twice on one latent, an MNIST GAN running its generator twice more and a discriminator
    forward it never used, a notebook running its network again for the loss). Tuned on a
    review of 50 of its default findings on fresh22-fresh32 by two reviewers who did not
    write it (usercode-review-tl415-tuning-1701.csv): 40 and 42 of 50 acted on; the noise
    both named (a generator drawing its own noise in `forward`, a self-distillation step
    switching sub-networks between the calls, an R1 penalty's input made to require grad,
    small MLPs, one-off test passes) is silent or `--pedantic` since.

    v1 held out (main 7700727) on every default finding of two GAN-heavy splits it was never
    run on, fresh20 and fresh21 (usercode-review-tl415-fresh20-21-2846.csv; two reviewers
    per half, independently), and on fresh33 (1 of 1: a segmentation evaluator running its
    teacher twice on each batch): 33 of 41 (80%). Acted on: generators run twice in one step
    (ESRGAN, SRGAN, pix2pix, CycleGAN, DeblurGAN, DCGAN, InfoGAN, EBGAN, a SEGAN at batch
    128), discriminators run again for `ones_like`, forwards nothing reads. Noise both
    reviewers named: a `noise_sampler(n)` that draws a new sample each call (silent since v2:
    callees named as a sampler or noise source), an MNIST MLP InfoGAN whose networks the file
    builds with widths read from names. Split: tiny MLPs, a validation pass, an ESRGAN whose
    reuse of `netD(gt)` would need its graph kept across the generator's step, a VAE-GAN whose
    reuse needs `retain_graph`. v2's only change drops the sampler row (it counts no). On by
    default needs at least 20 reviewed findings on held-out user code with at least 90% acted
    on: 33 of 40 (83%) counted. Held out since on fresh34-2847 (7 of 7: a LayerNorm run three
    times on one input for q, k and v; q, k and v projections computed and never read),
    fresh35-2848 (1 of 1: a SwiGLU gate computed twice) and fresh36-2849 (5 of 7: a second
    batch run through the model every step for a loss nothing reads, a speech transformer's
    LayerNorm run three times per layer; noise: the same form in a fallback branch the
    configuration never takes) and fresh37-2850 (1 of 2: noise, a benchmark whose forward is
    the thing it measures): 47 of 57 (82%). fresh38-2851 (round 20): 5 of 19, 18 of them in one
    GAN project whose repeated encoder and discriminator forwards cost 0.4-2% of a step and two
    of whose files are headed "no good result" (abandoned variants); acted on: forwards whose
    results nothing reads. fresh39-2852: 0 of 1 (a second forward meant to run with masking
    hooks on, which a bug in the hook makes identical). fresh40-2853: 0 of 9 (eight in a `WNet`
    class that cannot be built, `super(UNet, self).__init__()` raising, and timm's benchmark
    script, whose repeated forward is what it times). fresh41-2854 (round 21): 1 of 3 (a test
    loop running the model twice per batch acted on; two feature extractors of a file that
    cannot import noise; the same file's two `--pedantic` findings in classes nothing builds,
    code that never runs since round 21, both reviewers called noise too). fresh42-2855: 1 of
    5 (a BiSeNet generator run twice on the same target batch acted on; a mask helper of
    microseconds repeated three times, a tiny discriminator repeated at validation noise). So 54
    of 94 (57%) held out.
    """

    code = "TL415"
    name = "redundant-forward"
    preview = True  # held out: 54 of 94 counted (57%), below the bar (docstring)
    default = False  # below the bar for on by default (On user code)
    # Per step: a training or evaluation loop's body.
    default_contexts = frozenset({HOT})
    fix_availability = FixAvailability.NONE
    screen = (STEP_WORDS,)

    def leave_Module(self, node: cst.Module) -> None:
        model = self.ctx.semantic
        if not RUNS_STEPS.search(model.source_text):
            return  # a file that neither trains nor evaluates (a model's definition, a library)
        # calls of stable inputs, grouped by scope and by what they run; only a group of two
        # or more can repeat, so only its callee is asked whether it is a module's forward
        groups: dict[int, tuple[cst.CSTNode, dict[tuple[str, int], list[cst.Call]]]] = {}
        for call in model.nodes_of(cst.Call):
            if not call.args:
                continue
            if self._discarded(call) or not self._stable_call(call):
                continue
            info = model.enclosing_function(model.path_to(call))
            scope = info.node if info is not None else model.module
            if isinstance(scope, cst.Lambda):
                continue
            callee = ".".join(dotted(call.func) or ())
            groups.setdefault(id(scope), (scope, {}))[1].setdefault((callee, len(call.args)), []).append(call)
        for scope, by_callee in groups.values():
            calls = [
                call for same in by_callee.values() if len(same) > 1 and self._forward(same[0])
                for call in same
            ]
            if calls:
                self._scope(scope, calls)

    @staticmethod
    def _stable_call(call: cst.Call) -> bool:
        """A call of a dotted callee on inputs that give the same value each time (`_stable`)."""
        parts = dotted(call.func)
        if not parts or parts[0] in BUILTINS and len(parts) == 1:
            return False
        return all(not a.star and _stable(a.value) for a in call.args)

    def _forward(self, call: cst.Call) -> bool:
        """``call`` is a module's forward: a callee the file uses as a module, a module
        instance the semantic model knows, or the forward of a module the file trains;
        not a function, method, import, tensor method, loss or metric."""
        parts = dotted(call.func)
        if not parts or parts[0] in BUILTINS and len(parts) == 1:
            return False
        if parts[-1] in NOT_FORWARD or CHEAP.search(parts[-1]):
            return False
        model = self.ctx.semantic
        path = model.path_to(call)
        if model.qualified_name(call.func, [*path, call.func]) is not None:
            return False  # an import: a function, not a module of the file
        if len(parts) == 1 and (parts[0] in model.functions_by_name or parts[0] in model.classes_by_name):
            return False
        if len(parts) == 2 and parts[0] == "self":
            info = model.enclosing_function(path)
            while info is not None and info.cls is None:
                info = info.parent
            if info is not None and info.cls is not None and parts[1] in info.cls.methods:
                return False  # `self.compute_loss(x)`: a method
        if ".".join(parts) in model.modules_as_written():
            return True
        value = model.value(call.func, [*path, call.func])
        if value.kind == MODULE:
            source = value.source
            # `bce = nn.BCELoss()`, `self.drop = nn.Dropout(0.1)`: cheap, or a new sample each call
            return not (isinstance(source, cst.Call) and CHEAP.search(
                model.qualified_name(source.func, model.path_to(source)) or self.ctx.code(source.func)
            ))
        if len(parts) > 2 or (len(parts) == 2 and parts[0] != "self"):
            return False  # `model.adjust_width(0.5)`: a method of a module, as far as the file shows
        return model.trained_module_call(call, path)

    def _scope(self, scope: cst.CSTNode, calls: list[cst.Call]) -> None:
        keys: dict[int, str] = {}
        reads: dict[str, set[tuple[str, ...]]] = {}
        callees: dict[str, set[tuple[str, ...]]] = {}
        for call in calls:
            key = "".join(self.ctx.code(call).split())
            keys[id(call)] = key
            callees.setdefault(key, _chains(call.func))
            reads.setdefault(key, callees[key].union(*(_chains(a.value) for a in call.args)))
        effects: dict[int, list[tuple[str, object]]] = {}

        def kill(node: cst.CSTNode, chains: set[tuple[str, ...]], what: str = ANY) -> None:
            for key in reads:
                read = reads[key] if what == ANY else callees[key] if what == MODULE_ONLY else reads[key] - callees[key]
                if any(_overlap(c, r) for c in chains for r in read):
                    effects.setdefault(id(node), []).append((key, KILLED))

        for node in walk_scope(scope):
            if isinstance(node, cst.Assign):
                kill(node, set().union(*(_stored(t.target) for t in node.targets)))
            elif isinstance(node, (cst.AugAssign, cst.AnnAssign)):
                kill(node, _stored(node.target))
            elif isinstance(node, cst.For):
                kill(node.target, _stored(node.target))
            elif isinstance(node, cst.WithItem) and node.asname is not None:
                kill(node, _stored(node.asname.name))
            elif isinstance(node, cst.NamedExpr):
                kill(node, _stored(node.target))
            elif isinstance(node, cst.Del):
                kill(node, _stored(node.target))
            elif isinstance(node, cst.Call) and id(node) not in keys:
                changed = self._changes(node)
                if changed == ALL:
                    for key in reads:
                        effects.setdefault(id(node), []).append((key, KILLED))
                    continue
                for what, chains in changed:
                    kill(node, chains, what)
        for call in calls:
            effects.setdefault(id(call), []).append((keys[id(call)], id(call)))
        seen = facts_in_order(scope, effects, set(keys))
        for call in calls:
            state = seen.get(id(call))
            if state is None:
                continue
            facts = state.get(keys[id(call)], frozenset({ENTRY}))
            if not facts or any(not isinstance(f, int) for f in facts) or id(call) in facts:
                continue
            earlier = [n for n in calls if id(n) in facts and not self._other_branch(n, call)]
            if not earlier or self._used_together(earlier[0], call) or self._draws_noise(call):
                continue
            first = earlier[0]
            callee = self.ctx.code(call.func)
            self.report(
                call,
                f"`{self.ctx.code(call)}` runs `{callee}` again on the input of an earlier call "
                "in the same step, with nothing in between that changes the input or the module "
                "(no optimizer step of its parameters): the forward is paid twice for one "
                "result; reuse the first result (`.detach()` it where that use must not "
                "backpropagate)",
                related=[PendingRelated(first, f"`{callee}` first runs on this input here")],
                pedantic=self._small_or_once(call),
            )

    def _other_branch(self, first: cst.Call, second: cst.Call) -> bool:
        """The two calls stand in the two branches of one conditional expression
        (`m(x) if fused else x + m(x)`): only one of them runs (the flow reads a conditional
        expression's parts as if each ran)."""
        model = self.ctx.semantic
        path = model.path_to(second)
        for index, node in enumerate(path[:-1]):
            if isinstance(node, cst.IfExp):
                branch = path[index + 1]
                other = node.orelse if branch is node.body else node.body if branch is node.orelse else None
                if other is not None and any(n is first for n in walk(other)):
                    return True
        return False

    def _draws_noise(self, call: cst.Call) -> bool:
        """The callee's class (of this file or a project module) draws random numbers in its
        methods (`torch.randn` in `forward`, a `.sample()`): two calls are two samples."""
        model = self.ctx.semantic
        source = model.value(call.func, [*model.path_to(call), call.func]).source
        if not isinstance(source, cst.Call):
            source = self._built_by(call.func)
        if source is None:
            return False
        name = dotted(source.func)
        if name is None:
            return False
        cls = model.classes_by_name.get(name[-1]) if len(name) == 1 else None
        text = None
        if cls is not None:
            text = self.ctx.code(cls.node)
        else:
            found = model.project_class(model.qualified_name(source.func, model.path_to(source)))
            if found is not None:
                text = found[0].module.code_for_node(found[1])
        return text is not None and RANDOM.search(text) is not None

    def _assignments_of(self, parts: list[str]) -> list[cst.Assign]:
        """Every assignment of the file to the chain ``parts`` as written (`G`, `self.opt_D`)."""
        chain = tuple(parts)
        return [
            assign for assign in self.ctx.semantic.nodes_of(cst.Assign)
            if any(chain in _stored(t.target) for t in assign.targets)
        ]

    def _built_by(self, callee: cst.BaseExpression) -> cst.Call | None:
        """The call every assignment of ``callee`` (as written) in the file is built by, when
        there is one (`G = GeneratorPP(...).to(device)`: `GeneratorPP(...)`)."""
        parts = dotted(callee)
        if parts is None:
            return None
        built = None
        for assign in self._assignments_of(parts):
            value = assign.value
            while (
                isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute)
                and value.func.attr.value in ("to", "cuda", "train", "eval", "float", "half")
            ):
                value = value.func.value
            if not isinstance(value, cst.Call) or (built is not None and not built.func.deep_equals(value.func)):
                return None
            built = value
        return built

    def _small_or_once(self, call: cst.Call) -> str | None:
        """Why only --pedantic shows the finding: the file's networks are small and fully
        connected (an MNIST MLP GAN: a forward of a few small matmuls), or the loop is one
        pass that runs once (a test pass of a notebook cell, a function the file calls once
        outside loops) and trains nothing."""
        model = self.ctx.semantic
        if small_layers(model, fully_connected=True):
            return SMALL_NETWORKS
        path = model.path_to(call)
        loops = model.loops_around(path)
        info = model.enclosing_function(path)
        outer = path[min(loops)] if loops else info.node if info is not None else None
        if outer is None or any(method_call(n, "backward") or method_call(n, "step") for n in walk(outer)):
            return None
        if info is None:
            return ONE_PASS if isinstance(outer, cst.For) and self._over_data(outer) else None
        if isinstance(info.node, cst.FunctionDef):
            callers = [
                c for c in model.nodes_of(cst.Call)
                if isinstance(c.func, cst.Name) and c.func.value == info.name
            ]
            if callers and all(not model.loops_around(model.path_to(c)) for c in callers) and all(
                model.enclosing_function(model.path_to(c)) is None for c in callers
            ):
                return ONE_PASS
        return None

    def _over_data(self, loop: cst.For) -> bool:
        """``loop`` runs over the batches of a loader or dataset once (not `range(epochs)`)."""
        iterable = loop.iter
        while isinstance(iterable, cst.Call) and iterable.args and isinstance(iterable.func, cst.Name) and (
            iterable.func.value in ("enumerate", "tqdm", "iter", "zip")
        ):
            iterable = iterable.args[0].value
        model = self.ctx.semantic
        if model.value(iterable, [*model.path_to(loop), iterable]).kind in (LOADER, DATASET):
            return True
        parts = dotted(iterable)
        return parts is not None and any(w in parts[-1].lower() for w in ("loader", "batch", "data"))

    def _discarded(self, call: cst.Call) -> bool:
        """Report ``call`` when it is a module's forward whose result is bound to names that
        nothing reads before they are bound again (`outD_real = NetD(img)` in a generator step
        that never uses it): a whole forward, with its graph, for nothing. Whether it was
        reported."""
        model = self.ctx.semantic
        parent = model.parent(call)
        if not isinstance(parent, cst.Assign) or parent.value is not call:
            return False
        names = [n for t in parent.targets for n in target_names(t.target)]
        if not names or any(not isinstance(t.target, (cst.Name, cst.Tuple)) for t in parent.targets):
            return False
        if any(n == "_" or n.startswith("_") for n in names):
            return False
        if "register_forward_hook" in model.source_text or "register_hook" in model.source_text:
            return False  # hooks take what the forward computes: its result need not be read
        path = model.path_to(call)
        if self._read_next(parent, set(names)) or not self._forward(call):
            return False
        if model.in_no_grad(path):
            return False  # no graph: run for its side effects (batch-norm statistics, a warm-up)
        loops = model.loops_around(path)
        info = model.enclosing_function(path)
        around = path[loops[0]] if loops else info.node if info is not None else None
        if around is None or TIMING.search(self.ctx.code(around)):
            return False  # a timing or warm-up loop runs the forward to measure it
        if self._read_or_unreached(parent, names, path):
            return False
        shown = ", ".join(f"`{n}`" for n in names)
        self.report(
            call,
            f"`{self.ctx.code(call)}` runs a forward whose result ({shown}) nothing reads "
            "before it is bound again: the step pays for a forward of the module (and, with "
            "autograd on, its graph) that it never uses; delete the call, or use its result",
            pedantic=self._small_or_once(call),
        )
        return True

    def _read_next(self, assign: cst.Assign, names: set[str]) -> bool:
        """The next occurrence of one of ``names`` in the statements after ``assign`` in its
        block reads it (`x = f(x)` then `x = g(x)`): a quick answer before the flow of
        `_read_or_unreached`, which also follows loops and branches."""
        model = self.ctx.semantic
        line = model.parent(assign)
        block = model.parent(line) if isinstance(line, cst.SimpleStatementLine) else None
        body = getattr(block, "body", None)
        if not isinstance(body, (list, tuple)):
            return False
        after = False
        for statement in body:
            if statement is line:
                after = True
                continue
            if not after:
                continue
            stores: set[int] = set()
            for node in walk_scope(statement):
                stores.update(id(n) for n in _bound_here(node))
                if isinstance(node, cst.Name) and node.value in names:
                    # a statement's value runs before its targets are bound: a read in it
                    # comes first (walk_scope meets `x = f(x)`'s target before its value)
                    return id(node) not in stores or any(
                        isinstance(n, cst.Name) and n.value in names and id(n) not in stores
                        for n in walk_scope(statement)
                    )
        return False

    def _read_or_unreached(self, assign: cst.Assign, names: list[str], path) -> bool:  # noqa: ANN001
        """A read of one of ``names`` that the binding of ``assign`` may reach, in execution
        order (a later iteration's reads included; any read from a nested function, lambda or
        class of the scope counts), or ``assign`` is never reached (after a `continue`)."""
        model = self.ctx.semantic
        info = model.enclosing_function(path)
        scope = info.node if info is not None else model.module
        wanted = set(names)
        effects: dict[int, list[tuple[str, object]]] = {}
        queries: set[int] = set()
        stores: set[int] = set()
        for node in walk_scope(scope):
            if isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)) and node is not scope:
                if any(isinstance(n, cst.Name) and n.value in wanted for n in walk(node)):
                    return True
                continue
            bound = _bound_here(node)
            stores.update(id(n) for n in bound)
            if isinstance(node, cst.Assign):
                stored = {n.value for n in bound} & wanted
                effects[id(node)] = [(n, id(assign) if node is assign else 0) for n in stored]
            if isinstance(node, cst.Name) and node.value in wanted:
                queries.add(id(node))
        queries -= stores
        queries.add(id(assign))  # reached at all: code after a `continue` never runs
        seen = facts_in_order(scope, effects, queries)
        if id(assign) not in seen:
            return True  # unreachable: nothing to report
        by_id = {id(n): n for n in walk(scope) if isinstance(n, cst.Name) and n.value in wanted}
        for key, state in seen.items():
            name = by_id.get(key)
            if name is not None and id(assign) in state.get(name.value, frozenset()):
                return True
        return False

    def _changes(self, call: cst.Call) -> list[tuple[str, set[tuple[str, ...]]]] | str:
        """What ``call`` may change: ALL for an optimizer step of unknown parameters or a
        function of the file that steps, trains or loads; else ``(what, chains)`` pairs:
        ``what`` is ANY (the chains may be the module or its input), INPUT (an input's
        `requires_grad_()`: the second forward records the graph the first did not) or
        MODULE_ONLY (another method of an object: on a module it may reconfigure the forward,
        `model.adjust_width(0.5)`, `model.eval()`; on a tensor it changes nothing)."""
        func = call.func
        model = self.ctx.semantic
        if isinstance(func, cst.Attribute):
            method = func.attr.value
            receiver = dotted(func.value)
            if "step" in method:
                optimizer = func.value
                if method == "step" and call.args and receiver is not None and "scaler" in receiver[-1].lower():
                    optimizer = call.args[0].value  # `scaler.step(opt)`
                owners = self._optimized_by(optimizer)
                return ALL if owners is None else [(ANY, owners)]
            if receiver is None:
                return []
            chain = {tuple(receiver)}
            if method == "requires_grad_":
                return [(INPUT, chain)]
            if method.endswith("_") and not method.startswith("_") and method not in MODULE_KEEPS:
                return [(ANY, chain)]  # in place: `noise.normal_()`, `x.data.copy_(y)`
            if method in MODULE_KEEPS or method in SAME_VALUE_METHODS or method in PURE_METHODS:
                return []
            if receiver == ["self"]:
                # `self.train_discriminator()`: a method of the file; `self.disc(x)`: a forward
                return ALL if self._method_steps(method) else []
            if self._forward(call):
                return []  # another module's forward
            return [(MODULE_ONLY, chain)]
        if isinstance(func, cst.Name) and func.value in model.functions_by_name:
            if any(self._steps(info.node) for info in model.functions_by_name[func.value]):
                return ALL
        return []

    def _method_steps(self, name: str) -> bool:
        infos = self.ctx.semantic.functions_by_name.get(name, ())
        return any(self._steps(info.node) for info in infos)

    def _steps(self, function: cst.CSTNode) -> bool:
        """A function of the file that steps an optimizer, switches a mode or loads weights."""
        text = self.ctx.code(function)
        return any(w in text for w in ("step(", ".train(", ".eval(", "load_state_dict(", "_step"))

    def _optimized_by(self, optimizer: cst.BaseExpression) -> set[tuple[str, ...]] | None:
        """The chains an optimizer (as written) updates, read from every assignment of it in
        the file: ``X`` of ``X.parameters()`` in its arguments, or the names of a list it is
        built from (`Adam([image])`); None where one assignment says neither."""
        target = dotted(optimizer)
        if target is None:
            return None
        owners: set[tuple[str, ...]] = set()
        found = False
        for assign in self._assignments_of(target):
            value = assign.value
            if not isinstance(value, cst.Call) or not value.args:
                return None
            found = True
            here: set[tuple[str, ...]] = set()
            for inner in walk_scope(value):
                if isinstance(inner, cst.Call) and isinstance(inner.func, cst.Attribute) and inner.func.attr.value in (
                    "parameters", "named_parameters"
                ):
                    owner = dotted(inner.func.value)
                    if owner is None:
                        return None
                    here.add(tuple(owner))
            if not here:
                first = value.args[0].value
                if isinstance(first, (cst.List, cst.Tuple)) and all(
                    dotted(e.value) is not None for e in first.elements
                ):
                    here = {tuple(dotted(e.value)) for e in first.elements}  # type: ignore[arg-type]
                else:
                    return None
            owners |= here
        return owners if found else None

    def _used_together(self, first: cst.Call, second: cst.Call) -> bool:
        """The two results are bound to two names that one later expression reads together
        (`kl(p, q)` of R-Drop): two samples of a stochastic forward, wanted."""
        model = self.ctx.semantic
        names = []
        for call in (first, second):
            parent = model.parent(call)
            if not isinstance(parent, cst.Assign):
                return False
            bound = [n for t in parent.targets for n in target_names(t.target)]
            if len(bound) != 1:
                return False
            names.append(bound[0])
        if names[0] == names[1]:
            return False
        statement = model.parent(model.parent(second))
        scope = model.enclosing_function(model.path_to(second))
        body = scope.node if scope is not None else model.module
        for node in walk_scope(body):
            if isinstance(node, (cst.SimpleStatementLine,)) and node is not statement:
                read = {n.value for n in walk_scope(node) if isinstance(n, cst.Name)}
                if set(names) <= read:
                    return True
        return False
