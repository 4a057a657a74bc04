import ScreenStateCore

extension LoadEntry {
  /// A request of a key fed by a conditional exchange succeeded: "not modified" keeps the value shown and renews its
  /// freshness without a new value (nothing saved, no value revision, only the end of the request shown); a new
  /// value is the answer as for any key, with its validators and cache directives kept.
  func finishValidated(
    _ request: RequestID, with outcome: RequestOutcome<Value, Failure>, _ validation: ValidationState<Value>
  ) {
    let answer = validation.takeAnswer()
    if case .notModified(let cache)? = answer {
      guard update({ $0.finishNotModified(request) }), let record else { return }
      eventSource.emit { LoadEvent(.notModified, request: request, time: runner.timers.now) }
      record.store?.entryNotModified(self, request: request, cache: cache)
      return
    }
    guard update({ $0.finish(request, with: outcome) }), let record else { return }
    if case .modified(let validators, let cache)? = answer {
      if let value = machine.state.value { validation.keep(value, validators) }
      record.metadata.freshFor = cache.freshFor
      record.metadata.noStore = cache.noStore
    }
    record.store?.entryEnded(self, part: .value, request: request, succeeded: true)
  }
}
