import Dispatch
import SeqcCompiler

/// Work on a run's files by several workers that never wait for each other, handed to the
/// calling thread in index order as it asks for each one.
///
/// Checking a window of files at a time, as seqc did before, made the workers wait at the
/// end of each window for its last file and for the calling thread to start the next:
/// with 10,000 files that was 79 barriers and about a tenth of each worker's time asleep
/// (perf sched). Here each worker takes the next file as soon as it is done with one, and
/// stops only when it is `lookahead` files ahead of the calling thread, which bounds the
/// results in memory as the windows did.
final class OrderedWork<T: Sendable>: @unchecked Sendable {
    private let count: Int
    private let lookahead: Int
    private let body: @Sendable (Int) -> T
    private let state = ConditionLock()
    /// Results not yet taken, at `index % lookahead`. Guarded by `state`.
    private var slots: [T?]
    /// The next index a worker takes. Guarded by `state`.
    private var next = 0
    /// The next index the calling thread takes. Guarded by `state`.
    private var taken = 0
    /// The index the calling thread waits for, if it waits. Guarded by `state`.
    private var awaited: Int?
    /// How many workers wait for the calling thread to take a result. Guarded by `state`.
    private var idleWorkers = 0
    /// Set when the calling thread stops early: workers take no more files. Guarded by `state`.
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)
    private var isJoined = false

    /// Starts `jobs` workers on `body(0)`, `body(1)`, … `body(count - 1)`. Call ``take(_:)``
    /// for each index in order, then ``finish()``; `jobs` must be at least 2 (one job is
    /// the calling thread alone, which needs none of this).
    init(count: Int, jobs: Int, lookahead: Int, _ body: @escaping @Sendable (Int) -> T) {
        precondition(jobs >= 2 && lookahead >= 1)
        self.count = count
        self.lookahead = lookahead
        self.body = body
        slots = Array(repeating: nil, count: lookahead)
        // The workers are the dispatch pool's threads, as for every other parallel part of
        // seqc, so their stacks and signal masks are the ones it was built for.
        DispatchQueue.global().async { [self] in
            DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count)) { _ in work() }
            finished.signal()
        }
    }

    /// The result for `index`, once a worker has it. Indexes are taken in order, each once.
    func take(_ index: Int) -> T {
        state.lock()
        defer { state.unlock() }
        precondition(index == taken, "results are taken in order")
        let slot = index % lookahead
        while slots[slot] == nil {
            // Woken for a few results at once, not for each: a wake-up per file was 6,000
            // context switches in a lint of 10,000 files. It waits for the last result
            // of the few that is not in, whose worker wakes it.
            // Only results a worker may start before this one is taken: no further than
            // `lookahead` from it.
            let last = Swift.min(index + Swift.min(Self.resultsPerWake, lookahead), count) - 1
            awaited = (index...last).last { slots[$0 % lookahead] == nil }
            if idleWorkers > 0 { state.broadcast() }
            state.wait()
        }
        awaited = nil
        let value = slots[slot]!
        slots[slot] = nil
        taken += 1
        // Idle workers are woken when there is room for a few files each, not for every
        // result taken; when all they made is taken, there is room for `lookahead`.
        if idleWorkers > 0, taken + lookahead - next >= Swift.min(lookahead, Self.roomPerWake) { state.broadcast() }
        return value
    }

    /// How many results the calling thread waits for at once, at most.
    static var resultsPerWake: Int { 16 }
    /// How much room idle workers are woken for, at least.
    static var roomPerWake: Int { 32 }

    /// Stops the workers from taking more files and waits for those at work to finish.
    /// Call it once, whether every result was taken or not.
    func finish() {
        state.withLock {
            stopped = true
            state.broadcast()
        }
        guard !isJoined else { return }
        isJoined = true
        finished.wait()
    }

    /// One worker: the next file while there is one and the calling thread is not too far behind.
    private func work() {
        state.lock()
        defer { state.unlock() }
        while true {
            while !stopped, next < count, next >= taken + lookahead {
                idleWorkers += 1
                state.wait()
                idleWorkers -= 1
            }
            guard !stopped, next < count else { return }
            let index = next
            next += 1
            state.unlock()
            let value = body(index)
            state.lock()
            slots[index % lookahead] = value
            if awaited == index { state.broadcast() }
        }
    }
}
