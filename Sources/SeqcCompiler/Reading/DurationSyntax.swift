import SeqcModel

/// Reads the duration forms of the language from source text.
///
/// An integer number of seconds (`90`, plain, possibly negative so it can be clamped),
/// or text: `45s`, `5m`, `2h` and their combinations in h-m-s order (`1h2m3s`), a clock
/// `m:ss` or `h:mm:ss`, or ISO 8601 `PT1M30S`.
package enum DurationSyntax {
    package enum Outcome: Equatable {
        case seconds(Int)
        /// Not a duration; `reason` says why, `suggestion` is a corrected spelling if one is clear.
        case invalid(reason: String, suggestion: String?)
        /// Well formed but larger than any duration can be.
        case tooLarge
    }

    /// `isPlainInteger` says the scalar was written unquoted (or tagged `!!int`), so bare
    /// digits are seconds; quoted digits are text that is not a duration form.
    ///
    /// An invalid text with one clear reading in words or loose units (`30 seconds`,
    /// `1m 30s`, `1.5m`; see ``LooseDuration``) gets its canonical form as the suggestion.
    package static func parse(_ text: String, isPlainInteger: Bool) -> Outcome {
        if let seconds = simple(text, isPlainInteger: isPlainInteger) { return .seconds(seconds) }
        let outcome = strict(text, isPlainInteger: isPlainInteger)
        // ISO 8601 in lower case (`pt30m`) has one reading: its upper-case form.
        if case .invalid(_, nil) = outcome, text.utf8.first == UInt8(ascii: "p"),
            case .seconds = strict(text.uppercased(), isPlainInteger: false)
        {
            return .invalid(reason: "ISO 8601 durations are written in upper case", suggestion: text.uppercased())
        }
        if case .invalid(_, nil) = outcome, let seconds = isoWithDays(text.uppercased()), seconds <= RoutineLimits.maxDurationSeconds {
            return .invalid(reason: "ISO 8601 durations here have no days part", suggestion: DurationText.text(seconds))
        }
        if case .invalid(_, nil) = outcome, let inner = TypographicQuotes.inner(text) {
            return unquoted(inner) ?? outcome
        }
        guard case .invalid(_, nil) = outcome, let seconds = LooseDuration.seconds(text),
            seconds <= RoutineLimits.maxDurationSeconds
        else { return outcome }
        return .invalid(reason: looseReason(text), suggestion: DurationText.text(seconds))
    }

    /// The seconds `text` means when it is one of the duration forms, else nil: the
    /// `.seconds` of ``parse(_:isPlainInteger:)`` without its search for why a text is not
    /// a duration and what it may have meant, which only a diagnostic needs.
    package static func seconds(_ text: String, isPlainInteger: Bool) -> Int? {
        if let seconds = simple(text, isPlainInteger: isPlainInteger) { return seconds }
        if case .seconds(let seconds) = strict(text, isPlainInteger: isPlainInteger) { return seconds }
        return nil
    }

    /// ISO 8601 with a days part (`P0DT4H0M0S`, `P1D`), as other apps export one: a day is
    /// 24 hours, so it has one reading. nil for any other text.
    private static func isoWithDays(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count <= 32, bytes.first == UInt8(ascii: "P"), let letterD = bytes.firstIndex(of: UInt8(ascii: "D")), letterD > 1,
            bytes[1..<letterD].allSatisfy(isDigit), let parsed = IntegerSyntax.parse(bytes[1..<letterD]), let days = parsed,
            let daySeconds = days.checkedMultiply(86_400)
        else { return nil }
        let time = bytes[(letterD + 1)...]
        guard !time.isEmpty else { return daySeconds }
        guard case .seconds(let seconds) = strict("P" + String(decoding: time, as: UTF8.self), isPlainInteger: false) else { return nil }
        return daySeconds.checkedAdd(seconds)
    }

    /// A duration written inside typographic quotes (`“2m”`, `‘90’`): the text inside, as
    /// the language or a loose reading writes it; quoted digits become the bare number.
    private static func unquoted(_ inner: String) -> Outcome? {
        let reason = "typographic quotes are characters of the text; YAML quotes with '\"' or \"'\""
        switch parse(inner, isPlainInteger: true) {
        case .seconds: return .invalid(reason: reason, suggestion: inner)
        case .invalid(_, let suggestion?): return .invalid(reason: reason, suggestion: suggestion)
        default: return nil
        }
    }

    /// The seconds of the forms nearly every duration is written in, read straight from
    /// the bytes, without the arrays ``strict(_:isPlainInteger:)`` makes: plain digits,
    /// units in order (`45s`, `1m30s`), a clock (`0:10`, `1:00:00`) and ISO 8601
    /// (`PT300S`), each number at most nine digits so that nothing can overflow. Nil for
    /// anything else, which the strict reading reads; a test holds the two equal wherever
    /// this answers.
    static func simple(_ text: String, isPlainInteger: Bool) -> Int? {
        // Read as one buffer of bytes: walking the string's views by index cost more than
        // the reading itself, for every duration of every card.
        var text = text
        return text.withUTF8 { utf8 in
            guard let first = utf8.first else { return nil }
            if utf8.contains(UInt8(ascii: ":")) { return simpleClock(utf8) }
            if first == UInt8(ascii: "P") { return simpleUnits(utf8.dropFirst(), iso: true, isPlainInteger: false) }
            return simpleUnits(utf8[...], iso: false, isPlainInteger: isPlainInteger)
        }
    }

    /// `1h2m3s`, or after the `P` of ISO 8601, `T1H2M3S`; plain digits alone when they
    /// are a plain integer.
    private static func simpleUnits(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, iso: Bool, isPlainInteger: Bool) -> Int? {
        var bytes = bytes
        if iso {
            guard bytes.first == UInt8(ascii: "T") else { return nil }
            bytes = bytes.dropFirst()
        }
        var total = 0
        var value = 0
        var digits = 0
        var nextUnit = 0
        var sawComponent = false
        for byte in bytes {
            if isDigit(byte) {
                guard digits < 9 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                continue
            }
            let rank: Int
            let seconds: Int
            switch byte | (iso ? 0x20 : 0) {
            case UInt8(ascii: "h"): (rank, seconds) = (0, 3600)
            case UInt8(ascii: "m"): (rank, seconds) = (1, 60)
            case UInt8(ascii: "s"): (rank, seconds) = (2, 1)
            default: return nil
            }
            // A plain unit is lower-case and an ISO one upper-case: the other case is not read here.
            guard digits > 0, rank >= nextUnit, iso == (byte < UInt8(ascii: "a")) else { return nil }
            total += value * seconds
            value = 0
            digits = 0
            nextUnit = rank + 1
            sawComponent = true
        }
        if digits > 0 { return !sawComponent && !iso && isPlainInteger ? value : nil }
        return sawComponent ? total : nil
    }

    /// `m:ss` or `h:mm:ss`: every field after the first two digits below 60.
    private static func simpleClock(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var total = 0
        var value = 0
        var digits = 0
        var fields = 1
        for byte in bytes {
            if byte == UInt8(ascii: ":") {
                guard digits > 0, fields == 1 || (digits == 2 && value < 60), fields < 3 else { return nil }
                total = total * 60 + value
                value = 0
                digits = 0
                fields += 1
                continue
            }
            guard isDigit(byte), digits < 9 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        guard fields > 1, digits == 2, value < 60 else { return nil }
        return total * 60 + value
    }

    /// Why a loose duration is not one, in the terms of how it was written.
    private static func looseReason(_ text: String) -> String {
        if text.contains(".") { return "fractions are not written in durations" }
        if text.contains(":") { return "a clock duration takes no unit" }
        return "units are h, m and s, written after the number without spaces"
    }

    static func strict(_ text: String, isPlainInteger: Bool) -> Outcome {
        let bytes = Array(text.utf8)
        if bytes.isEmpty { return .invalid(reason: "a duration cannot be empty", suggestion: nil) }
        if isPlainInteger, let value = IntegerSyntax.parse(bytes) {
            return value.map(Outcome.seconds) ?? .tooLarge
        }
        // Both fixes write the bare number, which is seconds as the quoted or decimal one
        // would be: a unit written in would hide the number from `implausible-duration`.
        if IntegerSyntax.parse(bytes) != nil {
            return .invalid(reason: "quoted digits are text, not seconds: write the number bare", suggestion: text)
        }
        if let whole = DecoratedCount.wholeNumber(text) {
            return .invalid(reason: "'\(text)' is the whole number \(whole) written with a decimal point", suggestion: whole)
        }
        if bytes.contains(UInt8(ascii: ".")) || bytes.contains(UInt8(ascii: ",")) {
            return .invalid(reason: "fractions of a second are not supported", suggestion: nil)
        }
        if bytes.contains(UInt8(ascii: ":")) { return clock(bytes) }
        if bytes.first == UInt8(ascii: "P") { return units(Array(bytes.dropFirst()), iso: true) }
        return units(bytes, iso: false)
    }

    /// `m:ss` or `h:mm:ss`; every field after the first is two digits below 60.
    private static func clock(_ bytes: [UInt8]) -> Outcome {
        let fields = bytes.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map(Array.init)
        guard fields.count <= 3, fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) else {
            return .invalid(reason: "a clock duration is m:ss or h:mm:ss", suggestion: nil)
        }
        var total = 0
        for (index, field) in fields.enumerated() {
            guard let parsed = IntegerSyntax.parse(field), let value = parsed else { return .tooLarge }
            if index > 0 {
                guard field.count == 2 else {
                    return .invalid(reason: "clock fields after the first have two digits", suggestion: nil)
                }
                guard value < 60 else {
                    return .invalid(reason: "clock field '\(String(decoding: field, as: UTF8.self))' must be below 60", suggestion: nil)
                }
            }
            guard let next = total.checkedMultiply(60)?.checkedAdd(value) else { return .tooLarge }
            total = next
        }
        return .seconds(total)
    }

    /// `1h2m3s` (lower-case units) or, after a `P`, ISO 8601 `T1H2M3S` (upper-case).
    private static func units(_ bytes: [UInt8], iso: Bool) -> Outcome {
        var rest = bytes[...]
        if iso {
            guard rest.first == UInt8(ascii: "T") else {
                return .invalid(
                    reason: "ISO 8601 durations here are PT followed by hours, minutes and seconds, e.g. PT1M30S", suggestion: nil)
            }
            rest = rest.dropFirst()
        }
        let units = iso ? isoUnits : plainUnits
        var total = 0
        var nextUnit = 0
        var sawComponent = false
        while !rest.isEmpty {
            let digits = rest.prefix(while: isDigit)
            guard !digits.isEmpty else { return invalidUnits(bytes, iso: iso) }
            rest = rest.dropFirst(digits.count)
            guard let unitByte = rest.first,
                let unitIndex = units.firstIndex(where: { $0.0 == unitByte }), unitIndex >= nextUnit
            else { return invalidUnits(bytes, iso: iso) }
            rest = rest.dropFirst()
            guard let parsed = IntegerSyntax.parse(digits), let value = parsed,
                let next = value.checkedMultiply(units[unitIndex].1).flatMap({ total.checkedAdd($0) })
            else { return .tooLarge }
            total = next
            nextUnit = unitIndex + 1
            sawComponent = true
        }
        guard sawComponent else { return invalidUnits(bytes, iso: iso) }
        return .seconds(total)
    }

    private static let plainUnits: [(UInt8, Int)] = [(UInt8(ascii: "h"), 3600), (UInt8(ascii: "m"), 60), (UInt8(ascii: "s"), 1)]
    private static let isoUnits: [(UInt8, Int)] = [(UInt8(ascii: "H"), 3600), (UInt8(ascii: "M"), 60), (UInt8(ascii: "S"), 1)]

    private static func invalidUnits(_ bytes: [UInt8], iso: Bool) -> Outcome {
        let text = String(decoding: bytes, as: UTF8.self)
        if !iso, text.lowercased() != text, case .seconds = units(Array(text.lowercased().utf8), iso: false) {
            return .invalid(reason: "units are lower-case h, m and s", suggestion: text.lowercased())
        }
        let reason =
            iso
            ? "ISO 8601 durations here are PT followed by hours, minutes and seconds, e.g. PT1M30S"
            : "write seconds (90), units in h-m-s order (45s, 5m, 1h2m3s), a clock (1:30) or ISO 8601 (PT1M30S)"
        return .invalid(reason: reason, suggestion: nil)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}

/// Decimal integers from source text, with overflow reported instead of trapping.
enum IntegerSyntax {
    /// The number a string's bytes hold, as the generic `parse` below reads it, from one
    /// buffer: walking the string's view cost more than the reading.
    static func parse(_ text: String) -> Int?? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// nil when `bytes` is not `[+-]?[0-9]+`; `.some(nil)` when it is positive but does
    /// not fit an `Int`. A negative number of any size is at most `Int.min`: it is below
    /// every minimum, so it clamps like any other negative instead of reading as too large.
    static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int?? {
        var digits = bytes[...]
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        // Accumulating towards the sign lets `-9223372036854775808` (Int.min) fit exactly.
        var value = 0
        for digit in digits {
            let digitValue = Int(digit - UInt8(ascii: "0"))
            let next =
                negative
                ? value.checkedMultiply(10)?.checkedAdd(-digitValue)
                : value.checkedMultiply(10)?.checkedAdd(digitValue)
            guard let next else { return negative ? .some(.min) : .some(nil) }
            value = next
        }
        return .some(value)
    }
}

extension Int {
    func checkedMultiply(_ other: Int) -> Int? {
        let (result, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? nil : result
    }

    func checkedAdd(_ other: Int) -> Int? {
        let (result, overflow) = addingReportingOverflow(other)
        return overflow ? nil : result
    }
}
