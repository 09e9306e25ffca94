#!/usr/bin/env bash
# Builds the seed corpus of one fuzz target into DIR (made if missing), from files in the
# repository, so no generated corpus is ever committed:
#   compile, lint, render, fix: every routine and configuration YAML in Examples/ and Tests/
#   runtime-json:          Examples/expected/*.json and every JSON fixture under Tests/
# plus the target's regression inputs in Fuzz/Regressions/TARGET/. Each file is named by
# its SHA-1, as libFuzzer names corpus files, so reruns add nothing twice.
#
# usage: scripts/fuzz/seeds.sh compile|lint|render|fix|runtime-json DIR
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
target="${1:?usage: seeds.sh TARGET DIR}"
dir="${2:?usage: seeds.sh TARGET DIR}"
mkdir -p "$dir"

case "$target" in
  compile|lint|render|fix)
    # Not a .build: Examples/TimerApp's holds its dependencies' checkouts.
    find "$root/Examples" "$root/Tests" -name .build -prune -o -type f \( -name '*.yaml' -o -name '*.yml' \) -print0 ;;
  runtime-json)
    find "$root/Examples/expected" "$root/Tests" -type f -name '*.json' -print0 ;;
  *)
    echo "seeds.sh: unknown target '$target' (compile, lint, render, fix, runtime-json)" >&2
    exit 2 ;;
esac | {
  # Regression inputs first come from their own folder, whatever their names.
  cat
  if [ -d "$root/Fuzz/Regressions/$target" ]; then
    find "$root/Fuzz/Regressions/$target" -type f ! -name '*.md' -print0
  fi
} | while IFS= read -r -d '' file; do
  cp "$file" "$dir/$(sha1sum "$file" | cut -c1-40)"
done
echo "seeds.sh: $(find "$dir" -type f | wc -l) seeds for $target in $dir"
