/// The slugs a block's copies are pinned with. A copy's slug is the block's key, its round
/// and the card's key (`circuit-r2-squats`), a rest between rounds the block's key and the
/// rest's number (`circuit-rest-1`); one longer than a slug may be is cut and ends in a hash
/// of the whole. A key is the written `id:`, else the title's slug, so no copy's id depends
/// on where other cards are.
enum RepeatKeys {
    /// The key of each item of one list, in order: unique among the list's items, a second
    /// unpinned item of the same title numbered (`squats-2`). Items with no key (the
    /// routine's own cards, which keep their identities) are nil. A pinned key written twice
    /// is reported once, here, not once per copy.
    static func keys(of items: [WrittenItem], blocksOnly: Bool, context: ReadingContext) -> [String?]? {
        var used: [String: SourceRange] = [:]
        var keys: [String?] = []
        var complete = true
        for item in items {
            let (pinned, title, range): (String?, String, SourceRange)
            switch item {
            case .card(let draft):
                guard !blocksOnly else {
                    keys.append(nil)
                    continue
                }
                (pinned, title, range) = (
                    draft.pinnedSlug, draft.title,
                    draft.syntax.aliasRange ?? draft.syntax.fields["id"]?.valueRange ?? draft.syntax.kindKeyRange
                )
            case .block(let block): (pinned, title, range) = (block.pinnedSlug, block.title, block.syntax.keyRange)
            }
            if let pinned, let first = used[pinned] {
                context.collector.error(
                    .duplicateCardID, at: range, "id '\(pinned)' is used twice in this list of cards; every copy of both would clash",
                    notes: [(first, "'\(pinned)' is first used here")])
                complete = false
            }
            var key = pinned ?? slug(of: title)
            if pinned == nil, used[key] != nil {
                let base = key
                var number = 2
                while used["\(base)-\(number)"] != nil { number += 1 }
                key = "\(base)-\(number)"
            }
            used[key] = used[key] ?? range
            keys.append(key)
        }
        return complete ? keys : nil
    }

    /// A title as a key: lower-case letters and digits, every other run of characters one `-`.
    static func slug(of title: String) -> String {
        var slug = ""
        for scalar in title.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "card" : slug
    }

    /// `text` when it is short enough for a slug; else its start and a hash of the whole,
    /// 64 characters, so two long keys that share a start still differ.
    static func fitted(_ text: String) -> String {
        guard text.utf8.count > Slug.maxLength else { return text }
        // FNV-1a: a fixed function of the bytes, the same in every build and on every machine.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        let hex = String(repeating: "0", count: 16 - digits.count) + digits
        var start = String(text.utf8.prefix(Slug.maxLength - 17))!
        while start.hasSuffix("-") { start.removeLast() }
        return start + "-" + hex
    }
}
