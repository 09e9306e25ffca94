import Foundation
import Testing

@testable import SeqcModel

/// seqc's own SHA-1 against the standard's examples and against the system's `sha1sum`:
/// every id of every card is its output, so a wrong padding at one length would change
/// the ids of the routines whose names have that length. Each test runs for every way of
/// compressing blocks this processor has (the portable one, and the SHA instructions
/// where it has them), so the two cannot give different ids.
@Suite struct SHA1Tests {
    private static let compressions = SHA1.Compression.allCases.filter(\.isAvailable)

    private func hex(_ bytes: some Collection<UInt8>, _ compression: SHA1.Compression) -> String {
        let digest = Array(bytes).withUnsafeBytes { SHA1.digest($0, using: compression) }
        let words = [digest.words.0, digest.words.1, digest.words.2, digest.words.3, digest.words.4]
        return words.map { word in
            let text = String(word, radix: 16)
            return String(repeating: "0", count: 8 - text.count) + text
        }.joined()
    }

    /// FIPS 180-4's examples (one block, two blocks) and the empty message.
    @Test(arguments: compressions) func matchesTheStandardsExamples(_ compression: SHA1.Compression) {
        #expect(hex(Array("abc".utf8), compression) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex([UInt8](), compression) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(
            hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8), compression)
                == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(
            hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000), compression)
                == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    /// Where the processor has SHA instructions, they are what ids are made with: on x86-64
    /// machines that have them (CI's among them), a test run covers that path.
    @Test func theFastestCompressionIsTheHardwareWhereItExists() {
        #expect(SHA1.Compression.fastest == (SHA1.Compression.hardware.isAvailable ? .hardware : .portable))
        #expect(SHA1.Compression.portable.isAvailable)
    }

    /// Every length from 0 to 300 bytes (each padding case: the length fitting in the last
    /// block or not, one to five blocks) against `sha1sum`, run once on all of them.
    @Test(arguments: compressions) func everyLengthMatchesTheSystemsSHA1(_ compression: SHA1.Compression) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-sha1-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected: [String: String] = [:]
        for length in 0...300 {
            // Bytes of every value, different at each length.
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 167 &+ length &* 31) }
            let name = "m\(length)"
            try Data(bytes).write(to: folder.appendingPathComponent(name))
            expected[name] = hex(bytes, compression)
        }

        let process = Process()
        process.currentDirectoryURL = folder
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
        process.arguments = ["shasum", "-a", "1"] + expected.keys.sorted()
        #else
        process.arguments = ["sha1sum"] + expected.keys.sorted()
        #endif
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        var checked = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            try #require(fields.count == 2)
            #expect(expected[String(fields[1])] == String(fields[0]), "\(fields[1])")
            checked += 1
        }
        #expect(checked == 301)
    }
}
