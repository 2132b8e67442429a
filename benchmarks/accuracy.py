"""Precision and recall of every rule on real code: writes docs/accuracy.md.

Reproduce (the corpus is downloaded by ../shared/corpus.sh; ten to twenty minutes on two cores):

    ../shared/corpus.sh .corpus && ../shared/corpus.sh .corpus train
    .venv/bin/python benchmarks/accuracy.py

What it does:

1. Runs every rule (``--select ALL --preview --pedantic``, through ``torchlint.api.lint_paths``
   with an empty configuration) over the library corpus (timm, torchvision, pytorch_lightning,
   accelerate, diffusers, transformers) and the training set (torchtune, litgpt, torchtitan,
   ultralytics), and counts findings per rule per project: all of them, and those the default
   shows (a finding only ``--pedantic`` shows carries its reason).
2. Draws two review samples per rule, each every finding when there are at most 30, otherwise
   the 30 whose seeded hash ranks lowest (a fixed-seed random sample that does not reshuffle
   when one finding appears or disappears):
   - the *spec* sample from every finding: does it match what the catalog says to flag?
     (``spec``: ``tp``/``fp``);
   - the *user* sample from the findings shown by default, with the rule's seed in
     ``USER_SEEDS`` (a rule changed after a review gets a fresh seed): would an experienced
     PyTorch engineer change this code? (``user``: ``yes``/``no``). A rule is on by default
     only at 90% user precision or better.
   Verdicts, each with a one-line reason, are in ``benchmarks/precision_review.csv``; the
   sampled keys are written to ``benchmarks/accuracy_samples.json`` so that a fast test can
   recount every figure of the report from the CSV.
3. Recall: greps the same files for each pattern of ``RECALL_PATTERNS`` below. A hit is
   reported when a default finding spans it; the others are excused by the mechanical checks
   of ``explain_*`` (a correct silence by the catalog's own conditions, or a test file), or
   need reading: of those (including hits only ``--pedantic`` reports) a seeded sample of 30
   per rule is read and recorded in ``benchmarks/recall_review.csv`` (``silent``/``miss``),
   and the miss rate gives the estimated user recall.

``--todo`` lists what still needs a verdict, ``--todo-json FILE`` writes it as JSON lines for
a reviewer, and ``--import CSV`` merges a reviewer's verdicts
(``kind,path,line,code,verdict,reason`` with kind ``spec``/``user``/``recall``).
``--reuse`` skips linting and uses the findings of the previous run (kept in the corpus folder),
``--rules TL101,TL202`` re-lints only those rules and keeps the others' previous findings,
``--lint-only`` saves the findings without writing the report.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import io
import json
import os
import re
import sys
import tempfile
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from torchlint import api, registry  # noqa: E402
from torchlint.files import discover  # noqa: E402

LIBS = ("timm", "torchvision", "pytorch_lightning", "accelerate", "diffusers", "transformers")
TRAIN = ("torchtune", "litgpt", "torchtitan", "ultralytics")
PROJECTS = LIBS + TRAIN
SAMPLE_SIZE = 30
SEED = "torchlint-accuracy"  # the spec sample, drawn from every finding (`--pedantic`)
#: The user sample of each rule is drawn from its default findings with this seed. A rule
#: changed because of what its review found gets a new seed: a figure measured on the findings
#: it was tuned on does not count, so the next review reads a fresh sample.
USER_SEEDS: dict[str, str] = {
    # random factories outside loops left to --pedantic after user-1 (3 of its 6 "no")
    "TL101": "user-2",
}
USER_SEED = "user-1"
BAR = 0.90  # a rule is on by default only at this user precision or better
PRECISION_CSV = ROOT / "benchmarks" / "precision_review.csv"
SAMPLES = ROOT / "benchmarks" / "accuracy_samples.json"
RECALL_CSV = ROOT / "benchmarks" / "recall_review.csv"
REPORT = ROOT / "docs" / "accuracy.md"
CORPUS_SCRIPT = ROOT.parent / "shared" / "corpus.sh"
COMMAND = ".venv/bin/python benchmarks/accuracy.py"
CSV_FIELDS = ("path", "line", "code", "verdict", "reason")
PRECISION_FIELDS = ("path", "line", "code", "spec", "spec_reason", "user", "user_reason")
ENGINE_CODES = ("TL001", "TL002")


@dataclass(frozen=True, order=True)
class Finding:
    path: str  # corpus-relative, with forward slashes: "timm/models/vit.py"
    line: int
    column: int
    code: str
    end_line: int
    message: str
    pedantic: str = ""  # why only --pedantic shows it; empty: shown by default

    @property
    def shown(self) -> bool:
        """Shown by default (with ``--preview`` for a preview rule)."""
        return not self.pedantic

    @property
    def project(self) -> str:
        return self.path.split("/", 1)[0]

    @property
    def key(self) -> tuple[str, int, str]:
        return (self.path, self.line, self.code)


# -- linting --------------------------------------------------------------------------------
def corpus_files(corpus: Path, projects: Iterable[str] = PROJECTS) -> list[str]:
    """Corpus-relative paths of the files ``torchlint check <project>`` looks at."""
    found: list[str] = []
    for project in projects:
        folder = corpus / project
        if not folder.is_dir():
            raise SystemExit(f"{folder}: missing; run ../shared/corpus.sh {corpus} first")
        for item in discover([folder], lambda path, real: False):
            found.append(item.path.resolve().relative_to(corpus.resolve()).as_posix())
    return sorted(found)


def _lint_chunk(job: tuple[str, list[str], list[str], str]) -> list[Finding]:
    corpus, paths, select, config = job
    run = api.lint_paths(
        [os.path.join(corpus, p) for p in paths], select=select, preview=True, config=config,
        pedantic=True,
    )
    out = []
    for result in run.files:
        relative = Path(os.path.abspath(result.path)).relative_to(os.path.abspath(corpus)).as_posix()
        for d in result.diagnostics:
            out.append(
                Finding(relative, d.location.row, d.location.column, d.code,
                        d.end_location.row, d.message, d.pedantic or "")
            )
    return out


def lint(corpus: Path, files: list[str], select: list[str], jobs: int) -> list[Finding]:
    registry.all_rules()  # discovered once, before the workers fork: one rule set for all
    # An empty configuration file: no pyproject.toml around the corpus may change the rules.
    with tempfile.TemporaryDirectory() as folder:
        config = os.path.join(folder, "torchlint.toml")
        Path(config).write_text("", encoding="utf-8")
        chunks = [files[i : i + 40] for i in range(0, len(files), 40)]
        work = [(str(corpus), chunk, select, config) for chunk in chunks]
        findings: list[Finding] = []
        if jobs <= 1:
            for job in work:
                findings.extend(_lint_chunk(job))
        else:
            with ProcessPoolExecutor(jobs) as pool:
                for part in pool.map(_lint_chunk, work):
                    findings.extend(part)
    return sorted(findings)


def store_path(corpus: Path) -> Path:
    return corpus / ".torchlint-accuracy.json"


def save(corpus: Path, findings: list[Finding], files: list[str]) -> None:
    data = {"files": files, "findings": [f.__dict__ for f in findings]}
    store_path(corpus).write_text(json.dumps(data), encoding="utf-8")


def load(corpus: Path) -> tuple[list[Finding], list[str]]:
    path = store_path(corpus)
    if not path.is_file():
        raise SystemExit(f"{path}: no previous run to reuse")
    data = json.loads(path.read_text(encoding="utf-8"))
    return [Finding(**f) for f in data["findings"]], data["files"]


# -- sampling and verdicts ------------------------------------------------------------------
def _rank(finding: Finding, seed: str = SEED) -> str:
    text = f"{seed}|{finding.code}|{finding.path}|{finding.line}|{finding.column}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def user_seed(code: str) -> str:
    return USER_SEEDS.get(code, USER_SEED)


def sample(
    findings: Iterable[Finding], size: int = SAMPLE_SIZE, seed: str | Callable[[str], str] = SEED
) -> dict[str, list[Finding]]:
    """Each rule's review sample: all its findings, or the ``size`` with the lowest seeded
    hash. Ranking by hash rather than shuffling keeps the sample stable: removing a false
    positive from the rule brings in one new finding instead of a new sample. ``seed`` may
    be a function of the rule's code."""
    by_code: dict[str, list[Finding]] = defaultdict(list)
    for finding in findings:
        if finding.code not in ENGINE_CODES:
            by_code[finding.code].append(finding)
    chosen = {}
    for code, items in by_code.items():
        unique = {f.key: f for f in sorted(items)}  # one verdict per (path, line, code)
        rule_seed = seed(code) if callable(seed) else seed
        picked = sorted(unique.values(), key=lambda f: _rank(f, rule_seed))[:size]
        chosen[code] = sorted(picked)
    return chosen


@dataclass(frozen=True)
class Verdict:
    path: str
    line: int
    code: str
    verdict: str
    reason: str


def read_verdicts(path: Path, allowed: tuple[str, ...]) -> dict[tuple[str, int, str], Verdict]:
    """Rows of a review CSV by (path, line, code); raises ValueError on a malformed row."""
    verdicts: dict[tuple[str, int, str], Verdict] = {}
    if not path.is_file():
        return verdicts
    with open(path, newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        if tuple(reader.fieldnames or ()) != CSV_FIELDS:
            raise ValueError(f"{path.name}: header must be {','.join(CSV_FIELDS)}")
        for number, row in enumerate(reader, start=2):
            if row["verdict"] not in allowed:
                raise ValueError(f"{path.name}:{number}: verdict must be one of {allowed}")
            if not row["reason"].strip() or not row["line"].isdigit():
                raise ValueError(f"{path.name}:{number}: needs a line number and a reason")
            verdict = Verdict(row["path"], int(row["line"]), row["code"], row["verdict"],
                              row["reason"].strip())
            key = (verdict.path, verdict.line, verdict.code)
            if key in verdicts:
                raise ValueError(f"{path.name}:{number}: duplicate row for {key}")
            verdicts[key] = verdict
    return verdicts


@dataclass(frozen=True)
class Review:
    """One row of the precision review: the spec verdict (does the finding match what the
    catalog says to flag: ``tp``/``fp``) and the user verdict (would an experienced PyTorch
    engineer change this code: ``yes``/``no``), each with its one-line reason. Either may be
    empty: a row is read for the samples it belongs to."""

    path: str
    line: int
    code: str
    spec: str
    spec_reason: str
    user: str
    user_reason: str


def read_reviews(path: Path) -> dict[tuple[str, int, str], Review]:
    """Rows of the precision review by (path, line, code); raises ValueError on a bad row."""
    reviews: dict[tuple[str, int, str], Review] = {}
    if not path.is_file():
        return reviews
    with open(path, newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        if tuple(reader.fieldnames or ()) != PRECISION_FIELDS:
            raise ValueError(f"{path.name}: header must be {','.join(PRECISION_FIELDS)}")
        for number, row in enumerate(reader, start=2):
            if not row["line"].isdigit():
                raise ValueError(f"{path.name}:{number}: needs a line number")
            for column, allowed in (("spec", ("tp", "fp")), ("user", ("yes", "no"))):
                verdict, reason = row[column].strip(), row[f"{column}_reason"].strip()
                if verdict and verdict not in allowed:
                    raise ValueError(f"{path.name}:{number}: {column} must be one of {allowed}")
                if bool(verdict) != bool(reason):
                    raise ValueError(f"{path.name}:{number}: {column} needs a verdict and a reason")
            if not row["spec"].strip() and not row["user"].strip():
                raise ValueError(f"{path.name}:{number}: no verdict")
            review = Review(row["path"], int(row["line"]), row["code"], row["spec"].strip(),
                            row["spec_reason"].strip(), row["user"].strip(),
                            row["user_reason"].strip())
            key = (review.path, review.line, review.code)
            if key in reviews:
                raise ValueError(f"{path.name}:{number}: duplicate row for {key}")
            reviews[key] = review
    return reviews


def samples_of(findings: Iterable[Finding]) -> dict[str, dict[str, list[Finding]]]:
    """``{"spec": {code: sample}, "user": {code: sample}}``: the spec sample is drawn from every
    finding (what ``--pedantic`` shows), the user sample from the default findings only."""
    findings = list(findings)
    return {
        "spec": sample(findings),
        "user": sample([f for f in findings if f.shown], seed=user_seed),
    }


def samples_data(samples: dict[str, dict[str, list[Finding]]]) -> dict:
    """The sampled keys, committed beside the report so a fast test can recount it."""
    codes = sorted(set(samples["spec"]) | set(samples["user"]))
    return {
        "spec_seed": SEED,
        "rules": {
            code: {
                "spec": [f"{f.path}:{f.line}" for f in samples["spec"].get(code, [])],
                "user_seed": user_seed(code),
                "user": [f"{f.path}:{f.line}" for f in samples["user"].get(code, [])],
            }
            for code in codes
        },
    }


def tally(
    data: dict, reviews: dict[tuple[str, int, str], Review], code: str
) -> dict[str, int]:
    """A rule's counts from the samples file and the review rows: what the report must say."""
    entry = data["rules"].get(code, {"spec": [], "user": []})

    def rows(kind: str) -> list[Review | None]:
        out = []
        for item in entry[kind]:
            path, line = item.rsplit(":", 1)
            out.append(reviews.get((path, int(line), code)))
        return out

    spec, user = rows("spec"), rows("user")
    return {
        "spec_sampled": len(spec),
        "spec_reviewed": sum(1 for r in spec if r is not None and r.spec),
        "spec_fp": sum(1 for r in spec if r is not None and r.spec == "fp"),
        "user_sampled": len(user),
        "user_reviewed": sum(1 for r in user if r is not None and r.user),
        "user_no": sum(1 for r in user if r is not None and r.user == "no"),
    }


# -- recall ---------------------------------------------------------------------------------
FACTORIES = (
    "rand randn randint randperm normal zeros ones empty full arange linspace logspace eye tensor"
).split()
_FACTORY = r"\btorch\.(?:" + "|".join(FACTORIES) + r")\("


@dataclass(frozen=True)
class Hit:
    path: str
    line: int
    code: str
    form: str  # which pattern matched
    columns: tuple[int, ...]  # 0-based starts of the matches on the line

    @property
    def key(self) -> tuple[str, int, str]:
        return (self.path, self.line, self.code)


# The raw patterns, one regular expression per physical line unless said otherwise. They are
# deliberately wider than the rules: every hit the rule leaves alone must be explained.
RECALL_PATTERNS: dict[str, list[tuple[str, re.Pattern[str]]]] = {
    # `torch.<factory>(...)` and, later on the same line, `.cuda(` or `.to(`.
    "TL101": [("chained", re.compile(_FACTORY + r".*\.(?:cuda|to)\("))],
    # `.cpu()` followed later on the same line by `.numpy()`, or directly by `.detach()`.
    "TL202": [
        ("cpu-numpy", re.compile(r"\.cpu\(\).*\.numpy\(")),
        ("cpu-detach", re.compile(r"\.cpu\(\)\s*\.detach\(")),
    ],
    # any call of something named DataLoader.
    "TL301": [("call", re.compile(r"\bDataLoader\("))],
    # functional dropout: `F.dropout(`, `nn.functional.dropout2d(`, `functional.alpha_dropout(`
    # and bare imported names (`dropout(` after `from torch.nn.functional import dropout`).
    # a copy to a device without `non_blocking`, in a file that pins something
    "TL102": [("copy", re.compile(r"\.(?:cuda|to)\((?![^)]*non_blocking)"))],
    # `.item()`, in a file that calls `.backward(`
    "TL201": [("item", re.compile(r"\.item\(\)"))],
    # `.eval()`
    "TL402": [("eval", re.compile(r"\.eval\(\)"))],
    "TL401": [
        ("functional", re.compile(
            r"(?:\bF|\bfunctional|\bnn\.functional)\.(?:feature_alpha_|alpha_)?dropout(?:[123]d)?\("
        )),
        ("imported", re.compile(r"(?<![.\w])(?:feature_alpha_|alpha_)?dropout(?:[123]d)?\(")),
    ],
}
# TL101's two-statement form spans two lines: `x = torch.<factory>(...)` whose next
# non-blank line is `x = x.cuda(...)` / `x = x.to(...)`.
_TWO_FIRST = re.compile(r"^(\s*)(\w+)\s*=\s*" + _FACTORY)
_TWO_SECOND = r"^{indent}{name}\s*=\s*{name}\s*\.(?:cuda|to)\("


def grep(corpus: Path, files: list[str]) -> list[Hit]:
    hits: list[Hit] = []
    for path in files:
        text = (corpus / path).read_text(encoding="utf-8", errors="replace")
        if not any(w in text for w in ("torch", "DataLoader", "dropout", "cpu")):
            continue
        lines = text.splitlines()
        needs = {"TL102": ("pin_memory=True", ".pin_memory("), "TL201": (".backward(",)}
        for code, patterns in RECALL_PATTERNS.items():
            if code in needs and not any(word in text for word in needs[code]):
                continue
            for number, line in enumerate(lines, start=1):
                for form, pattern in patterns:
                    columns = tuple(m.start() for m in pattern.finditer(line))
                    if columns:
                        hits.append(Hit(path, number, code, form, columns))
                        break
        for number, line in enumerate(lines, start=1):
            first = _TWO_FIRST.match(line)
            if not first:
                continue
            following = number
            while following < len(lines) and not lines[following].strip():
                following += 1
            if following < len(lines):
                second = re.compile(
                    _TWO_SECOND.format(indent=re.escape(first.group(1)), name=re.escape(first.group(2)))
                )
                if second.match(lines[following]):
                    column = re.search(_FACTORY, line).start()  # type: ignore[union-attr]
                    hits.append(Hit(path, number, "TL101", "two-statement", (column,)))
    # a line matched by both TL101 forms counts once (as the chained form)
    unique: dict[tuple[str, int, str], Hit] = {}
    for hit in hits:
        unique.setdefault((hit.path, hit.line, hit.code), hit)
    return sorted(unique.values(), key=lambda h: (h.path, h.line, h.code))


#: TL402 reports at the first call of the model after `.eval()`, not at `.eval()`: an
#: `.eval()` hit counts as reported when a finding follows it within this many lines.
EVAL_REACH = 50


def reported(hit: Hit, by_file: dict[tuple[str, str], list[Finding]]) -> bool:
    found = by_file.get((hit.path, hit.code), ())
    if hit.code == "TL402":
        return any(hit.line <= f.line <= hit.line + EVAL_REACH for f in found)
    return any(f.line <= hit.line <= f.end_line for f in found)


class ParsedFile:
    """A corpus file parsed once for the recall account: nodes by position, parents, names."""

    def __init__(self, text: str) -> None:
        import libcst as cst
        from libcst.metadata import MetadataWrapper, PositionProvider

        from torchlint.rule import Context

        self.text = text
        self.module = cst.parse_module(text)
        wrapper = MetadataWrapper(self.module, unsafe_skip_copy=True)
        positions = wrapper.resolve(PositionProvider)
        self.parent: dict[int, cst.CSTNode] = {}
        self.start: dict[tuple[int, int], list[cst.CSTNode]] = defaultdict(list)
        self.positions = positions
        for node, span in positions.items():
            self.start[(span.start.line, span.start.column)].append(node)
        stack: list[cst.CSTNode] = [self.module]
        while stack:
            node = stack.pop()
            for child in node.children:
                self.parent[id(child)] = node
                stack.append(child)
        self.ctx = Context(self.module, text, "<corpus>")
        self._strings = _string_and_comment_spans(text)

    def stack(self, node) -> list:  # noqa: ANN001
        """The node's ancestors, module first, the node last (as rules see ``ctx.stack``)."""
        chain = [node]
        while id(chain[-1]) in self.parent:
            chain.append(self.parent[id(chain[-1])])
        return list(reversed(chain))

    def qualified_name(self, expr) -> str | None:  # noqa: ANN001
        return self.ctx.resolver.qualified_name(expr, self.stack(expr))

    def nodes_at(self, line: int, column: int, kind) -> list:  # noqa: ANN001
        return [n for n in self.start.get((line, column), ()) if isinstance(n, kind)]

    def in_string_or_comment(self, line: int, column: int) -> bool:
        return any(start <= (line, column) < end for start, end in self._strings)


def _string_and_comment_spans(text: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    import tokenize

    spans = []
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type in (tokenize.STRING, tokenize.COMMENT) or (
                sys.version_info >= (3, 12) and token.type == tokenize.FSTRING_MIDDLE
            ):
                spans.append((token.start, token.end))
    except (tokenize.TokenError, SyntaxError):
        pass
    return spans


def _call_of(parsed: ParsedFile, name_node):  # noqa: ANN001
    """The call whose callee ends in ``name_node`` (``DataLoader`` in ``data.DataLoader(...)``)."""
    import libcst as cst

    node = name_node
    parent = parsed.parent.get(id(node))
    if isinstance(parent, cst.Attribute) and parent.attr is node:
        node, parent = parent, parsed.parent.get(id(parent))
    if isinstance(parent, cst.Call) and parent.func is node:
        return parent
    return None


def _under_no_grad(parsed: ParsedFile, node) -> bool:  # noqa: ANN001
    """Inside ``with torch.no_grad()`` / ``inference_mode()`` or a function decorated with
    either: the rule's own test (``torchlint.semantic.syntax.no_grad_among``) on this file's stack."""
    from torchlint.semantic.syntax import no_grad_among

    return no_grad_among(reversed(parsed.stack(node)[:-1]), parsed.qualified_name)


UNEXPLAINED = "unexplained"


def explain_TL101(parsed: ParsedFile, hit: Hit) -> str:
    import libcst as cst

    from torchlint.semantic.syntax import find_arg, is_device_like

    reasons = []
    for column in hit.columns:
        if parsed.in_string_or_comment(hit.line, column):
            reasons.append("in a string or comment")
            continue
        calls = [c for c in parsed.nodes_at(hit.line, column, cst.Call)
                 if (parsed.qualified_name(c.func) or "").split(".")[-1] in FACTORIES]
        if not calls:
            reasons.append(UNEXPLAINED)
            continue
        factory = calls[0]
        qualified = parsed.qualified_name(factory.func) or ""
        if not qualified.startswith("torch."):
            reasons.append("`torch` here is not the torch package")
            continue
        if find_arg(factory, "device") is not None:
            reasons.append("the factory already passes `device=`")
            continue
        if any(a.star == "**" for a in factory.args):
            reasons.append("`**kwargs` may hold `device=`")
            continue
        move = None
        if hit.form == "two-statement":
            statement = parsed.parent.get(id(factory))
            if not isinstance(statement, cst.Assign):
                reasons.append("two statements: the first assigns more than the factory call")
                continue
            line = parsed.parent.get(id(statement))
            block = parsed.parent.get(id(line))
            body = list(getattr(block, "body", ()))
            if line in body and body.index(line) + 1 < len(body):
                nxt = body[body.index(line) + 1]
                value = getattr(nxt.body[0], "value", None) if isinstance(nxt, cst.SimpleStatementLine) else None
                move = value if isinstance(value, cst.Call) else None
                if move is None:
                    reasons.append("two statements: the second is not a plain move of the name")
                    continue
        else:
            parent = parsed.parent.get(id(factory))
            grand = parsed.parent.get(id(parent))
            if (isinstance(parent, cst.Attribute) and parent.value is factory
                    and isinstance(grand, cst.Call) and grand.func is parent):
                if parent.attr.value in ("cuda", "to"):
                    move = grand
                else:
                    reasons.append("another call between factory and move (`.half().cuda()`)")
                    continue
            else:
                reasons.append("the move applies to another expression, not the factory's result")
                continue
        if move is None or not isinstance(move.func, cst.Attribute):
            reasons.append(UNEXPLAINED)
            continue
        if any(a.star == "**" for a in move.args):
            reasons.append("`**kwargs` in the move")
            continue
        if move.func.attr.value == "cuda":
            reasons.append(UNEXPLAINED)
            continue
        target = find_arg(move, "device", 0)
        if target is None:
            reasons.append("`.to()` without a device (dtype or keywords only)")
        elif not is_device_like(parsed.ctx, target.value):
            text = parsed.module.code_for_node(target.value)
            if text.strip("'\"") == "cpu":
                reasons.append("`.to(\"cpu\")` is not a move to an accelerator")
            else:
                reasons.append("`.to()` argument is not device-like (a dtype, a tensor, another name)")
        else:
            reasons.append(UNEXPLAINED)
    return _combine(reasons)


GRAD_FREE = {"argmax", "argmin", "argsort", "topk", "bincount", "nonzero", "long", "int", "short",
             "char", "byte", "bool", "data"}


def explain_TL202(parsed: ParsedFile, hit: Hit) -> str:
    import libcst as cst

    from torchlint.semantic.syntax import chain, chain_receiver

    reasons = []
    for column in hit.columns:
        if parsed.in_string_or_comment(hit.line, column):
            reasons.append("in a string or comment")
            continue
        names = [n for n in parsed.nodes_at(hit.line, column + 1, cst.Name) if n.value == "cpu"]
        call = _call_of(parsed, names[0]) if names else None
        if call is None:
            reasons.append(UNEXPLAINED)
            continue
        top = call
        while True:
            parent = parsed.parent.get(id(top))
            if isinstance(parent, cst.Attribute) and parent.value is top:
                top = parent
            elif isinstance(parent, cst.Call) and parent.func is top:
                top = parent
            else:
                break
        links = [name for name, _ in chain(top)]
        index = next(i for i, (n, node) in enumerate(chain(top)) if node is call)
        before, after = links[:index], links[index + 1 :]
        if "detach" in before:
            reasons.append("`.detach()` before `.cpu()`")
        elif "numpy" not in after and after[:1] != ["detach"]:
            reasons.append("`.numpy()` belongs to another expression on the line")
        elif GRAD_FREE.intersection(before):
            reasons.append("an operation whose result never requires grad before `.cpu()`")
        elif "numpy" in after and GRAD_FREE.intersection(after[: after.index("numpy")]):
            reasons.append("an integer or bool conversion between `.cpu()` and `.numpy()`")
        elif isinstance(chain_receiver(top), cst.Comparison) or (
            isinstance(chain_receiver(top), cst.Call)
            and (parsed.qualified_name(chain_receiver(top).func) or "").split(".")[-1] in GRAD_FREE
            and (parsed.qualified_name(chain_receiver(top).func) or "").startswith("torch.")
        ):
            reasons.append("an operation whose result never requires grad before `.cpu()`")
        elif _under_no_grad(parsed, top):
            reasons.append("inside `torch.no_grad()` / `inference_mode()`")
        else:
            reasons.append(UNEXPLAINED)
    return _combine(reasons)


DATALOADERS = {"torch.utils.data.DataLoader", "torch.utils.data.dataloader.DataLoader"}


def explain_TL301(parsed: ParsedFile, hit: Hit) -> str:
    import libcst as cst

    from torchlint.semantic.syntax import find_arg, is_false, module_uses_accelerator

    reasons = []
    for column in hit.columns:
        if parsed.in_string_or_comment(hit.line, column):
            reasons.append("in a string or comment")
            continue
        names = [n for n in parsed.nodes_at(hit.line, column, cst.Name) if n.value == "DataLoader"]
        call = _call_of(parsed, names[0]) if names else None
        if call is None:
            reasons.append("not a call (a class definition or a base class)")
            continue
        qualified = parsed.qualified_name(call.func)
        if qualified not in DATALOADERS:
            reasons.append("not `torch.utils.data.DataLoader` (another library's or the project's class)")
            continue
        if any(a.star == "**" for a in call.args):
            reasons.append("`**kwargs` may hold `pin_memory`")
            continue
        pin = find_arg(call, "pin_memory", 7)
        if pin is not None and not is_false(pin.value):
            reasons.append("`pin_memory` passed")
            continue
        if not module_uses_accelerator(parsed.ctx):
            reasons.append("module shows no accelerator use")
            continue
        reasons.append(UNEXPLAINED)
    return _combine(reasons)


def explain_TL401(parsed: ParsedFile, hit: Hit) -> str:
    import libcst as cst

    from torchlint.semantic.syntax import find_arg

    reasons = []
    for column in hit.columns:
        if parsed.in_string_or_comment(hit.line, column):
            reasons.append("in a string or comment")
            continue
        line_text = parsed.text.splitlines()[hit.line - 1]
        offset = line_text.index("dropout", column) if "dropout" in line_text[column:] else column
        names = [n for n in parsed.nodes_at(hit.line, offset, cst.Name) if "dropout" in n.value]
        call = _call_of(parsed, names[0]) if names else None
        if call is None:
            reasons.append("not a call (a definition or a reference)")
            continue
        qualified = parsed.qualified_name(call.func) or ""
        if not qualified.startswith("torch.nn.functional."):
            reasons.append("not torch's functional dropout (another `F`, or a local function)")
            continue
        if any(a.star == "**" for a in call.args):
            reasons.append("`**kwargs` may hold `training`")
            continue
        if find_arg(call, "training", 2) is not None:
            reasons.append("`training=` passed")
            continue
        if _under_training_check(parsed, call):
            reasons.append("inside `if self.training:`")
            continue
        reasons.append(UNEXPLAINED)
    return _combine(reasons)


def _under_training_check(parsed: ParsedFile, node) -> bool:  # noqa: ANN001
    import libcst as cst

    stack = parsed.stack(node)
    for index in range(len(stack) - 2, -1, -1):
        ancestor = stack[index]
        if isinstance(ancestor, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            return False
        if isinstance(ancestor, cst.If) and stack[index + 1] is ancestor.body:
            test = parsed.module.code_for_node(ancestor.test)
            if re.fullmatch(r"self\.training(\s+and\s+.*)?|.*\s+and\s+self\.training", test, re.S):
                return True
    return False


def _combine(reasons: list[str]) -> str:
    """One reason for a line: unexplained if any match on it is, else the first reason."""
    if not reasons or UNEXPLAINED in reasons:
        return UNEXPLAINED
    return reasons[0]


def explain_by_review(parsed: ParsedFile, hit: Hit) -> str:
    """TL102, TL201, TL402: whether a hit is a copy of a pinned batch, a sync in a training
    loop or an evaluation without no-grad takes reading the code: only strings and comments
    are excused mechanically; every other hit is left to the sampled review. (The account
    applies this from the file's tokens alone, without parsing it.)"""
    if all(parsed.in_string_or_comment(hit.line, column) for column in hit.columns):
        return "in a string or comment"
    return UNEXPLAINED


EXPLAIN: dict[str, Callable[[ParsedFile, Hit], str]] = {
    "TL101": explain_TL101, "TL102": explain_by_review, "TL201": explain_by_review,
    "TL202": explain_TL202, "TL301": explain_TL301, "TL401": explain_TL401,
    "TL402": explain_by_review,
}
RECALL_SEED = "recall-1"
TEST_FILE = "in a test file: the default leaves tests to --pedantic"
PEDANTIC = "shown only with --pedantic: "


def needs_review(reason: str) -> bool:
    """A hit the mechanical checks cannot excuse: the sampled review decides silent or miss.
    A finding that only ``--pedantic`` shows is one: the review says whether the default
    should have shown it."""
    return reason == UNEXPLAINED or reason.startswith(PEDANTIC)


def recall_sample(account: list[tuple[Hit, bool, str]], size: int = SAMPLE_SIZE) -> dict[str, list[Hit]]:
    """Per rule, the hits to review: all when at most ``size``, else the lowest seeded hashes."""
    by_code: dict[str, list[Hit]] = defaultdict(list)
    for hit, shown, reason in account:
        if not shown and needs_review(reason):
            by_code[hit.code].append(hit)

    def rank(hit: Hit) -> str:
        text = f"{RECALL_SEED}|{hit.code}|{hit.path}|{hit.line}"
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    return {code: sorted(sorted(hits, key=rank)[:size], key=lambda h: (h.path, h.line))
            for code, hits in by_code.items()}


def recall_account(
    corpus: Path, files: list[str], findings: list[Finding]
) -> list[tuple[Hit, bool, str]]:
    """(hit, reported, reason) for every grep hit: reported means shown by default; reason is
    empty then, else why not (a correct silence, or one for the sampled review)."""
    from torchlint.semantic import is_test_file

    by_file: dict[tuple[str, str], list[Finding]] = defaultdict(list)
    hidden: dict[tuple[str, str], list[Finding]] = defaultdict(list)
    for finding in findings:
        (by_file if finding.shown else hidden)[(finding.path, finding.code)].append(finding)
    parsed: dict[str, ParsedFile | None] = {}
    spans: dict[str, list] = {}
    account = []
    for hit in grep(corpus, files):
        if reported(hit, by_file):
            account.append((hit, True, ""))
            continue
        if is_test_file(hit.path):
            account.append((hit, False, TEST_FILE))
            continue
        pedantic = [f for f in hidden.get((hit.path, hit.code), ()) if f.line <= hit.line <= f.end_line]
        if pedantic:
            account.append((hit, False, PEDANTIC + pedantic[0].pedantic))
            continue
        if EXPLAIN[hit.code] is explain_by_review:  # needs the tokens only, not a parse
            if hit.path not in spans:
                text = (corpus / hit.path).read_text(encoding="utf-8", errors="replace")
                spans[hit.path] = _string_and_comment_spans(text)
            quoted = all(any(start <= (hit.line, column) < end for start, end in spans[hit.path])
                         for column in hit.columns)
            account.append((hit, False, "in a string or comment" if quoted else UNEXPLAINED))
            continue
        if hit.path not in parsed:
            try:
                parsed[hit.path] = ParsedFile((corpus / hit.path).read_text(encoding="utf-8"))
            except Exception:  # noqa: BLE001 - a file torchlint could not parse either
                parsed[hit.path] = None
        tree = parsed[hit.path]
        reason = "file does not parse (TL001)" if tree is None else EXPLAIN[hit.code](tree, hit)
        account.append((hit, False, reason))
    return account


# -- the report -----------------------------------------------------------------------------
def corpus_versions() -> dict[str, str]:
    """Pinned versions, read from ../shared/corpus.sh."""
    if not CORPUS_SCRIPT.is_file():
        return {}
    text = CORPUS_SCRIPT.read_text(encoding="utf-8")
    return dict(re.findall(r"([A-Za-z_]+)==([\w.]+)", text))


# Round 20 of the user-code reviews (docs/accuracy-user-code.md): the held-out fresh3-fresh40
# reviews, and TL415's held-out review on fresh20 and fresh21, pooled; a row whose `counts` column says no (the rule changed on that review's
# verdicts, or the finding is no longer reported by default) is left out.
USER_CODE_REVIEWS = tuple(
    ROOT / "benchmarks" / "reviews" / f"usercode-review-{name}.csv"
    for name in ("fresh3-2812", "fresh4-2813", "fresh5-2814", "fresh6-2815", "fresh7-2816",
                 "fresh8-2817", "fresh9-2818", "fresh10-2820", "fresh10b-2821", "fresh11-2822",
                 "fresh11b-2823", "fresh12-2824", "fresh13-2825",
                 "fresh14-2826", "fresh15-2827", "fresh16-2828", "fresh17-2829", "fresh18-2830",
                 "fresh19-2831", "fresh20-2832", "fresh21-2833", "fresh22-2834",
                 "fresh23-2835", "fresh24-2836", "fresh25-2837", "fresh26-2838", "fresh27-2839",
                 "fresh28-2840", "fresh29-2841", "fresh30-2842", "fresh31-2843",
                 "fresh32-2844", "fresh33-2845", "tl415-fresh20-21-2846", "fresh34-2847",
                 "fresh35-2848", "fresh36-2849", "fresh37-2850", "fresh38-2851", "fresh39-2852", "fresh40-2853", "fresh41-2854", "fresh42-2855")
)


def user_code_figures() -> dict[str, tuple[int, int]]:
    """(act, reviewed) per rule on user code, as round 7 counts them."""
    figures: dict[str, list[int]] = {}
    for path in USER_CODE_REVIEWS:
        rows = csv.DictReader(line for line in path.read_text(encoding="utf-8").splitlines()
                              if not line.startswith("#"))
        for row in rows:
            if (row.get("counts") or "yes").startswith("no"):
                continue
            act, reviewed = figures.setdefault(row["rule"], [0, 0])
            figures[row["rule"]] = [act + (row["verdict"] == "act"), reviewed + 1]
    return {code: (act, reviewed) for code, (act, reviewed) in figures.items()}


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def _percent(numerator: int, denominator: int) -> str:
    return f"{100 * numerator / denominator:.1f}%" if denominator else "n/a"


# Since catalog v3 the figures that decide which rules are on by default come from user code
USER_CODE_NOTE = (
    "**These are figures on library and training-framework code.** Since catalog v3, which "
    "rules are on by default is decided on user code (notebooks, research and tutorial training "
    "scripts): see [accuracy-user-code.md](accuracy-user-code.md), where one rule, TL304, "
    "reached the bar (20 reviewed findings, 90% acted on) in the held-out reviews of rounds 4 "
    "to 7 (2026-11-27 and 28) and fell below it in round 8; in round 10 TL414 reached it on one held-out split and fell below it on the next, and in rounds 11 and 12 it fell short again, and in round 13, held out since v5, it reached it again (20 of 21 on fresh24 and fresh25) and held in rounds 14 and 15 (19 of 19 on fresh26 to fresh30); in round 15 TL302, held out since v12, reached it (28 of 31 on fresh27 and fresh28) and fell below it on the next split (29 of 51 on fresh29), and v14 gave 46 of 64 on fresh30; in round 16 TL414 held (1 of 1 on fresh31, 0 of 1 on fresh32: 40 of 42 since v5), TL302 v15 gave 46 of 71 on fresh31 and v16 15 of 27 on fresh32; in rounds 17 to 20 TL302 v16 gave 33 of 38, 10 of 15, 9 of 10, 15 of 24, 12 of 20, 19 of 28, 2 of 3 and 8 of 9 on fresh33 to fresh40 (123 of 174 held out), and TL414 0 of 1 on fresh38 (40 of 43 since v5): TL414 is the one rule on by default now. The `set` column below says which "
    "rules this library review left in preview; which stable rules are on by default is decided "
    "on user code."
)


def render(
    findings: list[Finding],
    files: list[str],
    corpus: Path,
    reviews: dict[tuple[str, int, str], Review],
    account: list[tuple[Hit, bool, str]],
    recall_verdicts: dict[tuple[str, int, str], Verdict],
) -> str:
    rules = registry.all_rules()
    counts = Counter((f.code, f.project) for f in findings)
    samples = samples_of(findings)
    shown_counts = Counter(f.code for f in findings if f.shown)
    shown_per = Counter((f.code, f.project) for f in findings if f.shown)
    versions = corpus_versions()
    lines_of_code = {
        project: sum(
            (corpus / p).read_bytes().count(b"\n") for p in files if p.split("/", 1)[0] == project
        )
        for project in PROJECTS
    }
    out = [
        "# Accuracy on real code",
        "",
        "Generated by `benchmarks/accuracy.py`; do not edit by hand. To reproduce (corpus "
        "download, then a run of ten to twenty minutes on two cores):",
        "",
        "```sh",
        "../shared/corpus.sh .corpus && ../shared/corpus.sh .corpus train",
        COMMAND,
        "```",
        "",
        "Every rule runs (`--select ALL --preview --pedantic`, no configuration) over the Python files of "
        "pinned releases of ten projects. The *library* set is the shared corpus; the *training* "
        "set holds fine-tuning recipes, training loops and benchmark scripts, where the "
        "training-loop rules find their cases.",
        "",
        USER_CODE_NOTE,
        "",
    ]
    out += _table(
        ["project", "version", "set", "files", "lines"],
        [[p, versions.get(p, "?"), "library" if p in LIBS else "training",
          str(sum(1 for f in files if f.split("/", 1)[0] == p)), f"{lines_of_code[p]:,}"]
         for p in PROJECTS],
    )
    engine = Counter(f.code for f in findings if f.code in ENGINE_CODES)
    out += ["", f"Files that do not parse (TL001): {engine['TL001']}; rule crashes (TL002): "
            f"{engine['TL002']}.", ""]

    for title, projects in (("library set", LIBS), ("training set", TRAIN)):
        out += [f"## Findings per rule: {title}", ""]
        rows = []
        def cell(n: int, shown: int) -> str:
            return f"{n} ({shown})" if n != shown else str(n)

        for rule in rules:
            per = [counts[(rule.code, p)] for p in projects]
            per_shown = [shown_per[(rule.code, p)] for p in projects]
            rows.append([f"{rule.code} {rule.name}", *map(cell, per, per_shown),
                         cell(sum(per), sum(per_shown))])
        totals = [sum(counts[(r.code, p)] for r in rules) for p in projects]
        totals_shown = [sum(shown_per[(r.code, p)] for r in rules) for p in projects]
        rows.append(["**all rules**", *map(cell, totals, totals_shown),
                     cell(sum(totals), sum(totals_shown))])
        out += [f"Every finding, and in parentheses those shown by default where fewer "
                f"(`--preview` without `--pedantic`).", ""]
        out += _table(["rule", *projects, "total"], rows) + [""]

    out += [
        "## Precision",
        "",
        "Two questions, two samples per rule, each read finding by finding in its context. "
        "Verdicts and one-line reasons are in "
        "[`benchmarks/precision_review.csv`](../benchmarks/precision_review.csv); the sampled "
        "findings are listed in [`benchmarks/accuracy_samples.json`](../benchmarks/accuracy_samples.json).",
        "",
        f"- **Spec precision**: does the finding match what the catalog says to flag? Drawn from "
        f"every finding (what `--pedantic` shows): all of them when there are at most "
        f"{SAMPLE_SIZE}, otherwise the {SAMPLE_SIZE} with the lowest "
        f"`sha256(\"{SEED}|code|path|line|column\")`.",
        f"- **User precision**: would an experienced PyTorch engineer change this code? Drawn the "
        f"same way from the findings shown by default (with `--preview` for a preview rule), "
        f"with the seed in the table (`{USER_SEED}` unless the rule was changed after a review: "
        f"then a fresh seed, so that no figure is measured on the findings a rule was tuned on).",
        "",
        f"A rule below a user precision of {BAR:.0%} on its reviewed sample here is in the "
        "preview set (opt in with `--preview`) and its documentation gives the figure; the "
        "`set` column says `preview` or `stable`. Which stable rules are on by default is "
        "decided on user code (docs/accuracy-user-code.md; each rule's page says `Default: on` "
        "or `off`). A rule with no default finding on the corpus has no measured user "
        "precision and is judged on its fixtures.",
        "",
    ]
    data = samples_data(samples)
    rows = []
    for rule in rules:
        total = sum(counts[(rule.code, p)] for p in PROJECTS)
        shown = shown_counts[rule.code]
        t = tally(data, reviews, rule.code)
        spec_missing = t["spec_sampled"] - t["spec_reviewed"]
        user_missing = t["user_sampled"] - t["user_reviewed"]
        spec = _percent(t["spec_reviewed"] - t["spec_fp"], t["spec_reviewed"])
        user = _percent(t["user_reviewed"] - t["user_no"], t["user_reviewed"])
        meets = "n/a" if not t["user_reviewed"] else (
            "yes" if t["user_reviewed"] - t["user_no"] >= BAR * t["user_reviewed"] else "**no**")
        rows.append([
            f"{rule.code} {rule.name}", str(total), str(shown),
            str(t["spec_reviewed"]), str(t["spec_fp"]),
            spec + (f" ({spec_missing} unreviewed)" if spec_missing else ""),
            f"`{user_seed(rule.code)}`", str(t["user_reviewed"]), str(t["user_no"]),
            user + (f" ({user_missing} unreviewed)" if user_missing else ""), meets,
            "preview" if rule.preview else "stable",
        ])
    on_user_code = user_code_figures()
    for rule, row in zip(rules, rows):
        act, reviewed = on_user_code.get(rule.code, (0, 0))
        row.append(f"{act} / {reviewed}" if reviewed else "none reviewed")
    out += _table(["rule", "findings (--pedantic)", "shown by default", "spec reviewed",
                   "spec false positives", "spec precision", "user seed", "user reviewed",
                   "user no", "user precision", "meets bar", "set",
                   "user code: act / reviewed"], rows) + [""]
    out += [
        "The last column is the rule's figure on **user code** (round 21 of "
        "[accuracy-user-code.md](accuracy-user-code.md): the held-out `fresh3` to `fresh42` "
        "reviews pooled, as each review's `counts` column says), the figure that decides whether a rule "
        "is on by default (at least 20 reviewed since the rule last changed, at least 90% acted on: "
        "TL414, held out since v5: 40 of 42 in rounds 13 to 16, 0 of 1 on fresh38; TL302, held out since v12, reached it at 28 of 31 and fell to 57 of 80 with fresh29; v14, 46 of 64 on fresh30; v15, 46 of 71 on fresh31; v16, 15 of 27 on fresh32, 33 of 38 on fresh33, 10 of 15 on fresh34, 9 of 10 on fresh35, 15 of 24 on fresh36, 12 of 20 on fresh37, 19 of 28 on fresh38, 2 of 3 on fresh39, 8 of 9 on fresh40, 9 of 12 on fresh41 and 20 of 26 on fresh42 (152 of 212); TL415, new in round 17, 33 of 40 on fresh20, fresh21 and fresh33, 47 of 57 with fresh34 to fresh37, 52 of 86 with fresh38 to fresh40, 54 of 94 with fresh41 and fresh42; TL416, new in round 18, v1 13 of 34 on fresh34, v2 13 of 40 on fresh35, v3 13 of 40 on fresh36, 10 of 26 on fresh37, 3 of 9 on fresh38, 1 of 4 counted on fresh39, 0 of 2 on fresh40, 0 of 4 on fresh41 and 1 of 6 on fresh42; TL407 v8 16 of 22 on fresh38, v9 9 of 11 on fresh39, 4 of 5 counted on fresh40, 9 of 14 on fresh41 and 8 of 16 on fresh42 (30 of 46)).",
        "",
    ]
    noes = [(f, reviews[f.key]) for code in sorted(samples["user"]) for f in samples["user"][code]
            if f.key in reviews and reviews[f.key].user == "no"]
    if noes:
        out += ["Default findings an engineer would not act on, in the user samples:", ""]
        out += [f"- {f.code} `{f.path}:{f.line}`: {r.user_reason}" for f, r in noes]
        out += [""]

    out += [
        "## Recall",
        "",
        "For " + ", ".join(sorted(EXPLAIN)) + " the same files are searched line by line for "
        "the raw pattern, wider than the rule (the regular expressions are `RECALL_PATTERNS` in "
        "`benchmarks/accuracy.py`):",
        "",
        "- TL101: `torch.<factory>(` with `.cuda(` or `.to(` later on the same line, and the "
        "two-statement form `x = torch.<factory>(...)` whose next non-blank line is "
        "`x = x.cuda(...)` / `x = x.to(...)`;",
        "- TL102: `.cuda(` / `.to(` without `non_blocking` on the line, in a file that pins "
        "(`pin_memory=True` or `.pin_memory(`);",
        "- TL201: `.item()`, in a file that calls `.backward(`;",
        "- TL202: `.cpu()` followed later on the line by `.numpy(`, or directly by `.detach(`;",
        "- TL301: `DataLoader(`;",
        "- TL401: `F.` / `functional.` / bare `dropout(`, `dropout1d/2d/3d(`, `alpha_dropout(`, "
        "`feature_alpha_dropout(`;",
        f"- TL402: `.eval()` (reported when a finding follows within {EVAL_REACH} lines: the "
        "rule reports at the model's first call).",
        "",
        "A hit counts as reported when a finding the default shows spans its line. Every other "
        "hit is either excused mechanically (the script's `explain_*` checks name a correct "
        "silence by the catalog's own conditions, and test files are left to `--pedantic` by "
        "policy) or needs reading: those, including the hits only `--pedantic` reports, are "
        f"sampled ({SAMPLE_SIZE} per rule, seed `{RECALL_SEED}`) and read in "
        "[`benchmarks/recall_review.csv`](../benchmarks/recall_review.csv): `silent` (right "
        "to stay quiet by default) or `miss` (an engineer would want it flagged). Estimated "
        "user recall = reported / (reported + misses), where misses = the sample's miss rate "
        "times the hits that needed reading.",
        "",
    ]
    picked = recall_sample(account)
    summary = []
    sections: list[str] = []
    for code in sorted(EXPLAIN):
        hits = [entry for entry in account if entry[0].code == code]
        found = sum(1 for _, rep, _ in hits if rep)
        to_read = [hit for hit, rep, reason in hits if not rep and needs_review(reason)]
        chosen = picked.get(code, [])
        judged = [recall_verdicts[h.key] for h in chosen if h.key in recall_verdicts]
        misses = sum(1 for v in judged if v.verdict == "miss")
        estimate = found + (misses / len(judged) * len(to_read) if judged else 0.0)
        recall = "n/a" if not estimate or (to_read and not judged) else _percent(found, round(estimate))
        unreviewed_note = f" ({len(chosen) - len(judged)} not yet reviewed)" if len(judged) < len(chosen) else ""
        summary.append([code, str(len(hits)), str(found), str(len(hits) - found - len(to_read)),
                        str(len(to_read)), f"{len(judged)}{unreviewed_note}", str(misses), recall])
        reasons: Counter[str] = Counter()
        for hit, rep, reason in hits:
            if rep:
                continue
            if needs_review(reason):
                reason = "needs reading" + (" (" + reason[len(PEDANTIC):] + " with --pedantic)"
                                            if reason.startswith(PEDANTIC) else "")
            reasons[reason] += 1
        rule = registry.rule_by_code(code)
        sections += [f"### {code} {rule.name if rule else ''}", "",
                     f"{len(hits)} hits; {found} reported by default, {len(hits) - found} not:", ""]
        sections += _table(["why not reported", "hits"],
                           [[reason, str(n)] for reason, n in sorted(reasons.items(), key=lambda x: (-x[1], x[0]))])
        sections += [""]
        found_misses = [v for v in judged if v.verdict == "miss"]
        if found_misses:
            sections += ["Misses in the reviewed sample:", ""]
            sections += [f"- `{v.path}:{v.line}`: {v.reason}" for v in found_misses] + [""]
    out += _table(["rule", "hits", "reported", "excused", "needed reading", "read", "misses",
                   "estimated user recall"], summary) + [""]
    out += sections
    return "\n".join(out)


def unreviewed(findings: list[Finding], reviews: dict) -> list[tuple[str, Finding]]:
    """(kind, finding) for every sampled finding still without its verdict of that kind."""
    out = []
    for kind, samples in samples_of(findings).items():
        for _, picked in sorted(samples.items()):
            for f in picked:
                review = reviews.get(f.key)
                if review is None or not getattr(review, kind):
                    out.append((kind, f))
    return out


def unread_hits(account: list[tuple[Hit, bool, str]], recall_verdicts: dict) -> list[tuple[Hit, str]]:
    reasons = {hit.key: reason for hit, _, reason in account}
    return [(hit, reasons[hit.key]) for _, hits in sorted(recall_sample(account).items())
            for hit in hits if hit.key not in recall_verdicts]


def todo(findings: list[Finding], corpus: Path, reviews: dict, context: int = 0) -> list[str]:
    """The sampled findings with no verdict yet, with their source lines to start reading."""
    out = []
    for kind, f in unreviewed(findings, reviews):
        lines = (corpus / f.path).read_text(encoding="utf-8", errors="replace").splitlines()
        out.append(f"{kind}: {f.path},{f.line},{f.code}    {f.message}")
        for number in range(max(1, f.line - context), min(len(lines), f.line + context) + 1):
            mark = ">" if number == f.line else " "
            out.append(f"  {mark}{number:5} {lines[number - 1]}")
    return out


def todo_records(findings: list[Finding], account: list[tuple[Hit, bool, str]] | None,
                 reviews: dict, recall_verdicts: dict) -> list[dict]:
    """What still needs reading, one record per item, for a reviewer (``--todo-json``)."""
    records = [
        {"kind": kind, "code": f.code, "path": f.path, "line": f.line, "message": f.message}
        for kind, f in unreviewed(findings, reviews)
    ]
    for hit, reason in unread_hits(account or [], recall_verdicts):
        records.append({"kind": "recall", "code": hit.code, "path": hit.path, "line": hit.line,
                        "message": reason})
    return records


IMPORT_FIELDS = ("kind", "path", "line", "code", "verdict", "reason")


def import_verdicts(source: Path) -> tuple[int, int]:
    """Merge a reviewer's CSV (kind,path,line,code,verdict,reason; kind spec/user/recall) into
    the review files. Returns (precision rows touched, recall rows added)."""
    reviews = read_reviews(PRECISION_CSV)
    recall = read_verdicts(RECALL_CSV, ("silent", "miss"))
    touched = added = 0
    with open(source, newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        if tuple(reader.fieldnames or ()) != IMPORT_FIELDS:
            raise SystemExit(f"{source}: header must be {','.join(IMPORT_FIELDS)}")
        for row in reader:
            key = (row["path"], int(row["line"]), row["code"])
            verdict, reason = row["verdict"].strip(), " ".join(row["reason"].split())
            if row["kind"] == "recall":
                recall[key] = Verdict(*key, verdict, reason)
                added += 1
                continue
            old = reviews.get(key) or Review(*key, "", "", "", "")
            if row["kind"] == "spec":
                reviews[key] = Review(*key, verdict, reason, old.user, old.user_reason)
            else:
                reviews[key] = Review(*key, old.spec, old.spec_reason, verdict, reason)
            touched += 1
    write_reviews(reviews)
    with open(RECALL_CSV, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(CSV_FIELDS)
        for v in sorted(recall.values(), key=lambda v: (v.path, v.line, v.code)):
            writer.writerow([v.path, v.line, v.code, v.verdict, v.reason])
    read_reviews(PRECISION_CSV)  # what was written reads back
    read_verdicts(RECALL_CSV, ("silent", "miss"))
    return touched, added


def write_reviews(reviews: dict[tuple[str, int, str], Review]) -> None:
    with open(PRECISION_CSV, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(PRECISION_FIELDS)
        for r in sorted(reviews.values(), key=lambda r: (r.path, r.line, r.code)):
            writer.writerow([r.path, r.line, r.code, r.spec, r.spec_reason, r.user, r.user_reason])


# -- command line ---------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=ROOT / ".corpus")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--reuse", action="store_true", help="use the previous run's findings")
    parser.add_argument("--rules", help="re-lint only these codes (comma-separated)")
    parser.add_argument("--lint-only", action="store_true", help="save the findings, write no report")
    parser.add_argument("--todo", action="store_true", help="list sampled findings without a verdict")
    parser.add_argument("--todo-json", type=Path, metavar="FILE",
                        help="write what still needs reading (findings and recall hits) as JSON lines")
    parser.add_argument("--import", dest="import_csv", type=Path, metavar="CSV",
                        help="merge a reviewer's verdicts (kind,path,line,code,verdict,reason)")
    parser.add_argument("--context", type=int, default=0, help="source lines around --todo lines")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when a sampled finding or a recall hit lacks a verdict")
    args = parser.parse_args(argv)
    if args.import_csv:
        touched, added = import_verdicts(args.import_csv)
        print(f"{touched} precision verdicts and {added} recall verdicts merged")
        return 0
    corpus: Path = args.corpus
    if args.reuse or args.rules:
        findings, files = load(corpus)
        if args.rules:
            codes = [c.strip().upper() for c in args.rules.split(",")]
            findings = [f for f in findings if f.code not in codes]
            findings = sorted(findings + lint(corpus, files, codes, args.jobs))
            save(corpus, findings, files)
    else:
        files = corpus_files(corpus)
        findings = lint(corpus, files, ["ALL"], args.jobs)
        save(corpus, findings, files)
    if args.lint_only:
        return 0
    reviews = read_reviews(PRECISION_CSV)
    recall_verdicts = read_verdicts(RECALL_CSV, ("silent", "miss"))
    if args.todo:
        print("\n".join(todo(findings, corpus, reviews, args.context)))
        return 0
    account = recall_account(corpus, files, findings)
    if args.todo_json:
        records = todo_records(findings, account, reviews, recall_verdicts)
        args.todo_json.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
        print(f"{len(records)} items to read written to {args.todo_json}")
        return 0
    REPORT.write_text(render(findings, files, corpus, reviews, account, recall_verdicts), encoding="utf-8")
    SAMPLES.write_text(json.dumps(samples_data(samples_of(findings)), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {REPORT.relative_to(ROOT)} and {SAMPLES.relative_to(ROOT)}")
    pending = len(unreviewed(findings, reviews)) + len(unread_hits(account, recall_verdicts))
    if pending:
        print(f"{pending} findings or hits still need a verdict (--todo, --todo-json)")
    return 1 if args.check and pending else 0


if __name__ == "__main__":
    sys.exit(main())
