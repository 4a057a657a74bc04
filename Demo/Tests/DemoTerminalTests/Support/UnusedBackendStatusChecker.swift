import ScreenState

/// A backend status check that never runs.
struct UnusedBackendStatusChecker: BackendStatusChecking {
  func status() async -> BackendStatus { .available }
}
