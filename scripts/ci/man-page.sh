#!/usr/bin/env bash
# The checked-in man page, man/seqc.1, is what the command definitions give today
# (scripts/man-page.sh --check). The shell completions in completions/ are checked by
# `swift test` (CompletionScriptTests).
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
bash scripts/man-page.sh --check
echo "man page check: $(( $(date +%s) - start ))s"
