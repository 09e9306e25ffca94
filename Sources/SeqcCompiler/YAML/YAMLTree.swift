import SeqcModel

/// Every node of one composed document, stored flat: one record per node, the children
/// of every collection as indices in one array, scalar texts and comments beside them.
///
/// A tree of node objects would cost an allocation per node to build and a chain of
/// releases to free; these four arrays are allocated a few times per file and freed at
/// once. ``YAMLNode`` is a position in a tree.
final class YAMLTree: Sendable {
    enum Shape: Equatable {
        case scalar(YAMLNode.ScalarStyle)
        case sequence
        case mapping
    }

    /// One node. Plain data, so freeing the records frees no more than their array.
    struct Record {
        var shape: Shape
        var tag: StandardTag?
        var range: SourceRange
        var weight: Int
        var textBytes: Int
        /// A scalar's index in ``YAMLTree/texts``; a collection's first child in ``YAMLTree/links``.
        var first: Int
        /// A collection's links: its items, or a mapping's keys and values in turn.
        var count: Int
        /// The index of a scalar's trailing comment in ``YAMLTree/comments``, or -1.
        var comment: Int
        /// The first byte of a scalar's text as written, 0 for a collection: checks asked of
        /// every title and text rule most out by this byte without reading the text.
        var firstByte: UInt8 = 0
    }

    let records: [Record]
    /// The children of every collection, each collection's together, as record indices.
    /// An alias links to its anchor's record, so an index may appear more than once.
    let links: [Int]
    let texts: [String]
    let comments: [TrailingComment]
    /// Where each alias is written, by its index in ``links``: the linked record is the
    /// anchor's, whose range is the anchor's, so only this says where the alias stands.
    let aliasRanges: [Int: SourceRange]

    init(_ builder: Builder) {
        records = builder.records
        links = builder.links
        texts = builder.texts
        comments = builder.comments
        aliasRanges = builder.aliasRanges
    }

    /// The arrays of a tree while its document is composed.
    struct Builder {
        private(set) var records: [Record] = []
        private(set) var links: [Int] = []
        private(set) var texts: [String] = []
        private(set) var comments: [TrailingComment] = []
        private(set) var aliasRanges: [Int: SourceRange] = [:]

        /// Room for the nodes of a file of `bytes` bytes, so the arrays seldom grow: a
        /// routine has a node per ten bytes or so. Bounded, so a large file reserves no
        /// more than a small one would grow to.
        init(forBytes bytes: Int) {
            let nodes = Swift.min(bytes / 8, 4096) + 8
            records.reserveCapacity(nodes)
            links.reserveCapacity(nodes)
            texts.reserveCapacity(nodes)
        }

        /// Adds a scalar and returns its index.
        mutating func addScalar(
            _ text: consuming String, firstByte: UInt8, style: YAMLNode.ScalarStyle, tag: StandardTag?, range: SourceRange,
            comment: TrailingComment?
        ) -> Int {
            var commentIndex = -1
            if let comment {
                commentIndex = comments.count
                comments.append(comment)
            }
            // The text is moved into the tree, not copied: every scalar of every file passes here.
            let textBytes = text.utf8.count
            texts.append(text)
            records.append(
                Record(
                    shape: .scalar(style), tag: tag, range: range, weight: 1, textBytes: textBytes,
                    first: texts.count - 1, count: 0, comment: commentIndex, firstByte: firstByte))
            return records.count - 1
        }

        /// Adds a collection whose children are `children` (for a mapping, keys and values
        /// in turn) and returns its index. `aliases` holds where each child that is an alias
        /// is written, by its position in `children`.
        mutating func addCollection(
            isMapping: Bool, children: UnsafeBufferPointer<Int>, tag: StandardTag?, range: SourceRange,
            aliases: [Int: SourceRange] = [:]
        ) -> Int {
            // A mapping's dangling key (never produced by libyaml) has no pair, as before.
            let kept = isMapping ? UnsafeBufferPointer(rebasing: children[..<(children.count / 2 * 2)]) : children
            var weight = 1
            var textBytes = 0
            records.withUnsafeBufferPointer { records in
                for child in kept {
                    weight = weight.saturatingAdd(records[child].weight)
                    textBytes = textBytes.saturatingAdd(records[child].textBytes)
                }
            }
            let first = links.count
            // Most collections hold no alias: an empty table is not walked.
            if !aliases.isEmpty {
                for (position, alias) in aliases where position < kept.count { aliasRanges[first + position] = alias }
            }
            links.append(contentsOf: kept)
            records.append(
                Record(
                    shape: isMapping ? .mapping : .sequence, tag: tag, range: range, weight: weight, textBytes: textBytes,
                    first: first, count: kept.count, comment: -1))
            return records.count - 1
        }

        func weight(of index: Int) -> Int { records[index].weight }
        func textBytes(of index: Int) -> Int { records[index].textBytes }
    }
}
