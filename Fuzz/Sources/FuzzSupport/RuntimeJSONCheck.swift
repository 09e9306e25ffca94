import Foundation
import SeqcAuthoring
import SeqcCompiler
import SeqcModel

extension FuzzChecks {
    /// Reads `bytes` as runtime JSON with the app's strict decoder, then decompiles it.
    /// A document the decoder accepts must be written back byte-stably (write, read, write
    /// gives the same bytes), and must decompile to a routine that reads back as a
    /// routine: valid YAML, known keys and kinds, values of the right type. Its values may
    /// still be refused (runtime JSON from elsewhere can hold an id that is not a slug, or
    /// two cards pinned to one id); the compiler then says so, as it would to an author.
    /// What the decompiler's own writing decides: quoting, keys, kinds and types.
    static let structuralRules: Set<RuleID> = [
        .yamlSyntax, .resourceLimit, .multipleDocuments, .unsupportedTag, .mergeKey, .duplicateKey, .unknownKey,
        .unknownKind, .missingKind, .multipleKinds, .wrongType, .unsupportedVersion,
    ]

    public static func runtimeJSON(_ bytes: [UInt8]) {
        let data = Data(bytes)
        let decompiled = try? Decompiler.routine(fromRuntimeJSON: data)
        guard let document = try? RuntimeDocument.decode(from: data) else {
            if decompiled != nil { fuzzFailure("the decompiler accepted JSON the strict decoder refuses") }
            return
        }
        guard let routine = decompiled else { fuzzFailure("the decompiler refused JSON the strict decoder accepts") }
        do {
            let written = try document.jsonData()
            let reread = try RuntimeDocument.decode(from: written)
            if reread != document { fuzzFailure("runtime JSON did not read back as the document written") }
            if try reread.jsonData() != written { fuzzFailure("writing runtime JSON is not stable") }
        } catch {
            fuzzFailure("a decoded document could not be written and read back: \(error)")
        }
        let rebuilt = Compiler().compile(SourceFile(path: "decompiled.routine.yaml", text: routine))
        if let broken = rebuilt.diagnostics.first(where: { structuralRules.contains($0.rule) }) {
            fuzzFailure("a decompiled routine is not a well-formed routine: [\(broken.rule)] \(broken.message)\n\(routine)")
        }
    }
}
