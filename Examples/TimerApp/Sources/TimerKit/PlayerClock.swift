import Foundation

/// Where the player reads the time. Every timer value is computed from dates read here,
/// never from counted ticks, so a player that was suspended (the app in the background,
/// the phone locked) is right again the moment it is asked.
public protocol PlayerClock: Sendable {
    /// The current instant.
    var now: Date { get }
}

/// The system's wall clock: what the app uses.
public struct SystemClock: PlayerClock {
    public init() {}

    public var now: Date { Date() }
}
