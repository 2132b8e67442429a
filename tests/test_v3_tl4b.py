"""Issue 24/25 for TL406, TL407, TL408, TL410, TL411: what a user sees on the code users write.

TL406 withholds its fix where code reads every conv's bias in a loop over modules, or where
the file loads a state dict (a checkpoint saved with the bias fails to load after the fix),
and sees VGG-style builders that append the batch norm under `if bn:`. TL407 and TL408 are
one action (one finding, two options), gated on the model kind the code builds; TL410 only
where fusing pays and its fix holds on every supported torch; whether a file already trains
in reduced precision is read from what the code does, not from names (`half_res`).
"""

from __future__ import annotations

import textwrap

from torchlint import api

ALL_FIVE = ["TL406", "TL407", "TL408", "TL410", "TL411"]


def _found(source: str, select: list[str], pedantic: bool = False) -> list[str]:
    text = textwrap.dedent(source).lstrip()
    return [
        f"{d.location.row}:{d.location.column} {d.code} {d.message}"
        + (" [fix]" if d.fix is not None else "")
        for d in api.lint_source(text, "train.py", select=select, preview=True, pedantic=pedantic)
    ]


AUTOCAST = (
    "this training loop runs in float32 on the accelerator (no autocast, bf16/fp16 cast or "
    "GradScaler in this file): `torch.autocast(device_type=\"cuda\", dtype=torch.bfloat16)` "
    "around the forward and loss runs matmuls and convolutions on tensor cores"
)
TF32_OPTION = (
    "; or, staying in float32, `torch.set_float32_matmul_precision(\"high\")` at the script's "
    "start runs its matmuls on TF32 tensor cores"
)
TL408_MESSAGE = (
    "this float32 training loop of a model built on matmuls leaves matmul precision at "
    "\"highest\": `torch.set_float32_matmul_precision(\"high\")` at the script's start runs "
    "them on TF32 tensor cores (bf16 autocast, TL407, gains more)"
)
GAN = (
    "GAN-style training (two optimizers, one for a discriminator): bf16 autocast was measured "
    "slower for small GANs and DCGAN"
)
FUSED = (
    "in an accelerator training script uses the multi-kernel default update; `fused=True` runs "
    "the whole update rule in fused kernels, reading and writing each tensor once per step"
)
SEVERAL = (
    " (the training loop steps several optimizers: fusing them was measured to save 13-21% of "
    "a small GAN's step)"
)
ONE = (
    "one optimizer: fused kernels were measured under 3% of a step for a ResNet-50 or a "
    "handful of LoRA tensors; they pay with several optimizers or many small parameter tensors"
)
# TL407 on a model not known to be compute-heavy (issue 24): --pedantic only, saying why
UNKNOWN = (
    " (pedantic: the model trained here is not known to be compute-heavy (no ResNet-50-class, "
    "3-d, attention-UNet or base-size transformer model is built in this file): small and "
    "course networks are bound by kernel launches or loading, where bf16 gains little)"
)
CPU = "; this script may run on the CPU, where `fused=True` raises before PyTorch 2.4"

# A NeRF-style MLP: `half_res` is half resolution, not half precision (RULES.md v3)
NERF = """
    import torch
    from torch import nn

    device = torch.device("cuda")
    half_res = True


    class NeRF(nn.Module):
        def __init__(self, width=256):
            super().__init__()
            self.net = nn.Sequential(nn.Linear(63, width), nn.ReLU(), nn.Linear(width, 4))

        def forward(self, x):
            return self.net(x)


    model = NeRF().to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=5e-4)
    for rays, target in loader:
        loss = ((model(rays.to(device)) - target.to(device)) ** 2).mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
"""

# A UNet: `DoubleConv` is two convolutions, not float64; a conv net (TF32 changes nothing)
UNET = """
    import torch
    import torch.nn.functional as F
    from torch import nn


    class DoubleConv(nn.Module):
        def __init__(self, cin, cout):
            super().__init__()
            self.body = nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.ReLU())

        def forward(self, x):
            return self.body(x)


    device = torch.device("cuda")
    model = nn.Sequential(DoubleConv(3, 64), DoubleConv(64, 128), nn.Conv2d(128, 2, 1)).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-4)
    for images, masks in loader:
        loss = F.cross_entropy(model(images.to(device)), masks.to(device))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
"""

# DCGAN: two optimizers, one over the discriminator's parameters; BCELoss
DCGAN = """
    import torch
    from torch import nn

    device = torch.device("cuda")
    netG = nn.Sequential(nn.ConvTranspose2d(nz, ngf, 4, 1, 0), nn.Tanh()).to(device)
    netD = nn.Sequential(nn.Conv2d(3, ndf, 4, 2, 1), nn.Sigmoid()).to(device)
    criterion = nn.BCELoss()
    optimizerD = torch.optim.Adam(netD.parameters(), lr=2e-4, betas=(0.5, 0.999))
    optimizerG = torch.optim.Adam(netG.parameters(), lr=2e-4, betas=(0.5, 0.999))
    for real, _ in dataloader:
        real = real.to(device)
        netD.zero_grad()
        errD = criterion(netD(real).view(-1), torch.ones(real.size(0), device=device))
        errD.backward()
        optimizerD.step()
        netG.zero_grad()
        errG = criterion(netD(netG(noise)).view(-1), torch.ones(real.size(0), device=device))
        errG.backward()
        optimizerG.step()
"""

# A word-level LSTM language model that may run on the CPU
LSTM = """
    import torch
    import torch.nn.functional as F
    from torch import nn

    device = "cuda" if torch.cuda.is_available() else "cpu"


    class LM(nn.Module):
        def __init__(self, ntoken, nhid):
            super().__init__()
            self.encoder = nn.Embedding(ntoken, nhid)
            self.rnn = nn.LSTM(nhid, nhid, 2)
            self.decoder = nn.Linear(nhid, ntoken)

        def forward(self, x):
            return self.decoder(self.rnn(self.encoder(x))[0])


    model = LM(ntokens, 650).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    for data, targets in batches:
        loss = F.cross_entropy(model(data.to(device)).flatten(0, 1), targets.to(device))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
"""

# A transformer; the scheduler is no second optimizer
TRANSFORMER = """
    import torch
    import torch.nn.functional as F
    from torch import nn

    device = torch.device("cuda")
    layer = nn.TransformerEncoderLayer(d_model=512, nhead=8, batch_first=True)
    model = nn.Sequential(nn.Embedding(32000, 512), nn.TransformerEncoder(layer, 6)).to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 10)
    for tokens, targets in loader:
        loss = F.cross_entropy(model(tokens.to(device)).flatten(0, 1), targets.to(device).flatten())
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
"""


# -- TL407 + TL408: one action ---------------------------------------------------------------
def test_half_res_is_not_half_precision_and_both_options_are_one_finding() -> None:
    # (issue 24, TL407: a model not known to be compute-heavy is --pedantic only)
    assert _found(NERF, ["TL407", "TL408"], pedantic=True) == [f"22:5 TL407 {AUTOCAST}{TF32_OPTION}{UNKNOWN}"]
    # selecting TL408 alone still reports its option
    assert _found(NERF, ["TL408"]) == [f"22:5 TL408 {TL408_MESSAGE}"]


def test_conv_net_gets_autocast_only_and_tl408_alone_is_silent() -> None:
    assert _found(UNET, ["TL407", "TL408"], pedantic=True) == [f"21:5 TL407 {AUTOCAST}{UNKNOWN}"]
    # TF32 matmul precision changes nothing for conv nets: they use TF32 already
    assert _found(UNET, ["TL408"], pedantic=True) == []


def test_cudnn_rnn_gets_no_tf32_option() -> None:
    assert _found(LSTM, ["TL407"], pedantic=True) == [f"24:5 TL407 {AUTOCAST}{UNKNOWN}"]
    assert _found(LSTM, ["TL408"], pedantic=True) == []


def test_transformer_gets_both_options() -> None:
    assert _found(TRANSFORMER, ["TL407", "TL408"], pedantic=True) == [
        f"13:5 TL407 {AUTOCAST}{TF32_OPTION}{UNKNOWN}"
    ]
    assert _found(TRANSFORMER, ["TL408"]) == [f"13:5 TL408 {TL408_MESSAGE}"]


def test_gan_is_pedantic_and_bce_loss_is_named() -> None:
    assert _found(DCGAN, ["TL407", "TL408"]) == []
    bce = " (`BCELoss` raises under autocast: compute `BCEWithLogitsLoss` on the logits instead)"
    assert _found(DCGAN, ["TL407", "TL408"], pedantic=True) == [
        f"14:5 TL407 {AUTOCAST}{bce} (pedantic: {GAN})"
    ]


def test_what_the_code_does_decides_reduced_precision() -> None:
    # an autocast context, a `.half()` cast, a bf16 dtype, a precision switch named as one,
    # float64 asked for: each keeps the rules silent
    for line in (
        "    with torch.autocast('cuda'):\n        pass\n",
        "    model.half()\n",
        "    x = x.to(torch.bfloat16)\n",
        "    use_amp = args.amp\n",
        "    model.double()\n",
    ):
        source = textwrap.dedent(NERF).lstrip().replace("    loss.backward()\n", line + "    loss.backward()\n")
        assert _found(source, ["TL407", "TL408"], pedantic=True) == [], line
    # words inside other names decide nothing: `mixed_up`, `amp_factor`, `precision_score`
    source = textwrap.dedent(NERF).lstrip().replace(
        "half_res = True\n", "mixed_up = amp_factor = 2\nfrom sklearn.metrics import precision_score\n"
    )
    assert [f.split(" ", 2)[1] for f in _found(source, ["TL407", "TL408"], pedantic=True)] == ["TL407"]


# -- TL410 -------------------------------------------------------------------------------------
def test_fused_optimizers_by_default_only_with_several() -> None:
    assert _found(DCGAN, ["TL410"]) == [
        f"8:14 TL410 `Adam` {FUSED}{SEVERAL} [fix]",
        f"9:14 TL410 `Adam` {FUSED}{SEVERAL} [fix]",
    ]
    assert _found(TRANSFORMER, ["TL410"]) == []
    assert _found(TRANSFORMER, ["TL410"], pedantic=True) == [
        f"8:13 TL410 `AdamW` {FUSED} (pedantic: {ONE}) [fix]"
    ]


def test_fused_fix_withheld_on_a_cpu_path_and_for_sgd() -> None:
    assert _found(LSTM, ["TL410"], pedantic=True) == [
        f"20:13 TL410 `Adam` {FUSED}{CPU} (pedantic: {ONE})"
    ]
    sgd = textwrap.dedent(DCGAN).lstrip().replace("torch.optim.Adam(netG", "torch.optim.SGD(netG")
    assert _found(sgd, ["TL410"])[1] == f"9:14 TL410 `SGD` {FUSED}{SEVERAL}"


def test_fused_silent_for_complex_or_sparse_parameters() -> None:
    for change in ("nn.Embedding(32000, 512, sparse=True)", "nn.Embedding(32000, 512).to(torch.cfloat)"):
        source = textwrap.dedent(TRANSFORMER).lstrip().replace("nn.Embedding(32000, 512)", change)
        assert _found(source, ["TL410"], pedantic=True) == [], change


def test_fused_keyword_joins_arguments_on_their_own_lines() -> None:
    source = textwrap.dedent(DCGAN).lstrip().replace(
        "optimizerD = torch.optim.Adam(netD.parameters(), lr=2e-4, betas=(0.5, 0.999))",
        "optimizerD = torch.optim.Adam(\n    netD.parameters(),\n    lr=2e-4,\n)",
    )
    fixed = api.fix_source(source, "train.py", select=["TL410"], preview=True, unsafe_fixes=True).source
    assert "optimizerD = torch.optim.Adam(\n    netD.parameters(),\n    lr=2e-4,\n    fused=True,\n)" in fixed


# -- TL411 -------------------------------------------------------------------------------------
def test_channels_last_needs_reduced_precision_in_the_code_not_a_name() -> None:
    unet = textwrap.dedent(UNET).lstrip()
    assert _found(unet.replace("device = ", "half_res = True\ndevice = "), ["TL411"], pedantic=True) == []
    amp = unet.replace(
        "    loss = F.cross_entropy", "    with torch.autocast('cuda'):\n        loss = F.cross_entropy"
    )
    assert [f.split(" ", 2)[1] for f in _found(amp, ["TL411"])] == ["TL411"]


# -- TL406 -------------------------------------------------------------------------------------
BN_MESSAGE = "`nn.Conv2d` adds a bias that the batch norm right after it cancels; "


def test_bias_written_by_a_loop_over_modules_withholds_the_fix() -> None:
    for write in ("nn.init.constant_(m.bias, 0)", "m.bias.data.zero_()"):
        for test in ("nn.Conv2d", "conv_types"):
            source = f"""
                import torch.nn as nn
                class Net(nn.Module):
                    def __init__(self):
                        super().__init__()
                        self.f = nn.Sequential(nn.Conv2d(3, 8, 3), nn.BatchNorm2d(8))
                        for m in self.modules():
                            if isinstance(m, {test}):
                                {write}
            """
            # the fresh review (issue 24): advice that would make the init code raise is
            # --pedantic only, and says why it is not worth taking
            assert _found(source, ["TL406"]) == [], (write, test)
            assert _found(source, ["TL406"], pedantic=True) == [
                f"5:32 TL406 {BN_MESSAGE}`bias=False` would save that work, but code of this file "
                "reads a convolution's `.bias` (an init function over the modules, say) and would "
                "then meet `None` (pedantic: code of this file reads the convolutions' biases, "
                "which `bias=False` removes)"
            ], (write, test)


def test_loading_a_state_dict_withholds_the_fix_and_says_why() -> None:
    # (a file that loads a state dict into a model is --pedantic since brief t406: see
    # tests/test_v4_t406.py; a `torch.load` kept as data and a `--resume` flag stay default)
    loads = (
        "checkpoint = torch.load(path)",
        "parser.add_argument('--resume', action='store_true')",
    )
    for line in loads:
        source = f"""
            import torch, torch.nn as nn
            model = nn.Sequential(nn.Conv2d(3, 512, 3), nn.BatchNorm2d(512))
            {line}
        """
        # 512 channels: not a small network (whose bias is --pedantic only)
        assert _found(source, ["TL406"]) == [
            f"2:23 TL406 {BN_MESSAGE}`bias=False` would save that work, but this file loads a state dict, and a "
            "checkpoint saved with the bias then fails to load (\"Unexpected key(s) in "
            "state_dict\"): change it only with checkpoints converted or retrained"
        ], line


def test_vgg_builder_gets_bias_not_bn() -> None:
    source = textwrap.dedent("""
        import torch.nn as nn
        def make(cfg, batch_norm):
            layers = []
            for v in cfg:
                layers.append(nn.Conv2d(3, v, 3))
                if batch_norm: layers.append(nn.BatchNorm2d(v))
                layers.append(nn.ReLU())
            return layers
    """).lstrip()
    fixed = api.fix_source(source, "m.py", select=["TL406"], unsafe_fixes=True).source
    assert "        layers.append(nn.Conv2d(3, v, 3, bias=not batch_norm))\n" in fixed
    # a condition that is not a name or attribute would be evaluated twice: no fix
    twice = source.replace("if batch_norm:", "if use(batch_norm):")
    assert [d.fix for d in api.lint_source(twice, "m.py", select=["TL406"])] == [None]


def test_reinforcement_learning_loops_are_pedantic() -> None:
    source = "import gymnasium as gym\n" + textwrap.dedent(NERF).lstrip()
    assert _found(source, ["TL407", "TL408"]) == []
    reason = (
        "a reinforcement-learning loop (an environment library is imported): environment steps on "
        "the host and small policy networks bound its time"
    )
    assert _found(source, ["TL407", "TL408"], pedantic=True) == [
        f"23:5 TL407 {AUTOCAST}{TF32_OPTION} (pedantic: {reason})"
    ]


def test_keyword_widths_make_a_toy_network() -> None:
    # a course notebook's classifier: `nn.Linear(in_features=2, out_features=10)` is a toy
    toy = textwrap.dedent(NERF).lstrip().replace(
        "nn.Sequential(nn.Linear(63, width), nn.ReLU(), nn.Linear(width, 4))",
        "nn.Sequential(nn.Linear(in_features=2, out_features=10), nn.Linear(in_features=10, out_features=1))",
    )
    assert _found(toy, ALL_FIVE, pedantic=True) == []


def test_widths_given_to_the_model_class_as_literals_make_a_toy_network() -> None:
    source = textwrap.dedent(NERF).lstrip().replace(
        "    def __init__(self, width=256):\n        super().__init__()\n"
        "        self.net = nn.Sequential(nn.Linear(63, width), nn.ReLU(), nn.Linear(width, 4))",
        "    def __init__(self, in_features, hidden_units=64):\n        super().__init__()\n"
        "        self.net = nn.Sequential(nn.Linear(in_features, hidden_units), nn.Linear(hidden_units, 4))",
    )
    toy = source.replace("model = NeRF()", "model = NeRF(in_features=2)")
    assert _found(toy, ALL_FIVE, pedantic=True) == []
    # a width the file does not show (an argument from elsewhere) is not a toy's
    unknown = source.replace("model = NeRF()", "model = NeRF(args.features)")
    assert [f.split(" ", 2)[1] for f in _found(unknown, ["TL407"], pedantic=True)] == ["TL407"]


def test_a_timm_utility_is_no_conv_net() -> None:
    # Swin's pre-training script: amp, a timm meter, a model built elsewhere: no conv net here
    source = textwrap.dedent(NERF).lstrip().replace(
        "half_res = True\n", "meter = timm.utils.AverageMeter()\nscaler = torch.cuda.amp.GradScaler()\n"
    ).replace("import torch\n", "import torch\nimport timm.utils\n", 1)
    assert _found(source, ["TL411"], pedantic=True) == []
    conv = source.replace("timm.utils.AverageMeter()", "timm.create_model('resnet50')")
    assert [f.split(" ", 2)[1] for f in _found(conv, ["TL411"])] == ["TL411"]


def test_reinforcement_learning_optimizers_are_pedantic() -> None:
    source = "import gym\n" + textwrap.dedent(DCGAN).lstrip()
    assert _found(source, ["TL410"]) == []
    assert len(_found(source, ["TL410"], pedantic=True)) == 2
