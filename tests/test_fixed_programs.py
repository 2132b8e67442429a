"""Fixed programs still run: each reproduction under fixtures/programs/ is fixed with every
rule and unsafe fixes, then the original and the fixed program run with torch on the CPU and
must print the same thing. Plus the fix defects that are about bytes, not behaviour (a final
newline, f-string quotes on Python < 3.12, comments), and the file-wide silences.
"""

from __future__ import annotations

import inspect
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from torchlint import api

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
PROGRAMS = FIXTURES / "programs"

# What the fix must do to each program: "fixed" (the text changes) or "unchanged".
EXPECTED = {
    "tl101_dtype_and_layout.py": "fixed",
    "tl103_device_bound_late.py": "fixed",
    "tl103_scheduler.py": "fixed",
    "tl203_cpu_path.py": "fixed",
    "tl203_one_line.py": "unchanged",
    "tl301_device_dataset.py": "unchanged",
    "tl301_explicit_false.py": "unchanged",
    "tl301_training_loop.py": "fixed",
    "tl303_epochs.py": "fixed",
    "tl401_lambda_default.py": "fixed",
    "tl401_prenet_always.py": "unchanged",
    "tl401_star_args.py": "unchanged",
    "tl404_grad_pool.py": "unchanged",
    "tl404_grad_read.py": "unchanged",
    "tl406_bias_read.py": "unchanged",
    "tl406_gan_init.py": "fixed",
    "tl406_module_bias.py": "fixed",
    "tl406_modules_loop.py": "unchanged",
    "tl406_resume.py": "unchanged",
    "tl406_vgg_append.py": "fixed",
    "tl410_fused_adamw.py": "unchanged",
    "tl101_factory_arguments.py": "unchanged",
    "tl101_device_parameter.py": "unchanged",
    "tl101_normal_tensor_mean.py": "unchanged",
    "tl101_multiline_layout.py": "fixed",
    "tl101_legacy_type_as.py": "fixed",
    "tl104_unmoved_model.py": "unchanged",
    "tl202_boxes.py": "unchanged",
    "tl414_gan_detach.py": "fixed",
}

# Runs every program given on the command line in one interpreter (one torch import), each in
# a fresh namespace, and prints {path: output or the exception} as JSON.
RUNNER = textwrap.dedent(
    """
    import contextlib, io, json, runpy, sys, traceback
    results = {}
    for path in sys.argv[1:]:
        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out):
                runpy.run_path(path, run_name="__main__")
        except BaseException as error:
            out.write(f"raised {type(error).__name__}: {error}")
        results[path] = out.getvalue()
    print(json.dumps(results))
    """
)


def _fix(source: str, filename: str, select: str = "ALL"):  # noqa: ANN202
    # a program says `# fixes: safe` when it shows what the safe fixes alone must leave alone
    unsafe = "\n# fixes: safe\n" not in source
    options: dict[str, object] = {"select": [select], "preview": True, "unsafe_fixes": unsafe}
    if "pedantic" in inspect.signature(api.fix_source).parameters:
        # these reproductions are module-level scripts: findings there may be pedantic-only
        options["pedantic"] = True
    return api.fix_source(source, filename, **options)


def _lint(source: str, filename: str, select: str):  # noqa: ANN202
    options: dict[str, object] = {"select": [select], "preview": True}
    if "pedantic" in inspect.signature(api.lint_source).parameters:
        options["pedantic"] = True
    return api.lint_source(source, filename, **options)


def test_every_program_has_an_expectation() -> None:
    assert sorted(p.name for p in PROGRAMS.glob("*.py")) == sorted(EXPECTED)


def test_fixed_programs_print_what_the_originals_print(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    paths = []
    for name, expected in sorted(EXPECTED.items()):
        source = (PROGRAMS / name).read_text(encoding="utf-8")
        result = _fix(source, name)
        assert result.error is None, name
        assert (result.source != source) == (expected == "fixed"), name
        (tmp_path / f"original_{name}").write_text(source, encoding="utf-8")
        (tmp_path / f"fixed_{name}").write_text(result.source, encoding="utf-8")
        paths += [str(tmp_path / f"original_{name}"), str(tmp_path / f"fixed_{name}")]
    done = subprocess.run(
        [sys.executable, "-c", RUNNER, *paths],
        capture_output=True, text=True, timeout=600, cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    outputs = json.loads(done.stdout)
    for name in EXPECTED:
        original = outputs[str(tmp_path / f"original_{name}")]
        fixed = outputs[str(tmp_path / f"fixed_{name}")]
        assert "raised" not in original, (name, original)
        assert fixed == original, name


def test_program_fixes_read_as_intended() -> None:
    """The exact edits on the programs whose text changes."""
    source = (PROGRAMS / "tl103_device_bound_late.py").read_text(encoding="utf-8")
    assert (
        '    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")\n'
        "    model = model.to(device)\n"
        "    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)\n"
    ) in _fix(source, "t.py").source
    source = (PROGRAMS / "tl103_scheduler.py").read_text(encoding="utf-8")
    assert (
        "    net.to(device)\n"
        # TL410 adds no `fused=True`: the program has a CPU path, where fused kernels raise
        # before PyTorch 2.4
        "    optimizer = torch.optim.Adam(net.parameters(), lr=1e-2)\n"
        "    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=2, gamma=0.5)\n"
        "    return net, optimizer, scheduler\n"
    ) in _fix(source, "t.py").source
    fixed = _fix((PROGRAMS / "tl101_dtype_and_layout.py").read_text(encoding="utf-8"), "t.py").source
    assert "codes = torch.tensor(300, device=device).to(dtype=torch.uint8)\n" in fixed
    assert "steps = torch.arange(0, 1, 0.1, device=device).to(dtype=torch.int64)\n" in fixed
    assert "mask = torch.ones(4, device=device, dtype=torch.bool)\n" in fixed
    assert "buffer = torch.zeros(2, 3,\n    device=device  # keep this comment\n)\n" in fixed
    assert "hidden = torch.zeros(2, 3, 4, dtype=torch.float32,\n    device=device\n)\n" in fixed
    fixed = _fix((PROGRAMS / "tl401_lambda_default.py").read_text(encoding="utf-8"), "t.py").source
    assert (
        "    def forward(self, x, regularize=lambda t: F.dropout(t, DROP)):\n"
        "        return F.dropout(regularize(self.proj(x)), p=DROP, training=self.training)\n"
    ) in fixed


def test_persistent_workers_fix_keeps_a_zero_worker_count_valid() -> None:
    """TL303: a worker count that is not a literal or a name known non-zero may be zero, and
    `persistent_workers=True` with zero workers raises ValueError; copying the count into
    `persistent_workers=<expr> > 0` would evaluate a call twice (issue 25, case 12): no fix
    there (changed on purpose: the fix used to copy the expression)."""
    source = (PROGRAMS / "tl303_epochs.py").read_text(encoding="utf-8")
    fixed = _fix(source, "t.py", "TL303").source
    assert "DataLoader(dataset, batch_size=4, num_workers=1, persistent_workers=True)\n" in fixed
    assert "DataLoader(dataset, batch_size=6, num_workers=workers)\n" in fixed
    assert "DataLoader(dataset, batch_size=3, num_workers=count_workers())\n" in fixed
    assert fixed.count("persistent_workers=") == source.count("persistent_workers=") + 1


def test_one_line_timing_is_reported_and_fix_ends_normally() -> None:
    """It used to end with "did not converge" (exit 2): now a finding without a fix."""
    source = (PROGRAMS / "tl203_one_line.py").read_text(encoding="utf-8")
    result = _fix(source, "timing.py")
    assert result.error is None
    assert result.source == source
    assert [(d.code, d.location.row, d.location.column, d.fix) for d in result.remaining] == [
        ("TL203", 8, 48, None)
    ]


# -- bytes: f-string quotes, final newlines --------------------------------------------------
def test_new_literal_inside_an_fstring_takes_the_other_quote() -> None:
    source = 'import torch\nlabel = f"{torch.zeros(3).cuda()}"\nother = f\'{torch.ones(2).cuda(1)}\'\n'
    fixed = _fix(source, "t.py", "TL101").source
    assert fixed == (
        "import torch\nlabel = f\"{torch.zeros(3, device='cuda')}\"\n"
        "other = f'{torch.ones(2, device=\"cuda:1\")}'\n"
    )
    compile(fixed, "t.py", "exec")  # the running CPython's own grammar (3.11 here)


def test_fstring_using_both_quotes_gets_no_fix() -> None:
    source = "import torch\nlabel = f'''{f\"{torch.zeros(3).cuda()}\"}'''\n"
    found = _lint(source, "t.py", "TL101")
    assert [(d.code, d.fix) for d in found] == [("TL101", None)]


def test_tl103_move_keeps_a_missing_final_newline() -> None:
    source = "import torch\nm = torch.nn.Linear(2, 2)\no = torch.optim.SGD(m.parameters(), lr=1)\nm.cuda()"
    fixed = _fix(source, "t.py").source
    assert fixed == "import torch\nm = torch.nn.Linear(2, 2)\nm.cuda()\no = torch.optim.SGD(m.parameters(), lr=1)"


def test_tl101_two_statements_ending_the_file_without_newline_get_no_fix() -> None:
    source = "import torch\nx = torch.zeros(3)\nx = x.cuda()"
    found = _lint(source, "t.py", "TL101")
    assert [(d.code, d.location.row, d.fix) for d in found] == [("TL101", 2, None)]


# -- file-wide facts that decide silence or a fix --------------------------------------------
@pytest.mark.parametrize(
    "loader, applicability",
    [
        ("DataLoader(Local(), collate_fn=to_device)", None),
        ("DataLoader(Local(), collate_fn=lambda b: torch.stack(b).to('cuda'))", None),
        ("DataLoader(Local(), collate_fn=stack)", "safe"),
        ("DataLoader(Local(), collate_fn=imported_collate)", "unsafe"),
        ("DataLoader(Local())", "safe"),
        ("DataLoader(imported_dataset)", "unsafe"),
    ],
)
def test_tl301_fix_applicability_follows_what_the_file_shows(loader: str, applicability: str | None) -> None:
    source = (
        "import torch\nfrom torch.utils.data import DataLoader, Dataset\n\n"
        "class Local(Dataset):\n    def __len__(self):\n        return 4\n\n"
        "    def __getitem__(self, i):\n        return torch.ones(2)\n\n"
        "def to_device(batch):\n    return torch.stack(batch).cuda()\n\n"
        "def stack(batch):\n    return torch.stack(batch)\n\n"
        f"loader = {loader}\n"
        "for x in loader:\n    x = x.cuda()\n"
    )
    found = _lint(source, "train.py", "TL301")
    if applicability is None:
        assert found == []
    else:
        assert [(d.code, d.fix.applicability.value) for d in found] == [("TL301", applicability)]


def test_tl404_silent_where_gradients_must_stay_allocated() -> None:
    source = (FIXTURES / "TL404" / "good_allocated_grads.py").read_text(encoding="utf-8")
    assert _lint(source, "train.py", "TL404") == []
    # the same zero_grad without the pool is reported
    plain = "import torch\nopt = torch.optim.SGD([], lr=1)\nopt.zero_grad(set_to_none=False)\n"
    assert [d.code for d in _lint(plain, "train.py", "TL404")] == ["TL404"]


@pytest.mark.parametrize(
    "reader",
    [
        "model[0].bias.data.zero_()",
        "def init(m):\n    if isinstance(m, nn.Conv2d):\n        nn.init.zeros_(m.bias)",
        "copied = {name: conv.bias for name, conv in named}",
        # the `else` of a branch that names no conv: convs land there
        "def init(m):\n    if isinstance(m, nn.BatchNorm2d):\n        pass\n    else:\n"
        "        nn.init.zeros_(m.bias)",
    ],
)
def test_tl406_no_fix_when_the_file_reads_a_conv_bias(reader: str) -> None:
    source = (
        "from torch import nn\n"
        "model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.BatchNorm2d(8))\n" + reader + "\n"
    )
    found = _lint(source, "m.py", "TL406")
    assert [(d.code, d.fix) for d in found] == [("TL406", None)]


@pytest.mark.parametrize(
    "reader",
    [
        "def init(m):\n    if isinstance(m, nn.Conv2d) and m.bias is not None:\n        nn.init.zeros_(m.bias)",
        "def init(m):\n    if isinstance(m, nn.BatchNorm2d):\n        nn.init.zeros_(m.bias)",
        "norm_bias = model[1].norm.bias",
        "bias = getattr(model[0], 'bias', None)",
    ],
)
def test_tl406_guarded_bias_reads_keep_the_fix(reader: str) -> None:
    source = (
        "from torch import nn\n"
        "model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.BatchNorm2d(8))\n" + reader + "\n"
    )
    found = _lint(source, "m.py", "TL406")
    assert [(d.code, d.fix is not None) for d in found] == [("TL406", True)]


def test_tl406_bias_read_fixture() -> None:
    source = (FIXTURES / "TL406" / "bad_bias_read.py").read_text(encoding="utf-8")
    found = _lint(source, "bad_bias_read.py", "TL406")
    assert [(d.location.row, d.fix) for d in found] == [(6, None)]
