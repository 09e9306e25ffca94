import SeqcCompiler
import SeqcModel

/// A starter routine built into seqc: one of the repository's Examples.
public struct Template: Sendable, Hashable {
    /// The name `seqc new` takes: the Example's file name without `.routine.yaml`.
    public let name: String
    /// The routine file, byte for byte.
    public let source: String

    public init(name: String, source: String) {
        self.name = name
        self.source = source
    }

    /// The file name the Example has in the repository.
    public var fileName: String { name + ".routine.yaml" }

    /// The template compiled, as a fresh routine file of this name would be.
    public func compiled() -> CompileResult {
        Compiler().compile(SourceFile(path: fileName, text: source))
    }

    /// The template as a new routine at `path`: its `id:` becomes the id the path would
    /// default to, so a routine started from a template does not collide with it. The
    /// Example's schema modeline points into the repository, so it is replaced by one for
    /// `schema` (a path or URL), or dropped.
    public func starter(forPath path: String, schema: String? = nil) -> String {
        let id = Slug.defaultID(forPath: path)
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeAll { $0.hasPrefix(Self.modelinePrefix) }
        for index in lines.indices where lines[index].hasPrefix("id:") {
            lines[index] = "id: \(id)"
        }
        if let schema { lines.insert(Self.modelinePrefix + " $schema=" + schema, at: 0) }
        return lines.joined(separator: "\n")
    }

    private static let modelinePrefix = "# yaml-language-server:"
}
