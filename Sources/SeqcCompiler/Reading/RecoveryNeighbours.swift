import SeqcModel

/// Whether a step whose title reads either way (``TimedTitle/Reading/either``: `Trote leve`,
/// `🦀 Crab walk`) is work by its place in its list. It is the recovery between efforts only
/// where the list alternates efforts with easier steps: an effort on both sides of it, or an
/// effort then a rest (a rest word, or another easy step) two places away. It is work right
/// after a rest, or with a warm-up before it (`Aquecimento`, `Tiro forte`, `Trote leve`: the
/// session's own easy close); elsewhere (`Sprint` then `Jog` alone, first in a list) the
/// list gives no sign either way and the error stays. The fix is unsafe: the kind is read
/// from the neighbours.
enum RecoveryNeighbours {
    /// What a list item is, for its neighbours.
    private enum Role { case work, phase, rest, easy, other }

    /// Whether `node`, an item of `items` whose title reads either way, is work.
    static func isWork(_ node: YAMLNode, in items: YAMLNode.Items?) -> Bool {
        guard let items, let position = items.firstIndex(where: { $0.range.start == node.range.start }) else { return false }
        func role(_ offset: Int) -> Role {
            let index = position + offset
            return items.indices.contains(index) ? Self.role(of: items[index]) : .other
        }
        if role(-1) == .work && role(1) == .work { return false }
        for step in [-1, 1] where role(step) == .work && [Role.rest, .easy].contains(role(2 * step)) {
            return false
        }
        return role(-1) == .rest || items[..<position].contains { Self.role(of: $0) == .phase }
    }

    private static func role(of node: YAMLNode) -> Role {
        switch node.content {
        case .scalar(let text, _):
            if let item = TextCardShape.item(text), case .card(let kind, let title, _) = item {
                return kind == .rest ? .rest : role(title: title)
            }
            return role(title: text)
        case .mapping(let pairs):
            guard let first = pairs.first, let key = first.key.scalar else { return .other }
            if CardKind.named(key) == .rest || Vocabulary.kind(named: key) == .rest { return .rest }
            let title = pairs.lazy.compactMap(\.value.scalar).first { text in
                text.contains(where: \.isLetter) && !ScalarCard.isDurationWithUnit(text)
            }
            return title.map(role(title:)) ?? .other
        case .sequence: return .other
        }
    }

    private static func role(title: String) -> Role {
        if TimedTitle.namesPhase(title) { return .phase }
        return switch TimedTitle.reading(title) {
        case .work: .work
        case .rest: .rest
        case .either: .easy
        }
    }
}
