#!/usr/bin/env bash
# Stubs a ninth card kind, `metronome` (a count of beats and a duration), in a scratch
# copy of the repository, touching only what code must touch for a new kind: the two
# enums (CardKind, CardContent), the dispatch file and the kind's two files. Then builds,
# runs the test suite and reports the files touched and the tests that fail: each is a
# step of CONTRIBUTING.md's "A new card kind" walk left undone (docs, examples, goldens,
# schemas, fixtures, test samples, the format version).
#
# Run by hand, never in CI: it builds the package from nothing in the scratch copy and
# runs the whole suite (tens of minutes on two cores).
#
#   bash scripts/try-new-kind.sh              # in a new folder under $TMPDIR, removed after
#   KEEP=1 bash scripts/try-new-kind.sh       # keep the scratch copy and its logs
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/seqc-new-kind.XXXXXX")
[[ "${KEEP:-0}" == 1 ]] || trap 'rm -rf "$scratch"' EXIT

# The working tree as it is (tracked files and new ones, nothing ignored), under git so
# the touched files can be listed.
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf -) | tar -xf - -C "$scratch"
cd "$scratch"
git init -q && git add -A && git -c user.name=stub -c user.email=stub@localhost commit -qm base

python3 - <<'PY'
import re

def edit(path, old, new, count=1):
    text = open(path).read()
    if text.count(old) < count:
        raise SystemExit(f"{path}: expected {count} of {old!r}")
    open(path, "w").write(text.replace(old, new))

edit("Sources/SeqcModel/Cards/CardKind.swift",
     "    case randomDuration\n", "    case randomDuration\n    case metronome\n")
edit("Sources/SeqcModel/Cards/CardContent.swift",
     "    case randomDuration(RandomDurationConfig)\n",
     "    case randomDuration(RandomDurationConfig)\n    case metronome(MetronomeConfig)\n")

dispatch = "Sources/SeqcModel/Kinds/KindDispatch.swift"
edit(dispatch, "        case .randomDuration: try visitor.visit(RandomDurationConfig.self)\n",
     "        case .randomDuration: try visitor.visit(RandomDurationConfig.self)\n"
     "        case .metronome: try visitor.visit(MetronomeConfig.self)\n")
edit(dispatch, "        case .randomDuration: 7\n", "        case .randomDuration: 7\n        case .metronome: 8\n")
edit(dispatch, "        case .randomDuration(let config): try visitor.visit(config)\n",
     "        case .randomDuration(let config): try visitor.visit(config)\n"
     "        case .metronome(let config): try visitor.visit(config)\n")
edit(dispatch, "        case .randomDuration: .randomDuration\n",
     "        case .randomDuration: .randomDuration\n        case .metronome: .metronome\n")
edit(dispatch, "        case .randomDuration(let config): config.writeMembers(to: &writer)\n",
     "        case .randomDuration(let config): config.writeMembers(to: &writer)\n"
     "        case .metronome(let config): config.writeMembers(to: &writer)\n")

open("Sources/SeqcModel/Kinds/Metronome.swift", "w").write('''\
/// A count of beats over a duration.
public struct MetronomeConfig: Hashable, Sendable {
    /// The number of beats, at least 1.
    public var beats: Int {
        didSet { beats = beats.atLeastOne }
    }
    /// The length, at least 1 second.
    public var durationSeconds: Int {
        didSet { durationSeconds = durationSeconds.atLeastOne }
    }

    /// Clamps both to at least 1, as the app does.
    public init(beats: Int, durationSeconds: Int) {
        self.beats = beats.atLeastOne
        self.durationSeconds = durationSeconds.atLeastOne
    }
}

extension MetronomeConfig: KindConfig {
    @usableFromInline package static var kind: CardKind { .metronome }
    @usableFromInline package static var displayName: String { "Metronome" }
    @usableFromInline package static var jsonName: StaticString { "metronome" }
    @usableFromInline package static var isTimed: Bool { true }
    @usableFromInline package static var appearsInRuntime: Bool { true }
    @usableFromInline package static let fields: [ConfigField] = [
        .count("beats", \\Self.beats),
        .seconds("durationSeconds", \\Self.durationSeconds),
    ]
    @usableFromInline package init(_ values: ConfigValues) {
        self.init(beats: values.int(0), durationSeconds: values.int(1))
    }
    @usableFromInline package var content: CardContent { .metronome(self) }
    @usableFromInline package var secondsRange: (low: Int, high: Int)? { (durationSeconds, durationSeconds) }
    @usableFromInline package func writeMembers<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        writer.member("beats")
        writer.int(beats)
        writer.member("durationSeconds")
        writer.int(durationSeconds)
    }
    @usableFromInline package func textBytes(measuredBy measure: (String) -> Int) -> Int { 0 }
}
''')

open("Sources/SeqcCompiler/Language/Kinds/Metronome+Authoring.swift", "w").write('''\
import SeqcModel

extension MetronomeConfig: KindAuthoring {
    static var spec: KindSpec {
        KindSpec(
            kind: kind, summary: "Counts beats over a duration.",
            fields: [
                FieldSpec(
                    "beats", \\Self.beats, summary: "How many beats, 1 to 10000.", example: "60",
                    synonyms: ["count", "ticks"]),
                .countdownDuration(\\Self.durationSeconds),
            ],
            example: "- metronome: Tempo\\n  beats: 60\\n  duration: 1m",
            drawing: [KindStyle(name: "metronome", light: "#6a3d9a", dark: "#b294d1", glyph: "♩", terminalColour: 97)])
    }
}
''')
PY

echo "## Files touched"
git add -A
git status --short | sed 's/^/    /'

echo "## Build"
if ! swift build --build-tests >build.log 2>&1; then
    grep -E 'error:' build.log | sort -u | head -40 | sed 's/^/    /'
    echo "the build failed: a step the compiler checks was left out (log: $scratch/build.log)"
    exit 1
fi
echo "    builds"

echo "## Tests that fail"
swift test --skip-build --xunit-output results.xml >test.log 2>&1 || true
python3 - <<'PY'
import glob, xml.etree.ElementTree as ET
failed = set()
for path in glob.glob("results*.xml"):
    for case in ET.parse(path).getroot().iter("testcase"):
        if case.find("failure") is not None:
            failed.add(f"{case.get('classname', '')}.{case.get('name', '')}")
for name in sorted(failed):
    print("    " + name)
print(f"{len(failed)} failing tests")
PY
