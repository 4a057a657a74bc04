import Foundation
import ScreenStateTesting

/// The server of the README's stories screen, for its tests: `count` stories, two a page, each page's cursor the id of
/// its first story. Loads answer at once and are logged in ``requests``; each like waits for the test to answer it
/// through ``likes``.
final class StoriesServer: @unchecked Sendable {
  /// A story as the server holds it.
  struct Row: Sendable {
    var id: Int
    var title: String
    var likes: Int
    var text: String { "The text of story \(id)." }
  }

  private let rows: [Row]
  // An `NSLock` rather than `Mutex`: ThreadSanitizer on Linux does not see `Mutex`'s futex, and reports its accesses.
  private let lock = NSLock()
  private var log: [String] = []  // guarded by `lock`
  /// The likes sent, each waiting for the test to answer it; its input is the story's id.
  let likes: ControllableOperation<Row, any Error>

  @MainActor init(count: Int = 6) {
    rows = (1...count).map { Row(id: $0, title: "Story \($0)", likes: 0) }
    likes = ControllableOperation()
  }

  /// Every load asked for, in order: `page first`, `page 3`, `search Story 2`, `story 2`.
  var requests: [String] { lock.withLock { log } }

  /// The loads asked for since `count` were.
  func requests(after count: Int) -> [String] { Array(requests.dropFirst(count)) }

  func page(after cursor: String?) -> (rows: [Row], next: String?) {
    record("page \(cursor ?? "first")")
    let start = cursor.flatMap(Int.init) ?? 1
    let page = rows.filter { $0.id >= start && $0.id < start + 2 }
    return (page, start + 2 <= rows.count ? String(start + 2) : nil)
  }

  func search(_ text: String) -> [Row] {
    record("search \(text)")
    return rows.filter { $0.title.contains(text) }
  }

  func story(_ id: Int) -> Row {
    record("story \(id)")
    return rows[id - 1]
  }

  func like(_ id: Int) async throws -> Row {
    try await likes.operation(taking: Int.self)(id)
  }

  private func record(_ request: String) {
    lock.withLock { log.append(request) }
  }
}
