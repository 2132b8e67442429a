"""TL416 (issue 24, round 20, from the fresh39 review: three findings both reviewers called
wrong): attention over channels, whose queries are laid out `(batch, heads, channels, h * w)`
(Restormer's transposed attention; a diffusion UNet reshaping to `(b, heads, head_dim, h * w)`
before `einsum('bhcn,bhdn->bhcd')`), has weights of channels x channels: nothing grows with the
square of the image, and the fused kernel over pixels would compute another model. Silent;
the same block laid out with the pixels second-to-last stays reported."""

from __future__ import annotations

import textwrap

from torchlint import api

RESTORMER = """
import torch
import torch.nn as nn
import torch.nn.functional as F


class Attention(nn.Module):
    def __init__(self, dim, num_heads):
        super().__init__()
        self.num_heads = num_heads
        self.temperature = nn.Parameter(torch.ones(num_heads, 1, 1))
        self.qkv = nn.Conv2d(dim, dim * 3, 1)

    def forward(self, x):
        b, c, h, w = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=1)
        head_dim = c // self.num_heads
        q = q.view(b, self.num_heads, head_dim, h * w)
        k = k.view(b, self.num_heads, head_dim, h * w)
        v = v.view(b, self.num_heads, head_dim, h * w)
        q = F.normalize(q, dim=-1)
        k = F.normalize(k, dim=-1)
        attn = (q @ k.transpose(-2, -1)) * self.temperature
        attn = attn.softmax(dim=-1)
        return (attn @ v).view(b, c, h, w)
"""

EINSUM = """
import math
import torch
import torch.nn as nn


class Attention(nn.Module):
    def __init__(self, channels, num_heads, head_dim):
        super().__init__()
        self.num_heads, self.head_dim = num_heads, head_dim
        self.qkv = nn.Conv2d(channels, 3 * num_heads * head_dim, 1)

    def forward(self, x):
        b, c, h, w = x.shape
        q, k, v = torch.chunk(self.qkv(x), 3, dim=1)

        def reshape_heads(t):
            t = t.reshape(b, self.num_heads, self.head_dim, h * w)
            return t

        q = reshape_heads(q)
        k = reshape_heads(k)
        v = reshape_heads(v)
        attn = torch.einsum("bhcn,bhdn->bhcd", q, k) / math.sqrt(self.head_dim)
        attn = attn.softmax(dim=-1)
        return torch.einsum("bhcd,bhdn->bhcn", attn, v)
"""


def _found(source: str) -> list[str]:
    text = textwrap.dedent(source).lstrip()
    return [d.message for d in api.lint_source(text, "model.py", select=["TL416"], preview=True, pedantic=True)]


def test_channel_attention_is_silent():
    assert _found(RESTORMER) == []
    assert _found(EINSUM) == []


def test_pixels_second_to_last_stay_reported():
    # `(b, heads, h * w, head_dim)`: token attention over the pixels, the fused kernel's case
    pixels = RESTORMER.replace("head_dim, h * w)", "h * w, head_dim)")
    assert len(_found(pixels)) == 1
    tokens = EINSUM.replace("self.head_dim, h * w)", "h * w, self.head_dim)").replace(
        '"bhcn,bhdn->bhcd"', '"bhnc,bhmc->bhnm"').replace('"bhcd,bhdn->bhcn"', '"bhnm,bhmc->bhnc"')
    assert len(_found(tokens)) == 1
