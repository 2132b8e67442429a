"""A script that stops at an exercise's blank is not checked and is no finding: one warning on
stderr (TL001's page; reviews of held-out user code called such TL001s noise, 3 of 3). A
half-written line without such a blank is still a TL001."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

TEMPLATE = '''import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, n_tokens, hid_size):
        super().__init__()
        self.emb = nn.Embedding(n_tokens, hid_size)
        self.out = {blank}

    def forward(self, x):
        return self.out(self.emb(x))
'''


def _check(tmp_path: Path, text: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "network.py").write_text(text, encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "torchlint", "check", "--no-cache", "--select", "ALL", "network.py"],
        cwd=tmp_path, capture_output=True, text=True, check=False,
    )


@pytest.mark.parametrize("blank", [
    "# <YOUR CODE HERE>",
    "### YOUR CODE HERE",
    "# TODO: an embedding-to-logits layer",
    "",
])
def test_an_exercise_blank_is_one_warning_and_no_finding(tmp_path, blank):
    result = _check(tmp_path, TEMPLATE.format(blank=blank))
    assert result.returncode == 0
    assert result.stdout == "All checks passed!\n"
    line = f"self.out = {blank}".strip()
    assert result.stderr == (
        f"warning: network.py:9: not checked: an exercise left blank (`{line}`): a template "
        "for the student to fill in\n")


@pytest.mark.parametrize("line, message", [
    ("nn.Linear(hid_size,", "'(' was never closed"),
    ("nn.Linear(hid_size, 2) +", "invalid syntax"),
])
def test_a_half_written_line_without_a_blank_is_still_a_finding(tmp_path, line, message):
    result = _check(tmp_path, TEMPLATE.format(blank=line))
    assert result.returncode == 1
    assert "network.py:9:" in result.stdout and f"TL001 cannot parse: {message}" in result.stdout
    assert "not checked" not in result.stderr


SKELETON = '''import torch


class Policy:
    def save(self, path):
        torch.save(self.state_dict(), path)

    # query the policy with observation(s) to get selected action(s)
    def get_action(self, obs):
{body}

    def update(self, observations, actions):
        raise NotImplementedError
'''


@pytest.mark.parametrize("comment", ["# TODO: get this from HW1", "# YOUR CODE HERE", "# implement the policy"])
def test_a_block_left_empty_for_the_student_is_one_warning(tmp_path, comment):
    # A homework skeleton whose method body is only a comment marking the gap (fresh9 review:
    # both reviewers called its TL001 noise): CPython stops at the next line, the template's.
    result = _check(tmp_path, SKELETON.format(body=f"        {comment}\n        # (see the handout)"))
    assert result.returncode == 0
    assert result.stdout == "All checks passed!\n"
    assert result.stderr == (
        f"warning: network.py:13: not checked: an exercise left blank (`{comment}`): a template "
        "for the student to fill in\n")


def test_an_empty_block_without_a_gap_mark_is_still_a_finding(tmp_path):
    # Only a plain comment in the body: nothing says a student fills it in, so it is the
    # user's own unfinished code, and a parse report is what they need.
    result = _check(tmp_path, SKELETON.format(body="        # the policy's action"))
    assert result.returncode == 1
    assert ("network.py:12:5: TL001 cannot parse: expected an indented block after function "
            "definition on line 9") in result.stdout
    assert "not checked" not in result.stderr


def test_a_triple_question_mark_placeholder_is_an_exercise_blank(tmp_path):
    # fresh11 review: a lab template's `???` where the student writes the layers; both
    # reviewers called its TL001 noise.
    result = _check(tmp_path, SKELETON.format(body="        self.latent_size = 2\n\n        ???"))
    assert result.returncode == 0
    assert result.stderr == (
        "warning: network.py:12: not checked: an exercise left blank (`???`): a template "
        "for the student to fill in\n")


@pytest.mark.parametrize("line", ["??torch.utils.data.TensorDataset", "?torch.cat", "torch.cat??"])
def test_ipython_help_left_in_a_script_is_one_warning(tmp_path, line):
    # fresh11 review: a notebook exported to a script keeps IPython's `??obj` help lines;
    # like `!pip` and `%matplotlib`, the file is a notebook in script form.
    result = _check(tmp_path, f"import torch\n\nx = torch.ones(2)\n{line}\ny = x + 1\n")
    assert result.returncode == 0
    assert result.stdout == "All checks passed!\n"
    assert result.stderr == (
        f"warning: network.py:4: not checked: IPython syntax (`{line}`): a notebook in script form; "
        "torchlint checks magics in .ipynb files\n")


def test_a_question_mark_inside_an_expression_is_still_a_finding(tmp_path):
    # `x ? 2` is no IPython help form and no template blank: the user's typo.
    result = _check(tmp_path, "x = 1\ny = x ? 2\n")
    assert result.returncode == 1
    assert "network.py:2:7: TL001 cannot parse: invalid syntax" in result.stdout
