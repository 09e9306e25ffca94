#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Frames passed from the thread reading standard input to the thread answering them,
/// and the ids of requests the client cancelled meanwhile (`$/cancelRequest` is noted
/// as soon as it is read, so a request still waiting is answered as cancelled).
final class FrameQueue: @unchecked Sendable {
    enum Item {
        case frame(FrameReader.Frame)
        case end
    }

    /// The most cancellations remembered: one for a request already answered is never
    /// asked about, and a client that cancels without end must not grow the set without end.
    static let maxCancelled = 1024

    /// The most body bytes waiting to be answered: past it the reader waits, so the
    /// client's writes wait too, and a client that sends faster than the server answers
    /// cannot make it hold more than this and one frame.
    static let maxWaitingBytes = 64 * 1024 * 1024

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let roomCondition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var waitingBytes = 0
    private var items: [Item] = []
    private var head = 0
    private var cancelled = Set<RequestID>()

    init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        roomCondition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        pthread_cond_init(roomCondition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_cond_destroy(roomCondition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        roomCondition.deallocate()
        mutex.deallocate()
    }

    /// Adds an item, first waiting while too many bytes are waiting already.
    func push(_ item: Item) {
        pthread_mutex_lock(mutex)
        while waitingBytes > Self.maxWaitingBytes, head < items.count { pthread_cond_wait(roomCondition, mutex) }
        waitingBytes += Self.size(of: item)
        items.append(item)
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// The next item, waiting for one.
    func pop() -> Item {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while head == items.count { pthread_cond_wait(condition, mutex) }
        let item = items[head]
        head += 1
        waitingBytes -= Self.size(of: item)
        pthread_cond_signal(roomCondition)
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return item
    }

    private static func size(of item: Item) -> Int {
        if case .frame(.message(let body)) = item { return body.count }
        return 0
    }

    func cancel(_ id: RequestID) {
        pthread_mutex_lock(mutex)
        if cancelled.count >= Self.maxCancelled { cancelled.removeAll() }
        cancelled.insert(id)
        pthread_mutex_unlock(mutex)
    }

    /// Whether `id` was cancelled; forgets it, since an id is answered once.
    func takeCancelled(_ id: RequestID) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return cancelled.remove(id) != nil
    }
}
