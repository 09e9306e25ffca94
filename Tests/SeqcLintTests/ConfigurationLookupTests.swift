import Foundation
import SeqcCompiler
import Testing

@testable import SeqcLint

/// ``ConfigurationLookup`` remembers each directory's search; on generated trees, asked about
/// every folder in a random order, it must agree with a fresh search from that folder.
@Suite struct ConfigurationLookupTests {
    /// A tree of folders, each holding at random nothing, `.seqc.yml`, `.seqc.yaml`, both,
    /// `.git`, or a folder named like a configuration; its root holds `.git`, so no search
    /// leaves it.
    static func makeTree(seed: UInt64) throws -> (root: URL, folders: [RawPath]) {
        var random = SplitMix(state: seed)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-lookup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        var folders = [root]
        for _ in 0..<40 {
            let parent = folders.randomElement(using: &random)!
            let folder = parent.appendingPathComponent("d\(folders.count)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            switch Int.random(in: 0..<8, using: &random) {
            case 0: try Data("rules: {}\n".utf8).write(to: folder.appendingPathComponent(".seqc.yml"))
            case 1: try Data("rules: {}\n".utf8).write(to: folder.appendingPathComponent(".seqc.yaml"))
            case 2:
                try Data().write(to: folder.appendingPathComponent(".seqc.yml"))
                try Data().write(to: folder.appendingPathComponent(".seqc.yaml"))
            case 3: try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: false)
            case 4:
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(".seqc.yml"), withIntermediateDirectories: false)
            default: break
            }
            folders.append(folder)
        }
        return (root, folders.shuffled(using: &random).map { RawPath($0.path).absolute(in: RawPath("/")) })
    }

    @Test(arguments: [0x51, 0x52, 0x53, 0x54, 0x55] as [UInt64])
    func rememberedSearchesAgreeWithFreshOnes(seed: UInt64) throws {
        let (root, folders) = try Self.makeTree(seed: seed)
        defer { try? FileManager.default.removeItem(at: root) }
        let lookup = ConfigurationLookup(explicitPath: nil, workingDirectory: RawPath(root.path), rules: .standard)
        var kinds = Set<String>()
        for folder in folders + folders {
            let fresh = ConfigurationLoader.locate(in: folder)
            #expect(lookup.locate(in: folder) == fresh, "\(folder.display)")
            kinds.insert("\(fresh)".prefix(4).description)
        }
        // The tree exercises more than one outcome, so agreement is not agreement on `.none` alone.
        #expect(kinds.count >= 2, "\(kinds)")
    }
}
