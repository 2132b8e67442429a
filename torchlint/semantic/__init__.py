"""The per-file semantic model every rule asks: names, values, cost contexts, no-grad regions.

- :mod:`torchlint.semantic.names`: import and alias resolution per scope;
- :mod:`torchlint.semantic.flow`: which binding reaches a use, loops and branches;
- :mod:`torchlint.semantic.syntax`: small syntactic questions (device-like arguments, chains);
- :mod:`torchlint.semantic.values`: what an expression is (tensor, module, loader...);
- :mod:`torchlint.semantic.model`: the model itself, filled during the engine's traversal.
"""

from torchlint.semantic.model import (
    COLD,
    CONTEXT_REASONS,
    CONTEXTS,
    HOT,
    PERIODIC,
    TEST,
    SemanticModel,
    is_test_file,
)

__all__ = ["COLD", "CONTEXT_REASONS", "CONTEXTS", "HOT", "PERIODIC", "TEST", "SemanticModel", "is_test_file"]
