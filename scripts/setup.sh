#!/usr/bin/env bash
# Installs every Debian package bidlab needs to build, test and benchmark.
# Idempotent: packages already present are left as they are.
set -euo pipefail
PACKAGES=(
  build-essential cmake pkg-config
  clang libclang-rt-14-dev           # libFuzzer targets and sanitizers
  libdds-dev                         # the double-dummy solver (Haglund & Hein)
  libeigen3-dev                      # linear algebra for every learner
  libcli11-dev nlohmann-json3-dev    # command line, JSON
  liblzma-dev                        # the shipped data set is xz-compressed
  libgtest-dev libgmock-dev libbenchmark-dev
)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
fi
