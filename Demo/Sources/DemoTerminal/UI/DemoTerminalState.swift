import Observation
import ScreenState

/// The terminal UI's own state: whether the list of keys or the store inspector is shown, and which entry the
/// inspector shows in detail. Observable, so that showing or hiding them redraws the frame and the next observation
/// reads the screen again.
@MainActor
@Observable
final class DemoTerminalState {
  /// Whether the list of keys is shown in place of the screen.
  var isShowingHelp = false
  /// Whether the board store's inspector is shown in place of the screen.
  var isShowingInspector = false
  /// Whether the board's changes waiting to be sent are listed in place of the screen.
  var isShowingPendingChanges = false

  /// Whether something is shown in place of the screen: the list of keys, the inspector, the pending changes.
  var isCoveringScreen: Bool { isShowingHelp || isShowingInspector || isShowingPendingChanges }
  /// The entry the inspector shows in detail; `nil` for the one that heard the latest event.
  var inspectorSelection: InspectorSnapshot.Section.Subject?
}
