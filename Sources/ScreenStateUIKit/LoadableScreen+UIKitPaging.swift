#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  extension LoadableScreen {
    /// Keeps `footerView` drawing the screen's `PageFooter`, now and after every change, and sends its
    /// buttons' actions to the screen; then calls `changed`.
    ///
    /// ```swift
    /// tableView.tableFooterView = footerView
    /// footerBinding = screen.bind(footer: footerView)
    /// ```
    ///
    /// As a table's `tableFooterView`, the footer view sizes itself after each change (see ``PageFooterView``);
    /// elsewhere (below a collection view, in a stack), lay it out yourself, in `changed` if its size matters.
    ///
    /// Bind the rest of the screen as usual, with `bind(loading:content:empty:error:banner:presentingAlertsFrom:render:)`, which
    /// also posts the announcements of the next pages ("Loading more posts").
    ///
    /// - Parameters:
    ///   - footerView: The view below the last row.
    ///   - changed: Called after each drawing with the footer drawn (`nil` hides the view); capture `self`
    ///     weakly.
    /// - Returns: The observation; keep it for as long as the footer is shown.
    public func bind(
      footer footerView: PageFooterView,
      changed: @escaping @MainActor (PageFooter?) -> Void = { _ in }
    ) -> RenderObservation {
      footerView.send = { [weak self] in await self?.send($0) }
      return RenderObservation { [weak self] in
        guard let self else { return }
        let footer = self.footer
        footerView.show(footer)
        changed(footer)
      }
    }

    /// Tells the screen that the row at `index` is about to be displayed, and returns at once: call it from
    /// `tableView(_:willDisplay:forRowAt:)` or `collectionView(_:willDisplay:forItemAt:)`.
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    ///   screen.willDisplayRow(at: rows.itemIndex(ofRow: indexPath.row))
    /// }
    /// ```
    ///
    /// `index` is the item's position in the list; with a ``TableRows``, `itemIndex(ofRow:)` gives it (a row and its
    /// item's position differ after a repeated item was left out).
    ///
    /// Whether that loads the next page is the screen's rule (`rowAppeared(at:)`): only near the end of the
    /// list, and only when the footer offers more.
    public func willDisplayRow(at index: Int) {
      Task { await rowAppeared(at: index) }
    }
  }
#endif
