"""An independent, synchronized measurement of train_cifar.py against its fixed copy.

`python independent.py ORIGINAL.py FIXED.py` imports both files in this one process, warms
each up, then times `train_steps()` (what function mode calls) and `train(STEPS)` (what the
program runs) alternately, with torch.cuda.synchronize() around each call, and prints the
median times and their ratio. It shares no code with torchlint.

`python independent.py --variants ORIGINAL.py VARIANT.py ...` times `train_steps()` of each
variant (what `verify --each` / `--try` measure, written by write_variants.py) against the
original's, each pair on its own, the same way.
"""

import importlib.util
import json
import statistics
import sys
import time

import torch


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def timed(fn):
    torch.cuda.synchronize()
    start = time.perf_counter()
    fn()
    torch.cuda.synchronize()
    return time.perf_counter() - start


def compare(label, before, after, runs):
    for _ in range(2):
        before()
        after()
    b, a = [], []
    for i in range(runs):
        if i % 2:
            a.append(timed(after))
            b.append(timed(before))
        else:
            b.append(timed(before))
            a.append(timed(after))
    mb, ma = statistics.median(b), statistics.median(a)
    return {"what": label, "runs": runs, "before_s": mb, "after_s": ma, "speedup": mb / ma}


def variants(paths):
    original = load(paths[0], "original")
    results = []
    for i, path in enumerate(paths[1:]):
        variant = load(path, f"variant{i}")
        name = path.rsplit("/", 1)[-1].removesuffix(".py")
        results.append(compare(name, original.train_steps, variant.train_steps, 20))
    print(json.dumps({"device": torch.cuda.get_device_name(), "torch": torch.__version__,
                      "results": results}, indent=2))


def main():
    if sys.argv[1] == "--variants":
        return variants(sys.argv[2:])
    original, fixed = load(sys.argv[1], "original"), load(sys.argv[2], "fixed")
    results = [
        compare("train_steps() (function mode's entry)", original.train_steps,
                fixed.train_steps, 30),
        compare(f"train({original.STEPS}) (the program's work)", original.train,
                fixed.train, 10),
    ]
    print(json.dumps({"device": torch.cuda.get_device_name(), "torch": torch.__version__,
                      "results": results}, indent=2))


if __name__ == "__main__":
    main()
