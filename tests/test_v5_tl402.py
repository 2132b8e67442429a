"""TL402 on user code, round 5 (issue 24): the evaluation passes the readers of whole files
listed and the rule missed. An evaluation function whose caller puts the model in eval mode
(`model.eval(); compute_accuracy(model, loader)` every epoch), a train/validation function
switched by a `phase` argument, and the size of the evaluated network judged from its own
class. Exact diagnostics, default and --pedantic."""

from __future__ import annotations

import textwrap

from torchlint import api, syntax_screens

CALLER = (
    "`model(...)` runs outside `torch.no_grad()` / `torch.inference_mode()` while `model.eval()` "
    "is in force at the call `compute_accuracy(model, ...)`, so autograd still records the forward "
    "pass; run inference under `torch.inference_mode()`"
)
NO_GRAD = (
    "`{m}(...)` after `{m}.eval()` runs outside `torch.no_grad()` / `torch.inference_mode()`, "
    "so autograd still records the forward pass; run inference under `torch.inference_mode()`"
)
SMALL = "a small network built in this file: its forward keeps little for backward"


def _found(source: str, pedantic: bool, name: str = "x.py") -> list[tuple[int, str, str | None]]:
    found = api.lint_source(textwrap.dedent(source), name, select=["TL402"], pedantic=pedantic, preview=True)
    return [(d.location.row, d.message.split(" (pedantic: ")[0], d.pedantic) for d in found]


ACCURACY = """
    import torch
    import torchvision

    def compute_accuracy(model, data_loader):
        correct = 0
        for features, targets in data_loader:
            logits = model(features)
            correct += (logits.argmax(1) == targets).sum()
        return correct

    model = {build}
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    for epoch in range(10):
        model = model.train()
        for x, y in train_loader:
            optimizer.zero_grad()
            torch.nn.functional.cross_entropy(model(x), y).backward()
            optimizer.step()
        model = model.eval()
        print(compute_accuracy(model, train_loader))
    {tail}
"""

SMALL_NET = """
    class Net(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = torch.nn.Conv2d(1, 8, 3)
            self.fc = torch.nn.Linear(8 * 26 * 26, 10)

        def forward(self, x):
            return self.fc(self.conv(x).flatten(1))
"""


def test_an_evaluation_function_of_a_heavy_model_called_each_epoch_in_eval_mode() -> None:
    """rasbt's compute_accuracy, with a ResNet-50: the function never calls `.eval()`; its
    caller does, every epoch, outside no-grad. Reported in the function, at the forward."""
    source = ACCURACY.format(build="torchvision.models.resnet50()", tail="")
    assert _found(source, pedantic=False) == [(8, CALLER, None)]


def test_the_same_with_a_small_network_is_pedantic() -> None:
    """The course network (an MNIST CNN of 8 channels): reviewers rejected its per-epoch
    evaluation ('tiny MNIST CNN, graph freed each batch'), so --pedantic only, saying why."""
    source = ACCURACY.format(build="Net()", tail="").replace("model = Net()", SMALL_NET.strip().replace("\n", "\n    ") + "\n    model = Net()")
    assert _found(source, pedantic=False) == []
    assert _found(source, pedantic=True)[0][1:] == (CALLER, SMALL)


def test_a_module_level_set_grad_enabled_block_covers_only_its_body() -> None:
    """The test cell's `with torch.set_grad_enabled(False): compute_accuracy(model,
    test_loader)` runs under no-grad; the per-epoch call in the training cell still does not."""
    source = ACCURACY.format(
        build="torchvision.models.resnet50()",
        tail="with torch.set_grad_enabled(False):\n        print(compute_accuracy(model, test_loader))",
    )
    assert _found(source, pedantic=False) == [(8, CALLER, None)]


def test_every_eval_mode_call_under_no_grad_is_silent() -> None:
    source = """
        import torch
        import torchvision

        def compute_accuracy(model, loader):
            return sum((model(x).argmax(1) == y).sum() for x, y in loader)

        model = torchvision.models.resnet50()
        model.eval()
        with torch.no_grad():
            print(compute_accuracy(model, val_loader))
        model.train()
        print(compute_accuracy(model, train_loader))  # training mode: a graph may be wanted
    """
    assert _found(source, pedantic=True) == []


def test_a_function_that_takes_gradients_or_sets_its_own_mode_is_not_this_form() -> None:
    source = """
        import torch
        import torchvision

        def train_one(model, loader, optimizer):
            for x, y in loader:
                model(x).sum().backward()
                optimizer.step()

        model = torchvision.models.resnet50()
        model.eval()  # fine-tuning with frozen batch norm
        train_one(model, loader, optimizer)
    """
    assert _found(source, pedantic=True) == []


FIT = """
    import torch
    import torchvision
    import torch.nn as nn

    backbone = torchvision.models.resnet34()
    {head}

    def fit(epoch, model, data_loader, phase="training"):
        if phase == "training":
            model.train()
        if phase == "validation":
            model.eval()
        for data, target in data_loader:
            if phase == "training":
                optimizer.zero_grad()
            output = model(data)
            loss = nn.functional.cross_entropy(output, target)
            if phase == "training":
                loss.backward()
                optimizer.step()

    em = Head()
    optimizer = torch.optim.Adam(em.parameters())
    for epoch in range(10):
        fit(epoch, em, train_loader, phase="training")
        fit(epoch, em, val_loader, phase="validation")
"""
BIG_HEAD = """class Head(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc1 = nn.Linear(131072, 512)
            self.fc2 = nn.Linear(512, 2)

        def forward(self, x):
            return self.fc2(self.fc1(x))"""
ONE_LINEAR = """class Head(nn.Module):
        def __init__(self, in_size=features.size(1)):
            super().__init__()
            self.fc = nn.Linear(in_size, 2)

        def forward(self, x):
            return self.fc(x)"""


def test_the_validation_phase_of_a_phase_switched_fit_with_a_large_head() -> None:
    """Packt's ensemble notebook: `.train()` and the backward run only when `phase ==
    "training"`, `.eval()` only when `phase == "validation"`; the head holds 67M weights."""
    source = FIT.format(head=BIG_HEAD)
    row = source.count("\n", 0, source.index("output = model(data)")) + 1
    assert _found(source, pedantic=False) == [(row, NO_GRAD.format(m="model"), None)]


def test_a_one_layer_head_over_features_is_small_though_the_file_builds_a_resnet() -> None:
    """Packt's DogsandCatsUsingResnet: the trained model is one linear layer over features a
    frozen ResNet computed beforehand; its forward keeps only its input for backward."""
    source = FIT.format(head=ONE_LINEAR)
    assert _found(source, pedantic=False) == []
    assert [(m, reason) for _, m, reason in _found(source, pedantic=True)] == [(NO_GRAD.format(m="model"), SMALL)]


def test_a_backward_under_another_test_keeps_the_graph_wanted() -> None:
    source = """
        import torchvision
        model = torchvision.models.resnet50()

        def run_phase(model, loader, optimizer, phase, update):
            if phase == "train":
                model.train()
            else:
                model.eval()
            for x in loader:
                loss = model(x).sum()
                if update:
                    loss.backward()
                    optimizer.step()
    """
    assert _found(source, pedantic=True) == []


def test_the_screen_lets_the_caller_form_through_and_turns_away_an_uncalled_function() -> None:
    through = textwrap.dedent(ACCURACY.format(build="torchvision.models.resnet50()", tail=""))
    assert syntax_screens.may_report("inference_without_no_grad", syntax_screens.Syntax(through))
    away = textwrap.dedent("""
        def setup(model):
            model.eval()
        def run(model, loader):
            return [model(x) for x in loader]   # nothing calls run
    """)
    assert not syntax_screens.may_report("inference_without_no_grad", syntax_screens.Syntax(away))
