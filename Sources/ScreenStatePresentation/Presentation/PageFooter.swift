import ScreenStateCore
import ScreenStateData

/// What a paginated list shows below its last row, decided in the core with its words and buttons, so that
/// every adapter only draws it.
///
/// ```swift
/// switch screen.footer {
/// case .loadMore(let button)?: Button(button.label) { send(button.action) }   // or load on reaching the end
/// case .loading(let label)?: ProgressView(label)
/// case .failed(let banner)?: FailureBanner(banner)                             // "Try Again" loads that page
/// case .end(let text)?: Text(text)
/// case nil: EmptyView()                                                        // not a settled list
/// }
/// ```
public enum PageFooter: Hashable, Sendable {
  /// Another page exists: load it when the last rows appear, or offer this "Load more" button, which sends
  /// ``ScreenAction/loadMore``.
  case loadMore(ScreenButton<ScreenAction>)
  /// The next page is loading: a progress indicator with this label.
  case loading(String)
  /// The next page failed: what happened, and "Try Again" (sending ``ScreenAction/loadMore``) when trying
  /// again can help. The pages loaded stay above it.
  case failed(ScreenBanner<ScreenAction>)
  /// The last page is loaded: this line, such as "You're all caught up".
  case end(String)
}

extension PageFooter {
  /// The footer for where a list stands after its last item, in the words of `texts`; `nil` when `nextPage` is
  /// `nil`, and for an empty list with nothing more, whose empty state says it all.
  ///
  /// - Parameters:
  ///   - nextPage: What follows the last item.
  ///   - listIsEmpty: Whether the list has no items.
  ///   - texts: The words.
  public init?<Failure>(_ nextPage: NextPageState<Failure>?, listIsEmpty: Bool = false, texts: ScreenTexts = .standard)
  {
    switch nextPage {
    case nil:
      return nil
    case .end where listIsEmpty:
      return nil
    case .available:
      self = .loadMore(ScreenButton(texts[.button(.loadMore)], action: .loadMore))
    case .loading:
      self = .loading(texts[.loadingMore])
    case .failed(_, let failure):
      let message = texts.failureMessage(for: failure)
      self = .failed(
        ScreenBanner(
          title: message.title, message: message.message,
          buttons: FailureControls.retry(failure, texts, action: .loadMore)))
    case .end:
      self = .end(texts[.endOfList])
    }
  }

  /// Whether the footer shows progress (an adapter animates it).
  public var isLoading: Bool {
    if case .loading = self { true } else { false }
  }
}
