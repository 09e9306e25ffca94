#!/usr/bin/env bash
# Measures `seqc lint` against the floor any libyaml-based linter stands on.
#
# usage: bench/lint.sh [N_FILES] [RUNS]     (defaults: 10000 files, 3 runs)
#
# In one run, on the same N generated routines (bench/corpus.py):
# the floor (bench/floor.c: pull every libyaml event, nothing else), then
# `seqc lint --jobs 1` (one core), then `seqc lint` (every core), from a release build.
# Prints the median wall time of each, and seqc's ratio to the floor. Timing lives here,
# never in the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."

count=${1:-10000}
runs=${2:-3}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "generating $count routines"
python3 bench/corpus.py "$work/corpus" "$count" >/dev/null
(cd "$work" && find corpus -name '*.routine.yaml' -o -name '*.routine.yml' | sort >files.txt)

echo "building seqc (release) and yamlscan"
swift build -c release --scratch-path .build-bench --product seqc >/dev/null
seqc="$PWD/.build-bench/release/seqc"
# shellcheck disable=SC2046
cc -O2 -o "$work/yamlscan" bench/floor.c $(pkg-config --cflags --libs yaml-0.1 2>/dev/null || echo -lyaml)

# The median of $runs wall times, in seconds, of the command given.
median() {
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || [ $? -eq 1 ] # seqc lint exits 1 when it finds errors
    end=$(date +%s.%N)
    times+=("$(awk "BEGIN { print $end - $start }")")
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p"
}

cd "$work"
xargs cat <files.txt >/dev/null # warm the page cache for everyone alike
floor=$(median sh -c './yamlscan <files.txt')
one=$(median "$seqc" lint --jobs 1 --format json corpus)
all=$(median "$seqc" lint --format json corpus)
"$seqc" lint --format json corpus >report.json || [ $? -eq 1 ]
python3 -c 'import json, sys; print("seqc found %(errors)d errors and %(warnings)d warnings in %(files)d files" % json.load(open(sys.argv[1]))["summary"])' report.json
cores=$(getconf _NPROCESSORS_ONLN)
printf '\n%-34s %8s %8s\n' "$count files, median of $runs" "seconds" "x floor"
printf '%-34s %8.3f %8s\n' "yamlscan (libyaml events only)" "$floor" "1.0"
printf '%-34s %8.3f %8.1f\n' "seqc lint --jobs 1" "$one" "$(awk "BEGIN { print $one / $floor }")"
printf '%-34s %8.3f %8.1f\n' "seqc lint ($cores cores)" "$all" "$(awk "BEGIN { print $all / $floor }")"
