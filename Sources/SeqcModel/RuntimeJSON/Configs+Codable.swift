// Decoding goes through each config's clamping initializer, so a decoded config obeys
// the same rules as one built in code, and refuses values past the hard limits.

extension KeyedDecodingContainer {
    /// An integer no greater than `limit`.
    func decode(_ key: Key, atMost limit: Int) throws -> Int {
        let value = try decode(Int.self, forKey: key)
        guard value <= limit else { throw RuntimeDecodingError.outOfRange(field: key.stringValue, value: value, limit: limit) }
        return value
    }

    func decodeDuration(_ key: Key) throws -> Int {
        try decode(key, atMost: RoutineLimits.maxDurationSeconds)
    }

    func decodeDurationIfPresent(_ key: Key) throws -> Int? {
        guard let value = try decodeIfPresent(Int.self, forKey: key) else { return nil }
        guard value <= RoutineLimits.maxDurationSeconds else {
            throw RuntimeDecodingError.outOfRange(field: key.stringValue, value: value, limit: RoutineLimits.maxDurationSeconds)
        }
        return value
    }
}

extension CountdownConfig: Codable {
    private enum CodingKeys: String, CodingKey { case durationSeconds, autoComplete }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(durationSeconds: try c.decodeDuration(.durationSeconds),
                  autoComplete: try c.decode(Bool.self, forKey: .autoComplete))
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(durationSeconds, forKey: .durationSeconds)
        try c.encode(autoComplete, forKey: .autoComplete)
    }
}

extension RestConfig: Codable {
    private enum CodingKeys: String, CodingKey { case durationSeconds, autoComplete }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(durationSeconds: try c.decodeDuration(.durationSeconds),
                  autoComplete: try c.decode(Bool.self, forKey: .autoComplete))
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(durationSeconds, forKey: .durationSeconds)
        try c.encode(autoComplete, forKey: .autoComplete)
    }
}

extension CountupConfig: Codable {
    private enum CodingKeys: String, CodingKey { case targetSeconds }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(targetSeconds: try c.decodeDurationIfPresent(.targetSeconds))
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(targetSeconds, forKey: .targetSeconds)
    }
}

extension InfoConfig: Codable {
    private enum CodingKeys: String, CodingKey { case text }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(text: try c.decodeIfPresent(String.self, forKey: .text))
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(text, forKey: .text)
    }
}

extension RepetitionConfig: Codable {
    private enum CodingKeys: String, CodingKey { case reps }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(reps: try c.decode(.reps, atMost: RoutineLimits.maxCount))
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(reps, forKey: .reps)
    }
}

extension IntervalConfig: Codable {
    private enum CodingKeys: String, CodingKey { case workSeconds, restSeconds, rounds, finalRest }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(workSeconds: try c.decodeDuration(.workSeconds),
                  restSeconds: try c.decodeDuration(.restSeconds),
                  rounds: try c.decode(.rounds, atMost: RoutineLimits.maxCount),
                  finalRest: try c.decode(Bool.self, forKey: .finalRest))
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(workSeconds, forKey: .workSeconds)
        try c.encode(restSeconds, forKey: .restSeconds)
        try c.encode(rounds, forKey: .rounds)
        try c.encode(finalRest, forKey: .finalRest)
    }
}

extension ChecklistConfig: Codable {
    private enum CodingKeys: String, CodingKey { case items }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let config = ChecklistConfig(items: try c.decode([String].self, forKey: .items)) else {
            throw RuntimeDecodingError.emptyChecklist
        }
        self = config
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(items, forKey: .items)
    }
}

extension RandomDurationConfig: Codable {
    private enum CodingKeys: String, CodingKey { case minSeconds, maxSeconds }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(minSeconds: try c.decodeDuration(.minSeconds),
                  maxSeconds: try c.decodeDuration(.maxSeconds))
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(minSeconds, forKey: .minSeconds)
        try c.encode(maxSeconds, forKey: .maxSeconds)
    }
}
