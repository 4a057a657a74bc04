import ScreenStateCore
import ScreenStateData

extension ErrorScreenModel {
  /// Performs a ``ScreenAction`` on a model shown on its own, such as an update screen at launch: its two
  /// buttons' actions; a load's actions (retry, refresh, cancel, dismiss) have no loader here and do nothing.
  ///
  /// Adapters that draw a model without a ``LoadableScreen`` send its buttons' actions here, so they decide
  /// nothing about what an action means.
  public func send(_ action: ScreenAction) async {
    switch action {
    case .errorScreenPrimary: await performPrimaryAction()
    case .errorScreenSecondary: await performSecondaryAction()
    case .retry, .refresh, .cancel, .dismissFailure, .loadMore: return
    }
  }
}
