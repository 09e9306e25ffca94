import SeqcCompiler
import SeqcModel

extension Prompt {
    /// The same content structured, for prompt builders that assemble their own text.
    package var json: JSONValue {
        [
            "language": .int(Language.version),
            "introduction": .string(Self.introduction),
            "topLevelFields": .array(Language.topLevelFields.map(\.promptJSON)),
            "cardIdField": Language.cardIDField.promptJSON,
            "kinds": .array(Language.kinds.map(kind)),
            "repeatBlock": [
                "key": .string(RepeatBlock.key),
                "summary": .string(RepeatBlock.summary),
                "fields": .array(RepeatBlock.fields.map(\.promptJSON)),
                "rules": .strings(PromptRules.repeatBlocks),
                "example": .string(Self.repeatExample),
            ],
            "durationForms": .array(
                PromptRules.durationForms.map {
                    ["form": .string($0.form), "example": .string($0.example), "seconds": .int($0.seconds)]
                }),
            "rules": .object(JSONObject(PromptRules.groups.map { ($0.title, .strings($0.rules)) })),
            "limits": [
                "minimumValue": .int(RoutineLimits.minimumValue),
                "maxDurationSeconds": .int(RoutineLimits.maxDurationSeconds),
                "maxCount": .int(RoutineLimits.maxCount),
                "maxRuntimeCards": .int(RoutineLimits.maxRuntimeCards),
                "maxRepeatDepth": .int(RepeatBlock.maxDepth),
                "maxSlugLength": .int(Slug.maxLength),
            ],
            "cannotDo": .strings(PromptRules.cannotDo),
            "lintRules": .array(
                PromptLintRules.rules().map {
                    ["id": .string($0.id.rawValue), "severity": .string($0.defaultSeverity.rawValue), "summary": .string($0.summary)]
                }),
            "examples": .array(examples.map(example)),
        ]
    }

    private func kind(_ spec: KindSpec) -> JSONValue {
        [
            "kind": .string(spec.kind.rawValue),
            "displayName": .string(spec.kind.displayName),
            "summary": .string(spec.summary),
            "fields": .array(spec.fields.map(\.promptJSON)),
            "example": .string(spec.example),
        ]
    }

    private func example(_ template: Template) -> JSONValue {
        let summary = TemplateSummary(template)
        return [
            "name": .string(template.name),
            "title": .string(summary?.title ?? template.name),
            "runtimeCards": summary.map { .int($0.runtimeCards) } ?? .null,
            "yaml": .string(Self.exampleText(template)),
        ]
    }
}
