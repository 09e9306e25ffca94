#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A test hook: `SEQC_FAULT=STEP:N:ACTION` makes the Nth file of a step fail or
/// receive a signal, so the fault-injection tests can hit every step of writing outputs
/// on the real binary. STEP is `stage` (after the Nth staged file is written) or
/// `commit` (before the Nth rename: the files' first, then each fresh directory's one);
/// ACTION is `fail` (as if the system call failed with EIO), `SIGINT` or `SIGTERM`.
/// Unset, it costs one environment lookup.
enum FaultInjection {
    enum Step: String { case stage, commit }

    private static let planned: (step: Step, number: Int, action: String)? = {
        guard let value = ProcessInfo.processInfo.environment["SEQC_FAULT"] else { return nil }
        let parts = value.split(separator: ":").map(String.init)
        guard parts.count == 3, let step = Step(rawValue: parts[0]), let number = Int(parts[1]) else { return nil }
        return (step, number, parts[2])
    }()

    /// Acts out the planned fault if it is for the `number`th file (from 1) of `step`;
    /// returns the injected `errno` for `fail`, else 0.
    static func at(_ step: Step, _ number: Int) -> Int32 {
        guard let planned, planned.step == step, planned.number == number else { return 0 }
        switch planned.action {
        case "fail": return EIO
        case "SIGINT": raise(SIGINT)
        case "SIGTERM": raise(SIGTERM)
        default: break
        }
        return 0
    }
}
