#!/usr/bin/env bash
# The standard data set (seed 2014, deals 0-99,999): ten resumable shards of
# 10,000 deals (test, validation first), joined by `bidlab dataset merge`
# into data/standard.bdl.xz, then checked.
set -euo pipefail
cd "$(dirname "$0")/.."
BIDLAB=${BIDLAB:-build/bidlab}
[ -f data/standard.bdl.xz ] && { echo "data/standard.bdl.xz exists"; exit 0; }
for first in 90000 80000 0 10000 20000 30000 40000 50000 60000 70000; do
  out=data/shards/standard-$first.bdl
  [ -f "$out" ] && continue
  "$BIDLAB" dataset build --seed 2014 --first "$first" --count 10000 -o "$out"
done
# re-run: it resumes
shards=()
for first in 0 10000 20000 30000 40000 50000 60000 70000 80000 90000; do
  shards+=("data/shards/standard-$first.bdl")
done
"$BIDLAB" dataset merge "${shards[@]}" -o data/standard.bdl.xz
"$BIDLAB" dataset verify data/standard.bdl.xz --sample 40
