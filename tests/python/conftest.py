"""Finds the built module (build/python, or BIDLAB_BUILD_DIR/python) and the bidlab command
beside it; each test file is skipped (pytest.importorskip) when the module was not built."""
import os
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUILD = pathlib.Path(os.environ.get("BIDLAB_BUILD_DIR", ROOT / "build"))
sys.path.insert(0, str(BUILD / "python"))


@pytest.fixture(scope="session")
def bidlab_binary():
    path = BUILD / "bidlab"
    if not path.exists():
        pytest.skip(f"the bidlab command is not built ({path})")
    return str(path)


@pytest.fixture(scope="session")
def standard():
    import bidlab

    return bidlab.load_dataset("standard")
