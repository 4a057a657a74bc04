import Foundation

/// The resident memory of this process, in bytes: `/proc/self/statm` on Linux; `nil` where it cannot be read.
public enum ResidentMemory {
  /// The bytes resident now.
  public static func current() -> Int? {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
      let fields = text.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }

  /// The threads of this process: `/proc/self/status` on Linux; `nil` elsewhere.
  public static func threadCount() -> Int? {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
      for line in text.split(separator: "\n") where line.hasPrefix("Threads:") {
        return Int(line.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces))
      }
      return nil
    #else
      return nil
    #endif
  }
}
