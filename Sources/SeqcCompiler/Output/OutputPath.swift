/// Path arithmetic on the path's own characters. Foundation's path methods trap on some
/// one-character names (`-o x` died of SIGILL) and differ between platforms.
enum OutputPath {
    /// Everything before the last `/`: "." for a bare name, "/" for a name at the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = path[..<slash]
        return directory.isEmpty ? "/" : String(directory)
    }

    /// Everything after the last `/` (empty for a path that ends in `/`).
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `name` inside `directory`, without doubling a `/`.
    static func join(_ directory: String, _ name: String) -> String {
        directory == "." ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Whether the name says routine source (`*.routine.yaml`, `*.routine.yml`), which
    /// no generated output may replace.
    package static func isRoutineSource(_ path: String) -> Bool {
        let name = name(of: path).lowercased()
        return name.hasSuffix(".routine.yaml") || name.hasSuffix(".routine.yml")
    }
}
