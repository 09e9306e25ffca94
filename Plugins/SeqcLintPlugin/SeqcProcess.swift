import Foundation

/// Runs seqc with the plugin's standard output and error, so its report reaches the user.
enum SeqcProcess {
    /// seqc's exit status; a signal counts as a failure.
    static func run(_ tool: URL, arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}
