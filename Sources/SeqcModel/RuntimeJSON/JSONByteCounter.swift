#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Counts the bytes ``PrettyJSONWriter`` would write for the same walk, without writing
/// them, and stops reading text once past `limit`. Text is measured by its UTF-8 length
/// first and read only while that still fits (escaping never shortens text), so the cost
/// of counting is bounded by the limit however many times a long text is copied.
///
/// Each byte counted is multiplied by ``copies``: a stretch of identical pieces (an
/// interval's rounds whose numbers have as many digits) is walked once.
package struct JSONByteCounter: JSONSink {
    package let limit: Int
    /// The bytes counted so far; saturates at `Int.max` instead of overflowing.
    package private(set) var total = 0
    /// How many times each byte counted now stands for.
    package var copies = 1
    /// The writer's state, kept as it keeps it: the nesting depth and whether the
    /// innermost container has no member or element yet.
    private var depth = 0
    private var isEmptyContainer = false

    package init(limit: Int) {
        self.limit = limit
    }

    /// Whether the count has passed the limit; once it has, no more text is read.
    package var exceeded: Bool { total > limit }

    /// Counts `item` as a further element of an array that is open at `depth` and already
    /// holds one: the element's separator and indentation, then what `item` walks.
    package mutating func countElement(ofArrayAtDepth depth: Int, _ item: (inout JSONByteCounter) -> Void) {
        self.depth = depth
        isEmptyContainer = false
        element()
        item(&self)
    }

    /// Adds `count` bytes, ``copies`` times, saturating.
    package mutating func add(_ count: Int) {
        total = total.saturatingAdd(count.saturatingMultiply(copies))
    }

    /// Adds `text` as a JSON string body (escaped, without quotes), `times` times over
    /// ``copies``.
    package mutating func addText(_ text: String, times: Int = 1) {
        let saved = copies
        defer { copies = saved }
        copies = copies.saturatingMultiply(times)
        add(text.utf8.count)
        guard !exceeded else { return }
        add(JSONText.escapingExtra(text))
    }

    package mutating func beginObject() { open() }
    package mutating func endObject() { close() }
    package mutating func beginArray() { open() }
    package mutating func endArray() { close() }

    package mutating func member(_ key: StaticString) {
        separate()
        add(key.utf8CodeUnitCount + 4)  // the quotes, the colon and the space
    }

    package mutating func member(named key: String) {
        separate()
        string(key)
        add(2)  // the colon and the space
    }

    package mutating func element() { separate() }

    package mutating func string(_ text: String) {
        add(2)
        guard !exceeded else { return }
        addText(text)
    }

    package mutating func phaseTitle(_ intervalTitle: String, phase: RuntimeCard.Phase, round: Int, rounds: Int) {
        string(intervalTitle)
        add(Expansion.phaseSuffixLength(phase, round: round, rounds: rounds))
    }

    package mutating func string(name text: StaticString) { add(text.utf8CodeUnitCount + 2) }

    package mutating func uuid(_ id: UUID) { add(38) }

    package mutating func int(_ value: Int) { add(JSONText.decimalLength(value)) }

    package mutating func bool(_ value: Bool) { add(value ? 4 : 5) }

    package mutating func null() { add(4) }

    private mutating func open() {
        add(1)
        depth += 1
        isEmptyContainer = true
    }

    private mutating func close() {
        depth -= 1
        if !isEmptyContainer { newline() }
        add(1)
        isEmptyContainer = false
    }

    private mutating func separate() {
        if !isEmptyContainer { add(1) }
        isEmptyContainer = false
        newline()
    }

    private mutating func newline() { add(1 + 2 * depth) }

    /// The closing line break and indentation of an array at `depth` that holds items,
    /// less the `,` its first item does not have: what a list counted as `[]` lacks
    /// besides its items.
    static func closingOverhead(ofArrayAtDepth depth: Int) -> Int { 1 + 2 * (depth - 1) - 1 }
}
