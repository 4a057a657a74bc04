// A compile shim for Apple's os framework (signposts), for type-checking ScreenStateObservability's signposts on
// Linux.
//
// It declares ONLY the symbols Sources/ScreenStateObservability/LoadEventSignposts.swift uses, each with its
// declaration as Apple's documentation shows it and the page it comes from above it. Bodies are `fatalError()`: this
// module is built with `-emit-module` only and never linked, run or shipped in a product (see
// Scripts/typecheck-adapters.sh). Everything here is available from iOS 15, macOS 12, tvOS 15, watchOS 8 (the pages'
// availability), below the package's platforms.

/// https://developer.apple.com/documentation/os/oslog (a class; its Objective-C superclass is left out)
public final class OSLog {
  /// https://developer.apple.com/documentation/os/oslog/init(subsystem:category:)-17gyy
  public init(subsystem: String, category: String) {}
}

/// https://developer.apple.com/documentation/os/ossignposter
public struct OSSignposter {
  /// https://developer.apple.com/documentation/os/ossignposter/init(loghandle:)
  public init(logHandle: OSLog) {}

  /// https://developer.apple.com/documentation/os/ossignposter/makesignpostid()
  public func makeSignpostID() -> OSSignpostID { fatalError() }

  /// https://developer.apple.com/documentation/os/ossignposter/begininterval(_:id:_:)
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata)
    -> OSSignpostIntervalState
  { fatalError() }

  /// https://developer.apple.com/documentation/os/ossignposter/endinterval(_:_:_:)
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata) {}

  /// https://developer.apple.com/documentation/os/ossignposter/emitevent(_:id:_:)
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {}
}

/// https://developer.apple.com/documentation/os/ossignpostid
public struct OSSignpostID {
  /// https://developer.apple.com/documentation/os/ossignpostid/exclusive [page not in the stored copy; as named by
  /// the default arguments above]. Declared `static let` by Apple; a computed property here, so that the shim claims
  /// no `Sendable` conformance the stored copy does not show (the adapters' uses type-check either way).
  public static var exclusive: OSSignpostID { OSSignpostID() }
}

/// https://developer.apple.com/documentation/os/ossignpostintervalstate [page not in the stored copy; a class, as
/// beginState(id:) returns one]
public final class OSSignpostIntervalState {}

/// https://developer.apple.com/documentation/os/signpostmetadata
public typealias SignpostMetadata = OSLogMessage

/// https://developer.apple.com/documentation/os/oslogmessage [page not in the stored copy; made from string literals
/// and interpolations, as the pages of SignpostMetadata and OSLogInterpolation say]
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: OSLogInterpolation) {}
}

/// https://developer.apple.com/documentation/os/osloginterpolation
public struct OSLogInterpolation: StringInterpolationProtocol {
  public init(literalCapacity: Int, interpolationCount: Int) {}
  public mutating func appendLiteral(_ literal: String) {}

  /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)-6tazr
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {}
}

/// https://developer.apple.com/documentation/os/oslogstringalignment [page not in the stored copy]
public struct OSLogStringAlignment {
  /// [page not in the stored copy; the default argument above]
  public static var none: OSLogStringAlignment { OSLogStringAlignment() }
}

/// https://developer.apple.com/documentation/os/oslogprivacy [page not in the stored copy]
public struct OSLogPrivacy {
  /// [page not in the stored copy; the default argument above]
  public static var auto: OSLogPrivacy { OSLogPrivacy() }
  /// https://developer.apple.com/documentation/os/oslogprivacy/public [page not in the stored copy]
  public static var `public`: OSLogPrivacy { OSLogPrivacy() }
}
