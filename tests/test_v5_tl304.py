"""TL304 as a user sees it (issue 24, round 5): a dataset statement that moves an image and
its label to the device is one finding (one edit fixes it), its other moves related
locations in every output (text, concise, JSON, SARIF, the editor, notebooks); moves in
separate statements stay separate findings."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint import api
from torchlint.cli import main

DATA = textwrap.dedent(
    """\
    import torch
    from torch.utils.data import Dataset


    class Pairs(Dataset):
        def __getitem__(self, index):
            x, y = self.x[index], self.y[index]
            return x.to(self.device), y.to(self.device)
    """
)
ADVICE = (
    "in the dataset's `__getitem__` copies every sample to the device on its own and breaks "
    "worker processes: return host tensors, load with `pin_memory=True`, and move each batch "
    "in the loop"
)
MESSAGE = (
    f"`.to(device)` {ADVICE}; the statement moves 1 more value (its related location), "
    "fixed by the same change"
)
OTHER = "`.to(device)`: another per-sample move of the same statement"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "data.py").write_text(DATA, encoding="utf-8")
    # TL304 is off by default since round 8: the project selects it, as users do
    (tmp_path / "pyproject.toml").write_text('[tool.torchlint]\nselect = ["TL304"]\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def check(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["check", "--no-cache", *args], catch_exceptions=False)
    return result.exit_code, result.stdout


def test_text_reports_the_statement_once_with_the_other_move_under_it(project: Path) -> None:
    # TL304 is on by default: no --select
    assert check("data.py") == (1, (
        f"data.py:8:16: TL304 {MESSAGE}\n"
        "  |\n"
        "8 |         return x.to(self.device), y.to(self.device)\n"
        "  |                ^^^^^^^^^^^^^^^^^ TL304\n"
        "  |\n"
        f"  = also: data.py:8:35: {OTHER}\n"
        "\n"
        "Found 1 warning.\n"
    ))


def test_concise_is_one_line_with_the_count(project: Path) -> None:
    assert check("--output-format", "concise", "-q", "data.py") == (1, f"data.py:8:16: TL304 {MESSAGE}\n")


def test_json_carries_the_related_move(project: Path) -> None:
    _, out = check("--output-format", "json", "data.py")
    [entry] = json.loads(out)
    assert (entry["code"], entry["location"], entry["end_location"]) == (
        "TL304", {"row": 8, "column": 16}, {"row": 8, "column": 33}
    )
    assert entry["related"] == [
        {"location": {"row": 8, "column": 35}, "end_location": {"row": 8, "column": 52}, "message": OTHER}
    ]


def test_sarif_related_locations(project: Path) -> None:
    from test_output_sarif import validate

    _, out = check("--output-format", "sarif", "data.py")
    log = json.loads(out)
    validate(log)
    [result] = log["runs"][0]["results"]
    assert result["relatedLocations"] == [
        {"id": 1, "message": {"text": OTHER}, "physicalLocation": {
            "artifactLocation": {"uri": "data.py", "uriBaseId": "%SRCROOT%"},
            "region": {"startLine": 8, "startColumn": 35, "endLine": 8, "endColumn": 52}}},
    ]


def test_the_editor_gets_related_information(project: Path) -> None:
    pytest.importorskip("pygls")
    from test_server import Client

    client = Client(project)
    try:
        client.start(project)
        path = project / "data.py"
        [served] = [d for d in client.open(path, DATA) if d["code"] == "TL304"]
        assert served["message"] == MESSAGE
        assert served["relatedInformation"] == [
            {"location": {"uri": path.as_uri(), "range": {"start": {"line": 7, "character": 34},
                                                          "end": {"line": 7, "character": 51}}},
             "message": OTHER},
        ]
        assert client.stop() == 0
    finally:
        client.kill()


def test_a_notebook_names_the_cell_of_the_related_move(tmp_path: Path) -> None:
    notebook = {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                   "source": source.splitlines(keepends=True)}
                  for source in ("device = 'cuda'", DATA)],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
    }
    path = tmp_path / "a.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    [found] = api.lint_paths([path], select=["TL304"]).diagnostics
    assert (found.cell, found.location.row, found.location.column) == (2, 8, 16)
    assert [(r.cell, r.location.row, r.location.column, r.message) for r in found.related] == [
        (2, 8, 35, OTHER)
    ]


def _tl304(source: str) -> list[str]:
    found = api.lint_source(textwrap.dedent(source), "t.py", select=["TL304"])
    return [
        f"{d.location.row}:{d.location.column} {d.message}"
        + "".join(f" | {r.location.row}:{r.location.column} {r.message}" for r in d.related)
        for d in found
    ]


def test_separate_statements_are_separate_findings_and_three_moves_count_two() -> None:
    assert _tl304(
        """\
        import torch
        from torch.utils.data import Dataset

        class Images(Dataset):
            def __getitem__(self, index):
                image = self.images[index].to(self.device)
                label = self.labels[index].cuda()
                return image, label

            def __getitems__(self, indices):
                return self.a[indices].cuda(), self.b[indices].cuda(), self.c[indices].to("cuda")
        """
    ) == [
        f"6:17 `.to(device)` {ADVICE}",
        f"7:17 `.cuda()` {ADVICE}",
        "11:16 `.cuda()` " + ADVICE.replace("__getitem__", "__getitems__")
        + "; the statement moves 2 more values (its related locations), fixed by the same change"
        " | 11:40 `.cuda()`: another per-sample move of the same statement"
        " | 11:64 `.to(device)`: another per-sample move of the same statement",
    ]


def test_a_silent_move_does_not_join_the_statement() -> None:
    # the model is a module: moving it is not a per-sample copy, so the sample's move is alone
    assert _tl304(
        """\
        import torch
        from torch import nn
        from torch.utils.data import Dataset

        class Scored(Dataset):
            def __init__(self):
                self.net = nn.Linear(4, 4)

            def __getitem__(self, index):
                return self.net.to(self.device), self.x[index].to(self.device)
        """
    ) == [f"10:42 `.to(device)` {ADVICE}"]


def test_noqa_on_the_reported_line_silences_the_statement() -> None:
    assert _tl304(
        """\
        import torch
        from torch.utils.data import Dataset

        class Pairs(Dataset):
            def __getitem__(self, index):
                return self.x[index].cuda(), self.y[index].cuda()  # noqa: TL304
        """
    ) == []
