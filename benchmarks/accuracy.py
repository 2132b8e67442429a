"""Precision and recall of every rule on real code: writes docs/accuracy.md.

Reproduce (the corpus is downloaded by ../shared/corpus.sh; ten to twenty minutes on two cores):

    ../shared/corpus.sh .corpus && ../shared/corpus.sh .corpus train
    .venv/bin/python benchmarks/accuracy.py

What it does:

1. Runs every rule (``--select ALL --preview``, through ``torchlint.api.lint_paths`` with an
   empty configuration) over the library corpus (timm, torchvision, pytorch_lightning,
   accelerate, diffusers, transformers) and the training set (torchtune, litgpt, torchtitan,
   ultralytics), and counts findings per rule per project.
2. Draws each rule's review sample from its findings in all ten projects: every finding when
   there are at most 30, otherwise the 30 whose seeded hash ranks lowest (a fixed-seed random
   sample that does not reshuffle when one finding appears or disappears). Verdicts come from
   ``benchmarks/precision_review.csv`` (corpus-relative path, line, code, verdict ``tp``/``fp``,
   one-line reason); ``--todo`` lists the sampled findings that still need one.
3. Recall: greps the same files for each pattern of ``RECALL_PATTERNS`` below and accounts for
   every hit the rule does not report, by the mechanical checks of ``explain_*`` (a correct
   silence, with its reason) or by a reviewed verdict in ``benchmarks/recall_review.csv``
   (path, line, code, verdict ``silent``/``miss``, reason).

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
SEED = "torchlint-accuracy"
BAR = 0.05  # at most this share of false positives in a rule's reviewed sample
PRECISION_CSV = ROOT / "benchmarks" / "precision_review.csv"
RECALL_CSV = ROOT / "benchmarks" / "recall_review.csv"
REPORT = ROOT / "docs" / "accuracy.md"
CORPUS_SCRIPT = ROOT.parent / "shared" / "corpus.sh"
COMMAND = ".venv/bin/python benchmarks/accuracy.py"
CSV_FIELDS = ("path", "line", "code", "verdict", "reason")
ENGINE_CODES = ("TL001", "TL002")


@dataclass(frozen=True, order=True)
class Finding:
    path: str  # corpus-relative, with forward slashes: "timm/models/vit.py"
    line: int
    column: int
    code: str
    end_line: int
    message: str

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
        for item in discover([folder], lambda _: False):
            found.append(item.path.resolve().relative_to(corpus.resolve()).as_posix())
    return sorted(found)


def _lint_chunk(job: tuple[str, list[str], list[str], str]) -> list[Finding]:
    corpus, paths, select, config = job
    run = api.lint_paths(
        [os.path.join(corpus, p) for p in paths], select=select, preview=True, config=config
    )
    out = []
    for result in run.files:
        relative = Path(os.path.abspath(result.path)).relative_to(os.path.abspath(corpus)).as_posix()
        for d in result.diagnostics:
            out.append(
                Finding(relative, d.location.row, d.location.column, d.code,
                        d.end_location.row, d.message)
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
def _rank(finding: Finding) -> str:
    text = f"{SEED}|{finding.code}|{finding.path}|{finding.line}|{finding.column}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def sample(findings: Iterable[Finding], size: int = SAMPLE_SIZE) -> dict[str, list[Finding]]:
    """Each rule's review sample: all its findings, or the ``size`` with the lowest seeded
    hash. Ranking by hash rather than shuffling keeps the sample stable: removing a false
    positive from the rule brings in one new finding instead of a new sample."""
    by_code: dict[str, list[Finding]] = defaultdict(list)
    for finding in findings:
        if finding.code not in ENGINE_CODES:
            by_code[finding.code].append(finding)
    chosen = {}
    for code, items in by_code.items():
        unique = {f.key: f for f in sorted(items)}  # one verdict per (path, line, code)
        picked = sorted(unique.values(), key=_rank)[:size]
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
        for code, patterns in RECALL_PATTERNS.items():
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


def reported(hit: Hit, by_file: dict[tuple[str, str], list[Finding]]) -> bool:
    return any(
        f.line <= hit.line <= f.end_line for f in by_file.get((hit.path, hit.code), ())
    )


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


EXPLAIN: dict[str, Callable[[ParsedFile, Hit], str]] = {
    "TL101": explain_TL101, "TL202": explain_TL202, "TL301": explain_TL301, "TL401": explain_TL401,
}


def recall_account(
    corpus: Path, files: list[str], findings: list[Finding]
) -> list[tuple[Hit, bool, str]]:
    """(hit, reported, reason) for every grep hit; reason is empty when reported."""
    by_file: dict[tuple[str, str], list[Finding]] = defaultdict(list)
    for finding in findings:
        by_file[(finding.path, finding.code)].append(finding)
    parsed: dict[str, ParsedFile | None] = {}
    account = []
    for hit in grep(corpus, files):
        if reported(hit, by_file):
            account.append((hit, True, ""))
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


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def _percent(numerator: int, denominator: int) -> str:
    return f"{100 * numerator / denominator:.1f}%" if denominator else "n/a"


def render(
    findings: list[Finding],
    files: list[str],
    corpus: Path,
    verdicts: dict[tuple[str, int, str], Verdict],
    account: list[tuple[Hit, bool, str]],
    recall_verdicts: dict[tuple[str, int, str], Verdict],
) -> str:
    rules = registry.all_rules()
    counts = Counter((f.code, f.project) for f in findings)
    samples = sample(findings)
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
        "Every rule runs (`--select ALL --preview`, no configuration) over the Python files of "
        "pinned releases of ten projects. The *library* set is the shared corpus; the *training* "
        "set holds fine-tuning recipes, training loops and benchmark scripts, where the "
        "training-loop rules find their cases.",
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
        for rule in rules:
            per = [counts[(rule.code, p)] for p in projects]
            rows.append([f"{rule.code} {rule.name}", *map(str, per), str(sum(per))])
        totals = [sum(counts[(r.code, p)] for r in rules) for p in projects]
        rows.append(["**all rules**", *map(str, totals), str(sum(totals))])
        out += _table(["rule", *projects, "total"], rows) + [""]

    out += [
        "## Precision",
        "",
        f"Each rule's findings in all ten projects are reviewed by reading each one in its "
        f"context: all of them when there are at most {SAMPLE_SIZE}, otherwise a fixed-seed "
        f"random sample of {SAMPLE_SIZE} (the {SAMPLE_SIZE} with the lowest "
        f"`sha256(\"{SEED}|code|path|line|column\")`). Verdicts and one-line reasons are in "
        "[`benchmarks/precision_review.csv`](../benchmarks/precision_review.csv). Bar: at most "
        f"{BAR:.0%} false positives in the reviewed sample; a rule that misses it is in the "
        "preview set (opt in with `--preview`), and its documentation says why.",
        "",
        "How a finding is judged: it is a true positive when the code does what the message says "
        "and the advice has something to act on there (for TL401, dropout kept at inference on "
        "purpose still gets an explicit `training=True`, as the catalog asks). It is a false "
        "positive when the message's premise fails for that code: the tensor cannot require grad "
        "(integer or bool tensors, input data, metrics, objects that are not tensors), the batches "
        "never reach a device, workers cannot help an in-memory dataset, the loop is a profiler "
        "that synchronizes on purpose, the debugging switch is already behind a debug option. A "
        "rule with no finding on the corpus has no measured precision and stays in the default "
        "set on the strength of its fixtures.",
        "",
    ]
    rows = []
    for rule in rules:
        total = sum(counts[(rule.code, p)] for p in PROJECTS)
        picked = samples.get(rule.code, [])
        judged = [verdicts[f.key] for f in picked if f.key in verdicts]
        fp = sum(1 for v in judged if v.verdict == "fp")
        missing = len(picked) - len(judged)
        precision = _percent(len(judged) - fp, len(judged))
        meets = "n/a" if not judged else ("yes" if fp <= BAR * len(judged) else "**no**")
        rows.append([
            f"{rule.code} {rule.name}", str(total), str(len(picked)), str(fp),
            precision + (f" ({missing} unreviewed)" if missing else ""), meets,
            "preview" if rule.preview else "default",
        ])
    out += _table(["rule", "findings", "reviewed", "false positives", "precision", "meets bar",
                   "set"], rows) + [""]
    fps = [(f, verdicts[f.key]) for code in sorted(samples) for f in samples[code]
           if f.key in verdicts and verdicts[f.key].verdict == "fp"]
    if fps:
        out += ["False positives in the reviewed samples:", ""]
        out += [f"- {f.code} `{f.path}:{f.line}`: {v.reason}" for f, v in fps]
        out += [""]

    out += [
        "## Recall",
        "",
        "For TL101, TL202, TL301 and TL401 the same files are searched line by line for the raw "
        "pattern, wider than the rule (the regular expressions are `RECALL_PATTERNS` in "
        "`benchmarks/accuracy.py`):",
        "",
        "- TL101: `torch.<factory>(` with `.cuda(` or `.to(` later on the same line, and the "
        "two-statement form `x = torch.<factory>(...)` whose next non-blank line is "
        "`x = x.cuda(...)` / `x = x.to(...)`;",
        "- TL202: `.cpu()` followed later on the line by `.numpy(`, or directly by `.detach(`;",
        "- TL301: `DataLoader(`;",
        "- TL401: `F.` / `functional.` / bare `dropout(`, `dropout1d/2d/3d(`, `alpha_dropout(`, "
        "`feature_alpha_dropout(`.",
        "",
        "A hit counts as reported when a finding of the rule spans its line. Every other hit is "
        "accounted for: the script's mechanical checks (`explain_*`) name a correct silence by "
        "the catalog's own conditions, and what they cannot explain is read and recorded in "
        "[`benchmarks/recall_review.csv`](../benchmarks/recall_review.csv) (`silent` with the "
        "reason, or `miss`).",
        "",
    ]
    reported_keys = {hit.key for hit, rep, _ in account if rep}
    for code in sorted(EXPLAIN):
        hits = [entry for entry in account if entry[0].code == code]
        found = sum(1 for _, rep, _ in hits if rep)
        reasons: Counter[str] = Counter()
        for hit, rep, reason in hits:
            if rep:
                continue
            if reason == UNEXPLAINED:
                verdict = recall_verdicts.get(hit.key)
                if verdict is None:
                    reason = "**not yet reviewed**"
                elif verdict.verdict == "miss":
                    reason = "**miss, still open** (listed below)"
                else:
                    reason = "reviewed: " + verdict.reason
            reasons[reason] += 1
        rule = registry.rule_by_code(code)
        out += [f"### {code} {rule.name if rule else ''}", "",
                f"{len(hits)} hits; {found} reported, {len(hits) - found} not reported:", ""]
        out += _table(["why not reported", "hits"],
                      [[reason, str(n)] for reason, n in sorted(reasons.items(), key=lambda x: (-x[1], x[0]))])
        out += [""]
    misses = sorted(
        (v for v in recall_verdicts.values() if v.verdict == "miss"), key=lambda v: (v.code, v.path, v.line)
    )
    open_misses = [v for v in misses if (v.path, v.line, v.code) not in reported_keys]
    out += ["### Misses", ""]
    if misses:
        out += ["Hits the review found the rule should have reported (`miss` rows of the review file); "
                "a fixed one is reported now, and its case is in the rule's `bad.py`:", ""]
        out += [
            f"- {v.code} `{v.path}:{v.line}`: {v.reason} "
            f"({'still open' if v in open_misses else 'fixed: reported now'})"
            for v in misses
        ]
        out += [""]
    if not open_misses:
        out += ["No open miss: every hit the rules do not report is a correct silence.", ""]
    return "\n".join(out)


def unreviewed(findings: list[Finding], verdicts: dict) -> list[Finding]:
    return [f for _, picked in sorted(sample(findings).items()) for f in picked if f.key not in verdicts]


def todo(findings: list[Finding], corpus: Path, verdicts: dict, context: int = 0) -> list[str]:
    """The sampled findings with no verdict yet, with their source lines to start reading."""
    out = []
    for f in unreviewed(findings, verdicts):
        lines = (corpus / f.path).read_text(encoding="utf-8", errors="replace").splitlines()
        out.append(f"{f.path},{f.line},{f.code}    {f.message}")
        for number in range(max(1, f.line - context), min(len(lines), f.line + context) + 1):
            mark = ">" if number == f.line else " "
            out.append(f"  {mark}{number:5} {lines[number - 1]}")
    return out


# -- command line ---------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=ROOT / ".corpus")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--reuse", action="store_true", help="use the previous run's findings")
    parser.add_argument("--rules", help="re-lint only these codes (comma-separated)")
    parser.add_argument("--lint-only", action="store_true", help="save the findings, write no report")
    parser.add_argument("--todo", action="store_true", help="list sampled findings without a verdict")
    parser.add_argument("--recall-todo", action="store_true", help="list unexplained recall hits")
    parser.add_argument("--context", type=int, default=0, help="source lines around --todo lines")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when a sampled finding or a recall hit lacks a verdict")
    args = parser.parse_args(argv)
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
    verdicts = read_verdicts(PRECISION_CSV, ("tp", "fp"))
    recall_verdicts = read_verdicts(RECALL_CSV, ("silent", "miss"))
    if args.todo:
        print("\n".join(todo(findings, corpus, verdicts, args.context)))
        return 0
    account = recall_account(corpus, files, findings)
    if args.recall_todo:
        for hit, rep, reason in account:
            if not rep and reason == UNEXPLAINED and hit.key not in recall_verdicts:
                print(f"{hit.path},{hit.line},{hit.code}")
                print("   ", (corpus / hit.path).read_text(encoding="utf-8").splitlines()[hit.line - 1].strip())
        return 0
    REPORT.write_text(render(findings, files, corpus, verdicts, account, recall_verdicts), encoding="utf-8")
    print(f"wrote {REPORT.relative_to(ROOT)}")
    pending = len(unreviewed(findings, verdicts)) + sum(
        1 for hit, rep, reason in account
        if not rep and reason == UNEXPLAINED and hit.key not in recall_verdicts
    )
    if pending:
        print(f"{pending} findings or hits still need a verdict (--todo, --recall-todo)")
    return 1 if args.check and pending else 0


if __name__ == "__main__":
    sys.exit(main())
