// Decoding goes through each config's clamping initializer, so a decoded config obeys
// the same rules as one built in code.

extension CountdownConfig: Codable {
    private enum CodingKeys: String, CodingKey { case durationSeconds, autoComplete }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(durationSeconds: try c.decode(Int.self, forKey: .durationSeconds),
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
        self.init(durationSeconds: try c.decode(Int.self, forKey: .durationSeconds),
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
        self.init(targetSeconds: try c.decodeIfPresent(Int.self, forKey: .targetSeconds))
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
        self.init(reps: try c.decode(Int.self, forKey: .reps))
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
        self.init(workSeconds: try c.decode(Int.self, forKey: .workSeconds),
                  restSeconds: try c.decode(Int.self, forKey: .restSeconds),
                  rounds: try c.decode(Int.self, forKey: .rounds),
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
        self.init(minSeconds: try c.decode(Int.self, forKey: .minSeconds),
                  maxSeconds: try c.decode(Int.self, forKey: .maxSeconds))
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(minSeconds, forKey: .minSeconds)
        try c.encode(maxSeconds, forKey: .maxSeconds)
    }
}
