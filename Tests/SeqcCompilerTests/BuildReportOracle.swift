import Foundation
import SeqcModel

@testable import SeqcCompiler

/// The build report's `Encodable` twin: what `JSONEncoder` (through ``StableJSON``) makes
/// of a report's public values. The report is written by its one layout
/// (BuildReport+Layout.swift); this is the oracle tests hold that layout to, kept apart
/// from it so that the two are written independently.
struct BuildReportOracle: Encodable {
    let routines: [RoutineOracle]
    let totals: TotalsOracle

    init(_ report: BuildReport) {
        routines = report.routines.map(RoutineOracle.init)
        totals = TotalsOracle(report.totals)
    }

    /// The document's text, as `seqc build --report` has always written it.
    var json: String { String(decoding: try! StableJSON.encode(self), as: UTF8.self) }

    struct RoutineOracle: Encodable {
        struct Expansion: Encodable {
            let cardId: String
            let title: String
            let rounds: Int
            let finalRest: Bool
            let runtimeCards: Int
        }

        struct Repeat: Encodable {
            let title: String
            let rounds: Int
            let writtenCards: Int
            let authoredCards: Int
        }

        let file: String
        let id: String?
        let sequenceId: String?
        let title: String?
        let output: String?
        let authoredCards: Int?
        let runtimeCards: Int?
        let authoredKinds: [String: Int]?
        let runtimeKinds: [String: Int]?
        let expansions: [Expansion]?
        let writtenCards: Int?
        let repeats: [Repeat]?
        let minSeconds: Int?
        let maxSeconds: Int?
        let untimedCards: Int?
        let errors: Int
        let warnings: Int

        init(_ report: RoutineReport) {
            (file, id, sequenceId, title, output) = (report.file, report.id, report.sequenceId, report.title, report.output)
            (authoredCards, runtimeCards) = (report.authoredCards, report.runtimeCards)
            (authoredKinds, runtimeKinds) = (report.authoredKinds, report.runtimeKinds)
            expansions = report.expansions?.map {
                Expansion(cardId: $0.cardId, title: $0.title, rounds: $0.rounds, finalRest: $0.finalRest, runtimeCards: $0.runtimeCards)
            }
            writtenCards = report.writtenCards
            repeats = report.repeats?.map {
                Repeat(title: $0.title, rounds: $0.rounds, writtenCards: $0.writtenCards, authoredCards: $0.authoredCards)
            }
            (minSeconds, maxSeconds, untimedCards) = (report.minSeconds, report.maxSeconds, report.untimedCards)
            (errors, warnings) = (report.errors, report.warnings)
        }

        var json: String { String(decoding: try! StableJSON.encode(self), as: UTF8.self) }
    }

    struct TotalsOracle: Encodable {
        let routines: Int
        let written: Int
        let authoredCards: Int
        let runtimeCards: Int
        let errors: Int
        let warnings: Int

        init(_ totals: BuildReport.Totals) {
            (routines, written, authoredCards) = (totals.routines, totals.written, totals.authoredCards)
            (runtimeCards, errors, warnings) = (totals.runtimeCards, totals.errors, totals.warnings)
        }

        var json: String { String(decoding: try! StableJSON.encode(self), as: UTF8.self) }
    }
}

/// A sink that builds the value a walk describes, for tests: what the layout says,
/// apart from how it is spelled in bytes.
struct JSONTreeSink: JSONSink {
    indirect enum Tree: Equatable {
        case object([(key: String, value: Tree)])
        case array([Tree])
        case string(String)
        case number(Int)
        case bool(Bool)
        case null

        static func == (lhs: Tree, rhs: Tree) -> Bool {
            switch (lhs, rhs) {
            case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
            case (.array(let a), .array(let b)): a == b
            case (.string(let a), .string(let b)): a == b
            case (.number(let a), .number(let b)): a == b
            case (.bool(let a), .bool(let b)): a == b
            case (.null, .null): true
            default: false
            }
        }

        /// Every object's keys in sorted order, at every depth.
        var keysSorted: Bool {
            switch self {
            case .object(let members):
                zip(members, members.dropFirst()).allSatisfy { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                    && members.allSatisfy(\.value.keysSorted)
            case .array(let elements): elements.allSatisfy(\.keysSorted)
            default: true
            }
        }
    }

    /// The containers still open, each with the key its value goes under in its parent.
    private var open: [(key: String?, tree: Tree)] = []
    private var key: String?
    private(set) var root: Tree?

    private mutating func value(_ tree: Tree) {
        guard case (let parentKey, var parent)? = open.popLast() else {
            root = tree
            return
        }
        switch parent {
        case .object(var members):
            members.append((key ?? "", tree))
            parent = .object(members)
        case .array(var elements):
            elements.append(tree)
            parent = .array(elements)
        default: break
        }
        open.append((parentKey, parent))
        key = nil
    }

    mutating func beginObject() {
        open.append((key, .object([])))
        key = nil
    }
    mutating func endObject() { close() }
    mutating func beginArray() {
        open.append((key, .array([])))
        key = nil
    }
    mutating func endArray() { close() }
    private mutating func close() {
        let (parentKey, tree) = open.removeLast()
        key = parentKey
        value(tree)
    }
    mutating func member(_ key: StaticString) { self.key = key.description }
    mutating func member(named key: String) { self.key = key }
    mutating func element() {}
    mutating func string(_ text: String) { value(.string(text)) }
    mutating func phaseTitle(_ intervalTitle: String, phase: RuntimeCard.Phase, round: Int, rounds: Int) {
        value(.string(Expansion.phaseTitle(intervalTitle, phase: phase, round: round, rounds: rounds)))
    }
    mutating func string(name text: StaticString) { value(.string(text.description)) }
    mutating func uuid(_ id: UUID) { value(.string(id.uuidString.lowercased())) }
    mutating func int(_ value: Int) { self.value(.number(value)) }
    mutating func bool(_ value: Bool) { self.value(.bool(value)) }
    mutating func null() { value(.null) }

    /// The tree of a JSON text, read by `JSONDecoder`; object members sorted by key.
    static func tree(of json: [UInt8]) throws -> Tree {
        try JSONDecoder().decode(Decoded.self, from: Data(json)).tree
    }

    private struct Decoded: Decodable {
        let tree: Tree

        struct Key: CodingKey {
            let stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                let keys = object.allKeys.sorted { $0.stringValue.utf8.lexicographicallyPrecedes($1.stringValue.utf8) }
                tree = .object(try keys.map { ($0.stringValue, try object.decode(Decoded.self, forKey: $0).tree) })
            } else if var array = try? decoder.unkeyedContainer() {
                var elements: [Tree] = []
                while !array.isAtEnd { elements.append(try array.decode(Decoded.self).tree) }
                tree = .array(elements)
            } else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() {
                    tree = .null
                } else if let bool = try? single.decode(Bool.self) {
                    tree = .bool(bool)
                } else if let number = try? single.decode(Int.self) {
                    tree = .number(number)
                } else {
                    tree = .string(try single.decode(String.self))
                }
            }
        }
    }
}
