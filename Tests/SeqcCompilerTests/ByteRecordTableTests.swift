import Testing

@testable import SeqcCompiler

/// ``ByteRecordTable`` keeps the duplicate-id check's records for a whole run; these tests
/// hold that every record reads back as it was added and is found by its fields, across
/// chunks, with an index made after the records it covers.
@Suite struct ByteRecordTableTests {
    @Test func recordsReadBackAsTheyWereAdded() {
        var table = ByteRecordTable<Int>()
        table.append("hiit".utf8, "a/hiit.routine.yaml".utf8, "".utf8, value: 7)
        table.append("".utf8, "ü/€.yaml".utf8, "id: x".utf8, value: -1)
        #expect(table.count == 2)
        #expect(Array(table.field(0, of: 0)) == Array("hiit".utf8))
        #expect(Array(table.field(1, of: 0)) == Array("a/hiit.routine.yaml".utf8))
        #expect(table.field(2, of: 0).isEmpty)
        #expect(table.field(0, of: 1).isEmpty)
        #expect(Array(table.field(1, of: 1)) == Array("ü/€.yaml".utf8))
        #expect(Array(table.field(2, of: 1)) == Array("id: x".utf8))
        #expect(table.value(of: 0) == 7)
        #expect(table.value(of: 1) == -1)
    }

    @Test func theFirstRecordWithAKeyIsTheOneFound() {
        var table = ByteRecordTable<Int>()
        #expect(table.first(withField: 0, equalTo: "legs".utf8) == nil)
        table.append("legs".utf8, "a".utf8, "".utf8, value: 0)
        table.append("arms".utf8, "b".utf8, "".utf8, value: 1)
        table.append("legs".utf8, "c".utf8, "".utf8, value: 2)
        #expect(table.first(withField: 0, equalTo: "legs".utf8) == 0)
        #expect(table.first(withField: 0, equalTo: Array("arms".utf8)) == 1)
        #expect(table.first(withField: 0, equalTo: "leg".utf8) == nil)
        #expect(table.first(withField: 0, equalTo: "legs ".utf8) == nil)
    }

    /// The path index is made at its first lookup: it covers the records added before it
    /// and those added after.
    @Test func anIndexMadeLateCoversEveryRecord() {
        var table = ByteRecordTable<Int>()
        for number in 0..<1000 { table.append("id\(number)".utf8, "path\(number)".utf8, "".utf8, value: number) }
        #expect(table.first(withField: 1, equalTo: "path999".utf8) == 999)
        for number in 1000..<3000 { table.append("id\(number)".utf8, "path\(number)".utf8, "".utf8, value: number) }
        for number in stride(from: 0, to: 3000, by: 7) {
            #expect(table.first(withField: 1, equalTo: "path\(number)".utf8) == number)
            #expect(table.first(withField: 0, equalTo: "id\(number)".utf8) == number)
        }
        #expect(table.first(withField: 1, equalTo: "path3000".utf8) == nil)
    }

    /// Records fill chunk after chunk; one longer than a chunk gets a chunk of its own, and
    /// the records after it are still whole.
    @Test func recordsAcrossChunksAndLongerThanOne() {
        var table = ByteRecordTable<Int>()
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 200_000)
        for number in 0..<5000 {
            if number == 2500 {
                table.append("long".utf8, long, "tail".utf8, value: number)
                continue
            }
            table.append("id\(number)".utf8, "routines/r\(number).routine.yaml".utf8, "id: id\(number)".utf8, value: number)
        }
        #expect(Array(table.field(1, of: 2500)) == long)
        #expect(Array(table.field(2, of: 2500)) == Array("tail".utf8))
        for number in [0, 1, 2499, 2501, 4999] {
            #expect(Array(table.field(1, of: number)) == Array("routines/r\(number).routine.yaml".utf8))
            #expect(Array(table.field(2, of: number)) == Array("id: id\(number)".utf8))
            #expect(table.value(of: number) == number)
            #expect(table.first(withField: 0, equalTo: "id\(number)".utf8) == number)
        }
        #expect(table.first(withField: 1, equalTo: long) == 2500)
    }
}
