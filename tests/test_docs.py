"""The documentation is generated from the code; these tests fail when the two drift."""

from __future__ import annotations

from pathlib import Path

import pytest

from torchlint import docs, registry


def test_generated_pages_are_current() -> None:
    stale = [
        str(path.relative_to(docs.DOCS.parent))
        for path, text in docs.pages().items()
        if not path.is_file() or path.read_text(encoding="utf-8") != text
    ]
    assert stale == [], "run `python -m torchlint.docs` and commit the result"


def test_no_page_without_a_rule() -> None:
    from torchlint.diagnostics import PROFILE_CODES

    codes = {rule.code for rule in registry.all_rules()} | set(registry.ENGINE_CODES) | set(
        PROFILE_CODES)  # the profile family (TL9xx) has pages too
    pages = {path.stem for path in (docs.DOCS / "rules").glob("TL*.md")}
    assert pages == codes


@pytest.mark.parametrize("rule", registry.all_rules(), ids=lambda r: r.code)
def test_docstring_has_every_section(rule) -> None:  # noqa: ANN001
    assert docs.missing_sections(rule) == []


@pytest.mark.parametrize("rule", registry.all_rules(), ids=lambda r: r.code)
def test_rule_has_fixtures(rule) -> None:  # noqa: ANN001
    folder = docs.DOCS.parent / "fixtures" / rule.code
    assert (folder / "bad.py").is_file() and (folder / "good.py").is_file()


def test_rule_pages_need_no_docs_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """An installed wheel has no docs/: what `torchlint rule` prints of the GPU report ships
    with the package (torchlint/measured.json, generated from docs/benchmarks.md)."""
    from torchlint import docs, registry

    with_docs = docs.rule_page(registry.rule_by_code("TL101"))
    monkeypatch.setattr(docs, "DOCS", tmp_path / "nowhere")
    assert docs.rule_page(registry.rule_by_code("TL101")) == with_docs
    assert "From the verifier's report on an H100" in with_docs
