import SeqcCompiler
import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runtime JSON read as strictly as routines are: malformed JSON, a key twice in one
/// object, nesting or card counts past the limits, an unknown kind, a newer format
/// version or a missing field is a diagnostic at its line and column. `decompile` and
/// the timeline pictures read it here.
enum RuntimeJSONReading {
    /// The document in `file`, or the one diagnostic that refuses it.
    static func read(_ file: SourceFile) -> Result<RuntimeDocument, Diagnostic> {
        let data = Data(file.bytes)
        let tree: StrictJSON
        do {
            tree = try RuntimeDocument.parseStrictly(data)
        } catch {
            return .failure(RuntimeJSONDiagnostics.diagnostic(for: error, in: file))
        }
        do {
            return .success(try RuntimeDocument.decodeChecked(from: data))
        } catch {
            return .failure(RuntimeJSONDiagnostics.diagnostic(for: error, tree: tree, in: file))
        }
    }
}
