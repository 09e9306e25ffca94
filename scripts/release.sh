#!/usr/bin/env bash
# Prepares the release of seqc X.Y.Z in the working tree:
#   - SeqcVersion.current (Sources/SeqcCompiler/SeqcVersion.swift), which `seqc --version`
#     prints and SARIF reports, becomes X.Y.Z;
#   - CHANGELOG.md's `## Unreleased` heading becomes `## X.Y.Z - YYYY-MM-DD` (today in UTC,
#     or SEQC_RELEASE_DATE), under a new empty `## Unreleased`;
#   - the man page is regenerated (scripts/man-page.sh), as its date is the latest
#     release's; --no-man-page leaves it to you.
# It commits and tags nothing. Review `git diff`, then:
#   git commit -am "Release X.Y.Z" && git tag vX.Y.Z
# On a commit tagged vX.Y.Z, CI (scripts/ci/version.sh) checks that the tag,
# SeqcVersion.current, the CHANGELOG and `seqc --version` all say X.Y.Z.
#
# Exit codes: 0 prepared, 1 refused (nothing changed), 2 bad command-line use.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/release.sh X.Y.Z [--no-man-page]" >&2; exit 2; }
refuse() { echo "release.sh: $*" >&2; exit 1; }

version=""
man_page=1
for argument in "$@"; do
  case "$argument" in
    --no-man-page) man_page=0 ;;
    -*) usage ;;
    *) [ -z "$version" ] || usage; version="$argument" ;;
  esac
done
[ -n "$version" ] || usage
# Plain semantic versions: a tag is what users install, so no pre-release suffixes.
[[ "$version" =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] \
  || { echo "release.sh: '$version' is not a version X.Y.Z" >&2; usage; }
date="${SEQC_RELEASE_DATE:-$(date -u +%Y-%m-%d)}"
[[ "$date" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || refuse "SEQC_RELEASE_DATE '$date' is not YYYY-MM-DD"

changelog=CHANGELOG.md
version_file=Sources/SeqcCompiler/SeqcVersion.swift

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

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
awk -v heading="## $version - $date" '
  /^## Unreleased/ && !done { print "## Unreleased"; print ""; print heading; done = 1; next }
  { print }
' "$changelog" >"$work/changelog"
sed "s/^    public static let current = \"[^\"]*\"$/    public static let current = \"$version\"/" "$version_file" >"$work/version"
cp "$work/changelog" "$changelog"
cp "$work/version" "$version_file"
echo "release.sh: $version_file says $version; $changelog has '## $version - $date'"

if [ "$man_page" = 1 ]; then
  bash scripts/man-page.sh
fi
echo "release.sh: review git diff, then: git commit -am \"Release $version\" && git tag v$version"
