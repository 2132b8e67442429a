"""Every `torchlint` command shown in a fenced block of the README and docs/ runs, against
the bundled example (docs/examples/train.py copied to the names the docs use: `train.py`,
`src/train.py`, ...), without an error: exit 0 or 1, nothing on stderr that says `error`. Docs
carry no local paths. Commands that time code on a device (`bench`, `verify`) are marked
`gpu` and run where CUDA is available (benchmarks/ and the device runs cover them)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)
COMMAND = re.compile(
    r"(?:^|[\s\"'`$:-])(torchlint (?:check|fix|rule|server|verify|bench|profile)\b[^\n#|>&\"'`]*)")
# a synopsis, not a command: `torchlint verify PATH --entry PATH:func`, `bench [CODES...]`
PLACEHOLDER = re.compile(r"\b(?:PATH|CODES|ARGS|FILE)\b|\[")
EXAMPLE = ROOT / "docs" / "examples" / "train.py"
TRACE = ROOT / "tests" / "data" / "profile" / "cpu_patterns.json.gz"
# where the docs' commands expect a training script (reliability.md's copy of a tree too)
NAMES = ("train.py", "src/train.py", "corpus-fixed/train.py")


def shown_commands() -> list[tuple[str, str]]:
    found = []
    for page in PAGES:
        for language, body in FENCE.findall(page.read_text(encoding="utf-8")):
            if language not in ("bash", "sh", "console", "yaml", ""):
                continue
            for match in COMMAND.finditer(body):
                line = match.group(1).strip()
                if not PLACEHOLDER.search(line) and (page.name, line) not in found:
                    found.append((page.name, line))
    return found


def _marks(line: str) -> list:
    # `profile` without --trace runs the script (the example trains on a device)
    device = line.split()[1] in ("bench", "verify") or (
        line.split()[1] == "profile" and "--trace" not in line)
    return [pytest.mark.gpu] if device else []


CASES = [pytest.param(page, line, marks=_marks(line), id=f"{page}: {line}")
         for page, line in shown_commands()]


def test_the_docs_show_commands_of_every_kind() -> None:
    kinds = {line.split()[1] for _, line in shown_commands()}
    assert {"check", "fix", "rule", "verify", "bench", "profile"} <= kinds


@pytest.mark.parametrize(("page", "line"), CASES)
def test_every_shown_command_runs_on_the_bundled_example(page: str, line: str,
                                                         tmp_path: Path) -> None:
    absolute = [w for w in line.split()[2:] if w.startswith(("/", "~"))]
    assert not absolute, f"{page}: `{line}` names a local path"
    if line.split()[1] in ("bench", "verify") or (line.split()[1] == "profile"
                                                   and "--trace" not in line):
        torch = pytest.importorskip("torch")
        if not torch.cuda.is_available():
            pytest.skip("times code on a device: run where CUDA is available")
    if line.split()[1] == "server" and "--help" not in line:
        pytest.skip("a language server waits for an editor")
    for name in NAMES:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(EXAMPLE, tmp_path / name)
    # what `torchlint profile --trace trace.json` reads: a trace recorded on the CPU
    shutil.copyfile(TRACE, tmp_path / "trace.json")
    script = f'torchlint() {{ "{sys.executable}" -m torchlint "$@"; }}\n{line}\n'
    env = {**os.environ, "NO_COLOR": "1"}
    env.pop("TORCHLINT_OUTPUT_FORMAT", None)
    done = subprocess.run(["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True,
                          timeout=600, env=env, stdin=subprocess.DEVNULL)
    assert done.returncode in (0, 1), f"{page}: `{line}` exited {done.returncode}: {done.stderr}"
    problems = [l for l in done.stderr.splitlines()
                if l.startswith("error:") or "internal error" in l or "Traceback" in l]
    assert not problems, f"{page}: `{line}`: {problems}"
