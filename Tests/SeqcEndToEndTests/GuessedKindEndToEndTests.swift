import Foundation
import Testing

/// The built `seqc` never builds a step whose title may be work or the recovery between
/// efforts after `--fix --unsafe-fixes`: a group of `{name, duration}` steps (as interval
/// apps export them) keeps an error naming both cards, for each easy-pace word and layout.
@Suite struct GuessedKindEndToEndTests {
    static let paceTitles = ["Jog", "Gehen", "Marche", "Caminar", "Easy spin"]

    static func draft(_ title: String, json: Bool) -> String {
        if json {
            return """
                {"title": "Track", "blocks": [{"name": "Warm up", "duration": 600},
                  {"name": "Ladder", "repeat": 2, "blocks": [
                    {"name": "200m", "duration": 40}, {"name": "\(title)", "duration": 60, "notes": "easy"}, {"name": "400m", "duration": 90}]}]}

                """
        }
        return "title: Track\ncards:\n  - name: Sprint\n    duration: 30s\n  - name: \(title)\n    duration: 1m\n    color: 'blue'\n"
    }

    @Test(arguments: paceTitles)
    func aPaceStepStaysAnErrorNamingBothCards(_ title: String) throws {
        for json in [true, false] {
            let fixed = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "-"], stdin: Data(Self.draft(title, json: json).utf8))
            #expect(fixed.exitCode == 1, "\(title): the fixed draft has no error left\n\(fixed.stdout)")
            #expect(fixed.stderr.contains("'- countdown: \(title)' or '- rest: \(title)'"), "\(title)\n\(fixed.stderr)")
            let again = try SeqcProcess.run(["lint", "-"], stdin: Data(fixed.stdout.utf8))
            #expect(again.exitCode == 1, "\(title): the fixed draft lints clean\n\(fixed.stdout)")
        }
    }
}
