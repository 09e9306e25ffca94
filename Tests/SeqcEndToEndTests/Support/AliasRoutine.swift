/// A generated routine that reuses anchored cards with YAML aliases, at the top level and
/// inside `repeat` blocks, written three ways: with the aliases; with each alias replaced by
/// a copy titled (and, when pinned, identified) on its own; and with each top-level anchor
/// and its aliases written as one `repeat` block. The last two follow the advice
/// `duplicate-card-title` gives for an alias, so linting them must find no error.
struct AliasRoutine: Sendable {
    enum Item: Sendable {
        /// An anchored card, `pinned` when it has an `id:`.
        case anchor(name: String, title: String, pinned: Bool)
        case alias(name: String)
        case card(title: String)
        /// A block of items, with no nested blocks.
        case block(title: String, rounds: Int, items: [Item])
    }

    /// How one advice is applied to an alias.
    enum Writing: Sendable {
        case aliases, copies, blocks
    }

    /// Where a finding is expected: a line and a column.
    struct Place: Hashable, CustomStringConvertible {
        let line: Int
        let column: Int
        var description: String { "\(line):\(column)" }
    }

    var items: [Item] = []

    /// A routine of a few anchors, their aliases here and there, and blocks holding aliases.
    init(random: inout SplitMix) {
        var names: [(name: String, title: String, pinned: Bool)] = []
        for index in 0..<Int.random(in: 1...3, using: &random) {
            let pinned = Int.random(in: 0..<4, using: &random) == 0
            names.append(("a\(index)", "Move \(index)", pinned))
            items.append(.anchor(name: "a\(index)", title: "Move \(index)", pinned: pinned))
        }
        for index in 0..<Int.random(in: 2...6, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: items.append(.card(title: "Plain \(index)"))
            case 1:
                items.append(
                    .block(title: "Block \(index)", rounds: Int.random(in: 2...4, using: &random), items: blockItems(index, names, &random))
                )
            default: items.append(.alias(name: names.randomElement(using: &random)!.name))
            }
        }
    }

    private func blockItems(_ block: Int, _ names: [(name: String, title: String, pinned: Bool)], _ random: inout SplitMix) -> [Item] {
        var inner: [Item] = [.card(title: "Inner \(block)")]
        var own: String?
        if Bool.random(using: &random) {
            own = "b\(block)"
            inner.append(.anchor(name: "b\(block)", title: "Own \(block)", pinned: false))
        }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let unpinned = names.filter { !$0.pinned }.map(\.name) + (own.map { [$0] } ?? [])
            guard let name = unpinned.randomElement(using: &random) else { break }
            inner.append(.alias(name: name))
        }
        return inner
    }

    /// The aliases `duplicate-card-title` must report: a top-level alias of an unpinned
    /// anchor, and in a block an alias whose card is already in a block of as many rounds. The
    /// second list is the top-level aliases of pinned anchors, `duplicate-card-id` errors.
    var expected: (titles: Set<Place>, ids: Set<Place>) {
        var titles: Set<Place> = [], ids: Set<Place> = []
        var seenInBlocks: Set<String> = []
        let pinned = Set(items.compactMap { if case .anchor(let name, _, true) = $0 { name } else { nil } })
        for (item, place) in zip(items, text(.aliases).places) {
            switch item {
            case .alias(let name): if pinned.contains(name) { ids.insert(place[0]) } else { titles.insert(place[0]) }
            case .block(_, let rounds, let inner):
                // A copy's title is the card's and its round: two blocks of as many rounds
                // that copy one card make the same titles.
                for (innerItem, innerPlace) in zip(inner, place.dropFirst()) {
                    if case .anchor(let name, _, _) = innerItem { seenInBlocks.insert("\(name) \(rounds)") }
                    if case .alias(let name) = innerItem, !seenInBlocks.insert("\(name) \(rounds)").inserted { titles.insert(innerPlace) }
                }
            default: break
            }
        }
        return (titles, ids)
    }

    /// The routine's text, and for each top-level item where it starts: an alias's `*`,
    /// and for a block its key followed by the place of each of its items' aliases.
    func text(_ writing: Writing) -> (text: String, places: [[Place]]) {
        var lines = ["title: Aliases", "cards:"]
        var places: [[Place]] = []
        var copies = 0
        let anchors = Dictionary(
            items.flatMap { item -> [(String, (String, Bool))] in
                switch item {
                case .anchor(let name, let title, let pinned): [(name, (title, pinned))]
                case .block(_, _, let inner): inner.compactMap { if case .anchor(let n, let t, let p) = $0 { (n, (t, p)) } else { nil } }
                default: []
                }
            }, uniquingKeysWith: { first, _ in first })
        let aliased = Set(items.compactMap { if case .alias(let name) = $0 { name } else { nil } })
        func write(_ item: Item, indent: Int) -> Place {
            let pad = String(repeating: " ", count: indent)
            let place = Place(line: lines.count + 1, column: indent + 3)
            switch item {
            case .card(let title): lines += ["\(pad)- countdown: \(title)", "\(pad)  duration: 20s"]
            case .anchor(let name, let title, let pinned):
                if writing == .blocks, indent == 2, aliased.contains(name) {
                    let rounds = 1 + items.filter { if case .alias(name) = $0 { true } else { false } }.count
                    lines += ["\(pad)- repeat: \(title) set", "\(pad)  rounds: \(rounds)", "\(pad)  cards:"]
                    return write(.anchor(name: name, title: title, pinned: pinned), indent: indent + 4)
                }
                lines += ["\(pad)- &\(name)", "\(pad)  countdown: \(title)", "\(pad)  duration: 20s"]
                if pinned { lines.append("\(pad)  id: \(name)-pinned") }
            case .alias(let name):
                let (title, pinned) = anchors[name]!
                switch writing {
                case .aliases: lines.append("\(pad)- *\(name)")
                case .blocks where indent == 2: break
                case .copies, .blocks:
                    copies += 1
                    lines += ["\(pad)- countdown: \(title) copy \(copies)", "\(pad)  duration: 20s"]
                    if pinned { lines.append("\(pad)  id: \(name)-copy-\(copies)") }
                }
            case .block(let title, let rounds, _):
                lines += ["\(pad)- repeat: \(title)", "\(pad)  rounds: \(rounds)", "\(pad)  cards:"]
            }
            return place
        }
        for item in items {
            var itemPlaces = [write(item, indent: 2)]
            if case .block(_, _, let inner) = item {
                for innerItem in inner { itemPlaces.append(write(innerItem, indent: 6)) }
            }
            places.append(itemPlaces)
        }
        return (lines.joined(separator: "\n") + "\n", places)
    }
}
