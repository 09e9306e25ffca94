import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// Steps written as numbered objects, as recipes and models' JSON write them (`{"step": 1,
/// "instruction": "Chop the onion", "time": "5 minutes"}`, `passo`, `Schritt`, `nr`): the
/// number stands where the step does, and the description or instruction is the step's
/// title when it has no other; a time range (`1-2 minutes`) is a random duration; a note
/// beside the step (`note`, `nota`) says how to do it and is dropped. Generated over the
/// keys' languages, layouts (JSON and YAML) and values. The routine's title never comes
/// from a step's number.
@Suite struct NumberedStepTests {
    static let numberKeys = ["step", "passo", "paso", "Schritt", "étape", "nr", "number", "index", "#"]
    static let textKeys = ["description", "descrizione", "instruction", "Anweisung", "consigne", "descripción", "task"]
    static let timeKeys = ["time", "tempo", "Dauer", "durée", "duración", "duration"]
    static let noteKeys = ["note", "nota", "Notiz", "tip"]
    static let units = [("minutes", 60), ("min", 60), ("minuti", 60), ("Minuten", 60), ("seconds", 1), ("s", 1)]
    static let texts = [
        "Chop the onion", "Toast the rice", "Sfumare con il vino bianco", "Den Teig ruhen lassen", "Laisser reposer",
        "Mezclar bien", "Stir in the stock one ladle at a time",
    ]

    struct Step {
        var fields: [(String, String)]
        var card: String
    }

    static func step(_ number: Int, keys: (number: String, text: String, time: String), _ random: inout SplitMix) -> Step {
        let text = texts.randomElement(using: &random)!
        let (unit, scale) = units.randomElement(using: &random)!
        let amount = Int.random(in: 2...20, using: &random)
        var fields = [(keys.number, String(number)), (keys.text, text)]
        let card: String
        if Int.random(in: 0..<5, using: &random) == 0, scale == 60 {
            fields.append((keys.time, "\(amount)-\(amount + 2) \(unit)"))
            card = "  - randomDuration: \(text)\n    min: \(amount)m\n    max: \(amount + 2)m\n"
        } else {
            fields.append((keys.time, "\(amount) \(unit)"))
            card = "  - countdown: \(text)\n    duration: \(DurationText.text(amount * scale))\n"
        }
        if Bool.random(using: &random) { fields.append((noteKeys.randomElement(using: &random)!, "take your time with it")) }
        return Step(fields: fields, card: card)
    }

    static func draft(titled: Bool, _ random: inout SplitMix) -> (text: String, canonical: String) {
        let keys = (
            numberKeys.randomElement(using: &random)!, textKeys.randomElement(using: &random)!, timeKeys.randomElement(using: &random)!
        )
        let steps = (1...Int.random(in: 2...6, using: &random)).map { step($0, keys: keys, &random) }
        let isJSON = Bool.random(using: &random)
        let title =
            titled ? ["\"title\": \"Risotto\"", "\"recipe\": \"Risotto\"", "\"ricetta\": \"Risotto\""].randomElement(using: &random)! : nil
        let text: String
        if isJSON {
            let items = steps.map { step in
                "    {" + step.fields.map { "\"\($0.0)\": \(Int($0.1) != nil ? $0.1 : "\"\($0.1)\"")" }.joined(separator: ", ") + "}"
            }
            text = "{\n" + (title.map { "  \($0),\n" } ?? "") + "  \"cards\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}\n"
        } else {
            let items = steps.map { step in
                "  - " + step.fields.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: "\n    ") + "\n"
            }
            text = (title.map { "\($0.replacingOccurrences(of: "\": \"", with: "\": ").dropLast())\n" } ?? "") + "cards:\n" + items.joined()
        }
        return (text, "title: Risotto\ncards:\n" + steps.map(\.card).joined())
    }

    @Test func aNumberedStepIsTitledByItsText() {
        var random = SplitMix(state: 0x39_57e9)
        for index in 0..<120 {
            let (text, canonical) = Self.draft(titled: true, &random)
            RepairCheck.check(text, meaning: canonical, "draft \(index)")
        }
    }

    /// A numbered step titled under a step word (`{"step": 1, "exercise": "Squats", "reps":
    /// 10}`, in any key order): the step word holds the title, the fields decide the kind.
    @Test func aStepWordBesideTheNumberIsTheTitle() {
        var random = SplitMix(state: 0x39_57eb)
        let stepWords = ["exercise", "Übung", "ejercicio", "exercice", "esercizio", "oefening"]
        let exercises = ["Squats", "Lunges", "Kniebeugen", "Fentes", "Sentadillas"]
        for index in 0..<80 {
            let (number, word) = (Self.numberKeys.randomElement(using: &random)!, stepWords.randomElement(using: &random)!)
            let steps = (1...Int.random(in: 2...5, using: &random)).map { position -> (fields: [String], card: String) in
                let title = exercises.randomElement(using: &random)!
                let counted = Bool.random(using: &random)
                let amount = Int.random(in: 5...20, using: &random)
                let quantity = counted ? "\"reps\": \(amount)" : "\"duration\": \"\(amount)s\""
                let fields = ["\"\(number)\": \(position)", "\"\(word)\": \"\(title)\"", quantity].shuffled(using: &random)
                let card =
                    counted ? "  - repetition: \(title)\n    reps: \(amount)\n" : "  - countdown: \(title)\n    duration: \(amount)s\n"
                return (fields, card)
            }
            let text =
                "{\"title\": \"Legs\", \"cards\": [\n"
                + steps.map { "  {" + $0.fields.joined(separator: ", ") + "}" }
                .joined(separator: ",\n") + "\n]}\n"
            RepairCheck.check(text, meaning: "title: Legs\ncards:\n" + steps.map(\.card).joined(), "titled by a step word \(index)")
        }
    }

    @Test func aStepsNumberNeverTitlesTheRoutine() {
        var random = SplitMix(state: 0x39_57ea)
        for index in 0..<40 {
            let (text, _) = Self.draft(titled: false, &random)
            FixConvergenceTests.checkConvergence(text, "untitled \(index)")
            let fixed = String(decoding: FixConvergenceTests.fixed(text, allowing: .unsafe).fixed.bytes, as: UTF8.self)
            let title = Compiler().compile(SourceFile(path: "draft.routine.yaml", text: fixed)).sequence?.title
            #expect(title.map { $0.contains(where: \.isLetter) } ?? true, "untitled \(index)\n\(fixed)")
        }
    }
}
