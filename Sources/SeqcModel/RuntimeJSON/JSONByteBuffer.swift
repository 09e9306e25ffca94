#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where JSON text's bytes go: an array, or ``JSONByteBuffer``. ``JSONText`` writes
/// through this, so its rules for strings and numbers are written once for both.
protocol JSONByteOutput: ~Copyable {
    mutating func append(_ byte: UInt8)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
    /// Appends `count` bytes that `body` writes into uninitialized room.
    mutating func append(count: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void)
}

extension Array: JSONByteOutput where Element == UInt8 {
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }

    mutating func append(count: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        let start = self.count
        append(contentsOf: repeatElement(0, count: count))
        withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    }
}

/// The bytes ``PrettyJSONWriter`` writes. A runtime document is written in hundreds of
/// thousands of pieces of a few bytes; an array checks its uniqueness and capacity and
/// calls `memcpy` for each, which was a tenth of a build's instructions. Here a piece
/// costs a capacity check and a copy.
///
/// Not copyable: it owns its allocation, so no write needs to ask whether a copy shares it.
struct JSONByteBuffer: JSONByteOutput, ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Whether `base` was allocated here (false: the caller's room, until it is outgrown).
    private var ownsStorage = true
    /// The bytes written so far.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    /// A buffer that writes into `room` (on the caller's stack, say) until it needs more,
    /// then moves to an allocation of its own: a short text made once per card costs no
    /// allocation. `room` must outlive the buffer.
    init(writingInto room: UnsafeMutableBufferPointer<UInt8>) {
        if let start = room.baseAddress, room.count > 0 {
            base = start
            capacity = room.count
            ownsStorage = false
        } else {
            capacity = 64
            base = .allocate(capacity: capacity)
        }
    }

    deinit { if ownsStorage { base.deallocate() } }

    /// Where the next `needed` bytes go, once there is room for them.
    @inline(__always)
    private mutating func room(for needed: Int) -> UnsafeMutablePointer<UInt8> {
        // Capacity and count are never negative and count never passes capacity, so the
        // subtraction cannot overflow: no check for it on every piece written.
        if needed > capacity &- count { grow(for: needed) }
        return base + count
    }

    private mutating func grow(for needed: Int) {
        let grownCapacity = Swift.max(count + needed, capacity * 2)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: grownCapacity)
        grown.initialize(from: base, count: count)
        if ownsStorage { base.deallocate() }
        base = grown
        capacity = grownCapacity
        ownsStorage = true
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        room(for: 1).initialize(to: byte)
        count += 1
    }

    @inline(__always)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        let target = room(for: length)
        // Most pieces are a few bytes: a loop costs less than calling memcpy for them.
        if length <= 16 {
            for index in 0..<length { (target + index).initialize(to: source[index]) }
        } else {
            target.initialize(from: source, count: length)
        }
        count += length
    }

    @inline(__always)
    mutating func append(count needed: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        body(room(for: needed))
        count += needed
    }

    /// Room for `maximum` bytes after those written, to fill and then ``advance(by:)``
    /// over (at most `maximum`): a writer may store whole words past the end of what it
    /// means to write, which costs less than counting bytes out one by one.
    @inline(__always)
    mutating func room(upTo maximum: Int) -> UnsafeMutablePointer<UInt8> {
        room(for: maximum)
    }

    /// Counts `written` bytes written into ``room(upTo:)`` as appended.
    @inline(__always)
    mutating func advance(by written: Int) {
        count += written
    }

    /// The bytes written, as an array.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Calls `body` with the bytes written, in place.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Forgets the bytes written, keeping the allocation for the next ones.
    mutating func removeAll() { count = 0 }

    /// The bytes written, as `Data` that takes over this buffer's allocation: a build's
    /// runtime JSON, tens of kilobytes per routine, is not copied once more to be written.
    /// A buffer still in its caller's room copies them, since that room is not its own.
    consuming func takeData() -> Data {
        guard ownsStorage, count > 0 else {
            let data = Data(UnsafeRawBufferPointer(start: base, count: count))
            if ownsStorage { base.deallocate() }
            discard self
            return data
        }
        let data = Data(bytesNoCopy: base, count: count, deallocator: .custom { bytes, _ in bytes.deallocate() })
        discard self
        return data
    }
}

/// Bytes written into a buffer of a known size, such as a string's own storage made at
/// its exact length. Writing past the end stops the program: the size was computed wrong.
struct FixedByteOutput: JSONByteOutput {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    private mutating func room(for needed: Int) -> UnsafeMutablePointer<UInt8> {
        precondition(needed <= buffer.count - count, "a fixed-size text was written past its computed size")
        return buffer.baseAddress! + count
    }

    mutating func append(_ byte: UInt8) {
        room(for: 1).initialize(to: byte)
        count += 1
    }

    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        room(for: bytes.count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(count needed: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        body(room(for: needed))
        count += needed
    }
}
