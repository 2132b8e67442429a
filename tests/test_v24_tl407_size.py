"""TL407 v8 (issue 24, round 20): a transformer's size, read from the files that configure it
(torchlint.semantic.model_size), decides whether its float32 training is compute-heavy.

The recall panels of rounds 18-19 confirmed float32 trainings of transformers that the rule
called "not known to be compute-heavy" (a 1024-wide 12-block LLaMA, 512-wide translation and
music transformers): the model's class is the user's own, so no name says its size, and its
configuration sits in `config.py` or in the model module's dataclass. Measured on an H200
(benchmarks/usercode/attention_cost.md), bf16 autocast ran such steps about 2x faster and a
ViT of width 192 over 65 tokens slower. Also two evidence mends from the held-out reviews: a
submodule called in `forward` (`self.vit_head(x)`) builds no ViT, and a 1-d convolution of 512
channels is no heavy convolution.
"""

from __future__ import annotations

from pathlib import Path

from test_v14_project import _stat_trusted_at_once  # noqa: F401 - an autouse fixture: it applies here

from torchlint import api
from torchlint.semantic.model_size import model_size

MODEL = """import torch.nn as nn


class GPT(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.emb = nn.Embedding(cfg.vocab_size, cfg.n_embd)
        layer = nn.TransformerEncoderLayer(cfg.n_embd, cfg.n_head, batch_first=True)
        self.blocks = nn.TransformerEncoder(layer, cfg.n_layer)
        self.head = nn.Linear(cfg.n_embd, cfg.vocab_size)

    def forward(self, x):
        return self.head(self.blocks(self.emb(x)))
"""
TRAIN = """import torch
import torch.nn.functional as F
from config import Config
from model import GPT

device = "cuda"
cfg = Config()
model = GPT(cfg).to(device)
optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4)
for step in range(5000):
    x = torch.randint(0, cfg.vocab_size, (64, cfg.block_size), device=device)
    logits = model(x)
    loss = F.cross_entropy(logits.view(-1, logits.size(-1)), x.view(-1))
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
"""
AUTOCAST = (
    "this training loop runs in float32 on the accelerator (no autocast, bf16/fp16 cast or "
    "GradScaler in this file): `torch.autocast(device_type=\"cuda\", dtype=torch.bfloat16)` "
    "around the forward and loss runs matmuls and convolutions on tensor cores"
)


def _config(width: int, depth: int, block: int) -> str:
    return (
        "from dataclasses import dataclass\n\n\n@dataclass\nclass Config:\n"
        f"    vocab_size: int = 50257\n    block_size: int = {block}\n    n_embd: int = {width}\n"
        f"    n_head: int = 8\n    n_layer: int = {depth}\n"
    )


def _project(tmp_path: Path, width: int, depth: int, block: int) -> Path:
    (tmp_path / "model.py").write_text(MODEL)
    (tmp_path / "config.py").write_text(_config(width, depth, block))
    train = tmp_path / "train.py"
    train.write_text(TRAIN)
    return train


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def _found(path: Path, pedantic: bool = False) -> list[str]:
    run = api.lint_paths([path], select=["TL407"], preview=True, pedantic=pedantic)
    return [f"{d.location.row}:{d.location.column} {d.message}" for f in run.files for d in f.diagnostics]


def test_base_sized_transformer_configured_in_another_file_is_reported(tmp_path):
    train = _project(tmp_path, 512, 6, 256)
    assert _found(train) == [
        f"15:5 {AUTOCAST} (the model is compute-heavy: it trains a transformer 512 wide and 6 blocks "
        "deep over 256 tokens (`n_embd = 512` (config.py:8), `n_layer = 6` (config.py:10), "
        "`block_size = 256` (config.py:7)), where bf16 measured about 2x a step)"
    ]


def test_nanogpt_lecture_size_is_reported_but_not_below_it(tmp_path):
    # width 384 and 6 blocks: heavy over 256 tokens (measured 2.0-2.4x), not over 128
    assert len(_found(_project(tmp_path, 384, 6, 256))) == 1
    assert _found(_project(tmp_path, 384, 6, 128)) == []


def test_shallow_or_narrow_transformer_stays_pedantic(tmp_path):
    for width, depth in ((512, 4), (256, 12)):
        train = _project(tmp_path, width, depth, 256)
        assert _found(train) == []
        found = _found(train, pedantic=True)
        assert len(found) == 1 and "not known to be compute-heavy" in found[0]


def test_a_table_of_sizes_says_nothing(tmp_path):
    # minGPT's model types, gpt-nano to gpt2-xl, in one file: which trains is chosen at run time
    train = _project(tmp_path, 48, 3, 256)
    (tmp_path / "model.py").write_text(
        MODEL + "\nTYPES = {\n    'gpt-nano': dict(n_layer=3, n_embd=48),\n    'gpt-mini': dict(n_layer=6, n_embd=192),\n"
        "    'gpt2': dict(n_layer=12, n_embd=768),\n    'gpt2-xl': dict(n_layer=48, n_embd=1600),\n}\n"
    )
    assert _found(train) == []
    size = model_size(None, (tmp_path / "model.py").read_text(), str(tmp_path / "model.py"), imports=True)
    assert size.width is None and size.depth is None
    # TL416's reading (no imports) still takes the largest
    assert model_size(None, (tmp_path / "model.py").read_text(), str(tmp_path / "model.py")).width.value == 1600


def test_positional_table_length_is_no_sequence(tmp_path):
    train = _project(tmp_path, 384, 6, 128)
    (tmp_path / "model.py").write_text(MODEL + "\n\ndef positions(d_model, max_len=5000):\n    return max_len\n")
    assert _found(train) == []  # 128 tokens as configured, not 5000


def test_config_attribute_in_capitals_is_a_width(tmp_path):
    # a yacs-style `CN.MODEL.DIM = 1024` (mini-llama3 of the fresh37 recall panel)
    text = "CN.MODEL.DIM = 1024\nCN.MODEL.N_LAYERS = 12\nCN.MODEL.N_HEADS = 8\n"
    size = model_size(None, text, "config.py", imports=True)
    assert (size.width.value, size.depth.value, size.transformer, size.base_sized) == (1024, 12, True, True)


def test_a_model_without_attention_is_not_judged_by_size(tmp_path):
    # an LSTM's `hidden_size = 512, num_layers = 6`: the transformer estimate does not apply
    text = "import torch.nn as nn\nrnn = nn.LSTM(input_size=128, hidden_size=512, num_layers=6)\n"
    size = model_size(None, text, "train.py", imports=True)
    assert (size.width.value, size.depth.value, size.transformer, size.base_sized) == (512, 6, False, False)


SHALLOW_VIT = """import torch
import torch.nn as nn

n_embd = 32
block_size = 16
n_head = 4


class ViT(nn.Module):
    def __init__(self):
        super().__init__()
        self.patch = nn.Conv2d(1, n_embd, 7, stride=7)
        self.attn = nn.MultiheadAttention(n_embd, n_head, batch_first=True)
        self.vit_head = nn.Linear(n_embd, 10)

    def forward(self, x):
        x = self.patch(x).flatten(2).transpose(1, 2)
        x, _ = self.attn(x, x, x)
        return self.vit_head(x.mean(1))


device = "cuda"
model = ViT().to(device)
optimizer = torch.optim.Adam(model.parameters())
for epoch in range(20):
    for x, y in [(torch.randn(64, 1, 28, 28), torch.zeros(64, dtype=torch.long))]:
        loss = nn.functional.cross_entropy(model(x.to(device)), y.to(device))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
"""


def test_submodule_call_named_like_vit_builds_nothing(tmp_path):
    # fresh35's shallow MNIST ViT: `self.vit_head(x)` was read as building a `vit_*` model,
    # and its configuration (width 32, 16 tokens) says it is small
    path = _write(tmp_path / "vit.py", SHALLOW_VIT)
    assert _found(path) == []
    found = _found(path, pedantic=True)
    assert len(found) == 1 and "not known to be compute-heavy" in found[0]


def test_small_own_transformer_named_vit_is_not_heavy_by_name(tmp_path):
    # a class of the project named like a ViT is judged by its configured size
    (tmp_path / "models.py").write_text(
        "import torch.nn as nn\n\n\nclass DeiT(nn.Module):\n    def __init__(self, d_model=128, n_heads=4):\n"
        "        super().__init__()\n        self.attn = nn.MultiheadAttention(d_model, n_heads)\n"
    )
    train = _write(tmp_path / "train.py", TRAIN.replace("from config import Config\nfrom model import GPT", "from models import DeiT").replace(
        "cfg = Config()\nmodel = GPT(cfg)", "cfg = None\nmodel = DeiT()").replace("cfg.vocab_size", "100").replace("cfg.block_size", "64"))
    assert _found(train) == []
    # the same class at a ViT-B's configuration is heavy by its name, as before
    (tmp_path / "models.py").write_text((tmp_path / "models.py").read_text().replace("d_model=128", "d_model=768"))
    found = _found(train)
    assert len(found) == 1 and "it builds `DeiT`" in found[0]


CNN = """import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(128, 512, 3)
        self.fc = nn.Linear(512, 10)

    def forward(self, x):
        return self.fc(self.conv(x).mean(-1))


device = "cuda"
model = Net().to(device)
optimizer = torch.optim.Adam(model.parameters())
for epoch in range(20):
    for x, y in [(torch.randn(32, 128, 126), torch.zeros(32, dtype=torch.long))]:
        loss = nn.functional.cross_entropy(model(x.to(device)), y.to(device))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
"""


def test_one_dimensional_convolutions_of_512_channels_are_not_heavy(tmp_path):
    # a spectrogram CNN of fresh37 (128 -> 512 channels over 126 frames): tens of MFLOPs a sample
    path = _write(tmp_path / "cnn.py", CNN)
    assert _found(path) == []
    assert len(_found(path, pedantic=True)) == 1
    conv2d = _write(tmp_path / "cnn2.py", CNN.replace("nn.Conv1d", "nn.Conv2d"))
    assert "convolutions of 512 channels or more" in _found(conv2d)[0]


def test_the_checked_files_own_values_win_over_imported_defaults(tmp_path):
    # a notebook configuring `dict(dim=512, n_layers=6, ...)` for `ModelArgs` whose dataclass
    # defaults are LLaMA-7B's (4096 wide, 32 blocks): the notebook's values are the model's
    (tmp_path / "components.py").write_text(
        "from dataclasses import dataclass\n\n\n@dataclass\nclass ModelArgs:\n    dim: int = 4096\n"
        "    n_layers: int = 32\n    n_heads: int = 32\n    max_seq_len: int = 2048\n"
    )
    source = "from components import ModelArgs\n\nCFG = dict(\n    dim=512,\n    n_layers=6,\n    n_heads=8,\n    max_seq_len=128,\n)\n"
    train = _write(tmp_path / "train.py", source)
    from torchlint.engine import module_model
    from torchlint.semantic.project import Project

    size = model_size(Project.around(str(train), module_model), source, str(train), imports=True)
    assert (size.width.value, size.depth.value, size.tokens.value) == (512, 6, 128)
    assert str(size.width) == "`dim = 512` (train.py:4)"
    # a bare `dim` with no block or head count near it is a softmax's axis, not a width
    alone = model_size(None, "x = F.softmax(y, dim=1)\nCFG = dict(dim=512)\n", "t.py", imports=True)
    assert alone.width is None
