"""Checks each provider form of seqc's llm schema (Schemas/routine.llm.<dialect>.json)
with that provider's own Python SDK, as scripts/ci/llm-dialects.sh runs it:

- gemini: google-genai's `types.Schema` pydantic model (unknown fields forbidden, enum
  values text, `type` one of its Type values) reads the whole schema;
- openai: the `openai` package's `ResponseFormatJSONSchema` reads the wrapper, and its
  strict-schema helper (`_ensure_strict_json_schema`, what `client.chat.completions.parse`
  applies) changes nothing: every object is already closed and fully required;
- anthropic: the `anthropic` package's `ToolParam` reads the tool, and its `transform_schema`
  (what its SDK applies for strict structured outputs) moves no keyword into a
  description, that is, the schema uses only what strict mode supports.
"""
import copy
import json
import sys
from pathlib import Path

schemas = Path(sys.argv[1] if len(sys.argv) > 1 else "Schemas")
failures = []


def load(dialect):
    return json.loads((schemas / f"routine.llm.{dialect}.json").read_text())


def check_gemini():
    from google.genai import types

    document = load("gemini")
    schema = types.Schema.model_validate(document)
    dumped = schema.model_dump(by_alias=True, exclude_none=True, mode="json")
    if dumped != document:
        failures.append("gemini: types.Schema does not read the schema back as written")


def check_openai():
    from openai.lib._pydantic import _ensure_strict_json_schema
    from openai.types.shared import ResponseFormatJSONSchema

    document = load("openai")
    ResponseFormatJSONSchema.model_validate({"type": "json_schema", "json_schema": document})
    schema = document["schema"]
    strict = _ensure_strict_json_schema(copy.deepcopy(schema), path=(), root=copy.deepcopy(schema))
    if strict != schema:
        failures.append("openai: the SDK's strict-schema helper changes the schema")
    if document.get("strict") is not True:
        failures.append("openai: the wrapper does not ask for strict")


def without_enum_types(node):
    """The SDK drops `type` beside an enum; the schema keeps it for other readers."""
    if isinstance(node, dict):
        result = {k: without_enum_types(v) for k, v in node.items()}
        if "enum" in result:
            result.pop("type", None)
        return result
    if isinstance(node, list):
        return [without_enum_types(v) for v in node]
    return node


def check_anthropic():
    import pydantic
    from anthropic.lib._parse._transform import transform_schema
    from anthropic.types import ToolParam

    document = load("anthropic")
    pydantic.TypeAdapter(ToolParam).validate_python(document, strict=True)
    if document.get("strict") is not True:
        failures.append("anthropic: the tool does not ask for strict")
    schema = document["input_schema"]
    transformed = transform_schema(copy.deepcopy(schema))
    if without_enum_types(transformed) != without_enum_types(schema):
        failures.append("anthropic: the SDK's transform_schema rewrites the schema (an unsupported keyword)")


for check in (check_gemini, check_openai, check_anthropic):
    try:
        check()
    except Exception as error:  # a refusal by an SDK type is the finding
        failures.append(f"{check.__name__}: {type(error).__name__}: {str(error)[:2000]}")

for failure in failures:
    print(f"llm-dialects: {failure}", file=sys.stderr)
if failures:
    sys.exit(1)
print("llm-dialects: the gemini, openai and anthropic forms pass their SDKs' checks")
