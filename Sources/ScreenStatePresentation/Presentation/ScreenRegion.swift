import ScreenStateCore
import ScreenStateData

/// The one region of a screen a projection occupies: which of the loading, content, empty and failure
/// views is visible. ``none`` only for a blank screen.
public enum ScreenRegion: String, Hashable, Sendable, CaseIterable {
  /// Nothing is shown.
  case none
  /// The first-load progress view.
  case loading
  /// The content view.
  case content
  /// The empty-state view.
  case empty
  /// The full-screen failure view.
  case failure
}
