"""Fix semantics: no fix leaves a name unbound that was bound before (torchlint.fixcheck).

The checker itself first (what it reports, and what it must not), then every fixture's fixed
output, then, in the slow suite, the whole shared corpus fixed with every rule.
"""

from __future__ import annotations

import inspect
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from torchlint import api
from torchlint.fixcheck import compare_trees, main, new_unbound_reads, unbound_reads

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
CODES = sorted(p.name for p in FIXTURES.iterdir() if p.is_dir() and p.name.startswith("TL"))

ORIGINAL = """\
import torch

def build():
    model = torch.nn.Linear(2, 2)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    device = torch.device("cpu")
    model = model.to(device)
    return model, optimizer
"""


# -- the checker -------------------------------------------------------------------------------
def test_a_statement_moved_above_the_binding_it_reads() -> None:
    moved = ORIGINAL.replace(
        '    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)\n'
        '    device = torch.device("cpu")\n'
        '    model = model.to(device)\n',
        '    model = model.to(device)\n'
        '    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)\n'
        '    device = torch.device("cpu")\n',
    )
    found = new_unbound_reads(ORIGINAL, moved)
    assert [str(r) for r in found] == ["line 5: `device` read before it is bound (in build)"]


def test_a_deleted_binding_that_another_line_reads() -> None:
    original = "import torch\nscale = 2.0\n\ndef f(x):\n    return x * scale\n"
    fixed = "import torch\n\ndef f(x):\n    return x * scale\n"
    assert [str(r) for r in new_unbound_reads(original, fixed)] == [
        "line 4: `scale` never bound (in f)"
    ]


def test_reordering_that_keeps_every_binding_first_passes() -> None:
    fixed = ORIGINAL.replace(
        '    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)\n'
        '    device = torch.device("cpu")\n'
        '    model = model.to(device)\n',
        '    device = torch.device("cpu")\n'
        '    model = model.to(device)\n'
        '    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)\n',
    )
    assert new_unbound_reads(ORIGINAL, fixed) == []


def test_what_the_original_already_had_is_not_reported() -> None:
    # `undefined_helper` is unbound in both: not the fix's doing
    original = "y = undefined_helper(1)\nx = 1\n"
    fixed = "x = 1\ny = undefined_helper(1)\n"
    assert new_unbound_reads(original, fixed) == []


@pytest.mark.parametrize(
    "source",
    [
        # a class body falls back to the global of the same name
        "x = 1\nclass A:\n    y = x\n    x = 2\n",
        # a function body runs later: a global bound after the def is fine
        "def f():\n    return g()\n\ndef g():\n    return 1\n",
        # closures, nonlocal, global, walrus, comprehension targets, except and with names
        "def outer():\n    n = 0\n    def inner():\n        nonlocal n\n        n += 1\n"
        "        return n\n    return inner\n",
        "def f():\n    global counter\n    counter = 1\n",
        "if (n := 10) > 5:\n    print(n)\n",
        "squares = [i * i for i in range(3) if i]\n",
        "try:\n    pass\nexcept ValueError as error:\n    print(error)\n",
        "with open(__file__) as handle:\n    print(handle)\n",
        "import os.path\nprint(os.path.sep, __name__)\n",
        "for i in range(3):\n    pass\nelse:\n    print(i)\n",
        "match 1:\n    case [first, *rest]:\n        print(first, rest)\n    case {'k': v, **others}:\n"
        "        print(v, others)\n",
        "from somewhere import *\nprint(anything)\n",
        "f = lambda x, y=1: x + y\n",
    ],
)
def test_silent_on_correct_code(source: str) -> None:
    assert unbound_reads(source) == []


def test_scoping_rules_it_knows() -> None:
    source = (
        "class A:\n"
        "    size = 3\n"
        "    def method(self):\n"
        "        return size\n"  # a method does not see the class body's names
        "    doubled = [size * i for i in range(2)]\n"  # nor does a comprehension's element
        "def f():\n"
        "    print(x)\n"  # x is local to f (assigned below): read before it is bound
        "    x = 1\n"
    )
    assert [str(r) for r in unbound_reads(source)] == [
        "line 4: `size` never bound (in A.method)",
        "line 5: `size` never bound (in A.<comprehension>)",
        "line 7: `x` read before it is bound (in f)",
    ]


def test_tree_comparison_and_its_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    original, fixed = tmp_path / "original", tmp_path / "fixed"
    for root in (original, fixed):
        (root / "pkg").mkdir(parents=True)
        (root / "pkg" / "same.py").write_text("x = 1\n")
    (original / "pkg" / "train.py").write_text(ORIGINAL)
    (fixed / "pkg" / "train.py").write_text(ORIGINAL.replace("    device = torch.device(\"cpu\")\n", ""))
    assert main([str(original), str(fixed)]) == 1
    assert capsys.readouterr().out == (
        "pkg/train.py: line 6: `device` never bound (in build)\n"
        "1 fixed files compared; 1 new unbound reads in 1 files\n"
    )
    assert main([str(original), str(original)]) == 0
    assert capsys.readouterr().out == "0 fixed files compared; 0 new unbound reads in 0 files\n"


def _everything() -> dict[str, bool]:
    """Preview rules, and pedantic findings where the option exists: every fix there is."""
    options = {"preview": True}
    if "pedantic" in inspect.signature(api.fix_source).parameters:
        options["pedantic"] = True
    return options


# -- every fixture's fixes -------------------------------------------------------------------
def _bad_sources() -> list[tuple[str, Path]]:
    return [(code, path) for code in CODES for path in sorted((FIXTURES / code).glob("bad*.py"))
            if ".fixed" not in path.name and "-fixed" not in path.name]


@pytest.mark.parametrize("unsafe", [False, True], ids=["safe", "unsafe"])
@pytest.mark.parametrize("code, path", _bad_sources(), ids=lambda v: getattr(v, "name", v))
def test_fixture_fixes_bind_every_name(code: str, path: Path, unsafe: bool) -> None:
    source = path.read_text(encoding="utf-8")
    for select in ([code], ["ALL"]):
        result = api.fix_source(source, path.name, select=select, unsafe_fixes=unsafe, **_everything())
        assert result.error is None
        assert [str(r) for r in new_unbound_reads(source, result.source)] == [], select


# -- the whole shared corpus ------------------------------------------------------------------
LIBRARIES = ["timm", "torchvision", "pytorch_lightning", "accelerate", "diffusers", "transformers"]
TRAINING = ["torchtune", "litgpt", "torchtitan", "ultralytics"]


@pytest.mark.slow
def test_whole_corpus_fixed_binds_every_name(tmp_path: Path) -> None:
    from conftest import corpus

    root = corpus(*LIBRARIES, *TRAINING)
    fixed = tmp_path / "fixed"
    for name in LIBRARIES + TRAINING:
        shutil.copytree(
            root / name, fixed / name,
            ignore=lambda folder, names: [
                n for n in names if not n.endswith(".py") and not (Path(folder) / n).is_dir()
            ],
        )
    command = [sys.executable, "-m", "torchlint", "fix", "--select", "ALL", "--preview",
               "--unsafe-fixes", "--no-cache", "-j", "2", "-q", str(fixed)]
    if "pedantic" in inspect.signature(api.fix_source).parameters:
        command.append("--pedantic")
    done = subprocess.run(
        command,
        capture_output=True, text=True, cwd=tmp_path, timeout=3000,
    )
    assert done.returncode in (0, 1), done.stderr[-2000:]
    changed, found = compare_trees(root, fixed)
    assert changed > 100
    assert {path: [str(r) for r in reads] for path, reads in found.items()} == {}
