import Foundation
import Testing

@testable import DemoServer

@Suite("Sample posts")
struct DemoPostTests {
  @Test("thirty posts with ids 1 to 30, titles and bodies")
  func samples() {
    #expect(DemoPost.samples.count == 30)
    #expect(DemoPost.samples.map(\.id) == Array(1...30))
    #expect(Set(DemoPost.samples.map(\.title)).count == 30)
    for post in DemoPost.samples {
      #expect(!post.title.isEmpty && post.title.count <= 60, "title of \(post.id)")
      #expect(post.body.count > post.title.count, "body of \(post.id)")
    }
  }

  @Test("the feed JSON has the id, title and body keys and round-trips")
  func feedJSON() throws {
    let json = ResponsePlanner.postsJSON
    #expect(json.hasPrefix(#"[{"body":"This board is for sharing news"#))
    #expect(json.contains(#""id":1,"title":"Welcome to the neighbourhood board"}"#))
    let objects = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(objects.allSatisfy { Set($0.keys) == ["id", "title", "body"] })
  }
}
