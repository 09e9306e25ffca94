import Foundation
import Testing

@testable import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Once an output directory is opened, every write in it goes through that descriptor:
/// swapping the directory's path for a symbolic link to another directory mid-run sends
/// nothing there. Generated rounds (fixed seed): outputs new or replacing, derived names
/// or named ones, the swap after locking, after staging, or between early staging and
/// the commit; and `lint --fix`'s replacement with its folder swapped or its file changed.
@Suite struct HeldDirectoryTests {
    /// Every file under `path` with its bytes, links as `-> target`.
    static func snapshot(_ path: String) -> [String: String] {
        var result: [String: String] = [:]
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? [] {
            let full = path + "/" + name
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
                result[name] = "-> " + target
            } else {
                result[name] = FileManager.default.contents(atPath: full).map { String(decoding: $0, as: UTF8.self) } ?? "<dir>"
            }
        }
        return result
    }

    /// Moves the directory at `path` aside to `held` and puts a link to `target` in its place.
    static func swap(_ path: String, aside held: String, forLinkTo target: String) {
        #expect(rename(path, held) == 0)
        #expect(symlink(target, path) == 0)
    }

    enum Moment: CaseIterable { case afterLocking, beforeRenames, betweenEarlyStagingAndCommit }

    @Test func anOutputDirectorySwappedForALinkReceivesTheOutputsThroughItsHeldDescriptor() throws {
        var random = SplitMix(seed: 0x5EC0_F17E)
        for round in 0..<36 {
            let folder = try FreshDirectoryTests.Folder()
            let (out, held, other) = (folder.at("out"), folder.at("out.held"), folder.at("elsewhere"))
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
            try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: false)
            let names = (0..<Int.random(in: 1...4, using: &random)).map { "r\($0)-\(round).json" }
            for name in names {
                if Bool.random(using: &random) { try Data("OLD \(name)".utf8).write(to: URL(fileURLWithPath: out + "/" + name)) }
                if Bool.random(using: &random) { try Data("THEIRS \(name)".utf8).write(to: URL(fileURLWithPath: other + "/" + name)) }
            }
            let before = Self.snapshot(other)
            let moment = Moment.allCases[round % Moment.allCases.count]
            var transaction = OutputTransaction()
            if Bool.random(using: &random) { transaction.linksReplacedIn = out }
            switch moment {
            case .afterLocking: transaction.hooks.afterLocking = { Self.swap(out, aside: held, forLinkTo: "elsewhere") }
            case .beforeRenames: transaction.hooks.beforeRenames = { Self.swap(out, aside: held, forLinkTo: "elsewhere") }
            case .betweenEarlyStagingAndCommit: try transaction.beginStaging(forOutputs: [out + "/" + names[0]])
            }
            for name in names {
                let bytes = Data("NEW \(name)".utf8)
                if moment == .betweenEarlyStagingAndCommit {
                    try transaction.stageNow(bytes, to: out + "/" + name)
                } else {
                    transaction.add(bytes, to: out + "/" + name)
                }
            }
            if moment == .betweenEarlyStagingAndCommit { Self.swap(out, aside: held, forLinkTo: "elsewhere") }
            #expect(throws: Never.self, "round \(round), \(moment)") { try transaction.commit() }
            #expect(Self.snapshot(other) == before, "round \(round), \(moment): nothing is written in the other directory")
            let landed = Self.snapshot(held)
            #expect(landed == Dictionary(uniqueKeysWithValues: names.map { ($0, "NEW \($0)") }), "round \(round), \(moment)")
        }
    }

    enum FixChange: CaseIterable { case folderSwappedAfterLocking, folderSwappedBeforeRenames, edited, removed, hardLinked }

    @Test func aFixedFileIsReplacedInTheFolderItWasReadInAndOnlyAsItWasRead() throws {
        var random = SplitMix(seed: 0xF1_7ED)
        for round in 0..<30 {
            let folder = try FreshDirectoryTests.Folder()
            try FileManager.default.createDirectory(atPath: folder.at(".git"), withIntermediateDirectories: false)
            let (routines, held, other) = (folder.at("routines"), folder.at("routines.held"), folder.at("elsewhere"))
            try FileManager.default.createDirectory(atPath: routines, withIntermediateDirectories: false)
            try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: false)
            let name = "r\(round).routine.yaml"
            let original = (0..<Int.random(in: 1...200, using: &random)).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }
            // The same bytes in the other folder: only the file's identity tells them apart.
            try Data(original).write(to: URL(fileURLWithPath: routines + "/" + name))
            try Data(original).write(to: URL(fileURLWithPath: other + "/" + name))
            let before = Self.snapshot(other)
            let change = FixChange.allCases[round % FixChange.allCases.count]
            let file = routines + "/" + name
            var changed: [String] = []
            let box = Box()
            var transaction = OutputTransaction()
            transaction.onChangedMeanwhile = { box.paths.append($0) }
            let swap = { Self.swap(routines, aside: held, forLinkTo: "elsewhere") }
            switch change {
            case .folderSwappedAfterLocking: transaction.hooks.afterLocking = swap
            case .folderSwappedBeforeRenames: transaction.hooks.beforeRenames = swap
            case .edited: transaction.hooks.beforeRenames = { try? Data(original + [0x0A]).write(to: URL(fileURLWithPath: file)) }
            case .removed: transaction.hooks.beforeRenames = { unlink(file) }
            case .hardLinked: transaction.hooks.beforeRenames = { link(file, folder.at("second-name")) }
            }
            transaction.add(fixed: Data("FIXED".utf8), to: file, expecting: original, root: FileRoot.of(RawPath(file), isDirectory: false))
            #expect(throws: Never.self, "round \(round), \(change)") { try transaction.commit() }
            changed = box.paths
            #expect(Self.snapshot(other) == before, "round \(round), \(change): nothing is written in the other folder")
            switch change {
            case .folderSwappedAfterLocking, .folderSwappedBeforeRenames:
                #expect(Self.snapshot(held) == [name: "FIXED"], "round \(round), \(change)")
                #expect(changed.isEmpty)
            case .edited:
                #expect(Self.snapshot(routines) == [name: String(decoding: original + [0x0A], as: UTF8.self)], "the edit is kept")
                #expect(changed == [file])
            case .removed:
                #expect(Self.snapshot(routines).isEmpty, "a removed file is not made again")
                #expect(changed == [file])
            case .hardLinked:
                #expect(Self.snapshot(routines) == [name: String(decoding: original, as: UTF8.self)], "both names keep one text")
                #expect(changed == [file])
            }
        }
    }

    final class Box: @unchecked Sendable { var paths: [String] = [] }
}

/// The suites' seeded generator, for the standard library's `random(in:using:)`.
extension SplitMix: RandomNumberGenerator {}
