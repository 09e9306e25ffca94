#!/usr/bin/env bash
# Builds a small app package that applies SeqcBuildPlugin, in a folder whose path has a
# space, and changes its routines between builds (four `swift build` runs, one from clean):
#   - a routine the package's .seqc.yml excludes gets no JSON and a note; the build passes;
#   - two routines with one id fail the build, with the error at the later one's id,
#     printed once;
#   - two routines whose JSON names differ only in case (Morning.json, morning.json: one
#     file on a case-insensitive disk) fail the build, at 1:1 of the later one, naming the
#     first, printed once;
#   - with both removed the package builds again.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
start=$SECONDS
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
app="$scratch/plugin app"
mkdir -p "$app/Sources/Routines/a" "$app/Sources/Routines/b" "$app/Sources/Routines/drafts"
cat >"$app/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PluginApp",
    dependencies: [.package(name: "seqc", path: "$repo")],
    targets: [.target(name: "Routines", plugins: [.plugin(name: "SeqcBuildPlugin", package: "seqc")])]
)
EOF
printf 'import Foundation\n\npublic let routines = Bundle.module\n' >"$app/Sources/Routines/Routines.swift"
printf 'exclude:\n  - drafts/**   # not shipped\n' >"$app/Sources/Routines/.seqc.yml"
routine() { # PATH [ID]
  { [ -z "${2:-}" ] || printf 'id: %s\n' "$2"; printf 'title: Routine\ncards:\n  - countdown: Go\n    duration: 1m\n'; } >"$app/Sources/Routines/$1"
}
routine a/Morning.routine.yaml
routine b/evening.routine.yml
routine drafts/wip.routine.yaml
log="$scratch/log"
build() { swift build --package-path "$app" >"$log" 2>&1; }
fail() {
  cat "$log"
  echo "plugin-app: $1" >&2
  exit 1
}
# The lines of the log that hold TEXT, counted.
count() { grep -cF -- "$1" "$log" || true; }
outputs() { find "$app/.build/plugins/outputs" -name "$1" -type f | wc -l; }

# An excluded routine: no JSON, a note, and the build passes.
build || fail "the package with an excluded routine did not build"
[ "$(outputs Morning.json)" -eq 1 ] && [ "$(outputs evening.json)" -eq 1 ] || fail "expected Morning.json and evening.json"
[ "$(outputs wip.json)" -eq 0 ] || fail "the excluded routine was built"
note="note: skipped $app/Sources/Routines/drafts/wip.routine.yaml: excluded by 'drafts/**'"
[ "$(count "$note")" -eq 1 ] || fail "expected the note once: $note"

# Two routines with one id: the later one's id, once.
routine b/second.routine.yaml morning
! build || fail "two routines with one id built"
error="$app/Sources/Routines/b/second.routine.yaml:1:5: error: routine id 'morning' is already used by $app/Sources/Routines/a/Morning.routine.yaml [duplicate-routine-id]"
[ "$(count "$error")" -eq 1 ] || fail "expected once: $error"
[ "$(count ': error: ')" -eq 1 ] || fail "expected one error"
rm "$app/Sources/Routines/b/second.routine.yaml"

# Two JSON names one file on a case-insensitive disk (their ids differ): 1:1 of the later
# one, naming the first, once.
routine b/morning.routine.yml other
! build || fail "two routines with one resource name built"
error="$app/Sources/Routines/b/morning.routine.yml:1:1: error: this routine's JSON, 'morning.json', would be one file with 'Morning.json', that of $app/Sources/Routines/a/Morning.routine.yaml, on a case-insensitive disk [duplicate-output-name]"
[ "$(count "$error")" -eq 1 ] || fail "expected once: $error"
[ "$(count ': error: ')" -eq 1 ] || fail "expected one error"
rm "$app/Sources/Routines/b/morning.routine.yml"

build || fail "the package did not build again with the two routines removed"
echo "plugin-app: built and checked in $((SECONDS - start)) s"
