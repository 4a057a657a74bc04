/// A request that the system wake the app in the background later (a `BGTaskRequest`), under an identifier the app
/// declares in its Info.plist (`BGTaskSchedulerPermittedIdentifiers`) and registers at launch.
public struct BackgroundWakeRequest: Hashable, Sendable {
  /// Which kind of wake to ask for.
  public enum Kind: Hashable, Sendable {
    /// A short wake (`BGAppRefreshTaskRequest`), which the system grants often to apps in use: enough for a few
    /// changes. The default.
    case appRefresh
    /// A longer wake, with the network (`BGProcessingTaskRequest` with `requiresNetworkConnectivity`), which the
    /// system grants less often, when the device is idle; `requiresExternalPower` waits for a charger too.
    case processing(requiresExternalPower: Bool)
  }

  /// The task identifier, as declared in `BGTaskSchedulerPermittedIdentifiers`.
  public var identifier: String
  /// Which kind of wake.
  public var kind: Kind

  /// A request under `identifier`, of `kind`.
  public init(identifier: String, kind: Kind = .appRefresh) {
    self.identifier = identifier
    self.kind = kind
  }
}
