#!/usr/bin/env bash
# Prepares the release of seqc X.Y.Z in the working tree:
#   - SeqcVersion.current (Sources/SeqcCompiler/SeqcVersion.swift), which `seqc --version`
#     prints and SARIF reports, becomes X.Y.Z;
#   - CHANGELOG.md's `## Unreleased` heading becomes `## X.Y.Z - YYYY-MM-DD` (today in UTC,
#     or SEQC_RELEASE_DATE), under a new empty `## Unreleased`;
#   - the man page is dated by the release (its .Dd line; its text is generated from the
#     command definitions, which CI holds it to: scripts/man-page.sh --check);
#     --no-man-page leaves it to you;
#   - README's dependency line becomes `from: "X.Y.Z"`, and its note that no release
#     exists yet goes;
#   - `make artifactbundle` builds BinaryPlugin/seqc.artifactbundle.zip with this version
#     (scripts/artifactbundle.sh), and BinaryPlugin/Package.swift's bundle line names the
#     release's zip and its checksum; --no-bundle leaves both to you.
# It commits and tags nothing. Review `git diff`, then:
#   git commit -am "Release X.Y.Z" && git tag vX.Y.Z
# and upload BinaryPlugin/seqc.artifactbundle.zip to the release vX.Y.Z.
# On a commit tagged vX.Y.Z, CI (scripts/ci/version.sh) checks that the tag,
# SeqcVersion.current, the CHANGELOG and `seqc --version` all say X.Y.Z.
#
# --dry-run does all of that in a temporary clone of HEAD instead (the working tree is
# left alone), commits the release there, and prints the commit and what would follow: no
# tag, no push, no upload. --keep DIR makes the clone in DIR (which must not exist) and
# keeps it, for a check to read.
#
# Exit codes: 0 prepared, 1 refused or failed (nothing changed in the working tree),
# 2 bad command-line use.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/release.sh X.Y.Z [--no-man-page] [--no-bundle] [--dry-run [--keep DIR]]" >&2; exit 2; }
refuse() { echo "release.sh: $*" >&2; exit 1; }

version=""
man_page=1
bundle=1
dry_run=0
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --no-man-page) man_page=0 ;;
    --no-bundle) bundle=0 ;;
    --dry-run) dry_run=1 ;;
    --keep) [ $# -ge 2 ] || usage; keep=$2; shift ;;
    -*) usage ;;
    *) [ -z "$version" ] || usage; version="$1" ;;
  esac
  shift
done
[ -n "$version" ] || usage
[ -z "$keep" ] || [ "$dry_run" = 1 ] || usage
# Plain semantic versions: a tag is what users install, so no pre-release suffixes.
[[ "$version" =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] \
  || { echo "release.sh: '$version' is not a version X.Y.Z" >&2; usage; }
date="${SEQC_RELEASE_DATE:-$(date -u +%Y-%m-%d)}"
[[ "$date" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || refuse "SEQC_RELEASE_DATE '$date' is not YYYY-MM-DD"

if [ "$dry_run" = 1 ]; then
  source scripts/release-dry-run.sh
  exit 0
fi

changelog=CHANGELOG.md
version_file=Sources/SeqcCompiler/SeqcVersion.swift
readme=README.md
binary_package=BinaryPlugin/Package.swift

# The version must go up from the latest release, compared field by field.
latest=$(sed -n 's/^## \([0-9][0-9.]*\) - [0-9-]*$/\1/p' "$changelog" | head -n 1)
if [ -n "$latest" ]; then
  IFS=. read -r a b c <<<"$latest"
  IFS=. read -r x y z <<<"$version"
  if ((x < a || (x == a && (y < b || (y == b && z <= c))))); then
    refuse "$version is not newer than the latest release, $latest"
  fi
fi

# Exactly one Unreleased section, and something in it: a release says what it ships.
[ "$(grep -c '^## Unreleased' "$changelog")" -eq 1 ] || refuse "$changelog needs exactly one '## Unreleased' heading"
planned=$(sed -n 's/^## Unreleased (\(.*\))$/\1/p' "$changelog")
[ -z "$planned" ] || [ "$planned" = "$version" ] \
  || refuse "the Unreleased heading of $changelog plans $planned, not $version; release $planned or edit the heading"
entries=$(awk '/^## Unreleased/ { inside = 1; next } /^## / { inside = 0 } inside && /^- / { n++ } END { print n + 0 }' "$changelog")
[ "$entries" -gt 0 ] || refuse "the Unreleased section of $changelog lists no change"
grep -q '^    public static let current = "[^"]*"$' "$version_file" \
  || refuse "$version_file has no 'public static let current = \"...\"' line"
# README's dependency line: the seqc package's url, and `branch: "main"` or a release.
dependency='^\( *\.package(url: "\)\(https://[^"]*\)\.git", \(branch: "main"\|from: "[0-9.]*"\))'
repository=$(sed -n "s#$dependency.*#\\2#p" "$readme" | head -n 1)
[ -n "$repository" ] || refuse "$readme has no '.package(url: \"https://…/seqc.git\", branch: \"main\")' line"
[ "$bundle" = 0 ] || grep -q '// seqc-artifact-bundle$' "$binary_package" || refuse "$binary_package has no line ending in '// seqc-artifact-bundle'"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
awk -v heading="## $version - $date" '
  /^## Unreleased/ && !done { print "## Unreleased"; print ""; print heading; done = 1; next }
  { print }
' "$changelog" >"$work/changelog"
sed "s/^    public static let current = \"[^\"]*\"$/    public static let current = \"$version\"/" "$version_file" >"$work/version"
# The note between the two markers says that no release exists yet; it goes with the
# blank line after it.
sed -e "s#$dependency#\\1\\2.git\", from: \"$version\")#" "$readme" \
  | awk '/^<!-- unreleased -->$/ { skip = 1; next } skip && /^<!-- \/unreleased -->$/ { skip = 2; next }
      skip == 2 && /^$/ { skip = 0; next } { skip = (skip == 2) ? 0 : skip } !skip { print }' >"$work/readme"
cp "$work/changelog" "$changelog"
cp "$work/version" "$version_file"
cp "$work/readme" "$readme"
echo "release.sh: $version_file says $version; $changelog has '## $version - $date'; $readme depends on from: \"$version\""

if [ "$man_page" = 1 ]; then
  # The page's date, as generate-manual writes it (English month names in the C locale).
  day=$(LC_ALL=C date -u -d "$date" '+%B %-d, %Y')
  sed "s/^\.Dd .*/.Dd $day/" man/seqc.1 >"$work/man"
  cp "$work/man" man/seqc.1
  echo "release.sh: man/seqc.1 is dated $day"
fi

# The bundle, built with the version just written, and the binary package pointed at it.
if [ "$bundle" = 1 ]; then
  make artifactbundle
  checksum=$(cat BinaryPlugin/seqc.artifactbundle.zip.sha256)
  url="$repository/releases/download/v$version/seqc.artifactbundle.zip"
  sed "s|^let seqcBinary: Target = .*// seqc-artifact-bundle$|let seqcBinary: Target = .binaryTarget(name: \"SeqcBinary\", url: \"$url\", checksum: \"$checksum\")  // seqc-artifact-bundle|" \
    "$binary_package" >"$work/binary"
  cp "$work/binary" "$binary_package"
  echo "release.sh: $binary_package names $url, checksum $checksum"
fi
echo "release.sh: review git diff, then: git commit -am \"Release $version\" && git tag v$version"
[ "$bundle" = 0 ] || echo "release.sh: and upload BinaryPlugin/seqc.artifactbundle.zip to the release v$version"
