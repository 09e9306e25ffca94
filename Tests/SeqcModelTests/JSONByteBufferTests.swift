import Foundation
import Testing

@testable import SeqcModel

/// The writer's buffer holds what an array given the same pieces holds, through every
/// kind of append and every growth from a small start.
@Suite struct JSONByteBufferTests {
    @Test(arguments: [1, 64, 1000])
    func piecesOfEveryLengthAreKeptInOrder(capacity: Int) {
        var buffer = JSONByteBuffer(capacity: capacity)
        var expected: [UInt8] = []
        var next: UInt8 = 0
        for length in 0...40 {
            let piece = (0..<length).map { _ -> UInt8 in
                next &+= 7
                return next
            }
            piece.withUnsafeBufferPointer { buffer.append(bytes: $0) }
            expected += piece
            buffer.append(UInt8(length))
            expected.append(UInt8(length))
            buffer.append(count: length % 9) { start in
                for index in 0..<(length % 9) { start[index] = UInt8(ascii: " ") }
            }
            expected += repeatElement(UInt8(ascii: " "), count: length % 9)
            buffer.append(count: 3) { start in
                for index in 0..<3 { start[index] = UInt8(ascii: "a") + UInt8(index) }
            }
            expected += Array("abc".utf8)
        }
        #expect(buffer.count == expected.count)
        #expect(buffer.bytes == expected)
    }

    /// A buffer that starts in the caller's room keeps what it was given when it outgrows
    /// that room and moves to its own allocation; the room's bytes past it are untouched.
    @Test(arguments: [0, 1, 16, 100])
    func aBufferInTheCallersRoomMovesOutWhenFull(roomSize: Int) {
        var room = [UInt8](repeating: 0xEE, count: roomSize + 8)
        room.withUnsafeMutableBufferPointer { whole in
            let usable = UnsafeMutableBufferPointer(rebasing: whole[0..<roomSize])
            var buffer = JSONByteBuffer(writingInto: usable)
            var expected: [UInt8] = []
            for index in 0..<300 {
                buffer.append(UInt8(truncatingIfNeeded: index))
                expected.append(UInt8(truncatingIfNeeded: index))
                #expect(buffer.bytes == expected)
            }
            #expect(whole[roomSize...].allSatisfy { $0 == 0xEE })
        }
    }

    /// `takeData()` hands over the bytes written: from its own allocation (taken over), from
    /// the caller's room (copied) and when empty.
    @Test func takenDataHoldsWhatWasWritten() {
        var owned = JSONByteBuffer(capacity: 4)
        for byte in 0..<200 { owned.append(UInt8(byte)) }
        #expect(owned.takeData() == Data((0..<200).map(UInt8.init)))
        #expect(JSONByteBuffer(capacity: 16).takeData().isEmpty)
        var room = [UInt8](repeating: 0, count: 32)
        let fromRoom = room.withUnsafeMutableBufferPointer { room in
            var buffer = JSONByteBuffer(writingInto: room)
            for byte in 0..<10 { buffer.append(UInt8(byte)) }
            return buffer.takeData()
        }
        #expect(fromRoom == Data((0..<10).map(UInt8.init)))
    }

    /// Strings and numbers written through the shared rules come out the same into either.
    @Test func textRulesWriteTheSameIntoBoth() {
        var buffer = JSONByteBuffer(capacity: 1)
        var array: [UInt8] = []
        for text in ["", "plain", "quote \" and \\ back", "tab\tnew\nline\u{1}", String(repeating: "long ", count: 20), "é 🏃"] {
            JSONText.writeString(text, into: &buffer)
            JSONText.writeString(text, into: &array)
        }
        for number in [0, 7, -7, 1234567890, Int.max, Int.min] {
            JSONText.writeInt(number, into: &buffer)
            JSONText.writeInt(number, into: &array)
        }
        #expect(buffer.bytes == array)
        #expect(String(decoding: array, as: UTF8.self).hasPrefix(#""""plain""quote \" and \\ back""#))
    }
}
