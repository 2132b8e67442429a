"""RULES.md v3 for the TL2xx rules, as a user sees it: TL201's one finding per training step
with the step's other syncs as related locations in every output format (text, JSON,
json-lines, SARIF, junit, LSP, the cache, notebooks), the syncs a step cannot avoid, TL203's
silence on IPython timing magics and its guarded fix, TL206's library boundaries."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint import api, cache
from torchlint.cli import main

TRAIN = textwrap.dedent(
    """\
    import torch

    model = Net().cuda()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    for batch in loader:
        loss = model(batch).mean()
        loss.backward()
        optimizer.step()
        total += loss.item()
        history.append(loss.cpu().numpy())
        if loss.item() < best:
            best = loss.detach()
    """
)
MESSAGE = (
    "`.item()` in the training loop makes the host wait for the device on every step; "
    "accumulate on the device and read the value every N steps; the step waits at 2 more "
    "places (its related locations): removing one gains nothing while another remains"
)
OTHER = "`.cpu().numpy()`: another sync of the same step"
CONTROL = (
    "`.item()`: the value drives control flow; keep it on the device (`torch.where`, `clamp`) "
    "where that works"
)


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "train.py").write_text(TRAIN, encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text("[tool.torchlint]\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def check(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["check", "--no-cache", "--select", "TL201", *args],
                                catch_exceptions=False)
    return result.exit_code, result.stdout


# -- TL201: one finding per step, in every output -------------------------------------------
def test_text_shows_the_steps_other_syncs_under_the_finding(project: Path) -> None:
    code, out = check("train.py")
    assert code == 1
    assert out == (
        f"train.py:9:14: TL201 {MESSAGE}\n"
        "  |\n"
        "9 |     total += loss.item()\n"
        "  |              ^^^^^^^^^^^ TL201\n"
        "  |\n"
        f"  = also: train.py:10:20: {OTHER}\n"
        f"  = also: train.py:11:8: {CONTROL}\n"
        "\n"
        "Found 1 warning.\n"
    )


def test_concise_is_one_line_with_the_count(project: Path) -> None:
    assert check("--output-format", "concise", "-q", "train.py") == (1, f"train.py:9:14: TL201 {MESSAGE}\n")


def test_json_and_json_lines_carry_a_related_list(project: Path) -> None:
    related = [
        {"end_location": {"column": 38, "row": 10}, "location": {"column": 20, "row": 10}, "message": OTHER},
        {"end_location": {"column": 19, "row": 11}, "location": {"column": 8, "row": 11}, "message": CONTROL},
    ]
    _, out = check("--output-format", "json", "train.py")
    [entry] = json.loads(out)
    assert entry["related"] == related
    assert entry["location"] == {"column": 14, "row": 9}
    assert entry["end_location"] == {"column": 25, "row": 9}
    # Ruff's keys otherwise; a finding without related places has no `related` key
    assert sorted(entry) == sorted([
        "cell", "code", "end_location", "filename", "fix", "location", "message", "name",
        "noqa_row", "severity", "url", "context", "related",
    ])
    _, lines = check("--output-format", "json-lines", "train.py")
    assert json.loads(lines)["related"] == related
    (project / "one.py").write_text(TRAIN.replace("    history.append(loss.cpu().numpy())\n", "")
                                    .replace("    if loss.item() < best:\n        best = loss.detach()\n", ""))
    _, out = check("--output-format", "json", "one.py")
    [single] = json.loads(out)
    assert "related" not in single
    assert single["message"] == MESSAGE.split("; the step waits")[0]


def test_sarif_related_locations_are_valid(project: Path) -> None:
    from test_output_sarif import validate

    _, out = check("--output-format", "sarif", "train.py")
    log = json.loads(out)
    validate(log)
    [result] = log["runs"][0]["results"]
    artifact = {"uri": "train.py", "uriBaseId": "%SRCROOT%"}
    assert result["relatedLocations"] == [
        {"id": 1, "message": {"text": OTHER}, "physicalLocation": {
            "artifactLocation": artifact,
            "region": {"startLine": 10, "startColumn": 20, "endLine": 10, "endColumn": 38}}},
        {"id": 2, "message": {"text": CONTROL}, "physicalLocation": {
            "artifactLocation": artifact,
            "region": {"startLine": 11, "startColumn": 8, "endLine": 11, "endColumn": 19}}},
    ]


def test_junit_github_gitlab_name_the_count_and_junit_the_places(project: Path) -> None:
    _, junit = check("--output-format", "junit", "train.py")
    assert "the step waits at 2 more places" in junit
    assert f"  also train.py:10:20: {OTHER}" in junit
    assert "  also train.py:11:8: `.item()`: the value drives control flow" in junit
    _, github = check("--output-format", "github", "train.py")
    assert github.count("::warning ") == 1 and "the step waits at 2 more places" in github
    _, gitlab = check("--output-format", "gitlab", "train.py")
    [issue] = json.loads(gitlab)
    assert "the step waits at 2 more places" in issue["description"]


def test_a_warm_cache_run_prints_the_same_related_lines(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache, "RACY_SECONDS", -1.0)  # trust the fresh file's stat at once
    folder = project / "cache"
    runs = [
        CliRunner().invoke(main, ["check", "--select", "TL201", "--cache-dir", str(folder), "train.py"],
                           catch_exceptions=False).stdout
        for _ in range(2)
    ]
    assert list(folder.glob("*/entries/*/*.json"))
    assert runs[0] == runs[1] == check("train.py")[1]
    entry = api.lint_paths([project / "train.py"], select=["TL201"], cache_dir=folder).diagnostics[0]
    assert [(r.location.row, r.location.column, r.message) for r in entry.related] == [
        (10, 20, OTHER), (11, 8, CONTROL)
    ]


def test_notebook_related_places_name_their_cell(tmp_path: Path) -> None:
    cells = ["import torch\nmodel = Net().cuda()\noptimizer = torch.optim.SGD(model.parameters())",
             TRAIN.split("\n", 4)[4]]
    notebook = {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                   "source": source.splitlines(keepends=True)} for source in cells],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
    }
    path = tmp_path / "a.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    [found] = api.lint_paths([path], select=["TL201"]).diagnostics
    assert (found.cell, found.location.row, found.location.column) == (2, 5, 14)
    assert [(r.cell, r.location.row, r.location.column) for r in found.related] == [(2, 6, 20), (2, 7, 8)]
    out = CliRunner().invoke(main, ["check", "--no-cache", "--select", "TL201", str(path)]).stdout
    assert f"  = also: {path}:cell 2:6:20: {OTHER}\n" in out


def test_the_editor_gets_related_information(project: Path) -> None:
    pytest.importorskip("pygls")
    from test_server import Client

    # the rule is selected: whether it is on by default is not what this test is about
    (project / "pyproject.toml").write_text('[tool.torchlint]\nselect = ["TL201"]\n',
                                            encoding="utf-8")
    client = Client(project)
    try:
        client.start(project)
        path = project / "train.py"
        [served] = [d for d in client.open(path, TRAIN) if d["code"] == "TL201"]
        uri = path.as_uri()
        assert served["message"] == MESSAGE
        assert served["range"] == {"start": {"line": 8, "character": 13}, "end": {"line": 8, "character": 24}}
        assert served["relatedInformation"] == [
            {"location": {"uri": uri, "range": {"start": {"line": 9, "character": 19},
                                                 "end": {"line": 9, "character": 37}}},
             "message": OTHER},
            {"location": {"uri": uri, "range": {"start": {"line": 10, "character": 7},
                                                 "end": {"line": 10, "character": 18}}},
             "message": CONTROL},
        ]
        assert client.stop() == 0
    finally:
        client.kill()


def test_text_without_an_excerpt_still_lists_the_related_places() -> None:
    from torchlint.diagnostics import Diagnostic, Location, Related
    from torchlint.output import OutputReport, renderer

    diagnostic = Diagnostic("TL201", "sync-in-training-loop", "m", "t.py", Location(3, 5), Location(3, 9),
                            related=(Related(Location(4, 5), Location(4, 9), "r"),))
    out = renderer("text")(OutputReport([diagnostic], quiet=True))
    assert out == "t.py:3:5: TL201 m\n  = also: t.py:4:5: r\n"


def test_flake8_plugin_reports_the_step_once(project: Path) -> None:
    pytest.importorskip("flake8")
    done = subprocess.run(
        [sys.executable, "-m", "flake8", "--isolated", "--select", "TL201", "train.py"],
        cwd=project, capture_output=True, text=True, timeout=300,
    )
    assert done.stdout == f"./train.py:9:14: TL201 {MESSAGE}\n" or done.stdout == f"train.py:9:14: TL201 {MESSAGE}\n"


# -- TL201: what a step cannot avoid ---------------------------------------------------------
def _tl201(body: str, pedantic: bool = False) -> list[str]:
    source = "import torch\nmodel = Net().cuda()\n" + textwrap.dedent(body)
    found = api.lint_source(source, "t.py", select=["TL201"], pedantic=pedantic)
    return [f"{d.location.row}:{d.location.column} {d.message}" for d in found]


def test_nan_guards_environment_actions_and_indexing_are_silent() -> None:
    assert _tl201(
        """
        for batch, lengths in loader:
            loss = model(batch[:, :lengths.max().item()]).mean()
            if not torch.isfinite(loss).item():
                continue
            loss.backward()
            optimizer.step()
            action = model.act(batch).argmax().item()
            obs, reward, done, info = env.step(action)
        """
    ) == []


def test_gradscaler_step_makes_the_others_pedantic_and_says_why() -> None:
    body = """
        scaler = torch.amp.GradScaler("cuda")
        for batch in loader:
            loss = model(batch).mean()
            scaler.scale(loss).backward()
            scaler.step(optimizer)
            scaler.update()
            log(loss.item())
        """
    assert _tl201(body) == []
    assert _tl201(body, pedantic=True) == [
        "10:9 `.item()` in the training loop makes the host wait for the device on every step; "
        "accumulate on the device and read the value every N steps "
        "(pedantic: `scaler.step()` already synchronizes on every step)"
    ]


# -- TL203 -------------------------------------------------------------------------------------
def test_tl203_guards_the_inserted_synchronize_where_the_file_runs_on_a_cpu() -> None:
    # issue 25 case 9; fixtures/programs/tl203_cpu_path.py runs original and fixed on a CPU
    # (tests/test_fixed_programs.py)
    source = textwrap.dedent(
        """\
        import time
        import torch

        def bench(x, use_cuda):
            t0 = time.perf_counter()
            if use_cuda:
                x = x.cuda()
            y = x @ x
            return time.perf_counter() - t0
        """
    )
    fixed = api.fix_source(source, "t.py", select=["TL203"], preview=True, unsafe_fixes=True).source
    assert fixed == source.replace(
        "    return time.perf_counter() - t0\n",
        "    if torch.cuda.is_available():\n        torch.cuda.synchronize()\n    return time.perf_counter() - t0\n",
    )
    # without a CPU path the call stays unguarded, as before
    plain = source.replace("    if use_cuda:\n        x = x.cuda()\n", "    x = x.cuda()\n")
    fixed = api.fix_source(plain, "t.py", select=["TL203"], preview=True, unsafe_fixes=True).source
    assert "    torch.cuda.synchronize()\n    return" in fixed and "is_available" not in fixed


# -- TL206 -------------------------------------------------------------------------------------
def test_tl206_library_boundaries_are_silent_and_numpy_math_is_not() -> None:
    source = textwrap.dedent(
        """\
        import numpy as np
        import torch
        from torch import nn


        class Backend(nn.Module):
            def __init__(self, path):
                super().__init__()
                from ais_bench.infer.interface import InferSession
                self.model = InferSession(0, path)

            def forward(self, im):
                im = np.ascontiguousarray(np.clip(im.permute(0, 2, 3, 1).cpu().numpy() * 255, 0, 255))
                y = self.model.infer([im.astype(np.uint8)])
                scale = np.exp(im.cpu().numpy())
                return torch.from_numpy(y[0] * scale)
        """
    )
    found = api.lint_source(source, "t.py", select=["TL206"], preview=True)
    assert [(d.location.row, d.location.column) for d in found] == [(15, 24)]
