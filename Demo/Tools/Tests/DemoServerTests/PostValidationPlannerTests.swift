import DemoServer
import Foundation
import Testing

/// `ResponsePlanner.validating(_:ifNoneMatch:)`: a post's whole answer is tagged and fresh for a minute, and a
/// request that sends its tag back gets a bodiless 304; faults and errors are left as planned.
struct PostValidationPlannerTests {
  let post = PlannedResponse.json200(#"{"id":7,"title":"Lost cat"}"#)

  @Test("a post's answer is tagged, and its tag sent back makes a bodiless 304")
  func tagAndNotModified() {
    let tagged = ResponsePlanner.validating(post, ifNoneMatch: nil)
    let tag = ResponsePlanner.entityTag(of: post.body)
    #expect(tagged.status == 200)
    #expect(tagged.body == post.body)
    #expect(tagged.headers["ETag"] == tag)
    #expect(tagged.headers["Cache-Control"] == "max-age=60")
    for ifNoneMatch in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
      let unchanged = ResponsePlanner.validating(post, ifNoneMatch: ifNoneMatch)
      #expect(unchanged.status == 304, "\(ifNoneMatch)")
      #expect(unchanged.body.isEmpty)
      #expect(unchanged.headers["ETag"] == tag)
      #expect(unchanged.headers["Content-Type"] == nil)
    }
    #expect(ResponsePlanner.validating(post, ifNoneMatch: "\"stale\"").status == 200)
  }

  @Test("the tag is the body's: another body, another tag; the same body, the same tag")
  func tagFollowsTheBody() {
    let tag = ResponsePlanner.entityTag(of: post.body)
    #expect(tag == ResponsePlanner.entityTag(of: post.body))
    #expect(tag != ResponsePlanner.entityTag(of: post.body + " "))
    #expect(tag.count == 18 && tag.hasPrefix("\"") && tag.hasSuffix("\""))
  }

  @Test("an error or a broken delivery is left as planned, untagged")
  func faultsAreLeftAlone() {
    let notFound = PlannedResponse(status: 404, body: "{}")
    #expect(ResponsePlanner.validating(notFound, ifNoneMatch: "*") == notFound)
    let dripping = PlannedResponse(status: 200, body: post.body, delivery: .drip(interval: .milliseconds(200)))
    #expect(ResponsePlanner.validating(dripping, ifNoneMatch: "*") == dripping)
  }
}

extension PlannedResponse {
  /// A whole JSON `200`.
  static func json200(_ body: String) -> PlannedResponse {
    PlannedResponse(status: 200, headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
  }
}
