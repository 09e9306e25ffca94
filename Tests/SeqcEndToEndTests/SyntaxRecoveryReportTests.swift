import Foundation
import Testing

/// A syntax error with a fix-it hides nothing else: valid routines with problems get a
/// syntax error injected at a random field line, and the problems the routine had are
/// reported anyway, each once, marked `afterRecovery`, at their places in the file as
/// written. `--fix` then converges on what fixing the routine without the error gives.
@Suite struct SyntaxRecoveryReportTests {
    /// A syntax mistake made on one field line (`    key: value`), each repaired by a
    /// fix-it back to the line as it was.
    enum Injection: CaseIterable {
        case tab, missingColon, deeper, shallower

        func apply(to line: String) -> String {
            let field = line.dropFirst(4)
            switch self {
            case .tab: return "\t" + field
            case .missingColon: return "    " + field.replacingOccurrences(of: ":", with: "", options: [], range: field.range(of: ":"))
            case .deeper: return "      " + field
            case .shallower: return "   " + field
            }
        }
    }

    private static func routine(_ random: inout SplitMix, number: Int) -> String {
        var lines = ["title: Routine \(number)", "cards:"]
        let titles = ["Squats", "Plank", "Lunges"]
        for _ in 0..<Int.random(in: 2...6, using: &random) {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: lines += ["  - rest: Rest", "    duration: \(["10s", "15S"].randomElement(using: &random)!)"]
            case 1: lines += ["  - info: Note", "    text: \(["Breathe", "Hold"].randomElement(using: &random)!)"]
            case 2:
                lines += [
                    "  - repetition: \(titles.randomElement(using: &random)!)", "    reps: \(["10", "0"].randomElement(using: &random)!)",
                ]
            default:
                lines += [
                    "  - countdown: \(titles.randomElement(using: &random)!)",
                    "    duration: \(["45s", "45S", "1m"].randomElement(using: &random)!)",
                ]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private struct Reported: Hashable {
        let rule: String
        let line: Int
        let column: Int
    }

    private static func lint(_ names: [String], in directory: TemporaryDirectory) throws -> [String: [[String: Any]]] {
        let run = try SeqcProcess.run(["lint", "--format", "json"] + names, in: directory.url)
        return Dictionary(grouping: try JSONFixIts.diagnostics(run.stdout)) { $0["file"] as? String ?? "" }
    }

    private static func reported(_ diagnostic: [String: Any]) -> Reported {
        Reported(
            rule: diagnostic["rule"] as? String ?? "", line: diagnostic["line"] as? Int ?? 0, column: diagnostic["column"] as? Int ?? 0)
    }

    @Test func theOtherProblemsAreReportedOnceMarkedAtTheirPlaces() throws {
        var random = SplitMix(state: 0x5E1F_1E55)
        let directory = try TemporaryDirectory()
        var cases: [(base: String, injected: String, line: Int, injection: Injection)] = []
        for number in 0..<60 {
            let base = Self.routine(&random, number: number)
            var lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let fieldLines = lines.indices.filter { lines[$0].hasPrefix("    ") }
            let index = fieldLines.randomElement(using: &random)!
            let injection = Injection.allCases.randomElement(using: &random)!
            let line = lines[index]
            lines[index] = injection.apply(to: line)
            cases.append((base, lines.joined(separator: "\n"), index + 1, injection))
            _ = try directory.write(base, to: "b\(number).routine.yaml")
            _ = try directory.write(cases[number].injected, to: "i\(number).routine.yaml")
        }
        let names = cases.indices.flatMap { ["b\($0).routine.yaml", "i\($0).routine.yaml"] }
        let found = try Self.lint(names, in: directory)
        var marked = 0
        for (number, item) in cases.enumerated() {
            // A problem on the repaired line waits for the next pass: one mistake, one diagnostic.
            let expected = (found["b\(number).routine.yaml"] ?? []).map(Self.reported).filter { $0.line != item.line }
            let injected = found["i\(number).routine.yaml"] ?? []
            let syntax = injected.filter { $0["rule"] as? String == "yaml-syntax" }
            let others = injected.filter { $0["rule"] as? String != "yaml-syntax" }
            #expect(syntax.count == 1 && (syntax.first?["line"] as? Int) == item.line, "\(item.injected)")
            #expect(others.allSatisfy { $0["afterRecovery"] as? Bool == true && $0["fixIts"] == nil }, "\(item.injected)")
            #expect(
                others.allSatisfy {
                    ($0["notes"] as? [[String: Any]] ?? []).contains { ($0["message"] as? String ?? "").hasPrefix("found after repairing") }
                })
            let got = others.map(Self.reported)
            #expect(
                got.count == Set(got).count && Set(got) == Set(expected) && got.count == expected.count,
                "\(item.injected)\n\(got)\n\(expected)")
            marked += got.count
        }
        #expect(marked > cases.count, "the generated routines have problems besides the syntax error")
    }

    @Test func fixConvergesOnWhatFixingTheRoutineWithoutTheErrorGives() throws {
        var random = SplitMix(state: 0xF1C5)
        let directory = try TemporaryDirectory()
        var names: [(base: String, injected: String)] = []
        for number in 0..<30 {
            let base = Self.routine(&random, number: number)
            var lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let index = lines.indices.filter { lines[$0].hasPrefix("    ") }.randomElement(using: &random)!
            lines[index] = Injection.allCases.randomElement(using: &random)!.apply(to: lines[index])
            _ = try directory.write(base, to: "b\(number).routine.yaml")
            _ = try directory.write(lines.joined(separator: "\n"), to: "i\(number).routine.yaml")
            names.append(("b\(number).routine.yaml", "i\(number).routine.yaml"))
        }
        _ = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "."], in: directory.url)
        for (base, injected) in names {
            let fixedBase = try String(contentsOf: directory.url.appendingPathComponent(base), encoding: .utf8)
            let fixedInjected = try String(contentsOf: directory.url.appendingPathComponent(injected), encoding: .utf8)
            #expect(fixedInjected == fixedBase, "\(injected)")
        }
    }
}
