import CLibYAML

/// One libyaml token with its place in the file's bytes: what the formatter lays out.
struct LayoutToken {
    enum Kind {
        case streamStart, streamEnd, directive, documentStart, documentEnd
        case blockSequenceStart, blockMappingStart, blockEnd
        case flowSequenceStart, flowSequenceEnd, flowMappingStart, flowMappingEnd
        case blockEntry, flowEntry, key, value, alias, anchor, tag
        case plainScalar, singleQuotedScalar, doubleQuotedScalar, blockScalar
    }

    let kind: Kind
    /// Byte offsets, half-open.
    let start: Int
    let end: Int
    /// libyaml's 0-based column of the token's first character.
    let column: Int

    /// Whether the token stands for text in the file. libyaml gives the structure's own
    /// tokens (a block's start and end, a simple key) no width.
    var isText: Bool { end > start && kind != .streamStart && kind != .streamEnd }

    var isScalar: Bool {
        switch kind {
        case .plainScalar, .singleQuotedScalar, .doubleQuotedScalar, .blockScalar: return true
        default: return false
        }
    }
}

extension LayoutToken.Kind {
    init(_ token: yaml_token_t) {
        switch token.type {
        case YAML_STREAM_START_TOKEN: self = .streamStart
        case YAML_STREAM_END_TOKEN: self = .streamEnd
        case YAML_VERSION_DIRECTIVE_TOKEN, YAML_TAG_DIRECTIVE_TOKEN: self = .directive
        case YAML_DOCUMENT_START_TOKEN: self = .documentStart
        case YAML_DOCUMENT_END_TOKEN: self = .documentEnd
        case YAML_BLOCK_SEQUENCE_START_TOKEN: self = .blockSequenceStart
        case YAML_BLOCK_MAPPING_START_TOKEN: self = .blockMappingStart
        case YAML_BLOCK_END_TOKEN: self = .blockEnd
        case YAML_FLOW_SEQUENCE_START_TOKEN: self = .flowSequenceStart
        case YAML_FLOW_SEQUENCE_END_TOKEN: self = .flowSequenceEnd
        case YAML_FLOW_MAPPING_START_TOKEN: self = .flowMappingStart
        case YAML_FLOW_MAPPING_END_TOKEN: self = .flowMappingEnd
        case YAML_BLOCK_ENTRY_TOKEN: self = .blockEntry
        case YAML_FLOW_ENTRY_TOKEN: self = .flowEntry
        case YAML_KEY_TOKEN: self = .key
        case YAML_VALUE_TOKEN: self = .value
        case YAML_ALIAS_TOKEN: self = .alias
        case YAML_ANCHOR_TOKEN: self = .anchor
        case YAML_TAG_TOKEN: self = .tag
        default: self = Self.scalar(token.data.scalar.style)
        }
    }

    private static func scalar(_ style: yaml_scalar_style_t) -> Self {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuotedScalar
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuotedScalar
        case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: return .blockScalar
        default: return .plainScalar
        }
    }
}

/// The file's tokens from libyaml's scanner, or the place it stopped.
enum LayoutScan {
    case tokens([LayoutToken])
    case failed(line: Int, column: Int, problem: String)

    /// Scans `bytes` (UTF-8 without a byte order mark; lines end in `\n`, `\r\n` or `\r`).
    static func scan(_ bytes: [UInt8], lines: LineStarts) -> LayoutScan {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return .failed(line: 0, column: 0, problem: "libyaml could not allocate a scanner")
        }
        defer { yaml_parser_delete(&parser) }
        let input = bytes.isEmpty ? [0] : bytes
        return input.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, bytes.count)
            // Offsets are counted in UTF-8: a UTF-16 byte order mark is an error, not a decoding.
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var tokens: [LayoutToken] = []
            var token = yaml_token_t()
            while true {
                guard yaml_parser_scan(&parser, &token) == 1 else {
                    let mark = parser.problem_mark
                    let problem = parser.problem.map { String(cString: $0) } ?? "libyaml stopped"
                    return .failed(line: Int(mark.line), column: Int(mark.column), problem: problem)
                }
                defer { yaml_token_delete(&token) }
                let start = lines.offset(line: Int(token.start_mark.line), column: Int(token.start_mark.column), in: bytes)
                let end = lines.offset(line: Int(token.end_mark.line), column: Int(token.end_mark.column), in: bytes)
                let kind = LayoutToken.Kind(token)
                tokens.append(LayoutToken(kind: kind, start: start, end: max(start, end), column: Int(token.start_mark.column)))
                if kind == .streamEnd { return .tokens(tokens) }
            }
        }
    }
}
