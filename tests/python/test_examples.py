"""The Python examples as a user runs them: train_policy.py says what it does before each slow step, and
Ctrl-C stops it with one line and the shell's status for an interrupt, no traceback."""
import pathlib
import signal
import subprocess
import sys

import pytest

from conftest import BUILD

pytest.importorskip("bidlab", reason="the bidlab Python module is not built (see tests/python/conftest.py)")
pytest.importorskip("torch", reason="PyTorch is not installed (scripts/setup.sh installs it)")

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "python"


def test_train_policy_talks_before_slow_work_and_stops_cleanly_on_ctrl_c():
    env = {"PYTHONPATH": str(BUILD / "python"), "PATH": "/usr/bin:/bin"}
    proc = subprocess.Popen([sys.executable, str(EXAMPLES / "train_policy.py"), "--imitation-deals", "20000"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        # Each line arrives as it is printed, before the work it names.
        assert proc.stdout.readline() == "loading the standard data set ...\n"
        assert proc.stdout.readline().startswith("imitation: SAYC bids 20,000 training deals")
        proc.send_signal(signal.SIGINT)  # during the imitation, as a user's Ctrl-C
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 130
    assert err == "train_policy.py: interrupted\n"
