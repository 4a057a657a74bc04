/// Parses the three HTTP date formats into seconds since the Unix epoch, without Foundation.
///
/// - IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`
/// - RFC 850: `Sunday, 06-Nov-94 08:49:37 GMT` (two-digit years read as 1970–2069)
/// - asctime: `Sun Nov  6 08:49:37 1994`
enum HTTPDate {
  static func secondsSinceEpoch(from text: String) -> Int64? {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    switch parts.count {
    case 6 where parts[5] == "GMT":
      // IMF-fixdate: weekday, day, month, year, time, GMT
      return make(year: parts[3], month: parts[2], day: parts[1], time: parts[4])
    case 4 where parts[3] == "GMT":
      // RFC 850: weekday, day-month-year, time, GMT
      let date = parts[1].split(separator: "-", omittingEmptySubsequences: false)
      guard date.count == 3, date[2].count == 2, let short = Int(date[2]) else { return nil }
      let year = short < 70 ? 2000 + short : 1900 + short
      return make(year: Substring(String(year)), month: date[1], day: date[0], time: parts[2])
    case 5:
      // asctime: weekday, month, day, time, year
      return make(year: parts[4], month: parts[1], day: parts[2], time: parts[3])
    default:
      return nil
    }
  }

  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  private static func make(year: Substring, month: Substring, day: Substring, time: Substring) -> Int64? {
    guard year.count == 4, let year = Int64(year),
      let monthIndex = months.firstIndex(of: String(month)),
      (1...2).contains(day.count), let day = Int64(day)
    else { return nil }
    let clock = time.split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
      let hour = Int64(clock[0]), let minute = Int64(clock[1]), let second = Int64(clock[2]),
      (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
    else { return nil }
    let month = Int64(monthIndex + 1)
    guard (1...daysIn(month: month, year: year)).contains(day) else { return nil }
    return daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
  }

  private static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
