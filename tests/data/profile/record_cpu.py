"""Record tests/data/profile/cpu_patterns.json.gz: cpu_patterns.py under torch.profiler on the
CPU, with Python stacks, 2 warm-up steps and 3 recorded ones (run with the venv's python from
this folder: `python record_cpu.py`)."""
import gzip
import json
import os
import sys

import torch
from torch.profiler import ProfilerActivity, profile, schedule

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cpu_patterns  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cpu_patterns.json.gz")


def written(prof):
    raw = OUT[:-3]
    prof.export_chrome_trace(raw)
    with open(raw, "rb") as source, gzip.GzipFile(OUT, "wb", mtime=0) as target:
        target.write(source.read())
    os.remove(raw)


if __name__ == "__main__":
    torch.set_num_threads(1)
    with profile(activities=[ProfilerActivity.CPU], with_stack=True, record_shapes=True,
                 schedule=schedule(wait=0, warmup=2, active=3), on_trace_ready=written) as prof:
        cpu_patterns.train(prof, 5)
    with gzip.open(OUT, "rt") as f:
        print(OUT, len(json.load(f)["traceEvents"]), "events")
