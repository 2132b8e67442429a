"""Install steps that are true on a fresh machine (issue 14, item 4): no page tells users to
install a release that does not exist or to pin a pre-commit tag that does not exist; the
pre-commit `rev` the docs give is a commit of this repository whose hooks are the ones named;
the extras do not replace a user's torch; CI runs exactly the README's test command."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / ".pre-commit-hooks.yaml"]
REPOSITORY = "https://github.com/torchlint/torchlint"


def pip_installs() -> list[tuple[str, str]]:
    found = []
    for page in PAGES:
        for line in page.read_text(encoding="utf-8").splitlines():
            for match in re.finditer(r"pip install ([^`#\n]*)", line):
                found.append((page.name, match.group(1).strip()))
    return found


def test_every_pip_install_names_a_clone_or_the_repository() -> None:
    wrong = []
    for page, arguments in pip_installs():
        try:
            words = [w for w in shlex.split(arguments) if not w.startswith("-")]
        except ValueError:
            words = arguments.split()
        for word in words:
            if re.fullmatch(r"torchlint(\[[\w,]+\])?", word):  # a release on a package index
                wrong.append((page, arguments))
    assert wrong == []
    assert any(f"@ git+{REPOSITORY}" in arguments for _, arguments in pip_installs())


def documented_revs() -> list[tuple[str, str]]:
    revs = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for match in re.finditer(rf"repo: {re.escape(REPOSITORY)}\s*\n\s*(?:#.*\n\s*)*rev: (\S+)", text):
            revs.append((page.name, match.group(1)))
    return revs


def test_the_docs_give_a_rev() -> None:
    assert {page for page, _ in documented_revs()} >= {"README.md", "ci.md"}


@pytest.mark.parametrize(("page", "rev"), documented_revs(), ids=lambda value: value)
def test_the_pre_commit_rev_is_a_commit_with_these_hooks(page: str, rev: str) -> None:
    assert re.fullmatch(r"[0-9a-f]{40}", rev), f"{page}: rev {rev!r} is not a full commit hash"
    shown = subprocess.run(["git", "show", f"{rev}:.pre-commit-hooks.yaml"], cwd=ROOT,
                           capture_output=True, text=True, timeout=60)
    if shown.returncode and "not a git repository" in shown.stderr:
        pytest.skip("not a git checkout")
    assert shown.returncode == 0, f"{page}: rev {rev} is not a commit of this repository"
    yaml = pytest.importorskip("yaml")
    assert {hook["id"] for hook in yaml.safe_load(shown.stdout)} == {"torchlint", "torchlint-fix"}


def test_the_documented_revs_are_one_and_current() -> None:
    """The rev users copy runs today's hooks: one value everywhere, a commit of this
    history no older than the last change to the hook definitions (not to the comment above
    them that shows the rev). Moving it forward is a step of docs/releasing.md."""
    revs = {rev for _, rev in documented_revs()}
    assert len(revs) == 1, documented_revs()
    rev = revs.pop()

    def git(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True,
                              timeout=60)

    last_change = git("log", "-1", "--format=%H", "-G", "^[^#]", "--",
                      ".pre-commit-hooks.yaml").stdout.strip()
    if not last_change:
        pytest.skip("not a git checkout, or a shallow one without the hooks file's history")
    assert git("merge-base", "--is-ancestor", rev, "HEAD").returncode == 0, (
        f"{rev} is not in this history")
    assert git("merge-base", "--is-ancestor", last_change, rev).returncode == 0, (
        f"{rev} is older than {last_change}, the last change to the hook definitions")


def test_no_release_tag_is_promised() -> None:
    for page in PAGES:
        assert not re.search(r"rev: v\d", page.read_text(encoding="utf-8")), page.name


def test_extras_keep_the_users_torch_and_ci_pins_the_cpu_build() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    for name in ("verify", "test"):
        torch = [r for r in extras[name] if re.match(r"torch\b", r)]
        assert torch and not any("==" in r for r in torch), (name, torch)
    assert any(r.startswith("matplotlib") for r in extras["test"])  # the plot test imports it
    constraints = (ROOT / ".ci" / "constraints.txt").read_text(encoding="utf-8")
    assert re.search(r"^torch==\d", constraints, re.M)


def test_ci_runs_exactly_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first = re.search(r"```bash\n(.*?)```", readme, re.S).group(1)
    commands = [line for line in first.splitlines() if line and not line.startswith("#")]
    assert len(commands) == 2
    assert commands[0].endswith("torchlint check --select ALL docs/examples/train.py")
    assert "-c .ci/constraints.txt" in commands[1] and "pytest" in commands[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert commands[1] in ci.splitlines()


def test_the_repository_checks_itself_cleanly(monkeypatch: pytest.MonkeyPatch) -> None:
    """`torchlint check` at the project root: the fixtures' deliberate anti-patterns are
    excluded by the project's own configuration, while the README's example still reports."""
    from click.testing import CliRunner

    from torchlint.cli import main

    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(main, ["check", "--no-cache", "--show-files"])
    shown = result.stdout.splitlines()
    assert result.exit_code == 0 and "torchlint/cli.py" in shown
    assert not [path for path in shown if path.startswith(("fixtures/", "docs/examples/"))]
    result = CliRunner().invoke(main, ["check", "--no-cache"])
    assert (result.exit_code, result.stdout) == (0, "All checks passed!\n")
    result = CliRunner().invoke(main, ["check", "--no-cache", "--output-format", "concise",
                                       "--select", "ALL", "docs/examples/train.py"])
    assert result.exit_code == 1 and result.stdout.startswith("docs/examples/train.py:")
