import Foundation
import Testing

/// The checkout's path, for the exit handler that removes it.
nonisolated(unsafe) private var checkoutToRemove: UnsafeMutablePointer<CChar>?
/// The test run's cache home, for the exit handler that removes it.
nonisolated(unsafe) private var cacheHomeToRemove: UnsafeMutablePointer<CChar>?

/// Runs the built `seqc` binary as a real process.
struct SeqcProcess {
    /// What one run printed and how it ended.
    struct Run: Equatable {
        var exitCode: Int32
        var stdout: String
        var stderr: String
        /// Whether the process was ended by a signal rather than exiting.
        var signalled: Bool

        /// The transcript golden files hold: exit code, then both streams.
        var transcript: String {
            "exit: \(exitCode)\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
        }
    }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A copy of the package, where seqc runs unless a test says otherwise: everything but
    /// build products, `.git` and the root `.seqc.yaml`. That configuration excludes the
    /// test fixtures, so that `seqc lint .` at the repository's root passes; in the copy
    /// the fixtures are read as the tests mean them, at the same relative paths, so every
    /// golden file is what it would be without it. Made once per test run, removed at exit.
    static let checkout: URL = {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-checkout-\(UUID().uuidString)")
        copyTree(packageRoot, to: copy, skipping: [".git", ".seqc.yaml", ".seqc.yml"])
        checkoutToRemove = strdup(copy.path)
        atexit {
            guard let path = checkoutToRemove else { return }
            try? FileManager.default.removeItem(atPath: String(cString: path))
        }
        return copy
    }()

    /// The user's cache directory as seqc sees it in every run (`XDG_CACHE_HOME`), unless
    /// a test gives its own: one per test run, removed at exit with the checkout's parent.
    static let cacheHome: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-cache-home-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        cacheHomeToRemove = strdup(folder.path)
        atexit {
            guard let path = cacheHomeToRemove else { return }
            try? FileManager.default.removeItem(atPath: String(cString: path))
        }
        return folder
    }()

    /// Copies the folder `source` to `target`, leaving out build products at any depth (an
    /// example package's `.build` can be far larger than the package) and, at the top,
    /// the entries `skipped` names.
    private static func copyTree(_ source: URL, to target: URL, skipping skipped: Set<String> = []) {
        try? FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? [] {
            guard !skipped.contains(entry), !entry.hasPrefix(".build") else { continue }
            let from = source.appendingPathComponent(entry)
            let to = target.appendingPathComponent(entry)
            let isFolder = (try? from.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])).map {
                $0.isDirectory == true && $0.isSymbolicLink != true
            }
            if isFolder == true { copyTree(from, to: to) } else { try? FileManager.default.copyItem(at: from, to: to) }
        }
    }

    /// The `seqc` binary beside the test bundle, or `SEQC_BINARY`.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["SEQC_BINARY"] { return URL(fileURLWithPath: path) }
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("seqc")
        }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("seqc")
    }

    /// Runs seqc with `arguments` in `directory` (default: the package root), feeding
    /// `stdin`. The environment is cleared of colour and CI variables unless given.
    /// A run is killed after `timeout` seconds so a hang fails the test instead of
    /// stalling the suite; that is a safety net, not a speed check. `wrapper` runs seqc
    /// through another program (`/bin/sh -c 'ulimit -f 1; exec "$0" "$@"'`), and
    /// `stdout` sends standard output to a file (`/dev/full`) instead of a pipe.
    static func run(
        _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil,
        environment: [String: String] = [:], timeout: TimeInterval = 60,
        wrapper: [String] = [], stdout: FileHandle? = nil
    ) throws -> Run {
        let process = Process()
        if let program = wrapper.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(wrapper.dropFirst()) + [binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory ?? checkout
        var env = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "FORCE_COLOR", "GITHUB_ACTIONS", "SEQC_RECORD", "TERM", "CI"] { env.removeValue(forKey: key) }
        // Lint's default cache is this test run's own, never the user's.
        env["XDG_CACHE_HOME"] = cacheHome.path
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = stdout ?? out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // Read both pipes concurrently so a large output cannot deadlock the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        if stdout != nil { try? out.fileHandleForWriting.close() }
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        // Standard input is fed on its own thread too: a child that never reads it must
        // not block the harness before the timeout can act.
        // A child that exits before reading (a usage error) closes the pipe: writing then
        // raises SIGPIPE, which would kill the whole test process. The writer is a thread
        // of its own with SIGPIPE blocked, so the write fails with EPIPE instead, and the
        // signal left pending on that thread ends with it.
        let writer = input.fileHandleForWriting
        let feeder = Thread {
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
            if let stdin { try? writer.write(contentsOf: stdin) }
            try? writer.close()
        }
        feeder.start()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        // SIGKILL, not SIGTERM: seqc handles SIGTERM (cleanup, exit 3), and a hung run
        // must end whatever state it is in.
        let timedOut = process.isRunning
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        group.wait()
        if timedOut {
            Issue.record("seqc \(arguments.prefix(6).joined(separator: " ")) ran past its \(Int(timeout)) s timeout and was killed")
        }
        // `build` prints its report on standard output and its diagnostics on standard
        // error; `lint` prints its diagnostics on standard output.
        keepSARIF(arguments.first == "build" ? errData : outData, arguments: arguments)
        return Run(
            exitCode: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            signalled: process.terminationReason == .uncaughtSignal
        )
    }

    /// Every SARIF document any test makes is kept in `SEQC_SARIF_DIR` when it is set, so
    /// CI validates all of them against the official schema, not just the golden files.
    private static func keepSARIF(_ output: Data, arguments: [String]) {
        guard let directory = ProcessInfo.processInfo.environment["SEQC_SARIF_DIR"], !output.isEmpty,
            let index = arguments.firstIndex(of: "--format"), arguments.indices.contains(index + 1),
            arguments[index + 1] == "sarif"
        else { return }
        let file = URL(fileURLWithPath: directory).appendingPathComponent("\(UUID().uuidString).sarif")
        try? output.write(to: file)
    }
}
