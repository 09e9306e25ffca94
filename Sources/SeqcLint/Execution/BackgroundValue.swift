import Dispatch
import SeqcCompiler

/// A value made on a dispatch pool thread while the thread that asked for it does other
/// work, and taken once it is needed: reading the lint cache's files while the tree is
/// walked, or one of them while the other is read.
///
/// ``value`` waits for the work and is taken once, by one thread; the semaphore makes
/// what the work wrote visible to that thread.
package final class BackgroundValue<T: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the work before it signals `done`, read after `done` is waited for.
    private var result: T?

    /// Starts `make` on a dispatch pool thread.
    package init(_ make: @escaping @Sendable () -> T) {
        DispatchQueue.global().async { [self] in
            result = make()
            done.signal()
        }
    }

    /// The value, once made; waits for it. Call it once.
    package func value() -> T {
        done.wait()
        return result!
    }
}
