import Foundation
import Testing

@testable import SeqcModel

/// A ``JSONSink`` that builds the ``JSONValue`` tree of what is walked into it: the
/// runtime document's one layout (`RuntimeDocument+Writing.swift`) read as a tree, for
/// tests that look at members rather than bytes.
struct JSONTreeSink: JSONSink {
    private enum Frame {
        case object(JSONObject, key: String?)
        case array([JSONValue])
    }

    private var frames: [Frame] = []
    /// The value walked, once its outermost container has ended.
    private(set) var root: JSONValue?

    mutating func beginObject() { frames.append(.object(JSONObject(), key: nil)) }
    mutating func endObject() { end() }
    mutating func beginArray() { frames.append(.array([])) }
    mutating func endArray() { end() }
    mutating func member(_ key: StaticString) { member(named: key.description) }
    mutating func member(named key: String) {
        guard case .object(let object, _)? = frames.popLast() else { preconditionFailure("a member outside an object") }
        frames.append(.object(object, key: key))
    }
    mutating func element() {}
    mutating func string(_ text: String) { add(.string(text)) }
    mutating func phaseTitle(_ intervalTitle: String, phase: RuntimeCard.Phase, round: Int, rounds: Int) {
        add(.string(Expansion.phaseTitle(intervalTitle, phase: phase, round: round, rounds: rounds)))
    }
    mutating func string(name text: StaticString) { add(.string(text.description)) }
    mutating func uuid(_ id: UUID) { add(.string(id.uuidString.lowercased())) }
    mutating func int(_ value: Int) { add(.int(value)) }
    mutating func bool(_ value: Bool) { add(.bool(value)) }
    mutating func null() { add(.null) }

    private mutating func end() {
        switch frames.popLast() {
        case .object(let object, _)?: add(.object(object))
        case .array(let items)?: add(.array(items))
        case nil: preconditionFailure("an end without a beginning")
        }
    }

    private mutating func add(_ value: JSONValue) {
        switch frames.popLast() {
        case nil: root = value
        case .object(var object, let key)?:
            guard let key else { preconditionFailure("a value without its member") }
            object.set(key, value)
            frames.append(.object(object, key: nil))
        case .array(var items)?:
            items.append(value)
            frames.append(.array(items))
        }
    }
}

/// The tree sink reads the document as the writer writes it and as `Encodable` encodes it.
@Suite struct JSONTreeSinkTests {
    @Test func theTreeIsTheWrittenDocument() throws {
        let contents = PrettyJSONWriterTests.everyKindsContents
        let cards = contents.enumerated().map { index, content in
            Card(
                id: Identity.sequenceID(slug: "c\(index)"), title: "Card \(index) \"q\"", content: content,
                slug: index.isMultiple(of: 2) ? "card-\(index)" : nil)
        }
        let sequence = SequenceDefinition(
            id: Identity.sequenceID(slug: "t"), slug: "t", title: "Tree", summary: "s", tags: ["a"], cards: cards)
        let document = RuntimeDocument(sequence: sequence)
        var sink = JSONTreeSink()
        document.write(to: &sink)
        let tree = try #require(sink.root)
        #expect(tree.serialized() == document.jsonBytes())
        #expect(Data(tree.serialized()) == (try StableJSON.encode(document)))
        guard case .object(let object) = tree, case .int(let version)? = object["formatVersion"] else {
            Issue.record("no formatVersion in \(tree)")
            return
        }
        #expect(version == RuntimeDocument.currentFormatVersion)
    }
}
