import Foundation
import UIKit

#if canImport(FoundationNetworking)
  import FoundationNetworking  // URLProtocol on Linux, where this app is type-checked.
#endif

/// Shows the example the launch arguments name (`-example posts` or `-example feed`; the posts by default), its
/// posts answered by `PostsStub` (`-failing`: every request fails).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let scene = scene as? UIWindowScene else { return }
    _ = URLProtocol.registerClass(PostsStub.self)
    let window = UIWindow(windowScene: scene)
    window.rootViewController = ExampleScreen(arguments: ProcessInfo.processInfo.arguments).makeController()
    window.makeKeyAndVisible()
    self.window = window
  }
}
