"""What a file does with a DataLoader's batches: trains on them, only evaluates, or never reads them.

A loader's settings (worker processes, pinning) cost or pay on every batch it yields, so what
they are worth depends on how often the program reads it. A training loader is read every step
of every epoch; a validation or test loader is read once per epoch or once per run, with no
backward pass, and a loader the file never reads costs nothing. This module answers that for
the DataLoader calls of one file, from what the file shows:

- **train**: some read of the loader runs a backward pass or an optimizer step: a ``for``
  loop over it (also through ``enumerate``, ``tqdm``, ``zip``) whose body, or a function of
  the file it calls, calls ``.backward(`` / ``<optimizer>.step(``; the loader handed to a
  function of the file that does so with that parameter; the training loader of a Lightning
  ``Trainer.fit`` or an ignite ``create_supervised_trainer`` engine's ``run``;
- **eval**: every read is of another kind (a loop with no backward pass that visibly
  evaluates: under no-grad, after `.eval()`, at a call site that evaluates, looking at the
  batches on the host, in a file whose training loop is another one, or in a file that
  shows no training at all (``file_may_train``: an inference or metric script); a comprehension,
  ``next(iter(loader))``, the loader handed to ``Trainer.validate`` / ``test`` / ``predict``,
  ``fit``'s validation loaders, or an ignite ``create_supervised_evaluator`` engine's
  ``run``); reading ``len(loader)`` or ``loader.dataset`` does not read batches;
- **unread**: the file binds the loader to a name and never reads its batches: a name local
  to a function (at module level, a read after a top-level statement that binds the name
  again reads the later loader, as ``loader_read_once`` counts it), a module's name in a
  file that trains (runs a backward pass) elsewhere, so that no other file is left to read
  it, a notebook's name (no file imports a notebook), or a script's name where no file of
  the project imports the script (``SemanticModel.project_imports_this``);
``loader_read_once`` says whether every read of a loader runs once per run of the program (no
loop that repeats reads it, or each loop over it stops after one batch: a mean/std pass, a final
test pass). ``loader_loops`` gives the ``for`` loops that read a loader, each with what it does (a rule
asks whether a training loop moves its batches to a device, or an evaluation loop generates).
A loader bound to its dataset's name (``test = DataLoader(test, ...)``) is judged by the reads
that follow it, not by the dataset's earlier uses.

- None: the file cannot tell (the loader is returned by a function no caller of this file
  unpacks, stored in an attribute, passed to a function of another module, or built inside
  another call). A function of a module of the project (`from engine import evaluate`,
  read by ``torchlint.semantic.project``, never imported) is read: it trains where it runs a
  backward pass or an optimizer step (or a function of its module does, two deep), and
  evaluates where it loops over the loader's parameter and neither trains nor calls anything
  named for training. A loader a function of the file returns, alone or in a tuple
  (`return train_dl, val_dl`), takes the role of the matching name its callers bind
  (`train_dl, val_dl = get_loaders()`), or of the call itself where a caller uses it as
  it is (`for x, y in get_loader():`). Where no function of the file calls it, its callers
  are those of the project's other files that import it (`from utils.data import
  get_loader` in `train.py`: torchlint.semantic.project finds them, never imports them);
  ``loader_importers`` names those files, whose device use then counts for the loader.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import libcst as cst

from torchlint.semantic.context import Borrowed
from torchlint.semantic.flow import runs_once
from torchlint.semantic.syntax import walk
from torchlint.semantic.training import _is_backward, _is_optimizer_step

if TYPE_CHECKING:
    from torchlint.rule import Context

TRAIN, EVAL, UNREAD = "train", "eval", "unread"
_NEUTRAL, _UNKNOWN = "neutral", "unknown"
# Calls that hand a loader's batches on: `enumerate(loader)`, `tqdm(loader)`, `zip(a, b)`.
_WRAPPERS = frozenset({"enumerate", "tqdm", "zip", "iter", "trange"})
# Calls that read no batch: `len(loader)`.
_NO_READ = frozenset({"len", "print", "type", "id", "isinstance"})
_MAX_DEPTH = 2
# Lightning's Trainer methods: which of their loader arguments train (by keyword or position,
# the model being the first positional argument).
_LIGHTNING = ("lightning.", "pytorch_lightning.")
_FIT_TRAIN = frozenset({"train_dataloaders", "train_dataloader"})
_FIT_EVAL = frozenset({"val_dataloaders", "val_dataloader", "datamodule"})
_EVAL_METHODS = frozenset({"validate", "test", "predict"})
_ONCE_HOOKS = frozenset({"test_dataloader", "predict_dataloader"})
_IGNITE = {"ignite.engine.create_supervised_trainer": TRAIN, "ignite.engine.create_supervised_evaluator": EVAL}


def _parent(model, node: cst.CSTNode) -> cst.CSTNode | None:  # noqa: ANN001
    """``node``'s parent (the model records parents lazily: fill them when missing)."""
    found = model.parent(node)
    if found is None and node is not model.module:
        path = model.path_to(node)
        found = path[-2] if len(path) > 1 else None
    return found


def loader_role(ctx: Context, call: cst.Call) -> str | None:
    """TRAIN, EVAL, UNREAD or None (see the module's docstring) for the DataLoader ``call``
    builds, asked once the traversal has left the module."""
    roles = ctx.memo("loader-roles", dict)
    if id(call) not in roles:
        loops = ctx.memo("loader-loops", dict)
        importers = ctx.memo("loader-importers", dict)
        collecting = ctx.memo("loader-collecting", list)
        collecting.append([])
        readers = ctx.memo("loader-reading-files", list)
        readers.append([])
        try:
            roles[id(call)] = _role(ctx, call)
        finally:
            loops[id(call)] = collecting.pop()
            importers[id(call)] = readers.pop()
    return roles[id(call)]


def loader_importers(ctx: Context, call: cst.Call) -> list:  # list[SemanticModel]
    """The models of the project's other files whose reads gave the DataLoader ``call``
    builds its role (the loader is returned by a function they import), as ``loader_role``
    found them."""
    loader_role(ctx, call)
    return ctx.memo("loader-importers", dict).get(id(call), [])


def loader_loops(ctx: Context, call: cst.Call) -> list[tuple[cst.For, str]]:
    """The ``for`` loops of the file that read the batches of the DataLoader ``call`` builds,
    each with what it does (TRAIN or EVAL), as ``loader_role`` found them."""
    loader_role(ctx, call)
    return ctx.memo("loader-loops", dict).get(id(call), [])


def _record(ctx: Context, loop: cst.For, role: str) -> str:
    collecting = ctx.memo("loader-collecting", list)
    if collecting:
        collecting[-1].append((loop, role))
    return role


def _role(ctx: Context, call: cst.Call) -> str | None:
    model = ctx.semantic
    parent = _parent(model, call)
    if isinstance(parent, cst.Arg):
        return _combine([_use_role(ctx, call, 0)])
    if isinstance(parent, cst.Return):
        # a Lightning hook's loader: `test_dataloader` / `predict_dataloader` run once per
        # `trainer.test()` / `predict()`; the others (train, val) every epoch of `fit`
        info = model.enclosing_function(model.path_to(parent))
        if info is not None and info.cls is not None and info.name in _ONCE_HOOKS:
            return EVAL
        # `return DataLoader(...)` of a function: what its callers do with the result
        return _combine([_returned_role(ctx, parent, None, None, 0, False)])
    if not (isinstance(parent, cst.Assign) and len(parent.targets) == 1
            and isinstance(parent.targets[0].target, cst.Name)):
        return None
    target = parent.targets[0].target
    path = model.path_to(parent)
    scope = next((n for n in reversed(path) if isinstance(n, cst.FunctionDef)), None)
    # `test = DataLoader(test, ...)`: the name read in the value (or before the assignment, in
    # straight-line code) is the dataset, not the loader
    # (a module-level loader read in a function of the file defined earlier is read when the
    # function is called: `def evaluate(): for b in test_loader: ...` above the binding)
    straight = not model.loops_around(path)
    uses = [
        use for use in _name_uses(model, target.value, scope, target)
        if not (straight and _before(model.path_to(use), path) and not _in_function(model, use, scope))
        and not _inside(model, use, parent.value)
        # v14: at module level, only the reads before the name's next top-level rebinding (a
        # notebook's cell 2 loader that cell 5 replaces before any cell reads it)
        and (scope is not None or not straight or _reaches(model, path, model.path_to(use), target.value, None))
    ]
    role = _combine([_use_role(ctx, use, 0) for use in uses])
    if role == UNREAD and scope is None and not _file_trains(ctx) and not model.filename.endswith(".ipynb"):
        # a module's loader another file may import (`from data import loader`); no file
        # imports a notebook, and v14: none imports a script no file of its project imports
        return UNREAD if model.project_imports_this() is False else None
    return role


def _in_function(model, node: cst.CSTNode, scope: cst.CSTNode | None) -> bool:  # noqa: ANN001
    """Is ``node`` in a function of the file below ``scope`` (a global it reads when called)?"""
    if scope is not None:
        return False
    return any(isinstance(n, cst.FunctionDef) for n in model.path_to(node))


def _inside(model, node: cst.CSTNode, container: cst.CSTNode) -> bool:  # noqa: ANN001
    return any(n is container for n in model.path_to(node))


def _combine(roles: list[str]) -> str | None:
    if TRAIN in roles:
        return TRAIN
    if _UNKNOWN in roles:
        return None
    return EVAL if EVAL in roles else UNREAD


def _name_uses(model, name: str, scope: cst.CSTNode | None, target: cst.CSTNode) -> list[cst.Name]:  # noqa: ANN001
    """Reads of ``name`` in ``scope`` (the whole module for a module-level name: a notebook's
    cells and the file's functions read it), rebindings left out."""
    nodes = walk(scope) if scope is not None else model.nodes_of(cst.Name)
    found = []
    for node in nodes:
        if not isinstance(node, cst.Name) or node.value != name or node is target:
            continue
        holder = _parent(model, node)
        if isinstance(holder, cst.AssignTarget) and holder.target is node:
            continue
        if isinstance(holder, (cst.Param, cst.FunctionDef, cst.ClassDef, cst.ImportAlias, cst.AsName)):
            continue
        if isinstance(holder, cst.Attribute) and holder.attr is node:
            continue
        if isinstance(holder, cst.Arg) and holder.keyword is node:
            continue
        found.append(node)
    return found


def _through_wrappers(model, node: cst.CSTNode):  # noqa: ANN001, ANN202
    """A use of a loader followed up through the calls that keep iterating it
    (``enumerate(loader)``, ``tqdm(...)``, ``iter(...)``): the outermost such node, its
    parent, and the ``next(iter(loader))`` call when the use reads one batch that way (else
    None)."""
    parent = _parent(model, node)
    while (
        isinstance(parent, cst.Arg) and isinstance(grand := _parent(model, parent), cst.Call)
        and isinstance(grand.func, cst.Name) and grand.func.value in _WRAPPERS
    ):
        if grand.func.value == "iter":
            outer = _parent(model, grand)
            next_call = _parent(model, outer) if isinstance(outer, cst.Arg) else None
            if isinstance(next_call, cst.Call) and isinstance(next_call.func, cst.Name) and next_call.func.value == "next":
                return node, parent, next_call
        node, parent = grand, _parent(model, grand)
    return node, parent, None


def _use_role(ctx: Context, node: cst.CSTNode, depth: int, evaluating: bool = False) -> str:
    """What one use of a loader (its name, or the call itself) does with its batches."""
    model = ctx.semantic
    node, parent, one_batch = _through_wrappers(model, node)
    if one_batch is not None:
        return EVAL  # one batch: `next(iter(loader))`
    if isinstance(parent, cst.For) and parent.iter is node:
        if _trains(ctx, parent.body, depth):
            return _record(ctx, parent, TRAIN)
        if evaluating or _evaluating_at(ctx, parent) or _only_reads(ctx, parent.body) or _file_trains(ctx):
            return _record(ctx, parent, EVAL)
        if not file_may_train(ctx):
            return _record(ctx, parent, EVAL)  # an inference or metric pass: nothing here trains
        return _UNKNOWN
    if isinstance(parent, cst.CompFor) and parent.iter is node:
        return EVAL
    if isinstance(parent, cst.Attribute) and parent.value is node:
        return _NEUTRAL  # `loader.dataset`, `loader.batch_size`
    if isinstance(parent, cst.Arg):
        call = _parent(model, parent)
        if isinstance(call, cst.Call):
            return _handed_to(ctx, call, parent, depth, evaluating)
    if isinstance(parent, cst.Assign) and isinstance(node, cst.Name) and len(parent.targets) == 1:
        # `loaders = {"train": train_loader, ...}` and the like: unknown; `dl = loader`: its uses
        alias = parent.targets[0].target
        if isinstance(alias, cst.Name) and depth < _MAX_DEPTH:
            path = model.path_to(parent)
            scope = next((n for n in reversed(path) if isinstance(n, cst.FunctionDef)), None)
            return _combine([_use_role(ctx, use, depth + 1, evaluating) for use in _name_uses(model, alias.value, scope, alias)]) or _UNKNOWN
    # `return train_loader, val_loader` of a function of the file: what its callers do with
    # the matching part (`train_dl, val_dl = get_loaders()`)
    index, size, returned = None, None, parent
    if isinstance(parent, cst.Element) and isinstance(tup := _parent(model, parent), cst.Tuple):
        index = next((i for i, e in enumerate(tup.elements) if e is parent), None)
        size, returned = len(tup.elements), _parent(model, tup)
    if isinstance(returned, cst.Return) and depth < _MAX_DEPTH:
        return _returned_role(ctx, returned, index, size, depth, evaluating)
    return _UNKNOWN


def _returned_role(
    ctx: Context, returned: cst.Return, index: int | None, size: int | None, depth: int, evaluating: bool
) -> str:
    """The role of a loader a function of the file returns (alone, or as part ``index`` of a
    tuple of ``size``), from its callers: those of the file, or where there are none those of
    the project's files that import the function; unknown when it has none (a library's
    function) or a caller does anything else with the result."""
    model = ctx.semantic
    function = next((n for n in reversed(model.path_to(returned)) if isinstance(n, cst.FunctionDef)), None)
    if function is None:
        return _UNKNOWN
    info = next((f for f in model.functions_by_name.get(function.name.value, ()) if f.node is function), None)
    if info is None or info.cls is not None:
        return _UNKNOWN
    name = function.name.value
    roles = [
        _caller_role(ctx, call, index, size, depth, evaluating) for call in model.nodes_of(cst.Call)
        if isinstance(call.func, cst.Name) and call.func.value == name  # type: ignore[attr-defined]
    ]
    if not roles and any(statement is function for statement in model.module.body):
        # called from another file of the project: `from utils.data import get_loader`
        readers = ctx.memo("loader-reading-files", list)
        for other, calls in model.project_importers(name):
            borrowed = Borrowed(other)
            roles += [_caller_role(borrowed, call, index, size, depth, evaluating) for call in calls]
            if readers:
                readers[-1].append(other)
    if not roles:
        return _UNKNOWN
    return TRAIN if TRAIN in roles else _UNKNOWN if _UNKNOWN in roles else EVAL if EVAL in roles else _NEUTRAL


def _caller_role(ctx: Context, call: cst.Call, index: int | None, size: int | None, depth: int, evaluating: bool) -> str:
    """What one caller of a function returning a loader does with it: the uses of the name it
    binds the loader to (the matching name of a tuple), or of the call itself (`for b in
    get_loader():`, `train(model, get_loader())`)."""
    model = ctx.semantic
    assign = _parent(model, call)
    if not (isinstance(assign, cst.Assign) and len(assign.targets) == 1):
        return _UNKNOWN if index is not None else _use_role(ctx, call, depth + 1, evaluating)
    target = assign.targets[0].target
    if index is not None:
        if isinstance(target, (cst.Tuple, cst.List)) and len(target.elements) != size:
            return _NEUTRAL  # unpacks what another `return` of the function gives
        if not isinstance(target, (cst.Tuple, cst.List)):
            return _UNKNOWN
        target = target.elements[index].value
    if not isinstance(target, cst.Name):
        return _UNKNOWN
    path = model.path_to(assign)
    scope = next((n for n in reversed(path) if isinstance(n, cst.FunctionDef)), None)
    return _combine([_use_role(ctx, use, depth + 1, evaluating) for use in _name_uses(model, target.value, scope, target)]) or _UNKNOWN


def _handed_to(ctx: Context, call: cst.Call, arg: cst.Arg, depth: int, evaluating: bool) -> str:
    """The loader is an argument of ``call``."""
    model = ctx.semantic
    func = call.func
    if isinstance(func, cst.Name) and func.value in _NO_READ:
        return _NEUTRAL
    functions = _local_functions(model, call)
    if functions:
        if depth >= _MAX_DEPTH:
            return _UNKNOWN
        # `compute_accuracy(model, test_loader)` after `model.eval()` or under no-grad: the
        # function's loop over that parameter evaluates
        evaluating = evaluating or _evaluating_at(ctx, call)
        roles = []
        for function in functions:
            param = _parameter_for(function, call, arg)
            if param is None:
                return _UNKNOWN
            uses = _name_uses(model, param, function, None)
            roles.append(_combine([_use_role(ctx, use, depth + 1, evaluating) for use in uses]) or _UNKNOWN)
        return TRAIN if TRAIN in roles else _UNKNOWN if _UNKNOWN in roles else EVAL if EVAL in roles else _NEUTRAL
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
        maker = _receiver_maker(ctx, func.value)
        method = func.attr.value
        if maker is not None and maker.startswith(_LIGHTNING) and maker.endswith(".Trainer"):
            if method in _EVAL_METHODS:
                return EVAL
            if method == "fit":
                if arg.keyword is not None:
                    return TRAIN if arg.keyword.value in _FIT_TRAIN else EVAL if arg.keyword.value in _FIT_EVAL else _UNKNOWN
                position = [a for a in call.args if a.keyword is None].index(arg)
                return TRAIN if position == 1 else EVAL if position == 2 else _UNKNOWN
        if maker in _IGNITE and method == "run":
            return _IGNITE[maker]
    return _project_role(ctx, call, arg)


def _project_role(ctx: Context, call: cst.Call, arg: cst.Arg) -> str:
    """The loader handed to a function of a module of the project (`from engine import
    evaluate`; torchlint.semantic.project reads it, never imports it): TRAIN when that
    function, or a function of its module it calls (two deep), runs a backward pass or an
    optimizer step; EVAL when it loops over the parameter the loader binds and neither trains
    nor calls anything named for training (`step(...)`, `train_batch(...)`); unknown
    otherwise (no such module, a parameter it hands on)."""
    model = ctx.semantic
    found = model.project_function(model.qualified_name(call.func, model.path_to(call)))
    if found is None:
        return _UNKNOWN
    other, function = found
    if _model_trains(other, function.body, 0):
        return TRAIN
    param = _parameter_for(function, call, arg)
    if param is None:
        return _UNKNOWN
    for node in walk(function.body):
        if isinstance(node, cst.Call):
            func = node.func
            name = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else ""
            if _TRAINING_CALL.search(name.lower()) and name.lower() not in _NOT_TRAINING:
                return _UNKNOWN  # `trainer.step(batch)`: it may train in yet another module
    for node in walk(function.body):
        if isinstance(node, cst.For) and any(isinstance(n, cst.Name) and n.value == param for n in walk(node.iter)):
            return EVAL
    return _UNKNOWN


def _receiver_maker(ctx: Context, name: cst.Name) -> str | None:
    """The qualified name of what the file builds ``name`` from (`trainer = pl.Trainer(...)`),
    when every assignment of it in the file agrees."""
    makers = ctx.memo("loader-receivers", dict)
    if name.value not in makers:
        found = set()
        for node in ctx.semantic.nodes_of(cst.Assign):
            if any(isinstance(t.target, cst.Name) and t.target.value == name.value for t in node.targets):
                value = node.value
                found.add(
                    ctx.semantic.qualified_name(value.func, ctx.semantic.path_to(value))
                    if isinstance(value, cst.Call) else None
                )
        makers[name.value] = found.pop() if len(found) == 1 else None
    return makers[name.value]


def _local_functions(model, call: cst.Call) -> list[cst.FunctionDef]:  # noqa: ANN001
    func = call.func
    if isinstance(func, cst.Name):
        infos = model.functions_by_name.get(func.value, ())
        return [f.node for f in infos if isinstance(f.node, cst.FunctionDef) and f.cls is None]
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
        infos = model.functions_by_name.get(func.attr.value, ())
        return [f.node for f in infos if isinstance(f.node, cst.FunctionDef) and f.cls is not None]
    return []


def _parameter_for(function: cst.FunctionDef, call: cst.Call, arg: cst.Arg) -> str | None:
    params = [p.name.value for p in (*function.params.posonly_params, *function.params.params)]
    if params and params[0] in ("self", "cls") and isinstance(call.func, cst.Attribute):
        params = params[1:]
    if arg.keyword is not None:
        names = params + [p.name.value for p in function.params.kwonly_params]
        return arg.keyword.value if arg.keyword.value in names else None
    if any(a.star for a in call.args):
        return None
    position = [a for a in call.args if a.keyword is None].index(arg)
    return params[position] if position < len(params) else None


def _file_trains(ctx: Context) -> bool:
    """Does the file run a backward pass or an optimizer step anywhere? Then its training
    loop is the one that does, and a loop over a loader without one evaluates (a loop calling
    `step(batch)` in a file that never trains may train in another module)."""
    return ctx.memo("loader-file-trains", lambda: _trains(ctx, ctx.semantic.module, _MAX_DEPTH))


# Calls by which a file may hand training to code elsewhere: `train(model, loader)`,
# `trainer.fit(...)`, `create_supervised_trainer(...)`, `train_one_epoch(...)`.
_NOT_TRAINING = frozenset({"train_test_split"})
_TRAINING_CALL = re.compile(r"(?:^|_)(?:train|fit|step)(?:$|_|er$|ing$)")


def reader_may_train(ctx: Context, call: cst.Call) -> bool:
    """``file_may_train`` of the file, or of a file of the project whose reads gave the
    DataLoader ``call`` builds its role (`valid_loader` of a helper module, read every epoch by
    the training script that imports it)."""
    return file_may_train(ctx) or any(file_may_train(Borrowed(other)) for other in loader_importers(ctx, call))


def file_may_train(ctx: Context) -> bool:
    """Does the file show any sign of training: a backward pass or optimizer step (also in a
    function of the file), an optimizer built (`torch.optim.*`), a `training_step` defined,
    or a call of a function or method named for training (`train(...)`, `fit(...)`,
    `train_one_epoch(...)`, `step(batch)`, `Trainer(...)`, `create_supervised_trainer(...)`,
    also `model.train()`: a file that sets training mode trains, here or in another module)? A file with none of these is an inference, evaluation or metric script: each of
    its loaders is read once through."""
    def build() -> bool:
        model = ctx.semantic
        if _file_trains(ctx):
            return True
        for node in model.nodes_of(cst.Call):
            func = node.func
            name = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else ""
            lowered = name.lower()
            if _TRAINING_CALL.search(lowered) and lowered not in _NOT_TRAINING:
                return True
            qualified = model.qualified_name(func, model.path_to(node))
            if qualified is not None and qualified.startswith("torch.optim."):
                return True
        return any(
            isinstance(n, cst.FunctionDef) and n.name.value in ("training_step", "train_step")
            for n in model.nodes_of(cst.FunctionDef)
        )

    return ctx.memo("loader-file-may-train", build)


def _evaluating_at(ctx: Context, where: cst.CSTNode) -> bool:
    """Does ``where`` (a loop without a backward pass, or a call handing it a loader) visibly
    run an evaluation: with autograd off (a `torch.no_grad()` / `inference_mode()` /
    `set_grad_enabled(False)` block, a no-grad function or one only called so), or after a
    `.eval()` call in its function (also on an earlier line of a notebook)? A loop calling
    `step(batch)` of another module with no such sign may train there: unknown."""
    model = ctx.semantic
    path = model.path_to(where)
    if model.in_no_grad(path):
        return True
    for node in path:
        if isinstance(node, cst.With) and any(_grad_off(item.item) for item in node.items):
            return True
    # the last `.eval()` / `.train()` call before it in its function (or module) decides
    scope = next((n for n in reversed(path) if isinstance(n, cst.FunctionDef)), model.module)
    last: tuple[cst.Call, list[cst.CSTNode]] | None = None
    for node in walk(scope):
        if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)):
            continue
        if node.func.attr.value not in ("eval", "train") or len(node.args) > (node.func.attr.value == "train"):
            continue
        if node.func.attr.value == "train" and node.args and not (
            isinstance(node.args[0].value, cst.Name) and node.args[0].value.value in ("True", "False")
        ):
            continue
        node_path = model.path_to(node)
        if _before(node_path, path) and (last is None or _before(last[1], node_path)):
            last = (node, node_path)
    if last is None:
        return False
    call = last[0]
    assert isinstance(call.func, cst.Attribute)
    return call.func.attr.value == "eval" or (
        bool(call.args) and isinstance(call.args[0].value, cst.Name) and call.args[0].value.value == "False"
    )


_BUILTINS = frozenset({
    "print", "len", "range", "enumerate", "zip", "list", "tuple", "dict", "set", "int", "float",
    "str", "isinstance", "min", "max", "sum", "abs", "iter", "next", "type", "round", "sorted",
})
_MAY_TRAIN = frozenset({"step", "update", "fit", "train_step", "training_step", "train_batch", "run"})


_MOVES = frozenset({"to", "cuda"})


def _only_reads(ctx: Context, body: cst.CSTNode) -> bool:
    """A loop body that looks at the batches on the host and calls nothing that could train:
    builtins, the file's own functions (already seen not to train), classes of the file,
    methods other than `step` / `update` / `fit` / `run` (`images.shape`, `plt.imshow(...)`);
    no callable bound at run time (`step(batch)`, `net(x)`) and no move to a device (a loop
    feeding the device is a step whatever it calls)."""
    model = ctx.semantic
    for node in walk(body):
        if not isinstance(node, cst.Call):
            continue
        func = node.func
        if isinstance(func, cst.Name):
            if func.value in _BUILTINS or _local_functions(model, node):
                continue
            if model.qualified_name(func, model.path_to(func)) is None and not model.classes_by_name.get(func.value):
                return False  # a callable bound at run time (`step(batch)`, `net(x)`): may train
            continue
        if isinstance(func, cst.Attribute) and func.attr.value in _MAY_TRAIN | _MOVES:
            return False
    return True


def _grad_off(expr: cst.BaseExpression) -> bool:
    """`torch.set_grad_enabled(False)` (also through an alias of torch)."""
    return (
        isinstance(expr, cst.Call) and isinstance(expr.func, (cst.Attribute, cst.Name))
        and (expr.func.attr.value if isinstance(expr.func, cst.Attribute) else expr.func.value) == "set_grad_enabled"
        and len(expr.args) == 1 and isinstance(expr.args[0].value, cst.Name) and expr.args[0].value.value == "False"
    )


def _before(first: list[cst.CSTNode], second: list[cst.CSTNode]) -> bool:
    """Does the node at path ``first`` come before the one at ``second`` in the source (or
    inside it)?"""
    for index, (mine, theirs) in enumerate(zip(first, second)):
        if mine is not theirs:
            children = list(first[index - 1].children)
            return theirs in children and mine in children and children.index(mine) < children.index(theirs)
    return len(first) > len(second)


def _trains(ctx: Context, body: cst.CSTNode, depth: int) -> bool:
    """Does ``body`` (at any depth, and the functions of the file it calls, two deep) run a
    backward pass or an optimizer step?"""
    return _model_trains(ctx.semantic, body, depth)


def _model_trains(model, body: cst.CSTNode, depth: int) -> bool:  # noqa: ANN001
    """``_trains`` in the module of ``model`` (the checked file's or a project module's)."""
    for node in walk(body):
        if not isinstance(node, cst.Call):
            continue
        if _is_backward(node) or _is_optimizer_step(node):
            return True
        if isinstance(node.func, cst.Attribute) and node.func.attr.value in ("manual_backward", "training_step"):
            return True
        if depth < _MAX_DEPTH:
            for function in _local_functions(model, node):
                if _model_trains(model, function.body, depth + 1):
                    return True
    return False



def trainer_may_use_accelerator(ctx: Context) -> bool:
    """Does the file build a Lightning `Trainer` that runs on an accelerator when there is one:
    `accelerator=` left out (the default, `"auto"`) or a string other than `"cpu"`? Such a
    file's data modules and loaders feed a device although the file names none."""
    def build() -> bool:
        model = ctx.semantic
        for node in model.nodes_of(cst.Call):
            qualified = model.qualified_name(node.func, model.path_to(node))  # type: ignore[attr-defined]
            if qualified is None or not qualified.startswith(_LIGHTNING) or not qualified.endswith(".Trainer"):
                continue
            if any(arg.star for arg in node.args):  # type: ignore[attr-defined]
                continue
            chosen = next(
                (arg.value for arg in node.args if arg.keyword is not None and arg.keyword.value == "accelerator"),  # type: ignore[attr-defined]
                None,
            )
            if chosen is None:
                return True
            if isinstance(chosen, cst.SimpleString) and chosen.evaluated_value not in ("cpu",):
                return True
        return False

    return ctx.memo("lightning-trainer-accelerator", build)


# -- "is the loader read only once?" (TL302 v4, from the fresh4 review) --------------------
ONCE, ONE_BATCH = "once", "one batch"
_MAX_CALLERS_DEPTH = 3


def loader_read_once(ctx: Context, call: cst.Call) -> str | None:
    """ONE_BATCH or ONCE when every read of the batches of the DataLoader ``call`` binds to a
    name runs at most once per run of the program, None otherwise (also when the file cannot
    tell). A read runs once when no loop that repeats runs it: it is outside any ``for`` /
    ``while`` (a loop whose body ends in an unconditional ``break`` runs once), or inside a
    function of the file whose every call site runs once (two calls deep), or (v16) outside
    the loops of a function that trains (once per training run, however often it is called).
    A loader handed there to a function or method the file does not define, named for
    evaluation (``model_test.test_accuracy(model, loader)``, ``trainer.evaluate(loader)``), is
    one pass (v16). Reads are followed
    through ``enumerate`` / ``tqdm`` / ``zip`` and into the parameter of a function of the file
    the loader is handed to (its loops run once per call at that call site). A loop that
    trains on it (a backward pass or optimizer step, also in a function it calls) counts as a
    read every step whatever surrounds it: a one-epoch training run is still a training run.
    Only the reads its binding reaches count: at module level (a notebook's cells), those after
    it and before the next top-level rebinding of the name (``train_loader`` bound for a mean/std
    pass, then again for training). ONE_BATCH: every read is a loop that ends in ``break``
    after its first batch. ``len(loader)`` and ``loader.dataset`` read no batch. Anything else
    done with the name (passed to another module's function not named for evaluation,
    returned, stored, aliased, ``iter(loader)`` kept in a name) leaves it unknown."""
    model = ctx.semantic
    parent = _parent(model, call)
    if not (isinstance(parent, cst.Assign) and len(parent.targets) == 1
            and isinstance(parent.targets[0].target, cst.Name)):
        return None
    target = parent.targets[0].target
    path = model.path_to(parent)
    if _repeats(ctx, path, 0) is not False:
        return None  # a loader built in a loop (or where the file cannot tell) serves each pass
    scope = next((n for n in reversed(path) if isinstance(n, cst.FunctionDef)), None)
    uses = [
        use for use in _name_uses(model, target.value, scope, target)
        if _reaches(model, path, model.path_to(use), target.value, scope)
    ]
    kinds = [_pass_kind(ctx, use, 0, False) for use in uses]
    if not kinds or None in kinds or "repeat" in kinds:
        return None
    if ONE_BATCH not in kinds and ONCE not in kinds:
        return None  # no batch read at all
    return ONCE if ONCE in kinds else ONE_BATCH


def _reaches(model, binding: list[cst.CSTNode], use: list[cst.CSTNode], name: str, scope) -> bool:  # noqa: ANN001
    """Is ``use`` a read the binding at path ``binding`` may reach? Within a function: after
    it. At module level: a read in a function of the file (a global it reads when called)
    always counts; a top-level read counts after the binding and before the next top-level
    statement that rebinds the name."""
    if scope is not None:
        return not _before(use, binding)
    if any(isinstance(n, (cst.FunctionDef, cst.Lambda, cst.ClassDef)) for n in use[1:-1]):
        # a function's own local or parameter of that name is not the global
        function = next(n for n in reversed(use) if isinstance(n, (cst.FunctionDef, cst.Lambda, cst.ClassDef)))
        if isinstance(function, cst.FunctionDef) and _binds_locally(function, name):
            return False
        return True
    body = list(model.module.body)
    first = next((i for i, s in enumerate(body) if s is binding[1]), None)
    last = next((i for i, s in enumerate(body) if s is use[1]), None)
    if first is None or last is None:
        return True
    if last == first:
        return not _before(use, binding)
    if last < first:
        return False
    for statement in body[first + 1:last]:
        if isinstance(statement, cst.SimpleStatementLine) and any(
            isinstance(small, cst.Assign) and any(isinstance(t.target, cst.Name) and t.target.value == name for t in small.targets)
            for small in statement.body
        ):
            return False  # rebound in between: a later loader's reads
    return True


def _binds_locally(function: cst.FunctionDef, name: str) -> bool:
    params = function.params
    if any(p.name.value == name for p in (*params.posonly_params, *params.params, *params.kwonly_params)):
        return True
    for node in walk(function.body):
        if isinstance(node, cst.Global) and any(n.name.value == name for n in node.names):
            return False
    return any(
        isinstance(node, cst.AssignTarget) and isinstance(node.target, cst.Name) and node.target.value == name
        for node in walk(function.body)
    )


def _pass_kind(ctx: Context, node: cst.CSTNode, depth: int, outer: bool) -> str | None:
    """ONCE, ONE_BATCH, "repeat", "none" (no batch read) or None (unknown) for one use of a
    loader; ``outer``: the call that handed it to this function repeats."""
    model = ctx.semantic
    node, parent, one_batch = _through_wrappers(model, node)
    if one_batch is not None:
        repeats = outer or _repeats(ctx, model.path_to(one_batch), depth, depth > 0)
        return None if repeats is None else "repeat" if repeats else ONE_BATCH
    if isinstance(parent, cst.For) and parent.iter is node:
        if _trains(ctx, parent.body, 0):
            return "repeat"  # a training pass: every step of it feeds the device
        repeats = outer or _repeats(ctx, model.path_to(parent), depth, depth > 0)
        if repeats is None:
            return None
        return "repeat" if repeats else ONE_BATCH if runs_once(parent) else ONCE
    if isinstance(parent, cst.Attribute) and parent.value is node:
        return "none"  # `loader.dataset`, `loader.batch_size`
    if isinstance(parent, cst.Arg):
        call = _parent(model, parent)
        if not isinstance(call, cst.Call):
            return None
        if isinstance(call.func, cst.Name) and call.func.value in _NO_READ:
            return "none"
        functions = _local_functions(model, call) if isinstance(call.func, cst.Name) else []
        if not functions and _evaluation_call(call):
            # v16: `model_test.test_accuracy(model, test_loader)`: one evaluation pass per call
            repeats = outer or _repeats(ctx, model.path_to(call), depth, depth > 0)
            return None if repeats is None else "repeat" if repeats else ONCE
        if not functions or depth >= _MAX_DEPTH:
            return None
        repeats = outer or _repeats(ctx, model.path_to(call), depth, depth > 0)
        if repeats is None:
            return None
        kinds = []
        for function in functions:
            param = _parameter_for(function, call, parent)
            if param is None:
                return None
            kinds += [_pass_kind(ctx, use, depth + 1, repeats) for use in _name_uses(model, param, function, None)]
        if None in kinds:
            return None
        if "repeat" in kinds:
            return "repeat"
        return ONCE if ONCE in kinds else ONE_BATCH if ONE_BATCH in kinds else "none"
    return None


# v16: a function or method the file does not define, named for evaluation (`test_accuracy`,
# `evaluate`, `predict`, `compute_accuracy`), not for training (`train_and_evaluate`) nor as a
# factory (`create_evaluation_function(model, loader)` returns what runs every epoch)
_FACTORY = re.compile(r"^(?:create|make|build|get|init|setup|prepare|load)_", re.IGNORECASE)
_EVALUATION_CALL = re.compile(
    r"(?:^|_)(?:test|eval|evaluate|evaluation|validate|validation|predict|prediction|predictions|"
    r"inference|infer|accuracy|score)(?:$|_)",
    re.IGNORECASE,
)


def _evaluation_call(call: cst.Call) -> bool:
    func = call.func
    name = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else ""
    return bool(_EVALUATION_CALL.search(name)) and not _TRAINING_CALL.search(name.lower()) and not _FACTORY.match(name)


def _repeats(ctx: Context, path: list[cst.CSTNode], depth: int, called: bool = False) -> bool | None:
    """Does the last node of ``path`` run more than once per run of the program: inside a loop
    that repeats in its function, or in a function of the file called where it repeats (or
    called nowhere in the file: None, unknown)? ``called``: the function around it was reached
    through one call site (the caller judges that one): only its own loops count."""
    model = ctx.semantic
    for index in model.loops_around(path):
        if not runs_once(path[index]):
            return True
    if any(isinstance(n, (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp, cst.Lambda, cst.ClassDef)) for n in path):
        return None
    function = next((n for n in reversed(path) if isinstance(n, cst.FunctionDef)), None)
    if function is None or called:
        return False
    trains = ctx.memo("loader-function-trains", dict)
    if id(function) not in trains:
        trains[id(function)] = _trains(ctx, function.body, 0)
    if trains[id(function)]:
        # v16: outside the loops of a function that trains (`run(config)`: 30 epochs, then
        # one test pass), it runs once per training run, however often the function is called
        return False
    info = next((f for f in model.functions_by_name.get(function.name.value, ()) if f.node is function), None)
    if info is None or info.cls is not None or function.decorators or depth >= _MAX_CALLERS_DEPTH:
        return None
    results = []
    for node in model.nodes_of(cst.Name):
        if node.value != function.name.value or node is function.name:
            continue
        holder = _parent(model, node)
        if not (isinstance(holder, cst.Call) and holder.func is node):
            return None  # the function is passed on or stored: it may run anywhere
        results.append(_repeats(ctx, model.path_to(holder), depth + 1))
    if not results or None in results:
        return None
    return any(results)
