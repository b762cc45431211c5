import Foundation
import Testing
@testable import PlistKit

/// A date's text written digit by digit is the text interpolation writes, for dates across the
/// whole range a plist date may have, its ends, and past them (clamped).
struct DateTextTests {
  @Test(arguments: [1, 2] as [UInt64])
  func datesAreWrittenAsInterpolationWritesThem(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let range = PlistScalars.dateRange
    var dates = [range.lowerBound, range.upperBound, 0, -1, 0.5, -0.5, .nan, .infinity, -.infinity, range.lowerBound - 1, range.upperBound + 1]
    for _ in 0..<200_000 {
      let unit = Double(random.next() >> 11) / Double(1 << 53)
      dates.append(range.lowerBound + unit * (range.upperBound - range.lowerBound))
    }
    for seconds in dates {
      let date = Date(timeIntervalSinceReferenceDate: seconds)
      #expect(PlistScalars.dateText(date) == PlistScalars.plainDateText(date), "\(seconds) (seed \(seed))")
    }
  }
}
