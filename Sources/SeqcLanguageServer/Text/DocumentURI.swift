/// A document's URI as a path: `file:` URIs are percent-decoded; any other scheme
/// (`untitled:`) has no path, and such a document is checked with the default configuration.
enum DocumentURI {
    static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Array(uri.utf8.dropFirst("file://".count))
        // `file://host/path`: only the local host (empty or `localhost`) is a path here.
        if rest.starts(with: Array("localhost".utf8)) { rest.removeFirst("localhost".count) }
        guard rest.first == UInt8(ascii: "/") else { return nil }
        return decoded(rest)
    }

    /// `bytes` with each `%XX` replaced by its byte; nil when that is not UTF-8 or holds NUL.
    static func decoded(_ bytes: [UInt8]) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2])
            {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        guard !out.contains(0) else { return nil }
        return String(validating: out, as: UTF8.self)
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
