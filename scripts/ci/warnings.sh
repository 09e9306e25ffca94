#!/usr/bin/env bash
# The build prints no warning of the project's own: Sources, Tests, Plugins and the
# manifest compile without one (scripts/ci/project-warnings.awk says which warnings are
# the project's; dependencies' are not). The release build's warnings are checked by
# scripts/ci/install.sh, which runs `make`.
#
# A warning is printed only when its file is compiled, so the log must be of a build that
# compiled every file. .ci/run passes the log of its `swift test` as SEQC_TEST_LOG, with
# SEQC_TEST_BUILD_CLEAN=1 when that build started without a .build folder (a fresh
# checkout, as in CI): then this step only reads it (a second). Otherwise it builds the
# package and its tests from nothing in a scratch folder of its own, .build-warnings,
# removed first: a debug build, 4 to 8 minutes on two cores.
#
#   bash scripts/ci/warnings.sh            (SEQC_TEST_LOG, SEQC_TEST_BUILD_CLEAN as above)
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)

log=${SEQC_TEST_LOG:-}
if [ -n "$log" ] && [ -r "$log" ] && [ "${SEQC_TEST_BUILD_CLEAN:-0}" = 1 ]; then
  echo "warnings: reading the log of the clean build swift test made"
else
  log=$(mktemp)
  # The folder is made anew each time, so it is not kept (a debug build is gigabytes).
  trap 'rm -f "$log"; rm -rf .build-warnings' EXIT
  rm -rf .build-warnings
  echo "warnings: swift build --build-tests from nothing in .build-warnings"
  set +e
  swift build --build-tests --scratch-path .build-warnings >"$log" 2>&1
  status=$?
  set -e
  if [ "$status" -ne 0 ]; then
    tail -n 60 "$log"
    echo "warnings: the build failed (exit $status)"
    exit 1
  fi
  grep -q 'Compiling' "$log" || { echo "warnings: the build compiled nothing; its log cannot show warnings"; exit 1; }
fi

# The package's own names (package, products, targets), for SwiftPM's warnings about them.
# (A line naming a dependency's product, `package:`, is not one of them.)
names=$(sed -n '/package:/!s/.*name: "\([^"]*\)".*/\1/p' Package.swift | sort -u | tr '\n' ' ')
warnings=$(awk -v root="$PWD" -v names="$names" -f scripts/ci/project-warnings.awk "$log")
if [ -n "$warnings" ]; then
  echo "$warnings"
  echo "warnings: $(printf '%s\n' "$warnings" | wc -l) warning(s) of the project's own; fix them in the source"
  exit 1
fi
echo "warnings: none of the project's own ($(( $(date +%s) - start ))s)"
