"""TL407 training-without-mixed-precision."""

from __future__ import annotations

import builtins
import re

import libcst as cst

from torchlint.rule import PendingRelated, Rule
from torchlint.semantic import COLD, HOT
from torchlint.semantic.syntax import ACCELERATOR_WORDS, last_name, screen_with_accelerator_sign
from torchlint.syntax_screens.training_without_mixed_precision import TRAINING_ARGUMENTS
from torchlint.semantic.model_cost import ModelCost, heavy_model_named, model_cost
from torchlint.semantic.cli_args import options
from torchlint.semantic.training import (
    AMP_SWITCH, GAN_REASON, PRECISION_SWITCH, RL_REASON, TF32_WORDS, note_call, training_facts,
)

# Two optimizers stepped in turn by one training loop, each after a backward pass of its own: a GAN's generator and discriminator
# (or critic) by whatever names, whose adversarial losses are precision-sensitive and which
# usually carry precision switches of their own (issue 24's reviews: HiFi-GAN, BigGAN).
ALTERNATING = (
    "the training loop steps two optimizers in turn (GAN-style training): bf16 autocast was "
    "measured slower for small GANs, and adversarial losses are precision-sensitive"
)
# Why a finding whose model is not known to be compute-heavy is pedantic (issue 24's reviews:
# course networks, RNNs and embedding models are bound by launches or by the loader).
UNKNOWN_COST = (
    "the model trained here is not known to be compute-heavy (no ResNet-50-class, 3-d, "
    "attention-UNet or base-size transformer model is built in this file): small and course "
    "networks are bound by kernel launches or loading, where bf16 gains little"
)


def _backward_passes(loop: cst.CSTNode) -> int:
    """How many `.backward(` calls the loop's body writes (a GAN's generator and
    discriminator each take one)."""
    from torchlint.semantic.syntax import walk

    return sum(
        1 for node in walk(loop)
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
        and node.func.attr.value == "backward"
    )


_BUILTINS = frozenset(dir(builtins))


def _forward_call(model, loop: cst.CSTNode, backward: cst.Call) -> cst.Call | None:  # noqa: ANN001
    """The model's forward call of a training step, where autocast begins: the earliest call
    that the loss given to ``backward`` depends on (through the assignments of the loop's
    body before it) and that calls a model, not a torch function, a builtin or a method of
    a tensor (``model(x)``, ``self.net(x)``, ``net(inputs, targets)``). None when the loss
    depends on no such call (``loss = step(batch)`` counts: the step's own forward)."""
    from torchlint.semantic.syntax import walk

    receiver = backward.func.value if isinstance(backward.func, cst.Attribute) else None
    deps = {n.value for n in walk(receiver) if isinstance(n, cst.Name)} if receiver is not None else set()
    assigns = []
    for node in walk(loop):
        if node is backward:
            break
        if isinstance(node, cst.Assign):
            assigns.append(node)
    found: cst.Call | None = None
    for node in reversed(assigns):
        targets = {n.value for t in node.targets for n in walk(t.target) if isinstance(n, cst.Name)}
        if targets.isdisjoint(deps):
            continue
        deps |= {n.value for n in walk(node.value) if isinstance(n, cst.Name)}
        for call in walk(node.value):
            if isinstance(call, cst.Call) and _calls_a_model(model, call):
                found = call  # the earliest wins: assignments are read last to first
                break
    return found


def _calls_a_model(model, call: cst.Call) -> bool:  # noqa: ANN001
    func = call.func
    if isinstance(func, cst.Attribute):
        if not (isinstance(func.value, cst.Name) and func.value.value == "self"):
            return False
    elif not isinstance(func, cst.Name) or func.value in _BUILTINS:
        return False
    qualified = model.qualified_name(func, model.path_to(func))
    return not (qualified and "." in qualified and not qualified.startswith("self."))


class TrainingWithoutMixedPrecision(Rule):
    """## What it does
    Flags a training script that trains in float32 on an accelerator: the file runs its own
    training loop (a loop whose body calls `.backward(` and `optimizer.step(`), shows
    accelerator use (a `"cuda"` string, `.cuda(`, `torch.cuda.*` but seeding or asking,
    `torch.device(...)`, outside a branch that never runs as written, or
    moves to a device variable that is not only ever the CPU: `model.to(device)`; never where
    the module sets `os.environ["CUDA_VISIBLE_DEVICES"] = ""` or `"-1"` at its top level,
    hiding every GPU from its process: four CPU-only BirdCLEF notebooks of fresh40), and its
    code nowhere trains in reduced precision: no `torch.autocast` / `torch.cuda.amp.autocast`,
    no `GradScaler`, no `torch.bfloat16` / `torch.float16` dtype, no `.half()` / `.bfloat16()`
    cast. One finding per file, at the first training loop's `.backward(` call; its related
    locations name each training loop's forward call (the earliest call of a model that the
    loss depends on: `outputs = model(inputs)`), where the autocast region begins.

    `transformers`' `Trainer` runs the training loop itself: a file that gives a `Trainer`
    (or `Seq2SeqTrainer`) its `TrainingArguments(...)` / `Seq2SeqTrainingArguments(...)`
    without `bf16=` or `fp16=` trains in float32, and the finding sits at that
    `TrainingArguments` call. The model judged is the one the `Trainer` is given (its binding
    in the file: `ViTForImageClassification.from_pretrained("google/vit-large-patch16-224")`
    is heavy, a model built from a configuration is not known to be); silent where the
    arguments pass `**kwargs`, ask for the CPU (`use_cpu=True`, `no_cuda=True`) or set any
    precision (`fp16=False` written out is a decision); pedantic for `max_steps=` below 1000
    and for samples of fewer than 64 tokens (every `max_length=` of the file).

    By default it reports only where the model trained is **known to be compute-heavy and
    fully trained** (the semantic `model_cost` fact), and the message says what makes it
    heavy: a known heavy architecture built by its constructor (a torchvision model of
    ResNet-18 size and up, any torchvision detection, segmentation or video model, a timm
    model, a `transformers` model `from_pretrained` a checkpoint that is not a tiny, mini,
    small or distilled one, `resnet50(...)` / `vgg16(...)` from another module), an
    architecture given as a model switch's default (`add_argument("--arch",
    default="resnet50")`), 3-d convolutions, convolutions of 512 output channels or more, a
    convolution net with attention, or a GPT-2-sized transformer configuration written as
    literals, CLIP loaded by `clip.load` / `open_clip.create_model*`, or a pretrained
    `transformers` model class of a family that is not tiny, mini, small or distilled
    (`RobertaModel`, `BertForSequenceClassification`) given its checkpoint by the command line
    (`model_class.from_pretrained(args.model_name_or_path)`, the switch's default not a light
    one). The evidence must build the model that the reported loop's optimizer trains
    (the last binding of the name whose `.parameters()` it takes, through wrappers such as
    `get_peft_model(model, ...)` or `DDP(model)`), where the file shows that binding; a
    class of this file is judged by the layers it builds, never by its name. Everything else
    is `--pedantic` only, saying why: a model not known to be heavy (course and toy networks,
    RNNs, embedding models, a model whose size the file does not show); only a head trains
    (every optimizer takes a submodule's parameters, `model.fc.parameters()`; the file
    freezes a whole model with `requires_grad = False` or `requires_grad_(False)`, unless an
    optimizer takes the whole parameters of a heavy model that no freeze of its function
    names: a notebook that feature-extracts in one function and fine-tunes the whole network
    in another, a frozen teacher beside a ResNet student; the step runs a model under
    `torch.no_grad()` and trains what follows, not a trained model called on the data itself
    as a distilled student is: a linear probe); one-off
    loops (a learning-rate finder, an optimizer over tensors rather than a model's
    parameters: a latent projection or style transfer; a single pass over the data at the
    top level of a script or notebook, with no epoch loop; an epoch loop of one or two epochs
    as written, `range(num_epochs)` with `num_epochs=1` given by every call); a frozen
    backbone (`for p in model.base_model.parameters(): p.requires_grad = False`, also
    `model.backbone`, `model.encoder`); and a file whose every `DataLoader`
    decodes images in the training process (no `num_workers`) resized to below 224 pixels,
    where loading bounds the step (TL302's finding comes first); a data set known to be tiny
    by its path (the PyTorch tutorial's hymenoptera images, 244 of them; ESC-50's 2,000
    clips: a fine-tune of minutes); a model class that freezes part of itself
    (`self.features`) counts as freezing the model it builds; differentially private training
    (an import of Opacus: per-sample gradients bound the step); every `DataLoader` of the
    file batching at most 4 samples (`batch_size=4`, or a name bound only to such a literal:
    launches and loading bound the step), unless the model is a pretrained `transformers`
    checkpoint (hundreds of tokens or patches a sample keep its matmuls wide: reviewers
    acted on ConvNeXt, Donut and TrOCR fine-tunes at batch 1-4); a tiny text or prompt data set named by the code
    (`the-verdict.txt`, one short story; `awesome-chatgpt-prompts`, about 150 rows; also for
    a `Trainer`); a device chosen as Apple's MPS or the CPU (`device = "mps"`, `"mps" if
    torch.backends.mps.is_available() else "cpu"`) where no code of the file names CUDA: the
    CUDA advice does not apply as written (a `Trainer` given `use_mps_device=True` is silent,
    as with `use_cpu=True`). An optimizer class of the file (`class SGD(optim.Optimizer)`)
    counts as an optimizer: the model it trains is the evidence, not another model the file
    builds only to print it.

    Since v8 (round 20, from the recall panels of rounds 18-19: float32 trainings of a
    1024-wide 12-block LLaMA and of 512-wide translation and music transformers that two
    engineers would change were `--pedantic` "not known to be compute-heavy") a
    **transformer's size** is heavy evidence where no name gives it: the training file, the
    project modules it imports (the model module's dataclass) and the configuration files
    around it (`torchlint.semantic.model_size`, read as text, as TL416 reads them) show a model
    with attention (`nn.MultiheadAttention`, `nn.TransformerEncoderLayer`, the fused kernel, a
    head count such as `n_head`) at least 512 wide and 6 blocks deep (`n_embd`, `d_model`,
    `hidden_size`, `embed_dim`, `dim: int`, a configuration's `CFG.MODEL.DIM`; `n_layer`,
    `num_layers`, `depth`, `num_encoder_layers` ...), unless it attends over fewer than 64
    tokens, or at least 384 wide and 6 deep over at least 192 tokens (the nanoGPT lecture's
    size). Measured on an H200 (benchmarks/usercode/attention_cost.md, float32 against bf16
    autocast, batch 32-64): 1.95x a step at width 512, 6 blocks and 128 tokens, 2.0-2.4x at
    width 384 over 197-256 tokens, 2.9-3.0x at width 768. The message names the values and
    where they are written. A file listing four or more widths (or depths), as minGPT's table
    of model types does, says nothing of which one trains; a positional encoding's `max_len`
    of 4096 or more is a table, not a sequence length. The other way, a vision transformer of
    the user's own code judged heavy by its name (`DeiT(...)`, a class named `ViT...`) or a
    convolution net with attention is not heavy where the same files show it small (at most
    128 tokens at width 256 and below, TL416's line): bf16 measured 0.6-0.7x (slower) for a
    ViT of width 192 over 65 tokens and 1.23x at width 256 over 128. Two evidence mends from
    the held-out reviews: a submodule called in `forward` (`self.vit_head(x)`, a shallow MNIST
    ViT) builds no `vit_*` model, and only 2-d convolutions of 512 channels count as heavy (a
    1-d spectrogram CNN of 512 channels over 126 frames costs tens of MFLOPs a sample; two
    such findings were noise). These facts are `model_cost`'s, so TL402 and TL403, which ask
    whether a model is heavy, read them too.

    Since v9 (round 20, from the fresh38 recall panel: a CS224N GPT-2 and a minBERT BERT-base
    fine-tune in float32 that two engineers would change were "not known to be compute-heavy")
    a **course's own class loading the hub's weights** counts as the `transformers` class would:
    `from_pretrained("bert-base-uncased")` (or `gpt2`, `roberta-base`, `t5-base`, a LLaMA, ...)
    on any class that is not a tokenizer or processor names a heavy model, unless the checkpoint
    is tiny, mini, small or distilled or one of Google's small BERTs (`..._H-256_...`). A freeze
    under `if config.option == "pretrain":` (the minBERT scripts') is no freeze where the file's
    `--option` defaults to another value (`"finetune"`): as written the whole model trains. And
    `dtype=torch.float64` given to a tensor read back to the host
    (`torch.mean(torch.tensor(accs, dtype=torch.float64)).item()`) is a metric's, like a metric's
    `.double()`, not float64 numerics chosen for the training. The size of v8 is read with the
    training file's own values first (a notebook's `dict(dim=512, n_layers=6, max_seq_len=128)`
    for the `ModelArgs` it imports, whose defaults are LLaMA-7B's 4,096 and 32: the fresh38
    finding named the defaults), a bare `dim` counting as a width beside a block or head count.

    TL407 and TL408 are one action (lower the precision of the model's math), so this one
    finding offers both options: bf16 autocast, and, where the model's compute is matmuls
    (`nn.Linear` layers in a model without convolutions or RNNs, attention or transformer
    layers, `torch.matmul` / `@`), TF32 matmul precision. With both codes selected only TL407
    reports; selecting TL408 alone still reports TF32 where it pays.

    ## Why is this slow?
    In float32, matmuls and convolutions run on the GPU's float32 path (or TF32 at best);
    under `torch.autocast(device_type="cuda", dtype=torch.bfloat16)` they run on tensor cores
    at bf16 rates, and activations saved for the backward take half the memory. PyTorch's
    Performance Tuning Guide names mixed precision as the largest single gain for training on
    recent NVIDIA GPUs.

    Where it pays depends on the model (RULES.md v3, measured on an H200 by review): bf16
    autocast made small GANs and DCGAN slower, so GAN-style training (two optimizers, one over
    a discriminator's or critic's parameters: `optim.Adam(netD.parameters())`; or, whatever
    the names, a training loop that steps two optimizers each after a backward pass of its
    own) is reported only with `--pedantic`; TF32 matmul precision changes nothing for conv nets and cuDNN RNNs
    (they use TF32 already), so the TF32 option is named only for matmul models. `nn.BCELoss`
    and `F.binary_cross_entropy` raise under autocast: where the file uses them the advice says
    to compute `BCEWithLogitsLoss` on the logits instead. Reinforcement-learning scripts (an
    import of gym, gymnasium, envpool, procgen, pettingzoo, dm_control, minigrid or ale_py)
    are reported only with `--pedantic`: environment steps on the host and small policy
    networks bound their loops.

    A reduced-precision switch that the file defines off by default
    (`add_argument("--fp16", action="store_true")`, or `default=False`) is no decision to
    train in reduced precision: as written, the script trains in float32. Where the file's only
    precision evidence is that switch (no autocast, cast or GradScaler, no float64; apex's
    `amp` and its `opt_level=` only inside `if args.fp16:`), the finding names the switch and
    sits at the backward that runs by default (the `else` of `if args.fp16:`). A switch on by
    default, a `--no_amp`-style switch, or autocast in the code (even switched by the flag)
    stays silent. The same holds for a `Trainer` given `fp16=args.fp16` from such a switch.

    Silent on purpose: files whose training loop a framework runs or configures (an import of
    Lightning, Fabric, accelerate or DeepSpeed: `Trainer(precision=...)`,
    `Accelerator(mixed_precision=...)` or a launcher's config decide); files whose code trains
    in reduced precision (above) or reads a precision switch named as one (`args.amp`,
    `--fp16`, `use_amp=`, `mixed_precision=`, `args.precision`: a switch the script passes on,
    which this file alone cannot follow); files that ask for float64 (`.double()`,
    `torch.float64`: numerics chosen on purpose; a metric's `.double()` is not: `correct
    .double() / len(dataset)`, `(preds == y).double()`, `loss.detach().double()`, a
    `.double()` read back to the host); files without a training loop (model
    definitions, libraries, evaluation scripts); files with no sign of an accelerator. Names
    are not facts: a word inside another name (`half_res`, half resolution; a `DoubleConv`
    block; `precision_score`) decides nothing. Toy networks stay silent too (every `torch.nn`
    layer the file builds has literal widths below 128, such as `nn.Linear(8, 2)`, with no
    3-d convolution and no torchvision or timm model built): their steps are bound by kernel launches, which no
    setting here changes. Test code is reported only with `--pedantic`.

    In preview: on user code (issue 24's review) the default findings stood at 0.30 user
    precision before the model-kind gating, the code-based precision facts and the
    model-cost gate above; the rule needs a fresh review of at least 20 default findings at 90% to leave preview. On the
    shared corpus of libraries and training frameworks it reports nothing by default
    (benchmarks/reviews/TL407-TL411-silent-new-tuning.csv,
    benchmarks/reviews/TL407-new-tuning.csv). Whether a model is numerically fit for bf16
    stays the author's call.

    ## Example
    ```python
    model = Net().cuda()
    for x, y in loader:
        loss = loss_fn(model(x.cuda()), y.cuda())
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
    ```

    ## Use instead
    ```python
    model = Net().cuda()
    for x, y in loader:
        with torch.autocast(device_type="cuda", dtype=torch.bfloat16):
            loss = loss_fn(model(x.cuda()), y.cuda())
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
    ```

    ## Fix safety
    No fix: reduced precision changes results, some models need a `GradScaler` (float16) or
    float32 islands, and where the autocast region ends is the author's decision.

    ## Measured
    `torchlint bench TL407`: one training step (forward, backward, SGD update) of an MLP with
    four 4096-wide hidden layers (GELU), batch 4096 x 1024 inputs, in float32 against the same
    step under `torch.autocast("cuda", dtype=torch.bfloat16)`. On an H100 (PyTorch 2.11,
    `torchlint bench TL407 --device cuda`): 28.8 ms -> 3.10 ms (9.28x, faster).

    ## On user code
    In preview, off by default. The bar for on by default is at least 20 reviewed findings on
    held-out user code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed
    moves, 22 statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change):
    12 of 31 (39%); fresh7-2816 4 of 18 and fresh8-2817 8 of 13 (each two reviewers,
    independently); the 36 rows of fresh3-fresh6 do not count (tuned on them in round 5,
    1785851). Acted on: long GPU-bound fp32 trainings (DeepLabV3+ for 500 epochs, BERT-base,
    ImageNet, ClipCap, PSPNet, Faster R-CNN, a 200-epoch CIFAR ResNet-18). Noise: head-only
    training on precomputed features, short demo fine-tunes of minutes, loader-bound steps. It
    would need to stay silent for those three, then a fresh review of 20 at 90% or more. Round
    4: 14 of 36 (39%). A late check on fresh9-2818 (two reviewers): 5 of 10 (noise: book demos
    that run seconds to minutes, a small autoencoder where the file also names a ResNet).

    Round 6 (tuned on every reviewed row of fresh-fresh9, so these figures are not held out):
    of the places readers of whole files listed and second engineers confirmed in fresh7 and
    fresh8 (14), the default output finds 5, up from 2 (a fine-tune beside a feature
    extractor, a RoBERTa script whose fp16 is an apex switch off by default, CLIP fine-tuned
    on ImageNet). On the reviewed rows of all tuning splits, the default output keeps 39 of
    40 acted on and drops 8 of 48 noise (Opacus, the hymenoptera tutorial, linear probes over
    precomputed features that the v5 gate had let through; the act lost is an SRResNet whose
    only heavy evidence was its frozen VGG content network), 40 of 88 (45%) -> 39 of 79 (49%).
    Still missed, and why: models or loops in another file of the project (HRNet's
    `function.py`, monodepth2's encoders, an SD-size UNet loaded by `%run`, GFPGAN's
    registry), GAN training of large convolution nets (BEGAN at 128-384 filters stays
    pedantic with every GAN: small GANs were measured slower under bf16), a Lightning
    `Trainer` without `precision=` (frameworks stay silent), a graph network whose size is
    a configuration, a Python 2 file that does not parse. Reviewers' noise it still reports:
    head-only training the file does not show as such, short demos whose data set size the
    file does not name, loader-bound steps over workers.

    Held out on fresh10 after v6 (fresh10b-2821, two reviewers independently): 7 of 19 acted
    on by both (37%): Faster R-CNN, SSD, VGG16 for 100 epochs (twice), EfficientNet-B3, T5-large,
    BART-base. Noise: code on Apple's MPS (3), tiny or short runs (the-verdict.txt, ~150
    prompts, ResNet-18 at batch 4 twice), overhead-bound steps (135M on short names, BERT at
    batch 3), wrong evidence (a VGG16 only printed beside a trained MLP; 512 channels of a 4x4
    output layer). Round 7 (fresh10 now tuning data) makes pedantic: the three MPS rows, the
    the-verdict.txt and prompt-tuning rows, both batch-4 ResNet-18 rows and the MLP beside
    VGG16: 7 of 19 -> 7 of 11, no acted-on row lost. Still reported as noise: BERT at batch 3
    (split verdict; a pretrained checkpoint's batch is no gate), the 135M model on short names
    (sequence lengths are read only for a `Trainer`), the 4x4 output layer (widths, not
    spatial sizes, are read), a CIFAR-at-224 assignment (split verdict). Over every tuning
    split (tune, review, fresh-fresh10) the default output goes from 129 to 118 findings; of
    the reviewed TL407 rows it reports, the 49 acted on all stay and noise goes 53 -> 43 (the
    eight fresh10 rows above, a DeepLabV3 at batch 3 whose loader bounds it, a GPT pretrained
    on the-verdict.txt); the one unreviewed finding dropped is a book chapter on the-verdict.txt.

    Held out after the change: fresh11b-2823 (v7, two reviewers, independently): 5 of 11 (45%).
    Noise: a dead `train()` never called, notebooks that ran on the CPU, a 1-minute Conv3d toy, a
    50-image SSD demo. fresh12-2824 (two reviewers): 3 of 5 (noise: broken scratch code whose
    real model is a small MLP, ResNet-18 on 28 px MNIST), so 8 of 16 since v7. Rounds 18-19
    (fresh34-2847 to fresh37-2850, transformer-heavy splits): 25 of 39 (noise: ResNets on 28-32
    px images, a 1-d CNN and a CRNN read as heavy by their 512 channels, a shallow MNIST ViT
    read as `vit_*`, a configuration that trains on the CPU, debug loops, loader-bound steps).

    v8 held out, fresh38-2851 (round 20; rule 42, 131 projects, 64 of transformer code and 67 of
    ordinary training code; every finding, two reviewers per half, independently): 16 of 22
    (73%). Acted on: SSD300, PSPNet, DeepLabV3+ at 768 px, FCN-8s/16s/32s for 200 epochs,
    Wide-ResNet-28-10, ResNet-50 and ResNet-101 from scratch, BERT-base padded to 512 tokens,
    KoGPT2 fine-tunes, and the one finding of v8's size evidence (a LLaMA sentence classifier,
    whose message names the `ModelArgs` defaults, 4,096 wide and 32 blocks, though the
    notebook builds a smaller model). Noise: a stale script that crashes before its loop, SSD
    steps bound by CPU loss code or augmentation workers, a prototype notebook whose project
    trains in fp16 elsewhere, a training function never called, a ViT-B fine-tune of 300 steps.

    v9 held out, fresh39-2852 (round 20; rule 43, 113 projects, 57 of transformer code and 56 of
    ordinary training code; every finding, two reviewers per half, independently): 9 of 11
    (82%). Acted on: BERT-base, RoBERTa-base and ModernBERT-base fine-tunes (NER, QA) in
    float32 over folds and seeds, a pruned YOLOv5s at 640 px for 500 epochs, MobileNetV3-Large
    on ImageNet for 200 epochs (twice). Noise: a baseline notebook run once and superseded by
    the project's scripts, a ResNet-152 fine-tune of minutes in 2018 code that no longer runs.
    fresh40-2853 (round 20; rule 44, 86 projects): 4 of 9, 4 of 5 counted (XLNet-base at 512
    tokens, Longformer-base at 4,096, two clinical BERT fine-tunes padded to 480-512 tokens
    acted on; a frozen InceptionV3 whose 1x1 head alone trains noise; four CPU-only BirdCLEF
    notebooks, which hide every GPU with `CUDA_VISIBLE_DEVICES=""`, both reviewers called
    wrong, are silent since and do not count). fresh41-2854 (round 21; rule 45, 121 projects, 62
    of transformer code and 59 of ordinary training code, after the change that makes code a
    script never runs `--pedantic`): 9 of 14 (ResNet-34 re-identification at 256x128, gaze
    ResNets at 448 px, a siamese dilated VGG on MRI at 256 px, ResNeXt-50 and EfficientNet-B5
    from scratch on 4,839 classes, a BioBERT fine-tune over 211k examples of 512 tokens, a ViT
    encoder with a GPT-2 LoRA decoder acted on; a frozen EfficientNet-B0 whose head alone
    trains (frozen in a file the repository lacks), a 3-d CNN and an EfficientNet-B0 whose
    loaders decode JPEGs in the main process, a notebook GPT the project's `src/` replaced, a
    module that cannot import noise). fresh42-2855 (round 21; rule 46, 122 projects): 8 of 16
    (LayoutLM, LayoutLMv2 and LayoutLMv3-base fine-tunes at 512 tokens for 10-100 epochs, seven
    of them, and a PhoBERT teacher with a 64k-word vocabulary acted on; noise: whole-slide tiles
    read with openslide in the main process (four MIL scripts), Tesseract OCR per sample, JPEG
    decoding in the main process for a ResNet-50 (twice) and a MobileViTv2). So v9: 30 of 46
    counted (65%); in preview. Ten of the 13 noise rows of fresh41 and fresh42 are steps bound
    by loading in the main process: a fix would need to weigh the model's cost per sample
    against its loader's, which the rule does not do yet.
    """

    code = "TL407"
    name = "training-without-mixed-precision"
    preview = True
    default = False  # below the bar for on by default: see "On user code"
    default_contexts = frozenset({HOT, COLD})
    context_costs = {COLD: "a choice made once (model, optimizer, precision) applies to every training step"}
    screen = (frozenset({"backward"}), frozenset({"step"}), ACCELERATOR_WORDS)

    @classmethod
    def screen_patterns(cls) -> list[re.Pattern[str]]:
        # a training loop's words (a device variable in any spelling counts as accelerator
        # use: runs_on_accelerator), or the Trainer's `TrainingArguments`
        loop = "".join(
            "(?=[\\s\\S]*?(?:%s))" % (
                "(?i:%s)" % p.pattern[4:] if p.pattern.startswith("(?i)") else p.pattern
            )
            for p in screen_with_accelerator_sign(cls.screen)
        )
        return [re.compile(r"\A%s|\b(?:Seq2Seq)?TrainingArguments\b" % loop)]

    def visit_Module(self, node: cst.Module) -> None:
        self._training_arguments: list[cst.Call] = []

    def visit_Call(self, node: cst.Call) -> None:
        note_call(self.ctx, node)
        func = node.func
        if (
            isinstance(func, (cst.Name, cst.Attribute))
            and (func.value if isinstance(func, cst.Name) else func.attr.value) in TRAINING_ARGUMENTS
        ):
            self._training_arguments.append(node)

    def leave_Module(self, node: cst.Module) -> None:
        from torchlint.semantic.syntax import walk

        facts = training_facts(self.ctx)
        if facts.backward is None and self._training_arguments:
            self._report_trainer()
            return
        if not facts.script:
            return
        switch = _switch_off(self.ctx.semantic, facts) if facts.speaks_of_precision else None
        if facts.speaks_of_precision and switch is None:
            return
        assert facts.backward is not None
        if switch is not None:
            message = (
                f"this training loop runs in float32 unless `{switch[0]}` is passed (the switch is "
                "off by default): turn it on by default, or run the forward and loss under "
                "`torch.autocast(device_type=\"cuda\", dtype=torch.bfloat16)`, which needs no "
                "apex and runs matmuls and convolutions on tensor cores"
            )
        else:
            message = (
                "this training loop runs in float32 on the accelerator (no autocast, bf16/fp16 cast "
                "or GradScaler in this file): `torch.autocast(device_type=\"cuda\", "
                "dtype=torch.bfloat16)` around the forward and loss runs matmuls and convolutions "
                "on tensor cores"
            )
        cost = model_cost(self.ctx, facts.loops[0] if facts.loops else None)
        if cost.heavy:
            message += f" (the model is compute-heavy: {cost.heavy})"
        if facts.autocast_unsafe_loss:
            message += (
                " (`BCELoss` raises under autocast: compute `BCEWithLogitsLoss` on the logits "
                "instead)"
            )
        if facts.large_matmuls and facts.words.isdisjoint(TF32_WORDS):
            # TL408's advice, as the second option of this one action
            message += (
                "; or, staying in float32, `torch.set_float32_matmul_precision(\"high\")` at the "
                "script's start runs its matmuls on TF32 tensor cores"
            )
        pedantic = (
            RL_REASON if facts.rl else GAN_REASON if facts.gan
            else ALTERNATING if facts.optimizers_per_loop >= 2 and _backward_passes(facts.loops[0]) >= 2
            else UNKNOWN_COST if cost.heavy is None
            else cost.one_off or cost.head_only or _loader_bound(self.ctx)
            or _few_epochs(self.ctx.semantic, facts.loops[0]) or _tiny_dataset(self.ctx.semantic)
            or _private(self.ctx.semantic)
            # a pretrained transformers checkpoint runs hundreds of tokens or patches a sample:
            # its matmuls stay wide at batch 1-4 (ConvNeXt, Donut, TrOCR were acted on)
            or (None if cost.heavy.startswith("it fine-tunes") else _small_batches(self.ctx.semantic))
            or _mps_only(self.ctx.semantic)
        )
        # where autocast goes: each training loop's forward call (one action, one finding)
        related = []
        for loop in facts.loops[:4]:
            backward = next(
                (n for n in walk(loop) if isinstance(n, cst.Call) and isinstance(n.func, cst.Attribute)
                 and n.func.attr.value == "backward"), None,
            )
            forward = _forward_call(self.ctx.semantic, loop, backward) if backward is not None else None
            if forward is not None:
                related.append(PendingRelated(forward, "the forward and loss to run under autocast"))
        anchor = facts.backward
        if switch is not None:  # the step as it runs by default, not the switch's branch
            anchor = next(
                (n for n in walk(facts.loops[0]) if isinstance(n, cst.Call)
                 and isinstance(n.func, cst.Attribute) and n.func.attr.value == "backward"
                 and not _gated(self.ctx.semantic, n, {switch[1]})),
                anchor,
            )
        self.report(anchor, message, pedantic=pedantic, related=related)

    def _report_trainer(self) -> None:
        """`transformers`' Trainer configured without `bf16=` / `fp16=`: the training the
        library runs is float32 (see the docstring's Trainer paragraph)."""
        model = self.ctx.semantic
        arguments = [
            call for call in self._training_arguments
            if (model.qualified_name(call.func, model.path_to(call.func)) or "").startswith("transformers.")
        ]
        if not arguments:
            return
        facts = training_facts(self.ctx, without_loop=True)
        if facts.framework is not None or facts.rl:
            return
        switch = _switch_off(model, facts) if facts.speaks_of_precision else None
        if facts.speaks_of_precision and switch is None:
            return
        trainers = [
            node for node in model.nodes_of(cst.Call)
            if isinstance(node.func, (cst.Name, cst.Attribute))
            and (model.qualified_name(node.func, model.path_to(node.func)) or "").startswith("transformers.")
            and last_name(node.func) in TRAINERS
        ]
        if not trainers:
            return
        call = arguments[0]
        for arg in call.args:
            if arg.star:  # `**config`: what it sets is not known here
                return
            if (
                arg.keyword is not None and arg.keyword.value in ("no_cuda", "use_cpu", "use_mps_device")
                and not (isinstance(arg.value, cst.Name) and arg.value.value == "False")
            ):
                return
        cost = model_cost(self.ctx, None)
        given = next(
            (a.value for a in trainers[0].args if a.keyword is not None and a.keyword.value == "model"),
            trainers[0].args[0].value if trainers[0].args and trainers[0].args[0].keyword is None else None,
        )
        if isinstance(given, cst.Name):
            known, heavy = heavy_model_named(self.ctx, given.value, trainers[0])
            if known:  # the model the Trainer trains decides, not another the file loads
                cost = ModelCost(heavy, cost.head_only, cost.one_off)
        message = (
            f"`{last_name(call.func)}` sets neither `bf16=True` nor `fp16=True`, so the Trainer "
            "trains in float32: `bf16=True` (Ampere and newer GPUs; `fp16=True` before them) runs "
            "the model's matmuls on tensor cores"
        ) if switch is None else (
            f"the Trainer trains in float32 unless `{switch[0]}` is passed (the switch is off by "
            "default): turn it on by default (`bf16=True` on Ampere and newer GPUs) to run the "
            "model's matmuls on tensor cores"
        )
        if cost.heavy:
            message += f" (the model is compute-heavy: {cost.heavy})"
        pedantic = (
            UNKNOWN_COST if cost.heavy is None
            else cost.one_off or cost.head_only or _short_run(call) or _short_sequences(model)
            or _tiny_dataset(model)
        )
        self.report(call, message, pedantic=pedantic)


# `transformers` trainers that take `TrainingArguments`
TRAINERS = frozenset({"Trainer", "Seq2SeqTrainer"})


def _short_run(call: cst.Call) -> str | None:
    """`max_steps=` below 1000, or `num_train_epochs=` below 1, as literals: a short run."""
    for arg in call.args:
        if arg.keyword is None:
            continue
        value = arg.value
        number = value.evaluated_value if isinstance(value, (cst.Integer, cst.Float)) else None
        if number is None:
            continue
        if arg.keyword.value == "max_steps" and 0 < number < 1000:
            return f"a short run (`max_steps={number}`)"
        if arg.keyword.value == "num_train_epochs" and number < 1:
            return f"a short run (`num_train_epochs={number}`)"
    return None


# Below this many tokens a sample, a transformer's matmuls are too small to be bound by
# arithmetic: kernel launches decide the step time, whatever the precision.
SHORT_SEQUENCE = 64


def _short_sequences(model) -> str | None:  # noqa: ANN001
    """Every `max_length=` the file gives (a tokenizer's) is a literal, or a name bound once
    to one, below ``SHORT_SEQUENCE``: steps of a few tokens a sample."""
    from torchlint.semantic.syntax import walk

    literals: dict[str, list[int | None]] = {}
    for node in model.nodes_of(cst.Assign):
        if len(node.targets) == 1 and isinstance(node.targets[0].target, cst.Name):
            literals.setdefault(node.targets[0].target.value, []).append(
                node.value.evaluated_value if isinstance(node.value, cst.Integer) else None
            )
    lengths = []
    for arg in model.nodes_of(cst.Arg):
        if arg.keyword is None or arg.keyword.value != "max_length":
            continue
        value = arg.value
        if isinstance(value, cst.Integer):
            lengths.append(value.evaluated_value)
        elif isinstance(value, cst.Name) and len(set(literals.get(value.value, [None]))) == 1:
            lengths.append(literals[value.value][0])
        else:
            lengths.append(None)
    if lengths and all(n is not None and n < SHORT_SEQUENCE for n in lengths):
        return f"samples of {max(lengths)} tokens or fewer (`max_length`): too short for bf16 to pay"
    return None


LOADER_BOUND = (
    "every DataLoader of the file decodes images in the training process (no `num_workers`): "
    "loading bounds the step, so bf16 barely moves it until workers load (TL302 first)"
)


def _loader_bound(ctx) -> str | None:  # noqa: ANN001
    """Every `DataLoader(...)` of the file runs without workers (no `num_workers`, or a
    literal 0) and one of them decodes images or files per sample (``dataset_work``): the
    main process bounds the step (RULES.md v3: a cost counts only where the device is the
    bottleneck; reviewers called such homework loops noise)."""
    from torchlint.semantic.datasets import DECODES, dataset_work
    from torchlint.semantic.syntax import find_arg

    model = ctx.semantic
    loaders = [
        call for call in model.nodes_of(cst.Call)
        if isinstance(call.func, (cst.Name, cst.Attribute))
        and model.qualified_name(call.func, model.path_to(call.func)) == "torch.utils.data.DataLoader"
    ]
    if not loaders:
        return None
    for call in loaders:
        workers = find_arg(call, "num_workers", 5)
        if workers is not None and not (
            isinstance(workers.value, cst.Integer) and workers.value.evaluated_value == 0
        ):
            return None
    if _small_images(model) and any(dataset_work(ctx, call) == DECODES for call in loaders):
        return LOADER_BOUND
    return None


# torchvision transforms that fix the size of the images the model sees
_SIZING = frozenset({"Resize", "RandomResizedCrop", "CenterCrop", "RandomCrop"})


def _small_images(model) -> bool:  # noqa: ANN001
    """Every literal size given to a resizing or cropping transform is below 224 pixels
    (`Resize((128, 128))`), and one is given: decoding a full-size file costs more than the
    network's step on such an image. Where the size is ImageNet's or larger (a ConvNeXt or
    TrOCR processor's), reviewers changed the precision even with the main process loading."""
    sizes: list[int] = []
    for call in model.nodes_of(cst.Call):
        if last_name(call.func) not in _SIZING or not call.args:
            continue
        value = call.args[0].value
        items = [e.value for e in value.elements] if isinstance(value, (cst.Tuple, cst.List)) else [value]
        for item in items:
            if not isinstance(item, cst.Integer):
                return False
            sizes.append(int(item.evaluated_value))
    return bool(sizes) and max(sizes) < 224


def _few_epochs(model, loop: cst.CSTNode) -> str | None:  # noqa: ANN001
    """The epoch loop around the training loop, `for epoch in range(n)`, runs at most two
    epochs as written: `n` a literal, a name bound once to one, or a parameter of the
    enclosing function whose default and every call of the function by name give one (a
    short demonstration run, which reviewers did not change)."""
    path = model.path_to(loop)
    epochs = next(
        (node for node in reversed(path[:-1]) if isinstance(node, cst.For)
         and isinstance(node.iter, cst.Call) and isinstance(node.iter.func, cst.Name)
         and node.iter.func.value == "range" and len(node.iter.args) == 1),
        None,
    )
    if epochs is None:
        return None
    count = epochs.iter.args[0].value
    values = _literal_values(model, count, [n for n in path if isinstance(n, cst.FunctionDef)])
    if values and all(v is not None and v <= 2 for v in values):
        most = max(values)
        return f"the training runs {most} epoch{'s' if most > 1 else ''} as written: a short demonstration run"
    return None


def _literal_values(model, expr: cst.BaseExpression, functions: list) -> list[int | None]:  # noqa: ANN001
    if isinstance(expr, cst.Integer):
        return [int(expr.evaluated_value)]
    if not isinstance(expr, cst.Name):
        return [None]
    name = expr.value
    for function in reversed(functions):
        params = list(function.params.params) + list(function.params.kwonly_params)
        positional = list(function.params.params)
        param = next((p for p in params if p.name.value == name), None)
        if param is None:
            continue
        default = (
            (int(param.default.evaluated_value) if isinstance(param.default, cst.Integer) else None)
            if param.default is not None else None
        )
        index = positional.index(param) if param in positional else None
        found: list[int | None] = []
        calls = 0
        for call in model.nodes_of(cst.Call):
            if not (isinstance(call.func, cst.Name) and call.func.value == function.name.value):
                continue
            calls += 1
            given = next((a for a in call.args if a.keyword is not None and a.keyword.value == name), None)
            if given is None and index is not None and len(call.args) > index and call.args[index].keyword is None:
                given = call.args[index]
            if given is not None:  # what the call passes, not the default, runs
                found.append(int(given.value.evaluated_value) if isinstance(given.value, cst.Integer) else None)
            else:
                found.append(default)
        if not calls and param.default is not None:
            found.append(default)
        return found
    bound = [
        node.value for node in model.nodes_of(cst.Assign)
        if len(node.targets) == 1 and isinstance(node.targets[0].target, cst.Name)
        and node.targets[0].target.value == name
    ]
    return [int(v.evaluated_value) if isinstance(v, cst.Integer) else None for v in bound] or [None]


def _switch_off(model, facts) -> tuple[str, str] | None:  # noqa: ANN001
    """The command-line switch of reduced precision that the file defines off by default
    (`add_argument("--fp16", action="store_true")`, `default=False`), where the file's only
    precision evidence is that switch: no autocast, cast or GradScaler outside of it, no
    float64, and every other precision word (apex's `amp`, `opt_level=`) inside an `if` on the
    switch: its flag as the user passes it and the attribute the code reads (`--use-amp`,
    `amp` for `dest="amp"`). None otherwise (a switch on by default, one defined in another
    file, or none)."""
    from torchlint.semantic.syntax import string_value, walk

    if facts.reduced_precision or facts.float64:
        return None
    off: dict[str, str] = {}
    for option in options(model):
        if not option.optional:
            continue
        dest = option.dest.replace("-", "_").lower()
        if not AMP_SWITCH.match(dest) or dest.startswith(("no_", "disable_")):
            continue
        action = option.keyword("action")
        action = string_value(action) if action is not None else None
        default = option.keyword("default")
        default_false = isinstance(default, cst.Name) and default.value == "False"
        if (action == "store_true" and (default is None or default_false)) or (
            action is None and default_false
        ):
            off[dest] = option.flag
        else:
            return None  # a switch on by default, or whose default is not known
    if not off:
        return None

    def tied(identifier: str) -> bool:
        parts = identifier.replace("-", "_").lstrip("_").split("_")
        return any(dest in parts or identifier.replace("-", "_").lstrip("_") == dest for dest in off)

    for node in model.nodes():
        if isinstance(node, cst.Name):
            text = node.value
        elif isinstance(node, cst.Attribute):
            text = node.attr.value
        elif isinstance(node, cst.Arg) and node.keyword is not None:
            text = node.keyword.value
        else:
            continue
        text = text.lower()
        if PRECISION_SWITCH.match(text) and not tied(text) and not _gated(model, node, set(off)):
            return None
    dest, flag = next(iter(off.items()))
    return flag, dest


def _gated(model, node: cst.CSTNode, switches: set[str]) -> bool:  # noqa: ANN001
    """``node`` lies in the body of an ``if`` whose test reads one of ``switches`` (``if
    args.fp16:``), not in its ``else``."""
    from torchlint.semantic.syntax import walk

    path = model.path_to(node)
    return any(
        isinstance(outer, cst.If) and index + 1 < len(path) and path[index + 1] is outer.body
        and any(
            (isinstance(n, cst.Name) and n.value.lower() in switches)
            or (isinstance(n, cst.Attribute) and n.attr.value.lower() in switches)
            for n in walk(outer.test)
        )
        for index, outer in enumerate(path[:-1])
    )


# Data sets known to be tiny, by the path a script loads them from: the PyTorch
# transfer-learning tutorial's ants and bees (244 training images), which its many copies
# fine-tune for minutes (issue 24's reviews: a short book demo), and ESC-50's 2,000 clips.
_TINY_DATASETS = {
    "hymenoptera": "the tutorial's hymenoptera images (244 of them)",
    "esc50": "ESC-50 (2,000 five-second clips)",
    "esc-50": "ESC-50 (2,000 five-second clips)",
    # a book's one short story (about 20,000 characters: a few batches an epoch)
    "the-verdict": "the-verdict.txt (one short story, about 20,000 characters)",
    # the prompts data set of prompt-tuning demos (about 150 rows)
    "awesome-chatgpt-prompts": "awesome-chatgpt-prompts (about 150 rows)",
}


def _tiny_dataset(model) -> str | None:  # noqa: ANN001
    """A string of the file names a data set known to be tiny (``"data/hymenoptera_data"``,
    ``"esc50"``)."""
    from torchlint.semantic.syntax import string_value

    for node in model.nodes_of(cst.SimpleString):
        text = string_value(node)
        for word, what in _TINY_DATASETS.items():
            if text and word in text.lower():
                return f"it trains on {what}: a run of minutes"
    return None


def _private(model) -> str | None:  # noqa: ANN001
    """Differentially private training (an import of Opacus): per-sample gradients and their
    clipping dominate the step, and the step's float32 is Opacus's (issue 24's reviews)."""
    for node in (*model.nodes_of(cst.Import), *model.nodes_of(cst.ImportFrom)):
        if isinstance(node, cst.Import):
            names = [alias.name for alias in node.names]
        elif node.module is not None and not node.relative:
            names = [node.module]
        else:
            continue
        for name in names:
            while isinstance(name, cst.Attribute):
                name = name.value
            if isinstance(name, cst.Name) and name.value == "opacus":
                return "differentially private training (Opacus): per-sample gradients bound the step"
    return None


# Up to this many samples a batch, a step's matmuls and convolutions are too small for the
# arithmetic to bound it: kernel launches and loading decide (issue 24's reviews: ResNet-18
# at batch 4, BERT at batch 3).
SMALL_BATCH = 4


def _small_batches(model) -> str | None:  # noqa: ANN001
    """Every `DataLoader(...)` of the file gives `batch_size=` a literal (or a name bound
    only to literals) of at most ``SMALL_BATCH``."""
    from torchlint.semantic.syntax import find_arg

    loaders = [
        call for call in model.nodes_of(cst.Call)
        if isinstance(call.func, (cst.Name, cst.Attribute))
        and model.qualified_name(call.func, model.path_to(call.func)) == "torch.utils.data.DataLoader"
    ]
    sizes: list[int | None] = []
    for call in loaders:
        arg = find_arg(call, "batch_size", 1)
        if arg is None:
            return None
        sizes += _literal_values(model, arg.value, [])
    if sizes and all(n is not None and 0 < n <= SMALL_BATCH for n in sizes):
        return (
            f"batches of {max(sizes)} samples or fewer (`batch_size`): kernel launches and "
            "loading bound such steps, not the arithmetic bf16 speeds up"
        )
    return None


def _mps_only(model) -> str | None:  # noqa: ANN001
    """The device the file chooses is Apple's MPS (a `"mps"` string: `device = "mps"`,
    `torch.device("mps" if torch.backends.mps.is_available() else "cpu")`), and no code of
    the file names CUDA (no `"cuda"` string, no `.cuda` attribute): CUDA autocast and TF32
    advice does not apply to what the file runs."""
    from torchlint.semantic.syntax import string_value

    mps = False
    for node in model.nodes_of(cst.SimpleString):
        text = (string_value(node) or "").lower()
        if "cuda" in text:
            return None
        if text == "mps" or text.startswith("mps:"):
            mps = True
    if not mps:
        return None
    if any(node.attr.value == "cuda" for node in model.nodes_of(cst.Attribute)):
        return None
    return (
        "the device chosen is Apple's MPS (or the CPU), never CUDA: the CUDA autocast and TF32 "
        "advice does not apply as written"
    )
