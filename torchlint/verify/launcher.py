"""Program mode's launcher: `python -m torchlint.verify.launcher REPORT DEVICE PRELOAD SCRIPT ARGS`.

It runs SCRIPT as ``__main__`` (as ``python SCRIPT ARGS`` would) inside a process that has
already started: with PRELOAD ``torch`` it imports torch and initialises DEVICE first, and
only then starts the clock; it synchronizes the device before stopping it. REPORT receives
``{"work": seconds, "status": exit status}`` as JSON, so the parent can tell the program's
own work from the process's start-up (interpreter, imports, device initialisation), which it
times as the rest of the process's wall time.
"""

from __future__ import annotations

import json
import os
import runpy
import sys
import time
import traceback

from torchlint.verify.devices import (
    cuda_needed_message,
    initialize,
    needs_cuda,
    synchronize,
    user_line,
)

#: the exit status that says "this code needs CUDA" (the report carries the message)
NEEDS_CUDA_STATUS = 3


def _exit_status(exc: SystemExit) -> int:
    if exc.code is None:
        return 0
    if isinstance(exc.code, int):
        return exc.code
    print(exc.code, file=sys.stderr)
    return 1


def main() -> int:
    report, device, preload, script, *args = sys.argv[1:]
    if os.environ.get("TORCHLINT_MEMORY_LIMIT"):
        import resource

        limit = int(os.environ["TORCHLINT_MEMORY_LIMIT"])
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    if preload == "torch":
        import torch  # noqa: F401  (start-up, paid before the clock starts)

        initialize(device)
    sys.argv = [script, *args]
    sys.path[0] = os.path.dirname(os.path.abspath(script))
    facts: dict = {}
    status = 0
    start = time.perf_counter()
    try:
        runpy.run_path(script, run_name="__main__")
    except SystemExit as exc:
        status = _exit_status(exc)
    except BaseException as exc:  # the program's own failure: report it like python would
        if not device.startswith("cuda") and needs_cuda(exc):
            facts["needs_cuda"] = cuda_needed_message(script, user_line(exc, script), device)
            status = NEEDS_CUDA_STATUS
        elif isinstance(exc, MemoryError):
            traceback.print_exc()
            print("the program ran out of memory (MemoryError)"
                  + (" under --memory-limit" if os.environ.get("TORCHLINT_MEMORY_LIMIT") else ""),
                  file=sys.stderr)
            status = 1
        else:
            traceback.print_exc()
            status = 1
    finally:
        if "torch" in sys.modules and status == 0:
            synchronize(device)
        facts["work"] = time.perf_counter() - start
        facts["status"] = status
        with open(report, "w", encoding="utf-8") as f:
            json.dump(facts, f)
    sys.stdout.flush()
    sys.stderr.flush()
    return status


if __name__ == "__main__":
    sys.exit(main())
