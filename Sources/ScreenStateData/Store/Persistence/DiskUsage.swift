import Foundation

/// The value files of a ``FileResourcePersistence`` with a size limit: how many bytes each holds and when it was last
/// written or read, so that the least recently used go first when the directory outgrows its limit. Built from the
/// directory's listing on first use (its files' modification dates give their first order); safe from any thread.
final class DiskUsage: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var files: [String: (bytes: Int, lastUse: UInt64)] = [:]
  private var total = 0
  private var uses: UInt64 = 0
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
      guard let file = files[name] else { return }
      uses += 1
      files[name] = (file.bytes, uses)
    }
  }

  /// `name` was written with `bytes`; returns the names to remove, least recently used first, so that the files fit
  /// in `limit` (never `name` itself).
  func wrote(_ name: String, bytes: Int, in directory: URL, limit: Int) -> [String] {
    lock.withLock {
      scanIfNeeded(directory)
      uses += 1
      total += bytes - (files.updateValue((bytes, uses), forKey: name)?.bytes ?? 0)
      guard total > limit else { return [] }
      var dropped: [String] = []
      for (other, file) in files.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where other != name {
        guard total > limit else { break }
        files[other] = nil
        total -= file.bytes
        dropped.append(other)
      }
      return dropped
    }
  }

  /// `name` was removed.
  func removed(_ name: String) {
    lock.withLock {
      guard let file = files.removeValue(forKey: name) else { return }
      total -= file.bytes
    }
  }

  /// Every file was removed.
  func removedAll() {
    lock.withLock {
      files.removeAll()
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
    for file in found where files[file.name] == nil {
      uses += 1
      files[file.name] = (file.bytes, uses)
      total += file.bytes
    }
  }
}
