"""TL206 numpy-in-forward."""

from __future__ import annotations

import libcst as cst

from torchlint.diagnostics import FixAvailability
from torchlint.rule import Rule
from torchlint.semantic import HOT
from torchlint.semantic.model import MODULE_PER_CALL_METHODS
from torchlint.semantic.syntax import chain_receiver
from torchlint.semantic.names import dotted
from torchlint.semantic.values import ARRAY, MODULE, TENSOR

# Libraries that take host arrays: what a forward hands them is their input (RULES.md v3,
# "library boundaries are intent").
HOST_LIBRARIES = (
    "onnxruntime.", "tensorflow.", "tf.", "keras.", "cv2.", "PIL.", "sklearn.", "scipy.",
    "tensorrt.", "openvino.", "faiss.", "jax.", "cupy.", "skimage.", "matplotlib.", "pycocotools.",
)
HOST_TORCH_FUNCTIONS = frozenset({
    "torch.nn.utils.rnn.pack_padded_sequence",
})
# Methods that run another runtime's model on host arrays, and the names of their owners
# (sessions, engines, interpreters are built in other files as often as not).
RUNTIME_METHODS = frozenset({"run", "infer", "execute", "execute_v2", "execute_async_v2", "invoke", "predict"})
RUNTIME_OWNERS = ("sess", "session", "ort", "onnx", "engine", "interpreter", "trt", "openvino", "ov_", "tflite", "runtime")
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
    shows; and library boundaries, which are intent: a host copy whose result goes straight
    to a library that is not torch is that library's input (ONNX Runtime's `sess.run(None,
    {"x": x.cpu().numpy()})`, TensorRT, OpenVINO, TensorFlow, OpenCV's `cv2.*`, PIL's
    `Image.fromarray`, scikit-learn, SciPy, FAISS, the lengths of `pack_padded_sequence`).
    The array may pass through array methods (`.astype(np.float32)`), a dict or list of
    inputs, or one name assigned from it in the same function. A session or engine built in
    another file is known by its name (a `.run` / `.infer` / `.execute*` / `.predict` of an
    owner named like `sess`, `session`, `ort`, `engine`, `interpreter`, `trt`), and a
    `.predict` / `.transform` of an object that is not a torch module is an estimator's.

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
    """

    code = "TL206"
    name = "numpy-in-forward"
    # A performance rule on the per-forward methods: hot paths (tests: --pedantic)
    default_contexts = frozenset({HOT})
    fix_availability = FixAvailability.NONE
    preview = True  # no reviewed sample reaching the bar: see the docstring
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
        """Does the host array ``node`` (the last of ``path``) go straight to a library that
        is not torch (`sess.run(None, {"x": x.cpu().numpy()})`, `cv2.resize(...)`,
        `Image.fromarray(...)`, a scikit-learn model's `predict`, the lengths of
        `pack_padded_sequence`)? Then the copy is that library's interface, not waste. Array
        methods on the way (`.astype(np.uint8)`, `[0]`) and containers (a dict of inputs)
        keep it the same array; a name assigned from it (`inp = x.cpu().numpy()`) is followed
        to its uses in the same function, once."""
        current = node
        index = len(path) - 1
        while index > 0:
            parent = path[index - 1]
            if isinstance(parent, cst.Attribute) and parent.value is current and index > 1 \
                    and isinstance(path[index - 2], cst.Call) and path[index - 2].func is parent:
                current, index = path[index - 2], index - 2  # `.astype(...)`, `.transpose(...)`
            elif isinstance(parent, cst.Subscript) and parent.value is current:
                current, index = parent, index - 1
            elif isinstance(parent, (cst.Element, cst.DictElement, cst.StarredElement, cst.List,
                                     cst.Tuple, cst.Dict, cst.Arg)):
                current, index = parent, index - 1
            else:
                break
            if isinstance(current, cst.Arg) and index > 0 and isinstance(path[index - 1], cst.Call):
                if self._library_call(path[index - 1], path[:index]):  # type: ignore[arg-type]
                    return True
        parent = path[index - 1] if index > 0 else None
        if hops == 0 and isinstance(parent, cst.Assign) and parent.value is current:
            names = [t.target.value for t in parent.targets if isinstance(t.target, cst.Name)]
            function = next((n for n in reversed(path) if isinstance(n, cst.FunctionDef)), None)
            if names and function is not None:
                model = self.ctx.semantic
                for use in model.nodes_of(cst.Name):
                    if use.value not in names or use is parent.targets[0].target:  # type: ignore[attr-defined]
                        continue
                    use_path = model.path_to(use)
                    if function in use_path and self._library_input(use, list(use_path), hops + 1):
                        return True
        return False

    def _library_call(self, call: cst.Call, path: list[cst.CSTNode]) -> bool:
        qualified = self.ctx.semantic.qualified_name(call.func, [*path, call, call.func]) or ""
        if qualified.startswith(HOST_LIBRARIES) or qualified in HOST_TORCH_FUNCTIONS:
            return True
        if qualified:
            return qualified.rsplit(".", 1)[-1] == "pack_padded_sequence"
        func = call.func
        if not isinstance(func, cst.Attribute):
            return False
        method = func.attr.value
        receiver = dotted(func.value) or []
        owner = receiver[-1].lower() if receiver else ""
        if method in RUNTIME_METHODS and any(word in owner for word in RUNTIME_OWNERS):
            return True  # an inference session, engine or compiled model of another runtime
        if ".".join(receiver) in self._runtime_objects():
            return True
        if method in ESTIMATOR_METHODS:
            # scikit-learn and Keras models take arrays; a torch module has no `predict`
            value = self.ctx.semantic.value(func.value, [*path, call, func, func.value])
            return value.kind != MODULE
        return False

    def _runtime_objects(self) -> frozenset[str]:
        """Names and attributes the file binds from another runtime's classes and functions
        (`self.session = onnxruntime.InferenceSession(path)`)."""
        model = self.ctx.semantic
        found: set[str] = set()
        for prefix in HOST_LIBRARIES:
            found |= model.assigned_from(prefix)
        return frozenset(found)

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
