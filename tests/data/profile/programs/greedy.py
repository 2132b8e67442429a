"""Asks for 16 GiB before its first step (profile's --memory stops it). torch.empty touches no
page, so without the limit it would cost nothing and the test would fail, not the machine."""
import torch

cache = torch.empty(16 * 2**30, dtype=torch.uint8)
