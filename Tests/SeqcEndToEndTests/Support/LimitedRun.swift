import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `seqc` binary and reports its peak resident memory, read from the
/// kernel's accounting of that one child (`wait4`'s `ru_maxrss`), untouched by other
/// tests' children running at the same time. As `MeasuredRun` explains, on Linux that
/// figure is never below the test process's own peak when it spawned the child
/// (``inheritedPeakBytes``), so a bound on seqc's memory is checked as that floor plus
/// the bound: seqc's own peak is over it exactly when the figure is.
///
/// The child runs under an address-space limit (`ulimit -v`, set by the shell it is
/// exec'd from, so the pid and its accounting are seqc's), so a regression that tries to
/// read a 4 GiB input whole fails its allocation instead of taking the machine's memory
/// (not under a sanitizer, which reserves terabytes of address space up front).
struct LimitedRun {
    var exitCode: Int32
    /// Whether the process was ended by a signal (a trap, an abort) rather than exiting.
    var signalled: Bool
    var stdout: String
    var stderr: String
    /// The peak resident set size in bytes.
    var peakBytes: Int
    /// The test process's own peak when it spawned seqc, which the figure above includes.
    var inheritedPeakBytes: Int

    /// Whether seqc's own peak memory stayed within `allowance` bytes. A binary built
    /// with a sanitizer (scripts/ci/sanitizers.sh sets its options) keeps shadow memory
    /// and a quarantine of freed blocks (256 MiB by default for AddressSanitizer), so
    /// there the allowance is tripled and that much added.
    func peakIsWithin(_ allowance: Int) -> Bool {
        let allowed = Self.sanitized ? 3 * allowance + (512 << 20) : allowance
        return peakBytes > 0 && peakBytes <= inheritedPeakBytes + allowed
    }

    /// Whether this run is under a sanitizer, whose reservations of address space an
    /// address-space limit would refuse.
    static let sanitized = ["ASAN_OPTIONS", "TSAN_OPTIONS"].contains { ProcessInfo.processInfo.environment[$0] != nil }

    var transcript: String {
        "exit: \(exitCode)\(signalled ? " (signal)" : ""), peak \(peakBytes >> 20) MiB (test process \(inheritedPeakBytes >> 20) MiB)\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
    }

    /// The address space a measured run may reserve; well over what any of these runs
    /// needs (seqc's threads reserve their stacks), well under the machine's memory.
    static let addressSpaceKiB = 2 << 20

    /// Runs seqc with `arguments` in `directory`. Standard input is `stdinPath` (absolute) when given,
    /// or, with `endlessStandardInput`, a pipe this process keeps writing zero bytes to
    /// until seqc closes it; otherwise `/dev/null`. Killed after `timeout` seconds.
    static func run(
        _ arguments: [String], in directory: URL, stdinPath: String? = nil, endlessStandardInput: Bool = false,
        timeout: TimeInterval = 60
    ) throws -> LimitedRun {
        let output = try TemporaryDirectory()
        let outPath = output.url.appendingPathComponent("stdout").path
        let errPath = output.url.appendingPathComponent("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if endlessStandardInput {
            try #require(pipe(&pipeEnds) == 0)
            // The writing end must not reach seqc, or its standard input would never end by
            // its reader closing it.
            _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let limit = sanitized ? "" : "ulimit -v \(addressSpaceKiB) && "
        let script = "cd \"$0\" && \(limit)exec \"$@\""
        let argv = ["/bin/sh", "-c", script, directory.path, SeqcProcess.binary.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "FORCE_COLOR", "GITHUB_ACTIONS", "SEQC_RECORD", "TERM"] { environment.removeValue(forKey: key) }
        let envp = environment.map { "\($0.key)=\($0.value)" }
        let inherited = MeasuredRun.ownPeakKilobytes() * 1024
        var pid: pid_t = 0
        let spawned = withCStrings(argv) { cArgv in
            withCStrings(envp) { cEnvp in posix_spawn(&pid, "/bin/sh", &actions, nil, cArgv, cEnvp) }
        }
        if endlessStandardInput { close(pipeEnds[0]) }
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var writer: Thread?
        if endlessStandardInput {
            let descriptor = pipeEnds[1]
            let thread = Thread {
                // A write to a pipe seqc closed fails with EPIPE here instead of a signal.
                var pipeSignal = sigset_t()
                sigemptyset(&pipeSignal)
                sigaddset(&pipeSignal, SIGPIPE)
                pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
                let zeros = [UInt8](repeating: 0, count: 1 << 16)
                while zeros.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
                close(descriptor)
            }
            thread.start()
            writer = thread
        }
        _ = writer
        var status: Int32 = 0
        var usage = rusage()
        let deadline = Date().addingTimeInterval(timeout)
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                Issue.record("seqc \(arguments) did not end within \(timeout) s")
                break
            }
            usleep(10_000)
        }
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        let signalled = status & 0x7F != 0
        return LimitedRun(
            exitCode: signalled ? -1 : (status >> 8) & 0xFF, signalled: signalled,
            stdout: readText(outPath), stderr: readText(errPath), peakBytes: peak,
            inheritedPeakBytes: inherited)
    }

    /// The file's text, read with `read(2)`: under AddressSanitizer, LeakSanitizer reports a
    /// buffer of FoundationEssentials' `String(contentsOfFile:)` as leaked in these tests
    /// (scripts/ci/sanitizers.sh), and the test host's leaks must not hide seqc's.
    private static func readText(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        return body(pointers + [nil])
    }
}
