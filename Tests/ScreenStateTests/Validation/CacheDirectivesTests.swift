import Foundation
import ScreenState
import Testing

/// `CacheDirectives(cacheControl:)` and `HTTPValidators`: what a server sends, hostile or not, read sensibly.
struct CacheDirectivesTests {
  @Test func readsTheDirectivesWhateverTheirCaseAndSpacing() {
    let directives = CacheDirectives(cacheControl: " Public ,MAX-AGE = 300 , No-Store")
    #expect(directives.maxAge == .seconds(300))
    #expect(directives.noStore)
    #expect(!directives.noCache)
    #expect(directives.freshFor == .seconds(300))
    #expect(CacheDirectives(cacheControl: "max-age=\"45\"").maxAge == .seconds(45))
  }

  @Test func noCacheIsStaleAtOnceWhateverMaxAgeSays() {
    let directives = CacheDirectives(cacheControl: "max-age=600, no-cache")
    #expect(directives.noCache)
    #expect(directives.freshFor == .zero)
  }

  @Test(arguments: ["max-age=NaN", "max-age=-5", "max-age=1.5", "max-age=", "max-age", "max-age=1e3", "max-age=+7"])
  func aMaxAgeThatIsNotAWholeNumberOfSecondsIsIgnored(_ header: String) {
    let directives = CacheDirectives(cacheControl: header)
    #expect(directives.maxAge == nil)
    #expect(directives.freshFor == nil)
    #expect(directives.isEmpty)
  }

  @Test func aHugeMaxAgeIsClampedToTheLongest() {
    for header in ["max-age=99999999999999999999999999", "max-age=9223372036854775807", "max-age=1000000001"] {
      #expect(CacheDirectives(cacheControl: header).maxAge == CacheDirectives.longestMaxAge)
    }
    #expect(CacheDirectives.longestMaxAge == .seconds(1_000_000_000))
  }

  @Test func theFirstMaxAgeCounts() {
    #expect(CacheDirectives(cacheControl: "max-age=10, max-age=99").maxAge == .seconds(10))
  }

  @Test func emptyAbsentAndUnknownHeadersSayNothing() {
    for header in [nil, "", ",,,", "private", "s-maxage=30", "immutable, stale-while-revalidate=30"] {
      #expect(CacheDirectives(cacheControl: header) == .none)
    }
  }

  @Test func aNegativeOrHugeDurationGivenInCodeIsClamped() {
    #expect(CacheDirectives(maxAge: .seconds(-3)).maxAge == .zero)
    #expect(CacheDirectives(maxAge: .seconds(Int64.max)).maxAge == CacheDirectives.longestMaxAge)
  }

  @Test func validatorsAreReadFromHeadersOfAnyCase() {
    let validators = HTTPValidators(headers: ["etag": "W/\"a1\"", "LAST-MODIFIED": "Tue, 03 Nov 2026 10:00:00 GMT"])
    #expect(validators.etag == "W/\"a1\"")
    #expect(validators.lastModified == "Tue, 03 Nov 2026 10:00:00 GMT")
    #expect(
      validators.requestHeaders == [
        "If-None-Match": "W/\"a1\"", "If-Modified-Since": "Tue, 03 Nov 2026 10:00:00 GMT",
      ])
    #expect(HTTPValidators(headers: ["Content-Type": "application/json"]).isEmpty)
  }

  @Test func aValidatorThatCannotBeSentBackSafelyIsLeftOut() {
    let injected = HTTPValidators(etag: "\"a\"\r\nX-Admin: 1", lastModified: "  ")
    #expect(injected.isEmpty)
    #expect(injected.requestHeaders.isEmpty)
    let long = String(repeating: "a", count: HTTPValidators.maximumLength + 1)
    #expect(HTTPValidators(etag: long).etag == nil)
    #expect(HTTPValidators(etag: " \"ok\" ").etag == "\"ok\"")
  }

  @Test func savedValidatorsAreNoMoreTrustedThanAServer() throws {
    let saved = Data(#"{"etag":"\"a\"\r\nX-Admin: 1","lastModified":"Tue, 03 Nov 2026 10:00:00 GMT"}"#.utf8)
    let validators = try JSONDecoder().decode(HTTPValidators.self, from: saved)
    #expect(validators.etag == nil)
    #expect(validators.lastModified == "Tue, 03 Nov 2026 10:00:00 GMT")
    let again = try JSONDecoder().decode(HTTPValidators.self, from: JSONEncoder().encode(validators))
    #expect(again == validators)
  }
}
