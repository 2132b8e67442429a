"""TL402 on user code, round 6 (issue 24): evaluation passes the readers of whole files
confirmed and the rule missed. A module a function of the file puts in eval mode and returns
(`model, ds = load_model_and_dataset(args)`: a Faster R-CNN mAP over VOC), a handful of
samples drawn over `range(10)` (--pedantic), and one loop for training and testing switched
by a flag called with it `False` (BERT-pytorch's `iteration(..., train=False)`). Exact
diagnostics, default and --pedantic, and the screens letting each form through."""

from __future__ import annotations

import textwrap

from torchlint import api, syntax_screens

HELPER = (
    "`{m}(...)` runs outside `torch.no_grad()` / `torch.inference_mode()` while `{m}` is in eval "
    "mode (`{f}(...)` returns it after `.eval()`), so autograd still records the forward pass; "
    "run inference under `torch.inference_mode()`"
)
FLAG = (
    "`self.iteration(..., train=False)` runs `self.model.forward(...)` over its loop with autograd "
    "on, though `iteration` takes gradients only under `if train:`; run it under `torch.no_grad()` "
    "(or the pass under `torch.set_grad_enabled(train)`)"
)
NOT_HEAVY = (
    "the model is not known to be compute-heavy (no ResNet-class, detection, segmentation or "
    "base-size transformer model seen): its forward keeps little for backward"
)
FEW = "runs once over a handful of samples (at most 32 iterations)"


def _found(source: str, pedantic: bool, name: str = "x.py") -> list[tuple[int, str, str | None]]:
    found = api.lint_source(textwrap.dedent(source), name, select=["TL402"], pedantic=pedantic, preview=True)
    return [(d.location.row, d.message.split(" (pedantic: ")[0], d.pedantic) for d in found]


def _screened(source: str) -> bool:
    return syntax_screens.may_report("inference_without_no_grad", syntax_screens.Syntax(textwrap.dedent(source)))


LOADER = """
    import torch
    from model.faster_rcnn import FasterRCNN

    def load_model_and_dataset(args):
        test_dataset = torch.utils.data.DataLoader(args.voc, batch_size=1)
        faster_rcnn_model = FasterRCNN(args.config)
        faster_rcnn_model.eval()
        faster_rcnn_model.load_state_dict(torch.load(args.ckpt))
        return faster_rcnn_model, args.voc, test_dataset

    def infer(args):
        model, voc, _ = load_model_and_dataset(args)
        for i in range(10):
            im, target, fname = voc[i]
            print(model(im, None))

    def evaluate_map(args):
        frcnn, voc, test_dataset = load_model_and_dataset(args)
        preds = []
        for im, target, fname in test_dataset:
            rpn_output, frcnn_output = frcnn(im, None)
            preds.append(frcnn_output["boxes"].cpu())
        return preds
"""


def test_a_model_returned_in_eval_mode_is_in_eval_mode_at_the_caller() -> None:
    """The confirmed fresh8 miss: `evaluate_map` runs the Faster R-CNN (a constructor named
    as a detection architecture: heavy) over the whole test set; the eval happened in the
    loader function, whose local name differs from the caller's."""
    assert _found(LOADER, pedantic=False) == [
        (22, HELPER.format(m="frcnn", f="load_model_and_dataset"), None),
    ]
    assert _screened(LOADER)


def test_ten_samples_drawn_for_a_picture_are_pedantic() -> None:
    """`infer` draws `range(10)` images for a picture: runs once over a handful of samples."""
    found = _found(LOADER, pedantic=True)
    assert found[0] == (16, HELPER.format(m="model", f="load_model_and_dataset"), FEW)
    assert len(found) == 2


def test_a_helper_that_trains_or_returns_something_else_does_not_count() -> None:
    source = """
        import torch
        import torchvision

        def load_trainable(path):
            net = torchvision.models.resnet50()
            net.eval()
            net.train()
            return net

        def load_score(path, loader):
            net = torchvision.models.resnet50()
            net.eval()
            with torch.no_grad():
                return float(net(loader).sum())

        def evaluate(path, loader):
            a = load_trainable(path)
            b = load_score(path, loader)
            return [a(x) for x in loader], [b(x) for x in loader]
    """
    assert _found(source, pedantic=True) == []


TRAINER = """
    import torch
    from .model import BERTLM

    class BERTTrainer:
        def __init__(self, bert, vocab_size, train_loader, test_loader):
            self.model = {build}
            self.optim = torch.optim.Adam(self.model.parameters())
            self.train_data, self.test_data = train_loader, test_loader

        def train(self, epoch):
            self.iteration(epoch, self.train_data)

        def test(self, epoch):
            self.iteration(epoch, self.test_data, train=False)

        def iteration(self, epoch, data_loader, train=True):
            for i, data in enumerate(data_loader):
                data = {{key: value.to("cuda") for key, value in data.items()}}
                next_sent_output, mask_lm_output = self.model.forward(data["bert_input"])
                loss = self.criterion(next_sent_output, data["is_next"])
                if train:
                    self.optim.zero_grad()
                    loss.backward()
                    self.optim.step()
"""


def test_a_flag_switched_pass_of_a_heavy_model_is_reported() -> None:
    source = TRAINER.format(build='torchvision.models.resnet50()').replace(
        "import torch\n", "import torch\n    import torchvision\n", 1
    )
    assert _found(source, pedantic=False) == [(16, FLAG, None)]
    assert _screened(source)


def test_bert_pytorch_itself_is_pedantic_its_size_is_not_shown() -> None:
    """BERT-pytorch builds `BERTLM(bert, vocab_size)` from another module: its size is not
    known here, so the finding is --pedantic (the v4 condition every other form meets)."""
    source = TRAINER.format(build="BERTLM(bert, vocab_size)")
    assert _found(source, pedantic=False) == []
    assert _found(source, pedantic=True) == [(15, FLAG, NOT_HEAVY)]
    assert _screened(source)


def test_a_flag_pass_that_sets_grad_mode_or_is_never_called_false_is_silent() -> None:
    base = TRAINER.format(build="BERTLM(bert, vocab_size)")
    never_false = base.replace("train=False", "train=True")
    assert _found(never_false, pedantic=True) == []
    grad_mode = base.replace(
        "next_sent_output, mask_lm_output = self.model.forward",
        "with torch.set_grad_enabled(train):\n                    next_sent_output, mask_lm_output = self.model.forward",
    )
    assert _found(grad_mode, pedantic=True) == []
    under_no_grad = base.replace(
        "self.iteration(epoch, self.test_data, train=False)",
        "with torch.no_grad():\n                self.iteration(epoch, self.test_data, train=False)",
    )
    assert _found(under_no_grad, pedantic=True) == []
    backward_always = base.replace(
        "if train:\n                    self.optim.zero_grad()\n                    loss.backward()",
        "loss.backward()\n                if train:\n                    self.optim.zero_grad()",
    )
    assert _found(backward_always, pedantic=True) == []


def test_the_screen_turns_away_a_flag_function_nobody_calls_false() -> None:
    source = """
        def run(model, loader, train=True):
            for x in loader:
                loss = model(x).sum()
                if train:
                    loss.backward()

        run(model, loader)
    """
    assert not _screened(source)


def test_a_helper_that_rebinds_its_model_after_eval_does_not_count_unless_it_wraps_it() -> None:
    """`model = nn.DataParallel(model)` after `.eval()` keeps the evaluated module (openai's
    weak-to-strong `get_model`); `net = Net()` after it does not."""
    source = """
        import torch
        import torchvision

        def get_model(name):
            model = torchvision.models.resnet50()
            model.eval()
            model = torch.nn.DataParallel(model)
            return model

        def get_fresh(name):
            net = torchvision.models.resnet50()
            net.eval()
            net = torchvision.models.resnet18()
            return net

        def embed(loader):
            a = get_model("x")
            return [a(x) for x, _ in loader]

        def embed_fresh(loader):
            b = get_fresh("x")
            return [b(x) for x, _ in loader]
    """
    assert _found(source, pedantic=True) == [(19, HELPER.format(m="a", f="get_model"), None)]


def test_an_evaluation_function_given_a_model_a_helper_returned_in_eval_mode() -> None:
    """openai's weak-to-strong: `get_model` evaluates and wraps a ResNet-50; `main` hands it
    to `get_embeddings`, which runs it over the ImageNet validation loader (v5's caller form,
    the eval now seen through the helper). The message names the helper."""
    source = """
        import torch
        import torchvision

        def get_model(name):
            model = torchvision.models.resnet50()
            model.eval()
            model = torch.nn.DataParallel(model)
            return model

        def get_embeddings(model, loader):
            out = []
            for x, y in loader:
                out.append(model(x).detach().cpu())
            return out

        def main(loader):
            weak_model = get_model("resnet50")
            return get_embeddings(weak_model, loader)
    """
    assert _found(source, pedantic=False) == [(14, (
        "`model(...)` runs outside `torch.no_grad()` / `torch.inference_mode()` while `weak_model` "
        "is in eval mode (`get_model(...)` returns it after `.eval()`) at the call "
        "`get_embeddings(weak_model, ...)`, so autograd still records the forward pass; run "
        "inference under `torch.inference_mode()`"
    ), None)]
    assert _screened(source)
