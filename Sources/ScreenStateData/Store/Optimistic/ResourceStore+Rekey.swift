import Foundation
import ScreenStateCore

extension ResourceStore {
  /// Replaces the entity of type `E` created under `temporaryID` (offline, before the server gave it an id) with
  /// `entity`, the server's, in every cached value that holds it: in place, so a list keeps one row where it was and
  /// never shows it twice or not at all. The optimistic patches of the temporary id (an edit made offline) change
  /// the server's id from now on, and a patch of the temporary id made later changes the server's too. A value that
  /// held the server's entity already gets it as given. Returns the keys changed.
  ///
  /// ```swift
  /// let post = try await api.create(draft)              // the server's id for draft.id, say -1
  /// store.rekeyEntity(Post.self, from: draft.id, to: post)
  /// ```
  ///
  /// An ``Outbox`` does it for a mutation that declares what it creates (see ``OutboxCreate``), in the same step that
  /// keeps the create's optimistic update. Variants of the entity (see ``EntityVariant``) are not re-keyed.
  @discardableResult
  public func rekeyEntity<E: Identifiable>(_ type: E.Type, from temporaryID: E.ID, to entity: E) -> [ResourceKey]
  where E.ID: Codable {
    guard temporaryID != entity.id else { return modifyEntitiesOfType(E.self, id: temporaryID) { $0 = entity } }
    retargetPatches(E.self, from: temporaryID, to: entity.id)
    var keys: [ResourceKey] = []
    for holder in entityIndex.holders(of: E.self, hash: temporaryID.hashValue) {
      guard holder.entry.rekeyEntity(E.self, from: temporaryID, to: entity, in: &entityIndex) else { continue }
      use(holder.entry)
      keys.append(holder.entry.key)
    }
    // A value that held the server's entity already (loaded after the server made it) gets it as answered, with the
    // changes now pointed at it.
    for holder in entityIndex.holders(of: E.self, hash: entity.id.hashValue) where !keys.contains(holder.entry.key) {
      if holder.entry.rekeyEntity(E.self, from: entity.id, to: entity, in: &entityIndex) {
        use(holder.entry)
        keys.append(holder.entry.key)
      }
      applyPinned(to: holder.entry)
    }
    return keys
  }

  /// Points the pending and pinned patches of the entity of type `E` with id `temporaryID` at `serverID`, and the
  /// patches made from now on of `temporaryID` too: the first step of ``rekeyEntity(_:from:to:)``, which a create
  /// takes before its own patches are settled, so that no value is ever folded with them pointing at an id it no
  /// longer holds.
  func retargetPatches<E: Identifiable>(_ type: E.Type, from temporaryID: E.ID, to serverID: E.ID)
  where E.ID: Codable {
    if let data = try? JSONEncoder().encode(serverID) {
      rekeyedIDs[OutboxScope.entityKey(E.self, id: temporaryID)] = data
    }
    // Every pending patch of an outbox's change is pinned or unpinned: its change, shared by every value it is
    // pending over, now names the server's id, before the values are changed (and folded again) under it.
    for patch in Array(pinned.values) + Array(unpinned.values) {
      guard case .entity(let change) = patch.target, let change = change as? EntityChange<E>, change.id == temporaryID
      else { continue }
      change.retarget(to: serverID)
    }
  }

  /// Records that the entity whose temporary id has the entity key `temporaryKey` is `serverID` (JSON) on the server,
  /// as ``rekeyEntity(_:from:to:)`` does, for changes made from now on: what an ``Outbox`` read at launch.
  func recordRekeyed(_ temporaryKey: String, serverID: Data) {
    rekeyedIDs[temporaryKey] = serverID
  }

  /// The server's id of the entity of type `E` created under `id`, once re-keyed; `id` otherwise.
  func resolvedEntityID<E: Identifiable>(_ type: E.Type, _ id: E.ID) -> E.ID {
    guard !rekeyedIDs.isEmpty, let data = rekeyedIDs[OutboxScope.entityKey(E.self, id: id)] else { return id }
    return Self.decode(E.ID.self, from: data) ?? id
  }

  /// `data` decoded as a `T`, when `T` is decodable.
  static func decode<T>(_ type: T.Type, from data: Data) -> T? {
    guard let decodable = T.self as? any Decodable.Type else { return nil }
    return (try? JSONDecoder().decode(decodable, from: data)) as? T
  }
}
