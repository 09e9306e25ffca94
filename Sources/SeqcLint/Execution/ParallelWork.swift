import Dispatch
import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs independent pieces of work on several threads and returns their results in
/// index order, so the output cannot depend on which thread finished first.
enum ParallelWork {
    static func map<T: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let workers = Swift.max(1, Swift.min(jobs, count))
        if workers == 1 { return (0..<count).map(body) }
        let slots = Slots<T>(count: count)
        // Workers pull the next index as they finish, so one slow file does not hold up a batch.
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.claim() { slots.store(body(index), at: index) }
        }
        return slots.values
    }

    /// The number of cores this process may use.
    static var availableCores: Int { ProcessInfo.processInfo.activeProcessorCount }
}

/// A window of work started ahead on other threads while the caller deals with the
/// window before it: a run's files are checked in windows, and the calling thread's part
/// of each (checks across files, sorting, printing, staging a build's outputs) would
/// otherwise leave the workers idle. Not ahead (one job, or a run of one window), the work
/// is done when the results are asked for, on the calling thread and as many workers as
/// there are jobs: a one-job run stays on one thread, and a one-file run starts none.
final class ParallelBatch<T: Sendable>: @unchecked Sendable {
    private let count: Int
    private let jobs: Int
    private let ahead: Bool
    private let body: @Sendable (Int) -> T
    private let done = DispatchSemaphore(value: 0)
    /// Written by the batch's own thread before it signals `done`, read after the wait.
    private var results: [T] = []

    init(_ count: Int, jobs: Int, ahead: Bool, _ body: @escaping @Sendable (Int) -> T) {
        self.count = count
        self.jobs = jobs
        self.ahead = ahead && jobs > 1
        self.body = body
        guard self.ahead else { return }
        DispatchQueue.global().async { [self] in
            results = ParallelWork.map(count, jobs: jobs, body)
            done.signal()
        }
    }

    /// The results in index order, once all are in. Call it, or ``abandon()``, once.
    func wait() -> [T] {
        guard ahead else { return ParallelWork.map(count, jobs: jobs, body) }
        done.wait()
        return results
    }

    /// Waits for work already running to end, without asking for work not yet done.
    func abandon() {
        if ahead { done.wait() }
    }
}

/// Result slots filled from several threads; the lock guards both the counter and the array.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var next = 0
    private var storage: [T?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.withLock {
            guard next < storage.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ value: T, at index: Int) { lock.withLock { storage[index] = value } }

    var values: [T] { lock.withLock { storage.map { $0! } } }
}
