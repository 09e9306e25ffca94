import SeqcCompiler

/// The command line's bytes. Swift's `CommandLine.arguments` replaces bytes that are not
/// UTF-8 with U+FFFD, so a file name holding one would be lost; this finds the bytes
/// an argument was parsed from.
enum RawArguments {
    /// The path `argument` was given as, byte for byte.
    static func path(_ argument: String) -> RawPath {
        guard argument.contains("\u{FFFD}") else { return RawPath(argument) }
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let length = strlenOf(pointer)
            let bytes = UnsafeRawBufferPointer(start: pointer, count: length).map { $0 }
            if String(decoding: bytes, as: UTF8.self) == argument { return RawPath(bytes: bytes) }
        }
        return RawPath(argument)
    }

    private static func strlenOf(_ pointer: UnsafeMutablePointer<CChar>) -> Int {
        var length = 0
        while pointer[length] != 0 { length += 1 }
        return length
    }
}
