import Dispatch
import SeqcCompiler

/// A value made on a dispatch pool thread while the thread that asked for it does other
/// work, and taken once it is needed: reading the lint cache's files while the tree is
/// walked, or one of them while the other is read.
///
/// ``value()`` never waits for work that has not started: when no pool thread has taken
/// it yet (every one busy, or one waiting in a ``value()`` of its own, as the cache's
/// loading does for its index), the asking thread makes the value itself. So a pool of
/// one thread cannot deadlock on it.
package final class BackgroundValue<T: Sendable>: @unchecked Sendable {
    private enum State {
        case waiting(@Sendable () -> T)
        case started
        case made(T)
    }

    private let state = ConditionLock()
    /// Guarded by `state`.
    private var current: State

    /// Starts `make` on a dispatch pool thread.
    package init(_ make: @escaping @Sendable () -> T) {
        current = .waiting(make)
        DispatchQueue.global().async { [self] in
            guard let make = claim() else { return }
            let value = make()
            state.withLock {
                current = .made(value)
                state.broadcast()
            }
        }
    }

    /// The value, once made; made here when no other thread has started it. Call it once.
    package func value() -> T {
        if let make = claim() { return make() }
        state.lock()
        defer { state.unlock() }
        while true {
            if case .made(let value) = current { return value }
            state.wait()
        }
    }

    /// The work, for the thread that takes it first; nil once another has.
    private func claim() -> (@Sendable () -> T)? {
        state.withLock {
            guard case .waiting(let make) = current else { return nil }
            current = .started
            return make
        }
    }
}
