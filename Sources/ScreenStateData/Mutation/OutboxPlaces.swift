import ScreenStateCore

/// The outboxes alive in this process, by where they keep their changes: a second outbox on the same persistence
/// location and key would hold and send the same changes as the first.
@MainActor
enum OutboxPlaces {
  /// Where an outbox keeps its changes.
  struct Place: Hashable {
    var location: PersistenceLocation
    var key: ResourceKey
  }

  private struct Holder {
    weak var outbox: AnyObject?
  }

  private static var alive: [Place: Holder] = [:]

  /// Takes `place` for `outbox`; returns why it cannot, when another outbox alive holds it.
  static func claim(_ place: Place, for outbox: AnyObject) -> String? {
    alive = alive.filter { $0.value.outbox != nil }
    if let other = alive[place]?.outbox, other !== outbox { return conflict(at: place) }
    alive[place] = Holder(outbox: outbox)
    return nil
  }

  /// The message of a second outbox on `place`.
  static func conflict(at place: Place) -> String {
    "Outbox: an outbox with key \"\(place.key)\" on \(place.location) is alive already; a second one would send its "
      + "changes again. Make one outbox per persistence and key, for the life of the app, and give it to every "
      + "mutation (or give this one another key)"
  }
}
