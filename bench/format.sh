#!/usr/bin/env bash
# Measures `seqc format` against `seqc lint` on the same corpus (issue 40's goal: format
# at most 2x lint's wall time).
#
# usage: bench/format.sh [N_FILES] [RUNS]     (defaults: 10000 files, 3 runs)
#
# In one run, on the same N generated routines (bench/corpus.py), from a release build
# (SEQC_BIN=path uses that binary instead): `seqc lint`, `seqc format --check` (reads and
# lays out every file, writes nothing) and `seqc format` (in place, on a copy formatted
# once before timing, so each timed run finds nothing to write), all on every core.
# Prints the median wall time of each and its ratio to lint. Timing lives here, never in
# the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."

count=${1:-10000}
runs=${2:-3}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "generating $count routines"
python3 bench/corpus.py "$work/corpus" "$count" >/dev/null

if [ -n "${SEQC_BIN:-}" ]; then
  seqc="$SEQC_BIN"
else
  echo "building seqc (release)"
  swift build -c release --scratch-path .build-bench --product seqc >/dev/null
  seqc="$PWD/.build-bench/release/seqc"
fi

# The median of $runs wall times, in seconds, of the command given.
median() {
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || [ $? -eq 1 ] # exit 1: findings, or files to reformat
    end=$(date +%s.%N)
    times+=("$(awk "BEGIN { print $end - $start }")")
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p"
}

cd "$work"
find corpus -type f -exec cat {} + >/dev/null # warm the page cache for everyone alike
changes=$("$seqc" format --check corpus 2>/dev/null | wc -l || true)
echo "seqc format --check: $changes of $count generated files would change"
cp -R corpus formatted
"$seqc" format -q formatted || true
lint=$(median "$seqc" lint --format json corpus)
check=$(median "$seqc" format --check corpus)
inplace=$(median "$seqc" format formatted)
printf '\n%-34s %8s %8s\n' "$count files, median of $runs" "seconds" "x lint"
printf '%-34s %8.3f %8s\n' "seqc lint" "$lint" "1.0"
printf '%-34s %8.3f %8.2f\n' "seqc format --check" "$check" "$(awk "BEGIN { print $check / $lint }")"
printf '%-34s %8.3f %8.2f\n' "seqc format (in place, formatted)" "$inplace" "$(awk "BEGIN { print $inplace / $lint }")"
