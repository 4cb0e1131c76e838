"""Finds the built module (build/python, or BIDLAB_BUILD_DIR/python) and the bidlab command
beside it; every test is skipped, saying why, when the module was not built."""
import os
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUILD = pathlib.Path(os.environ.get("BIDLAB_BUILD_DIR", ROOT / "build"))
sys.path.insert(0, str(BUILD / "python"))

try:
    import bidlab  # noqa: F401
    IMPORT_ERROR = None
except ImportError as e:  # the module was not built (no pybind11) or not here
    IMPORT_ERROR = e


def pytest_collection_modifyitems(config, items):
    if IMPORT_ERROR is None:
        return
    skip = pytest.mark.skip(reason=f"the bidlab Python module is not built in {BUILD / 'python'}: {IMPORT_ERROR}")
    for item in items:
        item.add_marker(skip)


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
