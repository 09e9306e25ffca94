/// Something that waits in a ``NameOrderedQueue``: it goes out in the order of its name.
protocol NameOrdered {
    var file: String { get }
}

/// Elements taken out in the order of their names. Those that arrive in that order (a
/// directory search's files) wait in a first-in first-out run and leave in one step each;
/// only an element that sorts before the run's last waits in a binary min-heap, so files
/// given out of order cost no more per file however many of them wait. The smaller of the
/// two fronts leaves first; elements of one name leave in no particular order.
struct NameOrderedQueue<Element: NameOrdered> {
    /// Elements in non-decreasing name order from `runStart` on; those before it are gone.
    private var run: [Element] = []
    private var runStart = 0
    private var heap: [Element] = []

    /// How many elements may be gone from the front of the run before their room is given
    /// back: the room stays in proportion to what waits.
    private static var compactAfter: Int { 1024 }

    var isEmpty: Bool { runStart == run.count && heap.isEmpty }

    /// The name of the element that leaves next.
    var firstName: String? {
        guard runStart < run.count else { return heap.first?.file }
        guard let top = heap.first else { return run[runStart].file }
        return top.file < run[runStart].file ? top.file : run[runStart].file
    }

    mutating func append(_ element: Element) {
        if runStart == run.count || !(element.file < run[run.count - 1].file) {
            run.append(element)
        } else {
            push(element)
        }
    }

    /// Takes out the element whose name sorts first; the queue must not be empty.
    mutating func removeFirst() -> Element {
        if runStart < run.count, heap.isEmpty || !(heap[0].file < run[runStart].file) {
            return removeFromRun()
        }
        return removeFromHeap()
    }

    /// Runs `change` on every element still waiting.
    mutating func changeEach(_ change: (inout Element) -> Void) {
        for index in runStart..<run.count { change(&run[index]) }
        for index in heap.indices { change(&heap[index]) }
    }

    private mutating func removeFromRun() -> Element {
        let element = run[runStart]
        runStart += 1
        if runStart == run.count {
            run.removeAll(keepingCapacity: true)
            runStart = 0
        } else if runStart >= Self.compactAfter, runStart * 2 >= run.count {
            run.removeFirst(runStart)
            runStart = 0
        }
        return element
    }

    private mutating func push(_ element: Element) {
        heap.append(element)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].file < heap[parent].file else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func removeFromHeap() -> Element {
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].file < heap[smallest].file { smallest = left }
            if right < heap.count, heap[right].file < heap[smallest].file { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
