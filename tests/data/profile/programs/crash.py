"""Fails before its first step."""
import torch

print("loading the configuration")
raise ValueError("learning rate must be positive, got -0.1")
