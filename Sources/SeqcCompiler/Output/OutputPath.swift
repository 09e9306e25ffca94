/// Path arithmetic on the path's own bytes, as the kernel reads a path: a `/` is a
/// separator even where a combining mark follows it (a search by characters misses it
/// there, and costs a grapheme walk per output). Foundation's path methods trap on some
/// one-character names (`-o x` died of SIGILL) and differ between platforms.
enum OutputPath {
    /// Everything before the last `/`: "." for a bare name, "/" for a name at the root.
    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        let directory = path[..<slash]
        return directory.isEmpty ? "/" : String(directory)
    }

    /// Everything after the last `/` (empty for a path that ends in `/`).
    static func name(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// `name` inside `directory`, without doubling a `/`.
    static func join(_ directory: String, _ name: String) -> String {
        directory == "." ? name : directory.utf8.last == UInt8(ascii: "/") ? directory + name : directory + "/" + name
    }

    /// Whether the name says routine source (`*.routine.yaml`, `*.routine.yml`), which
    /// no generated output may replace.
    package static func isRoutineSource(_ path: String) -> Bool {
        let name = name(of: path).lowercased()
        return name.hasSuffix(".routine.yaml") || name.hasSuffix(".routine.yml")
    }

    /// Twelve random letters and digits for a temporary file's name, from one draw of
    /// ``TemporaryNames``. 36 to the 12th is below 2 to the 64th, so each character is a
    /// base-36 digit of the draw; `O_EXCL` settles the rare name that is taken.
    static func randomName() -> String {
        var draw = TemporaryNames.shared.next()
        var name = [UInt8](repeating: 0, count: 12)
        for index in name.indices {
            let digit = UInt8(draw % 36)
            draw /= 36
            name[index] = digit < 26 ? UInt8(ascii: "a") + digit : UInt8(ascii: "0") + digit - 26
        }
        return String(decoding: name, as: UTF8.self)
    }
}

/// Draws for temporary names: the system's generator seeds a SplitMix64 sequence once a
/// process. A draw from the system's generator is a system call, and a build of 10,000
/// routines made one for each of its temporary files. The names need not be secret:
/// every temporary file is created with `O_EXCL`, which fails on any name that is taken,
/// a planted link included, and another name is drawn.
final class TemporaryNames: @unchecked Sendable {
    static let shared = TemporaryNames()
    private let lock = Lock()
    private var state: UInt64

    private init() {
        var system = SystemRandomNumberGenerator()
        state = system.next()
    }

    func next() -> UInt64 {
        lock.withLock {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }
}
