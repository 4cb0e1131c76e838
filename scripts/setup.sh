#!/usr/bin/env bash
# Installs every Debian package bidlab needs to build, test and benchmark.
# Idempotent: packages already present are left as they are.
set -euo pipefail
PACKAGES=(
  build-essential cmake pkg-config
  clang libclang-rt-14-dev           # libFuzzer targets and sanitizers
  clang-format clang-tidy            # scripts/check_style.sh (.clang-format, .clang-tidy)
  libdds-dev                         # the double-dummy solver (Haglund & Hein)
  libeigen3-dev                      # linear algebra for every learner
  libcli11-dev nlohmann-json3-dev    # command line, JSON
  liblzma-dev                        # the shipped data set is xz-compressed
  libgtest-dev libgmock-dev libbenchmark-dev
  libcpp-httplib-dev                 # bidlab serve's HTTP server
  chromium                           # the browser test of the report and the explorer
  libopenmpi-dev openmpi-bin         # mpirun -n N bidlab … (src/cluster) and its tests (tests/mpi)
  pybind11-dev python3-pybind11 python3-dev  # the Python module bidlab (src/python, python/bidlab)
  python3-numpy python3-pytest       # its arrays and its tests (tests/python)
  python3-torch                      # the PyTorch policy of examples/python
  python3-venv python3-pip python3-setuptools python3-wheel  # pip install . into a virtual environment (scripts/test_python_install.sh)
)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# npm fetches Vega for the report (inlined at build time) and the browser
# test's driver. A Node.js that brings its own npm (NodeSource's) conflicts
# with Debian's npm package: ask for them only when there is no npm at all.
command -v npm > /dev/null || missing+=(nodejs npm)
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
fi

# The report's charting libraries (Vega, Vega-Lite, vega-embed, inlined into
# the binary at build time) and the browser test's driver (playwright-core,
# which downloads no browser: the test uses Debian's chromium), pinned by
# web/package-lock.json into web/node_modules (git-ignored); left alone when
# already installed.
cd "$(dirname "$0")/../web"
if ! npm ls --depth=0 > /dev/null 2>&1; then
  npm ci --no-audit --no-fund
fi
