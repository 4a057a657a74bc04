import ScreenState
import Testing

/// Keys are paths of components; prefixes match whole components.
struct ResourceKeyTests {
  @Test func aPathSplitsIntoComponentsWithoutEmptyOnes() {
    #expect(ResourceKey("post//42/").components == ["post", "42"])
    #expect(ResourceKey("post//42/") == "post/42")
    #expect(ResourceKey("").components.isEmpty)
    #expect(ResourceKey(components: ["a/b", "", "c"]).components == ["a/b", "c"])
  }

  @Test func prefixesMatchWholeComponents() {
    let key: ResourceKey = "post/42"
    #expect(key.hasPrefix("post"))
    #expect(key.hasPrefix("post/42"))
    #expect(key.hasPrefix(""))
    #expect(!key.hasPrefix("po"))
    #expect(!ResourceKey("posts").hasPrefix("post"))
    #expect(!ResourceKey("post").hasPrefix("post/42"))
  }

  @Test func interpolationAndAppendingMakeTheSameKey() {
    let id = 42
    let interpolated: ResourceKey = "post/\(id)"
    #expect(interpolated == ResourceKey("post").appending(id))
    #expect(interpolated.description == "post/42")
    #expect(interpolated.path == "post/42")
  }
}
