"""TL416 hand-written-attention (issue 24, round 18): attention computed by hand in a model,
where `F.scaled_dot_product_attention` runs it as one fused kernel.

Built from the places two engineers confirmed in the recall panels (fresh33: a ViT whose
hand-written attention materializes a 64x4x785x785 score matrix per layer; earlier fresh8 and
fresh11) and tuned on the ViT, GPT and DDPM code of fresh20-fresh33. These tests pin what makes
a finding: which products are queries times transposed keys, how names are followed, what the
weights may pass through on their way to the values, and what silences it.
"""

from __future__ import annotations

import json
from pathlib import Path

from torchlint import api

HEAD = "import math\nimport torch\nimport torch.nn as nn\nimport torch.nn.functional as F\n\n"
# a script that trains on the GPU and uses its classes (v2: a file nothing imports decides alone)
TRAINS = """
model = A().cuda()
torch.optim.AdamW(model.parameters())
model(q, k, v).sum().backward()
"""


def _findings(
    tmp_path: Path, source: str, name: str = "model.py", trains: bool = True
) -> list[tuple[int, str | None]]:
    # in a folder of its own: the folder above a checked file is searched for its importers,
    # and other tests' projects lie beside tmp_path
    path = tmp_path / "p" / name
    path.parent.mkdir(exist_ok=True)
    path.write_text(HEAD + source + (TRAINS if trains else ""))
    run = api.lint_paths([path], select=["TL416"], preview=True, pedantic=True)
    return [(d.location.row - HEAD.count("\n"), d.pedantic) for f in run.files for d in f.diagnostics]


def test_each_way_of_writing_the_product_of_queries_and_keys(tmp_path: Path) -> None:
    products = (
        "q @ k.transpose(-2, -1)",
        "q @ k.transpose(-1, -2)",
        "torch.matmul(q, k.transpose(2, 3))",
        "torch.bmm(q, k.transpose(1, 2))",
        "q.matmul(k.transpose(-2, -1))",
        "q @ k.mT",
        "q @ k.permute(0, 1, 3, 2)",
        "torch.matmul(q, torch.transpose(k, -2, -1))",
        'torch.einsum("bhid,bhjd->bhij", q, k)',
        'torch.einsum("nqhd,nkhd->nhqk", q, k)',
    )
    for product in products:
        source = f"""class A(nn.Module):
    def forward(self, q, k, v):
        a = F.softmax({product} / 8, dim=-1)
        return a @ v
"""
        assert _findings(tmp_path, source) == [(3, None)], product


def test_products_that_are_no_attention_scores_are_silent(tmp_path: Path) -> None:
    for product in (
        "q @ k",  # keys not transposed: a product of two activations
        "q @ k.transpose(0, 2)",  # not the last two axes
        'torch.einsum("bid,bjd->bd", q, k)',  # no (queries x keys) output
        "q * k",
    ):
        source = f"""class A(nn.Module):
    def forward(self, q, k, v):
        a = F.softmax({product}, dim=-1)
        return a @ v
"""
        assert _findings(tmp_path, source) == [], product


def test_names_are_followed_through_a_mask_set_in_a_branch(tmp_path: Path) -> None:
    # minGPT's form: the mask only when there is no cache; Swin's: a softmax per branch feeding
    # one product with the values, reported once
    source = """class A(nn.Module):
    def forward(self, q, k, v, mask=None, past=None):
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        if past is None:
            att = att.masked_fill(self.bias == 0, float("-inf"))
        if mask is not None:
            att = att.view(-1, 4, 16, 16) + mask
            att = self.softmax(att)
        else:
            att = self.softmax(att)
        att = self.attn_drop(att)
        return att @ v

    def __init__(self):
        super().__init__()
        self.softmax = nn.Softmax(dim=-1)
"""
    assert _findings(tmp_path, source) == [(8, None)]


def test_the_weights_may_drop_out_or_be_cast_on_their_way_to_the_values(tmp_path: Path) -> None:
    source = """class A(nn.Module):
    def forward(self, q, k, v):
        scores = torch.matmul(q, k.transpose(2, 3)).float()
        w = F.softmax(scores, dim=-1).type_as(q)
        w = F.dropout(w, p=0.1, training=self.training)
        return torch.matmul(w, v)
"""
    assert _findings(tmp_path, source) == [(4, None)]


def test_weights_changed_or_read_otherwise(tmp_path: Path) -> None:
    changed = """class A(nn.Module):
    def forward(self, q, k, v, head_mask):
        w = F.softmax(q @ k.transpose(-2, -1), dim=-1)
        w = w * head_mask
        return w @ v
"""
    assert _findings(tmp_path, changed) == []
    kept = """class A(nn.Module):
    def forward(self, q, k, v):
        w = F.softmax(q @ k.transpose(-2, -1), dim=-1)
        self.attention_map = w
        return w @ v
"""
    [(row, reason)] = _findings(tmp_path, kept)
    assert row == 3 and reason is not None and "weights are read" in reason


def test_a_fused_kernel_in_the_class_silences_it_and_in_the_file_makes_it_pedantic(tmp_path: Path) -> None:
    manual = """class A(nn.Module):
    def forward(self, q, k, v):
        return F.softmax(q @ k.transpose(-2, -1), dim=-1) @ v
"""
    fallback = """class Both(nn.Module):
    def fast(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v)

    def forward(self, q, k, v):
        return F.softmax(q @ k.transpose(-2, -1), dim=-1) @ v
"""
    assert _findings(tmp_path, fallback) == []
    [(row, reason)] = _findings(tmp_path, manual + fallback)
    assert row == 3 and reason is not None and "fused attention kernel elsewhere" in reason
    # a course's own method named like the kernel is not one
    own = manual.replace("return F.softmax", "return self.scaled_dot_product_attention(q, k, v) + F.softmax")
    own += "\n    def scaled_dot_product_attention(self, q, k, v):\n        return q\n"
    assert _findings(tmp_path, own) == [(3, None)]


def test_top_level_code_runs_once_and_tests_need_pedantic(tmp_path: Path) -> None:
    source = "x = torch.randn(2, 4, 8)\nw = torch.softmax(x @ x.transpose(1, 2), dim=-1)\ny = w @ x\n"
    [(row, reason)] = _findings(tmp_path, source)
    assert row == 2 and reason is not None and "top level" in reason
    path = tmp_path / "model.py"
    path.write_text(HEAD + source)
    default = api.lint_paths([path], select=["TL416"], preview=True, pedantic=False)
    assert [d for f in default.files for d in f.diagnostics] == []


def test_a_notebook_model_cell_is_reported_with_its_related_places(tmp_path: Path) -> None:
    cells = [
        HEAD,
        """class Head(nn.Module):
    def forward(self, q, k, v):
        wei = q @ k.transpose(-2, -1) * q.shape[-1] ** -0.5
        wei = wei.masked_fill(self.tril == 0, float("-inf"))
        return F.softmax(wei, dim=-1) @ v
""",
    ]
    notebook = {
        "cells": [{"cell_type": "code", "metadata": {}, "source": c, "outputs": [], "execution_count": None}
                  for c in cells],
        "metadata": {"language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path = tmp_path / "gpt.ipynb"
    path.write_text(json.dumps(notebook))
    run = api.lint_paths([path], select=["TL416"], preview=True)
    [finding] = [d for f in run.files for d in f.diagnostics]
    assert "is_causal=True" in finding.message
    assert [r.message for r in finding.related] == [
        "the product of queries and keys",
        "the weights applied to the values",
    ]


def test_one_query_token_is_silent(tmp_path: Path) -> None:
    for queries in ("self.q(x[:, 0]).unsqueeze(1)", "self.q(x[:, 0:1, ...])", "self.q(x[:, :1])"):
        source = f"""class A(nn.Module):
    def forward(self, x):
        q = {queries}
        attn = (q @ self.k(x).transpose(-2, -1)).softmax(dim=-1)
        return attn @ self.v(x)
"""
        assert _findings(tmp_path, source) == [], queries
    every_token = "class A(nn.Module):\n    def forward(self, x):\n        q = self.q(x[:, 1:])\n" \
        "        attn = (q @ self.k(x).transpose(-2, -1)).softmax(dim=-1)\n        return attn @ self.v(x)\n"
    assert _findings(tmp_path, every_token) == [(4, None)]


ATTENTION = """class A(nn.Module):
    def forward(self, q, k, v):
        return F.softmax(q @ k.transpose(-2, -1), dim=-1) @ v
"""


def test_a_file_nothing_imports_decides_alone_where_its_attention_runs(tmp_path: Path) -> None:
    # v2 (fresh34 review): CPU demonstrations, lessons that train nothing, classes nothing uses
    cpu = _findings(tmp_path, ATTENTION + TRAINS.replace(".cuda()", ""), trains=False)
    assert [reason.split(":")[0] for _, reason in cpu] == ["nothing here runs on an accelerator"]
    demo = _findings(tmp_path, ATTENTION + 'A().to("cuda")(q, k, v)\n', trains=False)
    assert [reason.split(":")[0] for _, reason in demo] == [
        "the file (which no other file of the project imports) trains nothing"
    ]
    unused = _findings(tmp_path, ATTENTION.replace("class A", "class Unused") + TRAINS, trains=False)
    assert [reason.split(":")[0] for _, reason in unused] == ["nothing uses this class"]


def test_a_module_another_file_imports_is_reported_as_written(tmp_path: Path) -> None:
    # the training script that imports it decides; the model file names no device itself
    (tmp_path / "model.py").write_text(HEAD + ATTENTION)
    (tmp_path / "train.py").write_text("from model import A\n")
    run = api.lint_paths([tmp_path / "model.py"], select=["TL416"], preview=True, pedantic=True)
    assert [(d.location.row, d.pedantic) for f in run.files for d in f.diagnostics] == [(8, None)]


def test_soft_capped_scores_are_silent(tmp_path: Path) -> None:
    # Gemma's `cap * tanh(scores / cap)`, also where a branch applies it: SDPA cannot compute it
    source = """class A(nn.Module):
    def forward(self, q, k, v, softcap=None):
        scores = q @ k.transpose(-2, -1)
        if softcap is not None:
            scores = torch.tanh(scores / softcap) * softcap
        return F.softmax(scores, dim=-1) @ v
"""
    assert _findings(tmp_path, source) == []
