import Dispatch
import SeqcCompiler

/// Work on a run's files by several workers that never wait for each other, handed to the
/// calling thread in index order as it asks for each one. The calling thread is one of
/// the workers: while the result it asks for is not in, it checks the next file itself.
///
/// Checking a window of files at a time, as seqc did before, made the workers wait at the
/// end of each window for its last file and for the calling thread to start the next:
/// with 10,000 files that was 79 barriers and about a tenth of each worker's time asleep
/// (perf sched). Here each worker takes the next file as soon as it is done with one, and
/// stops only when it is `lookahead` files ahead of the calling thread, which bounds the
/// results in memory as the windows did.
///
/// A calling thread that only waited for results and used them, beside as many workers
/// as jobs, was a third thread on two cores: it woke every few files and took a worker's
/// core each time (2,105 context switches in a lint of 10,000 files, and a fifth more CPU
/// time than one job spent on the same files).
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

    /// Starts `jobs - 1` workers on `body(0)`, `body(1)`, … `body(count - 1)`; the calling
    /// thread is the last one, in ``take(_:)``. Call ``take(_:)`` for each index in order,
    /// then ``finish()``; `jobs` must be at least 2 (one job is the calling thread alone,
    /// which needs none of this).
    init(count: Int, jobs: Int, lookahead: Int, _ body: @escaping @Sendable (Int) -> T) {
        precondition(jobs >= 2 && lookahead >= 1)
        self.count = count
        self.lookahead = lookahead
        self.body = body
        slots = Array(repeating: nil, count: lookahead)
        // The workers are the dispatch pool's threads, as for every other parallel part of
        // seqc, so their stacks and signal masks are the ones it was built for.
        DispatchQueue.global().async { [self] in
            DispatchQueue.concurrentPerform(iterations: Swift.min(jobs - 1, count)) { _ in work() }
            finished.signal()
        }
    }

    /// The result for `index`, once a worker has it; until then the calling thread checks
    /// the next file itself, if there is one it may start. Indexes are taken in order,
    /// each once.
    func take(_ index: Int) -> T {
        state.lock()
        defer { state.unlock() }
        precondition(index == taken, "results are taken in order")
        let slot = index % lookahead
        while slots[slot] == nil {
            if let claimed = claim() {
                state.unlock()
                let value = body(claimed)
                state.lock()
                slots[claimed % lookahead] = value
                continue
            }
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

    /// The next file to check, if there is one and the calling thread is not too far
    /// behind for it. Call with `state` locked.
    private func claim() -> Int? {
        guard !stopped, next < count, next < taken + lookahead else { return nil }
        defer { next += 1 }
        return next
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
            guard let index = claim() else { return }
            state.unlock()
            let value = body(index)
            state.lock()
            slots[index % lookahead] = value
            if awaited == index { state.broadcast() }
        }
    }
}
