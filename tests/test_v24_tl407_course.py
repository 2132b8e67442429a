"""TL407 v9 (issue 24, round 20, from the fresh38 recall panel): course code that loads the
hub's BERT or GPT-2 weights into its own classes (CS224N's minBERT:
`BertModel.from_pretrained("bert-base-uncased")` of the assignment's `bert.py`) trains a
BERT-base in float32 as surely as `transformers` does; a freeze under `if config.option ==
"pretrain":` is off where the script's `--option` defaults to `"finetune"`; and a float64
tensor read back to the host (`torch.mean(torch.tensor(accs, dtype=torch.float64)).item()`)
is a metric, not a float64 training."""

from __future__ import annotations

import textwrap

from torchlint import api

SCRIPT = """
import argparse
import torch
import torch.nn.functional as F
from bert import BertModel


class Classifier(torch.nn.Module):
    def __init__(self, config):
        super().__init__()
        self.bert = BertModel.from_pretrained("CHECKPOINT")
        for param in self.bert.parameters():
            if config.option == "pretrain":
                param.requires_grad = False
            elif config.option == "finetune":
                param.requires_grad = True
        self.head = torch.nn.Linear(768, 5)

    def forward(self, ids, mask):
        return self.head(self.bert(ids, mask)["pooler_output"])


def train(args):
    device = torch.device("cuda") if args.use_gpu else torch.device("cpu")
    model = Classifier(args).to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-5)
    accs = []
    for epoch in range(10):
        for ids, mask, labels in loader:
            loss = F.cross_entropy(model(ids.to(device), mask.to(device)), labels.to(device))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        accs.append(0.5)
    print(torch.mean(torch.tensor(accs, dtype=torch.float64)).item())


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--option", type=str, choices=("pretrain", "finetune"), default="DEFAULT")
    parser.add_argument("--use_gpu", action="store_true")
    train(parser.parse_args())
"""


def _found(checkpoint: str = "bert-base-uncased", default: str = "finetune", pedantic: bool = False):
    source = textwrap.dedent(SCRIPT).lstrip().replace("CHECKPOINT", checkpoint).replace("DEFAULT", default)
    return [
        (d.message, d.pedantic)
        for d in api.lint_source(source, "classifier.py", select=["TL407"], preview=True, pedantic=pedantic)
    ]


def test_course_class_loading_bert_base_is_heavy():
    found = _found()
    assert len(found) == 1
    message, why = found[0]
    assert "(the model is compute-heavy: it fine-tunes `bert-base-uncased`)" in message and why is None


def test_freeze_under_an_option_off_by_default_freezes_nothing():
    # `--option` defaults to "pretrain": the freeze runs as written, the finding stays pedantic
    found = _found(default="pretrain", pedantic=True)
    assert len(found) == 1 and found[0][1].startswith("the file freezes a model's parameters")


def test_small_checkpoints_are_not_heavy():
    for checkpoint in ("prajjwal1/bert-mini", "google/bert_uncased_L-4_H-256_A-4", "distilgpt2"):
        found = _found(checkpoint, pedantic=True)
        assert len(found) == 1 and found[0][1].startswith("the model trained here is not known to be compute-heavy"), checkpoint


def test_a_tokenizer_or_another_library_is_no_model():
    source = textwrap.dedent(SCRIPT).lstrip().replace("CHECKPOINT", "bert-base-uncased").replace("DEFAULT", "finetune")
    source = source.replace('BertModel.from_pretrained("bert-base-uncased")', 'torch.nn.Linear(768, 768)\n        self.tok = BertTokenizer.from_pretrained("bert-base-uncased")')
    found = [d.pedantic for d in api.lint_source(source, "classifier.py", select=["TL407"], preview=True, pedantic=True)]
    assert len(found) == 1 and found[0].startswith("the model trained here is not known to be compute-heavy")


def test_float64_model_still_silences():
    # float64 asked of the training itself stays a decision
    source = textwrap.dedent(SCRIPT).lstrip().replace("CHECKPOINT", "bert-base-uncased").replace("DEFAULT", "finetune")
    source = source.replace("model = Classifier(args).to(device)", "model = Classifier(args).to(device, dtype=torch.float64)")
    assert api.lint_source(source, "classifier.py", select=["TL407"], preview=True, pedantic=True) == []
