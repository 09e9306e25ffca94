#!/usr/bin/env bash
# Every long run the issue asks for, one target after another, each on all cores
# (SEQC_FUZZ_WORKERS, default `nproc`, at least 2): 10 million executions per target, or
# RUNS. Ends with one line a target, for docs/security.md: the commit, the target and the
# executions its workers made, and whether it stopped on a finding (then its input is in
# fuzz-crashes/, and the runs go on with the next target).
#
# With SEQC_FUZZ_CORPORA=DIR, each target's corpus is DIR/TARGET (kept outside the work
# tree, so a later session resumes from it) instead of fuzz-corpus/TARGET.
#
# usage: scripts/fuzz/long-runs.sh [RUNS] [TARGET...]   (targets: all nine by default)
set -uo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-10000000}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(runtime-json lint compile fix render glob configuration baseline path-list)
workers="${SEQC_FUZZ_WORKERS:-$(nproc)}"
[ "$workers" -ge 2 ] || workers=2
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
summary=()
# A worker's finding need not reach the exit status in libFuzzer's -jobs mode: the inputs
# it saves are counted too. A `slow-unit-` file is not a finding (libFuzzer goes on; an
# input past the 60 s timeout is saved as `timeout-`), only a report of an input that took
# over 10 s of wall-clock time, as on a machine shared with a build.
findings() { # TARGET
  ls fuzz-crashes/"$1"-crash-* fuzz-crashes/"$1"-leak-* fuzz-crashes/"$1"-oom-* fuzz-crashes/"$1"-timeout-* 2>/dev/null | wc -l
}
for target in "${targets[@]}"; do
  started=$SECONDS
  before=$(findings "$target")
  corpus="${SEQC_FUZZ_CORPORA:+$SEQC_FUZZ_CORPORA/$target}"
  SEQC_FUZZ_WORKERS=$workers bash scripts/fuzz/long-run.sh "$target" "$runs" ${corpus:+"$corpus"}
  status=$?
  found=$(($(findings "$target") - before))
  [ "$found" -eq 0 ] || [ "$status" -ne 0 ] || status=1
  executed=$(cat "fuzz-logs/$target"/fuzz-*.log 2>/dev/null \
    | sed -n 's/^stat::number_of_executed_units: *//p' | awk '{ total += $1 } END { print total + 0 }')
  outcome=$([ "$status" -eq 0 ] && echo "no finding" || echo "STOPPED (exit $status): see fuzz-crashes/")
  summary+=("$commit $target: $executed executions in $((SECONDS - started)) s, $workers workers, $outcome")
done
printf '%s\n' "${summary[@]}"
