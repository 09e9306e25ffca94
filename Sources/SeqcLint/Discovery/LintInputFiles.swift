import SeqcCompiler

extension LintInputs {
    /// The files of a run, packed: every path's bytes end to end in one buffer, a small
    /// fixed entry per file, and each configuration once. Every file of a run is held
    /// until its end; as a ``File`` each, with a path array of its own, they took about
    /// 135 bytes a file, and packed they take about 70.
    package struct Files: RandomAccessCollection, Sendable {
        private struct Entry: Sendable {
            /// Where the path's bytes end in `paths`; each begins where the one before ends.
            let end: Int
            let identity: FileStatus.Identity?
            /// The position of the file's configuration in `configurations`.
            let configuration: UInt32
            /// The position of the folder it is read beneath in `roots`.
            let root: UInt32
            let isStandardInput: Bool
        }

        private var paths: [UInt8] = []
        private var entries: [Entry] = []
        /// Every configuration a file may name, by position (``LintInputs/configurations``).
        private var configurations: [LintConfiguration] = []
        /// Every folder a file is read beneath, each once (a run has a few).
        private var roots: [FileRoot?] = []

        package var startIndex: Int { 0 }
        package var endIndex: Int { entries.count }

        package subscript(index: Int) -> File {
            let entry = entries[index]
            return File(
                path: path(at: index), isStandardInput: entry.isStandardInput,
                configuration: configurations[Int(entry.configuration)], identity: entry.identity)
        }

        /// The path of file `index`, without the rest of it.
        package func path(at index: Int) -> RawPath {
            let start = index == 0 ? 0 : entries[index - 1].end
            return RawPath(bytes: Array(paths[start..<entries[index].end]))
        }

        /// The configuration of file `index`, without the rest of it.
        package func configuration(at index: Int) -> LintConfiguration {
            configurations[Int(entries[index].configuration)]
        }

        /// The folder file `index` is read beneath; nil for standard input.
        package func root(at index: Int) -> FileRoot? { roots[Int(entries[index].root)] }

        /// The device and inode discovery found for file `index`.
        package func identity(at index: Int) -> FileStatus.Identity? { entries[index].identity }

        /// Whether file `index` is standard input.
        package func isStandardInput(at index: Int) -> Bool { entries[index].isStandardInput }

        /// Adds a file whose configuration is at `configuration` in the run's
        /// configurations (``adopt(configurations:)``).
        mutating func append(
            path: RawPath, isStandardInput: Bool, configuration: Int, identity: FileStatus.Identity?, root: FileRoot?
        ) {
            paths.append(contentsOf: path.bytes)
            // The files of one argument come together: their root is most often the last one's.
            let rootIndex: Int
            if let last = entries.last, roots[Int(last.root)] === root {
                rootIndex = Int(last.root)
            } else if let known = roots.firstIndex(where: { $0 === root }) {
                rootIndex = known
            } else {
                roots.append(root)
                rootIndex = roots.count - 1
            }
            entries.append(
                Entry(
                    end: paths.count, identity: identity, configuration: UInt32(configuration), root: UInt32(rootIndex),
                    isStandardInput: isStandardInput))
        }

        /// The configurations the files' positions point into, once all are known.
        mutating func adopt(configurations: [LintConfiguration]) { self.configurations = configurations }

        mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

        /// The files whose configuration's position `isLeftOut` does not pick, and how
        /// many of those it picks there were at each position it picked.
        func removing(configurationsWhere isLeftOut: (Int) -> Bool) -> (kept: Files, leftOut: [Int: Int]) {
            var kept = Files()
            kept.configurations = configurations
            var leftOut: [Int: Int] = [:]
            for index in indices {
                let position = Int(entries[index].configuration)
                if isLeftOut(position) {
                    leftOut[position, default: 0] += 1
                    continue
                }
                kept.append(
                    path: path(at: index), isStandardInput: entries[index].isStandardInput, configuration: position,
                    identity: entries[index].identity, root: root(at: index))
            }
            return (kept, leftOut)
        }
    }
}
