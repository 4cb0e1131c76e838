#!/usr/bin/env bash
# Installs bidlab with pip into a fresh virtual environment, as docs/python.md tells a user to, and imports it
# outside the checkout: a venv of the Python the module is built for (build/python/interpreter, Debian's) with
# --system-site-packages (Debian's numpy), `pip install --no-build-isolation --no-index .` (no network: setup.py
# builds the compiled module with CMake in the existing build tree, nothing when it is up to date, and copies it
# into the wheel). Run by scripts/test.sh after the build; about 15 s.
#   bash scripts/test_python_install.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=$(realpath "${1:-build}")
PYTHON=$(cat "$BUILD/python/interpreter")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$PYTHON" -m venv --system-site-packages "$work/venv"
BIDLAB_BUILD_DIR="$BUILD" "$work/venv/bin/pip" install --quiet --no-build-isolation --no-index . >"$work/pip.log" 2>&1 ||
  { cat "$work/pip.log"; echo "pip install of bidlab failed" >&2; exit 1; }
mkdir "$work/elsewhere"
cd "$work/elsewhere"
env -u PYTHONPATH "$work/venv/bin/python" - "$work/venv" <<'PY'
import pathlib
import sys

import bidlab
from bidlab import bridge_bidding_v0

venv = pathlib.Path(sys.argv[1]).resolve()
where = pathlib.Path(bidlab.__file__).resolve()
assert venv in where.parents, f"bidlab was imported from {where}, not from the virtual environment {venv}"
env = bridge_bidding_v0.env(split="test", order="sequential")
env.reset(seed=0)
steps = 0
for agent in env.agent_iter():
    observation, reward, termination, truncation, info = env.last()
    env.step(None if termination else 0)
    steps += 1
assert steps == 8, steps  # four passes, then each agent's None
print(f"bidlab installed into a fresh virtual environment and imported from {where.parent}: ok")
PY
