#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A request's id: JSON-RPC allows a number or a string.
public enum RequestID: Hashable, Sendable, Codable {
    case number(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        }
    }
}

/// The parts of a message every message is first read for: what it is, before its
/// parameters are read as the type its method gives them.
struct Envelope: Decodable {
    let id: RequestID?
    let method: String?
    /// Whether the message has an `id` member at all (`"id": null` included).
    let hasID: Bool

    private enum CodingKeys: String, CodingKey { case id, method }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        hasID = container.contains(.id)
        id = try? container.decodeIfPresent(RequestID.self, forKey: .id)
        method = try? container.decodeIfPresent(String.self, forKey: .method)
    }
}

/// A message's `params`, read as the type its method gives them.
struct Parameters<Value: Decodable>: Decodable {
    let params: Value
}

/// A JSON-RPC error: a code the protocol defines and a message.
public struct ResponseError: Error, Encodable, Sendable, Equatable {
    public let code: Int
    public let message: String

    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestCancelled = -32800

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }
}

/// A response: `result` (null when there is none) or `error`.
struct Response<Result: Encodable>: Encodable {
    let id: RequestID?
    let result: Result?
    let error: ResponseError?

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        // An error about a message whose id could not be read carries `"id": null`.
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error {
            try container.encode(error, forKey: .error)
        } else if let result {
            try container.encode(result, forKey: .result)
        } else {
            try container.encodeNil(forKey: .result)
        }
    }
}

/// A message the server starts: a notification, or a request whose answer it ignores.
struct Outbound<Params: Encodable>: Encodable {
    let id: RequestID?
    let method: String
    let params: Params

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, method, params }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(method, forKey: .method)
        try container.encode(params, forKey: .params)
    }
}

/// No value: a method's `null` result, or parameters the server does not read.
struct Nothing: Codable, Sendable {
    init() {}
    init(from decoder: Decoder) throws {}
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

enum JSONCoding {
    static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        // Every value sent is made of strings, numbers and containers: encoding cannot fail.
        guard let data = try? encoder.encode(value) else {
            return Array(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"unencodable response"}}"#.utf8)
        }
        return CommandSafeJSON.escaped(Array(data))
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from body: [UInt8]) throws -> Value {
        try JSONDecoder().decode(type, from: Data(body))
    }
}
