#!/usr/bin/env bash
# Checks the style of src/: formatting by .clang-format and the checks of
# .clang-tidy. Exits non-zero on the first kind of problem found.
#
#   scripts/check_style.sh [--format-only | --tidy-only] [--all] [BUILD_DIR]
#
# Formatting: every .h and .cc under src/ (clang-format --dry-run -Werror:
# a few seconds).
#
# clang-tidy needs BUILD_DIR/compile_commands.json (default: build; CMake
# writes it, CMAKE_EXPORT_COMPILE_COMMANDS is on). Over the whole tree it
# costs about as much as a build (Eigen-heavy learners take 10-50 s of CPU
# per file), far beyond a CI minute budget on two cores, so by default it
# checks:
#   - the foundation, every .cc of src/core and src/io (the readers every
#     input goes through: 22 files);
#   - every .cc under src/ that differs from BIDLAB_STYLE_BASE (default
#     origin/main, else main), and the .cc of every changed header: each
#     change is checked when it is made, so the rest of the tree is covered
#     over time.
# --all checks every .cc of src/ (tests included), e.g. nightly.
set -euo pipefail

cd "$(dirname "$0")/.."
mode=both
all=0
build=build
for arg in "$@"; do
  case $arg in
    --format-only) mode=format ;;
    --tidy-only) mode=tidy ;;
    --all) all=1 ;;
    -h | --help) sed -n '2,22p' "$0"; exit 0 ;;
    *) build=$arg ;;
  esac
done
jobs=${BIDLAB_STYLE_JOBS:-$(nproc)}

if [ "$mode" != tidy ]; then
  command -v clang-format > /dev/null || { echo "check_style: clang-format is missing (scripts/setup.sh installs it)" >&2; exit 2; }
  start=$(date +%s)
  mapfile -t sources < <(find src \( -name '*.h' -o -name '*.cc' \) | sort)
  if ! printf '%s\0' "${sources[@]}" | xargs -0 -P "$jobs" -n 40 clang-format --dry-run -Werror; then
    echo "check_style: files not formatted as .clang-format says (fix: clang-format -i FILE)" >&2
    exit 1
  fi
  echo "check_style: formatting ok (${#sources[@]} files, $(($(date +%s) - start)) s)"
fi

if [ "$mode" != format ]; then
  command -v clang-tidy > /dev/null || { echo "check_style: clang-tidy is missing (scripts/setup.sh installs it)" >&2; exit 2; }
  [ -f "$build/compile_commands.json" ] || { echo "check_style: no $build/compile_commands.json (configure with cmake -S . -B $build first)" >&2; exit 2; }
  if [ "$all" = 1 ]; then
    mapfile -t files < <(find src -name '*.cc' | sort)
  else
    base=${BIDLAB_STYLE_BASE:-}
    if [ -z "$base" ]; then
      if git rev-parse -q --verify origin/main > /dev/null; then base=origin/main; else base=main; fi
    fi
    # A changed header is checked through its own .cc (HeaderFilterRegex
    # reports what is in src/ headers): clang-tidy has no command for a header.
    mapfile -t files < <({
      find src/core src/io -name '*.cc' ! -name '*_test.cc'
      {
        # A clone without that branch (a bare copy, a detached checkout) checks only the foundation.
        if fork=$(git merge-base HEAD "$base" 2> /dev/null); then
          git diff --name-only --diff-filter=d "$fork" -- 'src/*.cc' 'src/*.h'
        fi
        git ls-files --others --exclude-standard -- 'src/*.cc' 'src/*.h'
      } | sed 's/\.h$/.cc/' | while read -r f; do [ -f "$f" ] && echo "$f"; done
    } | sort -u)
  fi
  start=$(date +%s)
  # GCC-only warning options of the build (-Wno-restrict) are unknown to clang.
  if ! printf '%s\0' "${files[@]}" | xargs -0 -P "$jobs" -n 4 clang-tidy -p "$build" --quiet \
      --extra-arg=-Wno-unknown-warning-option 2> >(grep -vE '^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.$' >&2); then
    echo "check_style: clang-tidy found problems (checks: .clang-tidy)" >&2
    exit 1
  fi
  echo "check_style: clang-tidy ok (${#files[@]} files, $(($(date +%s) - start)) s)"
fi
