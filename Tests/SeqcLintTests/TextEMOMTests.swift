import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// An EMOM written as text (``TextEMOM``): a header naming it and its minutes, the work of
/// each minute under it, labelled or not, is a `repeat` of one countdown of the minutes per
/// station, for as many rounds as the minutes hold. Generated over header forms, label
/// forms in five languages (numbered, ordinal, odd and even), station counts, a title above
/// and a step after. Near misses from the same parts: minutes that are no whole number of
/// rounds, labels naming the minutes out of order and a labelled minute timed within itself
/// leave the text unread.
@Suite struct TextEMOMTests {
    static let works = ["10 burpees", "15 KB swings", "8 thrusters", "12 box jumps", "5 pull-ups", "20 air squats", "Toes to bar x 8"]

    static func headerLine(minutes: Int, every: Int, _ random: inout SplitMix) -> String {
        let name = every == 1 ? ["EMOM", "emom", "Emom"].randomElement(using: &random)! : "E\(every)MOM"
        return [
            "\(name) \(minutes)", "\(name) \(minutes):", "\(minutes) min \(name):", "\(name) \(minutes) min",
            "\(name) for \(minutes) minutes:",
            "\(name) \(minutes)'",
        ].randomElement(using: &random)!
    }

    /// Labels for `count` stations in one style, or none.
    static func labels(_ count: Int, _ random: inout SplitMix) -> [String] {
        let pairs = count == 2 ? 3 : 0
        let style = Int.random(in: 0..<(3 + ordinalStyles.count + pairs), using: &random)
        return (0..<count).map { index in
            switch style {
            case 0: ""
            case 1: "Min \(index + 1): "
            case 2: "Minute \(index + 1): "
            case 3..<(3 + ordinalStyles.count): ordinalStyles[style - 3](index + 1)
            case 3 + ordinalStyles.count: ["Odd: ", "Even: "][index]
            case 4 + ordinalStyles.count: ["ungerade Min: ", "gerade Min: "][index]
            default: ["Minutos impares: ", "Minutos pares: "][index]
            }
        }
    }

    /// Minute labels that order the minutes, in the vocabulary's languages: an ordinal's
    /// digits with their ending, or its word.
    static let ordinalStyles: [@Sendable (Int) -> String] = [
        { "\($0)\(["st", "nd", "rd"][$0 - 1]) minute: " },
        { "\($0)e minuut: " },
        { "\($0)\($0 == 1 ? "re" : "e") minute : " },
        { "\($0)ème minute: " },
        { "Minuto \($0)º: " },
        { "\($0)ª min: " },
        { "\($0). Minute: " },
        { "\(["First", "Second", "Third"][$0 - 1]) minute: " },
        { "\(["Erste", "Zweite", "Dritte"][$0 - 1]) Minute: " },
        { "\(["Primer", "Segundo", "Tercer"][$0 - 1]) minuto: " },
        { "\(["Primeira", "Segunda", "Terceira"][$0 - 1]) minuto: " },
        { "\(["Prima", "Seconda", "Terza"][$0 - 1]) min: " },
        { "\($0)\($0 == 1 ? "ère" : "ème") min : " },
        { "\($0)\(["ro", "do", "ro"][$0 - 1]) minuto: " },
        { "M\($0): " },
    ]

    struct Draft {
        var text: String
        var canonical: String
    }

    static func draft(_ random: inout SplitMix, minutes chosenMinutes: Int? = nil) -> (Draft, stations: Int, every: Int) {
        let count = Int.random(in: 1...3, using: &random)
        let every = count == 1 || Bool.random(using: &random) ? 1 : 2
        let rounds = Int.random(in: 2...6, using: &random)
        let minutes = chosenMinutes ?? rounds * count * every
        let stations = Array(works.shuffled(using: &random).prefix(count))
        let labels = labels(count, &random)
        let marker = labels[0].isEmpty ? ["- ", "* ", ""].randomElement(using: &random)! : ""
        let header = headerLine(minutes: minutes, every: every, &random)
        var lines = ["Friday burner", "", header] + zip(labels, stations).map { marker + $0 + $1 }
        let after = Bool.random(using: &random)
        if after { lines += ["", "Cool down 5 min"] }
        let name = every == 1 ? "EMOM" : "E\(every)MOM"
        var canonical = "title: Friday burner\ncards:\n  - repeat: \(name)\n    rounds: \(rounds)\n    cards:\n"
        for work in stations {
            canonical += "      - countdown: \(work.prefix(1).uppercased() + work.dropFirst())\n        duration: \(every)m\n"
        }
        if after { canonical += "  - countdown: Cool down\n    duration: 5m\n" }
        return (Draft(text: lines.joined(separator: "\n") + "\n", canonical: canonical), count, every)
    }

    @Test func anEMOMIsARepeatOfItsStations() {
        var random = SplitMix(state: 0x39_7180)
        for index in 0..<100 {
            let (draft, _, _) = Self.draft(&random)
            RepairCheck.check(draft.text, meaning: draft.canonical, "draft \(index)")
        }
    }

    @Test func minutesOfNoWholeRoundLeaveTheTextUnread() {
        var random = SplitMix(state: 0x39_7181)
        var checked = 0
        for index in 0..<100 {
            let minutes = Int.random(in: 5...30, using: &random)
            var probe = random
            let (_, stations, every) = Self.draft(&probe, minutes: minutes)
            guard minutes % (stations * every) != 0 else { continue }
            let (draft, _, _) = Self.draft(&random, minutes: minutes)
            RepairCheck.check(draft.text, meaning: nil, "draft \(index)")
            checked += 1
        }
        #expect(checked > 20)
    }

    @Test func aLoadInParenthesesIsNoPartOfAStationsTitle() {
        #expect(TextEMOM.withoutLoad("15 KB swings (24kg)") == "15 KB swings")
        #expect(TextEMOM.withoutLoad("10 thrusters (2x 20 kg)") == "10 thrusters")
        #expect(TextEMOM.withoutLoad("5 cleans (@ 70%)") == "5 cleans")
        #expect(TextEMOM.withoutLoad("10 burpees (scaled)") == "10 burpees (scaled)")
        #expect(TextEMOM.withoutLoad("Row (500m)") == "Row (500m)")
    }

    @Test func labelsOutOfOrderOrATimedMinuteLeaveTheTextUnread() {
        for text in [
            "EMOM 12\nMin 2: 10 burpees\nMin 1: 5 squats\n", "EMOM 12\nEven: 10 burpees\nOdd: 5 squats\n",
            "EMOM 10\nMin 1: 30s plank\nMin 2: 10 burpees\n", "EMOM 12\ngerade Min: 10 Burpees\nungerade Min: 15 Swings\n",
            "EMOM 12\n2nd minute: 10 burpees\n1st minute: 5 squats\n", "EMOM 12\nErste Minute: 10 Burpees\nDritte Minute: 5 Squats\n",
            "EMOM 12\n1e minuut: 10 burpees\n1e minuut: 5 squats\n",
        ] {
            RepairCheck.check(text, meaning: nil, text)
        }
    }
}
