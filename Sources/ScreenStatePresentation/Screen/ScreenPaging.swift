import ScreenStateCore
import ScreenStateData

/// What a ``LoadableScreen`` knows of the pages beyond the ends of a paginated list, without knowing its item or
/// cursor types.
@MainActor
struct ScreenPaging<Failure: Error> {
  /// Where the list stands after its last item.
  var nextPage: () -> NextPageState<Failure>?
  /// Where the list stands before its first item.
  var previousPage: () -> NextPageState<Failure>?
  /// How many items the list has.
  var itemCount: () -> Int
  /// Loads the next page, or the failed one again.
  var loadMore: () async -> Void
  /// Loads the previous page, or the failed one again.
  var loadPrevious: () async -> Void
  /// How many rows before an end the next page starts loading.
  var prefetchDistance: Int

  /// The footer below the list, in the words of `texts`, with the list's item count it goes with.
  func footer(texts: ScreenTexts) -> (footer: PageFooter?, itemCount: Int) {
    let count = itemCount()
    return (PageFooter(nextPage(), listIsEmpty: count == 0, texts: texts), count)
  }
}
