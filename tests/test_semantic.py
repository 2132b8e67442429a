"""The semantic model on small programs: for each question it answers, the cases it must get
right and the ones it must leave unknown, each with the reason.

A program marks the expression asked about with a ``# <-`` comment on its line: the test finds
the first node of the kind asked for on that line, runs the engine's own traversal so that the
model is filled exactly as for a check, and asks.
"""

from __future__ import annotations

import textwrap

import libcst as cst
import pytest
from libcst.metadata import MetadataWrapper, PositionProvider

from torchlint import walk
from torchlint.rule import Context
from torchlint.semantic import COLD, HOT, TEST
from torchlint.semantic.values import ACCELERATOR, HOST, LOADER, MODULE, OPTIMIZER, TENSOR


class _Feeder(cst.CSTVisitor):
    """Feeds every node to the model, as the engine's dispatcher does."""

    def __init__(self, ctx: Context) -> None:
        super().__init__()
        self.ctx = ctx

    def on_visit(self, node: cst.CSTNode) -> bool:
        self.ctx.stack.append(node)
        self.ctx.semantic.on_visit(node, self.ctx.stack)
        return True

    def on_leave(self, original_node: cst.CSTNode) -> None:
        self.ctx.semantic.on_leave(original_node)
        self.ctx.stack.pop()


def _model(source: str, filename: str = "train.py"):  # noqa: ANN202
    source = textwrap.dedent(source)
    module = cst.parse_module(source)
    ctx = Context(module, source, filename)
    walk.visit(module, _Feeder(ctx), walk.all_nodes())
    return ctx.semantic, module, source


def _marked(source_module, source: str, kind: type, occurrence: int = 0) -> cst.CSTNode:
    row = next(i for i, line in enumerate(source.splitlines(), 1) if "# <-" in line)
    positions = MetadataWrapper(source_module, unsafe_skip_copy=True).resolve(PositionProvider)
    found = [n for n in walk.iter_nodes(source_module) if isinstance(n, kind) and positions[n].start.line == row]
    return found[occurrence]


def context_of(source: str, filename: str = "train.py") -> str:
    model, module, text = _model(source, filename)
    node = _marked(module, text, cst.Call)
    return model.cost_context(model.path_to(node))


def value_of(source: str, kind: type = cst.Call, occurrence: int = 0):  # noqa: ANN201
    model, module, text = _model(source)
    node = _marked(module, text, kind, occurrence)
    return model.value(node)


# -- cost contexts --------------------------------------------------------------------------
HOT_CASES = {
    "a loop body": """
        import torch
        for step in range(10):
            x = torch.zeros(8).cuda()  # <-
    """,
    "forward of an nn.Module subclass": """
        import torch.nn as nn
        class Net(nn.Module):
            def forward(self, x):
                return x.cuda()  # <-
    """,
    "through a module class of the same file": """
        import torch.nn as nn
        class Base(nn.Module):
            pass
        class Net(Base):
            def forward(self, x):
                return x.cuda()  # <-
    """,
    "a method that forward calls": """
        import torch.nn as nn
        class Net(nn.Module):
            def forward(self, x):
                return self.mask(x)
            def mask(self, x):
                return x.cuda()  # <-
    """,
    "a function called from a training loop": """
        def step(x):
            return x.cuda()  # <-
        def train(loader):
            for x in loader:
                step(x)
    """,
    "a Lightning step hook": """
        class Model:
            def training_step(self, batch, index):
                return batch.cuda()  # <-
    """,
    "a dataset's __getitem__": """
        from torch.utils.data import Dataset
        class Data(Dataset):
            def __getitem__(self, index):
                return load(index)  # <-
    """,
    "a collate_fn handed to a DataLoader": """
        from torch.utils.data import DataLoader
        def pad(batch):
            return stack(batch)  # <-
        loader = DataLoader(data, collate_fn=pad)
    """,
    "a closure given to optimizer.step": """
        def train(optimizer, model, x):
            def closure():
                return model(x)  # <-
            optimizer.step(closure)
    """,
    # the foreign-base heuristic: a class with a forward whose base lives in another file
    "forward of a class whose base a relative import brings": """
        from ...modeling_utils import PreTrainedModel
        class Encoder(PreTrainedModel):
            def forward(self, x):
                return x.cuda()  # <-
    """,
    "forward of a class whose base an absolute import brings": """
        from mylib.models import BaseModel
        class Net(BaseModel):
            def forward(self, x):
                return x.cuda()  # <-
    """,
    "a method forward calls, through a base class of the file with a foreign base": """
        from .modeling_utils import PreTrainedModel
        class EncoderPreTrainedModel(PreTrainedModel):
            pass
        class Encoder(EncoderPreTrainedModel):
            def forward(self, x):
                return self.mask(x)
            def mask(self, x):
                return x.cuda()  # <-
    """,
    "a foreign base next to Generic[T]": """
        from typing import Generic, TypeVar
        from . import base
        T = TypeVar("T")
        class Net(base.Model, Generic[T]):
            def forward(self, x):
                return x.cuda()  # <-
    """,
    "a loop over a loader in a function that also loops over a few items": """
        def train(model, loader):
            for x in loader:
                for head in ["a", "b"]:
                    model(x).cuda()  # <-
    """,
    "a loop over range(3): a few steps are still steps": """
        import torch
        for step in range(3):
            x = torch.zeros(8).cuda()  # <-
    """,
    "a loop of a computed size": """
        import torch
        for step in range(num_steps):
            x = torch.zeros(8).cuda()  # <-
    """,
    "an optimizer's update after its lazy state initialization": """
        import torch
        class Opt(torch.optim.Optimizer):
            def step(self):
                for group in self.param_groups:
                    for p in group["params"]:
                        state = self.state[p]
                        if len(state) == 0:
                            state["step"] = 0
                        state["sq"] = torch.zeros([]).to(p.device)  # <-
    """,
    "a loop over self.<attr> outside a module class may be over data": """
        class Trainer:
            def fit(self):
                for batch in self.batches:
                    step(batch)  # <-
    """,
    "a loop over a few items inside forward is as hot as forward": """
        import torch.nn as nn
        class Net(nn.Module):
            def forward(self, x):
                for scale in (1, 2):
                    x = x.cuda()  # <-
                return x
    """,
}

COLD_CASES = {
    "module level, outside loops": """
        import torch
        x = torch.zeros(8).cuda()  # <-
    """,
    "__init__ runs once": """
        import torch.nn as nn
        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.buf = make()  # <-
    """,
    "forward of a class that is not a module (unknown base)": """
        class Net(SomethingElse):
            def forward(self, x):
                return x.cuda()  # <-
    """,
    "a function nobody calls from hot code": """
        def export(model):
            return model.cuda()  # <-
    """,
    "a loop's iterable runs once, not per step": """
        for x in make_batches():  # <-
            pass
    """,
    "a function defined in a loop is not run by being defined": """
        for i in range(3):
            def later():
                return compute()  # <-
    """,
    "forward of an autograd.Function: a torch class that is not a module": """
        import torch
        from .base import Mixin
        class Op(torch.autograd.Function, Mixin):
            @staticmethod
            def forward(ctx, x):
                return x.cuda()  # <-
    """,
    "forward of a class whose only base is ABC": """
        from abc import ABC
        class Net(ABC):
            def forward(self, x):
                return x.cuda()  # <-
    """,
    "a foreign base without forward is not taken for a module": """
        from ...pipeline_utils import DiffusionPipeline
        class Pipe(DiffusionPipeline):
            def __call__(self, x):
                return x.cuda()  # <-
    """,
    # loops that run a handful of times, as written: per item of a configuration, not per step
    "a loop over a list display (text encoders)": """
        def encode_prompt(self, prompt):
            for encoder in [self.text_encoder, self.text_encoder_2]:
                encoder(prompt).cuda()  # <-
    """,
    "a loop over zip of a name bound to a list display": """
        def encode_prompt(self, prompt, text_encoders):
            tokenizers = [self.tokenizer, self.tokenizer_2]
            for tokenizer, encoder in zip(tokenizers, text_encoders):
                encoder(tokenizer(prompt)).cuda()  # <-
    """,
    "a loop over a dict display's items": """
        def setup(self):
            for name, size in {"a": 1, "b": 2}.items():
                make(name, size)  # <-
    """,
    "a method of a module class looping over its own layers (reparameterization)": """
        import torch.nn as nn
        class Block(nn.Module):
            def fuse(self):
                for conv, bn in zip(self.convs, self.bns):
                    self._fold(conv, bn)
            def _fold(self, conv, bn):
                return make(conv, bn)  # <-
    """,
    "a loop over a module's modules()": """
        import torch.nn as nn
        class Net(nn.Module):
            def init_weights(self):
                for m in self.modules():
                    init(m)  # <-
    """,
    "an optimizer's lazy state initialization (once per parameter)": """
        import torch
        class Opt(torch.optim.Optimizer):
            def step(self):
                for group in self.param_groups:
                    for p in group["params"]:
                        state = self.state[p]
                        if len(state) == 0:
                            state["sq"] = torch.zeros([]).to(p.device)  # <-
    """,
    "a function called only from a loop over a few items": """
        def encode(encoder, prompt):
            return encoder(prompt).cuda()  # <-
        def encode_prompt(self, prompt):
            for encoder in (self.text_encoder, self.text_encoder_2):
                encode(encoder, prompt)
    """,
}

TEST_CASES = {
    "a test_* function, loop or not": ("""
        def test_moves():
            for i in range(3):
                x = make()  # <-
    """, "model.py"),
    "a Test* class with test methods": ("""
        class TestModel:
            def helper(self):
                return make()  # <-

            def test_shapes(self):
                self.helper()
    """, "model.py"),
    "a test file as TL405 defines it": ("""
        for i in range(3):
            x = make()  # <-
    """, "tests/helpers.py"),
}


@pytest.mark.parametrize("case", sorted(HOT_CASES))
def test_hot(case: str) -> None:
    assert context_of(HOT_CASES[case]) == HOT


@pytest.mark.parametrize("case", sorted(COLD_CASES))
def test_cold(case: str) -> None:
    assert context_of(COLD_CASES[case]) == COLD


@pytest.mark.parametrize("case", sorted(TEST_CASES))
def test_test_context(case: str) -> None:
    source, filename = TEST_CASES[case]
    assert context_of(source, filename) == TEST


# -- values ---------------------------------------------------------------------------------
def test_factory_on_host_without_grad() -> None:
    value = value_of("""
        import torch
        x = torch.zeros(8)  # <-
    """)
    assert (value.kind, value.device, value.grad, value.integral) == (TENSOR, HOST, False, False)


def test_factory_with_device_and_requires_grad() -> None:
    value = value_of("""
        import torch
        x = torch.zeros(8, device="cuda", requires_grad=True)  # <-
    """)
    assert (value.kind, value.device, value.grad) == (TENSOR, ACCELERATOR, True)


def test_values_flow_through_assignments_and_moves() -> None:
    value = value_of("""
        import torch
        x = torch.randint(0, 10, (4,))
        y = x.cuda()
        z = y  # <-
    """, cst.Name, 1)
    assert (value.kind, value.device, value.grad, value.integral) == (TENSOR, ACCELERATOR, False, True)


def test_module_call_carries_grad_and_no_grad_drops_it() -> None:
    source = """
        import torch
        net = torch.nn.Linear(4, 2).cuda()
        out = net(x)  # <-
        with torch.no_grad():
            frozen = net(x)
    """
    assert value_of(source).grad is True
    moved = value_of(source.replace("out = net(x)  # <-", "out = net(x)").replace("frozen = net(x)", "frozen = net(x)  # <-"))
    assert (moved.kind, moved.device, moved.grad) == (TENSOR, ACCELERATOR, False)


def test_a_class_with_forward_and_a_foreign_base_builds_modules() -> None:
    # the foreign-base heuristic reaches values too: what such a class builds is a module
    value = value_of("""
        from ...modeling_utils import PreTrainedModel
        class Encoder(PreTrainedModel):
            def forward(self, x):
                return x
        encoder = Encoder(config)  # <-
    """)
    assert value.kind == MODULE
    # a name bound nowhere in the file stays unknown: it may be anything
    unknown = value_of("""
        class Encoder(SomethingElse):
            def forward(self, x):
                return x
        encoder = Encoder(config)  # <-
    """)
    assert unknown.kind is None


def test_grad_free_operations() -> None:
    for operation in ("argmax(-1)", "long()", "detach()", "gt(0)"):
        value = value_of(f"""
            import torch
            net = torch.nn.Linear(4, 2)
            out = net(x).{operation}  # <-
        """)
        assert (value.kind, value.grad) == (TENSOR, False), operation


def test_comparison_is_boolean_and_grad_free() -> None:
    value = value_of("""
        import torch
        net = torch.nn.Linear(4, 2)
        hit = net(x) > 0  # <-
    """, cst.Comparison)
    assert (value.kind, value.grad, value.integral) == (TENSOR, False, True)


def test_self_attribute_assigned_once_in_the_class() -> None:
    value = value_of("""
        import torch.nn as nn
        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.head = nn.Linear(4, 2)
            def forward(self, x):
                return self.head(x)  # <-
    """)
    assert (value.kind, value.grad) == (TENSOR, True)


def test_loader_batches_are_host_tensors_and_know_pinning() -> None:
    value = value_of("""
        from torch.utils.data import DataLoader
        loader = DataLoader(data, batch_size=8, pin_memory=True)
        for x, y in loader:
            x.cuda()  # <-
    """, cst.Name)
    assert (value.kind, value.device, value.grad, value.pinned) == (TENSOR, HOST, False, True)


def test_what_is_unpacked_from_a_loader_batch_is_part_of_it() -> None:
    value = value_of("""
        from torch.utils.data import DataLoader
        loader = DataLoader(data, batch_size=8, pin_memory=True)
        for batch in loader:
            x, y = batch
            x.cuda()  # <-
    """, cst.Name)
    assert (value.kind, value.device, value.pinned) == (TENSOR, HOST, True)
    # unpacking anything else stays unknown: a tuple of outputs may hold anything
    other = value_of("""
        import torch
        out = torch.nn.Linear(4, 2)
        loss, logs = out(x)
        logs.cuda()  # <-
    """, cst.Name)
    assert other.kind is None


def test_a_batch_rebound_in_the_loop_body_is_the_new_value() -> None:
    # `images = images.float()` makes a fresh, pageable tensor: no longer the pinned batch
    value = value_of("""
        from torch.utils.data import DataLoader
        loader = DataLoader(data, batch_size=8, pin_memory=True)
        for images, labels in loader:
            images = images.float()
            images.cuda()  # <-
    """, cst.Name)
    assert (value.kind, value.pinned) == (TENSOR, False)


def test_a_batch_moved_in_the_loop_body_is_on_the_accelerator() -> None:
    # `x = x.cuda()` above the use rebinds the loop variable: the batch is no longer on the host
    value = value_of("""
        from torch.utils.data import DataLoader
        loader = DataLoader(data, batch_size=8)
        for x, y in loader:
            x = x.cuda()
            x.sum()  # <-
    """, cst.Name)
    assert (value.kind, value.device) == (TENSOR, ACCELERATOR)


def test_returns_of_functions_of_the_same_module() -> None:
    value = value_of("""
        import torch
        def build():
            return torch.optim.SGD(params, lr=0.1)
        opt = build()  # <-
    """)
    assert value.kind == OPTIMIZER


def test_kinds_of_constructions() -> None:
    assert value_of("""
        import torch
        loader = torch.utils.data.DataLoader(ds)  # <-
    """).kind == LOADER
    assert value_of("""
        from torch import nn
        class Net(nn.Module):
            pass
        net = Net()  # <-
    """).kind == MODULE


# -- grad through training evidence (TL202's recall) -----------------------------------------
TRAINED_CASES = {
    "a call of a module whose output feeds backward in the same function": """
        def step(model, x, y, criterion):
            model.train()
            out = model(x)
            criterion(out, y).backward()
            return out  # <-
    """,
    "a field of a trained module's output": """
        def step(model, batch):
            model.zero_grad()
            outputs = model(**batch)
            outputs.loss.backward()
            return outputs.logits  # <-
    """,
    "a module whose output enters the loss, with no other sign of a module": """
        def step(net, x, y, criterion):
            loss = criterion(net(x), y)
            loss.backward()
            return net(x)  # <-
    """,
    "a submodule of a module an optimizer of the file trains": """
        import torch
        class Lit(LightningModule):
            def __init__(self, backbone):
                super().__init__()
                self.backbone = backbone
            def training_step(self, batch, i):
                return self.backbone(batch)  # <-
            def configure_optimizers(self):
                return torch.optim.Adam(self.parameters())
    """,
    "backward runs on the same binding": """
        def step(loss):
            loss.backward()
            return loss  # <-
    """,
    "an optimizer of the file is built from the module's parameters": """
        import torch
        net = make()
        opt = torch.optim.SGD(net.parameters(), lr=0.1)
        def look(x):
            return net(x)  # <-
    """,
}
UNTRAINED_CASES = {
    "a data transform feeds the model's input, two calls away from the loss": """
        def step(model, transform, img, y, criterion):
            model.train()
            x = transform(img)
            criterion(model(x), y).backward()
            return x  # <-
    """,
    "backward ran on another binding of the name": """
        def step(loss, x):
            loss.backward()
            loss = x
            return loss  # <-
    """,
    "no backward in the function and no optimizer in the file": """
        def look(model, x):
            model.eval()
            return model(x)  # <-
    """,
    "a Lightning evaluation hook runs with autograd off": """
        import torch
        class Lit(LightningModule):
            def configure_optimizers(self):
                return torch.optim.SGD(self.parameters(), lr=0.1)
            def validation_step(self, batch, i):
                return self(batch)  # <-
    """,
    "a module frozen parameter by parameter": """
        def distill(student, teacher, x, kd):
            for p in teacher.parameters():
                p.requires_grad = False
            kd(student(x), teacher(x)).backward()
            return teacher(x)  # <-
    """,
    "a module frozen with requires_grad_(False)": """
        import torch
        teacher = make()
        teacher.requires_grad_(False)
        opt = torch.optim.SGD(teacher.parameters(), lr=0.1)
        def look(x):
            return teacher(x)  # <-
    """,
}


def _returned_value(source: str):  # noqa: ANN202
    model, module, _ = _model(source)
    row = next(i for i, line in enumerate(textwrap.dedent(source).splitlines(), 1) if "# <-" in line)
    positions = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    returned = [n for n in walk.iter_nodes(module) if isinstance(n, cst.Return) and positions[n].start.line == row][0]
    return model.value(returned.value)


@pytest.mark.parametrize("case", sorted(TRAINED_CASES))
def test_output_of_a_trained_module_carries_grad(case: str) -> None:
    value = _returned_value(TRAINED_CASES[case])
    assert (value.kind, value.grad) == (TENSOR, True), value


@pytest.mark.parametrize("case", sorted(UNTRAINED_CASES))
def test_no_training_evidence_leaves_grad_unknown(case: str) -> None:
    assert _returned_value(UNTRAINED_CASES[case]).grad is None


@pytest.mark.parametrize(
    "branch",
    [
        "if not w.requires_grad:\n        return w  # <-",
        "if w.requires_grad is False:\n        return w  # <-",
        "if w.requires_grad:\n        pass\n    else:\n        return w  # <-",
        "if w.requires_grad or other:\n        pass\n    else:\n        return w  # <-",
        "if w.dim() > 1 and not w.requires_grad:\n        return w  # <-",
    ],
)
def test_a_branch_where_requires_grad_was_tested_false_is_grad_free(branch: str) -> None:
    source = "import torch\ndef f(w: torch.Tensor):\n    " + branch + "\n"
    value = _returned_value(source)
    assert (value.kind, value.grad) == (TENSOR, False)


def test_a_branch_where_requires_grad_was_tested_true_stays_unknown() -> None:
    source = "def f(w):\n    if w.requires_grad:\n        return w  # <-\n"
    assert _returned_value(source).grad is None


UNKNOWN_CASES = {
    "a parameter without annotation could be anything": """
        def f(x):
            return x  # <-
    """,
    "a name rebound in a branch has no single value": """
        import torch
        if flag:
            x = torch.zeros(3)
        else:
            x = load()
        y = x  # <-
    """,
    "a call of a function of another module": """
        from helpers import build
        y = build()  # <-
    """,
    "a loop variable over something that is not a loader": """
        for x in items:
            y = x  # <-
    """,
    "self attribute assigned twice": """
        import torch.nn as nn
        class Net(nn.Module):
            def __init__(self, big):
                self.head = nn.Linear(4, 2)
                if big:
                    self.head = make_big()
            def forward(self, x):
                return self.head  # <-
    """,
}


@pytest.mark.parametrize("case", sorted(UNKNOWN_CASES))
def test_unknown_stays_unknown(case: str) -> None:
    source = UNKNOWN_CASES[case]
    model, module, text = _model(source)
    row = next(i for i, line in enumerate(textwrap.dedent(source).splitlines(), 1) if "# <-" in line)
    positions = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    returned = [
        n for n in walk.iter_nodes(module)
        if isinstance(n, (cst.Return, cst.Assign)) and positions[n].start.line == row
    ][0]
    value = model.value(returned.value)
    assert value.kind is None or value.grad is None and value.device is None, value


# -- no-grad regions ------------------------------------------------------------------------
NO_GRAD_CASES = {
    "with torch.no_grad()": """
        import torch
        with torch.no_grad():
            y = f(x)  # <-
    """,
    "decorated with inference_mode": """
        import torch
        @torch.inference_mode()
        def run(x):
            return f(x)  # <-
    """,
    "a project's own decorator applying one (by name)": """
        from utils import smart_inference_mode
        @smart_inference_mode()
        def run(x):
            return f(x)  # <-
    """,
    "a function only called from no-grad code": """
        import torch
        def helper(x):
            return f(x)  # <-
        def evaluate(x):
            with torch.no_grad():
                return helper(x)
    """,
}

GRAD_CASES = {
    "after the no_grad block": """
        import torch
        with torch.no_grad():
            pass
        y = f(x)  # <-
    """,
    "a function also called with grad on": """
        import torch
        def helper(x):
            return f(x)  # <-
        def evaluate(x):
            with torch.no_grad():
                return helper(x)
        def train(x):
            return helper(x)
    """,
    "a function defined inside a no_grad block is its own scope": """
        import torch
        with torch.no_grad():
            def later(x):
                return f(x)  # <-
    """,
}


@pytest.mark.parametrize("case", sorted(NO_GRAD_CASES))
def test_no_grad(case: str) -> None:
    model, module, text = _model(NO_GRAD_CASES[case])
    node = _marked(module, text, cst.Call)
    assert model.in_no_grad(model.path_to(node))


@pytest.mark.parametrize("case", sorted(GRAD_CASES))
def test_grad_on(case: str) -> None:
    model, module, text = _model(GRAD_CASES[case])
    node = _marked(module, text, cst.Call)
    assert not model.in_no_grad(model.path_to(node))


# -- names ----------------------------------------------------------------------------------
def test_qualified_names_are_memoised_per_scope() -> None:
    source = "import torch as th\n" + "".join(f"a{i} = th.zeros({i})\n" for i in range(50))
    model, module, _ = _model(source)
    calls = [statement.body[0].value for statement in module.body[1:]]
    assert {model.qualified_name(call.func, [module]) for call in calls} == {"torch.zeros"}
    assert len(model.resolver._lookups) == 1  # one look-up of `th` in the module scope
    assert len(model._names) == len(calls)  # one answer per node, kept


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import lightning as L\nclass M(L.LightningModule):\n    pass\n", True),
        ("from pytorch_lightning import LightningDataModule\nclass D(LightningDataModule):\n    pass\n", True),
        # through a class of the same file
        ("import lightning as L\nclass Base(L.LightningDataModule):\n    pass\nclass D(Base):\n    pass\n", True),
        # a torch module is not a Lightning class; nor a base named like one but not imported
        ("import torch\nclass M(torch.nn.Module):\n    pass\n", False),
        ("class D(LightningDataModule):\n    pass\n", False),
    ],
)
def test_lightning_data_classes(source: str, expected: bool) -> None:
    """Classes whose `*_dataloader` hooks the Trainer calls (TL301)."""
    model = _model(source)[0]
    last = list(model.classes.values())[-1]
    assert model.is_lightning_data_class(last) is expected


# -- decorators of the file's own that apply no_grad ----------------------------------------
def test_own_decorator_that_applies_no_grad() -> None:
    source = """\
        import torch
        from torch import inference_mode

        def evaluation(fn):
            def wrapper(*args):
                with torch.no_grad():
                    return fn(*args)
            return wrapper

        def frozen():
            return inference_mode()

        def logged(fn):
            return fn

        @evaluation
        def a(model, x): ...

        @frozen()
        def b(model, x): ...

        @logged
        def c(model, x): ...

        @undefined_here
        def d(model, x): ...
    """
    model, module, _ = _model(source)
    functions = {f.name.value: f for f in module.body if isinstance(f, cst.FunctionDef)}
    # a wrapper entering no_grad, a factory returning inference_mode: they apply it
    assert model.own_no_grad_decorator(functions["a"])
    assert model.own_no_grad_decorator(functions["b"])
    # a decorator that applies neither, and one defined in another file: unknown, so no
    assert not model.own_no_grad_decorator(functions["c"])
    assert not model.own_no_grad_decorator(functions["d"])


# -- moves to a device variable (TL201, TL301, TL302) ----------------------------------------
@pytest.mark.parametrize(
    ("source", "expected"),
    [
        # the device comes from another module or the command line: a training script on a GPU
        ("from models import DEVICE\nx = batch.to(DEVICE)\n", True),
        ("def f(opt, x):\n    return torch.zeros(3, device=opt.device) + x.to(opt.device)\n", True),
        ("def f(model, cuda_device):\n    model.to(cuda_device)\n", True),
        # every assignment of the name is the CPU: the script says where it runs
        ('device = "cpu"\nx = batch.to(device)\n', False),
        ('import torch\ndevice = torch.device("cpu")\nx = batch.to(device)\n', False),
        # a CPU assignment and another: it may be either
        ('device = "cpu"\nif gpu:\n    device = pick()\nx = batch.to(device)\n', True),
        # a bare name `device` that nothing is moved to; `.to()` of a dtype or a tensor
        ("device = args.device\nprint(device)\n", False),
        ("x = y.to(torch.float16)\nz = y.to(other)\n", False),
    ],
)
def test_moves_to_a_device_variable(source: str, expected: bool) -> None:
    model = _model(source)[0]
    assert model.moves_to_device() is expected
    assert model.runs_on_accelerator() is expected  # none of these shows accelerator use


@pytest.mark.parametrize(
    "source",
    [
        # research scripts' evaluation loop is named `test`: it runs the real workload
        "def test(model, loader):\n    for x in loader:\n        y = make(x)  # <-\n",
        # the test split's dataset
        "class TestDataset:\n    def __getitem__(self, i):\n        for j in range(2):\n            y = make(i)  # <-\n",
    ],
    ids=["a function named test", "a TestDataset class"],
)
def test_evaluation_code_named_test_is_not_test_code(source: str) -> None:
    model, module, text = _model(source, "evaluate.py")
    node = _marked(module, text, cst.Call)
    assert model.cost_context(model.path_to(node)) == HOT
