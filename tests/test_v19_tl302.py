"""TL302 v16 (issue 24, round 16): test loaders read once after training, from the noise rows
of the held-out review of fresh31 on which both reviewers agreed.

- a pass over a loader outside the loops of a function that trains (`run(config)` training
  for many epochs, then one test pass) runs once per training run, however often the function
  is called: it is read once (`--pedantic`);
- a loader handed, outside any loop that repeats, to a function named for evaluation that the
  file does not define (`model_test.test_accuracy(model, test_loader)`,
  `trainer.evaluate(test_loader)`, `compute_accuracy(...)` imported from a module) is read
  once at that call: one evaluation pass.
A training pass stays reported, as does an evaluation named call inside the epoch loop.
"""

from __future__ import annotations

from pathlib import Path

from torchlint import api

ONCE = "read once: no loop that repeats reads it (a one-off pass, not every epoch)"

HEAD = """import torch
from torch.utils.data import DataLoader
from torchvision.datasets import ImageFolder
from utils import compute_accuracy
import model_test

device = torch.device("cuda")
"""

TRAIN_MODEL = """
def train_model(model, loader, optimizer, epochs):
    for epoch in range(epochs):
        for x, y in loader:
            loss = model(x.to(device)).mean()
            loss.backward()
            optimizer.step()
"""


def _line(source: str, text: str) -> int:
    return next(number for number, line in enumerate(source.splitlines(), 1) if text in line)


def _reasons(tmp_path: Path, source: str) -> list[tuple[int, str | None]]:
    path = tmp_path / "train.py"
    path.write_text(source)
    run = api.lint_paths([path], select=["TL302"], preview=True, pedantic=True)
    return [(d.location.row, d.pedantic) for f in run.files for d in f.diagnostics]


def test_a_test_pass_after_training_in_the_same_function_is_read_once(tmp_path: Path) -> None:
    source = HEAD + TRAIN_MODEL + """

def conduct_training(model, optimizer):
    train_loader = DataLoader(ImageFolder("train"), batch_size=32, shuffle=True)
    train_model(model, train_loader, optimizer, 30)
    test_loader = DataLoader(ImageFolder("test"), batch_size=32)
    correct = 0
    for x, y in test_loader:
        correct += (model(x.to(device)).argmax(1) == y.to(device)).sum()
    return correct
"""
    assert _reasons(tmp_path, source) == [(_line(source, "train_loader ="), None), (_line(source, "test_loader ="), ONCE)]


def test_an_evaluation_named_call_after_training_reads_once(tmp_path: Path) -> None:
    source = HEAD + TRAIN_MODEL + """
train_loader = DataLoader(ImageFolder("train"), batch_size=32, shuffle=True)
test_loader = DataLoader(ImageFolder("test"), batch_size=32)
model = torch.nn.Linear(4, 4).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
train_model(model, train_loader, optimizer, 30)
model_test.test_accuracy(model, test_loader)
print(compute_accuracy(model, test_loader))
"""
    assert _reasons(tmp_path, source) == [(_line(source, "train_loader ="), None), (_line(source, "test_loader ="), ONCE)]


def test_an_evaluation_named_call_in_the_epoch_loop_stays_reported(tmp_path: Path) -> None:
    # WHY reported: the validation pass decodes every image again each epoch
    source = HEAD + """
train_loader = DataLoader(ImageFolder("train"), batch_size=32, shuffle=True)
val_loader = DataLoader(ImageFolder("val"), batch_size=32)
model = torch.nn.Linear(4, 4).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(30):
    for x, y in train_loader:
        loss = model(x.to(device)).mean()
        loss.backward()
        optimizer.step()
    model_test.evaluate(model, val_loader)
"""
    assert _reasons(tmp_path, source) == [(_line(source, "train_loader ="), None), (_line(source, "val_loader ="), None)]


def test_a_call_named_for_training_is_not_an_evaluation(tmp_path: Path) -> None:
    # WHY reported: `train_and_evaluate` of another module may train on the loader
    source = HEAD + """
import engine
train_loader = DataLoader(ImageFolder("train"), batch_size=32, shuffle=True)
model = torch.nn.Linear(4, 4).to(device)
engine.train_and_evaluate(model, train_loader)
"""
    assert _reasons(tmp_path, source) == [(_line(source, "train_loader ="), None)]


def test_a_function_that_does_not_train_keeps_its_callers_judgement(tmp_path: Path) -> None:
    # WHY reported: `evaluate_all` trains nothing and is called every epoch
    source = HEAD + TRAIN_MODEL + """

def evaluate_all(model):
    val_loader = DataLoader(ImageFolder("val"), batch_size=32)
    for x, y in val_loader:
        model(x.to(device))


model = torch.nn.Linear(4, 4).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(30):
    train_model(model, DataLoader(ImageFolder("train"), batch_size=32), optimizer, 1)
    evaluate_all(model)
"""
    assert _reasons(tmp_path, source) == [(_line(source, "val_loader ="), None), (_line(source, "train_model(model, DataLoader"), None)]


def test_a_factory_named_for_evaluation_is_not_a_pass(tmp_path: Path) -> None:
    # WHY reported: the function it returns runs the validation pass every epoch
    source = HEAD + """
from metrics import create_evaluation_function
from training import train
train_loader = DataLoader(ImageFolder("train"), batch_size=32, shuffle=True)
val_loader = DataLoader(ImageFolder("val"), batch_size=32)
model = torch.nn.Linear(4, 4).to(device)
validate = create_evaluation_function(model, dataloader=val_loader)
train(model, train_loader, validation_function=validate, epochs=50)
"""
    assert _reasons(tmp_path, source) == [(_line(source, "train_loader ="), None), (_line(source, "val_loader ="), None)]
