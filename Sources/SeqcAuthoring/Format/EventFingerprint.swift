import CLibYAML

/// What a YAML stream means to a parser, without positions: every event's kind, anchor,
/// tag, style and value. Two files with the same fingerprint give every reader (and so
/// the compiler) the same document.
enum EventFingerprint {
    /// The fingerprint of `bytes`, or nil when libyaml cannot parse them.
    static func of(_ bytes: [UInt8]) -> [UInt8]? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let input = bytes.isEmpty ? [0] : bytes
        return input.withUnsafeBufferPointer { buffer -> [UInt8]? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, bytes.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var print: [UInt8] = []
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                append(event, to: &print)
                if event.type == YAML_STREAM_END_EVENT { return print }
            }
        }
    }

    private static func append(_ event: yaml_event_t, to print: inout [UInt8]) {
        print.append(UInt8(truncatingIfNeeded: event.type.rawValue))
        switch event.type {
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            append(scalar.anchor, to: &print)
            append(scalar.tag, to: &print)
            print.append(UInt8(truncatingIfNeeded: scalar.style.rawValue))
            print.append(UInt8(scalar.plain_implicit) &* 2 &+ UInt8(scalar.quoted_implicit))
            append(scalar.value, length: Int(scalar.length), to: &print)
        case YAML_ALIAS_EVENT:
            append(event.data.alias.anchor, to: &print)
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            append(start.anchor, to: &print)
            append(start.tag, to: &print)
            print.append(UInt8(truncatingIfNeeded: start.style.rawValue))
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            append(start.anchor, to: &print)
            append(start.tag, to: &print)
            print.append(UInt8(truncatingIfNeeded: start.style.rawValue))
        case YAML_DOCUMENT_START_EVENT:
            print.append(UInt8(event.data.document_start.implicit))
            print.append(event.data.document_start.version_directive == nil ? 0 : 1)
        case YAML_DOCUMENT_END_EVENT:
            print.append(UInt8(event.data.document_end.implicit))
        default:
            break
        }
    }

    private static func append(_ text: UnsafeMutablePointer<yaml_char_t>?, to print: inout [UInt8]) {
        guard let text else {
            print.append(0)
            return
        }
        var length = 0
        while text[length] != 0 { length += 1 }
        append(text, length: length, to: &print)
    }

    private static func append(_ text: UnsafeMutablePointer<yaml_char_t>?, length: Int, to print: inout [UInt8]) {
        // The length first, so no two different sequences of texts print the same.
        withUnsafeBytes(of: UInt64(length).littleEndian) { print.append(contentsOf: $0) }
        guard let text, length > 0 else { return }
        print.append(contentsOf: UnsafeBufferPointer(start: text, count: length))
    }
}
