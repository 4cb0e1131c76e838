"""Finds the built module (build/python, or BIDLAB_BUILD_DIR/python) and the bidlab command
beside it; each test file is skipped (pytest.importorskip) when the module was not built."""
import os
import pathlib
import sys
import threading
import time

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


@pytest.fixture
def ticks_while():
    """Runs work() on another thread and counts how often the calling thread woke meanwhile (every 0.5 ms):
    many ticks show that the work released the GIL. Returns (ticks, work's result)."""

    def run(work):
        results = []
        worker = threading.Thread(target=lambda: results.append(work()))
        ticks = 0
        worker.start()
        while worker.is_alive():
            ticks += 1
            time.sleep(0.0005)
        worker.join()
        return ticks, results[0]

    return run
