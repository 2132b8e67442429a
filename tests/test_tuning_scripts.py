"""The training-configuration rules (TL407-TL411) on whole training scripts: each finding
depends on the whole file, so each case is a file (fixtures/tuning_scripts/). A line a rule
must report carries `# expect: TLnnn ...`; the default run must report exactly those, and
test code only under --pedantic."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from torchlint import api

SCRIPTS = Path(__file__).resolve().parent.parent / "fixtures" / "tuning_scripts"
CODES = ["TL407", "TL408", "TL410", "TL411"]
EXPECT = re.compile(r"#\s*expect:\s*((?:TL\d+\s*)+)$")


def _expected(source: str) -> set[tuple[int, str]]:
    found = set()
    for row, line in enumerate(source.splitlines(), start=1):
        match = EXPECT.search(line)
        if match:
            found.update((row, code) for code in match.group(1).split())
    return found


def _found(path: Path, pedantic: bool) -> set[tuple[int, str]]:
    source = path.read_text(encoding="utf-8")
    relative = path.relative_to(SCRIPTS).as_posix()
    diagnostics = api.lint_source(source, relative, select=CODES, preview=True, pedantic=pedantic)
    return {(d.location.row, d.code) for d in diagnostics}


@pytest.mark.parametrize("name", sorted(p.name for p in SCRIPTS.glob("*.py")))
def test_each_script_gets_exactly_its_expected_findings(name: str) -> None:
    path = SCRIPTS / name
    assert _found(path, pedantic=False) == _expected(path.read_text(encoding="utf-8"))


def test_the_scripts_cover_findings_and_silences() -> None:
    # every rule fires on some script, and some scripts stay silent (libraries, frameworks);
    # TL408 is one action with TL407: with both selected, its option rides on TL407's finding
    expected = {name.name: _expected(name.read_text(encoding="utf-8")) for name in SCRIPTS.glob("*.py")}
    assert {code for found in expected.values() for _, code in found} == set(CODES) - {"TL408"}
    assert {name for name, found in expected.items() if not found} == {
        "accelerate_script.py", "course_cnn.py", "cpu_regression.py", "frozen_backbone.py",
        "lightning_module.py", "model_library.py", "precision_flag.py", "toy_cuda_demo.py",
    }


def test_a_training_test_is_reported_only_with_pedantic() -> None:
    path = SCRIPTS / "tests" / "test_training_smoke.py"
    assert _found(path, pedantic=False) == set()
    # float32 on CUDA, plain SGD: one finding per action that applies, at the loop's backward
    # call (row 13: TL407, carrying TL408's TF32 option) and the optimizer (row 8)
    assert _found(path, pedantic=True) == {(13, "TL407"), (8, "TL410")}


def test_the_screen_skips_no_script_these_rules_report_on() -> None:
    from torchlint import engine, registry

    rules = [registry.rule_by_code(code) for code in CODES]
    for path in sorted(SCRIPTS.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        screened = engine.check_text(text, path.name, rules)
        full = engine.check_text(text, path.name, rules, use_screen=False)
        assert screened.diagnostics == full.diagnostics, path.name


# -- the facts the rules share (torchlint/semantic/training.py) --------------------------------
def _facts(source: str):  # noqa: ANN202
    """The facts as the rules see them: every call passed on, as the traversal does."""
    import libcst as cst

    from torchlint import walk
    from torchlint.rule import Context
    from torchlint.semantic.training import note_call, training_facts

    module = cst.parse_module(source)
    ctx = Context(module, source, "train.py")
    for node in walk.iter_nodes(module):
        if isinstance(node, cst.Call):
            note_call(ctx, node)
    return training_facts(ctx)


def test_the_training_loop_is_the_innermost_loop_that_steps() -> None:
    facts = _facts(
        "import torch\n"
        "for epoch in range(3):\n"
        "    for x in loader:\n"
        "        loss(x).backward()\n"
        "        scaler.step(optimizer)\n"
        "    scheduler.step()\n"
    )
    assert [loop.iter.value for loop in facts.loops] == ["loader"]  # not the epoch loop
    assert facts.backward is not None


def test_a_scheduler_step_or_a_backward_alone_is_no_training_loop() -> None:
    assert _facts("for x in data:\n    loss(x).backward()\n    scheduler.step()\n").loops == []
    assert _facts("for x in data:\n    model(x).sum().backward()\n").loops == []


LOOP = "for x in data:\n    loss(x).backward()\n    optimizer.step()\n"


def test_a_framework_import_and_toy_widths_are_read() -> None:
    assert _facts("from accelerate import Accelerator\n" + LOOP).framework == "accelerate"
    assert _facts("import lightning.pytorch as pl\n" + LOOP).framework == "lightning"
    toy = _facts("import torch\nm = torch.nn.Linear(8, 2)\n" + LOOP)
    assert toy.tiny_model
    unknown = _facts("import torch\nm = torch.nn.Linear(width, 2)\n" + LOOP)
    assert not unknown.tiny_model  # a width the file does not show: not a toy
    wide = _facts(
        "import torch\nm = torch.nn.Sequential(torch.nn.Linear(8, 512), torch.nn.Linear(512, 2))\n" + LOOP
    )
    assert not wide.tiny_model and wide.widest_layer == 512


def test_a_file_without_a_training_loop_is_read_no_further() -> None:
    facts = _facts("from accelerate import Accelerator\nimport torch\nm = torch.nn.Linear(8, 2)\n")
    assert facts.loops == [] and facts.framework is None and facts.widest_layer is None
