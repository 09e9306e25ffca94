import CSeqcInterrupt

/// The Swift face of the C signal handler that removes staged files when seqc is
/// interrupted (see `seqc_interrupt.h`).
public enum InterruptCleanup {
    /// Installs the SIGINT, SIGTERM and SIGHUP handlers and ignores SIGPIPE and SIGXFSZ.
    /// For command-line tools; a library user keeps its own signal handling.
    public static func install() {
        seqc_interrupt_install()
    }

    /// Registers a file (or an empty directory) to remove on interruption.
    static func register(_ path: String, directory: Bool = false) -> Int {
        seqc_interrupt_register(path, directory ? 1 : 0)
    }

    /// Registers `name` in the open directory `parent` (kept open until the slot is
    /// forgotten): removed from that directory whatever its path names by then.
    static func register(at parent: Int32, _ name: String, directory: Bool = false) -> Int {
        seqc_interrupt_register_at(parent, name, directory ? 1 : 0)
    }

    static func forget(_ slot: Int) {
        seqc_interrupt_forget(slot)
    }

    /// From now on a signal is recorded, not acted on, until `release()`.
    static func hold() {
        seqc_interrupt_hold()
    }

    /// The signal that arrived since `hold()`, or 0.
    static var heldSignal: Int32 { seqc_interrupt_held() }

    /// Ends holding; returns the signal that arrived since `hold()`, or 0.
    static func release() -> Int32 {
        seqc_interrupt_release()
    }
}
