import Foundation
import ScreenStateCore

/// The words of the store inspectors: durations, sizes, events, requests and each entry's status, written once so
/// that the terminal inspector, the SwiftUI one and a log say the same thing. English only: it is a tool for the
/// developer, not a screen for the app's users. A failure is described by its classification, never by a server's
/// words.
///
/// ```swift
/// InspectorFormat.duration(.milliseconds(1_250))               // "1.2 s"
/// InspectorFormat.bytes(18_640)                                  // "18.2 KB"
/// InspectorFormat.event(.waiting(.seconds(5), .serverDelay))     // "waits 5.0 s (Retry-After)"
/// ```
public enum InspectorFormat {
  /// A duration: `340 ms`, `1.2 s`, `4m 05s`, `2h 03m`.
  public static func duration(_ duration: Duration) -> String {
    let milliseconds =
      Int64(duration.components.seconds) * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    if milliseconds < 1000 { return "\(max(milliseconds, 0)) ms" }
    let tenths = milliseconds / 100
    if tenths < 600 { return "\(tenths / 10).\(tenths % 10) s" }
    let seconds = milliseconds / 1000
    if seconds < 3600 { return "\(seconds / 60)m \(twoDigits(seconds % 60))s" }
    return "\(seconds / 3600)h \(twoDigits(seconds / 60 % 60))m"
  }

  /// A time on an inspector's time line (an offset on the store's clock): `00:12.3`, `61:05.0`.
  public static func time(_ time: Duration) -> String {
    let tenths = max(Int64(time.components.seconds) * 10 + time.components.attoseconds / 100_000_000_000_000_000, 0)
    let seconds = tenths / 10
    return "\(twoDigits(seconds / 60)):\(twoDigits(seconds % 60)).\(tenths % 10)"
  }

  /// A size: `812 B`, `18.2 KB`, `1.4 MB`.
  public static func bytes(_ bytes: Int) -> String {
    if bytes < 1024 { return "\(max(bytes, 0)) B" }
    let tenthsOfKB = bytes * 10 / 1024
    if tenthsOfKB < 10_240 { return "\(tenthsOfKB / 10).\(tenthsOfKB % 10) KB" }
    let tenthsOfMB = bytes * 10 / (1024 * 1024)
    return "\(tenthsOfMB / 10).\(tenthsOfMB % 10) MB"
  }

  /// A classification: its kind in words, with the HTTP status when there is one: `server error (500)`.
  public static func classification(_ classification: FailureClassification) -> String {
    let words = kind(classification.kind)
    return classification.statusCode.map { "\(words) (\($0))" } ?? words
  }

  /// A failure kind in words: `cannot reach server`.
  public static func kind(_ kind: FailureKind) -> String {
    var words = ""
    for character in kind.rawValue {
      if character.isUppercase {
        words.append(" ")
        words.append(contentsOf: character.lowercased())
      } else {
        words.append(character)
      }
    }
    return words
  }

  /// Why a request waited: `backoff`, `Retry-After`.
  public static func waitReason(_ reason: LoadEvent.WaitReason) -> String {
    switch reason {
    case .backoff: "backoff"
    case .serverDelay: "Retry-After"
    case .network: "network"
    }
  }

  /// Why a request gave up: `attempts exhausted`.
  public static func giveUpReason(_ reason: RetryDecision.GiveUpReason) -> String {
    switch reason {
    case .notRetryable: "not retryable"
    case .attemptsExhausted: "attempts exhausted"
    case .serverDelayTooLong(let delay): "server asked for \(duration(delay))"
    case .timeBudgetExhausted: "time budget exhausted"
    }
  }

  /// The part of a kind a request loads, when it says more than `value`: `next page`.
  public static func part(_ part: LoadPart) -> String {
    switch part {
    case .value: "value"
    case .nextPage: "next page"
    case .previousPage: "previous page"
    case .page: "page"
    case .mutation: "mutation"
    }
  }

  /// What happened, in a few words: `attempt 2 failed: server error (500)`.
  public static func event(_ kind: LoadEvent.Kind) -> String {
    switch kind {
    case .started(let reason): "started (\(reason))"
    case .attemptStarted(let number): "attempt \(number)"
    case .attemptFailed(let number, let failure): "attempt \(number) failed: \(classification(failure))"
    case .attemptTimedOut(let number, let limit): "attempt \(number) timed out after \(duration(limit))"
    case .waiting(let wait, let reason): "waits \(duration(wait)) (\(waitReason(reason)))"
    case .succeeded(let attempts): attempts == 1 ? "succeeded" : "succeeded after \(attempts) attempts"
    case .failed(let failure, let reason): "failed: \(classification(failure)) (\(giveUpReason(reason)))"
    case .notModified: "304, kept"
    case .cancelled: "cancelled"
    case .valueReplaced(.fetched): "value replaced (fetched)"
    case .valueReplaced(.restored): "restored from disk"
    case .valueReplaced(.placeholder): "placeholder shown"
    case .valueReplaced(.set): "value set"
    case .reset: "reset"
    case .cacheHit(let stale): stale ? "cache hit (stale)" : "cache hit (fresh)"
    case .cacheMiss: "cache miss"
    case .saved(let size): size.map { "saved \(bytes($0))" } ?? "saved"
    case .markedStale: "marked stale"
    case .evicted(.expired): "evicted (expired)"
    case .evicted(.overCapacity): "evicted (over capacity)"
    case .queued(let patches): "queued, \(count(patches, "patch", "patches")) applied"
    case .rolledBack(let patches): "rolled back \(count(patches, "patch", "patches"))"
    }
  }

  /// One line of a timeline: `00:12.3  #4 next page: attempt 2 failed: server error (500)`, `00:12.4  marked stale`.
  public static func timelineLine(_ event: LoadEvent) -> String {
    var line = time(event.time) + "  "
    if let request = event.request { line += "\(request) " }
    if event.part != .value, event.part != .mutation { line += "\(part(event.part)): " }
    return line + self.event(event.kind)
  }

  /// A request in one line: `#4 next page · 3 attempts · failed: server error (500) (attempts exhausted) · 2.1 s`.
  public static func request(_ trace: RequestTrace) -> String {
    var parts = ["\(trace.request) \(trace.reason.map(\.rawValue) ?? part(trace.part))"]
    if let patches = trace.patches { parts.append(count(patches, "patch", "patches")) }
    parts.append(count(trace.attempts.count, "attempt", "attempts"))
    switch trace.outcome {
    case nil: parts.append("running")
    case .succeeded?: parts.append(trace.keptValue ? "304, kept" : "succeeded")
    case .failed(let failure, let reason)?: parts.append("failed: \(classification(failure)) (\(giveUpReason(reason)))")
    case .cancelled?: parts.append("cancelled")
    }
    if let rolledBack = trace.rolledBack { parts.append("rolled back \(count(rolledBack, "patch", "patches"))") }
    if let elapsed = trace.duration { parts.append(duration(elapsed)) }
    return parts.joined(separator: " · ")
  }

  /// An attempt in one line, with the wait after it: `2  server error (500)  120 ms  → waits 2.0 s (backoff)`.
  public static func attempt(_ attempt: RequestTrace.Attempt) -> String {
    var line = "\(attempt.number)  "
    switch attempt.ending {
    case nil: line += "running"
    case .succeeded?: line += "succeeded"
    case .failed(let failure)?: line += classification(failure)
    case .timedOut(let limit)?: line += "timed out after \(duration(limit))"
    case .cancelled?: line += "cancelled"
    }
    if let elapsed = attempt.duration { line += "  \(duration(elapsed))" }
    if let wait = attempt.wait { line += "  → waits \(duration(wait.duration)) (\(waitReason(wait.reason)))" }
    return line
  }

  /// The state of a key, or of a mutation from its latest submission: `loaded · 60 items, 3 pages`,
  /// `loaded · 40 items, 2 pages · live` (a sequence feeds it), `refreshing`, `revalidating` (loaded, a request nobody asked for running), `failed: offline · value kept`,
  /// `failed: server error (500) · 2 patches rolled back`.
  public static func status(of entry: InspectorSnapshot.Section) -> String {
    if let info = entry.info { return status(of: info) }
    if let evicted = entry.evicted { return event(.evicted(evicted)) }
    guard let latest = entry.latestRequest else { return "idle" }
    var parts: [String]
    switch latest.outcome {
    case nil: parts = ["submitting"]
    case .succeeded?: parts = [latest.keptValue ? "304, kept" : "succeeded"]
    case .failed(let failure, _)?: parts = ["failed: \(classification(failure))"]
    case .cancelled?: parts = ["cancelled"]
    }
    if let rolledBack = latest.rolledBack { parts.append("\(count(rolledBack, "patch", "patches")) rolled back") }
    return parts.joined(separator: " · ")
  }

  /// The state of a key: its stage, its failure, what it shows and what follows its last page.
  public static func status(of info: ResourceStore.EntryInfo) -> String {
    var parts: [String]
    switch info.stage {
    case .idle: parts = ["idle"]
    case .loading: parts = [info.hasValue ? "refreshing" : "loading"]
    case .loaded: parts = [info.isRunning && info.nextPage == nil ? "revalidating" : "loaded"]
    case .failed:
      parts = [info.failure.map { "failed: \(classification($0))" } ?? "failed"]
      if info.hasValue { parts.append("value kept") }
    }
    switch info.valueOrigin {
    case .restored?: parts.append("restored")
    case .placeholder?: parts.append("placeholder")
    case .set?: parts.append("set")
    case .fetched?, nil: break
    }
    if let items = info.itemCount {
      let pages = info.pageCount.map { ", " + count($0, "page", "pages") } ?? ""
      parts.append(count(items, "item", "items") + pages)
    }
    switch info.nextPage {
    case .failed(let failure)?: parts.append("next page failed: \(classification(failure))")
    case .loading?: parts.append("next page loading")
    case .available?, .end?, nil: break
    }
    // Last: a row cut to fit keeps what the key shows.
    if info.isLive { parts.append("live") }
    return parts.joined(separator: " · ")
  }

  /// A key's freshness: `fresh`, `stale`.
  public static func staleness(of info: ResourceStore.EntryInfo) -> String {
    info.isStale ? "stale" : "fresh"
  }

  private static func count(_ count: Int, _ one: String, _ many: String) -> String {
    "\(count) \(count == 1 ? one : many)"
  }

  private static func twoDigits(_ value: Int64) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
