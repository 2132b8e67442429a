"""v3 (issues 24 and 25) for TL401, TL402 and TL404: eval state in execution order, dropout
meant to apply, fixes withheld where they would break the file."""

from __future__ import annotations

import textwrap

import libcst as cst

from torchlint import api, engine, registry, syntax_screens
from torchlint.semantic.flow import ENTRY, facts_in_order


def _lint(source: str, code: str, *, pedantic: bool = False, name: str = "example.py") -> list[str]:
    found = api.lint_source(textwrap.dedent(source), name, select=[code], preview=True, pedantic=pedantic)
    return [f"{d.location.row}:{d.location.column}: {d.message}" for d in found]


def _fix(source: str, code: str) -> str:
    result = api.fix_source(
        textwrap.dedent(source), "example.py", select=[code], unsafe_fixes=True, preview=True, pedantic=True
    )
    assert result.error is None
    return result.source


EVAL_MESSAGE = (
    "`{m}(...)` after `{m}.eval()` runs outside `torch.no_grad()` / `torch.inference_mode()`, so "
    "autograd still records the forward pass; run inference under `torch.inference_mode()`"
)


# -- facts in execution order ----------------------------------------------------------------
def _facts(source: str) -> dict[str, dict[str, frozenset[object]]]:
    """`m.eval()` / `m.train()` set `m`; each call `m(...)` is a query, keyed by its line."""
    module = cst.parse_module(textwrap.dedent(source))
    wrapper = cst.metadata.MetadataWrapper(module, unsafe_skip_copy=True)
    lines = wrapper.resolve(cst.metadata.PositionProvider)
    effects: dict[int, list[tuple[str, object]]] = {}
    queries: dict[int, int] = {}

    class Collect(cst.CSTVisitor):
        def visit_Call(self, node: cst.Call) -> None:
            func = node.func
            if isinstance(func, cst.Attribute) and func.attr.value in ("eval", "train"):
                effects[id(node)] = [("m", func.attr.value)]
            elif isinstance(func, cst.Name) and func.value == "m":
                queries[id(node)] = lines[node].start.line

    module.visit(Collect())
    scope = module.body[0] if isinstance(module.body[0], cst.FunctionDef) else module
    found = facts_in_order(scope, effects, set(queries))
    return {f"line {queries[key]}": facts.get("m", frozenset({ENTRY})) for key, facts in found.items()}


def test_back_edge_brings_the_end_of_an_iteration_to_the_next() -> None:
    facts = _facts(
        """
        def fit(m):
            for epoch in range(3):
                m(1)
                m.train()
                m(2)
                m.eval()
                m(3)
        """
    )
    assert facts == {
        "line 4": frozenset({ENTRY, "eval"}),
        "line 6": frozenset({"train"}),
        "line 8": frozenset({"eval"}),
    }


def test_branches_break_continue_and_return() -> None:
    facts = _facts(
        """
        def run(m, c):
            if c:
                m.eval()
            m(1)
            for x in c:
                m.train()
                if x:
                    m.eval()
                    continue
                if c:
                    break
            m(2)
            if c:
                m.train()
                return
            m(3)
        """
    )
    assert facts == {
        "line 5": frozenset({ENTRY, "eval"}),
        "line 13": frozenset({ENTRY, "eval", "train"}),
        "line 17": frozenset({ENTRY, "eval", "train"}),
    }
    # after `return` in the only branch that trains, the train state does not reach on
    assert _facts(
        """
        def run(m, c):
            m.eval()
            if c:
                m.train()
                return
            m(1)
        """
    ) == {"line 7": frozenset({"eval"})}


# -- TL402 -----------------------------------------------------------------------------------
def _heavy(source: str) -> str:
    """``source`` in a file that also builds a ResNet-50 (appended: rows unchanged): since v4
    (issue 24) TL402's default form needs a model known to be compute-heavy."""
    return textwrap.dedent(source) + "\nimport torchvision\nbackbone = torchvision.models.resnet50()\n"


EPOCH_LOOP = """
import torch

def fit(model, train_loader, val_loader, optimizer, epochs):
    for epoch in range(epochs):
        model.train()
        for x, y in train_loader:
            loss = (model(x) - y).pow(2).mean()
            loss.backward()
            optimizer.step()
        model.eval()
        for x, y in val_loader:
            val_loss = (model(x) - y).pow(2).mean()
"""


def test_epoch_loop_validation_is_reported_at_its_first_eval_mode_call() -> None:
    assert _lint(_heavy(EPOCH_LOOP), "TL402") == [f"13:25: {EVAL_MESSAGE.format(m='model')}"]


def test_epoch_loop_passes_the_syntax_screen() -> None:
    text = textwrap.dedent(EPOCH_LOOP)
    assert syntax_screens.may_report("inference_without_no_grad", syntax_screens.Syntax(text)) is True


def test_epoch_loop_at_module_level_as_a_notebook_cell() -> None:
    source = """
    for epoch in range(3):
        net.train()
        for x, y in train_loader:
            criterion(net(x), y).backward()
            optimizer.step()
        net.eval()
        for x, y in val_loader:
            out = net(x)
            acc = (out.argmax(1) == y).float().mean()
    """
    assert _lint(_heavy(source), "TL402") == [f"9:15: {EVAL_MESSAGE.format(m='net')}"]


def test_validation_under_no_grad_and_training_after_train_are_silent() -> None:
    source = """
    import torch

    def fit(model, train_loader, val_loader, optimizer):
        for epoch in range(10):
            model.eval()
            with torch.no_grad():
                for x, y in val_loader:
                    model(x)
            model.train()
            for x, y in train_loader:
                model(x).sum().backward()
                optimizer.step()
    """
    assert _lint(source, "TL402", pedantic=True) == []


def test_gradients_taken_in_eval_mode_silence_but_in_training_mode_do_not() -> None:
    frozen_bn = """
    def finetune(model, loader, optimizer):
        model.eval()
        for x in loader:
            model(x).sum().backward()
            optimizer.step()
    """
    assert _lint(frozen_bn, "TL402", pedantic=True) == []
    # the widened screen lets it through; the rule decides
    text = textwrap.dedent(frozen_bn)
    assert syntax_screens.may_report("inference_without_no_grad", syntax_screens.Syntax(text)) is True
    rule = [r for r in registry.all_rules() if r.code == "TL402"]
    assert engine.check_text(text, "example.py", rule, use_screen=False).diagnostics == []


def test_every_caller_under_no_grad_covers_the_function() -> None:
    source = """
    import torch

    def evaluate(model, loader):
        model.eval()
        return [model(x) for x, _ in loader]

    def main(model, loader):
        for epoch in range(3):
            with torch.no_grad():
                evaluate(model, loader)

    @torch.no_grad()
    def report(model, loader):
        return evaluate(model, loader)
    """
    assert _lint(source, "TL402", pedantic=True) == []
    # without the callers, the comprehension over a loader is reported by default
    alone = source.split("def main")[0]
    assert _lint(_heavy(alone), "TL402") == [f"6:13: {EVAL_MESSAGE.format(m='model')}"]


def test_a_one_off_notebook_evaluation_is_pedantic() -> None:
    source = """
    model.eval()
    sample_prediction = model(x_sample)
    """
    assert _lint(source, "TL402") == []
    assert _lint(source, "TL402", pedantic=True) == [
        f"3:21: {EVAL_MESSAGE.format(m='model')} (pedantic: runs once)"
    ]


# -- TL401 -----------------------------------------------------------------------------------
DROPOUT_MESSAGE = (
    "`F.dropout` without `training=` keeps dropping out in eval mode; pass "
    "`training=self.training` (or `training=True` when intended)"
)


def test_dropout_meant_to_apply_is_silent() -> None:
    source = """
    import torch.nn.functional as F
    from torch import nn

    class Prenet(nn.Module):
        def forward(self, x, *args, **kwargs):
            x = F.dropout(x, p=self.dropout)  # always applies dropout
            x = F.dropout(x, *args)
            x = F.dropout(x, 0.1, **kwargs)
            return self.sample(x)

        def sample(self, z):
            return F.dropout(z, p=0.5)

        def mc_outputs(self, x):
            return F.dropout(x, 0.2)
    """
    assert _lint(source, "TL401", pedantic=True) == []
    assert _fix(source, "TL401") == textwrap.dedent(source)


def test_explicit_p_in_a_helper_forward_runs_is_reported_and_fixed() -> None:
    source = """
    import torch.nn.functional as F
    from torch import nn

    class Block(nn.Module):
        def forward(self, x):
            return self._mix(x)

        def _mix(self, x):
            return F.dropout(x, p=0.1)
    """
    assert _lint(source, "TL401") == [f"10:16: {DROPOUT_MESSAGE}"]
    assert "F.dropout(x, p=0.1, training=self.training)" in _fix(source, "TL401")


def test_a_lightning_step_reaches_its_shared_helper() -> None:
    source = """
    import torch.nn.functional as F
    import lightning as L

    class Model(L.LightningModule):
        def training_step(self, batch, i):
            return self.shared(batch)

        def validation_step(self, batch, i):
            return self.shared(batch)

        def shared(self, batch):
            return F.dropout(self.net(batch), p=0.1)
    """
    assert _lint(source, "TL401") == [f"13:16: {DROPOUT_MESSAGE}"]


# -- TL404 -----------------------------------------------------------------------------------
ZERO_GRAD_MESSAGE = (
    "`zero_grad(set_to_none=False)` writes zeros into every gradient instead of freeing them; "
    "use the default `zero_grad()`"
)


def test_unguarded_gradient_reads_withhold_the_fix() -> None:
    source = """
    for x in loader:
        optimizer.zero_grad(set_to_none=False)
        model(x).sum().backward()
        grad_norm = sum(p.grad.norm() for p in model.parameters())
        optimizer.step()
    """
    assert _lint(source, "TL404") == [
        f"3:5: {ZERO_GRAD_MESSAGE}; no fix: the file reads gradients with no `None` check "
        "(`p.grad.norm`), which would meet `None` after the default `zero_grad()`: check for "
        "it first"
    ]
    assert _fix(source, "TL404") == textwrap.dedent(source)


def test_each_form_of_gradient_read_withholds_the_fix() -> None:
    for read, shown in [
        ("p.grad.data.mul_(2)", "p.grad.data"),
        ("total = p.grad.sum()", "p.grad.sum"),
        ("p.grad += 1", "p.grad +="),
        ("first = p.grad[0]", "p.grad[0]"),
    ]:
        source = f"""
for p in params:
    {read}
optimizer.zero_grad(set_to_none=False)
"""
        assert _lint(source, "TL404", pedantic=True) == [
            f"4:1: {ZERO_GRAD_MESSAGE}; no fix: the file reads gradients with no `None` check "
            f"(`{shown}`), which would meet `None` after the default `zero_grad()`: check for "
            "it first"
        ], read


def test_gradient_reads_checked_for_none_keep_the_fix() -> None:
    source = """
    for x in loader:
        optimizer.zero_grad(set_to_none=False)
        model(x).sum().backward()
        norm = sum(p.grad.norm() for p in model.parameters() if p.grad is not None)
        for p in model.parameters():
            if p.grad is None:
                continue
            p.grad.data.mul_(2)
            scale = p.grad.abs().max() if p.grad is not None else 0
            ok = p.grad is not None and p.grad.isfinite().all()
    """
    assert _lint(source, "TL404") == [f"3:5: {ZERO_GRAD_MESSAGE}"]
    assert "optimizer.zero_grad()\n" in _fix(source, "TL404")


def test_gradients_through_the_output_silence_in_any_mode() -> None:
    source = """
    def reinforce(policy, env, optimizer, episodes):
        for episode in range(episodes):
            policy.eval()
            log_probs = []
            for t in range(200):
                probs = policy(state)
                log_probs.append(probs.log())
            policy.train()
            loss = -torch.stack(log_probs).sum()
            loss.backward()
            optimizer.step()
    """
    assert _lint(source, "TL402", pedantic=True) == []


def test_a_module_level_no_grad_caller_covers_the_function() -> None:
    source = """
    import torch

    def evaluate(model, loader):
        model.eval()
        total = 0
        for x, y in loader:
            total += (model(x).argmax(1) == y).sum()
        return total

    for epoch in range(10):
        train_one_epoch(model, train_loader)
        with torch.no_grad():
            print(evaluate(model, val_loader))
    """
    assert _lint(source, "TL402", pedantic=True) == []


def test_a_forward_that_runs_its_base_class_reaches_every_method() -> None:
    source = """
    import torch.nn.functional as F

    class Child(Base):
        def forward(self, x):
            return super().forward(x) * 2

        def block(self, x):
            return F.dropout(x, p=0.1)
    """
    base = """
    from torch import nn

    class Base(nn.Module):
        def forward(self, x):
            return self.block(x)
    """
    assert _lint(base + source, "TL401") == [f"15:16: {DROPOUT_MESSAGE}"]


def test_a_comment_believing_dropout_stops_in_eval_is_no_intent() -> None:
    source = """
    import torch.nn.functional as F
    from torch import nn

    class Block(nn.Module):
        def forward(self, x):
            x = F.dropout(x, p=0.1)  # a no-op in eval mode
            # dropout is applied even in eval mode, on purpose
            return F.dropout(x, p=0.1)
    """
    assert _lint(source, "TL401") == [f"7:13: {DROPOUT_MESSAGE}"]


def test_an_earlier_if_guards_only_when_it_leaves() -> None:
    source = """
    for p in model.parameters():
        if p.grad is None:
            print("no gradient yet")
        total = p.grad.abs().sum()
    optimizer.zero_grad(set_to_none=False)
    """
    assert _lint(source, "TL404")[0].endswith("(`p.grad.abs`), which would meet `None` after the default `zero_grad()`: check for it first")


def test_a_comprehension_over_a_few_listed_items_runs_once() -> None:
    source = """
    model.eval()
    images = [cat, dog]
    outputs = [model(image) for image in images]
    """
    assert _lint(source, "TL402") == []
    assert _lint(source, "TL402", pedantic=True) == [
        f"4:12: {EVAL_MESSAGE.format(m='model')} (pedantic: runs once)"
    ]
