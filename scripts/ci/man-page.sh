#!/usr/bin/env bash
# The checked-in man page, man/seqc.1, is what the command definitions give today
# (scripts/man-page.sh --check), laid out for man, and groff reads it without a warning.
# The shell completions in completions/ are checked by `swift test` (CompletionScriptTests).
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
# groff is what checks the page as man shows it; a fresh machine may lack it.
if ! command -v groff >/dev/null; then
  echo "installing groff-base"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq groff-base
fi
bash scripts/man-page.sh --check
echo "man page check: $(( $(date +%s) - start ))s"
