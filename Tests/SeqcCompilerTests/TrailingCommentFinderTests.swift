import Testing

@testable import SeqcCompiler

/// The comment finder that skips lines without a `#` finds what the one walking every
/// line finds, at every scalar's end.
@Suite struct TrailingCommentFinderTests {
    static let sources = [
        "title: Leg day #3\ncards:\n  - info: a # note\n    text: b#c  #  tail  \n",
        "title: t\r\ncards:\r\n  # a comment line\r\n  - countdown: x\t# tab gap\r\n    duration: 5s\r\n",
        "title: t\rcards:\r  - info: 'quoted # not' # after quoted\r",
        "title: plain\n  continued # on the second line\ncards: []\n",
        "title: \u{e9}t\u{e9} # accents before\ncards: [a, b] # flow\n# last\n",
        "# only comments\n# here\n",
        "title: x\ncards:\n  - info: y\n",
        "",
    ]

    @Test(arguments: sources.indices)
    func skippingLinesFindsWhatWalkingFinds(_ index: Int) {
        let bytes = Array(Self.sources[index].utf8)
        let lines = SourceLines(bytes)
        var walking = TrailingCommentFinder(bytes)
        var skipping = TrailingCommentFinder(bytes, lineStarts: lines.starts)
        // Every place a scalar may end, in source order: each line's every column and one past.
        for line in 1...lines.count + 1 {
            for column in 1...(lines.text(line).count + 2) {
                let end = SourcePosition(line: line, column: column)
                let walked = walking.comment(after: end)
                let skipped = skipping.comment(after: end)
                #expect(walked?.text == skipped?.text, "\(end)")
                #expect(walked?.gap == skipped?.gap, "\(end)")
                #expect(walked?.range == skipped?.range, "\(end)")
            }
        }
    }
}
