"""A large file's cost (issue 26, "Cost of one big file"): the piecewise parse must give the
tree a whole parse gives, and the findings must not change. Figures: benchmarks/size.py."""

from __future__ import annotations

import ast

import libcst as cst
import pytest

from torchlint import engine, registry, walk

from conftest import CORPUS


def _same_tree(text: str, piece_lines: int = 1) -> cst.Module | None:
    """The piecewise parse of ``text`` (pieces as small as the cuts allow), checked against a
    whole parse: the same nodes, the same code, the same module settings."""
    joined = walk.parse_in_pieces(text, ast.parse(text), piece_lines)
    if joined is None:
        return None
    whole = walk.parse_module(text)
    assert joined.deep_equals(whole)
    assert joined.code == text
    settings = ("default_indent", "default_newline", "has_trailing_newline", "encoding")
    assert [getattr(joined, s) for s in settings] == [getattr(whole, s) for s in settings]
    return joined


JOINED = {
    "blank lines and comments between statements": (
        "# header\n\nimport torch\n\n\n# about f\ndef f():\n    return 1\n\n# c\n\nx = f()\ny = 2\n"
    ),
    "decorators": "import functools\n\n\n@functools.cache\n@functools.wraps(print)\ndef f():\n    pass\n\n\nz = 1\n",
    # every piece indents as the file does
    "tabs": "if x:\n\ty = 2\n\n\nclass A:\n\tdef f(self):\n\t\treturn 1\n",
    "two spaces": "if True:\n  a = 1\nif b:\n  c = 3\n",
    "no final newline": "a = 1\nb = 2\nc = 3",
    "lines after the last statement": "a = 1\nb = 2\n\n# end\n\n",
    "top-level if / else and try": "if a:\n    b = 1\nelse:\n    b = 2\ntry:\n    c\nexcept E:\n    pass\nd = 3\n",
    "a string over several lines": 'x = """\nnot = code\n\n# nor this\n"""\ny = 1\n',
    "semicolons": "a = 1; b = 2\nc = 3\n",
    "a statement continued with a backslash": "a = 1 + \\\n    2\nb = 3\n",
}


@pytest.mark.parametrize("name", sorted(JOINED))
def test_a_file_parsed_in_pieces_is_the_tree_of_a_whole_parse(name: str) -> None:
    assert _same_tree(JOINED[name]) is not None


NOT_CUT = {
    # an indented comment or a line of spaces after a block may belong to that block
    "an indented comment after a block": ("def f():\n    a = 1\n    # f's\nx = 1\n", False),
    "a line of spaces after a block": ("def f():\n    a = 1\n    \nx = 1\n", False),
    # each piece would detect its own indentation: libcst stores the default as None
    "another indentation further down": ("if a:\n  b = 1\nif c:\n    d = 1\n", True),
    "a piece without indentation before tabs": ("x = 1\nif x:\n\ty = 2\n", True),
    "Windows newlines": ("a = 1\r\nb = 2\r\n", True),
}


@pytest.mark.parametrize("name", sorted(NOT_CUT))
def test_where_a_cut_could_differ_the_file_is_parsed_whole_or_equal(name: str) -> None:
    text, whole = NOT_CUT[name]
    joined = _same_tree(text)
    if whole:
        assert joined is None
    elif joined is not None:  # cut elsewhere: still the whole parse's tree
        assert joined.deep_equals(walk.parse_module(text))


def test_a_piece_that_does_not_parse_leaves_the_error_to_the_whole_parse() -> None:
    text = "a = 1\n" * 3 + "b = (\n"
    with pytest.raises(SyntaxError):
        ast.parse(text)
    # no CPython tree: no pieces; the engine's message is the whole parse's
    assert walk.parse_in_pieces(text, None, 1) is None
    with pytest.raises(engine.SourceError):
        engine.parse(text)


MODEL = '''

class Net{n}(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.conv = nn.Conv2d(3, width, 3, bias=True)
        self.bn = nn.BatchNorm2d(width)
        self.mask = torch.ones(width).cuda()

    def forward(self, x):
        x = self.bn(self.conv(x)) * self.mask
        return F.dropout(x, 0.1)
# a comment at column 0


def train{n}(loader, device="cuda"):
    model = Net{n}()
    optimizer = torch.optim.Adam(model.parameters())
    model = model.to(device)
    for images in loader:
        loss = model(images.to(device)).sum()
        loss.backward()
        optimizer.step()
        print(loss.item())
'''
HEAD = "import torch\nimport torch.nn as nn\nimport torch.nn.functional as F\n"


def test_the_findings_of_a_large_file_are_those_of_a_whole_parse(monkeypatch: pytest.MonkeyPatch) -> None:
    text = HEAD + "".join(MODEL.format(n=n) for n in range(40))
    rules = registry.all_rules()

    def findings() -> list[dict]:
        result = engine.check_text(text, "big.py", rules, use_screen=False)
        return [d.to_dict() for d in result.diagnostics]

    monkeypatch.setattr(walk, "PIECE_LINES", 10**9)  # whole
    whole = findings()
    monkeypatch.setattr(walk, "PIECE_LINES", 40)  # pieces of 40 lines and more
    pieces: list[cst.Module] = []
    original = walk.parse_in_pieces
    monkeypatch.setattr(walk, "parse_in_pieces", lambda *a, **k: pieces.append(original(*a, **k)) or pieces[-1])
    assert findings() == whole
    assert pieces and pieces[0] is not None
    assert len(whole) > 100


@pytest.mark.slow
def test_every_corpus_file_parsed_in_pieces_is_its_whole_parse() -> None:
    if not CORPUS.is_dir():
        pytest.skip("no corpus")
    joined = 0
    for path in sorted(CORPUS.rglob("*.py")):
        try:
            text = path.read_text(encoding="utf-8")
            ast.parse(text)
            walk.parse_module(text)
        except Exception:  # noqa: BLE001 - files neither parser reads are not the point here
            continue
        joined += _same_tree(text) is not None
    assert joined > 100
