import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Real FIFOs, sockets, symbolic links and non-UTF-8 names in a temporary directory, made
/// with the system calls themselves: discovery must meet the real things.
extension TemporaryDirectory {
    func makeFIFO(_ name: String) throws {
        guard mkfifo(url.appendingPathComponent(name).path, 0o644) == 0 else { throw SpecialFileError.failed("mkfifo \(name)", errno) }
    }

    /// A bound Unix socket; the descriptor stays open for the test's life, which is short.
    func makeSocket(_ name: String) throws {
        #if os(Linux)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw SpecialFileError.failed("socket", errno) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array(url.appendingPathComponent(name).path.utf8)
        guard path.count < MemoryLayout.size(ofValue: address.sun_path) else { throw SpecialFileError.failed("socket path too long", 0) }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw SpecialFileError.failed("bind \(name)", errno) }
    }

    func makeLink(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent(name).path, withDestinationPath: destination)
    }

    /// Writes `text` to a file whose name is the raw bytes `name` (relative to this directory).
    func write(_ text: String, toRawName name: [UInt8]) throws {
        let path = Array(url.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        guard descriptor >= 0 else { throw SpecialFileError.failed("open", errno) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ systemWrite(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw SpecialFileError.failed("write", errno)
        }
    }
}

enum SpecialFileError: Error {
    case failed(String, Int32)
}

/// The C library's `write`, which the `write` methods above would otherwise shadow.
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, pointer, count)
    #else
    Darwin.write(descriptor, pointer, count)
    #endif
}
