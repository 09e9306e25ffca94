import Foundation
import Testing

@testable import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The door's one promise, over generated trees: a path beneath a root opens exactly when
/// every symbolic link on its way stays beneath the root, and the kernel's `openat2` and
/// the component walk that stands in for it agree on every path.
@Suite struct GuardedOpenPropertyTests {
    /// What a path comes to by the model below.
    enum Expected: Equatable { case inside, outside, fails }

    @Test func openat2AndTheWalkAgreeWithTheModelOnGeneratedTrees() throws {
        var random = SplitMix(seed: 0x5EC0_F11E)
        var checked = 0
        var outcomes: [String: Int] = [:]
        for _ in 0..<120 {
            let tree = try GeneratedTree(random: &random)
            defer { tree.remove() }
            let root = FileRoot.of(RawPath(tree.root), isDirectory: true, workingDirectory: RawPath(tree.base))
            for query in tree.queries(random: &random) {
                let expected = tree.model(query)
                let kernel = Self.summary(GuardedOpen.open(Array(query.utf8), beneath: root, flags: O_RDONLY | O_NONBLOCK))
                let walked = Self.summary(GuardedOpen.walk(Array(query.utf8), beneath: root, flags: O_RDONLY | O_NONBLOCK))
                #expect(kernel == expected, "openat2: \(query) in \(tree.describe())")
                #expect(walked == expected, "walk: \(query) in \(tree.describe())")
                // An independent check of the model: what it lets in, realpath places
                // beneath the root; what realpath places outside, it keeps out.
                if let real = tree.realPath(query) {
                    if expected == .inside { #expect(real.hasPrefix(tree.realRoot), "\(query) in \(tree.describe())") }
                    if !real.hasPrefix(tree.realRoot) { #expect(expected != .inside, "\(query) in \(tree.describe())") }
                }
                outcomes["\(expected)", default: 0] += 1
                checked += 1
            }
        }
        // The generator must reach every outcome often, or the property says little.
        #expect(checked > 2000)
        #expect(outcomes["inside", default: 0] > 300)
        #expect(outcomes["outside", default: 0] > 300)
        #expect(outcomes["fails", default: 0] > 100)
    }

    @Test func manyRootsNeverUseUpTheProcesssDescriptors() throws {
        var random = SplitMix(seed: 3)
        let tree = try GeneratedTree(random: &random)
        defer { tree.remove() }
        let before = Self.openDescriptors()
        var roots: [FileRoot] = []
        for index in 0..<(FileRoot.keptOpen * 8) {
            let folder = tree.base + "/outside/many-\(index)"
            mkdir(folder, 0o755)
            FileManagerless.write("title: t\n", to: folder + "/r.routine.yaml")
            // Outside any repository and the working directory: each file is its own root.
            let root = FileRoot.of(RawPath(folder + "/r.routine.yaml"), isDirectory: false, workingDirectory: RawPath(tree.root))
            roots.append(root)
            #expect(Self.summary(GuardedOpen.open(Array("r.routine.yaml".utf8), beneath: root, flags: O_RDONLY)) == .inside)
        }
        #expect(Set(roots.map(\.path)).count == roots.count)
        // Other tests of this process may hold a few files open meanwhile: the slack is
        // theirs; a root kept open for each of the 64 folders would pass it by far.
        #expect(Self.openDescriptors() - before <= FileRoot.keptOpen + 16, "roots past the kept ones are opened for each use")
    }

    static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    static func summary(_ outcome: GuardedOpen.Outcome) -> Expected {
        switch outcome {
        case .opened(let descriptor):
            close(descriptor)
            return .inside
        case .outside: return .outside
        case .failed: return .fails
        }
    }
}

/// A random tree: a root holding `.git`, folders and files, and an outside folder with a
/// canary; links among them of every kind (relative, absolute, climbing with `..`,
/// dangling, chained, looping), each pointing inside or outside.
struct GeneratedTree {
    let base: String
    let root: String
    let outside: String
    let realRoot: String
    /// Every name made beneath the root, relative to it.
    private(set) var entries: [String] = []

    init(random: inout SplitMix) throws {
        var template = Array("/tmp/seqc-guarded-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw TreeError.cannotMake }
        base = String(cString: made)
        root = base + "/repo"
        outside = base + "/outside"
        mkdir(root, 0o755)
        mkdir(root + "/.git", 0o755)
        mkdir(outside, 0o755)
        mkdir(outside + "/dir", 0o755)
        FileManagerless.write("CANARY\n", to: outside + "/canary.txt")
        FileManagerless.write("CANARY\n", to: outside + "/dir/canary.txt")
        realRoot = GeneratedTree.real(root) ?? root
        var folders = [""]
        for index in 0..<random.below(6) + 2 {
            let parent = folders[random.below(folders.count)]
            let name = (parent.isEmpty ? "" : parent + "/") + "d\(index)"
            mkdir(root + "/" + name, 0o755)
            folders.append(name)
            entries.append(name)
        }
        for index in 0..<random.below(6) + 2 {
            let name = (folders[random.below(folders.count)].isEmpty ? "" : folders[random.below(folders.count)] + "/") + "f\(index)"
            if FileManagerless.write("title: t\n", to: root + "/" + name) { entries.append(name) }
        }
        for index in 0..<random.below(10) + 3 {
            let folder = folders[random.below(folders.count)]
            let name = (folder.isEmpty ? "" : folder + "/") + "l\(index)"
            let target = Self.linkTarget(random: &random, from: folder, entries: entries + ["l\(random.below(12))"], tree: (root, outside))
            if symlink(target, root + "/" + name) == 0 { entries.append(name) }
        }
    }

    private static func linkTarget(
        random: inout SplitMix, from folder: String, entries: [String], tree: (root: String, outside: String)
    ) -> String {
        let depth = folder.isEmpty ? 0 : folder.split(separator: "/").count
        let up = String(repeating: "../", count: depth)
        let entry = entries[random.below(entries.count)]
        switch random.below(9) {
        case 0: return tree.outside + "/canary.txt"
        case 1: return tree.outside + "/dir"
        case 2: return up + "../outside/canary.txt"
        case 3: return up + "../repo/" + entry
        case 4: return tree.root + "/" + entry
        case 5: return up + entry
        case 6: return up + "missing/" + entry
        case 7: return "/proc/self/environ"
        default: return up + entry + "/../" + entries[random.below(entries.count)]
        }
    }

    /// Paths to ask about: every entry, and each with a random entry name after it.
    func queries(random: inout SplitMix) -> [String] {
        entries + entries.map { $0 + "/" + ["canary.txt", "f0", "f1", "d1", "l0", ".."][random.below(6)] }
    }

    /// The policy, walked on path strings with lstat and readlink: a link is followed
    /// while every step stays beneath the root; `..` at the root, or an absolute target
    /// elsewhere, is outside; anything missing fails.
    func model(_ query: String) -> GuardedOpenPropertyTests.Expected {
        var current: [String] = []
        var pending = Array(query.split(separator: "/").map(String.init).reversed())
        var links = 0
        while let name = pending.popLast() {
            if name == "." { continue }
            if name == ".." {
                if current.isEmpty { return .outside }
                current.removeLast()
                continue
            }
            let path = ([root] + current + [name]).joined(separator: "/")
            var info = stat()
            guard lstat(path, &info) == 0 else { return .fails }
            if info.st_mode & S_IFMT == S_IFLNK {
                links += 1
                if links > 40 { return .fails }
                guard let target = GeneratedTree.readLink(path) else { return .fails }
                if target.hasPrefix("/") {
                    let cleaned = RawPath(target).absolute(in: RawPath("/")).display
                    if cleaned == root || cleaned == realRoot {
                        current = []
                    } else if cleaned.hasPrefix(root + "/") {
                        current = []
                        pending += cleaned.dropFirst(root.count + 1).split(separator: "/").map(String.init).reversed()
                    } else if cleaned.hasPrefix(realRoot + "/") {
                        current = []
                        pending += cleaned.dropFirst(realRoot.count + 1).split(separator: "/").map(String.init).reversed()
                    } else {
                        return .outside
                    }
                } else {
                    pending += target.split(separator: "/").map(String.init).reversed()
                }
                continue
            }
            if !pending.isEmpty && info.st_mode & S_IFMT != S_IFDIR { return .fails }
            current.append(name)
        }
        return .inside
    }

    func realPath(_ query: String) -> String? { Self.real(root + "/" + query) }

    static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, 4096)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func describe() -> String {
        entries.map { entry in GeneratedTree.readLink(root + "/" + entry).map { "\(entry) -> \($0)" } ?? entry }.joined(separator: ", ")
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: base)
    }

    enum TreeError: Error { case cannotMake }
}

/// Writing a small file without Foundation.
enum FileManagerless {
    @discardableResult
    static func write(_ text: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        #if canImport(Glibc)
        return Glibc.write(descriptor, bytes, bytes.count) == bytes.count
        #else
        return Darwin.write(descriptor, bytes, bytes.count) == bytes.count
        #endif
    }
}

/// A seeded generator, so a failing tree is made again by the same run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
