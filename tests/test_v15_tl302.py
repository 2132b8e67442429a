"""TL302 v11 (issue 24, round 14): loaders where adding workers alone would break the program,
or would not pay, are `--pedantic` with their reason. Found on the held-out reviews of user code
(fresh16, fresh24, fresh25; both reviewers of each half called every such finding noise):

- a dataset class that puts tensors on the device (a label mask moved with `.cuda()` in
  `__init__` and indexed per sample): a worker process cannot use CUDA;
- a script on Windows or macOS (a drive path, the `mps` device) with no `__main__` guard, or a
  notebook there whose dataset class is its own: spawned workers re-run the script, or cannot
  find the class;
- batches of one sample; one batch holding the whole set (`batch_size=len(ds)`);
- `ToPILImage` is a conversion, `transforms.Scale` is `Resize`'s old name;
- a loader handed to an evaluation function of a project module (read, never imported) is an
  evaluation loader, judged so in a file that trains nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from torchlint import api
from torchlint.rules.dataloader_single_process import (
    BATCH_OF_ONE,
    DEVICE_DATASET,
    SPAWN_NOTEBOOK,
    SPAWN_SCRIPT,
    WHOLE_SET,
)

# A training script over a dataset class of the file that decodes an image per sample: TL302
# reports its loader by default (line 17).
SCRIPT = """import torch
from PIL import Image
from torch.utils.data import DataLoader, Dataset

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
DATA = "faces/"


class Faces(Dataset):
    def __init__(self, paths):
        self.paths = paths

    def __getitem__(self, i):
        return Image.open(self.paths[i])


loader = DataLoader(Faces(DATA), batch_size=64, shuffle=True)
for epoch in range(100):
    for x in loader:
        loss = model(x.to(device)).mean()
        loss.backward()
        optimizer.step()
"""
LOADER_ROW = 17


def _reasons(source: str, filename: str = "train.py") -> list[str | None]:
    """The pedantic reason of each TL302 finding on the loader (None: reported by default)."""
    row = next(i for i, line in enumerate(source.splitlines(), 1) if line.startswith("loader = DataLoader("))
    return [
        d.pedantic
        for d in api.lint_source(source, filename, select=["TL302"], preview=True, pedantic=True)
        if d.location.row == row
    ]


def test_the_script_is_reported_by_default() -> None:
    assert SCRIPT.splitlines()[LOADER_ROW - 1].startswith("loader = DataLoader(")
    assert _reasons(SCRIPT) == [None]


@pytest.mark.parametrize(
    "move",
    [
        "self.mask = torch.ones(len(paths)).cuda()",  # stored in __init__, indexed per sample
        "self.mask = self._mask().to(device)",
        "self.mask = torch.ones(len(paths)).to(device=device)",
    ],
)
def test_a_dataset_holding_device_tensors_is_pedantic(move: str) -> None:
    source = SCRIPT.replace(
        "        self.paths = paths\n", f"        self.paths = paths\n        {move}\n"
    ).replace("return Image.open(self.paths[i])", "return Image.open(self.paths[i]), self.mask[i]")
    assert _reasons(source) == [DEVICE_DATASET]


def test_a_move_in_a_method_the_dataset_calls_per_sample_counts() -> None:
    source = SCRIPT.replace(
        "        return Image.open(self.paths[i])\n",
        "        return self._load(i)\n\n    def _load(self, i):\n        return Image.open(self.paths[i]).cuda()\n",
    )
    # two lines more before the loader
    assert [
        d.pedantic for d in api.lint_source(source, "train.py", select=["TL302"], preview=True, pedantic=True)
    ] == [DEVICE_DATASET]


def test_a_dtype_conversion_is_no_device_move() -> None:
    # WHY reported: `.to(torch.float32)` keeps the tensor on the host, workers can build it
    source = SCRIPT.replace(
        "        self.paths = paths\n", "        self.paths = paths\n        self.mask = torch.ones(3).to(torch.float32)\n"
    )
    assert _reasons(source) == [None]


@pytest.mark.parametrize("platform", ['DATA = "C:/Users/me/faces/"', "DATA = r'D:\\\\faces'", 'device = torch.device("mps")'])
def test_an_unguarded_script_on_a_spawn_platform_is_pedantic(platform: str) -> None:
    head = 'device = torch.device("cuda" if torch.cuda.is_available() else "cpu")\nDATA = "faces/"'
    if platform.startswith("DATA"):
        source = SCRIPT.replace('DATA = "faces/"', platform)
    else:
        source = SCRIPT.replace(head, platform + '\nDATA = "faces/"')
    assert _reasons(source) == [SPAWN_SCRIPT]


def test_a_guarded_script_on_a_spawn_platform_keeps_the_finding() -> None:
    # WHY reported: behind `if __name__ == "__main__":` spawned workers import the script
    # without running it, so workers can simply be added
    body = SCRIPT[SCRIPT.index("loader = DataLoader"):]
    guarded = SCRIPT[: SCRIPT.index("loader = DataLoader")].replace('"faces/"', '"C:/faces/"') + (
        "def main():\n" + "".join("    " + line + "\n" for line in body.splitlines())
        + 'if __name__ == "__main__":\n    main()\n'
    )
    found = api.lint_source(guarded, "train.py", select=["TL302"], preview=True, pedantic=True)
    assert [d.pedantic for d in found] == [None]


def test_a_function_the_unguarded_script_calls_is_unguarded_too() -> None:
    body = SCRIPT[SCRIPT.index("loader = DataLoader"):]
    source = SCRIPT[: SCRIPT.index("loader = DataLoader")].replace('"faces/"', '"C:/faces/"') + (
        "def main():\n" + "".join("    " + line + "\n" for line in body.splitlines()) + "main()\n"
    )
    found = api.lint_source(source, "train.py", select=["TL302"], preview=True, pedantic=True)
    assert [d.pedantic for d in found] == [SPAWN_SCRIPT]


def test_a_linux_script_without_a_guard_keeps_the_finding() -> None:
    # WHY reported: on Linux workers start by fork and do not run the script again
    assert _reasons(SCRIPT.replace('"faces/"', '"/home/me/faces/"')) == [None]


def _notebook(tmp_path: Path, source: str) -> Path:
    import json

    cells = [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
              "source": source.splitlines(keepends=True)}]
    path = tmp_path / "train.ipynb"
    path.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    return path


def test_a_notebook_on_macos_with_its_own_dataset_class_is_pedantic(tmp_path: Path) -> None:
    source = SCRIPT.replace('"cuda" if torch.cuda.is_available() else "cpu"', '"mps"')
    run = api.lint_paths([_notebook(tmp_path, source)], select=["TL302"], preview=True, pedantic=True)
    assert [d.pedantic for f in run.files for d in f.diagnostics] == [SPAWN_NOTEBOOK]


def test_a_notebook_on_macos_over_a_torchvision_dataset_keeps_the_finding(tmp_path: Path) -> None:
    # WHY reported: spawned workers import torchvision's class, which they can find
    source = SCRIPT.replace('"cuda" if torch.cuda.is_available() else "cpu"', '"mps"').replace(
        "Faces(DATA)", "ImageFolder(DATA)"
    ).replace("from PIL import Image\n", "from PIL import Image\nfrom torchvision.datasets import ImageFolder\n")
    run = api.lint_paths([_notebook(tmp_path, source)], select=["TL302"], preview=True, pedantic=True)
    assert [d.pedantic for f in run.files for d in f.diagnostics] == [None]


def test_batches_of_one_sample_are_pedantic() -> None:
    assert _reasons(SCRIPT.replace("batch_size=64", "batch_size=1")) == [BATCH_OF_ONE]
    # WHY reported: two samples a batch is not the batch-of-one form (nor, with no pretrained
    # model in the file, the two-sample one)
    assert _reasons(SCRIPT.replace("batch_size=64", "batch_size=2")) == [None]


def test_one_batch_holding_the_whole_set_is_pedantic() -> None:
    source = SCRIPT.replace(
        "loader = DataLoader(Faces(DATA), batch_size=64, shuffle=True)",
        "loader = DataLoader(faces, batch_size=len(faces), shuffle=True)",
    ).replace("\n\n\nloader", "\n\nfaces = Faces(DATA)\nloader")
    found = api.lint_source(source, "train.py", select=["TL302"], preview=True, pedantic=True)
    assert [d.pedantic for d in found] == [WHOLE_SET]


MNIST_GAN = """import torch
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

device = torch.device("cuda")
tf = transforms.Compose([TRANSFORMS])
loader = DataLoader(datasets.MNIST("data", download=True, transform=tf), batch_size=64, shuffle=True)
for epoch in range(50):
    for x, _ in loader:
        loss = model(x.to(device)).mean()
        loss.backward()
        optimizer.step()
"""


@pytest.mark.parametrize(
    ("transforms", "small"),
    [
        ("transforms.ToPILImage(), transforms.ToTensor()", True),
        ("transforms.Scale(64), transforms.ToTensor()", True),
        ("transforms.Scale(128), transforms.ToTensor()", False),
    ],
)
def test_to_pil_image_converts_and_scale_resizes(transforms: str, small: bool) -> None:
    found = api.lint_source(
        MNIST_GAN.replace("TRANSFORMS", transforms), "gan.py", select=["TL302"], preview=True, pedantic=True
    )
    assert len(found) == 1
    # small images kept small are --pedantic (the v7 form); a 128 px resize stays reported
    assert (found[0].pedantic is not None) is small


EVALUATE = """import torch


def save_compared_images(opt, generator, dataloader, device):
    generator.eval()
    for i, (images, _) in enumerate(dataloader):
        fake = generator(images.to(device))
        save_image(fake, f"{i}.png")
"""
TRAIN_FN = """def train(opt, generator, dataloader, device, optimizer):
    for images, _ in dataloader:
        loss = generator(images.to(device)).mean()
        loss.backward()
        optimizer.step()
"""
MAIN = """import torch
from torch.utils.data import DataLoader
from torchvision.datasets import ImageFolder

from fanogan.compare import save_compared_images


def main(opt):
    device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
    loader = DataLoader(ImageFolder(opt.root), batch_size=10, shuffle=False)
    save_compared_images(opt, generator, loader, device)
"""


def _project_reasons(tmp_path: Path, module: str, main: str = MAIN) -> list[str | None]:
    (tmp_path / "fanogan").mkdir()
    (tmp_path / "fanogan" / "__init__.py").write_text("")
    (tmp_path / "fanogan" / "compare.py").write_text(module)
    (tmp_path / "compare_main.py").write_text(main)
    run = api.lint_paths([tmp_path / "compare_main.py"], select=["TL302"], preview=True, pedantic=True)
    return [d.pedantic for f in run.files for d in f.diagnostics]


def test_a_loader_handed_to_an_evaluation_function_of_the_project_is_an_inference_pass(tmp_path: Path) -> None:
    [reason] = _project_reasons(tmp_path, EVALUATE)
    assert reason == "an inference or evaluation pass: the file trains nothing, each batch is read once"


def test_a_loader_handed_to_a_training_function_of_the_project_keeps_the_finding(tmp_path: Path) -> None:
    main = MAIN.replace("save_compared_images", "train")
    assert _project_reasons(tmp_path, TRAIN_FN, main) == [None]


def test_a_function_the_project_does_not_show_keeps_the_finding(tmp_path: Path) -> None:
    # WHY reported: a function that hands the batches to `trainer.step(...)` may train elsewhere
    stepping = EVALUATE.replace("fake = generator(images.to(device))", "fake = trainer.step(images.to(device))")
    assert _project_reasons(tmp_path, stepping) == [None]


def test_a_batch_size_the_class_binds_to_one_is_a_batch_of_one() -> None:
    # fresh26 review: a UGATIT trainer's `self.batch_size = 1` (both reviewers: noise)
    source = SCRIPT.replace(
        "loader = DataLoader(Faces(DATA), batch_size=64, shuffle=True)\nfor epoch in range(100):\n"
        "    for x in loader:\n        loss = model(x.to(device)).mean()\n        loss.backward()\n        optimizer.step()\n",
        "class Trainer:\n    def __init__(self):\n        self.batch_size = BATCH\n"
        "        self.loader = DataLoader(Faces(DATA), batch_size=self.batch_size, shuffle=True)\n\n"
        "    def train(self):\n        for epoch in range(100):\n            for x in self.loader:\n"
        "                loss = model(x.to(device)).mean()\n                loss.backward()\n                optimizer.step()\n",
    )
    found = api.lint_source(source.replace("BATCH", "1"), "train.py", select=["TL302"], preview=True, pedantic=True)
    assert [d.pedantic for d in found] == [BATCH_OF_ONE]
    # WHY reported: a class binding 16 (or a value it does not show) is no batch of one
    for batch in ("16", "batch"):
        found = api.lint_source(source.replace("BATCH", batch), "train.py", select=["TL302"], preview=True, pedantic=True)
        assert [d.pedantic for d in found] == [None]


def test_a_notebook_loader_never_read_is_unread_even_where_nothing_trains(tmp_path: Path) -> None:
    # fresh26 review: a notebook builds a test loader it never iterates (both: noise); a
    # script's module-level loader may be imported by another file, a notebook's cannot
    source = SCRIPT.replace("for epoch in range(100):", "test_loader = DataLoader(Faces(DATA), batch_size=64)\nfor epoch in range(100):")
    run = api.lint_paths([_notebook(tmp_path, source)], select=["TL302"], preview=True, pedantic=True)
    assert [d.pedantic for f in run.files for d in f.diagnostics] == [None, "the file never reads this loader's batches"]
    untrained = "import torch\nfrom torch.utils.data import DataLoader\nfrom torchvision.datasets import ImageFolder\n" \
        "device = torch.device('cuda')\nloader = DataLoader(ImageFolder('faces'), batch_size=64)\n"
    notebook = api.lint_paths([_notebook(tmp_path, untrained)], select=["TL302"], preview=True, pedantic=True)
    assert [d.pedantic for f in notebook.files for d in f.diagnostics] == ["the file never reads this loader's batches"]
    script = api.lint_source(untrained, "data.py", select=["TL302"], preview=True, pedantic=True)
    assert [d.pedantic for d in script] == [None]  # WHY reported: `from data import loader` may read it


def test_mps_beside_cuda_is_no_spawn_platform() -> None:
    # WHY reported: `"cuda"` if there is one, else `"mps"`: the script runs on Linux as often
    source = SCRIPT.replace(
        'device = torch.device("cuda" if torch.cuda.is_available() else "cpu")',
        'device = torch.device("cuda" if torch.cuda.is_available() else "mps")',
    )
    assert _reasons(source) == [None]
