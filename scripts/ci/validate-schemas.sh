#!/usr/bin/env bash
# Checks seqc's committed schemas with an independent validator (check-jsonschema, from
# PyPI), so the schemas are right by someone else's reading of JSON Schema, not only ours:
#   - each schema against its metaschema;
#   - every Example routine against Schemas/routine.schema.json (YAML instances);
#   - every golden runtime JSON (Examples/expected, compile fixtures) against
#     Schemas/runtime.schema.json;
#   - a model's structured answer against Schemas/routine.llm.schema.json.
# Like `seqc lint`, hidden folders are skipped; folders of deliberately broken lint
# samples are listed in EXCLUDED_EXAMPLE_DIRS, each with its reason.
set -euo pipefail
cd "$(dirname "$0")/../.."

EXCLUDED_EXAMPLE_DIRS=(
  # Unfinished drafts with intentional errors; the repository's .seqc.yml excludes them too.
  Examples/repository/drafts
)

if ! python3 -m check_jsonschema --version >/dev/null 2>&1; then
  echo "installing check-jsonschema"
  python3 -m pip install --quiet --disable-pip-version-check check-jsonschema
fi
validate() { python3 -m check_jsonschema "$@"; }

echo "schemas against their metaschema"
validate --check-metaschema Schemas/routine.schema.json Schemas/runtime.schema.json Schemas/routine.llm.schema.json

prune=(-name '.?*' -prune -o)
for dir in "${EXCLUDED_EXAMPLE_DIRS[@]+"${EXCLUDED_EXAMPLE_DIRS[@]}"}"; do prune+=(-path "$dir" -prune -o); done
mapfile -t routines < <(find Examples "${prune[@]+"${prune[@]}"}" \( -name '*.routine.yaml' -o -name '*.routine.yml' \) -print | sort)
[ "${#routines[@]}" -gt 0 ] || { echo "no Example routines found" >&2; exit 1; }
echo "${#routines[@]} Example routines against Schemas/routine.schema.json"
validate --schemafile Schemas/routine.schema.json "${routines[@]}"

mapfile -t goldens < <(ls Examples/expected/*.json Tests/SeqcEndToEndTests/Fixtures/compile/*.json 2>/dev/null | sort)
[ "${#goldens[@]}" -gt 0 ] || { echo "no golden runtime JSON found" >&2; exit 1; }
echo "${#goldens[@]} golden runtime JSON files against Schemas/runtime.schema.json"
validate --schemafile Schemas/runtime.schema.json "${goldens[@]}"

echo "a structured model answer against Schemas/routine.llm.schema.json"
validate --schemafile Schemas/routine.llm.schema.json Tests/SeqcEndToEndTests/Fixtures/authoring/llm-answer.json
