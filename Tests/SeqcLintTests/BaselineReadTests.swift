import Foundation
import SeqcCompiler
import Testing

@testable import SeqcLint

/// `Baseline.read` takes its entries from the strict parser's tree: what it accepts and
/// what it reads are those of `JSONDecoder` over the file's shape, on generated files.
@Suite struct BaselineReadTests {
    private struct Shape: Decodable {
        var version: Int
        var findings: [Baseline.Entry]
    }

    private struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let texts = ["a.routine.yaml", "", "title-too-long", "quote \" and \\ back", "é 日本 😀", "tab\there", "- countdown: Go"]

    private func entry(_ random: inout Random) -> Baseline.Entry {
        Baseline.Entry(
            file: Self.texts[random.next(Self.texts.count)], rule: Self.texts[random.next(Self.texts.count)],
            message: Self.texts[random.next(Self.texts.count)], line: Self.texts[random.next(Self.texts.count)])
    }

    @Test func whatItWroteReadsBack() throws {
        var random = Random(state: 36)
        for _ in 0..<50 {
            let entries = (0..<random.next(20)).map { _ in entry(&random) }
            let baseline = Baseline(entries: entries)
            #expect(try Baseline.read(baseline.jsonData()) == baseline)
        }
    }

    /// Files with a member missing, of the wrong type, an extra key or another version:
    /// read accepts exactly those JSONDecoder decodes (with version 1), and reads the same.
    @Test func itAcceptsWhatJSONDecoderDecodes() throws {
        var random = Random(state: 8)
        let values: [Any] = ["x", 1, 1.5, NSNull(), [String](), [String: String](), true]
        for _ in 0..<400 {
            var findings: [Any] = (0..<random.next(4)).map { _ in
                let entry = entry(&random)
                var object: [String: Any] = ["file": entry.file, "rule": entry.rule, "message": entry.message, "line": entry.line]
                switch random.next(6) {
                case 0: object.removeValue(forKey: ["file", "rule", "message", "line"][random.next(4)])
                case 1: object[["file", "rule", "message", "line"][random.next(4)]] = values[random.next(values.count)]
                case 2: object["extra"] = values[random.next(values.count)]
                default: break
                }
                return object
            }
            if random.next(8) == 0 { findings.append(values[random.next(values.count)]) }
            var file: [String: Any] = ["version": [1, 1, 1, 2, "1"][random.next(5)], "findings": findings]
            switch random.next(8) {
            case 0: file.removeValue(forKey: "findings")
            case 1: file.removeValue(forKey: "version")
            case 2: file["findings"] = values[random.next(values.count)]
            default: break
            }
            let data = try JSONSerialization.data(withJSONObject: file)
            let decoded = try? JSONDecoder().decode(Shape.self, from: data)
            let read = try? Baseline.read(data)
            if let decoded, decoded.version == Baseline.version {
                #expect(read == Baseline(entries: decoded.findings), "\(String(decoding: data, as: UTF8.self))")
            } else {
                #expect(read == nil, "\(String(decoding: data, as: UTF8.self))")
            }
        }
    }
}
