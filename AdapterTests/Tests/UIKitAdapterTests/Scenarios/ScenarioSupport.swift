import ScreenState
import Testing

/// Every test of the UIKit binding, one at a time: UIKit's announcements and presentations are global, as are the
/// window and the fake's logs.
@MainActor
@Suite(.serialized)
struct UIKitAdapterTests {}

/// A post of the test feeds.
struct Post: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String
}

/// The posts `range`, titled by number.
func posts(_ range: Range<Int>) -> [Post] {
  range.map { Post(id: $0, title: "Post \($0)") }
}

/// The words of every test screen.
let texts = ScreenTexts(language: "en", subject: "posts")

/// Lets the main actor run what it has scheduled (re-renders, announcements posted after an update): a fixed
/// number of turns, never a clock.
@MainActor
func settle() async {
  for _ in 0..<200 { await Task.yield() }
}
