import Foundation

/// The release headings of a CHANGELOG.md: `## Unreleased` (or `## Unreleased (X.Y.Z)`,
/// naming the version it will be) above `## X.Y.Z - YYYY-MM-DD` for each release, newest
/// first (scripts/release.sh writes them).
struct Changelog {
    struct Release: Equatable {
        var version: String
        var date: String
    }

    /// Every release, newest first.
    var releases: [Release] = []
    /// The version the Unreleased heading names, if it names one.
    var plannedVersion: String?

    init(_ text: String) {
        for line in text.split(separator: "\n") where line.hasPrefix("## ") {
            let heading = line.dropFirst(3)
            if heading.hasPrefix("Unreleased") {
                if let open = heading.firstIndex(of: "("), let close = heading.lastIndex(of: ")"), open < close {
                    plannedVersion = String(heading[heading.index(after: open)..<close])
                }
            } else if let match = heading.wholeMatch(of: /(\d+\.\d+\.\d+) - (\d{4}-\d{2}-\d{2})/) {
                releases.append(Release(version: String(match.1), date: String(match.2)))
            }
        }
    }

    init(contentsOf url: URL) throws {
        self.init(try String(contentsOf: url, encoding: .utf8))
    }

    /// What `seqc --version` must say: the latest release, or before the first one the
    /// version the Unreleased heading names.
    var currentVersion: String? { releases.first?.version ?? plannedVersion }
}
