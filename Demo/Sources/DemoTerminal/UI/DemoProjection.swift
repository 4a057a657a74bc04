import DemoApp
import ScreenState

/// What the body of the demo shows for the screen on display, as one projection that the library's renderer
/// draws and its interaction machine reads keys against.
public enum DemoProjection {
  /// The projection of the screen `app` shows now: the feed's own projection, the gallery's error screen
  /// (progress while its page is prepared), or the colour picker as content.
  @MainActor
  public static func of(_ app: DemoAppModel) -> ScreenProjection<DemoContent> {
    switch app.screen {
    case .posts: posts(app.posts.projection)
    case .errors: gallery(app.gallery.configuration)
    case .colors: colors(app.colors.selection)
    }
  }

  /// The feed's projection, its posts wrapped as ``DemoContent/posts(_:)``.
  public static func posts(_ projection: ScreenProjection<[Post]>) -> ScreenProjection<DemoContent> {
    switch projection {
    case .blank: .blank
    case .progress: .progress
    case .content(let posts, let isRefreshing, let notice):
      .content(.posts(posts), isRefreshing: isRefreshing, notice: notice)
    case .empty(let isRefreshing, let notice): .empty(isRefreshing: isRefreshing, notice: notice)
    case .failure(let configuration): .failure(configuration)
    }
  }

  /// A gallery page: its error screen, or progress while it is prepared (`nil`).
  public static func gallery(_ configuration: ErrorScreenConfiguration?) -> ScreenProjection<DemoContent> {
    configuration.map { .failure($0) } ?? .progress
  }

  /// The colour picker: always content, since its state is local and never loads.
  public static func colors(_ selection: ColorSelection) -> ScreenProjection<DemoContent> {
    .content(.colors(selection), isRefreshing: false, notice: nil)
  }
}
