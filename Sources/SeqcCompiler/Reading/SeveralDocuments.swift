/// A routine file of several YAML documents, as generators and models write them: a
/// header document (`meta:`, `author:`) before the routine, an empty document after a
/// stray `---`, or one routine split over documents (`title:` in one, `cards:` in the
/// next). The document holding the routine (its `cards`, at the top or under wrapper
/// keys) is read, and each other one is reported as `multiple-documents` with a fix:
/// deleting an empty document is safe (no value is lost); deleting a document with
/// values, or joining a split routine by deleting the `---` between its parts, is
/// unsafe (docs/decisions.md, "Fix safety"). Two routines stay one error with no fix.
struct SeveralDocuments {
    let context: ReadingContext

    /// Documents reported, at most: a file of many `---` lines (the node budget allows a
    /// few hundred thousand) gets this many diagnostics, not one per line.
    static let maxReported = 100

    /// The root to read as the routine, every other document reported; nil when no
    /// single document holds the routine.
    func choose(_ documents: [YAMLComposer.Document]) -> YAMLNode? {
        let routines = documents.indices.filter { Self.holdsRoutine(documents[$0].root) }
        guard routines.count == 1, let chosen = routines.first else {
            let second = documents[routines.count > 1 ? routines[1] : 1]
            context.collector.error(
                .multipleDocuments, at: second.marker, "a routine file holds one YAML document; found a second",
                help: routines.count > 1
                    ? "put each routine in a file of its own"
                    : "a routine file holds one document with 'title' and 'cards': write them in one document")
            return nil
        }
        let parts = documents.indices.filter { $0 != chosen && Self.isPart(documents[$0].root) }
        if !parts.isEmpty, parts.count == documents.count - 1, Self.keysAreDisjoint(documents.map(\.root)) {
            reportSplit(documents)
            // The parts' own keys are checked now, so joining them brings no new finding.
            for index in parts {
                guard case .mapping(let pairs) = documents[index].root.content else { continue }
                var fields = MappingFields(pairs, range: documents[index].root.range, context: context)
                context.reportUnknownKeys(&fields, specs: Language.topLevelFields, owner: "a routine")
            }
        } else {
            for index in documents.indices.filter({ $0 != chosen }).prefix(Self.maxReported) { reportOther(index, of: documents) }
        }
        return documents[chosen].root
    }

    /// A routine split over documents: each `---` after the first document is deleted.
    private func reportSplit(_ documents: [YAMLComposer.Document]) {
        var fixIts: [FixIt] = []
        for document in documents.dropFirst() {
            guard let line = separatorLine(document.marker) else {
                fixIts = []
                break
            }
            fixIts.append(FixIt(range: line, replacement: "", safety: .unsafe))
        }
        context.collector.error(
            .multipleDocuments, at: documents[1].marker, "the routine is split over \(documents.count) YAML documents",
            help: "a routine file holds one document: delete the '---' lines between its parts", fixIts: fixIts)
    }

    /// A document that is not the routine: deleted up to the next document's start.
    private func reportOther(_ index: Int, of documents: [YAMLComposer.Document]) {
        let document = documents[index]
        let isEmpty = document.root.isNull
        let end = index + 1 < documents.count ? documents[index + 1].marker.start : Self.end(of: document)
        let fixIts = [FixIt(range: SourceRange(start: document.marker.start, end: end), replacement: "", safety: isEmpty ? .safe : .unsafe)]
        let message =
            isEmpty
            ? "this '---' starts an empty YAML document" : "this YAML document is not the routine; a routine file holds one document"
        context.collector.error(
            .multipleDocuments, at: document.marker, message,
            help: isEmpty
                ? "delete the '---' line"
                : "delete this document, or make its lines comments with '#': only the routine's keys belong in the file",
            fixIts: fixIts)
    }

    /// Where a document ends: after its root, or after its `---` when it is empty.
    private static func end(of document: YAMLComposer.Document) -> SourcePosition {
        document.root.isNull ? document.marker.end : Swift.max(document.root.range.end, document.marker.end)
    }

    /// The whole line of a `---` written alone on it, line break included; nil otherwise.
    private func separatorLine(_ marker: SourceRange) -> SourceRange? {
        guard marker.start.column == 1, let found = context.window(line: marker.start.line, column: 1, count: 8) else { return nil }
        let text = String(String.UnicodeScalarView(found.scalars))
        guard text.hasPrefix("---"), text.dropFirst(3).allSatisfy({ $0 == " " || $0 == "\t" }), !found.continues else { return nil }
        return SourceRange(
            start: SourcePosition(line: marker.start.line, column: 1), end: SourcePosition(line: marker.start.line + 1, column: 1))
    }

    /// Whether `root` holds the routine: its `cards` at the top, or one routine under wrapper keys.
    static func holdsRoutine(_ root: YAMLNode) -> Bool {
        RoutineWrapper.isRoutine(root, atTop: true) || RoutineWrapper.holdsOneRoutine(root)
    }

    /// Whether `root` is part of a routine: a mapping of routine keys only.
    private static func isPart(_ root: YAMLNode) -> Bool {
        guard case .mapping(let pairs) = root.content, !pairs.isEmpty else { return false }
        return pairs.allSatisfy { pair in
            pair.key.scalar.flatMap { Language.meaning(of: $0, among: Language.topLevelFields)?.field } != nil
        }
    }

    /// Whether no routine key is written in two documents, so joining them keeps every value.
    private static func keysAreDisjoint(_ roots: [YAMLNode]) -> Bool {
        var seen: Set<String> = []
        for root in roots {
            guard case .mapping(let pairs) = root.content else { return false }
            for pair in pairs {
                guard let key = pair.key.scalar, let name = Language.meaning(of: key, among: Language.topLevelFields)?.field?.name,
                    seen.insert(name).inserted
                else { return false }
            }
        }
        return true
    }
}
