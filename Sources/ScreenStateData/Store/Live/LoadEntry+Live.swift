import ScreenStateCore

extension LoadEntry {
  /// Elements of the key's live feed arrived: `change` makes the server's value now from the one known (`nil` when
  /// none is), under the optimistic changes still pending, which show over it again. A request in flight goes on.
  /// Nothing changes when `change` leaves no value.
  func receiveLive(renewsFreshness: Bool, _ change: (inout Value?) -> Void) {
    guard let record else { return }
    let layers = record.layers.flatMap { $0.isEmpty ? nil : $0 }
    var truth = layers?.base ?? value
    change(&truth)
    guard let truth else { return }
    let shown: Value
    if let layers {
      layers.replaceBase(truth)
      shown = layers.folded() ?? truth
    } else {
      shown = truth
    }
    if record.layout.notesShown { record.layout.noteShown(shown) }
    update { $0.receive(shown) }
    record.store?.entryReceived(self, truth, renewsFreshness: renewsFreshness)
  }

  /// The key's live feed failed and its retries gave up: the failure shows over the value, as a request nobody asked
  /// for shows it, unless a request is in flight.
  func failLive(
    _ failure: Failure, _ classification: FailureClassification, gaveUp reason: RetryDecision.GiveUpReason
  ) {
    let time = runner.timers.now
    guard update({ $0.failUnrequested(failure, classification: classification, reason: .live) }) else { return }
    eventSource.emit { LoadEvent(.failed(classification, reason: reason), time: time) }
  }
}
