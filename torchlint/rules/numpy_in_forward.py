"""TL206 numpy-in-forward."""

from __future__ import annotations

import re

import libcst as cst

from torchlint.diagnostics import FixAvailability
from torchlint.rule import Rule
from torchlint.semantic import HOT
from torchlint.semantic.model import MODULE_PER_CALL_METHODS
from torchlint.semantic.syntax import chain_receiver
from torchlint.semantic.flow import target_names, walk_scope
from torchlint.semantic.names import dotted
from torchlint.semantic.values import ARRAY, MODULE, TENSOR

# A host array handed to another package's function, class or runtime object is that
# package's input (RULES.md v3, "library boundaries are intent"); at most this many names
# assigned from it are followed.
MAX_HOPS = 3
LIBRARY, NUMPY = "library", "numpy"
HOST_TORCH_FUNCTIONS = frozenset({
    "torch.nn.utils.rnn.pack_padded_sequence",
})
# Methods that run another runtime's model on host arrays, and the names of their owners
# (sessions, engines, interpreters are built in other files as often as not).
RUNTIME_METHODS = frozenset({"run", "infer", "execute", "execute_v2", "execute_async_v2", "invoke", "predict"})
RUNTIME_WORDS = frozenset({
    "sess", "session", "ort", "onnx", "engine", "interpreter", "trt", "tensorrt", "openvino",
    "ov", "tflite", "runtime", "predictor", "triton",
})
ESTIMATOR_METHODS = frozenset({"predict", "predict_proba", "decision_function", "transform", "score_samples"})


class NumpyInForward(Rule):
    """## What it does
    Flags NumPy work on tensors in the `forward` (also `__call__`, `forward_*`) of an
    `nn.Module` subclass (directly or through classes of the file): a `.numpy()` call, and a
    `numpy.*` function called with an argument known to be a tensor (`np.exp(t)`,
    `np.array(t)`). A chain such as `x.detach().cpu().numpy()` is one finding, at its start.

    ## Why is this slow?
    `forward` runs on every step. Taking a tensor to NumPy copies it to the host and waits
    for every kernel queued before it, the NumPy computation then runs on one CPU core, and
    its result has to be copied back to the device; autograd does not see through it, and
    `torch.compile` breaks the graph there. The same computation in torch operations stays on
    the device and asynchronous.

    Silent on purpose: methods other than the per-call ones (`__init__`, export helpers),
    `numpy.*` calls whose arguments are not known to be tensors (`np.sqrt(self.dim)` on a
    Python number computes nothing on the device), NumPy arrays read with `.numpy()`-less
    code, and classes that do not derive from a `torch.nn` module class as far as the file
    shows; and library boundaries, which are intent: a host copy whose result goes to a
    library that is not torch is that library's input (ONNX Runtime's `sess.run(None, {"x":
    x.cpu().numpy()})`, TensorRT, OpenVINO, TensorFlow, OpenCV's `cv2.*`, PIL's
    `Image.fromarray`, scikit-learn, the lengths of `pack_padded_sequence`): any function or
    class another package defines (resolved through the file's imports), an object the
    module holds that it built from one (`self.model = InferSession(...)`, `self.net =
    cv2.dnn.readNet(...)`, `self.handle = self.predictor.get_input_handle(...)`), an object
    whose name says it is another runtime's (a word `session`, `sess`, `ort`, `engine`,
    `interpreter`, `trt`, `ov`, `predictor`, `triton`...: `self.ort_session.run(...)`,
    `self.ov_compiled_model(im)`), or an estimator's `.predict` / `.transform` on an object
    that is not a torch module. On the way the array may pass through NumPy functions, array
    methods and arithmetic (`np.clip(a * 255, 0, 255).astype(np.uint8)`: that library's
    preprocessing), containers and comprehensions (a dict of inputs), and a few names
    assigned from it or a `for` over it in the same function. NumPy work whose result comes
    back to torch (`torch.from_numpy(np.exp(...))`) is still reported. A module of the
    project imported by its absolute name counts as another package (the file cannot tell
    it from an installed library): a NumPy helper class of the same project given the array
    is taken as its interface too.

    In preview: on the shared corpus its 25 default findings were judged by a reviewer
    (docs/accuracy.md, user precision 0 of 25): 19 are inference backends whose runtimes
    (ONNX, TensorRT, OpenVINO...) only take host arrays, and 6 read small host values on
    purpose (a safety checker's scores, a retriever's FAISS query, a per-row count).

    ## Example
    ```python
    class Scale(nn.Module):
        def forward(self, x):
            weights = np.exp(x.detach().cpu().numpy())
            return x * torch.from_numpy(weights).to(x.device)
    ```

    ## Use instead
    ```python
    class Scale(nn.Module):
        def forward(self, x):
            return x * torch.exp(x.detach())
    ```

    ## Fix safety
    No fix: the torch equivalent of a NumPy computation differs by function (and in the last
    bits of floating-point results).

    ## Measured
    The built-in workload (`torchlint bench TL206`) runs the forward of a `Linear(1024, 1024)`
    followed by a scale: `before` computes the scale with NumPy on the host
    (`np.exp(-np.abs(h.detach().cpu().numpy()))`, then copies it back), `after` with the same
    torch operations on the device; outputs agree within float32 rounding. The expected
    direction is `after` faster: no round trip, no synchronization, no single-core host
    compute. On an H100 (PyTorch 2.11, `torchlint bench TL206 --device cuda`): forward with a NumPy scale, 1024x1024: 6.27 ms -> 0.110 ms (56.8x, faster).

    ## On user code
    In preview, off by default. The bar for on by default is at least 20 reviewed findings on
    held-out user code with at least 90% acted on; only TL304 had reached it (33 of 33 reviewed
    moves, 22 statements, fresh5-fresh7). Round 5 (fresh3-fresh8 pooled, after its last change):
    4 of 19 (21%); fresh7-2816 0 of 7 (one reviewer), fresh3-fresh6 4 of 12; fresh8 sampled
    none. Noise: one small label sync a step dwarfed by a large model (ArcFace margin), targets
    built in numpy by design (YOLOv2 with a process pool), an unused pure-Python reference RoI
    pooling. The acted-on findings (round 4) were host round trips every time step of a CUDA
    training forward. It would need to stay silent where the round trip is small next to the
    step or the code runs on the CPU, then a review of 20. Round 4: 4 of 12 (33%).

    Round 6 (held out, 2026-11-28): fresh10-2820 (one reviewer): 0 of 1 (a hand-written numpy
    physics model for MPC on CPU tensors, with no autograd needed through it).
    """

    code = "TL206"
    name = "numpy-in-forward"
    # A performance rule on the per-forward methods: hot paths (tests: --pedantic)
    default_contexts = frozenset({HOT})
    fix_availability = FixAvailability.NONE
    preview = True  # no reviewed sample reaching the bar: see the docstring
    default = False  # below the bar for on by default: see "On user code"
    screen = (frozenset({"numpy", "np"}), frozenset({"forward", "__call__"}))

    def visit_Call(self, node: cst.Call) -> None:
        if not self._in_forward():
            return
        func = node.func
        if isinstance(func, cst.Attribute) and func.attr.value == "numpy" and not node.args:
            receiver = self.ctx.semantic.value(func.value, [*self.ctx.stack, func, func.value])
            if receiver.kind == ARRAY:
                return
            if self._library_input(node, list(self.ctx.stack)):
                return
            start = chain_receiver(node)
            self.report(
                start,
                "`.numpy()` in `forward` copies the tensor to the host and waits for the "
                "device on every forward pass, out of autograd's sight: keep the computation "
                "in torch operations on the device",
            )
            return
        name = self.ctx.qualified_name(func) or ""
        if not name.startswith("numpy."):
            return
        stack = self.ctx.stack
        for arg in node.args:
            if self.ctx.semantic.value(arg.value, [*stack, arg, arg.value]).kind == TENSOR:
                if self._library_input(node, list(stack)):
                    return
                self.report(
                    node,
                    f"`{self.ctx.code(func)}` on a tensor in `forward` copies it to the host and "
                    "computes with NumPy on every forward pass: use the torch operation",
                )
                return

    # -- library boundaries ------------------------------------------------------------------
    def _library_input(self, node: cst.CSTNode, path: list[cst.CSTNode], hops: int = 0) -> bool:
        """Does the host array ``node`` (the last of ``path``) go to a library that is not
        torch (`sess.run(None, {"x": x.cpu().numpy()})`, `cv2.resize(...)`,
        `Image.fromarray(...)`, a scikit-learn model's `predict`, another runtime's model held
        by the module, the lengths of `pack_padded_sequence`)? Then the copy is that
        library's interface, not waste. On the way the array may pass through NumPy
        functions, array methods and arithmetic (`np.clip(a * 255, 0, 255).astype(np.uint8)`,
        host preprocessing for that library), containers (a dict of inputs), and names
        assigned from it or a `for` over it in the same function (a few hops)."""
        current = node
        index = len(path) - 1
        while index > 0:
            parent = path[index - 1]
            if isinstance(parent, cst.Attribute) and parent.value is current and index > 1 \
                    and isinstance(path[index - 2], cst.Call) and path[index - 2].func is parent:
                current, index = path[index - 2], index - 2  # `.astype(...)`, `.transpose(...)`
                continue
            if isinstance(parent, cst.Arg) and index > 1 and isinstance(path[index - 2], cst.Call):
                call = path[index - 2]
                kind = self._callee(call, path[: index - 2])  # type: ignore[arg-type]
                if kind == LIBRARY:
                    return True
                if kind != NUMPY:
                    return False  # torch again (`torch.from_numpy`), or unknown
                current, index = call, index - 2  # host preprocessing: still the array
                continue
            if isinstance(parent, (cst.Subscript, cst.BinaryOperation, cst.UnaryOperation,
                                   cst.Element, cst.DictElement, cst.StarredElement, cst.List,
                                   cst.Tuple, cst.Dict, cst.IfExp, cst.DictComp, cst.ListComp)):
                current, index = parent, index - 1
                continue
            break
        parent = path[index - 1] if index > 0 else None
        names: list[str] = []
        if isinstance(parent, cst.Assign) and parent.value is current:
            for target in parent.targets:
                names += target_names(target.target)
        elif isinstance(parent, cst.For) and parent.iter is current:
            names += target_names(parent.target)  # `for sample in batch.cpu().numpy():`
        if not names or hops >= MAX_HOPS:
            return False
        function = next((n for n in reversed(path[:index]) if isinstance(n, cst.FunctionDef)), None)
        if function is None:
            return False
        model = self.ctx.semantic
        for use in walk_scope(function.body):
            if not isinstance(use, cst.Name) or use.value not in names:
                continue
            use_path = list(model.path_to(use))
            if len(use_path) < 2 or _bound_here(use_path):
                continue  # a target, not a use
            if self._library_input(use, use_path, hops + 1):
                return True
        return False

    def _callee(self, call: cst.Call, path: list[cst.CSTNode]) -> str | None:
        """What a call that receives the host array is: LIBRARY (it takes host arrays as
        its input), NUMPY (host computation whose result is still an array), or None (torch,
        builtins, or unknown)."""
        func = call.func
        qualified = self.ctx.semantic.qualified_name(func, [*path, call, func]) or ""
        if qualified:
            if qualified in HOST_TORCH_FUNCTIONS:
                return LIBRARY
            if qualified.startswith("numpy."):
                return NUMPY
            if qualified.startswith(("torch.", "builtins.")) or "." not in qualified:
                return None
            return LIBRARY  # another package's function or class: its input
        if isinstance(func, cst.Name):
            return None
        if not isinstance(func, cst.Attribute):
            return None
        method = func.attr.value
        receiver = dotted(func.value) or []
        owner = receiver[-1] if receiver else ""
        if method in RUNTIME_METHODS and _runtime_name(owner) or _runtime_name(method):
            # an inference session, engine or compiled model of another runtime
            # (`self.session.run(...)`, `self.ov_compiled_model(im)`)
            return LIBRARY
        if self._runtime_object(func.value, path) or self._runtime_object(func, path):
            return LIBRARY
        if method in ESTIMATOR_METHODS:
            # scikit-learn and Keras models take arrays; a torch module has no `predict`
            value = self.ctx.semantic.value(func.value, [*path, call, func, func.value])
            if value.kind != MODULE:
                return LIBRARY
        return None

    def _runtime_object(self, expr: cst.BaseExpression, path: list[cst.CSTNode], depth: int = 0) -> bool:
        """`self.<name>` (or an attribute of it) that the class binds only from another
        package's function or class (`self.model = InferSession(...)` imported from an
        inference runtime, `self.net = cv2.dnn.readNet(...)`), or from a method of such an
        object (`self.handle = self.predictor.get_input_handle(...)`)."""
        while isinstance(expr, cst.Attribute) and not (
            isinstance(expr.value, cst.Name) and expr.value.value == "self"
        ):
            expr = expr.value
        if not (isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name)) or depth > 2:
            return False
        model = self.ctx.semantic
        info = model.enclosing_function(path)
        while info is not None and info.cls is None:
            info = info.parent
        if info is None or info.cls is None:
            return False
        assigned = info.cls.attributes.get(expr.attr.value, [])
        if not assigned:
            return False
        for value in assigned:
            where = list(model.path_to(value))
            if isinstance(value, (cst.Name, cst.Attribute)):
                # `self.pyncnn = pyncnn`: another package's module or class
                qualified = model.qualified_name(value, [*where, value]) or ""
                if qualified and not qualified.startswith(("torch", "numpy", "builtins.")):
                    continue
                return False
            found = False
            for call in walk_scope(value):
                if not isinstance(call, cst.Call):
                    continue
                qualified = model.qualified_name(call.func, [*where, call, call.func]) or ""
                if qualified and "." in qualified and not qualified.startswith(("torch.", "numpy.", "builtins.")):
                    if not (qualified.rsplit(".", 1)[-1] in model.classes_by_name):
                        found = True
                        break
                if isinstance(call.func, cst.Attribute) and self._runtime_object(call.func.value, where, depth + 1):
                    found = True
                    break
            if not found:
                return False
        return True

    def _in_forward(self) -> bool:
        model = self.ctx.semantic
        info = model.enclosing_function(self.ctx.stack)
        while info is not None and info.cls is None:
            info = info.parent
        if info is None or info.cls is None:
            return False
        name = info.name
        if name not in MODULE_PER_CALL_METHODS and not name.startswith(("forward_", "_forward")):
            return False
        return model.is_module_class(info.cls)


def _bound_here(path: list[cst.CSTNode]) -> bool:
    """Is the name at the end of ``path`` an assignment's or a `for`'s target?"""
    for index in range(len(path) - 2, max(len(path) - 6, -1), -1):
        node, child = path[index], path[index + 1]
        if isinstance(node, cst.AssignTarget) or isinstance(node, cst.For) and child is node.target:
            return True
        if not isinstance(node, (cst.Tuple, cst.List, cst.Element, cst.StarredElement)):
            return False
    return False


def _runtime_name(name: str) -> bool:
    """A name that says another runtime's object: one of its words (split at `_` and case
    changes) is `session`, `engine`, `interpreter`, `ort`, `trt`, `ov`... (`ort_session`,
    `self.ov_compiled_model`; not `sort` or `report`)."""
    words = re.findall(r"[a-z0-9]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower())
    return any(word in RUNTIME_WORDS for word in words)
