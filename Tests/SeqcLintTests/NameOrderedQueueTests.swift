import Foundation
import Testing

@testable import SeqcLint

/// `NameOrderedQueue`: whatever order elements arrive in and however their taking out is
/// interleaved with arrivals, each taken out is the smallest name waiting, and every
/// element comes out exactly once.
@Suite struct NameOrderedQueueTests {
    struct Item: NameOrdered, Equatable {
        let file: String
        let number: Int
    }

    /// Arrivals mostly in order with some out of place, runs of one name, and takings-out
    /// at random points, against a sorted list of what waits.
    @Test func takesOutTheSmallestNameWaiting() {
        var random = SplitMix(state: 0x5EED_0040)
        for _ in 0..<100 {
            var queue = NameOrderedQueue<Item>()
            var waiting: [Item] = []
            var taken: [Int] = []
            var next = 0
            let count = Int.random(in: 0...600, using: &random)
            for number in 0..<count {
                let outOfPlace = Int.random(in: 0..<10, using: &random) == 0
                if !outOfPlace, Int.random(in: 0..<4, using: &random) != 0 { next += 1 }
                let name = outOfPlace ? Int.random(in: 0...max(next, 1), using: &random) : next
                let item = Item(file: String(format: "f%06d", name), number: number)
                queue.append(item)
                waiting.append(item)
                if Int.random(in: 0..<5, using: &random) == 0 { takeOut(Int.random(in: 0...8, using: &random)) }
            }
            takeOut(waiting.count)
            #expect(queue.isEmpty)
            #expect(queue.firstName == nil)
            #expect(taken.sorted() == Array(0..<count))

            func takeOut(_ many: Int) {
                for _ in 0..<min(many, waiting.count) {
                    let smallest = waiting.map(\.file).min()!
                    #expect(queue.firstName == smallest)
                    let item = queue.removeFirst()
                    #expect(item.file == smallest)
                    waiting.remove(at: waiting.firstIndex(of: item)!)
                    taken.append(item.number)
                }
            }
        }
    }

    /// `changeEach` reaches every element still waiting, in the run and in the heap.
    @Test func changeEachReachesEveryWaitingElement() {
        var random = SplitMix(state: 0x5EED_0041)
        var queue = NameOrderedQueue<Item>()
        let names = (0..<2000).map { _ in Int.random(in: 0..<500, using: &random) }
        for (number, name) in names.enumerated() { queue.append(Item(file: String(format: "f%04d", name), number: number)) }
        for _ in 0..<700 { _ = queue.removeFirst() }
        var seen: [Int] = []
        queue.changeEach { seen.append($0.number) }
        var rest: [Int] = []
        while !queue.isEmpty { rest.append(queue.removeFirst().number) }
        #expect(seen.sorted() == rest.sorted())
        #expect(seen.count == 1300)
    }
}
