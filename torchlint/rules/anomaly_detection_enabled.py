"""TL405 anomaly-detection-enabled."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.semantic.syntax import find_arg, has_star_args, is_true
from torchlint.rule import Rule

SET_DETECT = frozenset(
    {"torch.autograd.set_detect_anomaly", "torch.autograd.anomaly_mode.set_detect_anomaly"}
)
DETECT = frozenset({"torch.autograd.detect_anomaly", "torch.autograd.anomaly_mode.detect_anomaly"})
DEBUG_SWITCH = re.compile(r"debug|anomal", re.IGNORECASE)


class AnomalyDetectionEnabled(Rule):
    """## What it does
    Flags `torch.autograd.set_detect_anomaly(True)` and every `torch.autograd.detect_anomaly(...)`
    (as a call or a context manager), outside test files.

    ## Why is this slow?
    Anomaly detection records a Python stack trace for every operation of the forward pass and,
    with `check_nan=True` (the default), checks every gradient of the backward pass for NaN,
    which synchronizes with the device. It is a debugging tool; left on in a training script it
    slows every step.

    Silent on purpose: test files (`test_*.py`, `*_test.py`, `conftest.py`, anything under a
    `tests/` or `test/` folder of the project), where turning it on is the point. Only the
    folders below the project root count (the folder of the nearest `pyproject.toml`), so
    `~/tests/myproject/train.py` is no test file and the working directory does not change
    the verdict; a file with no `pyproject.toml` above it is judged on the path as shown.
    Also silent: `set_detect_anomaly(False)`; a non-literal argument (`set_detect_anomaly(args.debug)`);
    and calls inside an `if` whose condition mentions `debug` or `anomaly`
    (`if config.detect_anomaly:`): both are switches the user controls. Also calls inside a
    function or class whose name says `debug` or `anomaly` (`class DebugMode`,
    `def backward_with_anomaly`): that code is the debugging tool itself.

    ## Example
    ```python
    torch.autograd.set_detect_anomaly(True)
    for x, y in loader:
        loss_fn(model(x), y).backward()
    ```

    ## Use instead
    ```python
    torch.autograd.set_detect_anomaly(args.debug_anomalies)  # off unless asked for
    for x, y in loader:
        loss_fn(model(x), y).backward()
    ```

    ## Fix safety
    No fix: whether the debugging aid is still wanted is the author's call.

    ## Measured
    On an H100, forward and backward of a small CNN, batch 32 at 64x64: 3.98 ms under
    `detect_anomaly(check_nan=True)` against 1.26 ms without.

    ## On user code
    Off by default. The bar for on by default is at least 20 reviewed findings on held-out user
    code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed moves, 22
    statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change): 3 of 4
    (75%); fresh8-2817 2 of 2 (one reviewer), fresh4-2813 1 of 1, fresh6-2815 0 of 1. Acted on:
    an unconditional `set_detect_anomaly(True)` at import of a training script. Noise: anomaly
    detection around a debugging `test()` that ends in `pdb.set_trace()`. It would need to stay
    silent in debug harnesses, then a review of at least 20 findings at 90% or more (4 in six
    splits so far). Round 4: 1 of 2.

    Round 6 (held out, 2026-11-28): fresh10-2820 (two reviewers, independently): 1 of 1:
    `detect_anomaly` around every PPO update of an RL training loop, unconditionally.

    Round 9 (fresh19-2831, two reviewers each, independently): 3 of 5. Acted on: anomaly
    detection on for a whole SRGAN training script, and around a GAN's backward in its
    training loop (twice). Noise: two blocks in methods nothing calls (a trainer's
    `optimize_network`, dead code). So 7 of 10 pooled (70%).

    Round 10 (GAN-heavy held-out splits, two reviewers each): fresh20-2832 1 of 1,
    fresh21-2833 6 of 7, so 14 of 18. Round 11, fresh22-2834 (two reviewers each,
    independently): 3 of 4. Acted on: anomaly detection on at import of a GAN training script
    (twice) and around every critic update of a distributed WGAN-GP trainer. Noise: the same
    block in an archived copy of that trainer (`old/oldpy/train.py`) that nothing runs. So 17
    of 22 pooled (77%): below the bar. Rounds 12 to 14 (fresh23-fresh27): 10 of 11, the noise
    a generation script of fresh27 that runs no backward pass (the flag costs nothing there);
    pooled as reviewed, 27 of 33 (82%).
    """

    code = "TL405"
    name = "anomaly-detection-enabled"
    default = False  # below the bar for on by default: see "On user code"
    screen = (frozenset({"set_detect_anomaly", "detect_anomaly"}),)

    def visit_Call(self, node: cst.Call) -> None:
        qualified = self.ctx.qualified_name(node.func)
        if qualified in SET_DETECT:
            mode = find_arg(node, "mode", 0)
            if mode is None or has_star_args(node) or not is_true(mode.value):
                return
            shown = "set_detect_anomaly(True)"
        elif qualified in DETECT:
            shown = "detect_anomaly()"
        else:
            return
        # judged on the path below the project root, never the working directory
        if self.ctx.semantic.test_file or self._behind_debug_switch():
            return
        self.report(
            node,
            f"`{shown}` makes autograd record a stack trace for every operation (and by "
            "default check every gradient for NaN); keep anomaly detection to debugging runs",
        )

    def _behind_debug_switch(self) -> bool:
        """Inside ``if <...debug...>:`` / ``if <...anomaly...>:`` in the same function, or in
        a function or class whose name says debug or anomaly (``class DebugMode``,
        ``def fn_with_anomaly``): the user turns it on, or it is the debugging tool itself."""
        stack = self.ctx.stack
        same_function = True
        for index in range(len(stack) - 2, -1, -1):
            node = stack[index]
            if isinstance(node, (cst.FunctionDef, cst.ClassDef)):
                same_function = False
                if DEBUG_SWITCH.search(node.name.value):
                    return True
            elif isinstance(node, cst.Lambda):
                same_function = False
            elif same_function and isinstance(node, cst.If) and stack[index + 1] is node.body:
                if DEBUG_SWITCH.search(self.ctx.code(node.test)):
                    return True
        return False
