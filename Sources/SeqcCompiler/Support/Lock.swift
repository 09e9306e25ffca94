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
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

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
