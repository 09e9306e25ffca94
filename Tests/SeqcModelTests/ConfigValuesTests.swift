import SeqcModel
import Testing

/// The values a config is built from, as the compiler and the decoder hand them over.
@Suite struct ConfigValuesTests {
    static let work = IntervalConfig.fields.first { $0.name == "workSeconds" }!
    static let rounds = IntervalConfig.fields.first { $0.name == "rounds" }!
    static let finalRest = IntervalConfig.fields.first { $0.name == "finalRest" }!

    @Test func aValueSetAgainReplacesTheFirst() throws {
        var values = ConfigValues()
        values.set(.int(30), for: Self.work)
        values.set(.int(45), for: Self.work)
        values.set(.int(8), for: Self.rounds)
        let config = try IntervalConfig(values)
        #expect(config.workSeconds == 45)
        #expect(config.rounds == 8)
    }

    @Test func aMissingValueTakesItsDefaultOrTheMinimum() throws {
        var values = ConfigValues()
        #expect(!values.contains(Self.rounds))
        values.set(.int(3), for: Self.rounds)
        #expect(values.contains(Self.rounds))
        #expect(!values.contains(Self.work))
        let config = try IntervalConfig(values)
        #expect(config.rounds == 3)
        #expect(config.workSeconds == 1, "no work given: the smallest value allowed")
        #expect(config.finalRest, "no finalRest given: its default")
    }
}
