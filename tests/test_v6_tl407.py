"""Issue 24 round 6, TL407 keyed on what both panels agree on: long float32 training of a
substantive model. A model frozen in one function (feature extraction) no longer hides the
whole-network fine-tune of another, nor does a frozen teacher or encoder beside a model that
fully trains; CLIP and a pretrained `transformers` model whose checkpoint the command line
gives are heavy; an `--fp16` / `--amp` switch off by default is reported, naming it. Exact
diagnostics, default and --pedantic."""

from __future__ import annotations

import textwrap

from torchlint import api


def _found(source: str, pedantic: bool = False) -> list[str]:
    text = textwrap.dedent(source).lstrip()
    return [
        f"{d.location.row}:{d.location.column} {d.message}"
        for d in api.lint_source(text, "train.py", select=["TL407"], preview=True, pedantic=pedantic)
    ]


AUTOCAST = (
    "this training loop runs in float32 on the accelerator (no autocast, bf16/fp16 cast or "
    "GradScaler in this file): `torch.autocast(device_type=\"cuda\", dtype=torch.bfloat16)` "
    "around the forward and loss runs matmuls and convolutions on tensor cores"
)

# A transfer-learning notebook: one function feature-extracts (frozen ResNet-18, a new head),
# another fine-tunes the whole network; both run the same training loop, 5 epochs over
# CIFAR-10 resized to 224 pixels, loaded by workers.
TWO_WAYS = """
import torch
import torchvision
from torch import nn, optim

device = torch.device("cuda")


def train_model(model, loss_function, optimizer, data_loader):
    model.train()
    for inputs, labels in data_loader:
        inputs, labels = inputs.to(device), labels.to(device)
        optimizer.zero_grad()
        loss = loss_function(model(inputs), labels)
        loss.backward()
        optimizer.step()


def feature_extractor(loader, epochs=5):
    model = torchvision.models.resnet18(weights="DEFAULT")
    for param in model.parameters():
        param.requires_grad = False
    model.fc = nn.Linear(model.fc.in_features, 10)
    model = model.to(device)
    optimizer = optim.Adam(model.fc.parameters())
    for epoch in range(epochs):
        train_model(model, nn.CrossEntropyLoss(), optimizer, loader)


def fine_tuning(loader, epochs=5):
    model = torchvision.models.resnet18(weights="DEFAULT")
    model.fc = nn.Linear(model.fc.in_features, 10)
    model = model.to(device)
    optimizer = optim.Adam(model.parameters())
    for epoch in range(epochs):
        train_model(model, nn.CrossEntropyLoss(), optimizer, loader)
"""


def test_a_whole_network_fine_tuned_beside_a_feature_extractor_is_reported() -> None:
    assert _found(TWO_WAYS) == [f"14:9 {AUTOCAST} (the model is compute-heavy: it builds `resnet18`)"]


HEAD_ONLY = (
    " (pedantic: the file freezes a model's parameters (`requires_grad = False`): a frozen "
    "backbone's forward is no training step)"
)


def test_feature_extraction_alone_stays_pedantic() -> None:
    # WHY: the frozen model is the one the optimizer is given; only the new head learns, and
    # the backbone's forward without a backward is bound by loading
    source = TWO_WAYS.split("def fine_tuning")[0]
    assert _found(source) == []
    assert _found(source, pedantic=True) == [
        f"14:9 {AUTOCAST} (the model is compute-heavy: it builds `resnet18`) (pedantic: only a "
        "head trains (its optimizer takes a submodule's parameters))"
    ]


def test_a_helper_that_freezes_the_model_it_is_given_keeps_head_only() -> None:
    # WHY: `set_requires_grad(model)` may freeze any model of the file (the torchvision
    # fine-tuning tutorial's helper): nothing shows a model that trains whole
    source = """
    import torch
    import torchvision

    def set_requires_grad(model):
        for param in model.parameters():
            param.requires_grad = False

    model = torchvision.models.resnet50(weights="DEFAULT")
    set_requires_grad(model)
    model.fc = torch.nn.Linear(2048, 10)
    model = model.cuda()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
    for epoch in range(90):
        for x, y in loader:
            loss = torch.nn.functional.cross_entropy(model(x.cuda()), y.cuda())
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    """
    assert _found(source) == []
    assert _found(source, pedantic=True) == [
        f"17:9 {AUTOCAST} (the model is compute-heavy: it builds `resnet50`){HEAD_ONLY}"
    ]


def test_a_frozen_teacher_beside_a_student_that_trains_whole_is_reported() -> None:
    source = """
    import torch
    import torchvision

    teacher = torchvision.models.resnet50(weights="DEFAULT").cuda().eval()
    teacher.requires_grad_(False)
    student = torchvision.models.resnet18().cuda()
    optimizer = torch.optim.SGD(student.parameters(), lr=0.1)
    for epoch in range(200):
        for x, y in loader:
            x = x.cuda()
            with torch.no_grad():
                soft = teacher(x).softmax(-1)
            loss = torch.nn.functional.kl_div(student(x).log_softmax(-1), soft)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    """
    assert _found(source) == [f"15:9 {AUTOCAST} (the model is compute-heavy: it builds `resnet18`)"]


def test_clip_fine_tuned_in_float32_is_reported() -> None:
    source = """
    import clip
    import torch

    base_model, preprocess = clip.load("ViT-B/32", "cuda", jit=False)
    model = Wrapper(base_model, 512, 1000)
    for p in model.parameters():
        p.data = p.data.float()
    model = model.cuda()
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(params, lr=3e-5)
    for epoch in range(args.epochs):
        for images, labels in loader:
            loss = torch.nn.functional.cross_entropy(model(images.cuda()), labels.cuda())
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    """
    assert _found(source) == [
        f"15:9 {AUTOCAST} (the model is compute-heavy: it loads CLIP (`clip.load`))"
    ]


SWITCH = (
    "this training loop runs in float32 unless `--fp16` is passed (the switch is off by "
    "default): turn it on by default, or run the forward and loss under "
    "`torch.autocast(device_type=\"cuda\", dtype=torch.bfloat16)`, which needs no apex and runs "
    "matmuls and convolutions on tensor cores"
)

# A `transformers` example script of the apex era: fp16 only through `--fp16`, off by default;
# the checkpoint comes from the command line.
APEX = """
import argparse
import torch
from transformers import RobertaConfig, RobertaModel, RobertaTokenizer

MODEL_CLASSES = {"roberta": (RobertaConfig, RobertaModel, RobertaTokenizer)}


def train(args, model, loader):
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr)
    if args.fp16:
        from apex import amp
        model, optimizer = amp.initialize(model, optimizer, opt_level=args.fp16_opt_level)
    for epoch in range(args.num_train_epochs):
        for batch in loader:
            loss = model(batch[0].to(args.device), labels=batch[1].to(args.device))[0]
            if args.fp16:
                with amp.scale_loss(loss, optimizer) as scaled_loss:
                    scaled_loss.backward()
            else:
                loss.backward()
            optimizer.step()
            optimizer.zero_grad()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model_name_or_path", type=str, required=True)
    parser.add_argument("--num_train_epochs", type=int, default=3)
    parser.add_argument("--fp16", action="store_true", help="16-bit training through apex")
    parser.add_argument("--fp16_opt_level", type=str, default="O1")
    args = parser.parse_args()
    config_class, model_class, tokenizer_class = MODEL_CLASSES["roberta"]
    model = model_class.from_pretrained(args.model_name_or_path).to(args.device)
    train(args, model, loader)
"""


def test_an_fp16_switch_off_by_default_is_reported_naming_it() -> None:
    # at the backward that runs by default (the `else` of `if args.fp16:`)
    assert _found(APEX) == [
        f"20:17 {SWITCH} (the model is compute-heavy: it fine-tunes a pretrained `RobertaModel`)"
    ]


def test_a_switch_with_its_own_dest_is_named_by_its_flag_and_read_by_its_dest() -> None:
    # `--use-apex` stored in `args.fp16`: the user passes the flag, the code reads the dest;
    # the finding names the flag and still sits at the backward that runs by default
    flag = APEX.replace('"--fp16", action="store_true"', '"--use-apex", dest="fp16", action="store_true"')
    assert _found(flag) == [
        f"20:17 {SWITCH.replace('`--fp16`', '`--use-apex`')} (the model is compute-heavy: it "
        "fine-tunes a pretrained `RobertaModel`)"
    ]
    # `--fp16` stored in `args.half`: `if args.half:` is the switch's branch, not the default
    dest = APEX.replace('"--fp16", action="store_true"', '"--fp16", dest="half", action="store_true"')
    assert _found(dest.replace("if args.fp16:", "if args.half:")) == _found(APEX)


def test_a_switch_on_by_default_or_autocast_in_code_stays_silent() -> None:
    # WHY: `default=True` trains in reduced precision as written
    on = APEX.replace('action="store_true", help', 'action="store_true", default=True, help')
    assert _found(on, pedantic=True) == []
    # WHY: a `--no_amp`-style switch means reduced precision is on unless it is passed
    no = APEX.replace('"--fp16", action', '"--no_amp", action')
    assert _found(no, pedantic=True) == []
    # WHY: the code trains under autocast (switched by the flag): reduced precision is in use
    autocast = APEX.replace(
        "loss = model(batch[0]", "with torch.autocast('cuda', enabled=args.fp16):\n                loss = model(batch[0]"
    )
    assert _found(autocast, pedantic=True) == []


def test_apex_used_outside_the_switch_stays_silent() -> None:
    # WHY: `amp.initialize` runs whatever the switch says: the training is mixed precision
    source = APEX.replace(
        "    if args.fp16:\n        from apex import amp\n        model, optimizer",
        "    from apex import amp\n    if True:\n        model, optimizer",
    )
    assert _found(source, pedantic=True) == []


def test_a_light_default_checkpoint_is_not_heavy() -> None:
    # WHY: the switch defaults to a distilled model, whose steps bf16 barely moves
    source = APEX.replace(
        '"--model_name_or_path", type=str, required=True',
        '"--model_name_or_path", type=str, default="distilroberta-base"',
    )
    found = _found(source, pedantic=True)
    assert len(found) == 1 and "not known to be compute-heavy" in found[0]
    assert _found(source) == []


def test_a_model_class_that_freezes_its_own_backbone_keeps_head_only() -> None:
    # WHY: `self.features` frozen in `__init__` is part of whatever model the class builds:
    # the optimizer's `model.parameters()` trains only the head
    source = """
    import torch
    import torchvision

    class Net(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.features = torchvision.models.vgg16(weights="DEFAULT").features
            for param in self.features.parameters():
                param.requires_grad = False
            self.head = torch.nn.Linear(25088, 2)

    model = Net().cuda()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
    for epoch in range(30):
        for x, y in loader:
            loss = torch.nn.functional.cross_entropy(model(x.cuda()), y.cuda())
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    """
    assert _found(source) == []
    assert _found(source, pedantic=True) == [
        f"18:9 {AUTOCAST} (the model is compute-heavy: it builds `vgg16`){HEAD_ONLY}"
    ]


FINE_TUNE = """
import torch
import torchvision

data = torchvision.datasets.ImageFolder("data/hymenoptera_data/train", transform=tf)
loader = torch.utils.data.DataLoader(data, batch_size=32, shuffle=True, num_workers=4)
model = torchvision.models.resnet18(weights="DEFAULT").cuda()
optimizer = torch.optim.SGD(model.parameters(), lr=0.001)
for epoch in range(25):
    for x, y in loader:
        loss = torch.nn.functional.cross_entropy(model(x.cuda()), y.cuda())
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
"""


def test_the_tutorials_tiny_data_set_is_pedantic() -> None:
    # WHY: 244 images, 25 epochs: the whole fine-tune runs in minutes
    assert _found(FINE_TUNE) == []
    assert _found(FINE_TUNE, pedantic=True) == [
        f"12:9 {AUTOCAST} (the model is compute-heavy: it builds `resnet18`) (pedantic: it "
        "trains on the tutorial's hymenoptera images (244 of them): a run of minutes)"
    ]


def test_differentially_private_training_is_pedantic() -> None:
    # WHY: Opacus computes and clips per-sample gradients: they bound the step
    source = "from opacus import PrivacyEngine\n" + FINE_TUNE.replace("hymenoptera_data", "imagenet")
    assert _found(source) == []
    assert _found(source, pedantic=True) == [
        f"14:9 {AUTOCAST} (the model is compute-heavy: it builds `resnet18`) (pedantic: "
        "differentially private training (Opacus): per-sample gradients bound the step)"
    ]
    # and the same script without either is reported
    assert _found(FINE_TUNE.replace("hymenoptera_data", "imagenet")) == [
        f"12:9 {AUTOCAST} (the model is compute-heavy: it builds `resnet18`)"
    ]


def test_a_model_frozen_by_the_function_that_builds_it_keeps_head_only() -> None:
    # WHY: `get_model()` freezes the ResNet-50 it returns: the optimizer's model is that one
    source = """
    import torch
    import torchvision

    def get_model():
        model = torchvision.models.resnet50(weights="DEFAULT")
        for param in model.parameters():
            param.requires_grad = False
        model.fc = torch.nn.Linear(2048, 2)
        return model

    model = get_model().cuda()
    optimizer = torch.optim.Adam(model.parameters())
    for epoch in range(30):
        for x, y in loader:
            loss = torch.nn.functional.cross_entropy(model(x.cuda()), y.cuda())
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    """
    assert _found(source) == []
    assert len(_found(source, pedantic=True)) == 1 and _found(source, pedantic=True)[0].endswith(HEAD_ONLY)


def test_a_trainer_given_an_fp16_switch_off_by_default_is_reported_naming_it() -> None:
    source = """
    import argparse
    from transformers import AutoModelForSequenceClassification, Trainer, TrainingArguments

    parser = argparse.ArgumentParser()
    parser.add_argument("--fp16", action="store_true")
    args = parser.parse_args()
    model = AutoModelForSequenceClassification.from_pretrained("roberta-large", num_labels=2)
    training_args = TrainingArguments(output_dir="out", num_train_epochs=3, fp16=args.fp16)
    Trainer(model=model, args=training_args, train_dataset=train).train()
    """
    assert _found(source) == [
        "8:17 the Trainer trains in float32 unless `--fp16` is passed (the switch is off by "
        "default): turn it on by default (`bf16=True` on Ampere and newer GPUs) to run the "
        "model's matmuls on tensor cores (the model is compute-heavy: it fine-tunes `roberta-large`)"
    ]
    # WHY silent: a switch on by default trains in reduced precision as written
    assert _found(source.replace('action="store_true"', 'action="store_true", default=True'), pedantic=True) == []
