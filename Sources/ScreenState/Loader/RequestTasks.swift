/// The task of a request. It never throws, but is typed as throwing: `Task.init` wraps a non-throwing
/// operation in one more allocated thunk (a `Task<_, Never>` costs 4 mallocs, a throwing one 3).
typealias RequestTask = Task<Void, any Error>

/// The tasks of a loader's requests still running: almost always one, kept inline.
struct RequestTasks {
  private var entries = InlineFirstList<(request: RequestID, task: RequestTask)>()

  subscript(request: RequestID) -> RequestTask? {
    entries.first { $0.request == request }?.task
  }

  var first: RequestTask? { entries.first?.task }

  mutating func insert(_ task: RequestTask, for request: RequestID) {
    entries.append((request, task))
  }

  mutating func remove(_ request: RequestID) {
    entries.removeAll { $0.request == request }
  }

  func cancelAll() {
    // swift-format-ignore: ReplaceForEachWithForLoop
    // InlineFirstList is not a Sequence (an iterator would copy its inline element): its forEach is the way in.
    entries.forEach { $0.task.cancel() }
  }
}
