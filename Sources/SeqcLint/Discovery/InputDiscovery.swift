import Foundation

/// Turns the paths given to `seqc lint` into routine files: files as given, directories
/// searched for `*.routine.yaml` and `*.routine.yml` (skipping hidden folders and
/// `.build`), `-` for standard input.
public enum InputDiscovery {
    /// The routine files under `paths`, in a stable order: each argument's files sorted,
    /// arguments in the order given, repeats removed.
    public static func routineFiles(in paths: [String]) -> [String] {
        var seen = Set<String>()
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            let found = path != "-" && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                ? routineFiles(inDirectory: path) : [path]
            for file in found where seen.insert(file).inserted { files.append(file) }
        }
        return files
    }

    /// Whether `name` is a routine file name.
    public static func isRoutineFileName(_ name: String) -> Bool {
        name.hasSuffix(".routine.yaml") || name.hasSuffix(".routine.yml")
    }

    private static func routineFiles(inDirectory directory: String) -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        var pending = [directory]
        while let current = pending.popLast() {
            guard let names = try? manager.contentsOfDirectory(atPath: current) else { continue }
            for name in names {
                let path = current == "." ? name : (current.hasSuffix("/") ? current + name : current + "/" + name)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if !name.hasPrefix(".") && name != "node_modules" { pending.append(path) }
                } else if isRoutineFileName(name) {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }
}
