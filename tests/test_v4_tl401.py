"""TL401 v4: a module class this file builds and never puts in eval mode is --pedantic.

A review of user code (fresh-2711) called the findings in a GAN's discriminator noise: the
discriminator only ever runs in training, so dropout at every call is what the code runs.
Where an instance may reach eval mode (a `.eval()` on a name of unknown class, a parameter,
`self`; a submodule, whose parent's `.eval()` reaches it) the finding stays on by default.
"""

from __future__ import annotations

from pathlib import Path

from torchlint import api

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "TL401" / "good_never_eval.py"
SOURCE = FIXTURE.read_text(encoding="utf-8")
MESSAGE = ("`F.dropout` without `training=` keeps dropping out in eval mode; pass "
           "`training=self.training` (or `training=True` when intended)")
NEVER = "this file builds `Discriminator` and never puts it in eval mode, so it always runs in training"


def findings(source: str) -> list[tuple[int, str, str | None]]:
    result = api.lint_source(source, "train.py", select=["TL401"], pedantic=True)
    return [(d.location.row, d.message, d.pedantic) for d in result]


def test_a_discriminator_never_put_in_eval_mode_is_pedantic() -> None:
    assert findings(SOURCE) == [(27, f"{MESSAGE} (pedantic: {NEVER})", NEVER)]


# A class named like a discriminator is --pedantic for its name since v7 (test_v12_tl401.py):
# the tests of what keeps the finding use a class named otherwise.
SCORER = SOURCE.replace("Discriminator", "Scorer")


def test_an_eval_of_the_module_keeps_it_default() -> None:
    assert findings(SCORER.replace("G.eval()", "D.eval()")) == [(27, MESSAGE, None)]


def test_an_eval_of_a_name_of_unknown_class_keeps_it_default() -> None:
    source = SCORER.replace("G.eval()", "def evaluate(net):\n    net.eval()\n\n\nevaluate(D)")
    assert findings(source) == [(27, MESSAGE, None)]


def test_a_submodule_keeps_it_default() -> None:
    # built as an attribute of another module, whose `.eval()` would reach it
    source = SCORER.replace(
        "D = Scorer().cuda()",
        "class Pair(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
        "        self.d = Scorer()\n\n\nD = Scorer().cuda()",
    )
    assert findings(source) == [(27, MESSAGE, None)]


def test_a_class_built_elsewhere_keeps_it_default() -> None:
    source = SCORER.split("\n\nG = Generator()")[0] + "\n"
    assert findings(source) == [(27, MESSAGE, None)]
