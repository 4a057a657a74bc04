#if canImport(Foundation)
  import Foundation

  /// `URLError.cancelled` (-999), which `URLSession` throws when the task awaiting it is cancelled.
  func isCancelledURLLoad(_ error: any Error) -> Bool {
    urlErrorCode(error) == .cancelled
  }
#else
  func isCancelledURLLoad(_ error: any Error) -> Bool { false }
#endif
