import SeqcCompiler
import SeqcModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cache entry's key: 20 bytes of SHA-1 over everything a file's own check reads
/// (``LintCacheContext``, the file's configuration, its name as shown and its bytes).
package struct LintCacheKey: Hashable, Sendable {
    package let high: UInt64
    package let middle: UInt64
    package let low: UInt32

    /// The key of these words, the first most significant.
    init(high: UInt64, middle: UInt64, low: UInt32) {
        self.high = high
        self.middle = middle
        self.low = low
    }

    /// The key in `digest`'s 20 bytes, most significant first.
    package init?(_ digest: some Collection<UInt8>) {
        guard digest.count == 20 else { return nil }
        // Three words in locals, not an array: every index record and every file's name
        // key is made here, and an array would allocate each time.
        var high: UInt64 = 0, middle: UInt64 = 0, low: UInt64 = 0
        for (index, byte) in digest.enumerated() {
            switch index {
            case 0..<8: high = high << 8 | UInt64(byte)
            case 8..<16: middle = middle << 8 | UInt64(byte)
            default: low = low << 8 | UInt64(byte)
            }
        }
        self.high = high
        self.middle = middle
        self.low = UInt32(truncatingIfNeeded: low)
    }

    /// The 20 bytes of the key.
    package var bytes: [UInt8] {
        var bytes: [UInt8] = []
        withUnsafeBytes(of: high.bigEndian) { bytes += $0 }
        withUnsafeBytes(of: middle.bigEndian) { bytes += $0 }
        withUnsafeBytes(of: low.bigEndian) { bytes += $0 }
        return bytes
    }
}

/// What every file's check in one run reads besides the file and its configuration:
/// seqc's version and the very binary, the rule set, and the options that change a file's
/// findings. Fixed for a run; each part is written with its length, so that no two
/// different contexts give the same bytes.
package struct LintCacheContext: Sendable {
    /// The serialised context, the first part of every key's message.
    package let bytes: [UInt8]
    /// The SHA-1 of ``bytes``: what begins a name key's message, so that the stamp
    /// look-up of each file hashes its name and configuration, not the whole context.
    private let digest: [UInt8]

    /// The context of a run by `runner`; `executable` names the running binary (its size
    /// and modification time join the key, so a rebuilt seqc whose version string did not
    /// change still never reads another build's findings).
    package init(runner: LintRunner, version: String = SeqcVersion.current, executable: String? = LintCacheContext.runningExecutable) {
        var writer = KeyWriter()
        writer.text("seqc lint cache 1")
        writer.text(version)
        writer.text(executable.flatMap(Self.identity(of:)) ?? "")
        writer.number(runner.rules.all.count)
        for rule in runner.rules.all {
            writer.text(rule.id.rawValue)
            writer.text(rule.defaultSeverity.rawValue)
            writer.number(rule.isAdjustable ? 1 : 0)
        }
        writer.text(String(describing: runner.compiler.limits))
        writer.number(runner.compiler.identifiesCards ? 1 : 0)
        writer.number(runner.strict ? 1 : 0)
        bytes = writer.bytes
        digest = ContentDigest.sha1(writer.bytes)
    }

    /// The key of the file named `name` checked under `configuration`, whatever its bytes:
    /// where the stamp of what it held is kept (``LintStampIndex``).
    package func key(ofName name: String, configuration: LintConfiguration) -> LintCacheKey {
        var writer = KeyWriter()
        writer.bytes = digest
        writer.text("name")
        writer.configuration(configuration)
        writer.text(name)
        // Force-unwrapped: a SHA-1 digest is always 20 bytes.
        return LintCacheKey(ContentDigest.sha1(writer.bytes))!
    }

    /// The key of `file` checked under `configuration`.
    package func key(of file: SourceFile, configuration: LintConfiguration) -> LintCacheKey {
        var writer = KeyWriter()
        writer.bytes = bytes
        writer.configuration(configuration)
        writer.text(file.path)
        writer.number(file.bytes.count)
        writer.bytes += file.bytes
        // Force-unwrapped: a SHA-1 digest is always 20 bytes.
        return LintCacheKey(ContentDigest.sha1(writer.bytes))!
    }

    /// The path of the running binary, where the system says it (Linux).
    package static let runningExecutable: String? = {
        #if os(Linux)
        return "/proc/self/exe"
        #else
        return nil
        #endif
    }()

    /// `size:seconds.nanoseconds:inode` of the file at `path` (links followed); nil when it cannot be read.
    static func identity(of path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if os(Linux)
        let modified = status.st_mtim
        #else
        let modified = status.st_mtimespec
        #endif
        return "\(status.st_size):\(modified.tv_sec).\(modified.tv_nsec):\(status.st_ino)"
    }
}

/// A key's message: numbers as eight bytes, text as its length and its UTF-8.
private struct KeyWriter {
    var bytes: [UInt8] = []

    mutating func number(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes += $0 }
    }

    mutating func text(_ value: String) {
        number(value.utf8.count)
        bytes += value.utf8
    }

    /// The configured rules, in order of their ids: all a configuration changes in a
    /// file's own check (its exclusions choose the files, not their findings).
    mutating func configuration(_ configuration: LintConfiguration) {
        let settings = configuration.rules.sorted { $0.key < $1.key }
        number(settings.count)
        for (rule, setting) in settings {
            text(rule.rawValue)
            text(setting.severity?.rawValue ?? "off")
        }
    }
}
