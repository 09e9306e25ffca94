import SeqcModel

/// A YAML node with the source range it came from: a position in the ``YAMLTree`` its
/// document was composed into. Aliases share the anchored node, so a node may appear more
/// than once in a tree; ``weight`` counts it every time.
public struct YAMLNode: Sendable {
    /// How a scalar was written. Matters because scalars are read by their source text:
    /// `"8"` is text, `8` may be an integer.
    public enum ScalarStyle: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case sequence(Items)
        case mapping(Pairs)
    }

    let tree: YAMLTree
    let index: Int

    private var record: YAMLTree.Record { tree.records[index] }

    public var content: Content {
        let record = record
        switch record.shape {
        case .sequence: return .sequence(Items(tree: tree, start: record.first, count: record.count))
        case .mapping: return .mapping(Pairs(links: Items(tree: tree, start: record.first, count: record.count)))
        case .scalar(let style): return .scalar(tree.texts[record.first], style)
        }
    }

    public var range: SourceRange { record.range }
    /// Whether this is a mapping: its shape, without making its ``content``.
    var isMapping: Bool { record.shape == .mapping }
    /// An explicit standard tag (`!!str`, `!!int`, ...), by its short name; nil when untagged.
    public var tag: StandardTag? { record.tag }
    /// This node plus all its descendants, counting shared (aliased) nodes each time they
    /// appear: the size a naive reader would expand the tree to.
    public var weight: Int { record.weight }
    /// The bytes of scalar text in this node and all its descendants, counting shared
    /// (aliased) nodes each time they appear, as ``weight`` counts nodes.
    public var textBytes: Int { record.textBytes }
    /// The comment after a plain scalar on its last line, if any.
    @inline(__always) public var trailingComment: TrailingComment? {
        let comment = record.comment
        return comment < 0 ? nil : tree.comments[comment]
    }

    /// The scalar's text, if this node is a scalar.
    public var scalar: String? {
        let record = record
        guard case .scalar = record.shape else { return nil }
        return tree.texts[record.first]
    }

    /// The first byte of the scalar's text, without making its ``content`` or reading its
    /// text: nil for a collection or an empty scalar. For checks asked of every title and
    /// text that one byte rules out.
    var scalarFirstByte: UInt8? {
        let record = record
        guard case .scalar = record.shape, record.textBytes > 0 else { return nil }
        return record.firstByte
    }

    /// Whether this is a null: an explicit `!!null`, or an untagged plain `~`, `null` or nothing.
    @inline(__always) public var isNull: Bool {
        let record = record
        if record.tag == .null { return true }
        guard record.tag == nil, case .scalar(.plain) = record.shape else { return false }
        // Asked for every field of every card, inlined: only a text of the length of a
        // null's spelling (a scalar's record holds its length) is looked at and compared.
        switch record.textBytes {
        case 0: return true
        case 1, 4: return Self.spellsNull(tree.texts[record.first])
        default: return false
        }
    }

    private static func spellsNull(_ text: String) -> Bool {
        text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// A short description of the node's shape, for messages: "a list", "a mapping", "text".
    public var shapeDescription: String {
        switch record.shape {
        case .scalar: isNull ? "nothing (null)" : "text"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    /// The items of a sequence, in source order.
    public struct Items: RandomAccessCollection, Sendable {
        let tree: YAMLTree
        let start: Int
        public let count: Int

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> YAMLNode {
            precondition(position >= 0 && position < count, "index out of range")
            return YAMLNode(tree: tree, index: tree.links[start + position])
        }

        /// Where the item at `position` is written when it is an alias (`*name`); nil for
        /// an item written in place, whose node's own range says where it is.
        public func aliasRange(at position: Int) -> SourceRange? {
            tree.aliasRanges.isEmpty ? nil : tree.aliasRanges[start + position]
        }
    }

    /// The key-value pairs of a mapping, in source order: its links, keys and values in turn.
    public struct Pairs: RandomAccessCollection, Sendable {
        let links: Items

        public var startIndex: Int { 0 }
        public var endIndex: Int { links.count / 2 }

        public subscript(position: Int) -> YAMLPair {
            YAMLPair(key: links[2 * position], value: links[2 * position + 1])
        }

        /// The tree the pairs are positions in.
        var tree: YAMLTree { links.tree }

        /// The record indices of the key and the value at `position`, without making their
        /// nodes (each of which holds the tree).
        func recordIndices(at position: Int) -> (key: Int, value: Int) {
            precondition(position >= 0 && position < endIndex, "index out of range")
            let first = links.start + 2 * position
            return (links.tree.links[first], links.tree.links[first + 1])
        }

        /// The key at `position` when it is a scalar, as ``YAMLNode/scalar`` reads it, without
        /// making its node.
        func keyScalar(at position: Int) -> String? {
            let record = links.tree.records[recordIndices(at: position).key]
            guard case .scalar = record.shape else { return nil }
            return links.tree.texts[record.first]
        }

        /// Whether the value at `position` is a mapping, without making its node.
        func valueIsMapping(at position: Int) -> Bool {
            links.tree.records[recordIndices(at: position).value].shape == .mapping
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
