"""The habits a Ruff user brings (issue 14): standard input, `check --fix`, exclusions and
per-file ignores on the command line, `--show-settings`/`--show-files`, `--add-noqa`,
`--config KEY=VALUE`, torchlint.toml, colour, the gitlab format, and a summary that says what
is off. Exact output, exit codes and files on disk."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from torchlint import registry
from torchlint.cli import main

BAD = "import torch\n\nx = torch.zeros(3).cuda()\n"
FIXED = 'import torch\n\nx = torch.zeros(3, device="cuda")\n'
# The tests run with TORCHLINT_PEDANTIC=1 (conftest): BAD's one-off says why it is pedantic.
TL101 = ("`torch.zeros` creates the tensor on the CPU and then copies it to the device; pass "
         "`device=` to the factory (pedantic: runs once)")
# TL403 and TL412 are preview rules: off by default
PREVIEW = ("import torch\n\nmodel = torch.nn.DataParallel(model)\nout = torch.zeros(0)\n"
           "for batch in train_loader:\n    out = torch.cat([out, batch])\n")


@pytest.fixture()
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    return tmp_path


def run(*args: str, stdin: str | bytes | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def check(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    return run("check", "--no-cache", "--output-format", "concise", *args, stdin=stdin)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


# -- item 1: wrong paths and standard input ---------------------------------------------------
def test_missing_path_is_one_error_and_no_success_message(project: Path) -> None:
    assert check("nope.py") == (2, "", "error: nope.py: No such file or directory\n")


def test_missing_path_beside_a_real_one_still_checks_the_real_one(project: Path) -> None:
    write(project / "a.py", BAD)
    code, out, err = check("a.py", "nope.py")
    assert code == 2
    assert out == f"a.py:3:5: TL101 [*] {TL101}\nFound 1 warning.\n[*] 1 fixable with `torchlint fix`.\n"
    assert err == "error: nope.py: No such file or directory\n"


def test_check_stdin_uses_the_stdin_filename_config_and_noqa(project: Path) -> None:
    write(project / "pyproject.toml", '[tool.torchlint.per-file-ignores]\n"legacy/*" = ["TL1"]\n')
    code, out, _ = check("-", "--stdin-filename", "src/train.py", stdin=BAD)
    assert (code, out) == (1, f"src/train.py:3:5: TL101 [*] {TL101}\nFound 1 warning.\n"
                              "[*] 1 fixable with `torchlint fix`.\n")
    assert check("-", "--stdin-filename", "legacy/old.py", stdin=BAD) == (
        0, "All checks passed!\n", "")
    assert check("-", stdin=BAD.replace(".cuda()", ".cuda()  # noqa: TL101")) == (
        0, "All checks passed!\n", "")
    assert check("-", stdin=BAD)[1].startswith("-:3:5: TL101")


def test_fix_stdin_writes_the_fixed_source_to_stdout(project: Path) -> None:
    code, out, err = run("fix", "--no-cache", "-", stdin=BAD)
    assert (code, out) == (0, FIXED)
    assert err == "Found 1 warning (1 fixed, 0 remaining).\n"
    # what cannot be fixed stays, is reported on stderr, and sets the exit code
    unfixable = "import torch\n\nmodel.eval()\nfor x in loader:\n    y = model(x)\n"
    code, out, err = run("check", "--fix", "--no-cache", "--output-format", "concise", "-",
                         "--stdin-filename", "loop.py", "--select", "TL402", stdin=unfixable)
    assert (code, out) == (1, unfixable)
    assert err.startswith("loop.py:5:9: TL402 ")


def test_stdin_filename_without_dash_or_with_other_paths_is_a_usage_error(project: Path) -> None:
    write(project / "a.py", BAD)
    assert check("a.py", "--stdin-filename", "x.py") == (
        2, "", "error: --stdin-filename needs `-` as the only path\n")
    assert check("a.py", "-") == (
        2, "", "error: `-` (standard input) cannot be combined with other paths\n")


# -- item 2: Ruff's habits ----------------------------------------------------------------------
def test_check_fix_writes_and_show_fixes_lists_them(project: Path) -> None:
    write(project / "a.py", BAD)
    code, out, err = check("--fix", "--show-fixes", "a.py")
    assert (code, err) == (0, "")
    assert out == ("Fixed 1 warning:\n- a.py:\n    1 × TL101 (tensor-created-then-moved)\n\n"
                   "Found 1 warning (1 fixed, 0 remaining).\n")
    assert (project / "a.py").read_text(encoding="utf-8") == FIXED


def test_check_diff_writes_nothing(project: Path) -> None:
    write(project / "a.py", BAD)
    code, out, err = check("--diff", "a.py")
    assert code == 1
    assert out == ("--- a.py\n+++ a.py\n@@ -1,3 +1,3 @@\n import torch\n \n"
                   "-x = torch.zeros(3).cuda()\n+x = torch.zeros(3, device=\"cuda\")\n")
    assert err == "Would fix 1 warning.\n"
    assert (project / "a.py").read_text(encoding="utf-8") == BAD


def test_unsafe_fixes_apply_with_check_fix(project: Path) -> None:
    write(project / "a.py", "import torch\n\nx = torch.randn(3).cuda()\n")
    assert check("--fix", "a.py")[0] == 1
    assert check("--fix", "--unsafe-fixes", "a.py")[0] == 0
    assert (project / "a.py").read_text(encoding="utf-8") == (
        'import torch\n\nx = torch.randn(3, device="cuda")\n')


def test_exclude_options_and_show_files(project: Path) -> None:
    for name in ("a.py", "vendor/b.py", "gen/c.py"):
        write(project / name, BAD)
    write(project / "pyproject.toml", '[tool.torchlint]\nexclude = ["vendor/"]\n')
    assert check("--show-files") == (0, "a.py\ngen/c.py\n", "")
    assert check("--show-files", "--extend-exclude", "gen/") == (0, "a.py\n", "")
    # --exclude replaces the configured list
    assert check("--show-files", "--exclude", "gen/") == (0, "a.py\nvendor/b.py\n", "")
    assert check("--extend-exclude", "gen/,a.py")[0:2] == (0, "All checks passed!\n")


def test_ignore_options_and_per_file_ignores(project: Path) -> None:
    write(project / "tests/t.py", BAD)
    write(project / "a.py", BAD)
    assert check("--extend-ignore", "TL1") == (0, "All checks passed!\n", "")
    code, out, _ = check("--per-file-ignores", "tests/*:TL101")
    assert (code, out.splitlines()[0]) == (1, f"a.py:3:5: TL101 [*] {TL101}")
    assert "tests/" not in out
    assert check("--per-file-ignores", "tests/*") == (
        2, "", "error: --per-file-ignores 'tests/*': expected PATTERN:CODES, e.g. `tests/*:TL4`\n")
    assert check("--per-file-ignores", "tests/*:XX9")[0::2] == (
        2, "error: --per-file-ignores 'tests/*': unknown rule selector 'XX9'\n")


def test_show_settings_names_the_file_and_the_rules(project: Path) -> None:
    write(project / "torchlint.toml", 'select = ["TL1"]\nignore = ["TL104"]\n')
    code, out, err = check("--show-settings", "--config", "preview = true")
    assert (code, err) == (0, "")
    assert out == (
        "Settings for .\n"
        f"configuration     {(project / 'torchlint.toml').resolve()}\n"
        f"root              {project.resolve()}\n"
        "rules             TL101, TL102, TL103\n"
        "preview           true\n"
        "pedantic          true\n"
        "unsafe-fixes      false\n"
        "exclude           (none)\n"
        "per-file-ignores  (none)\n"
        "cache-dir         (default)\n"
    )


def test_add_noqa_silences_what_is_there_and_keeps_other_codes(project: Path) -> None:
    write(project / "a.py", "import torch\n\nx = torch.zeros(3).cuda()  # noqa: TL999\n"
                            "y = torch.ones(2).cuda()  # why\n")
    code, out, err = check("--add-noqa", "a.py")
    assert (code, out) == (0, "")
    assert err == ("Added 2 noqa directives.\n"
                   "warning: a.py:3: unknown rule code TL999 in `# noqa`\n")
    assert (project / "a.py").read_text(encoding="utf-8") == (
        "import torch\n\nx = torch.zeros(3).cuda()  # noqa: TL999, TL101\n"
        "y = torch.ones(2).cuda()  # why  # noqa: TL101\n")
    assert check("a.py")[0:2] == (0, "All checks passed!\n")


def test_add_noqa_keeps_crlf_and_skips_line_continuations(project: Path) -> None:
    path = project / "a.py"
    path.write_bytes(b"import torch\r\nx = torch.zeros(3).cuda()\r\n")
    assert check("--add-noqa", "a.py")[0] == 0
    assert path.read_bytes() == b"import torch\r\nx = torch.zeros(3).cuda()  # noqa: TL101\r\n"


def test_statistics_honour_json(project: Path) -> None:
    write(project / "a.py", BAD + "y = torch.ones(3).cuda()\n")
    code, out, _ = check("--statistics", "--output-format", "json")
    assert code == 1
    assert json.loads(out) == [{"code": "TL101", "name": "tensor-created-then-moved", "count": 2,
                                "fixable": True, "fixable_count": 2}]
    assert check("--statistics")[1].startswith("    2\tTL101\t[*] tensor-created-then-moved\n\n")


def test_rule_all_as_json_lists_every_rule() -> None:
    code, out, _ = run("rule", "--all", "--output-format", "json")
    rows = json.loads(out)
    assert code == 0
    from torchlint.diagnostics import PROFILE_CODES

    # then the profile family (TL9xx), which `torchlint profile` reports
    assert [row["code"] for row in rows] == ["TL001", "TL002", "TL003", *(
        rule.code for rule in registry.all_rules()), *PROFILE_CODES]
    first = rows[3]
    assert set(first) == {"code", "name", "summary", "fix", "preview", "default", "url",
                          "explanation"}
    assert first["explanation"].startswith("## What it does")
    single = json.loads(run("rule", "TL302", "--output-format", "json")[1])
    assert (single["code"], single["preview"], single["default"], single["fix"]) == ("TL302", True, False, "none")
    preview = json.loads(run("rule", "TL303", "--output-format", "json")[1])
    assert (preview["code"], preview["preview"], preview["default"]) == ("TL303", True, False)


def test_config_key_value_overrides_the_file(project: Path) -> None:
    write(project / "pyproject.toml", '[tool.torchlint]\nselect = ["TL1"]\n')
    write(project / "a.py", PREVIEW)
    assert check("a.py")[1] == "All checks passed!\n"
    code, out, _ = check("a.py", "--config", 'select = ["TL4"]', "--config", "preview = true")
    assert code == 1 and out.startswith("a.py:3:9: TL403 ")
    assert check("a.py", "--config", "colour = 1") == (2, "", "error: --config: unknown key 'colour'\n")
    assert check("a.py", "--config", "preview = 1") == (
        2, "", "error: --config: key 'preview' must be a boolean\n")
    assert check("a.py", "--config", "x y") == (2, "", "error: x y: configuration file not found\n")


@pytest.mark.parametrize("name", ["torchlint.toml", ".torchlint.toml"])
def test_torchlint_toml_beats_pyproject(project: Path, name: str) -> None:
    write(project / "pyproject.toml", '[tool.torchlint]\nignore = ["TL101"]\n')
    write(project / "a.py", BAD)
    assert check("a.py")[0] == 0
    write(project / name, 'extend-select = ["TL1"]\n')  # top-level keys, no [tool.torchlint]
    assert check("a.py")[0] == 1
    write(project / name, "bogus = 1\n")
    assert check("a.py") == (2, "", f"error: {(project / name).resolve()}: unknown key 'bogus'\n")


def test_dot_torchlint_toml_comes_first(project: Path) -> None:
    write(project / "torchlint.toml", 'ignore = ["TL101"]\n')
    write(project / ".torchlint.toml", "")
    write(project / "a.py", BAD)
    assert check("a.py")[0] == 1


def test_colour_always_never_and_no_color(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write(project / "a.py", BAD)
    coloured = check("--color", "always", "a.py")[1]
    assert coloured.startswith("\x1b[1ma.py:3:5\x1b[0m: \x1b[33m\x1b[1mTL101\x1b[0m \x1b[36m[*]\x1b[0m")
    assert "\x1b[" not in check("--color", "never", "a.py")[1]
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert "\x1b[" in check("a.py")[1]
    monkeypatch.setenv("NO_COLOR", "1")
    assert "\x1b[" not in check("a.py")[1]


def test_gitlab_code_quality(project: Path) -> None:
    write(project / "a.py", BAD + "x = torch.zeros(3).cuda()\n")
    code, out, _ = check("--output-format", "gitlab", "a.py")
    issues = json.loads(out)
    assert code == 1
    first = dict(issues[0])
    fingerprint = first.pop("fingerprint")
    assert first == {"description": f"TL101 {TL101}", "check_name": "TL101", "severity": "minor",
                     "location": {"path": "a.py", "lines": {"begin": 3, "end": 3}}}
    # identical findings differ; a line added above does not change a fingerprint
    assert issues[1]["fingerprint"] != fingerprint
    write(project / "a.py", "# new\n" + BAD + "x = torch.zeros(3).cuda()\n")
    moved = json.loads(check("--output-format", "gitlab", "a.py")[1])
    assert [i["fingerprint"] for i in moved] == [i["fingerprint"] for i in issues]
    assert moved[0]["location"]["lines"] == {"begin": 4, "end": 4}


# -- item 3: say what is off ------------------------------------------------------------------
def test_summary_says_preview_rules_would_report_more(project: Path) -> None:
    # what --preview would add to the selection: ALL here (a plain check's default set has
    # no preview rule)
    write(project / "a.py", PREVIEW)
    assert check("--select", "ALL", "a.py") == (
        0, "All checks passed!\n2 more findings with `--preview` (preview rules are off).\n", "")
    assert check("--select", "ALL", "--preview", "a.py")[1].endswith("Found 2 warnings.\n")
    assert check("--select", "ALL", "--ignore", "TL403", "a.py")[1].endswith(
        "1 more finding with `--preview` (preview rules are off).\n")
    # per-file ignores hold for the hint too, and --quiet drops it with the summary
    assert check("--select", "ALL", "a.py", "--per-file-ignores", "a.py:TL4") == (
        0, "All checks passed!\n", "")
    assert check("--select", "ALL", "-q", "a.py") == (0, "", "")


def test_selecting_only_preview_rules_warns_instead_of_passing(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # TL41 matched only preview rules until TL414 became stable (rounds 10 and 13), and no
    # prefix does today: the catalog is shown as it was, with TL414 in preview
    entries = registry.index()
    monkeypatch.setattr(registry, "index", lambda: tuple(
        dataclasses.replace(e, preview=True, default=False) if e.code == "TL414" else e for e in entries
    ))
    write(project / "a.py", PREVIEW)
    hint = "1 more finding with `--preview` (preview rules are off).\n"
    assert check("--select", "TL41", "a.py") == (0, hint, (
        "warning: Selector TL41 matches only preview rules, which are off: add --preview to "
        "enable them\n"
        "warning: No rules are enabled: nothing was checked\n"))
    # naming a preview rule's full code is an explicit request: it runs
    assert check("--select", "TL412", "a.py")[1].startswith("a.py:6:11: TL412")


def test_force_excluded_stdin_filename_passes_the_source_through(project: Path) -> None:
    write(project / "pyproject.toml", '[tool.torchlint]\nexclude = ["vendor/"]\n')
    assert run("fix", "--no-cache", "-", "--stdin-filename", "vendor/x.py", "--force-exclude",
               stdin=BAD) == (0, BAD, "All checks passed!\n")
    assert check("-", "--stdin-filename", "vendor/x.py", "--force-exclude", stdin=BAD) == (
        0, "All checks passed!\n", "")
    assert check("-", "--stdin-filename", "vendor/x.py", stdin=BAD)[0] == 1


def test_config_override_moves_the_cache(project: Path) -> None:
    write(project / "a.py", BAD)
    code, _, _ = run("check", "a.py", "--config", 'cache-dir = "elsewhere"')
    assert code == 1
    assert (project / "elsewhere").is_dir() and not (project / ".torchlint_cache").exists()


def test_add_noqa_leaves_syntax_errors_alone(project: Path) -> None:
    write(project / "broken.py", "def f(:\n")
    code, out, err = check("--add-noqa", "broken.py")
    assert (code, out, err) == (0, "", "Added 0 noqa directives.\n")
    assert (project / "broken.py").read_text(encoding="utf-8") == "def f(:\n"


@pytest.mark.parametrize(
    ("patterns", "shown", "relative", "expected"),
    [
        (("vendor/",), "vendor/b.py", "vendor/b.py", True),  # below a folder pattern
        (("vendor",), "src/vendor/b.py", "src/vendor/b.py", True),  # a part, at any depth
        (("vendor",), "src/vendored/b.py", "src/vendored/b.py", False),
        (("src/legacy",), "src/legacy_x.py", "src/legacy_x.py", False),  # not a prefix of a name
        (("*.pyi",), "x/a.pyi", "x/a.pyi", True),
        (("gen/*.py", "docs/"), "gen/a.py", "gen/a.py", True),  # any one of several
        (("gen/*.py", "docs/"), "../other/gen/a.py", "../other/gen/a.py", False),
        (("/abs/*",), "/abs/a.py", "x/a.py", True),  # the path as given counts too
        (("t[ae]st?",), "test1/a.py", "test1/a.py", True),
    ],
)
def test_exclude_patterns_are_globs(patterns, shown, relative, expected) -> None:  # noqa: ANN001
    """The exclude list is compiled into one regular expression; each pattern keeps the
    meaning of a glob (``fnmatch``) on the path relative to the root or as given."""
    from torchlint.config import _Patterns

    assert _Patterns.of(patterns).match(shown, relative) is expected
