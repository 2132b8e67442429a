"""TL302 v15 (issue 24, round 16): the dataset a training script imports from its own project.

The recall panel of round 15 (fresh29) confirmed a histopathology trainer's two loaders over
`from src.dataset import TissueDataset`, given an albumentations pipeline: TL302 read the class
as "a dataset class of another module" and said only, with `--pedantic`, that it saw no
per-sample decoding. Since v15:

- a dataset class of a module of the project (a file beside the script or above it, read by
  `torchlint.semantic.project`, never imported) is judged as a class of the file would be: one
  that reads or decodes files per sample is reported by default, one whose `__getitem__` only
  indexes what it holds is silent, as a class of the file is;
- a dataset class of another module handed an albumentations pipeline (`A.Compose([...])`,
  whatever it holds) reads images per sample: albumentations works on decoded NumPy images;
- such a project class that moves its samples to the device is `--pedantic`, as a class of the
  file that does is (a worker process cannot use CUDA).
Where the module is not a file of the project (or the project is not known), nothing changes.
Since round 16's v16 a class that a package re-exports (`utils/__init__.py`: `from .data import
TissueDataset`) is read in the module that defines it.
"""

from __future__ import annotations

from pathlib import Path

from torchlint import api
from torchlint.rules.dataloader_single_process import DEVICE_DATASET

NOTHING_SEEN = "no per-sample file reading or decoding seen in the dataset"

DECODING = """import cv2
from torch.utils.data import Dataset


class TissueDataset(Dataset):
    def __init__(self, image_files, transform=None):
        self.image_files = image_files
        self.transform = transform

    def __len__(self):
        return len(self.image_files)

    def __getitem__(self, i):
        image = cv2.imread(self.image_files[i])
        return self.transform(image=image)["image"]
"""

INDEXING = """from torch.utils.data import Dataset


class SeriesDataset(Dataset):
    def __init__(self, data):
        self.data = data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]
"""

TRAIN = """import torch
from torch.utils.data import DataLoader
{imports}

device = torch.device("cuda")
model = torch.nn.Linear(3, 3).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
loader = DataLoader({dataset}, batch_size=8, shuffle=True)
for epoch in range(50):
    for x in loader:
        loss = model(x.to(device)).sum()
        loss.backward()
        optimizer.step()
"""


def _script(tmp_path: Path, imports: str, dataset: str) -> Path:
    folder = tmp_path / "training"
    folder.mkdir(exist_ok=True)
    path = folder / "train.py"
    path.write_text(TRAIN.format(imports=imports, dataset=dataset))
    return path


def _reasons(path: Path) -> list[tuple[int, str | None]]:
    run = api.lint_paths([path], select=["TL302"], preview=True, pedantic=True)
    return [(d.location.row, d.pedantic) for f in run.files for d in f.diagnostics]


def test_a_decoding_dataset_class_of_a_project_module_is_reported(tmp_path: Path) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "dataset.py").write_text(DECODING)
    path = _script(tmp_path, "from src.dataset import TissueDataset", 'TissueDataset(["a.png"])')
    assert _reasons(path) == [(8, None)]


def test_the_module_beside_the_script_is_read_too(tmp_path: Path) -> None:
    (tmp_path / "training").mkdir()
    (tmp_path / "training" / "data.py").write_text(DECODING)
    path = _script(tmp_path, "from data import TissueDataset", 'TissueDataset(["a.png"])')
    assert _reasons(path) == [(8, None)]


def test_an_indexing_dataset_class_of_a_project_module_is_silent(tmp_path: Path) -> None:
    # WHY silent: its `__getitem__` only indexes what it holds, as a class of the file that
    # does so is (zero workers is the fast choice for data in memory)
    (tmp_path / "utils.py").write_text(INDEXING)
    path = _script(tmp_path, "from utils import SeriesDataset", "SeriesDataset(torch.zeros(100, 3))")
    assert _reasons(path) == []


def test_a_class_whose_module_is_not_in_the_project_keeps_its_pedantic_reason(tmp_path: Path) -> None:
    # WHY pedantic: nothing says what `TissueDataset` loads when its module cannot be read
    path = _script(tmp_path, "from src.dataset import TissueDataset", 'TissueDataset(["a.png"])')
    assert _reasons(path) == [(8, NOTHING_SEEN)]


def test_text_on_standard_input_has_no_project(tmp_path: Path) -> None:
    # WHY pedantic: text given on standard input has no folder, so no module of a project
    source = TRAIN.format(imports="from src.dataset import TissueDataset", dataset='TissueDataset(["a.png"])')
    found = api.lint_source(source, "train.py", select=["TL302"], preview=True, pedantic=True)
    assert [(d.location.row, d.pedantic) for d in found] == [(8, NOTHING_SEEN)]


def test_an_albumentations_pipeline_given_to_another_modules_dataset_is_reported(tmp_path: Path) -> None:
    imports = "import albumentations as A\nfrom src.dataset import TissueDataset"
    dataset = 'TissueDataset(["a.png"], transform=A.Compose([A.Normalize()]))'
    path = _script(tmp_path, imports, dataset)
    assert _reasons(path) == [(9, None)]


def test_an_albumentations_pipeline_bound_to_a_name_is_followed(tmp_path: Path) -> None:
    imports = "import albumentations as A\nfrom src.dataset import TissueDataset\nval_transforms = A.Compose([])"
    path = _script(tmp_path, imports, 'TissueDataset(["a.png"], transform=val_transforms)')
    assert _reasons(path) == [(10, None)]


def test_a_torchvision_conversion_alone_still_says_nothing(tmp_path: Path) -> None:
    # WHY pedantic: `ToTensor` alone is what in-memory image datasets are given too
    imports = "from torchvision import transforms\nfrom src.dataset import Faces"
    path = _script(tmp_path, imports, 'Faces(["a.png"], transform=transforms.ToTensor())')
    assert _reasons(path) == [(9, NOTHING_SEEN)]


MOVING = """import torch
from PIL import Image
from torch.utils.data import Dataset


class CartoonDataset(Dataset):
    def __init__(self, files, labels):
        self.files = files
        self.labels = labels

    def __len__(self):
        return len(self.files)

    def __getitem__(self, i):
        image = Image.open(self.files[i])
        return image, torch.tensor(self.labels[i]).to("cuda")
"""


def test_a_project_dataset_class_that_moves_samples_to_the_device_is_pedantic(tmp_path: Path) -> None:
    # WHY pedantic: a worker process cannot use CUDA, so workers alone would fail (v11's
    # reason, now also for a class of another module of the project)
    (tmp_path / "dataset.py").write_text(MOVING)
    path = _script(tmp_path, "from dataset import CartoonDataset", "CartoonDataset([], [])")
    assert _reasons(path) == [(8, DEVICE_DATASET)]


def test_a_class_a_package_re_exports_is_read_where_it_is_defined(tmp_path: Path) -> None:
    # `from utils import TissueDataset`, with `utils/__init__.py` importing it from `.data`
    (tmp_path / "utils").mkdir()
    (tmp_path / "utils" / "__init__.py").write_text("from .data import TissueDataset as TissueDataset\n")
    (tmp_path / "utils" / "data.py").write_text(DECODING)
    path = _script(tmp_path, "from utils import TissueDataset", 'TissueDataset(["a.png"])')
    assert _reasons(path) == [(8, None)]


def test_an_absolute_re_export_is_followed_too(tmp_path: Path) -> None:
    (tmp_path / "datasets_pkg").mkdir()
    (tmp_path / "datasets_pkg" / "__init__.py").write_text("from datasets_pkg.tissue import Tissue\n")
    (tmp_path / "datasets_pkg" / "tissue.py").write_text(DECODING.replace("TissueDataset", "Tissue"))
    path = _script(tmp_path, "from datasets_pkg import Tissue", 'Tissue(["a.png"])')
    assert _reasons(path) == [(8, None)]


def test_a_re_export_of_a_module_that_is_not_there_stays_unknown(tmp_path: Path) -> None:
    # WHY pedantic: `.data` is not a file of the project, so nothing says what it loads
    (tmp_path / "utils").mkdir()
    (tmp_path / "utils" / "__init__.py").write_text("from .data import TissueDataset\n")
    path = _script(tmp_path, "from utils import TissueDataset", 'TissueDataset(["a.png"])')
    assert _reasons(path) == [(8, NOTHING_SEEN)]
