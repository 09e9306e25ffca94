import Foundation
import SeqcModel

/// The routines the app ships: `Routines/*.routine.yaml`, compiled into runtime JSON at
/// build time by seqc's build plugin and bundled as this module's resources.
public enum RoutineLibrary {
    /// The bundled routines' names (their file names without `.routine.yaml`), sorted.
    public static var names: [String] {
        Bundle.module.paths(forResourcesOfType: "json", inDirectory: nil)
            .map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
            .sorted()
    }

    /// The routine compiled from `NAME.routine.yaml`, read with SeqcModel's strict decoder:
    /// an unknown card kind, a newer format or a runtime list that is not the sequence's
    /// expansion is an error, never a card dropped on the way to the player.
    public static func document(named name: String) throws -> RuntimeDocument {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
            throw RoutineLibraryError.notBundled(name)
        }
        return try RuntimeDocument.decode(from: Data(contentsOf: url))
    }
}

/// Why a bundled routine could not be loaded.
public enum RoutineLibraryError: Error, Equatable {
    /// No `NAME.json` in the bundle: the routine file is missing or not in the target.
    case notBundled(String)
}
