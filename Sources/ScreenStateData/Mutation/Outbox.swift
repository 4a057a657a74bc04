import Foundation
import Observation
import ScreenStateCore

/// Keeps an app's changes until the server has them: a like made offline, in a tunnel, or just before the app was
/// killed is saved, shown at once, and sent in order when the network returns or on the next launch.
///
/// Make one outbox on the store, and give it to the mutations whose changes must never be lost, each under a name
/// that stays the same from launch to launch:
///
/// ```swift
/// let outbox = Outbox(store)                                   // saved with the store's persistence
/// let like = Mutation<Int, Post, any Error>(
///   "like the post", configuration: store.configuration, queuedIn: outbox, as: "like",
///   optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }]
/// ) { postID, submission in
///   try await api.like(postID, idempotencyKey: submission.rawValue)   // the same key each time it is sent
/// }
/// Text("\(outbox.pendingCount) waiting to be sent")          // a badge
/// ```
///
/// - **Saved before it is sent.** A submission is appended to a journal in the store's persistence (see
///   ``ResourcePersistence/appendToJournal(_:for:)``) before it is sent, and its answer after it, so a process killed
///   at any point loses nothing: on the next launch its mutation sends it again, with the same ``SubmissionID``. A
///   server that applies each id once then applies each change exactly once. Each change of the queue is one record
///   appended, so a change costs the same however many wait; the journal is rewritten as the changes that remain
///   once it has grown to twice their number. The store's values waiting for their ``ResourceStore/saveInterval``
///   are written with it, so a relaunch after a kill shows the change over the values it was made on.
/// - **In order within a scope, one at a time.** Each change is sent after the earlier changes of its
///   ``OutboxScope``, across mutations: by default the entities its optimistic update names (two likes of a post go
///   in order; a like of another post does not wait for them). A failure that trying again can fix (no network, a
///   timeout, a 5xx, a 429; the configuration's classifier decides) keeps the change queued, with its optimistic
///   update shown, and holds the later changes of its scope back for a backoff (`min(1 s × 2ⁿ⁻¹, 60 s)`, or the
///   server's `Retry-After`); other scopes go on. A refusal (a 4xx) rolls its update back and leaves it
///   ``OutboxEntry/Status/failed(_:)``: ``retry(_:)`` or ``discard(_:)``; the mutation's screen shows it.
/// - **Changes that cancel out.** A mutation's `combining` rule drops a change never sent that the next one of its
///   scope cancels out or replaces (see ``OutboxCombination``): a like then an unlike send nothing, two edits of a
///   title the last.
/// - **Items created offline.** A mutation that declares what it creates (see ``OutboxCreate``) shows the item at once
///   under a temporary id (``temporaryID()``); the changes naming it wait for it, and once it is answered its copies
///   take the server's id in place and the changes waiting send it (``resolvedID(_:_:)``).
/// - **No wiring.** Nothing is sent while the configuration's connectivity monitor says the network is down, or
///   while the app is in the background; the network coming back, the app becoming active, and each launch (a
///   mutation registering) send what waits.
/// - **Memory only** when the store has no persistence: changes still wait for the network, but a killed process
///   loses them.
///
/// Create the outbox and its mutations once, for the life of the app (in its dependencies, not per screen).
@MainActor
public final class Outbox: Observable {
  /// The key the changes are saved under in the store's persistence: its journal is `key.appending("journal")`.
  public let key: ResourceKey
  /// The store whose persistence keeps the changes, and whose configuration's connectivity monitor and app
  /// activity say when to send them.
  public let store: ResourceStore

  private var queue: OutboxQueue
  /// Submitted changes being written, not yet in ``queue``: a change is sent only once it is on disk.
  private var staged: [(record: OutboxRecord, generation: UInt64)] = []
  /// Where the changes are saved; `nil` without a persistence.
  private let journal: OutboxJournal?
  /// The journal's records not handed to the writer yet, in order.
  private var unsaved: [OutboxJournal.Entry] = []
  /// How many records the journal holds once the writer is done.
  private var journalLength = 0
  private var senders: [String: WeakSender] = [:]
  /// The server's ids of the items created under temporary ids, by the temporary id's entity key.
  private(set) var creations: [String: OutboxCreation] = [:]
  /// The submissions whose callers await how they end, and the endings that came before the caller waited.
  private var awaiting: Set<SubmissionID> = []
  private var waiters: [SubmissionID: CheckedContinuation<OutboxResolution, Never>] = [:]
  private var endings: [SubmissionID: OutboxResolution] = [:]
  private var drainTask: Task<Void, Never>?
  private var writerTask: Task<Void, Never>?
  private var generation: UInt64 = 0
  private var writtenGeneration: UInt64 = 0
  private var writeWaiters: [(generation: UInt64, continuation: CheckedContinuation<Void, Never>)] = []
  private var timer: TimerQueue.Handle?
  /// Released with the outbox, which ends them; its timer, held weakly by the queue, then wakes no one.
  private var subscriptions: [ChangeSubscription] = []
  private let registrar = ObservationRegistrar()

  private struct WeakSender {
    weak var sender: (any OutboxSending)?
  }

  /// Creates the outbox of `store`, with the changes an earlier launch saved under `key` (read now, on the main
  /// actor); they are sent once their mutations are made.
  ///
  /// - Parameters:
  ///   - store: The store whose persistence keeps the changes, and whose configuration says when the network and
  ///     the app allow sending.
  ///   - key: Where the changes are saved; use a key none of the store's resources uses.
  ///
  /// One outbox per persistence location and key in a process: a second one while the first is alive (on this
  /// store, or on another store whose persistence is at the same ``ResourcePersistence/location``) would send the
  /// same changes again, and stops the program with a message naming the key.
  public init(_ store: ResourceStore, key: ResourceKey = "screenstate-outbox") {
    self.store = store
    self.key = key
    if let persistence = store.persistence {
      let journal = OutboxJournal(persistence: persistence, outboxKey: key)
      let saved = journal.load(legacyKey: key)
      self.journal = journal
      queue = OutboxQueue(records: saved.records)
      journalLength = saved.length
      for creation in saved.creations {
        creations[creation.temporaryKey] = creation
        store.recordRekeyed(creation.temporaryKey, serverID: creation.serverID)
      }
    } else {
      journal = nil
      queue = OutboxQueue()
    }
    if let location = store.persistence?.location,
      let conflict = OutboxPlaces.claim(OutboxPlaces.Place(location: location, key: key), for: self)
    {
      preconditionFailure(conflict)
    }
    store.outboxes.append(WeakOutbox(outbox: self))
    if let connectivity = store.configuration.connectivity {
      subscriptions.append(
        connectivity.observe { [weak self] path in
          guard path.isReachable else { return }
          self?.sendNow()
        })
    }
    subscriptions.append(
      store.configuration.activity.observe { [weak self] isActive in
        guard isActive else { return }
        self?.drain()
      })
  }

  // MARK: - State

  /// Every change kept, in the order it is sent: queued, being sent, or failed.
  public var entries: [OutboxEntry] {
    registrar.access(self, keyPath: \.entries)
    return queue.items.map { Self.entry($0.record, phase: $0.phase) }
      + staged.map { Self.entry($0.record, phase: .queued) }
  }

  /// How many changes wait to be sent or are being sent (failed ones left out): what a badge shows.
  public var pendingCount: Int {
    registrar.access(self, keyPath: \.entries)
    return staged.count + queue.items.count { $0.phase != .failed }
  }

  /// Whether no change is kept at all.
  public var isEmpty: Bool {
    registrar.access(self, keyPath: \.entries)
    return staged.isEmpty && queue.items.isEmpty
  }

  private static func entry(_ record: OutboxRecord, phase: OutboxQueue.ChangePhase) -> OutboxEntry {
    let status: OutboxEntry.Status =
      switch phase {
      case .queued: .queued(lastFailure: record.lastFailure)
      case .sending: .sending
      case .failed: .failed(record.lastFailure ?? FailureClassification(kind: .unknown, isRetryable: false))
      }
    return OutboxEntry(
      id: record.id, mutation: record.mutation, submittedAt: record.createdAt, attempts: record.attempts,
      status: status, summary: record.summary, input: record.input)
  }

  // MARK: - Commands

  /// Queues the failed change `id` again, its optimistic update shown again, to be sent in its place in the order;
  /// does nothing unless it failed.
  public func retry(_ id: SubmissionID) {
    guard queue.retry(id), let record = queue.item(id)?.record else { return }
    senders[record.mutation]?.sender?.settle(id, as: .retried)
    settleDependents(of: record, as: .retried)
    changed()
    persistSoon(.put(record: record))
    drain()
  }

  /// Removes change `id` for good, rolling back its optimistic update if it is still shown; a change being sent
  /// cannot be discarded (its answer decides). Discarding a create (see ``OutboxCreate``) discards the changes that
  /// name what it creates too: the server will never know its id.
  public func discard(_ id: SubmissionID) {
    guard let item = removeUnsent(id) else { return }
    senders[item.record.mutation]?.sender?.settle(id, as: .discarded(wasFailed: item.phase == .failed))
    changed()
    persistSoon(.remove(id: id))
    resolve(id, .discarded)
    if let created = item.record.creates {
      for dependent in queue.dependents(of: created, except: id) { discard(dependent) }
    }
  }

  /// Sends what waits now (a person's "Send now", the network coming back): ends a backoff, and a send in flight
  /// that fails and keeps its change queued then imposes none, so what waits, that change first, is sent again at
  /// once. The network and the app still have to allow it.
  public func sendNow() {
    queue.resumeNow()
    disarm()
    drain()
  }

  /// Returns once no change is being sent and nothing is being written, as a loader's `waitUntilSettled()` returns
  /// once no request is in flight: every change is then sent, or waits (for the network, the app, a backoff or a
  /// retry) or failed. ``pendingCount`` says whether any still waits. For tests and scripts.
  public func waitUntilSettled() async {
    while true {
      if let drainTask {
        await drainTask.value
      } else if let writerTask {
        await writerTask.value
      } else {
        return
      }
    }
  }

  /// Discards every change, each rolled back (the one being sent cancelled, its answer ignored), and returns how many
  /// there were, once that is on disk: what ``ResourceStore/removeAll(discardingUnsentChanges:)`` does at logout.
  func removeAll() async -> Int {
    var count = 0
    // A change submitted meanwhile joins the queue once written: removed on the next turn.
    while !(queue.items.isEmpty && staged.isEmpty) {
      count += queue.items.count
      for change in queue.removeAll() {
        senders[change.record.mutation]?.sender?.settle(
          change.record.id, as: .discarded(wasFailed: change.phase == .failed))
        persistSoon(.remove(id: change.record.id))
        resolve(change.record.id, .discarded)
      }
      changed()
      await written(upTo: generation)
    }
    creations.removeAll()
    disarm()
    return count
  }

  /// Deprecated: ``waitUntilSettled()``, whose name says that changes may still wait when it returns.
  @available(*, deprecated, renamed: "waitUntilSettled()")
  public func waitUntilIdle() async {
    await waitUntilSettled()
  }

  // MARK: - Mutations

  /// The change `id` and where it stands, if the outbox keeps it.
  func change(_ id: SubmissionID) -> OutboxQueue.Change? { queue.item(id) }

  /// Registers the mutation that sends the changes named `name`; returns the changes of that name an earlier launch
  /// kept (queued or failed), and sends what waits.
  func register(_ sender: any OutboxSending, as name: String) -> [OutboxQueue.Change] {
    if let existing = senders[name]?.sender, existing !== sender {
      preconditionFailure(
        "Outbox: two live mutations are registered as \"\(name)\"; make each mutation of an outbox once, under a name "
          + "of its own")
    }
    senders[name] = WeakSender(sender: sender)
    drain()
    return queue.items.filter { $0.record.mutation == name }
  }

  /// Saves `record` at the end of the queue, sends it in its turn once it is on disk, and returns how it ended: sent
  /// (succeeded or failed for good), queued (it waits for the network, the app or a backoff), or discarded.
  ///
  /// `combining` says how it combines with the change of its mutation and scope waiting right before it, never sent
  /// (see ``OutboxQueue/combinable(with:after:)``): a change dropped is settled as a discarded one, and dropping both
  /// returns `discarded` once that is on disk.
  func submit(_ record: OutboxRecord, combining: ((OutboxRecord) -> OutboxCombination)? = nil) async
    -> OutboxResolution
  {
    var record = record
    // A change made with the temporary id of an item the server has created since waits in the server's id's scope.
    for creation in creations.values { record = OutboxQueue.rekeyed(record, creation) }
    var replaced: SubmissionID?
    if let combining, let earlier = queue.combinable(with: record, after: staged.lazy.map(\.record)) {
      let combination = combining(earlier)
      if combination != .keepBoth, let dropped = removeUnsent(earlier.id)?.record {
        // Saved in one record with the later change (alone when both go), after the earlier one's, so a process
        // killed before it is written still has the earlier change, and the later one was never submitted.
        replaced = dropped.id
        senders[dropped.mutation]?.sender?.settle(dropped.id, as: .discarded(wasFailed: false))
        resolve(dropped.id, .discarded)
      }
      if combination == .dropBoth {
        senders[record.mutation]?.sender?.settle(record.id, as: .discarded(wasFailed: false))
        changed()
        if let replaced { persistSoon(.remove(id: replaced)) }
        await written(upTo: generation)
        return .discarded
      }
    }
    awaiting.insert(record.id)
    persistSoon(replaced.map { .replace(id: $0, with: record) } ?? .put(record: record))
    staged.append((record, generation))
    changed()
    await written(upTo: generation)
    drain()
    return await resolution(of: record.id)
  }

  /// Removes the change `id` unless it is being sent: queued, failed, or still being written.
  private func removeUnsent(_ id: SubmissionID) -> OutboxQueue.Change? {
    if let index = staged.firstIndex(where: { $0.record.id == id }) {
      return OutboxQueue.Change(record: staged.remove(at: index).record, phase: .queued)
    }
    return queue.discard(id)
  }

  /// Queues the failed change `id` again and returns how it then ends; `nil` when it had not failed.
  func retryAndWait(_ id: SubmissionID) async -> OutboxResolution? {
    guard queue.item(id)?.phase == .failed else { return nil }
    awaiting.insert(id)
    retry(id)
    return await resolution(of: id)
  }

  /// The resolution of a submission awaited.
  private func resolution(of id: SubmissionID) async -> OutboxResolution {
    if let ending = endings.removeValue(forKey: id) {
      awaiting.remove(id)
      return ending
    }
    return await withCheckedContinuation { waiters[id] = $0 }
  }

  private func resolve(_ id: SubmissionID, _ resolution: OutboxResolution) {
    guard awaiting.contains(id) else { return }
    if let waiter = waiters.removeValue(forKey: id) {
      awaiting.remove(id)
      waiter.resume(returning: resolution)
    } else {
      endings[id] = resolution
    }
  }

  // MARK: - Sending

  /// Starts sending what can be sent, unless it is under way.
  private func drain() {
    guard drainTask == nil else { return }
    drainTask = Task { @MainActor in
      await self.sendWhatCan()
      self.drainTask = nil
    }
  }

  /// Sends one change after the other while one can be sent; then tells the callers of those left queued.
  private func sendWhatCan() async {
    while true {
      let next = queue.next(
        now: timers.now, isReachable: store.configuration.connectivity?.path.isReachable ?? true,
        isActive: store.configuration.activity.isActive || sendsInBackground,
        canSend: { senders[$0]?.sender != nil })
      switch next {
      case .send(let id):
        await send(id)
      case .wait(let until):
        arm(at: until)
        parkWaiters()
        return
      case .busy, .waitForNetwork, .waitForActivity, .idle:
        parkWaiters()
        return
      }
    }
  }

  private func send(_ id: SubmissionID) async {
    guard senders[queue.item(id)?.record.mutation ?? ""]?.sender != nil, let record = queue.startSending(id) else {
      return
    }
    changed()
    // Its attempt is on disk before it goes: a process killed from now on relaunches knowing the server may have
    // it, so its update is no longer shown over the server's values (which may hold it) as if never sent.
    persistSoon(.put(record: record))
    await written(upTo: generation)
    // Removed meanwhile (a logout): never sent.
    guard queue.item(id)?.phase == .sending else { return }
    guard let sender = senders[record.mutation]?.sender else {
      _ = queue.ended(id, with: .interrupted, now: timers.now)
      changed()
      return
    }
    let result = await sender.send(record)
    guard let ending = queue.ended(id, with: result, now: timers.now) else { return }
    var removed = false  // by the record that saves the server's id of what it created
    switch ending {
    case .succeeded:
      if let creates = record.creates, let created = sender.created(id) {
        await saveCreation(
          OutboxCreation(submission: id, temporaryKey: creates, serverKey: created.key, serverID: created.id))
        removed = true
      }
      sender.settle(id, as: .succeeded)
      resolve(id, .succeeded)
    case .failed:
      sender.settle(id, as: .failed)
      resolve(id, .failed)
      settleDependents(of: record, as: .heldBack)
    case .requeued:
      let certainlyUnsent = queue.item(id).map { OutboxQueue.isCertainlyUnsent($0.record) } ?? false
      sender.settle(id, as: .requeued(certainlyUnsent: certainlyUnsent))
      resolve(id, .queued)
    case .cancelled:
      sender.settle(id, as: .cancelled)
      resolve(id, .discarded)
    }
    changed()
    guard !removed else { return }
    switch ending {
    case .succeeded, .cancelled: persistSoon(.remove(id: id))  // it left the queue: not looked for among the rest
    case .failed, .requeued: persistSoon(queue.item(id).map { .put(record: $0.record) } ?? .remove(id: id))
    }
  }

  /// Settles as `ending` the queued changes that name what `record` creates, if it creates something: held back
  /// (rolled back while it is refused), or shown again after it (retried).
  private func settleDependents(of record: OutboxRecord, as ending: OutboxEnding) {
    guard let created = record.creates else { return }
    for id in queue.dependents(of: created, except: record.id) {
      guard let dependent = queue.item(id), dependent.phase == .queued else { continue }
      senders[dependent.record.mutation]?.sender?.settle(id, as: ending)
    }
  }

  /// Saves the server's id of what a create made, in the record that removes the create, and waits until it is on
  /// disk: only then does the store show the server's entity (and may save it), so a process killed before has the
  /// create still, sends it again with the same id and gets the same answer, and never shows the item twice. The
  /// changes kept wait in the server's id's scope from now on.
  private func saveCreation(_ creation: OutboxCreation) async {
    creations[creation.temporaryKey] = creation
    queue.rekey(creation)
    for index in staged.indices { staged[index].record = OutboxQueue.rekeyed(staged[index].record, creation) }
    persistSoon(.created(creation))
    await written(upTo: generation)
    // The store resolves the temporary id only from the turn its copies are re-keyed: a change made meanwhile finds
    // the item under the temporary id its copies still show.
    store.recordRekeyed(creation.temporaryKey, serverID: creation.serverID)
  }

  /// Tells the callers whose changes still wait that they are queued.
  private func parkWaiters() {
    for id in awaiting where queue.item(id)?.phase == .queued { resolve(id, .queued) }
  }

  // MARK: - Saving

  /// Adds `entry` to the journal's next append, without waiting; ``written(upTo:)`` with the current ``generation``
  /// waits for it.
  private func persistSoon(_ entry: OutboxJournal.Entry) {
    unsaved.append(entry)
    generation &+= 1
    startWriting()
  }

  /// Waits until the journal as of `target` is written.
  private func written(upTo target: UInt64) async {
    startWriting()
    guard writtenGeneration < target else { return }
    await withCheckedContinuation { writeWaiters.append((target, $0)) }
  }

  /// Appends the records waiting until none is left, one append at a time, each with every record that came
  /// meanwhile, so a burst of submissions is a few appends, not one each. A journal grown to twice the changes it
  /// keeps is rewritten as those changes instead.
  private func startWriting() {
    guard writerTask == nil else { return }
    writerTask = Task { @MainActor in
      while self.writtenGeneration < self.generation {
        let target = self.generation
        let entries = self.unsaved
        self.unsaved.removeAll(keepingCapacity: true)
        // The values the changes show over are saved with them: after a kill, the relaunch shows them over those.
        let savesValues = self.store.handOffSaves()
        if let journal = self.journal {
          let live = self.queue.items.count + self.staged.count
          if OutboxJournal.shouldCompact(length: self.journalLength, adding: entries.count, live: live) {
            // Every entry taken is already in the queue and the staged changes, which are the whole outbox now.
            let records = self.queue.records + self.staged.map(\.record)
            // The server's ids are kept while changes are: one of them may name a temporary id.
            let creations = records.isEmpty ? [] : Array(self.creations.values)
            self.journalLength = records.count + creations.count
            await journal.replace(with: records, creations: creations)
          } else {
            self.journalLength += entries.count
            await journal.append(entries)
          }
        }
        if savesValues { await self.store.waitForSaves() }
        self.didWrite(upTo: target)
      }
      self.writerTask = nil
    }
  }

  /// The journal as of `target` is on disk: its staged changes join the queue, and the callers waiting for it resume.
  private func didWrite(upTo target: UInt64) {
    writtenGeneration = target
    let admitted = staged.prefix { $0.generation <= target }
    if !admitted.isEmpty {
      staged.removeFirst(admitted.count)
      for (record, _) in admitted { queue.append(record) }
    }
    var waiting: [CheckedContinuation<Void, Never>] = []
    writeWaiters.removeAll { waiter in
      guard waiter.generation <= target else { return false }
      waiting.append(waiter.continuation)
      return true
    }
    for continuation in waiting { continuation.resume() }
  }

  // MARK: - Background

  /// Whether a change is being sent or written: what the app, going to the background, asks for time to finish.
  var isBusy: Bool { drainTask != nil || writerTask != nil }

  /// Whether changes are sent while the app is in the background, as while it is active: while the system has woken
  /// the app to send them (``OutboxBackgroundSending``). Turned on, it sends what waits.
  var sendsInBackground = false {
    didSet { if sendsInBackground, !oldValue { drain() } }
  }

  /// Stops the send in flight, its change kept queued (sent again later, with the same id: the server may have it),
  /// as when the system takes the app's background time back.
  func interruptSending() {
    for item in queue.items where item.phase == .sending {
      senders[item.record.mutation]?.sender?.interrupt(item.record.id)
    }
  }

  // MARK: - Timer

  /// The store's timer queue: its time line is the one the store's keys use.
  private var timers: TimerQueue { store.timers }

  private func arm(at deadline: Duration) {
    disarm()
    timer = timers.schedule(at: deadline, target: self, token: 0)
  }

  private func disarm() {
    guard let timer else { return }
    timers.cancel(timer)
    self.timer = nil
  }

  /// What the outbox is doing, for a test that finds it stuck.
  var debugDescription: String {
    "drain \(drainTask != nil), writer \(writerTask != nil), written \(writtenGeneration)/\(generation), "
      + "staged \(staged.count), awaiting \(awaiting.count), resumeAt \(String(describing: queue.resumeAt)), "
      + "timer \(timer != nil), now \(timers.now)"
  }

  private func changed() {
    registrar.willSet(self, keyPath: \.entries)
    registrar.didSet(self, keyPath: \.entries)
  }
}

extension Outbox: TimerTarget {
  package func timerFired(_ token: UInt64) {
    timer = nil
    drain()
  }
}

/// How a submission given to an ``Outbox`` ended, for the caller waiting for it.
enum OutboxResolution: Equatable {
  /// The server accepted it.
  case succeeded
  /// It failed for good (rolled back, kept as failed).
  case failed
  /// It waits in the outbox: the network, the app, a backoff.
  case queued
  /// It was discarded or cancelled.
  case discarded
}

/// What sends an ``Outbox``'s changes of one name: a ``Mutation`` made with `queuedIn:as:`, which owns each change.
@MainActor
protocol OutboxSending: AnyObject {
  /// Sends change `record` once and reports how that went; its optimistic updates stay as they are.
  func send(_ record: OutboxRecord) async -> OutboxSendResult
  /// Settles change `id` as the outbox decided.
  func settle(_ id: SubmissionID, as ending: OutboxEnding)
  /// Stops the send of change `id` in flight: it ends as interrupted (not cancelled), to be sent again later.
  func interrupt(_ id: SubmissionID)
  /// The server's entity key and id (as JSON) of the item change `id`, a create just answered, created; `nil` when
  /// it creates none.
  func created(_ id: SubmissionID) -> (key: String, id: Data)?
}

/// What the outbox decided about one of its changes, for the mutation that owns it.
enum OutboxEnding: Equatable {
  /// The server accepted it: it left the outbox.
  case succeeded
  /// The server refused it for good: it stays, failed, until retried or discarded.
  case failed
  /// It waits to be sent again; `certainlyUnsent` when none of its sends may have reached the server.
  case requeued(certainlyUnsent: Bool)
  /// It was cancelled while being sent: it left the outbox.
  case cancelled
  /// It failed for good and is queued again; or it waits for a create queued again, after which it shows again.
  case retried
  /// It waits for a create refused for good: rolled back meanwhile, it stays queued.
  case heldBack
  /// It left the outbox unsent; `wasFailed` when it had failed for good (rolled back already).
  case discarded(wasFailed: Bool)
}
