#!/usr/bin/env bash
# Builds the seed corpus of one fuzz target into DIR (made if missing), from files in the
# repository, so no generated corpus is ever committed:
#   compile, lint, render, fix, format: every routine and configuration YAML in Examples/ and Tests/
#   runtime-json:          Examples/expected/*.json and every JSON fixture under Tests/
#   configuration:         every .seqc.yml and .seqc.yaml in Examples/ and Tests/
#   glob, baseline, path-list: the few inputs written below (no such files are in the repository)
#   lsp:                   client sessions over the Examples (scripts/fuzz/lsp_seeds.py)
# plus the target's regression inputs in Fuzz/Regressions/TARGET/. Each file is named by
# its SHA-1, as libFuzzer names corpus files, so reruns add nothing twice.
#
# usage: scripts/fuzz/seeds.sh compile|lint|render|fix|format|runtime-json|glob|configuration|baseline|path-list|lsp DIR
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
target="${1:?usage: seeds.sh TARGET DIR}"
dir="${2:?usage: seeds.sh TARGET DIR}"
mkdir -p "$dir"

# One seed written into DIR under its SHA-1.
seed() { # TEXT (printf escapes)
  local file
  file=$(mktemp)
  printf "$1" >"$file"
  mv "$file" "$dir/$(sha1sum "$file" | cut -c1-40)"
}
case "$target" in
  glob)
    seed 'drafts/**\ndrafts/deep/a.routine.yaml'
    seed '*.wip.routine.yaml\nteam/**/le?s.routine.yaml\n./team/\nteam/a/b/legs.routine.yaml'
    seed '**/**/**/**/**/**/**/**/b\na/a/a/a/a/a/a/a/a/a/a/c'
    seed 'a*a*a*a*a*a*a*a*b\naaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
    seed 'caf\xc3\xa9/?\ncafe\xcc\x81/x' ;;
  baseline)
    seed '{\n  "findings" : [\n    {\n      "file" : "a.routine.yaml",\n      "line" : "title: x",\n      "message" : "m",\n      "rule" : "title-too-long"\n    }\n  ],\n  "version" : 1\n}\n'
    seed '{"version": 1, "findings": []}'
    seed '{"version": 2, "findings": [{"file": "a", "rule": "r", "message": "m", "line": "l"}]}' ;;
  path-list)
    seed 'a.routine.yaml\nteam/b.routine.yaml\r\n-\n\n'
    seed 'a.routine.yaml\0-\0with\nnewline.yaml\0' ;;
  lsp)
    python3 "$root/scripts/fuzz/lsp_seeds.py" "$dir" ;;
esac

case "$target" in
  compile|lint|render|fix|format)
    # Not a .build: Examples/TimerApp's holds its dependencies' checkouts.
    find "$root/Examples" "$root/Tests" -name .build -prune -o -type f \( -name '*.yaml' -o -name '*.yml' \) -print0 ;;
  runtime-json)
    find "$root/Examples/expected" "$root/Tests" -type f -name '*.json' -print0 ;;
  configuration)
    find "$root/Examples" "$root/Tests" -name .build -prune -o -type f \( -name '.seqc.yml' -o -name '.seqc.yaml' \) -print0 ;;
  glob|baseline|path-list|lsp) ;;
  *)
    echo "seeds.sh: unknown target '$target' (compile, lint, render, fix, format, runtime-json, glob, configuration, baseline, path-list, lsp)" >&2
    exit 2 ;;
esac | {
  # Regression inputs first come from their own folder, whatever their names.
  cat
  if [ -d "$root/Fuzz/Regressions/$target" ]; then
    find "$root/Fuzz/Regressions/$target" -type f ! -name '*.md' -print0
  fi
  # Any file may be laid out: format starts from every target's regressions.
  if [ "$target" = format ]; then
    find "$root/Fuzz/Regressions" -type f ! -name '*.md' -print0
  fi
} | while IFS= read -r -d '' file; do
  cp "$file" "$dir/$(sha1sum "$file" | cut -c1-40)"
done
echo "seeds.sh: $(find "$dir" -type f | wc -l) seeds for $target in $dir"
