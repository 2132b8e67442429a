"""torchlint: a static linter for PyTorch performance anti-patterns."""

__version__ = "0.1.0"
