"""What a project's code and configuration files say of a transformer's size: the number of
tokens it attends over and its width.

A fused attention kernel saves memory with the size of the score matrix
(benchmarks/usercode/attention_cost.md): a third of a nanoGPT's peak at 256 tokens, more at
1024, a few percent at 128 tokens and width 256, where what it saves is kernel launches
(about a millisecond per block and step on the measuring host) in runs of minutes, which
engineers reviewing such code did not change. A model file rarely shows its size: the sequence length and the width
are a configuration's (`GPTConfig(block_size=256, n_embd=384)`, a `config.yaml`, a
command-line default), set in the script that trains the model. So the size is read, as
text, from the files that configure the model: the checked file itself, the project's files
that import it (`train.py`'s `from model import GPT`), the project modules either imports
(`config.py`), and the YAML and JSON files and the modules named for a configuration
(`config.py`, `hparams.py`) beside those or in a `configs/` folder next to them
(torchlint.semantic.project finds the files; every file read is a dependency of the check's
cached result, so a changed configuration re-checks the model; a configuration file added
later is noticed when a file the check read changes).

What counts, in any of those files (names compared without case):

- **tokens**: an integer literal given to a sequence-length name (`block_size = 256`,
  `max_seq_len: int = 512`, `context_length=1024` in a call, `"n_ctx": 1024` in a dict or
  JSON, `block_size: 128` in YAML, `parser.add_argument("--block_size", type=int,
  default=128)`), or a vision transformer's patch count, ``(image_size // patch_size) ** 2``
  for an image size given with a patch size next to it (`ViT(image_size=28, patch_size=7)`);
- **width**: an integer literal given to a width name (`n_embd`, `d_model`, `embed_dim`,
  `hidden_size`..., and a LLaMA-style `dim: int = 512`).

For TL407 (`imports=True`) also, from the same files and every project module the checked
file imports: **depth**, an integer given to a block-count name (`n_layer`, `num_layers`,
`depth`, `num_encoder_layers`...); a width in capitals on a configuration object
(`CN.MODEL.DIM = 1024`, for both rules); and whether any of them shows a **transformer**
(attention layers of torch.nn, the fused kernel, a head count). In that reading a file giving
four or more different widths (or depths) is a table of model sizes and gives none, and a
`max_len` of 4096 or more is a positional encoding's table, not a sequence length; a bare `dim`
given beside a block or head count (`dict(dim=512, n_layers=6)`) is a width; and the checked
file's own values, where it gives any of a kind, are the model's (a notebook's configuration
overrides the defaults of the `ModelArgs` it imports).

The largest value of each is the model's: a project that trains a small and a large model
is taken at its large one, and a value the files do not show is unknown. Lengths written as
arithmetic (`128 * 4`) or read from elsewhere are not counted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from torchlint.semantic.project import Project

SEQUENCE = (
    "block_size", "context_length", "context_len", "context_size", "context_window", "ctx_len",
    "max_len", "maxlen", "max_seq_len", "max_seq_length", "max_sequence_length", "seq_len",
    "seq_length", "sequence_length", "n_ctx", "n_positions", "max_position_embeddings",
)
WIDTH = (
    "n_embd", "n_embed", "n_embedding", "d_model", "dim_model", "model_dim", "d_embed",
    "embed_dim", "emb_dim", "embedding_dim", "embed_size", "emb_size", "embedding_size",
    "hidden_size", "hidden_dim",
)
# a transformer's number of blocks (TL407 reads it; TL416 does not)
DEPTH = (
    "n_layer", "n_layers", "num_layers", "num_hidden_layers", "n_blocks", "num_blocks", "depth",
    "num_encoder_layers", "num_decoder_layers", "n_encoder_layers", "n_decoder_layers",
)
IMAGE = ("image_size", "img_size")
PATCH = ("patch_size",)
# A value a configuration gives a name: `name = 128`, `name: int = 128`, `name=128` in a call,
# `"name": 128` in a dict or JSON, `name: 128` in YAML; the number ends the value.
_END = r"(?=[ \t]*(?:[,)\]}#;\r\n]|$))"


def _assigned(names: tuple[str, ...]) -> re.Pattern[str]:
    words = "|".join(names)
    return re.compile(
        rf"""(?<![\w-])({words})["']?[ \t]*(?::[ \t]*[\w.\[\]]+[ \t]*)?[=:][ \t]*(\d+){_END}""",
        re.IGNORECASE | re.MULTILINE,
    )


def _option(names: tuple[str, ...]) -> re.Pattern[str]:
    """``add_argument("--block-size", type=int, default=128)``: the flag, then its default
    before the call's closing parenthesis."""
    words = "|".join(name.replace("_", "[-_]") for name in names)
    return re.compile(
        rf"""["']--?({words})["'][^)]*?\bdefault[ \t]*=[ \t]*(\d+){_END}""", re.IGNORECASE
    )


_PATTERNS = {
    kind: (_assigned(names), _option(names))
    for kind, names in (("tokens", SEQUENCE), ("width", WIDTH), ("depth", DEPTH), ("image", IMAGE), ("patch", PATCH))
}
# LLaMA's `ModelArgs`: `dim: int = 4096` (a bare `dim=` is a softmax's axis, never a width),
# and a yacs-style configuration's `CFG.MODEL.DIM = 1024` (the name written in capitals)
_LLAMA_DIM = re.compile(rf"^[ \t]*(dim)[ \t]*:[ \t]*int[ \t]*=[ \t]*(\d+){_END}", re.MULTILINE)
_CONFIG_DIM = re.compile(rf"^[ \t]*[\w.]*\.(DIM)[ \t]*=[ \t]*(\d+){_END}", re.MULTILINE)
# What says the model is a transformer, in the code of a file read: attention layers of
# torch.nn, the fused kernel, a head count (`n_head`, `num_heads`, `nhead`).
TRANSFORMER_SIGNS = re.compile(
    r"\b(?:MultiheadAttention|Transformer(?:Encoder|Decoder)(?:Layer)?|scaled_dot_product_attention|"
    r"n_heads?|num_heads|nheads?|num_attention_heads|N_HEADS)\b"
)
CONFIG_SUFFIXES = (".yaml", ".yml", ".json")
# The words of a Python module's name that say it holds a configuration (`config.py`,
# `model_config.py`, `hparams.py`): such a module beside the model or imported by it or by a
# file that imports it is read; other imported modules (`utils.py`) are not.
CONFIG_WORDS = frozenset(
    {"config", "configs", "cfg", "conf", "configuration", "hparams", "hyperparameters", "hyperparams",
     "params", "parameters", "settings", "args", "arguments", "options", "opts", "constants"}
)


def _configures(path: Path) -> bool:
    return path.suffix in CONFIG_SUFFIXES or (
        path.suffix == ".py" and any(word in CONFIG_WORDS for word in re.split(r"[_\-.]", path.stem.lower()))
    )


CONFIG_FOLDERS = ("config", "configs", "conf", "cfg")
# Files read at most, the checked one included.
FILES = 24
# A file giving this many different widths (or depths) lists model sizes to choose from (TL407).
TABLE = 4
# How far apart an image size and its patch size may be written (one call, one configuration).
NEAR = 200


@dataclass(frozen=True)
class Evidence:
    """One value a file gives a size name."""

    value: int
    text: str  # the name and the value: "block_size = 128" (also for `"block_size": 128`)
    path: str  # the file's name as shown: "train.py", "configs/small.yaml"
    line: int

    def __str__(self) -> str:
        return f"`{self.text}` ({self.path}:{self.line})"


@dataclass(frozen=True)
class Size:
    """The largest number of tokens and the largest width the files show (None: not shown)."""

    tokens: Evidence | None
    width: Evidence | None
    # TL407's: the largest block count, and whether a file read builds attention
    depth: Evidence | None = None
    transformer: bool = False

    @property
    def base_sized(self) -> bool:
        """A transformer whose training step bf16 autocast measured about twice as fast (TL407):
        at least 512 wide and 6 blocks deep, unless the files show it attends over fewer than
        64 tokens; or at least 384 wide and 6 blocks deep over at least 192 tokens (the
        nanoGPT lecture's and ViT-S's size). Measured on an H200
        (benchmarks/usercode/attention_cost.md, float32 against bf16 autocast, the fused
        kernel in both, batch 32-64): 1.95x at width 512, 6 blocks, 128 tokens; 2.0-2.4x at
        width 384, 6 blocks, 197-256 tokens; 2.9-3.0x at width 768. Below: 1.23x at width 256,
        4 blocks, 128 tokens; 0.6-0.7x (slower) for a ViT of width 192 over 65 tokens. The
        one exception above the line, a 12-block width-768 GPT at 128 tokens, ran at batch 8
        (1,024 tokens a step: 1.02x)."""
        if not (self.transformer and self.width is not None and self.depth is not None and self.depth.value >= 6):
            return False
        tokens = self.tokens.value if self.tokens is not None else None
        if self.width.value >= 512:
            return tokens is None or tokens >= 64
        return self.width.value >= 384 and tokens is not None and tokens >= 192

    @property
    def small(self) -> bool:
        """A model whose step a fused kernel does not change: at most 128 tokens at a width
        of at most 256, at most 64 tokens where the width is not shown, or a width of at most
        128 where the length is not shown. Reviews of user code called every such model noise
        (fresh34, fresh35: block 32-128 at widths 32-256; MNIST ViTs of 16-50 tokens)."""
        tokens = self.tokens.value if self.tokens is not None else None
        width = self.width.value if self.width is not None else None
        if tokens is not None and width is not None:
            return tokens <= 128 and width <= 256
        if tokens is not None:
            return tokens <= 64
        if width is not None:
            return width <= 128
        return False


def _matches(kind: str, text: str) -> list[tuple[int, re.Match[str]]]:
    found = [(int(m.group(2)), m) for pattern in _PATTERNS[kind] for m in pattern.finditer(text)]
    if kind == "width":
        found += [(int(m.group(2)), m) for pattern in (_LLAMA_DIM, _CONFIG_DIM) for m in pattern.finditer(text)]
    return [(value, m) for value, m in found if value > 0]


# A bare `dim` (never a width alone: a softmax's axis) given beside a block or head count, in
# one call or configuration (`ModelArgs(dim=512, n_layers=6)`, `dict(dim=512, n_heads=8)`)
_DIM = re.compile(rf"""(?<![\w-])(dim)["']?[ \t]*[=:][ \t]*(\d+){_END}""", re.MULTILINE)
_BLOCKS_OR_HEADS = re.compile(r"\b(?:n_layers?|num_layers|depth|n_heads?|num_heads|n_blocks)\b", re.IGNORECASE)


def _dims_beside_depths(text: str, shown: str) -> list[Evidence]:
    near = [m.start() for m in _BLOCKS_OR_HEADS.finditer(text)]
    return [
        _evidence(int(m.group(2)), m, text, shown)
        for m in _DIM.finditer(text)
        if int(m.group(2)) > 0 and any(abs(at - m.start()) <= NEAR for at in near)
    ]


def _evidence(value: int, match: re.Match[str], text: str, shown: str, written: str | None = None) -> Evidence:
    line = text.count("\n", 0, match.start()) + 1
    return Evidence(value, written or f"{match.group(1)} = {value}", shown, line)


def _patches(text: str, shown: str) -> list[Evidence]:
    """A vision transformer's patch count, ``(image_size // patch_size) ** 2``, for each image
    size given with a patch size next to it (in one call or configuration: within
    :data:`NEAR` characters), the nearest one."""
    found = []
    patches = _matches("patch", text)
    for image, match in _matches("image", text):
        near = [(abs(m.start() - match.start()), value) for value, m in patches if abs(m.start() - match.start()) <= NEAR]
        if not near:
            continue
        patch = min(near)[1]
        if image >= patch:
            written = f"{match.group(1)} = {image}, patch_size = {patch}"
            found.append(_evidence((image // patch) ** 2, match, text, shown, written))
    return found


def model_size(project: Project | None, source: str, filename: str, imports: bool = False) -> Size:
    """The size the checked file (``source``, at ``filename``) and the files that configure
    it show (see the module's docstring). Without a project (text on standard input), the
    checked file alone. ``imports``: also every project module the checked file imports, not
    only those named for a configuration (a training script's `from model import GPT`, whose
    dataclass gives the defaults: TL407 reads a training script, TL416 the model's file)."""
    texts: list[tuple[str, str]] = [(source, Path(filename).name)]
    if project is not None:
        texts += _configuring_texts(project, source, imports)
    found: dict[str, list[Evidence]] = {"tokens": [], "width": [], "depth": []}
    own: dict[str, list[Evidence]] = {"tokens": [], "width": [], "depth": []}
    for index, (text, shown) in enumerate(texts):
        for kind, values in found.items():
            matched = [_evidence(v, m, text, shown) for v, m in _matches(kind, text)]
            if imports and kind == "width":
                matched += _dims_beside_depths(text, shown)
            if imports and kind != "tokens" and len({e.value for e in matched}) >= TABLE:
                # a table of model sizes (minGPT's `gpt-nano` to `gpt2-xl`): which one trains
                # is chosen at run time
                continue
            if imports and kind == "tokens":
                # a positional encoding's table (the PyTorch tutorial's `max_len=5000`) is no
                # sequence the model trains on
                matched = [e for e in matched if not (e.text.split()[0].lower() in ("max_len", "maxlen") and e.value >= 4096)]
            values += matched
            if index == 0:
                own[kind] += matched
        patches = _patches(text, shown)
        found["tokens"] += patches
        if index == 0:
            own["tokens"] += patches
    if imports:
        # the checked file's own values configure the model it trains: a notebook's
        # `dict(dim=512, n_layers=6)` overrides the `ModelArgs` defaults of the module it imports
        found = {kind: own[kind] or values for kind, values in found.items()}
    largest = {kind: max(values, key=lambda e: e.value, default=None) for kind, values in found.items()}
    return Size(
        largest["tokens"], largest["width"], largest["depth"],
        any(TRANSFORMER_SIGNS.search(text) for text, _ in texts),
    )


def _configuring_texts(project: Project, source: str, imports: bool = False) -> list[tuple[str, str]]:
    """The texts of the files that configure the checked file's model, each with its name as
    shown (relative to the checked file's folder where it is below it)."""
    origin = project.origin
    paths: list[Path] = []

    def add(path: Path) -> None:
        if path != origin and path not in paths and len(paths) < FILES - 1:
            paths.append(path)

    # the files that import the checked one, and the files that import those (`attention.py`
    # is imported by `model.py`, which `train.py` imports)
    importers = project.importing_files()
    for importer in list(importers):
        if len(importers) >= FILES // 2:
            break
        around = project.around_file(importer)
        importers += [p for p in around.importing_files() if p not in importers and p != project.origin]
        project.dependencies.update(around.dependencies)
    for path in project.imported_modules(source):
        if imports or _configures(path):
            add(path)
    for importer in importers:
        add(importer)
    texts: list[tuple[str, str]] = []
    at = 0
    while at < len(paths):  # grows: the modules an importer imports come after it
        path = paths[at]
        at += 1
        text = project.text_of(path)
        if text is None:
            continue
        texts.append((text, _shown(path, origin)))
        if path in importers:
            for module in project.imported_modules(text, importer=path):
                if _configures(module):
                    add(module)
    folders = dict.fromkeys([origin.parent] + [p.parent for p in paths])
    configs = [c for folder in folders for c in _config_files(folder) if c != origin and c not in paths]
    for config in configs[: max(0, FILES - 1 - len(texts))]:
        text = project.text_of(config)
        if text is not None:
            texts.append((text, _shown(config, origin)))
    return texts


def _config_files(folder: Path) -> list[Path]:
    """YAML and JSON files and Python modules named for a configuration (`config.py`) in
    ``folder`` and in its configuration subfolders (`configs/`), in name order."""
    found: list[Path] = []
    for where in [folder] + [folder / name for name in CONFIG_FOLDERS]:
        try:
            entries = sorted(where.iterdir()) if where.is_dir() else []
        except OSError:
            continue
        found += [e for e in entries if _configures(e) and e.is_file()]
    return found


def _shown(path: Path, origin: Path) -> str:
    try:
        return path.relative_to(origin.parent).as_posix()
    except ValueError:
        try:
            return path.relative_to(origin.parent.parent).as_posix()
        except ValueError:
            return path.name
