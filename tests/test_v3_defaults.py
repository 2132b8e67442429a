"""On by default is its own decision, apart from preview (issue 24 item 4), as in Ruff.

A plain `torchlint check` runs the stable rules whose ``default`` is True; a stable rule that
is off by default comes in through its code, a prefix, `extend-select` or ALL without
`--preview`; a preview rule needs `--preview` to come in through a prefix or ALL. These tests
read which rules are on from the registry, so that turning one on or off is a change of its
``default`` attribute (then `python -m torchlint.registry` and `python -m torchlint.docs`).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint import api, registry
from torchlint.cli import main
from torchlint.rulepages import rule_page

pytestmark = pytest.mark.real_defaults

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
RULES = registry.index()
ON = [e.code for e in RULES if e.default and not e.preview]
OFF = [e.code for e in RULES if not e.default and not e.preview]
PREVIEW = [e.code for e in RULES if e.preview]
STABLE = [e.code for e in RULES if not e.preview]


@pytest.fixture()
def every_bad(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each rule's bad.py fixture, copied into one folder (the config of this checkout not
    applying)."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("TORCHLINT_PEDANTIC", raising=False)
    for entry in RULES:
        shutil.copy(FIXTURES / entry.code / "bad.py", tmp_path / f"{entry.code.lower()}.py")
    (tmp_path / "pyproject.toml").write_text("[tool.torchlint]\n", encoding="utf-8")
    return tmp_path


def codes(*args: str) -> set[str]:
    result = CliRunner().invoke(main, ["check", "--no-cache", "--output-format", "json",
                                       "--exit-zero", *args, "."], catch_exceptions=False)
    return {row["code"] for row in json.loads(result.stdout)}


def selected(*args: str) -> list[str]:
    result = CliRunner().invoke(main, ["check", "--show-settings", *args, "."],
                                catch_exceptions=False)
    line = next(line for line in result.stdout.splitlines() if line.startswith("rules "))
    listed = line.split(None, 1)[1]
    return [] if listed == "(none)" else listed.split(", ")


def test_the_default_attribute_is_indexed() -> None:
    assert [(e.code, e.default) for e in RULES] == [
        (r.code, r.default) for r in registry.all_rules()]


def test_plain_check_runs_exactly_the_stable_rules_on_by_default(every_bad: Path) -> None:
    assert selected() == ON
    # each rule's bad fixture reports by default, so a plain check reports exactly those rules
    assert codes() == set(ON)


def test_select_all_is_every_stable_rule_and_preview_adds_the_rest(every_bad: Path) -> None:
    assert selected("--select", "ALL") == STABLE
    assert codes("--select", "ALL") == set(STABLE)
    assert selected("--select", "ALL", "--preview") == [e.code for e in RULES]
    # --preview alone adds only preview rules that are on by default (none is, today)
    assert selected("--preview") == [e.code for e in RULES if e.default]


@pytest.mark.skipif(not OFF, reason="every stable rule is on by default")
def test_a_rule_off_by_default_is_selected_without_preview(every_bad: Path) -> None:
    code = OFF[0]
    assert selected("--select", code) == [code]
    assert codes("--select", code) == {code}
    assert selected("--extend-select", code) == sorted([*ON, code])
    assert codes("--extend-select", code) == {*ON, code}
    # a prefix selects the stable rules under it, on or off, and not the preview ones
    prefix = code[:3]
    assert selected("--select", prefix) == [c for c in STABLE if c.startswith(prefix)]
    # and the configuration says the same as the command line
    (every_bad / "pyproject.toml").write_text(
        f'[tool.torchlint]\nextend-select = ["{code}"]\n', encoding="utf-8")
    assert selected() == sorted([*ON, code])
    (every_bad / "pyproject.toml").write_text(
        '[tool.torchlint]\nselect = ["ALL"]\n[tool.torchlint.per-file-ignores]\n'
        f'"{code.lower()}.py" = ["{code}"]\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--no-cache", "--output-format", "json",
                                       "--exit-zero", "."], catch_exceptions=False)
    found = {(Path(row["filename"]).name, row["code"]) for row in json.loads(result.stdout)}
    assert {c for _, c in found} >= set(STABLE) - {code}
    assert (f"{code.lower()}.py", code) not in found


@pytest.mark.skipif(not PREVIEW, reason="no preview rule")
def test_a_preview_rule_needs_preview_through_a_prefix(every_bad: Path) -> None:
    code = PREVIEW[0]
    assert code not in selected("--select", code[:3])
    assert code in selected("--select", code[:3], "--preview")
    assert selected("--select", code) == [code]  # its full code is an explicit request
    assert code not in codes()


def test_the_cache_does_not_serve_results_across_a_change_of_the_default_set(
        every_bad: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = every_bad / ".cache"
    before = {d.code for f in api.lint_paths(["."], jobs=1, cache_dir=cache).files
              for d in f.diagnostics}
    assert before == set(ON)
    flipped = next(e for e in RULES if not e.preview and e.code not in ("TL101",))
    import dataclasses

    changed = tuple(dataclasses.replace(e, default=not e.default) if e is flipped else e
                    for e in RULES)
    monkeypatch.setattr(registry, "index", lambda: changed)
    monkeypatch.setattr(registry, "index_by_code", lambda: {e.code: e for e in changed})
    from torchlint import config

    if hasattr(config._cached_codes, "cache_clear"):
        config._cached_codes.cache_clear()
    after = {d.code for f in api.lint_paths(["."], jobs=1, cache_dir=cache).files
             for d in f.diagnostics}
    assert after == set(ON) ^ {flipped.code}


def test_rule_listing_and_json_say_whether_each_rule_is_on() -> None:
    result = CliRunner().invoke(main, ["rule", "--all", "--output-format", "json"])
    rows = {row["code"]: row for row in json.loads(result.stdout)}
    for entry in RULES:
        assert rows[entry.code]["default"] is entry.default
        assert rows[entry.code]["preview"] is entry.preview
    table = CliRunner().invoke(main, ["rule", "--all"]).stdout.splitlines()
    words = {line.split()[0]: line.split()[-1] for line in table[1:]}
    for entry in RULES:
        assert words[entry.code] == ("preview" if entry.preview else "on" if entry.default
                                     else "off")


@pytest.mark.parametrize("rule", registry.all_rules(), ids=lambda rule: rule.code)
def test_each_page_says_whether_the_rule_is_on_and_gives_its_user_code_figure(rule) -> None:
    page = rule_page(rule)
    assert "\n## On user code\n" in page
    section = page.split("\n## On user code\n", 1)[1]
    assert "at least 20" in section and "90%" in section
    line = next(line for line in page.splitlines() if line.startswith("- Default: "))
    if rule.preview:
        assert line.startswith("- Default: preview, off (select it by code: "
                               f"`--select {rule.code}`")
    elif rule.default:
        assert line == "- Default: on"
    else:
        assert line.startswith(f"- Default: off (select it: `--select {rule.code}`")
        assert "see On user code" in line


def test_sarif_enables_by_default_only_the_rules_that_are_on(every_bad: Path) -> None:
    result = CliRunner().invoke(main, ["check", "--no-cache", "--output-format", "sarif",
                                       "--exit-zero", "--select", "ALL", "--preview", "."])
    run = json.loads(result.stdout)["runs"][0]
    enabled = {r["id"]: r["defaultConfiguration"].get("enabled")
               for r in run["tool"]["driver"]["rules"] if r["id"] in {e.code for e in RULES}}
    assert enabled == {e.code: e.default and not e.preview for e in RULES if e.code in enabled}


@pytest.mark.skipif(not OFF, reason="every stable rule is on by default")
def test_flake8_select_naming_a_rule_that_is_off_runs_it(every_bad: Path) -> None:
    """`flake8 --select TL` reports what a plain `torchlint check` does; naming a rule that is
    off by default (`--select TL201`, `--extend-select`) runs it, as `--extend-select` would."""
    import subprocess
    import sys

    pytest.importorskip("flake8")
    code = OFF[0]
    target = f"{code.lower()}.py"

    def flake8(*args: str) -> set[str]:
        done = subprocess.run([sys.executable, "-m", "flake8", "--isolated", *args, target],
                              cwd=every_bad, capture_output=True, text=True, timeout=300)
        return {line.split(": ", 1)[1].split()[0] for line in done.stdout.splitlines()}

    assert code not in flake8("--select", "TL")
    assert code in flake8("--select", code)
    assert code in flake8("--select", "TL", "--extend-select", code)
