import Observation
import ScreenStateCore

/// Watches a ``ResourceStore`` (and any ``Mutation``s you give it) through their events, and describes what the
/// store holds as an ``InspectorSnapshot``: the model of the terminal and SwiftUI inspectors, for debug builds.
///
/// ```swift
/// let inspector = StoreInspector(store)
/// inspector.watch(like, as: "like post/3")
/// …
/// let snapshot = inspector.snapshot()     // keys, state, age, staleness, subscribers, bytes, timelines, requests
/// ```
///
/// The inspector observes the store's ``ResourceStore/events`` from its creation until ``stop()`` or its release;
/// reading the store for a snapshot neither subscribes to a key nor counts as a use. It is `Observable`: reading
/// ``eventCount`` (as ``snapshot()`` does) inside an observation redraws on each event, and a snapshot also reads
/// each key's state, so a change of state redraws too.
@MainActor
public final class StoreInspector: Observable {
  /// The store inspected.
  public let store: ResourceStore
  /// How many of the latest events each key keeps.
  public let eventsPerKey: Int
  /// How many of the latest requests each key keeps.
  public let requestsPerKey: Int
  /// How many evicted keys are remembered.
  public let evictedKept: Int

  private var records: [InspectorSnapshot.Section.Subject: InspectorRecord] = [:]
  /// The mutations watched, in the order they were first watched.
  private var mutationNames: [String] = []
  private var storeSubscription: LoadEventSubscription?
  private var mutationSubscriptions: [LoadEventSubscription] = []
  private var count = 0
  private let registrar = ObservationRegistrar()

  /// Starts inspecting `store`.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - eventsPerKey: How many of the latest events each key keeps; 12 by default.
  ///   - requestsPerKey: How many of the latest requests each key keeps; 4 by default.
  ///   - evictedKept: How many evicted keys are remembered; 20 by default.
  public init(_ store: ResourceStore, eventsPerKey: Int = 12, requestsPerKey: Int = 4, evictedKept: Int = 20) {
    self.store = store
    self.eventsPerKey = max(eventsPerKey, 1)
    self.requestsPerKey = max(requestsPerKey, 1)
    self.evictedKept = max(evictedKept, 0)
    storeSubscription = store.events.observe { [weak self] event in
      guard let key = event.key else { return }
      self?.record(event, as: .key(key))
    }
  }

  /// Also records the submissions of `mutation`, under `name` (its ``Mutation/actionName`` by default). Watching a
  /// new mutation under a name already used (the like of a post opened again) continues that entry.
  public func watch<Input, Output, Failure>(_ mutation: Mutation<Input, Output, Failure>, as name: String? = nil) {
    let name = name ?? mutation.actionName?.text ?? "mutation"
    if !mutationNames.contains(name) { mutationNames.append(name) }
    mutationSubscriptions.removeAll { !$0.isActive }
    mutationSubscriptions.append(
      mutation.events.observe { [weak self] event in
        self?.record(event, as: .mutation(name))
      })
  }

  /// Stops observing; the snapshot keeps what was recorded.
  public func stop() {
    storeSubscription?.cancel()
    storeSubscription = nil
    for subscription in mutationSubscriptions { subscription.cancel() }
    mutationSubscriptions.removeAll()
  }

  /// How many events the inspector has heard; reading it inside an observation tracks it.
  public var eventCount: Int {
    registrar.access(self, keyPath: \.eventCount)
    return count
  }

  /// What the store holds now, with what the inspector heard.
  public func snapshot() -> InspectorSnapshot {
    let eventCount = eventCount
    var sections: [InspectorSnapshot.Section] = []
    var kept: Set<ResourceKey> = []
    for info in store.entryInfos() {
      kept.insert(info.key)
      sections.append(section(.key(info.key), info: info))
    }
    let evicted = records.compactMap { subject, record -> (ResourceKey, InspectorRecord)? in
      guard case .key(let key) = subject, !kept.contains(key), record.evicted != nil else { return nil }
      return (key, record)
    }
    for (key, _) in evicted.sorted(by: { $0.0.path < $1.0.path }) {
      sections.append(section(.key(key), info: nil))
    }
    for name in mutationNames {
      sections.append(section(.mutation(name), info: nil))
    }
    let mostRecent = records.max { $0.value.lastSequence < $1.value.lastSequence }?.key
    return InspectorSnapshot(
      time: store.currentTime, sections: sections, eventCount: eventCount,
      mostRecent: mostRecent.flatMap { subject in sections.contains { $0.subject == subject } ? subject : nil })
  }

  // MARK: - Recording

  private func section(_ subject: InspectorSnapshot.Section.Subject, info: ResourceStore.EntryInfo?)
    -> InspectorSnapshot.Section
  {
    guard let record = records[subject] else { return InspectorSnapshot.Section(subject: subject, info: info) }
    return InspectorSnapshot.Section(
      subject: subject, info: info, evicted: info == nil ? record.evicted : nil, bytesSaved: record.bytesSaved,
      saves: record.saves, timeline: record.timeline, requests: record.requests.traces,
      lastEventAt: record.lastEventAt)
  }

  private func record(_ event: LoadEvent, as subject: InspectorSnapshot.Section.Subject) {
    registrar.withMutation(of: self, keyPath: \.eventCount) {
      count += 1
      var record =
        records.removeValue(forKey: subject)
        ?? InspectorRecord(eventLimit: eventsPerKey, requestLimit: requestsPerKey)
      record.record(event, sequence: count)
      records[subject] = record
      if case .evicted = event.kind { forgetOldEvictions() }
    }
  }

  /// Keeps the records of at most ``evictedKept`` evicted keys, the latest evicted.
  private func forgetOldEvictions() {
    let evicted = records.filter { $0.value.evicted != nil }
    guard evicted.count > evictedKept else { return }
    for (subject, _) in evicted.sorted(by: { $0.value.lastSequence < $1.value.lastSequence })
      .prefix(evicted.count - evictedKept)
    {
      records[subject] = nil
    }
  }
}
