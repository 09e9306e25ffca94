@_spi(Fuzzing) import SeqcLint

extension FuzzChecks {
    /// Reads `bytes` as a baseline file. A refusal says where, inside the file, when it
    /// says where at all; a baseline read is written back as one that reads back to the
    /// same bytes (what `--write-baseline` writes is stable).
    public static func baseline(_ bytes: [UInt8]) {
        switch FuzzEntryPoints.baseline(bytes) {
        case .failure(let problem):
            if problem.unwritable { fuzzFailure("a baseline was read but not written back: \(problem.message)") }
            if problem.message.isEmpty { fuzzFailure("a baseline was refused without a reason") }
            let lines = lineCount(bytes)
            if let line = problem.line, line < 1 || line > lines + 1 {
                fuzzFailure("a baseline problem at line \(line) of a file of \(lines) lines")
            }
            if let column = problem.column, column < 1 { fuzzFailure("a baseline problem at column \(column)") }
        case .success(let written):
            guard case .success(let again) = FuzzEntryPoints.baseline(written) else {
                fuzzFailure("the baseline seqc wrote does not read back")
            }
            if again != written { fuzzFailure("a baseline written, read and written again changed") }
        }
    }
}
