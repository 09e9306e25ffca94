#!/usr/bin/env bash
# Builds and tests Examples/TimerApp from clean: an app package that depends on seqc by
# path, applies SeqcBuildPlugin to a library target and plays the bundled runtime JSON.
# Then checks, cheaply (no file is added or removed, so SwiftPM keeps its build plan):
#   - depending on SeqcModel alone pulls in neither libyaml nor the argument parser;
#   - a routine error fails `swift build` with `path:line:col: error:` lines, warnings
#     show as warnings, and the package's .seqc.yml applies;
#   - an unchanged routine is not rebuilt.
set -euo pipefail
cd "$(dirname "$0")/../.."
app=Examples/TimerApp
routine="$app/Sources/TimerKit/Routines/focus-block.routine.yml"
start=$SECONDS

rm -rf "$app/.build"
swift build --build-tests --package-path "$app"
swift test --skip-build --package-path "$app"

# The test binary links TimerKit and SeqcModel; the plugin's seqc links both libraries,
# which shows the pattern finds them.
tests="$app/.build/debug/TimerAppPackageTests.xctest"
[ -d "$tests" ] && tests="$tests/Contents/MacOS/TimerAppPackageTests"
pattern='yaml_parser_|ArgumentParser'
# Counted, not `grep -q`: under pipefail an early exit would fail nm with SIGPIPE.
found=$(nm "$tests" | grep -Ec "$pattern" || true)
if [ "$found" -ne 0 ]; then
  nm "$tests" | grep -E "$pattern" | sed -n 1,3p
  echo "timer-app: the app's test binary links libyaml or ArgumentParser ($found symbols)" >&2
  exit 1
fi
tool=$(find "$app/.build/" -name seqc-tool -type f | sed -n 1p)
[ "$(nm "$tool" | grep -Ec "$pattern" || true)" -gt 0 ] || {
  echo "timer-app: found neither libyaml nor ArgumentParser in seqc itself ($tool): the check above proves nothing" >&2
  exit 1
}

# A routine error fails the build at the routine's line, and warnings are warnings (a
# compile error); the app's .seqc.yml makes title-too-long an error (a lint rule, checked
# once the routine compiles). The file is restored on exit.
cp -p "$routine" "$routine.orig"
trap 'mv -f "$routine.orig" "$routine"' EXIT
log=$(mktemp)
fails_with() { # CARDS EXPECTED-LINE...
  cp -p "$routine.orig" "$routine"
  printf '%s' "$1" >>"$routine"
  shift
  if swift build --build-tests --package-path "$app" >"$log" 2>&1; then
    cat "$log"
    echo "timer-app: a routine with an error built" >&2
    exit 1
  fi
  for expected in "$@"; do
    grep -qF -- "$expected" "$log" || {
      cat "$log"
      echo "timer-app: expected the line: $expected" >&2
      exit 1
    }
  done
}
fails_with $'  - countdwon: Stretch\n    duration: 1m\n  - rest: Breathe\n    duration: 0\n' \
  "$PWD/$routine:15:5: error: unknown kind 'countdwon' [unknown-kind]" \
  "$PWD/$routine:18:15: warning: 'duration' is 0 (below the minimum of 1); using 1 [clamped]"
fails_with $'  - countdown: A title longer than a lock screen shows\n    duration: 1m\n' \
  "$PWD/$routine:15:16: error: this title is 39 characters; a lock screen shows about 32 [title-too-long]"

# Restored, the package builds again; count rebuilds only from a good build on.
# Every build here is `swift build --build-tests`, as the first: SwiftPM 6.3 plans a plain
# `swift build` differently and rebuilds the plugin's seqc (minutes) on each switch
# between the two.
mv -f "$routine.orig" "$routine"
trap - EXIT
routine_builds() {
  swift build --build-tests --package-path "$app" >"$log" 2>&1 || { cat "$log"; exit 1; }
  grep 'Compiling routine' "$log" | sed 's/.*Compiling routine //' | sort | tr '\n' ' '
}
routine_builds >/dev/null
# Nothing changed: nothing is rebuilt. One routine touched: it alone is.
[ -z "$(routine_builds)" ] || { cat "$log"; echo "timer-app: an unchanged routine was rebuilt" >&2; exit 1; }
touch "$routine"
rebuilt=$(routine_builds)
[ "$rebuilt" = "focus-block.routine.yml " ] || {
  cat "$log"
  echo "timer-app: expected focus-block.routine.yml alone to be rebuilt, got: $rebuilt" >&2
  exit 1
}
rm -f "$log"
echo "timer-app: built, tested and checked in $((SECONDS - start)) s"
