#if canImport(Foundation)
  import Foundation

  extension FailureEquivalence {
    /// Whether `failure` is one of Foundation's errors (an `NSError`, or a `CustomNSError` such as `URLError`
    /// and `CocoaError`), whose `hashValue` traps in swift-corelibs-foundation.
    static func isFoundationError(_ failure: any Error) -> Bool {
      let value = failure as Any
      return value is NSError || value is any CustomNSError
    }
  }
#else
  extension FailureEquivalence {
    static func isFoundationError(_ failure: any Error) -> Bool { false }
  }
#endif
