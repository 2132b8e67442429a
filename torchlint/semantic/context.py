"""What the semantic helpers read of the context a rule visits with.

``torchlint.rule.Context`` fits this protocol; the helpers name the protocol rather than that
class, so that the model sits beneath the rules and imports nothing from them.
"""

from __future__ import annotations

from typing import Any, Iterable, Protocol

import libcst as cst


class NodeContext(Protocol):
    module: cst.Module
    # Ancestors of the node being visited, outermost first; the node itself is last.
    stack: list[cst.CSTNode]
    semantic: Any  # the file's SemanticModel

    def qualified_name(self, expr: cst.BaseExpression) -> str | None: ...

    def ancestors(self) -> Iterable[cst.CSTNode]: ...

    def memo(self, key: str, compute: Any) -> Any: ...


class Borrowed:
    """Another file's model where a helper's questions take a context: they read only its
    model, its memo and its source (a caller in `train.py` of this file's `get_loader`, a
    dataset class of `dataset.py` this file imports)."""

    def __init__(self, model: Any) -> None:
        self.semantic = model
        self.module = model.module

    def memo(self, key: str, compute: Any) -> Any:
        return self.semantic.remember(key, compute)

    def code(self, node: cst.CSTNode) -> str:
        return self.module.code_for_node(node)

    def qualified_name(self, expr: cst.BaseExpression) -> str | None:
        return self.semantic.qualified_name(expr, self.semantic.path_to(expr))
