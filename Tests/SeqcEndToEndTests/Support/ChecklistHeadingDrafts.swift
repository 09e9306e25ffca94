/// Markdown and plain-text drafts with timed steps, then a heading or a lead-in line
/// (`Before leaving:`, `## Vor dem Gehen`, `Avant de partir :`) over a checklist: the line
/// is the checklist's title. A long lead-in (`Before you head out, make sure you have:`) is
/// prose, and the checklist takes the routine's title. Seeded.
struct ChecklistHeadingDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    static let labels = [
        "Before leaving", "Packing list", "Vor dem Gehen", "Mitnehmen", "Avant de partir", "À emporter", "Antes de salir",
        "Para llevar", "Prima di uscire", "Da portare", "Antes de sair", "Voor vertrek", "Don't forget", "Gear check",
    ]
    static let things = ["Coats", "Bags", "Water bottles", "Schlüssel", "Handy", "Clés", "Gourde", "Llaves", "Chiavi", "Sleutels", "Towel"]
    static let steps = ["Tidy desks", "Line up", "Aufräumen", "Ranger", "Recoger", "Riordinare", "Arrumar", "Opruimen", "Stretch"]

    /// Timed steps, then a labelled checklist, sometimes more steps or a second checklist after it.
    mutating func labelled(_ index: Int) -> StructureDrafts.Draft {
        let title = "Routine \(index)"
        var text = [pick(["# \(title)", "Title: \(title)", "## \(title)"]), ""]
        var intent = ["title: \(title)", "cards:"]
        for _ in 0..<Int.random(in: 1...3, using: &random) { step(&text, &intent) }
        checklist(label: pick(Self.labels), index: index, &text, &intent)
        if Bool.random(using: &random) {
            text.append("")
            if Bool.random(using: &random) {
                step(&text, &intent)
            } else {
                checklist(label: pick(Self.labels), index: index + 1, &text, &intent)
            }
        }
        return StructureDrafts.Draft(
            name: "checklist-heading-\(index)", text: text.joined(separator: "\n") + "\n", ext: index % 3 == 0 ? "txt" : "md",
            intent: intent.joined(separator: "\n") + "\n")
    }

    /// A long lead-in over the checklist: prose, so the checklist is titled as the routine.
    mutating func leadIn(_ index: Int) -> StructureDrafts.Draft {
        let title = "Morning \(index)"
        var text = ["# \(title)", ""]
        var intent = ["title: \(title)", "cards:"]
        step(&text, &intent)
        let items = Array(Self.things.shuffled(using: &random).prefix(2))
        text.append(pick(["Before you head out, make sure you have:", "Here is what to take with you:", "Vergiss nicht, mitzunehmen:"]))
        text += items.map { "- [ ] \($0)" }
        intent += ["  - checklist: \(title)", "    items: [\(items.joined(separator: ", "))]"]
        return StructureDrafts.Draft(
            name: "checklist-lead-in-\(index)", text: text.joined(separator: "\n") + "\n", ext: "md",
            intent: intent.joined(separator: "\n") + "\n")
    }

    private mutating func step(_ text: inout [String], _ intent: inout [String]) {
        let name = pick(Self.steps)
        let minutes = Int.random(in: 1...9, using: &random)
        text.append(
            pick(["- \(name) (\(minutes) min)", "- \(name): \(minutes) min", "1. \(name) – \(minutes) minutes", "* \(name) \(minutes)min"]))
        intent += ["  - countdown: \(name)", "    duration: \(minutes)m"]
    }

    private mutating func checklist(label: String, index: Int, _ text: inout [String], _ intent: inout [String]) {
        let written = pick(["\(label):", "## \(label)", "### \(label)", "\(label) :", "**\(label):**"])
        text.append(written)
        if Bool.random(using: &random) { text.append("") }
        let items = Array(Self.things.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
        text += items.map { pick(["- [ ] \($0)", "* [ ] \($0)", "- [x] \($0)"]) }
        intent += ["  - checklist: \(label)", "    items: [\(items.map { $0.contains("'") ? "\"\($0)\"" : $0 }.joined(separator: ", "))]"]
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
