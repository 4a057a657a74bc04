/// Writes IMF-fixdate timestamps (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110 §5.6.7) with plain arithmetic,
/// because date formatters depend on locale and platform and a `Retry-After` date must not.
enum HTTPDate {
  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// The IMF-fixdate of a moment given in whole seconds since 1970-01-01T00:00:00Z.
  static func string(secondsSince1970 seconds: Int64) -> String {
    let (days, secondOfDay) = floorDivision(seconds, 86_400)
    let (year, month, day) = civilDate(daysSince1970: days)
    // 1970-01-01 was a Thursday, index 4 in `weekdays`.
    let weekday = weekdays[Int(floorDivision(days + 4, 7).remainder)]
    let hour = secondOfDay / 3_600
    let minute = secondOfDay % 3_600 / 60
    let second = secondOfDay % 60
    return "\(weekday), \(twoDigits(day)) \(months[month - 1]) \(year) "
      + "\(twoDigits(hour)):\(twoDigits(minute)):\(twoDigits(second)) GMT"
  }

  /// Year, month (1...12) and day (1...31) of a day counted from 1970-01-01, in the proleptic Gregorian calendar.
  ///
  /// Howard Hinnant's `civil_from_days`: counting from 0000-03-01 puts the leap day at the end of each year.
  private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int, day: Int) {
    let shifted = days + 719_468
    let (era, dayOfEra) = floorDivision(shifted, 146_097)
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, Int(month), Int(day))
  }

  /// Division rounding towards negative infinity, so that moments before 1970 land on the right day.
  private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
    let remainder = value % divisor
    return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
  }

  private static func twoDigits(_ value: some BinaryInteger) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
