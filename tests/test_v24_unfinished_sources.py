"""Issue 24, round 21: files left unfinished on purpose are not checked and are no finding, one
warning on stderr each, as exercise blanks are (tests/test_v6_exercise.py). From the fresh41
review, where both reviewers called all five such TL001 findings noise: a `__main__` block
whose steps are all commented out, a skeleton's function with no body, a keyword left blank in
a call, and Python 2 scripts whose mixed tabs and spaces stop Python 3 before their
`cuda(async=True)` would. A real mistake in Python 3 code stays a TL001 finding."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


def _check(tmp_path: Path, text: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "prep.py").write_text(text, encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "torchlint", "check", "--no-cache", "--select", "ALL", "prep.py"],
        cwd=tmp_path, capture_output=True, text=True, check=False,
    )


STEPS = '''import json


def adjust_pairwise():
    return json.dumps({})


if __name__ == "__main__":
    #adjust_pairwise()
    #make_prompts()
'''

SKELETON = '''import torch.nn as nn


class Model(nn.Module):
    def init_weights(self):

    def forward(self, x):
        return x
'''

BLANK_KEYWORD = '''import torchvision.transforms as transforms

normalize = transforms.Normalize(mean = , std = )
'''

PYTHON2 = 'import torch\n\n\ndef embed(words):\n\tvectors = torch.zeros(3)\n        vectors = vectors.cuda(async=True)\n\treturn vectors\n'


@pytest.mark.parametrize("text, row, what", [
    (STEPS, 10, 'a `__main__` block whose steps are all commented out (`if __name__ == "__main__":`): a script of steps to uncomment'),
    (SKELETON, 7, "an unfinished function (`def init_weights(self):` has no body): a skeleton not yet written"),
    (BLANK_KEYWORD, 3, "an exercise left blank (`normalize = transforms.Normalize(mean = , std = )`): a template for the student to fill in"),
    (PYTHON2, 6, "Python 2 source (mixed tabs and spaces, and `async=True`); torchlint checks Python 3 code"),
])
def test_code_left_unfinished_on_purpose_is_one_warning_and_no_finding(tmp_path, text, row, what):
    result = _check(tmp_path, text)
    assert (result.returncode, result.stdout) == (0, "All checks passed!\n")
    assert result.stderr == f"warning: prep.py:{row}: not checked: {what}\n"


@pytest.mark.parametrize("text, message", [
    # an `if` that is not the entry block, left with comments only: a mistake
    ("def f(x):\n    if x:\n        # done\n    return x\n", "expected an indented block after 'if' statement on line 2"),
    # a function whose body is a comment that names no gap
    ("def f(x):\n    # returns x\n\ndef g():\n    return 1\n", "expected an indented block after function definition on line 1"),
    # a function's header line written twice (a merge artifact): the first has no body
    ("class B:\n    @classmethod\n    def load(cls, name):\n    def load(cls, name, path=''):\n        return cls()\n",
     "expected an indented block after function definition on line 3"),
    # mixed tabs and spaces in Python 3 code
    ("def f(x):\n\ty = x\n        return y\n", "inconsistent use of tabs and spaces in indentation"),
])
def test_a_mistake_in_python_3_code_is_still_a_finding(tmp_path, text, message):
    result = _check(tmp_path, text)
    assert result.returncode == 1
    assert f"TL001 cannot parse: {message}" in result.stdout
    assert "not checked" not in result.stderr
