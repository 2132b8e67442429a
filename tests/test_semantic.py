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
}

TEST_CASES = {
    "a test_* function, loop or not": ("""
        def test_moves():
            for i in range(3):
                x = make()  # <-
    """, "model.py"),
    "a Test* class": ("""
        class TestModel:
            def helper(self):
                return make()  # <-
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
