import Foundation
import ScreenState

/// A server of one integer value behind an `ETag`: answers "not modified" to a matching validator, and counts the
/// bodies it sends and the validators it receives.
final class FakeValidatingServer: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Int
  private var etag: String
  private var cacheControl: String?
  private var bodies = 0
  private var received: [HTTPValidators?] = []

  init(value: Int, etag: String, cacheControl: String? = nil) {
    self.value = value
    self.etag = etag
    self.cacheControl = cacheControl
  }

  /// The bodies sent so far (each one a value the client decodes).
  var bodiesSent: Int { lock.withLock { bodies } }
  /// The validators of each request received, in order.
  var validatorsReceived: [HTTPValidators?] { lock.withLock { received } }

  /// Changes the value and its tag.
  func change(to value: Int, etag: String) {
    lock.withLock {
      self.value = value
      self.etag = etag
    }
  }

  /// Sets the `Cache-Control` of the answers from now on.
  func setCacheControl(_ header: String?) {
    lock.withLock { cacheControl = header }
  }

  /// The operation of a validating resource.
  var operation: @Sendable (HTTPValidators?) async throws -> Validated<Int> {
    { validators in self.answer(validators) }
  }

  private func answer(_ validators: HTTPValidators?) -> Validated<Int> {
    lock.withLock {
      received.append(validators)
      let cache = CacheDirectives(cacheControl: cacheControl)
      if validators?.etag == etag { return .notModified(cache: cache) }
      bodies += 1
      return .modified(value, validators: HTTPValidators(etag: etag), cache: cache)
    }
  }
}
