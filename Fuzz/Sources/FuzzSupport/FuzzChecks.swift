import Foundation
import SeqcCompiler

/// What each fuzz target does with one input, and the promises it checks beyond "no
/// crash, no hang, no runaway memory" (which libFuzzer and its sanitizers check).
/// A broken promise calls ``fuzzFailure(_:file:line:)``, so libFuzzer keeps the input.
public enum FuzzChecks {
    /// The name every input is compiled under: a routine file in the working directory.
    static let path = "fuzz.routine.yaml"

    static func source(_ bytes: [UInt8]) -> SourceFile {
        SourceFile(path: path, bytes: bytes)
    }
}
