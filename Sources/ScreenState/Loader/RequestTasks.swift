/// The tasks of a loader's requests still running: almost always one, so a small array whose storage is
/// kept between requests, instead of a dictionary that allocates for each.
struct RequestTasks {
  private var entries: [(request: RequestID, task: Task<Void, Never>)] = []

  subscript(request: RequestID) -> Task<Void, Never>? {
    entries.first { $0.request == request }?.task
  }

  var first: Task<Void, Never>? { entries.first?.task }

  mutating func insert(_ task: Task<Void, Never>, for request: RequestID) {
    entries.append((request, task))
  }

  mutating func remove(_ request: RequestID) {
    entries.removeAll { $0.request == request }
  }

  func cancelAll() {
    for entry in entries { entry.task.cancel() }
  }
}
