"""Issue 24, TL407: the default finding only where the model trained is known to be
compute-heavy and fully trained (the `model_cost` fact); every other training script is
--pedantic only, and says why. Exact diagnostics, default and --pedantic."""

from __future__ import annotations

import textwrap

from torchlint import api


def _found(source: str, pedantic: bool = False, select: tuple[str, ...] = ("TL407",)) -> list[str]:
    text = textwrap.dedent(source).lstrip()
    return [
        f"{d.location.row}:{d.location.column} {d.code} {d.message}"
        for d in api.lint_source(text, "train.py", select=list(select), preview=True, pedantic=pedantic)
    ]


AUTOCAST = (
    "this training loop runs in float32 on the accelerator (no autocast, bf16/fp16 cast or "
    "GradScaler in this file): `torch.autocast(device_type=\"cuda\", dtype=torch.bfloat16)` "
    "around the forward and loss runs matmuls and convolutions on tensor cores"
)
TF32 = (
    "; or, staying in float32, `torch.set_float32_matmul_precision(\"high\")` at the script's "
    "start runs its matmuls on TF32 tensor cores"
)
UNKNOWN = (
    " (pedantic: the model trained here is not known to be compute-heavy (no ResNet-50-class, "
    "3-d, attention-UNet or base-size transformer model is built in this file): small and "
    "course networks are bound by kernel launches or loading, where bf16 gains little)"
)

LOOP = """
    for epoch in range(90):
        for images, labels in loader:
            loss = F.cross_entropy(model(images.to(device)), labels.to(device))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
"""


def _script(setup: str, loop: str = LOOP) -> str:
    head = "import torch\nimport torch.nn.functional as F\nimport torchvision\nfrom torch import nn\n"
    return head + 'device = torch.device("cuda")\n' + textwrap.dedent(setup).lstrip() + textwrap.dedent(loop)


RESNET = _script("""
    model = torchvision.models.resnet50().to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
""")


def test_a_heavy_model_fully_trained_is_reported_by_default_and_says_why() -> None:
    assert _found(RESNET) == [
        f"13:9 TL407 {AUTOCAST} (the model is compute-heavy: it builds `resnet50`)"
    ]


def test_heavy_evidence_of_each_kind() -> None:
    cases = {
        # torchvision's detection, segmentation and video models are heavy whatever their name
        "model = torchvision.models.segmentation.deeplabv3_resnet50(num_classes=21).to(device)":
            "it builds torchvision's `deeplabv3_resnet50`",
        # 3-d convolutions
        "model = nn.Sequential(nn.Conv3d(3, 64, 3), nn.ReLU(), nn.Conv3d(64, 64, 3)).to(device)":
            "it builds 3-d convolutions",
        # a wide convolution stack
        "model = nn.Sequential(nn.Conv2d(3, 256, 3), nn.Conv2d(256, 512, 3)).to(device)":
            "it builds convolutions of 512 channels or more",
    }
    for line, why in cases.items():
        source = _script(line + "\noptimizer = torch.optim.SGD(model.parameters(), lr=0.1)\n")
        assert _found(source) == [f"13:9 TL407 {AUTOCAST} (the model is compute-heavy: {why})"], line


def test_a_base_size_checkpoint_is_heavy_a_distilled_one_is_not() -> None:
    base = _script("""
        from transformers import AutoModelForSequenceClassification
        model = AutoModelForSequenceClassification.from_pretrained("roberta-base").to(device)
        optimizer = torch.optim.AdamW(model.parameters(), lr=2e-5)
    """)
    assert _found(base) == [
        f"14:9 TL407 {AUTOCAST} (the model is compute-heavy: it fine-tunes `roberta-base`){TF32}"
    ]
    distilled = base.replace("roberta-base", "distilroberta-base")
    assert _found(distilled) == []
    assert _found(distilled, pedantic=True) == [f"14:9 TL407 {AUTOCAST}{TF32}{UNKNOWN}"]
    # a tokenizer loads no model: a base-size tokenizer says nothing of the model trained
    tokenizer = base.replace(
        'model = AutoModelForSequenceClassification.from_pretrained("roberta-base").to(device)',
        'tok = AutoTokenizer.from_pretrained("roberta-base")\nmodel = Net().to(device)',
    ).replace("import AutoModelForSequenceClassification", "import AutoTokenizer")
    assert _found(tokenizer) == []


def test_a_gpt2_sized_configuration_and_a_model_switch_are_heavy() -> None:
    gpt = _script("""
        cfg = {"vocab_size": 50257, "emb_dim": 768, "n_layers": 12, "n_heads": 12}
        model = GPTModel(cfg).to(device)
        optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4)
    """)
    assert _found(gpt)[0].endswith("(the model is compute-heavy: it trains a transformer of GPT-2 size or larger)")
    switch = _script("""
        import argparse
        parser = argparse.ArgumentParser()
        parser.add_argument("--arch", default="resnet50")
        args = parser.parse_args()
        model = torchvision.models.__dict__[args.arch]().to(device)
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    """)
    assert _found(switch) == [
        f"17:9 TL407 {AUTOCAST} (the model is compute-heavy: its model switch names `resnet50`)"
    ]


def test_a_class_of_this_file_is_judged_by_its_layers_not_its_name() -> None:
    # a course "ResNet18" of 64-128 channels is no ResNet-18 (names are not facts)
    source = _script("""
        class ResNet18(nn.Module):
            def __init__(self):
                super().__init__()
                self.body = nn.Sequential(nn.Conv2d(3, 64, 3), nn.Conv2d(64, 128, 3))

            def forward(self, x):
                return self.body(x)

        model = ResNet18().to(device)
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    """)
    assert _found(source) == []
    assert _found(source, pedantic=True) == [f"21:9 TL407 {AUTOCAST}{UNKNOWN}"]


def test_the_heavy_model_must_be_the_one_trained() -> None:
    # a notebook that runs a pretrained ResNet for a demo, then trains a small MLP
    source = _script("""
        classifier = torchvision.models.resnet18(weights="DEFAULT").eval().to(device)
        model = nn.Sequential(nn.Linear(3, config.hidden), nn.ReLU(), nn.Linear(config.hidden, 1)).to(device)
        optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    """)
    assert _found(source) == []
    # through a wrapper the heavy model is still the one trained
    wrapped = _script("""
        from peft import get_peft_model
        model = torchvision.models.resnet50()
        model = get_peft_model(model, config).to(device)
        optimizer = torch.optim.AdamW(model.parameters(), lr=1e-4)
    """)
    assert len(_found(wrapped)) == 1


def test_a_frozen_backbone_is_pedantic() -> None:
    frozen = _script("""
        model = torchvision.models.resnet50(weights="DEFAULT")
        for p in model.parameters():
            p.requires_grad = False
        model.fc = nn.Linear(2048, 10)
        model.to(device)
        optimizer = torch.optim.SGD(model.fc.parameters(), lr=0.01)
    """)
    assert _found(frozen) == []
    assert _found(frozen, pedantic=True) == [
        f"17:9 TL407 {AUTOCAST} (the model is compute-heavy: it builds `resnet50`) (pedantic: "
        "only a head trains (its optimizer takes a submodule's parameters))"
    ]
    # a linear probe: the backbone runs under no_grad in the step, a head trains after it
    probe = _script("""
        model = torchvision.models.resnet50().to(device)
        head = nn.Linear(2048, 10).to(device)
        optimizer = torch.optim.SGD(head.parameters(), lr=0.01)
    """, """
        for epoch in range(90):
            for images, labels in loader:
                with torch.no_grad():
                    features = model(images.to(device))
                loss = F.cross_entropy(head(features), labels.to(device))
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
    """)
    assert _found(probe) == []


def test_one_off_loops_are_pedantic() -> None:
    # a latent projection: the optimizer takes a tensor, no model trains
    projection = _script("""
        model = torchvision.models.vgg16(weights="DEFAULT").to(device)
        latent = torch.zeros(1, 512, device=device, requires_grad=True)
        optimizer = torch.optim.Adam([latent], lr=0.1)
    """)
    assert _found(projection) == []
    assert _found(projection, pedantic=True)[0].endswith(
        "(pedantic: no model trains: the optimizer takes tensors (an input or a latent is optimised))"
    )
    # a learning-rate finder: a short sweep run once
    finder = _script("""
        model = torchvision.models.resnet50().to(device)
        optimizer = torch.optim.SGD(model.parameters(), lr=1e-7)
    """, """
        def lr_find(loader):
            for images, labels in loader:
                loss = F.cross_entropy(model(images.to(device)), labels.to(device))
                loss.backward()
                optimizer.step()
    """)
    assert _found(finder) == []
    assert _found(finder, pedantic=True)[0].endswith("(pedantic: a learning-rate finder: a short sweep run once)")
    # one pass over the data at the top level, with no epoch loop: a demonstration
    demo = RESNET.replace("for epoch in range(90):\n    for", "if True:\n    for")
    assert _found(demo) == []
    assert _found(demo, pedantic=True)[0].endswith(
        "(pedantic: the training loop passes over its data once (no epoch loop around it): a demonstration run)"
    )


def test_toy_course_networks_are_pedantic_and_gan_stays_pedantic() -> None:
    course = _script("""
        model = nn.Sequential(nn.Conv2d(3, width, 5), nn.ReLU(), nn.Flatten(), nn.LazyLinear(10)).to(device)
        optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
    """)
    assert _found(course) == []
    assert _found(course, pedantic=True) == [f"13:9 TL407 {AUTOCAST}{UNKNOWN}"]


def test_two_optimizers_stepped_in_turn_are_gan_style_whatever_their_names() -> None:
    source = _script("""
        gen = torchvision.models.resnet50().to(device)
        judge = torchvision.models.resnet50().to(device)
        opt_a = torch.optim.Adam(gen.parameters())
        opt_b = torch.optim.Adam(judge.parameters())
    """, """
        for epoch in range(90):
            for images, labels in loader:
                loss_b = judge(gen(noise).detach()).mean() - judge(images.to(device)).mean()
                loss_b.backward()
                opt_b.step()
                loss_a = -judge(gen(noise)).mean()
                loss_a.backward()
                opt_a.step()
    """)
    assert _found(source) == []
    assert _found(source, pedantic=True) == [
        f"14:9 TL407 {AUTOCAST} (the model is compute-heavy: it builds `resnet50`) (pedantic: the "
        "training loop steps two optimizers in turn (GAN-style training): bf16 autocast was "
        "measured slower for small GANs, and adversarial losses are precision-sensitive)"
    ]
    # an encoder and a decoder stepped after one backward pass are one model: no GAN
    joint = source.replace("        loss_b.backward()\n        opt_b.step()\n", "")
    joint = joint.replace(
        "loss_a.backward()\n        opt_a.step()",
        "(loss_a + loss_b).backward()\n        opt_a.step()\n        opt_b.step()",
    )
    assert joint.count(".backward()") == 1
    assert [f.split(" ", 2)[1] for f in _found(joint)] == ["TL407"]
