#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock on a pthread mutex, with `NSLock`'s `lock`, `unlock` and
/// `withLock`. NSLock lives in Foundation proper, not in FoundationEssentials, and the
/// release binary links only FoundationEssentials (see docs/performance.md, "The release
/// binary"); `Synchronization.Mutex` needs macOS 15 / iOS 18, newer than the
/// package's platforms.
package final class Lock: @unchecked Sendable {
    // A pointer of its own: a pthread mutex must not move, and a stored property may.
    fileprivate let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init() {
        mutex.initialize(to: pthread_mutex_t())
        let code = pthread_mutex_init(mutex, nil)
        precondition(code == 0, "pthread_mutex_init failed: \(code)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func lock() {
        let code = pthread_mutex_lock(mutex)
        precondition(code == 0, "pthread_mutex_lock failed: \(code)")
    }

    package func unlock() {
        let code = pthread_mutex_unlock(mutex)
        precondition(code == 0, "pthread_mutex_unlock failed: \(code)")
    }

    /// Runs `body` holding the lock.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A ``Lock`` with one condition: threads that wait on each other (the workers and the
/// thread taking their results) wait on it, and every wait rechecks what it waits for.
package final class ConditionLock: @unchecked Sendable {
    private let mutex = Lock()
    // A pointer of its own: a pthread condition must not move.
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        condition.initialize(to: pthread_cond_t())
        let code = pthread_cond_init(condition, nil)
        precondition(code == 0, "pthread_cond_init failed: \(code)")
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
    }

    package func lock() { mutex.lock() }

    package func unlock() { mutex.unlock() }

    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result { try mutex.withLock(body) }

    /// Releases the lock until another thread broadcasts, then holds it again.
    package func wait() {
        let code = pthread_cond_wait(condition, mutex.mutex)
        precondition(code == 0, "pthread_cond_wait failed: \(code)")
    }

    /// Wakes every thread that waits.
    package func broadcast() {
        let code = pthread_cond_broadcast(condition)
        precondition(code == 0, "pthread_cond_broadcast failed: \(code)")
    }
}
