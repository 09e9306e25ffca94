import Foundation
import Testing

@testable import SeqcCompiler

/// The string operations that replace Foundation proper's in the release binary (which
/// links only FoundationEssentials) give what Foundation gave, checked against Foundation
/// itself here, where the tests may link it.
@Suite struct FoundationFreeTextTests {
    /// Every scalar of the Basic Multilingual Plane and a few beyond it, on both ends of
    /// some text and alone.
    static let scalars: [Unicode.Scalar] =
        (0..<0x1_0000).compactMap(Unicode.Scalar.init) + [
            "\u{1F600}", "\u{E0020}", "\u{10FFFD}",
        ]

    // The loops collect differences and expect none once: an #expect per scalar would
    // cost seconds in a debug build.
    @Test func trimmingWhitespaceIsFoundationsTrimmingWhitespaces() {
        var differences: [String] = []
        for scalar in Self.scalars {
            for text in ["\(scalar)", "\(scalar)a \(scalar)b\(scalar)", " \t\(scalar)x\(scalar)\u{3000}", "\(scalar)\u{301}y"] {
                let expected = text.trimmingCharacters(in: .whitespaces)
                if text.trimmingWhitespace() != expected || Substring(text).trimmingWhitespace() != expected {
                    differences.append("U+\(String(scalar.value, radix: 16)) in \(Array(text.unicodeScalars))")
                }
            }
        }
        #expect(differences == [])
    }

    @Test func trimmingWhitespaceKeepsLineBreaksAndInnerSpace() {
        #expect("\u{A0}\t a  b \u{200B}".trimmingWhitespace() == "a  b")
        #expect("\n a \r\n".trimmingWhitespace() == "\n a \r\n")
        #expect("\u{2028}a\u{85}".trimmingWhitespace() == "\u{2028}a\u{85}")
    }

    @Test func replacingEveryIsFoundationsReplacingOnPlainText() {
        // Nothing right after a `:`, where the two differ (below).
        var differences: [String] = []
        for scalar in Self.scalars where scalar != ":" {
            let text = ":a:b\(scalar)c::d\(scalar)e:"
            if text.replacingEvery(":", with: "%3A") != text.replacingOccurrences(of: ":", with: "%3A") {
                differences.append("U+\(String(scalar.value, radix: 16))")
            }
        }
        #expect(differences == [])
    }

    /// Where Foundation compares composed character sequences, a `:` before a combining
    /// mark escaped nothing; an escape must catch it.
    @Test func replacingEveryCatchesAScalarBeforeACombiningMark() {
        #expect("a:\u{301}b,\u{20DD}".replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C") == "a%3A\u{301}b%2C\u{20DD}")
        #expect("`x`".replacingEvery("`", with: "") == "x")
        #expect("a|b".replacingEvery("|", with: "\\|") == "a\\|b")
    }

    @Test func sarifURIsArePercentEncodedAsFoundationDid() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        var texts = (0..<0x80).map { "a\(Unicode.Scalar(UInt8($0)))b" }
        texts += ["routines/é ü.routine.yaml", "e\u{301}\u{1F600}/%41", "c:\\dir\\x.yaml", "[a]#b?c"]
        for text in texts {
            #expect(SARIFRenderer.uri(for: text) == text.addingPercentEncoding(withAllowedCharacters: allowed), "\(Array(text.utf8))")
        }
        #expect(SARIFRenderer.uri(for: "/tmp/a b.yaml") == "file:///tmp/a%20b.yaml")
        #expect(SARIFRenderer.uri(for: "././x:y.yaml") == "x%3Ay.yaml")
    }
}
