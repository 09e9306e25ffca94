import Testing

@testable import SeqcCompiler

/// A title or value a repair writes reads back as the same text, whatever it holds:
/// control characters, YAML's indicators, line breaks of other kinds, quotes, astral
/// scalars. Generated from a fixed seed over an alphabet of the characters that change
/// how YAML reads a scalar.
@Suite struct ShapedTextTests {
    static let alphabet: [Unicode.Scalar] = [
        "a", "Z", "é", "ß", "7", "0", ".", "-", "+", " ", ":", "#", "\"", "'", "\\", "[", "]", "{", "}", ",", "&", "*", "!", "|", ">",
        "%", "@", "`", "?", "~", "\u{0}", "\u{1B}", "\u{7}", "\t", "\n", "\r", "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}", "\u{2028}",
        "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\u{1F600}", "\u{E000}",
    ]

    static func texts(seed: UInt64, count: Int) -> [String] {
        var random = SplitMix(seed: seed)
        var texts = ["true", "No", "~", "400", "1.5", "-", "a: b", "a #b", " a", "a "]
        while texts.count < count {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<(1 + random.below(12)) { scalars.append(alphabet[random.below(alphabet.count)]) }
            texts.append(String(scalars))
        }
        return texts
    }

    /// The scalar `yaml` holds as the value of its one key, or nil when it is not one.
    static func value(of yaml: String) -> String? {
        let composed = YAMLComposer.compose(SourceFile(path: "t.yaml", text: yaml))
        guard composed.diagnostics.isEmpty, case .mapping(let pairs)? = composed.root?.content, pairs.count == 1 else { return nil }
        return pairs.first?.value.scalar
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aBlockScalarReadsBackAsItsText(seed: UInt64) {
        let failures = Self.texts(seed: seed, count: 300).filter { Self.value(of: "k: " + ShapedText.block($0) + "\n") != $0 }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first.map { String(reflecting: $0) } ?? "")")
    }

    @Test(arguments: [4, 5] as [UInt64])
    func aFlowScalarReadsBackAsItsText(seed: UInt64) {
        let failures = Self.texts(seed: seed, count: 300).filter { text in
            let yaml = "k: [" + ShapedText.flow(text) + "]\n"
            let composed = YAMLComposer.compose(SourceFile(path: "t.yaml", text: yaml))
            guard composed.diagnostics.isEmpty, case .mapping(let pairs)? = composed.root?.content,
                case .sequence(let items)? = pairs.first?.value.content
            else { return true }
            return items.first?.scalar != text
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first.map { String(reflecting: $0) } ?? "")")
    }
}
