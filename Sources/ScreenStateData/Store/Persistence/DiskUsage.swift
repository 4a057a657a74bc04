import Foundation
import ScreenStateCore

/// The value files of a ``FileResourcePersistence`` with a size limit: how many bytes each holds and in which order
/// they were last written or read, so that the least recently used go first when the directory outgrows its limit.
/// Built from the directory's listing on first use (its files' modification dates give their first order); each
/// write or read then costs O(1), whatever the number of files. Safe from any thread.
final class DiskUsage: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var sizes: [String: Int] = [:]
  /// The file names (as keys of one component), least recently used first.
  private var order = RecencyList()
  private var total = 0
  private var isScanned = false

  /// The bytes the value files hold, once the directory is listed.
  func totalBytes(in directory: URL) -> Int {
    lock.withLock {
      scanIfNeeded(directory)
      return total
    }
  }

  /// `name` was read: it is now the most recently used.
  func used(_ name: String, in directory: URL) {
    lock.withLock {
      scanIfNeeded(directory)
      guard sizes[name] != nil else { return }
      order.touch(ResourceKey(components: [name]), at: .zero)
    }
  }

  /// `name` was written with `bytes`; returns the names to remove, least recently used first, so that the files fit
  /// in `limit` (never `name` itself).
  func wrote(_ name: String, bytes: Int, in directory: URL, limit: Int) -> [String] {
    lock.withLock {
      scanIfNeeded(directory)
      total += bytes - (sizes.updateValue(bytes, forKey: name) ?? 0)
      let key = ResourceKey(components: [name])
      order.remove(key)  // never dropped for itself
      var dropped: [String] = []
      while total > limit, let oldest = order.popOldest(), let other = oldest.components.first {
        total -= sizes.removeValue(forKey: other) ?? 0
        dropped.append(other)
      }
      order.touch(key, at: .zero)
      return dropped
    }
  }

  /// `name` was removed.
  func removed(_ name: String) {
    lock.withLock {
      guard let bytes = sizes.removeValue(forKey: name) else { return }
      total -= bytes
      order.remove(ResourceKey(components: [name]))
    }
  }

  /// Every file was removed.
  func removedAll() {
    lock.withLock {
      sizes.removeAll()
      order = RecencyList()
      total = 0
    }
  }

  private func scanIfNeeded(_ directory: URL) {
    guard !isScanned else { return }
    isScanned = true
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    let urls =
      (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
    let found = urls.filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasPrefix(".") }
      .map { url -> (name: String, bytes: Int, modified: Date) in
        let values = try? url.resourceValues(forKeys: Set(keys))
        return (url.lastPathComponent, values?.fileSize ?? 0, values?.contentModificationDate ?? .distantPast)
      }
      .sorted { $0.modified < $1.modified }
    for file in found where sizes[file.name] == nil {
      sizes[file.name] = file.bytes
      order.touch(ResourceKey(components: [file.name]), at: .zero)
      total += file.bytes
    }
  }
}
