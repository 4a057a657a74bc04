#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A mutual-exclusion lock for the few pieces of state touched from any thread (a timer cancelled by a
/// `deinit`). `Synchronization.Mutex` needs iOS 18; this works on every platform the package supports.
package final class Lock: @unchecked Sendable {
  #if canImport(Darwin)
    private let raw: UnsafeMutablePointer<os_unfair_lock>
  #else
    private let raw: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  package init() {
    raw = .allocate(capacity: 1)
    #if canImport(Darwin)
      raw.initialize(to: os_unfair_lock())
    #else
      raw.initialize(to: pthread_mutex_t())
      pthread_mutex_init(raw, nil)
    #endif
  }

  deinit {
    #if !canImport(Darwin)
      pthread_mutex_destroy(raw)
    #endif
    raw.deinitialize(count: 1)
    raw.deallocate()
  }

  /// Runs `body` holding the lock.
  @inline(__always)
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(raw)
      defer { os_unfair_lock_unlock(raw) }
    #else
      pthread_mutex_lock(raw)
      defer { pthread_mutex_unlock(raw) }
    #endif
    return try body()
  }
}
