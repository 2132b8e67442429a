"""How often a loop's body runs, and what else its iterations wait for: amortised cost facts.

:meth:`SemanticModel.cost_context` says whether code runs per step (``hot``), every N steps
(``periodic``) or once (``cold``). Two facts of a hot loop refine that for rules whose cost is
one small copy or one forward pass per iteration (TL101, TL402); they are read from what the
code does, never from names:

- :func:`epoch_loop`: the loop is an *epoch loop*, not a step loop: it runs another loop, in
  its body, that takes the training steps (``.backward()`` / ``.step()`` in it) or iterates a
  ``DataLoader``, while it iterates no loader itself and takes no step outside that inner loop
  (``for epoch in range(n): states = init(); for x in loader: ... loss.backward()``). Its own
  statements run once per epoch: their cost is spread over the epoch's steps.
- :func:`reads_host_every_iteration`: the loop's body reads a tensor back to the host on
  every iteration (``.item()``, ``.tolist()``, ``.numpy()``, ``.cpu()``, ``.to("cpu")``, at any
  depth, nested loops included; not under an ``if`` that holds once every N iterations): the
  device queue drains at every iteration, so a small blocking copy there waits behind no
  queued work and costs microseconds (RULES.md v3: a sync costs only when the device is the
  bottleneck).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from torchlint.semantic.flow import periodic_test, runs_once
from torchlint.semantic.syntax import string_value
from torchlint.semantic.training import _is_backward, _is_optimizer_step
from torchlint.semantic.values import ARRAY, LOADER

if TYPE_CHECKING:
    from torchlint.semantic.model import SemanticModel

# Tensor methods that copy a value back to the host and wait for the device.
HOST_READS = frozenset({"item", "tolist", "numpy", "cpu"})
_LOOPS = (cst.For, cst.While)
_SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)
_WRAPPERS = frozenset({"enumerate", "tqdm", "zip", "iter"})


def host_read(model: SemanticModel, call: cst.Call) -> bool:
    """``x.item()``, ``x.tolist()``, ``x.numpy()``, ``x.cpu()``, ``x.to("cpu")`` where ``x``
    is not known to be a NumPy array (whose ``.item()`` / ``.tolist()`` stay on the host)."""
    func = call.func
    if not isinstance(func, cst.Attribute):
        return False
    if func.attr.value in HOST_READS:
        pass
    elif func.attr.value == "to" and call.args and _cpu(call.args[0].value):
        pass
    else:
        return False
    return model.value(func.value, model.path_to(func.value)).kind != ARRAY


def _cpu(expr: cst.BaseExpression) -> bool:
    if string_value(expr) == "cpu":
        return True
    return (
        isinstance(expr, cst.Call)
        and isinstance(expr.func, (cst.Name, cst.Attribute))
        and (expr.func.value if isinstance(expr.func, cst.Name) else expr.func.attr.value) == "device"
        and bool(expr.args)
        and string_value(expr.args[0].value) == "cpu"
    )


def _body_nodes(node: cst.CSTNode, model: SemanticModel, *, skip_loops: bool = False):  # noqa: ANN202
    """The nodes of ``node``'s body that run with it: not in nested functions, lambdas or
    classes, nor in the true branch of an ``if`` that holds once every N iterations (nor in
    nested loops, with ``skip_loops``)."""
    stack: list[cst.CSTNode] = [node.body]  # type: ignore[attr-defined]
    while stack:
        current = stack.pop()
        yield current
        if isinstance(current, cst.If) and periodic_test(model.path_to(current), current.test):
            stack.append(current.test)
            if current.orelse is not None:
                stack.append(current.orelse)
            continue
        for child in current.children:
            if isinstance(child, _SCOPES):
                continue
            if skip_loops and isinstance(child, _LOOPS):
                continue
            stack.append(child)


def reads_host_every_iteration(model: SemanticModel, loop: cst.For | cst.While) -> bool:
    """Does ``loop``'s body read a tensor back to the host on every iteration (see the
    module's docstring)?"""
    key = ("reads-host", id(loop))
    found = model.memo.get(key)
    if found is None:
        found = model.memo[key] = any(
            isinstance(node, cst.Call) and host_read(model, node) for node in _body_nodes(loop, model)
        )
    return found  # type: ignore[return-value]


def _iterates_loader(model: SemanticModel, loop: cst.CSTNode) -> bool:
    if not isinstance(loop, cst.For):
        return False
    iterable = loop.iter
    while (
        isinstance(iterable, cst.Call) and isinstance(iterable.func, cst.Name)
        and iterable.func.value in _WRAPPERS and iterable.args
    ):
        if any(model.value(a.value, model.path_to(a.value)).kind == LOADER for a in iterable.args):
            return True
        iterable = iterable.args[0].value
    return model.value(iterable, model.path_to(iterable)).kind == LOADER


def _takes_step(nodes) -> bool:  # noqa: ANN001
    """A training step among ``nodes``: ``.backward(`` or ``<optimizer>.step(`` (a scheduler's
    ``.step()`` once per epoch is no step)."""
    return any(
        isinstance(n, cst.Call) and (_is_backward(n) or _is_optimizer_step(n)) for n in nodes
    )


def epoch_loop(model: SemanticModel, loop: cst.For | cst.While) -> bool:
    """Is ``loop`` an epoch loop around the loop that takes the steps (see the module's
    docstring)?"""
    key = ("epoch-loop", id(loop))
    found = model.memo.get(key)
    if found is None:
        found = model.memo[key] = _epoch_loop(model, loop)
    return found  # type: ignore[return-value]


def _epoch_loop(model: SemanticModel, loop: cst.For | cst.While) -> bool:
    if _iterates_loader(model, loop):
        return False
    own = list(_body_nodes(loop, model, skip_loops=True))
    if _takes_step(own):
        return False  # a step loop around micro-batches (gradient accumulation)
    for node in own:
        for child in node.children:
            if not isinstance(child, _LOOPS):
                continue
            if runs_once(child) or model.few_iterations(child, model.path_to(child)):
                continue
            if _iterates_loader(model, child) or _takes_step(_body_nodes(child, model)):
                return True
    return False


def innermost_loop(model: SemanticModel, path) -> cst.For | cst.While | None:  # noqa: ANN001
    """The innermost loop around the last node of ``path`` within its function, past loops
    over a handful of items (:meth:`SemanticModel.few_iterations`)."""
    for index in model.loops_around(path):
        loop = path[index]
        if not model.few_iterations(loop, path[: index + 1]):
            return loop  # type: ignore[return-value]
    return None


def amortised_loop(model: SemanticModel, loop: cst.For | cst.While) -> str | None:
    """Why one small copy or allocation per iteration of ``loop`` costs little: ``"epoch"``
    (:func:`epoch_loop`), ``"host"`` (:func:`reads_host_every_iteration`), or None."""
    if epoch_loop(model, loop):
        return "epoch"
    if reads_host_every_iteration(model, loop):
        return "host"
    return None


def host_bound_function(model: SemanticModel, info) -> bool:  # noqa: ANN001
    """Does every run of the function ``info`` happen where the device queue is drained: its
    own body runs a loop that reads the host every iteration (the next call starts with an
    empty queue), or it is hot only through calls of this file (not a ``forward`` or another
    method PyTorch calls per step), each in a loop that reads the host every iteration or an
    epoch loop (``gradient_penalty(...)`` called from a step loop that logs ``loss.item()``)."""
    key = ("host-bound", id(info.node))
    found = model.memo.get(key)
    if found is None:
        model.memo[key] = False  # recursion guard
        found = model.memo[key] = _host_bound_function(model, info)
    return found  # type: ignore[return-value]


def _host_bound_function(model: SemanticModel, info) -> bool:  # noqa: ANN001
    for loop in model.nodes_of(cst.For) + model.nodes_of(cst.While):
        path = model.path_to(loop)
        if (
            model.enclosing_function(path) is info
            and not model.few_iterations(loop, path)
            and reads_host_every_iteration(model, loop)
        ):
            return True
    if model._intrinsically_hot(info):
        return False
    sites = [site for site in model.call_sites if info in model._callees(site)]
    if not sites:
        return False
    for site in sites:
        if site.handed_hot:
            return False
        loop = innermost_loop(model, site.path)
        if loop is not None:
            if amortised_loop(model, loop) is None:
                return False
            continue
        caller = site.caller
        if caller is None or not host_bound_function(model, caller):
            return False
    return True
