import Foundation
import SeqcCompiler
import Testing

@testable import SeqcLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--files-from`'s list: how it splits, and where its size limit falls.
@Suite struct PathListTests {
    private func names(_ text: [UInt8]) -> [[UInt8]] { PathList.split(text).map(\.bytes) }

    @Test func aNULAnywhereMakesTheListNULSeparated() {
        #expect(names(Array("a\nb\0c\r\0\0".utf8)) == [Array("a\nb".utf8), Array("c\r".utf8)])
    }

    @Test func withoutANULEachLineIsAPathAndCRLFIsALineEnd() {
        #expect(
            names(Array("a\r\n\r\n\nb c\n\rd\r\r\ne".utf8)) == [Array("a".utf8), Array("b c".utf8), Array("\rd\r".utf8), Array("e".utf8)])
        #expect(names([]).isEmpty)
        #expect(names(Array("\n\n\r\n".utf8)).isEmpty)
    }

    @Test func aDashEntryIsAFileNamedDash() {
        #expect(names(Array("-\0--\0".utf8)) == [Array("./-".utf8), Array("--".utf8)])
    }

    @Test func bytesThatAreNotUTF8AreKept() {
        #expect(names([0x61, 0xFF, 0, 0xC3, 0x28]) == [[0x61, 0xFF], [0xC3, 0x28]])
    }

    /// Exactly the limit is read; one byte more is refused, read in chunks.
    @Test(arguments: [0, 1, 100, 65_536, 65_537, 200_000])
    func theLimitIsExact(limit: Int) throws {
        for size in [limit, limit + 1] {
            let result = try readThroughFile(Array(repeating: UInt8(ascii: "a"), count: size), limit: limit)
            if size <= limit {
                #expect(result == .success(Array(repeating: UInt8(ascii: "a"), count: size)))
            } else {
                #expect(result == .failure(.tooLarge(limit: limit)))
            }
        }
    }

    /// Generated lists (NUL or newline separated, blank entries, CRLF, a `-` entry): the
    /// path count limit admits exactly the paths ``PathList/split(_:)`` finds, in order,
    /// and refuses one fewer.
    @Test func thePathCountLimitIsExact() {
        var state: UInt64 = 0x5EED_0036
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let names: [[UInt8]] = [Array("a".utf8), Array("-".utf8), Array("dir/r.routine.yaml".utf8), [0xFF, 0x61], Array("\r".utf8), []]
        for _ in 0..<300 {
            let nul = next(2) == 0
            var bytes: [UInt8] = []
            for _ in 0..<next(40) {
                bytes += names[next(names.count)]
                if !nul, next(4) == 0 { bytes.append(UInt8(ascii: "\r")) }
                bytes.append(nul ? 0 : UInt8(ascii: "\n"))
            }
            let expected = PathList.split(bytes)
            #expect(PathList.paths(in: bytes, maxPaths: expected.count) == .success(expected))
            if !expected.isEmpty {
                #expect(PathList.paths(in: bytes, maxPaths: expected.count - 1) == .failure(.tooManyPaths(limit: expected.count - 1)))
            }
        }
        #expect(PathList.Failure.tooManyPaths(limit: PathList.defaultMaxPaths).reason == "it names more than 1000000 paths (the limit)")
    }

    @Test func theLimitIsDescribedInUnits() {
        #expect(PathList.Failure.tooLarge(limit: PathList.defaultLimit).reason == "it is larger than 64 MiB (the limit)")
        #expect(PathList.describe(2048) == "2 KiB")
        #expect(PathList.describe(1000) == "1000 bytes")
    }

    @Test func aMissingListSaysSo() {
        #expect(PathList.load(RawPath("/nonexistent/seqc-list")) == .failure(.unreadable(reason: "no such file")))
        #expect(PathList.load(RawPath("/")) == .failure(.unreadable(reason: "it is a directory")))
    }

    /// `bytes` written to a file, read back by `readAll` in its 64 KiB chunks.
    private func readThroughFile(_ bytes: [UInt8], limit: Int) throws -> Result<[UInt8], PathList.Failure> {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-path-list-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        return PathList.readAll(descriptor: descriptor, limit: limit)
    }
}

/// Paths are made absolute and cleaned by text alone, in one pass: the result is what
/// splitting at `/`, dropping `.` and popping at `..`, then joining, gives.
@Suite struct AbsolutePathTests {
    private func splitAndJoin(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return parts.isEmpty ? "/" : parts.map { "/" + $0 }.joined()
    }

    @Test func cleaningMatchesSplittingAndJoining() {
        let pieces = ["a", ".", "..", "", "b.c", "...", ".d", "é"]
        var paths = ["", "/", "//", "/..", "../..", "a/../..", "./", "a//b/", "/a/./b/../c"]
        for first in pieces {
            for second in pieces {
                for third in pieces { paths += ["\(first)/\(second)/\(third)", "/\(first)/\(second)//\(third)"] }
            }
        }
        for directory in ["/", "/w", "/w/x/", "/w/../y"] {
            for path in paths {
                #expect(
                    RawPath(path).absolute(in: RawPath(directory)).display == splitAndJoin(path, in: directory),
                    "\(path.debugDescription) in \(directory)")
            }
        }
    }
}

/// The path operations a walk makes for every file, against the obvious way to do each:
/// byte order as `lexicographicallyPrecedes` gives it, the parent by `parent`, joining by
/// concatenation, and the C string as the bytes and a NUL.
@Suite struct PathOperationTests {
    private let samples: [[UInt8]] = [
        [], [0x2F], Array("a".utf8), Array("a/x".utf8), Array("a-b.yaml".utf8), Array("a/".utf8), Array("ab".utf8),
        Array("/a".utf8), Array("/a/b".utf8), Array("/ab/c".utf8), [0x61, 0xFF], [0x61, 0x80, 0x2F, 0x62], [0xC3, 0xA9],
        Array("/w/team00/r1.routine.yaml".utf8), Array("/w/team00/r10.routine.yaml".utf8),
    ]

    @Test func byteOrderIsLexicographicOrderOfTheBytes() {
        for left in samples {
            for right in samples {
                let order = RawPath.compare(left, right)
                #expect((order < 0) == left.lexicographicallyPrecedes(right), "\(left) \(right)")
                #expect((order == 0) == (left == right), "\(left) \(right)")
                #expect((RawPath(bytes: left) < RawPath(bytes: right)) == left.lexicographicallyPrecedes(right))
            }
        }
    }

    @Test func aWalkListsADirectoryInByteOrderWhateverTheNames() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-order-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let names = ["b.routine.yaml", "a-b.routine.yaml", "a.routine.yaml", "B.routine.yaml", "é.routine.yaml"]
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a"), withIntermediateDirectories: true)
        for name in names + ["a/x.routine.yaml"] {
            try Data("title: t\n".utf8).write(to: root.appendingPathComponent(name))
        }
        let found = InputDiscovery.discover([RawPath(root.path)]).files.map(\.path.bytes)
        #expect(found.count == names.count + 1)
        #expect(found == found.sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test func aFileIsDirectlyInsideItsParentOnly() {
        let absolute = samples.filter { $0.first == 0x2F }.map { RawPath(bytes: $0) }
        for path in absolute {
            for directory in absolute + [RawPath("/"), RawPath("/a/")] {
                #expect(path.isDirectlyInside(directory) == (path.parent == directory), "\(path.display) in \(directory.display)")
            }
        }
    }

    @Test func joiningAddsOneSeparator() {
        #expect(RawPath("a").appending(Array("b".utf8)).display == "a/b")
        #expect(RawPath("a/").appending(Array("b".utf8)).display == "a/b")
        #expect(RawPath("/").appending(Array("b".utf8)).display == "/b")
        #expect(RawPath(".").appending(Array("b".utf8)).display == "b")
        #expect(RawPath("./").appending(Array("b".utf8)).display == "./b")
        #expect(RawPath(bytes: [0xFF]).appending([0x80]).bytes == [0xFF, 0x2F, 0x80])
    }

    @Test func theCStringIsTheBytesAndANUL() {
        for bytes in samples + [Array(repeating: 0x61, count: 70_000)] {
            let copied = RawPath(bytes: bytes).withCString { pointer in
                Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: bytes.count + 1))
            }
            #expect(copied == bytes + [0])
        }
    }

    /// Hashing agrees with equality: generated paths over a few bytes (so that many are
    /// equal, each made in storage of its own) find each other in a set exactly when
    /// their bytes are the same.
    @Test func equalPathsHashAlikeAndOthersAreTold() {
        var random = SplitMix(state: 0x7261_7770)
        let alphabet: [UInt8] = [0x2F, 0x2E, 0x61, 0x62, 0xC3, 0xFF]
        let paths = (0..<4000).map { _ in
            RawPath(bytes: (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        let set = Set(paths)
        #expect(set.count == Set(paths.map(\.bytes)).count)
        for path in paths.prefix(500) {
            // `map` makes storage of its own, where `Array(_:)` would share the path's.
            let copy = RawPath(bytes: path.bytes.map { $0 })
            #expect(copy.hashValue == path.hashValue)
            #expect(set.contains(copy))
            #expect(!set.contains(RawPath(bytes: path.bytes + [0x7A])))
        }
    }
}

/// The run's files, packed into one buffer, read back as they were added.
@Suite struct PackedInputFilesTests {
    @Test func eachFileReadsBackAsAdded() {
        var files = LintInputs.Files()
        let configurations = [
            LintConfiguration(baseDirectory: "/a"), LintConfiguration(exclude: [], baseDirectory: "/b"),
            LintConfiguration(baseDirectory: "/c"),
        ]
        var expected: [(path: [UInt8], key: Int, stdin: Bool, identity: FileStatus.Identity?)] = []
        var generator = SystemRandomNumberGenerator()
        for index in 0..<500 {
            let length = Int.random(in: 0...40, using: &generator)
            let path = (0..<length).map { _ in UInt8.random(in: 1...255, using: &generator) }
            let key = [0, 0, 1, 2, 1][index % 5]
            let identity = index % 7 == 0 ? nil : FileStatus.of(RawPath("/"))?.identity
            let stdin = index == 3
            expected.append((path, key, stdin, identity))
            files.append(path: RawPath(bytes: path), isStandardInput: stdin, configuration: key, identity: identity, root: nil)
        }
        files.adopt(configurations: configurations)
        #expect(files.count == expected.count)
        for (index, file) in files.enumerated() {
            #expect(file.path.bytes == expected[index].path)
            #expect(files.path(at: index).bytes == expected[index].path)
            #expect(file.configuration.baseDirectory == configurations[expected[index].key].baseDirectory)
            #expect(files.configuration(at: index).baseDirectory == configurations[expected[index].key].baseDirectory)
            #expect(file.isStandardInput == expected[index].stdin && files.isStandardInput(at: index) == expected[index].stdin)
            #expect(file.identity == expected[index].identity && files.identity(at: index) == expected[index].identity)
        }
    }
}
