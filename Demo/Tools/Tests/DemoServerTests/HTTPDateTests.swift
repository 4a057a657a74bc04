import Foundation
import Testing

@testable import DemoServer

@Suite("HTTP dates")
struct HTTPDateTests {
  @Test(
    "writes IMF-fixdates",
    arguments: [
      (Int64(784_111_777), "Sun, 06 Nov 1994 08:49:37 GMT"),
      (0, "Thu, 01 Jan 1970 00:00:00 GMT"),
      (-1, "Wed, 31 Dec 1969 23:59:59 GMT"),
      (951_782_400, "Tue, 29 Feb 2000 00:00:00 GMT"),
      (1_709_164_800, "Thu, 29 Feb 2024 00:00:00 GMT"),
      (4_102_444_799, "Thu, 31 Dec 2099 23:59:59 GMT"),
      // 2100 is not a leap year: February ends on the 28th.
      (4_107_542_399, "Sun, 28 Feb 2100 23:59:59 GMT"),
      (4_107_542_400, "Mon, 01 Mar 2100 00:00:00 GMT"),
    ])
  func knownDates(seconds: Int64, expected: String) {
    #expect(HTTPDate.string(secondsSince1970: seconds) == expected)
  }

  @Test("agrees with a POSIX date formatter over two centuries")
  func agreesWithFormatter() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    var generator = SeededRandomNumberGenerator(seed: 1)
    for _ in 0..<2_000 {
      let seconds = Int64.random(in: -2_208_988_800...4_102_444_800, using: &generator)
      let expected = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
      #expect(HTTPDate.string(secondsSince1970: seconds) == expected, "\(seconds)")
    }
  }
}
