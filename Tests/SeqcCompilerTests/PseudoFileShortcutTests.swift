import CSeqcFiles
import Testing

@testable import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The door asks `fstatfs` whether a file is of a pseudo file system only when the file's
/// device cannot answer (``GuardedFiles``). The shortcut must give the kernel's answer
/// for every file, whatever file system it is on: here for files sampled, with a fixed
/// seed, from every kind of mount this host has (proc, sysfs, cgroup, devtmpfs, tmpfs and
/// the disk's own).
@Suite struct PseudoFileShortcutTests {
    /// Folders whose regular files are sampled, each a different kind of mount on Linux.
    static let folders = [
        "/proc/self", "/proc/sys/kernel", "/proc/sys/vm", "/sys/kernel", "/sys/fs/cgroup", "/sys/devices/system/cpu",
        "/dev", "/dev/shm", "/run", "/etc", "/tmp", "/usr/lib", "/usr/bin",
    ]

    @Test func theShortcutGivesTheKernelsAnswerOnSampledFiles() throws {
        var random = SplitMix(seed: 0x0F57_A7F5)
        let ownFiles = try Self.makeOwnFiles()
        defer { ownFiles.forEach { unlink($0) } }
        var answers: [String: Int] = [:]
        var devices: Set<UInt64> = []
        for path in ownFiles + Self.folders.flatMap({ Self.sample(of: $0, random: &random) }) {
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            guard let status = FileStatus.of(descriptor: descriptor), status.kind == .regular else { continue }
            let kernel = seqc_is_pseudo_file_system(descriptor)
            let shortcut = seqc_is_pseudo_file_system_on(descriptor, status.identity.device)
            #expect(shortcut == kernel, "\(path): fstatfs says \(kernel), the shortcut \(shortcut)")
            answers[kernel == 1 ? "pseudo" : "data", default: 0] += 1
            devices.insert(status.identity.device)
        }
        // Both answers, from several file systems, or the comparison says little.
        #expect(answers["pseudo", default: 0] >= 20, "\(answers)")
        #expect(answers["data", default: 0] >= 20, "\(answers)")
        #expect(devices.count >= 3, "\(devices.count) devices")
    }

    #if os(Linux)
    @Test func aFileOfProcIsStillRefusedThroughTheDoor() {
        for path in ["/proc/self/status", "/proc/self/environ", "/proc/sys/kernel/ostype", "/sys/kernel/uevent_seqnum"] {
            guard access(path, R_OK) == 0 else { continue }
            let root = FileRoot.of(RawPath("/"), isDirectory: true, workingDirectory: RawPath("/"))
            switch GuardedFiles.openForReading(RawPath(path), root: root) {
            case .success(let (descriptor, _)):
                close(descriptor)
                Issue.record("\(path) was opened for reading")
            case .failure(let refusal): #expect(refusal == .pseudoFile, "\(path): \(refusal)")
            }
        }
    }
    #endif

    /// Up to 40 regular files of `folder` (not below it), picked at random.
    private static func sample(of folder: String, random: inout SplitMix) -> [String] {
        guard let handle = opendir(folder) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            // Read in place up to the NUL: a record is only as long as its name.
            let start = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
            let name = String(cString: start.assumingMemoryBound(to: CChar.self))
            if name != ".", name != ".." { names.append(folder + "/" + name) }
        }
        var picked: [String] = []
        while !names.isEmpty && picked.count < 40 { picked.append(names.remove(at: random.below(names.count))) }
        return picked
    }

    /// A file of the test's own in the temporary folder and in /dev/shm (a tmpfs where
    /// the host has one): data on a disk and on a deviceless mount.
    private static func makeOwnFiles() throws -> [String] {
        var made: [String] = []
        let temporary = getenv("TMPDIR").map { String(cString: $0) }
        for folder in ["/tmp", "/dev/shm"] + (temporary.map { [$0] } ?? []) {
            var template = Array("\(folder)/seqc-pseudo-XXXXXX".utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { continue }
            _ = write(descriptor, "title: t\n", 9)
            close(descriptor)
            made.append(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        return made
    }
}
