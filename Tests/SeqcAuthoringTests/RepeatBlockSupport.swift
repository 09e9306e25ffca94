import Foundation

extension SchemaAnswer.Generator: RandomNumberGenerator {}

/// Random card lists with `repeat` blocks, from a fixed seed.
struct RoutineDice {
    struct Card {
        let kind: String
        let title: String
    }

    struct Block {
        let title: String
        let rounds: Int
        let rest: String?
        let id: String?
        let items: [Item]
    }

    indirect enum Item {
        case card(Card)
        case block(Block)

        var isBlock: Bool { if case .block = self { true } else { false } }
    }

    var generator: SchemaAnswer.Generator
    /// Block ids handed out so far: each written id is new, as an author's would be.
    private var ids = 0

    init(seed: UInt64) {
        generator = SchemaAnswer.Generator(state: seed &* 0x2545_F491_4F6C_DD1D)
    }

    private mutating func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }

    /// One to four items; blocks nest up to three deep, a deeper list holding cards only.
    mutating func items(depth: Int) -> [Item] {
        (0...below(4)).map { _ in depth < 3 && below(3) == 0 ? .block(block(depth: depth + 1)) : .card(card()) }
    }

    private mutating func card() -> Card {
        let kinds = ["countdown", "rest", "interval", "countup", "repetition"]
        // Few titles, so that cards of one title meet in a list.
        let titles = ["Squats", "Push-ups", "Plank", "Squats", "Hold on: then go", "Lunges 2/3", "Lunges", ""]
        return Card(kind: kinds[below(kinds.count)], title: titles[below(titles.count)])
    }

    private mutating func block(depth: Int) -> Block {
        let titles = ["Circuit", "Legs", "Core", "Circuit", "A very long block title that will not fit in a slug at all, really"]
        let rest = below(2) == 0 ? nil : ["30s", "1m", "5"][below(3)]
        var id: String?
        if below(3) == 0 {
            ids += 1
            id = "block-\(ids)"
        }
        return Block(title: titles[below(titles.count)], rounds: below(3) + 1, rest: rest, id: id, items: items(depth: depth))
    }
}

/// The YAML an author writes for generated items.
enum RepeatYAML {
    static func routine(_ items: [RoutineDice.Item]) -> String {
        "title: Generated\ncards:\n" + list(items, indent: "  ")
    }

    private static func list(_ items: [RoutineDice.Item], indent: String) -> String {
        items.map { item in
            switch item {
            case .card(let card): cardText(card, indent: indent)
            case .block(let block):
                "\(indent)- repeat: \(quoted(block.title))\n\(indent)  rounds: \(block.rounds)\n"
                    + (block.rest.map { "\(indent)  rest: \($0)\n" } ?? "") + (block.id.map { "\(indent)  id: \($0)\n" } ?? "")
                    + "\(indent)  cards:\n" + list(block.items, indent: indent + "    ")
            }
        }.joined()
    }

    private static func cardText(_ card: RoutineDice.Card, indent: String) -> String {
        let head = "\(indent)- \(card.kind): \(quoted(card.title))\n"
        switch card.kind {
        case "countdown", "rest": return head + "\(indent)  duration: 40s\n"
        case "interval": return head + "\(indent)  work: 20s\n\(indent)  rest: 10s\n\(indent)  rounds: 2\n"
        case "repetition": return head + "\(indent)  reps: 10\n"
        default: return head
        }
    }

    private static func quoted(_ text: String) -> String { "\"\(text)\"" }
}

/// What the language says generated items become, worked out from the items alone.
enum RepeatOracle {
    static let displayNames = [
        "countdown": "Countdown", "rest": "Rest", "interval": "Interval", "countup": "Count Up",
        "repetition": "Repetition",
    ]

    /// Each authored card's title: a copy's ends with its round, then the rounds of the blocks around it.
    static func titles(of items: [RoutineDice.Item], suffix: String) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .card(let card): return [(card.title.isEmpty ? displayNames[card.kind]! : card.title) + suffix]
            case .block(let block):
                return (1...block.rounds).flatMap { round -> [String] in
                    let copies = titles(of: block.items, suffix: " \(round)/\(block.rounds)" + suffix)
                    let rest =
                        block.rest != nil && round < block.rounds ? ["\(block.title) - Rest \(round)/\(block.rounds - 1)" + suffix] : []
                    return copies + rest
                }
            }
        }
    }

    static func authoredCount(of items: [RoutineDice.Item]) -> Int {
        items.reduce(0) { total, item in
            switch item {
            case .card: total + 1
            case .block(let block): total + block.rounds * authoredCount(of: block.items) + (block.rest == nil ? 0 : block.rounds - 1)
            }
        }
    }

    static func writtenCount(of items: [RoutineDice.Item]) -> Int {
        items.reduce(0) { total, item in
            switch item {
            case .card: total + 1
            case .block(let block): total + writtenCount(of: block.items)
            }
        }
    }

    /// The positions, among the authored cards, of the cards that blocks make.
    static func blockCardIndices(of items: [RoutineDice.Item]) -> [Int] {
        var start = 0
        var indices: [Int] = []
        for item in items {
            let count = authoredCount(of: [item])
            if item.isBlock { indices += start..<start + count }
            start += count
        }
        return indices
    }

    /// Every block's title, in the order written.
    static func blockTitles(of items: [RoutineDice.Item]) -> [String] {
        items.flatMap { item -> [String] in
            guard case .block(let block) = item else { return [] }
            return [block.title] + blockTitles(of: block.items)
        }
    }
}
