import Observation

/// The terminal UI's own state: whether the list of keys is shown. Observable, so that showing or hiding it
/// redraws the frame and the next observation reads the screen again.
@MainActor
@Observable
final class DemoTerminalState {
  /// Whether the list of keys is shown in place of the screen.
  var isShowingHelp = false
}
