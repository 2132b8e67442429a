"""Fixes round two (issue 25) for TL101, TL104, TL202, the shared keyword insertion
(``torchlint.rule.add_keyword``) and the fix-semantics checks of ``torchlint.fixcheck``."""

from __future__ import annotations

import textwrap

import pytest

from torchlint import api


def fixed(source: str, select: str, *, unsafe: bool = True, pedantic: bool = True) -> str:
    result = api.fix_source(
        textwrap.dedent(source), select=[select], preview=True, unsafe_fixes=unsafe,
        pedantic=pedantic,
    )
    assert result.error is None, result.error
    return result.source


def lint(source: str, select: str, *, pedantic: bool = False):  # noqa: ANN201
    return api.lint_source(textwrap.dedent(source), select=[select], preview=True, pedantic=pedantic)


# -- layout: every keyword-adding fix keeps the call's layout -------------------------------
def test_multiline_factory_and_move_keep_their_layout() -> None:
    source = """\
    import torch

    def step(n, device):
        for _ in range(3):
            a = torch.zeros(
                n,
            ).to(
                device
            )
    """
    assert fixed(source, "TL101") == textwrap.dedent("""\
    import torch

    def step(n, device):
        for _ in range(3):
            a = torch.zeros(
                n,
                device=device,
            )
    """)


def test_a_moved_layout_keeps_the_blocks_indentation() -> None:
    # the move's line break comes into the factory's parentheses at the move's indentation
    source = """\
    import torch

    def step(n, device):
        for _ in range(3):
            e = torch.zeros(n).to(
                device  # where
            )
    """
    assert fixed(source, "TL101") == textwrap.dedent("""\
    import torch

    def step(n, device):
        for _ in range(3):
            e = torch.zeros(n,
                device=device  # where
            )
    """)


def test_the_last_arguments_comment_stays_with_it() -> None:
    source = """\
    import torch

    def step(n, device):
        for _ in range(3):
            b = torch.zeros(
                n,  # size
            ).to(device)
            h = torch.ones(
                n,
                3  # three
                # more
            ).to(device)
    """
    assert fixed(source, "TL101") == textwrap.dedent("""\
    import torch

    def step(n, device):
        for _ in range(3):
            b = torch.zeros(
                n,  # size
                device=device,
            )
            h = torch.ones(
                n,
                3,  # three
                # more
                device=device
            )
    """)


def test_several_arguments_per_line_get_the_keyword_on_the_last_line() -> None:
    source = """\
    import torch

    def step(n, device):
        for _ in range(3):
            c = torch.zeros(n, 3,
                            4).to(device)
    """
    assert fixed(source, "TL101") == textwrap.dedent("""\
    import torch

    def step(n, device):
        for _ in range(3):
            c = torch.zeros(n, 3,
                            4, device=device)
    """)


def test_keywords_added_after_the_whole_file_is_read_keep_the_indentation() -> None:
    # TL301 builds its fix in leave_Module, TL406 under a comment: both once misplaced it
    source = """\
    import torch
    import torch.nn as nn
    from torch.utils.data import DataLoader


    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.body = nn.Sequential(
                nn.Conv2d(
                    3,
                    8,
                    3,  # kernel
                ),
                nn.BatchNorm2d(8),
            )

        def forward(self, x):
            return self.body(x)


    def main(dataset):
        device = torch.device("cuda")
        model = Net().to(device)
        loader = DataLoader(
            dataset,
            batch_size=64,
            num_workers=4,
        )
        for x in loader:
            x = x.to(device)
    """
    out = fixed(source, "ALL")
    assert "                3,  # kernel\n                bias=False,\n            ),\n" in out
    assert "        num_workers=4,\n        pin_memory=True,\n    )\n" in out


# -- TL104 ----------------------------------------------------------------------------------
def _notebook(*cells: str) -> str:
    import json

    return json.dumps({
        "cells": [
            {"cell_type": "code", "metadata": {}, "source": c, "outputs": [], "execution_count": None}
            for c in cells
        ],
        "metadata": {"kernelspec": {"language": "python", "name": "python3", "display_name": "p"}},
        "nbformat": 4, "nbformat_minor": 5,
    })


def test_a_cells_last_expression_is_displayed_not_discarded() -> None:
    text = _notebook(
        "import torch\nx = torch.zeros(3)\nx.cuda()",  # shown: silent
        "y = torch.ones(2)\ny.cuda()\nprint(1)",  # not the last statement: thrown away
        "z = torch.ones(2)\nz.cuda();",  # `;` hides the value: thrown away
        "w = torch.ones(2)\nw.cuda()\n# a comment after it\n",  # still the last: silent
    )
    found = api.lint_source(text, "nb.ipynb", select=["TL104"])
    assert [(d.cell, d.location.row) for d in found] == [(2, 2), (3, 2)]


def test_a_tensor_that_meets_an_unmoved_module_gets_no_fix() -> None:
    source = """\
    import torch

    def evaluate():
        net = torch.nn.Linear(3, 2)
        x = torch.zeros(4, 3)
        x.cuda()
        return net(x)

    def evaluate_moved(device):
        model = torch.nn.Linear(3, 2).to(device)
        y = torch.zeros(4, 3)
        y.to(device)
        return model(y)
    """
    found = lint(source, "TL104")
    assert [(d.location.row, d.fix is not None) for d in found] == [(6, False), (12, True)]
    assert "`x` then reaches `net`, which this file never moves" in found[0].message


# -- the fix-semantics checks (torchlint.fixcheck.fix_problems) ------------------------------
from torchlint.fixcheck import fix_problems  # noqa: E402


def problems(original: str, fixed: str) -> list[str]:
    return [str(p) for p in fix_problems(textwrap.dedent(original), textwrap.dedent(fixed))]


def test_a_keyword_the_overload_does_not_take() -> None:
    original = """\
    import torch
    def f(mean, dev):
        dev = torch.device("cuda")
        return torch.normal(mean, 1.0).to(dev), torch.normal(0.0, 1.0, (3,)).to(dev)
    """
    fixed = original.replace("torch.normal(mean, 1.0).to(dev)", "torch.normal(mean, 1.0, device=dev)")
    assert problems(original, fixed) == [
        "line 4: `device=` added to `torch.normal(...)`: `normal(mean, std)` takes no `device=` "
        "(only its `size` overload does) (keyword-not-accepted)"
    ]
    # the size overload takes it
    fixed = original.replace("torch.normal(0.0, 1.0, (3,)).to(dev)", "torch.normal(0.0, 1.0, (3,), device=dev)")
    assert problems(original, fixed) == []


def test_a_device_keyword_from_a_parameter_only_named_like_a_device() -> None:
    original = "import torch\ndef step(device):\n    return torch.zeros(3).to(device)\n"
    fixed = "import torch\ndef step(device):\n    return torch.zeros(3, device=device)\n"
    assert problems(original, fixed) == [
        "line 3: `device=` added to `torch.zeros(...)`: `device` is a parameter only named like a "
        "device: `.to()` also took a dtype (keyword-not-accepted)"
    ]
    # evidence in the original: passed as `device=` elsewhere
    original2 = original.replace("    return", "    torch.ones(1, device=device)\n    return")
    fixed2 = fixed.replace("    return", "    torch.ones(1, device=device)\n    return")
    assert problems(original2, fixed2) == []


def test_keywords_that_change_what_the_factory_returns() -> None:
    original = """\
    import torch
    dev = torch.device("cuda")
    a = torch.zeros(3, requires_grad=True).to(dev)
    b = torch.zeros(4, pin_memory=True).to(dev)
    c = torch.randn(3, generator=g).to(dev)
    """
    fixed = """\
    import torch
    dev = torch.device("cuda")
    a = torch.zeros(3, requires_grad=True, device=dev)
    b = torch.zeros(4, pin_memory=True, device=dev)
    c = torch.randn(3, generator=g, device=dev)
    """
    assert [p.split(": ", 2)[2] for p in problems(original, fixed)] == [
        "beside `requires_grad=True` the result becomes a leaf (in-place ops raise) (keyword-not-accepted)",
        "beside `pin_memory=True` it raises (a device tensor cannot be pinned) (keyword-not-accepted)",
        "beside `generator=` it needs a generator on that device (keyword-not-accepted)",
    ]


def test_a_keyword_added_to_a_call_with_star_args() -> None:
    original = "import torch.nn.functional as F\ndef f(self, x, *args):\n    return F.dropout(x, *args)\n"
    fixed = original.replace("*args)\n", "*args, training=self.training)\n")
    assert problems(original, fixed) == [
        "line 3: `training=` added to `F.dropout(...)`, which passes `*args`/`**kwargs`: it may be "
        "given twice (keyword-not-accepted)"
    ]


def test_a_method_added_on_a_receiver_not_known_to_be_a_tensor() -> None:
    original = """\
    import torch
    def draw(results, model, x):
        boxes = results[0].boxes.cpu().numpy()
        logits = torch.softmax(x, -1).cpu().numpy()
        return boxes, logits
    """
    fixed = original.replace("boxes.cpu()", "boxes.detach().cpu()").replace(
        "-1).cpu()", "-1).detach().cpu()"
    )
    assert problems(original, fixed) == [
        "line 3: `.detach()` added on `results[0].boxes`, which the file does not show to be a "
        "tensor (not-a-tensor)"
    ]


def test_explicit_intent_overridden() -> None:
    original = "from torch.utils.data import DataLoader\nloader = DataLoader(ds, pin_memory=False)  # off\n"
    fixed = original.replace("pin_memory=False", "pin_memory=True")
    assert problems(original, fixed) == [
        "line 2: explicit `pin_memory=False` of `DataLoader(...)` replaced by `pin_memory=True` "
        "(intent-overridden)"
    ]
    removed = "opt.zero_grad(set_to_none=False)\n"
    assert problems(removed, "opt.zero_grad()\n") == [
        "line 1: explicit `set_to_none=False` of `opt.zero_grad(...)` removed (intent-overridden)"
    ]


def test_an_expression_evaluated_twice() -> None:
    original = "loader = DataLoader(ds, num_workers=get_workers())\n"
    fixed = "loader = DataLoader(ds, num_workers=get_workers(), persistent_workers=get_workers() > 0)\n"
    assert problems(original, fixed) == [
        "line 1: `get_workers()` evaluated 2 times where the original evaluated it 1 "
        "(evaluated-twice)"
    ]
    # moved, not copied: `torch.device("cuda")` from the move into the factory
    original = 'import torch\nx = torch.zeros(3).to(torch.device("cuda"))\n'
    fixed = 'import torch\nx = torch.zeros(3, device=torch.device("cuda"))\n'
    assert problems(original, fixed) == []


@pytest.mark.parametrize("code", ["TL101", "TL104", "TL202"])
def test_the_safe_fixes_of_these_rules_pass_every_check(code: str) -> None:
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "fixtures" / code / "bad.py"
    source = path.read_text(encoding="utf-8")
    result = api.fix_source(source, "bad.py", select=[code], preview=True, pedantic=True)
    assert result.error is None
    assert [str(p) for p in fix_problems(source, result.source)] == []


# -- the device runner (benchmarks/fixes_gpu), on the CPU -------------------------------------
def test_the_device_runner_runs_a_program_original_and_fixed(tmp_path, capsys) -> None:  # noqa: ANN001
    pytest.importorskip("torch")
    import importlib.util
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "benchmarks" / "fixes_gpu" / "runner.py"
    spec = importlib.util.spec_from_file_location("fixes_gpu_runner", path)
    runner = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(runner)  # type: ignore[union-attr]
    # every program the runner picks says it depends on the device
    picked = {p.name for p in runner.device_programs()}
    assert {"tl101_dtype_and_layout.py", "tl301_device_dataset.py", "tl301_training_loop.py",
            "tl410_fused_adamw.py", "tl101_device_parameter.py"} <= picked
    assert "tl202_boxes.py" not in picked
    report = tmp_path / "rows.json"
    assert runner.main(["--program", "tl101_device_parameter.py", "--json", str(report)]) == 0
    lines = capsys.readouterr().out.splitlines()
    device = "cuda" if lines[0].split("[")[1].startswith("cuda") else "cpu"
    assert lines[0] == (
        f"tl101_device_parameter.py [{device}] safe fixes (unchanged): original ok, fixed ok, "
        "values equal; expected ok, equal: PASS"
    )
    # the unsafe fix is shown, not judged: given a dtype, `device=` raises
    assert lines[1].startswith(f"tl101_device_parameter.py [{device}] unsafe fixes (fixed): original ok, fixed raised: TypeError")
    assert lines[1].endswith("(shown, not judged)")
    rows = json.loads(report.read_text())["rows"]
    assert [(r["applicability"], r["ok"]) for r in rows] == [("safe", True), ("unsafe", None)]


def test_a_keyword_built_in_leave_module_keeps_indentation_and_comment() -> None:
    # TL410 builds its fix once the whole file is read: `fused=True` once sat at column 4,
    # after the last argument's comment
    source = """\
    import torch
    from torch import nn


    def main():
        device = torch.device("cuda")
        model = nn.Sequential(nn.Embedding(32000, 768), nn.Linear(768, 32000)).to(device)
        if True:
            optimizer = torch.optim.AdamW(
                model.parameters(),
                lr=3e-4,
                weight_decay=0.1  # decay
            )
        for step in range(10):
            loss = model(torch.zeros(4, dtype=torch.long, device=device)).sum()
            loss.backward()
            optimizer.step()
    """
    out = fixed(source, "TL410")
    if out != textwrap.dedent(source):  # the rule may judge the model differently one day
        assert "            weight_decay=0.1,  # decay\n            fused=True\n        )\n" in out


def _fixture_sources() -> list:
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "fixtures"
    return [
        pytest.param(code.name, path, id=f"{code.name}-{path.name}")
        for code in sorted(root.iterdir()) if code.is_dir() and code.name.startswith("TL")
        for path in sorted(code.glob("bad*.py"))
        if ".fixed" not in path.name and "-fixed" not in path.name
    ]


@pytest.mark.parametrize("code, path", _fixture_sources())
def test_no_safe_fix_of_a_fixture_may_change_the_program(code: str, path) -> None:  # noqa: ANN001
    """What the four checks would have caught (issue 25), on every rule's fixtures: a safe
    fix adds no keyword its call may not take, no tensor method on a receiver not shown to be
    a tensor, overrides no explicit literal argument and copies no call."""
    source = path.read_text(encoding="utf-8")
    result = api.fix_source(source, path.name, select=[code], preview=True, pedantic=True)
    assert result.error is None
    assert [str(p) for p in fix_problems(source, result.source)] == []
