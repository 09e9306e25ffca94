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

    @Test func distinctPathsAreShownDistinctly() {
        let paths: [[UInt8]] = [[0xFF], Array("\\xff".utf8), Array("\\\\xff".utf8), [0x5C, 0xFF], [0xC3, 0xA9], [0xC3], [0xA9]]
        #expect(Set(paths.map(PathDisplay.string)).count == paths.count)
    }
}
