import UIKit

/// The host app of the iOS simulator job: one of the UIKit examples on screen, reading the stubbed posts API
/// (`PostsStub`). It hosts the scenarios run on the real UIKit and is what the accessibility audit launches.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}
