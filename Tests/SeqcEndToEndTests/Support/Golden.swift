import Foundation
import Testing

/// Golden files: expected output checked in beside its input. `SEQC_RECORD=1 swift test`
/// re-records them; nobody edits them by hand.
enum Golden {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SEQC_RECORD"] == "1" }

    /// Compares `actual` with the file at `url`, or records it when recording.
    static func check(_ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        check(Data(actual.utf8), against: url, sourceLocation: sourceLocation)
    }

    static func check(_ actual: Data, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        if isRecording {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: url)
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            Issue.record("missing golden file \(url.path); run SEQC_RECORD=1 swift test to record it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let diff = firstDifference(String(decoding: expected, as: UTF8.self), String(decoding: actual, as: UTF8.self))
            Issue.record(
                "\(url.lastPathComponent) differs from its golden file (\(diff)); if the change is intended, run SEQC_RECORD=1 swift test",
                sourceLocation: sourceLocation)
        }
    }

    private static func firstDifference(_ expected: String, _ actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(e.count, a.count) {
            let left = index < e.count ? String(e[index]) : "<end>"
            let right = index < a.count ? String(a[index]) : "<end>"
            if left != right { return "line \(index + 1): expected \"\(left)\", got \"\(right)\"" }
        }
        return "same lines, different bytes"
    }
}

/// A fresh temporary directory, removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }
}
