import Foundation
import Testing

@testable import SeqcLint

/// `OrderedWork`: workers that never wait for each other, results handed over in order,
/// never more than `lookahead` files ahead of the calling thread, and nothing left running
/// after `finish()`.
@Suite struct OrderedWorkTests {
    /// What the workers did, from several threads.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var started: [Int] = []
        private var takenSoFar = 0
        private var furthestAhead = Int.min

        func start(_ index: Int) {
            lock.withLock {
                started.append(index)
                furthestAhead = max(furthestAhead, index - takenSoFar)
            }
        }

        func took(_ count: Int) { lock.withLock { takenSoFar = count } }
        var startedCount: Int { lock.withLock { started.count } }
        var startedIndexes: [Int] { lock.withLock { started.sorted() } }
        /// How far past the results already taken a worker started, at most.
        var ahead: Int { lock.withLock { furthestAhead } }
    }

    /// Work whose length varies with the index, so that workers finish out of order.
    static func uneven(_ index: Int) -> Int {
        if index % 7 == 3 { usleep(300) }
        return index * index
    }

    @Test(arguments: [(count: 1, jobs: 2, lookahead: 1), (5, 2, 1), (100, 2, 3), (257, 3, 16), (1_000, 2, 256)])
    func resultsComeInOrderOncePerIndex(count: Int, jobs: Int, lookahead: Int) {
        let log = Log()
        let work = OrderedWork(count: count, jobs: jobs, lookahead: lookahead) { index in
            log.start(index)
            return Self.uneven(index)
        }
        var results: [Int] = []
        for index in 0..<count {
            results.append(work.take(index))
            log.took(index + 1)
        }
        work.finish()
        #expect(results == (0..<count).map { $0 * $0 })
        #expect(log.startedIndexes == Array(0..<count))
        // A worker starts file i only while i < taken + lookahead; the log learns of a
        // take just after it, so it may lag by one.
        #expect(log.ahead <= lookahead)
    }

    @Test func finishingEarlyLeavesNothingRunning() {
        let log = Log()
        let work = OrderedWork(count: 10_000, jobs: 2, lookahead: 32) { index in
            log.start(index)
            return Self.uneven(index)
        }
        for index in 0..<10 {
            _ = work.take(index)
            log.took(index + 1)
        }
        work.finish()
        let whenFinished = log.startedCount
        #expect(whenFinished <= 10 + 32)
        Thread.sleep(forTimeInterval: 0.05)
        #expect(log.startedCount == whenFinished)
    }

    /// The calling thread checks files itself while the result it asks for is not in:
    /// whichever thread takes file 0 sleeps on it, and the other goes on.
    @Test func theCallingThreadChecksFilesWhileItWaits() {
        let caller = pthread_self()
        let onCaller = Log()
        let work = OrderedWork(count: 100, jobs: 2, lookahead: 256) { index in
            if index == 0 { usleep(50_000) }
            if pthread_equal(pthread_self(), caller) != 0 { onCaller.start(index) }
            return index
        }
        var results: [Int] = []
        for index in 0..<100 { results.append(work.take(index)) }
        work.finish()
        #expect(results == Array(0..<100))
        #expect(onCaller.startedCount >= 1)
    }

    @Test func finishingBeforeTakingAnythingReturns() {
        let work = OrderedWork(count: 1_000, jobs: 2, lookahead: 8) { Self.uneven($0) }
        work.finish()
        work.finish()
    }
}
