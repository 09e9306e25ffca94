import Foundation
import Testing

@testable import SeqcLint

/// What the lint cache's tests share: random keys, folders and files removed when done,
/// and the damage every cache file must survive.
enum CacheTestSupport {
    /// A random key.
    static func key(_ random: inout SplitMix) -> LintCacheKey {
        LintCacheKey((0..<20).map { _ in UInt8.random(in: 0...255, using: &random) })!
    }

    /// Generated damage to a cache file's `bytes`, a kind per trial in turn: cut short, one
    /// bit flipped, random bytes, or a byte added. The first and last can never be whole.
    static func damaged(_ bytes: [UInt8], trial: Int, _ random: inout SplitMix) -> (bytes: [UInt8], neverWhole: Bool) {
        switch trial % 4 {
        case 0: return (Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random))), true)
        case 1:
            var flipped = bytes
            flipped[Int.random(in: 0..<bytes.count, using: &random)] ^= 1 << UInt8.random(in: 0...7, using: &random)
            return (flipped, false)
        case 2: return ((0..<Int.random(in: 0...4096, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }, false)
        default: return (bytes + [UInt8.random(in: 0...255, using: &random)], true)
        }
    }

    /// Writes 300 damaged copies of `bytes` as the file `name` in `directory`, checking
    /// each time that `decode` reads what can never be whole as nothing (never a crash)
    /// and that reading the directory gives as many records as decoding the bytes did.
    static func checkDamage(
        of bytes: [UInt8], name: String, in directory: String, seed: UInt64, decode: ([UInt8]) -> Int?, read: () -> Int
    ) throws {
        var random = SplitMix(state: seed)
        for trial in 0..<300 {
            let (damaged, neverWhole) = Self.damaged(bytes, trial: trial, &random)
            let decoded = decode(damaged)
            if neverWhole { #expect(decoded == nil) }
            try Data(damaged).write(to: URL(fileURLWithPath: directory + "/" + name))
            #expect(read() == (decoded ?? 0))
        }
    }
}

/// A folder removed when the value goes.
final class TemporaryFolder {
    let path: String
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// A file of `contents`, removed when the value goes.
final class TemporaryFile {
    let path: String
    init(contents: [UInt8]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-file-\(UUID().uuidString)").path
        try Data(contents).write(to: URL(fileURLWithPath: path))
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}
