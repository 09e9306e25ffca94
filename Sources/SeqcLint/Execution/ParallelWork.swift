import Dispatch
import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs independent pieces of work on several threads and returns their results in
/// index order, so the output cannot depend on which thread finished first.
package enum ParallelWork {
    package static func map<T: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
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
