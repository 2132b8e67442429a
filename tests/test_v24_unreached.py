"""Issue 24, round 21: a performance finding in code the script never runs is --pedantic.

The reviews of user code kept calling findings in dead code noise, whatever the rule: a
training function whose calls are commented out (fresh38), a `train()` left behind by its
rewrite (fresh11), a class no cell builds. A top-level function or class of a script or
notebook is unreached when nothing in the file's running code names it and no file of the
project imports the file (torchlint.semantic.reach). Bug rules report wherever they are."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

from torchlint import api

TRAIN = '''
import torch
import torchvision

NET = torchvision.models.resnet50()

def train_with_clustering(model, loader, optimizer):
    model.cuda()
    for x, y in loader:
        loss = model(x.cuda()).sum()
        loss.backward()
        optimizer.step()


def evaluate(model):
    return model


MAIN
'''

NEVER = "never runs: nothing in the script names `train_with_clustering` and no other file of its project names it"


def _found(tmp_path: Path, source: str, name: str = "train.py", select: tuple[str, ...] = ("TL407",)) -> list[tuple[str, str | None]]:
    (tmp_path / "pyproject.toml").write_text("")  # the project's root: no other file
    path = tmp_path / name
    path.write_text(textwrap.dedent(source).lstrip())
    run = api.lint_paths([path], select=list(select), preview=True, pedantic=True)
    return [(f"{d.code} {d.location.row}", d.pedantic) for f in run.files for d in f.diagnostics]


def _script(main: str) -> str:
    return TRAIN.replace("MAIN", textwrap.dedent(main).strip())


def test_a_training_function_whose_call_is_commented_out_never_runs(tmp_path):
    main = '''
    if __name__ == "__main__":
        model = torchvision.models.resnet50()
        # train_with_clustering(model, loader, optimizer)
        evaluate(model)
    '''
    assert _found(tmp_path, _script(main)) == [("TL407 10", NEVER)]


def test_a_function_defined_in_the_main_block_and_never_called_never_runs(tmp_path):
    source = '''
    import torch
    import torchvision

    if __name__ == "__main__":
        model = torchvision.models.resnet50().cuda()

        def train_with_clustering(epoch):
            for x, y in loader:
                loss = model(x.cuda()).sum()
                loss.backward()
                optimizer.step()

        def test_with_clustering(epoch):
            return model

        for epoch in range(10):
            # train_with_clustering(epoch)
            test_with_clustering(epoch)
    '''
    assert _found(tmp_path, source) == [("TL407 10", NEVER)]
    called = source.replace("# train_with_clustering", "train_with_clustering")
    assert _found(tmp_path, called) == [("TL407 10", None)]


def test_a_called_training_function_is_reported_by_default(tmp_path):
    main = '''
    if __name__ == "__main__":
        model = torchvision.models.resnet50()
        train_with_clustering(model, loader, optimizer)
    '''
    assert _found(tmp_path, _script(main)) == [("TL407 10", None)]


def test_a_function_named_only_by_an_unreached_one_is_unreached_too(tmp_path):
    source = _script('''
    def run_all(model):
        train_with_clustering(model, None, None)


    evaluate(torchvision.models.resnet50())
    ''')
    assert _found(tmp_path, source) == [("TL407 10", NEVER)]


def test_a_function_reached_through_another_is_reported(tmp_path):
    source = _script('''
    def run_all(model):
        train_with_clustering(model, None, None)


    run_all(torchvision.models.resnet50())
    ''')
    assert _found(tmp_path, source) == [("TL407 10", None)]


def test_names_in_strings_decorators_and_spelled_lookups_reach(tmp_path):
    # a string naming the function (a dispatch table, __all__), a decorator that registers it,
    # and globals() that finds it by its spelling: each may run it
    by_string = _script('evaluate(getattr(__import__(__name__), "train_with_clustering"))')
    assert _found(tmp_path, by_string) == [("TL407 10", None)]
    decorated = _script("evaluate(None)").replace(
        "def train_with_clustering", "@register\ndef train_with_clustering"
    )
    assert _found(tmp_path, decorated) == [("TL407 11", None)]
    spelled = _script('globals()[sys.argv[1]](None, None, None)')
    assert _found(tmp_path, spelled) == [("TL407 10", None)]


def test_a_main_function_is_an_entry_point(tmp_path):
    # a Colab module that sets up its drive at the top and leaves `main()` for a notebook to call
    source = _script("print(torch.__version__)").replace(
        "def evaluate(model):", "def main():\n    train_with_clustering(NET, None, None)\n\n\ndef evaluate(model):"
    )
    assert _found(tmp_path, source) == [("TL407 10", None)]


def test_a_module_of_definitions_may_be_used_elsewhere(tmp_path):
    # no top-level call, loop or __main__ block: a module other code uses, through imports
    # torchlint may not see (a configuration's _target_, importlib)
    assert _found(tmp_path, _script("MODEL = None")) == [("TL407 10", None)]


def test_a_function_another_file_of_the_project_names_may_run(tmp_path):
    # an import from a folder the importer search does not reach (`jobs/` beside `core/`)
    (tmp_path / "jobs").mkdir()
    (tmp_path / "jobs" / "run.py").write_text("from core.train import train_with_clustering\n")
    (tmp_path / "core").mkdir()
    path = tmp_path / "core" / "train.py"
    path.write_text(_script("evaluate(None)"))
    (tmp_path / "pyproject.toml").write_text("")
    run = api.lint_paths([path], select=["TL407"], preview=True, pedantic=True)
    assert [(d.location.row, d.pedantic) for f in run.files for d in f.diagnostics] == [(11, None)]
    # once no other file names it, it never runs
    (tmp_path / "jobs" / "run.py").write_text("print('unrelated')\n")
    run = api.lint_paths([path], select=["TL407"], preview=True, pedantic=True)
    assert [(d.location.row, d.pedantic) for f in run.files for d in f.diagnostics] == [(11, NEVER)]


def test_a_configuration_or_shell_script_naming_a_definition_reaches_it(tmp_path):
    # Hydra builds a class named by its configuration; a shell script calls a function
    for name, text in (("conf/config.yaml", "model:\n  _target_: train.train_with_clustering\n"),
                       ("run.sh", 'python -c "from train import train_with_clustering"\n')):
        project = tmp_path / name.replace("/", "_")
        project.mkdir()
        (project / "pyproject.toml").write_text("")
        (project / name).parent.mkdir(exist_ok=True)
        (project / name).write_text(text)
        path = project / "train.py"
        path.write_text(_script("evaluate(None)"))
        run = api.lint_paths([path], select=["TL407"], preview=True, pedantic=True)
        assert [(d.location.row, d.pedantic) for f in run.files for d in f.diagnostics] == [(11, None)]


def test_without_a_root_marker_the_project_is_the_working_directory_s_folder(tmp_path, monkeypatch):
    # a folder of projects (the user-code review sets): another project naming a function of
    # the same name is no use of it
    monkeypatch.chdir(tmp_path)
    for project in ("a", "b"):
        (tmp_path / project).mkdir()
    (tmp_path / "b" / "other.py").write_text("train_with_clustering()\n")
    path = tmp_path / "a" / "train.py"
    path.write_text(_script("evaluate(None)"))
    run = api.lint_paths([path], select=["TL407"], preview=True, pedantic=True)
    assert [(d.location.row, d.pedantic) for f in run.files for d in f.diagnostics] == [(11, NEVER)]
    # a notebook of its own project that runs it (`%run`, then a call) names it
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "nb.ipynb").write_text('{"cells": [{"source": "%run train.py\\ntrain_with_clustering()"}]}')
    path = tmp_path / "c" / "train.py"
    path.write_text(_script("evaluate(None)"))
    run = api.lint_paths([path], select=["TL407"], preview=True, pedantic=True)
    assert [(d.location.row, d.pedantic) for f in run.files for d in f.diagnostics] == [(11, None)]


def test_a_class_the_script_never_builds_is_unreached(tmp_path):
    source = '''
    import torch
    import torchvision

    NET = torchvision.models.resnet50()


    class Trainer:
        def fit(self, model, loader, optimizer):
            for x, y in loader:
                loss = model(x.cuda()).sum()
                loss.backward()
                optimizer.step()


    def report():
        print(torch.__version__)


    report()
    '''
    reason = "never runs: nothing in the script names `Trainer` and no other file of its project names it"
    assert _found(tmp_path, source) == [("TL407 11", reason)]


def test_setup_beside_a_module_of_definitions_is_no_program(tmp_path):
    # its running code uses none of its definitions (`os.makedirs` above a `train_model()` the
    # author calls from elsewhere, an acted-on loader of fresh37): nothing is unreached, unless
    # a comment of the file calls the definition, a call its author turned off (fresh41)
    setup = _script("os.makedirs('checkpoints', exist_ok=True)")
    assert _found(tmp_path, setup) == [("TL407 10", None)]
    turned_off = setup + "# train_with_clustering(NET, loader, optimizer)\n"
    assert _found(tmp_path, turned_off) == [("TL407 10", NEVER)]


def test_bug_rules_report_in_unreached_code(tmp_path):
    source = '''
    import torch


    def prepare():
        x = torch.zeros(3)
        x.cuda()
        return x


    def report():
        print(torch.__version__)


    report()
    '''
    assert _found(tmp_path, source, select=("TL104",)) == [("TL104 6", None)]


def _notebook(cells: list[str]) -> str:
    return json.dumps({
        "cells": [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
                   "source": textwrap.dedent(cell).lstrip()} for cell in cells],
        "metadata": {"language_info": {"name": "python"}}, "nbformat": 4, "nbformat_minor": 5,
    })


NOTEBOOK_TRAIN = '''
import torch
import torchvision

NET = torchvision.models.resnet50()

def train(model, loader, optimizer):
    model.cuda()
    for x, y in loader:
        loss = model(x.cuda()).sum()
        loss.backward()
        optimizer.step()
'''


def test_a_notebook_function_no_cell_calls_never_runs(tmp_path):
    evaluate = "def evaluate(model):\n    return model\n"
    cells = [NOTEBOOK_TRAIN, evaluate, "model = torchvision.models.resnet50()\nevaluate(model)"]
    found = _found(tmp_path, _notebook(cells), "nb.ipynb")
    assert found == [("TL407 10", "never runs: nothing in the notebook names `train` and no other file of its project names it")]
    cells[2] += "\ntrain(model, loader, opt)"
    assert _found(tmp_path, _notebook(cells), "nb.ipynb") == [("TL407 10", None)]
