import DemoApp
import ScreenState

/// TEMPORARY: a minimal plain-text drawing of the app, until the `ScreenStateTerminal` renderer is wired in and
/// replaces it (with its spinner, boxes, focus and scrolling). It only lists what the models say: a title line, a
/// line per post, the error screen's title, message and buttons, the alert's title and buttons, and a status line.
public enum PlaceholderFrameFormatter {
  /// How many posts a frame lists before saying how many more there are.
  public static let visiblePosts = 5

  /// The frame of the screen shown, with the status line last, ending in a newline.
  @MainActor
  public static func frame(of app: DemoAppModel) -> String {
    var lines: [String]
    switch app.screen {
    case .posts: lines = posts(app.posts.projection)
    case .errors: lines = gallery(app.gallery)
    case .colors: lines = colors(app.colors)
    }
    lines.append(statusLine(of: app))
    return lines.joined(separator: "\n") + "\n"
  }

  @MainActor
  private static func posts(_ projection: ScreenProjection<[Post]>) -> [String] {
    let refreshing = projection.isRefreshing ? " (refreshing…)" : ""
    var lines = ["== Posts\(refreshing) =="]
    switch projection {
    case .blank:
      break
    case .progress:
      lines.append("  Loading posts…")
    case .content(let posts, _, _):
      for post in posts.prefix(visiblePosts) { lines.append("  \(post.id). \(post.title)") }
      if posts.count > visiblePosts { lines.append("  … \(posts.count - visiblePosts) more") }
    case .empty:
      lines.append("  No posts yet.")
    case .failure(let configuration):
      lines += errorScreen(configuration)
    }
    switch projection.notice {
    case .alert(let alert)?:
      lines.append("  [alert] \(alert.title)")
      if let message = alert.message { lines.append("    \(message)") }
      lines.append("    " + buttons(alert.buttons.map(\.label)))
    case .banner(let banner)?, .inline(let banner)?:
      lines.append("  [banner] \(banner.title): \(banner.message)  " + buttons(banner.buttons.map(\.label)))
    case nil:
      break
    }
    return lines
  }

  @MainActor
  private static func gallery(_ gallery: ErrorGalleryModel) -> [String] {
    let pages = GalleryPage.allCases
    let number = (pages.firstIndex(of: gallery.page) ?? 0) + 1
    var lines = ["== Error screens: \(gallery.page.title) (\(number)/\(pages.count)) =="]
    if let configuration = gallery.configuration {
      lines += errorScreen(configuration)
    } else {
      lines.append("  Preparing…")
    }
    lines.append("  try faults: " + gallery.page.suggestedFaults.joined(separator: ", "))
    return lines
  }

  @MainActor
  private static func colors(_ picker: ColorPickerModel) -> [String] {
    var lines = ["== Colours =="]
    switch picker.viewState {
    case .emptyState:
      lines.append("  Please select your colours")
    case .showColor(let color, let title):
      lines.append("  \(title): \(color.name) \(color.rgb.hex)")
    case .showBothColors(let color1, let color2):
      lines.append("  Color 1: \(color1.name) \(color1.rgb.hex) | Color 2: \(color2.name) \(color2.rgb.hex)")
    case .showMixedColors(let color1, let color2):
      lines.append("  Mix of \(color1.name) and \(color2.name): \(color1.rgb.mixed(with: color2.rgb).hex)")
    }
    return lines
  }

  private static func errorScreen(_ configuration: ErrorScreenConfiguration) -> [String] {
    var lines = ["  [\(configuration.icon)] \(configuration.title)", "    \(configuration.message)"]
    if configuration.isBusy { lines.append("    (working…)") }
    let labels = [configuration.primaryAction, configuration.secondaryAction].compactMap { $0 }
    if !labels.isEmpty { lines.append("    " + buttons(labels)) }
    return lines
  }

  private static func buttons(_ labels: [String]) -> String {
    labels.map { "[\($0)]" }.joined(separator: " ")
  }

  @MainActor
  private static func statusLine(of app: DemoAppModel) -> String {
    var parts = ["fault: \(app.faults?.mode ?? "?")", "latency: \(app.faults?.latency ?? "?")"]
    if let latest = app.activity.latest { parts.append(latest) }
    return "-- " + parts.joined(separator: " · ")
  }
}
