#if canImport(FoundationEssentials)
/// FoundationEssentials' `FileManager.fileExists(atPath:isDirectory:)` reports into a
/// `Bool` where Foundation's takes an `ObjCBool`; this lets code written for the latter
/// (`LintCommand.readBaseline`) compile against the former unchanged. Remove it once that
/// code declares its flag as `Bool`.
typealias ObjCBool = Bool

extension Bool {
    /// `ObjCBool.boolValue`, for code written against Foundation's `ObjCBool`.
    var boolValue: Bool { self }
}
#endif
