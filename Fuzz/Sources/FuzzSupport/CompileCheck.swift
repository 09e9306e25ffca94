import Foundation
import SeqcAuthoring
import SeqcCompiler
import SeqcModel

extension FuzzChecks {
    /// Compiles `bytes` as a routine file. When it compiles, its runtime JSON must be
    /// read back by the strict decoder as the same document (the app reads what seqc
    /// writes), and decompiling it and compiling the result must give byte-identical JSON
    /// (the decompiler's promise). The JSON a build writes (``CompileResult/runtimeJSON``)
    /// must be the document's, byte for byte.
    public static func compile(_ bytes: [UInt8]) {
        let result = Compiler().compile(source(bytes))
        if result.succeeded == result.diagnostics.hasErrors {
            fuzzFailure("a routine compiled with errors, or failed without one")
        }
        guard let document = result.document else { return }
        let json: Data
        do {
            json = try document.jsonData()
        } catch {
            fuzzFailure("a compiled routine could not be written as JSON: \(error)")
        }
        let decoded: RuntimeDocument
        do {
            decoded = try RuntimeDocument.decode(from: json)
        } catch {
            fuzzFailure("the strict decoder refused seqc's own output: \(error)")
        }
        if decoded != document { fuzzFailure("runtime JSON did not read back as the document written") }
        // A build writes the JSON as the routine expands, without making the document.
        if result.runtimeJSON != json { fuzzFailure("the runtime JSON a build writes is not the document's") }

        let routine = Decompiler.routine(for: document.sequence)
        let rebuilt = Compiler().compile(SourceFile(path: "decompiled.routine.yaml", text: routine))
        guard let rebuiltDocument = rebuilt.document else {
            fuzzFailure("a decompiled routine does not compile: \(rebuilt.diagnostics.map(\.message))\n\(routine)")
        }
        if (try? rebuiltDocument.jsonData()) != json {
            fuzzFailure("decompiling then compiling changed the runtime JSON\n\(routine)")
        }
    }
}
