import Foundation
import ScreenState

/// Collects log lines from any thread.
final class LogLines: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  var lines: [String] { lock.withLock { storage } }

  var log: @Sendable (String) -> Void {
    { line in self.lock.withLock { self.storage.append(line) } }
  }
}

/// A fresh directory under the temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScreenStateStoreTests-\(UUID().uuidString)", isDirectory: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// Yields until `condition` holds, for at most `attempts` turns; returns whether it held.
@MainActor
func eventually(attempts: Int = 10_000, _ condition: () -> Bool) async -> Bool {
  for _ in 0..<attempts {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
