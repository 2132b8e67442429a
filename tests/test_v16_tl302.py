"""TL302 v13 (issue 24, round 15): a loader a helper module builds and returns
(`def get_loader(): return DataLoader(...)` in `utils/data.py`) takes its role from the
project's files that import the helper (`from utils.data import get_loader` in `train.py`,
read by torchlint.semantic.project, never imported), and their device use counts for it.
Found by the recall panel of round 14 (fresh26): two of TL302's four misses were loaders
built by helpers in other files, which the helper file alone cannot judge (it names no device
and runs no training loop), so TL302 was silent there."""

from __future__ import annotations

import textwrap
from pathlib import Path

from torchlint import api, syntax_screens

HELPER = """from PIL import Image
from torch.utils.data import DataLoader, Dataset


class Faces(Dataset):
    def __init__(self, paths):
        self.paths = paths

    def __getitem__(self, i):
        return Image.open(self.paths[i]).convert("RGB")

    def __len__(self):
        return len(self.paths)


def get_loader(paths, batch_size=64):
    loader = DataLoader(Faces(paths), batch_size=batch_size, shuffle=True)
    return loader
"""
LOADER_ROW = 17

TRAIN = """import torch

from utils.data import get_loader

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def main():
    loader = get_loader(["a.png"])
    for epoch in range(100):
        for x in loader:
            loss = model(x.to(device)).mean()
            loss.backward()
            optimizer.step()


if __name__ == "__main__":
    main()
"""


def _findings(tmp_path: Path, train: str | None = TRAIN, helper: str = HELPER) -> list[tuple[int, str | None]]:
    """(row, pedantic reason) of each TL302 finding in the helper module."""
    (tmp_path / "utils").mkdir()
    (tmp_path / "utils" / "__init__.py").write_text("")
    (tmp_path / "utils" / "data.py").write_text(helper)
    if train is not None:
        (tmp_path / "train.py").write_text(train)
    run = api.lint_paths([tmp_path / "utils" / "data.py"], select=["TL302"], pedantic=True)
    return [(d.location.row, d.pedantic) for f in run.files for d in f.diagnostics]


def test_the_helper_of_a_training_script_is_reported_by_default(tmp_path: Path) -> None:
    assert HELPER.splitlines()[LOADER_ROW - 1].strip().startswith("loader = DataLoader(")
    assert _findings(tmp_path) == [(LOADER_ROW, None)]


def test_the_helper_alone_is_silent(tmp_path: Path) -> None:
    # WHY silent: no file of the project calls it, and the module names no device
    assert _findings(tmp_path, train=None) == []


def test_a_caller_that_only_evaluates_makes_it_an_evaluation_loader(tmp_path: Path) -> None:
    # WHY pedantic: the only reader is an evaluation pass (under no-grad, no backward pass)
    evaluate = TRAIN.replace("            loss.backward()\n            optimizer.step()\n", "            print(loss)\n")
    evaluate = evaluate.replace("def main():", "@torch.no_grad()\ndef main():")
    assert _findings(tmp_path, evaluate) == [
        (LOADER_ROW, "an inference or evaluation pass: the file trains nothing, each batch is read once")
    ]


def test_a_caller_on_the_cpu_leaves_it_silent(tmp_path: Path) -> None:
    # WHY silent: neither the helper nor its caller uses a device: training on the CPU
    cpu = TRAIN.replace('device = torch.device("cuda" if torch.cuda.is_available() else "cpu")\n', "").replace(
        "x.to(device)", "x"
    )
    assert _findings(tmp_path, cpu) == []


def test_a_loader_returned_directly_and_iterated_at_the_call(tmp_path: Path) -> None:
    helper = HELPER.replace(
        "    loader = DataLoader(Faces(paths), batch_size=batch_size, shuffle=True)\n    return loader\n",
        "    return DataLoader(Faces(paths), batch_size=batch_size, shuffle=True)\n",
    )
    train = TRAIN.replace('    loader = get_loader(["a.png"])\n', "").replace(
        "for x in loader:", 'for x in get_loader(["a.png"]):'
    )
    assert _findings(tmp_path, train, helper) == [(LOADER_ROW, None)]


def test_a_module_import_resolves_too(tmp_path: Path) -> None:
    train = TRAIN.replace("from utils.data import get_loader", "import utils.data").replace(
        "get_loader([", "utils.data.get_loader(["
    )
    assert _findings(tmp_path, train) == [(LOADER_ROW, None)]


def test_a_same_named_function_of_another_module_is_not_a_caller(tmp_path: Path) -> None:
    # WHY silent: train.py calls its own get_loader, not the helper's
    own = TRAIN.replace("from utils.data import get_loader\n", "from other import get_loader\n")
    assert _findings(tmp_path, own) == []


def test_the_screen_passes_a_returning_helper_without_device_words() -> None:
    syntax = syntax_screens.Syntax(HELPER)
    assert syntax_screens.may_report("dataloader_single_process", syntax)
    kept = HELPER.replace("    return loader\n", "    loader.dataset\n")
    assert not syntax_screens.may_report("dataloader_single_process", syntax_screens.Syntax(textwrap.dedent(kept)))


def test_a_checked_helper_records_its_callers_file(tmp_path: Path) -> None:
    # the caller is a file the check read: the result cache re-checks the helper when it changes
    assert _findings(tmp_path) == [(LOADER_ROW, None)]
    [result] = api.lint_paths([tmp_path / "utils" / "data.py"], select=["TL302"], pedantic=True).files
    assert list(result.dependencies) == [str((tmp_path / "train.py").absolute())]


def test_the_search_for_callers_looks_at_a_bounded_number_of_files(tmp_path: Path) -> None:
    from torchlint import engine
    from torchlint.semantic import project

    (tmp_path / "utils").mkdir()
    (tmp_path / "utils" / "data.py").write_text(HELPER)
    for i in range(project.IMPORTER_FILES + 10):
        (tmp_path / f"s{i:04}.py").write_text("get_loader\n")
    found = project.Project(tmp_path / "utils" / "data.py", engine.module_model)
    assert len(found._nearby_files()) == project.IMPORTER_FILES
    assert found.importers("get_loader") == []
    # WHY so few: only a file naming both the function and its module is parsed
    assert found.dependencies == {}
    for i in range(project.IMPORTERS + 3):
        (tmp_path / f"s{i:04}.py").write_text("import torch  # utils.data get_loader\n")
    again = project.Project(tmp_path / "utils" / "data.py", engine.module_model)
    assert again.importers("get_loader") == []
    assert len(again.dependencies) == project.IMPORTERS
