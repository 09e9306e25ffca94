import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a `seqc lint` run keeps its cache, if anywhere, and whether it may.
package enum LintCacheLocation: Equatable, Sendable {
    /// No cache: `--no-cache`, or `CI` set without `--cache-dir`.
    case off
    /// The cache in this directory (absolute, links resolved).
    case directory(String)
    /// The directory asked for may not vouch for files: it is inside what is linted.
    case refused(directory: String, reason: String)

    /// The location for a run: `cacheDirectory` (`--cache-dir`) when given, otherwise the
    /// user's cache directory (`$XDG_CACHE_HOME/seqc`, `~/.cache/seqc`, on macOS
    /// `~/Library/Caches/seqc`), never the working tree. Off with `noCache`, and when
    /// `CI` is set and no directory is given. `roots` are the paths linted (absolute or
    /// relative to `workingDirectory`): a directory inside one of them, or inside the git
    /// work tree that holds one, is refused, since a pull request could have committed it.
    /// The directory is made (mode 0700) when missing; one that cannot be made is off.
    package static func resolve(
        cacheDirectory: String?, noCache: Bool, roots: [String], workingDirectory: String,
        environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }
    ) -> LintCacheLocation {
        if noCache { return .off }
        let asked: String
        if let cacheDirectory {
            asked = cacheDirectory.hasPrefix("/") ? cacheDirectory : workingDirectory + "/" + cacheDirectory
        } else {
            // A CI job's cache would be what the job restored: off unless asked for by name.
            if environment("CI") != nil { return .off }
            guard let home = defaultDirectory(environment) else { return .off }
            asked = home
        }
        // Judged before anything is made: a refused directory is never created in the tree.
        guard let judged = resolvedAsFarAsItExists(asked) else { return .off }
        for tree in trees(holding: roots, workingDirectory: workingDirectory) where contains(tree, judged) {
            return .refused(directory: judged, reason: "it is inside \(tree), which is being linted and may come from a pull request")
        }
        guard makeDirectories(asked), let resolved = resolvedPath(asked), resolved == judged else { return .off }
        return .directory(resolved)
    }

    /// `path` with links resolved in its longest existing part, the rest as written; nil
    /// when the rest climbs with `..` (it could then lead anywhere once made).
    static func resolvedAsFarAsItExists(_ path: String) -> String? {
        var rest: [Substring] = []
        var existing = path
        while resolvedPath(existing) == nil {
            let up = parent(of: existing)
            guard up != existing else { return nil }
            rest.insert(existing[existing.index(after: existing.lastIndex(of: "/")!)...], at: 0)
            existing = up
        }
        guard let base = resolvedPath(existing), !rest.contains(where: { $0 == ".." }) else { return nil }
        let kept = rest.filter { !$0.isEmpty && $0 != "." }
        return kept.isEmpty ? base : (base == "/" ? "" : base) + "/" + kept.joined(separator: "/")
    }

    /// The user's cache directory for seqc; nil when neither `XDG_CACHE_HOME` nor `HOME` says one.
    static func defaultDirectory(_ environment: (String) -> String?) -> String? {
        #if os(macOS)
        return environment("HOME").flatMap { $0.isEmpty ? nil : $0 + "/Library/Caches/seqc" }
        #else
        if let xdg = environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/seqc" }
        return environment("HOME").flatMap { $0.isEmpty ? nil : $0 + "/.cache/seqc" }
        #endif
    }

    /// The linted roots (a file's folder for a file) and the git work tree above each,
    /// links resolved: where a cache must not be.
    static func trees(holding roots: [String], workingDirectory: String) -> [String] {
        var trees: [String] = []
        for root in roots.isEmpty ? ["."] : roots {
            let absolute = root == "-" ? workingDirectory : root.hasPrefix("/") ? root : workingDirectory + "/" + root
            guard var folder = resolvedPath(absolute) else { continue }
            var status = stat()
            if stat(folder, &status) == 0, status.st_mode & S_IFMT != S_IFDIR { folder = parent(of: folder) }
            trees.append(folder)
            var candidate = folder
            while true {
                if access(candidate + "/.git", F_OK) == 0 {
                    trees.append(candidate)
                    break
                }
                let up = parent(of: candidate)
                if up == candidate { break }
                candidate = up
            }
        }
        return trees
    }

    /// Whether `path` is `tree` or inside it (both resolved).
    static func contains(_ tree: String, _ path: String) -> Bool {
        path == tree || path.hasPrefix(tree == "/" ? "/" : tree + "/")
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Makes `path` and its missing parents, each 0700; whether it is a directory at the end.
    static func makeDirectories(_ path: String) -> Bool {
        var status = stat()
        if stat(path, &status) == 0 { return status.st_mode & S_IFMT == S_IFDIR }
        let up = parent(of: path)
        guard up != path, makeDirectories(up) else { return false }
        return mkdir(path, 0o700) == 0 || (stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
    }
}
