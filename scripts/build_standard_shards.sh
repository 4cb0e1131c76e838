#!/usr/bin/env bash
# Builds the standard data set (seed 2014, deals 0-99,999) as ten shards of
# 10,000 deals, test and validation ranges first, resumably: re-running the
# script continues each unfinished shard from its journal. When all ten
# exist, `bidlab dataset merge` joins them into data/standard.bdl.xz.
set -euo pipefail
cd "$(dirname "$0")/.."
BIDLAB=${BIDLAB:-build/bidlab}
for first in 90000 80000 0 10000 20000 30000 40000 50000 60000 70000; do
  out=data/shards/standard-$first.bdl
  [ -f "$out" ] && continue
  "$BIDLAB" dataset build --seed 2014 --first "$first" --count 10000 -o "$out"
done
