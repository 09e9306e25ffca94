import SeqcCompiler

/// The command line's bytes. Swift's `CommandLine.arguments` replaces bytes that are not
/// UTF-8 with U+FFFD, so a file name holding one would be lost; this finds the bytes
/// each argument was parsed from.
enum RawArguments {
    /// The paths `arguments` (positional, in command-line order) were given as, byte for
    /// byte. Each is matched to the next raw argument that decodes to it, so two names
    /// that differ only in invalid bytes stay two.
    static func paths(_ arguments: [String]) -> [RawPath] {
        let raw = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
            guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
            var length = 0
            while pointer[length] != 0 { length += 1 }
            return UnsafeRawBufferPointer(start: pointer, count: length).map { $0 }
        }
        var cursor = 0
        return arguments.map { argument in
            guard let index = raw[cursor...].firstIndex(where: { String(decoding: $0, as: UTF8.self) == argument }) else {
                return RawPath(argument)
            }
            cursor = index + 1
            return RawPath(bytes: raw[index])
        }
    }
}
