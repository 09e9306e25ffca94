import Foundation
import SeqcAuthoring
import SeqcCompiler
import SeqcModel
import Testing

@Suite struct DecompilerTests {
    /// Building the decompiled routine gives the runtime JSON it came from, byte for byte,
    /// whatever the decompiled file is called.
    @Test(arguments: Repository.runtimeGoldens.map(\.lastPathComponent))
    func roundTripsEveryGolden(_ name: String) throws {
        let url = try #require(Repository.runtimeGoldens.first { $0.lastPathComponent == name })
        let golden = try Data(contentsOf: url)
        let yaml = try Decompiler.routine(fromRuntimeJSON: golden)
        let result = Compiler().compile(SourceFile(path: "renamed.routine.yaml", text: yaml))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))\n\(yaml)")
        let rebuilt = try #require(result.document).jsonData()
        #expect(rebuilt == golden, "\(name) does not round-trip:\n\(yaml)")
    }

    @Test func goldensExist() {
        #expect(Repository.runtimeGoldens.count >= 6)
    }

    static let awkwardTexts = [
        "no", "yes", "Off", "null", "~", "true", "1:30", "12", "-3", ".5", "0x10", "1e3", "+1", "  padded  ", "trailing ",
        "a: b", "a #b", "#hash", "ends with colon:", "- dash", "? question", "[brackets]", "{braces}", "*star", "&amp",
        "!bang", "|pipe", ">fold", "'single'", "\"double\"", "%percent", "@at", "`tick`", "line\nbreak", "tab\there",
        "back\\slash", "bell\u{07}", "nel\u{85}", "sep\u{2028}", "para\u{2029}", "bom\u{FEFF}",
        // Every scalar written as a \u escape, the short ones (U+061C) among them.
        "arabic mark\u{061C}", "lrm\u{200E}", "rlm\u{200F}", "lre\u{202A}", "rlo\u{202E}", "lri\u{2066}",
        "pdi\u{2069}", "nonchar\u{FFFE}", "nonchar\u{FFFF}", "émoji 🎉", "<<", "=", "a,b", "C'est l'été",
        // A combining mark joins the space before it into one character, but a YAML reader
        // still sees the colon and space, the comment's space and `#`, the `##[` (fuzzing).
        "work: \u{65B}up", "a #\u{301}b", "x ##[\u{301}y", "a:\u{301} b",
    ]

    /// Titles, summaries, tags, info text and checklist items survive the trip.
    @Test(arguments: awkwardTexts)
    func awkwardTextRoundTrips(_ text: String) throws {
        try roundTrip(text)
    }

    /// Text made of the pieces of CI runners' commands (`::error::`, `##[`, `##vso[`),
    /// split and joined at random from a fixed seed: the routine file holds no `::`, `##[`
    /// or `##vso[` (the `:` or `[` that completes one is written `\x3A` or `\x5B`), so no
    /// log line it lands in is a command, and it still reads back as the same routine.
    @Test func textWithCommandsIsEscapedAndRoundTrips() throws {
        let pieces = [
            ":", ":", "#", "#", "[", "::", "##", "##[", "##vso[", "##VSO[", "::error::", "a", " ", "\"", "\\", "\n", "é", "- ", "v",
            "so",
        ]
        var state: UInt64 = 0x5EC0
        func next(_ bound: Int) -> Int {
            // SplitMix64: the same texts on every platform.
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((value ^ (value >> 31)) % UInt64(bound))
        }
        for _ in 0..<400 {
            let text = (0...next(8)).map { _ in pieces[next(pieces.count)] }.joined()
            let yaml = try roundTrip(text)
            let lower = yaml.lowercased()
            #expect(!lower.contains("::") && !lower.contains("##[") && !lower.contains("##vso["), "\(yaml)")
        }
    }

    @discardableResult
    private func roundTrip(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let card = { (kind: CardKind, content: CardContent, n: Int) in
            Card(id: Identity.cardID(routineSlug: "r", kind: kind, title: text, occurrence: n), title: text, content: content)
        }
        let sequence = SequenceDefinition(
            id: Identity.sequenceID(slug: "r"), slug: "r", title: text, summary: text, tags: [text, "plain"],
            cards: [
                card(.info, .info(InfoConfig(text: text)), 1),
                card(.checklist, .checklist(ChecklistConfig(items: [text, "x"])!), 1),
            ])
        let yaml = Decompiler.routine(for: sequence)
        let result = Compiler().compile(SourceFile(path: "other.routine.yaml", text: yaml))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))\n\(yaml)", sourceLocation: sourceLocation)
        #expect(result.document?.sequence == sequence, "\(yaml)", sourceLocation: sourceLocation)
        return yaml
    }

    @Test(arguments: [
        (1, "1s"), (45, "45s"), (60, "1m"), (90, "1m30s"), (3600, "1h"), (3605, "1h5s"), (3723, "1h2m3s"),
        (604_800, "168h"),
    ])
    func durationsAreWrittenInUnits(_ seconds: Int, _ text: String) throws {
        let sequence = SequenceDefinition(
            id: Identity.sequenceID(slug: "d"), slug: "d", title: "D",
            cards: [
                Card(
                    id: Identity.cardID(routineSlug: "d", pinnedSlug: "c"), title: "C",
                    content: .countdown(CountdownConfig(durationSeconds: seconds, autoComplete: false)), slug: "c")
            ])
        let yaml = Decompiler.routine(for: sequence)
        #expect(yaml.contains("    duration: \(text)\n    autoComplete: false\n"), "\(yaml)")
        #expect(Compiler().compile(SourceFile(path: "x.yaml", text: yaml)).document?.sequence == sequence)
    }

    @Test func refusesAnUnknownKind() throws {
        let json = try runtimeJSON().replacingOccurrences(of: "\"kind\" : \"countdown\"", with: "\"kind\" : \"sprint\"")
            .replacingOccurrences(of: "\"kind\": \"countdown\"", with: "\"kind\": \"sprint\"")
        #expect(throws: Decompiler.Failure.self) { try Decompiler.routine(fromRuntimeJSON: Data(json.utf8)) }
        let message =
            (try? Decompiler.routine(fromRuntimeJSON: Data(json.utf8))) == nil
            ? failure(json) : ""
        #expect(message.contains("unknown card kind 'sprint'"))
    }

    @Test func refusesANewerFormatVersion() throws {
        let json = try runtimeJSON().replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 2")
        #expect(failure(json).contains("format version 2 is newer"))
    }

    @Test func refusesSomethingElse() {
        #expect(failure("[1, 2]").isEmpty == false)
        #expect(failure("not json").isEmpty == false)
    }

    private func runtimeJSON() throws -> String {
        let sequence = SequenceDefinition(
            id: Identity.sequenceID(slug: "k"), slug: "k", title: "K",
            cards: [
                Card(
                    id: Identity.cardID(routineSlug: "k", kind: .countdown, title: "C", occurrence: 1), title: "C",
                    content: .countdown(CountdownConfig(durationSeconds: 5)))
            ])
        return String(decoding: try RuntimeDocument(sequence: sequence).jsonData(), as: UTF8.self)
    }

    private func failure(_ json: String) -> String {
        do {
            _ = try Decompiler.routine(fromRuntimeJSON: Data(json.utf8))
            return ""
        } catch {
            return "\(error)"
        }
    }
}
