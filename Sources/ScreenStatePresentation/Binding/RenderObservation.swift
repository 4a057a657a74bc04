import Observation
import ScreenStateCore
import ScreenStateData

/// Runs a render closure now and again after every change to the observable state it read, on the main
/// actor, until cancelled or released.
///
/// It is how a UIKit screen (or any imperative view) follows a ``LoadableScreen`` without Combine or
/// delegates:
///
/// ```swift
/// observation = RenderObservation { [weak self] in
///   guard let self else { return }
///   binder.apply(screen.projection)
/// }
/// ```
///
/// Observation reports a change as it begins, before the new value is stored, so each re-render is
/// scheduled on the main actor and runs once the change is complete. Several changes made in one turn of
/// the main actor are drawn by a single render. Keep the observation for as long as the screen is shown;
/// releasing it stops the re-renders.
@MainActor
public final class RenderObservation {
  private let render: @MainActor () -> Void
  /// Whether ``cancel()`` has been called; a cancelled observation never renders again.
  public private(set) var isCancelled = false

  /// Renders now, and again after every change to what `render` read.
  public init(_ render: @escaping @MainActor () -> Void) {
    self.render = render
    renderTrackingChanges()
  }

  /// Stops the re-renders.
  public func cancel() {
    isCancelled = true
  }

  private func renderTrackingChanges() {
    guard !isCancelled else { return }
    withObservationTracking {
      render()
    } onChange: { [weak self] in
      // Called while the change is under way, possibly off the main actor: render after it instead.
      Task { @MainActor [weak self] in
        self?.renderTrackingChanges()
      }
    }
  }
}
