"""TL302 v6 (issue 24, round 6): a loader whose only per-sample work is a tokenizer call on text
held in memory (a tokenizing `collate_fn`, item methods that only tokenize) is --pedantic: fast
tokenizers batch in Rust and cost little beside the model's step (the fresh7 review read both such
findings as noise). A pure-Python ("slow") tokenizer the file builds, and tokenizing that also
reads a file per sample, stay reported by default (`torchlint.semantic.datasets`: `tokenizes`)."""

from __future__ import annotations

from test_v5_tl302 import FIXTURES, NOT_TRAINING, found  # the v5 helpers: one copy

TOKENIZER_ONLY = (
    "the only per-sample work is tokenizing text held in memory: fast tokenizers batch in Rust, and "
    "the cost is small next to the model step"
)


def test_fast_tokenizer_only_forms_are_pedantic() -> None:
    # a tokenizing collate function, a collator instance, one through functools.partial, and
    # item methods whose only work is a fast tokenizer call
    assert found("good_tokenizers.py", pedantic=False) == []
    assert found("good_tokenizers.py", pedantic=True) == [
        (27, TOKENIZER_ONLY), (39, TOKENIZER_ONLY), (40, TOKENIZER_ONLY), (56, TOKENIZER_ONLY),
    ]


def test_round5_fixture_tokenizer_forms_are_pedantic() -> None:
    # bad_cpu_work.py's AutoTokenizer in __getitem__ and in a collator (v5 default findings)
    rows = dict(found("bad_cpu_work.py", pedantic=True))
    assert rows[58] == rows[79] == TOKENIZER_ONLY
    assert rows[42] is None  # a CPU filter stays reported (v7: CIFAR crop/flip at 19 is small images)


def test_slow_tokenizers_and_file_reads_stay_reported() -> None:
    # BertTokenizer per sample, GPT2Tokenizer in collate_fn, a text file opened per sample
    assert found("bad_tokenizers.py", pedantic=False) == [(29, None), (37, None), (54, None)]


def test_autotokenizer_use_fast_false_is_slow() -> None:
    source = (FIXTURES / "good_tokenizers.py").read_text(encoding="utf-8").replace(
        'AutoTokenizer.from_pretrained("bert-base-cased")',
        'AutoTokenizer.from_pretrained("bert-base-cased", use_fast=False)',
    )
    assert found("good_tokenizers.py", pedantic=False, source=source) == [(27, None), (39, None), (40, None), (56, None)]


def test_file_read_with_fast_tokenizer_stays_reported() -> None:
    # reading a file per sample decodes, whichever tokenizer follows
    source = (FIXTURES / "bad_tokenizers.py").read_text(encoding="utf-8").replace(
        "from transformers import BertTokenizer, GPT2Tokenizer", "from transformers import AutoTokenizer"
    ).replace("BertTokenizer.from_pretrained", "AutoTokenizer.from_pretrained").replace(
        "GPT2Tokenizer.from_pretrained", "AutoTokenizer.from_pretrained"
    )
    assert found("bad_tokenizers.py", pedantic=False, source=source) == [(54, None)]
    rows = dict(found("bad_tokenizers.py", pedantic=True, source=source))
    assert rows[29] == rows[37] == TOKENIZER_ONLY


def test_tokenizing_evaluation_loader_with_slow_tokenizer_is_pedantic() -> None:
    # a slow tokenizer over an evaluation pass: read once per epoch, no training loop
    source = (FIXTURES / "bad_tokenizers.py").read_text(encoding="utf-8").replace(
        "        loss.backward()\n        optimizer.step()\n", ""
    ).replace("optimizer = torch.optim.SGD(model.parameters(), lr=0.1)\n", "").replace(
        "        optimizer.zero_grad()\n", ""
    )
    # (the optimizer's line is gone: loaders one line up)
    rows = dict(found("bad_tokenizers.py", pedantic=True, source=source))
    assert rows[28] == rows[36] == NOT_TRAINING


def test_tokenizer_forms_pass_the_screens() -> None:
    from torchlint.syntax_screens import Syntax
    from torchlint.syntax_screens.dataloader_single_process import may_report

    for name in ("good_tokenizers.py", "bad_tokenizers.py"):
        assert may_report(Syntax((FIXTURES / name).read_text(encoding="utf-8")))


def test_torchtext_tokenizer_is_slow() -> None:
    # torchtext's basic_english runs regular expressions over each text in Python (a fresh5
    # sentiment notebook's collate_batch with a small LSTM stays reported)
    source = (FIXTURES / "good_tokenizers.py").read_text(encoding="utf-8").replace(
        "import functools\n", "import functools\n\nfrom torchtext.data.utils import get_tokenizer\n\nwords = get_tokenizer(\"basic_english\")\n"
    )
    assert [row for row, why in found("good_tokenizers.py", pedantic=False, source=source)] == [31, 43, 44, 60]
