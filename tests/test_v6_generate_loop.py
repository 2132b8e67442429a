"""TL305 generate-one-at-a-time (issue 24, round 6): `model.generate` called once per example
in a loop over a dataset, a list read from a file or a DataLoader of batch size 1, the kind
readers of whole user files listed outside the catalog (fresh10: nlp-unibo's Tutorial 3, three
evaluation loops over `DataLoader(batch_size=1)`; avnlp's MuSiQue Llama-3 evaluation over the
whole test split). A preview rule: off unless selected with --preview."""

from __future__ import annotations

import json
import textwrap

import pytest

from torchlint import api, engine, registry, syntax_screens

SETUP = """\
import torch
from datasets import load_dataset
from torch.utils.data import DataLoader
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("m")
model = AutoModelForCausalLM.from_pretrained("m").to("cuda")
"""
ROWS = SETUP.count("\n")


def per_example(receiver: str, source: str) -> str:
    return (
        f"`{receiver}.generate` runs once per example of `{source}` (batch size 1): every decode "
        "step reads all the model's weights for one sequence and leaves the GPU mostly idle; "
        "generate for batches of prompts (left padding, `padding_side=\"left\"`)"
    )


def per_batch(receiver: str, source: str) -> str:
    return (
        f"`{receiver}.generate` runs once per batch of `{source}`, a DataLoader of batch size 1: "
        "every decode step reads all the model's weights for one sequence and leaves the GPU "
        "mostly idle; give the loader a batch size and a collate that left-pads the prompts"
    )


def found(text: str, *, pedantic: bool = False, setup: str = SETUP) -> list[tuple[int, int, str, str | None]]:
    text = setup + textwrap.dedent(text)
    return [
        (d.location.row - ROWS, d.location.column, d.message, d.pedantic)
        for d in api.lint_source(text, "evaluate.py", select=["TL305"], preview=True, pedantic=pedantic)
    ]


def test_split_of_a_dataset() -> None:
    assert found(
        """
        ds = load_dataset("musique")
        for example in ds["test"]:
            ids = tokenizer(example["question"], return_tensors="pt").input_ids.to("cuda")
            out = model.generate(ids, max_new_tokens=100)
        """
    ) == [(5, 11, per_example("model", 'ds["test"]'), None)]


def test_dataset_reassigned_through_its_methods_and_tqdm() -> None:
    # `ds = ds.filter(...)` refers back to itself: still the dataset load_dataset returned
    assert found(
        """
        from tqdm.auto import tqdm
        ds = load_dataset("squad", split="validation")
        ds = ds.filter(lambda e: len(e["context"]) < 2000).shuffle(seed=0)
        for i, example in enumerate(tqdm(ds)):
            prompt = f"Q: {example['question']} A:"
            inputs = tokenizer(prompt, return_tensors="pt").to("cuda")
            out = model.generate(**inputs, max_new_tokens=32)
        """
    ) == [(8, 11, per_example("model", "ds"), None)]


def test_loader_of_default_batch_size() -> None:
    assert found(
        """
        loader = DataLoader(load_dataset("imdb", split="test"), shuffle=False)
        for batch in loader:
            enc = tokenizer(batch["text"], return_tensors="pt").to("cuda")
            out = model.generate(input_ids=enc["input_ids"], max_new_tokens=20)
        """
    ) == [(5, 11, per_batch("model", "loader"), None)]


def test_loader_of_batch_size_one_in_a_function() -> None:
    assert found(
        """
        data_loader = DataLoader(prompts, batch_size=1)
        def generate_responses(model, data_loader):
            responses = []
            for batch_x, batch_y in data_loader:
                out = model.generate(input_ids=batch_x["input_ids"].to(model.device), max_new_tokens=100)
                responses.append(out)
            return responses
        """
    ) == [(6, 15, per_batch("model", "data_loader"), None)]


def test_lines_of_a_file_and_unsloth_model() -> None:
    setup = "from unsloth import FastLanguageModel\nimport json\n" + "\n" * (ROWS - 2)
    assert found(
        """
        model, tokenizer = FastLanguageModel.from_pretrained("unsloth/llama-3-8b")
        questions = [json.loads(line) for line in open("questions.jsonl")]
        for q in questions:
            inputs = tokenizer([q["text"]], return_tensors="pt").to("cuda")
            outputs = model.generate(**inputs, max_new_tokens=64)
        """,
        setup=setup,
    ) == [(6, 15, per_example("model", "questions"), None)]


def test_preview_only() -> None:
    text = SETUP + "for e in load_dataset('x', split='test'):\n    model.generate(**tokenizer(e['q'], return_tensors='pt'))\n"
    assert api.lint_source(text, "evaluate.py", select=["TL3"]) == []
    assert [d.code for d in api.lint_source(text, "evaluate.py", select=["TL3"], preview=True)] == ["TL305"]


@pytest.mark.parametrize(
    "text",
    [
        # batched already: a DataLoader with a batch size, or slices of the dataset
        """
        loader = DataLoader(load_dataset("x", split="test"), batch_size=8)
        for batch in loader:
            out = model.generate(**tokenizer(batch["q"], return_tensors="pt", padding=True))
        """,
        """
        ds = load_dataset("x", split="test")
        for start in range(0, len(ds), 16):
            out = model.generate(**tokenizer(ds[start:start + 16]["q"], return_tensors="pt", padding=True))
        """,
        # a handful of examples: a literal slice or select of fewer than 50
        """
        ds = load_dataset("x", split="test")
        for example in ds.select(range(5)):
            out = model.generate(**tokenizer(example["q"], return_tensors="pt"))
        for example in ds[:10]:
            out = model.generate(**tokenizer(example, return_tensors="pt"))
        """,
        # a literal list of prompts: a demo
        """
        for prompt in ["Hi", "Tell me a joke"]:
            out = model.generate(**tokenizer(prompt, return_tensors="pt"))
        """,
        # the loop's item never reaches generate: repeated samples of one prompt
        """
        inputs = tokenizer("Once upon a time", return_tensors="pt")
        for example in load_dataset("x", split="test"):
            out = model.generate(**inputs, do_sample=True)
        """,
        # not a generative model built by from_pretrained (a user's own decoder, a GAN)
        """
        net = MyDecoder()
        for example in load_dataset("x", split="test"):
            out = net.generate(tokenizer(example["q"], return_tensors="pt").input_ids)
        """,
        # each output drawn into a grid of plots: a look at a few examples
        """
        import matplotlib.pyplot as plt
        for i, example in enumerate(load_dataset("x", split="train")):
            out = model.generate(**tokenizer(example["q"], return_tensors="pt"))
            plt.subplot(2, 3, i + 1)
        """,
        # a loader whose batch size is not a literal 1 (a choice made elsewhere)
        """
        loader = DataLoader(load_dataset("x", split="test"), batch_size=args.batch_size)
        for batch in loader:
            out = model.generate(**tokenizer(batch["q"], return_tensors="pt", padding=True))
        """,
    ],
)
def test_silent(text: str) -> None:
    assert found(text, pedantic=True) == []


def test_notebook_cells_share_names() -> None:
    cells = [
        SETUP,
        "test = load_dataset('x', split='test')\n",
        "for example in test:\n    inputs = tokenizer(example['q'], return_tensors='pt').to('cuda')\n"
        "    out = model.generate(**inputs)\n",
    ]
    notebook = {
        "cells": [
            {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
             "source": cell.splitlines(keepends=True)}
            for cell in cells
        ],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
    }
    found_ = api.lint_source(json.dumps(notebook), "eval.ipynb", select=["TL305"], preview=True)
    assert [(d.cell, d.location.row, d.location.column, d.message) for d in found_] == [
        (3, 3, 11, per_example("model", "test"))
    ]


SCREEN_CASES = [
    # (text, the screen lets it through)
    ("model = AutoModelForCausalLM.from_pretrained('m')\nout = model.generate(ids)\n", False),
    ("for x in ds:\n    out = model.generate(x)\n", False),
    ("from transformers import AutoModelForCausalLM as A\nmodel = A.from_pretrained('m')\n"
     "from datasets import load_dataset\nfor e in load_dataset('x'):\n    model.generate(e)\n", True),
    ("from transformers import AutoModelForCausalLM as A\nmodel = A.from_pretrained('m')\n"
     "from torch.utils.data import DataLoader\nasync def f():\n    for b in DataLoader(d):\n"
     "        if b:\n            model.generate(b)\n", True),
]


@pytest.mark.parametrize(("text", "through"), SCREEN_CASES)
def test_syntax_screen_is_sound(text: str, through: bool) -> None:
    entry = registry.index_by_code()["TL305"]
    assert syntax_screens.has_screen(entry.module)
    assert syntax_screens.may_report(entry.module, syntax_screens.Syntax(text)) is through
    rule = [r for r in registry.all_rules() if r.code == "TL305"]
    reported = engine.check_text(text, "example.py", rule, use_screen=False).diagnostics
    assert bool(reported) is through
