import ScreenState
import Testing

/// `Retry-After` as seconds or as an HTTP date (RFC 9110 §10.2.3 and §5.6.7).
@Suite("Retry-After parsing")
struct RetryAfterHeaderTests {
  /// 1994-11-06 08:48:37 UTC.
  static let now = Duration.seconds(784_111_717)

  private func delay(_ value: String, now: Duration = now) -> Duration? {
    RetryAfterHeader.delay(from: value, now: now)
  }

  @Test func delaySeconds() {
    #expect(delay("0") == .zero)
    #expect(delay("1") == .seconds(1))
    #expect(delay("120") == .seconds(120))
    #expect(delay("0120") == .seconds(120))
    #expect(delay("86400") == .seconds(86_400))
    // Seconds do not depend on the current time.
    #expect(delay("120", now: .zero) == .seconds(120))
  }

  @Test func surroundingWhitespaceIsIgnored() {
    #expect(delay(" 120") == .seconds(120))
    #expect(delay("120 ") == .seconds(120))
    #expect(delay("\t 120 \t") == .seconds(120))
    #expect(delay("  Sun, 06 Nov 1994 08:49:37 GMT  ") == .seconds(60))
  }

  @Test(arguments: [
    "", " ", "soon", "-1", "-120", "+120", "1.5", "1e3", "12 0", "120s", "0x10", "٣", "１２", "NaN",
    "Sun, 06 Nov 1994", "GMT", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 06 Nov 1994 08:49:37 gmt",
  ])
  func garbageIsRejected(value: String) {
    #expect(delay(value) == nil)
  }

  @Test func hugeNumbersDoNotOverflow() {
    #expect(delay("9223372036854775807") == .seconds(Int64.max))
    // Beyond `Int64.max` the delay saturates.
    #expect(delay("9223372036854775808") == .seconds(Int64.max))
    #expect(delay("99999999999999999999999999999999") == .seconds(Int64.max))
    #expect(delay(String(repeating: "9", count: 10_000)) == .seconds(Int64.max))
  }

  @Test func hugeDelaysNeverShrinkAsTheNumberGrows() {
    // A longer wait must never read as a shorter one: saturating must not undercut parsed values.
    let parsed = delay("9223372036854775807")!
    let saturated = delay("9223372036854775808")!
    #expect(saturated >= parsed)
  }

  // MARK: - The three date formats

  @Test func imfFixdate() {
    #expect(delay("Sun, 06 Nov 1994 08:49:37 GMT") == .seconds(60))
    #expect(delay("Sun, 06 Nov 1994 08:48:37 GMT") == .zero)
    #expect(delay("Mon, 07 Nov 1994 08:48:37 GMT") == .seconds(86_400))
  }

  @Test func rfc850() {
    #expect(delay("Sunday, 06-Nov-94 08:49:37 GMT") == .seconds(60))
  }

  @Test func asctime() {
    #expect(delay("Sun Nov  6 08:49:37 1994") == .seconds(60))
    #expect(delay("Sun Nov 6 08:49:37 1994") == .seconds(60))
  }

  @Test func pastDatesAreZero() {
    #expect(delay("Sun, 06 Nov 1994 08:00:00 GMT") == .zero)
    #expect(delay("Thu, 01 Jan 1970 00:00:00 GMT") == .zero)
    #expect(delay("Sunday, 06-Nov-94 08:00:00 GMT") == .zero)
    #expect(delay("Sun Nov  6 08:00:00 1994") == .zero)
  }

  @Test func epochArithmetic() {
    #expect(delay("Thu, 01 Jan 1970 00:00:00 GMT", now: .zero) == .zero)
    #expect(delay("Thu, 01 Jan 1970 00:01:40 GMT", now: .zero) == .seconds(100))
    #expect(delay("Fri, 02 Jan 1970 00:00:00 GMT", now: .zero) == .seconds(86_400))
    // 2000-03-01 is 11_017 days after the epoch.
    #expect(delay("Wed, 01 Mar 2000 00:00:00 GMT", now: .zero) == .seconds(11_017 * 86_400))
    // 2038-01-19 03:14:08, one past the 32-bit limit.
    #expect(delay("Tue, 19 Jan 2038 03:14:08 GMT", now: .zero) == .seconds(2_147_483_648))
    // Sub-second precision in `now` is kept.
    #expect(delay("Thu, 01 Jan 1970 00:00:01 GMT", now: .milliseconds(250)) == .milliseconds(750))
  }

  @Test func rfc850TwoDigitYears() {
    // Read as 1970–2069.
    #expect(delay("Thursday, 01-Jan-70 00:00:00 GMT", now: .zero) == .zero)
    #expect(delay("Thursday, 01-Jan-70 00:00:10 GMT", now: .zero) == .seconds(10))
    #expect(delay("Saturday, 01-Jan-00 00:00:00 GMT", now: .zero) == .seconds(946_684_800))
    #expect(delay("Friday, 01-Jan-27 00:00:00 GMT", now: .zero) == .seconds(1_798_761_600))
    #expect(delay("Sunday, 06-Nov-1994 08:49:37 GMT") == nil)
  }

  @Test func leapYears() {
    // 2024 and 2000 are leap years; 2023 and 1900 are not.
    #expect(delay("Thu, 29 Feb 2024 00:00:00 GMT", now: .zero) == .seconds(1_709_164_800))
    #expect(delay("Tue, 29 Feb 2000 00:00:00 GMT", now: .zero) == .seconds(951_782_400))
    #expect(delay("Wed, 29 Feb 2023 00:00:00 GMT", now: .zero) == nil)
    #expect(delay("Thu, 29 Feb 1900 00:00:00 GMT", now: .zero) == nil)
    #expect(delay("Thu Feb 29 00:00:00 2024", now: .zero) == .seconds(1_709_164_800))
    #expect(delay("Thursday, 29-Feb-24 00:00:00 GMT", now: .zero) == .seconds(1_709_164_800))
    #expect(delay("Sunday, 29-Feb-23 00:00:00 GMT", now: .zero) == nil)
  }

  @Test(arguments: [
    "Fri, 30 Feb 2024 00:00:00 GMT", "Thu, 31 Apr 2024 00:00:00 GMT", "Sun, 32 Jan 2024 00:00:00 GMT",
    "Sun, 00 Jan 2024 00:00:00 GMT", "Sun, 06 Nov 1994 25:00:00 GMT", "Sun, 06 Nov 1994 24:00:00 GMT",
    "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Nov 1994 08:49:61 GMT", "Sun, 06 Nox 1994 08:49:37 GMT",
    "Sun, 06 nov 1994 08:49:37 GMT", "Sun, 06 Nov 94 08:49:37 GMT", "Sun, 06 Nov 19940 08:49:37 GMT",
    "Sun, 06 Nov 1994 8:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT", "Sun, 06 Nov 1994 08:49:37:00 GMT",
    "Sun, 006 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 GMT extra",
    "Sunday, 06-Nov-94 25:49:37 GMT", "Sunday, 31-Nov-94 08:49:37 GMT", "Sunday, 06-Nov 08:49:37 GMT",
    "Sun Nov 31 08:49:37 1994", "Sun Nov  6 08:49:37 94", "Sun Nov  6 08:49:37",
  ])
  func invalidDatesAreRejected(value: String) {
    #expect(delay(value) == nil)
  }

  @Test func leapSecondIsAccepted() {
    // RFC 9110 allows second 60.
    #expect(delay("Sat, 31 Dec 2016 23:59:60 GMT", now: .zero) == .seconds(1_483_228_800))
  }

  @Test func wrongWeekdayNamesAreTolerated() {
    // The weekday is redundant; a server that gets it wrong still means the date it wrote.
    #expect(delay("Mon, 06 Nov 1994 08:49:37 GMT") == .seconds(60))
    #expect(delay("Xyz, 06 Nov 1994 08:49:37 GMT") == .seconds(60))
    #expect(delay("Monday, 06-Nov-94 08:49:37 GMT") == .seconds(60))
    #expect(delay("Mon Nov  6 08:49:37 1994") == .seconds(60))
  }

  @Test func headerOnHTTPStatusError() {
    #expect(HTTPStatusError(statusCode: 503, retryAfterHeader: "120", now: .zero).retryAfter == .seconds(120))
    #expect(HTTPStatusError(statusCode: 503, retryAfterHeader: nil, now: .zero).retryAfter == nil)
    #expect(HTTPStatusError(statusCode: 503, retryAfterHeader: "later", now: .zero).retryAfter == nil)
    #expect(
      HTTPStatusError(statusCode: 503, retryAfterHeader: "Sun, 06 Nov 1994 08:49:37 GMT", now: Self.now).retryAfter
        == .seconds(60))
  }
}
