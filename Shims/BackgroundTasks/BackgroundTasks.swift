// A compile shim for Apple's BackgroundTasks framework, for type-checking ScreenStateUIKit's
// `SystemBackgroundExecution` and the outbox's launch handler on Linux, where `canImport(BackgroundTasks)` is otherwise
// false and those sources are never compiled.
//
// It declares ONLY the symbols those sources use, each with its declaration as Apple's documentation shows it and the
// page it comes from above it. Bodies are `fatalError()`: this module is built with `-emit-module` only and never
// linked, run or shipped in a product (see Scripts/typecheck-adapters.sh). Everything here is available from iOS 13,
// Mac Catalyst 13.1, tvOS 13 and visionOS 1 (the pages' availability), below the package's platforms; the framework has
// no macOS (AppKit) or watchOS version, and the sources that use it compile only where UIKit has views.

import Dispatch
import Foundation

/// https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler: `class BGTaskScheduler` (an NSObject)
open class BGTaskScheduler: NSObject {
  /// https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/shared [page not in the stored copy;
  /// listed as `class var shared: BGTaskScheduler { get }`]
  open class var shared: BGTaskScheduler { fatalError() }

  /// https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/register(fortaskwithidentifier:using:launchhandler:):
  /// `func register(forTaskWithIdentifier identifier: String, using queue: dispatch_queue_t?, launchHandler:
  /// @escaping (BGTask) -> Void) -> Bool` (`dispatch_queue_t` is `DispatchQueue` in Swift)
  open func register(
    forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
    launchHandler: @escaping (BGTask) -> Void
  ) -> Bool { fatalError() }

  /// https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/submit(_:):
  /// `func submit(_ taskRequest: BGTaskRequest) throws`
  open func submit(_ taskRequest: BGTaskRequest) throws { fatalError() }

  /// https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/cancel(taskrequestwithidentifier:)
  /// [page not in the stored copy; listed as `func cancel(taskRequestWithIdentifier identifier: String)`]
  open func cancel(taskRequestWithIdentifier identifier: String) { fatalError() }
}

/// https://developer.apple.com/documentation/backgroundtasks/bgtask: `class BGTask` (an NSObject; `init()` is
/// unavailable)
open class BGTask: NSObject {
  /// https://developer.apple.com/documentation/backgroundtasks/bgtask/identifier: `var identifier: String { get }`
  open var identifier: String { fatalError() }
  /// https://developer.apple.com/documentation/backgroundtasks/bgtask/expirationhandler:
  /// `var expirationHandler: (() -> Void)? { get set }`
  open var expirationHandler: (() -> Void)?
  /// https://developer.apple.com/documentation/backgroundtasks/bgtask/settaskcompleted(success:):
  /// `func setTaskCompleted(success: Bool)`
  open func setTaskCompleted(success: Bool) { fatalError() }
}

/// https://developer.apple.com/documentation/backgroundtasks/bgtaskrequest [page not in the stored copy]: the
/// abstract class of the requests (an NSObject)
open class BGTaskRequest: NSObject {
  /// https://developer.apple.com/documentation/backgroundtasks/bgtaskrequest/earliestbegindate [page not in the
  /// stored copy]: `var earliestBeginDate: Date? { get set }`
  open var earliestBeginDate: Date?
}

/// https://developer.apple.com/documentation/backgroundtasks/bgapprefreshtaskrequest [page not in the stored copy]:
/// `class BGAppRefreshTaskRequest`
open class BGAppRefreshTaskRequest: BGTaskRequest {
  /// https://developer.apple.com/documentation/backgroundtasks/bgapprefreshtaskrequest/init(identifier:) [page not in
  /// the stored copy]: `init(identifier: String)`
  public init(identifier: String) { fatalError() }
}

/// https://developer.apple.com/documentation/backgroundtasks/bgprocessingtaskrequest: `class BGProcessingTaskRequest`
open class BGProcessingTaskRequest: BGTaskRequest {
  /// https://developer.apple.com/documentation/backgroundtasks/bgprocessingtaskrequest/init(identifier:):
  /// `init(identifier: String)`
  public init(identifier: String) { fatalError() }
  /// https://developer.apple.com/documentation/backgroundtasks/bgprocessingtaskrequest/requiresnetworkconnectivity:
  /// `var requiresNetworkConnectivity: Bool { get set }`
  open var requiresNetworkConnectivity: Bool = false
  /// https://developer.apple.com/documentation/backgroundtasks/bgprocessingtaskrequest/requiresexternalpower:
  /// `var requiresExternalPower: Bool { get set }`
  open var requiresExternalPower: Bool = false
}
