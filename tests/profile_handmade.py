"""HAND-MADE GPU-shaped traces for the profile tests (not recorded on a device).

The event names, categories and args are those torch.profiler/Kineto write on CUDA
(`cuda_runtime` `cudaMemcpyAsync` / `cudaStreamSynchronize` / `cudaLaunchKernel`, `kernel`,
`gpu_memcpy` `Memcpy HtoD (Pageable -> Device)`, linked by `args.correlation`), nested the way
a recorded trace nests them; the times are chosen so that every expected number in the tests
can be worked out by hand. Recorded GPU traces live in tests/data/profile/ once recorded.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

SOURCE = '''import torch


def log_loss(loss):
    return loss.item()


def train(model, loader, optimizer):
    for batch in loader:
        x = batch.to("cuda")
        mask = torch.tensor([1.0, 2.0]).to("cuda")
        loss = model(x).mean()
        loss.backward()
        optimizer.step()
        value = log_loss(loss)
        torch.cuda.empty_cache()
        for j in range(64):
            x[j] += 1
        total = loss.item()
'''
STEP_US = 10_000.0
PID, TID, STREAM = 1, 1, 7


class _Builder:
    def __init__(self) -> None:
        self.events: list[dict] = []
        self.correlation = 0

    def host(self, category: str, name: str, ts: float, dur: float, **args: object) -> None:
        self.events.append({"ph": "X", "cat": category, "name": name, "pid": PID, "tid": TID,
                            "ts": ts, "dur": dur, "args": dict(args)})

    def launch(self, name: str, ts: float, dur: float, device: tuple[str, str, float, float],
               **device_args: object) -> None:
        """A runtime call at `ts` and the device event it launched."""
        self.correlation += 1
        self.host("cuda_runtime", name, ts, dur, correlation=self.correlation)
        category, device_name, start, length = device
        self.events.append({"ph": "X", "cat": category, "name": device_name, "pid": 0,
                            "tid": STREAM, "ts": start, "dur": length,
                            "args": {"correlation": self.correlation, "stream": STREAM,
                                     "device": 0, **device_args}})


def gpu_trace(steps: int = 3) -> dict:
    """Each step of SOURCE's loop, with the step's events at these times (us from its start):
    line 10 a 4 MiB pageable copy (device 20-270); line 11 a host tensor copied (360-363);
    line 12 forward kernels (500-2550); line 13 backward (2600-4100); line 14 the optimizer
    (4100-4300); line 15 `.item()` in `log_loss`: a 4-byte copy (4300-4303) and a
    cudaStreamSynchronize from 1995 to 4315; line 16 empty_cache (4600-5000); lines 17-18: 64
    tiny kernels of 2 us launched every 70 us from 5100."""
    b = _Builder()
    sequence = 0
    for step in range(steps):
        s = 1000.0 + step * STEP_US
        b.host("user_annotation", f"ProfilerStep#{step + 2}", s, STEP_US)
        # line 10: x = batch.to("cuda") from pageable memory
        b.host("python_function", "<built-in method to of Tensor object at 0x7f01>", s + 10, 300)
        b.host("cpu_op", "aten::to", s + 12, 295)
        b.host("cpu_op", "aten::_to_copy", s + 14, 290)
        b.host("cpu_op", "aten::copy_", s + 16, 285)
        b.launch("cudaMemcpyAsync", s + 18, 280, ("gpu_memcpy", "Memcpy HtoD (Pageable -> Device)",
                                                  s + 20, 250), bytes=4 * 2**20)
        # line 11: torch.tensor([...]).to("cuda")
        b.host("python_function", "<built-in method tensor of type object at 0x7f02>", s + 320, 20)
        b.host("cpu_op", "aten::lift_fresh", s + 325, 5)
        b.host("python_function", "<built-in method to of Tensor object at 0x7f03>", s + 345, 40)
        b.host("cpu_op", "aten::to", s + 350, 30)
        b.launch("cudaMemcpyAsync", s + 352, 20, ("gpu_memcpy", "Memcpy HtoD (Pageable -> Device)",
                                                 s + 360, 3), bytes=8)
        # line 12: loss = model(x).mean()
        sequence += 2
        b.host("python_function", "nn.Module: Net_0", s + 400, 600)
        b.host("python_function", "torch/nn/modules/module.py(1782): _call_impl", s + 405, 590)
        b.host("cpu_op", "aten::linear", s + 410, 500, **{"Sequence number": sequence - 1,
                                                         "Fwd thread id": 0})
        b.launch("cudaLaunchKernel", s + 420, 10, ("kernel", "ampere_sgemm_128x64_nn",
                                                   s + 500, 2000))
        b.host("python_function", "<built-in method mean of Tensor object at 0x7f04>", s + 1010, 30)
        b.host("cpu_op", "aten::mean", s + 1012, 25, **{"Sequence number": sequence,
                                                       "Fwd thread id": 0})
        b.launch("cudaLaunchKernel", s + 1015, 10, ("kernel", "reduce_kernel", s + 2500, 50))
        # line 13: loss.backward()
        b.host("python_function", "torch/_tensor.py(566): backward", s + 1100, 400)
        b.host("cpu_op", "autograd::engine::evaluate_function: MeanBackward0", s + 1110, 100,
               **{"Sequence number": sequence, "Fwd thread id": 1})
        b.host("cpu_op", "autograd::engine::evaluate_function: AddmmBackward0", s + 1220, 200,
               **{"Sequence number": sequence - 1, "Fwd thread id": 1})
        b.launch("cudaLaunchKernel", s + 1230, 10, ("kernel", "ampere_sgemm_backward",
                                                    s + 2600, 1500))
        # line 14: optimizer.step()
        b.host("python_function", "torch/optim/optimizer.py(509): wrapper", s + 1600, 300)
        b.host("cpu_op", "aten::_foreach_add_", s + 1610, 100)
        b.launch("cudaLaunchKernel", s + 1620, 10, ("kernel", "multi_tensor_apply_kernel",
                                                    s + 4100, 200))
        # line 15: value = log_loss(loss) -> loss.item() in line 5
        b.host("python_function", "gpu_train.py(4): log_loss", s + 1950, 2600)
        b.host("python_function", "<built-in method item of Tensor object at 0x7f05>", s + 1960,
               2580)
        b.host("cpu_op", "aten::item", s + 1970, 2560)
        b.host("cpu_op", "aten::_local_scalar_dense", s + 1975, 2550)
        b.launch("cudaMemcpyAsync", s + 1980, 10, ("gpu_memcpy", "Memcpy DtoH (Device -> Pageable)",
                                                  s + 4300, 3), bytes=4)
        b.host("cuda_runtime", "cudaStreamSynchronize", s + 1995, 2320)
        # line 16: torch.cuda.empty_cache()
        b.host("python_function", "torch/cuda/memory.py(192): empty_cache", s + 4600, 400)
        b.host("python_function", "<built-in function _cuda_emptyCache>", s + 4605, 390)
        # lines 17-18: for j in range(64): x[j] += 1
        b.host("python_function", "<built-in function range>", s + 5050, 2)
        for j in range(64):
            t = s + 5100 + 70 * j
            b.host("cpu_op", "aten::add_", t, 8)
            b.launch("cudaLaunchKernel", t + 1, 5, ("kernel", "vectorized_elementwise_kernel",
                                                    t + 10, 2))
    end = 1000.0 + steps * STEP_US
    # the frames that were running when recording began: the module at its call of train()
    # (line 20 of a runner script is not a user file here) and train() at its loop
    b.host("python_function", "gpu_train.py(9): train", 990.0, end - 990.0 + 5)
    return {"schemaVersion": 1, "deviceProperties": [{"id": 0, "name": "hand-made"}],
            "traceEvents": b.events, "traceName": "hand-made GPU-shaped trace"}


def write_gpu_case(folder: Path, steps: int = 3, gz: bool = False) -> Path:
    """gpu_train.py and its hand-made trace in `folder`; returns the trace's path."""
    (folder / "gpu_train.py").write_text(SOURCE, encoding="utf-8")
    data = json.dumps(gpu_trace(steps))
    if gz:
        path = folder / "trace.json.gz"
        path.write_bytes(gzip.compress(data.encode(), mtime=0))
    else:
        path = folder / "trace.json"
        path.write_text(data, encoding="utf-8")
    return path
