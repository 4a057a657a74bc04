import Foundation
import ScreenStateCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension FileResourcePersistence {
  /// The file that holds the journal `key`: beside the values, named as `key`'s value file, ending in `.journal`.
  public func journalURL(for key: ResourceKey) -> URL {
    directory.appendingPathComponent(Self.journalFileName(for: key), isDirectory: false)
  }

  /// The name of `key`'s journal file: its value file's name, ending `.journal`.
  static func journalFileName(for key: ResourceKey) -> String {
    String(fileName(for: key).dropLast(".json".count)) + ".journal"
  }

  /// Appends `records` to `key`'s journal file in one write, after a header when the file is new; a failure is
  /// logged. A record cut short by the end of the process is dropped by the next read, never the ones before it.
  public func appendToJournal(_ records: [Data], for key: ResourceKey) {
    guard !records.isEmpty else { return }
    let sealedRecords: [Data]
    do {
      sealedRecords = try records.map(sealed)
    } catch {
      log("ResourcePersistence: could not append to the journal \(key): \(Self.describe(error))")
      return
    }
    let path = directoryPath + "/" + Self.journalFileName(for: key)
    var descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    if descriptor < 0, errno == ENOENT {
      // No directory yet (or removed since): made on the first append, not looked for on every one.
      do {
        try createDirectory()
      } catch {
        log("ResourcePersistence: could not append to the journal \(key): \(Self.describe(error))")
        return
      }
      descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    }
    guard descriptor >= 0 else {
      log("ResourcePersistence: could not append to the journal \(key): open failed (errno \(errno))")
      return
    }
    var bytes = Data()
    if lseek(descriptor, 0, SEEK_END) == 0 { bytes = JournalFormat.header(for: key, version: version) }
    bytes.append(JournalFormat.frames(sealedRecords))
    var failure = Self.writeAll(bytes, to: descriptor)
    if close(descriptor) != 0, failure == nil { failure = "close failed (errno \(errno))" }
    if let failure { log("ResourcePersistence: could not append to the journal \(key): \(failure)") }
  }

  /// The records of `key`'s journal file. A damaged end (an append cut short) is cut off the file, so that the next
  /// append follows the last whole record; a file of another version, or not a journal, is logged and removed, as
  /// its records cannot be read and nothing appended after them could be.
  public func readJournal(for key: ResourceKey) -> [Data] {
    let url = journalURL(for: key)
    guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
    do {
      let contents = try JournalFormat.read(data, for: key, version: version)
      if contents.hasDamagedTail {
        log(
          "ResourcePersistence: cut \(data.count - contents.validLength) damaged bytes off the end of "
            + "\(url.lastPathComponent)")
        if truncate(url.path, off_t(contents.validLength)) != 0 {
          log("ResourcePersistence: could not cut \(url.lastPathComponent) (errno \(errno))")
        }
      }
      return contents.records.compactMap { record in
        do {
          return try opened(record)
        } catch {
          log("ResourcePersistence: skipped a record of \(url.lastPathComponent) that could not be opened")
          return nil
        }
      }
    } catch {
      let reason =
        switch error {
        case .notAJournal: "not a journal of version \(version)"
        case .otherKey(let other): "it holds \(other)"
        }
      log("ResourcePersistence: removed \(url.lastPathComponent) for \(key): \(reason)")
      unlink(url.path)
      return []
    }
  }

  /// Replaces `key`'s journal file with one holding `records`, written beside it and renamed over it, so a process
  /// killed meanwhile leaves the old journal or the new one; an empty list removes the file.
  public func replaceJournal(with records: [Data], for key: ResourceKey) {
    let url = journalURL(for: key)
    guard !records.isEmpty else {
      unlink(url.path)
      return
    }
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    var data = JournalFormat.header(for: key, version: version)
    do {
      try createDirectory()
      data.append(JournalFormat.frames(try records.map(sealed)))
    } catch {
      log("ResourcePersistence: could not replace the journal \(key): \(Self.describe(error))")
      return
    }
    if let failure = Self.create(temporary.path, with: data) {
      unlink(temporary.path)
      log("ResourcePersistence: could not replace the journal \(key): \(failure)")
      return
    }
    guard rename(temporary.path, url.path) == 0 else {
      let code = errno
      unlink(temporary.path)
      log("ResourcePersistence: could not replace the journal \(key): rename failed (errno \(code))")
      return
    }
  }
}
