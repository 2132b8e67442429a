"""Cases of the five headline rules that a single fixture file cannot express, and the name
resolution they all rely on."""

from __future__ import annotations

from pathlib import Path

import libcst as cst
import pytest

from torchlint import api
from torchlint.semantic.names import Resolver

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def codes(source: str, select: str) -> list[tuple[int, str]]:
    return [(d.location.row, d.code) for d in api.lint_source(source, "x.py", select=[select])]


def test_tl301_silent_without_accelerator_use() -> None:
    source = (FIXTURES / "TL301" / "good_cpu_only.py").read_text()
    assert codes(source, "TL301") == []


@pytest.mark.parametrize(
    "evidence",
    [
        'x = t.to("cuda:1")',
        "x = t.cuda()",
        "torch.accelerator.synchronize()",
        'd = torch.device(name)',
        'd = "mps"',
    ],
)
def test_tl301_accelerator_evidence(evidence: str) -> None:
    source = f"import torch\nfrom torch.utils.data import DataLoader\n{evidence}\nl = DataLoader(ds)\n"
    assert codes(source, "TL301") == [(4, "TL301")]


@pytest.mark.parametrize(
    "not_evidence",
    [
        'd = torch.device("cpu")',
        # asking or seeding is not using (catalog v3: evidence that can be true)
        "ok = torch.cuda.is_available()",
        "torch.cuda.manual_seed_all(0)",
        '"""Runs on cuda when available."""',
        'name = "cuda is fast"',
        "device = get_device()",
    ],
)
def test_tl301_not_accelerator_evidence(not_evidence: str) -> None:
    source = f"import torch\nfrom torch.utils.data import DataLoader\n{not_evidence}\nl = DataLoader(ds)\n"
    assert codes(source, "TL301") == []


def resolve(source: str, expression_line: int) -> str | None:
    """The qualified name of the expression statement on ``expression_line`` (1-based)."""
    module = cst.parse_module(source)
    found: list[str | None] = []

    class Finder(cst.CSTVisitor):
        def __init__(self) -> None:
            self.stack: list[cst.CSTNode] = []
            self.line = 0

        def on_visit(self, node: cst.CSTNode) -> bool:
            self.stack.append(node)
            if isinstance(node, cst.Expr) and resolver_marker(node):
                found.append(resolver.qualified_name(node.value, self.stack))
            return True

        def on_leave(self, original_node: cst.CSTNode) -> None:
            self.stack.pop()

    def resolver_marker(node: cst.Expr) -> bool:
        return module.code_for_node(node).strip() == source.splitlines()[expression_line - 1].strip()

    resolver = Resolver(module)
    module.visit(Finder())
    return found[0] if found else None


@pytest.mark.parametrize(
    ("source", "line", "expected"),
    [
        ("import torch as th\nth.rand\n", 2, "torch.rand"),
        ("from torch import rand\nrand\n", 2, "torch.rand"),
        ("import torch.nn.functional as F\nF.dropout\n", 2, "torch.nn.functional.dropout"),
        ("from torch.nn import functional as F\nF.dropout\n", 2, "torch.nn.functional.dropout"),
        ("import torch.nn\ntorch.nn.Linear\n", 2, "torch.nn.Linear"),
        ("try:\n    import torch\nexcept ImportError:\n    torch = None\ntorch.zeros\n", 5, "torch.zeros"),
        ("def f():\n    import torch\n    torch.zeros\n", 3, "torch.zeros"),
        ("import torch\ndef f(torch):\n    torch.zeros\n", 3, None),  # a parameter shadows
        ("import torch\ndef f():\n    torch = make()\n    torch.zeros\n", 4, None),
        ("F = make()\nF.dropout\n", 2, None),  # looks like torch, is not
        ("from . import torch\ntorch.zeros\n", 2, None),  # a relative import
        ("import torch\nclass A:\n    torch = 1\n    def f(self):\n        torch.zeros\n", 5, "torch.zeros"),
        ("torch.zeros\n", 1, None),  # never imported
    ],
)
def test_name_resolution(source: str, line: int, expected: str | None) -> None:
    assert resolve(source, line) == expected


def test_aliased_factory_in_function_import() -> None:
    source = "def f(n):\n    from torch import zeros as z\n    return z(n).cuda()\n"
    assert codes(source, "TL101") == [(3, "TL101")]


def test_two_statement_form_in_different_branches_does_not_chain() -> None:
    source = (
        "import torch\nif flag:\n    x = torch.zeros(3)\nelse:\n    x = x.cuda()\n"
    )
    assert codes(source, "TL101") == []
