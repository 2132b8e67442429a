"""The child of `torchlint profile`: runs the user's program under ``torch.profiler``.

``python -m torchlint.profile.bootstrap SPEC.json``, started by ``torchlint.profile.runner``
in a copy of the program's folder, in the user's interpreter (which has torch). It runs the
program as ``python FILE ARGS`` would (as ``__main__``, ``sys.argv`` and ``sys.path[0]`` set),
cuts it into steps, records ``steps`` of them after ``warmup``, exports the trace, writes a
small result file for the parent and ends the process (``os._exit``: none of the program's
code runs after the recording; the parent then ends whatever it started).

Steps (see runner.py): the first optimizer to step leads, and each of its ``step()`` calls is
a step boundary, taken when the call has returned, so that the ``ProfilerStep#N`` annotations
nest with the program's own (the optimizer's ``step`` is wrapped on the instance once its
first step has been seen; the global post hook alone would cut inside ``Optimizer.step``'s
own annotation). Else the header of the marked loop, counted through line events of that
loop's code object only (``sys.monitoring`` on Python 3.12+, ``sys.settrace`` before).
Else a window of wall time opened and closed by ``SIGALRM``.
"""

from __future__ import annotations

import builtins
import gzip
import json
import os
import signal
import sys
import time
import traceback
import types
from typing import Any, Callable

from torchlint.verify.reaper import become_subreaper
from torchlint.verify.worker import limit_memory

MEMORY_REFUSED = 98
#: on a GPU, the warm-up lasts at least this long after the first step (see Recorder.boundary)
CUDA_WARM_SECONDS = 1.0


class Recorder:
    def __init__(self, spec: dict[str, Any], torch: Any) -> None:
        self.spec = spec
        self.torch = torch
        self.steps = int(spec["steps"])
        self.warmup = int(spec["warmup"])
        self.source: str | None = None
        self.prof: Any = None
        self.seen = 0  # step boundaries seen
        self.leader: Any = None
        self.in_wrapper = False
        self.loop_ticks = 0
        self.disable_loop: Callable[[], None] = lambda: None
        self.window_open = False
        self.ending = False
        # the profiler is armed (`warm`: one step of the profiler's own warm-up) at the end of
        # the warm-up's next-to-last step, then records
        self.wait = 0
        self.warm = 1 if self.warmup >= 2 else 0
        self.first_boundary: float | None = None
        self.activities = [torch.profiler.ProfilerActivity.CPU]
        self.cuda = False

    # -- the profiler -----------------------------------------------------------------------
    def _profile(self, schedule: Any) -> Any:
        return self.torch.profiler.profile(
            activities=self.activities, schedule=schedule, on_trace_ready=self._ready,
            with_stack=True, record_shapes=True,
        )

    def boundary(self) -> None:
        """One step ended and the next begins."""
        self.seen += 1
        if self.prof is not None:
            self.prof.step()  # exports through _ready after the last recorded step
            return
        # the first step holds start-up; on a GPU the warm-up also lasts CUDA_WARM_SECONDS,
        # time for a host that runs ahead of the device to fill the launch queue (not always
        # enough to settle such a loop: docs/profile-running.md)
        now = time.monotonic()
        if self.first_boundary is None:
            self.first_boundary = now
        if self.seen < max(1, self.warmup - 1) or (
                self.cuda and now - self.first_boundary < CUDA_WARM_SECONDS):
            return
        self.prof = self._profile(self.torch.profiler.schedule(
            wait=self.wait, warmup=self.warm, active=self.steps, repeat=1))
        self.prof.start()

    def recorded(self) -> int:
        """Recorded steps that are complete."""
        if self.prof is None:
            return 0
        return max(0, min(self.steps, self.prof.step_num - (self.wait + self.warm)))

    def _ready(self, prof: Any) -> None:
        if self.ending:  # the program ended first: end_of_program exports what there is
            return
        export(prof, self.spec["trace"])
        finish({"status": "recorded", "source": self.source, "steps": self.steps,
                "stopped_early": True, "seen": self.seen})

    # -- step sources -----------------------------------------------------------------------
    def optimizer_stepped(self, optimizer: Any, *_: Any) -> None:
        """The global optimizer step post hook."""
        if self.source not in (None, "optimizer"):
            return
        if self.leader is None:
            self.leader, self.source = optimizer, "optimizer"
            cancel_alarm()
            self.disable_loop()
            self._wrap(optimizer)
        elif optimizer is not self.leader or self.in_wrapper:
            return  # another optimizer (a GAN's second), or the wrapper takes the boundary
        self.boundary()

    def _wrap(self, optimizer: Any) -> None:
        """Take later boundaries when the leader's ``step()`` has returned, outside its
        ``Optimizer.step`` annotation. A bound method, so that an LR scheduler created later
        can wrap it again (it reads ``step.__func__``)."""
        original = optimizer.step
        recorder = self

        def step(_self: Any, *args: Any, **kwargs: Any) -> Any:
            recorder.in_wrapper = True
            try:
                out = original(*args, **kwargs)
            finally:
                recorder.in_wrapper = False
            recorder.boundary()
            return out

        try:
            optimizer.step = types.MethodType(step, optimizer)
        except (AttributeError, TypeError):
            pass  # a slotted optimizer: the hook takes every boundary

    def loop_tick(self) -> None:
        """The marked loop's header ran: an iteration begins."""
        if self.source == "loop":
            self.boundary()
            return
        if self.source is not None:
            self.disable_loop()
            return
        self.loop_ticks += 1
        if self.loop_ticks > int(self.spec["loop"]["patience"]):
            # the loop turns and no optimizer steps: its iterations are the steps
            self.source = "loop"
            cancel_alarm()
            self.boundary()

    # -- the time window ----------------------------------------------------------------------
    def alarm(self, *_: Any) -> None:
        if self.source not in (None, "seconds"):
            return
        if not self.window_open:
            self.source, self.window_open = "seconds", True
            self.disable_loop()
            self.prof = self._profile(None)
            self.prof.start()
            signal.setitimer(signal.ITIMER_REAL, float(self.spec["window"]))
        else:
            self.ending = True
            self.prof.stop()
            export(self.prof, self.spec["trace"])
            finish({"status": "recorded", "source": "seconds", "steps": 1,
                    "stopped_early": True, "seen": 1})

    # -- the program ended ----------------------------------------------------------------------
    def end_of_program(self, failed: bool) -> dict[str, Any]:
        self.ending = True
        cancel_alarm()
        if self.source == "seconds" and self.window_open:
            self.prof.stop()
            export(self.prof, self.spec["trace"])
            return {"status": "recorded", "source": "seconds", "steps": 1,
                    "stopped_early": False, "seen": 1, "short_window": True}
        done = self.recorded()
        if self.prof is not None:
            partial = self.prof.step_num  # the open step: cut by the program's end
            recording = self.prof.current_action != self.torch.profiler.ProfilerAction.NONE
            try:
                self.prof.stop()
            except Exception:  # noqa: BLE001 - nothing was being recorded
                recording = False
            if recording and done:
                export(self.prof, self.spec["trace"], f"ProfilerStep#{partial}")
                return {"status": "recorded", "source": self.source, "steps": done,
                        "stopped_early": False, "seen": self.seen}
        if failed:
            return {"status": "error", "seen": self.seen}
        what = {"optimizer": "optimizer step(s)", "loop": "iteration(s) of the training loop",
                None: "step(s)"}.get(self.source, "step(s)")
        if self.seen == 0:
            message = ("the program ended before its first step: no optimizer stepped"
                       + (" and the training loop did not turn" if self.spec.get("loop") else "")
                       + "; give --seconds N to record a window of wall time instead")
        else:
            message = (f"the program ended after {self.seen} {what}, before the "
                       f"{self.warmup} warm-up step(s) and one recorded step: run it "
                       "longer, or give a smaller --warmup")
        return {"status": "no-steps", "seen": self.seen, "message": message}


def export(prof: Any, path: str, cut_step: str | None = None) -> None:
    """Write the trace, then take out what is ours rather than the program's: the Python
    frames of this file (the optimizer's wrapped ``step`` stands between the user's line and
    torch's optimizer; its children are given its parent), and the annotation of a step the
    program's end cut short (``cut_step``: every event of that name, the host's and the
    device's), so that every ProfilerStep left is a whole step."""
    prof.export_chrome_trace(path)
    opener: Any = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        data = json.load(f)
    events = data.get("traceEvents") if isinstance(data, dict) else None
    if not isinstance(events, list):
        return
    mine = os.path.basename(__file__) + "("
    parents: dict[Any, Any] = {}
    kept = []
    for event in events:
        if not isinstance(event, dict):
            kept.append(event)
            continue
        name = str(event.get("name", ""))
        if cut_step is not None and name == cut_step:
            continue
        if event.get("cat") == "python_function" and mine in name and (
                "torchlint" in name or os.path.dirname(__file__) in name):
            args = event.get("args") or {}
            parents[args.get("Python id")] = args.get("Python parent id")
            continue
        kept.append(event)
    for event in kept:
        args = event.get("args") if isinstance(event, dict) else None
        if isinstance(args, dict) and args.get("Python parent id") in parents:
            parent = args["Python parent id"]
            while parent in parents:
                parent = parents[parent]
            args["Python parent id"] = parent
    data["traceEvents"] = kept
    with opener(path, "wt", encoding="utf-8") as f:
        json.dump(data, f)


_RESULT: list[str] = []


def finish(result: dict[str, Any], status: int = 0) -> None:
    """Write the result for the parent and end the process now."""
    try:
        with open(_RESULT[0], "w", encoding="utf-8") as f:
            json.dump(result, f)
    finally:
        for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
            try:
                if stream:
                    stream.flush()
            except (OSError, ValueError):
                pass
        os._exit(status)


def cancel_alarm() -> None:
    try:
        signal.setitimer(signal.ITIMER_REAL, 0)
    except (ValueError, OSError, AttributeError):
        pass


def loop_code(code: types.CodeType, lines: tuple[int, ...]) -> tuple[types.CodeType, int] | None:
    """The code object (the module's or a function's, not a lambda's or a comprehension's)
    that holds the loop, and the line whose events mark an iteration: the header where it
    has an instruction (``for``), else the body's first line (``while True:`` has none)."""
    for line in lines:
        stack = [code]
        while stack:
            c = stack.pop()
            if c.co_name == "<module>" or not c.co_name.startswith("<"):
                if any(ln == line for _, _, ln in c.co_lines()):
                    return c, line
            stack.extend(k for k in c.co_consts if isinstance(k, types.CodeType))
    return None


def watch_loop(target: types.CodeType, line: int, tick: Callable[[], None],
               span: tuple[int, int] | None = None) -> Callable[[], None]:
    """Call ``tick`` each time ``line`` of ``target`` runs; returns the function that stops.

    ``span``: the loop's lines (header to last). An event of ``line`` right after another one
    (a backward jump and the instruction it lands on can both carry the header's line) is
    the same iteration: the lines of the span are followed to tell, the others are switched
    off at their first event."""
    first, last = span or (line, line)
    monitoring = getattr(sys, "monitoring", None)
    if monitoring is not None:  # Python 3.12+: events of this code object only
        tool = next((t for t in (3, 4, 5, 1, 0) if monitoring.get_tool(t) is None), None)
        if tool is not None:
            monitoring.use_tool_id(tool, "torchlint profile")
            disable = monitoring.DISABLE
            previous = [0]

            def on_line(code: types.CodeType, number: int) -> Any:
                if code is not target:
                    return disable
                if number == line:
                    if previous[0] != line:
                        tick()
                    previous[0] = line
                    return None
                if first <= number <= last:
                    previous[0] = number
                    return None
                return disable

            monitoring.register_callback(tool, monitoring.events.LINE, on_line)
            monitoring.set_local_events(tool, target, monitoring.events.LINE)

            def stop() -> None:
                try:
                    monitoring.set_local_events(tool, target, 0)
                    monitoring.register_callback(tool, monitoring.events.LINE, None)
                    monitoring.free_tool_id(tool)
                except ValueError:
                    pass

            return stop
    active = [True]

    previous_line = [0]

    def local(frame: Any, event: str, _arg: Any) -> Any:
        if not active[0]:
            return None
        if event == "line":
            number = frame.f_lineno
            if number == line and previous_line[0] != line:
                tick()
            previous_line[0] = number
        return local

    def global_trace(frame: Any, event: str, _arg: Any) -> Any:
        return local if frame.f_code is target and active[0] else None

    sys.settrace(global_trace)

    def stop_trace() -> None:
        active[0] = False
        sys.settrace(None)

    return stop_trace


def absolute_paths(folder: str) -> None:
    """Keep the program's file names whole in the recorded stacks. torch's Python tracer
    shortens every file name by the longest ``sys.path`` entry it starts with, so the script
    ``/copy/train.py`` would be recorded as ``train.py``, a name no root can claim apart from
    a library's ``torch/nn/modules/module.py``; leaving out the entries that hold ``folder``
    keeps ``/copy/train.py`` (the parent maps the copy back to the user's folder)."""
    try:
        import torch.profiler.python_tracer as python_tracer
    except ImportError:
        return
    original = getattr(python_tracer, "_prefix_regex", None)
    if original is None:
        return
    inside = os.path.join(folder, "")

    def prefixes() -> list[str]:
        return [p for p in original() if not inside.startswith(p)]

    python_tracer._prefix_regex = prefixes


def main(spec_path: str) -> int:
    with open(spec_path, encoding="utf-8") as f:
        spec = json.load(f)
    _RESULT.append(spec["result"])
    become_subreaper()
    if not limit_memory():
        finish({"status": "error", "seen": 0}, MEMORY_REFUSED)
    try:
        import torch
        import torch.profiler
        from torch.optim.optimizer import register_optimizer_step_post_hook
    except ImportError as exc:
        print(f"torchlint profile: this interpreter cannot import torch ({exc})", file=sys.stderr)
        finish({"status": "error", "seen": 0}, 2)
    if spec.get("absolute_paths", True):
        absolute_paths(os.path.dirname(spec["file"]))
    recorder = Recorder(spec, torch)
    device = spec.get("device")
    if device != "cpu" and torch.cuda.is_available():
        recorder.activities.append(torch.profiler.ProfilerActivity.CUDA)
        recorder.cuda = True
    elif device and device.startswith("cuda"):
        print(f"torchlint profile: --device {device} was asked for but torch sees no CUDA "
              "device", file=sys.stderr)
        finish({"status": "error", "seen": 0}, 2)

    path = spec["file"]
    with open(path, "rb") as f:
        source = f.read()
    code = compile(source, path, "exec", dont_inherit=True)
    if spec.get("optimizer", True):
        register_optimizer_step_post_hook(recorder.optimizer_stepped)
    loop = spec.get("loop")
    if loop:
        found = loop_code(code, (int(loop["line"]),) + tuple(loop.get("body", ())))
        if found is not None:
            recorder.disable_loop = watch_loop(
                found[0], found[1], recorder.loop_tick,
                (int(loop["line"]), int(loop.get("last", loop["line"]))))
    if spec.get("window_after") is not None and hasattr(signal, "setitimer"):
        signal.signal(signal.SIGALRM, recorder.alarm)
        signal.setitimer(signal.ITIMER_REAL, float(spec["window_after"]))

    # as `python FILE ARGS` would run it
    module = types.ModuleType("__main__")
    module.__dict__.update({"__file__": path, "__builtins__": builtins, "__cached__": None,
                            "__spec__": None, "__loader__": None, "__package__": None})
    sys.modules["__main__"] = module
    sys.argv = [path, *spec.get("args", [])]
    sys.path[0] = os.path.dirname(path)
    failed, status = False, 0
    try:
        exec(code, module.__dict__)
    except SystemExit as exc:
        if exc.code not in (None, 0):
            failed, status = True, exc.code if isinstance(exc.code, int) else 1
            if not isinstance(exc.code, int):
                print(exc.code, file=sys.stderr)
    except BaseException:  # noqa: BLE001 - the program's own failure, printed as Python would
        traceback.print_exc()
        failed, status = True, 1
    recorder.disable_loop()
    try:
        result = recorder.end_of_program(failed)
    except Exception:  # noqa: BLE001 - the recording could not be saved
        traceback.print_exc()
        result = {"status": "error", "seen": recorder.seen}
        status = status or 1
    result["returncode"] = status
    finish(result, status)
    return status


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: python -m torchlint.profile.bootstrap SPEC.json", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
