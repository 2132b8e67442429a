"""Raw pattern hits for the TL401 and TL402 recall accounts (no torchlint involved).

    python benchmarks/reviews/raw_tl401_tl402.py /path/to/corpus

prints one JSON object: ``dropout`` lists functional dropout calls (``F.dropout``,
``nn.functional.dropout2d``, a bare ``dropout(...)`` and the other variants) with neither a
``training=`` keyword nor a third positional argument nor ``**kwargs``; ``eval`` lists, per
scope (a function body, or the module's top level; nested scopes apart), the first call
``<m>(...)`` at or after a line where ``<m>.eval()`` is called or ``<m> = <chain>.eval()`` is
bound, whatever surrounds it (no-grad blocks included: the account says which are silences).
"""

from __future__ import annotations

import ast
import json
import os
import sys

DROPOUTS = {"dropout", "dropout1d", "dropout2d", "dropout3d", "alpha_dropout", "feature_alpha_dropout"}
FUNCTIONAL_NAMES = {"F", "functional", "nnf", "tF"}


def _dotted(node: ast.AST) -> str | None:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


def _without_training(call: ast.Call) -> bool:
    keywords = {k.arg for k in call.keywords}
    return "training" not in keywords and None not in keywords and len(call.args) < 3


def _functional_dropout(call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id in DROPOUTS
    if isinstance(func, ast.Attribute) and func.attr in DROPOUTS:
        owner = func.value
        if isinstance(owner, ast.Name):
            return owner.id in FUNCTIONAL_NAMES
        return isinstance(owner, ast.Attribute) and owner.attr == "functional"
    return False


def _scope_nodes(body: list[ast.stmt]):
    stack = list(reversed(body))
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        stack.extend(reversed(list(ast.iter_child_nodes(node))))


def _evaluated(node: ast.AST) -> list[str]:
    found = []
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "eval" and not node.args:
        name = _dotted(node.func.value)
        if name:
            found.append(name)
    if isinstance(node, ast.Assign) and len(node.targets) == 1:
        value = node.value
        while isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr != "eval":
            value = value.func.value
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and not value.args:
            name = _dotted(node.targets[0])
            if name:
                found.append(name)
    return found


def scan(root: str) -> dict[str, list]:
    dropout, evaluated = [], []
    for folder, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if f != "wheels")
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            path = os.path.join(folder, name)
            try:
                tree = ast.parse(open(path, encoding="utf-8", errors="replace").read())
            except (SyntaxError, ValueError):
                continue
            shown = os.path.relpath(path, root)
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and _functional_dropout(node) and _without_training(node):
                    dropout.append([shown, node.lineno])
            scopes = [tree.body] + [
                n.body for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
            ]
            for body in scopes:
                nodes = sorted(_scope_nodes(body), key=lambda n: (getattr(n, "lineno", 0), getattr(n, "col_offset", 0)))
                since: dict[str, int] = {}
                done: set[str] = set()
                for node in nodes:
                    for m in _evaluated(node):
                        since.setdefault(m, node.lineno)
                    if isinstance(node, ast.Call):
                        m = _dotted(node.func)
                        if m in since and m not in done and node.lineno >= since[m]:
                            done.add(m)
                            evaluated.append([shown, node.lineno, m])
    return {"dropout": sorted(dropout), "eval": sorted(evaluated)}


if __name__ == "__main__":
    json.dump(scan(sys.argv[1]), sys.stdout, indent=1)
    print()
