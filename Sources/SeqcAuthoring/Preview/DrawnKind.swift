import SeqcCompiler
import SeqcModel

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

    /// Its style, from the kind's spec (`Language/Kinds/<Kind>+Authoring.swift`).
    public var style: KindStyle {
        let styles = Language.spec(for: kind).drawing
        guard let first = styles.first else { return .missing }
        return phase == .rest && styles.count > 1 ? styles[1] : first
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
