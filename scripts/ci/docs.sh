#!/usr/bin/env bash
# SeqcModel's documentation (its DocC catalog, Sources/SeqcModel/SeqcModel.docc, and
# every doc comment) builds with no warning: a broken symbol link or a malformed doc
# comment fails CI. The code samples of its article are run by
# ReadingRuntimeJSONArticleTests in `swift test`.
#
# It reuses the debug build `swift test` made (.build): only swift-docc-plugin's small
# snippet tool is built, so the step takes well under a minute.
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
swift package generate-documentation --target SeqcModel --warnings-as-errors
echo "docs: SeqcModel documentation built with no warning in $(( $(date +%s) - start ))s"
