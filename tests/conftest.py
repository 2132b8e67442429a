"""Shared test fixtures: the real-code corpus subset and a CLI runner."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CORPUS = Path(os.environ.get("TORCHLINT_CORPUS", ROOT / ".corpus"))
CORPUS_SCRIPT = ROOT.parent / "shared" / "corpus.sh"


HOW_TO_GET_THE_CORPUS = (
    f"put the shared folder beside this checkout ({CORPUS_SCRIPT} downloads the corpus), "
    "or set TORCHLINT_CORPUS to a folder that holds it (../shared/corpus.sh DEST timm "
    "torchvision fills one)")
# The corpus tests skipped in this session: said at the end of the run, not only under -rs,
# since without them the suite proves less than it seems to.
_CORPUS_SKIPS: list[str] = []


def pytest_terminal_summary(terminalreporter) -> None:  # noqa: ANN001 - pytest's hook
    if _CORPUS_SKIPS:
        terminalreporter.write_sep("-", "real-code corpus not found")
        terminalreporter.write_line(
            f"{len(_CORPUS_SKIPS)} test(s) that check real code were skipped: "
            f"{HOW_TO_GET_THE_CORPUS}.")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--run-slow", action="store_true", help="run tests marked slow (whole corpus)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--run-slow") or os.environ.get("TORCHLINT_SLOW"):
        return
    skip = pytest.mark.skip(reason="slow: run with --run-slow or TORCHLINT_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _pedantic_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """Most tests pin down every occurrence of a pattern (catalog v1), whatever the cost
    context: they run with TORCHLINT_PEDANTIC=1, the default of --pedantic. Tests of the
    default policy pass --no-pedantic (or pedantic=False) explicitly."""
    monkeypatch.setenv("TORCHLINT_PEDANTIC", "1")


@pytest.fixture(autouse=True)
def _every_stable_rule_on(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Which rules are on by default is decided by reviews of user code and changes with one
    attribute (``Rule.default``); the tests of options, formats, files and fixes use a rule's
    finding as an example and must not change with it. In this process they run as if every
    rule were on by default (the set before issue 24: every stable rule, and every preview rule
    with --preview); tests of the default set itself are marked ``real_defaults`` and see the
    registry as it is. (A subprocess sees the real set: such tests select what they need.)"""
    from torchlint import api, config, registry

    def clear() -> None:
        for cached in (config._cached_codes, api._added, api._with_preview):
            cached.cache_clear()

    clear()
    request.addfinalizer(clear)
    if request.node.get_closest_marker("real_defaults"):
        return
    import dataclasses

    every = tuple(dataclasses.replace(e, default=True) for e in registry.index())
    by_code = {e.code: e for e in every}
    monkeypatch.setattr(registry, "index", lambda: every)
    monkeypatch.setattr(registry, "index_by_code", lambda: by_code)


def corpus(*projects: str) -> Path:
    """The corpus folder with ``projects`` in it, downloading them with ../shared/corpus.sh.

    In CI (CI=true) a missing corpus is a failure, never a skip: the corpus tests are the
    proof that torchlint survives real code.
    """
    missing = [p for p in projects if not (CORPUS / p).is_dir()]
    if missing:
        if not CORPUS_SCRIPT.is_file():
            if os.environ.get("CI"):
                pytest.fail(f"{CORPUS_SCRIPT} not found")
            _CORPUS_SKIPS.append(", ".join(missing))
            pytest.skip(f"corpus ({', '.join(missing)}) not found: {HOW_TO_GET_THE_CORPUS}")
        done = subprocess.run(
            ["bash", str(CORPUS_SCRIPT), str(CORPUS), *missing],
            capture_output=True, text=True, timeout=1800,
        )
        if done.returncode != 0:
            message = f"corpus download failed: {done.stderr.strip()[-500:]}"
            if os.environ.get("CI"):
                pytest.fail(message)
            pytest.skip(message)
    return CORPUS


@pytest.fixture(scope="session")
def corpus_subset() -> Path:
    """timm + torchvision: the part of the corpus CI checks on every run."""
    root = corpus("timm", "torchvision")
    return root
