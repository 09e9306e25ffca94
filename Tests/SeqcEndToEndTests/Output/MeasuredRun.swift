import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs seqc with `posix_spawn` and reaps it with `wait4`, which reports the peak
/// memory of that one process (Foundation's `Process` does not).
///
/// On Linux the peak the kernel reports for the child is never below the spawning
/// process's own peak at the moment of the spawn: `posix_spawn` runs the child in the
/// parent's memory until `exec`, and `exec` carries that memory's high-water mark over.
/// `inheritedPeakKilobytes` is that floor (large under AddressSanitizer, whose test host
/// holds hundreds of megabytes), so a bound on seqc's own use is a bound above it.
struct MeasuredRun {
    let exitStatus: Int32
    let peakMemoryKilobytes: Int
    let inheritedPeakKilobytes: Int

    /// The test process's own peak so far, in kilobytes.
    static func ownPeakKilobytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if os(macOS)
        return Int(usage.ru_maxrss) / 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }

    init(_ arguments: [String]) throws {
        inheritedPeakKilobytes = Self.ownPeakKilobytes()
        let argv = ([SeqcProcess.binary.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, SeqcProcess.binary.path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        // Exited normally: the status's low 7 bits are 0 and the code is in the next 8.
        exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
        #if os(macOS)
        peakMemoryKilobytes = Int(usage.ru_maxrss) / 1024
        #else
        peakMemoryKilobytes = Int(usage.ru_maxrss)
        #endif
    }
}
