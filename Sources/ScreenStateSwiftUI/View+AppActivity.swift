#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  extension View {
    /// Reports this view's scene phase to `AppActivity.shared` while the view is on screen, so that a store
    /// revalidates stale keys when the app comes back and pauses its polls while the app is in the background.
    ///
    /// ``LoadableView``, ``PagedListView`` and the screen modifiers (``SwiftUI/View/withErrorAlert(_:)``,
    /// ``SwiftUI/View/withFailureNotice(_:)``, ``SwiftUI/View/accessibilityAnnouncements(of:)``) report by themselves;
    /// add it to a screen drawn without them whose data comes from a store:
    ///
    /// ```swift
    /// SettingsView(store: store)
    ///   .reportsAppActivity()
    /// ```
    ///
    /// Each view reporting counts as one `ActivityReporter`: the app is active while any of them is in an active
    /// scene (a window in the background leaves the app active while another is in front), and a view that
    /// disappears is forgotten. Nothing is reported while `AppActivity.isReportedByAdapters` is `false`.
    public func reportsAppActivity() -> some View {
      modifier(ActivityReporting())
    }
  }
#endif
