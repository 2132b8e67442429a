"""`torchlint profile PATH [-- ARGS]`: run the user's program under ``torch.profiler``.

The host side of a live profile. It never imports torch: the program runs in a child process
of the user's own interpreter (``torchlint.profile.bootstrap``), with the verifier's
protections, reused from ``torchlint.verify``:

- a **copy** of the script's folder (``verify.modes.Workspace``, one side), removed afterwards:
  the program writes its checkpoints and logs into the copy, never into the user's folder;
- its **own process group**, and the **reaper** (``verify.reaper``): when the run ends, however
  it ends, every process it started is killed (DataLoader workers, a process that left the
  group), found through the group, the child's tree and a run mark in their environment;
- a **timeout** on the whole run (``timeout``), and a **memory limit** (``memory``: bytes of
  address space, ``RLIMIT_AS``, set in the child as ``verify --memory-limit`` does);
- **stdin** is ``/dev/null``: a program asking for input gets end-of-file instead of waiting
  out the timeout.

What a step is, in this order (``Recording.step_source`` says which):

1. ``optimizer``: one ``step()`` of the first optimizer that steps (a global optimizer step
   hook, ``torch.optim.optimizer.register_optimizer_step_post_hook``); a GAN's second
   optimizer does not cut steps in half;
2. ``loop``: one iteration of the loop the semantic model marks as the training loop (the
   innermost loop calling ``.backward(`` and ``<optimizer>.step(``; else the innermost loop
   calling ``.backward(``) of the script itself: the child counts the loop header's line
   events in that code object only. Used when the loop turns while no optimizer steps;
3. ``seconds``: where no step came first, with ``seconds`` given or no loop found in the
   script: after ``seconds`` (default 10) of wall time (start-up, imports, the first
   iterations), a window of ``seconds`` (default 5) is recorded as one step.

The first ``warmup`` steps are not recorded (the first one holds start-up and one-off costs),
then ``steps`` steps are, the trace is exported, and the program is ended: a clean, reported
early stop (``Recording.stopped_early``), not an error.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from torchlint.verify import reaper
from torchlint.verify.modes import (
    Options,
    UsageProblem,
    Workspace,
    _child_env,
    _died,
    _kill,
    _tail,
)

DEFAULT_STEPS = 5
DEFAULT_WARMUP = 2
#: without a loop in the script: the window opens after this long, and lasts WINDOW_SECONDS
DEFAULT_WINDOW_AFTER = 10.0
DEFAULT_WINDOW = 5.0
#: a loop whose body also calls ``<optimizer>.step(`` turns this often without an optimizer
#: step (gradient accumulation) before its iterations count as steps
LOOP_WITH_STEP_PATIENCE = 32
#: the bootstrap's exit status when its own machinery (not the program) failed
BOOTSTRAP_FAILED = 97


try:  # prof1's trace.py defines the one error the CLI turns into `error: ...`, exit 2
    from torchlint.profile.trace import ProfileError
except ImportError:  # pragma: no cover - until trace.py is merged
    class ProfileError(Exception):  # type: ignore[no-redef]
        """A one-line error for the user (exit 2)."""


@dataclass
class Recording:
    trace: Path
    steps: int
    step_source: str  # "optimizer" | "loop" | "seconds"
    #: (path prefix as in the trace's stacks, the user's path prefix): the copy -> the folder
    roots: list[tuple[str, str]]
    stopped_early: bool
    #: the program's exit status when it ended on its own; None when profile ended it
    returncode: int | None
    stderr_tail: str
    #: what the copy left out or could not reach (symbolic links, paths outside the folder)
    notes: list[str] = field(default_factory=list)
    seconds: float = 0.0


@dataclass
class LoopHint:
    line: int  # the loop header's line in the script
    body: int  # its body's first line (`while True:` has no instruction on its header)
    kind: str  # "training": calls .backward( and <optimizer>.step(; "backward": .backward( only
    last: int = 0  # its last line


def loop_hint(source: str, filename: str) -> LoopHint | None:
    """The training loop the semantic model marks in ``source`` (the first one, innermost),
    else the innermost loop around the first ``.backward(`` call; None when there is none."""
    import libcst as cst

    from torchlint import walk
    from torchlint.engine import parse
    from torchlint.rule import Context
    from torchlint.semantic import training

    try:
        module = parse(source)
    except Exception:  # noqa: BLE001 - a file that does not parse has no loop to mark
        return None
    ctx = Context(module, source, filename)
    calls = [node for node in ctx.semantic.nodes() if isinstance(node, cst.Call)]
    for call in calls:
        training.note_call(ctx, call)
    facts = training.training_facts(ctx)
    positions = walk.positions(module)
    if facts.loops:
        return _hint(facts.loops[0], positions, "training")
    for call in calls:
        if isinstance(call.func, cst.Attribute) and call.func.attr.value == "backward":
            loops = training._loops_around(ctx.semantic, call)
            if loops:
                return _hint(loops[-1], positions, "backward")
    return None


def _hint(loop, positions, kind: str) -> LoopHint:  # noqa: ANN001 - libcst nodes
    body = loop.body.body[0] if getattr(loop.body, "body", None) else loop.body
    start, end = positions[loop][0], positions[loop][2]
    return LoopHint(start, positions[body][0] if body in positions else start + 1, kind, end)


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def record(
    path: Path,
    args: list[str],
    *,
    steps: int | None,
    seconds: float | None,
    timeout: float,
    memory: int | None,
    device: str | None,
    trace_out: Path,
    progress: Callable[[str], None] = lambda _: None,
    warmup: int = DEFAULT_WARMUP,
    python: str | None = None,
    absolute_paths: bool = True,
) -> Recording:
    """Run ``path`` with ``args`` under the profiler and write its trace to ``trace_out``
    (``.json`` or ``.json.gz``). ``absolute_paths=False`` keeps torch's own shortening of file
    names (relative to the ``sys.path`` entry they were imported from), as in a trace the user
    records without torchlint. Raises ``ProfileError`` (one line) when no step could be
    recorded: the program failed, timed out, or ended first."""
    path = Path(path).resolve()
    if not path.is_file():
        raise ProfileError(f"{path}: no such file")
    if device not in (None, "cpu", "cuda") and not str(device).startswith("cuda:"):
        raise ProfileError(f"--device {device}: profile records on cpu or cuda")
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ProfileError(f"{path}: cannot be read ({exc})") from None
    hint = loop_hint(source, str(path))
    spec: dict[str, object] = {
        "args": list(args),
        "steps": max(1, steps or DEFAULT_STEPS),
        "warmup": max(1, warmup),
        "device": device,
        "trace": str(Path(trace_out).resolve()),
        "optimizer": True,
        "absolute_paths": absolute_paths,
        "loop": None if hint is None else {
            "line": hint.line,
            "body": [hint.body],
            "last": hint.last,
            "patience": LOOP_WITH_STEP_PATIENCE if hint.kind == "training" else 2,
        },
        # the window of wall time, where no step came first: asked for (--seconds), or the
        # fallback of a script with no loop to mark
        "window_after": (seconds if seconds is not None else DEFAULT_WINDOW_AFTER)
        if hint is None or seconds is not None else None,
        "window": seconds if seconds is not None else DEFAULT_WINDOW,
    }
    Path(trace_out).parent.mkdir(parents=True, exist_ok=True)
    try:
        Path(trace_out).unlink()
    except OSError:
        pass
    try:
        ws_context = Workspace(str(path), None, sides=("original",))
        ws = ws_context.__enter__()
    except UsageProblem as exc:
        raise ProfileError(str(exc).replace("verify copies", "profile copies")) from None
    try:
        return _run(path, spec, ws, timeout=timeout, memory=memory, device=device,
                    progress=progress, python=python, hint=hint)
    finally:
        ws.__exit__(None, None, None)


def _run(path: Path, spec: dict[str, object], ws: Workspace, *, timeout: float,
         memory: int | None, device: str | None, progress: Callable[[str], None],
         python: str | None, hint: LoopHint | None) -> Recording:
    copy_dir = os.path.realpath(ws.dir("original"))
    copy_file = os.path.join(copy_dir, os.path.relpath(str(path), ws.folder))
    spec["file"] = copy_file
    spec["result"] = ws.scratch("result.json")
    spec_path = ws.scratch("spec.json")
    with open(spec_path, "w", encoding="utf-8") as f:
        json.dump(spec, f)
    env = _child_env(Options(memory_limit=memory))
    interpreter = python or os.environ.get("TORCHLINT_PYTHON") or sys.executable
    if os.path.realpath(interpreter) != os.path.realpath(sys.executable):
        # another environment's interpreter: give it the bootstrap's few modules alone, not
        # the folder torchlint is installed in (this environment's packages would shadow its)
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (_bootstrap_package(ws.scratch("bootstrap")),
                        os.environ.get("PYTHONPATH")) if p)
    mark = reaper.new_mark()
    env[reaper.MARK] = mark  # inherited by whatever the program starts: found and ended
    if device == "cpu":
        env["CUDA_VISIBLE_DEVICES"] = ""  # the program's own device choice falls to the CPU
    stdout_path, stderr_path = ws.scratch("stdout.log"), ws.scratch("stderr.log")
    shown = " ".join([path.name, *[str(a) for a in spec["args"]]])  # type: ignore[union-attr]
    how = "optimizer steps"
    if hint is not None:
        how += f", else iterations of the loop at line {hint.line}"
    if spec["window_after"] is not None:
        how += (f", else {spec['window']:g} s of wall time after the first "
                f"{spec['window_after']:g} s")
    progress(f"profile: running python {shown} in a copy of {ws.folder} (steps: {how}; "
             f"{spec['warmup']} warm-up, {spec['steps']} recorded; timeout {timeout:g} s)")
    started = time.monotonic()
    with open(stdout_path, "wb") as out, open(stderr_path, "wb") as err:
        proc = subprocess.Popen(
            [interpreter, "-m", "torchlint.profile.bootstrap", spec_path],
            stdin=subprocess.DEVNULL, stdout=out, stderr=err, cwd=copy_dir, env=env,
            start_new_session=(os.name == "posix"),
        )
        timed_out = False
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
        except BaseException:
            _kill(proc, mark)
            raise
        # every time: what the program forked (DataLoader workers) dies with it
        _kill(proc, mark)
    elapsed = time.monotonic() - started
    # the profiler's own log lines (kineto's `USDT:... profiler_start`) are not the program's
    tail = "\n".join(line for line in ws.as_user_sees(_tail(stderr_path, 40)).splitlines()
                     if not line.startswith(("USDT:", "STAGE:")))
    result = _read_result(str(spec["result"]))
    trace = Path(str(spec["trace"]))
    roots = [(copy_dir, os.path.realpath(ws.folder))]
    if result.get("status") == "recorded" and trace.is_file():
        stopped = bool(result.get("stopped_early"))
        progress(f"profile: recorded {result['steps']} step(s) ({result['source']}) in "
                 f"{elapsed:.1f} s" + ("; the program was then ended" if stopped else ""))
        return Recording(
            trace=trace, steps=int(result["steps"]), step_source=str(result["source"]),
            roots=roots, stopped_early=stopped,
            returncode=None if stopped else proc.returncode, stderr_tail=tail,
            notes=list(ws.notes), seconds=elapsed,
        )
    last = _last_line(tail)
    said = f": {last}" if last else ""
    if timed_out:
        raise ProfileError(
            f"{path.name} timed out after {timeout:g} s (--timeout) before {spec['warmup']} "
            f"warm-up and {spec['steps']} recorded step(s) had run; the program was ended"
            f"{said}")
    if result.get("status") == "no-steps":
        raise ProfileError(f"{path.name}: {result.get('message')}")
    if result.get("status") == "error" or (proc.returncode not in (0, None) and not result):
        status = proc.returncode
        if result.get("status") != "error" and status is not None and status < 0:
            raise ProfileError(ws.as_user_sees(_died(path.name, status, Options(
                memory_limit=memory))).splitlines()[0] + said)
        seen = int(result.get("seen", 0)) if result else 0
        when = "before its first step" if seen == 0 else f"after {seen} step(s)"
        if last:
            # a path that climbs out of the folder names nothing in the copy: the likely cause
            outside = next((n for n in ws.notes if "copies only that folder" in n), None)
            why = (" (" + outside.replace("verify copies", "profile copies")
                   .replace("in the copies", "in the copy") + ")") if outside else ""
            raise ProfileError(f"{path.name} failed {when} (exit status {status}): {last}{why}")
        raise ProfileError(f"{path.name} failed {when} with exit status {status}")
    raise ProfileError(f"{path.name}: no trace was recorded (exit status {proc.returncode})"
                       + said)


#: what the bootstrap imports of torchlint (the standard library apart)
BOOTSTRAP_MODULES = ("__init__.py", "profile/__init__.py", "profile/bootstrap.py",
                     "verify/__init__.py", "verify/devices.py", "verify/protocol.py",
                     "verify/reaper.py", "verify/worker.py")


def _bootstrap_package(folder: str) -> str:
    """A folder holding a torchlint package of the bootstrap's modules alone."""
    import shutil

    package = Path(__file__).resolve().parent.parent
    for name in BOOTSTRAP_MODULES:
        target = Path(folder) / "torchlint" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(package / name, target)
    return folder


def _read_result(path: str) -> dict[str, object]:
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}
