#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// Reports its scene's phase to the app's activity while the view is on screen, as one `ActivityReporter`: the app
  /// is active while any screen on screen is in an active scene, and a screen that disappears is forgotten, so that a
  /// window in the background never stops the polls of another in front, and a screen gone never leaves the app
  /// inactive.
  struct ActivityReporting: ViewModifier {
    @Environment(\.scenePhase) private var scenePhase
    /// Made when the view appears, forgotten when it disappears.
    @State private var reporter: ActivityReporter?

    func body(content: Content) -> some View {
      content
        .onAppear {
          let reporter = reporter ?? ActivityReporter()
          self.reporter = reporter
          Self.report(scenePhase, to: reporter)
        }
        .onChange(of: scenePhase) { _, phase in
          if let reporter { Self.report(phase, to: reporter) }
        }
        .onDisappear {
          reporter?.forget()
          reporter = nil
        }
    }

    /// Reports `phase`: inactive is on the way between the two, and changes nothing yet.
    private static func report(_ phase: ScenePhase, to reporter: ActivityReporter) {
      switch phase {
      case .active: reporter.report(isActive: true)
      case .background: reporter.report(isActive: false)
      default: break
      }
    }
  }
#endif
