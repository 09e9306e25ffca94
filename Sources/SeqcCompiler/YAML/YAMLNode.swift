import SeqcModel

/// A YAML node with the source range it came from. Aliases share the anchored node, so
/// a node may appear more than once in a tree; ``weight`` counts it every time.
public final class YAMLNode: Sendable {
    /// How a scalar was written. Matters because scalars are read by their source text:
    /// `"8"` is text, `8` may be an integer.
    public enum ScalarStyle: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public let content: Content
    public let range: SourceRange
    /// An explicit standard tag (`!!str`, `!!int`, ...), by its short name; nil when untagged.
    public let tag: StandardTag?
    /// This node plus all its descendants, counting shared (aliased) nodes each time they
    /// appear: the size a naive reader would expand the tree to.
    public let weight: Int
    /// The bytes of scalar text in this node and all its descendants, counting shared
    /// (aliased) nodes each time they appear, as ``weight`` counts nodes.
    public let textBytes: Int
    /// The comment after a plain scalar on its last line, if any.
    public let trailingComment: TrailingComment?

    init(content: Content, range: SourceRange, tag: StandardTag?, trailingComment: TrailingComment? = nil) {
        self.content = content
        self.range = range
        self.tag = tag
        self.trailingComment = trailingComment
        switch content {
        case .scalar(let text, _):
            weight = 1
            textBytes = text.utf8.count
        case .sequence(let items):
            weight = items.reduce(1) { $0.saturatingAdd($1.weight) }
            textBytes = items.reduce(0) { $0.saturatingAdd($1.textBytes) }
        case .mapping(let pairs):
            weight = pairs.reduce(1) { $0.saturatingAdd($1.key.weight).saturatingAdd($1.value.weight) }
            textBytes = pairs.reduce(0) { $0.saturatingAdd($1.key.textBytes).saturatingAdd($1.value.textBytes) }
        }
    }

    /// The scalar's text, if this node is a scalar.
    public var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// Whether this is a null: an explicit `!!null`, or an untagged plain `~`, `null` or nothing.
    public var isNull: Bool {
        if tag == .null { return true }
        guard tag == nil, case .scalar(let text, .plain) = content else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// A short description of the node's shape, for messages: "a list", "a mapping", "text".
    public var shapeDescription: String {
        switch content {
        case .scalar: isNull ? "nothing (null)" : "text"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One key-value pair of a mapping, in source order.
public struct YAMLPair: Sendable {
    public let key: YAMLNode
    public let value: YAMLNode
}

/// The tags of YAML's core schema that routines may use. Any other tag is an error.
public enum StandardTag: String, Sendable {
    case str, int, bool, null, seq, map

    init?(fullName: String) {
        let prefix = "tag:yaml.org,2002:"
        guard fullName.hasPrefix(prefix) else { return nil }
        self.init(rawValue: String(fullName.dropFirst(prefix.count)))
    }
}
