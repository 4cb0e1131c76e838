"""The module under another python3 than the one it was built for (pyenv, conda, a venv): build/python/run
runs the right one whatever comes first in PATH, and a foreign interpreter's import error says which one
to use and what to run."""
import os
import pathlib
import subprocess

import pytest

from conftest import BUILD

RUN = BUILD / "python" / "run"
INTERPRETER = BUILD / "python" / "interpreter"


@pytest.fixture
def built_for():
    if not RUN.exists() or not INTERPRETER.exists():
        pytest.skip(f"the Python module is not built ({RUN})")
    return INTERPRETER.read_text().strip()


def test_run_uses_the_built_interpreter_whatever_python3_comes_first(built_for, tmp_path):
    fake = tmp_path / "python3"
    fake.write_text("#!/bin/sh\necho 'the wrong python3' >&2\nexit 3\n")
    fake.chmod(0o755)
    env = dict(os.environ, PATH=f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    env.pop("PYTHONPATH", None)
    assert subprocess.run(["python3", "-c", "pass"], env=env, capture_output=True).returncode == 3
    out = subprocess.run([str(RUN), "-c", "import sys, bidlab; print(bidlab.call_name(1)); print(sys.executable)"],
                         env=env, capture_output=True, text=True, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[:2] == ["1C", built_for]


def test_a_foreign_interpreter_is_told_which_to_use(built_for, tmp_path):
    # A virtualenv without the system's packages: another interpreter, and no numpy.
    venv = tmp_path / "venv"
    made = subprocess.run([built_for, "-m", "venv", "--without-pip", str(venv)], capture_output=True, text=True)
    if made.returncode != 0:
        pytest.skip(f"cannot make a virtualenv: {made.stderr.strip()}")
    foreign = venv / "bin" / "python3"
    env = dict(os.environ, PYTHONPATH=str(BUILD / "python"))
    out = subprocess.run([str(foreign), "-c", "import bidlab"], env=env, capture_output=True, text=True)
    assert out.returncode != 0
    last = out.stderr.strip().splitlines()[-1]
    assert last.startswith("ImportError: bidlab: No module named 'numpy': this is " + str(foreign)), out.stderr
    assert f"built for {built_for}" in last and f"run {RUN} SCRIPT" in last, last


def test_no_compiled_python_is_committed():
    root = pathlib.Path(__file__).resolve().parents[2]
    listed = subprocess.run(["git", "ls-files", "*.pyc", "*/__pycache__/*"], cwd=root, capture_output=True, text=True)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    assert listed.stdout == ""
