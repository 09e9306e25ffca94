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

    /// Twelve random letters and digits for a temporary file's name, from one draw of the
    /// system's generator (a draw is a system call; one per character made them a visible
    /// share of a large build). 36 to the 12th is below 2 to the 64th, so each character
    /// is a base-36 digit of the draw; `O_EXCL` settles the rare name that is taken.
    static func randomName() -> String {
        var generator = SystemRandomNumberGenerator()
        var draw = generator.next()
        var name = [UInt8](repeating: 0, count: 12)
        for index in name.indices {
            let digit = UInt8(draw % 36)
            draw /= 36
            name[index] = digit < 26 ? UInt8(ascii: "a") + digit : UInt8(ascii: "0") + digit - 26
        }
        return String(decoding: name, as: UTF8.self)
    }
}
