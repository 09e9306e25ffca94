import Testing

@testable import SeqcCompiler

/// Path bytes shown as text: invalid UTF-8 escaped, and no two paths shown alike.
@Suite struct PathDisplayTests {
    @Test(arguments: [
        (Array("plain/café.routine.yaml".utf8), "plain/café.routine.yaml"),
        ([0x61, 0xFF, 0x62], "a\\xffb"),
        ([0xC3], "\\xc3"),
        ([0xE2, 0x82, 0x2F], "\\xe2\\x82/"),
        (Array("a\\xff".utf8), "a\\\\xff"),
    ])
    func bytesAreShownEscaped(_ bytes: [UInt8], _ shown: String) {
        #expect(PathDisplay.string(bytes) == shown)
    }

    /// What is shown gives back the bytes it was made from, and SARIF's URI names them.
    @Test func shownPathsGiveBackTheirBytes() {
        let paths: [[UInt8]] = [
            Array("plain/café.routine.yaml".utf8), [0x61, 0xFF, 0x62], [0xC3], Array("a\\xff".utf8), [0x5C, 0xFF],
            Array("\\".utf8), Array("\\x4".utf8), [0xE2, 0x82, 0x2F], Array("ends\\".utf8),
        ]
        for path in paths {
            #expect(PathDisplay.bytes(of: PathDisplay.string(path)) == path, "\(path)")
        }
        #expect(
            SARIFRenderer.uri(for: PathDisplay.string(Array("routines/caf".utf8) + [0xFF] + Array(".yaml".utf8))) == "routines/caf%FF.yaml")
        #expect(SARIFRenderer.uri(for: PathDisplay.string(Array("a\\xff.yaml".utf8))) == "a%5Cxff.yaml")
    }

    @Test func distinctPathsAreShownDistinctly() {
        let paths: [[UInt8]] = [[0xFF], Array("\\xff".utf8), Array("\\\\xff".utf8), [0x5C, 0xFF], [0xC3, 0xA9], [0xC3], [0xA9]]
        #expect(Set(paths.map(PathDisplay.string)).count == paths.count)
    }
}
