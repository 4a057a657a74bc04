#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  /// Drives a refresh control: a pull starts one refresh and the control spins until it ends, or while the screen
  /// shows a refresh. It decides nothing about the refresh itself.
  @available(tvOS, unavailable)
  @MainActor
  final class PullToRefresh {
    private weak var control: UIRefreshControl?
    private let refresh: @MainActor () async -> Void
    /// Whether the refresh a pull started still runs.
    private var pullRuns = false
    /// Whether the screen shows a refresh.
    private var screenRefreshes = false

    /// Refreshes with `refresh` when `control` is pulled.
    init(_ control: UIRefreshControl, refresh: @escaping @MainActor () async -> Void) {
      self.control = control
      self.refresh = refresh
      control.addAction(UIAction { [weak self] _ in self?.pulled() }, for: .valueChanged)
    }

    /// Takes in whether the screen shows a refresh, after each update.
    func show(isRefreshing: Bool) {
      screenRefreshes = isRefreshing
      update()
    }

    private func pulled() {
      // UIKit sends a pull once; a second one while the first's refresh runs asks for nothing more.
      guard !pullRuns else { return }
      pullRuns = true
      let refresh = refresh
      startAction { [weak self] in
        await refresh()
        self?.pullRuns = false
        self?.update()
      }
    }

    private func update() {
      guard let control else { return }
      let spins = pullRuns || screenRefreshes
      if spins, !control.isRefreshing {
        control.beginRefreshing()
      } else if !spins, control.isRefreshing {
        control.endRefreshing()
      }
    }
  }
#endif
