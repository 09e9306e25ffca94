/// Records of three short byte strings and a small value each, kept for a whole run in as
/// little memory as they can be: the bytes of every record side by side in large chunks,
/// one small entry per record, and indexes that find a record by the bytes of a field.
///
/// A check across thousands of routines keeps one record per routine. As dictionaries of
/// strings that cost several hundred bytes a routine (a bucket, a string object per
/// field, and each table's doubling), so a run's memory grew with its size.
struct ByteRecordTable<Value: Sendable>: Sendable {
    /// Where one record's fields are (consecutive in one chunk), and its value.
    private struct Entry: Sendable {
        let chunk: Int32
        let offset: Int32
        /// Where the first field ends, the second and the third, counted from `offset`.
        let firstEnd: Int32
        let secondEnd: Int32
        let end: Int32
        var value: Value
    }

    /// A chunk's size: large enough that its own overhead is nothing per record, small
    /// enough that the unused end of the last one is nothing for a run.
    private static var chunkSize: Int { 64 * 1024 }

    private var chunks: [[UInt8]] = []
    /// The entries in blocks of a fixed size: a growing table never copies them, and
    /// never holds twice the room it needs.
    private var entryBlocks: [[Entry]] = []
    private static var entriesPerBlock: Int { 1024 }
    /// How many records there are.
    private(set) var count = 0
    /// An index for each field records have been looked up by, made at the first lookup
    /// and kept up to date from then on: a field never looked up by costs nothing.
    private var indexes: [ByteIndex] = []

    init() {}

    /// Adds a record of three fields and `value`; returns its number. An index keeps the
    /// first record with a key: a later one with the same key is found only by number.
    /// A record of 2 GiB or more is not kept (nil): no routine's id and path come near.
    @discardableResult
    mutating func append(
        _ first: some Collection<UInt8>, _ second: some Collection<UInt8>, _ third: some Collection<UInt8>, value: Value
    ) -> Int? {
        let length = first.count + second.count + third.count
        guard length < Int(Int32.max), chunks.count < Int(Int32.max) else { return nil }
        if chunks.isEmpty || chunks[chunks.count - 1].capacity - chunks[chunks.count - 1].count < length {
            var chunk: [UInt8] = []
            // A record longer than a chunk gets a chunk of its own size.
            chunk.reserveCapacity(Swift.max(Self.chunkSize, length))
            chunks.append(chunk)
        }
        let last = chunks.count - 1
        let offset = chunks[last].count
        Self.copy(first, onto: &chunks[last])
        Self.copy(second, onto: &chunks[last])
        Self.copy(third, onto: &chunks[last])
        if count % Self.entriesPerBlock == 0 {
            var block: [Entry] = []
            block.reserveCapacity(Self.entriesPerBlock)
            entryBlocks.append(block)
        }
        entryBlocks[entryBlocks.count - 1].append(
            Entry(
                chunk: Int32(last), offset: Int32(offset), firstEnd: Int32(first.count), secondEnd: Int32(first.count + second.count),
                end: Int32(length), value: value))
        let record = count
        count += 1
        for position in indexes.indices {
            updating(position) { $0.insert(record, in: $1) }
        }
        return record
    }

    /// Appends `bytes` to `chunk` in one copy when they are contiguous (a native string's
    /// UTF-8, an array, a slice): a byte-by-byte append costs more than the check it serves.
    private static func copy(_ bytes: some Collection<UInt8>, onto chunk: inout [UInt8]) {
        let copied: Void? = bytes.withContiguousStorageIfAvailable { chunk.append(contentsOf: $0) }
        if copied == nil { chunk.append(contentsOf: bytes) }
    }

    /// The first record whose field `field` holds `key`.
    mutating func first(withField field: Int, equalTo key: some Collection<UInt8>) -> Int? {
        guard let position = indexes.firstIndex(where: { $0.field == field }) else {
            indexes.append(ByteIndex(field: field))
            updating(indexes.count - 1) { index, table in
                for record in 0..<table.count { index.insert(record, in: table) }
            }
            return first(withField: field, equalTo: key)
        }
        return indexes[position].find(key, in: self)
    }

    /// Runs `change` on the index at `position`, taken out of the table meanwhile: the
    /// table it reads keys from then holds no second reference to the index's slots,
    /// which would copy them on every change.
    private mutating func updating(_ position: Int, _ change: (inout ByteIndex, ByteRecordTable) -> Void) {
        var index = indexes[position]
        indexes[position] = ByteIndex(field: index.field)
        change(&index, self)
        indexes[position] = index
    }

    /// The bytes of field `field` (0, 1 or 2) of record `record`.
    func field(_ field: Int, of record: Int) -> ArraySlice<UInt8> {
        let entry = self.entry(record)
        let start = Int(field == 0 ? 0 : field == 1 ? entry.firstEnd : entry.secondEnd)
        let end = Int(field == 0 ? entry.firstEnd : field == 1 ? entry.secondEnd : entry.end)
        let offset = Int(entry.offset)
        return chunks[Int(entry.chunk)][(offset + start)..<(offset + end)]
    }

    /// The value of record `record`.
    func value(of record: Int) -> Value { entry(record).value }

    /// Changes the value of record `record`.
    mutating func updateValue(of record: Int, _ change: (inout Value) -> Void) {
        change(&entryBlocks[record / Self.entriesPerBlock][record % Self.entriesPerBlock].value)
    }

    private func entry(_ record: Int) -> Entry {
        entryBlocks[record / Self.entriesPerBlock][record % Self.entriesPerBlock]
    }

    /// Records by the bytes of one field: open addressing with linear probing over record
    /// numbers, so a record costs a few bytes here and its key is never copied.
    private struct ByteIndex: Sendable {
        let field: Int
        /// Record numbers, -1 where a slot is empty; a power of two long, at most half full.
        private var slots: [Int32] = []
        private var filled = 0

        init(field: Int) { self.field = field }

        /// Adds `record` unless a record with its key is there already.
        mutating func insert(_ record: Int, in table: ByteRecordTable) {
            // Past Int32's record numbers a record is kept but not indexed: no run reaches it.
            guard record < Int(Int32.max) else { return }
            if (filled + 1) * 2 > slots.count { grow(in: table) }
            let key = table.field(field, of: record)
            var slot = Self.hash(key) & (slots.count - 1)
            while slots[slot] >= 0 {
                if table.field(field, of: Int(slots[slot])) == key { return }
                slot = (slot + 1) & (slots.count - 1)
            }
            slots[slot] = Int32(record)
            filled += 1
        }

        func find(_ key: some Collection<UInt8>, in table: ByteRecordTable) -> Int? {
            guard !slots.isEmpty else { return nil }
            var slot = Self.hash(key) & (slots.count - 1)
            while slots[slot] >= 0 {
                if Self.equal(table.field(field, of: Int(slots[slot])), key) { return Int(slots[slot]) }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }

        private mutating func grow(in table: ByteRecordTable) {
            let old = slots
            slots = [Int32](repeating: -1, count: Swift.max(16, old.count * 2))
            for record in old where record >= 0 {
                var slot = Self.hash(table.field(field, of: Int(record))) & (slots.count - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = record
            }
        }

        /// Whether `key` holds the bytes of `stored`, compared as contiguous bytes when `key`
        /// is (a string's UTF-8 compared byte by byte through its view costs far more).
        private static func equal(_ stored: ArraySlice<UInt8>, _ key: some Collection<UInt8>) -> Bool {
            let compared = key.withContiguousStorageIfAvailable { key in
                stored.withUnsafeBufferPointer { $0.elementsEqual(key) }
            }
            return compared ?? stored.elementsEqual(key)
        }

        /// The same for the same bytes, however they are held.
        private static func hash(_ key: some Collection<UInt8>) -> Int {
            if let hash = key.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0)) }) { return hash }
            return Array(key).withUnsafeBytes { hash($0) }
        }

        private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
            var hasher = Hasher()
            hasher.combine(bytes: bytes)
            return hasher.finalize()
        }
    }
}
