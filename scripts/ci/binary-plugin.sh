#!/usr/bin/env bash
# The release procedure and the binary plugin, end to end:
#   1. `scripts/release.sh NEXT --dry-run` (NEXT: the version the Unreleased heading
#      plans, or the next patch) in a clone: the working tree, its tags and HEAD are
#      left as they were, and the clone holds the release commit, untagged, with README
#      on `from: "NEXT"`, the man page and changelog dated, the artifact bundle (info.json
#      schema 1.0, an executable for this machine's triple that prints NEXT) and
#      BinaryPlugin/Package.swift naming the release's zip by the zip's checksum;
#   2. an app package in a folder whose path has a space, which takes SeqcModel from this
#      repository and SeqcBuildPlugin from that BinaryPlugin package (copied out, links
#      resolved, bundle by path): its verbose build log compiles SeqcModel and no
#      source of seqc's compiler, lint or command line (nor libyaml's or the argument
#      parser's), the routine's JSON is produced, the log holds no report until
#      SEQC_PLUGIN_REPORT=1 asks for one, and a routine error is one `path:line:col:
#      error:` line.
# Bounded: the dry run (a release build in the clone) by 40 minutes, each app build by 10.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
start=$SECONDS
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() {
  [ ! -f "$scratch/log" ] || tail -n 60 "$scratch/log"
  echo "binary-plugin: $1" >&2
  exit 1
}

# 1. The release dry run.
version=$(sed -n 's/^## Unreleased (\(.*\))$/\1/p' CHANGELOG.md)
if [ -z "$version" ]; then
  latest=$(sed -n 's/^## \([0-9][0-9.]*\) - [0-9-]*$/\1/p' CHANGELOG.md | head -n 1)
  IFS=. read -r x y z <<<"${latest:-0.0.0}"
  version="$x.$y.$((z + 1))"
fi
date=$(date -u +%Y-%m-%d)
state() { git status --porcelain; git tag; git rev-parse HEAD; }
before=$(state)
clone="$scratch/release"
SEQC_RELEASE_DATE="$date" timeout 2400 bash scripts/release.sh "$version" --dry-run --keep "$clone" >"$scratch/log" 2>&1 \
  || fail "the release dry run failed"
[ "$(state)" = "$before" ] || fail "the dry run changed the working tree, its tags or HEAD"
[ -z "$(git -C "$clone" tag --points-at HEAD)" ] || fail "the dry run tagged its commit"
[ "$(git -C "$clone" log -1 --format=%s)" = "Release $version" ] || fail "the clone's HEAD is not the release commit"
grep -qF "from: \"$version\")" "$clone/README.md" || fail "README does not depend on from: \"$version\""
! grep -qE 'branch: "main"|<!-- unreleased -->' "$clone/README.md" || fail "README still says branch: \"main\" or that no release exists"
grep -qx ".Dd $(LC_ALL=C date -u -d "$date" '+%B %-d, %Y')" "$clone/man/seqc.1" || fail "the man page is not dated $date"
grep -qx "## $version - $date" "$clone/CHANGELOG.md" || fail "CHANGELOG has no '## $version - $date'"
bundle="$clone/BinaryPlugin/seqc.artifactbundle"
checksum=$(sha256sum "$bundle.zip" | cut -d' ' -f1)
grep -qF "url: \"https://github.com/OWNER/seqc/releases/download/v$version/seqc.artifactbundle.zip\", checksum: \"$checksum\")" \
  "$clone/BinaryPlugin/Package.swift" || fail "BinaryPlugin/Package.swift does not name the zip and its checksum $checksum"
triple=$(swift -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -n 1)
tool=$(python3 - "$bundle" "$triple" <<'PY'
import json, os, sys
bundle, triple = sys.argv[1], sys.argv[2]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["seqc"]
assert artifact["type"] == "executable", artifact
paths = [v["path"] for v in artifact["variants"] if triple in v["supportedTriples"]]
assert len(paths) == 1, (triple, artifact)
print(os.path.join(bundle, paths[0]))
PY
) || fail "info.json is not a bundle of seqc for $triple"
[ "$("$tool" --version)" = "seqc $version" ] || fail "the bundle's seqc does not print $version"
(cd "$scratch" && unzip -q -d unzipped "$bundle.zip" && diff -r unzipped/seqc.artifactbundle "$bundle") \
  || fail "the zip does not hold the bundle folder"
echo "binary-plugin: release dry run of $version checked in $((SECONDS - start)) s"

# 2. An app on the binary plugin, both in folders whose paths have a space.
plugins="$scratch/binary plugin"
cp -RL "$clone/BinaryPlugin" "$plugins"
sed -i 's|^let seqcBinary: Target = .*// seqc-artifact-bundle$|let seqcBinary: Target = .binaryTarget(name: "SeqcBinary", path: "seqc.artifactbundle")|' \
  "$plugins/Package.swift"
app="$scratch/sample app"
mkdir -p "$app/Sources/Routines"
cat >"$app/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SampleApp",
    dependencies: [.package(name: "seqc", path: "$repo"), .package(path: "$plugins")],
    targets: [
        .target(
            name: "Routines", dependencies: [.product(name: "SeqcModel", package: "seqc")],
            plugins: [.plugin(name: "SeqcBuildPlugin", package: "binary plugin")])
    ]
)
SWIFT
printf 'import Foundation\nimport SeqcModel\n\npublic func morning() throws -> RuntimeDocument {\n    try RuntimeDocument.decode(from: Data(contentsOf: Bundle.module.url(forResource: "morning", withExtension: "json")!))\n}\n' \
  >"$app/Sources/Routines/Routines.swift"
routine="$app/Sources/Routines/morning.routine.yaml"
printf 'title: Morning\ncards:\n  - countdown: Go\n    duration: 1m\n  - interval: Rounds\n    work: 20s\n    rest: 10s\n    rounds: 2\n' >"$routine"
build() { timeout 600 swift build -v --package-path "$app" "$@" >"$scratch/log" 2>&1; }
build || fail "the app on the binary plugin did not build"
compiled() { grep -cE -- "$1" "$scratch/log" || true; }
[ "$(compiled "$repo/Sources/SeqcModel/")" -gt 0 ] || fail "the log shows no SeqcModel source compiled: the check below proves nothing"
others="$repo/Sources/(SeqcCompiler|SeqcLint|SeqcAuthoring|seqc|CSeqcInterrupt|CSeqcFiles)/|swift-argument-parser/Sources|-module-name (SeqcCompiler|SeqcLint|SeqcAuthoring|seqc|ArgumentParser) "
[ "$(compiled "$others")" -eq 0 ] || { grep -E -- "$others" "$scratch/log" | sed -n 1,3p; fail "the app's build compiled seqc's own sources"; }
json=$(find "$app/.build" -path '*/plugins/outputs/*' -name morning.json -type f | sed -n 1p)
[ -n "$json" ] && python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert len(d["runtime"]["cards"]) == 5, d' "$json" \
  || fail "no morning.json with five runtime cards among the plugin's outputs"
[ "$(compiled ' authored -> ')" -eq 0 ] || fail "a clean routine printed its report into the build log"

# The report only when asked for; an error once, at its position.
touch "$routine"
SEQC_PLUGIN_REPORT=1 build || fail "the app did not build with SEQC_PLUGIN_REPORT=1"
[ "$(compiled ' authored -> ')" -gt 0 ] && [ "$(compiled '\-\-no-text-report')" -eq 0 ] \
  || fail "SEQC_PLUGIN_REPORT=1 did not ask seqc for its report"
printf '  - countdwon: Typo\n    duration: 1m\n' >>"$routine"
! build || fail "a routine with an error built"
error="$routine:9:5: error: unknown kind 'countdwon' [unknown-kind]"
[ "$(grep -cF -- "$error" "$scratch/log" || true)" -eq 1 ] || fail "expected once: $error"
echo "binary-plugin: release dry run and binary plugin checked in $((SECONDS - start)) s"
