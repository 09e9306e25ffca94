#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where JSON in seqc's layout goes as a model is walked: ``PrettyJSONWriter`` writes the
/// bytes, ``JSONByteCounter`` only counts them. The runtime document is walked by one
/// set of functions (`RuntimeDocument+Writing.swift`) for both, so the JSON a build writes
/// and the size the compiler checks cannot come from two descriptions of the layout.
///
/// The caller keeps the structure right (a member only inside an object, an element only
/// inside an array, every container ended); the sink keeps the layout right.
@usableFromInline
package protocol JSONSink: ~Copyable {
    /// Opens an object where a value goes.
    mutating func beginObject()
    /// Closes the innermost object.
    mutating func endObject()
    /// Opens an array where a value goes.
    mutating func beginArray()
    /// Closes the innermost array.
    mutating func endArray()
    /// Starts the next member of the innermost object: its value comes next. The key is
    /// written as it is, so it must need no escaping: a name in seqc's own source.
    mutating func member(_ key: StaticString)
    /// Starts the next member under a key known only at run time, escaped as a string is.
    /// (Labelled, so a literal key takes the unlabelled member above: a string literal
    /// prefers `String` to `StaticString` when both would do.)
    mutating func member(named key: String)
    /// Starts the next element of the innermost array: its value comes next.
    mutating func element()
    /// A string value, escaped as `JSONEncoder` does with `.withoutEscapingSlashes`, and
    /// the `:` or `[` that would complete a CI runner's command too (``WorkflowCommandEscape``).
    mutating func string(_ text: String)
    /// An expanded card's title as a string value: `intervalTitle` escaped, then the phase
    /// and round (``Expansion/writePhaseSuffix(_:round:rounds:into:)``), as
    /// ``string(_:)`` writes ``Expansion/phaseTitle(_:phase:round:rounds:)``'s title.
    mutating func phaseTitle(_ intervalTitle: String, phase: RuntimeCard.Phase, round: Int, rounds: Int)
    /// A string value written as it is, so it must need no escaping: a name in seqc's own
    /// source, such as a kind's.
    mutating func string(name text: StaticString)
    /// A UUID as a string value, in its lower-case text form.
    mutating func uuid(_ id: UUID)
    /// A number value.
    mutating func int(_ value: Int)
    /// A boolean value.
    mutating func bool(_ value: Bool)
    /// A null value.
    mutating func null()
}
