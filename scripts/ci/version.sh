#!/usr/bin/env bash
# On a release commit (HEAD tagged vX.Y.Z), the tag, SeqcVersion.current
# (Sources/SeqcCompiler/SeqcVersion.swift), CHANGELOG.md's latest release heading and
# `seqc --version` must all say X.Y.Z (scripts/release.sh prepares such a commit).
# Elsewhere there is nothing to compare with a tag; that `seqc --version` is CHANGELOG's
# version on every commit is VersionTests' check, in `swift test`.
#
# The binary is SEQC_BINARY, or the debug build's when there is one.
set -euo pipefail
cd "$(dirname "$0")/../.."

fail() { echo "version.sh: $*" >&2; exit 1; }

if ! git rev-parse --git-dir >/dev/null 2>&1; then
  echo "version: not a git checkout, no tag to check"
  exit 0
fi
tags=$(git tag --points-at HEAD | grep -E '^v[0-9]+\.[0-9]+\.[0-9]+$' || true)
if [ -z "$tags" ]; then
  echo "version: HEAD is not a release tag (vX.Y.Z); nothing to check"
  exit 0
fi

source_version=$(sed -n 's/^    public static let current = "\([^"]*\)"$/\1/p' Sources/SeqcCompiler/SeqcVersion.swift)
changelog_version=$(sed -n 's/^## \([0-9][0-9.]*\) - [0-9-]*$/\1/p' CHANGELOG.md | head -n 1)
binary="${SEQC_BINARY:-}"
if [ -z "$binary" ] && [ -f Package.swift ]; then
  binary="$(swift build --show-bin-path 2>/dev/null || true)/seqc"
fi

for tag in $tags; do
  version="${tag#v}"
  [ "$source_version" = "$version" ] \
    || fail "HEAD is tagged $tag but SeqcVersion.current is '$source_version' (run scripts/release.sh $version before tagging)"
  [ "$changelog_version" = "$version" ] \
    || fail "HEAD is tagged $tag but CHANGELOG.md's latest release is '${changelog_version:-none}'"
  agreeing="SeqcVersion.current and CHANGELOG.md"
  if [ -n "$binary" ] && [ -x "$binary" ]; then
    printed=$("$binary" --version)
    [ "$printed" = "seqc $version" ] || fail "HEAD is tagged $tag but $binary --version prints '$printed'"
    agreeing="SeqcVersion.current, CHANGELOG.md and seqc --version"
  else
    echo "version: no built seqc to ask (set SEQC_BINARY)"
  fi
  echo "version: $tag, $agreeing agree"
done
