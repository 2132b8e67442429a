"""Issue 24 round 5, TL407: the long float32 trainings that readers of whole files listed and
the rule missed. A metric's `.double()` is no float64 training; the finding names each
training loop's forward call (where autocast goes); GPT-2 small is BERT-base's size;
`transformers`' Trainer configured without `bf16=`/`fp16=` trains in float32; short runs,
frozen backbones, few-token samples and main-process decoding of small images stay
--pedantic. Exact diagnostics, default and --pedantic."""

from __future__ import annotations

import textwrap

from torchlint import api


def _diagnostics(source: str, pedantic: bool = False):  # noqa: ANN202
    text = textwrap.dedent(source).lstrip()
    return api.lint_source(text, "train.py", select=["TL407"], preview=True, pedantic=pedantic)


def _found(source: str, pedantic: bool = False) -> list[str]:
    return [f"{d.location.row}:{d.location.column} {d.message}" for d in _diagnostics(source, pedantic)]


AUTOCAST = (
    "this training loop runs in float32 on the accelerator (no autocast, bf16/fp16 cast or "
    "GradScaler in this file): `torch.autocast(device_type=\"cuda\", dtype=torch.bfloat16)` "
    "around the forward and loss runs matmuls and convolutions on tensor cores"
)

# The PyTorch transfer-learning tutorial's loop, as many notebooks copy it: accuracy is
# computed with `.double()`, which asks nothing of the training's precision.
TRANSFER = """
import torch
import torchvision
from torch import nn

model = torchvision.models.resnet50(weights="DEFAULT").cuda()
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
criterion = nn.CrossEntropyLoss()


def finetune(model, loader, optimizer, num_epochs=100):
    for epoch in range(num_epochs):
        corrects = 0
        for inputs, labels in loader:
            inputs, labels = inputs.cuda(), labels.cuda()
            optimizer.zero_grad()
            outputs = model(inputs)
            loss = criterion(outputs, labels)
            loss.backward()
            optimizer.step()
            corrects += torch.sum(outputs.argmax(1) == labels)
        print(corrects.double() / len(loader.dataset))
"""


def test_an_accuracy_computed_in_float64_does_not_silence_the_finding() -> None:
    assert _found(TRANSFER) == [
        f"18:13 {AUTOCAST} (the model is compute-heavy: it builds `resnet50`)"
    ]


def test_the_finding_names_the_forward_call_where_autocast_begins() -> None:
    (diagnostic,) = _diagnostics(TRANSFER)
    assert [(r.location.row, r.location.column, r.message) for r in diagnostic.related] == [
        (16, 23, "the forward and loss to run under autocast")
    ]


def test_a_model_cast_to_float64_still_keeps_it_silent() -> None:
    # WHY silent: `model.double()` is float64 numerics chosen on purpose
    source = TRANSFER.replace(".cuda()\noptimizer", ".cuda().double()\noptimizer")
    assert _found(source, pedantic=True) == []


def test_a_short_run_as_written_is_pedantic() -> None:
    # WHY pedantic: one epoch as written (the call passes `num_epochs=1`): a demonstration
    source = TRANSFER + "\nfinetune(model, loader, optimizer, num_epochs=1)\n"
    assert _found(source) == []
    assert _found(source, pedantic=True) == [
        f"18:13 {AUTOCAST} (the model is compute-heavy: it builds `resnet50`) (pedantic: the "
        "training runs 1 epoch as written: a short demonstration run)"
    ]


def test_a_main_process_loader_decoding_small_images_is_pedantic() -> None:
    # WHY pedantic: the main process decodes JPEGs resized to 64 px: loading bounds the step
    source = TRANSFER + textwrap.dedent("""
        from torchvision import datasets, transforms
        data = datasets.ImageFolder("train", transforms.Compose([transforms.Resize((64, 64)), transforms.ToTensor()]))
        loader = torch.utils.data.DataLoader(data, batch_size=32, shuffle=True)
    """)
    assert _found(source) == []
    assert "(pedantic: every DataLoader of the file decodes images in the training process" in (
        _found(source, pedantic=True)[0]
    )


def test_a_frozen_transformers_backbone_is_head_only() -> None:
    # WHY pedantic: `model.base_model` is frozen, only the classifier trains
    source = TRAINER.replace(
        "training_args = ",
        "for p in model.base_model.parameters():\n    p.requires_grad = False\ntraining_args = ",
    )
    assert _found(source) == []
    assert "(pedantic: the file freezes a model's parameters" in _found(source, pedantic=True)[0]


GPT2 = """
import torch
from transformers import GPT2ForSequenceClassification

model = GPT2ForSequenceClassification.from_pretrained(pretrained_model_name_or_path="gpt2").to("cuda")
optimizer = torch.optim.AdamW(model.parameters(), lr=2e-5)
for epoch in range(4):
    for batch in loader:
        outputs = model(**{k: v.to("cuda") for k, v in batch.items()})
        loss = outputs.loss
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
"""


def test_gpt2_small_is_bert_base_sized_and_heavy() -> None:
    found = _found(GPT2)
    assert found[0].startswith(f"10:9 {AUTOCAST} (the model is compute-heavy: it fine-tunes `gpt2`)")


TRAINER = """
from transformers import Trainer, TrainingArguments, ViTForImageClassification

model = ViTForImageClassification.from_pretrained("google/vit-large-patch16-224", num_labels=3)
training_args = TrainingArguments(
    output_dir="out",
    per_device_train_batch_size=10,
    num_train_epochs=40,
)
trainer = Trainer(model, training_args, train_dataset=train_ds)
trainer.train()
"""
TRAINER_MESSAGE = (
    "`TrainingArguments` sets neither `bf16=True` nor `fp16=True`, so the Trainer trains in "
    "float32: `bf16=True` (Ampere and newer GPUs; `fp16=True` before them) runs the model's "
    "matmuls on tensor cores (the model is compute-heavy: it fine-tunes "
    "`google/vit-large-patch16-224`)"
)


def test_trainer_without_bf16_or_fp16_is_reported_at_its_training_arguments() -> None:
    assert _found(TRAINER) == [f"4:17 {TRAINER_MESSAGE}"]


def test_trainer_given_a_precision_stays_silent() -> None:
    # WHY silent: `bf16=True`, or an explicit `fp16=False`, is the author's decision
    for given in ("bf16=True", "fp16=False"):
        source = TRAINER.replace('output_dir="out",', f'output_dir="out", {given},')
        assert _found(source, pedantic=True) == []


def test_trainer_with_unknown_keyword_arguments_stays_silent() -> None:
    # WHY silent: `**config` may set bf16
    source = TRAINER.replace('output_dir="out",', '**config,')
    assert _found(source, pedantic=True) == []


def test_trainer_on_the_cpu_stays_silent() -> None:
    # WHY silent: `use_cpu=True`: nothing runs on an accelerator
    source = TRAINER.replace('output_dir="out",', 'output_dir="out", use_cpu=True,')
    assert _found(source, pedantic=True) == []


def test_trainer_of_a_model_built_from_a_small_config_is_pedantic() -> None:
    # WHY pedantic: the Trainer trains a model built from a configuration the file does not
    # size; the heavy checkpoint is only a teacher
    source = TRAINER.replace(
        "trainer = Trainer(model,",
        "student = ViTForImageClassification(config).to('cuda')\ntrainer = Trainer(student,",
    )
    assert _found(source) == []
    assert _found(source, pedantic=True)[0].endswith("where bf16 gains little)")


def test_trainer_with_a_short_max_steps_or_short_samples_is_pedantic() -> None:
    short = TRAINER.replace("num_train_epochs=40,", "max_steps=200,")
    assert _found(short) == []
    assert _found(short, pedantic=True)[0].endswith("(pedantic: a short run (`max_steps=200`))")
    tokens = TRAINER + "max_length = 8\nbatch = tokenizer(texts, max_length=max_length)\n"
    assert _found(tokens) == []
    assert _found(tokens, pedantic=True)[0].endswith(
        "(pedantic: samples of 8 tokens or fewer (`max_length`): too short for bf16 to pay)"
    )


def test_a_file_importing_lightning_with_training_arguments_stays_silent() -> None:
    # WHY silent: a framework configures the precision
    assert _found("import lightning\n" + TRAINER, pedantic=True) == []
