"""Issue 24 round 7, TL407 on fresh10's double-reviewed verdicts: the CUDA advice stays out of
code that only ever runs on Apple's MPS (or the CPU); batches of at most 4 samples and the
tiny text and prompt data sets the code names are pedantic; an optimizer class written in the
notebook names the model it trains, so a VGG16 built elsewhere only to print it is no
evidence. Exact diagnostics, default and --pedantic; the forms that stay reported too."""

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
VGG = " (the model is compute-heavy: it builds `vgg16`)"


def _script(device: str, batch: str = "64", data: str = "data/train") -> str:
    return f"""
import torch
import torchvision
from torch import nn

{device}
model = torchvision.models.vgg16().to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
dataset = torchvision.datasets.ImageFolder("{data}")
loader = torch.utils.data.DataLoader(dataset, batch_size={batch}, num_workers=4)
for epoch in range(100):
    for images, labels in loader:
        images, labels = images.to(device), labels.to(device)
        loss = nn.functional.cross_entropy(model(images), labels)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
"""


MPS = (
    " (pedantic: the device chosen is Apple's MPS (or the CPU), never CUDA: the CUDA autocast "
    "and TF32 advice does not apply as written)"
)


def test_mps_only_device_is_pedantic():
    # `device = "mps"` hard-coded (a Mac notebook): CUDA autocast advice does not apply
    source = _script('device = "mps"')
    assert _found(source) == []
    assert _found(source, pedantic=True) == [f"15:9 {AUTOCAST}{VGG}{MPS}"]


def test_mps_or_cpu_device_is_pedantic():
    # chosen MPS-or-CPU, with no CUDA branch
    source = _script('device = torch.device("mps" if torch.backends.mps.is_available() else "cpu")')
    assert _found(source) == []
    assert _found(source, pedantic=True) == [f"15:9 {AUTOCAST}{VGG}{MPS}"]


def test_cuda_or_mps_device_stays_reported():
    # a CUDA branch exists: on a CUDA machine the script trains VGG16 in float32 for 100 epochs
    source = _script(
        'device = "cuda" if torch.cuda.is_available() else "mps" if torch.backends.mps.is_available() else "cpu"'
    )
    assert _found(source) == [f"15:9 {AUTOCAST}{VGG}"]


def test_batches_of_four_are_pedantic():
    # ResNet/VGG transfer learning at batch size 4: launches and loading bound the step
    source = _script('device = torch.device("cuda")', batch="4")
    assert _found(source) == []
    assert _found(source, pedantic=True) == [
        f"15:9 {AUTOCAST}{VGG} (pedantic: batches of 4 samples or fewer (`batch_size`): kernel "
        "launches and loading bound such steps, not the arithmetic bf16 speeds up)"
    ]


def test_batch_size_by_name_is_read():
    source = _script('device = torch.device("cuda")\nbatch_size = 3', batch="batch_size")
    assert _found(source) == []
    # a batch of 8 stays reported
    source = _script('device = torch.device("cuda")\nbatch_size = 8', batch="batch_size")
    assert _found(source) == [f"16:9 {AUTOCAST}{VGG}"]


def test_the_verdict_text_is_tiny():
    source = _script('device = torch.device("cuda")', data="gpt_practise/tokenization/the-verdict.txt")
    assert _found(source) == []
    assert _found(source, pedantic=True) == [
        f"15:9 {AUTOCAST}{VGG} (pedantic: it trains on the-verdict.txt (one short story, about "
        "20,000 characters): a run of minutes)"
    ]


TRAINER = """
import torch
from datasets import load_dataset
from transformers import AutoModelForCausalLM, Trainer, TrainingArguments

model = AutoModelForCausalLM.from_pretrained("bigscience/bloomz-560m")
data = load_dataset("{data}")
args = TrainingArguments(output_dir="out", num_train_epochs=5{extra})
Trainer(model=model, args=args, train_dataset=data["train"]).train()
"""
TRAINER_MESSAGE = (
    "`TrainingArguments` sets neither `bf16=True` nor `fp16=True`, so the Trainer trains in "
    "float32: `bf16=True` (Ampere and newer GPUs; `fp16=True` before them) runs the model's "
    "matmuls on tensor cores (the model is compute-heavy: it fine-tunes `bigscience/bloomz-560m`)"
)


def test_trainer_on_mps_is_silent():
    source = TRAINER.format(data="imdb", extra=", use_mps_device=True")
    assert _found(source, pedantic=True) == []
    assert _found(TRAINER.format(data="imdb", extra="")) == [f"7:8 {TRAINER_MESSAGE}"]


def test_trainer_on_the_prompts_data_set_is_pedantic():
    source = TRAINER.format(data="fka/awesome-chatgpt-prompts", extra="")
    assert _found(source) == []
    assert _found(source, pedantic=True) == [
        f"7:8 {TRAINER_MESSAGE} (pedantic: it trains on awesome-chatgpt-prompts (about 150 "
        "rows): a run of minutes)"
    ]


# A tutorial notebook: its own SGD class trains a 784->10 MLP; VGG16 is built only to print
# its layers. The evidence is the model the optimizer trains, not every model of the file.
OWN_OPTIMIZER = """
import torch
import torchvision
from torch import nn, optim


class SGD(optim.Optimizer):
    def __init__(self, params, lr=0.01):
        super().__init__(params, dict(lr=lr))


class MLP(nn.Module):
    def __init__(self, inputs, outputs):
        super().__init__()
        self.layer = nn.Sequential(nn.Linear(inputs, 300), nn.ReLU(), nn.Linear(300, outputs))

    def forward(self, x):
        return self.layer(x)


model = MLP(28 * 28, 10).cuda()
optimizer = SGD(model.parameters(), lr=0.05)
data, label = torch.randn(10, 28 * 28).cuda(), torch.randint(0, 10, (10,)).cuda()
for epoch in range(100):
    loss = nn.functional.cross_entropy(model(data), label)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()

vgg16 = torchvision.models.vgg16()
print(vgg16.classifier)
"""


def test_own_optimizer_class_names_the_model_trained():
    assert _found(OWN_OPTIMIZER) == []
    assert _found(OWN_OPTIMIZER, pedantic=True) == [
        "26:5 " + AUTOCAST + " (pedantic: the model trained here is not known to be "
        "compute-heavy (no ResNet-50-class, 3-d, attention-UNet or base-size transformer model "
        "is built in this file): small and course networks are bound by kernel launches or "
        "loading, where bf16 gains little)"
    ]
    # with torch.optim's SGD the same file judged the same way
    assert _found(OWN_OPTIMIZER.replace("optimizer = SGD(", "optimizer = optim.SGD(")) == []


PRETRAINED_AT_FOUR = """
import torch
from transformers import ConvNextForImageClassification

device = torch.device("cuda")
model = ConvNextForImageClassification.from_pretrained("facebook/convnext-tiny-224").to(device)
optimizer = torch.optim.AdamW(model.parameters(), lr=5e-5)
loader = torch.utils.data.DataLoader(dataset, batch_size=4, num_workers=4)
for epoch in range(10):
    for batch in loader:
        loss = model(**{k: v.to(device) for k, v in batch.items()}).loss
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
"""


def test_pretrained_checkpoint_at_batch_four_stays_reported():
    # WHY reported: a pretrained transformers model runs hundreds of patches or tokens a
    # sample, so its matmuls stay wide at batch 4 (reviewers acted on ConvNeXt, Donut, TrOCR)
    assert _found(PRETRAINED_AT_FOUR) == [
        f"11:9 {AUTOCAST} (the model is compute-heavy: it fine-tunes `facebook/convnext-tiny-224`)"
        "; or, staying in float32, `torch.set_float32_matmul_precision(\"high\")` at the "
        "script's start runs its matmuls on TF32 tensor cores"
    ]
