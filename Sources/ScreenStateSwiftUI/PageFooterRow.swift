#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// What a paginated list shows below its last row, drawn from a `PageFooter` the core decided: the
  /// "Load more" button, progress with its label, the failed page's banner with its buttons, or the end line.
  ///
  /// ``PagedListView`` makes it the list's last row; draw it yourself below a list you lay out:
  ///
  /// ```swift
  /// if let footer = screen.footer {
  ///   PageFooterRow(footer) { await screen.send($0) }
  /// }
  /// ```
  ///
  /// Every button sends its `ScreenAction` (`ScreenAction/loadMore` for "Load more" and "Try Again"); the
  /// view decides nothing. The progress view is labelled with the footer's words, and the texts use text
  /// styles that follow Dynamic Type.
  public struct PageFooterRow: View {
    private let footer: PageFooter
    private let send: @MainActor (ScreenAction) async -> Void

    /// Draws `footer`; each button sends its action to `send`.
    public init(_ footer: PageFooter, send: @escaping @MainActor (ScreenAction) async -> Void) {
      self.footer = footer
      self.send = send
    }

    /// The button, the labelled progress, the banner or the end line.
    public var body: some View {
      switch footer {
      case .loadMore(let button):
        Button(button, send: send)
      case .loading(let label):
        ProgressView(label)
      case .failed(let banner):
        // Borderless: in a list row, a row-wide tap would otherwise press every button of the banner.
        FailureBanner(banner, send: send)
          .buttonStyle(.borderless)
      case .end(let text):
        Text(text)
          .font(.footnote)
          .foregroundStyle(.secondary)
      }
    }
  }
#endif
