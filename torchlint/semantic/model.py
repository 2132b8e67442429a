"""The semantic model of one file: filled during the engine's single traversal, asked by rules.

It answers what no rule should derive on its own:

- names: the dotted name an expression refers to through imports, memoised per node and per
  scope (:meth:`SemanticModel.qualified_name`);
- structure: the parent of every node the traversal entered (:meth:`path_to`), the functions
  and classes of the module, the calls between them, the loops and what their bodies do;
- cost contexts: how often a statement runs (:meth:`cost_context`): ``hot`` (per step, per
  batch, per forward), ``periodic`` (once every N steps: ``if step % 100 == 0:``), ``cold``
  (once) or ``test``;
- no-grad regions (:meth:`in_no_grad`), including a project's own decorators that apply
  ``no_grad`` / ``inference_mode`` and functions only ever called from no-grad code;
- values (:meth:`value`, see :mod:`torchlint.semantic.values`).

Facts that need the whole file (the call graph, which functions are hot, a loop's later
statements) are complete once the traversal has left the module: a rule that needs them
decides in ``leave_Module``, and the engine applies each rule's cost-context policy to its
reports after the traversal. Unknown stays unknown: the model never guesses.
"""

from __future__ import annotations

import builtins
import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Sequence

import libcst as cst

from torchlint import walk
from torchlint.semantic.flow import periodic_test, reaching_binding, runs_once, target_names, walk_scope
from torchlint.semantic.names import Resolver, dotted
from torchlint.semantic.project import Project
from torchlint.semantic.syntax import ACCELERATOR_STRING, NO_GRAD_CONTEXTS, is_device_name, last_name, string_value
from torchlint.semantic.values import Value, infer
from torchlint.syntax_screens._shared import LIGHTNING_MODULES  # one list for the model and the screens


_BUILTINS = frozenset(dir(builtins))

HOT = "hot"
# Once every N steps (``if step % 100 == 0:``, ``if epoch in milestones:``): its cost is
# amortised over the N steps, so performance rules report it only with --pedantic.
PERIODIC = "periodic"
COLD = "cold"
TEST = "test"
CONTEXTS = (HOT, PERIODIC, COLD, TEST)
# What a finding outside its rule's default contexts says about where it is.
CONTEXT_REASONS = {PERIODIC: "runs every N steps", COLD: "runs once", TEST: "in a test"}

LOOPS = (cst.For, cst.While)
COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)
_SCOPES = (cst.FunctionDef, cst.Lambda, cst.ClassDef)

# Methods only modules have: a name they are called on is used as a module.
MODULE_ONLY_METHODS = frozenset(
    {"train", "eval", "parameters", "named_parameters", "zero_grad", "state_dict",
     "load_state_dict", "modules", "named_modules", "children", "requires_grad_"}
)
# Methods PyTorch (or Lightning, or a DataLoader) calls once per step, batch or forward.
MODULE_PER_CALL_METHODS = frozenset({"forward", "__call__"})
LIGHTNING_STEPS = frozenset({"training_step", "validation_step", "test_step", "predict_step"})
DATASET_PER_ITEM_METHODS = frozenset({"__getitem__", "__getitems__", "__iter__"})
COLLATE_NAMES = frozenset({"collate_fn"})
LIGHTNING_DATA_MODULES = frozenset(
    {
        "lightning.LightningDataModule",
        "lightning.pytorch.LightningDataModule",
        "pytorch_lightning.LightningDataModule",
        "lightning.pytorch.core.LightningDataModule",
        "pytorch_lightning.core.LightningDataModule",
    }
)
DATASET_BASES = ("torch.utils.data.",)
# What derives from torch.utils.data without being a dataset
LOADER_BASES = frozenset(
    {"torch.utils.data.DataLoader", "torch.utils.data.dataloader.DataLoader", "torch.utils.data.Sampler",
     "torch.utils.data.sampler.Sampler", "torch.utils.data.BatchSampler", "torch.utils.data.sampler.BatchSampler"}
)

# Methods that iterate over a module's own layers.
_STRUCTURE_METHODS = frozenset({"modules", "children", "named_modules", "named_children"})
# Wrappers that iterate as many times as (at most) their arguments do.
_ITERATION_WRAPPERS = frozenset({"enumerate", "reversed", "sorted", "list", "tuple"})
# Bases a class lists beside its real base that are never an nn.Module: builtins and the
# standard library's helpers (typing, abc, enum...).
_PLAIN_BASES = frozenset(
    {"object", "ABC", "Generic", "Protocol", "NamedTuple", "TypedDict", "Enum", "IntEnum",
     "Exception", "dict", "list", "tuple", "str", "int", "float", "set"}
)
_PLAIN_BASE_PACKAGES = frozenset(
    {"abc", "enum", "typing", "typing_extensions", "dataclasses", "collections", "builtins"}
)

_ACCELERATOR_PREFIXES = ("torch.cuda", "torch.accelerator", "torch.mps", "torch.xpu")
_ACCELERATOR_WORDS = re.compile(r"cuda|mps|xpu|accelerator|device")
_TEST_FILE = re.compile(r"^(test_.*\.py|.*_test\.py|conftest\.py)$")
_TEST_FOLDERS = frozenset({"tests", "test"})
# Grad mode set on purpose around a call: the author chose it, whatever the value.
GRAD_MODE_CHOSEN = frozenset(
    {
        "torch.set_grad_enabled",
        "torch.autograd.set_grad_enabled",
        "torch.autograd.grad_mode.set_grad_enabled",
        "torch.enable_grad",
        "torch.autograd.enable_grad",
        "torch.autograd.grad_mode.enable_grad",
    }
)
# A context or decorator of the project whose last name holds one of these words sets grad
# mode as far as we can tell (`maybe_no_grad`, `inference_context`): we cannot see into it.
GRAD_WORDS = ("grad", "inference")
# LightningModule methods the Trainer calls under no_grad / inference_mode.
EVAL_LOOP_STEPS = frozenset({"validation_step", "test_step", "predict_step"})
EVAL_LOOP_HOOK_PREFIXES = ("on_validation_", "on_test_", "on_predict_")
# A project's own decorator that, by its name, applies no_grad / inference_mode
# (`@smart_inference_mode()`, `@torch_no_grad`): documented heuristic for decorators whose
# definition is in another file, where resolution cannot see it.
_NO_GRAD_DECORATOR_NAME = re.compile(r"no_grad|inference_mode", re.IGNORECASE)


def _test_class(node: cst.ClassDef) -> bool:
    """A ``Test*`` class with ``test_*`` methods, as pytest and unittest collect them."""
    if not node.name.value.startswith("Test"):
        return False
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
    return any(isinstance(item, cst.FunctionDef) and item.name.value.startswith("test")
               for item in body)


def is_test_file(filename: str) -> bool:
    """``test_*.py``, ``*_test.py``, ``conftest.py``, or anything under a ``tests/`` or
    ``test/`` folder (either separator), judged on the path as given (relative to the project
    root when the caller made it so)."""
    parts = re.split(r"[\\/]", filename)
    return bool(_TEST_FILE.match(parts[-1])) or any(p in _TEST_FOLDERS for p in parts[:-1])


@dataclass(eq=False)
class FunctionInfo:
    node: cst.FunctionDef | cst.Lambda
    name: str
    cls: ClassInfo | None  # the class this is a method of (directly in its body)
    parent: FunctionInfo | None  # the enclosing function, for nested ones
    no_grad_decorated: bool = False
    returns: list[cst.BaseExpression] = field(default_factory=list)


@dataclass(eq=False)
class ClassInfo:
    node: cst.ClassDef
    name: str
    bases: list[str]  # qualified names, or local class names
    methods: dict[str, FunctionInfo] = field(default_factory=dict)
    # `self.<attr> = value` in its methods
    attributes: dict[str, list[cst.BaseExpression]] = field(default_factory=dict)
    # every positional base: its qualified name when an import resolves it, else its dotted
    # text (a relative import's name, a class of this file, `Generic` of `Generic[T]`), and
    # whether an import resolved it: for the foreign-base heuristic
    written_bases: list[tuple[str, bool]] = field(default_factory=list)


class CallSite:
    """A call of a function of this module, by bare name or as ``self.<name>(...)``, or a
    function handed over by name (``collate_fn=f``, ``optimizer.step(closure)``).

    Where the call sits (in a loop, under no_grad...) is read from its path only when a
    question needs it: most calls name no function of the module, and are never asked about.
    """

    def __init__(
        self, model: SemanticModel, node: cst.Call, callee: str, self_call: bool,
        caller: FunctionInfo | None, handed_hot: bool = False,
    ) -> None:
        self.model = model
        self.node = node
        self.callee = callee
        self.self_call = self_call
        self.caller = caller
        self.handed_hot = handed_hot  # passed where PyTorch calls it per step or per batch

    @cached_property
    def path(self) -> list[cst.CSTNode]:
        return self.model.path_to(self.node)

    @cached_property
    def in_loop(self) -> bool:
        """In a loop body within the caller (not one that runs a handful of times, see
        :meth:`SemanticModel.few_iterations`)."""
        return _in_loop(self.path, self.model)

    @cached_property
    def placement(self) -> tuple[str, bool, FunctionInfo | None]:
        """What decides how often the call runs (see :meth:`SemanticModel._placement`)."""
        return self.model._placement(self.path)

    @cached_property
    def in_no_grad(self) -> bool:
        """Lexically under no_grad within the caller (never, for a function handed over)."""
        return not self.handed_hot and self.model._lexical_no_grad(self.path)

    @cached_property
    def in_grad_mode(self) -> bool:
        """Under a context or decorator that sets grad mode, loosely (see grad_mode_set),
        within the innermost function, lambda or class body."""
        return self.model.grad_mode_set(self.path)

    @cached_property
    def caller_def(self) -> str | None:
        """The innermost `def` around the call (a lambda's calls belong to its function)."""
        return _caller_def(self.path)

    @cached_property
    def in_eval_hook(self) -> bool:
        """The innermost scope is a `def` named like a Lightning evaluation hook."""
        return _in_eval_hook(self.path)

    @cached_property
    def classes(self) -> tuple[int, ...]:
        """Ids of the class definitions around the call."""
        return tuple(id(n) for n in self.path if isinstance(n, cst.ClassDef))


@dataclass(eq=False)
class LoopBody:
    """What the body of one loop holds, at any depth (nested function bodies included: a
    closure defined in a loop body usually runs there)."""

    calls: list[cst.Call] = field(default_factory=list)
    assigns: list[cst.Assign] = field(default_factory=list)
    loops: list[cst.For | cst.While] = field(default_factory=list)


class SemanticModel:
    """One file's model; see the module docstring."""

    def __init__(self, module: cst.Module, source: str = "", filename: str = "<string>") -> None:
        self.module = module
        self.source_text = source
        self.filename = filename
        self.resolver = Resolver(module)
        self.test_file = is_test_file(filename)
        self.finished = False
        self._names: dict[int, str | None] = {}
        self._parents: dict[int, cst.CSTNode] = {}
        self._full_parents = False
        self._functions: list[FunctionInfo | None] = []  # None: a class body
        self._classes: list[ClassInfo] = []
        self.functions: dict[int, FunctionInfo] = {}
        self.functions_by_name: dict[str, list[FunctionInfo]] = {}
        self.classes: dict[int, ClassInfo] = {}
        self.classes_by_name: dict[str, ClassInfo] = {}
        self.call_sites: list[CallSite] = []
        self._loop_bodies: dict[int, LoopBody] = {}
        self._hot: set[int] | None = None
        self._periodic: set[int] = set()  # functions called only every N steps (with _hot)
        self._no_grad_functions: set[int] | None = None
        self._values: dict[int, Value] = {}
        self.memo: dict[str, object] = {}
        # The modules of the file's project it imports (torchlint.semantic.project), where the
        # engine knows the file on disk; None: only this file is known.
        self.project: Project | None = None

    # -- traversal hooks (the engine calls these around every rule) ----------------------
    # The node types whose events the model needs; the engine enters their subtrees.
    HANDLED = frozenset(
        {
            "Module", "FunctionDef", "Lambda", "ClassDef", "For", "While", "Call", "Return",
            "Assign",
        }
    )

    def on_visit(self, node: cst.CSTNode, stack: Sequence[cst.CSTNode]) -> None:
        if len(stack) > 1:
            self._parents[id(node)] = stack[-2]
        kind = type(node)
        if kind is cst.Call:
            self._visit_call(node, stack)  # type: ignore[arg-type]
        elif kind is cst.FunctionDef or kind is cst.Lambda:
            self._enter_function(node, stack)  # type: ignore[arg-type]
        elif kind is cst.ClassDef:
            self._enter_class(node, stack)  # type: ignore[arg-type]
        elif kind is cst.Return:
            function = self._functions[-1] if self._functions else None
            if function is not None and node.value is not None:  # type: ignore[attr-defined]
                function.returns.append(node.value)  # type: ignore[attr-defined]
        elif kind is cst.Assign:
            self._visit_assign(node, stack)  # type: ignore[arg-type]

    def on_leave(self, node: cst.CSTNode) -> None:
        kind = type(node)
        if kind is cst.FunctionDef or kind is cst.Lambda:
            self._functions.pop()
        elif kind is cst.ClassDef:
            self._functions.pop()
            self._classes.pop()
        elif kind is cst.Module:
            self.finished = True

    def _enter_function(self, node: cst.FunctionDef | cst.Lambda, stack: Sequence[cst.CSTNode]) -> None:
        parent_scope = self._functions[-1] if self._functions else None
        cls = None
        if isinstance(node, cst.FunctionDef) and self._classes and len(stack) >= 3:
            # a method: directly in a class body
            holder = stack[-3] if isinstance(stack[-2], cst.IndentedBlock) else stack[-2]
            if holder is self._classes[-1].node:
                cls = self._classes[-1]
        name = node.name.value if isinstance(node, cst.FunctionDef) else "<lambda>"
        info = FunctionInfo(node, name, cls, parent_scope if cls is None else None)
        if isinstance(node, cst.FunctionDef):
            info.no_grad_decorated = any(
                self._no_grad_decorator(d.decorator, stack) for d in node.decorators
            )
            self.functions_by_name.setdefault(name, []).append(info)
            if cls is not None:
                cls.methods.setdefault(name, info)
        self.functions[id(node)] = info
        self._functions.append(info)

    def _enter_class(self, node: cst.ClassDef, stack: Sequence[cst.CSTNode]) -> None:
        bases = []
        written = []
        for base in node.bases:
            if base.keyword is not None:
                continue
            # bases are evaluated in the enclosing scope, not the class body
            qualified = self.qualified_name(base.value, stack[:-1])
            if qualified is None and isinstance(base.value, cst.Name):
                qualified = base.value.value  # a class of this module, maybe
            if qualified:
                bases.append(qualified)
            expr = base.value.value if isinstance(base.value, cst.Subscript) else base.value
            resolved = self.qualified_name(expr, stack[:-1])
            parts = dotted(expr)
            written.append((resolved or (".".join(parts) if parts else "?"), resolved is not None))
        info = ClassInfo(node, node.name.value, bases, written_bases=written)
        self.classes[id(node)] = info
        self.classes_by_name.setdefault(node.name.value, info)
        self._classes.append(info)
        self._functions.append(None)

    def _visit_call(self, node: cst.Call, stack: Sequence[cst.CSTNode]) -> None:
        func = node.func
        caller = self._functions[-1] if self._functions else None
        callee: str | None = None
        self_call = False
        if isinstance(func, cst.Name):
            callee = func.value
        elif (
            isinstance(func, cst.Attribute)
            and isinstance(func.value, cst.Name)
            and func.value.value == "self"
        ):
            callee, self_call = func.attr.value, True
        if callee is not None:
            self.call_sites.append(CallSite(self, node, callee, self_call, caller))
        # functions handed over to be called per step / per batch
        handed: list[cst.BaseExpression] = []
        for arg in node.args:
            if arg.keyword is not None and arg.keyword.value in COLLATE_NAMES:
                handed.append(arg.value)
        if isinstance(func, cst.Attribute) and func.attr.value == "step" and node.args:
            first = node.args[0]
            if first.keyword is None or first.keyword.value == "closure":
                handed.append(first.value)
        for value in handed:
            if isinstance(value, cst.Name):
                self.call_sites.append(CallSite(self, node, value.value, False, caller, handed_hot=True))
            elif isinstance(value, cst.Attribute) and isinstance(value.value, cst.Name) and value.value.value == "self":
                self.call_sites.append(CallSite(self, node, value.attr.value, True, caller, handed_hot=True))

    def _visit_assign(self, node: cst.Assign, stack: Sequence[cst.CSTNode]) -> None:
        function = self._functions[-1] if self._functions else None
        if function is None:
            return
        cls = function.cls
        if cls is None:
            return
        for target in node.targets:
            parts = dotted(target.target)
            if parts and len(parts) == 2 and parts[0] == "self":
                cls.attributes.setdefault(parts[1], []).append(node.value)

    # -- names ---------------------------------------------------------------------------
    def qualified_name(self, expr: cst.BaseExpression, stack: Sequence[cst.CSTNode]) -> str | None:
        """The dotted name ``expr`` refers to through imports (``F.dropout`` ->
        ``torch.nn.functional.dropout``), or None; ``stack`` locates ``expr`` (its
        ancestors, outermost first). Memoised per node."""
        key = id(expr)
        try:
            return self._names[key]
        except KeyError:
            pass
        found = self.resolver.qualified_name(expr, stack)
        self._names[key] = found
        return found

    # -- structure -----------------------------------------------------------------------
    def path_to(self, node: cst.CSTNode) -> list[cst.CSTNode]:
        """The nodes from the module down to ``node``."""
        path = [node]
        parents = self._parents
        while True:
            parent = parents.get(id(path[-1]))
            if parent is None:
                break
            path.append(parent)
        if path[-1] is not self.module:
            if self._full_parents:
                raise ValueError("node is not part of this module")
            self._fill_parents()
            return self.path_to(node)
        path.reverse()
        return path

    def remember(self, key: str, compute):  # noqa: ANN001, ANN201
        """``memo[key]``, computed once by ``compute()``: the facts about this file that
        several rules need (``Context.memo``), and questions asked of a project module's model
        from another file's check (torchlint.semantic.loaders)."""
        if key not in self.memo:
            self.memo[key] = compute()
        return self.memo[key]

    def project_class(self, qualified: str | None) -> tuple[SemanticModel, cst.ClassDef] | None:
        """The model of the project module defining the class ``qualified`` (a name this file
        imports, `models.Generator`) and the class's definition; None where the class is not
        one of the project's files' (torchlint.semantic.project), or the project is not known."""
        if self.project is None or not qualified:
            return None
        return self.project.class_def(qualified)

    def project_function(self, qualified: str | None) -> tuple[SemanticModel, cst.FunctionDef] | None:
        """The model of the project module defining the function ``qualified`` (a name this
        file imports, `engine.train_one_epoch`) and its definition, as :meth:`project_class`."""
        if self.project is None or not qualified:
            return None
        return self.project.function_def(qualified)

    def project_imports_this(self) -> bool | None:
        """Does a file of the project import this file's module (None: the project is not
        known, as for text given on standard input)?"""
        if self.project is None:
            return None
        return self.project.imported()

    def project_mentions(self, names: set[str]) -> set[str] | None:
        """Which of ``names`` the project's other files write (torchlint.semantic.project);
        None where the project is not known or too large to read."""
        if self.project is None:
            return None
        return self.project.mentions(names)

    def project_importers(self, name: str) -> list[tuple[SemanticModel, list[cst.Call]]]:
        """The models of the project's files that call this file's top-level function
        ``name`` through an import, each with those calls (torchlint.semantic.project); none
        where the project is not known."""
        if self.project is None:
            return []
        return self.project.importers(name)  # type: ignore[return-value]

    def known_parents(self) -> dict[int, cst.CSTNode]:
        """The parents recorded so far (``id(node) -> parent``), for the traversal to add the
        children it passes over (``walk.visit``'s ``parents``)."""
        return self._parents

    def _fill_parents(self) -> None:
        """Parents of the nodes the traversal did not enter, from a read-only walk (children
        from the nodes' fields, no visitor events: half the time of a visit)."""
        parents = self._parents
        stack: list[cst.CSTNode] = [self.module]
        pop, push, children = stack.pop, stack.append, walk.children
        while stack:
            node = pop()
            for child in children(node):
                parents[id(child)] = node
                push(child)
        self._full_parents = True

    def parent(self, node: cst.CSTNode) -> cst.CSTNode | None:
        return self._parents.get(id(node))

    def enclosing_function(self, path: Sequence[cst.CSTNode]) -> FunctionInfo | None:
        for node in reversed(path[:-1]):
            if isinstance(node, (cst.FunctionDef, cst.Lambda)):
                return self.functions.get(id(node))
            if isinstance(node, cst.ClassDef):
                return None
        return None

    def _derives(self, cls: ClassInfo, matches, _seen: frozenset[int] = frozenset()) -> bool:  # noqa: ANN001
        """Does ``cls`` have a base for which ``matches(qualified name)`` holds, directly or
        through classes of this module?"""
        for base in cls.bases:
            if matches(base):
                return True
            local = self.classes_by_name.get(base)
            if local is not None and id(local.node) not in _seen:
                if self._derives(local, matches, _seen | {id(cls.node)}):
                    return True
        return False

    def is_module_class(self, cls: ClassInfo) -> bool:
        """A subclass of a ``torch.nn`` module class (or a LightningModule), or by the
        foreign-base heuristic (:meth:`is_module_by_forward`) a class with a ``forward``
        whose base lives in another file."""
        return self._derives(cls, lambda base: base in LIGHTNING_MODULES or (
            base.startswith("torch.nn.") and (base[9:10].isupper() or base.startswith("torch.nn.modules."))
        )) or self.is_module_by_forward(cls)

    def is_module_by_forward(self, cls: ClassInfo) -> bool:
        """Documented heuristic: a class that defines ``forward`` (itself or through a class
        of this file it derives from) and derives from a class of another file that
        resolution cannot see into (``LlamaPreTrainedModel(PreTrainedModel)`` with
        ``from ...modeling_utils import PreTrainedModel``, a project's own ``BaseModel``) is
        an ``nn.Module``: a ``forward`` method is what PyTorch modules are written around.
        Not when a base is a ``torch`` class that is not a module (``autograd.Function``,
        whose ``forward`` is a static method), nor when the only other bases are builtins or
        the standard library's helpers (``ABC``, ``Generic[T]``, ``Enum``)."""
        key = f"module-by-forward-{id(cls.node)}"
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self._module_by_forward(cls)
        return bool(found)

    def _module_by_forward(self, cls: ClassInfo) -> bool:
        chain: list[ClassInfo] = []
        pending = [cls]
        while pending:
            current = pending.pop()
            if any(current is c for c in chain):
                continue
            chain.append(current)
            for base, resolved in current.written_bases:
                local = None if resolved else self.classes_by_name.get(base)
                if local is not None:
                    pending.append(local)
        if not any("forward" in c.methods for c in chain):
            return False
        foreign = False
        for current in chain:
            for base, resolved in current.written_bases:
                if not resolved and base in self.classes_by_name:
                    continue
                if base == "torch" or base.startswith("torch."):
                    return False  # a torch class resolution knows, and not a module
                if base in _PLAIN_BASES or base.split(".")[0] in _PLAIN_BASE_PACKAGES:
                    continue
                # from another file: an import resolves it, or a relative import binds it (a
                # name bound nowhere in the file stays unknown)
                if resolved or base.split(".")[0] in self._relative_imports():
                    foreign = True
        return foreign

    def _relative_imports(self) -> frozenset[str]:
        """Names the file binds by a relative import (``from ..modeling_utils import
        PreTrainedModel``), anywhere: resolution leaves them unresolved."""
        found = self.memo.get("relative-imports")
        if found is None:
            names = set()
            for node in walk.iter_nodes(self.module):
                if isinstance(node, cst.ImportFrom) and node.relative and not isinstance(node.names, cst.ImportStar):
                    for alias in node.names:
                        asname = alias.asname.name if alias.asname is not None else None
                        bound = asname if isinstance(asname, cst.Name) else alias.name
                        parts = dotted(bound)
                        if parts:
                            names.add(parts[0])
            found = self.memo["relative-imports"] = frozenset(names)
        return found  # type: ignore[return-value]

    def is_lightning_class(self, cls: ClassInfo) -> bool:
        return self._derives(cls, lambda base: base in LIGHTNING_MODULES)

    def is_lightning_data_class(self, cls: ClassInfo) -> bool:
        """A LightningModule or LightningDataModule subclass: the classes whose
        ``*_dataloader`` hooks the Trainer calls."""
        return self._derives(cls, lambda base: base in LIGHTNING_MODULES or base in LIGHTNING_DATA_MODULES)

    def is_dataset_class(self, cls: ClassInfo) -> bool:
        return self._derives(cls, lambda base: base.startswith(DATASET_BASES))

    def is_loader_class(self, cls: ClassInfo) -> bool:
        """A `DataLoader` or `Sampler` subclass: its `__iter__` yields batches or indices, not
        samples (a course's language-model loader that cuts batches itself)."""
        return self._derives(cls, lambda base: base in LOADER_BASES)

    # -- cost contexts -------------------------------------------------------------------
    def cost_context(self, path: Sequence[cst.CSTNode]) -> str:
        """``hot``, ``periodic``, ``cold`` or ``test`` for the last node of ``path``.

        ``test``: a test file, or inside a ``test_*`` function or a ``Test*`` class that holds
        ``test_*`` methods. Not a function named ``test`` (research scripts' evaluation loop,
        ``def test(model, device, test_loader)``) nor a class like ``TestDataset`` (the test
        split's dataset): they run the real workload.
        ``hot``: in a loop body (or a comprehension over a loader) within its function, or in
        a function that runs per step (see :meth:`hot_function`), but not in a loop that runs
        a handful of times (:meth:`few_iterations`) or once (``for _ in range(1)``, a body
        that ends in an unconditional ``break``), nor in an optimizer's lazy state
        initialization (``if len(state) == 0:``, ``if not state:``: once per parameter).
        ``periodic``: where it would be hot, but in the true branch of an ``if`` that holds
        once every N iterations (``if step % 100 == 0:``, ``if (i + 1) % accum == 0:``,
        ``if epoch in milestones:``, see :func:`flow.periodic_test`), whether or not that
        branch also runs the optimizer step; or in a function called only from such code.
        ``cold`` otherwise.
        """
        if self.test_file:
            return TEST
        for node in path:
            if isinstance(node, cst.FunctionDef) and node.name.value.startswith("test_"):
                return TEST
            if isinstance(node, cst.ClassDef) and _test_class(node):
                return TEST
        where, periodic, info = self._placement(path)
        if where == "loop":
            return PERIODIC if periodic else HOT
        if where == "function" and info is not None:
            if self.hot_function(info):
                return PERIODIC if periodic else HOT
            if id(info.node) in self._periodic:
                return PERIODIC
        return COLD

    def _placement(self, path: Sequence[cst.CSTNode]) -> tuple[str, bool, FunctionInfo | None]:
        """What decides how often the last node of ``path`` runs, looking outwards from it:
        ``"loop"`` (a loop body or a comprehension over a loader, in its function),
        ``"function"`` (the enclosing function's own rate, given with it), ``"once"`` (an
        optimizer's lazy state initialization, a class body, the module); and whether a
        periodic ``if`` branch lies on the way."""
        periodic = False
        for index in range(len(path) - 2, -1, -1):
            node, child = path[index], path[index + 1]
            if isinstance(node, cst.If) and child is node.body:
                if _lazy_state_init(node.test):
                    return "once", periodic, None  # runs once per parameter, on the first step
                if not periodic and periodic_test(path[: index + 1], node.test):
                    periodic = True
            elif isinstance(node, cst.IfExp) and child is node.body:
                if not periodic and periodic_test(path[: index + 1], node.test):
                    periodic = True
            elif isinstance(node, LOOPS) and child is node.body:
                if self.few_iterations(node, path[: index + 1]):
                    continue  # the function's own context decides
                return "loop", periodic, None
            elif isinstance(node, COMPREHENSIONS) and child is not node.for_in and self._over_loader(node):
                return "loop", periodic, None
            elif isinstance(node, (cst.FunctionDef, cst.Lambda)):
                if child is not node.body:
                    continue  # decorators and defaults run where the function is defined
                return "function", periodic, self.functions.get(id(node))
            elif isinstance(node, cst.ClassDef):
                return "once", periodic, None
        return "once", periodic, None

    def few_iterations(self, loop: cst.For | cst.While, path: Sequence[cst.CSTNode]) -> bool:
        """Does ``loop`` (``path`` ends with it) run a handful of times, as written: a ``for``
        over a list, tuple, set or dict display (or a name whose one reaching binding is one),
        in a method of an nn.Module class over its own layers (``self.blocks``,
        ``self.modules()``), or over ``zip`` / ``enumerate`` / ``reversed`` / ``sorted`` /
        ``.items()`` of such; or that runs its body at most once (:func:`flow.runs_once`:
        ``for _ in range(1)``, ``while True:`` ending in an unconditional ``break``). Its body
        then runs per item of a configuration (text encoders, a few scales, the layers being
        fused, the learning rates a comparison script tries), not per step: it is as hot as
        the code around the loop (a ``forward`` stays hot; at module level it is cold). Any
        other ``while`` loop, or any other iterable, may run per step."""
        if runs_once(loop):
            return True
        if not isinstance(loop, cst.For):
            return False
        return self._few_items(loop.iter, [*path, loop.iter], 0)

    def _few_items(self, expr: cst.BaseExpression, path: Sequence[cst.CSTNode], depth: int) -> bool:
        if depth > 4:
            return False
        if isinstance(expr, (cst.List, cst.Tuple, cst.Set)):
            return not any(isinstance(e, cst.StarredElement) for e in expr.elements)
        if isinstance(expr, cst.Dict):
            return not any(isinstance(e, cst.StarredDictElement) for e in expr.elements)
        if isinstance(expr, cst.IfExp):
            return self._few_items(expr.body, path, depth + 1) and self._few_items(expr.orelse, path, depth + 1)
        if isinstance(expr, cst.Attribute):
            # a module's own layers (`self.blocks`): per layer, not per step
            return self._own_layers(expr, path)
        if isinstance(expr, cst.Name):
            binding = reaching_binding(path, expr.value)
            if binding is None or binding.value is None:
                return False
            return self._few_items(binding.value, self.path_to(binding.value), depth + 1)
        if not isinstance(expr, cst.Call) or any(a.star or a.keyword is not None for a in expr.args):
            return False
        func = expr.func
        arguments = [a.value for a in expr.args]
        if isinstance(func, cst.Name) and self.qualified_name(func, path) is None:
            if func.value == "zip":
                # stops with its shortest argument
                return any(self._few_items(a, path, depth + 1) for a in arguments)
            if func.value in _ITERATION_WRAPPERS and len(arguments) == 1:
                return self._few_items(arguments[0], path, depth + 1)
            return False
        if isinstance(func, cst.Attribute) and func.attr.value in ("items", "keys", "values") and not arguments:
            return self._few_items(func.value, path, depth + 1)
        if isinstance(func, cst.Attribute) and func.attr.value in _STRUCTURE_METHODS:
            return self._own_layers(func.value, path)
        return False

    def _own_layers(self, expr: cst.BaseExpression, path: Sequence[cst.CSTNode]) -> bool:
        """``self`` or ``self.<attr>`` in a method of an nn.Module class: its layers."""
        parts = dotted(expr)
        if not parts or parts[0] != "self" or len(parts) > 2:
            return False
        info = self.enclosing_function(path)
        while info is not None and info.cls is None:
            info = info.parent
        return info is not None and info.cls is not None and self.is_module_class(info.cls)

    def _over_loader(self, comprehension: cst.CSTNode) -> bool:
        for_in = getattr(comprehension, "for_in", None)
        if for_in is None:
            return False
        value = self.value(for_in.iter)
        return value.kind == "loader"

    def hot_function(self, info: FunctionInfo) -> bool:
        """Does ``info`` run per step, per batch or per forward pass: a per-call method of an
        ``nn.Module`` subclass, a Lightning ``*_step`` hook, a dataset's ``__getitem__``, a
        ``collate_fn``, a closure handed to ``optimizer.step``, or a function of this module
        called from hot code."""
        if self._hot is None:
            self._hot = self._compute_hot()
        return id(info.node) in self._hot

    def _intrinsically_hot(self, info: FunctionInfo) -> bool:
        name = info.name
        if name in LIGHTNING_STEPS or name in COLLATE_NAMES:
            return True
        cls = info.cls
        if cls is None:
            return False
        if name in MODULE_PER_CALL_METHODS or name.startswith(("forward_", "_forward")):
            return self.is_module_class(cls)
        if name in DATASET_PER_ITEM_METHODS:
            return self.is_dataset_class(cls)
        if name.endswith("_step"):
            return self.is_lightning_class(cls)
        return False

    def arguments_passed(self, info: FunctionInfo, param: cst.Param) -> list[cst.BaseExpression] | None:
        """What every call of the function ``info`` in this file gives its parameter ``param``
        (by keyword or position; the parameter's default where a call leaves it out), or None
        when the file never calls it by name, a call spreads ``*args`` / ``**kwargs``, or a
        call leaves out a parameter that has no default. Calls from other modules are not
        seen: callers ask this of helpers a script defines and calls itself."""
        params = list(info.node.params.params)
        if param not in params:
            return None
        index = params.index(param)
        if info.cls is not None:
            index -= 1  # `self` is not passed
        sites = [site for site in self.call_sites if not site.handed_hot and info in self._callees(site)]
        if not sites:
            return None
        found: list[cst.BaseExpression] = []
        for site in sites:
            if any(arg.star for arg in site.node.args):
                return None
            given = next(
                (a.value for a in site.node.args if a.keyword is not None and a.keyword.value == param.name.value),
                None,
            )
            positional = [a.value for a in site.node.args if a.keyword is None]
            if given is None and 0 <= index < len(positional):
                given = positional[index]
            if given is None:
                given = param.default
            if given is None:
                return None
            found.append(given)
        return found

    def _callees(self, site: CallSite) -> list[FunctionInfo]:
        if site.self_call:
            caller = site.caller
            while caller is not None and caller.cls is None:
                caller = caller.parent
            if caller is None or caller.cls is None:
                return []
            method = caller.cls.methods.get(site.callee)
            return [method] if method is not None else []
        return [f for f in self.functions_by_name.get(site.callee, ()) if f.cls is None]

    def _compute_hot(self) -> set[int]:
        """The functions that run per step; fills ``_periodic`` with those that run only
        every N steps (called under a periodic ``if`` from hot code, or from such functions)."""
        hot = {id(f.node) for f in self.functions.values() if self._intrinsically_hot(f)}
        periodic: set[int] = set()
        # only calls of functions of this module matter (most calls are of torch and friends)
        sites = [(site, callees) for site in self.call_sites if (callees := self._callees(site))]
        changed = True
        while changed:
            changed = False
            for site, callees in sites:
                rate = self._site_rate(site, hot, periodic)
                if rate is None:
                    continue
                for callee in callees:
                    key = id(callee.node)
                    if rate == HOT and key not in hot:
                        hot.add(key)
                        changed = True
                    elif rate == PERIODIC and key not in hot and key not in periodic:
                        periodic.add(key)
                        changed = True
        self._periodic = periodic - hot
        return hot

    def _site_rate(self, site: CallSite, hot: set[int], periodic: set[int]) -> str | None:
        """How often a call site runs, given the functions known so far to be hot or
        periodic: HOT, PERIODIC, or None (once, as far as is known)."""
        if site.handed_hot:
            return HOT
        where, every_n, _ = site.placement
        if where == "loop":
            return PERIODIC if every_n else HOT
        caller = site.caller
        if where != "function" or caller is None:
            return None
        if id(caller.node) in hot:
            return PERIODIC if every_n else HOT
        return PERIODIC if id(caller.node) in periodic else None

    # -- no-grad regions -----------------------------------------------------------------
    def _no_grad_decorator(self, expr: cst.BaseExpression, stack: Sequence[cst.CSTNode]) -> bool:
        target = expr.func if isinstance(expr, cst.Call) else expr
        qualified = self.qualified_name(target, stack)
        if qualified in NO_GRAD_CONTEXTS:
            return True
        if qualified is not None and qualified.startswith("torch."):
            return False
        parts = dotted(target)
        return bool(parts) and bool(_NO_GRAD_DECORATOR_NAME.search(parts[-1]))

    def _lexical_no_grad(self, stack: Sequence[cst.CSTNode]) -> bool:
        """Under a no-grad ``with`` block or decorator (a project's own included), within the
        innermost function."""
        for index in range(len(stack) - 2, -1, -1):
            node = stack[index]
            if isinstance(node, cst.With):
                for item in node.items:
                    target = item.item.func if isinstance(item.item, cst.Call) else item.item
                    if self.qualified_name(target, stack[: index + 1]) in NO_GRAD_CONTEXTS:
                        return True
            elif isinstance(node, cst.FunctionDef):
                info = self.functions.get(id(node))
                return info is not None and info.no_grad_decorated
            elif isinstance(node, (cst.Lambda, cst.ClassDef)):
                return False
        return False

    def in_no_grad(self, path: Sequence[cst.CSTNode]) -> bool:
        """Is the last node of ``path`` run with autograd off: inside a ``torch.no_grad()`` /
        ``inference_mode()`` block, a function decorated with either (or with a project's own
        decorator that applies one), or a function of this module that is only ever called
        from such code (complete after the traversal)."""
        if self._lexical_no_grad(path):
            return True
        info = self.enclosing_function(path)
        if info is None or not self.finished:
            return False
        if self._no_grad_functions is None:
            self._no_grad_functions = self._compute_no_grad_functions()
        return id(info.node) in self._no_grad_functions

    def _compute_no_grad_functions(self) -> set[int]:
        """Functions every one of whose calls (at least one) runs under no-grad."""
        sites: dict[int, list[CallSite]] = {}
        for site in self.call_sites:
            if site.handed_hot:
                continue
            for callee in self._callees(site):
                sites.setdefault(id(callee.node), []).append(site)
        protected: set[int] = set()
        changed = True
        while changed:
            changed = False
            for key, calls in sites.items():
                if key in protected:
                    continue
                if all(
                    s.in_no_grad or (s.caller is not None and (s.caller.no_grad_decorated or id(s.caller.node) in protected))
                    for s in calls
                ):
                    protected.add(key)
                    changed = True
        return protected

    # -- grad mode set on purpose (TL402's question) -------------------------------------
    def _grad_mode_item(self, item: cst.WithItem, stack: Sequence[cst.CSTNode]) -> bool:
        """``torch.no_grad()`` / ``inference_mode()``, ``set_grad_enabled(...)`` and
        ``enable_grad()`` (grad mode chosen on purpose), or a context of the project's whose
        name speaks of grad mode (``with self.maybe_no_grad():``, ``with grad_ctx:``): a
        documented heuristic, since we cannot see into it."""
        expr = item.item
        target = expr.func if isinstance(expr, cst.Call) else expr
        qualified = self.qualified_name(target, stack)
        if qualified in NO_GRAD_CONTEXTS or qualified in GRAD_MODE_CHOSEN:
            return True
        if qualified is not None and qualified.startswith("torch."):
            return False
        return _speaks_of_grad_mode(target)

    def _grad_mode_decorator(self, function: cst.FunctionDef, stack: Sequence[cst.CSTNode]) -> bool:
        for decorator in function.decorators:
            expr = decorator.decorator
            target = expr.func if isinstance(expr, cst.Call) else expr
            qualified = self.qualified_name(target, stack)
            if qualified in NO_GRAD_CONTEXTS:
                return True
            if (qualified is None or not qualified.startswith("torch.")) and _speaks_of_grad_mode(target):
                return True
        return False

    def grad_mode_set(self, path: Sequence[cst.CSTNode]) -> bool:
        """Is grad mode set around the last node of ``path``, within its scope: a no-grad or
        grad-mode ``with`` block, or a function decorated with a no-grad decorator, the
        project's own included (names that speak of grad mode: see ``_grad_mode_item``)."""
        for index in range(len(path) - 2, -1, -1):
            node = path[index]
            if isinstance(node, cst.With) and any(
                self._grad_mode_item(item, path[: index + 1]) for item in node.items
            ):
                return True
            if isinstance(node, cst.FunctionDef):
                return self._grad_mode_decorator(node, path[: index + 1])
            if isinstance(node, (cst.Lambda, cst.ClassDef)):
                return False
        return False

    def called_under_grad_mode(self, function: cst.FunctionDef) -> bool:
        """Does a caller already set grad mode for ``function`` (complete after the
        traversal): a Lightning evaluation hook (the Trainer runs those with autograd off), a
        method another method of its class calls as ``self.<name>(...)`` from under grad
        mode, or a module-level function called by name from under it, directly or through
        what those call."""
        info = self.functions.get(id(function))
        if info is None:
            return False
        if info.cls is not None:
            if eval_loop_hook(info.name):
                return True
            key = f"grad-mode-methods-{id(info.cls.node)}"
            protected = self.memo.get(key)
            if protected is None:
                cls_id = id(info.cls.node)
                sites = [s for s in self.call_sites if s.self_call and not s.handed_hot and cls_id in s.classes]
                protected = self.memo[key] = _closure(sites, lambda s: s.in_grad_mode or s.in_eval_hook)
            return info.name in protected  # type: ignore[operator]
        parent = self._parents.get(id(function))
        if not isinstance(parent, cst.Module):
            return False
        protected = self.memo.get("grad-mode-functions")
        if protected is None:
            sites = [s for s in self.call_sites if not s.self_call and not s.handed_hot]
            protected = self.memo["grad-mode-functions"] = _closure(sites, lambda s: s.in_grad_mode)
        return info.name in protected  # type: ignore[operator]

    def own_no_grad_decorator(self, function: cst.FunctionDef) -> bool:
        """Is ``function`` decorated with a function of this module (by name, called or not)
        whose body enters or applies ``no_grad`` / ``inference_mode`` (a wrapper written in
        the file, whatever its name)? Complete after the traversal."""
        for decorator in function.decorators:
            expr = decorator.decorator
            target = expr.func if isinstance(expr, cst.Call) else expr
            if not isinstance(target, cst.Name):
                continue
            for info in self.functions_by_name.get(target.value, ()):
                if info.cls is None and self._applies_no_grad(info):
                    return True
        return False

    def _applies_no_grad(self, info: FunctionInfo) -> bool:
        key = f"applies-no-grad-{id(info.node)}"
        found = self.memo.get(key)
        if found is None:
            stack = [self.module, info.node]
            found = self.memo[key] = any(
                isinstance(node, (cst.Name, cst.Attribute))
                and self.resolver.qualified_name(node, stack) in NO_GRAD_CONTEXTS
                for node in walk.iter_nodes(info.node.body)
            )
        return bool(found)

    # -- accelerator use -----------------------------------------------------------------
    def uses_accelerator(self) -> bool:
        """Does the module show accelerator use: a string literal that is exactly
        ``"cuda"``/``"cuda:N"``/``"mps"``/``"xpu"``, a ``.cuda(`` call, a ``torch.cuda.*``,
        ``torch.accelerator.*``, ``torch.mps.*`` or ``torch.xpu.*`` reference, or
        ``torch.device(...)`` with anything but ``"cpu"``. The module is read on the first
        question, up to the first sign.

        Only evidence that can be true counts (catalog v3): not seeding or asking
        (``torch.cuda.manual_seed_all(...)``, ``torch.cuda.is_available()``,
        ``device_count()``: a CPU-only script calls them too), and no sign in a branch that
        never runs as written: ``"cuda" if args.cuda else "cpu"`` or ``if use_cuda:
        model.cuda()`` where every assignment of that flag in the file is ``False``, ``None``
        or ``0`` (:meth:`never_true`)."""
        found = self.memo.get("accelerator-scan")
        if found is None:
            if not _ACCELERATOR_WORDS.search(self.source_text):
                found = False
            else:
                scan = _AcceleratorScan(self)
                walk.visit(self.module, scan, _AcceleratorScan.HANDLED)
                found = scan.found
            self.memo["accelerator-scan"] = found
        return bool(found)

    def moves_to_device(self) -> bool:
        """Does the module move work to a device it names only through a variable, the way
        most training scripts do (``x.to(device)``, ``model.to(DEVICE)``,
        ``torch.zeros(n, device=opt.device)``)? A documented heuristic for the rules whose
        cost needs an accelerator (TL201, TL301, TL302): such a script runs on one whenever
        there is one. Not when every assignment of that name in the file is the CPU
        (``device = "cpu"``, ``device = torch.device("cpu")``): those scripts say where
        they run. A bare name ``device`` that nothing is moved to is no sign."""
        found = self.memo.get("device-moves")
        if found is None:
            found = False
            if "device" in self.source_text.lower() or "dev" in self.source_text:
                names = self._moved_to_names()
                found = any(not self._bound_to_cpu_only(name) for name in names)
            self.memo["device-moves"] = found
        return bool(found)

    def runs_on_accelerator(self) -> bool:
        """Accelerator use (:meth:`uses_accelerator`) or moves to a device variable
        (:meth:`moves_to_device`), unless the module hides every GPU from its own process
        (:meth:`hides_gpus`)."""
        return (self.uses_accelerator() or self.moves_to_device()) and not self.hides_gpus()

    def hides_gpus(self) -> bool:
        """Does the module set ``os.environ["CUDA_VISIBLE_DEVICES"]`` to ``""`` or ``"-1"`` in
        code that always runs (its top level, outside any ``if``, loop or function)? Then
        CUDA sees no device in this process: a notebook made to run on the CPU (a Kaggle
        competition that allows no GPU), whatever device variables it moves tensors to."""
        return self.remember("hides-gpus", self._hides_gpus)

    def _hides_gpus(self) -> bool:
        if "CUDA_VISIBLE_DEVICES" not in self.source_text:
            return False
        for node in self.nodes_of(cst.Assign):
            target = node.targets[0].target if len(node.targets) == 1 else None
            if (
                isinstance(target, cst.Subscript) and dotted(target.value) == ["os", "environ"]
                and len(target.slice) == 1 and isinstance(target.slice[0].slice, cst.Index)
                and string_value(target.slice[0].slice.value) == "CUDA_VISIBLE_DEVICES"
                and string_value(node.value) in ("", "-1")
                and not any(
                    isinstance(n, (cst.If, cst.For, cst.While, cst.FunctionDef, cst.Try, cst.With))
                    for n in self.path_to(node)[:-1]
                )
            ):
                return True
        return False

    def _moved_to_names(self) -> set[str]:
        names: set[str] = set()
        for node in self.nodes():
            if not isinstance(node, cst.Call):
                continue
            targets = []
            if isinstance(node.func, cst.Attribute) and node.func.attr.value == "to" and node.args:
                first = node.args[0]
                targets.append(first.value if first.keyword is None or first.keyword.value == "device" else None)
            targets += [a.value for a in node.args if a.keyword is not None and a.keyword.value == "device"]
            for target in targets:
                if target is None or isinstance(target, (cst.SimpleString, cst.Call, cst.Integer)):
                    continue
                name = last_name(target)
                if name is not None and is_device_name(name):
                    names.add(name)
        return names

    def never_true(self, test: cst.BaseExpression) -> bool:
        """Is the condition ``test`` false as the file is written: ``False``, ``None``, ``0``,
        a name or attribute (``use_cuda``, ``args.cuda``) that the file assigns and only ever
        to one of those, or an ``and`` with such an operand. A parameter, a loop variable or a
        value parsed from the command line that the file never overrides is unknown: it may
        be true."""
        if isinstance(test, cst.BooleanOperation):
            if isinstance(test.operator, cst.And):
                return self.never_true(test.left) or self.never_true(test.right)
            return self.never_true(test.left) and self.never_true(test.right)
        if _false_literal(test):
            return True
        parts = dotted(test)
        if parts is None:
            return False
        key = "never-true-" + ".".join(parts)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self._assigned_false_only(parts)
        return bool(found)

    def _assigned_false_only(self, parts: list[str]) -> bool:
        values: list[cst.BaseExpression | None] = []
        for kind in (cst.Assign, cst.AnnAssign, cst.AugAssign, cst.For, cst.Param, cst.WithItem,
                     cst.NamedExpr, cst.CompFor, cst.AsName):
            for node in self.nodes_of(kind):
                if isinstance(node, cst.Assign):
                    for target in node.targets:
                        if dotted(target.target) == parts:
                            values.append(node.value)
                        elif _mentions_name(target.target, parts):
                            values.append(None)  # unpacked: unknown
                elif isinstance(node, (cst.AnnAssign, cst.AugAssign)):
                    if dotted(node.target) == parts:
                        values.append(node.value)
                elif isinstance(node, cst.Param):
                    if len(parts) == 1 and node.name.value == parts[0]:
                        values.append(node.default)  # a caller may pass anything
                        values.append(None)
                elif isinstance(node, (cst.For, cst.CompFor, cst.WithItem, cst.NamedExpr, cst.AsName)):
                    target = getattr(node, "target", None) or getattr(node, "asname", None) or getattr(node, "name", None)
                    if target is not None and _mentions_name(target, parts):
                        values.append(None)
        return bool(values) and all(v is not None and _false_literal(v) for v in values)

    def may_name_accelerator(self, expr: cst.BaseExpression) -> bool:
        """Can ``expr`` (a device argument) name an accelerator as the file is written: not
        ``"cpu"``, nor ``"cuda" if <never true> else "cpu"``. Anything unknown can."""
        if isinstance(expr, cst.IfExp):
            return (not self.never_true(expr.test) and self.may_name_accelerator(expr.body)) or (
                self.may_name_accelerator(expr.orelse)
            )
        return string_value(expr) != "cpu"

    def _bound_to_cpu_only(self, name: str) -> bool:
        values = []
        for node in self.nodes():
            if isinstance(node, cst.Assign):
                for target in node.targets:
                    if last_name(target.target) == name:
                        values.append(node.value)
            elif isinstance(node, (cst.AnnAssign, cst.AugAssign)) and last_name(node.target) == name:
                values.append(node.value)
        if not values:
            return False

        def cpu(value: cst.BaseExpression | None) -> bool:
            if value is None:
                return False
            if isinstance(value, cst.Call):
                # `torch.device("cpu")`, `torch.device("cuda" if use_cuda else "cpu")` with
                # `use_cuda = False`
                return len(value.args) == 1 and not self.may_name_accelerator(value.args[0].value)
            return not self.may_name_accelerator(value)

        return all(cpu(v) for v in values)

    # -- values --------------------------------------------------------------------------
    def value(self, expr: cst.BaseExpression, path: Sequence[cst.CSTNode] | None = None) -> Value:
        """What ``expr`` is (see :mod:`torchlint.semantic.values`); ``path`` locates it
        (default: found from the parents the traversal recorded)."""
        found = self._values.get(id(expr))
        if found is None:
            found = infer(self, expr, list(path) if path is not None else self.path_to(expr), 0)
            self._values[id(expr)] = found
        return found

    def trained_module_call(self, call: cst.Call, path: Sequence[cst.CSTNode]) -> bool:
        """Is ``call`` the forward of a module this file trains, outside no-grad code (complete
        after the traversal)? The callee, as written (``model``, ``self``, ``self.encoder``;
        not an import, nor a function, class or method defined in this file), is trained when
        an optimizer of the file is built from its ``parameters()`` / ``named_parameters()``
        (compared as written, a documented heuristic: the same name in another function is
        taken for the same module; ``self.encoder`` is trained with ``self``), or when, in the same function, a call of it feeds what
        ``.backward()`` runs on (``loss = crit(model(x), y); loss.backward()``) at most one
        call away from it, or further when the file uses it as a module (``model.train()``,
        ``.parameters()``, ``.zero_grad()``...): a transform whose output only enters the
        model (``x = transform(img)``) is not taken for a trained module. Not in a
        Lightning evaluation hook (run with autograd off), nor for a callee frozen with
        ``requires_grad_(False)`` or parameter by parameter (``p.requires_grad = False``)."""
        if not self.finished:
            return False
        func = call.func
        parts = dotted(func)
        if not parts or (len(parts) > 1 and parts[0] != "self") or parts[0] in _BUILTINS:
            return False
        text = self.source_text
        if "backward" not in text and "parameters" not in text:
            return False  # neither kind of evidence can be in this file
        if self.qualified_name(func, [*path, func]) is not None:
            return False
        if len(parts) == 1 and (parts[0] in self.functions_by_name or parts[0] in self.classes_by_name):
            return False
        info = self.enclosing_function(path)
        if len(parts) == 2:
            owner = info
            while owner is not None and owner.cls is None:
                owner = owner.parent
            if owner is not None and owner.cls is not None and parts[1] in owner.cls.methods:
                return False  # `self.compute_loss(...)`: a method, not a submodule
        if info is not None and eval_loop_hook(info.name):
            return False
        key = ".".join(parts)
        optimized, frozen, used_as_module = self._optimized_modules()
        # a submodule of a trained (or frozen) module is trained (or frozen) with it
        lineage = {".".join(parts[: i + 1]) for i in range(len(parts))}
        if lineage & frozen:
            return False
        if lineage & optimized:
            return True
        scope = info.node if info is not None else self.module
        depth = self._backward_callees(scope).get(key)
        return depth is not None and (depth <= 1 or key in used_as_module)

    def backward_runs_on(self, binding, name: str, path: Sequence[cst.CSTNode]) -> bool:  # noqa: ANN001
        """Does the scope around the last node of ``path`` call ``<name>.backward(...)`` where
        the same ``binding`` of ``name`` holds (complete after the traversal)? Then that value
        requires grad, or the call would raise."""
        if not self.finished:
            return False
        info = self.enclosing_function(path)
        scope = info.node if info is not None else self.module
        key = f"backward-receivers-{id(scope)}"
        receivers = self.memo.get(key)
        if receivers is None:
            receivers = self.memo[key] = [
                node.func.value
                for node in walk_scope(scope)
                if isinstance(node, cst.Call)
                and isinstance(node.func, cst.Attribute)
                and node.func.attr.value == "backward"
                and isinstance(node.func.value, cst.Name)
            ]
        for receiver in receivers:  # type: ignore[union-attr]
            if receiver.value == name:
                reaching = reaching_binding(self.path_to(receiver), name)
                if reaching is not None and reaching.node is binding.node:
                    return True
        return False

    def modules_as_written(self) -> frozenset[str]:
        """Callees the file treats as modules, as written (``model``, ``self.encoder``): built
        into an optimizer's parameters, frozen, or given a module-only method call
        (``vgg.eval()``, ``teacher.parameters()``) anywhere in the file."""
        found = self.memo.get("modules-as-written")
        if found is None:
            optimized, frozen, used_as_module = self._optimized_modules()
            found = self.memo["modules-as-written"] = optimized | frozen | used_as_module
        return found  # type: ignore[return-value]

    def _optimized_modules(self) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
        """(what optimizers of the file are built from: ``X`` of ``X.parameters()`` inside the
        arguments of a ``torch.optim`` class or a class named ``*Optimizer``; what the file
        freezes with ``X.requires_grad_(False)``; what it uses as a module: ``X.train()``,
        ``X.parameters()``...), as written."""
        found = self.memo.get("optimized-modules")
        if found is None:
            optimized: set[str] = set()
            frozen: set[str] = set()
            used_as_module: set[str] = set()
            for node in self.nodes():
                if isinstance(node, cst.For):
                    owner = _frozen_by_loop(node)
                    if owner is not None:
                        frozen.add(owner)
                    continue
                if not isinstance(node, cst.Call):
                    continue
                parts = dotted(node.func)
                if not parts:
                    continue
                last = parts[-1]
                if last in MODULE_ONLY_METHODS and len(parts) > 1:
                    used_as_module.add(".".join(parts[:-1]))
                if last == "requires_grad_" and len(parts) > 1 and node.args and node.args[0].value.deep_equals(cst.Name("False")):
                    frozen.add(".".join(parts[:-1]))
                if not last[:1].isupper():
                    continue
                qualified = self.qualified_name(node.func, self.path_to(node)) or ""
                is_optimizer = last.endswith("Optimizer") or (
                    qualified.startswith("torch.optim.") and qualified.count(".") == 2
                )
                if not is_optimizer:
                    continue
                for inner in walk.iter_nodes(node):
                    if (
                        isinstance(inner, cst.Call)
                        and isinstance(inner.func, cst.Attribute)
                        and inner.func.attr.value in ("parameters", "named_parameters")
                    ):
                        owner = dotted(inner.func.value)
                        if owner:
                            optimized.add(".".join(owner))
            found = self.memo["optimized-modules"] = (
                frozenset(optimized), frozenset(frozen), frozenset(used_as_module)
            )
        return found  # type: ignore[return-value]

    def _backward_callees(self, scope: cst.CSTNode) -> dict[str, int]:
        """The callees (as written: a name or ``self.<attr>...``) of the calls in ``scope`` whose
        result feeds what ``.backward()`` runs on (the operand of ``x.backward()``,
        ``accelerator.backward(x)``, ``self.manual_backward(x)``, ``torch.autograd.grad``),
        directly or through names assigned in ``scope``, each with its depth: how many calls
        of such callees stand between it and the operand (``loss = crit(model(x), y)``: crit
        0, model 1; ``x = transform(img)`` before it: transform 2). Operators, methods and
        functions of imported modules do not count as a step."""
        key = f"backward-callees-{id(scope)}"
        found = self.memo.get(key)
        if found is not None:
            return found  # type: ignore[return-value]
        operands: list[cst.BaseExpression] = []
        assigns: dict[str, list[cst.BaseExpression]] = {}
        for node in walk_scope(scope):
            if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute):
                if node.func.attr.value in ("backward", "manual_backward"):
                    operands.append(node.func.value)
                    operands.extend(arg.value for arg in node.args)
                elif (
                    node.func.attr.value == "grad"
                    and node.args
                    and self.qualified_name(node.func, self.path_to(node)) == "torch.autograd.grad"
                ):
                    operands.append(node.args[0].value)
            elif isinstance(node, cst.Assign):
                for target in node.targets:
                    for name in target_names(target.target):
                        assigns.setdefault(name, []).append(node.value)
            elif isinstance(node, cst.AugAssign) and isinstance(node.target, cst.Name):
                assigns.setdefault(node.target.value, []).append(node.value)
        callees: dict[str, int] = {}
        names: dict[str, int] = {}
        pending: list[tuple[cst.CSTNode, int]] = [(operand, 0) for operand in operands]
        while pending:
            node, depth = pending.pop()
            if depth > 8:
                continue
            if isinstance(node, cst.Name):
                if names.get(node.value, 99) > depth:
                    names[node.value] = depth
                    pending.extend((value, depth) for value in assigns.get(node.value, ()))
                continue
            if isinstance(node, cst.Call):
                parts = dotted(node.func)
                if parts and (len(parts) == 1 or parts[0] == "self"):
                    callee = ".".join(parts)
                    callees[callee] = min(callees.get(callee, 99), depth)
                    pending.extend((arg.value, depth + 1) for arg in node.args)
                    continue
            pending.extend((child, depth) for child in walk.children(node))
        found = self.memo[key] = callees
        return found  # type: ignore[return-value]

    def nodes(self) -> list[cst.CSTNode]:
        """Every node of the module, in source order (read once, on the first question): for
        the file-wide facts a rule needs before the traversal reaches them."""
        found = self.memo.get("all-nodes")
        if found is None:
            found = self.memo["all-nodes"] = list(walk.iter_nodes(self.module))
        return found  # type: ignore[return-value]

    def nodes_of(self, kind: type[cst.CSTNode]) -> list[cst.CSTNode]:
        """The nodes of the module of exactly this class (a concrete libcst class), in source
        order: a rule looking for every assignment of a name asked each node of the file once
        per question, and an isinstance check on libcst's classes is a call into abc."""
        index = self.memo.get("nodes-by-class")
        if index is None:
            index = self.memo["nodes-by-class"] = {}
            for node in self.nodes():
                index.setdefault(type(node), []).append(node)
        return index.get(kind, [])  # type: ignore[union-attr]

    def loop_body(self, loop: cst.For | cst.While) -> LoopBody:
        """The calls, assignments and loops of ``loop``'s body, at any depth (read once per
        loop, on the first question: a rule may ask before the traversal reaches them)."""
        found = self._loop_bodies.get(id(loop))
        if found is None:
            found = LoopBody()
            for node in walk.iter_nodes(loop.body):
                kind = type(node)
                if kind is cst.Call:
                    found.calls.append(node)  # type: ignore[arg-type]
                elif kind is cst.Assign:
                    found.assigns.append(node)  # type: ignore[arg-type]
                elif kind is cst.For or kind is cst.While:
                    found.loops.append(node)  # type: ignore[arg-type]
            self._loop_bodies[id(loop)] = found
        return found

    def assigned_from(self, prefix: str) -> frozenset[str]:
        """Names and dotted targets (``self.optimizer``) the module assigns, anywhere, from a
        call of a class under ``prefix`` (``torch.optim.``), resolved at module scope."""
        key = f"assigned-from-{prefix}"
        found = self.memo.get(key)
        if found is None:
            names = set()
            for node in walk.iter_nodes(self.module):
                if isinstance(node, cst.Assign) and isinstance(node.value, cst.Call):
                    qualified = self.resolver.qualified_name(node.value.func, [self.module]) or ""
                    if qualified.startswith(prefix) and qualified.rsplit(".", 1)[-1][:1].isupper():
                        for target in node.targets:
                            parts = dotted(target.target)
                            if parts:
                                names.add(".".join(parts))
            found = self.memo[key] = frozenset(names)
        return found  # type: ignore[return-value]

    def loader_reads(self, call: cst.Call) -> str | None:
        """How the batches of the loader that ``call`` builds are read, as far as the file
        shows (asked once the traversal has left the module): ``"once"`` when every read is
        one batch (``next(iter(loader))``, a loop that runs once: ``for b in loader: ...;
        break``), ``"per step"`` when a loop iterates it (``for b in loader``,
        ``enumerate(loader)``, ``tqdm(loader)``, a comprehension), None when it cannot be
        known (the loader is returned, passed to a function, stored in an attribute, rebound,
        or never read here)."""
        parent = self.parent(call)
        if isinstance(parent, cst.Arg) and _one_batch(self.parent(parent), self):
            return "once"
        if not (isinstance(parent, cst.Assign) and len(parent.targets) == 1
                and isinstance(parent.targets[0].target, cst.Name)):
            return None
        name = parent.targets[0].target.value
        target = parent.targets[0].target
        reads: set[str | None] = set()
        for node in self.nodes_of(cst.Name):
            if node.value != name or node is target:
                continue
            reads.add(self._batch_read(node))
        if "per step" in reads:
            return "per step"
        return "once" if reads == {"once"} else None

    def _batch_read(self, name: cst.Name) -> str | None:
        """How one use of a loader's name reads its batches (see :meth:`loader_reads`)."""
        node: cst.CSTNode = name
        parent = self.parent(node)
        # a wrapper that yields its batches: enumerate(loader), tqdm(loader), zip(a, b)
        while (
            isinstance(parent, cst.Arg) and isinstance(grand := self.parent(parent), cst.Call)
            and isinstance(grand.func, cst.Name) and grand.func.value in ("enumerate", "tqdm", "zip", "iter")
        ):
            if grand.func.value == "iter":
                outer = self.parent(grand)
                return "once" if isinstance(outer, cst.Arg) and _one_batch(self.parent(outer), self) else None
            node, parent = grand, self.parent(grand)
        if isinstance(parent, cst.For) and parent.iter is node:
            return "once" if runs_once(parent) else "per step"
        if isinstance(parent, cst.CompFor) and parent.iter is node:
            return "per step"
        return None

    def loops_around(self, path: Sequence[cst.CSTNode], *, through_local_functions: bool = False) -> list[int]:
        """Indices in ``path`` of the loops whose body runs the last node, innermost first,
        within its function. ``through_local_functions``: a function defined in a loop body
        and called or passed there (a closure for ``optimizer.step``) runs in that loop."""
        found = []
        index = len(path) - 2
        while index >= 0:
            node = path[index]
            if isinstance(node, (cst.ClassDef, cst.Lambda)):
                break
            if isinstance(node, cst.FunctionDef):
                if not (through_local_functions and _used_in_its_loop(path, index)):
                    break
            elif isinstance(node, LOOPS) and path[index + 1] is node.body:
                found.append(index)
            index -= 1
        return found

def _frozen_by_loop(loop: cst.For) -> str | None:
    """``for p in X.parameters(): p.requires_grad = False`` freezes ``X`` (as written)."""
    iterable = loop.iter
    if not (
        isinstance(iterable, cst.Call)
        and isinstance(iterable.func, cst.Attribute)
        and iterable.func.attr.value == "parameters"
        and isinstance(loop.target, cst.Name)
    ):
        return None
    owner = dotted(iterable.func.value)
    for node in walk.iter_nodes(loop.body):
        if isinstance(node, cst.Assign) and isinstance(node.value, cst.Name) and node.value.value == "False":
            for target in node.targets:
                parts = dotted(target.target)
                if parts == [loop.target.value, "requires_grad"]:
                    return ".".join(owner) if owner else None
    return None


def _used_in_its_loop(path: Sequence[cst.CSTNode], index: int) -> bool:
    """Is the function ``path[index]`` defined in a loop body that calls or passes it?"""
    function = path[index]
    assert isinstance(function, cst.FunctionDef)
    for outer in range(index - 1, -1, -1):
        node = path[outer]
        if isinstance(node, _SCOPES):
            return False
        if isinstance(node, LOOPS) and path[outer + 1] is node.body:
            name = function.name.value
            return any(isinstance(n, cst.Name) and n.value == name for n in walk_scope(node.body))
    return False


def eval_loop_hook(name: str) -> bool:
    """A Lightning evaluation hook: the Trainer runs these with autograd off."""
    return name in EVAL_LOOP_STEPS or name.startswith(EVAL_LOOP_HOOK_PREFIXES)


def _speaks_of_grad_mode(expr: cst.BaseExpression) -> bool:
    parts = dotted(expr)
    return bool(parts) and any(word in parts[-1].lower() for word in GRAD_WORDS)


def _caller_def(stack: Sequence[cst.CSTNode]) -> str | None:
    for node in reversed(stack[:-1]):
        if isinstance(node, cst.FunctionDef):
            return node.name.value
        if isinstance(node, cst.ClassDef):
            return None
    return None


def _in_eval_hook(stack: Sequence[cst.CSTNode]) -> bool:
    for node in reversed(stack[:-1]):
        if isinstance(node, cst.FunctionDef):
            return eval_loop_hook(node.name.value)
        if isinstance(node, (cst.Lambda, cst.ClassDef)):
            return False
    return False


def _closure(sites: list[CallSite], under) -> set[str]:  # noqa: ANN001
    """Names called from under grad mode, plus what those call in turn (they run under it
    too), keyed by name as written."""
    anywhere: dict[str | None, set[str]] = {}
    protected: set[str] = set()
    for site in sites:
        anywhere.setdefault(site.caller_def, set()).add(site.callee)
        if under(site):
            protected.add(site.callee)
    pending = list(protected)
    while pending:
        name = pending.pop()
        for callee in anywhere.get(name, ()):
            if callee not in protected:
                protected.add(callee)
                pending.append(callee)
    return protected


def _lazy_state_init(test: cst.BaseExpression) -> bool:
    """``len(state) == 0``, ``not state``, ``len(self.state[p]) == 0``: an optimizer's
    per-parameter state made on the first step (the name holds ``state``)."""
    def names_state(expr: cst.BaseExpression) -> bool:
        if isinstance(expr, cst.Subscript):
            expr = expr.value
        parts = dotted(expr)
        return bool(parts) and "state" in parts[-1].lower()

    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        return names_state(test.expression)
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1:
        comparison = test.comparisons[0]
        left = test.left
        if (
            isinstance(comparison.operator, cst.Equal)
            and isinstance(comparison.comparator, cst.Integer)
            and comparison.comparator.value == "0"
            and isinstance(left, cst.Call)
            and isinstance(left.func, cst.Name)
            and left.func.value == "len"
            and len(left.args) == 1
        ):
            return names_state(left.args[0].value)
    return False


def _one_batch(call: cst.CSTNode | None, model: SemanticModel) -> bool:
    """``next(iter(<loader>))`` (``call`` is the ``next`` call or the ``iter`` call in it)."""
    if isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == "iter":
        outer = model.parent(call)
        call = model.parent(outer) if isinstance(outer, cst.Arg) else None
    return (
        isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == "next"
        and model.qualified_name(call.func, model.path_to(call.func)) is None
    )


def _false_literal(expr: cst.BaseExpression) -> bool:
    return (isinstance(expr, cst.Name) and expr.value in ("False", "None")) or (
        isinstance(expr, cst.Integer) and expr.value == "0"
    )


def _mentions_name(target: cst.CSTNode, parts: list[str]) -> bool:
    """Does the binding target ``target`` bind ``parts`` (a name, or a dotted attribute), in
    a tuple or alone?"""
    if isinstance(target, (cst.Tuple, cst.List)):
        return any(_mentions_name(e.value, parts) for e in target.elements)
    if isinstance(target, cst.StarredElement):
        return _mentions_name(target.value, parts)
    if isinstance(target, (cst.Name, cst.Attribute)):
        return dotted(target) == parts
    return False


# Calls that seed or ask about an accelerator: a CPU-only script makes them too.
_ASKING = frozenset(
    {"manual_seed", "manual_seed_all", "seed", "seed_all", "initial_seed", "is_available",
     "device_count", "is_initialized", "is_bf16_supported", "current_accelerator"}
)


def _in_dead_branch(model: SemanticModel, stack: Sequence[cst.CSTNode]) -> bool:
    """Is the last node of ``stack`` in the true branch of an ``if`` (or a conditional
    expression) whose condition never holds as written (:meth:`SemanticModel.never_true`)?"""
    for index in range(len(stack) - 2, -1, -1):
        node, child = stack[index], stack[index + 1]
        if isinstance(node, (cst.If, cst.IfExp)) and child is node.body and model.never_true(node.test):
            return True
    return False


def _in_loop(stack: Sequence[cst.CSTNode], model: SemanticModel | None = None) -> bool:
    """Is the last node of ``stack`` in a loop body within its function (with ``model``, a
    loop that runs more than a handful of times)?"""
    for index in range(len(stack) - 2, -1, -1):
        node = stack[index]
        if isinstance(node, _SCOPES):
            return False
        if isinstance(node, LOOPS) and stack[index + 1] is node.body:
            if model is not None and model.few_iterations(node, stack[: index + 1]):
                continue
            return True
    return False


class _AcceleratorScan(cst.CSTVisitor):
    """Reads a whole module for accelerator use, stopping at the first sign of it."""

    HANDLED = frozenset({"SimpleString", "Call", "Attribute"})

    def __init__(self, model: SemanticModel) -> None:
        super().__init__()
        self.model = model
        self.stack: list[cst.CSTNode] = []
        self.found = False

    def on_visit(self, node: cst.CSTNode) -> bool:
        if self.found:
            return False
        self.stack.append(node)
        sign = False
        if isinstance(node, cst.SimpleString):
            value = string_value(node)
            sign = value is not None and bool(ACCELERATOR_STRING.match(value))
        elif isinstance(node, cst.Call):
            if isinstance(node.func, cst.Attribute) and node.func.attr.value == "cuda":
                sign = True
            elif dotted(node.func) is not None and self.model.qualified_name(node.func, self.stack) == "torch.device":
                first = node.args[0].value if node.args else None
                sign = first is None or self.model.may_name_accelerator(first)
        elif isinstance(node, cst.Attribute):
            parent = self.stack[-2] if len(self.stack) > 1 else None
            # the whole dotted name is judged, not its prefixes (`torch.cuda` of `torch.cuda.X`)
            if not (isinstance(parent, cst.Attribute) and parent.value is node):
                name = self.model.qualified_name(node, self.stack) if dotted(node) is not None else None
                sign = bool(name) and any(name == p or name.startswith(p + ".") for p in _ACCELERATOR_PREFIXES)
                if sign and name.rsplit(".", 1)[-1] in _ASKING:
                    sign = False  # seeding or asking is not using
        if sign and not _in_dead_branch(self.model, self.stack):
            self.found = True
        return not self.found

    def on_leave(self, original_node: cst.CSTNode) -> None:
        if self.stack and self.stack[-1] is original_node:
            self.stack.pop()
