import Observation
import ScreenStateCore

/// An action a person takes on a screen (a like, a save, a form's submission) whose failure that screen shows:
/// a ``Mutation``. Give it to a ``LoadableScreen`` (`actions:`) and the screen presents its failure as a banner in
/// the library's words, naming the action, with Try Again and Dismiss, announced for VoiceOver; no app code builds
/// the banner or routes its buttons.
///
/// Reading ``failureClassification`` (or ``changeCount``) inside an observation tracks the action.
@MainActor
public protocol FailableAction: AnyObject, Observable {
  /// What the action does, as the end of "Couldn't …": "like the post". `nil` for a generic title.
  var actionName: ActionName? { get }
  /// The classification of the latest failure, until it is dismissed or the action is taken again; `nil` otherwise.
  var failureClassification: FailureClassification? { get }
  /// Counts the changes of the failure shown: two failures in a row are two changes.
  var changeCount: UInt64 { get }
  /// Takes the failed action again, with what it was taken with.
  func retry() async
  /// Hides the failure.
  func dismissFailure()
  /// Whether the failure shown asks the person whose change wins (its change met a newer value on the server): its
  /// screen then offers "Keep Mine" (``retry()``, which overrides the server's value) and "Use Theirs"
  /// (``dismissFailure()``). `false` by default.
  var asksWhoseChangeWins: Bool { get }
}

extension FailableAction {
  /// `false`: the failure is shown with Try Again and Dismiss.
  public var asksWhoseChangeWins: Bool { false }
}
