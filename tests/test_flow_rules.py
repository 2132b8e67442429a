"""The scope-aware rules (TL102, TL104, TL201, TL203, TL204) on the cases a fixture file cannot
hold (a whole module without accelerator use, the fix's placement), and torchlint.flow's
answers to "which assignment reaches here?"."""

from __future__ import annotations

import textwrap

import libcst as cst
import pytest

from torchlint import api
from torchlint.semantic.flow import path_to, reaching_binding
from torchlint.rule import Context


def rows(source: str, code: str) -> list[int]:
    found = api.lint_source(textwrap.dedent(source), "t.py", select=[code])
    return [d.location.row for d in found]


def fixed(source: str, code: str) -> str:
    return api.fix_source(textwrap.dedent(source), "t.py", select=[code], unsafe_fixes=True).source


# -- flow.reaching_binding --------------------------------------------------------------------
def _binding_row(source: str, name: str = "x") -> int | None:
    """The row of the assignment that reaches the `use(x)` call, or None."""
    source = textwrap.dedent(source)
    module = cst.parse_module(source)
    ctx = Context(module, source, "t.py")
    target = None
    for node in _walk(module):
        if isinstance(node, cst.Call) and getattr(node.func, "value", None) == "use":
            target = node
    assert target is not None
    binding = reaching_binding(path_to(ctx, target), name)
    if binding is None:
        return None
    if binding.statement is None:
        return -1  # a parameter
    lines = source.splitlines()
    code = module.code_for_node(binding.statement).strip()
    first = code.splitlines()[0]
    return next(i + 1 for i, line in enumerate(lines) if line.strip().startswith(first))


def _walk(node: cst.CSTNode):  # noqa: ANN202
    yield node
    for child in node.children:
        yield from _walk(child)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("x = 1\nx = 2\nuse(x)\n", 2),
        ("x = 1\ny = 2\nuse(x)\n", 1),
        # a branch that may rebind it: unknown
        ("x = 1\nif c:\n    x = 2\nuse(x)\n", None),
        # the assignment in the same branch reaches
        ("if c:\n    x = 2\n    use(x)\n", 2),
        # the other branch of the `if` does not chain
        ("if c:\n    x = 2\nelse:\n    use(x)\n", None),
        # a loop variable, and a name the loop body rebinds later (the back edge)
        ("x = 1\nfor x in xs:\n    use(x)\n", None),
        ("x = 1\nwhile c:\n    use(x)\n    x = 3\n", None),
        ("x = 1\nwhile c:\n    use(x)\n", 1),
        # other bindings: augmented assignment, tuple target, with, import
        ("x = 1\nx += 1\nuse(x)\n", None),
        ("x, y = f()\nuse(x)\n", None),
        ("x = 1\nwith f() as x:\n    pass\nuse(x)\n", None),
        # a nested function is its own scope; its parameters bind
        ("x = 1\ndef f():\n    use(x)\n", None),
        ("def f(x):\n    use(x)\n", -1),
        ("x = 1\ndef f():\n    x = 2\nuse(x)\n", 1),
        # earlier small statements of the same line
        ("x = 1; use(x)\n", 1),
    ],
)
def test_reaching_binding(source: str, expected: int | None) -> None:
    assert _binding_row(source) == expected


# -- rules ------------------------------------------------------------------------------------
TRAINING_LOOP = """
import torch

for batch in loader:
    loss = model(batch).mean()
    loss.backward()
    optimizer.step()
    print(loss.item())
"""


def test_sync_in_training_loop_needs_accelerator_use() -> None:
    # on a CPU there is nothing to wait for
    assert rows(TRAINING_LOOP, "TL201") == []
    assert rows("model = model.cuda()\n" + TRAINING_LOOP, "TL201") == [9]
    assert rows('device = "cuda"\n' + TRAINING_LOOP, "TL201") == [9]
    # moving to a device variable is (training scripts name their device that way), unless
    # the name is only ever the CPU; a bare name `device` alone is not
    assert rows("model = model.to(device)\n" + TRAINING_LOOP, "TL201") == [9]
    assert rows('device = "cpu"\nmodel = model.to(device)\n' + TRAINING_LOOP, "TL201") == []
    assert rows("print(device)\n" + TRAINING_LOOP, "TL201") == []


def test_sync_in_training_loop_chain_is_one_finding() -> None:
    source = """
    import torch
    for batch in loader:
        loss = model(batch.cuda()).mean()
        loss.backward()
        optimizer.step()
        values = loss.detach().cpu().float().numpy().tolist()
    """
    found = api.lint_source(textwrap.dedent(source), "t.py", select=["TL201"])
    spans = [(d.location.row, d.location.column, d.end_location.column) for d in found]
    assert spans == [(7, 14, 58)]
    assert found[0].message.startswith("`.cpu().numpy().tolist()` in the training loop")


def test_timing_fix_goes_before_the_statement_with_its_indentation() -> None:
    source = """
    import time
    import torch

    def bench(x):
        if True:
            t0 = time.time()
            y = x.cuda() @ x
            # the end read
            elapsed = time.time() - t0
        return elapsed
    """
    assert fixed(source, "TL203") == textwrap.dedent(
        """
    import time
    import torch

    def bench(x):
        if True:
            t0 = time.time()
            y = x.cuda() @ x
            # the end read
            torch.cuda.synchronize()
            elapsed = time.time() - t0
        return elapsed
    """
    )


def test_timing_fix_needs_a_torch_import_and_a_place_to_go() -> None:
    # `torch` is not imported as a module: no fix (the finding stays)
    no_alias = """
    import time
    from torch import nn

    t0 = time.time()
    y = nn.Linear(4, 4).cuda()(x)
    elapsed = time.time() - t0
    """
    assert rows(no_alias, "TL203") == [7]
    assert fixed(no_alias, "TL203") == textwrap.dedent(no_alias)
    # a one-line suite has no line of its own to put the synchronization on
    suite = """
    import time
    import torch

    t0 = time.time()
    y = x.cuda() @ x
    if verbose: print(time.time() - t0)
    """
    assert rows(suite, "TL203") == [7]
    assert fixed(suite, "TL203") == textwrap.dedent(suite)


def test_empty_cache_in_nested_function_called_in_loop_is_silent() -> None:
    # TL204 looks at the loop that runs the call syntactically; a helper's body is its own scope
    source = """
    import torch

    def cleanup():
        torch.cuda.empty_cache()

    for batch in loader:
        cleanup()
    """
    assert rows(source, "TL204") == []


# Every finding of TL102, TL104, TL201, TL203 and TL204 on the whole corpus, each one read:
# TL201's litgpt hits read `batch["token_counts"][...].sum().item()` on device tensors every
# iteration (one finding per step since v3: the second read is its related location) (ultralytics' profiling loop, which synchronizes through `time_sync` to measure, is
# left alone on purpose); TL203's torchtune hits time PPO steps fed with tensors moved by
# `.to(self._device)` (its generation warm-up, timed around another module's `generate`
# that synchronizes inside, is opaque since v3 and no longer reported); TL204's hits empty the cache on every generation batch / every
# eval step; TL104's hit throws away `.to(dtype=..., device=...)` of an embedding `.weight`
# (a Parameter: the semantic model knows it is a tensor).
CORPUS_FINDINGS = sorted(
    [
        ("diffusers/diffusers/loaders/textual_inversion.py", 457, "TL104"),
        ("litgpt/litgpt/finetune/adapter.py", 318, "TL201"),
        ("litgpt/litgpt/finetune/adapter_v2.py", 345, "TL201"),
        ("litgpt/litgpt/finetune/full.py", 295, "TL201"),
        ("litgpt/litgpt/finetune/lora.py", 369, "TL201"),
        ("litgpt/litgpt/finetune/lora_legacy.py", 352, "TL201"),
        ("torchtune/recipes/ppo_full_finetune_single_device.py", 942, "TL203"),
        ("torchtune/recipes/ppo_full_finetune_single_device.py", 1005, "TL203"),
        ("torchtune/recipes/dev/grpo_full_finetune_distributed.py", 849, "TL204"),
        ("torchtune/recipes/dev/grpo_full_finetune_distributed.py", 853, "TL204"),
        ("transformers/transformers/trainer.py", 3035, "TL204"),
    ]
)
PROJECTS = (
    "timm", "torchvision", "pytorch_lightning", "accelerate", "diffusers", "transformers",
    "torchtune", "litgpt", "torchtitan", "ultralytics",
)


@pytest.mark.slow
def test_corpus_findings_are_the_reviewed_ones() -> None:
    from pathlib import Path

    from conftest import corpus

    root = corpus(*PROJECTS)
    run = api.lint_paths(
        [root / p for p in PROJECTS], select=["TL102", "TL104", "TL201", "TL203", "TL204"]
    )
    found = sorted(
        (Path(f.path).resolve().relative_to(root.resolve()).as_posix(), d.location.row, d.code)
        for f in run.files
        for d in f.diagnostics
    )
    assert found == CORPUS_FINDINGS
