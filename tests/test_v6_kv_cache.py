"""TL413 kv-cache-disabled (issue 24, round 6): autoregressive generation with its KV cache
switched off by a literal, one of the kinds readers of whole user files listed outside the
catalog (fresh7: three `generate(..., use_cache=False)` calls of unsloth's ERNIE notebook;
fresh8: bark's `use_kv_caching=False` defaults). A preview rule: off unless selected with
--preview."""

from __future__ import annotations

import textwrap

import pytest

from torchlint import api, engine, registry, syntax_screens

GENERATE = (
    "`generate(..., use_cache=False)` runs the model over the whole prefix (prompt and every token "
    "so far) for each new token, work that grows with the square of the length; pass "
    "`use_cache=True` unless this model's cache is known to be broken"
)


def default_message(name: str, value: str, function: str) -> str:
    return (
        f"`{name}={value}` switches the KV cache off by default in `{function}`'s decode loop: every "
        "step runs the model over the whole prefix, work that grows with the square of the length; "
        "default it on, and switch it off only where a model cannot use a cache"
    )


def found(text: str, filename: str = "generate.py", *, pedantic: bool = False) -> list[tuple[int, int, str, str | None]]:
    text = textwrap.dedent(text)
    return [
        (d.location.row, d.location.column, d.message, d.pedantic)
        for d in api.lint_source(text, filename, select=["TL413"], preview=True, pedantic=pedantic)
    ]


def test_generate_without_cache_is_reported_once_run() -> None:
    # a call made once still runs a decode step per new token: reported in cold code
    assert found(
        """
        out = model.generate(**inputs, max_new_tokens=128, use_cache=False)
        """
    ) == [(2, 7, GENERATE, None)]


def test_preview_only() -> None:
    text = "out = model.generate(**inputs, use_cache=False)\n"
    assert api.lint_source(text, "generate.py", select=["TL4"]) == []
    assert [d.code for d in api.lint_source(text, "generate.py", select=["TL4"], preview=True)] == ["TL413"]
    assert api.lint_source(text, "generate.py") == []  # not on by default


def test_in_tests_only_pedantic() -> None:
    # a test comparing cached and uncached generation turns the cache off on purpose
    text = """
        def test_cache_matches():
            assert model.generate(x, use_cache=False).equal(model.generate(x))
        """
    assert found(text, "tests/test_generation.py") == []
    rows = found(text, "tests/test_generation.py", pedantic=True)
    assert [(row, col) for row, col, _, _ in rows] == [(3, 12)]
    assert rows[0][3] is not None


def test_decode_loop_defaults() -> None:
    # bark's form (the switch read in the loop) and DALLE-pytorch's (read through a name
    # computed from it before the loop), and an integer switch
    assert found(
        """
        def generate_text_semantic(x, model, use_kv_caching=False):
            kv_cache = None
            for n in range(768):
                x_input = x[:, [-1]] if use_kv_caching and kv_cache is not None else x
                logits, kv_cache = model(x_input, use_cache=use_kv_caching, past_kv=kv_cache)
            return x

        def generate_images(self, text, *, use_cache=False):
            cache = {} if use_cache else None
            for cur_len in range(10, 1280):
                logits = self.forward_with_cond_scale(text, cache=cache)

        def decode(model, x, kvcache=0):
            while x.shape[1] < 100:
                x = model(x, kvcache)
        """
    ) == [
        (2, 53, default_message("use_kv_caching", "False", "generate_text_semantic"), None),
        (9, 46, default_message("use_cache", "False", "generate_images"), None),
        (14, 30, default_message("kvcache", "0", "decode"), None),
    ]


@pytest.mark.parametrize(
    "text",
    [
        # a model's forward: its caller (the decode loop) decides per call
        """
        class GPT:
            def forward(self, x, use_cache=False):
                for block in self.blocks:
                    x = block(x, use_cache=use_cache)
                return x
        """,
        # the loop passes a keyword named like the switch, but never reads the parameter
        """
        def encode(model, x, use_cache=False):
            for layer in model.layers:
                x = layer(x, use_cache=True)
            return model.head(x, use_cache=use_cache)
        """,
        # an attribute of that name is another value
        """
        def run(model, x, use_cache=False):
            for _ in range(3):
                x = model(x, use_cache=model.config.use_cache)
            return x, use_cache
        """,
        # training with gradient checkpointing: the cache off is required, nothing generates
        """
        model.config.use_cache = False
        loss = model(**batch, use_cache=False).loss
        """,
        # a non-literal value is decided elsewhere
        """
        out = model.generate(**inputs, use_cache=args.use_cache)
        """,
    ],
)
def test_silent(text: str) -> None:
    assert found(text, pedantic=True) == []


def test_fix_passes_use_cache_true_unsafe() -> None:
    text = "out = model.generate(\n    ids,\n    use_cache=False,\n)\n"
    assert api.fix_source(text, "generate.py", select=["TL413"], preview=True).source == text  # unsafe only
    fixed = api.fix_source(text, "generate.py", select=["TL413"], preview=True, unsafe_fixes=True)
    assert fixed.source == "out = model.generate(\n    ids,\n    use_cache=True,\n)\n"
    assert fixed.remaining == []


def test_notebook_cell() -> None:
    import json

    notebook = {
        "cells": [
            {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
             "source": ["from transformers import TextStreamer\n",
                        "_ = model.generate(**inputs, streamer=s, max_new_tokens=128,\n",
                        "                   use_cache=False, temperature=1.5)\n"]},
        ],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
    }
    found_ = api.lint_source(json.dumps(notebook), "vision.ipynb", select=["TL413"], preview=True)
    assert [(d.cell, d.location.row, d.location.column, d.message) for d in found_] == [(1, 2, 5, GENERATE)]


SCREEN_CASES = [
    # (text, the screen lets it through)
    ("out = model.generate(**inputs, use_cache=True)\n", False),
    ("out = model(**inputs, use_cache=False)\n", False),
    ("def forward(self, x, use_cache=False):\n    for b in self.blocks:\n        x = b(x, use_cache)\n", False),
    ("def step(model, x, kv_cache=False):\n    return model(x, use_cache=kv_cache)\n", False),
    ("def sample(model, x, use_cache=None):\n    for _ in range(3):\n        x = model(x, use_cache)\n", False),
    ("out = model.generate(**inputs, use_cache=False)\n", True),
    ("async def gen(m, x, *, use_kv_caching=0):\n    while True:\n        x = m(x, use_kv_caching)\n", True),
]


@pytest.mark.parametrize(("text", "through"), SCREEN_CASES)
def test_syntax_screen_is_sound(text: str, through: bool) -> None:
    entry = registry.index_by_code()["TL413"]
    assert syntax_screens.has_screen(entry.module)
    assert syntax_screens.may_report(entry.module, syntax_screens.Syntax(text)) is through
    rule = [r for r in registry.all_rules() if r.code == "TL413"]
    reported = engine.check_text(text, "example.py", rule, use_screen=False).diagnostics
    assert bool(reported) is through
