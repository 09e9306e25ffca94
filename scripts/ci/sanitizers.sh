#!/usr/bin/env bash
# The test suite under AddressSanitizer, and its parallel paths under ThreadSanitizer.
# Each sanitizer has its own scratch path, so neither disturbs the default build. The
# end-to-end tests run the seqc binary of the same (instrumented) build, so the binary is
# checked too: a sanitizer report ends it with a non-zero exit code, which fails the test
# that ran it.
#
# SEQC_SANITIZERS picks which run (default "address thread"; empty skips both).
set -euo pipefail
cd "$(dirname "$0")/../.."
sanitizers="${SEQC_SANITIZERS-address thread}"

# Any report fails the run at once, with a stack. Leaks are checked too (in the seqc
# binary the end-to-end tests run, as well); only the test host's own are suppressed.
# A report exits 86, not the sanitizers' default of 1: 1 is what seqc itself returns when
# it finds errors, so a report in the binary would pass a test that expects exit 1.
export ASAN_OPTIONS="${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:exitcode=86}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/scripts/ci/lsan-suppressions.txt:print_suppressions=0}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1:exitcode=86}"
# The parallel paths, through ParallelWork and OrderedWork (whose calling thread checks
# files beside its workers): lint over many files in one process (ParallelLintTests,
# LintStreamTests, OrderedWorkTests, GatherShortcutsTests), discovery on several threads
# (DiscoveryThreadsTests), and the binary's --jobs for lint and lint --fix
# (LintParallelTests) and for build (BuildStreamingTests), whose text report is made on
# the workers as each routine is checked (BuildTextReportTests), and the lint cache's hits
# on the workers of a run over several windows (LintCacheParallelTests), whose files are
# read on threads of their own (BackgroundValueTests). Everything else runs on
# one thread. A suite named here that the build no longer has fails the step (checked
# against `swift test list`), so a rename cannot quietly take a suite out of the run.
parallel_suites=(ParallelLintTests LintStreamTests LintParallelTests BuildStreamingTests OrderedWorkTests
  GatherShortcutsTests DiscoveryThreadsTests BuildTextReportTests LintCacheParallelTests
  BackgroundValueTests)

# Fails unless every suite of "$@" has a test in the instrumented build of $1's scratch
# path; builds it (the run that follows then builds nothing).
check_suites_exist() {
  local scratch=$1 sanitizer=$2
  shift 2
  local list missing=()
  list=$(mktemp)
  if ! swift test list --sanitize="$sanitizer" --scratch-path "$scratch" >"$list" 2>&1; then
    tail -n 40 "$list"
    echo "sanitizer $sanitizer: could not build or list the tests"
    exit 1
  fi
  for suite in "$@"; do
    grep -q "\.$suite/" "$list" || missing+=("$suite")
  done
  rm -f "$list"
  if [ ${#missing[@]} -gt 0 ]; then
    echo "sanitizer $sanitizer: the filter names suites that do not exist: ${missing[*]} (renamed? update scripts/ci/sanitizers.sh)"
    exit 1
  fi
}

# The suites that score draft corpora through bench/repair_score.py, which runs the binary
# several times per draft (safe and unsafe fixes, each pass, then a build): under
# AddressSanitizer they took a third of the whole run. Their drafts still pass through the
# instrumented binary once each, after the suite (drafts_under_address below), so every
# repair path they reach is checked; what the skipped suites add beyond that is the
# comparison with each draft's intent, which the uninstrumented run makes.
draft_scoring_suites=(DraftCorpusTests StructureRepairTests LanguageRepairTests RepairScoreHarnessTests
  RepairCorpusTests)

# Every draft of the repair corpora (Tests/SeqcEndToEndTests/Fixtures/drafts and repair),
# copied to a scratch folder, fixed with --unsafe-fixes and then built by the instrumented
# binary of $1, one process each over the whole folder. Exit 0 or 1 is a verdict on the
# drafts; anything else (a sanitizer report exits 86, a trap) fails the step.
drafts_under_address() {
  # An absolute path: the runs below are made from inside the scratch folder.
  local seqc=$1 scratch status
  scratch=$(mktemp -d)
  cp -R Tests/SeqcEndToEndTests/Fixtures/drafts "$scratch/drafts"
  cp -R Tests/SeqcEndToEndTests/Fixtures/repair "$scratch/repair"
  find "$scratch" -type f ! -name '*.draft.*' -delete
  local count
  count=$(find "$scratch" -type f | wc -l)
  for step in "lint --no-cache --fix --unsafe-fixes -q" "build --out-dir $scratch/out -q"; do
    set +e
    # shellcheck disable=SC2086
    (cd "$scratch" && "$seqc" $step --files-from <(find drafts repair -type f -name '*.draft.*' | sort)) >"$scratch/log" 2>&1
    status=$?
    set -e
    if [ "$status" -gt 1 ]; then
      grep -E -A40 'ERROR: (AddressSanitizer|LeakSanitizer)' "$scratch/log" | head -n 120 || tail -n 40 "$scratch/log"
      echo "sanitizer address: seqc $step over $count drafts exited $status"
      exit 1
    fi
  done
  rm -rf "$scratch"
  echo "sanitizer address: $count drafts fixed and built by the instrumented binary"
}

for sanitizer in $sanitizers; do
  case "$sanitizer" in
    address)
      check_suites_exist ".build-$sanitizer" "$sanitizer" "${draft_scoring_suites[@]}"
      filter=(--skip "\\.($(IFS='|'; echo "${draft_scoring_suites[*]}"))/")
      ;;
    thread)
      check_suites_exist ".build-$sanitizer" "$sanitizer" "${parallel_suites[@]}"
      # Anchored on the suite's name (`Module.Suite/test`), so no other suite matches.
      filter=(--filter "\\.($(IFS='|'; echo "${parallel_suites[*]}"))/")
      ;;
    *) echo "sanitizers: unknown sanitizer '$sanitizer'" >&2; exit 2 ;;
  esac
  echo "== swift test --sanitize=$sanitizer ${filter[*]}"
  start=$(date +%s)
  log=$(mktemp)
  set +e
  swift test --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" "${filter[@]}" >"$log" 2>&1
  status=$?
  set -e
  summary=$(grep -E 'Test run with [0-9]+ tests' "$log" | tail -n 1 || true)
  if [ "$status" -ne 0 ] || grep -qE 'ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer' "$log"; then
    # The sanitizer's report when there is one; otherwise the failed expectations.
    if grep -qE 'ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer' "$log"; then
      grep -E -A40 'ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer' "$log" | head -n 120
    elif grep -q 'recorded an issue' "$log"; then
      grep -A6 'recorded an issue' "$log" | head -n 120
    else
      tail -n 60 "$log"
    fi
    echo "sanitizer $sanitizer: FAILED (exit $status) ${summary}"
    exit 1
  fi
  [ "$sanitizer" != address ] || drafts_under_address "$PWD/.build-$sanitizer/debug/seqc"
  echo "sanitizer $sanitizer: ${summary:-no summary} ($(( $(date +%s) - start ))s)"
done
