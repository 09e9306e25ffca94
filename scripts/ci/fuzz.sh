#!/usr/bin/env bash
# Runs every libFuzzer target for a bounded time, seeded from the repository
# (scripts/fuzz/seeds.sh) with its dictionary (YAML, JSON, glob, LSP or none). The step's
# budget is SEQC_FUZZ_SECONDS (default 20) times ten, shared evenly by the targets, so a
# new target takes its time from the others rather than lengthening CI.
# Fails when any target finds a crash, memory past 2 GiB, an input taking over 30 s
# (wall clock, so a busy machine has slack: the costliest routine takes under a second of
# CPU) or a broken invariant; the input is saved to fuzz-crashes/ and must become a regression fixture
# (Fuzz/Regressions/TARGET/, see docs/security.md).
#
# SEQC_FUZZ_SECONDS=0 skips fuzzing (e.g. on a machine without libFuzzer).
set -euo pipefail
cd "$(dirname "$0")/../.."
budget="${SEQC_FUZZ_SECONDS:-20}"
if [ "$budget" = 0 ]; then
  echo "fuzz: skipped (SEQC_FUZZ_SECONDS=0)"
  exit 0
fi

# A debug build: CI's runs are short, and it builds in about half the time of release.
bin=$(SEQC_FUZZ_CONFIG="${SEQC_FUZZ_CONFIG:-debug}" bash scripts/fuzz/build.sh | tail -n 1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p fuzz-crashes

# Swift's own crash handler would catch the trap first and libFuzzer would not save the input.
export SWIFT_BACKTRACE=enable=no
failed=0
pairs=(FuzzCompile:compile:yaml FuzzLint:lint:yaml FuzzRender:render:yaml FuzzRuntimeJSON:runtime-json:json FuzzFix:fix:yaml
  FuzzGlob:glob:glob FuzzConfiguration:configuration:yaml FuzzBaseline:baseline:json FuzzPathList:path-list:none
  FuzzFormat:format:yaml FuzzLSP:lsp:lsp)
seconds=$((budget * 10 / ${#pairs[@]}))
[ "$seconds" -ge 1 ] || seconds=1
for pair in "${pairs[@]}"; do
  IFS=: read -r binary target dict <<<"$pair"
  bash scripts/fuzz/seeds.sh "$target" "$work/$target" >/dev/null
  log="$work/$target.log"
  set +e
  dictionary=()
  [ "$dict" = none ] || dictionary=(-dict="Fuzz/$dict.dict")
  "$bin/$binary" "$work/$target" "${dictionary[@]}" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=30 \
    -print_final_stats=1 -artifact_prefix="fuzz-crashes/$target-" >"$log" 2>&1
  status=$?
  set -e
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  if [ "$status" -ne 0 ]; then
    echo "fuzz $target: FOUND a problem (exit $status); input saved under fuzz-crashes/"
    grep -E 'Fatal error|ERROR: libFuzzer|SUMMARY|Test unit written' "$log" || tail -n 30 "$log"
    failed=1
  else
    echo "fuzz $target: ${runs:-?} runs in ${seconds}s (${speed:-?}/s), nothing found"
  fi
done
exit "$failed"
