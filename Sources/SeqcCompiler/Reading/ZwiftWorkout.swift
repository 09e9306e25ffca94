import SeqcModel

/// A Zwift workout file (`.zwo`, docs/vocabulary.md's "Zwift .zwo" source): XML whose
/// `<name>` is the routine's title and whose `<workout>` lists timed segments, each a
/// countdown titled by its element (`<SteadyState Duration="1200" Power="0.9"/>` is
/// `- countdown: SteadyState` + `duration: 20m`), and `<IntervalsT Repeat="5"
/// OnDuration="60" OffDuration="60"/>`, an interval. Power, cadence and text events are
/// the app's and are dropped. Any element or attribute layout other than these leaves the
/// file unread: another XML format is not guessed at.
enum ZwiftWorkout {
    /// The timed segments' elements, in Zwift's spelling and case.
    static let segments: Set<String> = ["Warmup", "Cooldown", "SteadyState", "Ramp", "FreeRide", "Freeride", "MaxEffort", "SolidState"]
    /// Elements inside a segment or the workout that carry no time of their own.
    static let ignored: Set<String> = ["textevent", "TextEvent"]
    /// The title an `<IntervalsT>` gets: the element names no title of its own.
    static let intervalTitle = "Intervals"

    /// The routine `text` reads as; nil when it is no Zwift workout or holds anything else.
    static func read(_ text: String) -> (title: String?, items: [TextRoutine.Item])? {
        guard text.utf8.count <= TextRoutine.maxBytes, text.contains("<workout>") else { return nil }
        var title: String?
        var items: [TextRoutine.Item] = []
        var inWorkout = false
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return nil }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                if tag.dropFirst() == "workout" { inWorkout = false }
                continue
            }
            guard let (name, attributes) = element(tag) else { return nil }
            if name == "workout" {
                inWorkout = true
            } else if name == "name", !inWorkout, title == nil {
                let value = rest.prefix { $0 != "<" }.filter { $0 != "\n" && $0 != "\r" }.trimmingWhitespace()
                title = value.isEmpty ? nil : value
            } else if inWorkout, !ignored.contains(name) {
                guard let item = item(name, attributes) else { return nil }
                items.append(item)
            }
        }
        return items.isEmpty ? nil : (title, items)
    }

    /// One segment's item; nil for an element or a time Zwift's files do not have.
    private static func item(_ name: String, _ attributes: [String: String]) -> TextRoutine.Item? {
        if name == "IntervalsT" {
            guard let rounds = attributes["Repeat"].flatMap({ Int($0) }), rounds >= 1, let work = seconds(attributes["OnDuration"]),
                let rest = seconds(attributes["OffDuration"])
            else { return nil }
            return .step(.interval(title: intervalTitle, work: work, rest: rest, rounds: rounds), checkbox: false)
        }
        guard segments.contains(name), let duration = seconds(attributes["Duration"]) else { return nil }
        return .step(.timed(title: name, seconds: duration), checkbox: false)
    }

    /// Whole seconds, written as Zwift writes them (`300`, `300.0`); nil otherwise.
    private static func seconds(_ value: String?) -> Int? {
        guard let value, let number = Double(value), number >= 1, number <= Double(RoutineLimits.maxDurationSeconds),
            number == number.rounded()
        else { return nil }
        return Int(number)
    }

    /// An opening or empty element's name and its `Key="value"` attributes; nil when the
    /// tag is written any other way.
    private static func element(_ tag: Substring) -> (String, [String: String])? {
        var body = tag
        if body.last == "/" { body = body.dropLast() }
        let name = String(body.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty else { return nil }
        var attributes: [String: String] = [:]
        var rest = body.dropFirst(name.count)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard !rest.isEmpty else { break }
            guard let equals = rest.firstIndex(of: "=") else { return nil }
            let key = rest[..<equals].trimmingWhitespace()
            rest = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            rest = rest.dropFirst()
            guard let end = rest.firstIndex(of: quote), !key.isEmpty, attributes.count < 32 else { return nil }
            attributes[key] = String(rest[..<end])
            rest = rest[rest.index(after: end)...]
        }
        return (name, attributes)
    }
}
