import ScreenStateCore

extension Selection: SourceChangeObserver {
  /// The key's entry changed visibly: the part is computed again.
  package func sourceDidChange() {
    // An entry the store let go (evicted) may still report: the entry followed now is what counts.
    update()
  }
}

extension Selection: ChangeReportingSource {
  /// Calls `observer` after each change of ``value`` from now on, while `observer` lives.
  package func addChangeObserver(_ observer: any SourceChangeObserver) {
    changeObservers.removeAll { $0.observer == nil }
    changeObservers.append(WeakChangeObserver(observer: observer))
  }

  /// Counts the parts selected; reading it tracks nothing.
  package var valueRevision: UInt64 { changes }
}
