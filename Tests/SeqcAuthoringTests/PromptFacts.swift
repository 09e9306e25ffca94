import SeqcCompiler
import SeqcModel
import Testing

/// Routines built from the prompt's stated facts, to compile them at the edges the facts name.
enum PromptFacts {
    /// Where fields sit: the routine, a card of each kind, a repeat block. `routine` puts
    /// a value at the place (nil leaves the key out; `siblings` set other keys there too).
    struct Place {
        let name: String
        let fields: [JSONObject]
        let routine: (_ key: String, _ value: JSONValue?, _ siblings: [String: JSONValue]) -> JSONValue
    }

    static let countdown: JSONValue = ["countdown": "Hold", "duration": 5]

    static func places(_ prompt: JSONValue) throws -> [Place] {
        let top = try fields(prompt, "topLevelFields")
        let cardID = try #require(lookup(prompt)?["cardIdField"].flatMap(lookup))
        var places = [
            Place(name: "routine", fields: top) { key, value, _ in
                .object(object(["title": "Facts", "cards": [countdown]], key, value, [:]))
            }
        ]
        for kind in try items(prompt, "kinds") {
            let name = try #require(kind["kind"]?.stringValue)
            let kindFields = try fields(.object(kind), "fields")
            let base = requiredValues(kindFields, into: [name: "Card"])
            places.append(
                Place(name: name, fields: kindFields + [cardID]) { key, value, siblings in
                    ["title": "Facts", "cards": [.object(object(base, key, value, siblings))]]
                })
        }
        let block = try #require(lookup(prompt)?["repeatBlock"].flatMap(lookup))
        let blockFields = try fields(.object(block), "fields")
        let blockBase = requiredValues(blockFields, into: [try #require(block["key"]?.stringValue): "Block"])
        places.append(
            Place(name: "repeat", fields: blockFields) { key, value, siblings in
                ["title": "Facts", "cards": [.object(object(blockBase, key, value, siblings))]]
            })
        return places
    }

    /// Checks one field's stated type, requiredness, values and bounds at `place`.
    static func checkField(_ field: JSONObject, at place: Place) throws {
        let name = try #require(field["name"]?.stringValue)
        let type = try #require(field["type"]?.stringValue)
        let label = "\(place.name).\(name)"
        var listed: JSONValue?
        if case .array(let allowed)? = field["enum"] { listed = allowed.first }
        let typed = compile(place.routine(name, listed ?? nominal(type), [:]))
        #expect(typed.errors.isEmpty, "\(label): a \(type) value is refused: \(typed.errors)")
        let omitted = compile(place.routine(name, nil, [:]))
        #expect(omitted.errors.isEmpty == (field["required"] != .bool(true)), "\(label): leaving it out gives \(omitted.errors)")
        if type == "cards" {
            #expect(!compile(place.routine(name, ["a", "b"], [:])).errors.isEmpty, "\(label): a list of text is accepted")
        }
        if case .array(let allowed)? = field["enum"] {
            for value in allowed { #expect(compile(place.routine(name, value, [:])).errors.isEmpty, "\(label): \(value) is refused") }
            let past = (allowed.compactMap(\.intValue).max() ?? 0) + 1
            #expect(!compile(place.routine(name, .int(past), [:])).errors.isEmpty, "\(label): \(past) is accepted")
        }
        try checkBounds(field, label: label, type: type) { value in
            // Keys of the same type at the place take the value too, so a range stays a range.
            let siblings = Dictionary(
                uniqueKeysWithValues: place.fields.filter { $0["type"] == .string(type) && $0["required"] == .bool(true) }
                    .compactMap { $0["name"]?.stringValue }.filter { $0 != name }.map { ($0, JSONValue.int(value)) })
            return compile(place.routine(name, .int(value), siblings))
        }
        if let length = field["maxLength"]?.intValue {
            #expect(compile(place.routine(name, .string(String(repeating: "a", count: length)), [:])).errors.isEmpty, "\(label)")
            #expect(!compile(place.routine(name, .string(String(repeating: "a", count: length + 1)), [:])).errors.isEmpty, "\(label)")
        }
    }

    /// At the stated minimum nothing is raised, below it the value is raised with a
    /// `clamped` warning; at the stated maximum all is well, past it `out-of-range`.
    private static func checkBounds(_ field: JSONObject, label: String, type: String, compiling: (Int) -> Compiled) throws {
        if let minimum = field["minimum"]?.intValue {
            let at = compiling(minimum)
            #expect(!at.all.contains(.clamped) && !at.all.contains(.outOfRange), "\(label) at its minimum \(minimum): \(at.all)")
            let below = compiling(minimum - 1)
            #expect(below.warnings.contains(.clamped) && below.errors.isEmpty, "\(label) below its minimum: \(below.all)")
        }
        if let maximum = field["maximum"]?.intValue {
            #expect(!compiling(maximum).all.contains(.outOfRange), "\(label) at its maximum \(maximum)")
            #expect(compiling(maximum + 1).errors.contains(.outOfRange), "\(label) past its maximum \(maximum)")
        }
    }

    struct Compiled {
        let errors: [RuleID]
        let warnings: [RuleID]
        var all: [RuleID] { errors + warnings }
    }

    static func compile(_ routine: JSONValue) -> Compiled {
        let result = Compiler().compile(SourceFile(path: "facts.json", bytes: routine.serialized()))
        return Compiled(
            errors: result.diagnostics.filter { $0.severity == .error }.map(\.rule),
            warnings: result.diagnostics.filter { $0.severity == .warning }.map(\.rule))
    }

    /// A value of a type as the prompt names it.
    static func nominal(_ type: String) -> JSONValue {
        switch type {
        case "integer", "duration": 3
        case "boolean": true
        case "textList": ["a", "b"]
        case "slug": "s1"
        case "cards": [countdown]
        default: "x"
        }
    }

    private static func object(_ base: JSONObject, _ key: String, _ value: JSONValue?, _ siblings: [String: JSONValue]) -> JSONObject {
        var members = base.members.filter { $0.key != key }.map { ($0.key, siblings[$0.key] ?? $0.value) }
        if let value { members.append((key, value)) }
        return JSONObject(members)
    }

    private static func requiredValues(_ fields: [JSONObject], into base: JSONObject) -> JSONObject {
        var object = base
        for field in fields where field["required"] == .bool(true) {
            if let name = field["name"]?.stringValue, let type = field["type"]?.stringValue { object.set(name, nominal(type)) }
        }
        return object
    }

    private static func items(_ value: JSONValue, _ key: String) throws -> [JSONObject] {
        guard case .array(let items)? = lookup(value)?[key] else { throw PromptFactsError.missing(key) }
        return items.compactMap(lookup)
    }

    private static func fields(_ value: JSONValue, _ key: String) throws -> [JSONObject] { try items(value, key) }
}

enum PromptFactsError: Error { case missing(String) }
