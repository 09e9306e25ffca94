#!/usr/bin/env bash
# Writes the man page, man/seqc.1, from seqc's command definitions with
# swift-argument-parser's generate-manual plugin, on the debug build: after `swift test`
# only the small generate-manual tool is built (about 40 s the first time, 8 s after).
# Examples and tables in the help text are then laid out for man
# (scripts/man-page-layout.awk).
#
# The page is the same on every machine and every day: it holds no path, and its date
# (.Dd) is the latest release's in CHANGELOG.md (`## X.Y.Z - YYYY-MM-DD`), or 1970-01-01
# before the first release. scripts/release.sh runs this script.
#
#   bash scripts/man-page.sh           write man/seqc.1
#   bash scripts/man-page.sh --check   fail when man/seqc.1 is not what would be written
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
case "${1:-}" in
  "") ;;
  --check) check=1 ;;
  *) echo "usage: scripts/man-page.sh [--check]" >&2; exit 2 ;;
esac

date=$(sed -n 's/^## [0-9][0-9.]* - \([0-9]\{4\}-[0-9]\{2\}-[0-9]\{2\}\)$/\1/p' CHANGELOG.md | head -n 1)
date="${date:-1970-01-01}"

# The month is spelled out; in the C locale it is spelled in English everywhere.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! LC_ALL=C swift package generate-manual --configuration debug --date "$date" >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
# "Generated manual in 'file:///…/outputs/seqc/'"
directory=$(sed -n "s|^Generated manual in 'file://\(.*\)'$|\1|p" "$log" | tail -n 1)
generated="${directory%/}/seqc.1"
[ -f "$generated" ] || { cat "$log" >&2; echo "man-page.sh: the plugin wrote no $generated" >&2; exit 1; }

# The plugin copies help text in as it was typed, which man would fill as prose: examples
# and tables are laid out as a man page lays them out (scripts/man-page-layout.awk).
page=$(mktemp)
trap 'rm -f "$log" "$page"' EXIT
awk -f scripts/man-page-layout.awk "$generated" >"$page"

# groff, where it is installed, must know every request: a help line that starts with
# '.' or ' would be read as one and its text lost.
if command -v groff >/dev/null; then
  problems=$(groff -mdoc -Tutf8 -ww -z "$page" 2>&1 | grep -v 'Empty input line' || true)
  [ -z "$problems" ] || { echo "man-page.sh: groff reads the page wrongly:" >&2; echo "$problems" >&2; exit 1; }
  # As man shows it: no Markdown table rule or code fence left raw.
  raw=$(groff -mdoc -Tutf8 -P-c "$page" 2>/dev/null | grep -nE '\|[ :]*-{3,}[ :]*\||```' || true)
  [ -z "$raw" ] || { echo "man-page.sh: the page shows Markdown as typed:" >&2; echo "$raw" >&2; exit 1; }
fi

if [ "$check" = 1 ]; then
  if ! diff -u man/seqc.1 "$page"; then
    echo "man-page.sh: man/seqc.1 is stale (the command definitions changed); run: bash scripts/man-page.sh" >&2
    exit 1
  fi
  echo "man page: man/seqc.1 is what the command definitions give ($(wc -l <"$page") lines, dated $date)"
else
  cp "$page" man/seqc.1
  echo "man page: wrote man/seqc.1 (dated $date)"
fi
