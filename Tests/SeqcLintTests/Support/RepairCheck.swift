import SeqcLint
import Testing

@testable import SeqcCompiler

/// The check each repair suite makes of a generated draft: fixing it converges
/// (``FixConvergenceTests/checkConvergence(_:_:)``), and the fixed text builds the cards its
/// intent builds, or builds nothing when it has no one reading (docs/decisions.md, "No
/// silent guess").
enum RepairCheck {
    /// The cards `text` compiles to, each as its title and content; nil when it does not
    /// compile.
    static func cards(_ text: String) -> [String]? {
        Compiler().compile(SourceFile(path: "draft.routine.yaml", text: text)).sequence?.cards.map { "\($0.title) \($0.content)" }
    }

    /// Checks that fixing `text` (with `--unsafe-fixes` unless `safety` says otherwise)
    /// converges and that the fixed text builds the cards `canonical` builds (which must
    /// compile), or, with no `canonical`, builds nothing. Returns the fixed text.
    @discardableResult
    static func check(
        _ text: String, meaning canonical: String?, _ name: String, allowing safety: FixSafety = .unsafe,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        FixConvergenceTests.checkConvergence(text, name)
        let fixed = String(decoding: FixConvergenceTests.fixed(text, allowing: safety).fixed.bytes, as: UTF8.self)
        guard let canonical else {
            #expect(cards(fixed) == nil, "\(name) has no one reading but builds\n\(text)\nfixed:\n\(fixed)", sourceLocation: sourceLocation)
            return fixed
        }
        let expected = cards(canonical)
        #expect(expected != nil, "\(name): its intent does not compile\n\(canonical)", sourceLocation: sourceLocation)
        #expect(cards(fixed) == expected, "\(name)\n\(text)\nfixed:\n\(fixed)\nmeant:\n\(canonical)", sourceLocation: sourceLocation)
        return fixed
    }
}
