/// How an LSP position's `character` counts: UTF-16 code units unless the client and
/// server agree on another (`general.positionEncodings`, LSP 3.17).
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"

    /// The server's choice among the encodings a client offers: UTF-8 when offered, since
    /// it needs no counting; else UTF-16, which every client supports.
    public static func negotiated(offered: [String]?) -> PositionEncoding {
        (offered ?? []).contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }

    /// The code units of the scalar whose UTF-8 form starts with `lead`.
    func units(ofScalarStartingWith lead: UInt8) -> Int {
        let length = Self.utf8Length(lead)
        switch self {
        case .utf8: return length
        case .utf16: return length == 4 ? 2 : 1
        }
    }

    /// The bytes of the UTF-8 sequence `lead` starts; 1 for a byte no sequence starts with.
    static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}
