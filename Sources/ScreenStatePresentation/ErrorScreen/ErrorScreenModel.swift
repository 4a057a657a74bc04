import Observation
import ScreenStateCore
import ScreenStateData

/// The model behind a universal error screen: it supplies the configuration and handles the
/// taps, so one view serves every case and a new case is one new conforming model.
///
/// ```swift
/// @MainActor @Observable final class JailbrokenModel: ErrorScreenModel {
///   let configuration = ErrorScreenConfiguration(
///     icon: "jailbroken", title: "Unsupported device", message: "This app cannot run here.")
///   func performPrimaryAction() async {}
///   func performSecondaryAction() async {}
/// }
/// ```
@MainActor
public protocol ErrorScreenModel: AnyObject, Observable {
  /// What the screen shows now; observed, so busy states and new messages redraw the screen.
  var configuration: ErrorScreenConfiguration { get }
  /// Handles a tap on the primary button.
  func performPrimaryAction() async
  /// Handles a tap on the secondary button.
  func performSecondaryAction() async
}
