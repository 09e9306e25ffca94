import SeqcCompiler
@_spi(Fuzzing) import SeqcLint

extension FuzzChecks {
    /// Reads `bytes` as a `.seqc.yml`. Every problem points into the file and is an error
    /// (`invalid-configuration` or a YAML rule's), or the `invalid-configuration` warning
    /// for a setting that is ignored (a rule that stops a build cannot be set); every
    /// pattern read is non-empty; and
    /// the configuration's index finds, for each pattern's own text taken as a path, the
    /// first pattern a plain scan finds.
    public static func configuration(_ bytes: [UInt8]) {
        let (exclude, diagnostics) = FuzzEntryPoints.configuration(bytes, path: ".seqc.yml")
        let lines = lineCount(bytes)
        for diagnostic in diagnostics {
            checkRange(diagnostic.range, lines: lines, in: diagnostic)
            for note in diagnostic.notes { checkRange(note.range, lines: lines, in: diagnostic) }
            if diagnostic.severity != .error, !(diagnostic.severity == .warning && diagnostic.rule == .invalidConfiguration) {
                fuzzFailure("a configuration problem is neither an error nor an ignored setting: [\(diagnostic.rule)]")
            }
        }
        if exclude.contains(where: { $0.text.isEmpty }) { fuzzFailure("an empty exclude pattern was read") }
        for pattern in exclude.prefix(8) {
            let path = pattern.text
            let scanned = exclude.first { $0.matches(path) }
            if FuzzEntryPoints.firstExclusion(exclude, path)?.text != scanned?.text {
                fuzzFailure("the index and a scan disagree on '\(path)'")
            }
        }
    }
}
