import Foundation
import Testing

@testable import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Outputs staged early into a directory that does not exist yet go into a temporary
/// `.seqc-….dir` beside it, renamed into place by the commit; if the directory appears
/// before the commit, they go in one by one as into any existing directory. On the real
/// file system, in process (the end-to-end fault tests run the binary).
@Suite struct FreshDirectoryTests {
    /// A folder of its own under the system's temporary directory, removed afterwards.
    final class Folder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("fresh-dir-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func at(_ relative: String) -> String { path + "/" + relative }

        /// Every entry under the folder, as relative paths, sorted.
        func entries() throws -> [String] {
            try FileManager.default.subpathsOfDirectory(atPath: path).sorted()
        }

        func text(_ relative: String) -> String? {
            FileManager.default.contents(atPath: at(relative)).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    @Test func aMissingDirectoryIsStagedUnderATemporaryNameAndAppearsWholeAtTheCommit() throws {
        let folder = try Folder()
        var transaction = OutputTransaction()
        try transaction.beginStaging(forOutputs: [folder.at("out/a.json")])
        try transaction.stageNow(Data("A".utf8), to: folder.at("out/a.json"))
        try transaction.stageNow(Data("B".utf8), to: folder.at("out/b.json"))
        // Before the commit there is no `out`, only the temporary directory with both files.
        let staged = try folder.entries()
        #expect(!staged.contains("out"))
        let temporary = try #require(staged.first { $0.hasPrefix(".seqc-") && $0.hasSuffix(".dir") })
        #expect(staged == [temporary, "\(temporary)/a.json", "\(temporary)/b.json"])
        try transaction.commit()
        #expect(try folder.entries() == ["out", "out/a.json", "out/b.json"])
        #expect(folder.text("out/a.json") == "A")
        #expect(folder.text("out/b.json") == "B")
    }

    @Test func theNewDirectoryHasThePermissionsMkdirWouldGiveIt() throws {
        let folder = try Folder()
        try #require(mkdir(folder.at("made-by-mkdir"), 0o777) == 0)
        var transaction = OutputTransaction()
        try transaction.beginStaging(forOutputs: [folder.at("out/a.json")])
        try transaction.stageNow(Data("A".utf8), to: folder.at("out/a.json"))
        try transaction.commit()
        var mine = stat()
        var reference = stat()
        try #require(stat(folder.at("out"), &mine) == 0 && stat(folder.at("made-by-mkdir"), &reference) == 0)
        #expect(mine.st_mode == reference.st_mode)
    }

    @Test func discardingRemovesTheTemporaryDirectoryAndTheParentsMadeForIt() throws {
        let folder = try Folder()
        var transaction = OutputTransaction()
        try transaction.beginStaging(forOutputs: [folder.at("a/b/out/x.json")])
        try transaction.stageNow(Data("X".utf8), to: folder.at("a/b/out/x.json"))
        #expect(try folder.entries().contains("a/b"))
        transaction.discardStaged()
        #expect(try folder.entries() == [])
    }

    @Test func twoSpellingsOfOneMissingDirectoryShareIt() throws {
        let folder = try Folder()
        var transaction = OutputTransaction()
        try transaction.beginStaging(forOutputs: [folder.at("out/a.json"), folder.at("./out/report.json")])
        try transaction.stageNow(Data("A".utf8), to: folder.at("out/a.json"))
        try transaction.stageNow(Data("R".utf8), to: folder.at("./out/report.json"))
        #expect(try folder.entries().filter { $0.hasSuffix(".dir") }.count == 1)
        try transaction.commit()
        #expect(try folder.entries() == ["out", "out/a.json", "out/report.json"])
    }

    @Test func oneTargetTwiceThroughTwoSpellingsIsRefused() throws {
        let folder = try Folder()
        var transaction = OutputTransaction()
        try transaction.beginStaging(forOutputs: [folder.at("out/a.json"), folder.at("./out/a.json")])
        try transaction.stageNow(Data("A".utf8), to: folder.at("out/a.json"))
        #expect(throws: OutputFailure.self) { try transaction.stageNow(Data("B".utf8), to: folder.at("./out/a.json")) }
        transaction.discardStaged()
        #expect(try folder.entries() == [])
    }

    /// Another run made the directory, with files of its own, while this one staged: this
    /// run's outputs replace theirs one by one, and what only the other run wrote stays.
    @Test func aDirectoryMadeMeanwhileTakesTheOutputsOneByOne() throws {
        let folder = try Folder()
        var transaction = OutputTransaction()
        try transaction.beginStaging(forOutputs: [folder.at("out/a.json")])
        try transaction.stageNow(Data("A".utf8), to: folder.at("out/a.json"))
        try transaction.stageNow(Data("B".utf8), to: folder.at("out/b.json"))
        try FileManager.default.createDirectory(atPath: folder.at("out"), withIntermediateDirectories: false)
        try Data("OLD".utf8).write(to: URL(fileURLWithPath: folder.at("out/b.json")))
        try Data("KEEP".utf8).write(to: URL(fileURLWithPath: folder.at("out/theirs.json")))
        try transaction.commit()
        #expect(try folder.entries() == ["out", "out/a.json", "out/b.json", "out/theirs.json"])
        #expect(folder.text("out/a.json") == "A")
        #expect(folder.text("out/b.json") == "B")
        #expect(folder.text("out/theirs.json") == "KEEP")
    }

    /// The directory made meanwhile as a link to where the inputs are: no output replaces
    /// an input, whatever the path that reaches it.
    @Test func aDirectoryMadeMeanwhileAsALinkToTheInputsReplacesNoInput() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.at("in"), withIntermediateDirectories: false)
        try Data("INPUT".utf8).write(to: URL(fileURLWithPath: folder.at("in/a.json")))
        var transaction = OutputTransaction()
        transaction.protect(inputs: [folder.at("in/a.json")])
        try transaction.beginStaging(forOutputs: [folder.at("out/a.json")])
        try transaction.stageNow(Data("A".utf8), to: folder.at("out/a.json"))
        try #require(symlink("in", folder.at("out")) == 0)
        #expect {
            try transaction.commit()
        } throws: { error in
            (error as? OutputFailure)?.message.hasPrefix("refusing to write over") == true
        }
        #expect(folder.text("in/a.json") == "INPUT")
        #expect(try folder.entries() == ["in", "in/a.json", "out"])
    }

    /// A file put where the directory goes before the commit: nothing is written, the file
    /// stays, and nothing staged is left.
    @Test func aFileMadeMeanwhileWhereTheDirectoryGoesFailsTheCommitAndChangesNothing() throws {
        let folder = try Folder()
        var transaction = OutputTransaction()
        try transaction.beginStaging(forOutputs: [folder.at("out/a.json")])
        try transaction.stageNow(Data("A".utf8), to: folder.at("out/a.json"))
        try Data("A FILE".utf8).write(to: URL(fileURLWithPath: folder.at("out")))
        #expect(throws: OutputFailure.self) { try transaction.commit() }
        #expect(try folder.entries() == ["out"])
        #expect(folder.text("out") == "A FILE")
    }

    /// An existing directory is staged into as before: a temporary file beside each target.
    @Test func anExistingDirectoryIsNotStagedAsAFreshOne() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.at("out"), withIntermediateDirectories: false)
        var transaction = OutputTransaction()
        try transaction.beginStaging(forOutputs: [folder.at("out/a.json")])
        try transaction.stageNow(Data("A".utf8), to: folder.at("out/a.json"))
        let staged = try folder.entries()
        #expect(staged.count == 2 && staged[0] == "out" && staged[1].hasPrefix("out/.seqc-") && staged[1].hasSuffix(".tmp"))
        try transaction.commit()
        #expect(try folder.entries() == ["out", "out/a.json"])
    }
}
