import SeqcModel

/// How a kind is drawn in every picture of a routine, in the kind's own drawing file
/// (`Drawing/Kinds/<Kind>+Drawing.swift`), reached through the model's dispatch as the
/// kind's authoring spec is. An interval draws two styles, its work and its rest; every
/// other kind one. A kind without a drawing file gets ``KindStyle/missing``, which
/// `TimelineDrawingTests.everyKindHasItsOwnStyle` names.
protocol KindDrawing: KindConfig {
    /// The kind's styles: one, or an interval's work and rest.
    static var styles: [KindStyle] { get }
}

/// One colour, glyph and legend entry of the pictures.
public struct KindStyle: Sendable, Hashable {
    /// The legend's words: `countdown`, `interval work`.
    public let name: String
    /// Fill on a light background, `#rrggbb`.
    public let light: String
    /// Fill on a dark background, `#rrggbb`.
    public let dark: String
    /// The character a text bar uses for this style's time.
    public let glyph: Character
    /// The terminal's 256-colour palette index.
    public let terminalColour: UInt8

    /// The style a kind without a drawing file gets: black, so it stands out.
    static let missing = KindStyle(name: "undrawn", light: "#000000", dark: "#ffffff", glyph: "?", terminalColour: 15)
}

/// How one runtime card is drawn: its kind, and for a card expanded from an interval,
/// its phase.
public struct DrawnKind: Sendable, Hashable {
    /// The authored kind (`interval` for an interval's work and rest cards).
    public let kind: CardKind
    /// The interval phase, for cards expanded from one.
    public let phase: RuntimeCard.Phase?

    init(_ kind: CardKind, phase: RuntimeCard.Phase? = nil) {
        self.kind = kind
        self.phase = phase
    }

    static let intervalWork = DrawnKind(.interval, phase: .work)
    static let intervalRest = DrawnKind(.interval, phase: .rest)

    /// Every way a runtime card can be drawn, in the kinds' order: the legend's order.
    public static var all: [DrawnKind] {
        CardKind.allCases.flatMap { kind in
            kind == .interval ? [intervalWork, intervalRest] : [DrawnKind(kind)]
        }
    }

    /// Its style, from the kind's drawing file.
    public var style: KindStyle {
        let styles = kind.accept(StylesOf())
        guard let first = styles.first else { return .missing }
        return phase == .rest && styles.count > 1 ? styles[1] : first
    }
}

/// A kind's styles, read through the dispatch.
struct StylesOf: KindVisitor {
    func visit<Config: KindConfig>(_ kind: Config.Type) -> [KindStyle] {
        (kind as? any KindDrawing.Type)?.styles ?? []
    }
}

/// How a `repeat` block's rounds are marked: alternating bands behind the rows of each
/// round. A block is not a kind (it never reaches the runtime), so its drawing lives
/// beside the kinds'.
public enum RepeatDrawing {
    /// The bands' fills on a light background, alternating by round.
    public static let lightBands = ["#eef2f7", "#dde5ef"]
    /// The bands' fills on a dark background.
    public static let darkBands = ["#1d232b", "#27303b"]
    /// The band's label colour.
    public static let labelColour = "#4a5a6e"
}
