"""TL414 gan-discriminator-through-generator (issue 24, round 6): a GAN's discriminator step
that scores a non-detached fake, so its backward also runs the generator's backward (readers
of whole files listed it in fresh10: the GAN cookbook train.py and the WGAN notebook, both
confirmed "act"). A preview rule then; on by default in round 10 and again since round 13."""

from __future__ import annotations

import textwrap

from torchlint import api, syntax_screens


def message(fake: str, optimizer: str) -> str:
    return (
        f"the discriminator step scores `{fake}` without detaching it: the backward before "
        f"`{optimizer}.step()` also runs the generator's whole backward pass, for gradients this "
        f"step never uses; pass `{fake}.detach()` (keep the attached fake for the generator "
        "step); measured on a GPU, that saved 6-17% of a GAN's training iteration, small "
        "generators included"
    )


def found(text: str, *, pedantic: bool = False) -> list[tuple[int, int, str, str | None]]:
    text = textwrap.dedent(text)
    return [
        (d.location.row, d.location.column, d.message, d.pedantic)
        for d in api.lint_source(text, "train.py", select=["TL414"], preview=True, pedantic=pedantic)
    ]


def fixed(text: str, *, unsafe: bool = False) -> str:
    return api.fix_source(textwrap.dedent(text), "train.py", select=["TL414"], preview=True,
                          unsafe_fixes=unsafe).source


DCGAN = """\
    for i, (real, _) in enumerate(loader):
        netD.zero_grad()
        noise = torch.randn(b, nz, 1, 1, device=device)
        fake = netG(noise)
        errD = criterion(netD(real), ones) + criterion(netD(fake), zeros)
        errD.backward(retain_graph=True)
        optimizerD.step()
        netG.zero_grad()
        errG = criterion(netD(fake), ones)
        errG.backward()
        optimizerG.step()
"""


def test_discriminator_step_on_attached_fake_is_reported_and_fixed_safely() -> None:
    assert found(DCGAN) == [(5, 57, message("fake", "optimizerD"), None)]
    assert "criterion(netD(fake.detach()), zeros)" in fixed(DCGAN)
    # the generator step keeps the attached fake
    assert "errG = criterion(netD(fake), ones)" in fixed(DCGAN)


def test_wgan_critic_loop_inline_generator_call() -> None:
    text = """\
    for real in loader:
        for _ in range(5):
            critic_fake = critic(gen(torch.randn(b, nz))).mean()
            loss_critic = critic_fake - critic(real).mean()
            opt_critic.zero_grad()
            loss_critic.backward(retain_graph=True)
            opt_critic.step()
        gen.zero_grad()
        loss_gen = -critic(gen(torch.randn(b, nz))).mean()
        loss_gen.backward()
        opt_gen.step()
    """
    assert found(text) == [(3, 30, message("gen(torch.randn(b, nz))", "opt_critic"), None)]
    assert "critic(gen(torch.randn(b, nz)).detach())" in fixed(text)


def test_without_generator_zero_grad_the_fix_is_unsafe() -> None:
    # the generator's update included what the discriminator's backward left in its grads
    text = DCGAN.replace("        netG.zero_grad()\n", "")
    assert [row for row, *_ in found(text)] == [5]
    assert fixed(text) == textwrap.dedent(text)
    assert "netD(fake.detach())" in fixed(text, unsafe=True)


def test_generator_step_reusing_the_discriminator_output_is_silent() -> None:
    text = """\
    for real in loader:
        fake = G(z)
        d_fake = D(fake)
        d_loss = loss(D(real), d_fake)
        opt_D.zero_grad()
        d_loss.backward(retain_graph=True)
        opt_D.step()
        opt_G.zero_grad()
        g_loss = -d_fake.mean()
        g_loss.backward()
        opt_G.step()
    """
    assert found(text, pedantic=True) == []


def test_logging_the_discriminator_output_after_its_step_is_no_reuse() -> None:
    text = """\
    for real in loader:
        fake = G(z)
        d_fake = D(fake)
        d_loss = loss(D(real), d_fake)
        opt_D.zero_grad()
        d_loss.backward()
        opt_D.step()
        D_G_z1 = d_fake.mean().item()
        opt_G.zero_grad()
        d_fake = D(fake)
        d_fake.mean().backward()
        opt_G.step()
    """
    assert [row for row, *_ in found(text)] == [3]


def test_detached_no_grad_frozen_and_penalty_forms_are_silent() -> None:
    for body in (
        "fake = G(z).detach()\n    d_loss = D(fake).mean()",
        "with torch.no_grad():\n        fake = G(z)\n    d_loss = D(fake).mean()",
        "G.requires_grad_(False)\n    fake = G(z)\n    d_loss = D(fake).mean()",
        "fake = G(z)\n    gp = penalty(D, eps * real + (1 - eps) * fake)\n    d_loss = D(fake).mean() + gp",
    ):
        text = f"import torch\nfor real in loader:\n    {body}\n    opt_D.zero_grad()\n    d_loss.backward()\n    opt_D.step()\n"
        assert found(text, pedantic=True) == [], body


def test_joint_optimizer_and_no_step_are_silent() -> None:
    joint = "for real in loader:\n    fake = G(z)\n    loss = D(fake).mean()\n    loss.backward()\n    opt.step()\n"
    no_step = "for real in loader:\n    fake = G(z)\n    loss = D(fake).mean()\n    loss.backward()\n"
    assert found(joint, pedantic=True) == [] and found(no_step, pedantic=True) == []


def test_outside_a_loop_is_silent() -> None:
    text = "fake = G(z)\nD(fake).mean().backward()\nopt_D.step()\n"
    assert found(text, pedantic=True) == []


def test_on_by_default_and_screens_pass_every_finding() -> None:
    # on by default since round 13 (held out after v5: 20 of 21 acted on): a plain check,
    # with no selection, reports it
    text = textwrap.dedent(DCGAN)
    assert [d.code for d in api.lint_source(text, "train.py", pedantic=False)] == ["TL414"]
    assert syntax_screens.may_report("gan_discriminator_through_generator", syntax_screens.Syntax(text))
    assert not syntax_screens.may_report(
        "gan_discriminator_through_generator",
        syntax_screens.Syntax("fake = G(z)\nD(fake).mean().backward()\nopt_D.step()\n"),
    )
