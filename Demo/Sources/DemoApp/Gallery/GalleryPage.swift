/// One screen of the error-screen gallery, each built from what the server says now.
public enum GalleryPage: String, Sendable, Hashable, CaseIterable {
  /// "No network", whose "Check connection" is a real TCP check of the server.
  case noNetwork
  /// "Backend unavailable", from `GET /status`: maintenance, server error, or back online.
  case maintenance
  /// The update screen, from `GET /version`: update required, available, or up to date.
  case appUpdate

  /// A short title for a tab or header.
  public var title: String {
    switch self {
    case .noNetwork: "No network"
    case .maintenance: "Backend status"
    case .appUpdate: "App update"
    }
  }

  /// The fault modes (as for `--fault`) that make this page show its interesting states.
  public var suggestedFaults: [String] {
    switch self {
    case .noNetwork: ["offline", "none"]
    case .maintenance: ["maintenance:120", "500", "none"]
    case .appUpdate: ["update-available", "update-required", "none"]
    }
  }

  /// The page after this one, wrapping around.
  public var next: GalleryPage {
    switch self {
    case .noNetwork: .maintenance
    case .maintenance: .appUpdate
    case .appUpdate: .noNetwork
    }
  }

  /// The page before this one, wrapping around.
  public var previous: GalleryPage {
    switch self {
    case .noNetwork: .appUpdate
    case .maintenance: .noNetwork
    case .appUpdate: .maintenance
    }
  }
}
