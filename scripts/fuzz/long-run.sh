#!/usr/bin/env bash
# The documented long run of one fuzz target (docs/security.md): RUNS executions
# (default 10 million) on one core at low priority, seeded from the repository, keeping
# the corpus it grows in CORPUS (default fuzz-corpus/TARGET/, not committed) so a later
# run resumes from it. Prints libFuzzer's final statistics; exits non-zero on a finding,
# whose input is saved under fuzz-crashes/.
#
# With SEQC_FUZZ_WORKERS=N (default 1), N libFuzzer workers share the corpus, one a core,
# and each makes RUNS/N executions: the same count in 1/N of the time. Each worker's
# output is then in fuzz-logs/TARGET/fuzz-K.log, and its final statistics end it.
#
# usage: scripts/fuzz/long-run.sh compile|lint|render|fix|runtime-json|glob|configuration|baseline|path-list|lsp [RUNS] [CORPUS]
set -euo pipefail
cd "$(dirname "$0")/../.."
target="${1:?usage: long-run.sh TARGET [RUNS] [CORPUS]}"
runs="${2:-10000000}"
corpus="${3:-fuzz-corpus/$target}"
extra=()
case "$target" in
  compile) binary=FuzzCompile dict=yaml ;;
  lint) binary=FuzzLint dict=yaml ;;
  render) binary=FuzzRender dict=yaml ;;
  runtime-json) binary=FuzzRuntimeJSON dict=json ;;
  fix) binary=FuzzFix dict=yaml ;;
  # A match costs pattern length times path length: past 512 bytes an input mostly buys
  # slower runs, and the step bound is checked at every length.
  glob) binary=FuzzGlob dict=glob extra=(-max_len=512) ;;
  configuration) binary=FuzzConfiguration dict=yaml ;;
  baseline) binary=FuzzBaseline dict=json ;;
  path-list) binary=FuzzPathList dict=none ;;
  lsp) binary=FuzzLSP dict=lsp ;;
  *) echo "long-run.sh: unknown target '$target'" >&2; exit 2 ;;
esac

bin=$(bash scripts/fuzz/build.sh | tail -n 1)
bash scripts/fuzz/seeds.sh "$target" "$corpus"
mkdir -p fuzz-crashes
export SWIFT_BACKTRACE=enable=no
# libFuzzer's timeout is wall-clock: the costliest input (a routine at the 10,000-card
# limit) takes well under a second of CPU, but a niced run on a busy machine gets little.
echo "long run of $target: $runs runs, commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), $(date -u +%FT%TZ)"
workers="${SEQC_FUZZ_WORKERS:-1}"
options=(-rss_limit_mb=2048 -timeout=60 -print_final_stats=1
  -artifact_prefix="$PWD/fuzz-crashes/$target-")
[ "$dict" = none ] || options+=(-dict="$PWD/Fuzz/$dict.dict")
options+=("${extra[@]}")
if [ "$workers" -gt 1 ]; then
  corpus="$(cd "$corpus" && pwd)"
  mkdir -p "fuzz-logs/$target"
  rm -f "fuzz-logs/$target"/fuzz-*.log
  cd "fuzz-logs/$target"
  echo "$workers workers of $((runs / workers)) runs each; their logs: fuzz-logs/$target/fuzz-*.log"
  exec nice -n 10 "$bin/$binary" "$corpus" "${options[@]}" -runs=$((runs / workers)) -jobs="$workers" -workers="$workers"
fi
exec nice -n 10 "$bin/$binary" "$corpus" "${options[@]}" -runs="$runs"
